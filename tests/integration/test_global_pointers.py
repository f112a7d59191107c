"""Active memory reached through a global, from C compiled with zig.

A pointer to active memory stored into a global and read back in another function (a getter,
a field of a global struct, a global array of pointers), or active data a callee stores into a
global its caller reads, used to give a silently wrong derivative: each function's activity
analysis only knows the globals it writes itself. mpiad refuses these now, naming the variable,
the global and the other function; a global stored and read in one function is still
differentiated (checked against central differences, forward and reverse), and so is the
getter case once preprocessing (``mpiad-opt``'s default on an -O0 module) has inlined the getter.
"""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("ziglang")

import mpiad_passes.rules  # noqa: F401
from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.llvm_check import load_module

SRC = Path(__file__).resolve().parent / "global_src" / "globals.c"
P, INT, DBL = ctypes.c_void_p, ctypes.c_int32, ctypes.c_double
N = 5
U = "pointer to active data `u`"


def _ir(tmp: Path, case: str, opt: str) -> tuple[str, str]:
    ll = tmp / f"{case}.{opt}.ll"
    cmd = [sys.executable, "-m", "ziglang", "cc", "-fno-sanitize=all", "-target",
           "x86_64-linux-gnu", f"-{opt}", "-g", f"-D{case}", "-S", "-emit-llvm", str(SRC),
           "-o", str(ll)]  # fmt: skip
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    return ll.read_text(), str(ll)


@pytest.mark.parametrize(
    "case,opt,mode,stored,other",
    [
        ("GETTER", "O0", "reverse", f"{U} is stored into global `state` at source line 44",
         "get_state"),
        ("GETTER", "O2", "forward", f"{U} (the result of malloc at source line 42)", "get_state"),
        ("FIELD", "O2", "reverse", "into global `st` at source line 44", "get_state"),
        ("ARRAY", "O0", "forward", f"{U} is stored into global `slots`", "get_state"),
        ("PUT", "O2", "reverse", "in put: active data is stored into global `g` at source line 26",
         "energy"),
    ],
)  # fmt: skip
def test_global_reached_from_another_function_is_refused(tmp_path, case, opt, stored, other, mode):
    text, path = _ir(tmp_path, case, opt)
    m = load_module(text, path, preprocess="never")
    with pytest.raises(UnsupportedError) as err:
        getattr(D, mode)(m, "energy", ["dup", "const"])
    msg = str(err.value)
    assert stored in msg and f"and {other} also uses" in msg, msg
    assert "pass it as an argument" in msg, msg


@pytest.mark.parametrize(
    "case,opt,preprocess",
    [("DIRECT", "O0", "never"), ("DIRECT", "O2", "never"), ("GETTER", "O0", "always")],
)
def test_global_used_in_one_function_is_differentiated(tmp_path, case, opt, preprocess):
    text, path = _ir(tmp_path, case, opt)
    rng = np.random.default_rng(3)
    x = 0.5 + rng.random(N)
    m = load_module(text, path, preprocess=preprocess)
    D.reverse(m, "energy", ["dup", "const"])
    fwd = D.forward(m, "energy", ["dup", "const"])
    jm, _ = compile_module(str(m), opt=0)
    f = jm.fn("energy", DBL, P, INT)
    grad = jm.fn("diffe_energy", None, P, P, INT, DBL)
    tangent = jm.fn(fwd.name, DBL, P, P, INT)
    g = np.zeros(N)
    grad(x.ctypes.data, g.ctypes.data, N, 1.0)
    h = 1e-6
    for i in range(N):
        e = np.zeros(N)
        e[i] = 1.0
        xp, xm = x + h * e, x - h * e
        fd = (f(xp.ctypes.data, N) - f(xm.ctypes.data, N)) / (2 * h)
        assert abs(g[i] - fd) < 1e-6 * max(1.0, abs(fd)), (i, g[i], fd)
        assert abs(tangent(x.ctypes.data, e.ctypes.data, N) - g[i]) < 1e-12, i
