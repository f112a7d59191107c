"""Distributed least-squares fit: rows of A and b are spread over the ranks, the loss is summed
with Allreduce, and mpiad gives its derivatives.

    J(w, lam) = 1/2 sum_ranks ||A_r w - b_r||^2 + lam/2 ||w||^2

* reverse mode: the gradient with respect to w and the adjoint of the scalar lam (Active);
* forward mode: dJ/dw . v, checked against central finite differences;
* vector forward mode (BatchDuplicated with the p unit vectors): the whole gradient in one call;
* gradient descent with the reverse-mode gradient converges to the normal-equations solution.

    mpiexec -n 2 python examples/least_squares.py
"""

import sys

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def loss(w, lam, A, b, comm):
    r = A @ w - b  # BLAS (gemv): mpiad differentiates it with BLAS calls too
    total = np.zeros(1)
    mpi.allreduce(0.5 * np.dot(r, r), total, mpi.SUM, comm)
    return total[0] + 0.5 * lam * np.dot(w, w)


def main() -> int:
    comm = MPI.COMM_WORLD
    rank = comm.rank
    p, m = 4, 50
    rng = np.random.default_rng(100 + rank)
    A = rng.normal(size=(m, p))
    w_true = np.array([1.0, -2.0, 0.5, 3.0])
    b = A @ w_true + 0.01 * rng.normal(size=m)
    lam = 0.1
    w = np.zeros(p)
    ok = True

    # reverse mode: J is the same on every rank (grad counts it once); w and lam are shared by
    # all ranks, so each rank gets its share and the gradient in the shared value is their sum
    w0 = np.linspace(0.1, 0.4, p)
    g, dlam = mpiad.grad(loss, argnums=(0, 1))(w0, lam, A, b, comm)
    comm.Allreduce(MPI.IN_PLACE, g)
    dlam = comm.allreduce(dlam)
    # reference: the normal equations, assembled with mpi4py
    AtA = comm.allreduce(A.T @ A)
    Atb = comm.allreduce(A.T @ b)
    g_ref = AtA @ w0 - Atb + lam * w0
    ok &= np.allclose(g, g_ref, rtol=1e-10, atol=1e-10) and abs(dlam - 0.5 * w0 @ w0) < 1e-12
    g_rev = g.copy()

    # forward mode vs finite differences
    v = np.arange(1.0, p + 1)
    dJ = mpiad.autodiff(mpiad.Forward, loss, mpiad.Duplicated(w0, v), lam, A, b, comm)
    h = 1e-6
    fd = (loss(w0 + h * v, lam, A, b, comm) - loss(w0 - h * v, lam, A, b, comm)) / (2 * h)
    ok &= abs(dJ - fd) <= 1e-6 * (1 + abs(fd)) and abs(dJ - g @ v) <= 1e-9 * (1 + abs(dJ))

    # vector forward mode: the p directional derivatives along the unit vectors at once
    eye = [np.eye(p)[k].copy() for k in range(p)]
    grad_fwd = np.array(
        mpiad.autodiff(mpiad.Forward, loss, mpiad.BatchDuplicated(w0, eye), lam, A, b, comm)
    )
    ok &= np.allclose(grad_fwd, g, rtol=1e-10, atol=1e-10)

    # gradient descent with step 1/L, L the largest eigenvalue of the Hessian
    L = np.linalg.eigvalsh(AtA + lam * np.eye(p)).max()
    for _ in range(200):
        g = mpiad.grad(loss)(w, lam, A, b, comm)
        comm.Allreduce(MPI.IN_PLACE, g)
        w -= g / L
    w_ref = np.linalg.solve(AtA + lam * np.eye(p), Atb)
    err = np.linalg.norm(w - w_ref) / np.linalg.norm(w_ref)
    ok &= err < 1e-8
    ok = comm.allreduce(int(not ok)) == 0
    if rank == 0:
        print(
            f"least_squares: reverse gradient vs normal equations max diff "
            f"{np.abs(g_ref - g_rev).max():.1e}; dJ/dlam = {dlam:.6f} "
            f"(expected {0.5 * w0 @ w0:.6f})"
        )
        print(
            f"least_squares: forward dJ.v = {dJ:.8f}, finite differences {fd:.8f}, "
            f"<grad, v> = {float(g_ref @ v):.8f}"
        )
        print(
            f"least_squares: vector forward mode gradient {np.array2string(grad_fwd, precision=6)}"
        )
        print(
            f"least_squares: gradient descent -> w = {np.array2string(w, precision=4)}, "
            f"relative error to the normal equations {err:.1e}"
        )
        print("least_squares: all checks passed" if ok else "least_squares: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
