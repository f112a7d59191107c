"""Distributed CSR conjugate gradients: derivative/primal ratios and tape bytes (issue 25).

The case is the shape of a real CG mini-app: a 27-point operator on a 3-D grid in CSR form (up to
27 nonzeros per row), one z-slab per rank, a halo exchange with Irecv + Send + Wait, dot
products with Allreduce, a fixed iteration count; the gradient is that of |x|^2 with respect to
the right-hand side. Two front ends on the same algorithm:

- C through Enzyme's interface (``bench/src/cg_csr.c``: ``cg_grad``/``cg_tangent`` call
  ``__enzyme_autodiff``/``__enzyme_fwddiff``), zig cc -O2, lowered by mpiad-opt, JIT at -O2;
- a Numba kernel (``@mpiad.jit``, MPI through ``mpiad.mpi``).

Each rank count runs under ``mpiexec`` (this file in worker mode); medians of ``--reps`` calls
measured in one process, ratios taken in that run. Tape bytes: the growth of the peak resident
set over a fresh process's first gradient call (mpiad keeps the tape's buffer for the next
call). Writes ``cg_csr.md`` and ``cg_csr.json`` to ``--out`` (default ``bench/out/``, git-ignored).

    python -m bench.cg_csr [--ranks 1,2] [--n 24] [--iters 15] [--reps 7] [--out DIR]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from bench import output

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "bench" / "src" / "cg_csr.c"
DEFAULT_OUT = ROOT / "bench" / "out"


# -- worker: runs under mpiexec ------------------------------------------------------------------
def _timeit(comm, fn, reps: int) -> tuple[float, float]:
    """Medians over ``reps`` calls of the wall time (slowest rank) and of this thread's CPU
    time (slowest rank): on a shared, oversubscribed machine the wall time mostly measures the
    scheduler, the CPU time still measures the code."""
    walls, cpus = [], []
    for _ in range(reps):
        comm.Barrier()
        w0, c0 = time.perf_counter(), time.thread_time()
        fn()
        cpus.append(time.thread_time() - c0)
        comm.Barrier()
        walls.append(time.perf_counter() - w0)
    return (
        comm.allreduce(statistics.median(walls), op=_max()),
        comm.allreduce(statistics.median(cpus), op=_max()),
    )


def _max():
    from mpi4py import MPI

    return MPI.MAX


def _tape_growth(comm, fn) -> int:
    from bench.rss import status, trimmed_rss

    before = trimmed_rss()
    fn()
    if before is None:
        return -1
    return comm.allreduce(max(0, status()["VmHWM"] - before), op=_max())


def c_case(comm, n: int, iters: int, reps: int, tmp: Path) -> dict:
    from mpiad.engine import compile_module

    ll, out = tmp / "cg.ll", tmp / "cg.out.ll"
    if comm.rank == 0:
        inc = Path(sys.prefix) / "include"
        zig = [sys.executable, "-m", "ziglang", "cc", "-O2", "-fno-sanitize=all", "-g0"]
        subprocess.run(
            [
                *zig,
                "-target",
                "x86_64-linux-gnu",
                "-S",
                "-emit-llvm",
                f"-I{inc}",
                str(SRC),
                "-o",
                str(ll),
            ],
            check=True,
            capture_output=True,
        )
        subprocess.run(
            [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(out)],
            check=True,
            capture_output=True,
        )
    comm.Barrier()
    jm, _ = compile_module(out.read_text(), opt=2)
    from mpi4py import MPI

    Int, D, P = ctypes.c_int, ctypes.c_double, ctypes.c_void_p
    H = MPI._handleof(comm)
    nx = ny = nz = n
    rows = nx * ny * nz
    rowptr, col = np.zeros(rows + 1, np.int32), np.zeros(27 * rows, np.int32)
    val = np.zeros(27 * rows)
    build = jm.fn("csr_build", Int, Int, Int, Int, Int, Int, P, P, P)
    nnz = build(
        nx, ny, nz, comm.rank, comm.size, rowptr.ctypes.data, col.ctypes.data, val.ctypes.data
    )
    loss = jm.fn("cg_loss", D, P, Int, Int, Int, P, P, P, Int, Int)
    tan = jm.fn("cg_tangent", D, P, P, Int, Int, Int, P, P, P, Int, Int)
    grad = jm.fn("cg_grad", None, P, P, Int, Int, Int, P, P, P, Int, Int)
    b = np.random.default_rng(comm.rank).uniform(0.5, 1.5, rows)
    vb, db = np.ones(rows), np.zeros(rows)
    A = (rowptr.ctypes.data, col.ctypes.data, val.ctypes.data)
    tape = _tape_growth(comm, lambda: grad(b.ctypes.data, db.ctypes.data, nx, ny, nz, *A, iters, H))
    tp = _timeit(comm, lambda: loss(b.ctypes.data, nx, ny, nz, *A, iters, H), reps)
    tf = _timeit(comm, lambda: tan(b.ctypes.data, vb.ctypes.data, nx, ny, nz, *A, iters, H), reps)
    tr = _timeit(comm, lambda: grad(b.ctypes.data, db.ctypes.data, nx, ny, nz, *A, iters, H), reps)
    return _row("C (Enzyme interface)", rows, nnz, tp, tf, tr, tape)


def numba_case(comm, n: int, iters: int, reps: int) -> dict:
    import mpiad
    from bench.cg_numba import build_csr, cg_loss

    nx = ny = nz = n
    rows = nx * ny * nz
    rowptr, col, val = build_csr(nx, ny, nz, comm.rank, comm.size)
    b = np.random.default_rng(comm.rank).uniform(0.5, 1.5, rows)
    args = (nx * ny, iters, rowptr, col, val, comm)

    def rev():
        db = np.zeros(rows)
        mpiad.autodiff(mpiad.Reverse, cg_loss, mpiad.Duplicated(b, db), *args)

    def fwd():
        mpiad.autodiff(mpiad.Forward, cg_loss, mpiad.Duplicated(b, np.ones(rows)), *args)

    cg_loss(b, *args)  # compile
    fwd()
    tape = _tape_growth(comm, rev)
    tp = _timeit(comm, lambda: cg_loss(b, *args), reps)
    tf = _timeit(comm, fwd, reps)
    tr = _timeit(comm, rev, reps)
    return _row("Numba (@mpiad.jit)", rows, int(rowptr[-1]), tp, tf, tr, tape)


def _row(front: str, rows: int, nnz: int, tp, tf, tr, tape: int) -> dict:
    """One result: times in ms, each as (wall, cpu) medians."""
    ms = {k: [v * 1e3 for v in t] for k, t in (("primal", tp), ("fwd", tf), ("rev", tr))}
    return {"front end": front, "rows/rank": rows, "nnz/rank": nnz, "tape_bytes": tape, **ms}


def worker(args) -> int:
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    with tempfile.TemporaryDirectory() as tmp:
        shared = Path(comm.bcast(tmp if comm.rank == 0 else None))
        rows = [
            c_case(comm, args.n, args.iters, args.reps, shared),
            numba_case(comm, args.n, args.iters, args.reps),
        ]
        comm.Barrier()
    if comm.rank == 0:
        for r in rows:
            r["ranks"] = comm.size
            output.emit_result(r)
    return 0


# -- driver --------------------------------------------------------------------------------------
def table(results: list[dict]) -> str:
    head = (
        "| front end | ranks | rows/rank | nnz/rank | primal (ms) | forward/primal | "
        "reverse/primal | tape (MiB/rank) |\n|---|---:|---:|---:|---:|---:|---:|---:|"
    )
    lines = [head]
    for r in results:
        tape = f"{r['tape_bytes'] / 2**20:.1f}" if r["tape_bytes"] >= 0 else "—"
        p, f, v = r["primal"], r["fwd"], r["rev"]
        lines.append(
            f"| {r['front end']} | {r['ranks']} | {r['rows/rank']} | {r['nnz/rank']} | "
            f"{p[0]:.2f} ({p[1]:.2f}) | {f[0] / p[0]:.2f} ({f[1] / p[1]:.2f}) | "
            f"{v[0] / p[0]:.2f} ({v[1] / p[1]:.2f}) | {tape} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="1,2")
    ap.add_argument("--n", type=int, default=24, help="grid points per side of a rank's slab")
    ap.add_argument("--iters", type=int, default=15)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    from bench.mpirun import run_mpi

    results = []
    for n in (int(x) for x in args.ranks.split(",")):
        cmd = [
            "-m",
            "bench.cg_csr",
            "--worker",
            "--n",
            str(args.n),
            "--iters",
            str(args.iters),
            "--reps",
            str(args.reps),
        ]
        proc = run_mpi(n, cmd, timeout=args.timeout)
        results += output.results_of(proc.stdout)
    text = (
        f"CSR conjugate gradients, {args.iters} iterations, a {args.n}^3 slab per rank "
        f"(`python -m bench.cg_csr --n {args.n} --ranks {args.ranks}`); medians of "
        f"{args.reps} calls, ratios from one run; wall time, CPU time in parentheses (the "
        "slowest rank's thread time: what the code costs when the machine is shared).\n\n"
        + table(results)
    )
    print(text)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "cg_csr.md").write_text(text)
    (out / "cg_csr.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
