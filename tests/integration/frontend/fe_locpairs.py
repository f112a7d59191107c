"""MINLOC / MAXLOC on record arrays of (value, location) pairs (issue 36.4), run under mpiexec
-n N from the repository root:

    python -m tests.integration.frontend.fe_locpairs

1. an aligned ``(float64, int32)`` record array (MPI_DOUBLE_INT's layout) under MAXLOC in
   allreduce and a ``(float64, float64)`` one (MPI_2DOUBLE_PRECISION) under MINLOC in reduce:
   the primal against NumPy, the forward tangent against central finite differences, reverse
   mode against forward by the dot-product test (the derivative flows to the winning value);
2. the layouts MPI has no differentiable pair type for (float32 locations, a packed record,
   three fields) and a record array under SUM are refused with one message naming the accepted ones;
3. (issue 37) the persistent reductions on pairs, records and float64 pairs alike
   (allreduce_init, reduce_init, scan_init, exscan_init started by startall in a loop), and
   iallreduce / iscan, with ties (a value every rank holds): forward against finite
   differences, reverse by the dot-product test (from 2 ranks);
4. (issue 37) MPI_FLOAT_INT records ``[('v', 'f4'), ('i', 'i4')]`` in allreduce, reduce,
   scan_init and iallreduce, with ties, checked to float accuracy.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import math
import sys

import numba
import numpy as np

import mpiad
import mpiad.mpi as mpi
from mpiad import Const, Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, close, fail, ok, raises, run_checks

DOUBLE_INT = np.dtype([("v", "f8"), ("i", "i4")], align=True)
TWO_DOUBLE = np.dtype([("v", "f8"), ("loc", "f8")])
FLOAT_INT = np.dtype([("v", "f4"), ("i", "i4")])


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


@mpiad.jit(cache=True)
def locs_started(x, comm):
    """MINLOC / MAXLOC in the persistent reductions: allreduce_init (MINLOC, records),
    reduce_init (MAXLOC, float64 pairs), scan_init (MAXLOC, records), exscan_init (MINLOC,
    float64 pairs), made once, started together in a loop of 2 steps, freed; then iallreduce
    (MAXLOC, float64 pairs) and iscan (MINLOC, records). The last element of each is a tie: a
    value every rank holds (an allreduced product sum), told apart by its location or not."""
    rank = mpi.rank(comm)
    n = x.size
    p = np.empty(n, dtype=DOUBLE_INT)
    lo = np.empty(n, dtype=DOUBLE_INT)
    d = np.empty(2 * n)
    hi = np.zeros(2 * n)
    c = np.empty(n, dtype=DOUBLE_INT)
    cs = np.empty(n, dtype=DOUBLE_INT)
    e = np.empty(2 * n)
    es = np.zeros(2 * n)
    sh = np.empty(1)
    tot = np.empty(1)
    _, q0 = mpi.allreduce_init(p, lo, mpi.MINLOC, comm)
    _, q1 = mpi.reduce_init(d, hi, mpi.MAXLOC, 0, comm)
    _, q2 = mpi.scan_init(c, cs, mpi.MAXLOC, comm)
    _, q3 = mpi.exscan_init(e, es, mpi.MINLOC, comm)
    s = 0.0
    for t in range(2):
        sh[0] = x[t % n] * x[(t + 1) % n]
        mpi.allreduce(sh, tot, mpi.SUM, comm)
        for j in range(n):
            tie = j == n - 1
            v = x[j] * x[j] + 0.3 * ((rank + j) % 3) + 0.05 * rank + 0.1 * t
            p[j].v = tot[0] if tie else v
            p[j].i = 5 - rank if tie else rank
            d[2 * j] = 0.5 * tot[0] if tie else v * x[(j + 1) % n]
            d[2 * j + 1] = 2.0 if tie else 10.0 * rank + j  # a full tie: rank 0 wins
            c[j].v = tot[0] - 0.2 if tie else math.sin(x[j]) + 0.2 * rank
            c[j].i = rank
            e[2 * j] = tot[0] * tot[0] if tie else x[j] * (1.0 + 0.3 * rank)
            e[2 * j + 1] = 3.0 - rank if tie else rank
        mpi.startall((q0, q1, q2, q3))
        mpi.waitall((q0, q1, q2, q3))
        for j in range(n):
            s += lo[j].v * lo[j].v * (1.0 + 0.01 * lo[j].i) + cs[j].v * (1.5 + 0.1 * cs[j].i)
            if rank == 0:
                s += hi[2 * j] * hi[2 * j] * (1.0 + 0.01 * hi[2 * j + 1])
            if rank > 0:
                s += es[2 * j] * (1.0 + 0.02 * es[2 * j + 1])
    mpi.request_free(q0)
    mpi.request_free(q1)
    mpi.request_free(q2)
    mpi.request_free(q3)
    a = np.empty(2 * n)
    ah = np.empty(2 * n)
    b = np.empty(n, dtype=DOUBLE_INT)
    bl = np.empty(n, dtype=DOUBLE_INT)
    for j in range(n):
        a[2 * j] = x[j] * (1.0 + 0.2 * rank) + 0.1 * ((rank + j) % 2)
        a[2 * j + 1] = rank
        b[j].v = tot[0] if j == 0 else math.cos(x[j]) + 0.1 * rank
        b[j].i = rank
    _, r0 = mpi.iallreduce(a, ah, mpi.MAXLOC, comm)
    _, r1 = mpi.iscan(b, bl, mpi.MINLOC, comm)
    mpi.waitall((r0, r1))
    for j in range(n):
        s += ah[2 * j] * (1.0 + 0.1 * ah[2 * j + 1]) + bl[j].v * bl[j].v * (1.0 + j)
    return s


@mpiad.jit(cache=True)
def locs_float(x, comm):
    """MPI_FLOAT_INT pairs (float32 values, an int location: 8 bytes a record) under MAXLOC in
    allreduce, MINLOC in reduce (root: the last rank), MAXLOC in scan_init started twice and
    MINLOC in iallreduce; the last element of each a tie (a value every rank holds, an
    allreduced sum) told apart by its location, or not (equal locations: rank 0)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    n = x.size
    sh = np.empty(1, dtype=np.float32)
    tot = np.empty(1, dtype=np.float32)
    sh[0] = x[0] * x[n - 1]
    mpi.allreduce(sh, tot, mpi.SUM, comm)
    p = np.empty(n, dtype=FLOAT_INT)
    hi = np.empty(n, dtype=FLOAT_INT)
    lo = np.zeros(n, dtype=FLOAT_INT)
    c = np.empty(n, dtype=FLOAT_INT)
    cs = np.empty(n, dtype=FLOAT_INT)
    b = np.empty(n, dtype=FLOAT_INT)
    bl = np.empty(n, dtype=FLOAT_INT)
    _, q = mpi.scan_init(c, cs, mpi.MAXLOC, comm)
    s = 0.0
    for j in range(n):
        tie = j == n - 1
        p[j].v = tot[0] if tie else x[j] * x[j] + 0.3 * ((rank + j) % 3) + 0.05 * rank
        p[j].i = 5 - rank if tie else rank
        b[j].v = tot[0] + 1.0 if tie else math.cos(x[j]) + 0.2 * rank
        b[j].i = 2 if tie else rank
    mpi.allreduce(p, hi, mpi.MAXLOC, comm)
    mpi.reduce(p, lo, mpi.MINLOC, size - 1, comm)
    for t in range(2):
        for j in range(n):
            tie = j == n - 1
            c[j].v = tot[0] - 0.2 * t if tie else math.sin(x[j]) * (1.0 + 0.2 * rank) + 0.1 * t
            c[j].i = rank
        mpi.start(q)
        mpi.wait(q)
        for j in range(n):
            s += cs[j].v * (1.5 + 0.1 * cs[j].i + t)
    mpi.request_free(q)
    _, r = mpi.iallreduce(b, bl, mpi.MINLOC, comm)
    mpi.wait(r)
    for j in range(n):
        s += hi[j].v * hi[j].v * (1.0 + 0.1 * hi[j].i) + bl[j].v * (1.0 + 0.2 * bl[j].i + j)
        if rank == size - 1:
            s += lo[j].v * (2.0 + 0.05 * lo[j].i)
    return s


