"""MINLOC / MAXLOC on record arrays of (value, location) pairs (issue 36.4), run under mpiexec
-n N from the repository root:

    python -m tests.integration.frontend.fe_locpairs

1. an aligned ``(float64, int32)`` record array (MPI_DOUBLE_INT's layout) under MAXLOC in
   allreduce and a ``(float64, float64)`` one (MPI_2DOUBLE_PRECISION) under MINLOC in reduce:
   the primal against NumPy, the forward tangent against central finite differences, reverse
   mode against forward by the dot-product test (the derivative flows to the winning value);
2. the layouts MPI has no differentiable pair type for (float32 values, a packed record, three
   fields) and a record array under SUM are refused with one message naming the accepted ones.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys

import numba
import numpy as np

import mpiad
import mpiad.mpi as mpi
from mpiad import Const, Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, close, fail, ok, raises, run_checks

DOUBLE_INT = np.dtype([("v", "f8"), ("i", "i4")], align=True)
TWO_DOUBLE = np.dtype([("v", "f8"), ("loc", "f8")])


def values(x, rank):
    """Each rank's values: distinct across ranks (no ties), so the winner is differentiable."""
    return x * x + 0.3 * ((rank + np.arange(x.size)) % 3) + 0.05 * rank


@mpiad.jit(cache=True)
def locs(x, comm):
    rank = mpi.rank(comm)
    n = x.size
    p = np.empty(n, dtype=DOUBLE_INT)
    d = np.empty(n, dtype=TWO_DOUBLE)
    for j in range(n):
        v = x[j] * x[j] + 0.3 * ((rank + j) % 3) + 0.05 * rank
        p[j].v = v
        p[j].i = rank
        d[j].v = v * x[(j + 1) % n]
        d[j].loc = 10.0 * rank + j
    hi = np.empty(n, dtype=DOUBLE_INT)
    lo = np.zeros(n, dtype=TWO_DOUBLE)
    mpi.allreduce(p, hi, mpi.MAXLOC, comm)
    mpi.reduce(d, lo, mpi.MINLOC, 0, comm)
    s = 0.0
    for j in range(n):
        s += hi[j].v * (1.0 + hi[j].i) + lo[j].v * lo[j].v * (1.0 + 0.01 * lo[j].loc)
    return s


def reference(xs: list) -> float:
    """``locs`` on this rank, from every rank's ``x`` (NumPy)."""
    n = xs[0].size
    v = np.array([values(x, r) for r, x in enumerate(xs)])
    d = np.array([v[r] * np.roll(x, -1) for r, x in enumerate(xs)])
    win = v.argmax(axis=0)
    s = float(np.sum(v[win, range(n)] * (1.0 + win)))
    if RANK == 0:
        low = d.argmin(axis=0)
        s += float(np.sum(d[low, range(n)] ** 2 * (1.0 + 0.01 * (10.0 * low + range(n)))))
    return s


def check_derivatives() -> None:
    n = 5
    x = np.linspace(0.4, 1.6, n) * (1.0 + 0.13 * RANK)
    close("locs primal", locs(x, COMM), reference(COMM.allgather(x)), 1e-12)
    rng = np.random.default_rng(7 + RANK)
    v = rng.standard_normal(n)
    tan = mpiad.autodiff(Forward, locs, Duplicated(x, v), Const(COMM))
    h = 1e-6
    fd = (locs(x + h * v, COMM) - locs(x - h * v, COMM)) / (2 * h)
    close("locs tangent vs finite differences", tan, fd, 1e-6)
    w = 1.0 + 0.5 * RANK  # each rank seeds its own result
    g = np.zeros(n)
    mpiad.autodiff(Reverse, locs, Duplicated(x, g), Const(COMM), dret=w)
    close("locs dot-product test", COMM.allreduce(float(g @ v)), COMM.allreduce(w * tan), 1e-10)
    ok("locpairs_derivatives")


def refused(dtype: np.dtype, op):
    @mpiad.jit
    def k(x, comm):
        p = np.empty(x.size, dtype=dtype)
        q = np.empty(x.size, dtype=dtype)
        mpi.allreduce(p, q, op, comm)
        return x[0]

    return k


def check_refusals() -> None:
    x = np.ones(3)
    accepted = r"MPI_DOUBLE_INT.*MPI_2DOUBLE_PRECISION"
    for label, dt in (
        ("float32 values", np.dtype([("v", "f4"), ("i", "i4")], align=True)),
        ("packed", np.dtype([("v", "f8"), ("i", "i4")])),
        ("three fields", np.dtype([("v", "f8"), ("i", "i4"), ("j", "i4")])),
    ):
        msg = raises(
            label, numba.core.errors.TypingError, "MINLOC / MAXLOC reduce.*" + accepted,
            refused(dt, mpi.MAXLOC), x, COMM,
        )  # fmt: skip
        if "got np.dtype([('v'" not in msg:  # names the user's dtype as they write it
            fail(f"{label}: the message does not name the dtype: {msg}")
    raises(
        "record under SUM", numba.core.errors.TypingError, "MINLOC / MAXLOC only.*" + accepted,
        refused(DOUBLE_INT, mpi.SUM), x, COMM,
    )  # fmt: skip
    ok("locpairs_refusals")


if __name__ == "__main__":
    mpiad.on_error("raise")
    sys.exit(run_checks([check_derivatives, check_refusals]))
