"""Caching: in memory (a second call compiles nothing) and on disk (a new process compiles
nothing). Run under mpiexec -n N:

    python -m tests.integration.frontend.fe_cache MODULE.py cold|warm|grad   (from the repo root)

MODULE.py defines ``kernel(x, comm)`` with ``@mpiad.jit(cache=True)``. ``cold``: the disk cache
has no entry for it, so the first calls make 3 entries (primal, forward, reverse), each compiled
and written by one rank of the job and loaded by the others;
``warm``: they load those 3 entries and compile nothing. In both cases the second calls compile
nothing. A kernel without ``cache=True`` is also checked for the in-memory cache.
``grad``: on an empty disk cache, the first call is ``mpiad.grad``: one rank of the job runs
Numba, the pass and LLVM, the others wait for its entry (they need no Numba compile to learn the
result's layout), and the gradient is the reverse-mode one.
"""

from __future__ import annotations

import importlib.util
import sys
import time

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

COMM = MPI.COMM_WORLD
RANK = COMM.rank


@mpiad.jit
def in_memory(x, comm):
    t = np.zeros(1)
    mpi.allreduce(x[0] * x[1], t, mpi.SUM, comm)
    return t[0]


def fail(msg):
    sys.stdout.write(f"rank {RANK} FAIL {msg}\n")
    sys.stdout.flush()
    COMM.Abort(1)


def calls(f, x):
    y = f(x, COMM)
    t = mpiad.autodiff(mpiad.Forward, f, mpiad.Duplicated(x, np.ones_like(x)), COMM)
    g = np.zeros_like(x)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(x, g), COMM)
    return y, t, g


def first_grad(kernel, x) -> None:
    before = mpiad.stats()
    g = mpiad.grad(kernel, loss="sum")(x, COMM)
    after = mpiad.stats()
    keys = ("numba_compiles", "llvm_compiles", "disk_writes", "disk_hits")
    made = {k: COMM.allreduce(after.get(k, 0) - before.get(k, 0)) for k in keys}
    if made.get("numba_compiles") != 1 or made.get("disk_writes") != 1:
        fail(f"cold grad: expected one rank to compile and write the entry: {made}")
    if made.get("disk_hits") != COMM.size - 1:
        fail(f"cold grad: expected the other ranks to load the entry: {made}")
    ref = np.zeros_like(x)
    mpiad.autodiff(mpiad.Reverse, kernel, mpiad.Duplicated(x, ref), COMM)
    if not np.allclose(g, ref, rtol=1e-14, atol=0.0):
        fail(f"cold grad: {g} differs from the reverse-mode gradient {ref}")
    sys.stdout.write(f"rank {RANK} ok cache grad {made}\n")
    sys.stdout.flush()


def main() -> int:
    path, expect = sys.argv[1], sys.argv[2]
    spec = importlib.util.spec_from_file_location("cached_kernel", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    x = np.linspace(1.0, 2.0, 4) + RANK
    if expect == "grad":
        first_grad(mod.kernel, x)
        return 0
    before = mpiad.stats()
    y, t, g = calls(mod.kernel, x)
    first = mpiad.stats()
    if expect == "cold":
        # one compile per job: each entry is compiled and written by one rank, the others wait
        # for it and load it (mpiad.cache.first_writer)
        writes = first.get("disk_writes", 0) - before.get("disk_writes", 0)
        hits = first.get("disk_hits", 0) - before.get("disk_hits", 0)
        if writes + hits != 3:
            fail(f"cold start: expected 3 entries written or loaded: {first}")
        if COMM.allreduce(writes) != 3 or COMM.allreduce(first.get("numba_compiles", 0)) < 1:
            fail(f"cold start: expected each entry written once in the job: {first}")
    else:
        if first.get("disk_hits", 0) != 3 or any(
            first.get(k, 0)
            for k in ("numba_compiles", "llvm_compiles", "derivatives", "disk_writes")
        ):
            fail(f"warm start: expected 3 disk hits and no compilation, stats {first}")
    t0 = time.perf_counter()
    y2, t2, g2 = calls(mod.kernel, x)
    second_time = time.perf_counter() - t0
    if mpiad.stats() != first:
        fail(f"the second calls compiled something: {first} -> {mpiad.stats()}")
    if not (y == y2 and t == t2 and np.array_equal(g, g2)):
        fail("the second calls gave different results")
    L, R = COMM.allreduce(t), COMM.allreduce(float(g.sum()))
    if abs(L - R) > 1e-10 * (1 + abs(L)):
        fail(f"dot-product test {L} vs {R}")
    # in memory only (no cache=True)
    s0 = mpiad.stats()
    calls(in_memory, x)
    s1 = mpiad.stats()
    if s1.get("llvm_compiles", 0) - s0.get("llvm_compiles", 0) != 3 or s1.get(
        "disk_writes"
    ) != s0.get("disk_writes"):
        fail(f"in-memory kernel: expected 3 compilations and no disk writes: {s0} -> {s1}")
    calls(in_memory, x)
    if mpiad.stats() != s1:
        fail(f"in-memory kernel: the second calls compiled something: {s1} -> {mpiad.stats()}")
    sys.stdout.write(
        f"rank {RANK} ok cache {expect} first={first} second_calls_ms={second_time * 1e3:.2f}\n"
    )
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
