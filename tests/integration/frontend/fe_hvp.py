"""Second derivatives (mpiad.hvp, grad_and_hvp, hessian) of MPI kernels, under mpiexec -n N.

For each kernel: H v against central differences of mpiad.grad along v; the symmetry test
<u, H v> = <v, H u> summed over the ranks; grad_and_hvp's gradient against mpiad.grad; and, on
the small ones, hessian(f) @ v against H v. The kernels cover the MPI calls with second
derivatives: Allreduce SUM (scalar and array), MAX and MIN, a halo exchange by Isend / Irecv /
Waitall, Isend / Irecv / Wait, Sendrecv, Send / Recv, Bcast, Reduce (SUM, MIN, MAX), Allreduce
PROD, Gather, Allgather, Scatter; NumPy's reductions in a
loss (np.max, np.min, np.argmax, np.abs, np.sqrt, np.dot, matrix @ vector); then the refusals
of a matrix product of a reshaped argument. Checkpointed time loops (``heat_ck``: a for loop
swapping its arrays, Irecv / Isend / Waitall and Allreduce in each step; ``relax_ck``: a
while loop; ``heat_trim``: a for loop whose snapshots leave a scratch array out) are also
checked against the same kernel without the mark (``TWINS``).
Prints one JSON line per kernel on rank 0: name, the largest errors.

    mpiexec -n 2 python -m tests.integration.frontend.fe_hvp [NAME[:WIDTH]...]
"""

from __future__ import annotations

import json
import sys

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def allreduce_sum(u, comm):
    local = 0.0
    for i in range(u.size):
        local += np.sin(u[i]) * u[i] ** 3
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0] * total[0] + np.exp(0.1 * total[0])


@mpiad.jit(cache=True)
def allreduce_array(u, comm):
    part = np.zeros(3)
    for i in range(u.size):
        part[i % 3] += u[i] * u[i] * (1.0 + 0.1 * i)
    tot = np.zeros(3)
    mpi.allreduce(part, tot, mpi.SUM, comm)
    return tot[0] * tot[1] + tot[2] ** 3


@mpiad.jit(cache=True)
def allreduce_max(u, comm):
    m = np.zeros(1)
    local = np.zeros(1)
    for i in range(u.size):
        local[0] = max(local[0], u[i] ** 2)
    mpi.allreduce(local, m, mpi.MAX, comm)
    s = 0.0
    for i in range(u.size):
        s += u[i] ** 2
    tot = np.zeros(1)
    mpi.allreduce(s, tot, mpi.SUM, comm)
    return m[0] ** 2 + tot[0] * m[0]


