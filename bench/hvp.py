"""Hessian-vector products against the primal and the gradient (issue 35's benchmark).

Goal: an HVP (forward mode over the reverse-mode gradient: one tangent beside each primal and
adjoint value) costs at most 2.5x a gradient, and W directions at once at most W+1 gradients.
Three Numba kernels, each nonlinear so that H is not constant:

* ``heat``: 1-D explicit heat with a cubic reaction term, Irecv/Isend/Waitall halos, the misfit
  summed by Allreduce SUM;
* ``stencil2d``: 2-D five-point stencil on rows split over the ranks, halo rows by Sendrecv,
  a tanh reaction, Allreduce SUM of the squares;
* ``dotnorm``: a least-squares loss of dot products reduced by Allreduce SUM and MAX;
* ``heat_ck``: ``heat`` with 400 steps, its time loop checkpointed (``mpiad.checkpointed``, 10
  snapshots): the HVP runs the runtime's schedule on the state and its tangents.

Times are the median thread CPU time of each call (the slowest rank's), calls of every kind
interleaved so that a change of load hits them alike; compile time is excluded (one warm-up call
each). ``hvp/grad`` is the goal's ratio; ``hvpW/grad`` is one call of W directions over one
gradient (goal <= W + 1). The W-direction call is the vector path ``mpiad.hessian`` uses
(``mpiad.second_order._run``; ``mpiad.hvp`` takes one direction).

    python -m bench.hvp [--ranks 1,2] [--reps 7] [--width 4] [--quick] [--out DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import numpy as np

from bench import output

#: case -> (points per rank, steps); --quick divides the points by 8
SIZES = {
    "heat": (20000, 50),
    "stencil2d": (64 * 256, 20),
    "dotnorm": (10**6, 1),
    "heat_ck": (20000, 400),
}


def _kernels():
    import mpiad
    import mpiad.mpi as mpi

    @mpiad.jit
    def heat(u0, r, nsteps, comm):
        rank, size = mpi.rank(comm), mpi.size(comm)
        left, right = (rank - 1) % size, (rank + 1) % size
        n = u0.size
        u = np.zeros(n + 2)
        un = np.zeros(n + 2)
        u[1 : n + 1] = u0
        reqs = np.empty(4, dtype=mpi.RequestType)
        for _ in range(nsteps):
            _, q0 = mpi.irecv(u[0:1], left, 0, comm)
            _, q1 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
            _, q2 = mpi.isend(u[n : n + 1], right, 0, comm)
            _, q3 = mpi.isend(u[1:2], left, 1, comm)
            reqs[0] = q0[0]
            reqs[1] = q1[0]
            reqs[2] = q2[0]
            reqs[3] = q3[0]
            mpi.waitall(reqs)
            for i in range(1, n + 1):
                un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
            u, un = un, u
        local = 0.0
        for i in range(1, n + 1):
            local += u[i] * u[i]
        total = np.zeros(1)
        mpi.allreduce(local, total, mpi.SUM, comm)
        return 0.5 * total[0]

    @mpiad.jit
    def stencil2d(u0, r, nsteps, comm):
        rank, size = mpi.rank(comm), mpi.size(comm)
        up, down = (rank - 1) % size, (rank + 1) % size
        ny = 64
        nx = u0.size // ny
        u = np.zeros((nx + 2, ny))
        un = np.zeros((nx + 2, ny))
        for i in range(nx):
            for j in range(ny):
                u[i + 1, j] = u0[i * ny + j]
        for _ in range(nsteps):
            mpi.sendrecv(u[nx], down, u[0], up, 0, 0, comm)
            mpi.sendrecv(u[1], up, u[nx + 1], down, 1, 1, comm)
            for i in range(1, nx + 1):
                for j in range(ny):
                    jl, jr = (j - 1) % ny, (j + 1) % ny
                    lap = u[i - 1, j] + u[i + 1, j] + u[i, jl] + u[i, jr] - 4.0 * u[i, j]
                    un[i, j] = u[i, j] + r * lap - 0.1 * np.tanh(u[i, j])
            u, un = un, u
        local = 0.0
        for i in range(1, nx + 1):
            for j in range(ny):
                local += u[i, j] * u[i, j]
        total = np.zeros(1)
        mpi.allreduce(local, total, mpi.SUM, comm)
        return total[0]

    @mpiad.jit
    def dotnorm(x, y, steps, comm):
        d = np.zeros(1)
        nn = np.zeros(1)
        m = np.zeros(1)
        mpi.allreduce(np.sum(x * y), d, mpi.SUM, comm)
        mpi.allreduce(np.sum(x * x), nn, mpi.SUM, comm)
        mpi.allreduce(np.max(np.abs(x)), m, mpi.MAX, comm)
        return (d[0] - 1.0) ** 2 + 0.5 * nn[0] + m[0] ** 2

    @mpiad.jit
    def heat_ck(u0, r, nsteps, comm):
        rank, size = mpi.rank(comm), mpi.size(comm)
        left, right = (rank - 1) % size, (rank + 1) % size
        n = u0.size
        u = np.zeros(n + 2)
        un = np.zeros(n + 2)
        u[1 : n + 1] = u0
        reqs = np.empty(4, dtype=mpi.RequestType)
        for _ in mpiad.checkpointed(range(nsteps), snapshots=10):
            _, q0 = mpi.irecv(u[0:1], left, 0, comm)
            _, q1 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
            _, q2 = mpi.isend(u[n : n + 1], right, 0, comm)
            _, q3 = mpi.isend(u[1:2], left, 1, comm)
            reqs[0] = q0[0]
            reqs[1] = q1[0]
            reqs[2] = q2[0]
            reqs[3] = q3[0]
            mpi.waitall(reqs)
            for i in range(1, n + 1):
                un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
            u, un = un, u
        local = 0.0
        for i in range(1, n + 1):
            local += u[i] * u[i]
        total = np.zeros(1)
        mpi.allreduce(local, total, mpi.SUM, comm)
        return 0.5 * total[0]

    return {"heat": heat, "stencil2d": stencil2d, "dotnorm": dotnorm, "heat_ck": heat_ck}


def _args(case: str, n: int, steps: int, comm, rng):
    x = 0.5 + 0.1 * rng.standard_normal(n)
    if case == "dotnorm":
        return (x, rng.standard_normal(n), steps, comm)
    return (x, 0.2, steps, comm)


def worker(ns) -> int:
    from mpi4py import MPI

    import mpiad
    from mpiad import second_order

    comm = MPI.COMM_WORLD
    rng = np.random.default_rng(3 + comm.rank)
    kernels = _kernels()
    for case, (n, steps) in SIZES.items():
        if ns.quick:
            n //= 8
        f = kernels[case]
        args = _args(case, n, steps, comm, rng)
        v = rng.standard_normal(n)
        vs = [rng.standard_normal(n) for _ in range(ns.width)]
        grad, hvp = mpiad.grad(f), mpiad.hvp(f)
        gh = mpiad.grad_and_hvp(f)

        def hvp_w(args=args, f=f, vs=vs):
            return second_order._run(
                f, args, [0], [vs], "replicated", None
            )  # W directions in one call

        calls = {
            "primal": lambda args=args, f=f: f(*args),
            "grad": lambda args=args, grad=grad: grad(*args),
            "hvp": lambda args=args, hvp=hvp, v=v: hvp(*args, v),
            "grad_and_hvp": lambda args=args, gh=gh, v=v: gh(*args, v),
            f"hvp{ns.width}": hvp_w,
        }
        for run in calls.values():  # compile, outside the timings
            run()
        ts: dict[str, list[float]] = {k: [] for k in calls}
        for _ in range(ns.reps):
            for k, run in calls.items():
                comm.Barrier()
                t0 = time.thread_time()
                run()
                ts[k].append(time.thread_time() - t0)
        med = {k: comm.allreduce(statistics.median(t), op=MPI.MAX) for k, t in ts.items()}
        if comm.rank == 0:
            row = {"case": case, "ranks": comm.size, "n": n, "steps": steps, "W": ns.width}
            row |= {k: round(t, 6) for k, t in med.items()}
            output.emit_result(row)
    return 0


def table(rows: list[dict]) -> str:
    w = rows[0]["W"] if rows else 4
    head = (
        "| case | ranks | points/rank | primal s | grad/primal | hvp/primal | hvp/grad (goal "
        f"<= 2.5) | grad_and_hvp/grad | hvp{w}/grad (goal <= {w + 1}) |\n"
        "|---|---|---|---|---|---|---|---|---|\n"
    )
    out = []
    for r in rows:
        p, g = r["primal"], r["grad"]
        out.append(
            f"| {r['case']} | {r['ranks']} | {r['n']} | {p:.4f} | {g / p:.2f} | "
            f"{r['hvp'] / p:.2f} | {r['hvp'] / g:.2f} | {r['grad_and_hvp'] / g:.2f} | "
            f"{r[f'hvp{w}'] / g:.2f} |"
        )
    return head + "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.hvp", description=__doc__.split("\n")[0])
    ap.add_argument("--ranks", default="1,2")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--width", type=int, default=4)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--timeout", type=float, default=1800)
    output.add_arguments(ap)
    ns = ap.parse_args(argv)
    if ns.worker:
        return worker(ns)
    from bench.mpirun import run_mpi

    rows = []
    for n in (int(k) for k in ns.ranks.split(",")):
        cmd = ["-m", "bench.hvp", "--worker", "--reps", str(ns.reps), "--width", str(ns.width)]
        proc = run_mpi(n, cmd + (["--quick"] if ns.quick else []), timeout=ns.timeout)
        got = output.results_of(proc.stdout)
        if not got:
            print(proc.stdout + proc.stderr, file=sys.stderr)
            return 1
        rows += got
    body = "# Hessian-vector products (bench/hvp.py)\n\n" + table(rows)
    print(body)
    outs = output.outputs(ns)
    (outs.results / "hvp.md").write_text(body)
    outs.written(outs.results / "hvp.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
