"""Checks a rsmpi-shaped Rust kernel on every rank (run under ``mpiexec -n N``).

    python -m tests.integration.rust_mpi_check FILE.ll FUNC SPEC   (from the repository root)

As ad_check.py does for C (forward mode against finite differences of the collective primal,
reverse mode by the dot-product test summed over ranks, width-3 vector mode against scalar
runs), for tests/unit/ad_ir/rust_mpi_O0.ll / _O3.ll: the module is read as mpiad-opt reads it
(``preprocess="auto"``: a rustc opt-level 0 build is preprocessed), the integer parameters are
``usize`` (``i:V`` passes a 64-bit integer), and before JIT compilation the extern statics
``RSMPI_*`` (rsmpi's C shim) are defined with this MPI's handle values and Rust's panic entry
points are linked as stubs that abort.
"""

from __future__ import annotations

import ctypes
import re
import sys
from pathlib import Path

from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.llvm_check import load_module
from tests.integration import ad_check as A  # loads libmpi permanently, then mpi4py
from tests.unit.ad_kernels import link_runtime_stubs

MPI = A.MPI

STATICS = {
    "RSMPI_SUM": MPI.SUM,
    "RSMPI_MAX": MPI.MAX,
    "RSMPI_DOUBLE": MPI.DOUBLE,
    "RSMPI_COMM_WORLD": MPI.COMM_WORLD,
}


def define_statics(text: str) -> str:
    """rsmpi's C shim, in IR: ``@RSMPI_SUM = external global i32`` becomes a definition."""

    def define(m: re.Match) -> str:
        return f"@{m.group(1)} = {m.group(2) or ''}global i32 {MPI._handleof(STATICS[m.group(1)])}"

    return re.sub(
        r"^@(RSMPI_\w+) = external ((?:local_)?unnamed_addr )?global i32", define, text, flags=re.M
    )


class RustKernel(A.Kernel):
    def __init__(self, path: str, fn: str, spec: str):
        self.spec = A.parse_spec(spec)
        fwd_acts = ["dup" if k in ("s", "a") else "const" for k, _ in self.spec]
        rev_acts = ["out" if k == "s" else "dup" if k == "a" else "const" for k, _ in self.spec]
        m = load_module(Path(path).read_text(), path, preprocess="auto")
        self.fn = fn
        self.fwd = D.forward(m, fn, fwd_acts).name
        self.fwd3 = D.forward(m, fn, fwd_acts, width=3).name
        self.rev = D.reverse(m, fn, rev_acts).name
        self.returns = m.functions[fn].ret.is_float
        self.jit, _ = compile_module(define_statics(link_runtime_stubs(str(m))), opt=2)

    def ctypes_of(self, kind):
        return ctypes.c_int64 if kind == "i" else super().ctypes_of(kind)


if __name__ == "__main__":
    A.Kernel = RustKernel
    sys.exit(A.main())
