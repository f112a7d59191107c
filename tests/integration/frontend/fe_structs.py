"""Struct datatypes mixing doubles and integers on record arrays inside kernels (issue 37), run
under mpiexec -n N from the repository root:

    python -m tests.integration.frontend.fe_structs

The record is ``x: float64[4], n: int32, y: float64`` (aligned: 48 bytes, n at 32, y at 40),
its datatype ``MPI.Datatype.Create_struct([4, 1, 1], [0, 32, 40], [DOUBLE, INT, DOUBLE])``
passed to the kernel. ``ring`` moves record arrays around a ring of the ranks with sendrecv,
irecv + isend + waitall, send / recv and ibcast, each time stamping the int field with the step,
the sender and the index and reading the received records nonlinearly (the int a multiplier);
it writes its record-array argument ``a`` (float fields updated) and returns a loss.

1. struct_derivatives: the primal's int fields arrive intact (read back in ``got``), forward mode
   against central finite differences (the loss and ``a``'s float fields), reverse mode against
   forward by the dot-product test; the shadows' int fields are left as the caller set them (a
   sentinel, in every mode); ``mpiad.grad`` returns a record array whose float fields are
   reverse mode's gradient and whose int fields are zero.
2. struct_vector: vector forward mode (3 lanes), lane by lane against scalar runs;
   struct_tree: a record array inside a tuple argument (``Active(state)``), its gradient exact.
3. struct_refusals: a struct whose double member lies over the int field, an extent that is not
   a whole record, a record array without a datatype, one with a vector of doubles: each one
   typing error naming the call (the calls that take no record array: fe_structs_colls); a count
   reaching past the array: a ValueError when the call runs.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import math
import sys

import numba
import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi
from mpiad import BatchDuplicated, Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, SIZE, close, fail, ok, raises, run_checks

REC = np.dtype([("x", "f8", (4,)), ("n", "i4"), ("y", "f8")], align=True)
N = 3
STEPS = 4
#: the int fields of every shadow: the derivative code must leave them as they are
SENTINEL = 777


def struct_of(dt: np.dtype, kinds) -> MPI.Datatype:
    """The struct datatype of ``dt``'s fields, member k of MPI datatype ``kinds[k]``."""
    lens = [int(np.prod(dt.fields[f][0].shape, dtype=np.int64)) for f in dt.names]
    offs = [dt.fields[f][1] for f in dt.names]
    return MPI.Datatype.Create_struct(lens, offs, kinds).Commit()


STRUCT = struct_of(REC, [MPI.DOUBLE, MPI.INT, MPI.DOUBLE])


@numba.njit(inline="always")
def neighbours(comm):
    """``(rank, size, right, left)`` in ``comm``, the ranks to each side on a ring."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    return rank, size, (rank + 1) % size, (rank + size - 1) % size


@mpiad.jit(cache=True)
def ring(a, got, st, comm):
    """Four steps, one per way of moving the records: sendrecv, irecv + isend + waitall, send /
    recv, ibcast from the last rank. Each step sends records nonlinear in ``a``, their int field
    saying step, sender and index, and updates ``a`` from the records received (their int field
    a multiplier), noting the ints received in ``got``."""
    rank, size, right, left = neighbours(comm)
    n = a.size
    s = np.empty(n, dtype=REC)
    r = np.empty(n, dtype=REC)
    for step in range(STEPS):
        for i in range(n):
            for k in range(4):
                s[i].x[k] = math.sin(a[i].x[k]) * a[i].y + 0.1 * k
            s[i].n = 1000 * step + 10 * rank + i
            s[i]["y"] = a[i]["y"] * a[i]["x"][(i + step) % 4]
        tag = step + 1
        if step == 0:
            mpi.sendrecv(
                s, right, r, left, tag, tag, comm,
                sendtype=st, sendcount=n, recvtype=st, recvcount=n,
            )  # fmt: skip
        elif step == 1 or (step == 2 and size == 1):
            # (a blocking send to itself could wait for ever: the receive posted first)
            _, q0 = mpi.irecv(r, left, tag, comm, datatype=st, count=n)
            if step == 1:
                _, q1 = mpi.isend(s, right, tag, comm, datatype=st, count=n)
                mpi.waitall((q0, q1))
            else:
                mpi.send(s, right, tag, comm, datatype=st, count=n)
                mpi.wait(q0)
        elif step == 2 and rank % 2 == 0:
            mpi.send(s, right, tag, comm, datatype=st, count=n)
            mpi.recv(r, left, tag, comm, datatype=st, count=n)
        elif step == 2:
            mpi.recv(r, left, tag, comm, datatype=st, count=n)
            mpi.send(s, right, tag, comm, datatype=st, count=n)
        else:  # (blocking bcast: fe_structs_colls)
            _, q = mpi.ibcast(s, size - 1, comm, datatype=st, count=n)
            mpi.wait(q)
        r = s if step == STEPS - 1 else r
        for i in range(n):
            got[step * n + i] = r[i].n
            m = 1.0 + 0.001 * (r[i].n % 1000)
            for k in range(4):
                a[i].x[k] = a[i].x[k] * 0.5 + m * r[i].x[k] * r[i].y
            a[i].y = a[i].y + math.cos(r[i].x[(i + step) % 4]) * m
    loss = 0.0
    y = a["y"]  # a field of the whole array: a strided view
    for i in range(n):
        for k in range(4):
            loss += a[i].x[k] * a[i].x[k]
        loss += y[i] * a["x"][i, 1]
    return loss


#: each kernel's senders, step by step ("left" / "right": the neighbour, "last": the last rank,
#: "self": this rank; fe_structs_colls adds its kernel's)
SENDERS = {"ring": ("left", "left", "left", "last")}
_WHO = {"left": -1, "right": 1, "self": 0}


def ints(kernel) -> np.ndarray:
    """A zeroed ``got`` for ``kernel``: a stamp for each record of each step."""
    return np.zeros(len(SENDERS[kernel.__name__]) * N, dtype=np.int32)


def expected_ints(kernel) -> np.ndarray:
    """What ``got`` must hold after ``kernel``: the stamps of each step's sender."""
    out = ints(kernel)
    for step, who in enumerate(SENDERS[kernel.__name__]):
        src = SIZE - 1 if who == "last" else (RANK + _WHO[who]) % SIZE
        out[step * N : (step + 1) * N] = 1000 * step + 10 * src + np.arange(N)
    return out


