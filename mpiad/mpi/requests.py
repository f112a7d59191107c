"""Persistent requests inside kernels: ``send_init`` (``ssend_init``, ``rsend_init``,
``bsend_init``), ``recv_init``, ``start``, ``startall``, ``request_free``.

``*_init`` return ``(status, request)`` like ``isend``/``irecv``: an int32 array holding the
persistent request's handle, which keeps its value across ``start`` / completion cycles (any
completion call: ``wait``, ``waitall``, ``waitany``, ``test``...) until ``request_free``. The
buffer given to ``*_init`` is the one every start sends from or receives into. With
``datatype=`` (and ``count=``, in its elements; default 1) the buffer is an mpi4py datatype's
layout from the array's first element (mpiad/mpi/datatypes.py): a strided halo column of a 2-D
array without packing."""

from __future__ import annotations

import numpy as np

from . import (
    ANY_SOURCE,
    ANY_TAG,
    RequestType,
    _check_buffer,
    _check_comm,
    _check_contiguous,
    _check_requests,
    _gather_requests,
    _python_only,
    _request_array,
    _scatter_requests,
)
from . import datatypes as _datatypes
from ._lowering import kernel_overload, mpi_call

__all__ = [
    "send_init",
    "ssend_init",
    "rsend_init",
    "bsend_init",
    "recv_init",
    "start",
    "startall",
    "request_free",
]

send_init = _python_only("send_init")
ssend_init = _python_only("ssend_init")
rsend_init = _python_only("rsend_init")
bsend_init = _python_only("bsend_init")
recv_init = _python_only("recv_init")
start = _python_only("start")
startall = _python_only("startall")
request_free = _python_only("request_free")

# (data, peer, tag, comm, request)
_INIT = "d0 n0 t0 i1 i2 c3 d4"


def _init(stub, mpi_name: str, what: str, peer_default=None, tag_default=0):
    call, typed_call = mpi_call(mpi_name, _INIT), _datatypes.INIT[mpi_name]
    fn = stub.__name__
    side = _datatypes.side

    if peer_default is None:

        def ol(data, dest, tag=tag_default, comm=None, datatype=None, count=None):
            _check_comm(comm, fn)
            if _datatypes.given(datatype, count):
                _datatypes.check_side(fn, what, data, datatype, count)

                def typed(data, dest, tag=tag_default, comm=None, datatype=None, count=None):
                    n, dt = side(data, datatype, count)
                    req = np.empty(1, dtype=RequestType)
                    return typed_call((data, n, dt, dest, tag, comm, req)), req

                return typed
            _check_buffer(data, f"{fn}: {what}")

            def impl(data, dest, tag=tag_default, comm=None, datatype=None, count=None):
                _check_contiguous(data)
                req = np.empty(1, dtype=RequestType)
                status = call((data, dest, tag, comm, req))
                return status, req

            return impl

    else:

        def ol(data, source=peer_default, tag=tag_default, comm=None, datatype=None, count=None):
            _check_comm(comm, fn)
            if _datatypes.given(datatype, count):
                _datatypes.check_side(fn, what, data, datatype, count)

                def typed(
                    data, source=peer_default, tag=tag_default, comm=None, datatype=None, count=None
                ):
                    n, dt = side(data, datatype, count)
                    req = np.empty(1, dtype=RequestType)
                    return typed_call((data, n, dt, source, tag, comm, req)), req

                return typed
            _check_buffer(data, f"{fn}: {what}")

            def impl(
                data, source=peer_default, tag=tag_default, comm=None, datatype=None, count=None
            ):
                _check_contiguous(data)
                req = np.empty(1, dtype=RequestType)
                status = call((data, source, tag, comm, req))
                return status, req

            return impl

    kernel_overload(stub)(ol)


_init(send_init, "MPI_Send_init", "data")
_init(ssend_init, "MPI_Ssend_init", "data")
_init(rsend_init, "MPI_Rsend_init", "data")
_init(bsend_init, "MPI_Bsend_init", "data")
_init(recv_init, "MPI_Recv_init", "data", ANY_SOURCE, ANY_TAG)

_start = mpi_call("MPI_Start", "d0")
_startall = mpi_call("MPI_Startall", "n0 d0")
_request_free = mpi_call("MPI_Request_free", "d0")


@kernel_overload(start)
def _ol_start(request):
    _check_requests(request, "start")

    def impl(request):
        _check_contiguous(request)
        return _start((request,))

    return impl


@kernel_overload(startall)
def _ol_startall(requests):
    """An int32 array of handles, or a tuple of request arrays (as waitall takes)."""
    if _request_array(requests, "startall"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            status = _startall((buf,))
            _scatter_requests(requests, buf)
            return status

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        return _startall((requests,))

    return impl


@kernel_overload(request_free)
def _ol_request_free(request):
    _check_requests(request, "request_free")

    def impl(request):
        _check_contiguous(request)
        return _request_free((request,))

    return impl
