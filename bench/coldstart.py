"""Cold start of an MPI job: one compile per job, not one per rank.

    python -m bench.coldstart [--ranks 1,2,4,8] [--per-rank]

For each rank count, runs bench/coldstart_worker.py (the heat example's primal, forward and
reverse, ``cache=True``) under mpiexec twice with an empty cache directory: as mpiad does by
default (the first rank to miss an entry compiles it, the others wait and load it:
mpiad.cache.first_writer), and with ``MPIAD_CACHE_WAIT=0`` (every rank compiles, as before).
Then once more with the warm cache. Prints, per run, the slowest rank's time to its three results
and the number of LLVM compiles summed over the ranks, and writes the table to
bench/out/coldstart.csv (git-ignored). Ranks beyond the cores are oversubscribed: on a small
machine the per-rank compiles compete for the cores, which is what the lock saves.
"""

from __future__ import annotations

import argparse
import csv
import os
import re
import tempfile
from pathlib import Path

from .mpirun import run_mpi

OUT = Path(__file__).resolve().parent / "out"


def _job(n: int, cache: str, wait: str | None) -> tuple[float, int, int]:
    env = {**os.environ, "MPIAD_CACHE_DIR": cache}
    env.pop("MPIAD_CACHE_WAIT", None)
    if wait is not None:
        env["MPIAD_CACHE_WAIT"] = wait
    res = run_mpi(n, ["-m", "bench.coldstart_worker"], timeout=600, env=env)
    # no line anchor: mpiexec may splice one rank's line into another's
    rows = re.findall(r"coldstart (\d+) ([\d.]+) (\d+) (\d+)", res.stdout)
    if len(rows) != n:
        raise SystemExit(f"coldstart: expected {n} result lines, got:\n{res.stdout}{res.stderr}")
    return (
        max(float(r[1]) for r in rows),
        sum(int(r[2]) for r in rows),
        sum(int(r[3]) for r in rows),
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m bench.coldstart", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--ranks", default="1,2,4,8", help="comma-separated rank counts")
    args = ap.parse_args(argv)
    ranks = [int(r) for r in args.ranks.split(",")]
    rows = []
    print(f"{'ranks':>5} {'mode':<22} {'slowest rank s':>14} {'compiles':>8} {'disk hits':>9}")
    for n in ranks:
        for mode, wait, warm in (
            ("one compile per job", None, False),
            ("every rank compiles", "0", False),
            ("warm cache", None, True),
        ):
            with tempfile.TemporaryDirectory(prefix="mpiad-coldstart-") as d:
                if warm:
                    _job(n, d, None)
                secs, compiles, hits = _job(n, d, wait)
            rows.append({"ranks": n, "mode": mode, "seconds": secs, "compiles": compiles,
                         "disk_hits": hits})  # fmt: skip
            print(f"{n:>5} {mode:<22} {secs:>14.2f} {compiles:>8} {hits:>9}", flush=True)
    OUT.mkdir(exist_ok=True)
    with open(OUT / "coldstart.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {OUT / 'coldstart.csv'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
