#!/usr/bin/env python3
"""Regenerate tests/unit/corpus/*.ll: LLVM IR produced by real compilers.

Why: our IR parser must round-trip what real front ends emit (clang, Numba,
rustc), not only hand-written lit tests.  The corpus is generated from the
sources in tests/unit/corpus_src/ so it can be refreshed whenever a compiler
is upgraded; each output is checked with
``llvmlite.binding.parse_assembly(text).verify()`` and the script exits
non-zero, naming the file, if any output fails to parse or verify.  The IR is
written exactly as the compiler produced it (nothing is stripped).

Usage:  python tools/gen_corpus.py [--only c|numba|rust ...]

Compilers and flags
  C      ``python -m ziglang cc -S -emit-llvm -O0|-O2`` (clang 22 inside zig),
         with ``-I<sys.prefix>/include`` for the mpich wheel's mpi.h.
         Extra flags, none of them needed for llvmlite to parse the output:
           -target x86_64-linux-gnu   otherwise zig picks the *native* CPU
                                      (target-cpu="rocketlake", AVX-512 ...)
                                      and a triple that embeds the host's
                                      kernel/glibc versions; this keeps the
                                      corpus machine-independent.
           -g0                        zig cc emits full debug info by default;
                                      debug info is asked for explicitly.
           -ffile-prefix-map=...      source paths in debug info are relative.
         A source may say ``corpus-flags: <flags>`` in a comment (extra clang
         flags, e.g. -ffast-math -fveclib=libmvec) and ``corpus-debug`` (also
         emit c_<name>_O0_g.ll / c_<name>_O2_g.ll compiled with -g, which have
         #dbg_declare / #dbg_value records and DI metadata).
  Numba  kernels in corpus_src/numba/kernels.py (KERNELS dict), compiled with
         ``numba.njit(sig, no_cpython_wrapper=True, no_cfunc_wrapper=True)``;
         IR from ``dispatcher.inspect_llvm(sig.args)`` (the optimised, linked
         final module).  NUMBA_CPU_NAME defaults to "generic" for the same
         machine-independence reason as above (set it to override).  Names
         such as numba.dynamic.globals.<hex> vary from run to run.
  Rust   ``rustc --emit=llvm-ir -C opt-level=0|2 -C codegen-units=1``
         (one CGU so a single .ll is produced), ``--remap-path-prefix`` for
         relative paths; stencil.rs is built with ``-C debuginfo=1``.
"""

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "tests", "unit", "corpus_src")
OUT = os.path.join(ROOT, "tests", "unit", "corpus")

C_TARGET = "x86_64-linux-gnu"
OPT_LEVELS = ("O0", "O2")
RUST_DEBUGINFO = {"stencil"}  # rust sources also built with -C debuginfo=1
SIZE_LIMIT = 3 * 1024 * 1024

# Must be set before numba is imported (numba reads its config on import).
os.environ.setdefault("NUMBA_CPU_NAME", "generic")


class CorpusError(Exception):
    pass


def verify_ir(text):
    """Return None if llvmlite parses and verifies ``text``, else the error."""
    import llvmlite.binding as llvm

    try:
        mod = llvm.parse_assembly(text)
        mod.verify()
    except Exception as exc:  # RuntimeError from llvmlite
        return "%s: %s" % (type(exc).__name__, str(exc).strip())
    return None


class Writer:
    def __init__(self):
        self.written = []  # (name, size)
        self.failed = []  # (name, error, saved copy)
        self.faildir = None

    def emit(self, name, text):
        err = verify_ir(text)
        if err is not None:
            if self.faildir is None:
                self.faildir = tempfile.mkdtemp(prefix="gen_corpus_failed_")
            bad = os.path.join(self.faildir, name)
            with open(bad, "w") as f:
                f.write(text)
            self.failed.append((name, err, bad))
            print("FAIL   %s  (%s)" % (name, err.splitlines()[0] if err else ""), file=sys.stderr)
            return
        path = os.path.join(OUT, name)
        with open(path, "w") as f:
            f.write(text)
        self.written.append((name, len(text.encode())))
        print("ok     %-40s %8d bytes" % (name, len(text.encode())))

    def fail(self, name, err):
        self.failed.append((name, err, None))
        print(
            "FAIL   %s  (%s)" % (name, err.strip().splitlines()[-1] if err.strip() else ""),
            file=sys.stderr,
        )


def run(cmd, cwd):
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise CorpusError(
            "command failed (%d): %s\n%s%s"
            % (proc.returncode, " ".join(cmd), proc.stdout, proc.stderr)
        )


def source_markers(path):
    """Parse ``corpus-flags: ...`` and ``corpus-debug`` from a source file."""
    flags, debug = [], False
    with open(path) as f:
        for line in f:
            if "corpus-flags:" in line:
                rest = line.split("corpus-flags:", 1)[1]
                flags += rest.replace("*/", "").split()
            if "corpus-debug" in line:
                debug = True
    return flags, debug


