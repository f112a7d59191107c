"""mpiad against its peers on five MPI cases, at 2 ranks (issue 7).

    python -m bench [--medium | --full] [--reps 5] [--cases heat1d,ring,...] [--timeout 900]

Compiles bench/src/peers.c with zig cc (-O2, as users do), differentiates each kernel once with
mpiad (forward and reverse), builds the PMPI counting shim (bench/pmpi_count.c) into a temporary
directory, then runs every (case, size) under `mpiexec -n 2` with the shim LD_PRELOADed
(bench/worker.py; each launch has a timeout). Peers in the same launch: the C primal through the
same pipeline (the baseline of the ratios), a Numba @njit primal with mpi4py between its loops, a
numpy + mpi4py primal with its hand-written adjoint, and JAX + mpi4jax (jit, jvp, grad).

Writes RESULTS.md (the index of every benchmark under bench/, then the peers tables),
results/ratios.png (derivative/primal time ratio against problem size) and results/peers.json
(every repetition, every counter) under --out (default bench/out/, git-ignored); with
--update-results, the committed bench/RESULTS.md and bench/results/. The default (quick) run takes one size
per case, a few minutes on the 2-core machine; --medium two or three sizes (about 10 minutes);
--full the issue's sizes (up to 10^7 points per rank, about 15-25 minutes).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import output
from bench.cases import CASES

ROOT = Path(__file__).resolve().parents[1]

ACTS = {  # forward, reverse activities of each kernel's parameters
    "heat1d": (["dup", "const", "const", "const"], ["dup", "const", "const", "const"]),
    "stencil2d": (
        ["dup", "const", "const", "const", "const"],
        ["dup", "const", "const", "const", "const"],
    ),
    "dotnorm": (["dup", "const", "const", "const"], ["dup", "const", "const", "const"]),
    "ring": (["dup", "const", "const"], ["out", "const", "const"]),
    "cg": (["dup", "const", "const", "const"], ["dup", "const", "const", "const"]),
}


def zig_cc(args: list[str]) -> None:
    subprocess.run(
        [sys.executable, "-m", "ziglang", "cc", *args], check=True, capture_output=True, text=True
    )


def compile_kernels(tmp: Path) -> tuple[str, Path]:
    out = tmp / "peers.ll"
    zig_cc(
        [
            "-O2",
            "-fno-sanitize=all",
            "-g0",
            "-target",
            "x86_64-linux-gnu",
            "-S",
            "-emit-llvm",
            f"-I{Path(sys.prefix) / 'include'}",
            str(ROOT / "bench" / "src" / "peers.c"),
            "-o",
            str(out),
        ]
    )
    return out.read_text(), out


def differentiate(text: str, tmp: Path, cases: list[str]) -> dict[str, float]:
    """One module per case (its primal, fwddiffe_ and diffe_), written to tmp/<case>.ll."""
    import mpiad_passes.rules  # noqa: F401
    from mpiad_passes import differentiate as D
    from mpiad_passes.llvm_check import load_module

    secs = {}
    for c in cases:
        t0 = time.perf_counter()
        m = load_module(text, isolate=False)
        fa, ra = ACTS[c]
        D.forward(m, c, fa)
        D.reverse(m, c, ra)
        (tmp / f"{c}.ll").write_text(str(m))
        secs[c] = time.perf_counter() - t0
    return secs


def build_shim(tmp: Path) -> Path:
    lib = Path(sys.prefix) / "lib"
    out = tmp / "libpmpi_count.so"
    zig_cc(
        [
            "-shared",
            "-fPIC",
            "-O2",
            "-g0",
            "-target",
            "x86_64-linux-gnu",
            f"-I{Path(sys.prefix) / 'include'}",
            str(ROOT / "bench" / "pmpi_count.c"),
            "-o",
            str(out),
            f"-L{lib}",
            "-l:libmpi.so.12",
            f"-Wl,-rpath,{lib}",
        ]
    )
    return out


def jax_status() -> str | None:
    """None when JAX + mpi4jax import; else why not."""
    for mod in ("jax", "mpi4jax"):
        if importlib.util.find_spec(mod) is None:
            return f"`{mod}` is not installed (pip install -e '.[bench]')"
    r = subprocess.run(
        [sys.executable, "-c", "import jax, mpi4jax"], capture_output=True, text=True, timeout=120
    )
    if r.returncode:
        return "import jax, mpi4jax failed: " + (r.stderr.strip().splitlines() or ["?"])[-1]
    return None


NOTES = [
    "Notes:",
    "",
    "- `fwd (2 msgs)` runs with `MPIAD_FUSE=0` (tangents in a second message after each primal "
    "message), `fwd fused` with `MPIAD_FUSE=1`, the runtime's default: primal and tangent travel "
    "in one message (`passes/mpi/runtime.c`).",
    "- Installing JAX + mpi4jax (`pip install -e '.[bench]'`): jax and jaxlib install from wheels; "
    "mpi4jax builds from source and on this machine fails with `mpi_xla_bridge_cuda.cpp:7:10: "
    "fatal error: cuda_runtime.h: No such file or directory`: its setup.py finds "
    "`/usr/local/bin/nvcc`, takes `/usr/local` as the CUDA root and builds its CUDA bridge "
    "against `/usr/local/include`. `CUDA_PATH=/usr/local/cuda pip install -e '.[bench]'` "
    "builds it (the results here were made that way); on a machine without nvcc plain pip works.",
    "- mpi4jax differentiates only `sendrecv` (reverse mode only) and `allreduce(SUM)`. `jax.jvp` "
    "through `sendrecv` raises `RuntimeError: sendrecv cannot be used with forward-mode (vjp) "
    "autodiff`, so the JAX jvp column goes through a 5-line `jax.custom_jvp` around `sendrecv` that "
    "sends the tangent in a second sendrecv (`bench/peers_py.py`). Halo exchanges in JAX are "
    "`sendrecv` (no Isend/Irecv in mpi4jax). The JAX ring moves the token with a ring shift "
    "(every rank sends each hop: no differentiable send/recv, and a `sendrecv` with "
    "MPI_PROC_NULL on one side is not differentiable on that rank), so it sends 2x the primal's "
    "messages at 2 ranks. mpi4jax transposes `allreduce` to the identity (no message): exact when "
    "the cotangent is the same on every rank (dotnorm), not when replicated scalars get "
    "per-rank adjoints (CG's alpha and beta): see the agreement column.",
    "- The hand-written numpy adjoints (`bench/peers_py.py`) keep the state of every step in a "
    "Python list; for dotnorm the adjoint of the Allreduce needs no message (J is the same on "
    "every rank), for CG it needs two Allreduces per iteration (adjoints of alpha and beta).",
    "- mpiad's reverse seeds: every rank seeds its own J for heat1d/stencil2d/ring (J is per "
    "rank); only rank 0 seeds for dotnorm/cg (J comes out of an Allreduce, the same on all ranks, "
    "and mpiad's Allreduce adjoint sums the seeds over the ranks: one Allreduce more than the "
    "numpy adjoint, which knows the seed is replicated).",
]


def versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    out = []
    for p in ("llvmlite", "numba", "mpi4py", "mpich", "numpy", "jax", "jaxlib", "mpi4jax"):
        try:
            out.append(f"{p} {version(p)}")
        except PackageNotFoundError:
            out.append(f"{p} (not installed)")
    return "- Versions: " + ", ".join(out) + "."


def run_case(
    case: str, size: int, tmp: Path, shim: Path, reps: int, peers: list[str], timeout: float
) -> dict:
    from bench.mpirun import run_mpi

    spec = CASES[case]
    modes = ["primal", "forward"] + (["reverse"] if size <= spec.rev_max else [])
    env = dict(os.environ)
    env.update(
        LD_PRELOAD=str(shim),
        OMP_NUM_THREADS="1",
        OPENBLAS_NUM_THREADS="1",
        MKL_NUM_THREADS="1",
        NUMBA_NUM_THREADS="1",
        XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
        JAX_PLATFORMS="cpu",
        TF_CPP_MIN_LOG_LEVEL="3",
    )
    env.pop("MPIAD_FUSE", None)
    t0 = time.perf_counter()
    try:
        r = run_mpi(
            2,
            [
                "-m",
                "bench.worker",
                "--case",
                case,
                "--size",
                str(size),
                "--ll",
                str(tmp),
                "--reps",
                str(reps),
                "--peers",
                ",".join(peers),
                "--modes",
                ",".join(modes),
            ],
            timeout=timeout,
            env=env,
        )
    except AssertionError as e:
        msg = str(e)
        return {"case": case, "size": size, "error": msg[:4000], "wall_s": time.perf_counter() - t0}
    for ln in r.stdout.splitlines():
        if ln.startswith("BENCHJSON "):
            d = json.loads(ln[len("BENCHJSON ") :])
            d["wall_s"] = time.perf_counter() - t0
            return d
    return {
        "case": case,
        "size": size,
        "error": "no BENCHJSON line:\n" + r.stdout[-2000:] + r.stderr[-2000:],
        "wall_s": time.perf_counter() - t0,
    }


# -- report ----------------------------------------------------------------------------------------
def _row(d: dict, peer: str, mode: str) -> dict | None:
    for r in d.get("rows", []):
        if r["peer"] == peer and r["mode"] == mode:
            return r
    return None


def _ms(r: dict | None) -> str:
    if r is None:
        return "—"
    t = r["median_s"] * 1e3
    return f"{t:.3g}" if t < 100 else f"{t:.0f}"


def _ratio(a: dict | None, b: dict | None) -> str:
    if a is None or b is None or b["median_s"] <= 0:
        return "—"
    return f"{a['median_s'] / b['median_s']:.2f}"


def _msgs(r: dict | None) -> str:
    if r is None:
        return "—"
    s = f"{r['msgs']}"
    if r["coll"]:
        s += f" + {r['coll']}c"
    return s


def _bytes(r: dict | None) -> str:
    if r is None:
        return "—"
    b = r["bytes"] + r["coll_bytes"]
    for unit, k in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if b >= k:
            return f"{b / k:.3g} {unit}"
    return f"{b} B"


def _mib(r: dict | None) -> str:
    if r is None or r.get("mem_bytes") is None:
        return "—"
    return f"{r['mem_bytes'] / 2**20:.0f}"


def size_label(case: str, size: int) -> str:
    if case == "stencil2d":
        ny = CASES[case].params["ny"]
        return f"{size:.0e} ({size // ny}x{ny})".replace("e+0", "e")
    return f"{size:.0e}".replace("e+0", "e") if size >= 10**4 else str(size)


INDEX = """# Benchmark results

