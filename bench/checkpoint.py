"""Checkpointed reverse mode (issue 19): memory and time of a 1-D heat solver's gradient.

    mpiexec -n 2 python -m bench.checkpoint [CELLS STEPS [SNAPSHOTS ...]]

defaults: 100000 cells per rank, 10000 steps, snapshots 8 16 32 64. Per rank (the table shows
rank 0; the JSON has every rank's numbers) it measures the primal, the fully taped gradient
(only where its tape fits in TAPED_LIMIT bytes; else projected from a run of TAPED_STEPS steps,
the tape growing linearly with the steps) and the checkpointed gradient for each snapshot count:
median CPU time (process_time) of REPS calls and the peak of the resident set above the
resident set before the call (VmHWM after a reset, bench/rss.py; the state arrays are allocated
inside the window, so the primal's peak is its two arrays). The reverse/primal ratio is set
against the number of steps the schedule recomputes (the binomial schedule of
checkpoint_schedules, which the runtime follows, see tests/integration/test_checkpoint.py), as
recomputations per step.

Run it twice: with ``MPIAD_TAPE_KEEP=0`` for the memory columns (by default a tape is kept as a
spare buffer for the next call, passes/tape.py, so the fully taped gradient's tape is resident
before the measured call and its peak does not show), and without for the times (the fully
taped gradient then reuses its spare tape; the checkpointed one keeps one tape for all its
steps either way). ``MPIAD_CHECKPOINT_REPORT=1`` prints where the checkpointed gradient's time
goes (forward sweep, recomputation, step adjoints, snapshot copies).
The step is nonlinear (u <- v - 0.01 v^3 after the stencil) so that its adjoint needs the
primal values: a linear stencil's adjoint needs none and is not worth checkpointing.

Writes bench/out/checkpoint.json, bench/out/checkpoint.md and (with matplotlib)
bench/out/checkpoint_memory.png: peak memory against the snapshot count. Timings on a shared
machine are noisy: compare medians, and rerun before drawing conclusions.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

from .rss import status, trimmed_rss

OUT = Path(__file__).resolve().parent / "out"
TAPED_LIMIT = 2 * 10**9  # bytes of tape per rank the fully taped gradient may use here
TAPED_STEPS = 200  # steps of the taped run that projects a tape too big to run
REPS = int(os.environ.get("MPIAD_BENCH_REPS", "3"))


@mpiad.jit
def heat_ck(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] - 0.01 * un[i] ** 3
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    return s


@mpiad.jit
def heat_taped(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] - 0.01 * un[i] ** 3
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    return s


def predicted_recomputations(n: int, s: int) -> int | None:
    """Steps the runtime recomputes for n steps and s snapshots: the binomial schedule's
    recomputations plus the steps from the forward sweep's last snapshot to the last step."""
    if s >= n:
        return 0
    try:
        import checkpoint_schedules as cs
    except ImportError:
        return None
    forwards, last, done = 0, 0, False
    for a in cs.MultistageCheckpointSchedule(n, s, 0):
        if isinstance(a, cs.EndForward):
            done = True
        elif isinstance(a, cs.Forward):
            forwards += a.n1 - a.n0
            if a.write_ics and not done:
                last = a.n0
        elif isinstance(a, cs.EndReverse):
            break
    return forwards - n - (n - 1) + (n - 1 - last)


def measure(comm, fn, cells: int) -> tuple[float, int, int]:
    """Median CPU seconds of REPS calls of fn(u, un, du, dun) (this process's, so that other
    jobs on a loaded machine do not count; MPI's busy waiting does), the peak extra resident
    set, and the process's whole peak resident set during the calls (what a user's job needs:
    the interpreter, Numba, LLVM and MPI included)."""
    times, peak, whole = [], 0, 0
    for _ in range(REPS):
        base = trimmed_rss()
        u = np.random.default_rng(comm.rank).random(cells + 2)
        un, du, dun = np.zeros_like(u), np.zeros_like(u), np.zeros_like(u)
        comm.Barrier()
        t = time.process_time()
        fn(u, un, du, dun)
        times.append(time.process_time() - t)
        comm.Barrier()
        if base is not None:
            hwm = status()["VmHWM"]
            peak, whole = max(peak, hwm - base), max(whole, hwm)
        del u, un, du, dun
    return float(np.median(times)), peak, whole