def check_float_pairs() -> None:
    """float32 data: a finite difference step and tolerances of float accuracy."""
    n = 4
    x = (np.linspace(0.5, 1.4, n) * (1.0 + 0.11 * RANK)).astype(np.float32)
    rng = np.random.default_rng(13 + RANK)
    v = rng.standard_normal(n).astype(np.float32)
    tan = mpiad.autodiff(Forward, locs_float, Duplicated(x, v.copy()), Const(COMM))
    h = np.float32(1e-2)
    fd = (locs_float(x + h * v, COMM) - locs_float(x - h * v, COMM)) / (2 * h)
    close("locs_float tangent vs finite differences", tan, fd, 2e-3)
    w = 1.0 + 0.5 * RANK
    g = np.zeros(n, dtype=np.float32)
    mpiad.autodiff(Reverse, locs_float, Duplicated(x, g), Const(COMM), dret=w)
    close(
        "locs_float dot-product test",
        COMM.allreduce(float(g.astype(np.float64) @ v)), COMM.allreduce(w * tan), 1e-5,
    )  # fmt: skip
    ok("locpairs_float")


def check_started() -> None:
    n = 4
    x = np.linspace(0.5, 1.4, n) * (1.0 + 0.11 * RANK)
    rng = np.random.default_rng(11 + RANK)
    v = rng.standard_normal(n)
    tan = mpiad.autodiff(Forward, locs_started, Duplicated(x, v), Const(COMM))
    h = 1e-6
    fd = (locs_started(x + h * v, COMM) - locs_started(x - h * v, COMM)) / (2 * h)
    close("locs_started tangent vs finite differences", tan, fd, 1e-6)
    w = 1.0 + 0.5 * RANK
    g = np.zeros(n)
    mpiad.autodiff(Reverse, locs_started, Duplicated(x, g), Const(COMM), dret=w)
    close(
        "locs_started dot-product test",
        COMM.allreduce(float(g @ v)), COMM.allreduce(w * tan), 1e-10,
    )  # fmt: skip
    ok("locpairs_started")


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


@mpiad.jit
def rsb_minloc(x, comm):
    q = np.empty(x.size)
    mpi.reduce_scatter_block(x, q, mpi.MINLOC, comm)
    return x[0]


def check_refusals() -> None:
    x = np.ones(3)
    accepted = r"MPI_DOUBLE_INT.*MPI_FLOAT_INT.*MPI_2DOUBLE_PRECISION"
    for label, dt in (
        ("float32 locations", np.dtype([("v", "f4"), ("i", "f4")])),
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
    # a reduction that takes no pairs (reduce_scatter_block) refuses MINLOC, naming itself
    raises(
        "MINLOC in reduce_scatter_block", numba.core.errors.TypingError,
        "MINLOC / MAXLOC reduce .* not in reduce_scatter_block", rsb_minloc, x, COMM,
    )  # fmt: skip
    ok("locpairs_refusals")


if __name__ == "__main__":
    mpiad.on_error("raise")
    # (the pairs of the persistent reductions on 2 ranks and more: on one, every element's
    # winner is its only rank; the C programs run it there under --slow)
    started = [check_started] if COMM.size > 1 else []
    sys.exit(run_checks([check_derivatives, check_refusals, check_float_pairs, *started]))
