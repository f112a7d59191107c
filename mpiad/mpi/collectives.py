"""Collectives inside kernels: numba-mpi's ``barrier``, ``allreduce``, ``reduce``, ``bcast``,
``gather``, ``scatter``, ``allgather`` and, beyond numba-mpi, their nonblocking forms, ``alltoall``,
``reduce_scatter_block``, prefix reductions (blocking or not) and ``reduce_local`` (the
v-variants: vcollectives.py). A call and its nonblocking form share one builder.

Arguments follow MPI's order with buffers as arrays; counts are the arrays' sizes where MPI's
are implied (a block of ``alltoall`` is ``send_data.size // size``); counts and displacements of
the v-variants are int32 arrays (in elements). Nonblocking calls return ``(status, request)``
like ``isend``; any completion call completes them. Reductions take ``SUM``, ``PROD``, ``MIN``,
``MAX`` (or an mpi4py op), ``MINLOC`` / ``MAXLOC`` only in ``allreduce`` / ``reduce``."""

from __future__ import annotations

import numba
from numba.core import types
from numba.extending import intrinsic, overload

from . import datatypes as _datatypes
from ._lowering import (
    _check_buffer,
    _check_comm,
    _check_contiguous,
    _comm_value,
    _count,
    _data,
    _dt_value,
    _int32,
    _mpi_fn,
    _op_value,
    _pair_count,
    _python_only,
    kernel_overload,
    mpi_call,
    signature_of,
    with_request,
)
from .environment import _comm_rank, _comm_size
from .handles import (
    _H,
    _I32,
    _VOIDPTR,
    LocOperator,
    Operator,
    OpType,
    _record_text,
    _reduction_datatype,
)

__all__ = [
    "barrier",
    "allreduce",
    "reduce",
    "bcast",
    "gather",
    "scatter",
    "allgather",
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

barrier = _python_only("barrier")
allreduce = _python_only("allreduce")
reduce = _python_only("reduce")
bcast = _python_only("bcast")
gather = _python_only("gather")
scatter = _python_only("scatter")
allgather = _python_only("allgather")


@intrinsic
def _barrier(typingctx, comm):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Barrier", [_H])
        return builder.call(fn, [_comm_value(context, builder, sig.args[0], args[0])])

    return types.int32(comm), codegen


@intrinsic
def _allreduce(typingctx, sendobj, recvobj, op, comm):
    dt, pairs = _reduction_datatype(recvobj, op)

    def codegen(context, builder, sig, args):
        s, r, o, c = args
        a = sig.args
        fn = _mpi_fn(builder, "MPI_Allreduce", [_VOIDPTR, _VOIDPTR, _I32, _H, _H, _H])
        return builder.call(
            fn,
            [
                _data(context, builder, a[0], s),
                _data(context, builder, a[1], r),
                _pair_count(builder, _count(context, builder, a[0], s), pairs),
                _dt_value(builder, dt),
                _op_value(context, builder, a[2], o),
                _comm_value(context, builder, a[3], c),
            ],
        )

    return types.int32(sendobj, recvobj, op, comm), codegen


@intrinsic
def _reduce(typingctx, sendobj, recvobj, op, root, comm):
    dt, pairs = _reduction_datatype(recvobj, op)

    def codegen(context, builder, sig, args):
        s, r, o, ro, c = args
        a = sig.args
        fn = _mpi_fn(builder, "MPI_Reduce", [_VOIDPTR, _VOIDPTR, _I32, _H, _H, _I32, _H])
        return builder.call(
            fn,
            [
                _data(context, builder, a[0], s),
                _data(context, builder, a[1], r),
                _pair_count(builder, _count(context, builder, a[0], s), pairs),
                _dt_value(builder, dt),
                _op_value(context, builder, a[2], o),
                _int32(context, builder, a[3], ro),
                _comm_value(context, builder, a[4], c),
            ],
        )

    return types.int32(sendobj, recvobj, op, root, comm), codegen


@overload(barrier)
def _ol_barrier(comm=None):
    _check_comm(comm, "barrier")
    return lambda comm=None: _barrier(comm)


def _check_op(op, fn: str) -> None:
    if not (
        op is None
        or isinstance(op, (Operator, types.Omitted, types.IntEnumMember, types.Integer, OpType))
    ):  # (an omitted operator arrives as its default, Operator.SUM)
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: operator must be mpiad.mpi.SUM/PROD/MIN/MAX or an mpi4py MPI.Op "
            f"(MINLOC/MAXLOC in the reductions: allreduce, reduce, scan, exscan, their "
            f"nonblocking and persistent forms), got {op}"
        )


