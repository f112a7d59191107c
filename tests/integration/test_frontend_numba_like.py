"""The Python front end on code as Numba users write it, under mpiexec -n 1, 2 (3):

* fe_layout.py, fe_options.py, fe_state.py: arrays of any layout, numba.njit's options and
  calling conventions, structured state (tuples, namedtuples, jitclasses, functions);
* fe_helpers.py: arrays through jitted helpers that return them (issue 33) and copies of views
  of arrays the kernel made, numba-mpi's send of such a column;
* fe_prange.py: derivatives of prange loops run in parallel (map, stencil, sum reduction,
  reduction then allreduce), the same on one thread as on two; a refused one runs serially;
* fe_blas.py: np.dot and @ (BLAS) in float64 and float32, a distributed least squares, and the
  refusal of np.linalg;
* fe_errors.py: every error path (wrong activities and shadows, pass refusals with the Python
  source line, exceptions raised in kernels, API misuse).

The launches of this file share one disk cache (the ``env`` fixture); each has a timeout.
"""

from __future__ import annotations

import json
import os

import pytest

from bench.mpirun import run_mpi
from tests.integration.frontend.launch import FE_MODULE, passed, ranks

NUMBA_LIKE = {
    # arrays of any layout (strided views, shadows of their own layout) and every message's
    # advice followed
    "fe_layout": {
        "layout_row",
        "layout_column",
        "layout_step_slice",
        "layout_reversed",
        "layout_c_order",
        "layout_transpose",
        "layout_block",
        "layout_messages",
    },
    # numba.njit's options, signatures, default and keyword arguments, prange
    "fe_options": {
        "fastmath",
        "boundscheck",
        "error_model",
        "signatures",
        "inline_nogil",
        "defaults_keywords",
        "parallel",
        "bad_options",
    },
    # tuples, namedtuples, jitclass instances and functions as kernel arguments
    "fe_state": {
        "state_grad",
        "state_reverse_shadow",
        "state_forward",
        "state_strided_leaf",
        "state_namedtuple_result",
        "state_messages",
    },
}


@pytest.mark.parametrize("n", (1, pytest.param(2, marks=pytest.mark.slow)))
@pytest.mark.parametrize("script", sorted(NUMBA_LIKE))
def test_numba_like(env, script, n):
    """A Numba user's code: layouts, options and structured state, against finite differences
    and the dot-product test (the launch on 2 ranks, under --slow for the suite's time, loads
    what the first compiled)."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.{script}"], timeout=300, env=env)
    oks = passed(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == NUMBA_LIKE[script], f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


HELPERS = {
    "helper_returns_argument",
    "helper_tuple_and_fresh",
    "helper_message",
    "copy_local_column",
    "copy_local_views",
}


@pytest.mark.parametrize("n", ranks(2, 1, slow=(1,)))
def test_helpers_and_views(env, n):
    """Issue 33: arrays through helpers that return their argument, a view, a tuple or a fresh
    array, and copies of views of arrays the kernel made; on 2 ranks numba-mpi's send of a
    column of such an array (forward, vector forward and reverse mode, against finite
    differences and the dot-product test)."""
    import importlib.util

    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_helpers"], timeout=300, env=env)
    oks = passed(res.stdout)
    want = set(HELPERS)
    if n >= 2 and importlib.util.find_spec("numba_mpi") is not None:
        want.add("numba_mpi_column")
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == want, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


PRANGE = {
    "prange_map",
    "prange_stencil",
    "prange_sum",
    "prange_allreduce",
    "prange_inplace",
    "prange_choice",
    "prange_refused",
}


@pytest.mark.parametrize("n", ranks(2, 1, slow=(1,)))
def test_prange(env, n):
    """prange loops whose derivatives run in parallel on Numba's threads (2 of them), checked
    against finite differences, the dot-product test and a rerun on one thread."""
    res = run_mpi(
        n, ["-m", f"{FE_MODULE}.fe_prange"], timeout=400, env={**env, "NUMBA_NUM_THREADS": "2"}
    )
    oks = passed(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == PRANGE, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


def test_prange_disk_cache(tmp_path):
    """A prange kernel's parallel derivatives (forward and reverse) go into the disk cache:
    a second process loads both (two disk hits, no pass run, no LLVM compile) and gets the
    same derivatives."""
    env = {**os.environ, "MPIAD_CACHE_DIR": str(tmp_path), "NUMBA_NUM_THREADS": "2"}
    runs = []
    for _ in range(2):
        res = run_mpi(1, ["-m", f"{FE_MODULE}.prange_cache_prog"], timeout=300, env=env)
        runs.append(json.loads(res.stdout.strip().splitlines()[-1]))
    first, second = runs
    assert first["stats"].get("disk_writes") == 2, first["stats"]
    assert second["stats"].get("disk_hits") == 2, second["stats"]
    for step in ("derivatives", "llvm_compiles", "numba_compiles"):
        assert second["stats"].get(step, 0) == 0, second["stats"]
    assert second["tangent"] == first["tangent"]
    assert second["grad"] == first["grad"]
    assert len(list(tmp_path.glob("*.mpiad"))) == 2


BLAS = {f"dot_{k}_{t}" for k in ("vv", "mv", "mm") for t in ("float64", "float32")} | {
    "dot_written",
    "least_squares",
    "least_squares_grad",
}


@pytest.mark.parametrize("n", ranks(1, 2, 3, slow=(2,)))
def test_blas(env, n):
    """np.dot and @ (BLAS) against finite differences and the dot-product test, and a
    distributed least-squares loss over the ranks (the launches on 2 and 3 ranks load what the
    first compiled); the np.linalg refusal on 1 rank."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_blas"], timeout=300, env=env)
    oks = passed(res.stdout)
    want = BLAS | ({"linalg_refusal"} if n == 1 else set())
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == want, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


# (1 rank under --slow, the suite's time: 2 ranks also show that no rank is left waiting)
@pytest.mark.parametrize("n", (pytest.param(1, marks=pytest.mark.slow), 2))
def test_errors(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_errors"], timeout=180, env=env)
    assert res.stdout.count(" done 0 failures") == n, res.stdout + res.stderr
    assert len(passed(res.stdout)) >= 40 * n, res.stdout
