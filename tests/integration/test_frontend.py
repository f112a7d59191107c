"""The Python front end (mpiad.jit, mpiad.autodiff, mpiad.mpi) under mpiexec -n 1, 2, 4.

* every example in examples/ (each prints and checks derivatives against finite differences);
* fe_check.py: forward mode against finite differences, reverse mode by the dot-product test,
  vector mode against scalar runs, for kernels with loops, branches, arrays allocated inside,
  calls to other jitted functions, every mpiad.mpi function and a user-defined reduction;
* fe_errors.py: every error path (wrong activities and shadows, pass refusals with the Python
  source line, exceptions raised in kernels, API misuse);
* fe_cache.py: a second call compiles nothing; a second process loads from the disk cache and
  compiles nothing; a changed kernel is recompiled;
* fe_layout.py, fe_options.py, fe_state.py: arrays of any layout, numba.njit's options and
  calling conventions, structured state (tuples, namedtuples, jitclasses, functions);
* fe_prange.py: derivatives of prange loops run in parallel (map, stencil, sum reduction,
  reduction then allreduce), the same on one thread as on two; a refused one runs serially;
* fe_blas.py: np.dot and @ (BLAS) in float64 and float32, a distributed least squares, and the
  refusal of np.linalg;
* fe_helpers.py: arrays through jitted helpers that return them (issue 33) and copies of views
  of arrays the kernel made, numba-mpi's send of such a column;
* fe_csr_cg.py: the CSR conjugate gradients of bench/cg_numba.py (a row loop of several blocks
  reversed as a whole), against finite differences and forward mode.

All jobs share one disk cache (MPIAD_CACHE_DIR in a temporary directory): the first launch of a
kernel compiles it (the compile path is tested there) and the launches on more ranks load it.
Every launch has a timeout.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from bench.mpirun import run_mpi
from mpiad.mpilib import launcher_family

HERE = Path(__file__).resolve().parent
FE = HERE / "frontend"
FE_MODULE = "tests.integration.frontend"  # its scripts run as modules, from the repository root
EXAMPLES = HERE.parents[1] / "examples"
RANKS = (1, 2, 4)
# 4-rank launches cost the most (4 processes on 2 cores): in the default run each family of checks
# runs on 4 ranks once at most; --slow runs them all
SLOW = pytest.mark.slow


def _ranks(*ns: int, slow: tuple = ()) -> list:
    return [pytest.param(n, marks=SLOW) if n in slow else n for n in ns]


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    cache = tmp_path_factory.mktemp("mpiad_cache")
    return {**os.environ, "MPIAD_CACHE_DIR": str(cache)}


def _oks(out: str) -> list[tuple[int, str]]:
    # No line anchor: mpiexec may splice one rank's line into another's unfinished one.
    return [(int(r), name) for r, name in re.findall(r"rank (\d+) ok (\S+)", out)]


def _cases(nranks: int) -> int:
    """How many of kernels.CASES run at ``nranks`` (each case names its minimum rank count)."""
    text = (FE / "kernels.py").read_text()
    block = text[text.index("CASES = [") :]
    mins = re.findall(r"^\s+\(\w+, \"[^\"]*\", (\d+)\),", block, re.M)
    return sum(1 for m in mins if int(m) <= nranks)


@pytest.mark.parametrize("n", _ranks(*RANKS, slow=(4,)))
def test_kernels(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_check"], timeout=300, env=env)
    oks = _oks(res.stdout)
    expected = _cases(n) + 2  # + conveniences (grad, jvp, DuplicatedNoNeed), shapes
    for rank in range(n):
        got = [name for r, name in oks if r == rank]
        assert len(got) == expected, f"rank {rank}: {got}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", _ranks(1, 2, 3, 4, slow=(2, 4)))
def test_grad_meaning(env, n):
    """grad of a replicated loss equals finite differences of that loss (not SIZE x), loss="sum"
    of the summed loss; a rank-dependent value is refused on every rank; value_and_grad."""
    res = run_mpi(n, ["-m", "tests.integration.frontend.fe_grad"], timeout=240, env=env)
    oks = _oks(res.stdout)
    names = {
        "replicated",
        "autodiff_convention",
        "sum",
        "not_replicated_refused",
        "value_and_grad",
        "comm_choice",
    }
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == names, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", _ranks(1, 2, 3, slow=(1, 3)))
def test_csr_cg(env, n):
    """bench/cg_numba.py's CSR CG (issue 25), its row loop reversed as a whole: the gradient
    against finite differences and against forward mode."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_csr_cg"], timeout=300, env=env)
    oks = _oks(res.stdout)
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == {"csr_cg_fd", "csr_cg_dot"}, f"rank {rank}: {res.stdout}\n{res.stderr}"


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


