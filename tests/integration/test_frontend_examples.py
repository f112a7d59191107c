"""The examples in examples/ (each prints and checks derivatives against finite differences) under
mpiexec -n 1, 2, 4, the disk cache across processes (fe_cache.py: a second call compiles nothing;
a second process loads from the disk cache and compiles nothing; a changed kernel is
recompiled), and kernels that call the numba-mpi package. Every launch has a timeout.
"""

from __future__ import annotations

import pytest

from bench.mpirun import run_mpi
from mpiad.mpilib import launcher_family
from tests.integration.frontend.launch import EXAMPLES, FE_MODULE, RANKS, SLOW, passed, ranks

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


@pytest.mark.slow  # the suite's time (28 s); the cache's trust rules stay in tests/unit
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


@pytest.mark.parametrize("n", ranks(*RANKS, slow=(1, 4)))
def test_numba_mpi_kernels(env, n):
    """Kernels calling the real numba-mpi package differentiate unchanged."""
    import importlib.util

    if importlib.util.find_spec("numba_mpi") is None or importlib.util.find_spec("psutil") is None:
        pytest.skip("numba-mpi (and its dependency psutil) is not installed")
    res = run_mpi(n, ["-m", f"{FE_MODULE}.fe_numba_mpi"], timeout=180, env=env)
    oks = passed(res.stdout)
    assert len(oks) == 2 * n, res.stdout + res.stderr
