"""flang's -O0 output: recognised as unoptimised (no ``optnone`` says so, its stack slots do),
and, differentiated as it is (``MPIAD_PREPROCESS=never``), its array descriptors copied by
``memcpy``: carried as shadow pointers, or refused where a pointer's shadow is unknown; never a
crash. (The numbers: tests/integration/test_fortran_descriptors.py, test_fortran_surface.py.)"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad import cli
from mpiad_passes import llvm_check as lc
from mpiad_passes import preprocess as PP
from mpiad_passes.ir.parser import parse_module
from tests.support.fortran import require_flang_alone

# a plain loop, and a pointer array made from an address by c_f_pointer: at -O0 flang builds
# its descriptor in one stack slot from an integer (the C address) and copies it by memcpy
SRC = """\
subroutine scale(x, n)
  integer :: n, i
  real(8) :: x(n)
  do i = 1, n
    x(i) = 2 * x(i)
  end do
end subroutine

real(8) function via_c_ptr(u, n)
  use iso_c_binding, only: c_ptr, c_f_pointer, c_loc
  implicit none
  integer :: n, i
  real(8) :: u(n)
  real(8), target :: w(n)
  real(8), pointer :: a(:)
  type(c_ptr) :: base
  base = c_loc(w)
  call c_f_pointer(base, a, [n])
  do i = 1, n
    a(i) = u(i) * u(i)
  end do
  via_c_ptr = sum(a)
end function
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The module at -O0 and at -O2."""
    flang = require_flang_alone()
    out = tmp_path_factory.mktemp("flang_O0")
    (out / "k.f90").write_text(SRC)
    got = {}
    for opt in ("O0", "O2"):
        got[opt] = out / f"k_{opt}.ll"
        cmd = [flang, f"-{opt}", "-S", "-emit-llvm", "k.f90", "-o", got[opt].name]
        subprocess.run(cmd, cwd=out, check=True, capture_output=True, timeout=120)
    return got


def _canon(p: Path) -> str:
    return lc.canonicalize(p.read_text(), p.name, isolate=False)


def test_flang_O0_is_recognised_and_O2_is_left_byte_for_byte(built):
    canon = _canon(built["O0"])
    assert "optnone" not in canon  # what clang's -O0 would say
    reason = PP.unoptimised_reason(parse_module(canon, "k_O0.ll"), {"scale_"})
    assert reason is not None and "@scale_ keeps %" in reason and "stack slot" in reason
    text, why = PP.prepare(canon, "auto", only={"scale_"})
    assert text is not None and why == reason
    opt = _canon(built["O2"])
    assert PP.unoptimised_reason(parse_module(opt, "k_O2.ll")) is None
    assert PP.prepare(opt, "auto") == (None, None)
    assert lc.preprocessed(opt, "auto", "k_O2.ll", isolate=False) == (opt, None)


def test_a_descriptor_holding_a_pointer_from_an_integer_is_refused(built, tmp_path, capsys):
    """Before: the reverse sweep wrote through a null shadow base address (a segfault)."""
    argv = [str(built["O0"]), "-o", str(tmp_path / "out.ll"), "--fn", "via_c_ptr_"]
    argv += ["--mode", "reverse", "--args", "dup,const", "--preprocess", "never"]
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: in @via_c_ptr_: `call void @llvm.memcpy"), err
    assert "copies a pointer the function computed" in err and "MPIAD_PREPROCESS" in err
    assert "Traceback" not in err and not (tmp_path / "out.ll").exists()
