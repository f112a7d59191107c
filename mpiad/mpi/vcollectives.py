"""The v-variants inside kernels: gatherv, scatterv, allgatherv, alltoallv, reduce_scatter and
their nonblocking forms (``i...``, returning ``(status, request)``); neighbors.py builds the
neighbourhood v-variants from the same factories.

Counts and displacements are int32 arrays (one entry a rank), in elements. With a datatype
(``sendtype=`` / ``sendcount=`` / ``recvtype=`` as in ``gather``, datatypes.py) they count and
displace in elements of it, a displacement of ``d`` starting ``d`` extents from the view's first
element; every block is checked against the view when the call runs. The reductions take
none."""

from __future__ import annotations

import numba
from numba.core import types

from . import (
    Operator,
    _check_comm,
    _check_contiguous,
    _check_op,
    _comm_rank,
    _no_comm,
    _python_only,
)
from . import datatypes as _datatypes
from ._lowering import kernel_overload, mpi_call
from .collectives import _check_dtypes, _request, _side, _typed

__all__ = [
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
]

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


def _check_counts(ty, what: str) -> None:
    if not (isinstance(ty, types.Array) and ty.ndim == 1 and ty.dtype == types.int32):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{what} must be a 1-D int32 array (one entry a rank), got {ty}"
        )


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


def _vcheck(
    fn: str,
    send,
    recv,
    counts,
    comm,
    operator=None,
    comm_required=False,
    types_=(None, None, None, None),
) -> bool:
    """Typing checks of a v-variant; ``comm_required``: the call has no default communicator
    (the neighbourhood collectives need one with a process topology, neighbors.py);
    ``types_``: its (sendtype, sendcount, recvtype, recvcount). Whether it names a datatype."""
    typed = _typed(fn, send, recv, *types_)
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
    return typed


def _typed_call(fn: str):
    """The call of a v-variant with datatype operands (datatypes.py), by its MPI name."""
    return _datatypes.V["MPI_" + fn.capitalize()]


def _gatherv_ol(fn: str, call, nb: bool):
    tcall = _typed_call(fn)
    side_v = _datatypes.side_v

    def ol(
        send_data,
        recv_data,
        recvcounts,
        displs,
        root,
        comm=None,
        sendtype=None,
        sendcount=None,
        recvtype=None,
    ):
        counts = {"recvcounts": recvcounts, "displs": displs}
        dts = (sendtype, sendcount, recvtype, None)
        if _vcheck(fn, send_data, recv_data, counts, comm, types_=dts):

            def typed(
                send_data,
                recv_data,
                recvcounts,
                displs,
                root,
                comm=None,
                sendtype=None,
                sendcount=None,
                recvtype=None,
            ):
                sn, sdt = _side(send_data, sendtype, sendcount)
                # the receive blocks count at the root only
                at_root = _comm_rank(comm) == root
                rc = recvcounts if at_root else recvcounts[:0]
                rdt = side_v(recv_data, recvtype, rc, displs)
                args = (send_data, sn, sdt, recv_data, recvcounts, displs, rdt, root, comm)
                if nb:
                    req = _request()
                    return tcall(args + (req,)), req
                return tcall(args)

            return typed

        def impl(
            send_data,
            recv_data,
            recvcounts,
            displs,
            root,
            comm=None,
            sendtype=None,
            sendcount=None,
            recvtype=None,
        ):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            if _comm_rank(comm) == root:
                _datatypes.check_blocks(recv_data, recvcounts, displs)
            if nb:
                req = _request()
                return call((send_data, recv_data, recvcounts, displs, root, comm, req)), req
            return call((send_data, recv_data, recvcounts, displs, root, comm))

        return impl

    return ol


def _allgatherv_ol(fn: str, call, nb: bool, comm_required: bool = False):
    tcall = _typed_call(fn)
    side_v = _datatypes.side_v

    def ol(
        send_data,
        recv_data,
        recvcounts,
        displs,
        comm=None,
        sendtype=None,
        sendcount=None,
        recvtype=None,
    ):
        counts = {"recvcounts": recvcounts, "displs": displs}
        dts = (sendtype, sendcount, recvtype, None)
        if _vcheck(fn, send_data, recv_data, counts, comm, None, comm_required, dts):

            def typed(
                send_data,
                recv_data,
                recvcounts,
                displs,
                comm=None,
                sendtype=None,
                sendcount=None,
                recvtype=None,
            ):
                sn, sdt = _side(send_data, sendtype, sendcount)
                rdt = side_v(recv_data, recvtype, recvcounts, displs)
                args = (send_data, sn, sdt, recv_data, recvcounts, displs, rdt, comm)
                if nb:
                    req = _request()
                    return tcall(args + (req,)), req
                return tcall(args)

            return typed

        def impl(
            send_data,
            recv_data,
            recvcounts,
            displs,
            comm=None,
            sendtype=None,
            sendcount=None,
            recvtype=None,
        ):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            _datatypes.check_blocks(recv_data, recvcounts, displs)
            if nb:
                req = _request()
                return call((send_data, recv_data, recvcounts, displs, comm, req)), req
            return call((send_data, recv_data, recvcounts, displs, comm))

        return impl

    return ol


