"""One process of ``python -m bench.first_call``: import, then time the first gradient of
examples/heat.py's kernel (n = 32 cells per rank, 20 steps, as the example's checks)."""

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
    t2 = time.perf_counter()
    mpiad.grad(heat_mod.heat)(u0, truth, 0.25, 20, comm)
    t3 = time.perf_counter()
    if comm.rank == 0:
        print(json.dumps({"import_s": t1 - t0, "first_grad_s": t3 - t2, **mpiad.stats()}))


if __name__ == "__main__":
    main()
