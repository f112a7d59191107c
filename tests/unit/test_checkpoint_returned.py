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
