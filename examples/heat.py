"""1-D heat equation with halo exchange; recover the initial condition by gradient descent.

The rod [0, 1) (periodic) is split across the ranks, each holding ``n`` cells plus one ghost cell
on each side. Every explicit time step exchanges the ghost cells with the neighbours (Irecv/Isend
+ Waitall) and applies u_i += r (u_{i-1} - 2 u_i + u_{i+1}). The misfit
J(u0) = 1/2 sum (u_T - target)^2 is summed over the ranks with Allreduce.

mpiad differentiates the whole SPMD program: forward mode gives dJ/du0 . v (checked against
central finite differences), reverse mode gives the gradient (checked by the dot-product test),
and plain gradient descent with the reverse-mode gradient recovers the initial condition:

    mpiexec -n 2 python examples/heat.py            # checks + recovery
    mpiexec -n 2 python examples/heat.py --bench [CELLS STEPS REPS]   # timings
"""

import sys
import time

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def heat(u0, target, r, nsteps, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    left = (rank - 1) % size
    right = (rank + 1) % size
    n = u0.size
    u = np.zeros(n + 2)
    un = np.zeros(n + 2)
    u[1 : n + 1] = u0
    reqs = np.empty(4, dtype=mpi.RequestType)
    for _ in range(nsteps):
        _, q0 = mpi.irecv(u[0:1], left, 0, comm)  # ghost cells
        _, q1 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
        _, q2 = mpi.isend(u[n : n + 1], right, 0, comm)  # boundary cells
        _, q3 = mpi.isend(u[1:2], left, 1, comm)
        reqs[0] = q0[0]
        reqs[1] = q1[0]
        reqs[2] = q2[0]
        reqs[3] = q3[0]
        mpi.waitall(reqs)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        u, un = un, u
    local = 0.0
    for i in range(n):
        d = u[i + 1] - target[i]
        local += d * d
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return 0.5 * total[0]


def setup(n, comm):
    x = (comm.rank * n + np.arange(n) + 0.5) / (n * comm.size)
    truth = np.sin(2 * np.pi * x) + 0.5 * np.cos(4 * np.pi * x)
    return x, truth


def check_and_recover(comm, n=32, nsteps=20, r=0.25, iters=300) -> bool:
    rank = comm.rank
    x, truth = setup(n, comm)
    # the observation: the true initial condition diffused (by an independent NumPy + mpi4py
    # implementation of the same scheme)
    target = diffuse_numpy(truth, r, nsteps, comm)
    rng = np.random.default_rng(7 + rank)
    u0 = rng.normal(size=n) * 0.1
    v = rng.normal(size=n)
    # 1. forward mode vs central finite differences
    dJ = mpiad.autodiff(mpiad.Forward, heat, mpiad.Duplicated(u0, v), target, r, nsteps, comm)
    h = 1e-6
    fd = (heat(u0 + h * v, target, r, nsteps, comm) - heat(u0 - h * v, target, r, nsteps, comm)) / (
        2 * h
    )
    # 2. reverse mode: the gradient of J (the same value on every rank, so grad counts it once),
    # checked by the dot-product test <grad, v> = dJ.v summed over the ranks
    g = mpiad.grad(heat)(u0, target, r, nsteps, comm)
    dot = comm.allreduce(float(g @ v))
    ok_fwd = abs(dJ - fd) <= 1e-6 * (1 + abs(fd))
    ok_dot = abs(dot - dJ) <= 1e-10 * (1 + abs(dJ))
    # 3. gradient descent from zero (J is quadratic, its Hessian has norm <= 1: step 1)
    u = np.zeros(n)
    J0 = heat(u, target, r, nsteps, comm)
    for _ in range(iters):
        u -= 1.0 * mpiad.grad(heat)(u, target, r, nsteps, comm)
    J1 = heat(u, target, r, nsteps, comm)
    err = np.sqrt(
        comm.allreduce(float(((u - truth) ** 2).sum())) / comm.allreduce(float((truth**2).sum()))
    )
    ok_rec = J1 < 1e-4 * J0 and err < 0.05
    if rank == 0:
        print(
            f"heat: forward dJ.v = {dJ:.10f}, finite differences {fd:.10f}  "
            f"{'ok' if ok_fwd else 'MISMATCH'}"
        )
        print(
            f"heat: reverse <grad, v> = {dot:.10f} (dot-product test)  "
            f"{'ok' if ok_dot else 'MISMATCH'}"
        )
        print(
            f"heat: gradient descent, {iters} steps: misfit {J0:.3e} -> {J1:.3e}, initial "
            f"condition recovered to {100 * err:.2f}% (relative L2)  "
            f"{'ok' if ok_rec else 'NOT RECOVERED'}"
        )
    ok = ok_fwd and ok_dot and ok_rec
    ok = comm.allreduce(int(not ok)) == 0
    if rank == 0:
        print("heat: all checks passed" if ok else "heat: FAILED")
    return ok


def diffuse_numpy(u0, r, nsteps, comm):
    """The same explicit scheme in NumPy + mpi4py (an independent reference)."""
    n = u0.size
    u = np.zeros(n + 2)
    u[1 : n + 1] = u0
    left, right = (comm.rank - 1) % comm.size, (comm.rank + 1) % comm.size
    for _ in range(nsteps):
        u[0] = comm.sendrecv(u[n], dest=right, source=left, sendtag=0, recvtag=0)
        u[n + 1] = comm.sendrecv(u[1], dest=left, source=right, sendtag=1, recvtag=1)
        u[1 : n + 1] = u[1 : n + 1] + r * (u[0:n] - 2 * u[1 : n + 1] + u[2 : n + 2])
    return u[1 : n + 1].copy()


def bench(comm, n=2000, nsteps=200, r=0.25, reps=5):
    """First-call compile time, second-call overhead, derivative/primal time ratios."""
    rank = comm.rank
    x, truth = setup(n, comm)
    target = np.zeros(n)
    u0 = truth.copy()
    v = np.ones(n)
    g = np.zeros(n)

    def timed(fn):
        comm.Barrier()
        t = time.perf_counter()
        fn()
        comm.Barrier()
        return time.perf_counter() - t

    def prim():
        return heat(u0, target, r, nsteps, comm)

    def fwd():
        return mpiad.autodiff(mpiad.Forward, heat, mpiad.Duplicated(u0, v), target, r, nsteps, comm)

    def rev():
        return mpiad.autodiff(mpiad.Reverse, heat, mpiad.Duplicated(u0, g), target, r, nsteps, comm)

    first = {k: timed(f) for k, f in (("primal", prim), ("forward", fwd), ("reverse", rev))}
    second = {k: timed(f) for k, f in (("primal", prim), ("forward", fwd), ("reverse", rev))}
    med = {
        k: float(np.median([timed(f) for _ in range(reps)]))
        for k, f in (("primal", prim), ("forward", fwd), ("reverse", rev))
    }
    # per-call overhead of the front end: a tiny problem
    small_u, small_t, small_g = np.zeros(4), np.zeros(4), np.zeros(4)
    heat(small_u, small_t, r, 0, comm)
    mpiad.autodiff(mpiad.Reverse, heat, mpiad.Duplicated(small_u, small_g), small_t, r, 0, comm)
    k = 200
    t = time.perf_counter()
    for _ in range(k):
        mpiad.autodiff(mpiad.Reverse, heat, mpiad.Duplicated(small_u, small_g), small_t, r, 0, comm)
    overhead = (time.perf_counter() - t) / k
    if rank == 0:
        print(f"heat bench: {comm.size} ranks, {n} cells/rank, {nsteps} steps")
        for key in ("primal", "forward", "reverse"):
            print(
                f"  {key:8s} first call {first[key]:.3f} s, second call {second[key] * 1e3:.2f}"
                f" ms, median of {reps}: {med[key] * 1e3:.2f} ms"
            )
        print(
            f"  ratio forward/primal {med['forward'] / med['primal']:.2f}, "
            f"reverse/primal {med['reverse'] / med['primal']:.2f}"
        )
        print(f"  front-end overhead per call (reverse, 4 cells, 0 steps): {overhead * 1e6:.1f} us")
        print(f"  {mpiad.stats()}")


def main() -> int:
    comm = MPI.COMM_WORLD
    if "--bench" in sys.argv:
        rest = [int(a) for a in sys.argv[sys.argv.index("--bench") + 1 :]]
        bench(comm, *rest)  # --bench [cells per rank] [steps] [repetitions]
        return 0
    return 0 if check_and_recover(comm) else 1


if __name__ == "__main__":
    sys.exit(main())
