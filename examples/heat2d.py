"""2-D heat equation on a Cartesian process grid, differentiated (examples/heat2d.c in Numba).

Each rank holds an ``NY x NX`` block of the periodic unit square plus a ring of ghost cells, on
a process grid the kernel makes (``cart_create``; neighbours from ``cart_shift``). The halo
exchange is set up once with persistent requests (``send_init`` / ``recv_init``) on the block
itself: rows are contiguous, and the columns, strided in the row-major block, travel as a
vector datatype made by mpi4py outside the kernel (``MPI.DOUBLE.Create_vector``), so nothing is
packed; every explicit step restarts them (``startall``). While they travel, each rank updates
the cells that need no ghost and completes the ``iallreduce`` of the previous step's residual
norm; then the boundary cells. The objective

    J(u0) = 1/2 sum (u_T - target)^2 + w sum_t ||u_{t+1} - u_t||^2

is the same on every rank. Checks: the primal against an independent NumPy + mpi4py version,
forward mode against central finite differences, the reverse-mode gradient by the dot-product
test summed over the ranks:

    mpiexec -n 4 python examples/heat2d.py
"""

import sys

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

NY, NX = 5, 6  # cells per rank along y (rows) and x (columns)
R = 0.2  # diffusion number: stable below 0.25
W = 0.5  # weight of the residual norms


@mpiad.jit(cache=True)
def heat2d(u0, target, nsteps, dims, comm, column):
    ny, nx = u0.shape
    _, grid = mpi.cart_create(comm, dims, (True, True))
    _, up, down = mpi.cart_shift(grid, 0, 1)
    _, left, right = mpi.cart_shift(grid, 1, 1)
    u = np.zeros((ny + 2, nx + 2))
    un = np.zeros((ny + 2, nx + 2))
    for j in range(ny):
        for i in range(nx):
            u[j + 1, i + 1] = u0[j, i]
    # the halos, in place: a column is one `column` (ny elements nx + 2 apart) from its first
    # cell; a row is contiguous. Tags by direction of travel: 0 right, 1 left, 2 down, 3 up
    _, r1 = mpi.recv_init(u[1 : ny + 1, 0], left, 0, grid, datatype=column)
    _, r2 = mpi.recv_init(u[1 : ny + 1, nx + 1], right, 1, grid, datatype=column)
    _, r3 = mpi.recv_init(u[0, 1 : nx + 1], up, 2, grid)
    _, r4 = mpi.recv_init(u[ny + 1, 1 : nx + 1], down, 3, grid)
    _, s1 = mpi.send_init(u[1 : ny + 1, nx], right, 0, grid, datatype=column)
    _, s2 = mpi.send_init(u[1 : ny + 1, 1], left, 1, grid, datatype=column)
    _, s3 = mpi.send_init(u[ny, 1 : nx + 1], down, 2, grid)
    _, s4 = mpi.send_init(u[1, 1 : nx + 1], up, 3, grid)
    res_local = np.zeros(1)
    res = np.zeros(1)
    norm = np.empty(1, dtype=mpi.RequestType)
    J = 0.0
    for t in range(nsteps):
        mpi.startall((r1, r2, r3, r4, s1, s2, s3, s4))
        # overlapped with the halo exchange: the cells that need no ghost...
        for j in range(2, ny):
            for i in range(2, nx):
                un[j, i] = u[j, i] + R * (
                    u[j, i - 1] + u[j, i + 1] + u[j - 1, i] + u[j + 1, i] - 4.0 * u[j, i]
                )
        # ...and the previous step's residual norm
        if t > 0:
            mpi.wait(norm)
            J += W * res[0]
        mpi.waitall((r1, r2, r3, r4, s1, s2, s3, s4))
        for j in range(1, ny + 1):
            for i in range(1, nx + 1):
                if j == 1 or j == ny or i == 1 or i == nx:
                    un[j, i] = u[j, i] + R * (
                        u[j, i - 1] + u[j, i + 1] + u[j - 1, i] + u[j + 1, i] - 4.0 * u[j, i]
                    )
        s = 0.0
        for j in range(1, ny + 1):
            for i in range(1, nx + 1):
                d = un[j, i] - u[j, i]
                s += d * d
                u[j, i] = un[j, i]
        res_local[0] = s
        _, q = mpi.iallreduce(res_local, res, mpi.SUM, grid)
        norm[0] = q[0]
    if nsteps > 0:
        mpi.wait(norm)
        J += W * res[0]
    for q in (r1, r2, r3, r4, s1, s2, s3, s4):
        mpi.request_free(q)
    misfit = 0.0
    for j in range(ny):
        for i in range(nx):
            d = u[j + 1, i + 1] - target[j, i]
            misfit += d * d
    total = np.zeros(1)
    mpi.allreduce(misfit, total, mpi.SUM, grid)
    mpi.comm_free(grid)
    return J + 0.5 * total[0]


