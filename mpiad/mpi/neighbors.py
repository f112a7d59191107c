"""Neighbourhood collectives inside kernels, on a communicator with a process topology (an mpi4py
``Cartcomm`` from ``comm.Create_cart``, passed in): ``neighbor_allgather(send_data, recv_data,
comm)`` sends all of ``send_data`` to every neighbour, ``neighbor_alltoall(send_data, recv_data,
count, comm)`` sends block j (``count`` elements) to neighbour j; receive block j comes from
neighbour j, in MPI's order (per dimension: the -1 then the +1 neighbour). The v-variants take
int32 arrays of counts and displacements (one entry a neighbour): ``neighbor_allgatherv(send_data,
recv_data, recvcounts, displs, comm)``, ``neighbor_alltoallv(send_data, sendcounts, sdispls,
recv_data, recvcounts, rdispls, comm)``; the nonblocking forms (``ineighbor_allgather``,
``ineighbor_alltoall``, ``ineighbor_allgatherv``, ``ineighbor_alltoallv``) take the same arguments
and return ``(status, request)``, completed by any completion call. Reverse mode runs the
transposed exchange on the same Cartesian communicator, or on the reversed graph of a graph
topology (passes/mpi/runtime/neighbors.c)."""

from __future__ import annotations

from . import _check_buffer, _check_comm, _check_contiguous, _python_only
from ._lowering import kernel_overload, mpi_call
from .collectives import _request
from .vcollectives import _allgatherv_ol, _alltoallv_ol

__all__ = [
    "neighbor_allgather",
    "neighbor_alltoall",
    "neighbor_allgatherv",
    "neighbor_alltoallv",
    "ineighbor_allgather",
    "ineighbor_alltoall",
    "ineighbor_allgatherv",
    "ineighbor_alltoallv",
]

neighbor_allgather = _python_only("neighbor_allgather")
neighbor_alltoall = _python_only("neighbor_alltoall")
neighbor_allgatherv = _python_only("neighbor_allgatherv")
neighbor_alltoallv = _python_only("neighbor_alltoallv")
ineighbor_allgather = _python_only("ineighbor_allgather")
ineighbor_alltoall = _python_only("ineighbor_alltoall")
ineighbor_allgatherv = _python_only("ineighbor_allgatherv")
ineighbor_alltoallv = _python_only("ineighbor_alltoallv")

# (send_data, count, recv_data, comm)
_allgather = mpi_call("MPI_Neighbor_allgather", "d0 n0 t0 d1 n0 t1 c2")
_alltoall = mpi_call("MPI_Neighbor_alltoall", "d0 i2 t0 d1 i2 t1 c3")


def _buffers(fn: str, send_data, recv_data) -> None:
    _check_buffer(send_data, f"{fn}: send_data")
    _check_buffer(recv_data, f"{fn}: recv_data")


@kernel_overload(neighbor_allgather)
def _ol_neighbor_allgather(send_data, recv_data, comm):
    _buffers("neighbor_allgather", send_data, recv_data)
    _check_comm(comm, "neighbor_allgather")

    def impl(send_data, recv_data, comm):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        return _allgather((send_data, recv_data, comm))

    return impl


@kernel_overload(neighbor_alltoall)
def _ol_neighbor_alltoall(send_data, recv_data, count, comm):
    _buffers("neighbor_alltoall", send_data, recv_data)
    _check_comm(comm, "neighbor_alltoall")

    def impl(send_data, recv_data, count, comm):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        return _alltoall((send_data, recv_data, count, comm))

    return impl


_iallgather = mpi_call("MPI_Ineighbor_allgather", "d0 n0 t0 d1 n0 t1 c2 d3")
_ialltoall = mpi_call("MPI_Ineighbor_alltoall", "d0 i2 t0 d1 i2 t1 c3 d4")
# (send_data, recv_data, recvcounts, displs, comm[, request])
_allgatherv = mpi_call("MPI_Neighbor_allgatherv", "d0 n0 t0 d1 d2 d3 t1 c4")
_iallgatherv = mpi_call("MPI_Ineighbor_allgatherv", "d0 n0 t0 d1 d2 d3 t1 c4 d5")
# (send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm[, request])
_alltoallv = mpi_call("MPI_Neighbor_alltoallv", "d0 d1 d2 t0 d3 d4 d5 t3 c6")
_ialltoallv = mpi_call("MPI_Ineighbor_alltoallv", "d0 d1 d2 t0 d3 d4 d5 t3 c6 d7")


@kernel_overload(ineighbor_allgather)
def _ol_ineighbor_allgather(send_data, recv_data, comm):
    _buffers("ineighbor_allgather", send_data, recv_data)
    _check_comm(comm, "ineighbor_allgather")

    def impl(send_data, recv_data, comm):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        return _iallgather((send_data, recv_data, comm, req)), req

    return impl


@kernel_overload(ineighbor_alltoall)
def _ol_ineighbor_alltoall(send_data, recv_data, count, comm):
    _buffers("ineighbor_alltoall", send_data, recv_data)
    _check_comm(comm, "ineighbor_alltoall")

    def impl(send_data, recv_data, count, comm):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        return _ialltoall((send_data, recv_data, count, comm, req)), req

    return impl


# the v-variants: vcollectives.py's builders, with a communicator required (no COMM_WORLD default)
for _fn, _stub, _factory, _call, _nb in (
    ("neighbor_allgatherv", neighbor_allgatherv, _allgatherv_ol, _allgatherv, False),
    ("ineighbor_allgatherv", ineighbor_allgatherv, _allgatherv_ol, _iallgatherv, True),
    ("neighbor_alltoallv", neighbor_alltoallv, _alltoallv_ol, _alltoallv, False),
    ("ineighbor_alltoallv", ineighbor_alltoallv, _alltoallv_ol, _ialltoallv, True),
):
    kernel_overload(_stub)(_factory(_fn, _call, _nb, comm_required=True))
