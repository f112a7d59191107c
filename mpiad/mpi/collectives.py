"""Collectives inside kernels beyond numba-mpi's: nonblocking collectives, ``alltoall``,
``reduce_scatter_block``, prefix reductions (blocking or not) and ``reduce_local`` (the
v-variants: vcollectives.py).

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
    _comm_rank,
    _comm_size,
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
scan = _python_only("scan")
exscan = _python_only("exscan")
iscan = _python_only("iscan")
iexscan = _python_only("iexscan")
reduce_local = _python_only("reduce_local")


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
# (with datatypes as their blocking forms in __init__.py: ``datatype=`` / ``count=``, or
# ``sendtype=`` / ``sendcount=`` / ``recvtype=`` / ``recvcount=``; datatypes.py)
_ibcast = mpi_call("MPI_Ibcast", "d0 n0 t0 i1 c2 d3")
_side = _datatypes.side
_given = _datatypes.given


def _typed(fn: str, send_data, recv_data, sendtype, sendcount, recvtype, recvcount) -> bool:
    """Typing checks of a collective that may name datatypes: whether it does."""
    if not (_given(sendtype, sendcount) or _given(recvtype, recvcount)):
        _buffers(fn, send_data=send_data, recv_data=recv_data)
        return False
    _datatypes.check_side(fn, "send_data", send_data, sendtype, sendcount, "sendcount")
    _datatypes.check_side(fn, "recv_data", recv_data, recvtype, recvcount, "recvcount")
    return True


@kernel_overload(ibcast)
def _ol_ibcast(data, root, comm=None, datatype=None, count=None):
    _check_comm(comm, "ibcast")
    if _given(datatype, count):
        _datatypes.check_side("ibcast", "data", data, datatype, count)
        call = _datatypes.IBCAST

        def typed(data, root, comm=None, datatype=None, count=None):
            n, dt = _side(data, datatype, count)
            req = _request()
            return call((data, n, dt, root, comm, req)), req

        return typed
    _buffers("ibcast", data=data)

    def impl(data, root, comm=None, datatype=None, count=None):
        _check_contiguous(data)
        req = _request()
        return _ibcast((data, root, comm, req)), req

    return impl


# (send_data, count, recv_data, rcount, root, comm, request)
_igather = mpi_call("MPI_Igather", "d0 i1 t0 d2 i3 t2 i4 c5 d6")
_iscatter = mpi_call("MPI_Iscatter", "d0 i1 t0 d2 i3 t2 i4 c5 d6")
_iallgather = mpi_call("MPI_Iallgather", "d0 i1 t0 d2 i3 t2 c5 d6")


@kernel_overload(igather)
def _ol_igather(
    send_data, recv_data, count, root, comm=None, sendtype=None, sendcount=None, recvtype=None
):
    """As ``gather``: ``count`` elements (of ``recvtype`` if given) from each rank."""
    _check_comm(comm, "igather")
    if _typed("igather", send_data, recv_data, sendtype, sendcount, recvtype, None):
        call = _datatypes.IGATHER

        def typed(
            send_data,
            recv_data,
            count,
            root,
            comm=None,
            sendtype=None,
            sendcount=None,
            recvtype=None,
        ):
            sn, sdt = _side(send_data, sendtype, sendcount)
            # the receive buffer counts at the root only: count elements from every rank
            at_root = _comm_rank(comm) == root
            _, rdt = _side(recv_data, recvtype, count * _comm_size(comm) if at_root else 0)
            req = _request()
            return call((send_data, sn, sdt, recv_data, count, rdt, root, comm, req)), req

        return typed

    def impl(
        send_data, recv_data, count, root, comm=None, sendtype=None, sendcount=None, recvtype=None
    ):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _igather((send_data, send_data.size, recv_data, count, root, comm, req))
        return st, req

    return impl


@kernel_overload(iscatter)
def _ol_iscatter(
    send_data, recv_data, count, root, comm=None, sendtype=None, recvtype=None, recvcount=None
):
    """As ``scatter``: ``count`` elements (of ``sendtype`` if given) to each rank."""
    _check_comm(comm, "iscatter")
    if _typed("iscatter", send_data, recv_data, sendtype, None, recvtype, recvcount):
        call = _datatypes.ISCATTER

        def typed(
            send_data,
            recv_data,
            count,
            root,
            comm=None,
            sendtype=None,
            recvtype=None,
            recvcount=None,
        ):
            at_root = _comm_rank(comm) == root
            _, sdt = _side(send_data, sendtype, count * _comm_size(comm) if at_root else 0)
            rn, rdt = _side(recv_data, recvtype, recvcount)
            req = _request()
            return call((send_data, count, sdt, recv_data, rn, rdt, root, comm, req)), req

        return typed

    def impl(
        send_data, recv_data, count, root, comm=None, sendtype=None, recvtype=None, recvcount=None
    ):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _iscatter((send_data, count, recv_data, recv_data.size, root, comm, req))
        return st, req

    return impl


@kernel_overload(iallgather)
def _ol_iallgather(
    send_data, recv_data, count, comm=None, sendtype=None, sendcount=None, recvtype=None
):
    """As ``allgather``: ``count`` elements (of ``recvtype`` if given) from each rank."""
    _check_comm(comm, "iallgather")
    if _typed("iallgather", send_data, recv_data, sendtype, sendcount, recvtype, None):
        call = _datatypes.IALLGATHER

        def typed(
            send_data, recv_data, count, comm=None, sendtype=None, sendcount=None, recvtype=None
        ):
            sn, sdt = _side(send_data, sendtype, sendcount)
            _, rdt = _side(recv_data, recvtype, count * _comm_size(comm))
            req = _request()
            return call((send_data, sn, sdt, recv_data, count, rdt, comm, req)), req

        return typed

    def impl(send_data, recv_data, count, comm=None, sendtype=None, sendcount=None, recvtype=None):
        _check_contiguous(send_data)
        _check_contiguous(recv_data)
        req = _request()
        st = _iallgather((send_data, send_data.size, recv_data, count, 0, comm, req))
        return st, req

    return impl


# (send_data, count, recv_data, comm, request): a block is count elements
_alltoall = mpi_call("MPI_Alltoall", "d0 i1 t0 d2 i1 t2 c3")
_ialltoall = mpi_call("MPI_Ialltoall", "d0 i1 t0 d2 i1 t2 c3 d4")

#: block r of ``send_data`` (``send_data.size // size`` elements) goes to rank r; with
#: ``sendtype=`` / ``recvtype=``, ``sendcount`` / ``recvcount`` elements of them (datatypes.py)
kernel_overload(alltoall)(_datatypes.alltoall_ol("alltoall", _alltoall, _comm_size))
kernel_overload(ialltoall)(_datatypes.alltoall_ol("ialltoall", _ialltoall, _comm_size, _request))

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

    def ol(send, recv, operator=Operator.SUM, comm=None, datatype=None, count=None):
        _datatypes.refuse_reduction(fn, datatype, count)
        _buffers(fn, **{sendobj_name: send, "recv": recv})
        _check_dtypes(fn, send, recv)
        _check_op(operator, fn)
        _check_comm(comm, fn)
        if nonblocking:

            def impl_nb(send, recv, operator=Operator.SUM, comm=None, datatype=None, count=None):
                _check_contiguous(send)
                _check_contiguous(recv)
                req = _request()
                return call((send, recv, operator, comm, req)), req

            return impl_nb

        def impl(send, recv, operator=Operator.SUM, comm=None, datatype=None, count=None):
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
def _ol_ireduce(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
    """As ``reduce``."""
    _datatypes.refuse_reduction("ireduce", datatype, count)
    _buffers("ireduce", sendobj=sendobj, recvobj=recvobj)
    _check_op(operator, "ireduce")
    _check_comm(comm, "ireduce")

    def impl(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
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
def _ol_reduce_local(inbuf, inoutbuf, operator=Operator.SUM, datatype=None, count=None):
    """``inoutbuf = inbuf op inoutbuf``, element by element, on this rank."""
    _datatypes.refuse_reduction("reduce_local", datatype, count)
    _buffers("reduce_local", inbuf=inbuf, inoutbuf=inoutbuf)
    _check_dtypes("reduce_local", inbuf, inoutbuf)
    _check_op(operator, "reduce_local")

    def impl(inbuf, inoutbuf, operator=Operator.SUM, datatype=None, count=None):
        _check_contiguous(inbuf)
        _check_contiguous(inoutbuf)
        return _reduce_local((inbuf, inoutbuf, operator))

    return impl
