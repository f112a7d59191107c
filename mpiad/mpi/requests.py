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

import numba
import numpy as np
from numba.core import types
from numba.extending import intrinsic, overload

from . import datatypes as _datatypes
from ._lowering import (
    _check_contiguous,
    _count,
    _data,
    _mpi_fn,
    _python_only,
    _status_ignore,
    kernel_overload,
    mpi_call,
    with_request,
)
from .handles import _I32, _REQUEST_NB, _VOIDPTR, RequestType
from .p2p import receiving_ol, sending_ol

__all__ = [
    "wait",
    "waitall",
    "test",
    "waitany",
    "waitsome",
    "testany",
    "testsome",
    "testall",
    "send_init",
    "ssend_init",
    "rsend_init",
    "bsend_init",
    "recv_init",
    "start",
    "startall",
    "request_free",
]

wait = _python_only("wait")
waitall = _python_only("waitall")
test = _python_only("test")
waitany = _python_only("waitany")
waitsome = _python_only("waitsome")
testany = _python_only("testany")
testsome = _python_only("testsome")
testall = _python_only("testall")


@intrinsic
def _wait(typingctx, req):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Wait", [_VOIDPTR, _VOIDPTR])
        return builder.call(fn, [_data(context, builder, sig.args[0], args[0]), _status_ignore()])

    return types.int32(req), codegen


@intrinsic
def _waitall(typingctx, reqs):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Waitall", [_I32, _VOIDPTR, _VOIDPTR])
        return builder.call(
            fn,
            [
                _count(context, builder, sig.args[0], args[0]),
                _data(context, builder, sig.args[0], args[0]),
                _status_ignore(),
            ],
        )

    return types.int32(reqs), codegen


@intrinsic
def _test(typingctx, req, flag):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Test", [_VOIDPTR, _VOIDPTR, _VOIDPTR])
        return builder.call(
            fn,
            [
                _data(context, builder, sig.args[0], args[0]),
                _data(context, builder, sig.args[1], args[1]),
                _status_ignore(),
            ],
        )

    return types.int32(req, flag), codegen


def _array_call_intrinsic(name: str, nout: int):
    """``MPI_<name>(count, requests, nout int32 output arrays..., MPI_STATUS(ES)_IGNORE)``:
    completion calls taking the request array (its size as the count)."""

    def codegen(context, builder, sig, args):
        argv = [_count(context, builder, sig.args[0], args[0])]
        tys = [_I32]
        for ty, val in zip(sig.args, args):
            argv.append(_data(context, builder, ty, val))
            tys.append(_VOIDPTR)
        argv.append(_status_ignore())
        tys.append(_VOIDPTR)
        return builder.call(_mpi_fn(builder, name, tys), argv)

    if nout == 1:

        def typer1(typingctx, reqs, out):
            return types.int32(reqs, out), codegen

        return intrinsic(typer1)

    def typer2(typingctx, reqs, out1, out2):
        return types.int32(reqs, out1, out2), codegen

    return intrinsic(typer2)


_waitany = _array_call_intrinsic("MPI_Waitany", 1)  # (reqs, index)
_testany = _array_call_intrinsic("MPI_Testany", 2)  # (reqs, index, flag)
_waitsome = _array_call_intrinsic("MPI_Waitsome", 2)  # (reqs, outcount, indices)
_testsome = _array_call_intrinsic("MPI_Testsome", 2)  # (reqs, outcount, indices)
_testall = _array_call_intrinsic("MPI_Testall", 1)  # (reqs, flag)


def _check_requests(ty, fn: str) -> None:
    if not (isinstance(ty, types.Array) and ty.ndim == 1 and ty.dtype == _REQUEST_NB):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: requests must be an {_REQUEST_NB} array (mpiad.mpi.RequestType) of "
            f"MPI_Request handles (as returned by isend/irecv), got {ty}"
        )


@overload(wait)
def _ol_wait(request):
    _check_requests(request, "wait")

    def impl(request):
        _check_contiguous(request)
        return _wait(request)

    return impl


