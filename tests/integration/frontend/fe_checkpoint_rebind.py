"""NumPy-style checkpointed loops whose state is rebound to a new array every step (issue 33):
``u = u + kappa * lap - 0.05 * u ** 3`` with halos exchanged by ``sendrecv``, ``u = f(u)`` with
a jitted helper returning a fresh array, ``u, v = g(u, v)``; and a 2-D ``checkpointed_while``
loop exchanging rows with ``sendrecv`` (it once released its array twice and glibc aborted
after the gradient came out right).

Checks, for step counts below, equal to and above the snapshot count and 1 snapshot: the
checkpointed gradient equals the fully taped one to 1e-12 (relative); central finite
differences and the forward mode (dot-product test) agree with it; also for a loop that
rebinds its array on every other step only. A loop that starts from the caller's array
(``u = u0``) is refused on every rank, naming the Python line and the variable.
``python -m ... quick`` compares the rebound heat loop with its taped twin only (the default
test); without it, everything. Prints ``rank R ok NAME``.
"""

from __future__ import annotations

import sys

import numba
import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


def _heat(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    u[1:-1] = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        lap = np.zeros(n + 2)
        lap[1:-1] = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u = u + kappa * lap - 0.05 * u**3  # a new array every step
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


def _heat_taped(u0, kappa, nsteps, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    u[1:-1] = u0
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], (r + 1) % s, u[0:1], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1:2], (r - 1) % s, u[n + 1 : n + 2], (r + 1) % s, 2, 2, comm)
        lap = np.zeros(n + 2)
        lap[1:-1] = u[:-2] - 2.0 * u[1:-1] + u[2:]
        u = u + kappa * lap - 0.05 * u**3
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


@numba.njit
def _damp(u, kappa):
    return np.sin(u) + kappa * u


@numba.njit
def _couple(u, v):
    return u + 0.1 * v * v, v - 0.2 * np.sin(u)


def _helper(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        u = _damp(u, kappa)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


def _helper_taped(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    for _ in range(nsteps):
        u = _damp(u, kappa)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


def _pair(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    v = kappa * u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        u, v = _couple(u, v)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u * u * v), tot, mpi.SUM, comm)
    return tot[0]


def _pair_taped(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    v = kappa * u0
    for _ in range(nsteps):
        u, v = _couple(u, v)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u * u * v), tot, mpi.SUM, comm)
    return tot[0]


def _rows(u0, kappa, tol, snaps, comm):
    """A 2-D while loop: rows exchanged by sendrecv, the update written with slices, until the
    allreduced squared change of a step is below tol."""
    r, s = mpi.rank(comm), mpi.size(comm)
    ny, nx = u0.shape
    u = np.zeros((ny + 2, nx))
    u[1:-1] = u0
    g = np.zeros(1)
    change = 1e300
    while mpiad.checkpointed_while(change > tol, snapshots=snaps):
        mpi.sendrecv(u[ny], (r + 1) % s, u[0], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1], (r - 1) % s, u[ny + 1], (r + 1) % s, 2, 2, comm)
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]
        new = u[1:-1, 1:-1] + kappa * lap - 0.05 * u[1:-1, 1:-1] ** 3
        mpi.allreduce(np.sum((new - u[1:-1, 1:-1]) ** 2), g, mpi.SUM, comm)
        u[1:-1, 1:-1] = new
        change = g[0]
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


def _rows_taped(u0, kappa, tol, snaps, comm):
    r, s = mpi.rank(comm), mpi.size(comm)
    ny, nx = u0.shape
    u = np.zeros((ny + 2, nx))
    u[1:-1] = u0
    g = np.zeros(1)
    change = 1e300
    while change > tol:
        mpi.sendrecv(u[ny], (r + 1) % s, u[0], (r - 1) % s, 1, 1, comm)
        mpi.sendrecv(u[1], (r - 1) % s, u[ny + 1], (r + 1) % s, 2, 2, comm)
        lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]
        new = u[1:-1, 1:-1] + kappa * lap - 0.05 * u[1:-1, 1:-1] ** 3
        mpi.allreduce(np.sum((new - u[1:-1, 1:-1]) ** 2), g, mpi.SUM, comm)
        u[1:-1, 1:-1] = new
        change = g[0]
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u[1:-1] ** 2), tot, mpi.SUM, comm)
    return tot[0]


def _sometimes(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    for k in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        if k % 2 == 0:
            u = np.sin(u) + kappa * u  # rebound on every other step only
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


def _sometimes_taped(u0, kappa, nsteps, snaps, comm):
    u = u0.copy()
    for k in range(nsteps):
        if k % 2 == 0:
            u = np.sin(u) + kappa * u
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


@mpiad.jit
def from_argument(u0, nsteps, comm):
    u = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=2):
        u = np.sin(u) + 0.9 * u  # ARGUMENT: the loop starts from the caller's array
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**2), tot, mpi.SUM, comm)
    return tot[0]


