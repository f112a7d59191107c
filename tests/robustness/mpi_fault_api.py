"""SPMD programs for test_mpi_faults.py: one rank fails inside an mpiad call (mpiad/faults.py).

    python -m tests.robustness.mpi_fault_api SCENARIO

Every rank first runs the kernel once (compiled, in step), then the last rank fails in the next
call while the others go on into its collectives. The failing rank prints ``FAIL-AT <t>``
(``time.monotonic()``, one clock for every process of the machine) just before its call, so the
test can measure how long the job took to end after it.

Unhandled on the last rank (the job must end by the excepthook's MPI_Abort):
  bounds      the kernel's own bounds check raises IndexError (reverse mode)
  bounds_fwd  the same in forward mode
  refusal     that rank marks the output array Const: the pass refuses (an MpiadError)
  argument    that rank passes a shadow of the wrong shape (a ValueError before any call)
  primal      the kernel raises in a plain (primal) call
  thread      the reverse call of ``bounds`` in a thread; the main thread joins it and goes on
Handled:
  caught      every rank's kernel raises (k out of range everywhere): each catches the
              IndexError, prints it, and goes on with a good call
  optout      the same under mpiad.on_error("raise") (the default, set explicitly)
  replicated  grad() of a loss that differs between ranks: the ValueError is raised on every
              rank (no abort even under on_error("abort")); each catches it and ends cleanly
Eager abort (the last rank's handler must never run):
  eager       mpiad.on_error("abort") on the last rank, then ``bounds`` inside try/except
  eager_env   the same with MPIAD_ON_ERROR=abort in the environment (set by the test)
"""

from __future__ import annotations

import sys
import threading
import time

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi
from mpiad import Const, Duplicated, Forward, Reverse

COMM = MPI.COMM_WORLD
RANK, SIZE = COMM.rank, COMM.size
LAST = RANK == SIZE - 1


@mpiad.jit
def pick_then_sum(x, y, k, comm):
    """y <- sum over ranks of x * x[k], then y[0] += x[k]; returns y[0]. k out of range: the
    kernel's IndexError; y Const while x is active: the pass refuses the store into y."""
    if k >= x.size:
        raise IndexError("index k is out of range for x", k)
    t = np.empty(x.size)
    for i in range(x.size):
        t[i] = x[i] * x[k]
    mpi.allreduce(t, y, mpi.SUM, comm)
    y[0] += x[k]
    return y[0]


@mpiad.jit
def local_loss(x, comm):
    return x[0] * x[0] * (mpi.rank(comm) + 1.0)


def fail_at() -> None:
    sys.stdout.write(f"rank {RANK} FAIL-AT {time.monotonic():.6f}\n")
    sys.stdout.flush()


def main(scenario: str) -> None:
    x = np.linspace(0.5, 1.5, 4) + RANK
    y, dx, dy = np.zeros(4), np.zeros(4), np.ones(4)
    mpiad.autodiff(Reverse, pick_then_sum, Duplicated(x, dx), Duplicated(y, dy), Const(1), COMM)
    pick_then_sum(x, y, 1, COMM)
    COMM.Barrier()
    if scenario == "optout":
        mpiad.on_error("raise")
    if scenario == "eager" and LAST:
        mpiad.on_error("abort")
    if scenario == "replicated":
        mpiad.on_error("abort")  # raised in step on every rank: raised even so
        try:
            mpiad.grad(local_loss)(x, COMM)  # loss='replicated', but it differs by rank
        except ValueError as e:
            sys.stdout.write(f"rank {RANK} caught ValueError: {str(e)[:60]}\n")
        return
    k, ya = 1, Duplicated(y, dy)
    if LAST or scenario in ("optout", "caught"):
        fail_at()
        if scenario in ("bounds", "bounds_fwd", "primal", "thread", "optout", "caught"):
            k = 99
        elif scenario in ("eager", "eager_env"):
            k = 99
        elif scenario == "refusal":
            ya = Const(y)
        elif scenario == "argument":
            ya = Duplicated(y, np.ones(3))

    def call():
        if scenario == "bounds_fwd":
            mpiad.autodiff(Forward, pick_then_sum, Duplicated(x, np.ones(4)), ya, Const(k), COMM)
        elif scenario == "primal":
            pick_then_sum(x, y, k, COMM)
        else:
            mpiad.autodiff(Reverse, pick_then_sum, Duplicated(x, dx), ya, Const(k), COMM)

    if scenario == "thread":
        worker = threading.Thread(target=call, name="solver")
        worker.start()
        worker.join()
        COMM.Barrier()  # never reached on the last rank: its thread's exception ended the job
    else:
        try:
            call()
        except IndexError as e:
            if scenario not in ("optout", "caught", "eager", "eager_env"):
                raise
            sys.stdout.write(f"rank {RANK} caught IndexError: {e}\n")
            if scenario != "caught":
                return
            k = 1
            call()  # every rank caught it: the ranks are in step, the program goes on
    sys.stdout.write(f"rank {RANK} finished the call\n")


if __name__ == "__main__":
    main(sys.argv[1])
