"""Second derivatives of a C kernel through `.ll`, run under ``mpiexec -n N``:

    python -m tests.integration.hvp_ll_check FILE.ll FUNC[,FUNC...] N_ELEMENTS [OPT [WIDTH]]

``double FUNC(double *x, int n)`` returns the same value on every rank (several: all made in one
module, compiled once, checked one after the other; OPT: the JIT's optimisation level, 3 unless
given: 0 compiles a module of several Hessian-vector products ten times faster; WIDTH: the
directions of one product, 1 unless given: each lane is checked, and the lanes against each other
by <v_1, H v_2> = <v_2, H v_1>). Each rank
differentiates the module in one process (``mpiad_passes.differentiate.hvp``: reverse mode,
``diffe_FUNC(x, dx, n, seed)``, then forward mode over that gradient, ``fwddiffe_diffe_FUNC(x, v,
dx, dHv, n, seed)``), unless FILE.ll holds them already (``mpiad-opt --mode hvp``); JIT-compiles it
and checks H v against central differences of the gradient and the symmetry <u, H v> = <v, H u>
summed over the ranks. Prints ``rank R ok hvp FUNC fd=... sym=...`` per function or raises (nonzero
exit).
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import numpy as np

from mpiad.mpilib import load_libmpi

load_libmpi()
from mpi4py import MPI  # noqa: E402

import mpiad_passes.rules  # noqa: E402,F401
from mpiad.engine import compile_module  # noqa: E402
from mpiad_passes import differentiate as D  # noqa: E402
from mpiad_passes.llvm_check import load_module  # noqa: E402

COMM = MPI.COMM_WORLD
P, INT, DBL = ctypes.c_void_p, ctypes.c_int32, ctypes.c_double


def main() -> int:
    path, fns, n = sys.argv[1], sys.argv[2].split(","), int(sys.argv[3])
    opt = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    width = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    m = load_module(Path(path).read_text(), path)
    names = {}
    for fn in fns:
        done = m.functions.get(f"fwddiffe_diffe_{fn}")
        if done is None or done.is_declaration:  # else: written by mpiad-opt --mode hvp
            names[fn] = D.hvp(m, fn, ["dup", "const"], width=width).name
    jm, _ = compile_module(str(m), opt=opt)
    for fn in fns:
        if width == 1:
            check(jm, fn, n)
        else:
            check_lanes(jm, fn, names[fn], n, width)
    return 0


def check(jm, fn: str, n: int) -> None:
    """H v of ``fn`` against central differences of its gradient, and the symmetry test."""
    grad_fn = jm.fn(f"diffe_{fn}", None, P, P, INT, DBL)
    hvp_fn = jm.fn(f"fwddiffe_diffe_{fn}", None, P, P, P, P, INT, DBL)
    seed = 1.0 / COMM.size  # the value is replicated: count it once

    def grad(x):
        g = np.zeros(n)
        grad_fn(x.ctypes.data, g.ctypes.data, n, seed)
        return g

    def hvp(x, v):
        g, hv = np.zeros(n), np.zeros(n)
        hvp_fn(x.ctypes.data, v.ctypes.data, g.ctypes.data, hv.ctypes.data, n, seed)
        return g, hv

    rng = np.random.default_rng(5 + COMM.rank)
    x = 0.5 + rng.random(n)
    u, v = rng.normal(size=n), rng.normal(size=n)
    g, hv = hvp(x, v)
    _, hu = hvp(x, u)
    h = 1e-5
    fd = (grad(x + h * v) - grad(x - h * v)) / (2 * h)
    scale = max(1.0, COMM.allreduce(float(np.max(np.abs(hv))), op=MPI.MAX))
    err = COMM.allreduce(float(np.max(np.abs(hv - fd))), op=MPI.MAX) / scale
    uhv = COMM.allreduce(float(u @ hv), op=MPI.SUM)
    vhu = COMM.allreduce(float(v @ hu), op=MPI.SUM)
    sym = abs(uhv - vhu) / max(1.0, abs(uhv))
    gerr = float(np.max(np.abs(g - grad(x))))
    if not (err < 1e-6 and sym < 1e-10 and gerr == 0.0):
        raise SystemExit(f"rank {COMM.rank}: {fn}: fd={err} sym={sym} grad={gerr}")
    print(f"rank {COMM.rank} ok hvp {fn} fd={err:.2e} sym={sym:.2e}", flush=True)


def check_lanes(jm, fn: str, hvp_name: str, n: int, width: int) -> None:
    """``width`` directions in one product: each lane's H v against central differences of the
    gradient, and lanes 1 and 2 against each other, <v_1, H v_2> = <v_2, H v_1> over the ranks."""
    grad_fn = jm.fn(f"diffe_{fn}", None, P, P, INT, DBL)
    hvp_fn = jm.fn(hvp_name, None, P, *([P] * width), P, *([P] * width), INT, DBL)
    seed = 1.0 / COMM.size

    def grad(x):
        g = np.zeros(n)
        grad_fn(x.ctypes.data, g.ctypes.data, n, seed)
        return g

    rng = np.random.default_rng(7 + COMM.rank)
    x = 0.5 + rng.random(n)
    vs = [rng.normal(size=n) for _ in range(width)]
    hvs = [np.zeros(n) for _ in range(width)]
    g = np.zeros(n)
    hvp_fn(x.ctypes.data, *[v.ctypes.data for v in vs], g.ctypes.data,
           *[h.ctypes.data for h in hvs], n, seed)  # fmt: skip
    h = 1e-5
    err = 0.0
    for v, hv in zip(vs, hvs):
        fd = (grad(x + h * v) - grad(x - h * v)) / (2 * h)
        scale = max(1.0, COMM.allreduce(float(np.max(np.abs(hv))), op=MPI.MAX))
        err = max(err, COMM.allreduce(float(np.max(np.abs(hv - fd))), op=MPI.MAX) / scale)
    a = COMM.allreduce(float(vs[0] @ hvs[1]), op=MPI.SUM)
    b = COMM.allreduce(float(vs[1] @ hvs[0]), op=MPI.SUM)
    sym = abs(a - b) / max(1.0, abs(a))
    gerr = float(np.max(np.abs(g - grad(x))))
    if not (err < 1e-6 and sym < 1e-10 and gerr == 0.0):
        raise SystemExit(f"rank {COMM.rank}: {fn} (width {width}): fd={err} sym={sym} grad={gerr}")
    print(f"rank {COMM.rank} ok hvp {fn} width={width} fd={err:.2e} sym={sym:.2e}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