# -- record arrays as vectors: their float fields ----------------------------------------------
def floats(a: np.ndarray) -> np.ndarray:
    """The float fields of records, flattened (the derivative's coordinates)."""
    return np.concatenate([a["x"].reshape(-1), a["y"]])


def record(rng, n_value: int) -> np.ndarray:
    a = np.zeros(N, dtype=REC)
    a["x"] = rng.normal(size=(N, 4))
    a["y"] = rng.normal(size=N)
    a["n"] = n_value
    return a


def axpy(a: np.ndarray, h: float, v: np.ndarray) -> np.ndarray:
    out = a.copy()
    out["x"] += h * v["x"]
    out["y"] += h * v["y"]
    return out


def run(kernel, a: np.ndarray) -> tuple:
    """The primal: (loss, a after), the ints received checked."""
    a = a.copy()
    got = ints(kernel)
    loss = kernel(a, got, STRUCT, COMM)
    check_ints(kernel, "primal", got)
    return loss, a


def check_ints(kernel, what: str, got: np.ndarray) -> None:
    want = expected_ints(kernel)
    if not np.array_equal(got, want):
        fail(f"{kernel.__name__} {what}: the int fields arrived as {got}, expected {want}")


def check_sentinel(what: str, shadow: np.ndarray) -> None:
    if not np.all(shadow["n"] == SENTINEL):
        fail(f"{what}: the shadow's int field became {shadow['n']} (set to {SENTINEL})")


def forward(kernel, a: np.ndarray, lanes: list) -> tuple:
    """Forward mode (one lane: Duplicated; several: BatchDuplicated): the tangents of the loss
    and of ``a``'s records."""
    a = a.copy()
    got = ints(kernel)
    ds = [v.copy() for v in lanes]
    for d in ds:
        d["n"] = SENTINEL
    arg = Duplicated(a, ds[0]) if len(ds) == 1 else BatchDuplicated(a, ds)
    t = mpiad.autodiff(Forward, kernel, arg, got, STRUCT, COMM)
    check_ints(kernel, "forward", got)
    for d in ds:
        check_sentinel("forward", d)
    ts = [t] if len(ds) == 1 else list(t)
    return ts, ds


def derivatives(kernel) -> np.ndarray:
    """Forward mode against central finite differences, reverse mode against forward by the
    dot-product test; returns the point ``a``."""
    rng = np.random.default_rng(71 + 13 * RANK)
    a = record(rng, -5)
    v = record(rng, 0)
    h = 1e-6
    (lp, ap), (lm, am) = run(kernel, axpy(a, h, v)), run(kernel, axpy(a, -h, v))
    fd_loss, fd_a = (lp - lm) / (2 * h), (floats(ap) - floats(am)) / (2 * h)
    [t], [da] = forward(kernel, a, [v])
    close("forward loss", COMM.allreduce(t), COMM.allreduce(fd_loss), 1e-5)
    close("forward a", floats(da), fd_a, 1e-5)
    # reverse: the dot-product test over all ranks, <J v, w> == <v, J^T w>
    w_loss = float(rng.normal())
    w = record(rng, SENTINEL)
    w0 = w.copy()
    got = ints(kernel)
    mpiad.autodiff(Reverse, kernel, Duplicated(a.copy(), w), got, STRUCT, COMM, dret=w_loss)
    check_ints(kernel, "reverse", got)
    check_sentinel("reverse", w)
    lhs = COMM.allreduce(t * w_loss + float(floats(da) @ floats(w0)))
    rhs = COMM.allreduce(float(floats(v) @ floats(w)))
    close("dot-product test", lhs, rhs, 1e-9)
    return a


