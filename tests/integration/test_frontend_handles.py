"""mpiad.mpi inside kernels with MPI handles beyond communicators passed in (issue 17): mpi4py
derived datatypes passed in (a column of a 2-D block as MPI.DOUBLE.Create_vector on sendrecv,
isend / irecv, persistent requests, bcast, gather, allgather, scatter, alltoall; strided columns
and an indexed pick through the nonblocking collectives, the v-variants and neighbor_alltoallv;
(i)alltoallw and (i)neighbor_alltoallw with an array of datatype handles, and their persistent
forms alltoallw_init / neighbor_alltoallw_init beside a bcast_init of an mpi4py vector) and
communicators made in the kernel (comm_split, comm_dup, comm_free, cart_create, cart_shift,
cart_coords, cart_rank). fe_check runs kernels.HANDLE_KERNELS: forward mode against central
finite differences, reverse mode by the dot-product test, vector forward mode lane by lane."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

FE_MODULE = "tests.integration.frontend"
NAMES = [
    "vector_p2p",
    "vector_collectives",
    "typed_nonblocking_v",
    "split_in_kernel",
    "cart_in_kernel",
]


@pytest.mark.parametrize(
    "n", [pytest.param(n, marks=pytest.mark.slow) if n != 2 else n for n in (1, 2, 3, 4)]
)
def test_handles_in_kernels(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_check", *NAMES], timeout=360, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = sorted(name for r, name in oks if int(r) == rank)
        assert got == sorted(NAMES), f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


# issue 37: alltoallw / ialltoallw and their neighbourhood forms in kernels, the datatypes an
# array of handles (mpi.datatype_array), and their persistent forms started in a loop (w_persistent,
# with a bcast_init of an mpi4py vector made outside the kernel); under --slow for the suite's
# time (~20 s a launch: the C programs of test_mpi_derivatives run MPI_Alltoallw and the
# persistent w-variants, and the kernel's calls are checked against the rules' signatures when
# mpiad.mpi is imported)
W_NAMES = ["w_alltoall", "w_persistent"]


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3])
def test_alltoallw_in_kernels(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_check", *W_NAMES], timeout=480, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = sorted(name for r, name in oks if int(r) == rank)
        assert got == W_NAMES, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"
