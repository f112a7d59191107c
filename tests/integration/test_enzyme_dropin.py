"""Code written for Enzyme's interface, differentiated unchanged: C++ and Fortran programs.

``enzyme_src/dropin.cpp`` calls the differentiator exactly as Enzyme's C++ integration tests do
(``template <typename T, typename... Args> T __enzyme_autodiff(Args...)`` without extern "C",
exceptions on); ``enzyme_src/dropin.f90`` is Fortran with ``mpif.h`` calling
``*__enzyme_autodiff`` / ``*__enzyme_fwddiff``. Each is compiled at -O0..-O3 (zig c++, flang),
passed through ``mpiad-opt`` (``python -m mpiad.cli``: Enzyme's calls lowered, Fortran's MPI
binding rewritten to the C one), linked against the mpich wheel's libmpi (no Fortran MPI
library) and run under ``mpiexec`` on 1, 2 and 3 ranks. The programs check every derivative
themselves, against central finite differences of the primal run collectively or by the
dot-product test across ranks, and print ``rank R ok N``.

The Fortran half needs flang (Debian's ``flang-22``) and ``mpif.h`` (``libmpich-dev``): it skips
where they are absent, except under CI (``CI`` set), where ``.ci/run`` installs them and a skip
would hide a missing install step.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from tests.support.fortran import require_flang

HERE = Path(__file__).resolve().parent
SRC = HERE / "enzyme_src"
PREFIX = Path(sys.prefix)
LIBMPI = PREFIX / "lib" / "libmpi.so.12"
OPTS = ("O0", "O1", "O2", "O3")
RANKS = (1, 2, 3)
# The default run covers every optimisation level and every rank count once (the suite's time
# budget); --slow runs all twelve pairs.
DEFAULT_RUNS = {("O0", 2), ("O1", 1), ("O2", 3), ("O3", 2)}
RUNS = [
    pytest.param(
        opt, n, id=f"{n}-{opt}", marks=[] if (opt, n) in DEFAULT_RUNS else pytest.mark.slow
    )
    for opt in OPTS
    for n in RANKS
]
LINK_MPI = [str(LIBMPI), f"-Wl,-rpath,{LIBMPI.parent}"]
# run a native program under run_mpi (which launches Python): keeps its timeout and cleanup
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]


def _run(cmd: list[str], what: str, timeout: float = 600) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(map(str, cmd))}):\n{proc.stdout}\n{proc.stderr}")


def _mpiad_opt(src: Path, dst: Path) -> None:
    _run([sys.executable, "-m", "mpiad.cli", str(src), "-o", str(dst)], "mpiad-opt", 600)


def _check_run(exe: Path, nranks: int, nchecks: int) -> None:
    proc = run_mpi(nranks, [*EXEC, str(exe)], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip().endswith(f" ok {nchecks}")]
    assert len(oks) == nranks, proc.stdout + proc.stderr


def _build(out: Path, to_ir, link) -> dict[str, Path]:
    """At each -O level: compile to LLVM IR (``to_ir(opt, ll)``), mpiad-opt it, link the result
    (``link(opt, lowered, exe)``); the programs by level."""
    progs = {}
    for opt in OPTS:
        ll, lowered, exe = out / f"dropin_{opt}.ll", out / f"dropin_{opt}.out.ll", out / opt
        _run(to_ir(opt, ll), "compiling to LLVM IR")
        _mpiad_opt(ll, lowered)
        _run(link(opt, lowered, exe), "linking")
        progs[opt] = exe
    return progs


# -- C++ -------------------------------------------------------------------------------------------
CXX_CHECKS = 24


@pytest.fixture(scope="module")
def cxx_programs(tmp_path_factory) -> dict[str, Path]:
    zig = [sys.executable, "-m", "ziglang", "c++", "-fno-sanitize=all", "-g0"]
    zig += ["-target", "x86_64-linux-gnu"]
    src, inc = SRC / "dropin.cpp", PREFIX / "include"
    return _build(
        tmp_path_factory.mktemp("enzyme_cxx"),
        lambda opt, ll: [*zig, f"-{opt}", "-S", "-emit-llvm", f"-I{inc}", str(src), "-o", str(ll)],
        lambda opt, lowered, exe: [*zig, f"-{opt}", str(lowered), "-o", str(exe), *LINK_MPI],
    )


@pytest.mark.parametrize("opt,nranks", RUNS)
def test_cxx_enzyme_interface(cxx_programs, opt, nranks) -> None:
    _check_run(cxx_programs[opt], nranks, CXX_CHECKS)


def test_cxx_source_uses_enzymes_conventions() -> None:
    """The C++ source really is written as Enzyme's C++ tests are (nothing mpiad-specific)."""
    code = "\n".join(ln.split("//")[0] for ln in (SRC / "dropin.cpp").read_text().splitlines())
    assert 'extern "C"' not in code
    assert "template <typename return_type, typename... Args> return_type __enzyme_autodiff" in code
    assert "mpiad" not in code.lower()


