"""Run under mpiexec: JIT the hand-written ring_allreduce.ll and check @smoke on every rank.

Exercises only the plumbing mpiad relies on (libmpi visible to the llvmlite
JIT, MPI initialised by mpi4py, MPICH-ABI handles in IR), no AD.  Prints one
line ``rank R ok VALUE`` per rank; exits nonzero on a mismatch.

Usage: python -m tests.integration.smoke.run_smoke [--jit mcjit|lljit] [--x X]
"""

from __future__ import annotations

import argparse
import ctypes
import math
import os
import sys
from pathlib import Path

from mpiad import mpilib

HERE = Path(__file__).resolve().parent
IR_PATH = HERE / "ring_allreduce.ll"


def expected(x: float, rank: int, size: int) -> float:
    """Closed form of @smoke (see the header comment of ring_allreduce.ll)."""
    left = (rank - 1 + size) % size
    recv = x * (left + 1)
    total = x * size * (size + 1) / 2 + size * (size - 1) / 2
    return total + recv


def _target_machine():
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm.Target.from_default_triple().create_target_machine()


def jit_mcjit(ir_text: str):
    """Compile with MCJIT; returns (callable, keepalive)."""
    import llvmlite.binding as llvm

    tm = _target_machine()
    mod = llvm.parse_assembly(ir_text)
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    addr = engine.get_function_address("smoke")
    assert addr, "smoke not found"
    fn = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(addr)
    return fn, engine


def jit_lljit(ir_text: str):
    """Compile with ORC LLJIT; returns (callable, keepalive)."""
    import llvmlite.binding as llvm

    tm = _target_machine()
    mod = llvm.parse_assembly(ir_text)
    mod.verify()
    lljit = llvm.create_lljit_compiler(tm)
    rt = (
        llvm.JITLibraryBuilder()
        .add_ir(str(mod))
        .add_current_process()
        .export_symbol("smoke")
        .link(lljit, "smoke_lib")
    )
    fn = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(rt["smoke"])
    return fn, (lljit, rt)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jit", choices=["mcjit", "lljit"], default="mcjit")
    ap.add_argument("--x", type=float, default=1.5)
    args = ap.parse_args()

    mpilib.load_libmpi()
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    rank, size = comm.Get_rank(), comm.Get_size()

    jit = jit_mcjit if args.jit == "mcjit" else jit_lljit
    fn, _keep = jit(IR_PATH.read_text())
    got = fn(args.x)
    want = expected(args.x, rank, size)
    ok = math.isclose(got, want, rel_tol=0.0, abs_tol=1e-12)
    # One write per line so hydra's forwarding never interleaves ranks mid-line.
    msg = (
        f"rank {rank} {'ok' if ok else 'FAIL'} {got!r}"
        + ("" if ok else f" expected {want!r}")
        + "\n"
    )
    os.write(1, msg.encode())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
