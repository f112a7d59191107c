"""The heat inversion of examples/heat.py solved by a distributed Newton-CG (Steihaug's truncated
conjugate gradients in a trust region), with second derivatives of the MPI kernel.

Recover the initial condition u0 of the 1-D heat equation (halo exchange by Irecv / Isend /
Waitall, the misfit summed by Allreduce) from the diffused observation. Each outer iteration
takes the value and the gradient, and the curvature along the last step, from one call of
``mpiad.grad_and_hvp``; each inner (CG) iteration takes one Hessian-vector product
``mpiad.hvp`` (forward mode over the reverse-mode gradient, through the MPI calls). Every inner
product is summed over the ranks, so all ranks take the same steps. Printed: the outer
iterations and Hessian-vector products Newton-CG needs, against the iterations of the gradient
descent of heat.py to reach the same misfit; the first HVP is checked against central
differences of the gradient.

    mpiexec -n 2 python examples/newton_heat.py
"""

from __future__ import annotations

import sys

import numpy as np
from heat import diffuse_numpy, heat, setup  # examples/heat.py, beside this file
from mpi4py import MPI

import mpiad

MAX_DESCENT = 3000


def dot(comm, a: np.ndarray, b: np.ndarray) -> float:
    return comm.allreduce(float(a @ b), op=MPI.SUM)


def steihaug(comm, g, hvp, radius: float, tol: float, max_iter: int):
    """Approximately minimise g.s + s.H s / 2 in ||s|| <= radius (Steihaug-Toint CG); returns
    (s, number of Hessian-vector products)."""
    s = np.zeros_like(g)
    r, p = g.copy(), -g
    rr = dot(comm, r, r)
    for k in range(max_iter):
        hp = hvp(p)
        php = dot(comm, p, hp)
        if php <= 0:  # negative curvature: go to the boundary along p
            return s + _to_boundary(comm, s, p, radius) * p, k + 1
        alpha = rr / php
        if np.sqrt(dot(comm, s + alpha * p, s + alpha * p)) >= radius:
            return s + _to_boundary(comm, s, p, radius) * p, k + 1
        s = s + alpha * p
        r = r + alpha * hp
        rr_new = dot(comm, r, r)
        if np.sqrt(rr_new) <= tol:
            return s, k + 1
        p = -r + (rr_new / rr) * p
        rr = rr_new
    return s, max_iter


def _to_boundary(comm, s, p, radius: float) -> float:
    """tau >= 0 with ||s + tau p|| = radius."""
    a, b, c = dot(comm, p, p), 2 * dot(comm, s, p), dot(comm, s, s) - radius**2
    return (-b + np.sqrt(b * b - 4 * a * c)) / (2 * a)


def newton_cg(comm, u, args, gtol: float, radius: float = 10.0, max_outer: int = 20):
    """Returns (u, outer iterations, Hessian-vector products, misfits)."""
    both = mpiad.grad_and_hvp(heat)
    hvp = mpiad.hvp(heat)
    step = np.zeros_like(u)
    J, g, _ = both(u, *args, step)
    misfits, n_hvp, outer = [J], 0, 0
    while np.sqrt(dot(comm, g, g)) > gtol and outer < max_outer:
        outer += 1
        gnorm = np.sqrt(dot(comm, g, g))
        here = u

        def product(p, here=here):
            return hvp(here, *args, p)

        step, k = steihaug(comm, g, product, radius, min(0.5, np.sqrt(gnorm)) * gnorm, 200)
        n_hvp += k
        Hs = hvp(u, *args, step)
        n_hvp += 1
        predicted = -(dot(comm, g, step) + 0.5 * dot(comm, step, Hs))
        Jn, gn, _ = both(u + step, *args, step)  # value and gradient at the trial point
        rho = (J - Jn) / predicted if predicted > 0 else -1.0
        snorm = np.sqrt(dot(comm, step, step))
        if rho < 0.25:
            radius = 0.25 * snorm
        elif rho > 0.75 and snorm >= 0.99 * radius:
            radius *= 2
        if rho > 1e-4:
            u, J, g = u + step, Jn, gn
        misfits.append(J)
    return u, outer, n_hvp, misfits


def main() -> int:
    comm = MPI.COMM_WORLD
    n, nsteps, r = 32, 200, 0.25
    _, truth = setup(n, comm)
    target = diffuse_numpy(truth, r, nsteps, comm)
    args = (target, r, nsteps, comm)
    u0 = np.zeros(n)
    J0 = heat(u0, *args)
    g0 = mpiad.grad(heat)(u0, *args)
    gtol = 1e-6 * np.sqrt(dot(comm, g0, g0))

    # the first Hessian-vector product against central differences of the gradient
    v = np.random.default_rng(3 + comm.rank).normal(size=n)
    hv = mpiad.hvp(heat)(u0, *args, v)
    h = 1e-6
    fd = (mpiad.grad(heat)(u0 + h * v, *args) - mpiad.grad(heat)(u0 - h * v, *args)) / (2 * h)
    hv_err = comm.allreduce(float(np.max(np.abs(hv - fd))), op=MPI.MAX)

    u, outer, n_hvp, misfits = newton_cg(comm, u0.copy(), args, gtol)
    J_newton = misfits[-1]

    # gradient descent (heat.py's: step 1) until it reaches the misfit Newton-CG reached (or
    # 1e-12 of the first: below that, rounding)
    goal = max(J_newton, 1e-12 * J0)
    ug, iters, J = u0.copy(), 0, J0
    while J > goal and iters < MAX_DESCENT:
        ug -= mpiad.grad(heat)(ug, *args)
        J = heat(ug, *args)
        iters += 1

    def rel_err(x):
        return np.sqrt(dot(comm, x - truth, x - truth) / dot(comm, truth, truth))

    ok = hv_err < 1e-6 and J_newton <= goal and outer < iters
    err_newton, err_gd = rel_err(u), rel_err(ug)  # (collective: on every rank)
    if comm.rank == 0:
        print(f"newton_heat: {comm.size} ranks, {n} cells per rank, {nsteps} time steps")
        print(f"  H v against central differences of the gradient: max error {hv_err:.1e}")
        print(
            f"  Newton-CG: {outer} outer iterations ({n_hvp} Hessian-vector products), misfit "
            f"{J0:.3e} -> {J_newton:.3e}, initial condition recovered to "
            f"{100 * err_newton:.2f}%"
        )
        print("  misfit per outer iteration: " + ", ".join(f"{m:.2e}" for m in misfits))
        reached = f"reached {goal:.1e}" if J <= goal else f"did not reach {goal:.1e}"
        print(
            f"  gradient descent: {iters} iterations (one gradient each) {reached} (misfit "
            f"{J:.3e}), recovered to {100 * err_gd:.2f}%"
        )
        print("newton_heat: all checks passed" if ok else "newton_heat: FAILED")
    return 0 if comm.allreduce(int(not ok)) == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
