#!/usr/bin/env python3
"""Regenerate tests/unit/ad_ir/*.ll: the IR of the kernels the numeric AD tests differentiate.

Sources live in tests/unit/ad_src/:
  *.c               small numerical C kernels, each compiled twice into ``<name>_O0.ll`` and
                    ``<name>_O2.ll`` with ``python -m ziglang cc -S -emit-llvm -target
                    x86_64-linux-gnu -g0 -O0|-O2`` (the fixed target keeps the IR independent of
                    the host CPU; see tools/gen_corpus.py) and ``-fno-sanitize=undefined`` (zig cc
                    turns UBSan on at -O0, which a plain clang user does not get and whose
                    ``__ubsan_handle_*`` runtime the test JIT cannot resolve). A source may carry,
                    in a comment,
                    ``ad-flags: <clang flags>`` (added to both compilations) and
                    ``ad-expect-O0: <text>`` / ``ad-expect-O2: <text>`` (the output must contain
                    that text, e.g. ``<2 x double>`` for a kernel that must vectorise).
                    ``ad-debug`` in a comment also gives ``<name>_O0g.ll`` / ``<name>_O2g.ll``,
                    compiled with ``-g`` (debug records, DI metadata: clang/zig ``-O0 -g``).
                    ``ad-cpus: x86_64_v3 x86_64_v4`` also gives ``<name>_O2v3.ll`` /
                    ``<name>_O2v4.ll``, compiled ``-O2 -mcpu=<cpu>`` (AVX2, AVX-512: what
                    ``clang -O2`` gives on such a host, whose default CPU is the host's: masked
                    loads and stores, gathers and scatters); ``ad-expect-O2v4: <text>`` checks
                    those.
  *.rs              Rust kernels (``#![crate_type = "lib"]``), each compiled twice into
                    ``<name>_O0.ll`` and ``<name>_O3.ll`` with ``rustc --emit=llvm-ir -C
                    opt-level=0|3 -C codegen-units=1`` (what ``cargo build`` and ``cargo build
                    --release`` give), ``--remap-path-prefix`` for relative paths. Skipped, with
                    a note, when rustc is not installed.
  numba_kernels.py  Numba kernels (KERNELS dict) compiled with ``numba.njit(sig,
                    no_cpython_wrapper=True, no_cfunc_wrapper=True)``; the optimised module from
                    ``inspect_llvm(sig.args)`` is written to ``numba_<name>.ll`` with the entry
                    point renamed ``@numba_<name>`` (Numba's mangled names carry a per-process
                    counter) and ``numba.dynamic.globals.<hex>`` names numbered in order of
                    appearance, so the output is the same on every run.

Every output is parsed and verified with llvmlite; the script exits non-zero, naming the file,
if any compilation, verification or expectation fails. Usage: python tools/gen_ad_kernels.py
"""

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "tests", "unit", "ad_src")
OUT = os.path.join(ROOT, "tests", "unit", "ad_ir")
C_TARGET = "x86_64-linux-gnu"
OPT_LEVELS = ("O0", "O2")

# Must be set before numba is imported (numba reads its config on import).
os.environ.setdefault("NUMBA_CPU_NAME", "generic")


def verify_ir(text):
    """None if llvmlite parses and verifies ``text``, else the error message."""
    import llvmlite.binding as llvm

    try:
        mod = llvm.parse_assembly(text, context=llvm.create_context())
        mod.verify()
    except Exception as exc:  # RuntimeError from llvmlite
        return "%s: %s" % (type(exc).__name__, str(exc).strip())
    return None


def markers(path):
    flags, expect = [], {}
    with open(path) as f:
        for line in f:
            if "ad-debug" in line:
                expect.setdefault("debug", [])
            if "ad-flags:" in line:
                flags += line.split("ad-flags:", 1)[1].replace("*/", "").split()
            if "ad-cpus:" in line:
                cpus = line.split("ad-cpus:", 1)[1].replace("*/", "").split()
                expect.setdefault("cpus", []).extend(cpus)
            m = re.search(r"ad-expect-(O\d\w*):\s*(.*?)\s*(\*/)?\s*$", line)
            if m:
                expect.setdefault(m.group(1), []).append(m.group(2))
    return flags, expect


def cpu_tag(cpu):
    """``x86_64_v4`` -> ``v4``: the file name's tag of a ``-mcpu`` variant."""
    return cpu.rsplit("_", 1)[-1]


