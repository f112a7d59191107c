"""A NumPy-style checkpointed time loop (issue 33): array expressions that allocate temporaries
every step (``lap = u[:-2] - 2.0 * u[1:-1] + u[2:]``), a halo exchanged by ``sendrecv`` on
slices, and a reduction loop (``np.sum``) after the marked loop.

-O3 unswitches the marked loop on ``size == 0`` (the ``% s`` raises ZeroDivisionError: one copy
only raises) and Numba's raise paths join the normal return in one block: the outlining once took
the ``np.sum`` loop after the marked one for a copy of it, and once stored the status of a raise
path (a value that does not leave the loop) as a live-out, giving an invalid module.

Checks: the checkpointed gradient equals the fully taped one to 1e-12 (relative), and matches
central finite differences and the forward mode (dot-product test). A loop that rebinds its
array to a new one every step starting from the caller's array (``u = u0``, then
``u = u + ...``; fe_checkpoint_rebind.py checks the loops that start from a copy) is refused on
every rank, in the user's terms:
the Python line and variable, no LLVM name; each rank catches the MpiadError and goes on.
Prints ``rank R ok NAME``.
"""

from __future__ import annotations

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


@mpiad.jit
def heat_np(u0, kappa, nsteps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=3):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        lap = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u[1:-1] = u[1:-1] + kappa * lap - 0.05 * u[1:-1] ** 3
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


@mpiad.jit
def heat_np_taped(u0, kappa, nsteps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        lap = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u[1:-1] = u[1:-1] + kappa * lap - 0.05 * u[1:-1] ** 3
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


@mpiad.jit
def heat_rebind(u0, kappa, nsteps, comm):
    u = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=2):
        lap = np.zeros_like(u)
        lap[1:-1] = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u = u + kappa * lap  # REBOUND: a new array every step
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


def main() -> None:
    rng = np.random.default_rng(7 + RANK)
    u0 = np.sin(np.arange(5) + 5.0 * RANK) * 0.5
    v = rng.normal(size=u0.size)
    nsteps = 7  # not a multiple of the snapshot count: the schedule recomputes
    got = mpiad.grad(heat_np)(u0, 0.1, nsteps, COMM)
    want = mpiad.grad(heat_np_taped)(u0, 0.1, nsteps, COMM)
    err = COMM.allreduce(float(np.abs(got - want).max()), op=max_op())
    scale = COMM.allreduce(float(np.abs(want).max()), op=max_op())
    if not np.all(np.isfinite(got)) or err > 1e-12 * scale:
        fail(f"numpy heat: checkpointed {got} vs taped {want} (error {err:.3g})")
    ok("numpy_heat_equals_taped")
    h = 1e-6
    fd = (heat_np(u0 + h * v, 0.1, nsteps, COMM) - heat_np(u0 - h * v, 0.1, nsteps, COMM)) / (2 * h)
    dot = COMM.allreduce(float(got @ v))
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"numpy heat, finite differences: <g, v> = {dot} vs {fd}")
    _, jv = mpiad.jvp(heat_np, (u0, 0.1, nsteps, COMM), (v, None, None, None))
    if not abs(dot - float(jv)) <= 1e-10 * (1 + abs(dot)):
        fail(f"numpy heat, dot product: <v, J^T 1> = {dot} vs <J v, 1> = {jv}")
    ok("numpy_heat_fd_and_forward")
    if SIZE > 1 and RANK == 0:
        print(f"numpy heat: checkpointed vs taped {err / scale:.2e}, fd {abs(dot - fd):.2e}")
    check_rebind_refused(u0)


def check_rebind_refused(u0) -> None:
    with open(__file__) as f:
        line = next(k for k, text in enumerate(f, 1) if "# REBOUND" in text)
    try:
        mpiad.grad(heat_rebind)(u0, 0.1, 3, COMM)
    except mpiad.MpiadError as e:
        msg = str(e)
        want = (f"fe_checkpoint_numpy.py:{line}: `u = u + kappa * lap", "(variable u)",
                "changes other than by exchanging arrays")  # fmt: skip
        if not all(w in msg for w in want) or "%" in msg:
            fail(f"rebound array: the refusal does not name the line and variable: {msg}")
        ok("numpy_rebind_refused")
        return
    fail("rebound array: not refused")


def max_op():
    from mpi4py import MPI

    return MPI.MAX


if __name__ == "__main__":
    main()