def _scatterv_ol(fn: str, call, nb: bool):
    tcall = _typed_call(fn)
    side_v = _datatypes.side_v

    def ol(
        send_data,
        sendcounts,
        displs,
        recv_data,
        root,
        comm=None,
        sendtype=None,
        recvtype=None,
        recvcount=None,
    ):
        counts = {"sendcounts": sendcounts, "displs": displs}
        dts = (sendtype, None, recvtype, recvcount)
        if _vcheck(fn, send_data, recv_data, counts, comm, types_=dts):

            def typed(
                send_data,
                sendcounts,
                displs,
                recv_data,
                root,
                comm=None,
                sendtype=None,
                recvtype=None,
                recvcount=None,
            ):
                # the send blocks count at the root only
                at_root = _comm_rank(comm) == root
                sc = sendcounts if at_root else sendcounts[:0]
                sdt = side_v(send_data, sendtype, sc, displs)
                rn, rdt = _side(recv_data, recvtype, recvcount)
                args = (send_data, sendcounts, displs, sdt, recv_data, rn, rdt, root, comm)
                if nb:
                    req = _request()
                    return tcall(args + (req,)), req
                return tcall(args)

            return typed

        def impl(
            send_data,
            sendcounts,
            displs,
            recv_data,
            root,
            comm=None,
            sendtype=None,
            recvtype=None,
            recvcount=None,
        ):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            if _comm_rank(comm) == root:
                _datatypes.check_blocks(send_data, sendcounts, displs)
            if nb:
                req = _request()
                return call((send_data, sendcounts, displs, recv_data, root, comm, req)), req
            return call((send_data, sendcounts, displs, recv_data, root, comm))

        return impl

    return ol


def _alltoallv_ol(fn: str, call, nb: bool, comm_required: bool = False):
    tcall = _typed_call(fn)
    side_v = _datatypes.side_v

    def ol(
        send_data,
        sendcounts,
        sdispls,
        recv_data,
        recvcounts,
        rdispls,
        comm=None,
        sendtype=None,
        recvtype=None,
    ):
        counts = {"sendcounts": sendcounts, "sdispls": sdispls}
        counts.update(recvcounts=recvcounts, rdispls=rdispls)
        dts = (sendtype, None, recvtype, None)
        if _vcheck(fn, send_data, recv_data, counts, comm, None, comm_required, dts):

            def typed(
                send_data,
                sendcounts,
                sdispls,
                recv_data,
                recvcounts,
                rdispls,
                comm=None,
                sendtype=None,
                recvtype=None,
            ):
                sdt = side_v(send_data, sendtype, sendcounts, sdispls)
                rdt = side_v(recv_data, recvtype, recvcounts, rdispls)
                args = (send_data, sendcounts, sdispls, sdt)
                args2 = (recv_data, recvcounts, rdispls, rdt, comm)
                if nb:
                    req = _request()
                    return tcall(args + args2 + (req,)), req
                return tcall(args + args2)

            return typed

        def impl(
            send_data,
            sendcounts,
            sdispls,
            recv_data,
            recvcounts,
            rdispls,
            comm=None,
            sendtype=None,
            recvtype=None,
        ):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            _datatypes.check_blocks(send_data, sendcounts, sdispls)
            _datatypes.check_blocks(recv_data, recvcounts, rdispls)
            if nb:
                req = _request()
                args = (send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm, req)
                return call(args), req
            return call((send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm))

        return impl

    return ol


def _reduce_scatter_ol(fn: str, call, nb: bool):
    def ol(
        send_data,
        recv_data,
        recvcounts,
        operator=Operator.SUM,
        comm=None,
        datatype=None,
        count=None,
    ):
        _datatypes.refuse_reduction(fn, datatype, count)
        _vcheck(fn, send_data, recv_data, {"recvcounts": recvcounts}, comm, operator)
        if nb:

            def impl_nb(
                send_data,
                recv_data,
                recvcounts,
                operator=Operator.SUM,
                comm=None,
                datatype=None,
                count=None,
            ):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                req = _request()
                return call((send_data, recv_data, recvcounts, operator, comm, req)), req

            return impl_nb

        def impl(
            send_data,
            recv_data,
            recvcounts,
            operator=Operator.SUM,
            comm=None,
            datatype=None,
            count=None,
        ):
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
