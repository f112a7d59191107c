"""The MPI runtime as the pass links it (passes/mpi/runtime.py) and its request table
(passes/mpi/runtime/requests.c).

The runtime is prepared on the IR model: its own symbols and types renamed under ``__mpiad.rt.``,
attribute groups and metadata dropped, and what a module gets from ``link`` is IR LLVM accepts.
The request table is compiled with zig cc and driven directly: one table for both modes, where a
primal handle may repeat (MPICH gives every request complete on return one shared handle) and the
records of one handle come back in the order they were put.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from mpiad_passes.ir import lexer as L
from mpiad_passes.ir import parse_module
from mpiad_passes.ir.module import Function, GlobalVariable
from mpiad_passes.mpi import runtime as R

ABIS = ("mpich", "openmpi", "standard")
#: the checks that parse a whole runtime (5-7 s each): MPICH's by default, the other two
#: (made from the same C sources, other headers) under --slow
WHOLE = ["mpich", *(pytest.param(a, marks=pytest.mark.slow) for a in ABIS[1:])]
RUNTIME = Path(R.__file__).resolve().parent / "runtime"


@pytest.mark.parametrize("abi", WHOLE)
def test_prepared_runtime_is_valid_ir_without_attributes_or_metadata(abi) -> None:
    rt = R._runtime(abi)
    text = str(rt)
    llvm.parse_assembly(text).verify()
    assert not [t for t in L.tokenize(L.Source(text)) if t.kind in (L.ATTRGRP, L.META, L.METASTR)]
    # (at the start of a line: the runtime's messages may say "the target ...")
    assert not re.search(r"^(source_filename|target )", text, re.MULTILINE)
    for name, ent in [*rt.functions.items(), *rt.globals.items()]:
        defined = (
            ent.blocks is not None if isinstance(ent, Function) else ent.initializer is not None
        )
        public = name.startswith(R.PUBLIC)
        if defined:
            assert public != name.startswith(R.PREFIX), name
        else:
            assert not name.startswith(R.PREFIX), name
    assert rt.type_defs and all(t.startswith(R.PREFIX) for t in rt.type_defs)
    for name in (
        "__mpiad_fwd_isend",
        "__mpiad_aug_wait",
        "__mpiad_rev_reduce",
        "__mpiad_pending_requests",
        "__mpiad_pending_reverse_requests",
        "mpiad_register_op_derivative",
    ):
        assert not rt.functions[name].is_declaration
    assert isinstance(rt.globals[R.PREFIX + "op_regs"], GlobalVariable)  # mpiad/kernel.py asks


@pytest.mark.parametrize("abi", WHOLE)
def test_lazy_runtime_gives_what_the_whole_prepared_runtime_has(abi) -> None:
    """The pass parses the runtime a function at a time: each function, global and type comes
    out exactly as in the runtime parsed and prepared whole."""
    whole, lazy = R._runtime(abi), R.LazyRuntime(R._runtime_text(abi), "<test>")
    assert set(lazy.functions) == set(whole.functions) and len(lazy.functions) == len(
        whole.functions
    )
    for name, fn in whole.functions.items():
        assert lazy.functions[name].fmt() == fn.fmt(), name
        fresh = lazy.fresh_function(name)
        assert fresh is not lazy.functions[name] and fresh.fmt() == fn.fmt()
    assert [g.fmt() for g in lazy.globals.values()] == [g.fmt() for g in whole.globals.values()]
    assert [t.fmt() for t in lazy.type_defs.values()] == [t.fmt() for t in whole.type_defs.values()]
    assert lazy.functions.get("no_such_function") is None and "no_such_function" not in (
        lazy.functions
    )


def test_lazy_runtime_parses_only_what_is_asked_for() -> None:
    text = (
        'source_filename = "rt.c"\n'
        "%struct.S = type { i32 }\n@counter = global i32 0\n@ext = external global i32\n"
        "define i32 @__mpiad_get() #0 {\n  %v = call i32 @helper()\n  ret i32 %v\n}\n"
        "define internal i32 @helper() {\n  %v = load i32, ptr @counter\n  ret i32 %v\n}\n"
        "define i32 @broken() {\n  this is not IR\n}\n"
        "declare i32 @MPI_Barrier(i32)\nattributes #0 = { nounwind }\n!0 = !{}\n"
    )
    rt = R.LazyRuntime(text, "<test>")
    assert set(rt.functions) == {"__mpiad_get", R.PREFIX + "helper", R.PREFIX + "broken",
                                 "MPI_Barrier"}  # fmt: skip
    assert list(rt.globals) == [R.PREFIX + "counter", "ext"]
    assert list(rt.type_defs) == [R.PREFIX + "struct.S"]
    assert str(rt.functions["__mpiad_get"].blocks[0].instructions[0]) == (
        f"%v = call i32 @{R.PREFIX}helper()"
    )
    with pytest.raises(Exception, match="<test>"):  # parsed when asked for, not before
        rt.functions[R.PREFIX + "broken"]
    with pytest.raises(ValueError, match="unexpected top-level line"):
        R.LazyRuntime('module asm "nop"\n', "<test>")


USER = """
%struct.op_reg = type { double }
@op_regs = global i32 7
@fuse_flag = global double 1.0

