"""HPCCG (Mantevo's CG mini-app, per-row pointer layout) differentiated through Enzyme's interface.

Issue 39 point 1: a CG whose matrix rows are reached through pointer arrays (``double
**ptr_to_vals_in_row``, ``int **ptr_to_inds_in_row``, ``int *nnz_in_row``), dot products that
call ``MPI_Wtime`` around their ``MPI_Allreduce``, ``waxpby`` with three branches, the halo by
``MPI_Irecv`` + ``MPI_Send`` + ``MPI_Wait`` through the matrix's own ``send_buffer``. The build
(shared with ``tests/integration/test_hpccg.py``): zig's clang compiles HPCCG's files, unmodified
(``tests/apps/hpccg/``), and our driver ``driver_hpccg.cc`` to LLVM IR (``-DUSING_MPI``),
llvmlite links them, ``mpiad-opt`` lowers the ``__enzyme_*`` calls, zig links against the mpich
wheel's libmpi.

The gradient is that of |x|^2 after ``--iters`` - 1 CG iterations with respect to the
right-hand side, the start and the matrix values (the matrix must be duplicated: its
``send_buffer`` carries active halo values, so a constant matrix is refused by name). The driver
(``-t``) times the primal, one forward direction and one gradient ``--reps`` times (thread CPU
seconds of the slowest rank) after one gradient call whose growth of the peak resident set is
the tape (``tape``). Ratios are medians of each run's ratio.

Bytes (per rank and CG iteration, counted from the source; a double 8 bytes, an index 4, an
array read and written counts twice, the gather of ``p`` counted once a row as it stays in
cache): the primal moves ``12 nnz + 132 rows`` (the mat-vec's values and indices, row pointers,
lengths and result; two dot products and three waxpbys); the reverse sweep besides the tape moves
``28 nnz + 264 rows`` (the values and indices again, the values' adjoint read and written, the
adjoint vectors of the waxpbys and dot products twice the primal's). ``bound`` = (primal + 2 *
tape + reverse) / primal: what a memory-bound gradient cannot beat with its measured tape;
``ideal`` = the same with the tape a gradient needs at least (p, r and Ap once an iteration:
``24 rows``, the values and indices reloaded rather than taped).

    python -m bench.hpccg [--ranks 1,2] [--sizes 8,16,32,48] [--iters 16] [--reps 5] [--out DIR]
"""

from __future__ import annotations

import argparse
import re
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path

from bench import output
from bench.lulesh import EXEC, LIBMPI, PREFIX, ZIG, _run, link_ir
from bench.mpirun import run_mpi

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "apps" / "hpccg"
#: HPCCG's translation units the driver needs (main.cpp, YAML output and the residual check
#: are left out), unmodified
UNITS = (
    "HPCCG.cpp", "HPC_sparsemv.cpp", "ddot.cpp", "waxpby.cpp", "exchange_externals.cpp",
    "generate_matrix.cpp", "make_local_matrix.cpp", "mytimer.cpp", "HPC_Sparse_Matrix.cpp",
)  # fmt: skip


def build(
    out: Path,
    opt: str,
    before: Callable[[str], str] | None = None,
    after: Callable[[str], str] | None = None,
) -> Path:
    """Compile, link, lower and link HPCCG with our driver at ``-O{opt}``: the executable.
    mpiad-opt's warnings are kept beside it (``hpccg.{opt}.mpiad.txt``). ``before``/``after``:
    edits of the linked module's text before mpiad-opt and of the lowered one before the last
    link (``bench/hpccg_profile.py`` keeps functions out of line with them)."""
    import sys

    out.mkdir(parents=True, exist_ok=True)
    flags = [f"-{opt}", "-g0", "-DUSING_MPI", f"-I{PREFIX / 'include'}", f"-I{SRC}"]
    lls = []
    for unit in ("driver_hpccg.cc", *UNITS):
        ll = out / f"{Path(unit).stem}.{opt}.ll"
        _run([*ZIG, *flags, "-S", "-emit-llvm", SRC / unit, "-o", ll], "zig c++")
        lls.append(ll)
    whole, lowered, exe = (out / f"hpccg.{opt}{s}" for s in (".ll", ".out.ll", ""))
    link_ir(lls, whole)
    if before is not None:
        whole.write_text(before(whole.read_text()))
    proc = _run([sys.executable, "-m", "mpiad.cli", whole, "-o", lowered], "mpiad-opt")
    (out / f"hpccg.{opt}.mpiad.txt").write_text(proc.stderr)
    if after is not None:
        lowered.write_text(after(lowered.read_text()))
    _run([*ZIG, f"-{opt}", lowered, "-o", exe, LIBMPI, f"-Wl,-rpath,{LIBMPI.parent}"], "linking")
    return exe


