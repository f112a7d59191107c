"""Where the CPU time of a cold first derivative of examples/heat.py goes (issue 16.4).

    python -m bench.first_call_phases [--mode grad|forward] [--reps 3]

Each repetition runs one process (one rank, no mpiexec) on a fresh, empty disk cache and times
the first ``mpiad.grad`` (or forward ``autodiff``) call of the example's kernel (n = 32 cells,
20 steps) in CPU time (``time.process_time``: the machines this runs on are shared, so wall-clock
time measures the other jobs as much as the compile). The time is split, exclusively (a phase's
time excludes the phases nested in it), over: Numba (type inference, lowering, its LLVM
optimisation and machine code, the rest), mpiad (the kernel's parse, the pass, the MPI runtime's
parse and link, printing) and LLVM on the derivative's module (-O3, code generation). The phases
are found by wrapping the functions that do them, so the numbers include nothing but a
function call's overhead. Prints the medians; writes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (module, attribute path, phase): the functions whose exclusive CPU time makes each phase
PHASES = (
    ("mpiad.numba_frontend", "compile_ir", "numba: other"),
    ("numba.core.typed_passes", "BaseTypeInference.run_pass", "numba: type inference"),
    ("numba.core.typed_passes", "NativeLowering.run_pass", "numba: lowering"),
    ("numba.core.codegen", "CPUCodeLibrary.add_ir_module", "numba: LLVM parse"),
    ("numba.core.codegen", "CPUCodeLibrary._optimize_functions", "numba: LLVM optimisation"),
    ("numba.core.codegen", "CPUCodeLibrary._optimize_final_module", "numba: LLVM optimisation"),
    ("numba.core.codegen", "JITCodeLibrary._finalize_specific", "numba: LLVM machine code"),
    ("mpiad.generate", "generate", "mpiad: other"),
    ("mpiad.generate", "parse", "mpiad: kernel IR canonicalise + parse"),
    ("mpiad_passes.differentiate", "reverse", "mpiad: pass"),
    ("mpiad_passes.differentiate", "forward", "mpiad: pass"),
    ("mpiad_passes.mpi.runtime", "parse_module", "mpiad: MPI runtime parse"),
    ("mpiad_passes.mpi.runtime", "link", "mpiad: MPI runtime link"),
    ("mpiad_passes.mpi.runtime_split", "split", "mpiad: MPI runtime split"),
    ("mpiad_passes.ir.module", "Module.__str__", "mpiad: print module"),
    ("mpiad.engine", "compile_module", "LLVM: derivative module parse + machine code"),
    ("mpiad.engine", "optimize", "LLVM: derivative module -O3"),
    ("mpiad.engine", "runtime_object", "LLVM: MPI runtime machine code"),
)


def _install(totals: dict[str, float]) -> None:
    """Wrap each function of PHASES so that its exclusive CPU time adds to its phase."""
    import functools
    import importlib

    stack: list[list[float]] = []  # [start, time of nested phases]

    def timed(f, phase):
        @functools.wraps(f)
        def w(*a, **k):
            frame = [time.process_time(), 0.0]
            stack.append(frame)
            try:
                return f(*a, **k)
            finally:
                stack.pop()
                took = time.process_time() - frame[0]
                totals[phase] += took - frame[1]
                if stack:
                    stack[-1][1] += took

        return w

    for modname, path, phase in PHASES:
        owner = importlib.import_module(modname)
        *outer, name = path.split(".")
        for part in outer:
            owner = getattr(owner, part)
        setattr(owner, name, timed(getattr(owner, name), phase))


def worker(mode: str) -> None:
    """One measurement, in this process: prints a JSON line of phase -> CPU seconds."""
    import importlib.util

    import numpy as np
    from mpi4py import MPI

    import mpiad

    totals: dict[str, float] = defaultdict(float)
    _install(totals)
    spec = importlib.util.spec_from_file_location("heat_example", ROOT / "examples" / "heat.py")
    heat = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(heat)
    comm = MPI.COMM_WORLD
    _, truth = heat.setup(32, comm)
    u0 = np.random.default_rng(1).normal(size=32)
    t0 = time.process_time()
    if mode == "grad":
        mpiad.grad(heat.heat)(u0, truth, 0.25, 20, comm)
    else:
        d = mpiad.Duplicated(u0, np.ones(32))
        mpiad.autodiff(mpiad.Forward, heat.heat, d, truth, 0.25, 20, comm)
    totals["total"] = time.process_time() - t0
    totals["unaccounted"] = totals["total"] - sum(v for k, v in totals.items() if k != "total")
    print(json.dumps({**totals, **mpiad.stats()}))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", choices=("grad", "forward"), default="grad")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        worker(a.mode)
        return 0
    runs = []
    for _ in range(a.reps):
        with tempfile.TemporaryDirectory(prefix="mpiad-phases-") as cache:
            env = {**os.environ, "MPIAD_CACHE_DIR": cache, "MPIAD_QUIET": "1"}
            out = subprocess.run(
                [sys.executable, "-m", "bench.first_call_phases", "--worker", "--mode", a.mode],
                cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=True,
            )  # fmt: skip
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"# cold first {a.mode} of examples/heat.py: CPU seconds, medians of {a.reps} runs")
    phases = sorted({k for r in runs for k in r if isinstance(r[k], float)},
                    key=lambda k: (k in ("total", "unaccounted"), k))  # fmt: skip
    groups: dict[str, float] = defaultdict(float)
    for k in phases:
        v = statistics.median(r.get(k, 0.0) for r in runs)
        if k not in ("total", "unaccounted"):
            groups[k.split(":")[0]] += v
        print(f"{k:48s} {v:6.2f}")
    for g, v in groups.items():
        print(f"{'sum ' + g:48s} {v:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
