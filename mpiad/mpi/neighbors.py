"""Neighbourhood collectives inside kernels, on a communicator with a process topology (an mpi4py
``Cartcomm`` from ``comm.Create_cart``, passed in): ``neighbor_allgather(send_data, recv_data,
comm)`` sends all of ``send_data`` to every neighbour, ``neighbor_alltoall(send_data, recv_data,
count, comm)`` sends block j (``count`` elements) to neighbour j; receive block j comes from
neighbour j, in MPI's order (per dimension: the -1 then the +1 neighbour). Reverse mode needs a
Cartesian topology (passes/mpi/runtime/neighbors.c)."""

from __future__ import annotations

from . import _check_buffer, _check_comm, _check_contiguous, _python_only
from ._lowering import kernel_overload, mpi_call

__all__ = ["neighbor_allgather", "neighbor_alltoall"]

neighbor_allgather = _python_only("neighbor_allgather")
neighbor_alltoall = _python_only("neighbor_alltoall")

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
