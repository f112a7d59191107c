"""Speed of derivatives of ``prange`` loops: Numba's parallel primal beside mpiad's forward and
reverse derivatives with their loops launched through Numba's threading layer ("parallel
loops", forced with ``MPIAD_PRANGE=parallel``), the derivatives of the same kernel compiled
without ``parallel=True`` ("serial kernel"), and what ``mpiad.autodiff`` runs by default
("chosen": serial on one thread, else the faster of the two measured on the first calls), at
the thread count ``NUMBA_NUM_THREADS`` sets.

Run ``NUMBA_NUM_THREADS=1 python -m bench.prange_speed --kernel light`` and again with 2 (and
``--kernel heavy``): each line gives the median wall time and CPU time (process time: all
threads) of ``--reps`` calls.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import warnings

import numba
import numpy as np
from numba import prange

import mpiad


def heavy(u, v):
    """A stencil with 20 transcendental terms per point (compute-bound)."""
    for i in prange(1, u.size - 1):
        x = u[i]
        acc = 0.0
        for k in range(20):
            acc += np.sin(x + 0.1 * k) * np.exp(-0.01 * k * u[i - 1]) + u[i + 1] * x
        v[i] = acc


def light(u, v):
    """A three-point stencil with one transcendental term (memory-bound)."""
    for i in prange(1, u.size - 1):
        v[i] = u[i - 1] * u[i + 1] - 2.0 * u[i] ** 3 + np.sin(u[i])


KERNELS = {"heavy": heavy, "light": light}


def timed(fn, reps: int, setup=None) -> tuple[float, float]:
    """Median wall and CPU time of ``fn()``; ``setup()`` (untimed) runs before each call."""
    fn()  # compile / warm
    wall, cpu = [], []
    for _ in range(reps):
        if setup is not None:
            setup()
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return statistics.median(wall), statistics.median(cpu)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200_000)
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--kernel", choices=sorted(KERNELS), default="heavy")
    a = ap.parse_args()
    rng = np.random.default_rng(0)
    u, du = rng.random(a.n), rng.random(a.n)
    v, dv, w = np.zeros(a.n), np.zeros(a.n), rng.random(a.n)
    body = KERNELS[a.kernel]
    par = mpiad.jit(parallel=True)(body)
    ser = mpiad.jit(body)
    warnings.simplefilter("ignore")

    def fwd(k):
        return lambda: mpiad.autodiff(
            mpiad.Forward, k, mpiad.Duplicated(u, du), mpiad.Duplicated(v, dv)
        )

    # the reverse sweep adds into du and reads (then zeroes) dv: both are reset before each
    # call, outside the timed region (fresh arrays there timed the allocator's page faults,
    # which depend on what earlier calls freed, not the derivative)
    gu, gv = np.zeros(a.n), np.zeros(a.n)

    def reset():
        gu[:] = 0.0
        gv[:] = w

    def rev(k):
        return lambda: mpiad.autodiff(
            mpiad.Reverse, k, mpiad.Duplicated(u, gu), mpiad.Duplicated(v, gv)
        )

    def forced(how, fn):
        """``fn`` with the derivative of the parallel kernel forced (see derivative_plan)."""

        def run():
            os.environ["MPIAD_PRANGE"] = how
            try:
                return fn()
            finally:
                os.environ.pop("MPIAD_PRANGE", None)

        return run

    cases = {
        "primal, parallel (Numba)": lambda: par(u, v),
        "primal, serial (Numba)": lambda: ser(u, v),
        "forward, parallel loops": forced("parallel", fwd(par)),
        "forward, serial kernel": fwd(ser),
        "forward, chosen": fwd(par),
        "reverse, parallel loops": forced("parallel", rev(par)),
        "reverse, serial kernel": rev(ser),
        "reverse, chosen": rev(par),
    }
    rows = [
        (name, *timed(fn, a.reps, reset if name.startswith("reverse") else None))
        for name, fn in cases.items()
    ]
    layer = numba.threading_layer()
    print(
        f"kernel={a.kernel} threads={numba.get_num_threads()} layer={layer} n={a.n} "
        f"reps={a.reps} (medians)"
    )
    for name, w_, c in rows:
        print(f"{name:26s} wall {w_ * 1e3:9.2f} ms  cpu {c * 1e3:9.2f} ms")


if __name__ == "__main__":
    main()