def gen_c(emit, fail, only):
    with tempfile.TemporaryDirectory() as tmp:
        for fn in sorted(os.listdir(SRC)):
            if not fn.endswith(".c") or (only and fn[:-2] not in only):
                continue
            name = fn[:-2]
            flags, expect = markers(os.path.join(SRC, fn))
            variants = [(opt, "-g0", "", []) for opt in OPT_LEVELS]
            if "debug" in expect:
                variants += [(opt, "-g", "g", []) for opt in OPT_LEVELS]
            for cpu in expect.get("cpus", []):
                variants.append(("O2", "-g0", cpu_tag(cpu), ["-mcpu=" + cpu]))
            for opt, debug, tag, cpu_flags in variants:
                outname = "%s_%s%s.ll" % (name, opt, tag)
                tmpout = os.path.join(tmp, outname)
                cmd = [
                    sys.executable,
                    "-m",
                    "ziglang",
                    "cc",
                    "-S",
                    "-emit-llvm",
                    "-" + opt,
                    debug,
                    "-ffile-prefix-map=%s=." % SRC,
                    "-target",
                    C_TARGET,
                    "-fno-sanitize=undefined",
                ]
                cmd += cpu_flags + flags + [fn, "-o", tmpout]
                proc = subprocess.run(cmd, cwd=SRC, capture_output=True, text=True)
                if proc.returncode != 0:
                    fail(
                        outname,
                        "command failed (%d): %s\n%s%s"
                        % (proc.returncode, " ".join(cmd), proc.stdout, proc.stderr),
                    )
                    continue
                with open(tmpout) as f:
                    text = f.read()
                missing = [
                    e for e in expect.get(opt + tag if cpu_flags else opt, []) if e not in text
                ]
                if missing:
                    fail(outname, "expected text not in the output: %r" % missing)
                    continue
                emit(outname, text)


RUST_OPT_LEVELS = ("0", "3")


def gen_rust(emit, fail, only):
    rustc = shutil.which("rustc")
    if rustc is None:
        print("note   rustc not found: the Rust kernels (*.rs) are not regenerated")
        return
    with tempfile.TemporaryDirectory() as tmp:
        for fn in sorted(os.listdir(SRC)):
            if not fn.endswith(".rs") or (only and fn[:-3] not in only):
                continue
            name = fn[:-3]
            for opt in RUST_OPT_LEVELS:
                outname = "%s_O%s.ll" % (name, opt)
                tmpout = os.path.join(tmp, outname)
                cmd = [rustc, "--emit=llvm-ir", "-C", "opt-level=" + opt, "-C",
                       "codegen-units=1", "--remap-path-prefix=%s=." % SRC, fn, "-o",
                       tmpout]  # fmt: skip
                proc = subprocess.run(cmd, cwd=SRC, capture_output=True, text=True)
                if proc.returncode != 0:
                    fail(outname, "command failed (%d): %s\n%s%s" % (proc.returncode,
                         " ".join(cmd), proc.stdout, proc.stderr))  # fmt: skip
                    continue
                with open(tmpout) as f:
                    emit(outname, f.read())


def stable_numba_text(text, mangled, name):
    text = text.replace(mangled, name)
    seen = {}

    def ren(m):
        return seen.setdefault(m.group(0), "numba.dynamic.globals.%d" % len(seen))

    return re.sub(r"numba\.dynamic\.globals\.[0-9a-f]+", ren, text)


def gen_numba(emit, fail, only):
    import numba

    path = os.path.join(SRC, "numba_kernels.py")
    spec = importlib.util.spec_from_file_location("ad_numba_kernels", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for name, (pyfunc, sig) in mod.KERNELS.items():
        if only and "numba_" + name not in only:
            continue
        outname = "numba_%s.ll" % name
        try:
            disp = numba.njit(sig, no_cpython_wrapper=True, no_cfunc_wrapper=True)(pyfunc)
            text = disp.inspect_llvm(sig.args)
            mangled = disp.overloads[sig.args].fndesc.mangled_name
        except Exception as exc:
            fail(outname, "%s: %s" % (type(exc).__name__, exc))
            continue
        if "@" + mangled + "(" not in text:
            fail(outname, "entry point @%s not found in Numba's module" % mangled)
            continue
        emit(outname, stable_numba_text(text, mangled, "numba_" + name))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "only",
        nargs="*",
        help="source names to regenerate (default: all), e.g. stencil numba_sum_sin_x",
    )
    args = ap.parse_args(argv)
    os.makedirs(OUT, exist_ok=True)
    written, failed = [], []

    def emit(outname, text):
        err = verify_ir(text)
        if err is not None:
            return fail(outname, err)
        with open(os.path.join(OUT, outname), "w") as f:
            f.write(text)
        written.append(outname)
        print("ok     %-32s %8d bytes" % (outname, len(text.encode())))

    def fail(outname, err):
        failed.append((outname, err))
        print("FAIL   %s: %s" % (outname, err.strip()), file=sys.stderr)

    if not args.only:  # a full run removes outputs whose source is gone
        for fn in os.listdir(OUT):
            if fn.endswith(".ll"):
                os.remove(os.path.join(OUT, fn))
    gen_c(emit, fail, set(args.only))
    gen_rust(emit, fail, set(args.only))
    gen_numba(emit, fail, set(args.only))
    print("\n%d files written to %s" % (len(written), os.path.relpath(OUT, ROOT)))
    if failed:
        print(
            "%d output(s) FAILED: %s" % (len(failed), ", ".join(n for n, _ in failed)),
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
