"""Struct datatypes on record arrays through the collectives that move data (issue 37), run under
mpiexec -n N from the repository root (with fe_structs's checks, which it also runs by name):

    python -m tests.integration.frontend.fe_structs_colls struct_collectives ...

``colls`` moves records of fe_structs's ``REC`` (``x: float64[4], n: int32, y: float64``) with
its struct datatype through bcast (ibcast: fe_structs.ring), gather / igather / gatherv /
igatherv paired with scatter / iscatter / scatterv / iscatterv (the root's blocks rotated by the
v-variants' displacements), allgather / iallgather / allgatherv / iallgatherv, alltoall /
ialltoall / alltoallv / ialltoallv, and recv_init + ssend_init made before the loop and started
at the last step, one or two calls a step. Each step stamps the int field with the step, the
sender and the index, and reads the records it gets from a known sender nonlinearly
(fe_structs.ring's update, bounded), so that a record from the wrong rank, an integer lost or a
derivative dropped shows.

1. struct_collectives: the primal's int fields, forward mode against central finite
   differences, reverse mode against forward by the dot-product test, the shadows' int fields
   untouched (fe_structs.derivatives).
2. struct_collectives_vector: vector forward mode (2 lanes), lane by lane against scalar runs.
3. struct_collectives_refusals: a record array on a reduction, on a neighbourhood collective and
   on isendrecv, each one typing error naming the call.

Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import math
import sys

import numba
import numpy as np

import mpiad
import mpiad.mpi as mpi

from . import fe_structs
from .fdcheck import COMM, ok, raises, run_checks
from .fe_structs import REC, STRUCT, N, derivatives, neighbours, vector_lanes

#: the sender of the records ``colls`` reads at each step (fe_structs.expected_ints)
fe_structs.SENDERS["colls"] = ("last", "right", "left", "self", "self", "right", "left") + (
    "right",
    "left",
    "right",
    "left",
    "right",
    "left",
)


@numba.njit(inline="always")
def take(dst, i, src, j):
    """Record ``dst[i]`` = record ``src[j]``, field by field."""
    for k in range(4):
        dst[i].x[k] = src[j].x[k]
    dst[i].n = src[j].n
    dst[i].y = src[j].y


@numba.njit(inline="always")
def blocks(h, s, size):
    """Every block of ``h`` (``size`` blocks of ``s.size`` records) a copy of ``s``."""
    for p in range(size):
        for i in range(s.size):
            take(h, p * s.size + i, s, i)


@mpiad.jit(cache=True)
def colls(a, got, st, comm):
    """A step per way of moving records with a collective (the module's docstring); ``rot``
    places rank p's block at block (p + 1) % size, ``pk`` packs the blocks in rank order."""
    rank, size, right, left = neighbours(comm)
    n = a.size
    s, r = np.empty(n, dtype=REC), np.empty(n, dtype=REC)
    g = np.empty(n * size, dtype=REC)
    h = np.empty(n * size, dtype=REC)
    cnt = np.full(size, n, dtype=np.int32)
    rot = np.empty(size, dtype=np.int32)
    pk = np.empty(size, dtype=np.int32)
    for p in range(size):
        rot[p] = ((p + 1) % size) * n
        pk[p] = p * n
    # persistent requests made before the records are written (started at the last step)
    _, q0 = mpi.recv_init(r, left, 99, comm, datatype=st, count=n)
    _, q1 = mpi.ssend_init(s, right, 99, comm, datatype=st, count=n)
    reqs = np.empty(2, dtype=mpi.RequestType)
    reqs[0] = q0[0]
    reqs[1] = q1[0]
    for step in range(got.size // n):  # (fewer than all 13: a quicker look at the first)
        for i in range(n):
            for k in range(4):
                s[i].x[k] = math.sin(a[i].x[k]) * a[i].y + 0.1 * k
            s[i].n = 1000 * step + 10 * rank + i
            s[i].y = a[i].y * a[i].x[(i + step) % 4]
        if step == 0:
            mpi.bcast(s, size - 1, comm, datatype=st, count=n)
            for i in range(n):
                take(r, i, s, i)
        elif step == 1:  # block (q + 1) % size of the root's: rank q + 1's records
            mpi.gather(s, g, n, 0, comm, sendtype=st, sendcount=n, recvtype=st)
            mpi.scatterv(g, cnt, rot, r, 0, comm, sendtype=st, recvtype=st, recvcount=n)
        elif step == 2:  # rank p's records at block p + 1, block q to rank q: rank q - 1's
            _, q = mpi.igatherv(s, g, cnt, rot, 0, comm, sendtype=st, sendcount=n, recvtype=st)
            mpi.wait(q)
            _, q = mpi.iscatter(g, r, n, 0, comm, sendtype=st, recvtype=st, recvcount=n)
            mpi.wait(q)
        elif step == 3:  # rotated there and back: its own
            mpi.gatherv(s, g, cnt, rot, 0, comm, sendtype=st, sendcount=n, recvtype=st)
            _, q = mpi.iscatterv(g, cnt, rot, r, 0, comm, sendtype=st, recvtype=st, recvcount=n)
            mpi.wait(q)
        elif step == 4:
            _, q = mpi.igather(s, g, n, 0, comm, sendtype=st, sendcount=n, recvtype=st)
            mpi.wait(q)
            mpi.scatter(g, r, n, 0, comm, sendtype=st, recvtype=st, recvcount=n)
        elif step == 5:
            mpi.allgather(s, g, n, comm, sendtype=st, sendcount=n, recvtype=st)
            for i in range(n):
                take(r, i, g, right * n + i)
        elif step == 6:  # rank p's records at block p + 1
            _, q = mpi.iallgatherv(s, g, cnt, rot, comm, sendtype=st, sendcount=n, recvtype=st)
            mpi.wait(q)
            for i in range(n):
                take(r, i, g, rank * n + i)
        elif step == 7:  # the records from allgatherv, y also from iallgather's
            mpi.allgatherv(s, g, cnt, pk, comm, sendtype=st, sendcount=n, recvtype=st)
            _, q = mpi.iallgather(s, h, n, comm, sendtype=st, sendcount=n, recvtype=st)
            mpi.wait(q)
            for i in range(n):
                take(r, i, g, right * n + i)
                r[i].y = r[i].y + 0.5 * h[left * n + i].x[i % 4]
        elif step == 12:
            mpi.startall(reqs)
            mpi.waitall(reqs)
        else:
            blocks(h, s, size)
            if step == 8:
                mpi.alltoall(h, g, comm, sendtype=st, sendcount=n, recvtype=st, recvcount=n)
                j = left
            elif step == 9:
                _, q = mpi.ialltoall(h, g, comm, sendtype=st, sendcount=n, recvtype=st, recvcount=n)
                mpi.wait(q)
                j = right
            elif step == 10:  # rank p's block at block p + 1
                mpi.alltoallv(h, cnt, pk, g, cnt, rot, comm, sendtype=st, recvtype=st)
                j = rank
            else:
                _, q = mpi.ialltoallv(h, cnt, pk, g, cnt, pk, comm, sendtype=st, recvtype=st)
                mpi.wait(q)
                j = right
            for i in range(n):
                take(r, i, g, j * n + i)
        for i in range(n):
            got[step * n + i] = r[i].n
            m = 1.0 + 0.001 * (r[i].n % 1000)
            for k in range(4):  # (bounded: 13 steps keep the values of order one)
                a[i].x[k] = a[i].x[k] * 0.5 + 0.5 * m * math.tanh(r[i].x[k] * r[i].y)
            a[i].y = 0.5 * a[i].y + math.cos(r[i].x[(i + step) % 4]) * m
    mpi.request_free(reqs[0:1])
    mpi.request_free(reqs[1:2])
    loss = 0.0
    for i in range(n):
        for k in range(4):
            loss += a[i].x[k] * a[i].x[k]
        loss += a[i].y * a[i].x[1]
    return loss


def struct_collectives() -> None:
    derivatives(colls)
    ok("struct_collectives")


def struct_collectives_vector() -> None:
    """Vector forward mode (2 lanes): each lane is a scalar forward run."""
    vector_lanes(colls, 2, 9)
    ok("struct_collectives_vector")


# -- refusals -----------------------------------------------------------------------------------
@mpiad.jit
def reduce_records(a, b, st, comm):
    mpi.allreduce(a, b, mpi.SUM, comm, datatype=st, count=a.size)


@mpiad.jit
def isendrecv_records(a, b, st, comm):
    _, q = mpi.isendrecv(
        a, 0, b, 0, 0, 0, comm, sendtype=st, sendcount=a.size, recvtype=st, recvcount=b.size
    )
    mpi.wait(q)


def struct_collectives_refusals() -> None:
    a = np.zeros(N, dtype=REC)
    b = np.zeros(N, dtype=REC)
    err = numba.core.errors.TypingError
    raises(
        "allreduce",
        err,
        r"mpiad\.mpi\.allreduce: a reduction takes no datatype= / count= in kernels",
        reduce_records,
        a,
        b,
        STRUCT,
        COMM,
    )
    raises(
        "isendrecv",
        err,
        r"mpiad\.mpi\.isendrecv: senddata is a record array.*goes with a struct datatype to "
        r"send, recv, isend, irecv, sendrecv, bcast, ibcast, .*, ialltoallv only \(not yet to "
        r"this call\)",
        isendrecv_records,
        a,
        b,
        STRUCT,
        COMM,
    )
    ok("struct_collectives_refusals")


if __name__ == "__main__":
    names = sys.argv[1:] or ["struct_collectives", "struct_collectives_vector"]
    found = {**vars(fe_structs), **globals()}
    sys.exit(run_checks([found[n] for n in names]))
