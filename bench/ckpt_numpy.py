"""A NumPy-style checkpointed time loop against its hand-indexed twin (issue 33).

    mpiexec -n 2 python -m bench.ckpt_numpy [--cells N] [--steps T] [--snapshots K]
                                            [--reps R] [--out DIR]

The NumPy-style kernel is the issue's 1-D heat loop: halos by ``mpi.sendrecv`` on slices, the
Laplacian as an array expression (a temporary allocated and freed every step), the update
written with slices; the twin does the same maths with explicit index loops into two arrays
allocated once before the loop. Both loops are ``mpiad.checkpointed`` with the same snapshot
count. Each repetition times, in one run and alternating, the primal and the gradient of each
(process CPU time: MPI's busy waiting counts, other jobs on a loaded machine do not); the
table shows medians over the repetitions, and the gradient ratio NumPy-style / hand-indexed
is the median of the ratios measured in each repetition (the goal: at most 1.5). With
``MPIAD_CHECKPOINT_REPORT=1`` the runtime prints where each gradient's time goes (forward sweep,
recomputations, step adjoints, snapshot copies).

Writes ``ckpt_numpy.json`` (every rank's numbers) and ``ckpt_numpy.md`` (rank 0's) under
``--out`` (default bench/out/, git-ignored); never the committed tables.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

from .output import DEFAULT_OUT


def _numpy_style(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        lap = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u[1:-1] = u[1:-1] + kappa * lap - 0.05 * u[1:-1] ** 3
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


def _hand_indexed(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    lap = np.zeros(n + 2)
    for i in range(n):
        u[i + 1] = u0[i]
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        for i in range(1, n + 1):
            lap[i] = u[i - 1] - 2.0 * u[i] + u[i + 1]
        for i in range(1, n + 1):
            u[i] = u[i] + kappa * lap[i] - 0.05 * u[i] ** 3
    t = 0.0
    for i in range(1, n + 1):
        t += u[i] * u[i]
    tot = np.zeros(1)
    mpi.allreduce(t, tot, mpi.SUM, comm)
    return tot[0]


numpy_style, hand_indexed = mpiad.jit(_numpy_style), mpiad.jit(_hand_indexed)
KERNELS = {"numpy_style": numpy_style, "hand_indexed": hand_indexed}


def _cpu(comm, fn) -> float:
    comm.Barrier()
    t = time.process_time()
    fn()
    t = time.process_time() - t
    comm.Barrier()
    return t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cells", type=int, default=50_000, help="cells per rank")
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--snapshots", type=int, default=8)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = ap.parse_args(argv)
    comm = MPI.COMM_WORLD
    kappa = 0.2
    u0 = 0.5 * np.sin(np.arange(args.cells) * 0.01 + comm.rank)
    # compile everything once, on a tiny problem, and check the two kernels agree
    tiny = u0[:8].copy()
    grads = {k: mpiad.grad(f)(tiny, kappa, 5, 2, comm) for k, f in KERNELS.items()}
    vals = {k: f(tiny, kappa, 5, 2, comm) for k, f in KERNELS.items()}
    err = float(np.abs(grads["numpy_style"] - grads["hand_indexed"]).max())
    if err > 1e-12 * float(np.abs(grads["hand_indexed"]).max()) or not np.isclose(
        vals["numpy_style"], vals["hand_indexed"], rtol=1e-13
    ):
        raise SystemExit(f"the two kernels differ (gradient error {err:.3g})")
    steps, snaps = args.steps, args.snapshots
    times: dict[str, dict[str, list[float]]] = {k: {"primal": [], "grad": []} for k in KERNELS}
    ratios = []
    for _ in range(args.reps):
        got = {}
        for k, f in KERNELS.items():  # alternating: both see the same load
            times[k]["primal"].append(_cpu(comm, lambda f=f: f(u0, kappa, steps, snaps, comm)))
            got[k] = _cpu(comm, lambda f=f: mpiad.grad(f)(u0, kappa, steps, snaps, comm))
            times[k]["grad"].append(got[k])
        ratios.append(got["numpy_style"] / got["hand_indexed"])
    med = {k: {p: float(np.median(v)) for p, v in d.items()} for k, d in times.items()}
    result = {
        "ranks": comm.size, "rank": comm.rank, "cells_per_rank": args.cells, "steps": steps,
        "snapshots": snaps, "reps": args.reps, "times": times, "medians": med,
        "grad_ratio_numpy_over_hand": ratios, "median_grad_ratio": float(np.median(ratios)),
    }  # fmt: skip
    every = comm.gather(result)
    if comm.rank != 0:
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "ckpt_numpy.json").write_text(json.dumps(every, indent=1))
    lines = [
        f"# NumPy-style vs hand-indexed checkpointed heat loop: {comm.size} ranks, "
        f"{args.cells} cells/rank, {steps} steps, {snaps} snapshots (rank 0; CPU s, medians of "
        f"{args.reps})",
        "",
        "| kernel | primal s | gradient s | gradient/primal |",
        "|---|---:|---:|---:|",
    ]
    for k in KERNELS:
        p, g = med[k]["primal"], med[k]["grad"]
        lines.append(f"| {k} | {p:.3f} | {g:.3f} | {g / p:.2f} |")
    lines += [
        "",
        f"gradient time NumPy-style / hand-indexed, per repetition: "
        f"{', '.join(f'{x:.2f}' for x in ratios)}; median {np.median(ratios):.2f} (goal <= 1.5)",
    ]
    text = "\n".join(lines) + "\n"
    (args.out / "ckpt_numpy.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
