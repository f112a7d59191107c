"""A checkpointed while loop whose body is a call of another ``@mpiad.jit`` function that
returns the change (test_checkpoint_callee.py), under mpiexec: the residual array ``g`` is only
written inside the loop (by the callee's MPI_Allreduce), so the function around the loop saw no
active data in it and gave it no shadow; the step's adjoint then accumulated into a null shadow
pointer (a crash). Compares the gradient with the fully taped one and with central differences;
prints ``rank R ok while_callee``."""

from __future__ import annotations

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi


@mpiad.jit
def _relax_step(u, un, n, left, right, g, comm):
    mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
    mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
    for i in range(1, n + 1):
        un[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.1 * u[i] ** 3
    d = 0.0
    for i in range(1, n + 1):
        d += (un[i] - u[i]) ** 2
        u[i] = un[i]
    mpi.allreduce(d, g, mpi.SUM, comm)
    return g[0]


@mpiad.jit
def relax_ck(u0, comm):
    n = u0.size
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    g = np.zeros(1)
    change = 1e300
    while mpiad.checkpointed_while(change > 1e-4, snapshots=3):
        change = _relax_step(u, un, n, left, right, g, comm)
    total = np.zeros(1)
    mpi.allreduce(np.sum(u[1 : n + 1] ** 2), total, mpi.SUM, comm)
    return total[0]


@mpiad.jit
def relax_taped(u0, comm):
    n = u0.size
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    g = np.zeros(1)
    change = 1e300
    while change > 1e-4:
        change = _relax_step(u, un, n, left, right, g, comm)
    total = np.zeros(1)
    mpi.allreduce(np.sum(u[1 : n + 1] ** 2), total, mpi.SUM, comm)
    return total[0]


def main() -> None:
    comm = MPI.COMM_WORLD
    rng = np.random.default_rng(1 + comm.rank)
    x = 0.5 + 0.5 * rng.random(4)
    v = rng.normal(size=4)
    g = mpiad.grad(relax_ck)(x, comm)
    again = mpiad.grad(relax_ck)(x, comm)
    taped = mpiad.grad(relax_taped)(x, comm)
    assert np.allclose(g, taped, rtol=1e-10, atol=1e-12), (g, taped)
    assert np.array_equal(g, again), (g, again)
    h = 1e-6
    fd = (relax_ck(x + h * v, comm) - relax_ck(x - h * v, comm)) / (2 * h)
    dot = comm.allreduce(float(g @ v))
    assert abs(fd - dot) <= 1e-6 * max(1.0, abs(fd)), (fd, dot)
    print(f"rank {comm.rank} ok while_callee", flush=True)


if __name__ == "__main__":
    main()
