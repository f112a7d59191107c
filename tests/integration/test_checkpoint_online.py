"""Checkpointed while loops (the online schedule, issue 19) under mpiexec -n 1, 2 (3 slow):
fe_checkpoint_online.py compares the gradient with the fully taped one and with finite
differences; ranks that leave the loop after different numbers of steps stop with a clear
message (the one check at the loop's exit, MPI_Abort through the runtime's failure path); the
runtime's report shows the online schedule ran with at most `snapshots` stored states."""

from __future__ import annotations

import re
import sys

import pytest

from bench.mpirun import run_mpi
from tests.support.aborts import run_until_it_says

NAMES = {"while_equals_taped", "while_finite_differences", "while_primal", "condition_with_a_loop"}


@pytest.mark.parametrize(
    "n", (pytest.param(1, marks=pytest.mark.slow), 2, pytest.param(3, marks=pytest.mark.slow))
)
def test_while_loop_equals_taped(env, n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint_online"], timeout=300,
                  env={**env, "MPIAD_CHECKPOINT_REPORT": "1"})  # fmt: skip
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == NAMES, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"
    rows = re.findall(
        r"mpiad checkpoint: steps (\d+) snapshots (\d+) .* adjoint (\d+) .*"
        r"online, snapshot buffers (\d+)",
        res.stderr,
    )
    # (here, not at the top: importing the script initialises MPI in this process)
    from tests.integration.frontend.fe_checkpoint_online import CASES

    got = {(int(a), int(s), int(adj), int(b)) for a, s, adj, b in rows}
    for steps, snaps in CASES:  # every case ran online: each step reversed, memory bounded
        assert (steps, min(steps, snaps), steps, min(steps, snaps)) in got, (steps, snaps, got)


def test_ranks_disagree_on_trip_count_at_exit(env):
    cmd = ["mpiexec", "-n", "2", sys.executable, "-m",
           "tests.integration.frontend.fe_checkpoint_online", "disagree"]  # fmt: skip
    res = run_until_it_says(cmd, env)
    assert res.returncode != 0
    assert "ranks disagree on its trip count" in res.stderr, res.stderr
    assert "ok disagree_not_reached" not in res.stdout


def test_c_while_loop_equals_taped(env):
    """C code (zig cc -O2) whose while loop stops on an MPI_Allreduce'd change, marked with the
    documented @mpiad_checkpoint call: the fully taped gradient at 2 ranks, through the online
    schedule (the report says so for every case)."""
    res = run_mpi(2, ["-m", "tests.integration.ckpt_while"], timeout=300,
                  env={**env, "MPIAD_CHECKPOINT_REPORT": "1"})  # fmt: skip
    assert sorted(re.findall(r"rank (\d+) ok while_c", res.stdout)) == ["0", "1"], (
        res.stdout + res.stderr
    )
    assert len(re.findall(r"online, snapshot buffers", res.stderr)) == 2 * 5, res.stderr
