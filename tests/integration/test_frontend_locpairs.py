"""MINLOC / MAXLOC on record arrays of (value, location) pairs inside Numba kernels (issue
36.4), and on the persistent and nonblocking reductions (issue 37): frontend/fe_locpairs.py
under mpiexec -n 1 and 2 (the 2-rank launch loads what the first compiled from the shared disk
cache)."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi


@pytest.mark.parametrize("n", (1, 2))
def test_record_pairs_in_minloc_maxloc(env, n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_locpairs"], timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        want = {"locpairs_derivatives", "locpairs_refusals", "locpairs_float"} | (
            {"locpairs_started"} if n > 1 else set()
        )
        assert got == want, f"rank {rank}: {res.stdout}\n{res.stderr}"
