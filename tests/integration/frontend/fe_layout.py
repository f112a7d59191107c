"""Arrays of any layout (issue 24.3), run under mpiexec -n N from the repository root:

    python -m tests.integration.frontend.fe_layout

1. grad, value_and_grad, jvp and autodiff on strided views (a row, a column, a ``[::k]`` slice,
   a reversed slice, a transpose (Fortran order), a 2-D strided block) against central
   finite differences of the replicated (allreduced) loss;
2. shadows of their own layout: a contiguous shadow of a strided view, a Fortran-ordered shadow
   of a C array, a strided shadow of a contiguous array; forward tangents of a written array
   against finite differences and the dot-product test of forward against reverse mode;
3. every error message of the activity/shadow checks, and its advice followed (the call then
   works).

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import math
import sys

import numpy as np

import mpiad
import mpiad.mpi as mpi
from mpiad import Active, BatchDuplicated, Const, Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, SIZE, close, fail, fd, global_dot, ok, raises, run_checks


@mpiad.jit(cache=True)
def energy(u, w, comm):
    s = 0.0
    n = u.shape[0]
    for i in range(n):
        s += w[i] * math.sin(u[i]) * u[i] + 0.25 * u[i] * u[(i + 1) % n]
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


@mpiad.jit(cache=True)
def energy2(A, y, comm):
    s = 0.0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i, j] = A[i, j] * A[i, j] * (j + 1.0) + 0.5 * A[(i + 1) % A.shape[0], j]
            s += y[i, j] * A[i, (j + 1) % A.shape[1]]
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


@mpiad.jit  # not cache=True: the disk cache does not key np.broadcast_to (it would warn)
def from_base(b, n, w, comm):  # the broadcast view made inside the kernel
    u = np.broadcast_to(b, (n,))
    s = 0.0
    for i in range(n):
        s += w[i] * math.sin(u[i]) * u[i]
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


def views_1d(rng):
    B = rng.uniform(0.5, 1.5, size=(6, 5))
    return {
        "row": B[2],
        "column": B[:, 3],
        "step_slice": B.ravel()[1::4],
        "reversed": B[::-1, 1],
    }


def check_1d(rng):
    w = rng.uniform(0.5, 1.5, size=6)

    def loss(x):
        return energy(x, w[: x.shape[0]], COMM)

    for name, u in views_1d(rng).items():
        n = u.shape[0]
        wn = w[:n]
        v = rng.normal(size=n)
        want = fd(loss, u, v)
        g = mpiad.grad(energy)(u, wn, COMM)
        if g.shape != u.shape:
            fail(f"{name}: gradient shape {g.shape}")
        close(f"{name} grad", global_dot(g, v), want)  # every rank moved along its v
        val, g2 = mpiad.value_and_grad(energy)(u, wn, COMM)
        close(f"{name} value_and_grad", (val, *g2), (loss(u), *g), 1e-12)
        y, t = mpiad.jvp(energy, (u, wn, COMM), (v, None, None))
        close(f"{name} jvp", t, want)
        # autodiff with shadows of other layouts: contiguous, strided, reversed
        for sname, du in (
            ("contiguous", np.zeros(n)),
            ("strided", np.zeros(3 * n)[::3]),
            ("reversed", np.zeros(n)[::-1]),
        ):
            mpiad.autodiff(Reverse, energy, Duplicated(u, du), wn, COMM, dret=1.0 / SIZE)
            close(f"{name} reverse {sname} shadow", du, g, 1e-12)
            dv = np.empty_like(du)
            dv[...] = v
            tan = mpiad.autodiff(Forward, energy, Duplicated(u, dv), wn, COMM)
            close(f"{name} forward {sname} shadow", tan, t, 1e-12)
        ok(f"layout_{name}")


def check_2d(rng):
    base = rng.uniform(0.5, 1.5, size=(8, 10))
    arrays = {
        "c_order": base[:4, :5].copy(),
        "transpose": base[:5, :4].copy().T,
        "block": base[::2, 1::2][:4, :5],
    }
    for name, A in arrays.items():
        shape = A.shape

        def run(Ax):
            y = np.zeros(Ax.shape)
            return energy2(Ax, y, COMM), y

        # forward: shadows of A in Fortran order, of y strided
        vA = rng.normal(size=shape)
        dA = np.asfortranarray(vA.copy())
        dy = np.zeros((shape[0], 2 * shape[1]))[:, ::2]
        y = np.zeros(shape)
        tan = mpiad.autodiff(Forward, energy2, Duplicated(A, dA), Duplicated(y, dy), COMM)
        h = 1e-6
        (rp, yp), (rm, ym) = run(A + h * vA), run(A - h * vA)
        close(f"{name} forward result", tan, (rp - rm) / (2 * h))
        close(f"{name} forward tangent of y", dy, (yp - ym) / (2 * h))
        # reverse: the dot-product test <J v, w> = <v, J^T w> over all ranks
        wy = rng.normal(size=shape)
        wret = float(rng.normal())
        gA = np.zeros(shape, order="F") if name == "c_order" else np.zeros(shape)
        gy = wy.T.copy().T  # a Fortran-ordered seed of y's adjoint
        y = np.zeros(shape)
        mpiad.autodiff(Reverse, energy2, Duplicated(A, gA), Duplicated(y, gy), COMM, dret=wret)
        lhs = COMM.allreduce(tan * wret + float(np.sum(dy * wy)))
        rhs = global_dot(vA, gA)
        close(f"{name} dot-product test", lhs, rhs, 1e-10)
        ok(f"layout_{name}")


def check_messages(rng):
    """Each message's advice, followed, works."""
    n = 4
    w = rng.uniform(0.5, 1.5, size=n)
    u = rng.uniform(0.5, 1.5, size=n)
    g_ref = mpiad.grad(energy)(u, w, COMM)

    # overlapping primal: pass the array it is a view of, make the view in the kernel
    b = np.array([0.8])
    ub = np.broadcast_to(b, (n,))
    raises(
        "broadcast primal",
        ValueError,
        r"argument 'u': its elements overlap.*pass the array 'u' is a view of",
        mpiad.autodiff,
        Reverse,
        energy,
        Duplicated(ub, np.zeros(n)),
        w,
        COMM,
    )
    gb = mpiad.grad(from_base)(b, n, w, COMM)
    want = fd(lambda x: from_base(x, n, w, COMM), b, np.ones(1))  # moves b on every rank
    close("broadcast advice", COMM.allreduce(float(gb[0])), want)

    # overlapping shadow: give it an array of its own, np.zeros_like(u)
    col = rng.uniform(0.5, 1.5, size=(n, 3))[:, 1]
    dbad = np.lib.stride_tricks.as_strided(np.zeros(2), shape=(n,), strides=(0,))
    raises(
        "overlapping shadow",
        ValueError,
        r"shadow's elements overlap.*np\.zeros_like\(u\)",
        mpiad.autodiff,
        Reverse,
        energy,
        Duplicated(col, dbad),
        w,
        COMM,
    )
    d = np.zeros_like(col)
    mpiad.autodiff(Reverse, energy, Duplicated(col, d), w, COMM, dret=1.0 / SIZE)
    close("overlapping shadow advice", d, mpiad.grad(energy)(col, w, COMM), 1e-12)

    # a shadow that shares memory with its primal: give it its own array
    raises(
        "shadow aliases",
        ValueError,
        r"shares memory with the primal; give it its own array",
        mpiad.autodiff,
        Reverse,
        energy,
        Duplicated(u, u),
        w,
        COMM,
    )
    d = np.zeros_like(u)
    mpiad.autodiff(Reverse, energy, Duplicated(u, d), w, COMM, dret=1.0 / SIZE)
    close("shadow aliases advice", d, g_ref, 1e-12)

    # integer data: pass it as Const
    iu = np.arange(n)
    raises(
        "integer array",
        TypeError,
        r"needs floating-point data.*pass it as Const\(w\)",
        mpiad.autodiff,
        Forward,
        energy,
        Duplicated(u, np.ones(n)),
        Duplicated(iu, np.ones(n)),
        COMM,
    )
    mpiad.autodiff(Forward, energy, Duplicated(u, np.ones(n)), Const(iu), COMM)
    raises(
        "communicator shadow",
        TypeError,
        r"argument 'comm' \(comm\) carries no derivative; pass it as Const\(comm\)",
        mpiad.autodiff,
        Forward,
        energy,
        Duplicated(u, np.ones(n)),
        w,
        Duplicated(COMM, 1.0),
    )
    mpiad.autodiff(Forward, energy, Duplicated(u, np.ones(n)), w, Const(COMM))

    # Active on an array: arrays are Duplicated(u, du)
    raises(
        "active array",
        TypeError,
        r"arrays are Duplicated\(u, du\)",
        mpiad.autodiff,
        Reverse,
        energy,
        Active(u),
        w,
        COMM,
    )
    du = np.zeros(n)
    mpiad.autodiff(Reverse, energy, Duplicated(u, du), w, COMM, dret=1.0 / SIZE)
    close("active array advice", du, g_ref, 1e-12)

    # scalars: Active in reverse mode, Duplicated with a tangent in forward mode
    @mpiad.jit(cache=True)
    def scaled(u, a, comm):
        s = 0.0
        for i in range(u.shape[0]):
            s += math.sin(u[i]) * u[i]
        t = np.zeros(1)
        mpi.allreduce(s, t, mpi.SUM, comm)
        return a * t[0]

    raises(
        "active in forward mode",
        TypeError,
        r"in forward mode pass Duplicated\(a, da\) with a tangent",
        mpiad.autodiff,
        Forward,
        scaled,
        u,
        Active(2.0),
        COMM,
    )
    t = mpiad.autodiff(Forward, scaled, u, Duplicated(2.0, 1.0), COMM)
    close("active in forward mode advice", t, scaled(u, 1.0, COMM), 1e-12)
    raises(
        "duplicated scalar in reverse mode",
        TypeError,
        r"mark it Active\(a\)",
        mpiad.autodiff,
        Reverse,
        scaled,
        u,
        Duplicated(2.0, 0.0),
        COMM,
    )
    (da,) = mpiad.autodiff(Reverse, scaled, u, Active(2.0), COMM, dret=1.0 / SIZE)
    # a is held by every rank: each rank gets its share of the adjoint of the shared value
    close("duplicated scalar advice", COMM.allreduce(da), scaled(u, 1.0, COMM), 1e-12)

    # vector mode: every active argument is BatchDuplicated with W tangents
    raises(
        "batch mixed with duplicated",
        ValueError,
        r"every active argument is BatchDuplicated with 2 tangents",
        mpiad.autodiff,
        Forward,
        scaled,
        BatchDuplicated(u, (np.ones(n), np.zeros(n))),
        Duplicated(2.0, 1.0),
        COMM,
    )
    t1, t2 = mpiad.autodiff(
        Forward, scaled, BatchDuplicated(u, (np.ones(n), np.zeros(n))),
        BatchDuplicated(2.0, (0.0, 1.0)), COMM,
    )  # fmt: skip
    close("batch advice", t2, scaled(u, 1.0, COMM), 1e-12)

    # grad of an integer argument: leave it out of argnums
    raises(
        "grad of integers",
        TypeError,
        r"argument 'w' \(argnums 1\).*leave it out of argnums",
        mpiad.grad(energy, (0, 1)),
        u,
        iu,
        COMM,
    )
    g = mpiad.grad(energy, 0)(u, iu, COMM)
    close("grad of integers advice", g, mpiad.grad(energy)(u, iu.astype(float), COMM), 1e-12)

    # a read-only shadow
    ro = np.zeros(n)
    ro.setflags(write=False)
    raises(
        "read-only shadow",
        ValueError,
        r"argument 'u': the shadow is read-only",
        mpiad.autodiff,
        Reverse,
        energy,
        Duplicated(u, ro),
        w,
        COMM,
    )
    ok("layout_messages")


def main() -> int:
    rng = np.random.default_rng(11 + RANK)
    return run_checks((check_1d, check_2d, check_messages), rng)


if __name__ == "__main__":
    sys.exit(main())
