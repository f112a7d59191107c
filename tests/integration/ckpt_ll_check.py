"""The gradient of a C kernel with a checkpointed loop, through `.ll`, run under ``mpiexec -n N``:

    python -m tests.integration.ckpt_ll_check FILE.ll[,FILE2.ll...] FUNC N_ELEMENTS OPT

``double FUNC(double *x, int n)`` returns the same value on every rank; its time loop is marked
``mpiad_checkpoint(k)``. Each rank differentiates the module as it is (reverse mode,
``diffe_FUNC(x, dx, n, seed)``, no preprocessing: an -O0 module keeps every local in a stack
slot) and the same module with the marker taken out (the taped gradient), JIT-compiles both at
optimisation level OPT (0: nothing inlined, so the reverse sweep runs in a frame of its own after
the forward sweep's has returned), and checks the checkpointed gradient against the taped one
and against central differences of FUNC along a random direction (summed over the ranks). The
gradient is made three times (state left behind by one call, a freed or dangling block, shows in
the next). Prints ``rank R ok ckpt FUNC ...`` or raises (nonzero exit).
"""

from __future__ import annotations

import ctypes
import re
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
MARKER = re.compile(r"^\s*(tail )?call void @mpiad_checkpoint\(i64 [^)]*\).*$", re.M)


def gradient_fns(text: str, path: str, fn: str, opt: int):
    m = load_module(text, path, preprocess="never")
    D.reverse(m, fn, ["dup", "const"])
    jm, _ = compile_module(str(m), opt=opt)
    return jm, jm.fn(fn, DBL, P, INT), jm.fn(f"diffe_{fn}", None, P, P, INT, DBL)


def main() -> int:
    fn, n, opt = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    for path in sys.argv[1].split(","):
        check(path, fn, n, opt)
    return 0


def check(path: str, fn: str, n: int, opt: int) -> None:
    text = Path(path).read_text()
    assert MARKER.search(text), "no checkpoint marker in the module"
    keep = [gradient_fns(text, path, fn, opt), gradient_fns(MARKER.sub("", text), path, fn, opt)]
    (_, f, grad_ck), (_, _, grad_plain) = keep
    rng = np.random.default_rng(11 + COMM.rank)
    x = 0.5 + rng.random(n)
    v = rng.normal(size=n)
    gp = np.zeros(n)
    grad_plain(x.ctypes.data, gp.ctypes.data, n, 1.0)
    for _ in range(3):
        g = np.zeros(n)
        grad_ck(x.ctypes.data, g.ctypes.data, n, 1.0)
        err = float(np.max(np.abs(g - gp)) / max(1.0, float(np.max(np.abs(gp)))))
        assert err < 1e-10, f"rank {COMM.rank}: checkpointed {g} vs taped {gp}"
    h = 1e-6
    xp, xm = x + h * v, x - h * v
    fd = (f(xp.ctypes.data, n) - f(xm.ctypes.data, n)) / (2 * h)
    # every rank returns the total and seeds its own copy by 1: the gradient is size x df/dx
    dot = COMM.allreduce(float(g @ v)) / COMM.size
    rel = abs(fd - dot) / max(1.0, abs(fd))
    assert rel < 1e-6, f"rank {COMM.rank}: <grad, v> {dot} vs central differences {fd}"
    print(f"rank {COMM.rank} ok ckpt {fn} {Path(path).stem} taped={err:.1e} fd={rel:.1e}",
          flush=True)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
