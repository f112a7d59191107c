"""One halo exchange written three ways: each gradient/primal, one-sided against two-sided.

Why: a user who moves a halo exchange from two-sided messages to one-sided puts (or to a
persistent neighbourhood collective) should not pay for it in the gradient: the goal is a
one-sided gradient/primal within 1.2x of the two-sided one on the same stencil. The case
(``bench/src/rma_halo.c``): a 1-D periodic heat stencil with a nonlinear source, ``--n`` points a
rank, ``--steps`` steps, its halo exchanged by MPI_Sendrecv, by MPI_Put between fences and by
MPI_Neighbor_alltoall_init started each step; gradients through Enzyme's interface (zig cc -O2,
lowered by mpiad-opt, JIT at -O2). The three gradients are compared (they must agree to
rounding) before anything is timed. Each rank count runs under ``mpiexec`` (this file in worker
mode); medians of ``--reps`` calls, ratios from one run. Writes ``rma_halo.md`` and
``rma_halo.json`` to ``--out`` (default ``bench/out/``, git-ignored).

    python -m bench.rma_halo [--ranks 2] [--n 100000] [--steps 50] [--reps 7] [--out DIR]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from bench import output
from bench.cg_csr import _tape_growth, _timeit
from bench.revspeed import bandwidth

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "bench" / "src" / "rma_halo.c"
DEFAULT_OUT = ROOT / "bench" / "out"
WAYS = ("twosided", "onesided", "persistent")


def _build(comm, tmp: Path) -> str:
    ll, out = tmp / "rma_halo.ll", tmp / "rma_halo.out.ll"
    if comm.rank == 0:
        inc = Path(sys.prefix) / "include"
        zig = [sys.executable, "-m", "ziglang", "cc", "-O2", "-fno-sanitize=all", "-g0"]
        subprocess.run(
            [*zig, "-target", "x86_64-linux-gnu", "-S", "-emit-llvm", f"-I{inc}", str(SRC),
             "-o", str(ll)],
            check=True,
            capture_output=True,
        )  # fmt: skip
        subprocess.run(
            [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(out)],
            check=True,
            capture_output=True,
        )
    comm.Barrier()
    return out.read_text()


def _measure(comm, jm, way: str, u0, n: int, steps: int, reps: int) -> tuple[dict, np.ndarray]:
    """(the timings of one way's primal and gradient in ms, its gradient)."""
    Int, D, P = ctypes.c_int, ctypes.c_double, ctypes.c_void_p
    H = _handle(comm)
    primal = jm.fn(f"heat_{way}", D, P, P, Int, Int, Int)
    grad = jm.fn(f"heat_{way}_grad", None, P, P, P, P, Int, Int, Int)
    u, t = u0.copy(), np.zeros(n + 2)
    du, dt = np.zeros(n + 2), np.zeros(n + 2)

    def run_primal():
        u[:] = u0
        primal(u.ctypes.data, t.ctypes.data, n, steps, H)

    def run_grad():
        u[:] = u0
        du[:] = 0.0
        dt[:] = 0.0
        grad(u.ctypes.data, du.ctypes.data, t.ctypes.data, dt.ctypes.data, n, steps, H)

    run_grad()
    g = du.copy()
    tp = _timeit(comm, run_primal, reps)
    tr = _timeit(comm, run_grad, reps)
    row = {"way": way, "primal": [x * 1e3 for x in tp], "rev": [x * 1e3 for x in tr]}
    return row, g


def _tape(comm, text: str, way: str, u0, n: int, steps: int) -> int:
    """The growth of peak RSS over one way's first gradient call, in a module of its own (the
    tape's spare buffer, kept for the next call of any gradient in a module, would hide it)."""
    from mpiad.engine import compile_module

    jm, _ = compile_module(text, opt=2)
    Int, P = ctypes.c_int, ctypes.c_void_p
    grad = jm.fn(f"heat_{way}_grad", None, P, P, P, P, Int, Int, Int)
    u, t, du, dt = u0.copy(), np.zeros(n + 2), np.zeros(n + 2), np.zeros(n + 2)
    args = (u.ctypes.data, du.ctypes.data, t.ctypes.data, dt.ctypes.data, n, steps)
    return _tape_growth(comm, lambda: grad(*args, _handle(comm)))


def traffic(n: int, steps: int) -> tuple[int, int]:
    """(bytes the primal moves, bytes the reverse sweep moves besides the tape), per rank, from
    the source, as bench.revspeed counts them (an array read and written counts twice; the
    halo's two doubles are left out): a step reads u and writes t, then reads t and writes u;
    its adjoint reads du, reads and writes dt and zeroes du, then reads dt and reads and writes
    du."""
    return 32 * n * steps, 64 * n * steps


def _handle(comm) -> int:
    from mpi4py import MPI

    return MPI._handleof(comm)


def worker(args) -> int:
    from mpi4py import MPI

    from mpiad.engine import compile_module

    comm = MPI.COMM_WORLD
    with tempfile.TemporaryDirectory() as tmp:
        shared = Path(comm.bcast(tmp if comm.rank == 0 else None))
        text = _build(comm, shared)
        comm.Barrier()
    jm, _ = compile_module(text, opt=2)
    n, steps = args.n, args.steps
    u0 = np.random.default_rng(comm.rank).uniform(0.0, 1.0, n + 2)
    rows, grads = [], {}
    bw = bandwidth()
    for way in WAYS:
        row, grads[way] = _measure(comm, jm, way, u0, n, steps, args.reps)
        rows.append({**row, "tape": _tape(comm, text, way, u0, n, steps)})
    ref = grads["twosided"]
    err = {
        w: float(np.max(np.abs(g - ref)) / max(1e-300, float(np.max(np.abs(ref)))))
        for w, g in grads.items()
    }
    worst = comm.allreduce(max(err.values()), op=MPI.MAX)
    if comm.rank == 0:
        for r in rows:
            r.update(ranks=comm.size, n=n, steps=steps, max_rel_diff=worst, bandwidth=bw)
            output.emit_result(r)
    return 0 if worst < 1e-10 else 1


def table(results: list[dict]) -> str:
    head = (
        "| halo exchange | ranks | primal (ms) | gradient (ms) | gradient/primal | "
        "its ratio / two-sided's | tape (MiB/rank) | bytes: primal / fwd / rev sweep (MiB) | "
        "bound | gradient at |\n|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    )
    lines = [head]
    base = {r["ranks"]: r["rev"][0] / r["primal"][0] for r in results if r["way"] == "twosided"}
    for r in results:
        p, v = r["primal"], r["rev"]
        ratio = v[0] / p[0]
        prim, rest = traffic(r["n"], r["steps"])
        tape = max(r["tape"], 0)
        fs, rs = prim + tape, tape + rest
        achieved = (fs + rs) / (v[1] * 1e-3) / r["bandwidth"]  # by CPU time, as the bandwidth
        lines.append(
            f"| {r['way']} | {r['ranks']} | {p[0]:.2f} ({p[1]:.2f}) | {v[0]:.2f} ({v[1]:.2f}) | "
            f"{ratio:.2f} ({v[1] / p[1]:.2f}) | {ratio / base[r['ranks']]:.2f} | "
            f"{tape / 2**20:.1f} | {prim / 2**20:.0f} / {fs / 2**20:.0f} / {rs / 2**20:.0f} | "
            f"{(fs + rs) / prim:.2f} | {100 * achieved:.0f}% of {r['bandwidth'] / 1e9:.1f} GB/s |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="2")
    ap.add_argument("--n", type=int, default=100000, help="stencil points per rank")
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    from bench.mpirun import run_mpi

    results = []
    for k in (int(x) for x in args.ranks.split(",")):
        cmd = ["-m", "bench.rma_halo", "--worker", "--n", str(args.n), "--steps",
               str(args.steps), "--reps", str(args.reps)]  # fmt: skip
        proc = run_mpi(k, cmd, timeout=args.timeout)
        results += output.results_of(proc.stdout)
    worst = max(r["max_rel_diff"] for r in results)
    text = (
        f"A 1-D heat stencil, {args.n} points a rank, {args.steps} steps, its halo exchanged "
        f"three ways (`python -m bench.rma_halo --n {args.n} --steps {args.steps} --ranks "
        f"{args.ranks}`); medians of {args.reps} calls, ratios from one run; wall time, CPU time "
        "in parentheses (the slowest rank's thread time). The three gradients agree to "
        f"{worst:.1e} (relative, max over elements and ranks). `bound`: the gradient's bytes "
        "(forward sweep: the primal's plus the tape, the growth of peak RSS over the first "
        "gradient call; reverse sweep: the tape plus the adjoint arrays, counted from the "
        "source) over the primal's; `gradient at`: those bytes over the gradient's CPU time "
        "against a numpy copy's bandwidth.\n\n" + table(results)
    )
    print(text)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "rma_halo.md").write_text(text)
    (out / "rma_halo.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
