"""MPI-4's isendrecv / isendrecv_replace and partitioned communication (psend_init ... parrived)
inside @mpiad.jit kernels (kernels.MPI4_KERNELS):
fe_check runs forward mode against central finite differences, reverse mode by the dot-product
test and vector forward mode lane by lane, on 1-3 ranks, under --slow (the suite's time: the
C programs of test_mpi_derivatives run Isendrecv and the partitioned calls by default, and the
kernel's calls are checked against the rules' signatures when mpiad.mpi is imported)."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

NAMES = ["isendrecv_ring", "partitioned_ring"]


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3])
def test_mpi4_in_kernels(n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_check", *NAMES], timeout=360)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = sorted(name for r, name in oks if int(r) == rank)
        assert got == NAMES, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"
