"""Kernels for the front-end tests: loops, branches, arrays allocated inside, calls to other
jitted functions, and every mpiad.mpi function.

``CASES`` lists ``(kernel, spec, min_ranks)``; the spec names the parameters like ad_check.py:
``s`` an active float scalar, ``a:N`` an active float array (read and/or written), ``f:N`` an
active float32 array (checked to float accuracy), ``c:N`` a constant float array, ``i:V`` an int
constant, ``comm`` the communicator (COMM_WORLD), ``half`` and ``cart`` communicators made from
it outside the kernel (fe_check.SUBCOMMS), ``col`` and ``wcol`` derived datatypes made outside
(fe_check.DATATYPES), ``op`` USER_OP, ``grp`` the group of COMM_WORLD (fe_check.GROUPS;
post-start-complete-wait kernels: kernels_pscw.py).
"""

from __future__ import annotations

import math

import numba
import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi

from .kernels_pscw import PSCW_KERNELS

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


# -- issue 17: persistent requests, nonblocking collectives, v-variants, scans, MINLOC, float32 --
@mpiad.jit(cache=CACHE)
def persistent_ring(x, y, n, comm):
    """A ring through persistent requests started in a time loop (startall / start), completed by
    waitall or waitany by turns and freed; then an isend freed while active."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    sb = np.empty(2)
    sl = np.empty(2)
    rb = np.zeros(2)
    rl = np.zeros(2)
    _, r1 = mpi.recv_init(rb, left, 4, comm)
    _, r2 = mpi.recv_init(rl, right, 5, comm)
    _, s1 = mpi.send_init(sb, right, 4, comm)
    _, s2 = mpi.ssend_init(sl, left, 5, comm)
    s = 0.0
    for t in range(3):
        sb[0] = math.sin(x[t % n]) + y[0]
        sb[1] = x[(t + 1) % n] * x[(t + 1) % n]
        sl[0] = math.cos(x[0]) * (t + 1)
        sl[1] = x[n - 1] * y[1 % n]
        if t == 1:
            mpi.start(r1)
            mpi.start(r2)
            mpi.start(s1)
            mpi.start(s2)
            for _k in range(4):
                mpi.waitany((r1, r2, s1, s2))
        else:
            mpi.startall((r1, r2, s1, s2))
            mpi.waitall((r1, r2, s1, s2))
        for i in range(2):
            y[i % n] = y[i % n] * 0.5 + rb[i] * rl[1 - i]
            s += rb[i] * rb[i] + rl[i] * (t + 1.0)
    mpi.request_free(r1)
    mpi.request_free(r2)
    mpi.request_free(s1)
    mpi.request_free(s2)
    z = np.empty(1)
    z[0] = x[0] * x[1]
    rz = np.zeros(1)
    _, rr = mpi.irecv(rz, left, 6, comm)
    _, sr = mpi.isend(z, right, 6, comm)
    mpi.request_free(sr)
    mpi.wait(rr)
    mpi.barrier(comm)  # every message has arrived
    # Numba frees an array after its last use: a buffer of a nonblocking call is used after
    # its completion, so that it lives until then
    return s + rz[0] * rz[0] + 0.001 * z[0]


@mpiad.jit(cache=CACHE)
def nonblocking_collectives(x, y, n, comm):
    """Every nonblocking collective, overlapped with a loop, completed by waitall / waitany."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    t = np.empty(n)
    for i in range(n):
        t[i] = math.sin(x[i]) + x[i] * x[i]
    tot = np.empty(n)
    hi = np.empty(n)
    pr = np.zeros(n)
    _, q1 = mpi.iallreduce(t, tot, mpi.SUM, comm)
    _, q2 = mpi.iallreduce(x, hi, mpi.MAX, comm)
    _, q3 = mpi.ireduce(t, pr, mpi.PROD, 0, comm)
    b = np.empty(2)
    b[0] = x[0] * 2.0
    b[1] = x[1] * x[1]
    _, q4 = mpi.ibcast(b, size - 1, comm)
    gb = np.empty(2)
    gb[0] = t[0] * x[1]
    gb[1] = t[1 % n]
    g = np.zeros(2 * size)
    _, q5 = mpi.igather(gb, g, 2, 0, comm)
    allv = np.empty(n * size)
    _, q6 = mpi.iallgather(t, allv, n, comm)
    src = np.empty(2 * size)
    for i in range(2 * size):
        src[i] = x[i % n] * (i + 1.0)
    sc = np.empty(2)
    _, q7 = mpi.iscatter(src, sc, 2, 0, comm)
    a2a = np.empty(2 * size)
    _, q8 = mpi.ialltoall(src, a2a, comm)
    rsb = np.empty(2)
    _, q9 = mpi.ireduce_scatter_block(src, rsb, mpi.SUM, comm)
    _, q10 = mpi.ibarrier(comm)
    psc = np.empty(n)
    _, q11 = mpi.iscan(t, psc, mpi.SUM, comm)
    pex = np.ones(n)
    _, q12 = mpi.iexscan(x, pex, mpi.PROD, comm)
    acc = 0.0
    for i in range(n):  # overlapped with the collectives
        acc += x[i] * 0.5
    mpi.waitall((q1, q2, q3, q4, q5, q11, q12))
    if rank == 0:  # Exscan leaves rank 0's result undefined
        for i in range(n):
            pex[i] = 1.0
    for _k in range(5):
        mpi.waitany((q6, q7, q8, q9, q10))
    for i in range(n):
        y[i] = tot[i] * hi[i] + acc + sc[i % 2] * a2a[i % (2 * size)] + rsb[i % 2]
        y[i] += psc[i] * pex[i]
    s = 0.0
    for i in range(n * size):
        s += allv[i] * allv[i]
    if rank == 0:
        for i in range(n):
            s += pr[i]
        for i in range(2 * size):
            s += g[i] * g[i]
    # every buffer of a nonblocking call is used after its completion (Numba frees an array
    # after its last use)
    return s + b[0] * b[1] + gb[0] + 0.1 * src[0] + t[0]


