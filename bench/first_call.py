"""First-call time of examples/heat.py's gradient at 2 ranks: cold and warm (issue 16.4).

    python -m bench.first_call [--reps 3] [--ranks 2] [--out DIR | --update-results]

Each repetition launches ``mpiexec -n 2`` twice on a fresh, empty disk cache (MPIAD_CACHE_DIR):
*cold* (nothing cached: Numba compiles the kernel, the pass and LLVM run) and then *warm* (the
derivative's object code comes from the disk cache). Measured inside the processes (bench/
first_call_worker.py): the import of mpiad and the example, then the first ``mpiad.grad`` call,
on rank 0. Writes results/first_call.md under --out (default bench/out/).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

from bench import output
from bench.mpirun import run_mpi


def one(ranks: int, cache: str) -> dict:
    env = {**os.environ, "MPIAD_CACHE_DIR": cache, "MPIAD_QUIET": "1"}
    res = run_mpi(ranks, ["-m", "bench.first_call_worker"], timeout=900, env=env)
    line = [ln for ln in res.stdout.splitlines() if ln.startswith("{")][-1]
    return json.loads(line)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--ranks", type=int, default=2)
    output.add_arguments(ap)
    a = ap.parse_args()
    outs = output.outputs(a)
    runs = []
    with output.progress(2 * a.reps, "first call") as advance:
        for _ in range(a.reps):
            with tempfile.TemporaryDirectory(prefix="mpiad-first-call-") as cache:
                cold = one(a.ranks, cache)
                advance("cold")
                warm = one(a.ranks, cache)
                advance("warm")
            runs.append((cold, warm))
            print(f"cold {cold}  warm {warm}", flush=True)

    def med(k: str, which: int) -> float:
        return statistics.median(r[which][k] for r in runs)

    def each(which: int) -> str:
        return ", ".join(f"{r[which]['first_grad_s']:.1f}" for r in runs)

    rows = [
        f"| {name} | {med('import_s', w):.2f} | {med('first_grad_s', w):.2f} | {each(w)} | "
        f"{med('first_grad_cpu_max_s', w):.2f} | {med('first_grad_cpu_sum_s', w):.2f} |"
        for name, w in (("cold (empty disk cache)", 0), ("warm (disk cache filled)", 1))
    ]
    md = "\n".join(
        [
            "# First call of examples/heat.py's gradient (issue 16.4)",
            "",
            f"`python -m bench.first_call --reps {a.reps}`, {time.strftime('%Y-%m-%d')}: "
            f"`mpiexec -n {a.ranks}`, rank 0's times, medians of {a.reps} repetitions, each on "
            "a fresh disk cache (cold, then warm). The machine is a shared 2-core one: wall "
            "times are noisy and depend on its load; the CPU seconds of the call (the most a "
            "rank spent: the one that compiled, the others wait for its cache entry; and the "
            "sum over the ranks) measure the compile itself.",
            "",
            "| run | import mpiad + example (s) | first `mpiad.grad` call (s) | each run (s) "
            "| CPU, most of a rank (s) | CPU, all ranks (s) |",
            "|---|---:|---:|---|---:|---:|",
            *rows,
            "",
        ]
    )
    dest = outs.results / "first_call.md"
    dest.write_text(md)
    print(md)
    outs.written(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
