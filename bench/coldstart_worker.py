"""One rank of ``python -m bench.coldstart``: the first primal, forward and reverse call of the
heat-equation example (examples/heat.py: halo exchange and Allreduce) with ``cache=True``, timed
from the start of the process (imports, Numba, the pass and LLVM, or the disk cache). Prints one
line per rank: ``coldstart RANK SECONDS COMPILES DISK_HITS``."""

from __future__ import annotations

import time

T0 = time.perf_counter()

import numpy as np  # noqa: E402
from mpi4py import MPI  # noqa: E402

import mpiad  # noqa: E402
from mpiad.counters import STATS  # noqa: E402

from .coldstart_kernel import heat  # noqa: E402


def main() -> None:
    comm = MPI.COMM_WORLD
    n = 16
    u0 = np.linspace(0.0, 1.0, n)
    target = np.zeros(n)
    heat(u0, target, 0.25, 4, comm)
    mpiad.autodiff(mpiad.Forward, heat, mpiad.Duplicated(u0, np.ones(n)), target, 0.25, 4, comm)
    mpiad.grad(heat)(u0, target, 0.25, 4, comm)
    elapsed = time.perf_counter() - T0
    print(
        f"coldstart {comm.rank} {elapsed:.3f} {STATS['llvm_compiles']} {STATS['disk_hits']}",
        flush=True,
    )


if __name__ == "__main__":
    main()