# -- Fortran ---------------------------------------------------------------------------------------
F90_CHECKS = 13


@pytest.fixture(scope="module")
def fortran_programs(tmp_path_factory) -> dict[str, Path]:
    flang, inc = require_flang()
    out = tmp_path_factory.mktemp("enzyme_f90")
    src = SRC / "dropin.f90"
    progs = _build(
        out,
        lambda opt, ll: (
            [flang, f"-{opt}", f"-I{inc}", f"-J{out}", "-S", "-emit-llvm", str(src)]
            + ["-o", str(ll)]
        ),
        lambda opt, lowered, exe: [flang, str(lowered), "-o", str(exe), *LINK_MPI],
    )
    for lowered in out.glob("*.out.ll"):  # every Fortran MPI call went to the C library
        assert "@mpi_" not in lowered.read_text(), lowered
    return progs


@pytest.mark.parametrize("opt,nranks", RUNS)
def test_fortran_enzyme_interface(fortran_programs, opt, nranks) -> None:
    _check_run(fortran_programs[opt], nranks, F90_CHECKS)


# -- the C example ---------------------------------------------------------------------------------
# examples/heat2d.c: a 2-D heat solver on a Cart_create grid, halo columns as a vector datatype
# through persistent requests, the residual norm by Iallreduce overlapped with the interior
# update; it checks forward mode against finite differences and reverse mode by the dot-product
# test itself. The run (-O2, 4 ranks) by default; -O0 and other rank counts with --slow.
HEAT2D = HERE.parents[1] / "examples" / "heat2d.c"


@pytest.mark.parametrize(
    "opt,nranks",
    [("O2", 4), pytest.param("O0", 3, marks=pytest.mark.slow)]
    + [pytest.param("O2", n, marks=pytest.mark.slow) for n in (1, 2, 3)],
)
def test_heat2d_c_example(tmp_path, opt, nranks) -> None:
    zig = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0"]
    zig += ["-target", "x86_64-linux-gnu"]
    ll, lowered, exe = tmp_path / "heat2d.ll", tmp_path / "heat2d.out.ll", tmp_path / "heat2d"
    inc = PREFIX / "include"
    _run([*zig, f"-{opt}", "-S", "-emit-llvm", f"-I{inc}", str(HEAT2D), "-o", str(ll)], "zig cc")
    _mpiad_opt(ll, lowered)
    _run([*zig, f"-{opt}", str(lowered), "-o", str(exe), *LINK_MPI, "-lm"], "linking")
    proc = run_mpi(nranks, [*EXEC, str(exe)], timeout=120)
    assert "heat2d: all checks passed" in proc.stdout, proc.stdout + proc.stderr
    oks = [ln for ln in proc.stdout.splitlines() if ln.strip().endswith(" ok 2")]
    assert len(oks) == nranks, proc.stdout + proc.stderr