def pair_calls(name: str, pattern: str, wrap=None) -> tuple:
    """Reduction ``name``'s calls on MINLOC / MAXLOC pairs, from its ``pattern`` (whose receive
    buffer, value 1, is counted and typed by ``n1 t1``): on a float64 array of pairs (half its
    size of MPI_2DOUBLE_PRECISION) and on a record array of a pair layout (its records, of their
    pair datatype); ``wrap``: ``with_request`` for a nonblocking or persistent call."""
    calls = (
        mpi_call(name, pattern.replace("n1 t1", "h1 P")),
        mpi_call(name, pattern.replace("n1 t1", "n1 R1")),
    )
    return tuple(map(wrap, calls)) if wrap else calls


def _pair_call(fn: str, sendobj, recvobj, op, pairs):
    """Typing: under MINLOC / MAXLOC, the call of ``pairs`` (float64 pairs, record pairs) that
    fits the buffers, which are checked; None for another op. ``pairs`` None: ``fn`` reduces no
    pairs (refused, naming it)."""
    if not (isinstance(op, types.IntEnumMember) and op.instance_class is LocOperator):
        return None
    if pairs is None:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: MINLOC / MAXLOC reduce (value, location) pairs in allreduce, "
            f"reduce, scan, exscan and their nonblocking and persistent forms, not in {fn}"
        )
    _check_reduction_buffers(fn, sendobj, recvobj, op)
    if not isinstance(sendobj, types.Array):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: MINLOC / MAXLOC send an array of pairs (as recvobj), got {sendobj}"
        )
    return pairs[0] if recvobj.dtype == types.float64 else pairs[1]


def _check_reduction_buffers(fn: str, sendobj, recvobj, op) -> None:
    """The buffers of allreduce / reduce; a record array is accepted under MINLOC / MAXLOC
    when its layout is one of MPI's pair types (:func:`_reduction_datatype` says which)."""
    if not (isinstance(recvobj, types.Array) and isinstance(recvobj.dtype, types.Record)):
        _check_buffer(sendobj, f"{fn}: sendobj", scalar_ok=True)
        _check_buffer(recvobj, f"{fn}: recvobj")
        return
    _reduction_datatype(recvobj, op)  # refuses another op or layout, naming the accepted ones
    if recvobj.layout not in ("C", "A"):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: {fn}: recvobj must be a C-contiguous array (got layout {recvobj.layout})"
        )
    if not isinstance(sendobj, types.Array) or sendobj.dtype != recvobj.dtype:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: {fn}: sendobj must be a record array of the dtype of recvobj "
            f"({_record_text(recvobj.dtype)}), got {sendobj}"
        )


@overload(allreduce)
def _ol_allreduce(sendobj, recvobj, operator=Operator.SUM, comm=None, datatype=None, count=None):
    _datatypes.refuse_reduction("allreduce", datatype, count)
    _check_reduction_buffers("allreduce", sendobj, recvobj, operator)
    _check_op(operator, "allreduce")
    _check_comm(comm, "allreduce")

    def impl(sendobj, recvobj, operator=Operator.SUM, comm=None, datatype=None, count=None):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return _allreduce(sendobj, recvobj, operator, comm)

    return impl


