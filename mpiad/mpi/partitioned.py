"""MPI-4's partitioned communication inside kernels: ``psend_init``, ``precv_init``, ``pready``,
``pready_range``, ``pready_list``, ``parrived`` (started by ``start`` / ``startall``, completed by
any completion call, freed by ``request_free``: ``requests.py``).

``psend_init(data, partitions, dest, tag=0, comm=None)`` and ``precv_init(data, partitions,
source, tag=0, comm=None)`` return ``(status, request)`` like ``send_init``: ``data`` (a
C-contiguous array of its dtype) is cut into ``partitions`` equal parts (its size must be a
multiple of it; the two sides may cut differently). ``pready(partition, request)``,
``pready_range(low, high, request)``, ``pready_list(partitions, request)`` (an int32 array)
return the status; ``parrived(request, partition)`` returns ``(status, flag)``."""

from __future__ import annotations

import numba
import numpy as np
from numba.core import types

from ._lowering import (
    _check_buffer,
    _check_comm,
    _check_contiguous,
    _python_only,
    kernel_overload,
    mpi_call,
    with_request,
)
from .requests import _check_requests

__all__ = ["psend_init", "precv_init", "pready", "pready_range", "pready_list", "parrived"]

psend_init = _python_only("psend_init")
precv_init = _python_only("precv_init")
pready = _python_only("pready")
pready_range = _python_only("pready_range")
pready_list = _python_only("pready_list")
parrived = _python_only("parrived")

# (data, partitions, count, peer, tag, comm, request)
_PSEND_INIT = with_request(mpi_call("MPI_Psend_init", "d0 i1 w2 t0 i3 i4 c5 I d6"))
_PRECV_INIT = with_request(mpi_call("MPI_Precv_init", "d0 i1 w2 t0 i3 i4 c5 I d6"))
_PREADY = mpi_call("MPI_Pready", "i0 r1")
_PREADY_RANGE = mpi_call("MPI_Pready_range", "i0 i1 r2")
_PREADY_LIST = mpi_call("MPI_Pready_list", "n0 d0 r1")
_PARRIVED = mpi_call("MPI_Parrived", "r0 i1 Oi")


@numba.njit(inline="always")
def _per_partition(data, partitions):
    if partitions <= 0 or data.size % partitions != 0:
        raise ValueError(
            "mpiad.mpi: psend_init / precv_init: the buffer's size must be a positive multiple "
            "of the number of partitions"
        )
    return data.size // partitions


def _init_ol(fn: str, call):
    def ol(data, partitions, peer, tag=0, comm=None):
        _check_comm(comm, fn)
        _check_buffer(data, f"{fn}'s data")

        def impl(data, partitions, peer, tag=0, comm=None):
            _check_contiguous(data)
            count = np.int64(_per_partition(data, partitions))
            return call((data, partitions, count, peer, tag, comm))

        return impl

    return ol


kernel_overload(psend_init)(_init_ol("psend_init", _PSEND_INIT))
kernel_overload(precv_init)(_init_ol("precv_init", _PRECV_INIT))


@kernel_overload(pready)
def _ol_pready(partition, request):
    _check_requests(request, "pready")
    return lambda partition, request: _PREADY((partition, request))


@kernel_overload(pready_range)
def _ol_pready_range(low, high, request):
    _check_requests(request, "pready_range")
    return lambda low, high, request: _PREADY_RANGE((low, high, request))


@kernel_overload(pready_list)
def _ol_pready_list(partitions, request):
    _check_requests(request, "pready_list")
    if not (isinstance(partitions, types.Array) and partitions.dtype == types.int32):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.pready_list: partitions must be an int32 array, got {partitions}"
        )

    def impl(partitions, request):
        _check_contiguous(partitions)
        return _PREADY_LIST((partitions, request))

    return impl


@kernel_overload(parrived)
def _ol_parrived(request, partition):
    _check_requests(request, "parrived")

    def impl(request, partition):
        status, flag = _PARRIVED((request, partition))
        return status, flag != 0

    return impl
