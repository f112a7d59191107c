"""Scaling of mpiad's derivatives with the number of ranks: heat1d, stencil2d and CG.

    python -m bench.scaling [--ranks 1,2,4,8,16] [--weak | --strong] [--size N] [--reps 3]

For each rank count, runs the C kernels of ``python -m bench`` (bench/src/peers.c, compiled with
zig cc -O2 and differentiated once by mpiad) under ``mpiexec -n N`` through bench/worker.py (peer
``mpiad`` only, the PMPI counting shim preloaded) and reports the primal time, forward/primal and
reverse/primal (slowest rank, median of the repetitions) and the messages and bytes per rank of
each mode. ``--weak`` (the default) keeps ``--size`` points per rank; ``--strong`` keeps
``--size`` points in total, split over the ranks. The defaults are small (2*10^4 points) so that
it runs oversubscribed on a 2-core machine; give ``--size 1000000`` on a 16-core node.

Prints the table, writes bench/out/scaling.json and .csv and, with matplotlib, scaling.png
(git-ignored). Anchors: Enzyme's LULESH gradient/primal ratio goes from 4.6x at 1 rank to 3.4x
at 64 (SC22), CoDiPack's from 11.3x to 4.4x.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import tempfile
from pathlib import Path

from bench.__main__ import _row, build_shim, compile_kernels, differentiate
from bench.mpirun import run_mpi

OUT = Path(__file__).resolve().parent / "out"
CASES = ("heat1d", "stencil2d", "cg")
#: stencil2d's rows are 1000 points wide (bench/cases.py): sizes are rounded to whole rows
ROW = {"stencil2d": 1000}


def _per_rank(case: str, size: int, n: int, strong: bool) -> int:
    s = size // n if strong else size
    row = ROW.get(case, 1)
    return max(row * 3, s // row * row)


def _run(case: str, size: int, n: int, tmp: Path, shim: Path, reps: int) -> dict:
    env = {**os.environ, "LD_PRELOAD": str(shim), "OMP_NUM_THREADS": "1", "NUMBA_NUM_THREADS": "1"}
    env.pop("MPIAD_FUSE", None)
    args = ["-m", "bench.worker", "--case", case, "--size", str(size), "--ll", str(tmp)]
    args += ["--reps", str(reps), "--peers", "mpiad", "--modes", "primal,forward,reverse"]
    r = run_mpi(n, args, timeout=900, env=env)
    for ln in r.stdout.splitlines():
        if ln.startswith("BENCHJSON "):
            return json.loads(ln[len("BENCHJSON ") :])
    raise SystemExit(f"scaling: no result from {case} at {n} ranks:\n{r.stdout}{r.stderr}")


def _row_of(d: dict, n: int) -> dict:
    p, f = _row(d, "mpiad", "primal"), _row(d, "mpiad", "forward")
    g = _row(d, "mpiad", "reverse")
    out = {"case": d["case"], "ranks": n, "size_per_rank": d["size"], "primal_s": p["median_s"]}
    for mode, r in (("primal", p), ("forward", f), ("reverse", g)):
        out[f"{mode}_ratio"] = r["median_s"] / p["median_s"] if r else None
        out[f"{mode}_msgs_per_rank"] = (r["msgs"] + r["coll"]) / n if r else None
        out[f"{mode}_bytes_per_rank"] = (r["bytes"] + r["coll_bytes"]) / n if r else None
    return out


def _plot(rows: list[dict], dest: Path) -> str | None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    fig, ax = plt.subplots(figsize=(6, 4))
    for case in CASES:
        rs = [r for r in rows if r["case"] == case]
        for mode, style in (("forward", "--"), ("reverse", "-")):
            ax.plot([r["ranks"] for r in rs], [r[f"{mode}_ratio"] for r in rs], style,
                    marker="o", label=f"{case} {mode}")  # fmt: skip
    ax.set_xscale("log", base=2)
    ax.set_xlabel("ranks")
    ax.set_ylabel("derivative / primal time")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(dest, dpi=120)
    return str(dest)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.scaling", description=__doc__.split("\n")[0])
    ap.add_argument("--ranks", default="1,2,4", help="comma-separated rank counts")
    kind = ap.add_mutually_exclusive_group()
    kind.add_argument("--weak", action="store_true", help="--size points per rank (default)")
    kind.add_argument("--strong", action="store_true", help="--size points in total")
    ap.add_argument("--size", type=int, default=20000)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--cases", default=",".join(CASES))
    a = ap.parse_args(argv)
    ranks = [int(r) for r in a.ranks.split(",")]
    cases = a.cases.split(",")
    rows = []
    with tempfile.TemporaryDirectory(prefix="mpiad-scaling-") as d:
        tmp = Path(d)
        text, _ = compile_kernels(tmp)
        differentiate(text, tmp, cases)
        shim = build_shim(tmp)
        print(f"{'case':<10}{'ranks':>6}{'pts/rank':>10}{'primal ms':>11}{'fwd/pr':>8}"
              f"{'rev/pr':>8}{'msgs/rank p,f,r':>20}{'kB/rank p,f,r':>22}")  # fmt: skip
        for case in cases:
            for n in ranks:
                size = _per_rank(case, a.size, n, a.strong)
                row = _row_of(_run(case, size, n, tmp, shim, a.reps), n)
                rows.append(row)
                m = ",".join(
                    f"{row[f'{k}_msgs_per_rank'] or 0:.0f}"
                    for k in ("primal", "forward", "reverse")
                )
                b = ",".join(
                    f"{(row[f'{k}_bytes_per_rank'] or 0) / 1e3:.0f}"
                    for k in ("primal", "forward", "reverse")
                )
                fr = row["forward_ratio"] or float("nan")
                rr = row["reverse_ratio"] or float("nan")
                ms = row["primal_s"] * 1e3
                print(f"{case:<10}{n:>6}{size:>10}{ms:>11.2f}{fr:>8.2f}{rr:>8.2f}{m:>20}{b:>22}",
                      flush=True)  # fmt: skip
    OUT.mkdir(exist_ok=True)
    stem = OUT / f"scaling-{'strong' if a.strong else 'weak'}"
    stem.with_suffix(".json").write_text(json.dumps(rows, indent=1))
    with open(stem.with_suffix(".csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    png = _plot(rows, stem.with_suffix(".png"))
    print(f"wrote {stem}.json, .csv" + (f", {png}" if png else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
