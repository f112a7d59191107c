"""A checkpointed while loop of C code (ckpt_src/relax.c, compiled by zig cc at -O2), run under
mpiexec: its exit test is an allreduced change below a tolerance, so the loop gets the online
schedule. The gradient equals the fully taped one (the same IR without the marker) to 1e-12
for tolerances that give trip counts below, equal to and above the snapshot count.

    mpiexec -n 2 python -m tests.integration.ckpt_while
"""

from __future__ import annotations

import ctypes

import numpy as np
from mpi4py import MPI

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.ir.parser import parse_module

from .ckpt_requests import SRC as REQUESTS_SRC
from .ckpt_requests import marked_and_unmarked, run

SRC = REQUESTS_SRC.parent / "relax.c"
D_PTR = ctypes.POINTER(ctypes.c_double)
I64 = ctypes.c_int64


def _gradient(text: str):
    m = parse_module(text, "relax.ll")
    g = D.reverse(m, "f", ["dup", "const", "const", "const"], name="grad_f")
    jm = compile_module(str(m), opt=2)[0]
    return jm, jm.fn(g.name, None, D_PTR, D_PTR, I64, ctypes.c_double, I64, ctypes.c_double)


def main() -> None:
    rank = MPI.COMM_WORLD.rank
    unmarked, text = marked_and_unmarked(SRC)
    u0 = np.random.default_rng(7 + rank).uniform(0.2, 1.0, 6)
    fns = [_gradient(t) for t in (unmarked, text)]  # (module, function): taped, checkpointed
    worst = 0.0
    # 13 steps (below, at and above the snapshot count), 46 steps, and a short run on 1
    for tol, snaps in ((1e-3, 40), (1e-3, 13), (1e-3, 4), (1e-4, 3), (1e-2, 1)):
        grads = []
        for _, fn in fns:
            u, du = u0.copy(), np.zeros_like(u0)
            fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), u0.size, tol, snaps, 1.0)
            grads.append(du)
        worst = max(worst, np.abs(grads[1] - grads[0]).max() / np.abs(grads[0]).max())
    print(f"rank {rank} {'ok' if worst <= 1e-12 else 'FAIL'} while_c error {worst:.3g}", flush=True)


if __name__ == "__main__":
    run(main)
