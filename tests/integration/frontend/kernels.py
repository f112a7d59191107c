"""Kernels for the front-end tests: loops, branches, arrays allocated inside, calls to other
jitted functions, and every mpiad.mpi function.

``CASES`` lists ``(kernel, spec, min_ranks)``; the spec names the parameters like ad_check.py:
``s`` an active float scalar, ``a:N`` an active float array (read and/or written), ``c:N`` a
constant float array, ``i:V`` an int constant, ``comm`` the communicator (COMM_WORLD), ``op``
USER_OP.
"""

from __future__ import annotations

import math

import numba
import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

CACHE = True  # the first launch compiles and fills MPIAD_CACHE_DIR; later launches load


# -- no MPI: control flow, allocation, calls ----------------------------------------------------
@mpiad.jit(cache=CACHE)
def loops(x, a, n):
    acc = 0.0
    for i in range(n):
        for j in range(i + 1):
            acc += math.sin(x[i]) * x[j] * a
    k = 0
    while k < n:  # a while loop with a data-independent trip count
        acc += x[k] * x[k]
        k += 2
    return acc


@mpiad.jit(cache=CACHE)
def branches(x, y, n):
    s = 0.0
    for i in range(n):
        if x[i] > 1.0:
            y[i] = x[i] * x[i]
        elif x[i] > 0.8:
            y[i] = math.exp(x[i]) - 1.0
        else:
            y[i] = math.sqrt(x[i]) * 3.0
        s += max(y[i], 1.2) + min(x[i], 0.9)
    return s if s > 0 else -s


@mpiad.jit(cache=CACHE)
def alloc_inside(x, y, n):
    t = np.zeros(n)  # NRT allocation receiving active data
    u = np.empty(n)
    for i in range(n):
        t[i] = x[i] * 2.0
    for i in range(n):
        u[i] = t[n - 1 - i] + t[i] * t[i]
    w = u * 3.0 + t  # array expressions allocate too
    c = w.copy()
    y[:] = c[:]  # slice copy into an argument
    s = 0.0
    for i in range(n):
        s += c[i] * x[i]
    return s


@numba.njit
def _square_sum(v, n):
    s = 0.0
    for i in range(n):
        s += v[i] * v[i]
    return s


@mpiad.jit(cache=CACHE)
def _scale_into(src, dst, f):
    for i in range(src.size):
        dst[i] = f * math.tanh(src[i])


@numba.njit
def _poly(z):
    return 1.0 + z * (0.5 + z * 0.25)


@mpiad.jit(cache=CACHE)
def calls_jitted(x, y, a, n):
    _scale_into(x, y, a)  # another @mpiad.jit kernel
    s = _square_sum(y, n)  # a @numba.njit function
    for i in range(n):
        s += _poly(x[i])
    return s


