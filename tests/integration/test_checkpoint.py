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
from tests.support.aborts import run_until_it_says

NAMES = {
    "heat_equals_taped",
    "memory_budget",
    "aliased_arrays",
    "stencil2d",
    "allocated_arrays",
    "swapped_arrays",
    "allreduce_equals_taped",
    "finite_differences",
    "primal",
    "isend_irecv",
}
#: checks with kernels of their own, run under --slow only
QUICK_LEFT_OUT = {"memory_budget", "stencil2d", "allocated_arrays"}


@pytest.mark.parametrize(
    "n", (pytest.param(1, marks=pytest.mark.slow), 2, pytest.param(3, marks=pytest.mark.slow))
)
def test_checkpointed_equals_taped(env, n, request):
    # the default run leaves out three kernels of their own (QUICK_LEFT_OUT): the suite's time
    full = request.config.getoption("--slow", default=False) or os.environ.get("MPIAD_SLOW")
    args = ["-m", "tests.integration.frontend.fe_checkpoint", *([] if full else ["quick"])]
    res = run_mpi(n, args, timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    want = NAMES if full else NAMES - QUICK_LEFT_OUT
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == want, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


def test_ranks_disagree_on_trip_count(env):
    cmd = ["mpiexec", "-n", "2", sys.executable, "-m",
           "tests.integration.frontend.fe_checkpoint", "disagree"]  # fmt: skip
    res = run_until_it_says(cmd, env)
    assert res.returncode != 0
    assert "ranks disagree on its trip count" in res.stderr, res.stderr
    # the count is said in words; "(handle 0x...)" is for MPI handles only
    assert re.search(r"this rank's is \d+\)", res.stderr), res.stderr
    assert "(handle" not in res.stderr, res.stderr
    assert "ok disagree_not_reached" not in res.stdout


def _binomial_recomputations(n: int, s: int) -> tuple[int, int]:
    """checkpoint_schedules' binomial schedule (MultistageCheckpointSchedule, all snapshots in
    memory) for n steps and s snapshots: the steps it recomputes after the first forward sweep,
    and the last snapshot that sweep stores."""
    cs = pytest.importorskip("checkpoint_schedules")
    forwards, last, forward_done = 0, 0, False
    for a in cs.MultistageCheckpointSchedule(n, s, 0):
        if isinstance(a, cs.EndForward):
            forward_done = True
        elif isinstance(a, cs.Forward):
            forwards += a.n1 - a.n0
            if a.write_ics and not forward_done:
                last = a.n0
        elif isinstance(a, cs.EndReverse):
            break
    # every step runs once taped (write_adj_deps); the first sweep runs the n - 1 others
    return forwards - n - (n - 1), last


def test_schedule_matches_checkpoint_schedules(env):
    """The runtime recomputes as many steps as checkpoint_schedules' binomial schedule, plus the
    steps from the forward sweep's last snapshot to the last step (that schedule tapes the last
    step during the forward sweep; here the code after the loop runs between the sweeps); with
    at least as many snapshots as steps, nothing is recomputed."""
    from tests.integration.frontend.fe_checkpoint import SCHEDULES

    cmd = [sys.executable, "-m", "tests.integration.frontend.fe_checkpoint", "schedule"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                         env={**env, "MPIAD_CHECKPOINT_REPORT": "1"})  # fmt: skip
    assert res.returncode == 0, res.stderr
    rows = re.findall(
        r"mpiad checkpoint: steps (\d+) snapshots (\d+) state (\d+) bytes recomputed (\d+) "
        r"adjoint (\d+).*snapshot (\d+) bytes",
        res.stderr,
    )
    got = {(int(n), int(s)): (int(r), int(a)) for n, s, _, r, a, _ in rows}
    # the scratch array `un` (14 doubles), which every step writes before reading it, is left
    # out of the snapshots (checkpoint_trim.py): Numba's unrolled loops and the halo's Sendrecv
    # pass the pass's checks
    assert all(int(st) - int(sn) == 14 * 8 for _, _, st, _, _, sn in rows), rows
    for n, s in SCHEDULES:
        recomputed, adjoints = got[(n, min(s, n))]
        assert adjoints == n
        if s >= n:
            assert recomputed == 0
            continue
        want, last = _binomial_recomputations(n, s)
        assert recomputed == want + (n - 1 - last), (n, s, recomputed, want, last)


def test_loop_copies_each_checkpointed(env):
    """Numba's -O3 unswitches a small marked loop on a loop-invariant test and runtime-unrolls
    each copy (a remainder loop, then the unrolled one): the marker is moved onto every copy, so
    none is silently taped in full. 13 steps with the unroll factor 8: per call, a remainder of
    5 steps and 1 unrolled step of 8 are reversed, each under its own schedule."""
    cmd = [sys.executable, "-m", "tests.integration.frontend.fe_checkpoint", "copies"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=300,
                         env={**env, "MPIAD_CHECKPOINT_REPORT": "1"})  # fmt: skip
    assert res.returncode == 0, res.stderr
    assert "rank 0 ok loop_copies" in res.stdout, res.stdout + res.stderr
    steps = [int(n) for n in re.findall(r"mpiad checkpoint: steps (\d+)", res.stderr)]
    # more reversed loops than calls (6 checkpointed calls): the copies were each checkpointed
    assert len(steps) > 6, res.stderr


def test_requests_complete_within_step(env):
    """C code whose request array lives outside the loop (so it is in the snapshots): requests
    waited for in their own step give the fully taped gradient at 2 ranks."""
    res = run_mpi(2, ["-m", "tests.integration.ckpt_requests", "complete"], timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok requests", res.stdout)
    assert sorted(oks) == ["0", "1"], res.stdout + res.stderr


@pytest.mark.parametrize("mode", ["pending", pytest.param("pending_iscan", marks=pytest.mark.slow)])
def test_requests_pending_across_steps_refused(env, mode):
    """A step that waits for the previous step's requests stops with the runtime's message (a
    recomputed step could not wait for them), never a wrong gradient or a hang; the same for a
    nonblocking collective's request (MPI_Iscan's once crashed inside MPI_Wait instead)."""
    cmd = ["mpiexec", "-n", "2", sys.executable, "-m", "tests.integration.ckpt_requests",
           mode]  # fmt: skip
    res = run_until_it_says(cmd, env)
    assert res.returncode != 0
    assert "a request posted in a step is still pending when the step ends" in res.stderr
    assert re.search(r"\(request \d+ of its array\)", res.stderr), res.stderr
    assert "(handle" not in res.stderr, res.stderr
    assert "ok requests" not in res.stdout


@pytest.mark.parametrize("n", (pytest.param(1, marks=pytest.mark.slow), 2))
def test_numpy_style_loop(env, n):
    """Issue 33: a NumPy-style checkpointed loop (temporaries allocated every step, a halo on
    slices, np.sum after the loop) gives the fully taped gradient (1e-12), finite differences
    and the forward mode's dot product; a loop rebinding its array is refused naming the
    Python line and variable (fe_checkpoint_numpy.py)."""
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint_numpy"], timeout=300,
                  env=env)  # fmt: skip
    names = {"numpy_heat_equals_taped", "numpy_heat_fd_and_forward", "numpy_rebind_refused"}
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == names, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


@pytest.mark.slow  # about a minute: four derivatives of a large 2-D kernel are compiled
@pytest.mark.parametrize("n", (pytest.param(1, marks=pytest.mark.slow), 2,
                               pytest.param(3, marks=pytest.mark.slow)))  # fmt: skip
def test_numpy_2d_loop(env, n):
    """Issue 33: a NumPy-style 2-D stencil (rows exchanged by sendrecv, slices of a 2-D array,
    temporaries, an allreduce of np.sum(u * u) inside the step) gives the fully taped gradient
    (1e-12) for steps below, equal to and above the snapshot count and 1 snapshot, finite
    differences and the forward mode's dot product; a state rebound every step is refused
    naming the line and variable (fe_checkpoint_arrays.py)."""
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint_arrays"], timeout=300,
                  env=env)  # fmt: skip
    names = {"stencil2d_equals_taped", "stencil2d_fd_and_forward", "rebound_refused"}
    oks = re.findall(r"rank (\d+) ok (\S+)", res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if int(r) == rank}
        assert got == names, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", (2, pytest.param(3, marks=pytest.mark.slow)))
def test_c_step_mallocs_temporaries(env, n):
    """C steps that malloc and free their temporaries (ckpt_src/heat_malloc.c), with a halo and
    an allreduce in the step, in a for and a while loop: the fully taped gradient (1e-12) and
    central finite differences."""
    res = run_mpi(n, ["-m", "tests.integration.ckpt_malloc"], timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok malloc_c", res.stdout)
    assert sorted(oks) == [str(r) for r in range(n)], res.stdout + res.stderr