def clean(prefix):
    for fn in os.listdir(OUT):
        if fn.startswith(prefix) and fn.endswith(".ll"):
            os.remove(os.path.join(OUT, fn))


# --------------------------------------------------------------------------- C
def gen_c(w):
    srcdir = os.path.join(SRC, "c")
    inc = os.path.join(sys.prefix, "include")
    if not os.path.exists(os.path.join(inc, "mpi.h")):
        raise CorpusError("mpi.h not found in %s (is the mpich wheel installed?)" % inc)
    clean("c_")
    with tempfile.TemporaryDirectory() as tmp:
        for fn in sorted(os.listdir(srcdir)):
            if not fn.endswith(".c"):
                continue
            name = fn[:-2]
            extra, debug = source_markers(os.path.join(srcdir, fn))
            variants = [(o, "-g0", "") for o in OPT_LEVELS]
            if debug:
                variants += [(o, "-g", "_g") for o in OPT_LEVELS]
            for opt, g, suffix in variants:
                outname = "c_%s_%s%s.ll" % (name, opt, suffix)
                tmpout = os.path.join(tmp, outname)
                cmd = (
                    [
                        sys.executable,
                        "-m",
                        "ziglang",
                        "cc",
                        "-S",
                        "-emit-llvm",
                        "-" + opt,
                        g,
                        "-target",
                        C_TARGET,
                        "-I" + inc,
                        "-ffile-prefix-map=%s=." % srcdir,
                        "-ffile-prefix-map=%s=mpich/include" % inc,
                    ]
                    + extra
                    + [fn, "-o", tmpout]
                )
                try:
                    run(cmd, srcdir)
                except CorpusError as exc:
                    w.fail(outname, str(exc))
                    continue
                with open(tmpout) as f:
                    w.emit(outname, f.read())


# ----------------------------------------------------------------------- Numba
def gen_numba(w):
    import numba

    path = os.path.join(SRC, "numba", "kernels.py")
    spec = importlib.util.spec_from_file_location("corpus_numba_kernels", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    clean("numba_")
    for name, (pyfunc, sig) in mod.KERNELS.items():
        outname = "numba_%s.ll" % name
        try:
            disp = numba.njit(sig, no_cpython_wrapper=True, no_cfunc_wrapper=True)(pyfunc)
            text = disp.inspect_llvm(sig.args)
        except Exception as exc:
            w.fail(outname, "%s: %s" % (type(exc).__name__, exc))
            continue
        w.emit(outname, text)


# ------------------------------------------------------------------------ Rust
def gen_rust(w):
    rustc = shutil.which("rustc")
    if rustc is None:
        raise CorpusError("rustc not found on PATH (use --only c numba to skip Rust)")
    srcdir = os.path.join(SRC, "rust")
    clean("rust_")
    with tempfile.TemporaryDirectory() as tmp:
        for fn in sorted(os.listdir(srcdir)):
            if not fn.endswith(".rs"):
                continue
            name = fn[:-3]
            for opt in OPT_LEVELS:
                outname = "rust_%s_%s.ll" % (name, opt)
                tmpout = os.path.join(tmp, outname)
                cmd = [
                    rustc,
                    "--emit=llvm-ir",
                    "-C",
                    "opt-level=" + opt[1:],
                    "-C",
                    "codegen-units=1",
                    "--remap-path-prefix=%s=corpus_src/rust" % srcdir,
                ]
                if name in RUST_DEBUGINFO:
                    cmd += ["-C", "debuginfo=1"]
                cmd += [fn, "-o", tmpout]
                try:
                    run(cmd, srcdir)
                except CorpusError as exc:
                    w.fail(outname, str(exc))
                    continue
                with open(tmpout) as f:
                    w.emit(outname, f.read())


GENERATORS = {"c": gen_c, "numba": gen_numba, "rust": gen_rust}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--only",
        nargs="+",
        choices=sorted(GENERATORS),
        default=["c", "numba", "rust"],
        help="compilers to regenerate",
    )
    args = ap.parse_args(argv)
    os.makedirs(OUT, exist_ok=True)
    w = Writer()
    for which in args.only:
        try:
            GENERATORS[which](w)
        except CorpusError as exc:
            w.fail("<%s>" % which, str(exc))

    total = sum(os.path.getsize(os.path.join(OUT, f)) for f in os.listdir(OUT))
    print("\n%d files written, corpus size %.1f KiB" % (len(w.written), total / 1024))
    if total > SIZE_LIMIT:
        print("WARNING: corpus exceeds %d bytes" % SIZE_LIMIT, file=sys.stderr)
    if w.failed:
        print("\n%d output(s) FAILED:" % len(w.failed), file=sys.stderr)
        for name, err, bad in w.failed:
            print("  %s: %s" % (name, err.strip()), file=sys.stderr)
            if bad:
                print("    (failing IR kept at %s)" % bad, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
