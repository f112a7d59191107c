"""Checkpointed Numba loops whose body calls a jitted helper that is not inlined (the IR keeps
the call: checked) and returns the loop's state: ``u = _step(u)`` updating ``u`` in place and
returning it, and ``w = _inner(u)`` returning a view the body then writes through. Numba hands
the array back through its return slot; the region finder follows the helper's stores into
that slot to the argument (passes/reverse/checkpoint_returns.py). The checkpointed gradient
equals the taped one to 1e-12 (relative) and central differences along a random direction.
Prints ``rank R ok NAME`` (test_checkpoint_returned.py)."""

from __future__ import annotations

import re

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, fail, ok


@mpiad.jit
def _step(u, n, kappa):
    # (three sweeps: large enough that LLVM keeps the call)
    for it in range(3):
        first = u[0]
        for i in range(n - 1):
            u[i] = u[i] - kappa * u[i] * u[i] + 0.05 * np.sin(u[i + 1]) + 0.01 * np.cos(u[i] * it)
        u[n - 1] = u[n - 1] - kappa * u[n - 1] ** 2 + 0.05 * np.sin(first)
    return u


@mpiad.jit
def _inner(u, n, kappa):
    for it in range(3):
        first = u[0]
        for i in range(n - 1):
            u[i] = u[i] - kappa * u[i] * u[i] + 0.05 * np.sin(u[i + 1]) + 0.01 * np.cos(u[i] * it)
        u[n - 1] = u[n - 1] - kappa * u[n - 1] ** 2 + 0.05 * np.sin(first)
    return u[1:]


def _same(u0, kappa, nsteps, comm):
    n = u0.size
    u = u0.copy()
    for _ in mpiad.checkpointed(range(nsteps), snapshots=2):
        u = _step(u, n, kappa)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**3), tot, mpi.SUM, comm)
    return tot[0]


def _same_taped(u0, kappa, nsteps, comm):
    n = u0.size
    u = u0.copy()
    for _ in range(nsteps):
        u = _step(u, n, kappa)
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**3), tot, mpi.SUM, comm)
    return tot[0]


def _view(u0, kappa, nsteps, comm):
    n = u0.size
    u = u0.copy()
    for _ in mpiad.checkpointed(range(nsteps), snapshots=2):
        w = _inner(u, n, kappa)
        w[0] = w[0] + 0.1 * w[1] * u[0]
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**3), tot, mpi.SUM, comm)
    return tot[0]


def _view_taped(u0, kappa, nsteps, comm):
    n = u0.size
    u = u0.copy()
    for _ in range(nsteps):
        w = _inner(u, n, kappa)
        w[0] = w[0] + 0.1 * w[1] * u[0]
    tot = np.zeros(1)
    mpi.allreduce(np.sum(u**3), tot, mpi.SUM, comm)
    return tot[0]


def main() -> None:
    rng = np.random.default_rng(5 + RANK)
    x = 0.5 + 0.5 * rng.random(6)
    v = rng.normal(size=6)
    for name, f, f_taped in (("same", _same, _same_taped), ("view", _view, _view_taped)):
        ck, taped = mpiad.jit(f), mpiad.jit(f_taped)
        g = mpiad.grad(ck)(x, 0.1, 7, COMM)
        gt = mpiad.grad(taped)(x, 0.1, 7, COMM)
        text = next(iter(ck._kernels.values())).text
        helper = "_step" if name == "same" else "_inner"
        if not re.search(rf"call i32 @\S*{helper}", text):
            fail(f"{name}: {helper} was inlined; the test needs the call")
        err = float(np.abs(g - gt).max() / np.abs(gt).max())
        if err > 1e-12:
            fail(f"{name}: checkpointed {g} vs taped {gt}")
        h = 1e-6
        fd = (ck(x + h * v, 0.1, 7, COMM) - ck(x - h * v, 0.1, 7, COMM)) / (2 * h)
        dot = COMM.allreduce(float(g @ v))
        if abs(fd - dot) > 1e-6 * max(1.0, abs(fd)):
            fail(f"{name}: <grad, v> {dot} vs central differences {fd}")
        ok(f"returned_{name}")


if __name__ == "__main__":
    main()