def struct_derivatives() -> None:
    """``derivatives(ring)``, and grad's record array."""
    a = derivatives(ring)
    # grad: a record array, the float fields reverse mode's gradient (seed 1), the ints zero
    g = mpiad.grad(ring, loss="sum")(a.copy(), ints(ring), STRUCT, COMM)
    w1 = np.zeros_like(a)
    got = ints(ring)
    mpiad.autodiff(Reverse, ring, Duplicated(a.copy(), w1), got, STRUCT, COMM, dret=1.0)
    if not (isinstance(g, np.ndarray) and g.dtype == REC and np.all(g["n"] == 0)):
        fail(f"grad: expected a record array of {REC} with zero int fields, got {g!r}")
    close("grad", floats(g), floats(w1), 1e-12)
    ok("struct_derivatives")


def vector_lanes(kernel, lanes: int, seed: int) -> None:
    """Vector forward mode with ``lanes`` lanes: each lane is a scalar forward run."""
    rng = np.random.default_rng(seed + RANK)
    a = record(rng, 2)
    vs = [record(rng, 0) for _ in range(lanes)]
    ts, ds = forward(kernel, a, vs)
    for lane, vv in enumerate(vs):
        [s], [ds1] = forward(kernel, a, [vv])
        close(f"vector lane {lane} loss", ts[lane], s, 1e-10)
        close(f"vector lane {lane} a", floats(ds[lane]), floats(ds1), 1e-10)


def struct_vector() -> None:
    """Vector forward mode (3 lanes): each lane is a scalar forward run."""
    vector_lanes(ring, 3, 5)
    ok("struct_vector")


@mpiad.jit(cache=True)
def tree_loss(state):
    a, c = state
    s = 0.0
    for i in range(a.size):
        s += a[i].y * a[i].x[2] * c * (1 + a[i].n)
    return s


def struct_tree() -> None:
    """A record array in a tuple argument: ``Active(state)`` gives the gradient structure, its
    record array's float fields the derivative, its int fields zero (not a constant leaf)."""
    a = np.zeros(N, dtype=REC)
    a["x"] = np.arange(4.0 * N).reshape(N, 4)
    a["y"] = np.arange(1.0, N + 1)
    a["n"] = 1
    ((g, gc),) = mpiad.autodiff(Reverse, tree_loss, mpiad.Active((a, 2.0)))
    close("tree x", g["x"][:, 2], a["y"] * 2.0 * 2, 1e-12)
    close("tree y", g["y"], a["x"][:, 2] * 2.0 * 2, 1e-12)
    close("tree c", gc, float(np.sum(a["y"] * a["x"][:, 2] * 2)), 1e-12)
    if np.any(g["n"] != 0) or np.any(np.delete(g["x"], 2, axis=1) != 0):
        fail(f"tree: gradient {g}")
    ok("struct_tree")


# -- refusals -----------------------------------------------------------------------------------
@mpiad.jit
def send_one(a, st, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    mpi.sendrecv(
        a, (rank + 1) % size, a.copy(), (rank + size - 1) % size, 0, 0, comm,
        sendtype=st, sendcount=a.size, recvtype=st, recvcount=a.size,
    )  # fmt: skip


@mpiad.jit
def send_plain(a, comm):
    mpi.send(a, 0, 0, comm)


@mpiad.jit
def send_count(a, st, n, comm):
    rank = mpi.rank(comm)
    _, q = mpi.irecv(a, rank, 5, comm, datatype=st, count=n)
    mpi.send(a, rank, 5, comm, datatype=st, count=n)
    mpi.wait(q)


def struct_refusals() -> None:
    a = np.zeros(N, dtype=REC)
    err = numba.core.errors.TypingError
    over = struct_of(REC, [MPI.DOUBLE, MPI.DOUBLE, MPI.DOUBLE])
    raises(
        "double over int",
        err,
        r"mpiad\.mpi\.sendrecv: senddata is a record array.*its float64 member at byte 32 "
        r"does not lie on a float64 field of the record \(the record holds int32 there",
        send_one,
        a,
        over,
        COMM,
    )
    short = MPI.Datatype.Create_struct([4, 1], [0, 32], [MPI.DOUBLE, MPI.INT]).Commit()
    raises(
        "extent",
        err,
        r"its extent \(40 bytes\) is not a whole number of records \(48 bytes each\).*"
        r"Create_resized\(0, 48\)",
        send_one,
        a,
        short,
        COMM,
    )
    raises(
        "no datatype",
        err,
        r"mpiad\.mpi\.send: data is a record array.*needs datatype= an MPI struct datatype",
        send_plain,
        a,
        COMM,
    )
    column = MPI.DOUBLE.Create_vector(3, 1, 4).Commit()
    raises("vector", err, r"its datatype has no struct in it", send_one, a, column, COMM)
    raises(
        "count",
        ValueError,
        r"reach outside the array given as their buffer",
        send_count,
        a,
        STRUCT,
        N + 1,
        COMM,
    )
    for dt in (over, short, column):
        dt.Free()
    ok("struct_refusals")


if __name__ == "__main__":
    names = sys.argv[1:] or [
        "struct_derivatives",
        "struct_vector",
        "struct_tree",
        "struct_refusals",
    ]
    sys.exit(run_checks([globals()[n] for n in names]))
