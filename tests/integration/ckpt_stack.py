"""Loop state in stack slots of C code under checkpointing (ckpt_src/stack_state.c, zig cc -O2):
an accumulator ``double acc`` and an array ``double hist[4]`` that each step reads and updates,
whose addresses escape to calls (a helper, MPI_Allreduce), so they stay allocas of the caller.
The reverse sweep runs after the forward sweep's frame is gone: the snapshots of these slots
must not be restored there. The checkpointed gradient equals the fully taped one (1e-12) for
step counts below, equal to and above the snapshot count and 1 snapshot, and matches central
finite differences of the primal.

    mpiexec -n 2 python -m tests.integration.ckpt_stack
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

SRC = REQUESTS_SRC.parent / "stack_state.c"
D_PTR = ctypes.POINTER(ctypes.c_double)
I64, F64 = ctypes.c_int64, ctypes.c_double
CASES = ((2, 3), (3, 3), (5, 3), (4, 1))


def _gradient(text: str):
    m = parse_module(text, "stack_state.ll")
    g = D.reverse(m, "f", ["dup", "const", "const", "const"], name="grad_f")
    jm = compile_module(str(m), opt=2)[0]
    return jm, jm.fn(g.name, None, D_PTR, D_PTR, I64, I64, I64, F64)


def _primal(text: str):
    text = re.sub(r"^\s*call void @mpiad_checkpoint\w*\(.*$", "", text, flags=re.M)
    jm = compile_module(text, opt=2)[0]
    return jm, jm.fn("f", F64, D_PTR, I64, I64, I64)


def main() -> None:
    comm = MPI.COMM_WORLD
    unmarked, text = marked_and_unmarked(SRC)
    rng = np.random.default_rng(5 + comm.rank)
    u0, v = rng.uniform(0.2, 1.0, 5), rng.normal(size=5)
    fns = [_gradient(t) for t in (unmarked, text)]  # (module, function): taped, checkpointed
    pm, primal = _primal(unmarked)
    worst, fd_worst = 0.0, 0.0
    for nsteps, snaps in CASES:
        grads = []
        for _, fn in fns:
            u, du = u0.copy(), np.zeros_like(u0)
            fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), 5, nsteps, snaps, 1.0)
            grads.append(du)
        worst = max(worst, np.abs(grads[1] - grads[0]).max() / np.abs(grads[0]).max())
        h, vals = 1e-6, []
        for s in (h, -h):
            u = u0 + s * v
            vals.append(primal(u.ctypes.data_as(D_PTR), 5, nsteps, snaps))
        fd = comm.allreduce((vals[0] - vals[1]) / (2 * h))
        dot = comm.allreduce(float(grads[1] @ v))
        fd_worst = max(fd_worst, abs(dot - fd) / (1 + abs(fd)))
    good = worst <= 1e-12 and fd_worst <= 1e-6
    print(f"rank {comm.rank} {'ok' if good else 'FAIL'} stack_c error {worst:.3g} "
          f"fd {fd_worst:.3g}", flush=True)  # fmt: skip


if __name__ == "__main__":
    run(main)