@pytest.mark.parametrize("n", (1, 2))
@pytest.mark.parametrize("script", sorted(NUMBA_LIKE))
def test_numba_like(env, script, n):
    """A Numba user's code: layouts, options and structured state, against finite differences
    and the dot-product test (the launch on 2 ranks loads what the first compiled)."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.{script}"], timeout=300, env=env)
    oks = _oks(res.stdout)
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


@pytest.mark.parametrize("n", _ranks(2, 1, slow=(1,)))
def test_helpers_and_views(env, n):
    """Issue 33: arrays through helpers that return their argument, a view, a tuple or a fresh
    array, and copies of views of arrays the kernel made; on 2 ranks numba-mpi's send of a
    column of such an array (forward, vector forward and reverse mode, against finite
    differences and the dot-product test)."""
    import importlib.util

    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_helpers"], timeout=300, env=env)
    oks = _oks(res.stdout)
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


@pytest.mark.parametrize("n", _ranks(2, 1, slow=(1,)))
def test_prange(env, n):
    """prange loops whose derivatives run in parallel on Numba's threads (2 of them), checked
    against finite differences, the dot-product test and a rerun on one thread."""
    res = run_mpi(
        n, ["-m", f"{FE_MODULE}.fe_prange"], timeout=400, env={**env, "NUMBA_NUM_THREADS": "2"}
    )
    oks = _oks(res.stdout)
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


@pytest.mark.parametrize("n", _ranks(1, 2, 3, slow=(2,)))
def test_blas(env, n):
    """np.dot and @ (BLAS) against finite differences and the dot-product test, and a
    distributed least-squares loss over the ranks (the launches on 2 and 3 ranks load what the
    first compiled); the np.linalg refusal on 1 rank."""
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_blas"], timeout=300, env=env)
    oks = _oks(res.stdout)
    want = BLAS | ({"linalg_refusal"} if n == 1 else set())
    for rank in range(n):
        got = {name for r, name in oks if r == rank}
        assert got == want, f"rank {rank}: {sorted(got)}\n{res.stdout}\n{res.stderr}"


@pytest.mark.parametrize("n", (1, 2))
def test_errors(env, n):
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_errors"], timeout=180, env=env)
    assert res.stdout.count(" done 0 failures") == n, res.stdout + res.stderr
    assert len(_oks(res.stdout)) >= 40 * n, res.stdout


EXAMPLE_DONE = {
    "ring.py": "ring: all checks passed",
    "heat.py": "heat: all checks passed",
    "least_squares.py": "least_squares: all checks passed",
    "advection_mpi.py": "advection_mpi: all checks passed",
    "heat2d.py": "heat2d: all checks passed",
    "newton_heat.py": "newton_heat: all checks passed",
}


def test_examples_listed():
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == sorted(EXAMPLE_DONE)


@pytest.mark.slow
@pytest.mark.parametrize("n", (2, 3))
def test_advection_with_numba_mpi(env, n):
    """The advection example with the numba-mpi package itself (function pointers: compiled in
    memory in each process, hence slow)."""
    res = run_mpi(n, [EXAMPLES / "advection_mpi.py", "--numba-mpi"], timeout=400, env=env)
    assert EXAMPLE_DONE["advection_mpi.py"] in res.stdout, res.stdout + res.stderr


def _example_params():
    """Each example at RANKS; the Numba examples of the seed ring and the heat equation also at 3
    ranks under a second MPI family (marked mpi_family, with their 2-rank runs: .ci/run's Open
    MPI job); the default mpich run stays at RANKS."""
    second = launcher_family() != "mpich"
    out = []
    for example in sorted(EXAMPLE_DONE):
        family = example in ("ring.py", "heat.py")
        for n in (*RANKS, 3) if family and second else RANKS:
            marks = [pytest.mark.mpi_family] if family and n in (2, 3) else []
            if n == 4 and example != "heat.py":
                marks.append(SLOW)
            if n == 1 and example == "heat2d.py":  # a 1x1 grid: every neighbour is itself
                marks.append(SLOW)
            if example == "newton_heat.py" and SLOW not in marks:  # second derivatives are
                marks.append(SLOW)  # checked by test_hvp.py; the example costs a compile
            out.append(pytest.param(example, n, marks=marks, id=f"{example}-{n}"))
    return out


@pytest.mark.parametrize("example,n", _example_params())
def test_example(env, example, n):
    res = run_mpi(n, [EXAMPLES / example], timeout=240, env=env)
    if example == "ring.py" and n == 1:
        assert "needs at least 2 ranks" in res.stdout
        return
    assert EXAMPLE_DONE[example] in res.stdout, res.stdout + res.stderr
    assert "MISMATCH" not in res.stdout and "FAIL" not in res.stdout


def test_cache(env, tmp_path):
    kernel = tmp_path / "cached_kernel.py"
    source = (
        "import numpy as np\nimport mpiad\nimport mpiad.mpi as mpi\n\nSCALE = 2.0\n\n\n"
        "@mpiad.jit(cache=True)\ndef kernel(x, comm):\n    t = np.zeros(1)\n    s = 0.0\n"
        "    for i in range(x.size):\n        s += SCALE * x[i] * x[i]\n"
        "    mpi.allreduce(s, t, mpi.SUM, comm)\n    return t[0]\n"
    )
    kernel.write_text(source)
    # a cold first gradient: one rank compiles (Numba included), the other waits for the entry
    grad_env = {**env, "MPIAD_CACHE_DIR": str(tmp_path / "grad-cache")}
    res = run_mpi(2, ["-m", f"{FE_MODULE}.fe_cache", kernel, "grad"], timeout=120, env=grad_env)
    assert res.stdout.count("ok cache grad") == 2, res.stdout + res.stderr
    env = {**env, "MPIAD_CACHE_DIR": str(tmp_path / "cache")}
    for state in ("cold", "warm"):
        res = run_mpi(2, ["-m", f"{FE_MODULE}.fe_cache", kernel, state], timeout=120, env=env)
        assert res.stdout.count(f"ok cache {state}") == 2, res.stdout + res.stderr
    # a changed constant is a changed kernel: compiled again, then cached
    kernel.write_text(source.replace("SCALE = 2.0", "SCALE = 3.0"))
    for state in ("cold", "warm"):
        res = run_mpi(2, ["-m", f"{FE_MODULE}.fe_cache", kernel, state], timeout=120, env=env)
        assert res.stdout.count(f"ok cache {state}") == 2, res.stdout + res.stderr


REQUEST_NULL_KERNEL = """import numpy as np
import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def kernel(x, comm):
    rank, n = mpi.rank(comm), mpi.size(comm)
    reqs = np.full(2, mpi.REQUEST_NULL, dtype=mpi.RequestType)
    buf = np.empty(1)
    buf[0] = x[0] * x[1]
    got = np.zeros(1)
    _, r = mpi.irecv(got, (rank + n - 1) % n, 0, comm)
    reqs[1] = r[0]
    _, s = mpi.isend(buf, (rank + 1) % n, 0, comm)
    reqs[0] = s[0]
    mpi.waitall(reqs)
    t = np.zeros(1)
    mpi.allreduce(got[0] * x[2], t, mpi.SUM, comm)
    return t[0]
