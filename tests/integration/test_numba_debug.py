"""Numba's debug set-ups give unoptimised IR; the front end preprocesses it (passes/preprocess.py)
before differentiating, and the derivatives are the same as from optimised IR.

``NUMBA_OPT=0`` leaves every variable in an alloca and Numba's runtime calls in place;
``NUMBA_DEBUGINFO=1`` also marks every function ``noinline`` (so calls between jitted functions
stay calls, whose exception-record pointers mislead the activity analysis unless inlined). The
front-end checks of fe_check.py (finite differences, dot-product test, vector mode) and the
numba-mpi kernels run under both. Default run: three kernels on 2 ranks with full debug info;
``--slow``: all of them, in both set-ups.
"""

from __future__ import annotations

import os

import pytest

from bench.mpirun import run_mpi

FE = "tests.integration.frontend"
DEBUG = {"opt0": {"NUMBA_OPT": "0"}, "debuginfo": {"NUMBA_OPT": "0", "NUMBA_DEBUGINFO": "1"}}
FEW = ["branches", "calls_jitted", "allreduce_ops"]


def _env(tmp_path, how: str) -> dict:
    return {**os.environ, **DEBUG[how], "MPIAD_CACHE_DIR": str(tmp_path / "cache")}


def test_debug_builds_of_a_few_kernels(tmp_path):
    env = _env(tmp_path, "debuginfo")
    out = run_mpi(2, ["-m", f"{FE}.fe_check", *FEW], timeout=400, env=env).stdout
    for name in FEW:
        assert out.count(f" ok {name} ") == 2, out


@pytest.mark.slow
@pytest.mark.parametrize("how", sorted(DEBUG))
def test_debug_builds_of_every_front_end_kernel(tmp_path, how):
    env = _env(tmp_path, how)
    out = run_mpi(2, ["-m", f"{FE}.fe_check"], timeout=900, env=env).stdout
    assert "ok shapes" in out and "ok conveniences" in out, out
    run_mpi(2, ["-m", f"{FE}.fe_numba_mpi"], timeout=600, env=env)