@overload(waitall)
def _ol_waitall(requests):
    if isinstance(requests, types.UniTuple):
        _check_requests(requests.dtype, "waitall")
        n = requests.count

        def impl_tuple(requests):
            buf = np.empty(n, dtype=RequestType)
            for k in range(n):
                buf[k] = requests[k][0]
            status = _waitall(buf)
            for k in range(n):
                requests[k][0] = buf[k]
            return status

        return impl_tuple
    _check_requests(requests, "waitall")

    def impl(requests):
        _check_contiguous(requests)
        return _waitall(requests)

    return impl


@overload(test)
def _ol_test(request):
    _check_requests(request, "test")

    def impl(request):
        _check_contiguous(request)
        flag = np.zeros(1, dtype=np.int32)
        status = _test(request, flag)
        return status, flag[0] != 0

    return impl


def _request_array(requests, fn: str):
    """Overloads accept a request array (RequestType) or a tuple of them (as numba-mpi does)."""
    if isinstance(requests, types.UniTuple):
        _check_requests(requests.dtype, fn)
        return True
    _check_requests(requests, fn)
    return False


@numba.njit(inline="always")
def _gather_requests(requests):
    buf = np.empty(len(requests), dtype=RequestType)
    for k in range(len(requests)):
        buf[k] = requests[k][0]
    return buf


@numba.njit(inline="always")
def _scatter_requests(requests, buf):
    for k in range(len(requests)):
        requests[k][0] = buf[k]


@overload(waitany)
def _ol_waitany(requests):
    """``(status, index)``: index of the request that completed (MPI_UNDEFINED if none was
    active)."""
    if _request_array(requests, "waitany"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            index = np.zeros(1, dtype=np.int32)
            status = _waitany(buf, index)
            _scatter_requests(requests, buf)
            return status, index[0]

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        index = np.zeros(1, dtype=np.int32)
        status = _waitany(requests, index)
        return status, index[0]

    return impl


@overload(testany)
def _ol_testany(requests):
    """``(status, flag, index)``."""
    if _request_array(requests, "testany"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            index = np.zeros(1, dtype=np.int32)
            flag = np.zeros(1, dtype=np.int32)
            status = _testany(buf, index, flag)
            _scatter_requests(requests, buf)
            return status, flag[0] != 0, index[0]

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        index = np.zeros(1, dtype=np.int32)
        flag = np.zeros(1, dtype=np.int32)
        status = _testany(requests, index, flag)
        return status, flag[0] != 0, index[0]

    return impl


def _some(call, fn: str):
    def ol(requests):
        if _request_array(requests, fn):

            def impl_tuple(requests):
                buf = _gather_requests(requests)
                out = np.zeros(1, dtype=np.int32)
                indices = np.empty(len(requests), dtype=np.int32)
                status = call(buf, out, indices)
                _scatter_requests(requests, buf)
                return status, indices[: max(out[0], 0)]

            return impl_tuple

        def impl(requests):
            _check_contiguous(requests)
            out = np.zeros(1, dtype=np.int32)
            indices = np.empty(requests.size, dtype=np.int32)
            status = call(requests, out, indices)
            return status, indices[: max(out[0], 0)]

        return impl

    return ol


#: ``(status, indices)``: the indices of the requests that completed (empty if none was active)
overload(waitsome)(_some(_waitsome, "waitsome"))
#: ``(status, indices)``: as waitsome, possibly none yet
overload(testsome)(_some(_testsome, "testsome"))


@overload(testall)
def _ol_testall(requests):
    """``(status, flag)``."""
    if _request_array(requests, "testall"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            flag = np.zeros(1, dtype=np.int32)
            status = _testall(buf, flag)
            _scatter_requests(requests, buf)
            return status, flag[0] != 0

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        flag = np.zeros(1, dtype=np.int32)
        status = _testall(requests, flag)
        return status, flag[0] != 0

    return impl


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