@mpiad.jit(cache=CACHE)
def v_collectives(x, y, n, comm):
    """gatherv, scatterv, allgatherv, alltoallv, reduce_scatter, their nonblocking forms, and
    alltoall / reduce_scatter_block: rank r has r + 1 elements."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    counts = np.empty(size, dtype=np.int32)
    displs = np.empty(size, dtype=np.int32)
    off = 0
    for r in range(size):
        counts[r] = r + 1
        displs[r] = off
        off += r + 2  # a gap after each block
    mine = np.empty(rank + 1)
    for i in range(rank + 1):
        mine[i] = x[(i + rank) % n] * (1.0 + 0.5 * i)
    g = np.zeros(off)
    ag = np.zeros(off)
    mpi.gatherv(mine, g, counts, displs, 0, comm)
    mpi.allgatherv(mine, ag, counts, displs, comm)
    sc = np.empty(rank + 1)
    mpi.scatterv(ag, counts, displs, sc, 0, comm)
    acnt = np.empty(size, dtype=np.int32)
    adsp = np.empty(size, dtype=np.int32)
    for r in range(size):
        acnt[r] = 1 + (r + rank) % 2
        adsp[r] = 2 * r
    src = np.empty(2 * size)
    for i in range(2 * size):
        src[i] = math.sin(x[i % n]) * (rank + 1.0)
    dst = np.zeros(2 * size)
    mpi.alltoallv(src, acnt, adsp, dst, acnt, adsp, comm)
    total = 0
    for r in range(size):
        total += r + 1
    rs_in = np.empty(total)
    for i in range(total):
        rs_in[i] = x[i % n] * x[(i + 1) % n] + rank
    rs = np.empty(rank + 1)
    mpi.reduce_scatter(rs_in, rs, counts, mpi.SUM, comm)
    ig = np.zeros(off)
    iag = np.zeros(off)
    isc = np.empty(rank + 1)
    idst = np.zeros(2 * size)
    irs = np.empty(rank + 1)
    _, q1 = mpi.igatherv(mine, ig, counts, displs, 0, comm)
    _, q2 = mpi.iallgatherv(mine, iag, counts, displs, comm)
    _, q3 = mpi.iscatterv(ag, counts, displs, isc, 0, comm)
    _, q4 = mpi.ialltoallv(src, acnt, adsp, idst, acnt, adsp, comm)
    _, q5 = mpi.ireduce_scatter(rs_in, irs, counts, mpi.SUM, comm)
    mpi.waitall((q1, q2, q3, q4, q5))
    a2a = np.empty(2 * size)
    mpi.alltoall(src, a2a, comm)
    rsb = np.empty(2)
    mpi.reduce_scatter_block(src, rsb, mpi.SUM, comm)
    s = 0.0
    for i in range(off):
        s += ag[i] * ag[i] + iag[i] * 0.5
    for i in range(rank + 1):
        s += sc[i] * rs[i] + isc[i] * irs[i]
    for i in range(2 * size):
        s += dst[i] * dst[i] + idst[i] + a2a[i] * a2a[i]
    for i in range(n):
        y[i] = rsb[i % 2] * x[i]
    if rank == 0:
        for i in range(off):
            s += g[i] * ig[i]
    # the buffers and counts of the nonblocking calls live until their completion
    keep = mine[0] + ag[0] + src[0] + rs_in[0]
    return s + 0.1 * keep + counts[0] + displs[0] + acnt[0] + adsp[0]


@mpiad.jit(cache=CACHE)
def scans_and_locs(x, y, n, comm):
    """scan / exscan with each op, MINLOC / MAXLOC on (value, location) pairs, reduce_local."""
    rank = mpi.rank(comm)
    a = np.empty(n)
    for i in range(n):
        a[i] = math.sin(x[i]) + 0.1 * rank
    s1 = np.empty(n)
    s2 = np.empty(n)
    s3 = np.empty(n)
    e1 = np.zeros(n)
    mpi.scan(a, s1, mpi.SUM, comm)
    mpi.scan(x, s2, mpi.PROD, comm)
    mpi.scan(a, s3, mpi.MAX, comm)
    mpi.exscan(a, e1, mpi.SUM, comm)
    if rank == 0:
        for i in range(n):
            e1[i] = 0.0
    pairs = np.empty(4)
    for k in range(2):
        pairs[2 * k] = x[k] * x[k] + 0.3 * ((rank * 3 + k) % 4)
        pairs[2 * k + 1] = rank * 10.0 + k
    lo = np.empty(4)
    hi = np.zeros(4)
    mpi.allreduce(pairs, lo, mpi.MINLOC, comm)
    mpi.reduce(pairs, hi, mpi.MAXLOC, 0, comm)
    loc = np.empty(n)
    for i in range(n):
        loc[i] = x[(i + 1) % n] * 1.5
    mpi.reduce_local(a, loc, mpi.PROD)
    mpi.reduce_local(x, loc, mpi.MIN)
    s = 0.0
    for i in range(n):
        y[i] = s1[i] * s2[i] + s3[i] + e1[i] * e1[i] + loc[i]
    for k in range(2):
        s += lo[2 * k] * lo[2 * k] * (1.0 + 0.01 * lo[2 * k + 1]) + hi[2 * k]
    return s


@mpiad.jit(cache=CACHE)
def float32_mpi(x, y, n, comm):
    """float32 arrays: MPI_FLOAT through point to point, reductions, a nonblocking collective,
    a v-variant and a scan."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    t = np.empty(n, dtype=np.float32)
    for i in range(n):
        t[i] = np.float32(math.sin(x[i])) * x[i]
    r = np.zeros(n, dtype=np.float32)
    _, rr = mpi.irecv(r, (rank - 1) % size, 2, comm)
    _, sr = mpi.isend(t, (rank + 1) % size, 2, comm)
    mpi.waitall((rr, sr))
    tot = np.empty(n, dtype=np.float32)
    mpi.allreduce(r, tot, mpi.SUM, comm)
    hi = np.empty(n, dtype=np.float32)
    _, q = mpi.iallreduce(t, hi, mpi.MAX, comm)
    mpi.wait(q)
    counts = np.empty(size, dtype=np.int32)
    displs = np.empty(size, dtype=np.int32)
    for k in range(size):
        counts[k] = n
        displs[k] = n * k
    allv = np.empty(n * size, dtype=np.float32)
    mpi.allgatherv(tot, allv, counts, displs, comm)
    sc = np.empty(n, dtype=np.float32)
    mpi.scan(hi, sc, mpi.SUM, comm)
    for i in range(n):
        y[i] = tot[i] * hi[i] + sc[i] + allv[(i + rank) % (n * size)] + t[i]


