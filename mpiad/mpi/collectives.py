"""Collectives inside kernels beyond numba-mpi's: nonblocking collectives, the v-variants,
``alltoall``, ``reduce_scatter_block``, prefix reductions (blocking or not) and
``reduce_local``.

Arguments follow MPI's order with buffers as arrays; counts are the arrays' sizes where MPI's
are implied (a block of ``alltoall`` is ``send_data.size // size``); counts and displacements of
the v-variants are int32 arrays (in elements). Nonblocking calls return ``(status, request)``
like ``isend``; any completion call completes them. Reductions take ``SUM``, ``PROD``, ``MIN``,
``MAX`` (or an mpi4py op), ``MINLOC`` / ``MAXLOC`` only in ``allreduce`` / ``reduce``."""

from __future__ import annotations

import numba
import numpy as np
from numba.core import types

from . import (
    Operator,
    RequestType,
    _check_buffer,
    _check_comm,
    _check_contiguous,
    _check_op,
    _comm_size,
    _no_comm,
    _python_only,
)
from . import datatypes as _datatypes
from ._lowering import kernel_overload, mpi_call

__all__ = [
    "ibcast",
    "igather",
    "iscatter",
    "iallgather",
    "alltoall",
    "ialltoall",
    "reduce_scatter_block",
    "ireduce_scatter_block",
    "iallreduce",
    "ireduce",
    "ibarrier",
    "gatherv",
    "igatherv",
    "scatterv",
    "iscatterv",
    "allgatherv",
    "iallgatherv",
    "alltoallv",
    "ialltoallv",
    "reduce_scatter",
    "ireduce_scatter",
    "scan",
    "exscan",
    "iscan",
    "iexscan",
    "reduce_local",
]

ibcast = _python_only("ibcast")
igather = _python_only("igather")
iscatter = _python_only("iscatter")
iallgather = _python_only("iallgather")
alltoall = _python_only("alltoall")
ialltoall = _python_only("ialltoall")
reduce_scatter_block = _python_only("reduce_scatter_block")
ireduce_scatter_block = _python_only("ireduce_scatter_block")
iallreduce = _python_only("iallreduce")
ireduce = _python_only("ireduce")
ibarrier = _python_only("ibarrier")
gatherv = _python_only("gatherv")
igatherv = _python_only("igatherv")
scatterv = _python_only("scatterv")
iscatterv = _python_only("iscatterv")
allgatherv = _python_only("allgatherv")
iallgatherv = _python_only("iallgatherv")
alltoallv = _python_only("alltoallv")
ialltoallv = _python_only("ialltoallv")
reduce_scatter = _python_only("reduce_scatter")
ireduce_scatter = _python_only("ireduce_scatter")
scan = _python_only("scan")
exscan = _python_only("exscan")
iscan = _python_only("iscan")
iexscan = _python_only("iexscan")
reduce_local = _python_only("reduce_local")


def _check_counts(ty, what: str) -> None:
    if not (isinstance(ty, types.Array) and ty.ndim == 1 and ty.dtype == types.int32):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{what} must be a 1-D int32 array (one entry a rank), got {ty}"
        )


def _buffers(fn: str, **bufs) -> None:
    for name, ty in bufs.items():
        _check_buffer(ty, f"{fn}: {name}", scalar_ok=name == "sendobj")


def _check_dtypes(fn: str, a, b) -> None:
    da = a.dtype if isinstance(a, types.Array) else a
    db = b.dtype if isinstance(b, types.Array) else b
    if da != db:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: the send and receive data have different dtypes ({da}, {db})"
        )


@numba.njit(inline="always")
def _request():
    return np.empty(1, dtype=RequestType)


# -- nonblocking forms of numba-mpi's collectives ---------------------------------------------
_ibcast = mpi_call("MPI_Ibcast", "d0 n0 t0 i1 c2 d3")


@kernel_overload(ibcast)
def _ol_ibcast(data, root, comm=None):
    _buffers("ibcast", data=data)
    _check_comm(comm, "ibcast")

    def impl(data, root, comm=None):
        _check_contiguous(data)
        req = _request()
        return _ibcast((data, root, comm, req)), req

    return impl


# (send_data, count, recv_data, rcount, root, comm, request)
_igather = mpi_call("MPI_Igather", "d0 i1 t0 d2 i3 t2 i4 c5 d6")
_iscatter = mpi_call("MPI_Iscatter", "d0 i1 t0 d2 i3 t2 i4 c5 d6")
_iallgather = mpi_call("MPI_Iallgather", "d0 i1 t0 d2 i3 t2 c5 d6")


