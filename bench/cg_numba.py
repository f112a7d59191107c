"""The CSR conjugate-gradient case of ``bench/cg_csr.py`` as a Numba kernel (``@mpiad.jit``), the
same algorithm as ``bench/src/cg_csr.c``: a 27-point operator on a z-slab per rank, halos with
irecv + send + wait, dots with allreduce, |x|^2 after a fixed number of iterations."""

from __future__ import annotations

import numba
import numpy as np

import mpiad
import mpiad.mpi as mpi


def build_csr(nx: int, ny: int, nz: int, rank: int, size: int):
    """(rowptr, col, val): 26 on the diagonal, -1 for each neighbour; columns n..n+P-1 are the
    plane below (from rank-1), n+P..n+2P-1 the plane above (rank+1), P = nx*ny."""
    P, n = nx * ny, nx * ny * nz
    rowptr, col, val = [0], [], []
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                for dz in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        for dx in (-1, 0, 1):
                            zz, yy, xx = z + dz, y + dy, x + dx
                            if not (0 <= yy < ny and 0 <= xx < nx):
                                continue
                            if zz < 0:
                                if rank == 0:
                                    continue
                                c = n + yy * nx + xx
                            elif zz >= nz:
                                if rank == size - 1:
                                    continue
                                c = n + P + yy * nx + xx
                            else:
                                c = (zz * ny + yy) * nx + xx
                            col.append(c)
                            val.append(26.0 if dz == dy == dx == 0 else -1.0)
                rowptr.append(len(col))
    return np.array(rowptr, np.int64), np.array(col, np.int64), np.array(val)


@numba.njit
def _halo(p, n, P, comm):
    rank, size = mpi.rank(comm), mpi.size(comm)
    if rank > 0:
        _, rb = mpi.irecv(p[n : n + P], rank - 1, 1, comm)
    if rank < size - 1:
        _, ra = mpi.irecv(p[n + P : n + 2 * P], rank + 1, 0, comm)
    if rank > 0:
        mpi.send(p[:P], rank - 1, 0, comm)
    if rank < size - 1:
        mpi.send(p[n - P : n], rank + 1, 1, comm)
    if rank > 0:
        mpi.wait(rb)
    if rank < size - 1:
        mpi.wait(ra)


@numba.njit
def _spmv(rowptr, col, val, x, y):
    for i in range(y.size):
        s = 0.0
        for k in range(rowptr[i], rowptr[i + 1]):
            s += val[k] * x[col[k]]
        y[i] = s


@numba.njit
def _dot(a, b, comm):
    local = 0.0
    for i in range(a.size):
        local += a[i] * b[i]
    out = np.zeros(1)
    mpi.allreduce(local, out, mpi.SUM, comm)
    return out[0]


@mpiad.jit(cache=True)
def cg_loss(b, P, iters, rowptr, col, val, comm):
    n = b.size
    x = np.zeros(n)
    r = b.copy()
    p = np.zeros(n + 2 * P)
    ap = np.zeros(n)
    for i in range(n):
        p[i] = b[i]
    rr = _dot(r, r, comm)
    for _ in range(iters):
        _halo(p, n, P, comm)
        _spmv(rowptr, col, val, p, ap)
        alpha = rr / _dot(p[:n], ap, comm)
        for i in range(n):
            x[i] += alpha * p[i]
            r[i] -= alpha * ap[i]
        rr_new = _dot(r, r, comm)
        beta = rr_new / rr
        rr = rr_new
        for i in range(n):
            p[i] = r[i] + beta * p[i]
    return _dot(x, x, comm)
