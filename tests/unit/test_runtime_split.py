"""The MPI runtime compiled apart from a derivative's module (passes/mpi/runtime_split.py,
mpiad.engine's ``runtime=``): the module keeps declarations only, the runtime's code runs from
its own object in the same engine, and a packed disk entry loads with both."""

from __future__ import annotations

import ctypes

from mpiad import engine
from mpiad import runtime_code as runtime_code_module
from mpiad.runtime_code import runtime_code
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.mpi import runtime, runtime_split

KERNEL = """
define i64 @kernel() {
entry:
  %n = call i64 @__mpiad_pending_requests()
  %m = add i64 %n, 7
  ret i64 %m
}
declare i64 @__mpiad_pending_requests()
"""


def _linked():
    m = parse_module(KERNEL, "<kernel>")
    runtime.link(m, {"__mpiad_pending_requests"}, "mpich")
    assert not m.functions["__mpiad_pending_requests"].is_declaration
    return m


def test_split_leaves_declarations_and_compiles_apart(tmp_path):
    m = _linked()
    part = runtime_split.split(m, "mpich")
    assert part is not None
    assert m.functions["__mpiad_pending_requests"].is_declaration
    assert not any(g.startswith(runtime.PREFIX) for g in m.globals), list(m.globals)
    assert not part.functions["__mpiad_pending_requests"].is_declaration
    assert "kernel" not in part.functions
    text = str(part)
    obj = runtime_code(text, tmp_path)
    assert runtime_code(text) == obj  # kept in memory
    (kept,) = (tmp_path / "runtime").iterdir()
    assert kept.read_bytes().endswith(obj)
    jm, packed = engine.compile_module(str(m), want_object=True, runtime=obj)
    assert jm.fn("kernel", ctypes.c_int64)() == 7
    again = engine.load_object(packed)
    assert again.fn("kernel", ctypes.c_int64)() == 7


def test_damaged_runtime_file_is_compiled_again(tmp_path, monkeypatch):
    text = str(runtime_split.split(_linked(), "mpich"))
    monkeypatch.setattr(runtime_code_module, "_memory", {})
    obj = runtime_code(text, tmp_path)
    (kept,) = (tmp_path / "runtime").iterdir()
    kept.write_bytes(kept.read_bytes()[:-10])  # a truncated file
    monkeypatch.setattr(runtime_code_module, "_memory", {})
    assert runtime_code(text, tmp_path) == obj
    assert kept.read_bytes().endswith(obj)  # replaced


def test_private_runtime_symbol_keeps_one_module():
    m = parse_module(
        KERNEL.replace(
            "%m = add i64 %n, 7",
            "%g = load i64, ptr @__mpiad.rt.req_count\n  %m = add i64 %n, %g",
        ),
        "<kernel>",
    )
    runtime.link(m, {"__mpiad_pending_requests", "__mpiad.rt.req_count"}, "mpich")
    before = str(m)
    assert runtime_split.split(m, "mpich") is None
    assert str(m) == before


SITE_KERNEL = """
@where = private unnamed_addr constant [7 x i8] c"k.c:42\\00", align 1
define i64 @kernel() {
entry:
  store ptr @where, ptr @__mpiad_site
  %p = load ptr, ptr @__mpiad_site
  %c = load i8, ptr %p
  %n = call i64 @__mpiad_pending_requests()
  %m = zext i8 %c to i64
  %r = add i64 %m, %n
  store ptr null, ptr @__mpiad_site
  ret i64 %r
}
declare i64 @__mpiad_pending_requests()
"""


def test_split_keeps_a_declaration_of_the_call_site_global(tmp_path):
    """The site the generated code stores (passes/call_sites.py) is the runtime's global: split
    out with the runtime's code, declared in the kernel's module, one variable in the engine."""
    m = parse_module(SITE_KERNEL, "<kernel>")
    runtime.link(m, {"__mpiad_pending_requests", "__mpiad_site"}, "mpich")
    part = runtime_split.split(m, "mpich")
    assert part is not None
    assert part.globals["__mpiad_site"].initializer is not None
    assert m.globals["__mpiad_site"].initializer is None
    assert "external global ptr" in str(m)
    jm = engine.compile_module(str(m), runtime=runtime_code(str(part), tmp_path))[0]
    assert jm.fn("kernel", ctypes.c_int64)() == ord("k")