heat, heat_taped = mpiad.jit(_heat), mpiad.jit(_heat_taped)
helper, helper_taped = mpiad.jit(_helper), mpiad.jit(_helper_taped)
pair, pair_taped = mpiad.jit(_pair), mpiad.jit(_pair_taped)
rows, rows_taped = mpiad.jit(_rows), mpiad.jit(_rows_taped)
sometimes, sometimes_taped = mpiad.jit(_sometimes), mpiad.jit(_sometimes_taped)

#: (steps, snapshots): below, equal to and above the snapshot count, and one snapshot
CASES = ((2, 3), (3, 3), (5, 3), (4, 1))


def rel(a, b) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-300))


def _max():
    from mpi4py import MPI

    return MPI.MAX


def against_taped(name: str, ck, taped, u0, kappa, cases=CASES) -> None:
    for nsteps, snaps in cases:
        # the checkpointed gradient first: memory it released twice (the 2-D while loop's
        # array, once) is then met by the allocations of the taped one and glibc stops the job
        got = mpiad.grad(ck)(u0, kappa, nsteps, snaps, COMM)
        want = mpiad.grad(taped)(u0, kappa, nsteps, snaps, COMM)
        err = COMM.allreduce(rel(got, want), op=_max())
        if not np.all(np.isfinite(got)) or err > 1e-12:
            fail(f"{name}, {nsteps} steps, {snaps} snapshots: error {err:.3g}")
    ok(f"{name}_equals_taped")


def fd_and_forward(name: str, f, u0, v, kappa, nsteps, snaps) -> None:
    """<g, v> against central differences of the replicated loss and the forward mode's
    <J v, 1> (the dot-product test)."""
    g = mpiad.grad(f)(u0, kappa, nsteps, snaps, COMM)
    h = 1e-6
    fd = (f(u0 + h * v, kappa, nsteps, snaps, COMM) - f(u0 - h * v, kappa, nsteps, snaps, COMM)) / (
        2 * h
    )
    dot = COMM.allreduce(float(np.sum(g * v)))
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"{name}, finite differences: <g, v> = {dot} vs {fd}")
    _, jv = mpiad.jvp(f, (u0, kappa, nsteps, snaps, COMM), (v, None, None, None, None))
    if not abs(dot - float(jv)) <= 1e-10 * (1 + abs(dot)):
        fail(f"{name}, dot product: <v, J^T 1> = {dot} vs <J v, 1> = {jv}")
    if SIZE > 1 and RANK == 0:
        print(f"{name}: <g, v> - fd = {abs(dot - fd):.2e}")
    ok(f"{name}_fd_and_forward")


def main() -> None:
    quick = sys.argv[1:] == ["quick"]
    rng = np.random.default_rng(11 + RANK)
    u0 = rng.uniform(0.1, 0.6, 6)
    v = rng.normal(size=u0.size)
    against_taped("rebound_heat", heat, heat_taped, u0, 0.2)
    if quick:
        return
    fd_and_forward("rebound_heat", heat, u0, v, 0.2, 5, 2)
    # the 2-D while loop: tolerances that stop it after a few steps (checked against the taped
    # loop, which stops on the same test)
    w0 = rng.uniform(0.1, 0.6, (3, 5))
    against_taped("rows_while", rows, rows_taped, w0, 0.1, ((1e-3, 2), (1e-4, 1), (1e-6, 3)))
    against_taped("rebound_helper", helper, helper_taped, u0, 0.9)
    fd_and_forward("rebound_helper", helper, u0, v, 0.9, 5, 2)
    against_taped("rebound_pair", pair, pair_taped, u0, 0.5)
    against_taped("rebound_sometimes", sometimes, sometimes_taped, u0, 0.9)
    check_argument_refused(u0)


def check_argument_refused(u0) -> None:
    with open(__file__) as f:
        line = next(k for k, text in enumerate(f, 1) if "# ARGUMENT" in text)
    try:
        mpiad.grad(from_argument)(u0, 3, COMM)
    except mpiad.MpiadError as e:
        msg = str(e)
        want = (f"fe_checkpoint_rebind.py:{line}: `u = np.sin(u) + 0.9 * u", "(variable u)",
                "u = u0.copy()")  # fmt: skip
        if not all(w in msg for w in want) or "%" in msg:
            fail(f"rebound from an argument: the refusal does not say where and what: {msg}")
        ok("argument_refused")
        return
    fail("rebound from an argument: not refused")


if __name__ == "__main__":
    main()
