"""How long the pass takes to differentiate a function of 1k, 10k and 100k instructions (issue 7.6).

    python -m bench.pass_speed [--sizes 1000,10000,100000] [--reps 5] [--profile 10000]

Each function is generated IR text: segments of straight-line scalar float code (fmul/fadd/fsub/
fdiv, llvm.sin/exp/sqrt calls) between loops that load x[i], run a chain of float operations and
accumulate into a phi; the result is returned. Timed per size, medians of --reps runs, each in a
fresh module, in CPU time (time.process_time): parse (llvmlite verify + mpiad's IR model) +
D.forward or D.reverse, then printing the module text (listed separately). Growth from size to
size is compared with linear (issue 20: 10x the instructions should cost at most 10.5x the
time). --profile N writes a pyinstrument profile of the
reverse pass at N instructions to bench/results/pass_profile_<N>.txt.
Writes results/pass_speed.md under --out (default bench/out/, git-ignored); with
--update-results, the committed bench/results/pass_speed.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import mpiad_passes.rules  # noqa: F401
from bench import output
from mpiad_passes import differentiate as D
from mpiad_passes.llvm_check import load_module

ROOT = Path(__file__).resolve().parents[1]

HEADER = """declare double @llvm.sin.f64(double)
declare double @llvm.exp.f64(double)
declare double @llvm.sqrt.f64(double)
"""


def generate(target: int) -> tuple[str, int]:
    """IR text of @f(ptr %x, i64 %n) with about `target` instructions; returns (text, count)."""
    out = ["define double @f(ptr %x, i64 %n) {", "entry:", "  %a0 = fadd double 0.0, 1.0"]
    count = 1
    cur = "%a0"
    seg = 0
    k = 0

    def v():
        nonlocal k
        k += 1
        return f"%v{k}"

    while count < target:
        seg += 1
        # straight-line scalar code on the accumulator
        for j in range(12):
            r = v()
            op = ("fmul", "fadd", "fsub", "fdiv")[j % 4]
            c = 1.0 + 0.001 * ((seg * 7 + j) % 13)
            out.append(f"  {r} = {op} double {cur}, {c!r}")
            cur = r
            count += 1
            if j % 4 == 3:
                r = v()
                fn = ("sin", "exp", "sqrt")[(seg + j) % 3]
                arg = cur
                if fn == "exp":
                    a = v()
                    out.append(f"  {a} = fmul double {cur}, 1.0e-3")
                    count += 1
                    arg = a
                out.append(f"  {r} = call double @llvm.{fn}.f64(double {arg})")
                cur = r
                count += 1
        # a loop: s = cur + sum_i g(x[i], cur)
        pre = "entry" if seg == 1 else f"exit{seg - 1}"
        out.append(f"  br label %loop{seg}")
        out.append(f"loop{seg}:")
        out.append(f"  %i{seg} = phi i64 [ 0, %{pre} ], [ %in{seg}, %loop{seg} ]")
        out.append(f"  %s{seg} = phi double [ {cur}, %{pre} ], [ %sn{seg}, %loop{seg} ]")
        out.append(f"  %p{seg} = getelementptr inbounds double, ptr %x, i64 %i{seg}")
        out.append(f"  %x{seg} = load double, ptr %p{seg}, align 8")
        count += 5
        t = f"%x{seg}"
        for j in range(10):
            r = v()
            if j % 5 == 4:
                out.append(f"  {r} = call double @llvm.sin.f64(double {t})")
            else:
                op = ("fmul", "fadd", "fmul", "fsub")[j % 4]
                other = f"%s{seg}" if j % 3 == 0 else "0.5"
                out.append(f"  {r} = {op} double {t}, {other}")
            t = r
            count += 1
        out.append(f"  %sn{seg} = fadd double %s{seg}, {t}")
        out.append(f"  %in{seg} = add nuw nsw i64 %i{seg}, 1")
        out.append(f"  %c{seg} = icmp ult i64 %in{seg}, %n")
        out.append(f"  br i1 %c{seg}, label %loop{seg}, label %exit{seg}")
        out.append(f"exit{seg}:")
        count += 4
        cur = f"%sn{seg}"
    out.append(f"  ret double {cur}")
    out.append("}")
    return HEADER + "\n".join(out) + "\n", count + 1


def run_once(text: str, mode: str) -> tuple[float, float, float]:
    """(parse, differentiate, print) in seconds of this process's CPU time: the benchmark runs
    on shared machines, where wall-clock time measures the other jobs as much as the pass."""
    t0 = time.process_time()
    m = load_module(text, isolate=False)
    t1 = time.process_time()
    if mode == "forward":
        D.forward(m, "f", ["dup", "const"])
    else:
        D.reverse(m, "f", ["dup", "const"])
    t2 = time.process_time()
    str(m)
    t3 = time.process_time()
    return t1 - t0, t2 - t1, t3 - t2


def check_valid(text: str) -> None:
    """The generated derivatives pass LLVM's verifier (not timed)."""
    import llvmlite.binding as llvm

    m = load_module(text, isolate=False)
    D.forward(m, "f", ["dup", "const"])
    D.reverse(m, "f", ["dup", "const"])
    llvm.parse_assembly(str(m)).verify()


