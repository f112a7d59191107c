"""Requests of nonblocking calls in a checkpointed loop of C code (ckpt_src/requests.c, compiled
by zig cc at -O2), run under mpiexec: ``complete`` (each step waits for its own requests; the
request array lives outside the loop, so it is part of the snapshots) gives the fully taped
gradient to 1e-12; ``pending`` (a step waits for the previous step's requests) stops with the
runtime's message, since a recomputed step cannot wait for a request of another step;
``pending_iscan`` the same with a nonblocking collective's request (MPI_Iscan).

    mpiexec -n 2 python -m tests.integration.ckpt_requests complete|pending|pending_iscan
"""

from __future__ import annotations

import ctypes
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from mpi4py import MPI

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.ir.parser import parse_module

SRC = Path(__file__).resolve().parent / "ckpt_src" / "requests.c"
D_PTR = ctypes.POINTER(ctypes.c_double)
I64 = ctypes.c_int64


def _ir(src: Path = SRC) -> str:
    """``src`` compiled to LLVM IR by zig cc -O2 (for x86_64 Linux, the JIT's target)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "requests.ll"
        inc = Path(sys.prefix) / "include"
        zig = [sys.executable, "-m", "ziglang", "cc", "-O2", "-target", "x86_64-linux-gnu"]
        res = subprocess.run(
            [*zig, "-S", "-emit-llvm", f"-I{inc}", str(src), "-o", str(out)],
            capture_output=True,
            text=True,
        )
        if not out.exists():
            raise RuntimeError(f"zig cc failed on {src}:\n{res.stderr}")
        return out.read_text()


def marked_and_unmarked(src: Path = SRC) -> tuple[str, str]:
    """``src``'s IR without and with its checkpoint marker (the fully taped reference and the
    checkpointed loop), compiled once, on rank 0: ranks running zig at once can trip over its
    cache."""
    text = MPI.COMM_WORLD.bcast(_ir(src) if MPI.COMM_WORLD.rank == 0 else None)
    return re.sub(r"^\s*call void @mpiad_checkpoint\(.*$", "", text, flags=re.M), text


def run(main) -> None:
    """``main()``, aborting the job if it raises: one rank failing must not leave the other
    waiting in a collective."""
    try:
        main()
    except Exception as e:
        print(f"rank {MPI.COMM_WORLD.rank} error: {type(e).__name__}: {e}", file=sys.stderr)
        sys.stderr.flush()
        MPI.COMM_WORLD.Abort(1)


def _gradient(text: str):
    m = parse_module(text, "requests.ll")
    g = D.reverse(m, "f", ["dup", "const", "const", "const", "const"], name="grad_f")
    jm = compile_module(str(m), opt=2)[0]
    return jm, jm.fn(g.name, None, D_PTR, D_PTR, I64, I64, I64, I64, ctypes.c_double)


def main() -> None:
    rank = MPI.COMM_WORLD.rank
    unmarked, text = marked_and_unmarked()
    u0 = np.random.default_rng(5 + rank).uniform(-0.5, 0.5, 6)
    pending = {"complete": 0, "pending": 1, "pending_iscan": 2}[sys.argv[1]]
    grads = []
    keep = []
    for t in (unmarked, text):
        jm, fn = _gradient(t)
        keep.append(jm)
        u, du = u0.copy(), np.zeros_like(u0)
        fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), u0.size, 7, 2, pending, 1.0)
        grads.append(du)
    err = np.abs(grads[1] - grads[0]).max() / np.abs(grads[0]).max()
    print(f"rank {rank} {'ok' if err <= 1e-12 else 'FAIL'} requests error {err:.3g}", flush=True)


if __name__ == "__main__":
    run(main)
