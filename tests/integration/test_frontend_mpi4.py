"""MPI-4's isendrecv / isendrecv_replace, partitioned communication (psend_init ... parrived) and
persistent collectives inside @mpiad.jit kernels (kernels.MPI4_KERNELS): fe_check runs forward
mode against central finite differences, reverse mode by the dot-product test and vector forward
mode lane by lane, on 1-3 ranks. Isendrecv and the partitioned calls under --slow (the suite's
time: the C programs of test_mpi_derivatives run them by default, and the kernel's calls are
checked against the rules' signatures when mpiad.mpi is imported); the persistent collectives
(allreduce_init, bcast_init started in a time loop) at 2 ranks by default, the others under
--slow."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

NAMES = ["isendrecv_ring", "partitioned_ring"]


def _check(n: int, names: list[str]) -> None:
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_check", *names], timeout=360)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = sorted(name for r, name in oks if int(r) == rank)
        assert got == sorted(names), f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3])
def test_mpi4_in_kernels(n):
    _check(n, NAMES)


# under --slow for the suite's time: the C programs of test_mpi_derivatives run the persistent
# collectives by default, and the kernel's calls are checked against the rules' signatures when
# mpiad.mpi is imported
@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3])
def test_persistent_collectives_in_kernels(n):
    _check(n, ["persistent_collectives"])
