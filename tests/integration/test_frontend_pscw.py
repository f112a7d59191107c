"""One-sided post-start-complete-wait epochs inside @mpiad.jit kernels (issue 37):
mpi.win_post / win_start / win_complete / win_wait with an mpi4py MPI.Group passed in and one
made in the kernel (mpi.comm_group, mpi.group_excl, mpi.group_free), in the kernels of
tests/integration/frontend/kernels_pscw.py, checked by fe_check (finite differences, the
dot-product test, vector forward mode).

rma_pscw_minmax: mpi.put, mpi.accumulate SUM, two mpi.accumulate MAX from one origin into a
neighbour's element (both change it, the second wins: with every op that changed the element
taken as a winner, rma_select.c's rma_sel_won without ``x == y``, the 2-rank forward check
against finite differences fails, measured), every rank's MAX into rank 0 (several origins on
one element), mpi.get_accumulate MIN; 2 ranks by default (one launch, one Numba compile), 1 and
3 under --slow (they load what the first launch compiled: the
file's disk cache). rma_pscw_get: a Get in an access epoch, differentiated in forward mode (its
finite difference check passes first) and refused in reverse mode, naming the call (--slow: a
Numba compile). The C versions are tests/integration/mpi_src/rma_minmax_pscw.c and rma.c's
rma_pscw_get (test_mpi_rma.py)."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi

CHECK = "tests.integration.frontend.fe_check"


@pytest.mark.parametrize(
    "n", [pytest.param(1, marks=pytest.mark.slow), 2, pytest.param(3, marks=pytest.mark.slow)]
)
def test_pscw_min_max_in_kernel(env, n) -> None:
    res = run_mpi(n, ["-m", CHECK, "rma_pscw_minmax"], timeout=360, env=env)
    oks = re.findall(r"rank (\d+) ok rma_pscw_minmax", res.stdout)
    assert sorted(map(int, oks)) == list(range(n)), res.stdout + res.stderr


@pytest.mark.slow  # a Numba compile
def test_pscw_get_refused_in_reverse_in_kernel(env) -> None:
    """mpi.get between mpi.win_start and mpi.win_complete: fe_check's forward-mode check against
    finite differences passes (no FAIL line), then reverse mode stops with the runtime's message,
    naming the call."""
    with pytest.raises(AssertionError) as err:
        run_mpi(2, ["-m", CHECK, "rma_pscw_get"], timeout=360, env=env)
    msg = "error in MPI_Get: a Get in an access epoch of MPI_Win_start"
    assert msg in str(err.value), str(err.value)
    assert " FAIL " not in str(err.value), str(err.value)
