"""Derivative/primal CPU-time ratios of issue 20's cases, with a roofline figure per case.

Issue 20 asks for reverse/primal <= 2.5x and forward/primal <= 1.8x on heat1d, stencil2d and CG
(``bench/src/peers.c``) at 2 ranks and on the C in-place stencil through the Enzyme interface
(``bench/src/kernels.c``, n = 10^6, 100 steps), and vector forward with W = 8 directions <= 4x the
primal on heat1d. ``python -m bench`` times those cases by wall clock beside its peers; on the
shared 2-core machine the wall time mostly measures the scheduler, so this runner takes the
median of each call's thread CPU time (the slowest rank's), the calls of primal and derivatives
interleaved so that a change of load hits them alike.

Roofline: for each case the bytes the primal must move (its arrays read and written, counted
from the source), the bytes of the gradient's forward sweep (the primal's plus the tape it
writes: the growth of peak RSS over a fresh process's first gradient call, as ``bench.cg_csr``
measures it) and of its reverse sweep (the tape read back plus the adjoint arrays read and
written), against this machine's memory bandwidth (a numpy copy of 256 MiB, counted as
STREAM counts: bytes read plus bytes written). ``bound`` is the adjoint's bytes over the
primal's: a memory-bound gradient cannot run below that ratio unless its arrays sit in cache.

    python -m bench.revspeed [--ranks 1,2] [--reps 7] [--quick] [--out DIR | --update-results]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from bench import output

ROOT = Path(__file__).resolve().parents[1]
P, D, INT, L = ctypes.c_void_p, ctypes.c_double, ctypes.c_int, ctypes.c_long

#: case -> (points per rank, steps or iterations); --quick divides the points by 10
SIZES = {"heat1d": (10**6, 100), "stencil2d": (10**6, 100), "cg": (10**5, 50)}
INPLACE = (10**6, 100)
ACTS = ["dup", "const", "const", "const"]


def traffic(case: str, n: int, steps: int) -> tuple[int, int]:
    """(bytes the primal moves, bytes the reverse sweep moves besides the tape), per rank, from
    the sources: a double is 8 bytes; an array read and written counts twice."""
    if case in ("heat1d", "stencil2d"):
        # primal: read a, write b per step; reverse: read db, read + write da, zero db
        return 16 * n * steps, 32 * n * steps
    if case == "cg":
        # per iteration: apply (p -> q) 16n, dot(p,q) 16n, x += a p and r -= a q 48n,
        # dot(r,r) 8n, p = r + b p 24n; the adjoint reads and writes each array's adjoint once
        # per primal access plus the reads of the primal values the rules need
        return 112 * n * steps, 2 * 112 * n * steps
    if case == "inplace":
        # primal: u read and written in place; reverse: du read and written
        return 16 * n * steps, 16 * n * steps
    raise ValueError(case)


# -- worker: runs under mpiexec ------------------------------------------------------------------
def _max():
    from mpi4py import MPI

    return MPI.MAX


def _interleaved(comm, fns: dict, reps: int) -> dict[str, float]:
    """Median thread CPU time of each function (slowest rank), calls interleaved."""
    ts: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(reps):
        for k, (prep, run) in fns.items():
            a = prep()
            comm.Barrier()
            t0 = time.thread_time()
            run(a)
            ts[k].append(time.thread_time() - t0)
    return {k: comm.allreduce(statistics.median(v), op=_max()) for k, v in ts.items()}


def _tape(comm, prep, run) -> int:
    from bench.rss import status, trimmed_rss

    a = prep()
    before = trimmed_rss()
    run(a)
    if before is None:
        return -1
    return comm.allreduce(max(0, status()["VmHWM"] - before), op=_max())


def bandwidth() -> float:
    """Bytes per second of a numpy copy of 256 MiB (bytes read + bytes written, as STREAM
    counts them), best of 7, by thread CPU time like the cases (wall time on the shared machine
    measures the scheduler)."""
    a = np.ones(2**25)
    b = np.empty_like(a)
    np.copyto(b, a)  # first touch
    best = 1e9
    for _ in range(7):
        t0 = time.thread_time()
        np.copyto(b, a)
        best = min(best, time.thread_time() - t0)
    return 2 * a.nbytes / best


def peers_case(comm, case: str, tmp: Path, quick: bool, reps: int) -> dict:
    from mpi4py import MPI

    from mpiad.engine import compile_module

    jm, _ = compile_module((tmp / f"{case}.ll").read_text(), opt=2)
    H = MPI._handleof(comm)
    n, steps = SIZES[case]
    n //= 10 if quick else 1
    rng = np.random.default_rng(1000 + comm.rank)
    if case == "stencil2d":
        ny = 1000
        nx = n // ny
        dims, x0 = (nx, ny), rng.uniform(0.2, 0.8, (nx, ny))
    else:
        dims, x0 = (n,), rng.uniform(0.2, 0.8, n)
    ints = [INT] * (len(dims) + 2)
    vals = [*dims, steps, H]
    f = jm.fn(case, D, P, *ints)
    fwd = jm.fn("fwddiffe_" + case, D, P, P, *ints)
    rev = jm.fn("diffe_" + case, None, P, P, *ints, D)
    seed = 1.0 if case != "cg" or comm.rank == 0 else 0.0  # cg's J is replicated
    v = rng.normal(size=x0.shape)
    fns = {
        "primal": (lambda: x0.copy(), lambda a: f(a.ctypes.data, *vals)),
        "fwd": (
            lambda: (x0.copy(), v.copy()),
            lambda a: fwd(a[0].ctypes.data, a[1].ctypes.data, *vals),
        ),
        "rev": (
            lambda: (x0.copy(), np.zeros_like(x0)),
            lambda a: rev(a[0].ctypes.data, a[1].ctypes.data, *vals, seed),
        ),
    }
    if case == "heat1d":
        f8 = jm.fn("fwddiffe8_" + case, None, P, *[P] * 8, *ints, P)
        vs = rng.normal(size=(8, n))
        out8 = np.zeros(8)

        def run8(a):
            f8(a[0].ctypes.data, *[r.ctypes.data for r in a[1]], *vals, out8.ctypes.data)

        fns["fwd8"] = (lambda: (x0.copy(), [r.copy() for r in vs]), run8)
    tape = _tape(comm, *fns["rev"])
    for prep, run in fns.values():
        run(prep())  # warm-up
    t = _interleaved(comm, fns, reps)
    return _row(case, n, steps, t, tape)


def inplace_case(comm, tmp: Path, quick: bool, reps: int) -> dict:
    from mpiad.engine import compile_module

    jm, _ = compile_module((tmp / "inplace.ll").read_text(), opt=2)
    n, steps = INPLACE
    n //= 10 if quick else 1
    f = jm.fn("stencil_inplace", None, P, L, INT)
    fwd = jm.fn("fwd_stencil_inplace", None, P, P, L, INT)
    rev = jm.fn("grad_stencil_inplace", None, P, P, L, INT)
    u0 = np.random.default_rng(1).uniform(0.1, 0.2, n)
    v = np.random.default_rng(2).normal(size=n)
    fns = {
        "primal": (lambda: u0.copy(), lambda a: f(a.ctypes.data, n, steps)),
        "fwd": (
            lambda: (u0.copy(), v.copy()),
            lambda a: fwd(a[0].ctypes.data, a[1].ctypes.data, n, steps),
        ),
        "rev": (
            lambda: (u0.copy(), np.ones(n)),
            lambda a: rev(a[0].ctypes.data, a[1].ctypes.data, n, steps),
        ),
    }
    tape = _tape(comm, *fns["rev"])
    for prep, run in fns.values():
        run(prep())
    t = _interleaved(comm, fns, reps)
    return _row("inplace", n, steps, t, tape)


def _row(case: str, n: int, steps: int, t: dict, tape: int) -> dict:
    return {"case": case, "n": n, "steps": steps, "tape": tape, **{k: v for k, v in t.items()}}


def worker(args) -> int:
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    tmp = Path(args.tmp)
    rows = [peers_case(comm, c, tmp, args.quick, args.reps) for c in SIZES]
    if comm.size == 1:
        rows.append(inplace_case(comm, tmp, args.quick, args.reps))
    bw = comm.allreduce(bandwidth(), op=MPI.MIN)
    if comm.rank == 0:
        for r in rows:
            r["ranks"], r["bandwidth"] = comm.size, bw
            output.emit_result(r)
    return 0


# -- driver --------------------------------------------------------------------------------------
INPLACE_C = """
void stencil_inplace(double *u, long n, int steps);
extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);
void grad_stencil_inplace(double *u, double *du, long n, int steps) {
    __enzyme_autodiff((void *)stencil_inplace, enzyme_dup, u, du, enzyme_const, n,
                      enzyme_const, steps);
}
void fwd_stencil_inplace(double *u, double *du, long n, int steps) {
    __enzyme_fwddiff((void *)stencil_inplace, enzyme_dup, u, du, enzyme_const, n,
                     enzyme_const, steps);
}
"""


def prepare(tmp: Path) -> None:
    """heat1d, stencil2d, cg: peers.c differentiated by the pass (forward, W=8 forward for
    heat1d, reverse); the in-place stencil: kernels.c plus an Enzyme-interface caller, through
    mpiad-opt as a C user would."""
    import subprocess

    import mpiad_passes.rules  # noqa: F401
    from bench.__main__ import compile_kernels
    from mpiad_passes import differentiate as D
    from mpiad_passes.llvm_check import load_module

    text, _ = compile_kernels(tmp)
    for c in SIZES:
        m = load_module(text, isolate=False)
        acts = ACTS + (["const"] if c == "stencil2d" else [])
        D.forward(m, c, acts)
        if c == "heat1d":
            D.forward(m, c, acts, width=8)
        D.reverse(m, c, acts)
        (tmp / f"{c}.ll").write_text(str(m))
    src = tmp / "inplace.c"
    src.write_text((ROOT / "bench" / "src" / "kernels.c").read_text() + INPLACE_C)
    zig = [sys.executable, "-m", "ziglang", "cc", "-O2", "-fno-sanitize=all", "-g0"]
    ll = tmp / "inplace.in.ll"
    subprocess.run(
        [*zig, "-target", "x86_64-linux-gnu", "-S", "-emit-llvm", str(src), "-o", str(ll)],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(tmp / "inplace.ll")],
        check=True,
        capture_output=True,
    )


def table(results: list[dict]) -> str:
    head = (
        "| case | ranks | points/rank x steps | primal (ms) | forward/primal | reverse/primal | "
        "W=8 forward/primal | tape (MiB/rank) | primal GB/s | bytes: primal / fwd sweep / "
        "rev sweep (MiB) | bound | reverse at |\n"
        "|---|---:|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"
    )
    lines = [head]
    for r in results:
        p, f, v = r["primal"], r["fwd"], r["rev"]
        w8 = f"{r['fwd8'] / p:.2f}" if "fwd8" in r else "—"
        prim, rest = traffic(r["case"], r["n"], r["steps"])
        tape = max(r["tape"], 0)
        fs, rs = prim + tape, tape + rest
        bound = (fs + rs) / prim
        bw = r["bandwidth"]
        achieved = (fs + rs) / v / bw  # fraction of the bandwidth the gradient reaches
        lines.append(
            f"| {r['case']} | {r['ranks']} | {r['n']} x {r['steps']} | {p * 1e3:.1f} | "
            f"{f / p:.2f} | {v / p:.2f} | {w8} | {tape / 2**20:.0f} | {prim / p / 1e9:.1f} | "
            f"{prim / 2**20:.0f} / {fs / 2**20:.0f} / {rs / 2**20:.0f} | {bound:.2f} | "
            f"{100 * achieved:.0f}% of {bw / 1e9:.1f} GB/s |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="1,2")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--quick", action="store_true", help="a tenth of the points")
    output.add_arguments(ap)
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--tmp", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    from bench.mpirun import run_mpi

    results = []
    with tempfile.TemporaryDirectory() as tmp:
        prepare(Path(tmp))
        for n in (int(x) for x in args.ranks.split(",")):
            cmd = ["-m", "bench.revspeed", "--worker", "--tmp", tmp, "--reps", str(args.reps)]
            proc = run_mpi(n, cmd + (["--quick"] if args.quick else []), timeout=args.timeout)
            results += output.results_of(proc.stdout)
    text = (
        f"Issue 20's cases (`python -m bench.revspeed --ranks {args.ranks}"
        f"{' --quick' if args.quick else ''}`): medians of {args.reps} calls of each function's "
        "thread CPU time (the slowest rank's), calls interleaved; ratios from one run. Bytes: "
        "what the primal moves, the gradient's forward sweep (the primal's plus the tape) and "
        "its reverse sweep (the tape plus the adjoint arrays); `bound`: the gradient's bytes "
        "over the primal's; `reverse at`: the gradient's bytes over its CPU time, against the "
        "bandwidth of a numpy copy on this machine.\n\n" + table(results)
    )
    print(text)
    outs = output.outputs(args)
    for name, body in (("revspeed.md", "# Issue 20: derivative/primal and roofline\n\n" + text),
                       ("revspeed.json", json.dumps(results, indent=1))):  # fmt: skip
        (outs.results / name).write_text(body)
        outs.written(outs.results / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
