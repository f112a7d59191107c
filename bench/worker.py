"""One benchmark case at one size, on every rank: run by `python -m bench` under mpiexec.

    mpiexec -n 2 python -m bench.worker --case heat1d --size 100000 --ll DIR [--reps 5]

Times each (peer, mode) with a barrier before every repetition (the time of a repetition is the
slowest rank's), after one warm-up run that is also the counting run (the PMPI shim's counters,
bench/pmpi_count.c, reset before and read after it). The peak memory of each reverse sweep is
the growth of the process's peak RSS (VmHWM, reset through /proc/self/clear_refs) over its RSS
before a call: mpiad's first call (it keeps its tape buffer for the next), the peers' call after
the timed repetitions (after JAX has compiled). mpiad's forward mode runs twice, from two JIT
copies of the same module: one whose runtime latched MPIAD_FUSE=0 and one with MPIAD_FUSE=1.
Rank 0 prints one line `BENCHJSON {...}`.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import statistics
import sys
import time
import traceback
from pathlib import Path

from mpiad.mpilib import load_libmpi

load_libmpi()
import numpy as np  # noqa: E402
from mpi4py import MPI  # noqa: E402

from bench import peers_py as PY  # noqa: E402
from bench.cases import CASES  # noqa: E402
from bench.rss import status, trimmed_rss  # noqa: E402
from mpiad.engine import compile_module  # noqa: E402

COMM = MPI.COMM_WORLD
RANK, NRANKS = COMM.Get_rank(), COMM.Get_size()
H = MPI._handleof(COMM)
P, D, INT = ctypes.c_void_p, ctypes.c_double, ctypes.c_int

_self = ctypes.CDLL(None)
HAVE_SHIM = hasattr(_self, "pmpi_count_read")


def counters() -> list[int]:
    if not HAVE_SHIM:
        return [0, 0, 0, 0]
    out = (ctypes.c_longlong * 4)()
    _self.pmpi_count_read(out)
    return list(out)


def reset_counters() -> None:
    if HAVE_SHIM:
        _self.pmpi_count_reset()


def ptr(a: np.ndarray) -> int:
    return a.ctypes.data


class Entry:
    """One (peer, mode): prep() builds fresh inputs (untimed), run(args) is timed."""

    def __init__(self, peer, mode, prep, run, out=None, memory=False):
        self.peer, self.mode, self.prep, self.run = peer, mode, prep, run
        self.out = out or (lambda res, args: res)
        self.memory = memory
        self.result = None


_KEEP: list = []  # the JIT engines: their code is freed with them


def build(case: str, size: int, lldir: Path, peers: set[str], modes: set[str]):
    spec = CASES[case]
    prm = dict(spec.params)
    rng = np.random.default_rng(1000 + RANK)
    text = (lldir / f"{case}.ll").read_text()
    jits = {}
    if "mpiad" in peers:
        # two copies: the runtime reads MPIAD_FUSE once, at its first forward call
        for fuse in ("0", "1"):
            os.environ["MPIAD_FUSE"] = fuse
            jits[fuse], _ = compile_module(text, opt=2)
            _KEEP.append(jits[fuse])
    ents: list[Entry] = []
    seed_all = 1.0  # J is per rank: every rank seeds its own
    seed_one = 1.0 if RANK == 0 else 0.0  # J is replicated (Allreduce): seed it once

    def _caller(g, args_of):
        """A call of ``g`` with the arguments ``args_of`` makes from a prepared input."""
        return lambda a: g(*[val for _, val in args_of(*a)])

    def c_entries(fname, primal_args, fwd_args, rev_args, restype_rev, x0, v, seed, rev_out):
        if "mpiad" not in peers:
            return
        j = jits["0"]
        f = j.fn(fname, D, *[t for t, _ in primal_args(None)])
        ents.append(
            Entry(
                "mpiad",
                "primal",
                lambda: prep_x(x0),
                lambda a: f(*[val for _, val in primal_args(a)]),
            )
        )
        for fuse, label in (("0", "forward"), ("1", "forward fused")):
            os.environ["MPIAD_FUSE"] = fuse
            g = jits[fuse].fn("fwddiffe_" + fname, D, *[t for t, _ in fwd_args(None, None)])
            # latch the runtime's MPIAD_FUSE now (first forward call of this copy)
            a0 = (prep_x(x0), prep_x(v))
            g(*[val for _, val in fwd_args(*a0)])
            if "forward" in modes:
                ents.append(
                    Entry(
                        "mpiad",
                        label,
                        lambda: (prep_x(x0), prep_x(v)),
                        _caller(g, fwd_args),
                    )
                )
        if "reverse" in modes:
            h = j.fn("diffe_" + fname, restype_rev, *[t for t, _ in rev_args(None, None)])
            ents.append(
                Entry(
                    "mpiad",
                    "reverse",
                    lambda: (prep_x(x0), prep_dx(x0)),
                    lambda a: h(*[val for _, val in rev_args(*a)]),
                    out=rev_out,
                    memory=True,
                )
            )

    def prep_x(x):
        return x.copy() if isinstance(x, np.ndarray) else x

    def prep_dx(x):
        return np.zeros_like(x) if isinstance(x, np.ndarray) else 0.0

    def arr_out(res, a):
        return a[1]

    jx = None
    if "jax" in peers:
        jx = PY.jax_mod()

    def jax_entries(x0, v, size_args):
        if "jax" not in peers:
            return
        jnp = jx["jnp"]
        primal, jvp, grad = PY.jax_peers(case, COMM, size_args)
        xj = jnp.asarray(x0)
        vj = jnp.asarray(v)
        ents.append(
            Entry(
                "jax",
                "primal",
                lambda: xj,
                lambda a: primal(a).block_until_ready(),
                out=lambda r, a: float(r),
            )
        )
        if "forward" in modes:
            ents.append(
                Entry(
                    "jax",
                    "forward",
                    lambda: (xj, vj),
                    lambda a: jvp(*a).block_until_ready(),
                    out=lambda r, a: float(r),
                )
            )
        if "reverse" in modes:
            ents.append(
                Entry(
                    "jax",
                    "reverse",
                    lambda: xj,
                    lambda a: grad(a).block_until_ready(),
                    out=lambda r, a: np.asarray(r),
                    memory=True,
                )
            )

    if case == "heat1d":
        n, steps = size, prm["steps"]
        x0 = rng.uniform(0.2, 0.8, n)
        v = rng.normal(size=n)
        seed = seed_all
        c_entries(
            "heat1d",
            lambda a: [(P, a if a is None else ptr(a)), (INT, n), (INT, steps), (INT, H)],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, n),
                (INT, steps),
                (INT, H),
            ],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, n),
                (INT, steps),
                (INT, H),
                (D, seed),
            ],
            None,
            x0,
            v,
            seed,
            arr_out,
        )
        py_p = {
            "numba": lambda a: PY.heat_numba(a, steps, COMM),
            "numpy": lambda a: PY.heat_numpy(a, steps, COMM),
        }
        py_g = lambda a: PY.heat_numpy_grad(a, steps, COMM)  # noqa: E731
        jax_entries(x0, v, {"steps": steps})
    elif case == "stencil2d":
        ny, steps = prm["ny"], prm["steps"]
        nx = size // ny
        x0 = rng.uniform(0.2, 0.8, (nx, ny))
        v = rng.normal(size=(nx, ny))
        seed = seed_all
        c_entries(
            "stencil2d",
            lambda a: [
                (P, None if a is None else ptr(a)),
                (INT, nx),
                (INT, ny),
                (INT, steps),
                (INT, H),
            ],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, nx),
                (INT, ny),
                (INT, steps),
                (INT, H),
            ],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, nx),
                (INT, ny),
                (INT, steps),
                (INT, H),
                (D, seed),
            ],
            None,
            x0,
            v,
            seed,
            arr_out,
        )
        py_p = {
            "numba": lambda a: PY.stencil_numba(a, steps, COMM),
            "numpy": lambda a: PY.stencil_numpy(a, steps, COMM),
        }
        py_g = lambda a: PY.stencil_numpy_grad(a, steps, COMM)  # noqa: E731
        jax_entries(x0, v, {"steps": steps})
    elif case == "dotnorm":
        n = size
        x0 = rng.uniform(-1, 1, n)
        y = rng.uniform(-1, 1, n)
        v = rng.normal(size=n)
        seed = seed_one
        c_entries(
            "dotnorm",
            lambda a: [(P, None if a is None else ptr(a)), (P, ptr(y)), (INT, n), (INT, H)],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (P, ptr(y)),
                (INT, n),
                (INT, H),
            ],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (P, ptr(y)),
                (INT, n),
                (INT, H),
                (D, seed),
            ],
            None,
            x0,
            v,
            seed,
            arr_out,
        )
        py_p = {
            "numba": lambda a: PY.dotnorm_numba(a, y, COMM),
            "numpy": lambda a: PY.dotnorm_numpy(a, y, COMM),
        }
        py_g = lambda a: PY.dotnorm_numpy_grad(a, y, COMM)  # noqa: E731
        jax_entries(x0, v, {"y": y})
    elif case == "ring":
        laps = size
        x0 = float(rng.uniform(0.5, 1.5))
        v = float(rng.normal())
        seed = seed_all
        c_entries(
            "ring",
            lambda a: [(D, a), (INT, laps), (INT, H)],
            lambda a, d: [(D, a), (D, d), (INT, laps), (INT, H)],
            lambda a, d: [(D, a), (INT, laps), (INT, H), (D, seed)],
            D,
            x0,
            v,
            seed,
            lambda res, a: res,
        )
        py_p = {"numpy": lambda a: PY.ring_numpy(a, laps, COMM)}
        py_g = lambda a: PY.ring_numpy_grad(a, laps, COMM)  # noqa: E731
        jax_entries(np.float64(x0), np.float64(v), {"laps": laps})
    elif case == "cg":
        n, iters = size, prm["iters"]
        x0 = rng.uniform(0.5, 1.5, n)
        v = rng.normal(size=n)
        seed = seed_one
        c_entries(
            "cg",
            lambda a: [(P, None if a is None else ptr(a)), (INT, n), (INT, iters), (INT, H)],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, n),
                (INT, iters),
                (INT, H),
            ],
            lambda a, d: [
                (P, None if a is None else ptr(a)),
                (P, None if d is None else ptr(d)),
                (INT, n),
                (INT, iters),
                (INT, H),
                (D, seed),
            ],
            None,
            x0,
            v,
            seed,
            arr_out,
        )
        py_p = {
            "numba": lambda a: PY.cg_numba(a, iters, COMM),
            "numpy": lambda a: PY.cg_numpy(a, iters, COMM),
        }
        py_g = lambda a: PY.cg_numpy_grad(a, iters, COMM)  # noqa: E731
        jax_entries(x0, v, {"iters": iters})
    else:
        raise SystemExit(f"unknown case {case}")

    for peer in ("numba", "numpy"):
        if peer in peers and peer in py_p:
            ents.append(
                Entry(peer, "primal", lambda: prep_x(x0), py_p[peer], out=lambda r, a: float(r))
            )
    if "numpy" in peers and "reverse" in modes:
        ents.append(
            Entry(
                "numpy",
                "reverse",
                lambda: prep_x(x0),
                py_g,
                out=lambda r, a: np.asarray(r),
                memory=True,
            )
        )
    return ents, x0, v, seed


def measure(e: Entry, reps: int) -> dict:
    # warm-up (compiles what is lazily compiled) = the counting run. mpiad's peak memory is
    # measured here: its gradient keeps the tape buffer for the next call (passes/tape.py), so
    # only the first call shows what the tape takes.
    args = e.prep()
    first = e.memory and e.peer == "mpiad"
    before = trimmed_rss() if first else None
    COMM.Barrier()
    reset_counters()
    res = e.run(args)
    cnt = counters()
    mem = status()["VmHWM"] - before if before is not None else None
    COMM.Barrier()
    e.result = e.out(res, args)
    times = []
    for _k in range(reps):
        args = e.prep()
        COMM.Barrier()
        t0 = time.perf_counter()
        e.run(args)
        times.append(time.perf_counter() - t0)
        del args
    if e.memory and not first:
        # a separate run, after the compiling warm-up (JAX)
        args = e.prep()
        before = trimmed_rss()
        COMM.Barrier()
        e.run(args)
        if before is not None:
            mem = status()["VmHWM"] - before
        del args
    t_loc, times = np.array(times), np.empty(len(times))
    COMM.Allreduce(t_loc, times, op=MPI.MAX)  # the slowest rank, per repetition
    c_loc, tot = np.array(cnt, dtype=np.int64), np.empty(4, dtype=np.int64)
    COMM.Allreduce(c_loc, tot, op=MPI.SUM)
    mem = COMM.allreduce(-1 if mem is None else mem, op=MPI.MAX)
    return {
        "peer": e.peer,
        "mode": e.mode,
        "median_s": float(statistics.median(times)),
        "min_s": float(min(times)),
        "times": [float(t) for t in times],
        "msgs": int(tot[0]),
        "bytes": int(tot[1]),
        "coll": int(tot[2]),
        "coll_bytes": int(tot[3]),
        "mem_bytes": None if mem < 0 else int(mem),
    }


def gsum(x) -> float:
    return COMM.allreduce(float(np.sum(x)), op=MPI.SUM)


def gmax(x) -> float:
    return COMM.allreduce(float(np.max(np.abs(x))), op=MPI.MAX)


def checks(ents: list[Entry], v, seed) -> dict:
    """Agreement of every peer with mpiad: primal values, gradients (max-norm relative error over
    all ranks) and tangents (dot-product test <seed, Jdot> = <grad, v>, summed over ranks)."""
    out = {}
    by = {(e.peer, e.mode): e.result for e in ents}
    ref_p = by.get(("mpiad", "primal"))
    g = by.get(("mpiad", "reverse"))
    for (peer, mode), r in by.items():
        key = f"{peer} {mode}"
        if mode == "primal" and ref_p is not None and peer != "mpiad":
            out[key] = abs(gsum(seed * r) - gsum(seed * ref_p)) / max(
                abs(gsum(seed * ref_p)), 1e-300
            )
        elif mode == "reverse" and g is not None and peer != "mpiad":
            out[key] = gmax(np.asarray(r) - np.asarray(g)) / max(gmax(g), 1e-300)
        elif mode.startswith("forward") and g is not None:
            lhs = gsum(seed * r)
            rhs = gsum(np.asarray(g) * np.asarray(v))
            out[key] = abs(lhs - rhs) / max(abs(rhs), 1e-300)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", required=True)
    ap.add_argument("--size", type=int, required=True)
    ap.add_argument("--ll", required=True)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--peers", default="mpiad,numba,numpy,jax")
    ap.add_argument("--modes", default="primal,forward,reverse")
    a = ap.parse_args()
    peers, modes = set(a.peers.split(",")), set(a.modes.split(","))
    try:
        ents, x0, v, seed = build(a.case, a.size, Path(a.ll), peers, modes)
        rows = []
        for e in ents:
            t0 = time.perf_counter()
            rows.append(measure(e, a.reps))
            if RANK == 0:
                print(
                    f"  {a.case} {a.size} {e.peer:6s} {e.mode:14s} "
                    f"{rows[-1]['median_s'] * 1e3:10.2f} ms  ({time.perf_counter() - t0:.1f}s)",
                    file=sys.stderr,
                    flush=True,
                )
        chk = checks(ents, v, seed)
    except Exception:
        traceback.print_exc()
        sys.stderr.flush()
        COMM.Abort(3)
        return 3
    if RANK == 0:
        print(
            "BENCHJSON "
            + json.dumps(
                {
                    "case": a.case,
                    "size": a.size,
                    "reps": a.reps,
                    "nranks": NRANKS,
                    "shim": HAVE_SHIM,
                    "rows": rows,
                    "checks": chk,
                }
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
