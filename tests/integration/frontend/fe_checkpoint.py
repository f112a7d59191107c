"""Checkpointed reverse mode (``mpiad.checkpointed``) under mpiexec -n N, N = 1..3.

The same kernels with and without the marker: the checkpointed gradient equals the fully taped
one to 1e-12 relative, for trip counts that are and are not multiples of the snapshot count,
one snapshot, and more snapshots than steps; a 1-D halo-exchange heat step (Sendrecv) and a step
with an Allreduce inside; a halo exchanged with irecv / isend / waitall (against finite
differences and forward mode too); and the gradient against central finite differences on a
short run.
``disagree`` (a separate launch): ranks with different trip counts stop with a clear error.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


@mpiad.jit
def heat_ck(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] * (1.0 + 0.1 * un[i])
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit
def heat_mem(u, un, r, nsteps, snaps, comm):
    """heat_ck with a memory budget instead of a snapshot count (``snaps`` unused)."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in mpiad.checkpointed(range(nsteps), memory="2KB"):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] * (1.0 + 0.1 * un[i])
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit
def heat_taped(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] * (1.0 + 0.1 * un[i])
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit
def norm_ck(u, g, nsteps, snaps, comm):
    """Each step adds 0.1 u (global squared norm) (an Allreduce inside the loop) to sin(u)."""
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        s = 0.0
        for i in range(u.size):
            s += u[i] * u[i]
        mpi.allreduce(s, g, mpi.SUM, comm)
        for i in range(u.size):
            u[i] = np.sin(u[i]) + 0.1 * u[i] * g[0]
    s = 0.0
    for i in range(u.size):
        s += u[i] * (i + 1.0)
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit
def norm_taped(u, g, nsteps, snaps, comm):
    for _ in range(nsteps):
        s = 0.0
        for i in range(u.size):
            s += u[i] * u[i]
        mpi.allreduce(s, g, mpi.SUM, comm)
        for i in range(u.size):
            u[i] = np.sin(u[i]) + 0.1 * u[i] * g[0]
    s = 0.0
    for i in range(u.size):
        s += u[i] * (i + 1.0)
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


