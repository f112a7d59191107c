"""Refusals of checkpointed loops whose state mpiad cannot find, in the user's terms.

A step that writes through a pointer a helper returns (tests/integration/ckpt_src/returned.c,
clang -O0 and -O2 through zig cc, helpers not inlined): where the helper loads the pointer from
memory (a field of the struct it is given, a global), mpiad cannot tell whether it is the
loop's state. It once took it as memory the step made and left the state out of the snapshots
(HEAP_STRUCT: a checkpointed gradient of 1.19 against 0.66 taped and by finite differences).
Now refused; with -g the message names the variable and the source lines, without it the LLVM
value. The refusals of a pointer loaded from a struct argument and of memory of unknown size
(ckpt_src/refused.c) name the variable too. The gradients of the helpers that return the state,
a view of it or fresh memory: tests/integration/test_checkpoint_returned.py.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad_passes import differentiate as D
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.llvm_check import load_module

SRC = Path(__file__).parents[1] / "integration" / "ckpt_src"
ZIG = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-target", "x86_64-linux-gnu"]


def _refusal(tmp_path: Path, src: str, case: str, level: str, debug: str, acts) -> str:
    ll = tmp_path / f"{case}{level}{debug}.ll"
    include = Path(sys.prefix) / "include"
    subprocess.run(
        [*ZIG, level, debug, f"-DCASE_{case}", "-S", "-emit-llvm", f"-I{include}",
         str(SRC / src), "-o", str(ll)],
        check=True, capture_output=True,
    )  # fmt: skip
    m = load_module(ll.read_text(), str(ll), preprocess="never")
    with pytest.raises(UnsupportedError) as err:
        D.reverse(m, "energy", acts)
    return str(err.value)


def _line(src: str, text: str) -> int:
    return next(k for k, s in enumerate((SRC / src).read_text().splitlines(), 1) if text in s)


@pytest.mark.parametrize("level", ["-O0", "-O2"])
def test_state_from_a_struct_field_a_helper_returns(tmp_path, level):
    msg = _refusal(tmp_path, "returned.c", "HEAP_STRUCT", level, "-g", ["dup", "const"])
    call = _line("returned.c", "double *w = cur(fp);")
    assert f"through `w` (the result of cur at source line {call})" in msg, msg
    assert "cur loads the pointer from memory" in msg, msg
    assert f"written at source line {call + 1}" in msg, msg
    assert "mpiad_checkpoint_state(p, bytes)" in msg, msg
    assert not re.search(r"%\d", msg.split("(`call void")[0]), msg


def test_state_from_a_global_a_helper_returns_without_debug_info(tmp_path):
    msg = _refusal(tmp_path, "returned.c", "GLOBAL", "-O2", "-g0", ["dup", "const"])
    assert re.search(r"through %\d+, a pointer a call returns \(get_state loads", msg), msg


def test_pointer_loaded_from_a_struct_argument_named(tmp_path):
    msg = _refusal(tmp_path, "refused.c", "MEMBER", "-O0", "-g", ["dup", "const"])
    assert f"`u` (a pointer computed by load at source line {_line('refused.c', '= m->u;')})" in (
        msg
    ), msg
    assert "a pointer it loads from memory the function was given" in msg, msg


def test_memory_of_unknown_size_named(tmp_path):
    msg = _refusal(tmp_path, "refused.c", "ARGUMENT", "-O2", "-g", ["dup", "const"])
    assert "through `field` (argument 1), whose size mpiad cannot tell" in msg, msg
    assert "mpiad_checkpoint_state(p, bytes)" in msg, msg


# -- the callee summaries themselves (checkpoint_returns.py), on small modules ------------------

_SUMMARIES = """
%arr = type { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }
@g = global ptr null

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare ptr @ext(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define ptr @same(ptr %u) {
  ret ptr %u
}
define ptr @inner(ptr %u, i64 %k) {
  %pos = icmp sgt i64 %k, 0
  %v = getelementptr double, ptr %u, i64 %k
  %w = select i1 %pos, ptr %v, ptr %u
  ret ptr %w
}
define ptr @cur(ptr %s) {
  %p = load ptr, ptr %s
  ret ptr %p
}
define ptr @twice(ptr %u) {
  %a = call ptr @inner(ptr %u, i64 1)
  %b = call ptr @same(ptr %a)
  ret ptr %b
}
define ptr @rec(ptr %u, i64 %k) {
  %z = icmp eq i64 %k, 0
  br i1 %z, label %done, label %more
more:
  %k1 = sub i64 %k, 1
  %r = call ptr @rec(ptr %u, i64 %k1)
  br label %done
done:
  %out = phi ptr [ %u, %0 ], [ %r, %more ]
  ret ptr %out
}
define ptr @fromext(ptr %u) {
  %p = call ptr @ext(ptr %u)
  ret ptr %p
}
define ptr @global() {
  %p = load ptr, ptr @g
  ret ptr %p
}

; Numba's convention: the array comes back through the first parameter
define i32 @view(ptr %rp, ptr %e, ptr %mi, ptr %pa, i64 %n, i64 %sz, ptr %d0, i64 %sh, i64 %st) {
  store ptr %mi, ptr %rp
  %d = getelementptr i8, ptr %d0, i64 8
  %at = getelementptr inbounds i8, ptr %rp, i64 32
  store ptr %d, ptr %at
  ret i32 0
}
define i32 @fresh(ptr %rp, ptr %e, ptr %mi, ptr %pa, i64 %n, i64 %sz, ptr %d0, i64 %sh, i64 %st) {
  %m = call ptr @NRT_MemInfo_alloc_aligned(i64 %n, i32 32)
  %dp = getelementptr i8, ptr %m, i64 24
  %d = load ptr, ptr %dp
  %a0 = insertvalue %arr undef, ptr %m, 0
  %a1 = insertvalue %arr %a0, ptr null, 1
  %a4 = insertvalue %arr %a1, ptr %d, 4
  store %arr %a4, ptr %rp
  ret i32 0
}
define i32 @handed(ptr %rp, ptr %e, ptr %mi, ptr %pa, i64 %n, i64 %sz, ptr %d0, i64 %sh, i64 %st) {
  %s = call i32 @view(ptr %rp, ptr %e, ptr %mi, ptr %pa, i64 %n, i64 %sz, ptr %d0, i64 %sh, i64 %st)
  ret i32 %s
}

define void @caller(ptr %u, ptr %mi, i64 %n) {
  %sl = alloca %arr
  %sl2 = alloca %arr
  %sl3 = alloca %arr
  %e = alloca ptr
  call void @llvm.memset.p0.i64(ptr %sl, i8 0, i64 56, i1 false)
  %c1 = call i32 @view(ptr %sl, ptr %e, ptr %mi, ptr null, i64 %n, i64 8, ptr %u, i64 %n, i64 8)
  %dat = getelementptr i8, ptr %sl, i64 32
  %v1 = load ptr, ptr %dat
  %c2 = call i32 @fresh(ptr %sl2, ptr %e, ptr %mi, ptr null, i64 %n, i64 8, ptr %u, i64 %n, i64 8)
  %dat2 = getelementptr inbounds %arr, ptr %sl2, i32 0, i32 4
  %v2 = load ptr, ptr %dat2
  %c3 = call i32 @handed(ptr %sl3, ptr %e, ptr %mi, ptr null, i64 %n, i64 8, ptr %u, i64 %n, i64 8)
  %dat3 = getelementptr i8, ptr %sl3, i64 32
  %v3 = load ptr, ptr %dat3
  %r1 = call ptr @same(ptr %u)
  %r2 = call ptr @inner(ptr %u, i64 2)
  %r3 = call ptr @cur(ptr %u)
  %r4 = call ptr @twice(ptr %u)
  %r5 = call ptr @rec(ptr %u, i64 3)
  %r6 = call ptr @fromext(ptr %u)
  %r7 = call ptr @global()
  ret void
}
"""


def test_callee_summaries():
    """Returned pointers traced to the caller's argument (through GEPs, selects, calls of
    calls, Numba's return slot written field by field, or handed on to another function),
    to memory the callee allocates (a Numba array built by insertvalue), or unknown (a pointer
    loaded from memory or a global, an external function, recursion)."""
    from mpiad_passes.ir.parser import parse_module
    from mpiad_passes.ir.values import LocalRef
    from mpiad_passes.reverse.checkpoint_returns import Returns

    m = parse_module(_SUMMARIES, "summaries.ll")
    fn = m.functions["caller"]
    defs = {i.name: i for i in fn.instructions() if i.name}
    r = Returns(m)
    u = LocalRef("u")
    for name in ("r1", "r2", "r4"):
        got = r.of_call(defs[name])
        assert (got.args, got.fresh, got.unknown) == ([u], False, None), (name, got)
    for name in ("v1", "v3"):
        got = r.of_slot(fn, defs[name], defs)
        assert (got.args, got.fresh, got.unknown) == ([u], False, None), (name, got)
    got = r.of_slot(fn, defs["v2"], defs)
    assert (got.args, got.fresh, got.unknown) == ([], True, None), got
    for name, why in (("r3", "cur loads the pointer from memory"),
                      ("r5", "recursive"), ("r6", "ext, a function mpiad cannot see into"),
                      ("r7", "global loads the pointer from memory")):  # fmt: skip
        got = r.of_call(defs[name])
        assert got.unknown is not None and why in got.unknown, (name, got)
