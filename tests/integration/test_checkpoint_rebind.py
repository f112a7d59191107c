"""Checkpointed NumPy-style loops whose state is rebound to a new array every step (issue 33),
and a 2-D checkpointed while loop exchanging rows with sendrecv (it once released its array
twice in the reverse sweep: glibc aborted after the gradient came out right).
fe_checkpoint_rebind.py compares each checkpointed gradient with the fully taped one (1e-12)
for steps below, equal to and above the snapshot count and 1 snapshot, with central finite
differences and the forward mode's dot product. The default run compares the rebound heat loop
(halos by sendrecv, u = u + ...) with its taped twin at 2 ranks; --slow adds the 2-D while
loop (its derivatives are large: half a minute more), finite differences and the forward mode,
a jitted helper returning a fresh array, u, v = g(u, v), a loop rebinding on every other step,
the refusal of a loop that starts from the caller's array, and 1 and 3 ranks.
test_c_stack_state: C loop state in stack slots (ckpt_stack.py)."""

from __future__ import annotations

import re

import pytest

from bench.mpirun import run_mpi
from tests.integration.frontend.launch import passed

QUICK = {"rebound_heat_equals_taped"}
FULL = QUICK | {
    "rows_while_equals_taped",
    "rebound_heat_fd_and_forward",
    "rebound_helper_equals_taped",
    "rebound_helper_fd_and_forward",
    "rebound_pair_equals_taped",
    "rebound_sometimes_equals_taped",
    "argument_refused",
}


def _check(res, n: int, names: set[str]) -> None:
    oks = passed(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == names, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


def test_rebound_heat(env):
    res = run_mpi(2, ["-m", "tests.integration.frontend.fe_checkpoint_rebind", "quick"],
                  timeout=400, env=env)  # fmt: skip
    _check(res, 2, QUICK)


@pytest.mark.slow  # minutes: twelve kernels and their derivatives are compiled per launch
@pytest.mark.parametrize("n", (1, 2, 3))
def test_rebound_all_shapes(env, n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint_rebind"], timeout=900,
                  env=env)  # fmt: skip
    _check(res, n, FULL)


@pytest.mark.parametrize("n", (2, pytest.param(3, marks=pytest.mark.slow)))
def test_c_stack_state(env, n):
    """C loop state in stack slots whose addresses escape to calls (ckpt_src/stack_state.c: a
    running accumulator and a small array): the fully taped gradient (1e-12) and central
    finite differences. It crashed: the slots had no shadows (the step writes them through
    its context, out of sight of the caller's activity analysis) and the reverse sweep
    restored them into the forward sweep's dead frame."""
    res = run_mpi(n, ["-m", "tests.integration.ckpt_stack"], timeout=300, env=env)
    oks = re.findall(r"rank (\d+) ok stack_c", res.stdout)
    assert sorted(oks) == [str(r) for r in range(n)], res.stdout + res.stderr
