"""Kernels with one-sided post-start-complete-wait epochs (mpi.win_post / win_start /
win_complete / win_wait), checked by fe_check (tests/integration/test_frontend_pscw.py).

Spec kinds as in kernels.py; ``grp`` is the group of every rank of COMM_WORLD, an mpi4py
``MPI.Group`` made outside the kernel (fe_check.GROUPS). Cached on disk: the test's launches
on other rank counts load what the first compiled."""

from __future__ import annotations

import math

import numpy as np

import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def rma_pscw_minmax(x, y, n, grp, comm):
    """Every rank exposes its window to all (mpi.win_post on the group passed in) and opens an
    access epoch on all (mpi.win_start on a group made in the kernel: mpi.comm_group, then
    mpi.group_excl of no rank): mpi.put into the right neighbour's cell 0, mpi.accumulate SUM into
    the left one's cell 1, mpi.accumulate MAX into the right one's cell 2 (above the target's
    own value), then a larger MAX there (both change the element: MPI orders one origin's
    accumulates to one element; the derivative is the second's alone), every rank's MAX into
    rank 0's cell 3 (several origins on one element from 2 and 3 ranks; ``0.1 * rank`` keeps
    them apart), mpi.get_accumulate MIN into the left one's cell 4 (the fetched value's
    derivative: the target's at the epoch's start); rank 0 ends its exposure by polling
    mpi.win_test."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    left = (rank - 1) % size
    w = np.empty(n)
    for i in range(n):
        w[i] = x[i] * x[i] + 0.5 * x[i]
    g = np.empty(5)
    g[0] = 0.0
    g[1] = 0.5 * w[n - 1]
    g[2] = 0.8 * w[0] * w[n - 1]
    g[3] = 0.7 * w[n - 1]
    g[4] = 0.9 * w[0] + 0.2
    _, win = mpi.win_create(g, comm)
    _, every = mpi.comm_group(comm)
    _, access = mpi.group_excl(every, np.zeros(0, dtype=np.int32))
    mpi.win_post(grp, 0, win)
    mpi.win_start(access, 0, win)
    mpi.put(w[n - 1 : n], right, 0, win)
    a = np.empty(1)
    a[0] = math.sin(w[0])
    mpi.accumulate(a, left, 1, mpi.SUM, win)
    m = np.empty(1)
    m[0] = w[0] * w[n - 1] + 0.1 * rank
    mpi.accumulate(m, right, 2, mpi.MAX, win)
    m2 = np.empty(1)
    m2[0] = m[0] + 0.5 + 0.1 * w[0]
    mpi.accumulate(m2, right, 2, mpi.MAX, win)
    c = np.empty(1)
    c[0] = w[0] * (1.0 + 0.1 * w[n - 1]) + 0.1 * rank
    mpi.accumulate(c, 0, 3, mpi.MAX, win)
    b = np.empty(1)
    b[0] = w[n - 1] - 0.3 * w[0] + 0.2 * rank
    r = np.zeros(1)
    mpi.get_accumulate(b, r, left, 4, mpi.MIN, win)
    mpi.win_complete(win)
    if rank == 0:  # rank 0 polls mpi.win_test until its exposure is over; the others wait
        done = 0
        while done == 0:
            _, done = mpi.win_test(win)
    else:
        mpi.win_wait(win)
    mpi.group_free(access)
    mpi.group_free(every)
    s = g[0] * w[0] + g[1] * g[1] + g[2] * w[n - 1] + g[3] * g[3] + g[4] * w[0] + r[0] * r[0]
    mpi.win_free(win)
    for i in range(n):
        y[i] = w[i] * s
    return s


#: a Get in an access epoch: forward modes differentiate it (fe_check's finite differences pass
#: first), reverse mode refuses it at run time, naming the call
#: (tests/integration/test_frontend_pscw.py's test_pscw_get_refused_in_reverse_in_kernel)
@mpiad.jit(cache=True)
def rma_pscw_get(x, y, n, grp, comm):
    """mpi.get of the right neighbour's cell between mpi.win_start and mpi.win_complete."""
    rank = mpi.rank(comm)
    size = mpi.size(comm)
    right = (rank + 1) % size
    g = np.zeros(1)
    g[0] = x[0] * x[n - 1]
    _, win = mpi.win_create(g, comm)
    got = np.zeros(1)
    mpi.win_post(grp, 0, win)
    mpi.win_start(grp, 0, win)
    mpi.get(got, right, 0, win)
    mpi.win_complete(win)
    mpi.win_wait(win)
    s = got[0] * got[0] + x[0] + 0.1 * g[0]
    mpi.win_free(win)
    for i in range(n):
        y[i] = x[i] * s
    return s


PSCW_KERNELS = [
    (rma_pscw_minmax, "a:3,a:3,i:3,grp,comm", 1),
    (rma_pscw_get, "a:3,a:3,i:3,grp,comm", 1),
]