@overload(reduce)
def _ol_reduce(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
    _datatypes.refuse_reduction("reduce", datatype, count)
    _check_reduction_buffers("reduce", sendobj, recvobj, operator)
    _check_op(operator, "reduce")
    _check_comm(comm, "reduce")

    def impl(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return _reduce(sendobj, recvobj, operator, root, comm)

    return impl


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


# -- bcast, gather, scatter, allgather and their nonblocking forms ----------------------------
# With datatypes (``datatype=`` / ``count=``, or ``sendtype=`` / ``sendcount=`` / ``recvtype=`` /
# ``recvcount=``; datatypes.py) or without: the calls name their datatypes by slots (``T``: an
# mpi4py datatype, or an array's dtype), and ``_side`` gives (the array's size, its dtype)
# where no datatype is named, so that one body serves both.
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


def _all_blocks(datatype, count, comm, root):  # pragma: no cover - compiled
    pass


@kernel_overload(_all_blocks)
def _ol_all_blocks(datatype, count, comm, root):
    """The elements of ``datatype`` in the buffer that holds a block of ``count`` for every
    rank (a gather's receive buffer, a scatter's send buffer): on the root only, or on every
    rank where ``root`` is None. Without a datatype ``_side`` counts the array's size instead,
    and no MPI query is made."""
    # (defs, not lambdas: Numba finds no source for a lambda's debug info)
    if _datatypes.absent(datatype):

        def none(datatype, count, comm, root):
            return 0

        return none
    if _datatypes.absent(root):

        def everywhere(datatype, count, comm, root):
            return count * _comm_size(comm)

        return everywhere

    def at_root(datatype, count, comm, root):
        return count * _comm_size(comm) if _comm_rank(comm) == root else 0

    return at_root


def _bcast_ol(fn: str, call):
    """``bcast``; ``call``: ``MPI_Bcast``'s, or ``MPI_Ibcast``'s ``with_request``."""

    def ol(data, root, comm=None, datatype=None, count=None):
        _check_comm(comm, fn)
        _datatypes.check_side(fn, "data", data, datatype, count)

        @signature_of(ol)
        def impl(data, root, comm, datatype, count):
            n, dt = _side(data, datatype, count)
            return call((data, n, dt, root, comm))

        return impl

    return ol


def _gather_ol(fn: str, call):
    """``gather``: ``count`` elements (of ``recvtype`` if given) from each rank; ``sendcount``:
    of ``sendtype`` (default 1). ``call`` as for bcast."""

    def ol(
        send_data, recv_data, count, root, comm=None, sendtype=None, sendcount=None, recvtype=None
    ):
        _check_comm(comm, fn)
        _typed(fn, send_data, recv_data, sendtype, sendcount, recvtype, None)

        @signature_of(ol)
        def impl(send_data, recv_data, count, root, comm, sendtype, sendcount, recvtype):
            sn, sdt = _side(send_data, sendtype, sendcount)
            _, rdt = _side(recv_data, recvtype, _all_blocks(recvtype, count, comm, root))
            return call((send_data, sn, sdt, recv_data, count, rdt, root, comm))

        return impl

    return ol


def _scatter_ol(fn: str, call):
    """``scatter``: ``count`` elements (of ``sendtype`` if given) to each rank; ``recvcount``:
    of ``recvtype`` (default 1). ``call`` as for bcast."""

    def ol(
        send_data, recv_data, count, root, comm=None, sendtype=None, recvtype=None, recvcount=None
    ):
        _check_comm(comm, fn)
        _typed(fn, send_data, recv_data, sendtype, None, recvtype, recvcount)

        @signature_of(ol)
        def impl(send_data, recv_data, count, root, comm, sendtype, recvtype, recvcount):
            _, sdt = _side(send_data, sendtype, _all_blocks(sendtype, count, comm, root))
            rn, rdt = _side(recv_data, recvtype, recvcount)
            return call((send_data, count, sdt, recv_data, rn, rdt, root, comm))

        return impl

    return ol


def _allgather_ol(fn: str, call):
    """``allgather``: as ``gather``, to every rank. ``call`` as for bcast."""

    def ol(send_data, recv_data, count, comm=None, sendtype=None, sendcount=None, recvtype=None):
        _check_comm(comm, fn)
        _typed(fn, send_data, recv_data, sendtype, sendcount, recvtype, None)

        @signature_of(ol)
        def impl(send_data, recv_data, count, comm, sendtype, sendcount, recvtype):
            sn, sdt = _side(send_data, sendtype, sendcount)
            _, rdt = _side(recv_data, recvtype, _all_blocks(recvtype, count, comm, None))
            return call((send_data, sn, sdt, recv_data, count, rdt, comm))

        return impl

    return ol


# numba-mpi's calls (not inlined: ``overload``, as numba-mpi declares them), their nonblocking
# forms inlined into the kernel (``kernel_overload``)
for _stub, _istub, _factory, _call, _icall in (
    (bcast, ibcast, _bcast_ol, _datatypes.BCAST, _datatypes.IBCAST),
    (gather, igather, _gather_ol, _datatypes.GATHER, _datatypes.IGATHER),
    (scatter, iscatter, _scatter_ol, _datatypes.SCATTER, _datatypes.ISCATTER),
    (allgather, iallgather, _allgather_ol, _datatypes.ALLGATHER, _datatypes.IALLGATHER),
):
    overload(_stub)(_factory(_stub.__name__, _call))
    kernel_overload(_istub)(_factory(_istub.__name__, with_request(_icall)))


# (send_data, count, recv_data, comm, request): a block is count elements
_alltoall = mpi_call("MPI_Alltoall", "d0 i1 t0 d2 i1 t2 c3")
_ialltoall = mpi_call("MPI_Ialltoall", "d0 i1 t0 d2 i1 t2 c3 d4")

#: block r of ``send_data`` (``send_data.size // size`` elements) goes to rank r; with
#: ``sendtype=`` / ``recvtype=``, ``sendcount`` / ``recvcount`` elements of them (datatypes.py)
kernel_overload(alltoall)(
    _datatypes.alltoall_ol("alltoall", _alltoall, _datatypes.ALLTOALL, _comm_size)
)
kernel_overload(ialltoall)(
    _datatypes.alltoall_ol(
        "ialltoall", with_request(_ialltoall), with_request(_datatypes.IALLTOALL), _comm_size
    )
)

# (send_data, recv_data, op, comm, request)
_rsb = mpi_call("MPI_Reduce_scatter_block", "d0 d1 n1 t1 i2 c3")
_irsb = mpi_call("MPI_Ireduce_scatter_block", "d0 d1 n1 t1 i2 c3 d4")
_iallreduce = mpi_call("MPI_Iallreduce", "d0 d1 n1 t1 i2 c3 d4")
_scan = mpi_call("MPI_Scan", "d0 d1 n1 t1 i2 c3")
_exscan = mpi_call("MPI_Exscan", "d0 d1 n1 t1 i2 c3")
_iscan = mpi_call("MPI_Iscan", "d0 d1 n1 t1 i2 c3 d4")
_iexscan = mpi_call("MPI_Iexscan", "d0 d1 n1 t1 i2 c3 d4")


def _reduction_ol(fn: str, call, sendobj_name: str = "send_data", pairs=None):
    """``fn(send, recv, operator=SUM, comm=None)``; the count is ``recv``'s size. ``call``:
    the MPI call, or the nonblocking one ``with_request``; ``pairs``: its ``pair_calls`` where
    it reduces MINLOC / MAXLOC pairs."""

    def ol(send, recv, operator=Operator.SUM, comm=None, datatype=None, count=None):
        _datatypes.refuse_reduction(fn, datatype, count)
        c = _pair_call(fn, send, recv, operator, pairs)
        if c is None:
            _buffers(fn, **{sendobj_name: send, "recv": recv})
            c = call
        _check_dtypes(fn, send, recv)
        _check_op(operator, fn)
        _check_comm(comm, fn)

        @signature_of(ol)
        def impl(send, recv, operator, comm, datatype, count):
            _check_contiguous(send)
            _check_contiguous(recv)
            return c((send, recv, operator, comm))

        return impl

    return ol


_NB, _B = "d0 d1 n1 t1 i2 c3 d4", "d0 d1 n1 t1 i2 c3"  # nonblocking, blocking
for _stub, _call, _sendobj, _pairs in (
    #: rank r gets the reduction over the ranks of block r (``recv_data.size`` elements a block)
    (reduce_scatter_block, _rsb, "send_data", None),
    (ireduce_scatter_block, with_request(_irsb), "send_data", None),
    #: as ``allreduce``
    (iallreduce, with_request(_iallreduce), "sendobj", ("MPI_Iallreduce", _NB, with_request)),
    #: rank r gets the reduction over ranks 0..r (``exscan``: 0..r-1; rank 0's is undefined),
    #: their nonblocking forms returning ``(status, request)``
    (scan, _scan, "sendobj", ("MPI_Scan", _B, None)),
    (exscan, _exscan, "sendobj", ("MPI_Exscan", _B, None)),
    (iscan, with_request(_iscan), "sendobj", ("MPI_Iscan", _NB, with_request)),
    (iexscan, with_request(_iexscan), "sendobj", ("MPI_Iexscan", _NB, with_request)),
):
    kernel_overload(_stub)(
        _reduction_ol(_stub.__name__, _call, _sendobj, _pairs and pair_calls(*_pairs))
    )

_IREDUCE = "d0 d1 n1 t1 i2 i3 c4 d5"
_ireduce = with_request(mpi_call("MPI_Ireduce", _IREDUCE))
_ireduce_pairs = pair_calls("MPI_Ireduce", _IREDUCE, with_request)


@kernel_overload(ireduce)
def _ol_ireduce(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
    """As ``reduce``."""
    _datatypes.refuse_reduction("ireduce", datatype, count)
    c = _pair_call("ireduce", sendobj, recvobj, operator, _ireduce_pairs)
    if c is None:
        _buffers("ireduce", sendobj=sendobj, recvobj=recvobj)
        c = _ireduce
    _check_op(operator, "ireduce")
    _check_comm(comm, "ireduce")

    @signature_of(_ol_ireduce)
    def impl(sendobj, recvobj, operator, root, comm, datatype, count):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return c((sendobj, recvobj, operator, root, comm))

    return impl


_ibarrier = with_request(mpi_call("MPI_Ibarrier", "c0 d1"))


@kernel_overload(ibarrier)
def _ol_ibarrier(comm=None):
    _check_comm(comm, "ibarrier")

    def impl(comm=None):
        return _ibarrier((comm,))

    return impl


_reduce_local = mpi_call("MPI_Reduce_local", "d0 d1 n1 t1 i2")


@kernel_overload(reduce_local)
def _ol_reduce_local(inbuf, inoutbuf, operator=Operator.SUM, datatype=None, count=None):
    """``inoutbuf = inbuf op inoutbuf``, element by element, on this rank."""
    _datatypes.refuse_reduction("reduce_local", datatype, count)
    _buffers("reduce_local", inbuf=inbuf, inoutbuf=inoutbuf)
    _check_dtypes("reduce_local", inbuf, inoutbuf)
    _check_op(operator, "reduce_local")

    @signature_of(_ol_reduce_local)
    def impl(inbuf, inoutbuf, operator, datatype, count):
        _check_contiguous(inbuf)
        _check_contiguous(inoutbuf)
        return _reduce_local((inbuf, inoutbuf, operator))

    return impl
