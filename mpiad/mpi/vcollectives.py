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

from . import datatypes as _datatypes
from ._lowering import (
    _check_comm,
    _check_contiguous,
    _no_comm,
    _python_only,
    kernel_overload,
    mpi_call,
    signature_of,
    with_request,
)
from .collectives import _check_dtypes, _check_op, _side, _typed
from .environment import _comm_rank
from .handles import Operator

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
# The calls name their datatypes by slots (``T``: an mpi4py datatype, or an array's dtype:
# datatypes.V), so that one body serves a call with datatypes and without: ``_side`` and the
# check ``side_v`` picks at typing time give the array's dtype where no datatype is named (after
# the contiguity check, and for a v side the check of every block against the array).
# reduce_scatter (send_data, recv_data, recvcounts, op, comm[, request])
_reduce_scatter = mpi_call("MPI_Reduce_scatter", "d0 d1 d2 t1 i3 c4")
_ireduce_scatter = mpi_call("MPI_Ireduce_scatter", "d0 d1 d2 t1 i3 c4 d5")
_side_v = _datatypes.side_v


def _vcheck(
    fn: str,
    send,
    recv,
    counts,
    comm,
    operator=None,
    comm_required=False,
    types_=(None, None, None, None),
) -> None:
    """Typing checks of a v-variant; ``comm_required``: the call has no default communicator
    (the neighbourhood collectives need one with a process topology, neighbors.py);
    ``types_``: its (sendtype, sendcount, recvtype, recvcount)."""
    _typed(fn, send, recv, *types_)
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


def _gatherv_ol(fn: str, call):
    """``gatherv``; ``call``: ``MPI_Gatherv``'s, or ``MPI_Igatherv``'s ``with_request``."""

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
        _vcheck(
            fn, send_data, recv_data, counts, comm, types_=(sendtype, sendcount, recvtype, None)
        )

        recv_v = _side_v(recvtype)

        @signature_of(ol)
        def impl(
            send_data, recv_data, recvcounts, displs, root, comm, sendtype, sendcount, recvtype
        ):
            sn, sdt = _side(send_data, sendtype, sendcount)
            # the receive blocks count at the root only
            rdt = recv_v(recv_data, recvtype, recvcounts, displs, _comm_rank(comm) == root)
            return call((send_data, sn, sdt, recv_data, recvcounts, displs, rdt, root, comm))

        return impl

    return ol


def _allgatherv_ol(fn: str, call, comm_required: bool = False):
    """``allgatherv`` (``comm_required``: ``neighbor_allgatherv``); ``call`` as for gatherv."""

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
        _vcheck(fn, send_data, recv_data, counts, comm, None, comm_required, dts)

        recv_v = _side_v(recvtype)

        @signature_of(ol)
        def impl(send_data, recv_data, recvcounts, displs, comm, sendtype, sendcount, recvtype):
            sn, sdt = _side(send_data, sendtype, sendcount)
            rdt = recv_v(recv_data, recvtype, recvcounts, displs, True)
            return call((send_data, sn, sdt, recv_data, recvcounts, displs, rdt, comm))

        return impl

    return ol


def _scatterv_ol(fn: str, call):
    """``scatterv``; ``call`` as for gatherv."""

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
        _vcheck(
            fn, send_data, recv_data, counts, comm, types_=(sendtype, None, recvtype, recvcount)
        )

        send_v = _side_v(sendtype)

        @signature_of(ol)
        def impl(
            send_data, sendcounts, displs, recv_data, root, comm, sendtype, recvtype, recvcount
        ):
            # the send blocks count at the root only
            sdt = send_v(send_data, sendtype, sendcounts, displs, _comm_rank(comm) == root)
            rn, rdt = _side(recv_data, recvtype, recvcount)
            return call((send_data, sendcounts, displs, sdt, recv_data, rn, rdt, root, comm))

        return impl

    return ol


def _alltoallv_ol(fn: str, call, comm_required: bool = False):
    """``alltoallv`` (``comm_required``: ``neighbor_alltoallv``); ``call`` as for gatherv."""

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
        _vcheck(fn, send_data, recv_data, counts, comm, None, comm_required, dts)

        send_v = _side_v(sendtype)
        recv_v = _side_v(recvtype)

        @signature_of(ol)
        def impl(
            send_data, sendcounts, sdispls, recv_data, recvcounts, rdispls, comm, sendtype, recvtype
        ):
            sdt = send_v(send_data, sendtype, sendcounts, sdispls, True)
            rdt = recv_v(recv_data, recvtype, recvcounts, rdispls, True)
            sends = (send_data, sendcounts, sdispls, sdt)
            return call(sends + (recv_data, recvcounts, rdispls, rdt, comm))

        return impl

    return ol


def _reduce_scatter_ol(fn: str, call):
    """``reduce_scatter`` (no datatypes: a reduction); ``call`` as for gatherv."""

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

        @signature_of(ol)
        def impl(send_data, recv_data, recvcounts, operator, comm, datatype, count):
            _check_contiguous(send_data)
            _check_contiguous(recv_data)
            return call((send_data, recv_data, recvcounts, operator, comm))

        return impl

    return ol


_V = _datatypes.V
for _stub, _factory, _call in (
    (gatherv, _gatherv_ol, _V["MPI_Gatherv"]),
    (igatherv, _gatherv_ol, with_request(_V["MPI_Igatherv"])),
    (allgatherv, _allgatherv_ol, _V["MPI_Allgatherv"]),
    (iallgatherv, _allgatherv_ol, with_request(_V["MPI_Iallgatherv"])),
    (scatterv, _scatterv_ol, _V["MPI_Scatterv"]),
    (iscatterv, _scatterv_ol, with_request(_V["MPI_Iscatterv"])),
    (alltoallv, _alltoallv_ol, _V["MPI_Alltoallv"]),
    (ialltoallv, _alltoallv_ol, with_request(_V["MPI_Ialltoallv"])),
    (reduce_scatter, _reduce_scatter_ol, _reduce_scatter),
    (ireduce_scatter, _reduce_scatter_ol, with_request(_ireduce_scatter)),
):
    kernel_overload(_stub)(_factory(_stub.__name__, _call))
