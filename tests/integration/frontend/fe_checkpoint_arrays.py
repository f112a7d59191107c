"""NumPy-style checkpointed time loops on 2-D arrays (issue 33): rows exchanged by ``sendrecv``,
the update written with slices of the 2-D array, array-expression temporaries allocated and
freed every step (not loop state: only what the step reads before writing and what outlives
it), and an allreduce of ``np.sum(u * u)`` inside the step.

Checks, for step counts below, equal to and above the snapshot count and with 1 snapshot: the
checkpointed gradient equals the fully taped one to 1e-12 (relative); central finite
differences and the forward mode (dot-product test) agree with it. A loop that rebinds its
state to a new array every step starting from the caller's array (``u = u0``, then
``u = np.sin(u) + 0.9 * u``) is refused on every rank, naming
the Python line and the variable. Prints ``rank R ok NAME``.
"""

from __future__ import annotations

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


@mpiad.jit
def stencil(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    ny, nx = u0.shape
    u = np.zeros((ny + 2, nx))
    u[1:-1] = u0
    tot = np.zeros(1)
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[ny], (r + 1) % s, u[0], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1], (r - 1) % s, u[ny + 1], (r + 1) % s, 2, 2, comm)
        mpi.allreduce(np.sum(u[1:-1] * u[1:-1]), tot, mpi.SUM, comm)
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]
        u[1:-1, 1:-1] = u[1:-1, 1:-1] + kappa * lap - 0.01 * tot[0] * np.sin(u[1:-1, 1:-1])
    out = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 3), out, mpi.SUM, comm)
    return out[0]


@mpiad.jit
def stencil_taped(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    ny, nx = u0.shape
    u = np.zeros((ny + 2, nx))
    u[1:-1] = u0
    tot = np.zeros(1)
    for _ in range(nsteps):
        mpi.sendrecv(u[ny], (r + 1) % s, u[0], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1], (r - 1) % s, u[ny + 1], (r + 1) % s, 2, 2, comm)
        mpi.allreduce(np.sum(u[1:-1] * u[1:-1]), tot, mpi.SUM, comm)
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]
        u[1:-1, 1:-1] = u[1:-1, 1:-1] + kappa * lap - 0.01 * tot[0] * np.sin(u[1:-1, 1:-1])
    out = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 3), out, mpi.SUM, comm)
    return out[0]


@mpiad.jit
def rebound(u0, nsteps, comm):
    u = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=2):
        u = np.sin(u) + 0.9 * u  # REBOUND: a new array every step
    out = np.zeros(1)
    mpi.allreduce(np.sum(u**2), out, mpi.SUM, comm)
    return out[0]


#: (steps, snapshots): below, equal to and above the snapshot count, and one snapshot
CASES = ((2, 3), (3, 3), (5, 3), (4, 1))


def rel(a, b) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-300))


def against_taped(name: str, ck, taped, u0) -> np.ndarray:
    """The checkpointed gradient equals the taped one for every case of CASES; returns the
    gradient of the last case."""
    for nsteps, snaps in CASES:
        want = mpiad.grad(taped)(u0, 0.1, nsteps, snaps, COMM)
        got = mpiad.grad(ck)(u0, 0.1, nsteps, snaps, COMM)
        err = COMM.allreduce(rel(got, want), op=_max())
        if not np.all(np.isfinite(got)) or err > 1e-12:
            fail(f"{name}, {nsteps} steps, {snaps} snapshots: error {err:.3g}")
    ok(f"{name}_equals_taped")
    return got


def finite_differences(name: str, f, g, u0, v, nsteps: int, snaps: int) -> float:
    """<g, v> against central differences of the replicated loss; returns <g, v>."""
    h = 1e-6
    fd = (f(u0 + h * v, 0.1, nsteps, snaps, COMM) - f(u0 - h * v, 0.1, nsteps, snaps, COMM)) / (
        2 * h
    )
    dot = COMM.allreduce(float(np.sum(g * v)))  # grad counts the replicated loss once
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"{name}, finite differences: <g, v> = {dot} vs {fd}")
    if SIZE > 1 and RANK == 0:
        print(f"{name}: <g, v> - fd = {abs(dot - fd):.2e}")
    return dot


def main() -> None:
    rng = np.random.default_rng(3 + RANK)
    u0 = rng.uniform(0.1, 0.6, (2, 4))
    v = rng.normal(size=u0.shape)
    g = against_taped("stencil2d", stencil, stencil_taped, u0)
    dot = finite_differences("stencil2d", stencil, g, u0, v, *CASES[-1])
    _, jv = mpiad.jvp(stencil, (u0, 0.1, *CASES[-1], COMM), (v, None, None, None, None))
    if not abs(dot - float(jv)) <= 1e-10 * (1 + abs(dot)):
        fail(f"stencil2d, dot product: <v, J^T 1> = {dot} vs <J v, 1> = {jv}")
    ok("stencil2d_fd_and_forward")
    check_rebound_refused(u0[0])


def check_rebound_refused(u0) -> None:
    with open(__file__) as f:
        line = next(k for k, text in enumerate(f, 1) if "# REBOUND" in text)
    try:
        mpiad.grad(rebound)(u0, 3, COMM)
    except mpiad.MpiadError as e:
        msg = str(e)
        want = (f"fe_checkpoint_arrays.py:{line}: `u = np.sin(u) + 0.9 * u", "(variable u)")
        if not all(w in msg for w in want) or "%" in msg:
            fail(f"rebound array: the refusal does not name the line and variable: {msg}")
        ok("rebound_refused")
        return
    fail("rebound array: not refused")


def _max():
    from mpi4py import MPI

    return MPI.MAX


if __name__ == "__main__":
    main()