def run(exe: Path, nranks: int, args: list[str], timeout: float = 600):
    """The driver under mpiexec (its output, whatever the exit status)."""
    return run_mpi(nranks, [*EXEC, str(exe), *args], timeout=timeout)


def measure(exe: Path, nranks: int, size: int, iters: int, reps: int) -> dict:
    args = ["-n", *[str(size)] * 3, "-i", str(iters), "-t", "-r", str(reps)]
    proc = run(exe, nranks, args, 3600)
    times = [[float(t) for t in ln.split()[1:]] for ln in proc.stdout.splitlines()
             if ln.startswith("time ")]  # fmt: skip
    head = re.search(r"^tape (-?\d+) rows (\d+) nnz (\d+)$", proc.stdout, re.M)
    if proc.returncode != 0 or len(times) != reps or head is None:
        raise RuntimeError(f"timing run failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    tape, rows, nnz = (int(g) for g in head.groups())
    primal, fwd, rev = ([t[i] for t in times] for i in range(3))
    return {
        "ranks": nranks, "size": size, "iters": iters, "reps": reps, "rows": rows, "nnz": nnz,
        "tape_bytes": tape, "primal_s": statistics.median(primal),
        "forward_over_primal": statistics.median(f / p for f, p in zip(fwd, primal)),
        "gradient_over_primal": statistics.median(g / p for g, p in zip(rev, primal)),
    }  # fmt: skip


def traffic(rows: int, nnz: int) -> tuple[int, int, int]:
    """Bytes per CG iteration: (the primal's, the reverse sweep's besides the tape, the least
    tape a gradient needs), as the module docstring counts them."""
    return 12 * nnz + 132 * rows, 28 * nnz + 264 * rows, 24 * rows


def table(results: list[dict]) -> str:
    lines = [
        "| ranks | rows/rank | nnz/rank | primal ms | forward/primal | gradient/primal | "
        "tape MiB | tape B/nnz/iter | bound | ideal |",
        "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        prim, rest, least = traffic(r["rows"], r["nnz"])
        steps = r["iters"] - 1  # HPCCG runs max_iter - 1 iterations
        tape = max(r["tape_bytes"], 0) / steps
        bound = (prim + 2 * tape + rest) / prim
        ideal = (prim + 2 * least + rest + 12 * r["nnz"]) / prim
        lines.append(
            f"| {r['ranks']} | {r['size']}^3 | {r['nnz']} | {r['primal_s'] * 1e3:.2f} | "
            f"{r['forward_over_primal']:.2f} | {r['gradient_over_primal']:.2f} | "
            f"{r['tape_bytes'] / 2**20:.1f} | {tape / r['nnz']:.1f} | {bound:.2f} | {ideal:.2f} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="1,2")
    ap.add_argument("--sizes", default="8,16,32,48", help="rows per rank along a side")
    ap.add_argument("--iters", type=int, default=16, help="HPCCG's max_iter (iters - 1 steps)")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--build", type=Path, help="build folder (default: a temporary one)")
    output.add_arguments(ap)
    args = ap.parse_args(argv)
    outs = output.outputs(args)
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(args.build or Path(tmp), "O2")
        rows = [
            measure(exe, int(n), int(s), args.iters, args.reps)
            for n in args.ranks.split(",")
            for s in args.sizes.split(",")
        ]
    text = (
        "# HPCCG: derivative / primal, -O2, host CPU (gradient w.r.t. b, x0 and the matrix "
        "values)\n\n" + table(rows) + "\nCPU seconds of the slowest rank; medians of each "
        "run's ratio; `bound`/`ideal`: bench/hpccg.py's docstring.\n"
    )
    print(text)
    outs.table("hpccg", text, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
