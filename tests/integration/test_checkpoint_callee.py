"""A checkpointed while loop whose body calls another ``@mpiad.jit`` function that returns the
change (fe_checkpoint_callee.py): the gradient equals the taped one and central differences;
it once crashed (a null shadow of the residual array the loop alone writes)."""

from __future__ import annotations

import pytest

from bench.mpirun import run_mpi


@pytest.mark.parametrize("n", (2, pytest.param(1, marks=pytest.mark.slow)))
def test_checkpointed_while_calls_jit_function(env, n):
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_checkpoint_callee"], timeout=300,
                  env=env)  # fmt: skip
    assert res.stdout.count(" ok while_callee") == n, res.stdout + res.stderr