@mpiad.jit(cache=True)
def halo(u0, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    left = (rank - 1) % size
    right = (rank + 1) % size
    n = u0.size
    u = np.zeros(n + 2)
    un = np.zeros(n + 2)
    u[1 : n + 1] = u0
    reqs = np.empty(4, dtype=mpi.RequestType)
    for _ in range(3):
        _, q0 = mpi.irecv(u[0:1], left, 0, comm)
        _, q1 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
        _, q2 = mpi.isend(u[n : n + 1], right, 0, comm)
        _, q3 = mpi.isend(u[1:2], left, 1, comm)
        reqs[0] = q0[0]
        reqs[1] = q1[0]
        reqs[2] = q2[0]
        reqs[3] = q3[0]
        mpi.waitall(reqs)
        for i in range(1, n + 1):
            un[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) + 0.1 * u[i] ** 3
        u, un = un, u
    local = 0.0
    for i in range(n):
        local += u[i + 1] ** 2 * u[i + 1]
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def sendrecv(u, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    n = u.size
    w = np.zeros(n)
    for i in range(n):
        w[i] = u[i] ** 2
    got = np.zeros(n)
    mpi.sendrecv(w, (rank + 1) % size, got, (rank - 1) % size, 3, 3, comm)
    local = 0.0
    for i in range(n):
        local += got[i] * u[i] + got[i] ** 2
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def send_recv(u, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    n = u.size
    w = np.zeros(n)
    for i in range(n):
        w[i] = np.sin(u[i])
    got = np.zeros(n)
    if size == 1:
        got[:] = w
    elif rank % 2 == 0:
        mpi.send(w, (rank + 1) % size, 5, comm)
        mpi.recv(got, (rank - 1) % size, 5, comm)
    else:
        mpi.recv(got, (rank - 1) % size, 5, comm)
        mpi.send(w, (rank + 1) % size, 5, comm)
    local = 0.0
    for i in range(n):
        local += got[i] * got[i] * u[i]
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def bcast_reduce(u, comm):
    a = np.zeros(2)
    if mpi.rank(comm) == 0:
        a[0] = u[0] ** 2
        a[1] = u[1] * u[0]
    mpi.bcast(a, 0, comm)
    local = np.zeros(1)
    for i in range(u.size):
        local[0] += a[0] * u[i] ** 2 + a[1] * u[i]
    out = np.zeros(1)
    mpi.reduce(local, out, mpi.SUM, 0, comm)
    mpi.bcast(out, 0, comm)
    return out[0] ** 2


@mpiad.jit(cache=True)
def min_wait(u, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    ghost = np.zeros(2)
    edge = np.zeros(2)
    edge[0] = u[0] * u[1]
    edge[1] = np.cos(u[-1])
    _, q0 = mpi.irecv(ghost, (rank - 1) % size, 7, comm)
    _, q1 = mpi.isend(edge, (rank + 1) % size, 7, comm)
    mpi.wait(q1)
    mpi.wait(q0)
    local = np.zeros(1)
    local[0] = ghost[0] * ghost[1] + u[2] ** 3
    m = np.zeros(1)
    mpi.allreduce(local, m, mpi.MIN, comm)
    s = 0.0
    for i in range(u.size):
        s += u[i] ** 2 * ghost[0]
    tot = np.zeros(1)
    mpi.allreduce(s, tot, mpi.SUM, comm)
    return m[0] * tot[0] + m[0] ** 2


@mpiad.jit(cache=True)
def numpy_loss(u, comm):
    """NumPy reductions a loss uses: np.max / np.min (Numba's non-inlined helpers, which pass
    its exception record), selection by np.argmax, np.abs, np.sqrt, np.dot of vectors and a
    matrix times a vector (BLAS dot / gemv)."""
    n = u.size
    A = np.empty((3, n))
    for i in range(3):
        for j in range(n):
            A[i, j] = 0.1 * (i + 1) + 0.05 * j
    y = A @ u
    k = np.argmax(u)
    local = np.max(u) ** 2 + np.min(u) ** 3 + u[k] * np.sum(np.abs(u) ** 3)
    local += np.sum(np.sqrt(u * u + 1.0)) + 0.1 * np.dot(y, y) * np.dot(u, u)
    tot = np.zeros(1)
    mpi.allreduce(local, tot, mpi.SUM, comm)
    return tot[0] + np.sin(0.1 * tot[0])


@mpiad.jit(cache=True)
def reshaped_matmul(u, comm):
    X = u[:2].reshape((2, 1))
    C = X @ np.ones((1, 2))
    tot = np.zeros(1)
    mpi.allreduce(np.sum(C**3), tot, mpi.SUM, comm)
    return tot[0]


@mpiad.jit(cache=True)
def gather_scatter(u, comm):
    """Allgather, Gather to rank 0 (which mixes the blocks), Scatter back."""
    size = mpi.size(comm)
    n = u.size
    w = np.empty(n)
    for i in range(n):
        w[i] = u[i] ** 2 + np.sin(u[i])
    every = np.zeros(n * size)
    mpi.allgather(w, every, n, comm)
    rows = np.zeros(n * size)
    mpi.gather(w, rows, n, 0, comm)
    if mpi.rank(comm) == 0:
        for i in range(n * size):
            rows[i] = rows[i] * rows[(i + 1) % (n * size)]
    back = np.zeros(n)
    mpi.scatter(rows, back, n, 0, comm)
    local = 0.0
    for i in range(n * size):
        local += every[i] * every[(i + 1) % (n * size)] * (mpi.rank(comm) + 1)
    for i in range(n):
        local += back[i] ** 2 * u[i]
    tot = np.zeros(1)
    mpi.allreduce(local, tot, mpi.SUM, comm)
    return tot[0]


@mpiad.jit(cache=True)
def reduce_minmax(u, comm):
    """Reduce with MIN and MAX to rank 0, sent back by Bcast."""
    lo = np.zeros(2)
    hi = np.zeros(2)
    lo[0] = np.sin(u[0]) * u[1]
    lo[1] = u[2] ** 2
    hi[0] = u[0] * u[2] + mpi.rank(comm) * 0.1
    hi[1] = np.cos(u[1])
    mn = np.zeros(2)
    mx = np.zeros(2)
    mpi.reduce(lo, mn, mpi.MIN, 0, comm)
    mpi.reduce(hi, mx, mpi.MAX, 0, comm)
    mpi.bcast(mn, 0, comm)
    mpi.bcast(mx, 0, comm)
    s = 0.0
    for i in range(u.size):
        s += u[i] ** 2
    tot = np.zeros(1)
    mpi.allreduce(s, tot, mpi.SUM, comm)
    return mn[0] * mx[1] + mn[1] ** 2 * mx[0] + tot[0] * mn[0]


@mpiad.jit(cache=True)
def allreduce_prod(u, comm):
    local = np.zeros(2)
    local[0] = u[0] * u[1]
    local[1] = u[2] ** 2 + 0.5
    p = np.zeros(2)
    mpi.allreduce(local, p, mpi.PROD, comm)
    return p[0] * p[1] + p[1] ** 2


def _halo_step(u, un, n, left, right, reqs, comm):
    """One step of a nonlinear heat equation: halo by Irecv / Isend / Waitall, a source term
    scaled by the mean square of the state over the ranks (an Allreduce SUM)."""
    _, q0 = mpi.irecv(u[0:1], left, 0, comm)
    _, q1 = mpi.irecv(u[n + 1 : n + 2], right, 1, comm)
    _, q2 = mpi.isend(u[n : n + 1], right, 0, comm)
    _, q3 = mpi.isend(u[1:2], left, 1, comm)
    reqs[0] = q0[0]
    reqs[1] = q1[0]
    reqs[2] = q2[0]
    reqs[3] = q3[0]
    mpi.waitall(reqs)
    part = np.zeros(1)
    for i in range(1, n + 1):
        part[0] += u[i] ** 2
    tot = np.zeros(1)
    mpi.allreduce(part, tot, mpi.SUM, comm)
    mean = tot[0] / (n * mpi.size(comm))
    for i in range(1, n + 1):
        un[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) + 0.2 * np.sin(u[i]) * mean


_halo_step_jit = mpiad.jit(cache=True)(_halo_step)


@mpiad.jit(cache=True)
def heat_ck(u0, comm):
    """A checkpointed time loop (7 steps, 2 snapshots) swapping its two arrays every step."""
    rank, size = mpi.rank(comm), mpi.size(comm)
    left, right = (rank - 1) % size, (rank + 1) % size
    n = u0.size
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    reqs = np.empty(4, dtype=mpi.RequestType)
    for _ in mpiad.checkpointed(range(7), snapshots=2):
        _halo_step_jit(u, un, n, left, right, reqs, comm)
        u, un = un, u
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 * np.cos(u[i])
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def heat_taped(u0, comm):
    """heat_ck without the mark (its loop taped in full): the reference of its HVP."""
    rank, size = mpi.rank(comm), mpi.size(comm)
    left, right = (rank - 1) % size, (rank + 1) % size
    n = u0.size
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    reqs = np.empty(4, dtype=mpi.RequestType)
    for _ in range(7):
        _halo_step_jit(u, un, n, left, right, reqs, comm)
        u, un = un, u
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 * np.cos(u[i])
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def relax_ck(u0, comm):
    """A checkpointed while loop (online schedule, 3 snapshots): relax (halo by Sendrecv)
    until the change summed over the ranks is small."""
    n = u0.size
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    g = np.zeros(1)
    change = 1e300
    while mpiad.checkpointed_while(change > 1e-4, snapshots=3):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.1 * u[i] ** 3
        d = 0.0
        for i in range(1, n + 1):
            d += (un[i] - u[i]) ** 2
            u[i] = un[i]
        mpi.allreduce(d, g, mpi.SUM, comm)
        change = g[0]
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 + 0.5 * u[i] ** 3
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def relax_taped(u0, comm):
    """relax_ck without the mark."""
    n = u0.size
    left, right = (mpi.rank(comm) - 1) % mpi.size(comm), (mpi.rank(comm) + 1) % mpi.size(comm)
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    g = np.zeros(1)
    change = 1e300
    while change > 1e-4:
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.1 * u[i] ** 3
        d = 0.0
        for i in range(1, n + 1):
            d += (un[i] - u[i]) ** 2
            u[i] = un[i]
        mpi.allreduce(d, g, mpi.SUM, comm)
        change = g[0]
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 + 0.5 * u[i] ** 3
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def heat_trim(u0, comm):
    """A checkpointed loop (12 steps, 3 snapshots) whose scratch array ``un`` every step writes
    before reading: its snapshots leave ``un`` (and in the HVP its tangent) out."""
    rank, size = mpi.rank(comm), mpi.size(comm)
    left, right = (rank - 1) % size, (rank + 1) % size
    n = u0.size
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in mpiad.checkpointed(range(12), snapshots=3):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        for i in range(1, n + 1):
            u[i] = un[i]
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 * np.sin(u[i])
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


@mpiad.jit(cache=True)
def heat_trim_taped(u0, comm):
    """heat_trim without the mark."""
    rank, size = mpi.rank(comm), mpi.size(comm)
    left, right = (rank - 1) % size, (rank + 1) % size
    n = u0.size
    u, un = np.zeros(n + 2), np.zeros(n + 2)
    u[1 : n + 1] = u0
    for _ in range(12):
        mpi.sendrecv(u[n : n + 1], right, u[0:1], left, 0, 0, comm)
        mpi.sendrecv(u[1:2], left, u[n + 1 : n + 2], right, 1, 1, comm)
        for i in range(1, n + 1):
            un[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) - 0.05 * u[i] ** 3
        for i in range(1, n + 1):
            u[i] = un[i]
    local = 0.0
    for i in range(1, n + 1):
        local += u[i] ** 2 * np.sin(u[i])
    total = np.zeros(1)
    mpi.allreduce(local, total, mpi.SUM, comm)
    return total[0]


KERNELS = {
    "allreduce_sum": (allreduce_sum, 5),
    "allreduce_array": (allreduce_array, 6),
    "allreduce_max": (allreduce_max, 4),
    "halo": (halo, 6),
    "sendrecv": (sendrecv, 4),
    "send_recv": (send_recv, 4),
    "bcast_reduce": (bcast_reduce, 3),
    "min_wait": (min_wait, 4),
    "numpy_loss": (numpy_loss, 5),
    "gather_scatter": (gather_scatter, 3),
    "reduce_minmax": (reduce_minmax, 3),
    "allreduce_prod": (allreduce_prod, 3),
    "heat_ck": (heat_ck, 5),
    "relax_ck": (relax_ck, 4),
    "heat_trim": (heat_trim, 5),
}
#: checkpointed kernels and their twins without the mark, whose H v theirs must equal
TWINS = {"heat_ck": heat_taped, "relax_ck": relax_taped, "heat_trim": heat_trim_taped}


def gsum(comm, x: float) -> float:
    return comm.allreduce(float(x), op=MPI.SUM)


def check(name: str, comm, width: int) -> dict:
    """``width``: the Hessian's columns computed that many at a time (vector forward mode over
    the gradient; 1 reuses the entry point of hvp)."""
    f, n = KERNELS[name]
    rng = np.random.default_rng(11 + comm.rank)
    x = 0.5 + 0.5 * rng.random(n)
    u, v = rng.normal(size=n), rng.normal(size=n)
    val, g, hv = mpiad.grad_and_hvp(f)(x, comm, v)
    hu = mpiad.hvp(f)(x, comm, u)
    grad = mpiad.grad(f)
    h = 1e-5
    fd = (grad(x + h * v, comm) - grad(x - h * v, comm)) / (2 * h)
    scale = max(1.0, comm.allreduce(float(np.max(np.abs(hv))), op=MPI.MAX))
    err_fd = comm.allreduce(float(np.max(np.abs(hv - fd))), op=MPI.MAX) / scale
    uhv, vhu = gsum(comm, u @ hv), gsum(comm, v @ hu)
    sym = abs(uhv - vhu) / max(1.0, abs(uhv))
    err_g = comm.allreduce(float(np.max(np.abs(g - grad(x, comm)))), op=MPI.MAX)
    H = mpiad.hessian(f, width=width)(x, comm)
    vall = np.concatenate(comm.allgather(v))
    err_h = comm.allreduce(float(np.max(np.abs(H @ vall - hv))), op=MPI.MAX) / scale
    ok = err_fd < 1e-6 and sym < 1e-10 and err_g == 0.0 and err_h < 1e-12
    out = {"name": name, "width": width, "fd": err_fd, "sym": sym, "grad": err_g, "hessian": err_h}
    if name in TWINS:  # the checkpointed loop's H v against the fully taped one's
        tv = mpiad.hvp(TWINS[name])(x, comm, v)
        out["twin"] = comm.allreduce(float(np.max(np.abs(hv - tv))), op=MPI.MAX) / scale
        ok = ok and out["twin"] < 1e-10
    return {**out, "ok": ok}


def refusals(comm) -> dict:
    """A matrix product of a reshaped argument is refused, naming it."""
    x = np.array([1.5, 2.0])
    want = "Hessian-vector products are not supported here"
    said = []
    try:
        mpiad.hvp(reshaped_matmul)(x, comm, np.ones(2))
        said.append("reshaped_matmul: no refusal")
    except mpiad.MpiadError as e:
        said.append(str(e) if want not in str(e) else "")
    return {"name": "refusals", "ok": not any(said), "said": [m for m in said if m]}


def main() -> int:
    comm = MPI.COMM_WORLD
    names = sys.argv[1:] or list(KERNELS) + ["refusals"]
    bad = 0
    for arg in names:
        name, _, width = arg.partition(":")
        r = refusals(comm) if name == "refusals" else check(name, comm, int(width or 1))
        bad += not r["ok"]
        if comm.rank == 0:
            print(json.dumps(r), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
