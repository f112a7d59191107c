"""MPI-4's isendrecv / isendrecv_replace inside @mpiad.jit kernels (kernels.MPI4_KERNELS):
fe_check runs forward mode against central finite differences, reverse mode by the dot-product
test and vector forward mode lane by lane, on 2 ranks (1 and 3 with --slow)."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

NAMES = ["isendrecv_ring"]


@pytest.mark.parametrize("n", [pytest.param(1, marks=pytest.mark.slow), 2,
                               pytest.param(3, marks=pytest.mark.slow)])  # fmt: skip
def test_isendrecv_in_kernels(n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_check", *NAMES], timeout=360)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = sorted(name for r, name in oks if int(r) == rank)
        assert got == NAMES, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"
