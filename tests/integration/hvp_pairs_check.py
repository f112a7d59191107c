"""H v through MINLOC / MAXLOC on float pairs against the same kernel on double pairs:

    python -m tests.integration.hvp_pairs_check FILE.ll

FILE.ll (hvp_src/float_pairs.c) defines ``pairs_f`` (MPI_FLOAT_INT) and ``pairs_d``
(MPI_DOUBLE_INT). At points where the pairs' values are float-exact, both kernels are the same
function, so their gradients and H v must agree up to the float rounding of the adjoints and
tangents the float pairs carry (measured: 1e-7 relative; a wrong winner is off by O(1)). The
double kernel's H v is checked against central differences by test_hvp_ll_calls2's ``minloc``;
central differences of a gradient through float values would measure the rounding. The float
kernel's H v also passes the symmetry test summed over the ranks. Prints ``rank R ok float
pairs ...`` or raises.
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
N = 4


def main() -> int:
    path = sys.argv[1]
    m = load_module(Path(path).read_text(), path)
    for fn in ("pairs_f", "pairs_d"):
        D.hvp(m, fn, ["dup", "const"])
    jm, _ = compile_module(str(m), opt=0)
    seed = 1.0 / COMM.size  # the value is replicated: count it once

    def hvp(fn, x, v):
        f = jm.fn(f"fwddiffe_diffe_{fn}", None, P, P, P, P, INT, DBL)
        g, hv = np.zeros(N), np.zeros(N)
        f(x.ctypes.data, v.ctypes.data, g.ctypes.data, hv.ctypes.data, N, seed)
        return g, hv

    rng = np.random.default_rng(11 + COMM.rank)
    x = (8 + rng.integers(0, 24, N)) / 8.0  # multiples of 1/8: float-exact with the offsets
    u, v = rng.normal(size=N), rng.normal(size=N)
    gf, hvf = hvp("pairs_f", x, v)
    gd, hvd = hvp("pairs_d", x, v)
    _, huf = hvp("pairs_f", x, u)
    scale = max(1.0, COMM.allreduce(float(np.max(np.abs(hvd))), op=MPI.MAX))
    err = COMM.allreduce(float(np.max(np.abs(hvf - hvd))), op=MPI.MAX) / scale
    gscale = max(1.0, COMM.allreduce(float(np.max(np.abs(gd))), op=MPI.MAX))
    gerr = COMM.allreduce(float(np.max(np.abs(gf - gd))), op=MPI.MAX) / gscale
    nonzero = COMM.allreduce(float(np.max(np.abs(hvd))), op=MPI.MAX)
    uhv = COMM.allreduce(float(u @ hvf), op=MPI.SUM)
    vhu = COMM.allreduce(float(v @ huf), op=MPI.SUM)
    sym = abs(uhv - vhu) / max(1.0, abs(uhv))
    if not (err < 1e-6 and gerr < 1e-6 and sym < 1e-5 and nonzero > 0.1):
        raise SystemExit(
            f"rank {COMM.rank}: float pairs: hv err={err} grad err={gerr} sym={sym} |hv|={nonzero}"
        )
    print(f"rank {COMM.rank} ok float pairs hv={err:.1e} g={gerr:.1e} sym={sym:.1e}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
