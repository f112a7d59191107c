"""Checkpointed reverse mode of while loops (``mpiad.checkpointed_while``: the online schedule,
trip count unknown on entry) under mpiexec -n N.

A heat-like kernel iterates until the global (allreduced) squared change of a step falls below a
tolerance; the tolerance picks the trip count. Its checkpointed gradient equals the fully taped
one (the same kernel without the marker) to 1e-12 relative for trip counts below, equal to and
above the snapshot count, and one snapshot; central finite differences and the forward mode
(dot-product test) on a short run; the primal is unchanged by the marker. A loop whose
condition computes a norm (a loop and an allreduce in the condition) too.
``disagree`` (a separate launch): ranks that leave the loop after different numbers of steps
stop with a clear message, from the one check at the loop's exit.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


def _relax(u, un, r, tol, snaps, comm):
    """Relax u (a nonlinear heat step with halo exchange) until the squared change of a step,
    summed over the ranks, is below tol; returns the global squared norm of u."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    g = np.zeros(1)
    change = 1e300
    while mpiad.checkpointed_while(change > tol, snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        d = 0.0
        for i in range(1, n + 1):
            d += (un[i] - u[i]) ** 2
            u[i] = un[i]
        mpi.allreduce(d, g, mpi.SUM, comm)
        change = g[0]
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


def _relax_taped(u, un, r, tol, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    g = np.zeros(1)
    change = 1e300
    while change > tol:
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        d = 0.0
        for i in range(1, n + 1):
            d += (un[i] - u[i]) ** 2
            u[i] = un[i]
        mpi.allreduce(d, g, mpi.SUM, comm)
        change = g[0]
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


relax, relax_taped = mpiad.jit(_relax), mpiad.jit(_relax_taped)


@mpiad.jit
def gnorm(u, g, comm):
    """The global squared norm of u (a loop and an allreduce: called in a loop's condition)."""
    s = 0.0
    for i in range(u.size):
        s += u[i] * u[i]
    mpi.allreduce(s, g, mpi.SUM, comm)
    return g[0]


def _shrink(u, tol, snaps, comm):
    """A while loop whose condition computes the norm (its first test is peeled out in front of
    the loop by -O3, with the norm's loop: only the in-loop marker tells the loops apart)."""
    g = np.zeros(1)
    while mpiad.checkpointed_while(gnorm(u, g, comm) > tol, snapshots=snaps):
        for i in range(u.size):
            u[i] = 0.9 * np.sin(u[i]) + 0.01 * u[i] * u[i]
    s = 0.0
    for i in range(u.size):
        s += u[i] ** 3
    return s


def _shrink_taped(u, tol, snaps, comm):
    g = np.zeros(1)
    while gnorm(u, g, comm) > tol:
        for i in range(u.size):
            u[i] = 0.9 * np.sin(u[i]) + 0.01 * u[i] * u[i]
    s = 0.0
    for i in range(u.size):
        s += u[i] ** 3
    return s


shrink, shrink_taped = mpiad.jit(_shrink), mpiad.jit(_shrink_taped)

RNG = np.random.default_rng(17 + RANK)
U0 = RNG.uniform(0.2, 1.0, 14)
U0[0] = U0[-1] = 0.0


def changes(nmax: int) -> list[float]:
    """The global squared change of each of the first nmax steps (the primal, in numpy)."""
    u = U0.copy()
    out = []
    for _ in range(nmax):
        u[0] = COMM.sendrecv(u[-2], (RANK + 1) % SIZE, source=(RANK - 1) % SIZE)
        u[-1] = COMM.sendrecv(u[1], (RANK - 1) % SIZE, source=(RANK + 1) % SIZE)
        un = u.copy()
        un[1:-1] = u[1:-1] + 0.2 * (u[:-2] - 2 * u[1:-1] + u[2:]) - 0.05 * u[1:-1] ** 3
        out.append(COMM.allreduce(float(((un[1:-1] - u[1:-1]) ** 2).sum())))
        u = un
    return out


def tol_for(steps: int, ch: list[float]) -> float:
    """A tolerance the loop leaves after exactly `steps` steps (halfway, in log scale, between
    the changes of steps `steps - 1` and `steps`: far from both, so finite differences do not
    move it)."""
    assert all(a > b for a, b in zip(ch, ch[1:])), "the changes must decrease"
    return float(np.sqrt(ch[steps - 1] * ch[steps - 2])) if steps > 1 else ch[0] * 2


def grad(f, tol, snaps, u0=U0):
    u, un = u0.copy(), np.zeros_like(u0)
    du, dun = np.zeros_like(u0), np.zeros_like(u0)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), mpiad.Duplicated(un, dun), 0.2,
                   tol, snaps, COMM)  # fmt: skip
    return du