def _heat_swap(u, target, r, nsteps, snaps, comm):
    """Arrays swapped every step (u, un = un, u; as examples/heat.py does): one passed in, one
    allocated in the kernel, so after an odd number of steps the result is in the other one."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    un = np.zeros(n + 2)
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        u, un = un, u
    local = 0.0
    for i in range(n):
        d = u[i + 1] - target[i]
        local += d * d
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return 0.5 * total[0]


heat_swap = mpiad.jit(_heat_swap)


def _heat_swap_taped(u, target, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    un = np.zeros(n + 2)
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        u, un = un, u
    local = 0.0
    for i in range(n):
        d = u[i + 1] - target[i]
        local += d * d
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return 0.5 * total[0]


heat_swap_taped = mpiad.jit(_heat_swap_taped)


def _heat_alloc(u0, target, r, nsteps, comm):
    """examples/heat.py's kernel, but the step copies the new values back: the arrays are
    allocated in the kernel (their size comes from Numba's allocation)."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    un = np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in mpiad.checkpointed(range(nsteps), snapshots=3):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = np.sin(un[i])
    local = 0.0
    for i in range(n):
        d = u[i + 1] - target[i]
        local += d * d
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return 0.5 * total[0]


heat_alloc = mpiad.jit(_heat_alloc)


def _heat_alloc_taped(u0, target, r, nsteps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u0.size
    u = np.zeros(n + 2)
    un = np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in range(nsteps):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = np.sin(un[i])
    local = 0.0
    for i in range(n):
        d = u[i + 1] - target[i]
        local += d * d
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return 0.5 * total[0]


heat_alloc_taped = mpiad.jit(_heat_alloc_taped)


def _heat_isend(u, un, r, nsteps, snaps, comm):
    """heat_ck with the halo exchanged by irecv / isend / waitall: the requests complete within
    the step (a recomputed step posts and completes its own)."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        _, r1 = mpi.irecv(u[0:1], left, 0, comm)
        _, r2 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
        _, s1 = mpi.isend(u[n : n + 1], right, 0, comm)
        _, s2 = mpi.isend(u[1:2], left, 1, comm)
        mpi.waitall((r1, r2, s1, s2))
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] * (1.0 + 0.1 * un[i])
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


def _heat_isend_taped(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    n = u.size - 2
    for _ in range(nsteps):
        _, r1 = mpi.irecv(u[0:1], left, 0, comm)
        _, r2 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
        _, s1 = mpi.isend(u[n : n + 1], right, 0, comm)
        _, s2 = mpi.isend(u[1:2], left, 1, comm)
        mpi.waitall((r1, r2, s1, s2))
        for i in range(1, n + 1):
            un[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n + 1):
            u[i] = un[i] * (1.0 + 0.1 * un[i])
    s = 0.0
    for i in range(1, n + 1):
        s += u[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(s, total, mpi.SUM, comm)
    return total[0]


heat_isend, heat_isend_taped = mpiad.jit(_heat_isend), mpiad.jit(_heat_isend_taped)


def _small_step(u, a, flag, nsteps, snaps):
    """A step this small is copied by Numba's -O3: the loop-invariant test unswitched (a copy
    per outcome) and each copy runtime-unrolled (a remainder loop before an unrolled one)."""
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        if flag > 0:
            u[0] = np.sin(u[0]) * a
        else:
            u[0] = np.cos(u[0]) + a
        u[1] = u[1] * u[0]
    return u[0] + u[1]


def _small_step_taped(u, a, flag, nsteps, snaps):
    for _ in range(nsteps):
        if flag > 0:
            u[0] = np.sin(u[0]) * a
        else:
            u[0] = np.cos(u[0]) + a
        u[1] = u[1] * u[0]
    return u[0] + u[1]


small_step, small_step_taped = mpiad.jit(_small_step), mpiad.jit(_small_step_taped)


def loop_copies() -> None:
    """Every copy of the marked loop is checkpointed (MPIAD_CHECKPOINT_REPORT=1 prints one line
    per reversed copy), and the gradient equals the fully taped one."""
    for flag in (1, 0):
        for nsteps, snaps in ((13, 2), (21, 3), (3, 1)):
            grads = []
            for f in (small_step_taped, small_step):
                u, du = np.array([0.3, 0.7]), np.zeros(2)
                mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), 0.9, flag, nsteps,
                               snaps)  # fmt: skip
                grads.append(du)
            if not np.all(np.isfinite(grads[1])) or rel(grads[1], grads[0]) > 1e-12:
                fail(f"loop copies, flag={flag} steps={nsteps}: {grads[1]} vs {grads[0]}")
    ok("loop_copies")


@mpiad.jit
def stencil2d_ck(u, un, r, nsteps, snaps, comm):
    """A 2-D five-point stencil on rows split across the ranks (ghost rows 0 and ny + 1 exchanged
    with Sendrecv, periodic in x), with a nonlinear update."""
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    ny, nx = u.shape[0] - 2, u.shape[1]
    for _ in mpiad.checkpointed(range(nsteps), snapshots=snaps):
        mpi.sendrecv(u[ny], right, u[0], left, 0, 0, comm)
        mpi.sendrecv(u[1], left, u[ny + 1], right, 1, 1, comm)
        for j in range(1, ny + 1):
            for i in range(nx):
                lap = u[j - 1, i] + u[j + 1, i] + u[j, (i + 1) % nx] + u[j, (i - 1) % nx]
                un[j, i] = u[j, i] + r * (lap - 4.0 * u[j, i]) - 0.05 * u[j, i] ** 3
        for j in range(1, ny + 1):
            for i in range(nx):
                u[j, i] = un[j, i]
    s = 0.0
    for j in range(1, ny + 1):
        for i in range(nx):
            s += u[j, i] * u[j, i]
    return s


@mpiad.jit
def stencil2d_taped(u, un, r, nsteps, snaps, comm):
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    ny, nx = u.shape[0] - 2, u.shape[1]
    for _ in range(nsteps):
        mpi.sendrecv(u[ny], right, u[0], left, 0, 0, comm)
        mpi.sendrecv(u[1], left, u[ny + 1], right, 1, 1, comm)
        for j in range(1, ny + 1):
            for i in range(nx):
                lap = u[j - 1, i] + u[j + 1, i] + u[j, (i + 1) % nx] + u[j, (i - 1) % nx]
                un[j, i] = u[j, i] + r * (lap - 4.0 * u[j, i]) - 0.05 * u[j, i] ** 3
        for j in range(1, ny + 1):
            for i in range(nx):
                u[j, i] = un[j, i]
    s = 0.0
    for j in range(1, ny + 1):
        for i in range(nx):
            s += u[j, i] * u[j, i]
    return s


RNG = np.random.default_rng(11 + RANK)
U0 = RNG.random(14)


def heat_grad(f, nsteps, snaps, u0=U0):
    u, un = u0.copy(), np.zeros_like(u0)
    du, dun = np.zeros_like(u0), np.zeros_like(u0)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), mpiad.Duplicated(un, dun), 0.2,
                   nsteps, snaps, COMM)  # fmt: skip
    return du


def norm_grad(f, nsteps, snaps):
    u, du, g, dg = U0.copy(), np.zeros_like(U0), np.zeros(1), np.zeros(1)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), mpiad.Duplicated(g, dg), nsteps,
                   snaps, COMM)  # fmt: skip
    return du


def rel(a, b) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-300))


#: (steps, snapshots) of the schedule check (MPIAD_CHECKPOINT_REPORT=1 prints the counts)
SCHEDULES = ((10, 3), (12, 3), (7, 1), (5, 8), (100, 10), (200, 5), (33, 2), (16, 4), (50, 3))


def main() -> None:
    if sys.argv[1:] == ["schedule"]:
        for nsteps, snaps in SCHEDULES:
            heat_grad(heat_ck, nsteps, snaps)
        ok("schedule")
        return
    if sys.argv[1:] == ["copies"]:
        loop_copies()
        return
    if sys.argv[1:] == ["disagree"]:
        heat_grad(heat_ck, 3 + (RANK % 2), 2)
        ok("disagree_not_reached")
        return
    worst = 0.0
    for nsteps, snaps in ((12, 3), (10, 3), (7, 1), (5, 8), (1, 1), (9, 9), (16, 4)):
        want = heat_grad(heat_taped, nsteps, snaps)
        got = heat_grad(heat_ck, nsteps, snaps)
        if not np.all(np.isfinite(got)) or rel(got, want) > 1e-12:
            fail(f"heat steps={nsteps} snapshots={snaps}: error {rel(got, want):.3g}")
        worst = max(worst, rel(got, want))
    ok("heat_equals_taped")
    # the default run (the suite's time) leaves out the kernels that only these checks compile:
    # the memory budget, the 2-D stencil and arrays allocated in the kernel
    full = sys.argv[1:] != ["quick"]
    if full:
        want, got = heat_grad(heat_taped, 13, 0), heat_grad(heat_mem, 13, 0)
        if rel(got, want) > 1e-12:
            fail(f"heat memory=2KB: error {rel(got, want):.3g}")
        ok("memory_budget")
    # the step's reverse reloads un instead of taping it, and tells LLVM the arrays and their
    # shadows apart, only when they are known apart: the same array twice, overlapping views,
    # or one shadow for both arrays must still give the fully taped gradient
    for nsteps, snaps in ((7, 2), (5, 8)):
        for case in ("same", "overlap", "shared shadow"):
            grads = []
            for f in (heat_taped, heat_ck):
                m = U0.size
                buf, dbuf = np.concatenate([U0, U0[:1], U0]), np.zeros(2 * m + 1)
                u, du = buf[:m], dbuf[:m]
                at = {"same": 0, "overlap": 1, "shared shadow": m + 1}[case]
                un = buf[at : at + m]
                dun = du if case == "shared shadow" else dbuf[at : at + m]
                mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du),
                               mpiad.Duplicated(un, dun), 0.2, nsteps, snaps, COMM)  # fmt: skip
                grads.append(dbuf)
            if not np.all(np.isfinite(grads[1])) or rel(grads[1], grads[0]) > 1e-12:
                fail(f"heat with aliased arrays ({case}), steps={nsteps} "
                     f"snapshots={snaps}: error {rel(grads[1], grads[0]):.3g}")  # fmt: skip
    ok("aliased_arrays")
    if full:
        for nsteps, snaps in ((7, 2), (6, 3)):
            u0 = RNG.random((5, 6))
            grads = []
            for f in (stencil2d_taped, stencil2d_ck):
                u, un, du, dun = u0.copy(), np.zeros_like(u0), np.zeros_like(u0), np.zeros_like(u0)
                mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du), mpiad.Duplicated(un, dun),
                               0.2, nsteps, snaps, COMM)  # fmt: skip
                grads.append(du)
            if rel(grads[1], grads[0]) > 1e-12:
                fail(f"2-D stencil steps={nsteps} snapshots={snaps}: {rel(grads[1], grads[0])}")
        ok("stencil2d")
    target = RNG.random(12)
    if full:
        for nsteps in (8, 11):
            want = mpiad.grad(heat_alloc_taped)(U0[:12], target, 0.2, nsteps, COMM)
            got = mpiad.grad(heat_alloc)(U0[:12], target, 0.2, nsteps, COMM)
            if rel(got, want) > 1e-12:
                fail(f"heat with arrays allocated in the kernel, {nsteps} steps: {rel(got, want)}")
        ok("allocated_arrays")
    # arrays swapped every step: odd and even step counts, one snapshot, more than the steps
    for nsteps, snaps in ((7, 2), (6, 3), (5, 1), (3, 5)):
        # (the kernels write their first argument: each gets a copy)
        want = mpiad.grad(heat_swap_taped)(U0.copy(), target, 0.2, nsteps, snaps, COMM)
        got = mpiad.grad(heat_swap)(U0.copy(), target, 0.2, nsteps, snaps, COMM)
        if not np.all(np.isfinite(got)) or rel(got, want) > 1e-12:
            fail(f"swapped arrays, {nsteps} steps, {snaps} snapshots: {rel(got, want)}")
    v = RNG.normal(size=U0.size)
    v[0] = v[-1] = 0.0  # ghost cells are overwritten by the first exchange
    g, h = mpiad.grad(heat_swap)(U0.copy(), target, 0.2, 5, 2, COMM), 1e-6
    fd = (heat_swap(U0 + h * v, target, 0.2, 5, 2, COMM)
          - heat_swap(U0 - h * v, target, 0.2, 5, 2, COMM)) / (2 * h)  # fmt: skip
    dot = COMM.allreduce(float(g @ v))  # grad counts the replicated loss once
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"swapped arrays, finite differences: <g, v> = {dot} vs {fd}")
    ok("swapped_arrays")
    for nsteps, snaps in ((6, 2), (5, 1), (4, 6)):
        want, got = norm_grad(norm_taped, nsteps, snaps), norm_grad(norm_ck, nsteps, snaps)
        if rel(got, want) > 1e-12:
            fail(f"allreduce steps={nsteps} snapshots={snaps}: error {rel(got, want):.3g}")
    ok("allreduce_equals_taped")
    # nonblocking halo exchange: against the fully taped gradient, finite differences and the
    # forward mode (dot-product test <J v, 1> = <v, J^T 1>)
    for nsteps, snaps in ((7, 2), (6, 1), (3, 5)):
        want = heat_grad(heat_isend_taped, nsteps, snaps)
        got = heat_grad(heat_isend, nsteps, snaps)
        if not np.all(np.isfinite(got)) or rel(got, want) > 1e-12:
            fail(f"isend/irecv steps={nsteps} snapshots={snaps}: error {rel(got, want):.3g}")
    v = RNG.normal(size=U0.size)
    v[0] = v[-1] = 0.0  # ghost cells are overwritten by the first exchange
    g, h = heat_grad(heat_isend, 5, 2), 1e-6
    fd = (heat_isend(U0 + h * v, np.zeros_like(U0), 0.2, 5, 2, COMM)
          - heat_isend(U0 - h * v, np.zeros_like(U0), 0.2, 5, 2, COMM)) / (2 * h)  # fmt: skip
    dot = COMM.allreduce(float(g @ v)) / SIZE  # the replicated loss is counted once per rank
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"isend/irecv, finite differences: <g, v> = {dot} vs {fd}")
    jv = mpiad.autodiff(mpiad.Forward, heat_isend, mpiad.Duplicated(U0.copy(), v.copy()),
                        mpiad.Duplicated(np.zeros_like(U0), np.zeros_like(U0)), 0.2, 5, 2,
                        COMM)  # fmt: skip
    jv = float(np.asarray(jv).ravel()[0])
    if not abs(dot - jv) <= 1e-10 * (1 + abs(jv)):
        fail(f"isend/irecv, dot product: <v, J^T 1> = {dot} vs <J v, 1> = {jv}")
    ok("isend_irecv")
    # central finite differences of the (replicated) loss along a random direction
    v = RNG.normal(size=U0.size)
    v[0] = v[-1] = 0.0  # ghost cells are overwritten by the first exchange
    g = heat_grad(heat_ck, 4, 2)
    h = 1e-6

    def loss(u0):
        return heat_ck(u0.copy(), np.zeros_like(u0), 0.2, 4, 2, COMM)

    fd = (loss(U0 + h * v) - loss(U0 - h * v)) / (2 * h)
    dot = COMM.allreduce(float(g @ v)) / SIZE  # the replicated loss is counted once per rank
    if not abs(dot - fd) <= 1e-6 * (1 + abs(fd)):
        fail(f"finite differences: <g, v> = {dot} vs {fd}")
    ok("finite_differences")
    # the primal is unchanged by the marker
    if abs(loss(U0) - heat_taped(U0.copy(), np.zeros_like(U0), 0.2, 4, 2, COMM)) > 0:
        fail("primal differs with the marker")
    ok("primal")


if __name__ == "__main__":
    main()
