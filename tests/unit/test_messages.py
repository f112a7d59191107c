"""Messages for people: refusals name the function the active data is written in, Numba's own
names never reach the user, and the CLI writes its output with the usual file mode."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mpiad import cli, diagnostics
from mpiad_passes import differentiate as D
from mpiad_passes.activity import ConstArgumentWritten, written_constants
from mpiad_passes.context import context_of
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.forward import is_mpi_name
from mpiad_passes.ir.parser import parse_module

INPUTS = Path(__file__).resolve().parents[1] / "lit" / "Inputs"
ENZYME_SRC = Path(__file__).resolve().parent / "enzyme_src"

# @top passes %buf (constant) down two calls; @fill, at the bottom, writes x into it
NESTED = """
define void @fill(ptr %b, double %x) {
entry:
  %y = fmul double %x, 2.0
  store double %y, ptr %b
  ret void
}

define void @mid(ptr %b, double %x) {
entry:
  call void @fill(ptr %b, double %x)
  ret void
}

define void @top(ptr %buf, double %x) {
entry:
  call void @mid(ptr %buf, double %x)
  ret void
}
"""


def test_const_write_names_the_deepest_function() -> None:
    m = parse_module(NESTED, "<nested>")
    # differentiating: the refusal comes from the function that stores, about its parameter
    with pytest.raises(ConstArgumentWritten) as info:
        D.forward(m, "top", ["const", "dup"])
    err = info.value
    assert err.fn == "fill" and err.param == "b"
    assert "store double %y, ptr %b" in err.origin.deepest().inst.fmt()
    # traced back from the top: which of @top's constant parameters, through which calls
    m = parse_module(NESTED, "<nested>")
    written = written_constants(context_of(m), m.functions["top"], [False, True])
    assert list(written) == ["buf"]
    o = written["buf"]
    assert [o.fn, o.inner.fn, o.deepest().fn] == ["top", "mid", "fill"]
    assert o.deepest().inst.line == err.origin.deepest().inst.line
    # with the buffer active there is nothing to refuse
    assert written_constants(context_of(m), m.functions["top"], [True, True]) == {}


@pytest.mark.parametrize("flags", [["-O0", "-g"], ["-O2", "-g0"]])
def test_enzyme_const_struct_names_the_users_argument(tmp_path, flags) -> None:
    """HPCCG's case in small: a struct of pointers passed enzyme_const whose send buffer a
    helper fills with active values. The refusal names the argument of the function given to
    __enzyme_autodiff (not the helper's `%0`), demangled, with the source lines under -g."""
    pytest.importorskip("ziglang")
    ll = tmp_path / "const_struct.ll"
    zig = [sys.executable, "-m", "ziglang", "c++", "-fno-sanitize=all", "-target",
           "x86_64-linux-gnu", *flags, "-S", "-emit-llvm"]  # fmt: skip
    subprocess.run([*zig, ENZYME_SRC / "const_struct.cc", "-o", ll], check=True, timeout=120)
    before = ll.read_bytes()
    proc = subprocess.run(
        [sys.executable, "-m", "mpiad.cli", ll, "-o", tmp_path / "out.ll"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    msg = proc.stderr
    assert msg.startswith("error: __enzyme_autodiff in grad(Mesh*, double*, double*)"), msg
    assert "of loss(Mesh*, double const*) is constant (enzyme_const" in msg, msg
    assert "active data is stored into memory reached from it" in msg, msg
    assert "pass it enzyme_dup" in msg and "%0" not in msg.split("(`")[0], msg
    if "-g" in flags:
        assert "at source line 20: argument 1 (`mesh`)" in msg, msg
        assert "source line 8)" in msg, msg  # the store in pack()
    else:
        assert ": argument 1 of loss" in msg, msg
    assert ll.read_bytes() == before  # the input is never modified


def test_numba_names_are_translated() -> None:
    text = diagnostics.readable(
        "in @f: active data is stored into the memory of argument %excinfo, which is marked "
        "constant; the result %retptr and %arg.buffer.4"
    )
    for internal in ("%excinfo", "%retptr", "%arg."):
        assert internal not in text
    assert "Numba's exception record" in text and "argument 'buffer'" in text
    at_line = diagnostics.readable(
        "in @_ZN8__main__4lossB2v1: the adjoint of `call void @llvm.memcpy(ptr %a)` at line 3 "
        "treats the copied bytes as doubles",
        python=True,
    )
    assert at_line == "the adjoint of the code here treats the copied bytes as doubles"
    aside = diagnostics.readable(
        "in @f: active data is stored into the memory of argument %arg.buf.4, which is marked "
        "constant (`store double %y, ptr %arg.buf.4` at line 5); mark %arg.buf.4 Duplicated",
        python=True,
    )
    assert aside == (
        "active data is stored into the memory of argument 'buf', which is marked constant; "
        "mark argument 'buf' Duplicated"
    )


def test_mpi_names() -> None:
    assert all(map(is_mpi_name, ["MPI_Exscan", "PMPI_Scan", "mpi_exscan_", "MPI_SCAN"]))
    assert not any(map(is_mpi_name, ["mpiad_x", "exp", "__mpiad_rev_wait"]))


def test_unknown_mpi_call_message() -> None:
    m = parse_module((INPUTS.parent / "mpi-unknown.ll").read_text(), "<mpi-unknown>")
    with pytest.raises(UnsupportedError) as info:
        D.forward(m, "active", ["dup", "const"])
    msg = str(info.value)
    assert "MPI_Pack is an MPI call that mpiad cannot differentiate yet" in msg
    assert "docs/MPI.md" in msg and "constant (inactive) buffers is fine" in msg
    assert "link its IR" not in msg


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_cli_output_mode_follows_umask(tmp_path, umask) -> None:
    out = tmp_path / "out.ll"
    old = os.umask(umask)
    try:
        rc = cli.main([str(INPUTS / "good.ll"), "-o", str(out)])
    finally:
        os.umask(old)
    assert rc == 0
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask
    # an existing output keeps its mode
    out.chmod(0o640)
    assert cli.main([str(INPUTS / "good.ll"), "-o", str(out)]) == 0
    assert out.stat().st_mode & 0o777 == 0o640
