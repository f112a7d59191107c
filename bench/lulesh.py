"""LULESH 2.0 (LLNL's hydrodynamics proxy app) differentiated through Enzyme's interface.

The build (shared with ``tests/integration/test_lulesh.py``): zig's clang compiles our driver
``tests/apps/lulesh/driver_lulesh.cc`` (which includes LULESH's ``lulesh.cc``, its ``main``
renamed) and LULESH's other files, unmodified, to LLVM IR for the host CPU; llvmlite links the
modules into one (mpiad-opt differentiates across them: the halo exchange lives in
``lulesh-comm.cc``); ``mpiad-opt`` lowers the ``__enzyme_*`` calls; zig links the result against
the mpich wheel's libmpi. ``ad=False`` builds the driver with ``-DNO_AD`` instead: the program
mpiad never saw, whose primal the tests compare with the lowered one's.

The benchmark times, in one run of the driver (``-t``), the primal (``run_steps``: ``steps``
cycles of LULESH's time loop and the total energy), its forward derivative (one direction) and
its gradient, ``--reps`` times, CPU seconds of the slowest rank, and reports the medians of the
ratios gradient/primal and forward/primal at each rank count. LULESH needs a cube number of
ranks: 1 and 8. Eight ranks oversubscribe a small machine: each rank's CPU time then includes
MPI's busy polling while it waits for ranks the scheduler has parked, which inflates the primal
most (it waits most, relative to its work) and compresses the ratios; on such a machine only the
1-rank figures measure the derivatives. Enzyme's published figure is 4.6x gradient/primal for
LULESH at 1 rank (Moses et al., SC22); the goals here are <= 3x (gradient) and <= 2x (forward).

    python -m bench.lulesh [--ranks 1,8] [--size 16] [--steps 10] [--reps 5] [--out DIR]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench import output
from bench.mpirun import run_mpi

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests" / "apps" / "lulesh"
PREFIX = Path(sys.prefix)
LIBMPI = PREFIX / "lib" / "libmpi.so.12"
ZIG = [sys.executable, "-m", "ziglang", "c++", "-fno-sanitize=all", "-target", "x86_64-linux-gnu"]
#: LULESH's translation units besides lulesh.cc (which the driver includes), unmodified
UNITS = ("lulesh-comm.cc", "lulesh-init.cc", "lulesh-util.cc", "lulesh-viz.cc")
#: run a native program under run_mpi (which launches Python): keeps its timeout and cleanup
EXEC = ["-c", "import os, sys; os.execv(sys.argv[1], sys.argv[1:])"]
ENZYME_SC22 = 4.6


def _run(cmd: list, what: str, timeout: float = 1200) -> subprocess.CompletedProcess:
    cmd = [str(c) for c in cmd]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed ({' '.join(cmd)}):\n{proc.stdout}\n{proc.stderr}")
    return proc


def link_ir(modules: list[Path], dst: Path) -> None:
    """One module from several (LLVM's linker, through llvmlite: Debian's llvm-link is older
    than the IR zig writes)."""
    import llvmlite.binding as llvm

    parsed = [llvm.parse_assembly(m.read_text()) for m in modules]
    for other in parsed[1:]:
        parsed[0].link_in(other)
    parsed[0].verify()
    dst.write_text(str(parsed[0]))


def build(out: Path, opt: str, ad: bool = True) -> Path:
    """Compile, link, lower (``ad``) and link LULESH with our driver at ``-O{opt}``: the
    executable. mpiad-opt's warnings are kept beside it (``*.mpiad.txt``)."""
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{opt}{'' if ad else '-noad'}"
    flags = [f"-{opt}", "-g", "-mcpu=native", "-DUSE_MPI=1", f"-I{PREFIX / 'include'}", f"-I{SRC}"]
    lls = []
    for unit in ("driver_lulesh.cc", *UNITS):
        ll = out / f"{Path(unit).stem}.{tag}.ll"
        defines = ["-DNO_AD"] if unit == "driver_lulesh.cc" and not ad else []
        _run([*ZIG, *flags, *defines, "-S", "-emit-llvm", SRC / unit, "-o", ll], "zig c++")
        lls.append(ll)
    whole, exe = out / f"lulesh.{tag}.ll", out / f"lulesh.{tag}"
    link_ir(lls, whole)
    if ad:
        lowered = out / f"lulesh.{tag}.out.ll"
        proc = _run([sys.executable, "-m", "mpiad.cli", whole, "-o", lowered], "mpiad-opt")
        (out / f"lulesh.{tag}.mpiad.txt").write_text(proc.stderr)
        whole = lowered
    _run([*ZIG, f"-{opt}", whole, "-o", exe, LIBMPI, f"-Wl,-rpath,{LIBMPI.parent}"], "linking")
    return exe


def run(exe: Path, nranks: int, args: list[str], timeout: float = 600):
    """The driver under mpiexec (its output, whatever the exit status)."""
    return run_mpi(nranks, [*EXEC, str(exe), *args], timeout=timeout)


def measure(exe: Path, nranks: int, size: int, steps: int, reps: int) -> dict:
    proc = run(exe, nranks, ["-s", str(size), "-i", str(steps), "-t", "-n", str(reps)], 3600)
    rows = [ln.split()[1:] for ln in proc.stdout.splitlines() if ln.startswith("time ")]
    if proc.returncode != 0 or len(rows) != reps:
        raise RuntimeError(f"timing run failed:\n{proc.stdout}\n{proc.stderr}")
    primal, fwd, rev = ([float(r[i]) for r in rows] for i in range(3))
    return {
        "ranks": nranks, "size": size, "steps": steps, "reps": reps,
        "primal_s": statistics.median(primal), "forward_s": statistics.median(fwd),
        "gradient_s": statistics.median(rev),
        "forward_over_primal": statistics.median(f / p for f, p in zip(fwd, primal)),
        "gradient_over_primal": statistics.median(g / p for g, p in zip(rev, primal)),
    }  # fmt: skip


def table(rows: list[dict]) -> str:
    lines = [
        "| ranks | elements/rank | steps | primal s | forward/primal | gradient/primal |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['ranks']} | {r['size'] ** 3} | {r['steps']} | {r['primal_s']:.4f} | "
            f"{r['forward_over_primal']:.2f} | {r['gradient_over_primal']:.2f} |"
        )
    lines.append(
        f"\nEnzyme (SC22, LULESH, 1 rank): gradient/primal {ENZYME_SC22}x. Goals: gradient <= 3x,"
        " forward <= 2x. CPU seconds of the slowest rank, medians of the ratios of each run."
    )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", default="1,8", help="cube numbers of ranks (LULESH needs them)")
    ap.add_argument("--size", type=int, default=16, help="elements per rank along a side (-s)")
    ap.add_argument("--steps", type=int, default=10, help="time steps per call (-i)")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--build", type=Path, help="build folder (default: a temporary one)")
    output.add_arguments(ap)
    args = ap.parse_args(argv)
    outs = output.outputs(args)
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(args.build or Path(tmp), "O2")
        rows = [
            measure(exe, int(n), args.size, args.steps, args.reps) for n in args.ranks.split(",")
        ]
    text = "# LULESH 2.0: derivative / primal, -O2, host CPU\n\n" + table(rows)
    print(text)
    outs.table("lulesh", text, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
