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

from . import (
    _check_contiguous,
    _check_requests,
    _gather_requests,
    _python_only,
    _request_array,
    _scatter_requests,
)
from . import datatypes as _datatypes
from ._lowering import kernel_overload, mpi_call, with_request
from .p2p import receiving_ol, sending_ol

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

# the inits: p2p.py's builders, their calls ``with_request``
for _stub, _builder, _name in (
    (send_init, sending_ol, "MPI_Send_init"),
    (ssend_init, sending_ol, "MPI_Ssend_init"),
    (rsend_init, sending_ol, "MPI_Rsend_init"),
    (bsend_init, sending_ol, "MPI_Bsend_init"),
    (recv_init, receiving_ol, "MPI_Recv_init"),
):
    kernel_overload(_stub)(_builder(_stub.__name__, with_request(_datatypes.INIT[_name])))

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
