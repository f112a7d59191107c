"""Checkpointed loops of C code whose step allocates and frees its temporaries (malloc/free in
the step: ckpt_src/heat_malloc.c, compiled by zig cc at -O2), with a Sendrecv halo and an
Allreduce of the squared norm inside the step, under mpiexec: a counted loop and a while loop
(online schedule). The gradient equals the fully taped one (the same IR without the marker) to
1e-12 for step counts below, equal to and above the snapshot count and 1 snapshot, and matches
central finite differences of the primal.

    mpiexec -n 2 python -m tests.integration.ckpt_malloc
"""

from __future__ import annotations

import ctypes
import re

import numpy as np
from mpi4py import MPI

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.ir.parser import parse_module

from .ckpt_requests import SRC as REQUESTS_SRC
from .ckpt_requests import marked_and_unmarked, run

SRC = REQUESTS_SRC.parent / "heat_malloc.c"
D_PTR = ctypes.POINTER(ctypes.c_double)
I64, F64 = ctypes.c_int64, ctypes.c_double
#: (mode, steps, snapshots, tol): counted loops below, at and above the snapshot count and with
#: one snapshot; a while loop that stops on the allreduced norm
CASES = ((0, 2, 3, 0.0), (0, 3, 3, 0.0), (0, 5, 3, 0.0), (0, 4, 1, 0.0), (1, 0, 3, 0.6))


def _gradient(text: str):
    m = parse_module(text, "heat_malloc.ll")
    g = D.reverse(m, "f", ["dup", "const", "const", "const", "const", "const"], name="grad_f")
    jm = compile_module(str(m), opt=2)[0]
    return jm, jm.fn(g.name, None, D_PTR, D_PTR, I64, I64, I64, F64, I64, F64)


def _primal(text: str):
    text = re.sub(r"^\s*call void @mpiad_checkpoint\w*\(.*$", "", text, flags=re.M)
    jm = compile_module(text, opt=2)[0]
    return jm, jm.fn("f", F64, D_PTR, I64, I64, I64, F64, I64)


def main() -> None:
    comm = MPI.COMM_WORLD
    unmarked, text = marked_and_unmarked(SRC)
    rng = np.random.default_rng(3 + comm.rank)
    u0, v = rng.uniform(0.2, 1.0, 5), rng.normal(size=5)
    fns = [_gradient(t) for t in (unmarked, text)]  # (module, function): taped, checkpointed
    pm, primal = _primal(unmarked)
    worst, fd_worst = 0.0, 0.0
    for mode, nsteps, snaps, tol in CASES:
        grads = []
        for _, fn in fns:
            u, du = u0.copy(), np.zeros_like(u0)
            fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), 5, nsteps, snaps, tol, mode,
               1.0)  # fmt: skip
            grads.append(du)
        worst = max(worst, np.abs(grads[1] - grads[0]).max() / np.abs(grads[0]).max())
        h, vals = 1e-6, []
        for s in (h, -h):
            u = u0 + s * v
            vals.append(primal(u.ctypes.data_as(D_PTR), 5, nsteps, snaps, tol, mode))
        # each rank's result is its own part of the loss: the gradient of the sum over ranks
        fd = comm.allreduce((vals[0] - vals[1]) / (2 * h))
        dot = comm.allreduce(float(grads[1] @ v))
        fd_worst = max(fd_worst, abs(dot - fd) / (1 + abs(fd)))
    good = worst <= 1e-12 and fd_worst <= 1e-6
    print(f"rank {comm.rank} {'ok' if good else 'FAIL'} malloc_c error {worst:.3g} "
          f"fd {fd_worst:.3g}", flush=True)  # fmt: skip


if __name__ == "__main__":
    run(main)
