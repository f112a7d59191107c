"""Where HPCCG's gradient spends its work: counted instructions and cache misses (issue 39.1).

Times on a shared machine are noise; cachegrind's counts are not. This builds HPCCG as
``bench/hpccg.py`` does (-O2) with two functions kept out of line so that each count lands on
the part it belongs to: HPCCG's mat-vec (``noinline`` before mpiad-opt; at -O2 it is otherwise
inlined into HPCCG, so it gets sweeps of its own here, which the timed build does not have) and
every ``augmented.*``, ``reverse.*`` and ``fwddiffe.*`` function (``noinline`` after it). It runs
the driver's profiling mode (``-p primal``, ``-p gradient``, ``-p forward``: that one side only,
``reps`` times, no checks) under ``valgrind --tool=cachegrind --cache-sim=yes`` at one rank.
Each side runs with ``--reps`` calls and with one; the difference over ``reps - 1`` is one call,
the set-up (the matrix, MPI_Init) cancelled out. Counts are split by function:

- ``primal``, ``forward``: the whole plain call and the whole tangent call;
- ``fwd sweep``: the ``augmented.*`` functions (the gradient's forward sweep with its taping);
- ``rev sweep``: the ``reverse.*`` functions;
- ``other``: the rest of the gradient (the outer ``diffe_`` function, the tape's helpers, MPI,
  libc), and, for the driver's loop, the reset of the shadows and the copy of the inputs;

each of them ``sparsemv`` (the mat-vec) or ``rest``. Figures are per nonzero and CG iteration
(``iters`` - 1 iterations a call): ``Ir`` instructions, data references, ``D1`` first-level data
misses and ``LL`` last-level misses (reads and writes; a miss moves a 64-byte line). The
simulated caches are fixed (a 32 KiB L1, an LL of ``--ll`` MiB), so runs on other machines
agree. No time is measured: this prints, it asserts nothing.

    python -m bench.hpccg_profile [--sizes 8,16] [--iters 6] [--reps 3] [--ll 32]
        [--build DIR | --exe PATH]

What it showed (16^3 rows, 15 iterations, per nonzero and iteration): the primal runs 8.1
instructions (6.6 in the mat-vec), the gradient 40.1 (5.0x: forward sweep 14.9 and reverse 20.6
in the mat-vec), at every size from 8^3 to 24^3. The instruction ratio does not grow with the
size; the last-level misses do: none for the primal while its 12-17 bytes a nonzero fit the LL,
0.31 lines a nonzero for the gradient once its tape (31-35 bytes a nonzero and iteration) does
not. That is where the timed ratio climbs from about 5x to 9-15x; with both out of cache (an LL
of 1 MiB) the gradient moves 4.9x the primal's lines. Of the gradient's mat-vec instructions
about 270 a row are bookkeeping: with the row values active the inner loops need caches of
their own, so the row loop is recorded block by block (``nested.py`` refuses inner caches):
block ids, trailers and the loop caches' alignment slack, 160 of the 700 tape bytes of a
27-nonzero row.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import tempfile
from collections import defaultdict
from pathlib import Path

from bench.hpccg import build

#: cachegrind's event columns, in its output's order
EVENTS = ("Ir", "I1mr", "ILmr", "Dr", "D1mr", "DLmr", "Dw", "D1mw", "DLmw")
SWEEPS = ("augmented.", "reverse.", "fwddiffe.")
#: HPCCG's mat-vec (inlined into HPCCG at -O2 unless kept out of line)
SPMV = "_Z12HPC_sparsemvP24HPC_Sparse_Matrix_STRUCTPKdPd"


def _noinline(text: str, names: str, internal: bool) -> str:
    """``noinline`` added to the definitions of the functions matching ``names``: after the
    attribute group where there is one, else before ``personality``, else before the body."""
    head = re.compile(r"^define %s[^@]*@(?:%s)[^(]*\(.*\{$" % (
        "internal " if internal else "", names), re.M)  # fmt: skip

    def add(m: re.Match) -> str:
        line = m.group(0)
        for pat, rep in (
            (r" (#\d+)", r" \1 noinline"),
            (r" personality ", " noinline personality "),
        ):
            if re.search(pat, line):
                return re.sub(pat, rep, line, count=1)
        return line[:-1] + "noinline {"

    return head.sub(add, text)


def spmv_out_of_line(text: str) -> str:
    """``noinline`` on HPCCG's mat-vec in the linked module, so it gets sweeps of its own."""
    return _noinline(text, re.escape(SPMV), internal=False)


def sweeps_out_of_line(text: str) -> str:
    """``noinline`` on each sweep function of the lowered module, so a profile can tell them
    apart (their bodies are unchanged; only the last link's inliner sees the attribute)."""
    return _noinline(text, "|".join(re.escape(s) for s in SWEEPS), internal=True)


def counts(path: Path) -> dict[tuple[str, str, str], list[int]]:
    """A cachegrind output file's counts summed by (object, source file, function)."""
    tot: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0] * len(EVENTS))
    ob = fl = fn = ""
    for line in path.read_text().splitlines():
        if line.startswith("ob="):
            ob = line[3:]
        elif line.startswith("fl="):
            fl = line[3:]
        elif line.startswith("fn="):
            fn = line[3:]
        elif line[:1].isdigit():
            nums = [int(x) for x in line.split()[1:]]
            acc = tot[(ob, fl, fn)]
            for i, v in enumerate(nums):
                acc[i] += v
    return tot