def profile(text: str, n: int, results: Path) -> Path:
    from pyinstrument import Profiler

    p = Profiler(interval=0.0005)
    p.start()
    m = load_module(text, isolate=False)
    D.reverse(m, "f", ["dup", "const"])
    D.forward(m, "f", ["dup", "const"])
    str(m)
    p.stop()
    dest = results / f"pass_profile_{n}.txt"
    dest.write_text(p.output_text(unicode=False, color=False, show_all=False))
    return dest


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--profile", type=int, default=0)
    output.add_arguments(ap)
    a = ap.parse_args()
    outs = output.outputs(a)
    sizes = [int(s) for s in a.sizes.split(",")]
    check_valid(generate(1000)[0])
    rows, tot = [], {}
    with output.progress(2 * len(sizes), "pass speed") as advance:
        for n in sizes:
            text, count = generate(n)
            for mode in ("forward", "reverse"):
                reps = a.reps if n <= 10000 else max(3, a.reps // 2)
                runs = [run_once(text, mode) for _ in range(reps)]
                parse = statistics.median(r[0] for r in runs)
                diff = statistics.median(r[1] for r in runs)
                prt = statistics.median(r[2] for r in runs)
                total = statistics.median(r[0] + r[1] for r in runs)
                tot[(n, mode)] = (count, total)
                rows.append((n, count, mode, parse, diff, prt, total))
                print(
                    f"{count:7d} instr {mode:8s} parse {parse:7.3f}s  differentiate {diff:7.3f}s  "
                    f"print {prt:6.3f}s  parse+diff {total:7.3f}s",
                    flush=True,
                )
                advance(f"{n} instructions, {mode}")
    lines = [
        "# Pass speed (issue 7.6)",
        "",
        "Generated functions (straight-line float code + loops with llvm.sin/exp/sqrt calls; "
        "`bench/pass_speed.py`), one fresh module per run; medians of "
        f"{a.reps} runs ({max(3, a.reps // 2)} at 100k). Command: `python -m bench.pass_speed`. "
        "Time = CPU time of the process (not wall-clock: the machine is shared) for llvmlite "
        "parse + verify + mpiad's IR model, then the pass (D.forward or D.reverse, incl. "
        "linking); printing the module is listed apart.",
        "",
        "| instructions | mode | parse (s) | differentiate (s) | print (s) | parse + diff (s) "
        "| µs / instruction | growth vs previous size (linear = size ratio) |",
        "|---:|---|---:|---:|---:|---:|---:|---|",
    ]
    prev = {}
    verdicts = []
    for _n, count, mode, parse, diff, prt, total in rows:
        g = "—"
        if mode in prev:
            pc, pt = prev[mode]
            ratio, lin = total / pt, count / pc
            ok = ratio <= 1.05 * lin
            g = f"{ratio:.1f}x for {lin:.1f}x ({'≤' if ok else '>'} 1.05 x linear)"
            verdicts.append(ok)
        prev[mode] = (count, total)
        lines.append(
            f"| {count} | {mode} | {parse:.3f} | {diff:.3f} | {prt:.3f} | {total:.3f} | "
            f"{total / count * 1e6:.0f} | {g} |"
        )
    t10k = [t for (n, m), (c, t) in tot.items() if n == 10000]
    lines += [
        "",
        f"Growth no worse than linear (within 5%, issue 20): "
        f"{'holds' if verdicts and all(verdicts) else 'MISSED'}. "
        + (
            f"10k instructions: {max(t10k):.2f} s at most (issue 20's target ≤ 1 s: "
            f"{'holds' if max(t10k) <= 1 else 'MISSED'})."
            if t10k
            else ""
        ),
        "",
    ]
    if a.profile:
        text, _ = generate(a.profile)
        dest = profile(text, a.profile, outs.results)
        lines += [
            f"Profile of parse + reverse + forward + print at {a.profile} instructions: "
            f"[{dest.name}]({dest.name}).",
            "",
        ]
    md = "\n".join(lines)
    dest = outs.results / "pass_speed.md"
    dest.write_text(md)
    print(md)
    outs.written(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