Each benchmark writes its results under `--out` (default `bench/out/`, git-ignored); the files
here are regenerated with `--update-results` and the command given in each file or below. Numbers
are medians of several runs on the shared 2-core machine. This file is written by
`python -m bench --update-results` (the index, then the peers tables).

| benchmark | command | results |
|---|---|---|
| mpiad against its peers: numpy adjoint, JAX + mpi4jax (issue 7) | `python -m bench` (`--full`: the issue's sizes) | [below](#mpiad-against-its-peers-issue-7), [results/ratios.png](results/ratios.png), [results/peers.json](results/peers.json) |
| pass speed: differentiating 1k / 10k / 100k instructions (issue 7.6) | `python -m bench.pass_speed` | [results/pass_speed.md](results/pass_speed.md) |
| IR model parse + print speed | `python -m bench.parse_speed` | [results/parse_speed.md](results/parse_speed.md) |
| forward/reverse kernel ratios (issues 3, 4) | `python -m bench.kernels_speed` | [results/kernels_speed.md](results/kernels_speed.md) |
| first call of examples/heat.py's gradient, cold and warm disk cache (issue 16.4) | `python -m bench.first_call` | [results/first_call.md](results/first_call.md) |
| checkpointed reverse mode: heat1d time and memory against snapshots (issue 19) | `mpiexec -n 2 python -m bench.checkpoint` | [results/checkpoint.md](results/checkpoint.md) |
| derivative/primal CPU ratios of the stencils and CG with their roofline: bytes moved against bandwidth (issue 20) | `python -m bench.revspeed` | [results/revspeed.md](results/revspeed.md) |
| HPCCG's gradient counted by cachegrind: instructions and cache misses per nonzero, primal / forward sweep / reverse sweep (issue 39.1) | `python -m bench.hpccg_profile` | [results/hpccg_profile.md](results/hpccg_profile.md) |
| one halo exchange written three ways (two-sided, one-sided puts, a persistent neighbourhood collective): gradient/primal of each (issue 37) | `python -m bench.rma_halo` | `bench/out/rma_halo.md` |
| HPCCG, Mantevo's CG mini-app (rows through pointer arrays): derivative/primal, tape bytes per nonzero, byte bound (issue 39) | `python -m bench.hpccg` | `bench/out/results/hpccg.md` |

"""


def report(results: list[dict], meta: dict) -> str:
    L = [
        "## mpiad against its peers (issue 7)",
        "",
        f"Command: `{meta['command']}`. {meta['when']}; 2 MPI ranks (`mpiexec -n 2`, the `mpich` "
        f"wheel) on the shared 2-core machine; medians of {meta['reps']} repetitions (each "
        "repetition's time is the slowest rank's, after a barrier), after one warm-up run. "
        "Kernels: `bench/src/peers.c`, zig cc -O2 (no -ffast-math), derivatives by mpiad, "
        "all JIT-compiled by llvmlite at O2. Raw data: `bench/results/peers.json`; plot: "
        "[results/ratios.png](results/ratios.png).",
        "",
        "Baseline of the ratios: the **C primal** compiled by the same pipeline (zig cc -O2 → "
        "llvmlite O2), i.e. exactly the code mpiad differentiates. The Numba column is a Numba "
        "`@njit` primal whose inner loops are mpi4py-free (mpi4py between them), shown beside "
        "it; the ring has no loop to compile, so its Python primal is the numpy one.",
        "",
    ]
    if meta.get("jax_note"):
        L += [f"JAX + mpi4jax: **not run** — {meta['jax_note']}", ""]
    L += [
        "### Times (ms) and ratios",
        "",
        "| case | size | C primal | Numba primal | fwd (2 msgs) | fwd fused | reverse "
        "| fwd/primal | fused/primal | rev/primal | numpy primal | numpy adjoint | JAX primal "
        "| JAX jvp | JAX grad | grad speed-up vs numpy / JAX |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for d in results:
        c, s = d["case"], d["size"]
        if "error" in d:
            first = d["error"].strip().splitlines()[0][:200]
            L.append(f"| {c} | {size_label(c, s)} | failed: {first} |" + " |" * 14)
            continue
        p = _row(d, "mpiad", "primal")
        f0, f1, rv = (_row(d, "mpiad", m) for m in ("forward", "forward fused", "reverse"))
        na, ja = _row(d, "numpy", "reverse"), _row(d, "jax", "reverse")
        sp = "—"
        if rv is not None:
            sp = f"{_ratio(na, rv)}x / {_ratio(ja, rv)}x"
        L.append(
            f"| {c} | {size_label(c, s)} | {_ms(p)} | {_ms(_row(d, 'numba', 'primal'))} | "
            f"{_ms(f0)} | {_ms(f1)} | {_ms(rv)} | {_ratio(f0, p)} | {_ratio(f1, p)} | "
            f"{_ratio(rv, p)} | {_ms(_row(d, 'numpy', 'primal'))} | {_ms(na)} | "
            f"{_ms(_row(d, 'jax', 'primal'))} | {_ms(_row(d, 'jax', 'forward'))} | "
            f"{_ms(ja)} | {sp} |"
        )
    L += [
        "",
        "`—`: not run (reverse above the size whose tape fits, see below) or not available.",
        "",
        "### Messages, bytes, tape memory, agreement",
        "",
        "Messages sent per call, summed over both ranks, counted by the PMPI shim "
        "(`bench/pmpi_count.c`, LD_PRELOADed): point-to-point sends, `+ Nc` collective calls; "
        "bytes are the sends' payload plus the collectives' send buffers. mpiad's reverse "
        "counts its forward sweep (the primal's messages) plus the adjoint sweep. Tape: growth "
        "of peak RSS (VmHWM) during a reverse call on the rank with the most, MiB: mpiad's "
        "first call (it keeps the tape's buffer for the next call: later calls touch no new "
        "pages), the peers' call after their timed repetitions. Agreement: largest relative difference from mpiad (gradients: max-norm over all "
        "ranks; forward: the dot-product test <seed, J̇v> = <∇J, v>).",
        "",
        "| case | size | msgs primal | fwd (2 msgs) | fwd fused | reverse | numpy adj | JAX grad "
        "| bytes primal / fused / rev | tape MiB mpiad / numpy / JAX | agreement |",
        "|---|---|---:|---:|---:|---:|---:|---:|---|---|---|",
    ]
    for d in results:
        if "error" in d:
            continue
        c, s = d["case"], d["size"]
        p = _row(d, "mpiad", "primal")
        f0, f1, rv = (_row(d, "mpiad", m) for m in ("forward", "forward fused", "reverse"))
        na, ja = _row(d, "numpy", "reverse"), _row(d, "jax", "reverse")
        chk = d.get("checks", {})
        worst = ", ".join(f"{k}: {v:.0e}" for k, v in chk.items() if v > 1e-8) or (
            f"all ≤ {max(chk.values()):.0e}" if chk else "—"
        )
        L.append(
            f"| {c} | {size_label(c, s)} | {_msgs(p)} | {_msgs(f0)} | {_msgs(f1)} | "
            f"{_msgs(rv)} | {_msgs(na)} | {_msgs(ja)} | {_bytes(p)} / {_bytes(f1)} / "
            f"{_bytes(rv)} | {_mib(rv)} / {_mib(na)} / {_mib(ja)} | {worst} |"
        )
    L += ["", "### Cases", ""]
    for c in meta["cases"]:
        spec = CASES[c]
        L.append(
            f"- `{c}` {spec.title}; sizes in {spec.unit}; reverse up to "
            f"{spec.rev_max:.0e}.".replace("e+0", "e")
        )
    L += ["", *meta.get("notes", []), ""]
    L = [
        ln.replace("Pass time (", "- Pass time (").replace("Total wall time", "- Total wall time")
        if ln.startswith(("Pass time", "Total wall"))
        else ln
        for ln in L
    ]
    return "\n".join(L)


def plot(results: list[dict], dest: Path) -> str | None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib is not installed (pip install -e '.[bench]'): no plot"
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.6), sharey=False)
    colours = dict(zip(CASES, ("C0", "C1", "C2", "C3", "C4")))
    for ax, modes, target, title in (
        (
            axes[0],
            (("forward fused", "-", "o"), ("forward", ":", "x")),
            2.0,
            "forward / primal (solid: fused, dotted: 2 messages)",
        ),
        (
            axes[1],
            (("reverse", "-", "o"), ("jax-reverse", "--", "s")),
            3.0,
            "reverse / primal (solid: mpiad, dashed: JAX grad / JAX primal)",
        ),
    ):
        for c in CASES:
            ds = sorted(
                (d for d in results if d["case"] == c and "error" not in d), key=lambda d: d["size"]
            )
            for mode, ls, mk in modes:
                xs, ys = [], []
                for d in ds:
                    if mode == "jax-reverse":
                        a, b = _row(d, "jax", "reverse"), _row(d, "jax", "primal")
                    else:
                        a, b = _row(d, "mpiad", mode), _row(d, "mpiad", "primal")
                    if a and b and b["median_s"] > 0:
                        xs.append(d["size"])
                        ys.append(a["median_s"] / b["median_s"])
                if xs:
                    ax.plot(
                        xs, ys, ls=ls, marker=mk, color=colours[c], label=c if ls == "-" else None
                    )
        ax.axhline(target, color="grey", lw=0.8, ls="--")
        ax.text(
            ax.get_xlim()[0] if ax.lines else 1,
            target,
            f" target {target:g}x",
            va="bottom",
            color="grey",
            fontsize=8,
        )
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("problem size (points per rank; laps for the ring)")
        ax.set_ylabel("time ratio")
        ax.set_title(title, fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("mpiad derivative / C primal time, 2 MPI ranks (medians)")
    fig.tight_layout()
    dest.parent.mkdir(exist_ok=True)
    fig.savefig(dest, dpi=110)
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--quick", action="store_true", help="one size per case (the default)")
    g.add_argument("--medium", action="store_true", help="two or three sizes per case (~10 min)")
    g.add_argument("--full", action="store_true", help="the issue's sizes (~15-25 min)")
    ap.add_argument("--reps", type=int, default=None)
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per mpiexec launch")
    ap.add_argument("--no-jax", action="store_true")
    output.add_arguments(ap)
    a = ap.parse_args()
    outs = output.outputs(a)
    reps = a.reps or 5
    cases = [c for c in a.cases.split(",") if c]
    t_start = time.perf_counter()
    tmp = Path(tempfile.mkdtemp(prefix="mpiad-bench-"))
    text, _ = compile_kernels(tmp)
    pass_s = differentiate(text, tmp, cases)
    shim = build_shim(tmp)
    peers = ["mpiad", "numba", "numpy", "jax"]
    jax_note = "--no-jax" if a.no_jax else jax_status()
    if jax_note:
        peers.remove("jax")
    results = []
    runs = [
        (c, s)
        for c in cases
        for s in (CASES[c].full if a.full else CASES[c].sizes if a.medium else CASES[c].quick)
    ]
    with output.progress(len(runs), "bench") as advance:
        for c, s in runs:
            print(f"[{time.perf_counter() - t_start:6.0f}s] {c} size {s} ...", flush=True)
            d = run_case(c, s, tmp, shim, reps, peers, a.timeout)
            if "error" in d:
                print(f"    FAILED ({d['wall_s']:.0f}s):\n{d['error'][-3000:]}", flush=True)
            else:
                print(f"    done in {d['wall_s']:.0f}s", flush=True)
            results.append(d)
            advance(f"{c} size {s}")
    cmd = "python -m bench" + (" --full" if a.full else " --medium" if a.medium else "")
    notes = [
        *NOTES,
        versions(),
        "Pass time (parse + forward + reverse + print, per case module): "
        + ", ".join(f"{c} {t:.2f}s" for c, t in pass_s.items())
        + ".",
        f"Total wall time of this run: {time.perf_counter() - t_start:.0f} s; "
        f"{platform.processor() or platform.machine()}, Python {platform.python_version()}.",
    ]
    meta = {
        "command": cmd,
        "reps": reps,
        "cases": cases,
        "jax_note": jax_note,
        "notes": notes,
        "when": time.strftime("%Y-%m-%d"),
    }
    md = report(results, meta)
    err = plot(results, outs.results / "ratios.png")
    if err:
        md += f"\n{err}\n"
    outs.results_md().write_text(INDEX + md)
    (outs.results / "peers.json").write_text(
        json.dumps({"meta": meta, "results": results}, indent=1)
    )
    print(md)
    for f in (outs.results_md(), outs.results / "peers.json", outs.results / "ratios.png"):
        outs.written(f)
    return 0 if all("error" not in d for d in results) else 1


if __name__ == "__main__":
    sys.exit(main())