def cachegrind(exe: Path, size: int, iters: int, side: str, reps: int, tmp: Path, ll: int):
    out = tmp / f"cg.{side}.{size}.{reps}"
    cmd = [
        "valgrind", "--tool=cachegrind", "--cache-sim=yes", "--demangle=no",
        f"--cachegrind-out-file={out}",
        "--D1=32768,8,64", "--I1=32768,8,64", f"--LL={ll << 20},16,64",
        str(exe), "-n", *[str(size)] * 3, "-i", str(iters), "-p", side, "-r", str(reps),
    ]  # fmt: skip
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
    head = re.search(r"^rows (\d+) nnz (\d+)$", proc.stdout, re.M)
    if proc.returncode != 0 or head is None:
        raise RuntimeError(f"cachegrind run failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}")
    return counts(out), int(head.group(1)), int(head.group(2))


def part(key: tuple[str, str, str], side: str) -> str:
    """Which part of a call a count belongs to."""
    ob, fl, fn = key
    mat = "sparsemv" if SPMV in fn else "rest"
    if side != "gradient":
        return f"{side}: {mat}"
    if fn.startswith("augmented."):
        return f"fwd sweep: {mat}"
    if fn.startswith("reverse."):
        return f"rev sweep: {mat}"
    if "libmpi" in ob:
        return "other: MPI"
    if fn.startswith("__mpiad_tape"):
        return "other: tape helpers"
    return "other: the rest"


def profile(exe: Path, size: int, iters: int, reps: int, ll: int) -> dict:
    """Per-call counts by part, per nonzero and CG iteration."""
    res: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for side in ("primal", "gradient", "forward"):
            many, rows, nnz = cachegrind(exe, size, iters, side, reps, Path(tmp), ll)
            one, _, _ = cachegrind(exe, size, iters, side, 1, Path(tmp), ll)
            by: dict[str, list[float]] = defaultdict(lambda: [0.0] * len(EVENTS))
            for key in set(many) | set(one):
                a, b = many.get(key, [0] * len(EVENTS)), one.get(key, [0] * len(EVENTS))
                acc = by[part(key, side)]
                for i in range(len(EVENTS)):
                    acc[i] += (a[i] - b[i]) / (reps - 1) / (nnz * (iters - 1))
            want = {"primal": "primal: sparsemv", "forward": "forward: sparsemv"}.get(
                side, "rev sweep: sparsemv"
            )
            if want not in by:  # the attribution failed: a misleading table otherwise
                raise RuntimeError(f"no counts for {want!r}: is {exe} built by this script?")
            res.update(by)
    return {"size": size, "rows": rows, "nnz": nnz, "parts": res}


def _sum(parts: dict[str, list[float]], prefixes: tuple[str, ...]) -> list[float]:
    return [
        sum(c[i] for n, c in parts.items() if n.startswith(prefixes)) for i in range(len(EVENTS))
    ]


def _cols(c: list[float]) -> tuple[float, float, float, float]:
    """Instructions, data accesses, D1 misses and LL misses (reads and writes)."""
    e = EVENTS.index
    return (c[e("Ir")], c[e("Dr")] + c[e("Dw")], c[e("D1mr")] + c[e("D1mw")],
            c[e("DLmr")] + c[e("DLmw")])  # fmt: skip


def table(results: list[dict]) -> str:
    lines = [
        "| rows/rank | nnz | part | Ir | data refs | D1 misses | LL misses |",
        "|---|---:|---|---:|---:|---:|---:|",
    ]
    for r in results:
        parts = dict(r["parts"])
        parts["primal (total)"] = _sum(r["parts"], ("primal",))
        parts["forward (total)"] = _sum(r["parts"], ("forward",))
        parts["gradient (total)"] = _sum(r["parts"], ("fwd sweep", "rev sweep", "other"))
        for name in sorted(parts, key=_order):
            cols = _cols(parts[name])
            lines.append(f"| {r['size']}^3 | {r['nnz']} | {name} | "
                         + " | ".join(f"{v:.3f}" for v in cols) + " |")  # fmt: skip
        prim = _cols(parts["primal (total)"])
        for side in ("forward", "gradient"):
            tot = _cols(parts[f"{side} (total)"])
            ratios = [f"{t / p:.2f}" if p > 1e-3 else "—" for t, p in zip(tot, prim)]
            lines.append(f"| {r['size']}^3 | {r['nnz']} | **{side} / primal** | "
                         + " | ".join(ratios) + " |")  # fmt: skip
    return "\n".join(lines) + "\n"


def _order(name: str) -> tuple[int, str]:
    for i, head in enumerate(("primal", "forward", "fwd sweep", "rev sweep", "other", "gradient")):
        if name.startswith(head):
            return (i, name)
    return (9, name)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="8,16", help="rows per rank along a side")
    ap.add_argument("--iters", type=int, default=6, help="HPCCG's max_iter (iters - 1 steps)")
    ap.add_argument("--reps", type=int, default=3, help="calls counted (at least 2)")
    ap.add_argument("--ll", type=int, default=32, help="simulated last-level cache, MiB")
    ap.add_argument("--build", type=Path, help="build folder (default: a temporary one)")
    ap.add_argument("--exe", type=Path, help="an executable this script built before")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        exe = args.exe or build(
            args.build or Path(tmp), "O2", before=spmv_out_of_line, after=sweeps_out_of_line
        )
        rows = [profile(exe, int(s), args.iters, max(args.reps, 2), args.ll)
                for s in args.sizes.split(",")]  # fmt: skip
    print(
        f"# HPCCG under cachegrind: one call per side, 1 rank, -O2, {args.iters - 1} CG "
        f"iterations, D1 32 KiB, LL {args.ll} MiB; counts per nonzero and CG iteration\n\n"
        + table(rows)
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