@kernel_overload(igather)
def _ol_igather(send_data, recv_data, count, root, comm=None):
    """As ``gather``: ``count`` elements from each rank."""
    _buffers("igather", send_data=send_data, recv_data=recv_data)
    _check_comm(comm, "igather")

    def impl(send_data, recv_data, count, root, comm=None):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _igather((send_data, send_data.size, recv_data, count, root, comm, req))
        return st, req

    return impl


@kernel_overload(iscatter)
def _ol_iscatter(send_data, recv_data, count, root, comm=None):
    """As ``scatter``: ``count`` elements to each rank."""
    _buffers("iscatter", send_data=send_data, recv_data=recv_data)
    _check_comm(comm, "iscatter")

    def impl(send_data, recv_data, count, root, comm=None):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _iscatter((send_data, count, recv_data, recv_data.size, root, comm, req))
        return st, req

    return impl


@kernel_overload(iallgather)
def _ol_iallgather(send_data, recv_data, count, comm=None):
    """As ``allgather``: ``count`` elements from each rank."""
    _buffers("iallgather", send_data=send_data, recv_data=recv_data)
    _check_comm(comm, "iallgather")

    def impl(send_data, recv_data, count, comm=None):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _iallgather((send_data, send_data.size, recv_data, count, 0, comm, req))
        return st, req

    return impl


# (send_data, count, recv_data, comm, request): a block is count elements
_alltoall = mpi_call("MPI_Alltoall", "d0 i1 t0 d2 i1 t2 c3")
_ialltoall = mpi_call("MPI_Ialltoall", "d0 i1 t0 d2 i1 t2 c3 d4")


