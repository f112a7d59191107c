"""Issue 34's reproducer, end to end: C++ compiled by ``zig c++ -O2`` for the host's own CPU
(clang's default, ``-mcpu=native``: on an AVX-512 host the indexed store becomes
``llvm.masked.scatter``), for x86-64-v3 (AVX2) and x86-64-v4 (AVX-512), differentiated by
``mpiad-opt`` through Enzyme's ``__enzyme_autodiff``, linked and run: the gradient must be
exact.

``step`` gathers ``xdd[i] = 3 f[nodes[i]]`` (nodes reversed) and then zeroes ``xdd`` at the
even indices ``symm``; with ``dxdd = 1`` the gradient is ``df[j] = 3`` where ``j = 15 - i`` for
an odd ``i`` (one not zeroed), i.e. 3 at the even ``j``, 0 at the odd ones. The numerical tests
of the same intrinsics (finite differences, forward vs reverse) are the ``masked_mem``,
``masked_builtins`` and ``vec_minmax`` kernels of ad_kernels.py.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.unit import ad_kernels as K

REPRODUCER = r"""
int enzyme_dup, enzyme_const;
extern "C" void __enzyme_autodiff(void *, ...);
__attribute__((noinline)) void step(double *xdd, const double *f, const int *symm,
                                    const int *nodes, int n, int nsymm) {
  for (int i = 0; i < n; i++) xdd[i] = 3.0 * f[nodes[i]];
  for (int i = 0; i < nsymm; i++) xdd[symm[i]] = 0.0;  // -> llvm.masked.scatter
}
int main() {
  double xdd[16], dxdd[16], f[16], df[16]; int symm[8], nodes[16];
  for (int i = 0; i < 16; i++) { f[i] = i; df[i] = 0; dxdd[i] = 1; nodes[i] = 15 - i; }
  for (int i = 0; i < 8; i++) symm[i] = 2 * i;
  __enzyme_autodiff((void *)step, enzyme_dup, xdd, dxdd, enzyme_dup, f, df, enzyme_const, symm,
                    enzyme_const, nodes, enzyme_const, 16, enzyme_const, 8);
  for (int i = 0; i < 16; i++) __builtin_printf("%g ", df[i]);
  __builtin_printf("\n");
}
"""

# zig's default target is the host (CPU included), but finding the host's libc headers can fail
# in a test environment: the baseline triple with -mcpu=native is the same code, libc-independent
ZIG = [sys.executable, "-m", "ziglang", "c++", "-fno-sanitize=all", "-g0"]
ZIG += ["-target", "x86_64-linux-gnu"]
# linking: C only (the program needs no C++ runtime) for the baseline target, whose libc zig has
# built for the other tests; the functions keep the CPU their IR asks for ("target-cpu")
LINK = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-g0", "-O2"]
LINK += ["-target", "x86_64-linux-gnu", "-Wno-override-module"]


def _run(cmd: list[str], what: str) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        pytest.fail(f"{what} failed ({' '.join(map(str, cmd))}):\n{proc.stdout}\n{proc.stderr}")
    return proc.stdout


@pytest.mark.parametrize(
    "cpu",
    [
        "host",
        pytest.param("x86_64_v3", marks=pytest.mark.slow),
        pytest.param("x86_64_v4", marks=pytest.mark.slow),
    ],
)
def test_issue34_reproducer(tmp_path: Path, cpu: str) -> None:
    src, ll, out, exe = (tmp_path / n for n in ("s.cpp", "s.ll", "s.d.ll", "s"))
    src.write_text(REPRODUCER)
    flags = ["-mcpu=" + ("native" if cpu == "host" else cpu)]
    _run([*ZIG, "-O2", *flags, "-S", "-emit-llvm", str(src), "-o", str(ll)], "zig c++")
    text = ll.read_text()
    if cpu == "x86_64_v4" or (cpu == "host" and K.runs_here("O2v4")):
        assert "@llvm.masked.scatter" in text  # the shape issue 34 is about
    _run([sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(out)], "mpiad-opt")
    _run([*LINK, str(out), "-o", str(exe)], "linking")
    if not K.runs_here({"x86_64_v3": "O2v3", "x86_64_v4": "O2v4"}.get(cpu)):
        pytest.skip(f"this CPU cannot run {cpu} code (compiled and differentiated)")
    got = [float(x) for x in _run([str(exe)], "the program").split()]
    assert got == [3.0 if j % 2 == 0 else 0.0 for j in range(16)]
