"""Long runs leak nothing (for test_leaks.py; run under ``mpiexec -n N``).

    python -m tests.robustness.leak_prog CALLS [--leak BYTES] [--mode reverse|forward]

``halo_steps`` smooths a distributed 1-D array for a few steps, exchanging one ghost value with
each neighbour per step through MPI_Irecv / MPI_Isend / MPI_Waitall (a ring), then returns the
sum of squares. Each rank computes its gradient (reverse mode: tape, shadow buffers, the request
table of the MPI runtime; or tangent: forward mode's request records and shadow requests) CALLS
times after a warm-up, and reports how much its C heap in use (mallinfo2: what was malloc'd and
not freed, by mpiad's runtime, the tape, MPI, NumPy), its resident set (after malloc_trim) and
its number of Python objects grew over those calls. ``--leak BYTES``: a negative control that
mallocs BYTES per call and never frees them, to show the measurement sees a leak of that size.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import sys
import time

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi
from mpiad import Const, Duplicated

COMM = MPI.COMM_WORLD
RANK = COMM.rank
_libc = ctypes.CDLL("libc.so.6")
_libc.malloc.restype = ctypes.c_void_p


@mpiad.jit
def halo_steps(u, steps, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    left = (rank - 1) % size
    right = (rank + 1) % size
    n = u.size
    gl = np.empty(1)
    gr = np.empty(1)
    for _ in range(steps):
        _, r1 = mpi.irecv(gl, left, 1, comm)
        _, r2 = mpi.irecv(gr, right, 2, comm)
        _, s1 = mpi.isend(u[n - 1 :], right, 1, comm)
        _, s2 = mpi.isend(u[:1], left, 2, comm)
        mpi.waitall((r1, r2, s1, s2))
        a = u[0]
        for i in range(n - 1):
            b = u[i]
            u[i] = 0.25 * a + 0.5 * b + 0.25 * u[i + 1]
            a = b
        u[0] = u[0] + 0.1 * gl[0] * gl[0]
        u[n - 1] = 0.5 * a + 0.5 * gr[0]
    s = 0.0
    for i in range(n):
        s += u[i] * u[i]
    return s


class _Mallinfo2(ctypes.Structure):
    _fields_ = [
        (n, ctypes.c_size_t)
        for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                  "uordblks", "fordblks", "keepcost")
    ]  # fmt: skip


_libc.mallinfo2.restype = _Mallinfo2


def measure() -> tuple[int, int, int]:
    """(bytes of C heap in use: malloc'd and not freed, whether or not its pages are touched;
    resident set after malloc_trim; Python objects tracked by the collector)."""
    gc.collect()
    _libc.malloc_trim(0)
    mi = _libc.mallinfo2()
    with open("/proc/self/statm") as f:
        rss = int(f.read().split()[1]) * 4096
    return mi.uordblks + mi.hblkhd, rss, len(gc.get_objects())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("calls", type=int)
    ap.add_argument("--leak", type=int, default=0)
    ap.add_argument("--mode", default="reverse")
    a = ap.parse_args()
    u0 = np.linspace(0.5, 1.5, 16) + RANK
    u, du = u0.copy(), np.zeros(16)

    def one():
        u[:] = u0
        if a.mode == "reverse":
            du[:] = 0.0
            mpiad.autodiff(mpiad.Reverse, halo_steps, Duplicated(u, du), Const(4), Const(COMM))
        else:
            du[:] = 1.0
            mpiad.autodiff(mpiad.Forward, halo_steps, Duplicated(u, du), Const(4), Const(COMM))
        if a.leak:
            _libc.malloc(a.leak)

    for _ in range(max(200, a.calls // 10)):  # warm-up: compile, fill caches and pools
        one()
    COMM.Barrier()
    (heap0, rss0, obj0), t0 = measure(), time.perf_counter()
    for _ in range(a.calls):
        one()
    COMM.Barrier()
    (heap1, rss1, obj1), dt = measure(), time.perf_counter() - t0
    sys.stdout.write(
        f"rank {RANK} calls {a.calls} heap_before {heap0} heap_growth {heap1 - heap0} "
        f"per_call {(heap1 - heap0) / a.calls:.2f} rss_before {rss0} rss_growth {rss1 - rss0} "
        f"objects_growth {obj1 - obj0} us_per_call {1e6 * dt / a.calls:.1f} "
        f"grad_norm {float(np.linalg.norm(du)):.6g}\n"
    )


if __name__ == "__main__":
    main()