def heat2d_numpy(u0, target, nsteps, grid):
    """The same scheme in NumPy + mpi4py (an independent reference for the primal)."""
    ny, nx = u0.shape
    up, down = grid.Shift(0, 1)
    left, right = grid.Shift(1, 1)
    u = np.zeros((ny + 2, nx + 2))
    u[1:-1, 1:-1] = u0
    J = 0.0
    for _ in range(nsteps):
        u[1:-1, 0] = grid.sendrecv(u[1:-1, nx].copy(), dest=right, source=left, sendtag=0)
        u[1:-1, -1] = grid.sendrecv(u[1:-1, 1].copy(), dest=left, source=right, sendtag=1)
        u[0, 1:-1] = grid.sendrecv(u[ny, 1:-1].copy(), dest=down, source=up, sendtag=2)
        u[-1, 1:-1] = grid.sendrecv(u[1, 1:-1].copy(), dest=up, source=down, sendtag=3)
        c = u[1:-1, 1:-1]
        new = c + R * (u[1:-1, :-2] + u[1:-1, 2:] + u[:-2, 1:-1] + u[2:, 1:-1] - 4.0 * c)
        J += W * grid.allreduce(float(((new - c) ** 2).sum()))
        u[1:-1, 1:-1] = new
    return J + 0.5 * grid.allreduce(float(((u[1:-1, 1:-1] - target) ** 2).sum()))


def check(comm, nsteps=6) -> bool:
    dims = tuple(MPI.Compute_dims(comm.size, 2))
    grid = comm.Create_cart(dims, periods=[True, True])  # the kernel's grid, for the reference
    rank = grid.rank
    column = MPI.DOUBLE.Create_vector(NY, 1, NX + 2).Commit()  # a column of the ghosted block
    hood = (dims, comm, column)
    y, x = np.meshgrid((np.arange(NY) + 0.5) / NY, (np.arange(NX) + 0.5) / NX, indexing="ij")
    u0 = np.sin(2 * np.pi * x) * np.cos(np.pi * y) + 0.1 * rank
    target = 0.3 * np.cos(2 * np.pi * y + rank)
    v = np.random.default_rng(3 + rank).normal(size=u0.shape)
    # 0. the primal against the NumPy reference
    J = heat2d(u0, target, nsteps, *hood)
    ref = heat2d_numpy(u0, target, nsteps, grid)
    ok_primal = abs(J - ref) <= 1e-12 * (1 + abs(ref))
    # 1. forward mode against central finite differences
    dJ = mpiad.autodiff(mpiad.Forward, heat2d, mpiad.Duplicated(u0, v), target, nsteps, *hood)
    h = 1e-6
    fd = (heat2d(u0 + h * v, target, nsteps, *hood) - heat2d(u0 - h * v, target, nsteps, *hood)) / (
        2 * h
    )
    ok_fwd = abs(dJ - fd) <= 1e-6 * (1 + abs(fd))
    # 2. reverse mode: J is the same on every rank, so grad counts it once; the dot-product test
    g = mpiad.grad(heat2d)(u0, target, nsteps, *hood)
    dot = grid.allreduce(float((g * v).sum()))
    ok_rev = abs(dot - dJ) <= 1e-10 * (1 + abs(dJ))
    if rank == 0:
        mark = {True: "ok", False: "MISMATCH"}
        dims = "x".join(map(str, grid.dims))
        print(f"heat2d: {dims} grid, J = {J:.12f}, NumPy {ref:.12f}  {mark[ok_primal]}")
        print(f"heat2d: forward dJ.v = {dJ:.10f}, finite differences {fd:.10f}  {mark[ok_fwd]}")
        print(f"heat2d: reverse <grad, v> = {dot:.10f} (dot-product test)  {mark[ok_rev]}")
    ok = grid.allreduce(int(not (ok_primal and ok_fwd and ok_rev))) == 0
    if rank == 0:
        print("heat2d: all checks passed" if ok else "heat2d: FAILED")
    grid.Free()
    column.Free()
    return ok


if __name__ == "__main__":
    sys.exit(0 if check(MPI.COMM_WORLD) else 1)