def rel(a, b) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-300))


#: (steps, snapshots): below, equal to and above the snapshot count, one snapshot
CASES = ((3, 5), (5, 5), (12, 3), (9, 1), (17, 4))


def main() -> None:
    ch = changes(20)
    if sys.argv[1:] == ["disagree"]:
        _disagree()
        return
    for steps, snaps in CASES:
        tol = tol_for(steps, ch)
        want, got = grad(relax_taped, tol, snaps), grad(relax, tol, snaps)
        if not np.all(np.isfinite(got)) or rel(got, want) > 1e-12:
            fail(f"while loop, {steps} steps, {snaps} snapshots: error {rel(got, want):.3g}")
    ok("while_equals_taped")
    g0 = COMM.allreduce(float((U0[1:-1] ** 2).sum()))
    for frac, snaps in ((0.3, 2), (0.05, 3), (0.05, 1)):
        grads = []
        for f in (shrink_taped, shrink):
            u, du = U0[1:-1].copy(), np.zeros(U0.size - 2)
            mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), frac * g0, snaps, COMM)
            grads.append(du)
        if not np.all(np.isfinite(grads[1])) or rel(grads[1], grads[0]) > 1e-12:
            fail(f"norm in the condition, {frac}, {snaps} snapshots: {rel(grads[1], grads[0])}")
    ok("condition_with_a_loop")
    tol = tol_for(6, ch)
    v = RNG.normal(size=U0.size)
    v[0] = v[-1] = 0.0  # ghost cells are overwritten by the first exchange
    g, h = grad(relax, tol, 2), 1e-6

    def loss(u0):
        return relax(u0.copy(), np.zeros_like(u0), 0.2, tol, 2, COMM)

    fd = (loss(U0 + h * v) - loss(U0 - h * v)) / (2 * h)
    dot = COMM.allreduce(float(g @ v)) / SIZE  # the replicated loss is counted once per rank
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"while loop, finite differences: <g, v> = {dot} vs {fd}")
    # forward mode ignores the marker: the dot-product test <J v, 1> = <v, J^T 1>
    jv = mpiad.autodiff(mpiad.Forward, relax, mpiad.Duplicated(U0.copy(), v.copy()),
                        mpiad.Duplicated(np.zeros_like(U0), np.zeros_like(U0)), 0.2, tol, 2,
                        COMM)  # fmt: skip
    jv = float(np.asarray(jv).ravel()[0])
    if not abs(dot - jv) <= 1e-10 * (1 + abs(jv)):
        fail(f"while loop, dot product: <v, J^T 1> = {dot} vs <J v, 1> = {jv}")
    ok("while_finite_differences")
    if loss(U0) != relax_taped(U0.copy(), np.zeros_like(U0), 0.2, tol, 2, COMM):
        fail("while loop: the primal differs with the marker")
    ok("while_primal")


def _countdown(u, k, snaps, comm):
    """Each rank runs k steps (its own count). The loop could communicate (on a branch it never
    takes: a test on a value that changes every step, which the optimiser cannot move out of
    the loop), which makes the runtime check the trip count at the loop's exit."""
    g = np.zeros(1)
    c = k * 1.0
    while mpiad.checkpointed_while(c > 0.5, snapshots=snaps):
        for i in range(u.size):
            u[i] = np.sin(u[i])
        if c < -1.0:
            mpi.allreduce(u[0], g, mpi.SUM, comm)
        c -= 1.0
    s = 0.0
    for i in range(u.size):
        s += u[i]
    return s


countdown = mpiad.jit(_countdown)


def _disagree() -> None:
    u, du = U0.copy(), np.zeros_like(U0)
    mpiad.autodiff(mpiad.Reverse, countdown, mpiad.Duplicated(u, du), 3 + RANK % 2, 2, COMM)
    ok("disagree_not_reached")


if __name__ == "__main__":
    main()
