"""Temporaries the optimiser copies and merges get shadows on every path (issue 34).

``enzyme_src/alloc_merge.cpp`` holds the issue's reproducer (clang -O1/-O2 copy a temporary's
``malloc`` into the path where it is never written; the two meet in a phi before ``free``) and
small variants: ``new[]``/``delete[]``, a phi of a written ``malloc`` and an unwritten
``calloc``, a select of a ``malloc`` and a ``new[]`` holding constants, a select of two stack
arrays (one a constant global at -O2), an allocation kept in a struct field and reloaded after
another function filled it. Through Enzyme's interface it checks forward mode against central
finite differences, vector forward mode (width 2) against forward mode and finite differences,
reverse mode by the dot-product test, and prints ``ok N``. Each configuration is compiled once
per module (zig c++, host CPU or ``-mcpu=x86_64_v3``), lowered by mpiad-opt and run natively (no
MPI). A pointer that cannot get a shadow (a constant argument merged with active memory) is
refused in the user's terms: function, variable and source line, no LLVM value number.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent / "enzyme_src"
ZIG = [sys.executable, "-m", "ziglang"]
# an explicit target: zig's bundled libc (no search for the host's, which fails now and then
# under load). The IR is compiled for the host's CPU or x86-64-v3 (AVX2, no AVX-512 masked
# intrinsics); linking keeps test_enzyme_dropin's flags (generic CPU: each function keeps its
# own "target-cpu"), so zig's libc++ builds, minutes each, are shared with it
TARGET = ["-target", "x86_64-linux-gnu", "-fno-sanitize=all", "-g0"]
CHECKS = 267
# the levels at the host's CPU and at x86-64-v3; the default run takes the issue's own
# (-O2, which failed before the fix), the rest run with --slow (the suite's time budget)
CONFIGS = [
    pytest.param("O2", "native", id="O2-native"),
    pytest.param("O1", "x86_64_v3", id="O1-v3", marks=pytest.mark.slow),
    pytest.param("O0", "native", id="O0-native", marks=pytest.mark.slow),
    pytest.param("O1", "native", id="O1-native", marks=pytest.mark.slow),
    pytest.param("O2", "x86_64_v3", id="O2-v3", marks=pytest.mark.slow),
]


def _run(cmd: list, what: str) -> subprocess.CompletedProcess:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(map(str, cmd))}):\n{proc.stdout}\n{proc.stderr}")
    return proc


def _mpiad_opt(src: Path, dst: Path) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "mpiad.cli", str(src), "-o", str(dst)]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Compile, lower and link ``alloc_merge.cpp`` once per (level, CPU)."""
    out, built = tmp_path_factory.mktemp("alloc_merge"), {}

    def get(opt: str, cpu: str) -> Path:
        if (opt, cpu) not in built:
            names = (f"{opt}-{cpu}{ext}" for ext in (".ll", ".out.ll", ".o", ""))
            ll, lowered, obj, exe = (out / n for n in names)
            cxx = [*ZIG, "c++", *TARGET, f"-{opt}"]
            src = SRC / "alloc_merge.cpp"
            _run([*cxx, f"-mcpu={cpu}", "-S", "-emit-llvm", src, "-o", ll], "zig c++")
            proc = _mpiad_opt(ll, lowered)
            if proc.returncode != 0:
                pytest.fail(f"mpiad-opt refused {opt} -mcpu={cpu}:\n{proc.stderr}")
            # compiling and linking in two steps: zig given the .ll and -o exe at once takes
            # minutes (it rebuilds its C++ runtime each time), the link of an object seconds
            # (at -O0: the runtime's build that test_heat2d's and the C checks' links share)
            _run([*cxx, "-c", lowered, "-o", obj], "compiling the lowered IR")
            _run([*ZIG, "c++", *TARGET, "-O0", obj, "-o", exe], "linking")
            built[opt, cpu] = exe
        return built[opt, cpu]

    return get


@pytest.mark.parametrize("opt,cpu", CONFIGS)
def test_merged_allocations_have_shadows(build, opt, cpu) -> None:
    proc = subprocess.run([build(opt, cpu)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip() == f"ok {CHECKS}", proc.stdout + proc.stderr


# a constant argument meets active memory in a select (a phi at -O0): it cannot get a shadow
REFUSED = r"""
#include <stdlib.h>
int enzyme_dup, enzyme_const;
void __enzyme_fwddiff(void *, ...);
__attribute__((noinline)) void f(double *x, double *c, double *y, int n, int flag) {
  double *t = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i];
  double *p = flag ? t : c;
  for (int i = 0; i < n; i++) y[i] = p[i] * 2;
  free(t);
}
void g(double *x, double *dx, double *c, double *y, double *dy) {
  __enzyme_fwddiff((void *)f, enzyme_dup, x, dx, enzyme_const, c, enzyme_dup, y, dy,
                   enzyme_const, 3, enzyme_const, 1);
}
"""


@pytest.mark.parametrize(
    "opt,debug", [("O0", "-g"), ("O2", "-g"), ("O2", "-g0")], ids=["O0-g", "O2-g", "O2-g0"]
)
def test_refusal_names_source(tmp_path, opt, debug) -> None:
    src, ll = tmp_path / "refused.c", tmp_path / "refused.ll"
    src.write_text(REFUSED)
    _run([*ZIG, "cc", *TARGET[:-1], f"-{opt}", debug, "-S", "-emit-llvm", src, "-o", ll], "zig cc")
    proc = _mpiad_opt(ll, tmp_path / "out.ll")
    assert proc.returncode == 1
    msg = proc.stderr.strip()
    assert msg.startswith("error: in f: ") and msg.count("\n") == 0, msg
    assert "is a pointer without a shadow" in msg and "Duplicated" in msg, msg
    assert not re.search(r"%\d", msg), msg  # no LLVM value number
    if debug == "-g":
        assert "`c` (argument 2)" in msg and "through `p`" in msg and "source line 8" in msg
    else:
        assert "argument 2 " in msg and "IR line" in msg