def _alltoall_ol(fn: str, nonblocking: bool):
    def ol(send_data, recv_data, comm=None):
        _buffers(fn, send_data=send_data, recv_data=recv_data)
        _check_dtypes(fn, send_data, recv_data)
        _check_comm(comm, fn)
        if nonblocking:

            def impl_nb(send_data, recv_data, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                n = send_data.size // _comm_size(comm)
                return _ialltoall((send_data, n, recv_data, comm, req)), req

            return impl_nb

        def impl(send_data, recv_data, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return _alltoall((send_data, send_data.size // _comm_size(comm), recv_data, comm))

        return impl

    return ol


#: block r of ``send_data`` (``send_data.size // size`` elements) goes to rank r; with
#: ``sendtype=`` / ``recvtype=``, ``sendcount`` / ``recvcount`` elements of them (datatypes.py)
kernel_overload(alltoall)(_datatypes.alltoall_ol(_alltoall, _comm_size))
kernel_overload(ialltoall)(_alltoall_ol("ialltoall", True))

# (send_data, recv_data, op, comm, request)
_rsb = mpi_call("MPI_Reduce_scatter_block", "d0 d1 n1 t1 i2 c3")
_irsb = mpi_call("MPI_Ireduce_scatter_block", "d0 d1 n1 t1 i2 c3 d4")
_iallreduce = mpi_call("MPI_Iallreduce", "d0 d1 n1 t1 i2 c3 d4")
_scan = mpi_call("MPI_Scan", "d0 d1 n1 t1 i2 c3")
_exscan = mpi_call("MPI_Exscan", "d0 d1 n1 t1 i2 c3")
_iscan = mpi_call("MPI_Iscan", "d0 d1 n1 t1 i2 c3 d4")
_iexscan = mpi_call("MPI_Iexscan", "d0 d1 n1 t1 i2 c3 d4")


def _reduction_ol(fn: str, call, nonblocking: bool, sendobj_name: str = "send_data"):
    """``fn(send, recv, operator=SUM, comm=None)``; the count is ``recv``'s size."""

    def ol(send, recv, operator=Operator.SUM, comm=None):
        _buffers(fn, **{sendobj_name: send, "recv": recv})
        _check_dtypes(fn, send, recv)
        _check_op(operator, fn)
        _check_comm(comm, fn)
        if nonblocking:

            def impl_nb(send, recv, operator=Operator.SUM, comm=None):
                _check_contiguous(send)
                _check_contiguous(recv)
                req = _request()
                return call((send, recv, operator, comm, req)), req

            return impl_nb

        def impl(send, recv, operator=Operator.SUM, comm=None):
            _check_contiguous(send)
            _check_contiguous(recv)
            return call((send, recv, operator, comm))

        return impl

    return ol


#: rank r gets the reduction over the ranks of block r (``recv_data.size`` elements a block)
kernel_overload(reduce_scatter_block)(_reduction_ol("reduce_scatter_block", _rsb, False))
kernel_overload(ireduce_scatter_block)(_reduction_ol("ireduce_scatter_block", _irsb, True))
#: as ``allreduce``
kernel_overload(iallreduce)(_reduction_ol("iallreduce", _iallreduce, True, "sendobj"))
#: rank r gets the reduction over ranks 0..r (``exscan``: 0..r-1; rank 0's result is undefined)
kernel_overload(scan)(_reduction_ol("scan", _scan, False, "sendobj"))
kernel_overload(exscan)(_reduction_ol("exscan", _exscan, False, "sendobj"))
#: their nonblocking forms: ``(status, request)``
kernel_overload(iscan)(_reduction_ol("iscan", _iscan, True, "sendobj"))
kernel_overload(iexscan)(_reduction_ol("iexscan", _iexscan, True, "sendobj"))

_ireduce = mpi_call("MPI_Ireduce", "d0 d1 n1 t1 i2 i3 c4 d5")


@kernel_overload(ireduce)
def _ol_ireduce(sendobj, recvobj, operator, root, comm=None):
    """As ``reduce``."""
    _buffers("ireduce", sendobj=sendobj, recvobj=recvobj)
    _check_op(operator, "ireduce")
    _check_comm(comm, "ireduce")

    def impl(sendobj, recvobj, operator, root, comm=None):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        req = _request()
        return _ireduce((sendobj, recvobj, operator, root, comm, req)), req

    return impl


_ibarrier = mpi_call("MPI_Ibarrier", "c0 d1")


@kernel_overload(ibarrier)
def _ol_ibarrier(comm=None):
    _check_comm(comm, "ibarrier")

    def impl(comm=None):
        req = _request()
        return _ibarrier((comm, req)), req

    return impl


_reduce_local = mpi_call("MPI_Reduce_local", "d0 d1 n1 t1 i2")


@kernel_overload(reduce_local)
def _ol_reduce_local(inbuf, inoutbuf, operator=Operator.SUM):
    """``inoutbuf = inbuf op inoutbuf``, element by element, on this rank."""
    _buffers("reduce_local", inbuf=inbuf, inoutbuf=inoutbuf)
    _check_dtypes("reduce_local", inbuf, inoutbuf)
    _check_op(operator, "reduce_local")

    def impl(inbuf, inoutbuf, operator=Operator.SUM):
        _check_contiguous(inbuf)
        _check_contiguous(inoutbuf)
        return _reduce_local((inbuf, inoutbuf, operator))

    return impl


# -- the v-variants ---------------------------------------------------------------------------
# gatherv (send_data, recv_data, recvcounts, displs, root, comm[, request])
_gatherv = mpi_call("MPI_Gatherv", "d0 n0 t0 d1 d2 d3 t1 i4 c5")
_igatherv = mpi_call("MPI_Igatherv", "d0 n0 t0 d1 d2 d3 t1 i4 c5 d6")
# allgatherv (send_data, recv_data, recvcounts, displs, comm[, request])
_allgatherv = mpi_call("MPI_Allgatherv", "d0 n0 t0 d1 d2 d3 t1 c4")
_iallgatherv = mpi_call("MPI_Iallgatherv", "d0 n0 t0 d1 d2 d3 t1 c4 d5")
# scatterv (send_data, sendcounts, displs, recv_data, root, comm[, request])
_scatterv = mpi_call("MPI_Scatterv", "d0 d1 d2 t0 d3 n3 t3 i4 c5")
_iscatterv = mpi_call("MPI_Iscatterv", "d0 d1 d2 t0 d3 n3 t3 i4 c5 d6")
# alltoallv (send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm[, request])
_alltoallv = mpi_call("MPI_Alltoallv", "d0 d1 d2 t0 d3 d4 d5 t3 c6")
_ialltoallv = mpi_call("MPI_Ialltoallv", "d0 d1 d2 t0 d3 d4 d5 t3 c6 d7")
# reduce_scatter (send_data, recv_data, recvcounts, op, comm[, request])
_reduce_scatter = mpi_call("MPI_Reduce_scatter", "d0 d1 d2 t1 i3 c4")
_ireduce_scatter = mpi_call("MPI_Ireduce_scatter", "d0 d1 d2 t1 i3 c4 d5")


def _vcheck(fn: str, send, recv, counts, comm, operator=None, comm_required=False) -> None:
    """Typing checks of a v-variant; ``comm_required``: the call has no default communicator
    (the neighbourhood collectives need one with a process topology, neighbors.py)."""
    _buffers(fn, send_data=send, recv_data=recv)
    _check_dtypes(fn, send, recv)
    for name, ty in counts.items():
        _check_counts(ty, f"{fn}: {name}")
    if operator is not None:
        _check_op(operator, fn)
    if comm_required and _no_comm(comm):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: comm is required (a communicator with a process topology, "
            "e.g. from comm.Create_cart)"
        )
    _check_comm(comm, fn)


def _gatherv_ol(fn: str, call, nb: bool):
    def ol(send_data, recv_data, recvcounts, displs, root, comm=None):
        _vcheck(fn, send_data, recv_data, {"recvcounts": recvcounts, "displs": displs}, comm)
        if nb:

            def impl_nb(send_data, recv_data, recvcounts, displs, root, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                return call((send_data, recv_data, recvcounts, displs, root, comm, req)), req

            return impl_nb

        def impl(send_data, recv_data, recvcounts, displs, root, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, recvcounts, displs, root, comm))

        return impl

    return ol


def _allgatherv_ol(fn: str, call, nb: bool, comm_required: bool = False):
    def ol(send_data, recv_data, recvcounts, displs, comm=None):
        counts = {"recvcounts": recvcounts, "displs": displs}
        _vcheck(fn, send_data, recv_data, counts, comm, comm_required=comm_required)
        if nb:

            def impl_nb(send_data, recv_data, recvcounts, displs, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                return call((send_data, recv_data, recvcounts, displs, comm, req)), req

            return impl_nb

        def impl(send_data, recv_data, recvcounts, displs, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, recvcounts, displs, comm))

        return impl

    return ol


def _scatterv_ol(fn: str, call, nb: bool):
    def ol(send_data, sendcounts, displs, recv_data, root, comm=None):
        _vcheck(fn, send_data, recv_data, {"sendcounts": sendcounts, "displs": displs}, comm)
        if nb:

            def impl_nb(send_data, sendcounts, displs, recv_data, root, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                return call((send_data, sendcounts, displs, recv_data, root, comm, req)), req

            return impl_nb

        def impl(send_data, sendcounts, displs, recv_data, root, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, sendcounts, displs, recv_data, root, comm))

        return impl

    return ol


def _alltoallv_ol(fn: str, call, nb: bool, comm_required: bool = False):
    def ol(send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm=None):
        counts = {"sendcounts": sendcounts, "sdispls": sdispls}
        counts.update(recvcounts=recvcounts, rdispls=rdispls)
        _vcheck(fn, send_data, recv_data, counts, comm, comm_required=comm_required)
        if nb:

            def impl_nb(send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                args = (send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm, req)
                return call(args), req

            return impl_nb

        def impl(send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm))

        return impl

    return ol


def _reduce_scatter_ol(fn: str, call, nb: bool):
    def ol(send_data, recv_data, recvcounts, operator=Operator.SUM, comm=None):
        _vcheck(fn, send_data, recv_data, {"recvcounts": recvcounts}, comm, operator)
        if nb:

            def impl_nb(send_data, recv_data, recvcounts, operator=Operator.SUM, comm=None):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                return call((send_data, recv_data, recvcounts, operator, comm, req)), req

            return impl_nb

        def impl(send_data, recv_data, recvcounts, operator=Operator.SUM, comm=None):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, recvcounts, operator, comm))

        return impl

    return ol


for _fn, _stubs, _factory, _calls in (
    ("gatherv", (gatherv, igatherv), _gatherv_ol, (_gatherv, _igatherv)),
    ("allgatherv", (allgatherv, iallgatherv), _allgatherv_ol, (_allgatherv, _iallgatherv)),
    ("scatterv", (scatterv, iscatterv), _scatterv_ol, (_scatterv, _iscatterv)),
    ("alltoallv", (alltoallv, ialltoallv), _alltoallv_ol, (_alltoallv, _ialltoallv)),
    (
        "reduce_scatter",
        (reduce_scatter, ireduce_scatter),
        _reduce_scatter_ol,
        (_reduce_scatter, _ireduce_scatter),
    ),
):
    kernel_overload(_stubs[0])(_factory(_fn, _calls[0], False))
    kernel_overload(_stubs[1])(_factory("i" + _fn, _calls[1], True))
