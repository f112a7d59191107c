"""What mpiad.grad means under MPI (run under mpiexec -n N, N = 1..4).

1. ``loss="replicated"`` (the default): the kernel returns the same value L on every rank (an
   allreduced energy); each rank's gradient is dL/d(its own data), counted once. Checked against
   central finite differences of L along a random direction on every rank, summed over ranks.
2. ``loss="sum"``: each rank returns its own part f_r; the gradient is that of sum_r f_r.
3. A value that differs between ranks under the default raises the same clear error on every
   rank (checked by every rank reaching the end: no rank is left waiting).
4. ``value_and_grad`` returns the value with the gradient; ``comm=`` picks a communicator.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import sys

import numpy as np

import mpiad
import mpiad.mpi as mpi

from .fdcheck import COMM, RANK, SIZE, fail, ok


@mpiad.jit
def energy(u, comm):
    local = 0.0
    for i in range(u.size):
        local += u[i] ** 4 + 0.5 * u[i] * u[(i + 1) % u.size]
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0] * total[0] * 0.1 + total[0]


@mpiad.jit
def local_part(u, comm):
    s = 0.0
    for i in range(u.size):
        s += np.sin(u[i]) * u[i]
    return s * (mpi.rank(comm) + 1.0)


@mpiad.jit
def two_comms(u, a, b):
    total = np.zeros(1)
    mpi.allreduce(u[0] * u[1], total, mpi.SUM, a)
    return total[0]


def fd_directional(f, u, v, h=1e-6) -> float:
    """Central difference of the global value along direction v (each rank its own v_r)."""
    return (f(u + h * v) - f(u - h * v)) / (2 * h)


def main() -> int:
    rng = np.random.default_rng(7 + RANK)
    u = rng.uniform(0.5, 1.5, 5)
    v = rng.normal(size=5)

    # 1. replicated (default): the gradient of L, not SIZE x the gradient
    g = mpiad.grad(energy)(u, COMM)
    got = COMM.allreduce(float(g @ v))
    want = fd_directional(lambda x: energy(x, COMM), u, v)
    if not abs(got - want) <= 1e-6 * (1 + abs(want)):
        fail(f"replicated: <grad, v> summed over ranks {got}, finite differences {want}")
    ok("replicated")

    # the Enzyme convention through autodiff: each rank seeds its own copy, SIZE x the gradient
    du = np.zeros_like(u)
    mpiad.autodiff(mpiad.Reverse, energy, mpiad.Duplicated(u, du), COMM)
    if not np.allclose(du, SIZE * g, rtol=1e-12, atol=1e-14):
        fail(f"autodiff(Reverse) should be SIZE x grad: {du} vs {SIZE} x {g}")
    ok("autodiff_convention")

    # 2. sum of per-rank parts
    gs = mpiad.grad(local_part, loss="sum")(u, COMM)
    got = COMM.allreduce(float(gs @ v))
    want = COMM.allreduce(fd_directional(lambda x: local_part(x, COMM), u, v))
    if not abs(got - want) <= 1e-6 * (1 + abs(want)):
        fail(f"sum: <grad, v> summed over ranks {got}, finite differences {want}")
    ok("sum")

    # 3. a rank-dependent value under the default: the same clear error on every rank
    if SIZE > 1:
        try:
            mpiad.grad(local_part)(u, COMM)
        except ValueError as e:
            msg = str(e)
            if "loss='sum'" not in msg or "same value on every rank" not in msg:
                fail(f"unclear message: {msg}")
        else:
            fail("a rank-dependent value was accepted as replicated")
    ok("not_replicated_refused")

    # 4. value_and_grad, and comm= among several communicators
    val, g2 = mpiad.value_and_grad(energy)(u, COMM)
    if not (val == energy(u, COMM) and np.array_equal(g2, g)):
        fail(f"value_and_grad: {val} {g2} vs {energy(u, COMM)} {g}")
    ok("value_and_grad")
    dup = COMM.Dup()
    try:
        mpiad.grad(two_comms)(u, COMM, dup)
    except ValueError as e:
        if "comm=" not in str(e):
            fail(f"several communicators: unclear message {e}")
    else:
        fail("several communicators accepted without comm=")
    g3 = mpiad.grad(two_comms, comm="a")(u, COMM, dup)
    want3 = np.zeros(5)
    want3[0], want3[1] = u[1], u[0]
    if not np.allclose(g3, want3, rtol=1e-13):
        fail(f"comm='a': {g3} vs {want3}")
    dup.Free()
    ok("comm_choice")
    return 0


if __name__ == "__main__":
    sys.exit(main())
