"""Checkpointed reverse mode (issue 19) under mpiexec -n 1, 2, 3: fe_checkpoint.py compares the
checkpointed gradient with the fully taped one and with finite differences; ranks that disagree
on the trip count stop with a clear message (MPI_Abort through the runtime's failure path)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from bench.mpirun import run_mpi

NAMES = {"heat_equals_taped", "allreduce_equals_taped", "finite_differences", "primal"}


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    return {**os.environ, "MPIAD_CACHE_DIR": str(tmp_path_factory.mktemp("mpiad_cache"))}


@pytest.mark.parametrize("n", (1, 2, 3))
def test_checkpointed_equals_taped(env, n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint"], timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == NAMES, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


def test_ranks_disagree_on_trip_count(env):
    cmd = ["mpiexec", "-n", "2", sys.executable, "-m",
           "tests.integration.frontend.fe_checkpoint", "disagree"]  # fmt: skip
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env)
    assert res.returncode != 0
    assert "ranks disagree on its trip count" in res.stderr, res.stderr
    assert "ok disagree_not_reached" not in res.stdout