"""


@pytest.mark.mpi_family
@pytest.mark.skipif(
    launcher_family() == "mpich",
    reason="MPICH's ABI: REQUEST_NULL is a constant there (test_cache covers the disk cache)",
)
def test_cache_request_null(env, tmp_path):
    """A kernel that reads mpi.REQUEST_NULL is written once per job and loaded by the next job:
    under Open MPI the handle is an address that differs between processes, so the kernel must
    refer to @ompi_request_null by name (mpiad/mpi/request_null.py), not bake the number."""
    kernel = tmp_path / "request_null_kernel.py"
    kernel.write_text(REQUEST_NULL_KERNEL)
    env = {**env, "MPIAD_CACHE_DIR": str(tmp_path / "cache")}
    for state in ("cold", "warm"):
        res = run_mpi(2, ["-m", f"{FE_MODULE}.fe_cache", kernel, state], timeout=120, env=env)
        assert res.stdout.count(f"ok cache {state}") == 2, res.stdout + res.stderr


@pytest.mark.parametrize("n", _ranks(*RANKS, slow=(1, 4)))
def test_numba_mpi_kernels(env, n):
    """Kernels calling the real numba-mpi package differentiate unchanged."""
    import importlib.util

    if importlib.util.find_spec("numba_mpi") is None or importlib.util.find_spec("psutil") is None:
        pytest.skip("numba-mpi (and its dependency psutil) is not installed")
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_numba_mpi"], timeout=180, env=env)
    oks = _oks(res.stdout)
    assert len(oks) == 2 * n, res.stdout + res.stderr
