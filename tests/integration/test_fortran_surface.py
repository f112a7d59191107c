"""Fortran's bindings of the data-moving calls that take a datatype array or hand out memory
(issue 37): ``enzyme_src/surface.f90`` calls MPI_Win_allocate (its base a ``TYPE(C_PTR)`` read
through ``c_f_pointer``; a put and an accumulate in a fence epoch), MPI_Get_address and
MPI_Alltoallw (Fortran's ``INTEGER`` datatype handles, ``MPI_DOUBLE_PRECISION``) through Enzyme's
interface. It is compiled by flang, passed through ``mpiad-opt``, linked against the mpich
wheel's libmpi and run under ``mpiexec``; the program checks each derivative against central
finite differences and by the dot-product test across ranks and prints ``rank R ok 4``.

The default run is -O2 at 2 ranks (the suite's time); --slow runs -O1 and -O3 at 1 to 3 ranks,
and -O0 twice: with the default policy (flang's -O0 output has no ``optnone``; mpiad recognises
it by its stack slots and preprocesses it) and differentiated as it is
(``MPIAD_PREPROCESS=never``: the array descriptors flang copies by ``memcpy`` carry shadow base
addresses, which the reverse sweep of ``alloc_energy`` once treated as doubles and crashed on).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.integration.test_enzyme_dropin import LINK_MPI, SRC, _check_run, _run
from tests.support.fortran import require_flang

CHECKS = 4
SLOW = pytest.mark.slow
RUNS = [
    pytest.param("O2", 2, id="2-O2"),
    *(pytest.param(o, n, id=f"{n}-{o}", marks=SLOW) for o in ("O1", "O3") for n in (1, 2, 3)),
    *(pytest.param("O2", n, id=f"{n}-O2", marks=SLOW) for n in (1, 3)),
    pytest.param("O0", 2, id="2-O0", marks=SLOW),
    pytest.param("O0-never", 2, id="2-O0-as-is", marks=SLOW),
]


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """The program at one -O level, built once per level (``O0-never``: -O0 differentiated as
    it is, not preprocessed)."""
    flang, inc = require_flang()
    out = tmp_path_factory.mktemp("fortran_surface")
    progs: dict[str, Path] = {}

    def at(opt: str) -> Path:
        if opt not in progs:
            ll, lowered, exe = out / f"s_{opt}.ll", out / f"s_{opt}.out.ll", out / f"s_{opt}"
            src = SRC / "surface.f90"
            level, _, policy = opt.partition("-")
            _run([flang, f"-{level}", f"-I{inc}", f"-J{out}", "-S", "-emit-llvm", str(src)]
                 + ["-o", str(ll)], "flang")  # fmt: skip
            env = ["env", f"MPIAD_PREPROCESS={policy}"] if policy else []
            cli = [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(lowered)]
            _run([*env, *cli], "mpiad-opt")
            text = lowered.read_text()
            assert "@mpi_" not in text  # every Fortran MPI call went to the C library
            assert "@MPI_Alltoallw" in text and "@MPI_Win_allocate" in text
            if level == "O0":  # preprocessed (by default) or not: flang's scalar stack slots
                body = text[text.index("@alloc_energy_(") :]
                body = body[: body.index("\n}\n")]
                assert ("alloca i32, i64 1," in body) == (policy == "never"), policy
            _run([flang, str(lowered), "-o", str(exe), *LINK_MPI], "linking")
            progs[opt] = exe
        return progs[opt]

    return at


@pytest.mark.parametrize("opt,nranks", RUNS)
def test_fortran_win_allocate_and_alltoallw(build, opt, nranks) -> None:
    _check_run(build(opt), nranks, CHECKS)