define i32 @user(ptr %p) {
  %v = load i32, ptr @op_regs
  ret i32 %v
}
"""


@pytest.mark.parametrize("abi", ABIS)
def test_link_keeps_the_users_names_apart(abi) -> None:
    m = parse_module(USER)
    R.link(
        m,
        {
            "__mpiad_fwd_isend",
            "__mpiad_aug_waitall",
            "__mpiad_fwd_allreduce",
            "mpiad_register_op_derivative",
        },
        abi,
    )
    text = str(m)
    llvm.parse_assembly(text).verify()
    assert "@op_regs = global i32 7" in text and "%struct.op_reg = type { double }" in text
    assert f"@{R.PREFIX}op_regs = internal" in text and f"%{R.PREFIX}struct.op_reg = type" in text
    assert f"@{R.PREFIX}fuse_flag" in text


def test_fragments_lose_attribute_groups_and_metadata_and_follow_renames() -> None:
    ren = R._Renamer({"g": R.PREFIX + "g"}, {"struct.T": R.PREFIX + "struct.T"})
    assert ren.fragment("local_unnamed_addr #3") == "local_unnamed_addr"
    assert ren.fragment("#12") == ""
    assert ren.fragment(", align 8, !dbg !7, !type !{i64 0}") == ", align 8"
    assert (
        ren.fragment("noundef byval(%struct.T) align 8")
        == f"noundef byval(%{R.PREFIX}struct.T) align 8"
    )
    assert ren.fragment("#0 personality ptr @g") == f"personality ptr @{R.PREFIX}g"
    assert ren.fragment('section "a #1 !x !2"') == 'section "a #1 !x !2"'


def test_a_runtime_call_naming_a_metadata_node_is_refused() -> None:
    m = parse_module(
        "declare void @llvm.f(metadata)\n"
        "define void @g() {\n  call void @llvm.f(metadata !0)\n  ret void\n}\n"
        "!0 = !{}\n"
    )
    with pytest.raises(ValueError, match="@__mpiad.rt.g uses metadata node !0"):
        R._prepare(m, "<test>")


TABLE_CHECK = r"""
#include "common.h"
#include "requests.c"

static int fails;
#define CHECK(c) do { if (!(c)) { printf("line %d: %s\n", __LINE__, #c); fails++; } } while (0)

int main(void) {
    static int rec[1000];
    CHECK(req_take(REQ_FWD, (MPI_Request)1) == NULL);
    /* a probe cluster that wraps past the table's end keeps its order through a rehash */
    req_put(REQ_FWD, (MPI_Request)1, &rec[0]);
    CHECK(req_take(REQ_FWD, (MPI_Request)1) == &rec[0] && req_cap == 64 && req_used == 0);
    long long k = 0;
    while (req_home(k) != req_cap - 1) k++;
    for (int i = 0; i < 4; i++) req_put(REQ_REV, (MPI_Request)k, &rec[900 + i]);
    CHECK(req_slots[req_cap - 1].rec == &rec[900] && req_slots[0].rec == &rec[901]);
    for (int i = 0; i < 40; i++) req_put(REQ_FWD, (MPI_Request)(100000 + i), &rec[i]);
    CHECK(req_cap == 128);
    for (int i = 0; i < 4; i++) CHECK(req_take(REQ_REV, (MPI_Request)k) == &rec[900 + i]);
    for (int i = 0; i < 40; i++) CHECK(req_take(REQ_FWD, (MPI_Request)(100000 + i)) == &rec[i]);
    /* one handle, many records (MPICH: complete requests share one): taken in order */
    MPI_Request shared = (MPI_Request)0x6c000001;
    for (int i = 0; i < 5; i++) req_put(REQ_REV, shared, &rec[i]);
    CHECK(__mpiad_pending_reverse_requests() == 5 && __mpiad_pending_requests() == 0);
    /* many distinct handles around them, enough to grow the table several times */
    for (int i = 10; i < 400; i++)
        req_put(i % 2 ? REQ_FWD : REQ_REV, (MPI_Request)(i * 977), &rec[i]);
    CHECK(req_take(REQ_REV, shared) == &rec[0]);
    CHECK(req_take(REQ_FWD, shared) == NULL);      /* the modes are kept apart */
    req_put(REQ_FWD, shared, &rec[5]);
    for (int i = 10; i < 400; i += 3)
        CHECK(req_take(i % 2 ? REQ_FWD : REQ_REV, (MPI_Request)(i * 977)) == &rec[i]);
    for (int i = 1; i < 5; i++) CHECK(req_take(REQ_REV, shared) == &rec[i]);
    CHECK(req_take(REQ_REV, shared) == NULL);
    CHECK(req_take(REQ_FWD, shared) == &rec[5]);
    for (int i = 10; i < 400; i++)
        if ((i - 10) % 3)
            CHECK(req_take(i % 2 ? REQ_FWD : REQ_REV, (MPI_Request)(i * 977)) == &rec[i]);
    CHECK(__mpiad_pending_requests() == 0 && __mpiad_pending_reverse_requests() == 0);
    /* every probe cluster position: records put around a wrap of the table stay in order */
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 300; i++) req_put(REQ_FWD, (MPI_Request)(i % 7), &rec[i]);
        for (int i = 0; i < 300; i++) CHECK(req_take(REQ_FWD, (MPI_Request)(i % 7)) == &rec[i]);
    }
    CHECK(__mpiad_pending_requests() == 0);
    printf("%s\n", fails ? "FAILED" : "ok");
    return fails != 0;
}
"""


def test_request_table(tmp_path) -> None:
    pytest.importorskip("ziglang")
    src = tmp_path / "table.c"
    src.write_text(TABLE_CHECK)
    exe = tmp_path / "table"
    lib = Path(sys.prefix) / "lib"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "ziglang",
            "cc",
            "-O1",
            "-g0",
            "-target",
            "x86_64-linux-gnu",
            f"-I{RUNTIME}",
            f"-I{Path(sys.prefix) / 'include'}",
            str(src),
            f"-L{lib}",
            "-lmpi",
            f"-Wl,-rpath,{lib}",
            "-o",
            str(exe),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stdout + proc.stderr
