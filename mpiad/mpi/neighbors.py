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

from . import datatypes as _datatypes
from ._lowering import (
    _check_buffer,
    _check_comm,
    _check_contiguous,
    _python_only,
    kernel_overload,
    mpi_call,
    with_request,
)
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

# (send_data, recv_data, comm[, request]): all of send_data to every neighbour
_allgather = mpi_call("MPI_Neighbor_allgather", "d0 n0 t0 d1 n0 t1 c2")
_iallgather = mpi_call("MPI_Ineighbor_allgather", "d0 n0 t0 d1 n0 t1 c2 d3")
# (send_data, recv_data, count, comm[, request]): blocks of count elements
_alltoall = mpi_call("MPI_Neighbor_alltoall", "d0 i2 t0 d1 i2 t1 c3")
_ialltoall = mpi_call("MPI_Ineighbor_alltoall", "d0 i2 t0 d1 i2 t1 c3 d4")


def _checks(fn: str, send_data, recv_data, comm) -> None:
    _check_buffer(send_data, f"{fn}: send_data")
    _check_buffer(recv_data, f"{fn}: recv_data")
    _check_comm(comm, fn)


def _allgather_ol(fn: str, call):
    """``neighbor_allgather``; ``call``: the MPI call, or the nonblocking one ``with_request``."""

    def ol(send_data, recv_data, comm):
        _checks(fn, send_data, recv_data, comm)

        def impl(send_data, recv_data, comm):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, comm))

        return impl

    return ol


def _alltoall_ol(fn: str, call):
    """``neighbor_alltoall``; ``call`` as for neighbor_allgather."""

    def ol(send_data, recv_data, count, comm):
        _checks(fn, send_data, recv_data, comm)

        def impl(send_data, recv_data, count, comm):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, count, comm))

        return impl

    return ol


_V = _datatypes.V
for _stub, _factory, _call in (
    (neighbor_allgather, _allgather_ol, _allgather),
    (ineighbor_allgather, _allgather_ol, with_request(_iallgather)),
    (neighbor_alltoall, _alltoall_ol, _alltoall),
    (ineighbor_alltoall, _alltoall_ol, with_request(_ialltoall)),
):
    kernel_overload(_stub)(_factory(_stub.__name__, _call))
# the v-variants: vcollectives.py's builders, with a communicator required (no COMM_WORLD default)
for _stub, _factory, _call in (
    (neighbor_allgatherv, _allgatherv_ol, _V["MPI_Neighbor_allgatherv"]),
    (ineighbor_allgatherv, _allgatherv_ol, with_request(_V["MPI_Ineighbor_allgatherv"])),
    (neighbor_alltoallv, _alltoallv_ol, _V["MPI_Neighbor_alltoallv"]),
    (ineighbor_alltoallv, _alltoallv_ol, with_request(_V["MPI_Ineighbor_alltoallv"])),
):
    kernel_overload(_stub)(_factory(_stub.__name__, _call, comm_required=True))
