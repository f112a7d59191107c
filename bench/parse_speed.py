"""Parse + print speed of the IR model on generated modules of 1k, 5k and 20k instructions.

Why: every derivative starts by reading the module and ends by printing it, so this cost is paid on
every first call; the target is under 1 s for 5,000 instructions.
Run: ``python -m bench.parse_speed``.
Reports medians of 7 runs and writes ``results/parse_speed.md``
under ``--out`` (default ``bench/out/``; ``--update-results``: the committed ``bench/results/``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from bench import output
from mpiad_passes.ir import parse_module
from mpiad_passes.llvm_check import canonicalize


def generate(n_instructions: int) -> str:
    """A kernel-like function: loads, float arithmetic, math calls, GEPs, compares, stores."""
    lines = [
        "declare double @llvm.sin.f64(double)",
        "declare double @exp(double)",
        "",
        "define void @kernel(ptr noalias %x, ptr noalias %y, i64 %n) {",
        "entry:",
    ]
    count = 0
    v = 0
    prev = "%x0"
    lines.append("  %x0 = load double, ptr %x, align 8, !tbaa !0")
    while count < n_instructions - 1:
        i = v
        lines += [
            f"  %p{i} = getelementptr inbounds double, ptr %x, i64 {i % 512}",
            f"  %l{i} = load double, ptr %p{i}, align 8, !tbaa !0",
            f"  %m{i} = fmul fast double %l{i}, {prev}",
            f"  %s{i} = call double @llvm.sin.f64(double %m{i})",
            f"  %e{i} = call double @exp(double %s{i}) #0",
            f"  %c{i} = fcmp olt double %e{i}, %l{i}",
            f"  %v{i} = select i1 %c{i}, double %e{i}, double %m{i}",
            f"  %q{i} = getelementptr inbounds double, ptr %y, i64 {i % 512}",
            f"  store double %v{i}, ptr %q{i}, align 8, !tbaa !0",
        ]
        prev = f"%v{i}"
        count += 9
        v += 1
    lines += [
        "  ret void",
        "}",
        "",
        "attributes #0 = { nounwind }",
        "",
        "!0 = !{!1, !1, i64 0}",
        '!1 = !{!"double", !2, i64 0}',
        '!2 = !{!"tbaa"}',
    ]
    return "\n".join(lines) + "\n"


def measure(n: int, runs: int = 7) -> dict[str, float]:
    canon = canonicalize(generate(n), isolate=False)
    parse_t, print_t = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        m = parse_module(canon)
        t1 = time.perf_counter()
        str(m)
        t2 = time.perf_counter()
        parse_t.append(t1 - t0)
        print_t.append(t2 - t1)
    ninst = sum(1 for f in m.defined_functions() for _ in f.instructions())
    return {
        "instructions": ninst,
        "parse": statistics.median(parse_t),
        "print": statistics.median(print_t),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description="IR model parse + print speed")
    output.add_arguments(ap)
    outs = output.outputs(ap.parse_args())
    rows = [measure(n) for n in (1000, 5000, 20000)]
    out = [
        "# Parse + print speed of the IR model",
        "",
        "Generated kernel-like modules; medians of 7 runs, one process, this machine.",
        "",
        "| instructions | parse (s) | print (s) | parse+print (s) | us/instruction |",
        "|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        tot = r["parse"] + r["print"]
        out.append(
            f"| {r['instructions']} | {r['parse']:.3f} | {r['print']:.3f} | {tot:.3f} | "
            f"{1e6 * tot / r['instructions']:.1f} |"
        )
    text = "\n".join(out) + "\n"
    print(text)
    dest = outs.results / "parse_speed.md"
    dest.write_text(text)
    outs.written(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