# -- MPI: one kernel per mpiad.mpi function (several per kernel where it is natural) -------------
@mpiad.jit(cache=CACHE)
def p2p_send_recv(x, y, n, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    if size == 1:
        for i in range(n):
            y[i] = x[i] * x[i]
        return 0.0
    right = (rank + 1) % size
    left = (rank - 1) % size
    sq = np.empty(n)
    for i in range(n):
        sq[i] = x[i] * x[i]
    if rank % 2 == 0:
        mpi.send(sq, right, 5, comm)
        mpi.recv(y, left, 5, comm)
    else:
        mpi.recv(y, left, 5, comm)
        mpi.send(sq, right, 5, comm)
    s = 0.0
    for i in range(n):
        s += y[i] * x[i]
    return s


@mpiad.jit(cache=CACHE)
def isend_irecv_test(x, y, n, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    t = np.empty(n)
    for i in range(n):
        t[i] = math.sin(x[i])
    _, rr = mpi.irecv(y, left, 7, comm)
    _, sr = mpi.isend(t, right, 7, comm)
    flag = False
    while not flag:  # MPI_Test until the receive completed
        _, flag = mpi.test(rr)
    mpi.wait(sr)
    s = 0.0
    for i in range(n):
        s += y[i] * t[i]
    return s


@mpiad.jit(cache=CACHE)
def waitall_tuple(x, y, n, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    half = n // 2
    _, r1 = mpi.irecv(y[:half], (rank - 1) % size, 1, comm)
    _, r2 = mpi.irecv(y[half:], (rank + 1) % size, 2, comm)
    _, s1 = mpi.isend(x[:half], (rank + 1) % size, 1, comm)
    _, s2 = mpi.isend(x[half:], (rank - 1) % size, 2, comm)
    mpi.waitall((r1, r2, s1, s2))
    for i in range(n):
        y[i] = y[i] * x[i]


@mpiad.jit(cache=CACHE)
def completion_any(x, y, n, comm):
    """Receives from both neighbours completed by waitany / testany / waitsome / testsome in
    whatever order MPI completes them; each value is weighted by the slot it arrived in."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    t = np.empty(n)
    for i in range(n):
        t[i] = math.sin(x[i]) + x[i] * x[i]
    r = np.zeros(2 * n)
    s = 0.0
    for round_ in range(4):
        _, r1 = mpi.irecv(r[:n], (rank - 1) % size, round_, comm)
        _, r2 = mpi.irecv(r[n:], (rank + 1) % size, round_, comm)
        _, s1 = mpi.isend(t, (rank + 1) % size, round_, comm)
        _, s2 = mpi.isend(t, (rank - 1) % size, round_, comm)
        reqs = (r1, r2, s1, s2)
        done = 0
        while done < 4:
            if round_ == 0:
                _, idx = mpi.waitany(reqs)
                done += 1
            elif round_ == 1:
                _, flag, idx = mpi.testany(reqs)
                done += 1 if flag and idx != mpi.UNDEFINED else 0
            elif round_ == 2:
                _, idxs = mpi.waitsome(reqs)
                done += idxs.size
            else:
                _, idxs = mpi.testsome(reqs)
                done += idxs.size
        for i in range(2 * n):
            s += r[i] * r[i] * (i + 1 + round_)
    for i in range(n):
        y[i] = r[i] * x[i]
    return s


@mpiad.jit(cache=CACHE)
def sendrecv_ring(x, y, n, comm):
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    mpi.sendrecv(x, (rank + 1) % size, y, (rank - 1) % size, 3, 3, comm)
    s = 0.0
    for i in range(n):
        s += math.cos(y[i]) * x[i]
    return s


@mpiad.jit(cache=CACHE)
def allreduce_ops(x, y, n, comm):
    s = np.empty(n)
    p = np.empty(n)
    lo = np.empty(n)
    hi = np.empty(n)
    mpi.allreduce(x, s, mpi.SUM, comm)
    mpi.allreduce(x, p, mpi.PROD, comm)
    mpi.allreduce(x, lo, mpi.MIN, comm)
    mpi.allreduce(x, hi, mpi.MAX, comm)
    tot = np.zeros(1)
    mpi.allreduce(x[0] * x[1], tot, mpi.SUM, comm)  # a scalar send buffer
    for i in range(n):
        y[i] = s[i] + p[i] + lo[i] * hi[i]
    return tot[0]


@mpiad.jit(cache=CACHE)
def reduce_bcast(x, y, n, comm):
    r = np.zeros(n)
    mpi.reduce(x, r, mpi.SUM, 0, comm)
    if mpi.rank(comm) == 0:
        for i in range(n):
            r[i] = r[i] * r[i]
    mpi.bcast(r, 0, comm)
    for i in range(n):
        y[i] = r[i] + x[i]


@mpiad.jit(cache=CACHE)
def gather_scatter(x, y, n, comm):
    size = mpi.size(comm)
    allv = np.zeros(n * size)
    mpi.gather(x, allv, n, 0, comm)
    if mpi.rank(comm) == 0:
        for i in range(n * size):
            allv[i] = allv[i] * allv[(i + 1) % (n * size)]
    mpi.scatter(allv, y, n, 0, comm)


@mpiad.jit(cache=CACHE)
def allgather_barrier(x, n, comm):
    size = mpi.size(comm)
    rank = mpi.rank(comm)
    allv = np.empty(n * size)
    mpi.allgather(x, allv, n, comm)
    mpi.barrier(comm)
    s = 0.0
    for i in range(n * size):
        s += allv[i] * allv[i] * (rank + 1)
    return s


def _sum_op(inbuf, inoutbuf, datatype):
    a = np.frombuffer(inbuf, dtype=np.float64)
    b = np.frombuffer(inoutbuf, dtype=np.float64)
    b += a


#: a user-defined reduction (MPI_Op_create); fe_check registers its derivative as "like sum"
USER_OP = MPI.Op.Create(_sum_op, commute=True)


@mpiad.jit(cache=CACHE)
def user_op(x, y, n, op, comm):
    mpi.allreduce(x, y, op, comm)  # the op is an mpi4py MPI.Op argument
    s = 0.0
    for i in range(n):
        s += y[i] * y[i] * x[i]
    return s


# -- activity through helpers (issue 26): views handed out and passed down, Numba internals ------
@numba.njit
def _chunk(buffer, n, index):  # hands out a slice of a scratch buffer (returned by value)
    index += numba.get_thread_id() * (len(buffer) // (n * numba.get_num_threads()))
    return buffer[index * n : (index + 1) * n]


@numba.njit
def _fill(buf, psi):
    for i in range(buf.size):
        buf[i] = 2.0 * psi[i]


@numba.njit
def _exchange(buffer, psi):
    a = _chunk(buffer, psi.size, 0)
    _fill(a, psi)
    b = _chunk(buffer, psi.size, 1)
    _fill(b, a)
    for i in range(psi.size):
        psi[i] = b[i] * a[i]


@mpiad.jit(cache=CACHE)
def views_from_helpers(buffer, psi):
    """Issue 26's first reproducer: scratch views returned by a non-inlined helper, filled by
    another, through two levels of calls."""
    _exchange(buffer, psi)
    _exchange(buffer, psi)
    s = 0.0
    for i in range(psi.size):
        s += psi[i]
    return s


@numba.njit
def _as_matrix(buffer, start, ni, nk):  # may raise (bounds): an exception record beside data
    if start + ni * nk > buffer.size:
        raise IndexError("chunk out of range")
    return buffer.view(np.float64)[start : start + ni * nk].reshape((ni, nk))


@mpiad.jit(cache=CACHE)
def reshaped_view(buffer, x):
    """The second form: a helper that can raise returns a reshaped view of a scratch buffer."""
    m = _as_matrix(buffer, 2, 2, 3)
    for i in range(2):
        for k in range(3):
            m[i, k] = x[i] * x[k] + m[i, k]
    s = 0.0
    for i in range(2):
        for k in range(3):
            s += m[i, k] * m[i, k]
    return s


@numba.njit
def _h(u, v, i):  # % can raise ZeroDivisionError: an exception record in every call
    m = u.size
    s = 0.0
    for j in range(2):
        s += u[(i + j) % m] * u[(i + j) % m] + v[(i * 2 + j) % m]
    return s


@mpiad.jit(cache=CACHE)
def helper_may_raise(x, y):
    acc = 0.0
    for i in range(x.size - 2):
        acc += _h(x, y, i)
    return acc


@mpiad.jit(cache=CACHE)
def meminfo_merge(x, y):
    """LLVM merges x's and t's reference-count pointers on the loop exit: never float data."""
    t = np.empty(x.size)
    for i in range(x.size):
        t[i] = np.tanh(x[i])
    acc = 0.0
    for i in range(x.size):
        if i == 6:
            break
        acc += t[i] * y[i]
    return acc


@numba.njit
def _send_half(buf, dest, comm):
    mpi.send(buf, dest, 4, comm)


@numba.njit
def _recv_half(buf, src, comm):
    mpi.recv(buf, src, 4, comm)


@numba.njit
def _send_recv(out, inp, comm):
    rank, size = mpi.rank(comm), mpi.size(comm)
    if rank % 2 == 0:
        _send_half(out, (rank + 1) % size, comm)
        _recv_half(inp, (rank - 1) % size, comm)
    else:
        _recv_half(inp, (rank - 1) % size, comm)
        _send_half(out, (rank + 1) % size, comm)


@numba.njit
def _halo(field, scratch, comm):
    n = field.size
    _send_recv(field[n - 2 :], scratch[:2], comm)


def _make_step(c):
    @numba.njit
    def step(field, scratch, comm):  # a closure over a constant and a dispatcher
        _halo(field, scratch, comm)
        for i in range(field.size):
            field[i] = field[i] * c + scratch[i % 2]

    return step


_STEP = _make_step(0.5)


@mpiad.jit(cache=CACHE)
def slices_down_four_calls(field, scratch, comm):
    """A slice of a Duplicated array passed down four levels of calls to MPI, through a closure
    held as a global (blocking sends in a ring: needs 2 ranks or more, a send to oneself may
    block)."""
    _STEP(field, scratch, comm)
    s = 0.0
    for i in range(field.size):
        s += field[i] * field[i]
    return s


# (kernel, spec, min ranks)
CASES = [
    (loops, "a:5,s,i:5", 1),
    (branches, "a:6,a:6,i:6", 1),
    (alloc_inside, "a:5,a:5,i:5", 1),
    (calls_jitted, "a:4,a:4,s,i:4", 1),
    (p2p_send_recv, "a:3,a:3,i:3,comm", 1),
    (isend_irecv_test, "a:3,a:3,i:3,comm", 1),
    (waitall_tuple, "a:4,a:4,i:4,comm", 1),
    (completion_any, "a:3,a:3,i:3,comm", 1),
    (sendrecv_ring, "a:3,a:3,i:3,comm", 1),
    (allreduce_ops, "a:3,a:3,i:3,comm", 1),
    (reduce_bcast, "a:3,a:3,i:3,comm", 1),
    (gather_scatter, "a:2,a:2,i:2,comm", 1),
    (allgather_barrier, "a:3,i:3,comm", 1),
    (user_op, "a:3,a:3,i:3,op,comm", 1),
    (views_from_helpers, "a:12,a:6", 1),
    (reshaped_view, "a:10,a:3", 1),
    (helper_may_raise, "a:10,c:10", 1),
    (meminfo_merge, "a:10,c:10", 1),
    (slices_down_four_calls, "a:6,a:2,comm", 2),
]


# -- shapes of arguments and results -------------------------------------------------------------
@mpiad.jit(cache=CACHE)
def shapes(A, x32, a32, flag):
    """A 2-D array, float32 data, a bool, and a tuple result (float, float, int)."""
    s = 0.0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            s += A[i, j] * A[i, j] if flag else A[i, j]
    t = np.float32(0.0)
    for i in range(x32.size):
        t += a32 * x32[i] * x32[i]
    return s, s * float(t), 3
