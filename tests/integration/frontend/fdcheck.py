"""Helpers of the fe_layout / fe_options / fe_state scripts: reporting (``rank R ok NAME``),
central finite differences of a replicated loss along a direction, and pytree-like helpers for
structured arguments (tuples and namedtuples of arrays and scalars)."""

from __future__ import annotations

import re
import sys
import time

import numba
import numpy as np
from mpi4py import MPI

import mpiad

# the scripts catch mpiad's exceptions themselves (raised on every rank, in step): raise them
# even where MPIAD_ON_ERROR=abort is set (the default already raises: mpiad/faults.py)
mpiad.on_error("raise")

COMM = MPI.COMM_WORLD
RANK, SIZE = COMM.rank, COMM.size


def ok(name: str) -> None:
    sys.stdout.write(f"rank {RANK} ok {name}\n")
    sys.stdout.flush()


def fail(msg: str) -> None:
    sys.stdout.write(f"rank {RANK} FAIL {msg}\n")
    sys.stdout.flush()
    COMM.Abort(1)


def close(name: str, got, want, tol: float = 1e-6) -> None:
    """``got`` equals ``want`` to ``tol`` relative to the size of ``want`` (arrays or floats)."""
    got, want = np.asarray(got, dtype=float), np.asarray(want, dtype=float)
    if got.shape != want.shape:
        fail(f"{name}: shape {got.shape}, expected {want.shape}")
    scale = 1.0 + float(np.abs(want).max(initial=0.0))
    err = float(np.abs(got - want).max(initial=0.0))
    if not err <= tol * scale:
        fail(f"{name}: {got} vs {want} (error {err:.3g})")


def raises(name: str, exc, pattern: str, fn, *args, **kw):
    """``fn(*args, **kw)`` raises ``exc`` with a message matching ``pattern``; returns it."""
    try:
        fn(*args, **kw)
    except exc as e:
        if not re.search(pattern, str(e), re.S):
            fail(f"{name}: message {str(e)!r} does not match {pattern!r}")
        return str(e)
    except Exception as e:
        fail(f"{name}: expected {exc.__name__}, got {type(e).__name__}: {e}")
    fail(f"{name}: expected {exc.__name__}, nothing raised")


def run_checks(checks, *args) -> int:
    """Run each check, rank 0 printing its time."""
    for check in checks:
        t0 = time.perf_counter()
        check(*args)
        if RANK == 0:
            print(f"{check.__name__}: {time.perf_counter() - t0:.1f} s", flush=True)
    return 0


# -- structures -------------------------------------------------------------------------------
def is_float(v) -> bool:
    if isinstance(v, np.ndarray):
        return np.issubdtype(v.dtype, np.floating)
    return isinstance(v, (float, np.floating))


def tree_map(fn, x, *others):
    if isinstance(x, tuple):
        parts = [tree_map(fn, v, *(o[k] for o in others)) for k, v in enumerate(x)]
        return type(x)._make(parts) if hasattr(type(x), "_fields") else tuple(parts)
    return fn(x, *others)


def leaves(x) -> list:
    out: list = []
    tree_map(lambda v: out.append(v), x)
    return out


def axpy(x, h: float, v):
    """x + h v on the float leaves (v: None where x is not float)."""
    return tree_map(lambda a, d: a + h * d if d is not None and is_float(a) else a, x, v)


def direction(x, rng):
    """A random direction like x: float arrays (contiguous) and float scalars, None elsewhere."""

    def one(a):
        if isinstance(a, np.ndarray):
            return rng.normal(size=a.shape).astype(a.dtype) if is_float(a) else None
        return float(rng.normal()) if is_float(a) else None

    return tree_map(one, x)


def dot(a, b) -> float:
    """sum over float leaves of <a, b> (a leaf None on either side counts 0)."""
    s = 0.0
    for p, q in zip(leaves(a), leaves(b)):
        if p is not None and q is not None and is_float(p) and is_float(q):
            s += float(np.sum(np.asarray(p, dtype=float) * np.asarray(q, dtype=float)))
    return s


def fd(fun, x, v, h: float = 1e-6) -> float:
    """Central difference of ``fun`` (a replicated value) at ``x`` along ``v``."""
    return (fun(axpy(x, h, v)) - fun(axpy(x, -h, v))) / (2 * h)


def global_dot(a, b) -> float:
    return COMM.allreduce(dot(a, b))


# -- a parallel function that kernels reach as module.function (fe_options) -------------------
@numba.njit(parallel=True)
def par_square(u, out):
    for i in numba.prange(u.shape[0]):
        out[i] = u[i] * u[i]
