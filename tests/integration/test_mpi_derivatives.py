"""Derivatives of MPI programs, checked numerically on 1, 2, 3 and 4 ranks.

C programs (tests/integration/mpi_src, compiled by zig cc against the mpich wheel's mpi.h at -O0
and -O2) are differentiated by the pass on every rank, JIT-compiled and checked by ad_check.py:
forward mode against central finite differences, reverse mode by the dot-product test across
ranks, vector forward mode (width 3) against scalar runs. Every launch has a timeout.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.mpirun import run_mpi

HERE = Path(__file__).resolve().parent
SRC = HERE / "mpi_src"

# (source, function, spec, rank counts). The seed's ring is not run on 1 rank: there its primal
# sends and receives the same buffer at once, which MPI forbids (MPICH aborts in the primal).
CASES = [
    ("ring", "ring_raw", "s,comm", (2, 3, 4)),
    ("ring", "ring_null", "s,comm", (2, 3, 4)),
    ("ring", "ring_given", "s,comm,reqs:2", (2, 3, 4)),
    ("halo", "heat_isend", "a:6,i:6,i:3,comm", (1, 2, 3, 4)),
    ("halo", "heat_sendrecv", "a:5,i:5,i:2,comm", (1, 2, 3, 4)),
    ("halo", "pipeline", "s,comm", (2, 3)),
    ("halo", "shift_replace", "a:3,i:3,comm", (1, 2, 3)),
    ("halo", "exchange_testall", "a:3,i:3,comm", (2, 3)),
    ("reduce", "dot_norm", "a:4,c:4,i:4,comm", (1, 2, 3, 4)),
    ("reduce", "prod_zero", "a:2,i:2,comm", (1, 2, 3, 4)),
    ("reduce", "minmax", "a:2,i:2,comm", (1, 2, 3, 4)),
    ("reduce", "reduce_root", "a:3,i:3,comm", (2, 3)),
    ("reduce", "op_from_global", "a:4,i:4,comm", (2, 3)),
    ("collectives", "bcast_gather", "a:3,i:3,comm", (1, 2, 3, 4)),
    ("collectives", "alltoall", "a:3,i:3,comm", (2, 4)),
    ("cg", "cg", "a:4,i:4,i:3,comm", (1, 2, 3, 4)),
    ("cg_csr_case", "cg_case", "a:48,i:5,comm", (1, 2, 3)),
    ("completion", "exchange_waitany", "a:3,i:3,comm", (1, 2, 3, 4)),
    ("completion", "exchange_waitsome", "a:3,i:3,comm", (1, 2, 3, 4)),
    ("completion", "exchange_testany", "a:3,i:3,comm", (1, 2, 3, 4)),
    ("completion", "exchange_testsome", "a:3,i:3,comm", (1, 2, 3, 4)),
    ("completion", "same_peer_isends", "a:2,i:2,comm", (1, 2, 3)),
]


@pytest.fixture(scope="session")
def compiled(tmp_path_factory) -> dict[tuple[str, str], Path]:
    out = tmp_path_factory.mktemp("mpi_ir")
    inc = Path(sys.prefix) / "include"
    paths = {}
    for src in sorted(SRC.glob("*.c")):
        for opt in ("O0", "O2"):
            dst = out / f"{src.stem}_{opt}.ll"
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "ziglang",
                    "cc",
                    f"-{opt}",
                    "-fno-sanitize=all",
                    "-g0",
                    "-target",
                    "x86_64-linux-gnu",
                    "-S",
                    "-emit-llvm",
                    f"-I{inc}",
                    str(src),
                    "-o",
                    str(dst),
                ],
                check=True,
                capture_output=True,
                timeout=120,
            )
            paths[(src.stem, opt)] = dst
    return paths


PARAMS = [
    pytest.param(src, fn, spec, n, opt, id=f"{fn}-{opt}-np{n}")
    for src, fn, spec, ranks in CASES
    for n in ranks
    for opt in (("O0", "O2") if n in (2, 3) else ("O2",))
]


@pytest.mark.parametrize("src,fn,spec,nranks,opt", PARAMS)
def test_derivative(compiled, src, fn, spec, nranks, opt) -> None:
    ll = compiled[(src, opt)]
    proc = run_mpi(nranks, ["-m", "tests.integration.ad_check", str(ll), fn, spec], timeout=120)
    oks = [ln for ln in proc.stdout.splitlines() if " ok " in ln]
    assert len(oks) == nranks, proc.stdout + proc.stderr