@mpiad.jit(cache=CACHE)
def sub_communicators(x, y, n, half, cart):
    """Communicators made outside the kernel (comm.Split, comm.Create_cart): a ring exchange on
    the Cartesian communicator, a reduction on each half of the ranks."""
    rank = mpi.rank(cart)
    size = mpi.size(cart)
    s = np.empty(2)
    s[0] = math.sin(x[0]) * (rank + 1.0)
    s[1] = x[1 % n] * x[1 % n]
    r = np.zeros(2)
    mpi.sendrecv(s, (rank + 1) % size, r, (rank - 1) % size, 3, 3, cart)
    t = np.empty(n)
    for i in range(n):
        t[i] = r[i % 2] * x[i] + math.cos(x[i])
    hp = np.empty(n)
    mpi.allreduce(t, hp, mpi.PROD, half)
    acc = 0.0
    for i in range(n):
        y[i] = hp[i] + r[0]
        acc += hp[i] * hp[i]
    return acc + mpi.rank(half)


@mpiad.jit(cache=CACHE)
def neighbor_ring(x, y, n, cart):
    """neighbor_alltoall and neighbor_allgather on a periodic ring (an mpi4py Cartcomm)."""
    rank = mpi.rank(cart)
    s = np.empty(4)
    for j in range(4):
        s[j] = math.sin(x[j % n]) * (j + 1.0 + rank)
    r = np.zeros(4)
    mpi.neighbor_alltoall(s, r, 2, cart)
    one = np.empty(1)
    one[0] = x[0] * x[1 % n]
    g = np.zeros(2)
    mpi.neighbor_allgather(one, g, cart)
    # v-variants: send block j has j + 1 elements, receive block j (from the neighbour's slot
    # j ^ 1) has 2 - j; then the four nonblocking forms, overlapped with a loop
    sc = np.empty(2, dtype=np.int32)
    sd = np.empty(2, dtype=np.int32)
    rc = np.empty(2, dtype=np.int32)
    rd = np.empty(2, dtype=np.int32)
    ones = np.ones(2, dtype=np.int32)
    for j in range(2):
        sc[j] = j + 1
        sd[j] = 2 - 2 * j
        rc[j] = 2 - j
        rd[j] = 1 - j
    rv = np.zeros(3)
    mpi.neighbor_alltoallv(s, sc, sd, rv, rc, rd, cart)
    gv = np.zeros(2)
    mpi.neighbor_allgatherv(one, gv, ones, rd, cart)
    r2 = np.zeros(4)
    _, q1 = mpi.ineighbor_alltoall(r, r2, 2, cart)
    g2 = np.zeros(2)
    _, q2 = mpi.ineighbor_allgather(gv[1:], g2, cart)
    rv2 = np.zeros(3)
    _, q3 = mpi.ineighbor_alltoallv(r, sc, sd, rv2, rc, rd, cart)
    gv2 = np.zeros(2)
    _, q4 = mpi.ineighbor_allgatherv(one, gv2, ones, rd, cart)
    acc = 0.0
    for j in range(3):  # overlapped
        acc += s[j] * 0.1
    mpi.waitall((q1, q2, q3, q4))
    for j in range(3):
        acc += rv[j] * rv[j] * (j + 2.0) + rv2[j] * rv[j]
    for j in range(2):
        acc += gv[j] * g2[j] + gv2[j] * (j + 1.0) + g2[j] * g2[j]
    for j in range(4):
        acc += r[j] * r[j] * (j + 1.0) + g[j // 2] * r[j] + r2[j] * (0.5 + j)
    for i in range(n):
        y[i] = y[i] * g[i % 2]
    return acc


# (kernel, spec, min ranks)
# -- issue 17 in kernels: mpi4py derived datatypes passed in, communicators made inside ----------
@numba.njit(inline="always")
def _block(x, ny, nx):
    """An ny x nx block computed from x (x.size >= ny * nx)."""
    u = np.empty((ny, nx))
    for j in range(ny):
        for i in range(nx):
            u[j, i] = math.sin(x[j * nx + i]) + x[(j + i) % x.size] * (j + 1.0)
    return u


@mpiad.jit(cache=CACHE)
def vector_p2p(x, y, n, col, comm):
    """Strided columns of a 3 x 4 block (col: MPI.DOUBLE.Create_vector(3, 1, 4)) around a ring,
    not packed: sendrecv (vector on both sides, then vector against contiguous), isend /
    irecv, persistent send_init / recv_init started twice."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right, left = (rank + 1) % size, (rank - 1) % size
    u = _block(x, 3, 4)
    w = np.zeros((3, 4))
    mpi.sendrecv(u[:, 3], right, w[:, 0], left, 1, 1, comm, sendtype=col, recvtype=col)
    packed = np.zeros(3)
    mpi.sendrecv(u[:, 2], right, packed, left, 2, 2, comm, sendtype=col)
    _, q1 = mpi.irecv(w[:, 3], right, 3, comm, datatype=col, count=1)
    _, q2 = mpi.isend(u[:, 0], left, 3, comm, datatype=col)
    mpi.waitall((q1, q2))
    _, r = mpi.recv_init(w[:, 1], left, 4, comm, datatype=col)
    _, s = mpi.send_init(u[:, 1], right, 4, comm, datatype=col)
    acc = 0.0
    for t in range(2):
        mpi.startall((r, s))
        mpi.waitall((r, s))
        for j in range(3):
            acc += w[j, 1] * (t + 1.0) * w[j, 0]
            u[j, 1] = u[j, 1] * 0.5 + w[j, 1] * w[j, 3]
    mpi.request_free(r)
    mpi.request_free(s)
    for k in range(n):
        y[k] = w[k // 4 % 3, k % 4] + packed[k % 3] * u[k % 3, 1]
    return acc


@mpiad.jit(cache=CACHE)
def vector_collectives(x, y, n, col, wcol, comm):
    """Blocking collectives on column datatypes: bcast of a column; gather and allgather of a
    column into contiguous rows; scatter of rows into a column; alltoall of the columns of a
    3 x size block (wcol: a column of it, resized to one element so that columns are blocks)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    u = _block(x, 3, 4)
    mpi.bcast(u[:, 1], 0, comm, datatype=col)
    rows = np.zeros(3 * size)
    mpi.gather(u[:, 2], rows, 3, 0, comm, sendtype=col)
    every = np.zeros(3 * size)
    mpi.allgather(u[:, 0], every, 3, comm, sendtype=col)
    flat = np.empty(3 * size)
    for k in range(3 * size):
        flat[k] = every[k] * x[k % n]
    got = np.zeros((3, 4))
    mpi.scatter(flat, got[:, 3], 3, 0, comm, recvtype=col)
    wide = np.empty((3, size))
    for j in range(3):
        for r in range(size):
            wide[j, r] = u[j, r % 4] * (r + 1.0)
    back = np.zeros((3, size))
    mpi.alltoall(wide, back, comm, sendtype=wcol, recvtype=wcol)
    acc = 0.0
    for k in range(3 * size):
        acc += rows[k] * rows[k] + every[k] * (k + 1.0)
    for j in range(3):
        acc += got[j, 3] * u[j, 1]
        for r in range(size):
            acc += back[j, r] * back[j, r]
    for k in range(n):
        y[k] = u[k % 3, 1] + got[k % 3, 3] * (rank + 1.0)
    return acc


@mpiad.jit(cache=CACHE)
def typed_nonblocking_v(x, y, n, col, idx, rcol, comm, cart):
    """Derived datatypes on nonblocking collectives and v-variants: ibcast and iallgather of a
    column (col) completed by waitall; gatherv of an indexed pick of a 3 x 4 block (idx) into
    the columns of one at the root (rcol: a column resized to one element, so that a
    displacement of r is column r); igatherv into rows; alltoallv of columns to columns;
    iscatter and scatterv into a column, ialltoall and iallgatherv of columns; and
    neighbor_alltoallv of columns on a ring (cart)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    u = _block(x, 3, 4)
    for j in range(3):
        u[j, 2] *= rank + 1.0
    every = np.zeros(3 * size)
    _, q1 = mpi.ibcast(u[:, 1], 0, comm, datatype=col)
    _, q2 = mpi.iallgather(u[:, 2], every, 3, comm, sendtype=col)
    mpi.waitall((q1, q2))
    ones = np.ones(size, dtype=np.int32)
    cols = np.empty(size, dtype=np.int32)
    rows = np.empty(size, dtype=np.int32)
    threes = np.empty(size, dtype=np.int32)
    for r in range(size):
        cols[r] = r
        rows[r] = 3 * r
        threes[r] = 3
    picked = np.zeros((3, 4))
    mpi.gatherv(u, picked, ones, cols, 0, comm, sendtype=idx, recvtype=rcol)
    flat = np.zeros(3 * size)
    _, q3 = mpi.igatherv(u[:, 3], flat, threes, rows, 0, comm, sendtype=col, sendcount=1)
    mpi.wait(q3)
    wide = np.empty((3, 4))
    for j in range(3):
        for i in range(4):
            wide[j, i] = u[j, i] * u[j, (i + 1) % 4]
    back = np.zeros((3, 4))
    mpi.alltoallv(wide, ones, cols, back, ones, cols, comm, sendtype=rcol, recvtype=rcol)
    got = np.zeros((3, 4))
    _, q4 = mpi.iscatter(every, got[:, 0], 3, 0, comm, recvtype=col)
    _, q5 = mpi.ialltoall(wide, got, comm, sendtype=rcol, recvtype=rcol)
    mpi.waitall((q4, q5))
    sv = np.zeros((3, 4))
    mpi.scatterv(back, ones, cols, sv[:, 3], 0, comm, sendtype=rcol, recvtype=col)
    agv = np.zeros((3, 4))
    _, q6 = mpi.iallgatherv(u[:, 2], agv, ones, cols, comm, sendtype=col, recvtype=rcol)
    mpi.wait(q6)
    two = np.ones(2, dtype=np.int32)
    lr = np.empty(2, dtype=np.int32)
    lr[0] = 0
    lr[1] = 1
    nb = np.zeros((3, 4))
    mpi.neighbor_alltoallv(wide, two, lr, nb, two, lr, cart, sendtype=rcol, recvtype=rcol)
    acc = 0.0
    for k in range(3 * size):
        acc += every[k] * every[k] * (k + 1.0) + flat[k] * math.sin(every[k])
    for j in range(3):
        for i in range(4):
            acc += picked[j, i] * (i + 2.0) * u[j, 1] + back[j, i] * back[j, i]
            acc += got[j, i] * sv[j, i] + math.cos(agv[j, i]) * (j + 1.0) + nb[j, i] * u[j, i]
    for k in range(n):
        y[k] = u[k % 3, 1] * every[k % (3 * size)] + back[k % 3, 0]
    return acc


@mpiad.jit(cache=CACHE)
def split_in_kernel(x, y, n, comm):
    """comm_split by rank parity, a product allreduce within each half, a sum on a comm_dup of
    it; both freed."""
    rank = mpi.rank(comm)
    _, half = mpi.comm_split(comm, rank % 2, -rank)
    t = np.empty(n)
    for i in range(n):
        t[i] = math.sin(x[i]) * (mpi.rank(half) + 1.0) + x[(i + 1) % n]
    hp = np.empty(n)
    mpi.allreduce(t, hp, mpi.PROD, half)
    _, dup = mpi.comm_dup(half)
    s = np.empty(1)
    s[0] = hp[0] * x[0]
    tot = np.empty(1)
    mpi.allreduce(s, tot, mpi.SUM, dup)
    mpi.comm_free(dup)
    mpi.comm_free(half)
    acc = 0.0
    for i in range(n):
        y[i] = hp[i] + tot[0]
        acc += hp[i] * hp[i]
    return acc + tot[0]


@mpiad.jit(cache=CACHE)
def cart_in_kernel(x, y, n, comm):
    """cart_create (a periodic ring), cart_shift, a halo exchange with isend / irecv on it, a
    neighbor_alltoall on it; cart_coords / cart_rank round trip."""
    size = mpi.size(comm)
    _, grid = mpi.cart_create(comm, (size,), (True,))
    _, left, right = mpi.cart_shift(grid, 0, 1)
    _, c = mpi.cart_coords(grid, mpi.rank(grid))
    _, me = mpi.cart_rank(grid, c)
    out = np.empty(2)
    out[0] = x[0] * x[1 % n]
    out[1] = math.cos(x[n - 1]) * (me + 1.0)
    ghost = np.zeros(2)
    _, q1 = mpi.irecv(ghost[0:1], left, 9, grid)
    _, q2 = mpi.irecv(ghost[1:2], right, 8, grid)
    _, q3 = mpi.isend(out[1:2], right, 9, grid)
    _, q4 = mpi.isend(out[0:1], left, 8, grid)
    mpi.waitall((q1, q2, q3, q4))
    nb = np.zeros(2)
    mpi.neighbor_alltoall(out, nb, 1, grid)
    mpi.comm_free(grid)
    acc = 0.0
    for i in range(n):
        y[i] = x[i] * ghost[i % 2] + nb[(i + 1) % 2]
        acc += y[i] * y[i]
    return acc


@mpiad.jit(cache=CACHE)
def isendrecv_ring(x, y, n, comm):
    """MPI-4's isendrecv (completed by test, then wait) and isendrecv_replace (by waitall) on a
    ring: one request for both halves of each."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    t = np.empty(n)
    for i in range(n):
        t[i] = math.sin(x[i]) + x[i] * x[i]
    _, q = mpi.isendrecv(t, right, y, left, 3, 3, comm)
    flag = False
    while not flag:
        _, flag = mpi.test(q)
    b = np.empty(n)
    for i in range(n):
        b[i] = y[i] * x[i]
    _, q2 = mpi.isendrecv_replace(b, left, right, 4, 4, comm)
    mpi.waitall((q2,))
    s = 0.0
    for i in range(n):
        s += b[i] * t[i] + y[i]
        y[i] = b[i] * b[i]
    return s


@mpiad.jit(cache=CACHE)
def partitioned_ring(x, y, n, comm):
    """MPI-4's partitioned communication on a ring: 4 partitions sent, received as 2, started
    twice, readied one by one and as a list, the first received half read once parrived says
    so; then everything after waitall."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    s = np.empty(4)
    r = np.zeros(4)
    _, sreq = mpi.psend_init(s, 4, right, 7, comm)
    _, rreq = mpi.precv_init(r, 2, left, 7, comm)
    acc = 0.0
    order = np.array([2, 0, 3, 1], dtype=np.int32)
    for t in range(2):
        mpi.startall((rreq, sreq))
        for p in range(4):
            s[p] = math.sin(x[p % n]) * (t + 1.0) + y[(p + 1) % n] * x[0]
            if t == 0:
                mpi.pready(p, sreq)
        if t == 1:
            mpi.pready_list(order, sreq)
        arrived = False
        while not arrived:
            _, arrived = mpi.parrived(rreq, 0)
        acc += r[0] * r[1]
        mpi.waitall((sreq, rreq))
        for i in range(n):
            y[i] = 0.5 * y[i] + r[i % 4] * r[(i + 2) % 4]
    mpi.request_free(sreq)
    mpi.request_free(rreq)
    return acc + y[0] * y[n - 1]


@mpiad.jit(cache=CACHE)
def persistent_collectives(x, y, n, comm):
    """MPI-4's persistent collectives in a time loop: allreduce_init (SUM) and bcast_init made
    once, started each step (start, startall by turns), completed by wait / waitall, freed."""
    rank = mpi.rank(comm)
    s = np.empty(2)
    r = np.zeros(2)
    b = np.zeros(2)
    _, ra = mpi.allreduce_init(s, r, mpi.SUM, comm)
    _, rb = mpi.bcast_init(b, 0, comm)
    acc = 0.0
    for t in range(3):
        s[0] = math.sin(x[t % n]) + y[0]
        s[1] = x[(t + 1) % n] * y[1 % n]
        if rank == 0:
            b[0] = x[0] * x[1 % n]
            b[1] = math.cos(y[0])
        if t == 1:
            mpi.startall((ra, rb))
            mpi.waitall((ra, rb))
        else:
            mpi.start(ra)
            mpi.start(rb)
            mpi.wait(rb)
            mpi.wait(ra)
        for i in range(2):
            y[i % n] = 0.5 * y[i % n] + 0.3 * math.tanh(r[i] * b[1 - i])
            acc += r[i] * r[i] + b[i]
    mpi.request_free(ra)
    mpi.request_free(rb)
    return acc


#: MPI-4's isendrecv / isendrecv_replace, partitioned communication and persistent
#: collectives: their own test (tests/integration/test_frontend_mpi4.py)
MPI4_KERNELS = [
    (isendrecv_ring, "a:3,a:3,i:3,comm", 1),
    (partitioned_ring, "a:3,a:3,i:3,comm", 1),
    (persistent_collectives, "a:3,a:3,i:3,comm", 1),
]


@mpiad.jit(cache=CACHE)
def rma_fence_halo(x, y, n, comm):
    """One-sided communication (issue 37 part 2): a window over an array of the kernel, MPI_Put
    of boundary cells into the neighbours' ghosts, MPI_Get of a neighbour's cell, MPI_Accumulate
    (SUM) into a neighbour's cell, each epoch closed by a fence."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    w = np.zeros(n + 2)
    for i in range(n):
        w[i + 1] = x[i] * x[i] + 0.5 * x[i]
    _, win = mpi.win_create(w, comm)
    mpi.win_fence(0, win)
    mpi.put(w[1:2], left, n + 1, win)
    mpi.put(w[n : n + 1], right, 0, win)
    mpi.win_fence(0, win)
    g = np.zeros(1)
    mpi.get(g, right, 1, win)
    mpi.win_fence(0, win)
    a = np.empty(1)
    a[0] = math.sin(x[0])
    mpi.accumulate(a, right, 2, mpi.SUM, win)
    mpi.win_fence(0, win)
    mpi.win_free(win)
    s = g[0] * x[n - 1]
    for i in range(1, n + 1):
        s += w[i] * (w[i - 1] + w[i + 1])
        y[i - 1] = w[i] * w[i]
    return s


#: mpi4py's lock type, a constant of the kernel
LOCK_EXCLUSIVE = MPI.LOCK_EXCLUSIVE


@mpiad.jit(cache=CACHE)
def rma_lock_halo(x, y, n, comm):
    """Passive target: MPI_Put into the right neighbour's ghost inside an exclusive lock, an
    MPI_Accumulate (SUM) into the left one's inside MPI_Win_lock_all with a flush, epochs ordered
    by barriers (which reverse mode mirrors)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    g = np.zeros(2)
    _, win = mpi.win_create(g, comm)
    w = np.empty(n)
    for i in range(n):
        w[i] = x[i] * x[i] + 0.5 * x[i]
    mpi.win_lock(LOCK_EXCLUSIVE, right, 0, win)
    mpi.put(w[n - 1 : n], right, 0, win)
    mpi.win_unlock(right, win)
    mpi.win_lock_all(0, win)
    a = np.empty(1)
    a[0] = math.sin(w[0])
    mpi.accumulate(a, left, 1, mpi.SUM, win)
    mpi.win_flush(left, win)
    mpi.win_unlock_all(win)
    mpi.barrier(comm)
    s = g[0] * w[0] + g[1] * g[1]
    mpi.barrier(comm)
    mpi.win_free(win)
    for i in range(n):
        y[i] = w[i] * s
    return s


#: one-sided communication: its own test (tests/integration/test_mpi_rma.py, --slow)
@mpiad.jit
def rma_request_halo(x, y, n, comm):
    """Request-based one-sided operations in a lock_all epoch: mpi.rput of a temporary completed
    by mpi.wait before the flush and the temporary then reused, mpi.raccumulate (mpi.REPLACE)
    completed after the flush; then a fence epoch with mpi.accumulate (mpi.MAX)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    g = np.zeros(3)
    _, win = mpi.win_create(g, comm)
    w = np.empty(n)
    for i in range(n):
        w[i] = x[i] * x[i] + 0.5 * x[i]
    mpi.barrier(comm)
    mpi.win_lock_all(0, win)
    e = np.empty(1)
    e[0] = 1.5 * w[n - 1]
    _, r1 = mpi.rput(e, right, 0, win)
    mpi.wait(r1)
    e[0] = 2.0 * w[0]
    a = np.empty(1)
    a[0] = math.sin(w[0])
    _, r2 = mpi.raccumulate(a, left, 1, mpi.REPLACE, win)
    mpi.win_flush_all(win)
    mpi.wait(r2)
    mpi.win_unlock_all(win)
    mpi.barrier(comm)
    s = g[0] * w[0] + g[1] * g[1] + e[0] * w[n - 1]
    mpi.barrier(comm)
    mpi.win_fence(0, win)
    m = np.empty(1)
    m[0] = w[0] * w[n - 1] + 0.1 * rank
    mpi.accumulate(m, right, 2, mpi.MAX, win)
    mpi.win_fence(0, win)
    s += g[2] * w[0]
    mpi.win_free(win)
    for i in range(n):
        y[i] = w[i] * s
    return s


@mpiad.jit
def rma_rget_lock(x, y, n, comm):
    """mpi.rget of the right neighbour's cell in a shared lock, completed by mpi.wait and read
    before the unlock (forward modes only: reverse mode refuses an Rget of active data)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    g = np.zeros(1)
    _, win = mpi.win_create(g, comm)
    g[0] = x[0] * x[n - 1]
    mpi.barrier(comm)
    got = np.zeros(1)
    mpi.win_lock(MPI.LOCK_SHARED, right, 0, win)
    _, r = mpi.rget(got, right, 0, win)
    mpi.wait(r)
    s = got[0] * got[0] + x[0]
    mpi.win_unlock(right, win)
    mpi.barrier(comm)
    s += 0.1 * g[0]  # (g used after the epoch: Numba would free it after its last use)
    mpi.win_free(win)
    for i in range(n):
        y[i] = x[i] * s
    return s


@mpiad.jit
def rma_fetch_alloc(x, y, n, comm):
    """A window MPI allocates (mpi.win_allocate: the kernel gets an array over it); between
    fences mpi.get_accumulate (SUM) into the right neighbour, mpi.fetch_and_op (REPLACE) into the
    left one, mpi.win_sync, then a fetch_and_op (NO_OP) and a get_accumulate (MAX); an int64
    window (win_allocate's dtype) changed by mpi.compare_and_swap (no derivative)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    _, win, g = mpi.win_allocate(4, comm)
    _, iwin, cnt = mpi.win_allocate(1, comm, np.int64)
    cnt[0] = 0
    w = np.empty(n)
    for i in range(n):
        w[i] = x[i] * x[i] + 0.5 * x[i]
    g[0] = w[0]
    g[1] = 0.5 * w[n - 1]
    g[2] = w[0] * w[n - 1]
    g[3] = 0.0
    mpi.win_fence(0, win)
    mpi.win_fence(0, iwin)
    a = np.empty(1)
    a[0] = math.sin(w[0])
    r1 = np.zeros(1)
    mpi.get_accumulate(a, r1, right, 0, mpi.SUM, win)
    b = np.empty(1)
    b[0] = 1.5 * w[n - 1]
    r2 = np.zeros(1)
    mpi.fetch_and_op(b, r2, left, 1, mpi.REPLACE, win)
    mpi.win_sync(win)
    one = np.full(1, rank + 1, dtype=np.int64)
    zero = np.zeros(1, dtype=np.int64)
    old = np.empty(1, dtype=np.int64)
    mpi.compare_and_swap(one, zero, old, right, 0, iwin)
    mpi.win_fence(0, win)
    mpi.win_fence(0, iwin)
    r3 = np.zeros(1)
    mpi.fetch_and_op(a, r3, right, 2, mpi.NO_OP, win)
    mpi.win_fence(0, win)
    m = np.empty(1)
    m[0] = w[0] * w[n - 1] + 0.1 * rank
    r4 = np.zeros(1)
    mpi.get_accumulate(m, r4, right, 3, mpi.MAX, win)
    mpi.win_fence(0, win)
    s = g[0] * w[0] + g[1] * g[1] + r1[0] * w[n - 1] + r2[0] * r3[0] + g[3] * w[0] + r4[0]
    s += (cnt[0] - left) * w[0]  # cnt[0] == left + 1, old[0] == 0
    s += old[0] * w[n - 1]
    mpi.win_free(iwin)
    mpi.win_free(win)
    for i in range(n):
        y[i] = w[i] * s
    return s


@mpiad.jit
def rma_dynamic_kernel(x, y, n, comm):
    """A dynamic window: an array attached (mpi.win_attach), its address (mpi.get_address)
    gathered by mpi.allgather; mpi.rget_accumulate (SUM) in a lock_all epoch completed by
    mpi.wait, epochs ordered by barriers; then mpi.put and mpi.accumulate (SUM) at the targets'
    addresses between fences; the array detached (mpi.win_detach) and the window freed."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    w = np.empty(n)
    for i in range(n):
        w[i] = x[i] * x[i] + 0.5 * x[i]
    g = np.zeros(3)
    _, win = mpi.win_create_dynamic(comm)
    mpi.win_attach(win, g)
    mine = np.empty(1, dtype=np.int64)
    _, mine[0] = mpi.get_address(g)
    at = np.empty(size, dtype=np.int64)
    mpi.allgather(mine, at, 1, comm)
    g[2] = w[0] * w[0]
    g[1] = 0.5 * w[n - 1]
    mpi.barrier(comm)
    mpi.win_lock_all(0, win)
    e = np.empty(1)
    e[0] = math.sin(w[0])
    r = np.zeros(1)
    _, req = mpi.rget_accumulate(e, r, right, at[right] + 16, mpi.SUM, win)
    mpi.wait(req)
    mpi.win_flush_all(win)
    mpi.win_unlock_all(win)
    mpi.barrier(comm)
    s = g[2] * w[n - 1] + r[0] * w[0]
    mpi.barrier(comm)
    mpi.win_fence(0, win)
    mpi.put(w[n - 1 : n], right, at[right], win)
    q = np.empty(1)
    q[0] = w[0] * w[n - 1]
    mpi.accumulate(q, left, at[left] + 8, mpi.SUM, win)
    mpi.win_fence(0, win)
    s += g[0] * w[0] + g[1] * g[1]
    mpi.win_detach(win, g)
    mpi.win_free(win)
    for i in range(n):
        y[i] = w[i] * s
    return s


#: MIN / MAX in a passive-target epoch: refused at run time, naming the call and the epoch
#: (tests/integration/test_mpi_rma.py's test_min_max_in_lock_epoch_refused_in_kernel)
@mpiad.jit
def rma_lock_max(x, y, n, comm):
    """mpi.accumulate with mpi.MAX into rank 0 inside mpi.win_lock_all: nothing there tells the
    origins when the element's value is final, which says who won."""
    g = np.zeros(1)
    _, win = mpi.win_create(g, comm)
    a = np.empty(1)
    a[0] = x[0] * x[0] + 1.0
    mpi.barrier(comm)
    mpi.win_lock_all(0, win)
    mpi.accumulate(a, 0, 0, mpi.MAX, win)
    mpi.win_unlock_all(win)
    mpi.barrier(comm)
    s = g[0] * g[0]
    mpi.barrier(comm)
    mpi.win_free(win)
    for i in range(n):
        y[i] = x[i] * s
    return s


RMA_KERNELS = [
    (rma_fence_halo, "a:3,a:3,i:3,comm", 1),
    (rma_lock_halo, "a:3,a:3,i:3,comm", 1),
    (rma_request_halo, "a:3,a:3,i:3,comm", 1),
    (rma_rget_lock, "a:3,a:3,i:3,comm", 1),
    (rma_fetch_alloc, "a:3,a:3,i:3,comm", 1),
    (rma_dynamic_kernel, "a:3,a:3,i:3,comm", 1),
    (rma_lock_max, "a:3,a:3,i:3,comm", 1),
]
#: kernels fe_check differentiates in forward modes only (their reverse mode refuses at run time)
FORWARD_ONLY = {"rma_rget_lock"}


#: derived datatypes and communicators made in kernels (issue 17): checked by their own test
#: (tests/integration/test_frontend_handles.py), apart from CASES, whose one launch they would
#: make too long
@mpiad.jit(cache=CACHE)
def w_alltoall(x, y, n, wtypes, comm, cart):
    """alltoallw and ialltoallw (issue 37): to even peers a column of a 3 x 4 block (an mpi4py
    vector), to odd ones a row of 3 doubles; from even peers 3 contiguous doubles, from odd ones
    a column; byte displacements; the datatypes an array from mpi.datatype_array (wtypes: the
    send side's, then the receive side's). Then neighbor_alltoallw / ineighbor_alltoallw on a
    periodic ring (cart; MPI_Aint displacements): a column to the lower neighbour, a row to the
    upper one, 3 doubles from each (wtypes' first two send types, its receive type of rank 0)."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    f = np.empty(12)
    for k in range(12):
        f[k] = math.sin(x[k % n]) * (rank + 1.0) + x[(5 * k + 1) % n]
    sc = np.empty(size, dtype=np.int32)
    sd = np.empty(size, dtype=np.int32)
    rc = np.empty(size, dtype=np.int32)
    rd = np.empty(size, dtype=np.int32)
    for b in range(size):
        if b % 2 == 0:
            sc[b], sd[b], rc[b], rd[b] = 1, (b % 4) * 8, 3, 12 * b * 8
        else:
            sc[b], sd[b], rc[b], rd[b] = 3, (b % 3) * 32, 1, (12 * b + 1) * 8
    st = wtypes[:size]
    rt = wtypes[size:]
    r = np.zeros(12 * size)
    mpi.alltoallw(f, sc, sd, st, r, rc, rd, rt, comm)
    for k in range(12):
        f[k] = math.cos(f[k]) + r[k % (12 * size)] * f[k]
    r2 = np.zeros(12 * size)
    _, q = mpi.ialltoallw(f, sc, sd, st, r2, rc, rd, rt, comm)
    mpi.waitall((q,))
    s = 0.0
    for k in range(12 * size):
        s += r[k] * r[k] * (k + 1.0) + r2[k] * f[k % 12]
    nsc = np.array([1, 3], dtype=np.int32)
    nsd = np.array([8, 32], dtype=np.int64)
    nrc = np.array([3, 3], dtype=np.int32)
    nrd = np.array([0, 24], dtype=np.int64)
    nst = np.empty(2, dtype=wtypes.dtype)
    nrt = np.empty(2, dtype=wtypes.dtype)
    nst[0] = wtypes[0]  # the column (rank 0's send type)
    nst[1] = wtypes[size]  # MPI_DOUBLE (rank 0's receive type)
    nrt[0] = wtypes[size]
    nrt[1] = wtypes[size]
    g = np.zeros(6)
    mpi.neighbor_alltoallw(f, nsc, nsd, nst, g, nrc, nrd, nrt, cart)
    g2 = np.zeros(6)
    _, q2 = mpi.ineighbor_alltoallw(f, nsc, nsd, nst, g2, nrc, nrd, nrt, cart)
    mpi.waitall((q2,))
    for k in range(6):
        s += g[k] * g[k] * (k + 2.0) + math.sin(g2[k])
    for i in range(n):
        y[i] = f[i % 12] * r2[(i + 3) % (12 * size)] + g[i % 6]
    return s + 0.0 * (sc[0] + sd[0] + rc[0] + rd[0])


@mpiad.jit(cache=CACHE)
def w_persistent(x, y, n, wtypes, col, comm, cart):
    """The persistent w-variants (issue 37): alltoallw_init (w_alltoall's blocks, the datatypes
    an array from mpi.datatype_array) and neighbor_alltoallw_init on a periodic ring (cart), and
    bcast_init of a column of a 3 x 4 block (col: an mpi4py vector made outside the kernel),
    made once, started together in a loop of 2 steps (startall), completed by waitall, freed."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    f = np.empty(12)
    sc = np.empty(size, dtype=np.int32)
    sd = np.empty(size, dtype=np.int32)
    rc = np.empty(size, dtype=np.int32)
    rd = np.empty(size, dtype=np.int32)
    for b in range(size):
        if b % 2 == 0:
            sc[b], sd[b], rc[b], rd[b] = 1, (b % 4) * 8, 3, 12 * b * 8
        else:
            sc[b], sd[b], rc[b], rd[b] = 3, (b % 3) * 32, 1, (12 * b + 1) * 8
    r = np.zeros(12 * size)
    _, qa = mpi.alltoallw_init(f, sc, sd, wtypes[:size], r, rc, rd, wtypes[size:], comm)
    nsc = np.array([1, 3], dtype=np.int32)
    nsd = np.array([8, 32], dtype=np.int64)
    nrc = np.array([3, 3], dtype=np.int32)
    nrd = np.array([0, 24], dtype=np.int64)
    nst = np.empty(2, dtype=wtypes.dtype)
    nrt = np.empty(2, dtype=wtypes.dtype)
    nst[0] = wtypes[0]  # the column (rank 0's send type)
    nst[1] = wtypes[size]  # MPI_DOUBLE (rank 0's receive type)
    nrt[0] = wtypes[size]
    nrt[1] = wtypes[size]
    g = np.zeros(6)
    _, qn = mpi.neighbor_alltoallw_init(f, nsc, nsd, nst, g, nrc, nrd, nrt, cart)
    blk = np.zeros(12)
    _, qb = mpi.bcast_init(blk, 0, comm, col, 1)
    s = 0.0
    for t in range(2):
        for k in range(12):
            f[k] = math.sin(x[(k + t) % n]) * (rank + 1.0) + x[(5 * k + 1) % n] + 0.1 * g[k % 6]
            blk[k] = math.cos(x[k % n]) * (t + 1.0) if rank == 0 else blk[k]
        mpi.startall((qa, qn, qb))
        mpi.waitall((qa, qn, qb))
        for k in range(12 * size):
            s += r[k] * r[k] * (k + 1.0 + t)
        for k in range(6):
            s += g[k] * g[k] * (k + 2.0) + math.sin(g[k]) * t
        for k in range(12):
            s += blk[k] * f[k] * (0.5 + 0.1 * k)
    mpi.request_free(qa)
    mpi.request_free(qn)
    mpi.request_free(qb)
    for i in range(n):
        y[i] = f[i % 12] * r[(i + 3) % (12 * size)] + g[i % 6] + blk[(4 * i) % 12]
    return s


HANDLE_KERNELS = [
    (vector_p2p, "a:12,a:12,i:12,col,comm", 1),
    (vector_collectives, "a:12,a:12,i:12,col,wcol,comm", 1),
    (typed_nonblocking_v, "a:12,a:12,i:12,col,idx,rcol,comm,cart", 1),
    (split_in_kernel, "a:3,a:3,i:3,comm", 1),
    (cart_in_kernel, "a:3,a:3,i:3,comm", 1),
    (w_alltoall, "a:12,a:12,i:12,wtypes,comm,cart", 1),
    (w_persistent, "a:12,a:12,i:12,wtypes,col,comm,cart", 1),
]

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
    (persistent_ring, "a:3,a:3,i:3,comm", 1),
    (nonblocking_collectives, "a:3,a:3,i:3,comm", 1),
    (v_collectives, "a:3,a:3,i:3,comm", 1),
    (scans_and_locs, "a:3,a:3,i:3,comm", 1),
    (float32_mpi, "f:4,f:4,i:4,comm", 1),
    (sub_communicators, "a:3,a:3,i:3,half,cart", 1),
    (neighbor_ring, "a:3,a:3,i:3,cart", 1),
]
#: every case; fe_check runs CASES unless kernels are named
ALL_CASES = CASES + HANDLE_KERNELS + MPI4_KERNELS + RMA_KERNELS + PSCW_KERNELS


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