def main() -> int:
    comm = MPI.COMM_WORLD
    args = [int(a) for a in sys.argv[1:]]
    cells = args[0] if args else 100_000
    steps = args[1] if len(args) > 1 else 10_000
    snapshot_counts = args[2:] or [8, 16, 32, 64]
    r = 0.25

    def primal(u, un, du, dun):
        heat_taped(u, un, r, steps, 0, comm)

    def taped(nsteps):
        def run(u, un, du, dun):
            mpiad.autodiff(mpiad.Reverse, heat_taped, mpiad.Duplicated(u, du),
                           mpiad.Duplicated(un, dun), r, nsteps, 0, comm)  # fmt: skip

        return run

    def checkpointed(snaps):
        def run(u, un, du, dun):
            mpiad.autodiff(mpiad.Reverse, heat_ck, mpiad.Duplicated(u, du),
                           mpiad.Duplicated(un, dun), r, steps, snaps, comm)  # fmt: skip

        return run

    # compile everything once, on a tiny problem (of 2 steps for the checkpointed gradient:
    # `steps` steps with 1 snapshot would recompute steps^2 / 2 of them, 12 s for 2000)
    tiny = [np.zeros(4) for _ in range(4)]
    primal(*tiny)
    taped(1)(*tiny)
    mpiad.autodiff(mpiad.Reverse, heat_ck, mpiad.Duplicated(tiny[0], tiny[2]),
                   mpiad.Duplicated(tiny[1], tiny[3]), r, 2, 1, comm)  # fmt: skip
    t_primal, m_primal, w_primal = measure(comm, primal, cells)
    rows = []
    state = 2 * (cells + 2) * 8
    tape_steps = steps if state * steps <= TAPED_LIMIT else TAPED_STEPS
    t_taped, m_taped, _ = measure(comm, taped(tape_steps), cells)
    projected = tape_steps != steps
    if projected:  # the tape grows linearly with the steps
        t_taped *= steps / tape_steps
        m_taped = int(m_taped * steps / tape_steps)
    for s in snapshot_counts:
        t, m, w = measure(comm, checkpointed(s), cells)
        rec = predicted_recomputations(steps, s)
        rows.append({
            "snapshots": s, "seconds": t, "peak_bytes": m, "reverse_over_primal": t / t_primal,
            "recomputations_per_step": None if rec is None else rec / steps,
            "memory_over_primal": m / max(m_primal, 1),
            "process_peak_bytes": w, "process_peak_over_primal": w / max(w_primal, 1),
            # what the schedule alone predicts from the fully taped gradient's cost
            "taped_plus_recomputations": None if rec is None else t_taped / t_primal
            + rec / steps,
        })  # fmt: skip
    result = {
        "ranks": comm.size, "cells_per_rank": cells, "steps": steps, "rank": comm.rank,
        "primal": {"seconds": t_primal, "peak_bytes": m_primal, "process_peak_bytes": w_primal},
        "taped": {"seconds": t_taped, "peak_bytes": m_taped, "projected_from_steps":
                  tape_steps if projected else None},
        "checkpointed": rows,
    }  # fmt: skip
    every = comm.gather(result)
    if comm.rank != 0:
        return 0
    OUT.mkdir(exist_ok=True)
    (OUT / "checkpoint.json").write_text(json.dumps(every, indent=1))
    mb = 1e6
    lines = [
        f"# heat1d gradient with checkpointing: {comm.size} ranks, {cells} cells/rank, "
        f"{steps} steps (rank 0; medians of {REPS})",
        "",
        f"primal: {t_primal:.3f} s CPU, peak {m_primal / mb:.1f} MB above the resident set "
        f"before the call, process peak {w_primal / mb:.0f} MB",
        f"fully taped: {t_taped:.3f} s CPU ({t_taped / t_primal:.2f} x primal), peak "
        f"{m_taped / mb:.1f} MB" + (f" (projected from {tape_steps} steps)" if projected else ""),
        "",
        "taped + rec: the fully taped gradient's ratio plus the recomputed steps per step, what "
        "the schedule adds to the cost of the steps' adjoints (issue 19's goal is 2.5 + rec)",
        "",
        "| snapshots | reverse s CPU | reverse/primal | recomputed/step | taped + rec | peak MB "
        "| peak/primal | process peak MB | process peak/primal's |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        rec, ref = row["recomputations_per_step"], row["taped_plus_recomputations"]
        lines.append(
            f"| {row['snapshots']} | {row['seconds']:.3f} | {row['reverse_over_primal']:.2f} | "
            f"{'?' if rec is None else f'{rec:.2f}'} | {'?' if ref is None else f'{ref:.2f}'} | "
            f"{row['peak_bytes'] / mb:.1f} | {row['memory_over_primal']:.2f} | "
            f"{row['process_peak_bytes'] / mb:.0f} | {row['process_peak_over_primal']:.2f} |"
        )
    text = "\n".join(lines) + "\n"
    (OUT / "checkpoint.md").write_text(text)
    print(text)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return 0
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot([r["snapshots"] for r in rows], [r["peak_bytes"] / mb for r in rows], "o-",
            label="checkpointed")  # fmt: skip
    ax.axhline(m_taped / mb, color="r", ls="--", label="fully taped" + (" (proj.)" if projected
                                                                          else ""))  # fmt: skip
    ax.axhline(m_primal / mb, color="k", ls=":", label="primal")
    ax.set_xlabel("snapshots")
    ax.set_ylabel("peak MB per rank")
    ax.set_yscale("log")
    ax.legend()
    fig.tight_layout()
    fig.savefig(OUT / "checkpoint_memory.png", dpi=120)
    return 0


if __name__ == "__main__":
    sys.exit(main())
