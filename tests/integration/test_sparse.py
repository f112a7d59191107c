"""Issue 25's -O0 cases through Enzyme's interface (``enzyme_src/sparse.c``): a buffer filled by
a callee whose pointer is reloaded from a stack slot, and a sparse matrix in a Duplicated struct
whose shadow has zeros in its integer fields. Compiled at -O0 and -O2 (zig cc), lowered by
``mpiad-opt``, linked and run; the program checks every derivative against the closed form or
central finite differences and prints ``ok N``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent / "enzyme_src" / "sparse.c"
CHECKS = 40


def _run(cmd: list[str], timeout: float = 300) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))}:\n{proc.stdout}\n{proc.stderr}"
    return proc.stdout


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_sparse_enzyme_program(tmp_path, opt):
    # an explicit target, as the other C tests: zig's native libc detection fails in a full run
    zig = [sys.executable, "-m", "ziglang", "cc", "-target", "x86_64-linux-gnu"]
    ll, out, exe = tmp_path / "s.ll", tmp_path / "s.out.ll", tmp_path / "s"
    _run([*zig, f"-{opt}", "-fno-sanitize=all", "-g0", "-S", "-emit-llvm", str(SRC), "-o", str(ll)])
    _run([sys.executable, "-m", "mpiad.cli", str(ll), "-o", str(out)])
    _run([*zig, str(out), "-o", str(exe), "-lm"])
    assert _run([str(exe)], timeout=60).strip() == f"ok {CHECKS}"
