"""The CSR conjugate gradients of ``bench/cg_numba.py`` (issue 25) under mpiexec -n N: its row
loop (an unrolled remainder and short inner loops per row) is reversed as one counted loop
(``passes/reverse/nested.py``); halos, allreduced dots and the mat-vec's adjoint together.

The gradient of |x|^2 (replicated: allreduced) with respect to the right-hand side b is checked
against central finite differences along a random direction (each rank its own part, summed
over ranks), and against forward mode along the same direction (the dot-product test).
Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys

import numpy as np

import mpiad
from bench.cg_numba import build_csr, cg_loss

from .fdcheck import COMM, RANK, SIZE, close, ok

N, ITERS = 4, 6  # a 4 x 4 x 4 slab per rank (64 rows, up to 27 nonzeros each)


def main() -> int:
    rowptr, col, val = build_csr(N, N, N, RANK, SIZE)
    rows = N**3
    rng = np.random.default_rng(11 + RANK)
    b = rng.uniform(0.5, 1.5, rows)
    v = rng.normal(size=rows)
    args = (N * N, ITERS, rowptr, col, val, COMM)
    db = mpiad.grad(cg_loss)(b, *args)  # the loss is replicated: counted once
    dot = COMM.allreduce(float(db @ v))
    h = 1e-6
    fd = (cg_loss(b + h * v, *args) - cg_loss(b - h * v, *args)) / (2 * h)
    close("csr_cg_fd", dot, fd, tol=1e-6)
    ok("csr_cg_fd")
    tangent = mpiad.autodiff(mpiad.Forward, cg_loss, mpiad.Duplicated(b, v), *args)
    t = tangent[0] if isinstance(tangent, tuple) else tangent
    close("csr_cg_dot", dot, t, tol=1e-10)
    ok("csr_cg_dot")
    return 0


if __name__ == "__main__":
    sys.exit(main())
