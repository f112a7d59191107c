"""Kernels written with the real ``numba-mpi`` package, differentiated unchanged (run under
mpiexec -n N). numba-mpi reaches MPI through ctypes pointers in Numba's dynamic globals and
reads handles from mpi4py's memory; mpiad resolves both in-process. Uses fe_check's checks
(finite differences, dot-product test, vector mode). Prints ``rank R skip`` without numba-mpi.
"""

from __future__ import annotations

import importlib.util
import sys

import numpy as np

import mpiad
from tests.integration.frontend import fe_check

if importlib.util.find_spec("numba_mpi") is None:
    sys.stdout.write(f"rank {fe_check.RANK} skip numba-mpi is not installed\n")
    sys.exit(0)

import numba_mpi as nm


@mpiad.jit(cache=True)
def nm_ring(x, y, n):
    r = nm.rank()
    size = nm.size()
    z = np.empty_like(x)
    _, sreq = nm.isend(x, (r + 1) % size, 1)
    _, rreq = nm.irecv(z, (r - 1) % size, 1)
    nm.waitall((sreq, rreq))
    nm.allreduce(z, y, nm.Operator.SUM)
    s = 0.0
    for i in range(n):
        s += y[i] * z[i] * x[i]
    return s


@mpiad.jit(cache=True)
def nm_collectives(x, y, n):
    t = np.empty(n)
    for i in range(n):
        t[i] = x[i] * x[i]
    nm.bcast(t, 0)
    nm.sendrecv(t, (nm.rank() + 1) % nm.size(), y, (nm.rank() - 1) % nm.size(), 4, 4)
    nm.barrier()
    s = np.zeros(1)
    nm.allreduce(t, y, nm.Operator.MAX)
    nm.allreduce(x[0] * y[0], s)
    return s[0]


def main() -> int:
    fe_check.check(nm_ring, "a:3,a:3,i:3")
    fe_check.check(nm_collectives, "a:3,a:3,i:3")
    return 0


if __name__ == "__main__":
    sys.exit(main())
