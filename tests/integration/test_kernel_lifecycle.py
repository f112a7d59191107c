"""``@mpiad.jit`` kernels made and dropped in any order, and a disk cache that never serves code
compiled for other values (issue 24, parts 1 and 2). Each case runs fe_lifecycle.py in its own
process with a timeout: a crash shows as its exit status."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent / "frontend" / "fe_lifecycle.py"


def run(*args: str, env: dict | None = None, timeout: int = 300) -> str:
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env or dict(os.environ),
    )
    assert proc.returncode == 0, f"exit {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


@pytest.fixture
def cache_env(tmp_path):
    return {**os.environ, "MPIAD_CACHE_DIR": str(tmp_path / "cache")}


def test_kernel_made_in_a_function_freed(cache_env):
    """The issue's reproducer: the second kernel's gradient, after the first was collected."""
    out = run("repro", env=cache_env)
    assert out.split() == ["4.0", "6.0", "ok", "repro"], out


def test_two_kernels_one_dropped(cache_env):
    assert "ok two" in run("two", env=cache_env)


def test_many_kernels_made_and_dropped(cache_env, slow):
    """12 kernels (100 with --slow), half of them cached on disk, each differentiated and
    dropped: a freed kernel's code once stayed referenced (a segfault by the second one)."""
    n = "100" if slow else "12"
    assert f"ok churn {n}" in run("churn", n, env=cache_env, timeout=600)


@pytest.mark.slow
def test_memory_beside_numba(cache_env):
    """RSS growth over 100 create/differentiate/drop cycles stays within a small multiple of
    plain numba.njit closures created and dropped the same way."""
    ours = float(
        re.search(r"rss_growth_mb (\S+)", run("churn", "100", env=cache_env, timeout=900)).group(1)
    )
    numba = float(re.search(r"rss_growth_mb (\S+)", run("numba", "100")).group(1))
    print(f"RSS growth over 100 kernels: mpiad {ours:.1f} MB, numba.njit {numba:.1f} MB")
    assert ours <= 3 * max(numba, 10.0), (ours, numba)


KEYED = [
    ("int", ["2", "5", "2"]),
    ("float", ["2.5", "0.5", "2.5"]),
    ("tuple", ["1.5", "3.0", "1.5"]),
    ("default", ["2.0", "7.0", "2.0"]),
    ("global_array", ["1.0", "4.0", "1.0"]),
]


@pytest.mark.parametrize("kind,values", KEYED, ids=[k for k, _ in KEYED])
def test_cache_keys_values(cache_env, kind, values):
    """Separate processes over one cache folder: each run computes with its own value (the
    script checks primal and gradient against the exact answer); a value seen before is a hit."""
    for j, value in enumerate(values):
        out = run("cached", kind, value, env=cache_env)
        hits = int(re.search(r"disk_hits=(\d+)", out).group(1))
        compiles = int(re.search(r"llvm_compiles=(\d+)", out).group(1))
        if j == 0 or value not in values[:j]:
            assert hits == 0 and compiles > 0, out
        else:
            assert hits > 0 and compiles == 0, out


def test_cache_refuses_unkeyable_value(cache_env):
    """A ctypes function (Numba bakes in its address) cannot be keyed: compiled in memory, one
    warning naming it, nothing written to the cache, right results in every process."""
    for value in ("2.0", "3.0"):
        proc = subprocess.run(
            [sys.executable, str(SCRIPT), "cached", "ctypes", value],
            capture_output=True,
            text=True,
            timeout=300,
            env=cache_env,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "disk_writes=0" in proc.stdout and "disk_hits=0" in proc.stdout, proc.stdout
        assert proc.stderr.count("is not cached on disk") == 1, proc.stderr
        assert "`cos`" in proc.stderr, proc.stderr
