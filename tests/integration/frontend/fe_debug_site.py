"""A ``debug=True`` kernel whose reverse mode the runtime refuses (run under ``mpiexec -n 2``):
MPI_MAX accumulated in an MPI_Win_lock_all epoch. The runtime's message names this file's line
of the ``mpi.accumulate`` call (issue 37: ``passes/call_sites.py`` stores it; the debug build
compiles with ``mpiad.call_site_locs.DebugCompiler``, so the call inlined from ``mpiad.mpi``
carries the kernel's line, not one of mpiad's own files). The job aborts; it never returns.
"""

from __future__ import annotations

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi
from mpiad import Duplicated


@mpiad.jit(debug=True)
def lock_max(x, comm):
    g = np.zeros(1)
    _, win = mpi.win_create(g, comm)
    a = np.empty(1)
    a[0] = x[0] * x[0] + 1.0
    mpi.win_lock_all(0, win)
    mpi.accumulate(a, 0, 0, mpi.MAX, win)  # the line the refusal names
    mpi.win_unlock_all(win)
    mpi.barrier(comm)
    s = g[0] * g[0]
    mpi.win_free(win)
    return s


def main() -> None:
    x = np.ones(2)
    mpiad.autodiff(
        mpiad.ReverseWithPrimal, lock_max, Duplicated(x, np.zeros(2)), MPI.COMM_WORLD, dret=1.0
    )
    print(f"rank {MPI.COMM_WORLD.rank} returned", flush=True)


if __name__ == "__main__":
    main()
