"""py-pde's own 2-D diffusion solver step differentiated by mpiad: primal, forward/primal and
reverse/primal (issue 33, point 6).

The PDE package py-pde builds its explicit MPI solver from Numba-jitted closures: a fixed-step
stepper (``compiled_stepper``) calling ``single_step`` (one explicit Euler step of the
diffusion equation: the Laplacian of a copy of the field with ghost cells, set through numba-mpi
``send``/``recv`` of the block's edge columns) and ``post_step_hook`` in a loop. The kernel
timed here is the test's (``tests/integration/frontend/fe_pypde.py``): that stepper, built as
py-pde builds it for this rank's block of a 128 x 64 grid split along its second axis (ghost
columns are strided), for 40 steps, then the sum of squares of the field over every rank
(numba-mpi ``allreduce``). Goals: reverse/primal <= 3, forward/primal <= 2.

Each repetition times one call of the primal (the ``@mpiad.jit`` kernel), of forward mode
(``autodiff(Forward, ...)``, one direction) and of reverse mode (``autodiff(Reverse, ...)``),
interleaved so that a change of the shared machine's load hits them alike: thread CPU time and
wall time, the slowest rank's, medians over the repetitions; compiles are done before (one
warm-up call of each). Ratios come from one run.

    python -m bench.pde_diffusion [--ranks 1,2] [--reps 9] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

import numpy as np

from bench import output

SHAPE = (128, 64)
STEPS = 40
DT = 1e-3  # explicit Euler on a unit grid: dt * D * 8 = 0.8e-3 (stable)


# -- worker: runs under mpiexec ------------------------------------------------------------------
def build(shape=SHAPE, dt=DT):
    """py-pde's diffusion stepper for this rank's block and the kernel around it."""
    import inspect
    import logging

    import numba_mpi as nm
    from pde import CartesianGrid, DiffusionPDE, ScalarField
    from pde.backends.numba._solvers import make_inner_stepper
    from pde.solvers import ExplicitMPISolver

    import mpiad

    logging.getLogger("pde").setLevel(logging.ERROR)
    grid = CartesianGrid([[0.0, shape[0]], [0.0, shape[1]]], list(shape), periodic=[False, True])
    eq = DiffusionPDE(diffusivity=1.0, bc={"x": {"value": 0.2}, "y": "periodic"})
    solver = ExplicitMPISolver(eq, decomposition=[1, -1])
    solver.make_stepper(ScalarField(grid), dt=dt)
    sub = solver.mesh.extract_subfield(ScalarField(grid))
    stepper = inspect.getclosurevars(make_inner_stepper(solver, sub)).nonlocals["compiled_stepper"]

    @mpiad.jit
    def loss(c, steps):
        stepper(c, 0.0, steps, None)
        total = np.zeros(1)
        nm.allreduce(np.array([np.sum(c * c)]), total)
        return total[0]

    return loss, sub.data.shape


def worker(args) -> int:
    from mpi4py import MPI

    import mpiad
    from mpiad import Duplicated, Forward, Reverse

    comm = MPI.COMM_WORLD
    t0 = time.perf_counter()
    loss, local = build()
    t_pde = time.perf_counter() - t0
    rng = np.random.default_rng(7 + comm.rank)
    c0 = rng.uniform(0.2, 0.8, local)
    v = rng.normal(size=local)
    steps = args.steps
    calls = {
        "primal": (lambda: c0.copy(), lambda a: loss(a, steps)),
        "fwd": (
            lambda: (c0.copy(), v.copy()),
            lambda a: mpiad.autodiff(Forward, loss, Duplicated(a[0], a[1]), steps),
        ),
        "rev": (
            lambda: (c0.copy(), np.zeros(local)),
            lambda a: mpiad.autodiff(Reverse, loss, Duplicated(a[0], a[1]), steps),
        ),
    }
    compile_s = {}
    for k, (prep, run) in calls.items():  # compile, then one warm call
        t0 = time.perf_counter()
        run(prep())
        compile_s[k] = comm.allreduce(time.perf_counter() - t0, op=MPI.MAX)
        run(prep())
    cpu: dict[str, list[float]] = {k: [] for k in calls}
    wall: dict[str, list[float]] = {k: [] for k in calls}
    for _ in range(args.reps):
        for k, (prep, run) in calls.items():
            a = prep()
            comm.Barrier()
            t0, w0 = time.thread_time(), time.perf_counter()
            run(a)
            cpu[k].append(time.thread_time() - t0)
            wall[k].append(time.perf_counter() - w0)
    row = {"ranks": comm.size, "local": list(local), "steps": steps, "pde_setup_s": t_pde}
    for k in calls:
        row[k] = comm.allreduce(statistics.median(cpu[k]), op=MPI.MAX)
        row[k + "_wall"] = comm.allreduce(statistics.median(wall[k]), op=MPI.MAX)
        row[k + "_first_call_s"] = compile_s[k]
    if comm.rank == 0:
        output.emit_result(row)
    return 0


# -- driver --------------------------------------------------------------------------------------
def table(rows: list[dict]) -> str:
    lines = [
        "| ranks | cells/rank x steps | primal CPU (ms) | forward/primal | reverse/primal | "
        "primal wall (ms) | forward/primal wall | reverse/primal wall | first calls: primal / "
        "forward / reverse (s) |",
        "|---:|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        p, pw = r["primal"], r["primal_wall"]
        lines.append(
            f"| {r['ranks']} | {r['local'][0]}x{r['local'][1]} x {r['steps']} | {p * 1e3:.2f} | "
            f"{r['fwd'] / p:.2f} | {r['rev'] / p:.2f} | {pw * 1e3:.2f} | "
            f"{r['fwd_wall'] / pw:.2f} | {r['rev_wall'] / pw:.2f} | "
            f"{r['primal_first_call_s']:.1f} / {r['fwd_first_call_s']:.1f} / "
            f"{r['rev_first_call_s']:.1f} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="1,2")
    ap.add_argument("--reps", type=int, default=9)
    ap.add_argument("--steps", type=int, default=STEPS)
    output.add_arguments(ap)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args)
    if args.update_results:
        ap.error("pde_diffusion has no committed results: give --out")
    from bench.mpirun import run_mpi

    rows = []
    ranks = [int(x) for x in args.ranks.split(",")]
    with output.progress(len(ranks), "pde_diffusion") as advance:
        for n in ranks:
            cmd = ["-m", "bench.pde_diffusion", "--worker", "--reps", str(args.reps)]
            proc = run_mpi(n, cmd + ["--steps", str(args.steps)], timeout=args.timeout)
            rows += output.results_of(proc.stdout)
            advance(f"pde_diffusion: {n} ranks")
    text = (
        f"py-pde's 2-D diffusion ({SHAPE[0]}x{SHAPE[1]} cells split along the second axis, "
        f"{args.steps} steps; `python -m bench.pde_diffusion --ranks {args.ranks} --reps "
        f"{args.reps}`): medians of {args.reps} interleaved calls, the slowest rank's thread CPU "
        "time and wall time; ratios from one run; first calls include compiling.\n\n" + table(rows)
    )
    print(text)
    outs = output.outputs(args)
    for name, body in (("pde_diffusion.md", "# py-pde diffusion, differentiated\n\n" + text),
                       ("pde_diffusion.json", json.dumps(rows, indent=1))):  # fmt: skip
        (outs.results / name).write_text(body)
        outs.written(outs.results / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
