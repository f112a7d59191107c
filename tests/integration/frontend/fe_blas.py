"""NumPy's linear algebra inside kernels (issue 16.2), run under mpiexec -n N from the
repository root:

    python -m tests.integration.frontend.fe_blas

``np.dot`` and ``@`` of vectors and matrices (Numba's BLAS helpers xxdot, xxgemv, xxgemm, with
C- and Fortran-ordered operands), in float64 and float32: forward mode against central finite
differences (taken in float64 of the same kernel) and reverse mode by the dot-product test
``<J v, w> = <v, J^T w>``; a distributed least-squares loss (``A @ x`` per rank, the residual,
an allreduce of its squared norm) checked the same way over all ranks and against the gradient
written by hand; and the refusal of ``np.linalg.solve`` naming the Python line.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys
import warnings

import numpy as np
from numba.core.errors import NumbaPerformanceWarning

import mpiad
import mpiad.mpi as mpi
from mpiad import Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, SIZE, close, fd, global_dot, ok, raises, run_checks

# iterated's strided operand is deliberate (Numba warns that it copies it)
warnings.simplefilter("ignore", NumbaPerformanceWarning)

#: float32 results against float64 finite differences: single precision's rounding
TOL = {np.float64: 1e-7, np.float32: 2e-4}


@mpiad.jit(cache=True)
def vec_vec(x, y):
    return np.dot(x, y) * np.dot(x, x)


@mpiad.jit(cache=True)
def mat_vec(A, x):
    y = A @ x  # gemv, transposed (C order)
    z = y @ A  # gemv, not transposed
    return np.dot(z, z) + np.dot(y, x[: y.shape[0]])


@mpiad.jit(cache=True)
def mat_mat(A, B):
    C = A @ B  # gemm of two C-ordered matrices
    D = C.T @ A  # a Fortran-ordered operand: gemm with one transpose flag
    E = np.dot(D, B)
    s = 0.0
    for i in range(E.shape[0]):
        for j in range(E.shape[1]):
            s += E[i, j] * (i + 1.0) / (j + 2.0)
    return s


@mpiad.jit(cache=True)
def iterated(A, x, y):
    """Inputs overwritten after the product (the reverse sweep needs their old values), a
    strided operand (Numba copies it), and products written into an argument."""
    for _ in range(3):
        t = A @ x
        x[:] = np.tanh(t)
    B = A[:, ::2]
    y[:] = B.T @ x
    return np.dot(y, y) + np.dot(x, x)


@mpiad.jit(cache=True)
def least_squares(A, x, b, comm):
    """0.5 * ||A x - b||^2 over all ranks: each rank holds its rows of A and b."""
    r = A @ x - b
    t = np.zeros(1)
    mpi.allreduce(np.dot(r, r), t, mpi.SUM, comm)
    return 0.5 * t[0]


@mpiad.jit(cache=True)
def solves(A, b):
    x = np.linalg.solve(A, b)  # the refusal names this line
    return x[0]


def check_kernel(name, f, args, dtype, rng, extra=(), replicated=False):
    """Forward against finite differences (float64), reverse by the dot-product test."""
    args = tuple(a.astype(dtype) for a in args)
    v = tuple(rng.normal(size=a.shape).astype(dtype) for a in args)
    args64 = tuple(a.astype(np.float64) for a in args)
    v64 = tuple(d.astype(np.float64) for d in v)
    want = fd(lambda xs: f(*xs, *extra), args64, v64)
    tol = TOL[dtype]
    tan = mpiad.autodiff(Forward, f, *(Duplicated(a, d.copy()) for a, d in zip(args, v)), *extra)
    close(f"{name} forward vs finite differences", tan, want, tol)
    wret = float(rng.normal())
    if replicated:
        wret = COMM.bcast(wret)  # one seed of the one (replicated) loss
    grads = tuple(np.zeros_like(a) for a in args)
    # a replicated loss seeds each rank with its share (the Enzyme convention sums over ranks)
    dret = wret / SIZE if replicated else wret
    mpiad.autodiff(Reverse, f, *(Duplicated(a, g) for a, g in zip(args, grads)), *extra, dret=dret)
    vg = global_dot(v, grads) if replicated else sum(float(np.vdot(d, g)) for d, g in zip(v, grads))
    close(f"{name} dot-product test", vg, wret * tan, tol)
    ok(name)


def check_products(rng):
    x, y = rng.normal(size=5), rng.normal(size=5)
    A, B = rng.normal(size=(4, 5)), rng.normal(size=(5, 4))
    for dtype in (np.float64, np.float32):
        tag = np.dtype(dtype).name
        check_kernel(f"dot_vv_{tag}", vec_vec, (x, y), dtype, rng)
        check_kernel(f"dot_mv_{tag}", mat_vec, (A, x), dtype, rng)
        check_kernel(f"dot_mm_{tag}", mat_mat, (A, B), dtype, rng)


def check_written(rng):
    """Tangents of the written arrays against finite differences; the dot-product test with
    seeds on the written arrays and on the result."""
    A = 0.5 * rng.normal(size=(5, 5))
    x = rng.normal(size=5)
    vA, vx = rng.normal(size=A.shape), rng.normal(size=5)
    h = 1e-6

    def run(s):
        xs, ys = x + s * vx, np.zeros(3)
        return iterated(A + s * vA, xs, ys), xs, ys

    (fp, xp, yp), (fm, xm, ym) = run(h), run(-h)
    xf, dx, dy, dA = x.copy(), vx.copy(), np.zeros(3), vA.copy()
    args = (Duplicated(A.copy(), dA), Duplicated(xf, dx), Duplicated(np.zeros(3), dy))
    tan = mpiad.autodiff(Forward, iterated, *args)
    close("written: forward result", tan, (fp - fm) / (2 * h), 1e-7)
    close("written: tangent of x", dx, (xp - xm) / (2 * h), 1e-7)
    close("written: tangent of y", dy, (yp - ym) / (2 * h), 1e-7)
    wx, wy, wret = rng.normal(size=5), rng.normal(size=3), float(rng.normal())
    gA, gx, gy = np.zeros_like(A), wx.copy(), wy.copy()
    args = (Duplicated(A.copy(), gA), Duplicated(x.copy(), gx), Duplicated(np.zeros(3), gy))
    mpiad.autodiff(Reverse, iterated, *args, dret=wret)
    lhs = wret * tan + float(np.dot(dx, wx) + np.dot(dy, wy))
    close("written: dot-product test", lhs, float(np.vdot(vA, gA) + np.dot(vx, gx)), 1e-10)
    ok("dot_written")


def check_least_squares(rng):
    rows, n = 3 + RANK, 4  # ranks hold different numbers of rows
    A = rng.normal(size=(rows, n)) + RANK
    b = rng.normal(size=rows)
    x = COMM.bcast(rng.normal(size=n))  # the same unknowns on every rank
    check_kernel("least_squares", least_squares, (A, x, b), np.float64, rng, (COMM,), True)
    # the gradient of the replicated loss, against the one written by hand: A^T (A x - b)
    gx = mpiad.grad(least_squares, argnums=1)(A, x, b, COMM)
    want = COMM.allreduce(A.T @ (A @ x - b))
    close("least_squares grad", COMM.allreduce(gx), want, 1e-12)
    ok("least_squares_grad")


def check_refusal(rng):
    A = np.eye(3) * 2.0
    b = np.ones(3)
    raises(
        "linalg refusal",
        mpiad.MpiadError,
        r"cannot differentiate solves \(reverse mode\) at \S*fe_blas\.py:\d+: "
        r"`x = np\.linalg\.solve\(A, b\).*np\.linalg\.solve \(numba_xgesv.*only np\.dot and @",
        mpiad.autodiff,
        Reverse,
        solves,
        Duplicated(A, np.zeros_like(A)),
        b,
    )
    ok("linalg_refusal")


def main() -> int:
    rng = np.random.default_rng(11 + RANK)
    # the refusal has nothing to do with MPI (and its diagnosis compiles a debug build): 1 rank
    checks = [check_products, check_written, check_least_squares] + (
        [check_refusal] if SIZE == 1 else []
    )
    return run_checks(checks, rng)


if __name__ == "__main__":
    sys.exit(main())
