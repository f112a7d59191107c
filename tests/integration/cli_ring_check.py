"""Runs what ``mpiad-opt examples/ring.ll --fn ring --mode reverse --args out,const`` wrote (under
``mpiexec -n N``, N >= 2): the module as the CLI wrote it, JIT-compiled, not differentiated again.

    python -m tests.integration.cli_ring_check RING.grad.ll   (from the repository root)

Every rank ends the ring holding rank 0's token, so d ring_r / d token_q is 1 for q = 0 and 0
otherwise. Each rank seeds its own result with dret = r + 1: rank 0's adjoint of its token is the
sum of the seeds, n (n + 1) / 2, the others' is 0. Prints ``rank R ok`` or raises."""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

from mpiad.mpilib import load_libmpi

load_libmpi()
from mpi4py import MPI  # noqa: E402

from mpiad.engine import compile_module  # noqa: E402

comm = MPI.COMM_WORLD
rank, size = comm.Get_rank(), comm.Get_size()
jit, _ = compile_module(Path(sys.argv[1]).read_text())
diffe = jit.fn("diffe_ring", ctypes.c_double, ctypes.c_double, ctypes.c_int32, ctypes.c_double)
got = diffe(1.5 + rank, MPI._handleof(comm), float(rank + 1))
want = size * (size + 1) / 2 if rank == 0 else 0.0
assert got == want, f"rank {rank}: adjoint of the token {got}, expected {want}"
print(f"rank {rank} ok adjoint {got}", flush=True)
