"""One process of ``python -m bench.first_call``: import, then time the first gradient of
examples/heat.py's kernel (n = 32 cells per rank, 20 steps, as the example's checks), in wall
time on rank 0 and in CPU time over the ranks."""

from __future__ import annotations

import time

t0 = time.perf_counter()

import importlib.util  # noqa: E402 - the import itself is timed
import json  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
from mpi4py import MPI  # noqa: E402

import mpiad  # noqa: E402

_HEAT = Path(__file__).resolve().parents[1] / "examples" / "heat.py"


def _load_heat():
    spec = importlib.util.spec_from_file_location("heat_example", _HEAT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main() -> None:
    heat_mod = _load_heat()
    t1 = time.perf_counter()
    comm = MPI.COMM_WORLD
    x, truth = heat_mod.setup(32, comm)
    u0 = np.random.default_rng(1 + comm.rank).normal(size=32)
    t2, c2 = time.perf_counter(), time.process_time()
    mpiad.grad(heat_mod.heat)(u0, truth, 0.25, 20, comm)
    t3, cpu = time.perf_counter(), time.process_time() - c2
    # CPU seconds of the call: on a loaded machine they say what the compile costs, where the
    # wall time says as much about the other jobs; the most any rank spent (the one that
    # compiled) and the sum over the ranks (all of the job's work)
    cpu_max, cpu_sum = comm.allreduce(cpu, op=MPI.MAX), comm.allreduce(cpu)
    if comm.rank == 0:
        print(
            json.dumps(
                {
                    "import_s": t1 - t0,
                    "first_grad_s": t3 - t2,
                    "first_grad_cpu_max_s": cpu_max,
                    "first_grad_cpu_sum_s": cpu_sum,
                    **mpiad.stats(),
                }
            )
        )


if __name__ == "__main__":
    main()
