"""The seed's token ring (Enzyme.jl's MultiRequest issue), in Numba with mpiad.mpi.

Rank 0 sends a token around the ring; every rank receives it from its left neighbour and sends it
to its right one, with nonblocking requests held three ways:

  (a) ring_raw:   in a raw request array (np.empty), like MPI.jl's MultiRequest;
  (b) ring_null:  in a request array filled with MPI_REQUEST_NULL first (ring_no_mr);
  (c) ring_given: in request storage the caller passes in.

Enzyme aborts on (a) and refuses (b). Here each is differentiated in forward and reverse mode and
checked against central finite differences:

    mpiexec -n 2 python examples/ring.py
"""

import sys

import numpy as np
from mpi4py import MPI

import mpiad
import mpiad.mpi as mpi


@mpiad.jit(cache=True)
def ring_raw(token, comm):
    rank = mpi.rank(comm)
    n = mpi.size(comm)
    reqs = np.empty(2, dtype=mpi.RequestType)  # raw MPI_Request handles, never initialised
    buf = np.empty(1)
    buf[0] = token
    if rank != 0:
        _, r = mpi.irecv(buf, rank - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    _, s = mpi.isend(buf, (rank + 1) % n, 0, comm)
    reqs[0] = s[0]
    if rank == 0:
        _, r = mpi.irecv(buf, n - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    mpi.wait(reqs[0:1])
    return buf[0] * buf[0]


@mpiad.jit(cache=True)
def ring_null(token, comm):
    rank = mpi.rank(comm)
    n = mpi.size(comm)
    reqs = np.full(2, mpi.REQUEST_NULL, dtype=mpi.RequestType)  # filled with MPI_REQUEST_NULL
    buf = np.empty(1)
    buf[0] = token
    if rank != 0:
        _, r = mpi.irecv(buf, rank - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    _, s = mpi.isend(buf, (rank + 1) % n, 0, comm)
    reqs[0] = s[0]
    if rank == 0:
        _, r = mpi.irecv(buf, n - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    mpi.wait(reqs[0:1])
    mpi.waitall(reqs)  # both null by now: a no-op
    return buf[0] * buf[0]


@mpiad.jit(cache=True)
def ring_given(token, comm, reqs):
    rank = mpi.rank(comm)
    n = mpi.size(comm)
    buf = np.empty(1)
    buf[0] = token
    if rank != 0:
        _, r = mpi.irecv(buf, rank - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    _, s = mpi.isend(buf, (rank + 1) % n, 0, comm)
    reqs[0] = s[0]
    if rank == 0:
        _, r = mpi.irecv(buf, n - 1, 0, comm)
        reqs[1] = r[0]
        mpi.wait(reqs[1:2])
    mpi.wait(reqs[0:1])
    return buf[0] * buf[0]


def main() -> int:
    comm = MPI.COMM_WORLD
    rank, size = comm.rank, comm.size
    if size < 2:
        if rank == 0:
            print(
                "ring.py needs at least 2 ranks (a rank cannot send to itself and receive the "
                "same buffer at once): mpiexec -n 2 python examples/ring.py"
            )
        return 0
    token = 1.5 if rank == 0 else float("nan")  # only rank 0's token matters
    h = 1e-6
    ok = True
    for name, f in (("raw", ring_raw), ("null", ring_null), ("given", ring_given)):
        extra = (np.zeros(2, dtype=mpi.RequestType),) if f is ring_given else ()
        # the token travels to every rank: d(buf^2)/d token0 = 2 token0 on every rank
        y = f(token, comm, *extra)
        t = 1.0 if rank == 0 else 0.0
        fwd = mpiad.autodiff(mpiad.Forward, f, mpiad.Duplicated(token, t), comm, *extra)
        yp = f(token + h, comm, *extra) if rank == 0 else f(token, comm, *extra)
        ym = f(token - h, comm, *extra) if rank == 0 else f(token, comm, *extra)
        fd = (yp - ym) / (2 * h)
        (grad,) = mpiad.autodiff(mpiad.Reverse, f, mpiad.Active(token), comm, *extra)
        # reverse: every rank seeds its own result with 1, so rank 0's token gets all of them
        total = comm.allreduce(grad if rank == 0 else 0.0)
        fd_sum = comm.allreduce(fd)
        good = (
            abs(fwd - fd) <= 1e-6 * (1 + abs(fd))
            and abs(total - fd_sum) <= 1e-6 * (1 + abs(fd_sum))
            and y == 2.25
        )
        ok &= bool(comm.allreduce(int(not good)) == 0)
        if rank == 0:
            print(
                f"ring_{name:5s} forward {fwd:.8f}  finite differences {fd:.8f}  "
                f"reverse (sum over ranks) {total:.8f} vs {fd_sum:.8f}  "
                f"{'ok' if good else 'MISMATCH'}"
            )
    if rank == 0:
        print("ring: all checks passed" if ok else "ring: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
