"""MPI datatypes made outside a kernel (``MPI.DOUBLE.Create_vector(...).Commit()``, subarray,
indexed, ...) as the datatype of the kernels' point-to-point calls and of the collectives whose
derivatives the runtime moves on derived layouts (Bcast, Gather, Scatter, Allgather, Alltoall,
their nonblocking forms, the v-variants blocking or not, the neighbourhood v-variants;
passes/mpi/runtime/layouts.c, dcollectives.c). Reductions take none: MPI's predefined ops are
defined on predefined datatypes only (``refuse_reduction``).

A call takes the datatype as ``datatype=`` (two-sided calls: ``sendtype=`` / ``recvtype=``) and
the count as MPI does, in elements of that datatype (``count=``, default 1; ``sendcount=`` /
``recvcount=``). The array then gives the address of the datatype's first element, as
``&u[0][j]`` does in C: pass the view that starts there (``u[:, j]`` for column j of ``u``, or
``u`` itself for a subarray of it). Its own strides are not used; what is checked, when the
call runs, is that every byte the datatype touches lies inside the view's memory, so that a
count or an offset off by one stops with a message rather than reading or writing past the
array. At typing time the array's dtype must be the datatype's basic element (a vector of
MPI_DOUBLE describes float64 data), or, for a record array (a NumPy structured dtype of float
and integer fields) on the calls of ``RECORD_CALLS``, the datatype a struct whose members lie
on the record's fields of their own dtype and whose extent is a whole number of records
(typemaps.py; ``count`` then counts records, or whatever the datatype covers): the runtime
moves the doubles' derivatives in the shadow's same layout and leaves the integers without one
(passes/mpi/runtime/layouts.c, dcollectives.c).

The v-variants count and displace in elements of the datatype as MPI does (a displacement of
``d`` starts ``d`` extents from the buffer's address); every rank's (or neighbour's) block is
checked against the view."""

from __future__ import annotations

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic
from numba.np.numpy_support import as_dtype

from ._lowering import (
    _check_buffer,
    _check_contiguous,
    _mpi_fn,
    kernel_overload,
    mpi_call,
    signature_of,
)
from .handles import _H, _I64, DatatypeType
from .typemaps import mismatch


def absent(ty) -> bool:
    return ty is None or isinstance(ty, (types.NoneType, types.Omitted))


def given(datatype, count) -> bool:
    """Does the call name a datatype (or a count, which goes with one)?"""
    return not (absent(datatype) and absent(count))


def refuse_reduction(fn: str, datatype, count) -> None:
    """Reductions take no datatype: MPI's predefined ops (SUM, PROD, MIN, MAX, ...) are defined
    on predefined datatypes only, and a derived one needs a user op written for its layout."""
    if given(datatype, count):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: a reduction takes no datatype= / count= in kernels: MPI's "
            "predefined ops are defined on predefined datatypes only, and a kernel cannot "
            "register a user op for a derived layout; copy the elements into a contiguous "
            "array and reduce that"
        )


def check_side(fn: str, what: str, data, datatype, count, count_kw: str = "count") -> None:
    """Typing-time checks of one buffer of a call and its datatype and count."""
    if absent(datatype):
        if not absent(count):
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.{fn}: {count_kw}= counts elements of a datatype given with it; "
                f"without one, the count of {what} is its size"
            )
        if isinstance(data, types.Array) and isinstance(data.dtype, types.Record):
            _refuse_record(fn, what, data, "")
        _check_buffer(data, f"{fn}: {what}")
        return
    if not isinstance(datatype, DatatypeType):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: the datatype of {what} must be an mpi4py datatype (passed to the "
            f"kernel as an argument), got {datatype}"
        )
    if not isinstance(data, types.Array):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {what} must be a NumPy array (its first element is where the "
            f"datatype starts), got {data}"
        )
    if isinstance(data.dtype, types.Record):
        _check_record(fn, what, data, datatype)
    elif datatype.element is None:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: the datatype of {what} mixes basic datatypes or is built from one "
            "that has no NumPy dtype here; kernels take datatypes built from one of MPI.DOUBLE, "
            "MPI.FLOAT, MPI.INT, MPI.INT64_T, MPI.UNSIGNED_CHAR, MPI.C_BOOL (a struct of "
            "several describes a record array, a NumPy structured dtype)"
        )
    elif str(data.dtype) != datatype.element:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {what} holds {data.dtype}, but its datatype describes "
            f"{datatype.element} elements"
        )
    if not (absent(count) or isinstance(count, (types.Integer, types.IntegerLiteral))):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {count_kw} must be an integer, got {count}"
        )


#: the calls whose derivatives the runtime moves on a struct of doubles and integers (layouts.c;
#: the collectives other than bcast through dcollectives.c's d_mixed: the primal on the user's
#: records, the derivative on copies of their floating elements beside it).
#: The persistent requests too: their stores into a record's array field (``s[i].x[k] = ...``)
#: before MPI_Startall were dropped by Numba's dead-code elimination (mpiad/numba_record_alias.py
#: keeps them). Not isendrecv / isendrecv_replace, whose runtime takes no derived datatype yet,
#: nor the neighbourhood collectives, nor the reductions (refuse_reduction).
RECORD_CALLS = ("send", "recv", "isend", "irecv", "sendrecv", "bcast", "ibcast")
RECORD_CALLS += ("send_init", "ssend_init", "rsend_init", "bsend_init", "recv_init")
RECORD_CALLS += ("gather", "igather", "scatter", "iscatter", "allgather", "iallgather")
RECORD_CALLS += ("alltoall", "ialltoall", "gatherv", "igatherv", "scatterv", "iscatterv")
RECORD_CALLS += ("allgatherv", "iallgatherv", "alltoallv", "ialltoallv")


def _refuse_record(fn: str, what: str, data, why: str) -> None:
    """A record array refused on call ``fn``, ``why`` said first (empty: no datatype given)."""
    if fn not in RECORD_CALLS:
        why = (
            f"a record array goes with a struct datatype to {', '.join(RECORD_CALLS)} only (not "
            "yet to this call); copy the float fields into a float64 array for it"
        )
    elif not why:
        why = (
            "a record array needs datatype= an MPI struct datatype that describes its records "
            "(MPI.Datatype.Create_struct(...).Commit(), passed to the kernel) and count= the "
            "number of records"
        )
    raise numba.core.errors.TypingError(
        f"mpiad.mpi.{fn}: {what} is a record array ({as_dtype(data.dtype)}): {why}"
    )


def _check_record(fn: str, what: str, data, datatype) -> None:
    """A record array's datatype must be a struct whose members lie on fields of their own dtype
    (typemaps.mismatch): a double member over an int field would carry a wrong derivative."""
    if fn not in RECORD_CALLS:
        _refuse_record(fn, what, data, "")
    if datatype.layout is None:
        _refuse_record(
            fn,
            what,
            data,
            "its datatype has no struct in it; describe the record with "
            "MPI.Datatype.Create_struct(blocklengths, byte offsets of the fields, datatypes)",
        )
    bad = mismatch(as_dtype(data.dtype), datatype.layout)
    if bad is not None:
        _refuse_record(fn, what, data, f"its datatype does not describe the records: {bad}")


def footprint_ir(context, builder, dt, n, n_type) -> tuple:
    """IR for ``(lo, hi)``, the bytes ``n`` (of Numba type ``n_type``) elements of datatype
    handle ``dt`` touch from the buffer's address when ``n`` > 0 (MPI_Type_get_true_extent /
    MPI_Type_get_extent; both are queries the pass leaves as they are), and ``n`` as an i64."""
    n = builder.sext(context.cast(builder, n, n_type, types.int32), _I64)
    p64 = _I64.as_pointer()
    lb, ext = cgutils.alloca_once(builder, _I64), cgutils.alloca_once(builder, _I64)
    tlb, text = cgutils.alloca_once(builder, _I64), cgutils.alloca_once(builder, _I64)
    builder.call(_mpi_fn(builder, "MPI_Type_get_extent", [_H, p64, p64]), [dt, lb, ext])
    builder.call(_mpi_fn(builder, "MPI_Type_get_true_extent", [_H, p64, p64]), [dt, tlb, text])
    zero = ir.Constant(_I64, 0)
    span = builder.mul(builder.sub(n, ir.Constant(_I64, 1)), builder.load(ext))
    neg = builder.icmp_signed("<", span, zero)
    lo = builder.add(builder.load(tlb), builder.select(neg, span, zero))
    hi = builder.add(
        builder.add(builder.load(tlb), builder.load(text)), builder.select(neg, zero, span)
    )
    return lo, hi, n


@intrinsic
def _footprint(typingctx, datatype, count):
    """``(lo, hi)``: the bytes ``count`` elements of ``datatype`` touch, from the buffer's
    address (``footprint_ir``); (0, 0) for no elements."""

    def codegen(context, builder, sig, args):
        lo, hi, n = footprint_ir(context, builder, args[0], args[1], sig.args[1])
        zero = ir.Constant(_I64, 0)
        empty = builder.icmp_signed("<=", n, zero)
        lo, hi = builder.select(empty, zero, lo), builder.select(empty, zero, hi)
        return context.make_tuple(builder, sig.return_type, [lo, hi])

    return types.UniTuple(types.int64, 2)(datatype, count), codegen


@intrinsic
def _extent(typingctx, datatype):
    """The datatype's extent in bytes (MPI_Type_get_extent): the stride of displacements."""

    def codegen(context, builder, sig, args):
        p64 = _I64.as_pointer()
        lb, ext = cgutils.alloca_once(builder, _I64), cgutils.alloca_once(builder, _I64)
        builder.call(_mpi_fn(builder, "MPI_Type_get_extent", [_H, p64, p64]), [args[0], lb, ext])
        return builder.load(ext)

    return types.int64(datatype), codegen


@numba.njit(inline="always")
def _array_span(a):
    """``(lo, hi)``: the bytes an array's elements occupy, from its first element's address."""
    if a.size == 0:
        return 0, 0
    lo, hi = 0, a.itemsize
    for k in range(a.ndim):
        e = (a.shape[k] - 1) * a.strides[k]
        if e < 0:
            lo += e
        else:
            hi += e
    return lo, hi


@numba.njit
def _fits(data, datatype, n):
    """``(n, datatype)``, after checking that n elements of the datatype lie inside the array."""
    lo, hi = _footprint(datatype, n)
    alo, ahi = _array_span(data)
    if lo < hi and (lo < alo or hi > ahi):
        raise ValueError(
            "mpiad.mpi: the elements of a datatype (times its count) reach outside the "
            "array given as their buffer: the array gives the address where the datatype "
            "starts and must cover all it touches (for column j of u, pass u[:, j])"
        )
    return n, datatype


_OUTSIDE_V = (
    "mpiad.mpi: a block of a v-variant (its count and displacement, in elements of the "
    "datatype) reaches outside the array given as its buffer: the array gives the address "
    "the displacements start from and must cover every block"
)


_SHORT_DISPLS = (
    "mpiad.mpi: a v-variant's displacement array is shorter than its count array: give one "
    "displacement for every count"
)


@numba.njit
def _plain_v(data, datatype, counts, displs, here):
    """The array's dtype (the call's ``T`` slot, as ``side``'s), after the contiguity check and
    the check that every block (``counts[r]`` elements from element ``displs[r]``) lies inside
    the array, so that MPI never reads or writes past it."""
    _check_contiguous(data)
    n = counts.size if here else 0
    if displs.size < n:
        raise ValueError(_SHORT_DISPLS)
    size = data.size
    for r in range(n):
        c = np.int64(counts[r])
        d = np.int64(displs[r])
        if c < 0 or (c > 0 and (d < 0 or d + c > size)):
            raise ValueError(_OUTSIDE_V)
    return data.dtype


@numba.njit
def _typed_v(data, datatype, counts, displs, here):
    """The datatype, after checking that every block (``counts[r]`` elements of it, starting
    ``displs[r]`` extents from the array's first element) lies inside the array."""
    n = counts.size if here else 0
    if displs.size < n:
        raise ValueError(_SHORT_DISPLS)
    ext = _extent(datatype)
    alo, ahi = _array_span(data)
    for r in range(n):
        lo, hi = _footprint(datatype, counts[r])
        off = np.int64(displs[r]) * ext
        if lo < hi and (lo + off < alo or hi + off > ahi):
            raise ValueError(_OUTSIDE_V)
    return datatype


def side_v(datatype):
    """At typing time, for a v-variant's buffer named with ``datatype`` (absent: none), the
    jitted ``check(data, datatype, counts, displs, here)`` that its overload body calls: it
    returns the call's datatype slot (the array's dtype, or the datatype) after checking every
    block against the array (``here``: the ranks' blocks count on this rank; a root's count at
    the root only).

    A jitted function the body calls directly rather than an inlined overload: inlined, its
    array arguments would be new references whose NRT_incref / NRT_decref span the loop over the
    blocks, where Numba's reference-count pruning cannot pair them (3 pairs a buffer more)."""
    return _plain_v if absent(datatype) else _typed_v


def side(data, datatype, count):  # pragma: no cover - compiled
    pass


@kernel_overload(side)
def _ol_side(data, datatype, count):
    """``(count, datatype slot)`` of one buffer of a call: without a datatype, the array's size
    and its dtype (whose MPI datatype the call's ``T`` slot takes, a constant; the dtype rather
    than the array, which would take a reference more), after the contiguity check; with one,
    the count (default 1) and the datatype, after checking that the elements it describes lie
    inside the array's memory."""
    if absent(datatype):

        def plain(data, datatype, count):
            _check_contiguous(data)
            return data.size, data.dtype

        return plain

    if absent(count):
        return lambda data, datatype, count: _fits(data, datatype, 1)
    return lambda data, datatype, count: _fits(data, datatype, count)


# -- the calls, their datatype operands given by slots (``T``: a datatype, or a dtype's) -------
# (data, count, datatype, peer, tag, comm[, request])
SEND = mpi_call("MPI_Send", "d0 i1 T2 i3 i4 c5")
RECV = mpi_call("MPI_Recv", "d0 i1 T2 i3 i4 c5 S")
ISEND = mpi_call("MPI_Isend", "d0 i1 T2 i3 i4 c5 d6")
IRECV = mpi_call("MPI_Irecv", "d0 i1 T2 i3 i4 c5 d6")
#: persistent requests: MPI name -> the call
INIT = {
    name: mpi_call(name, "d0 i1 T2 i3 i4 c5 d6")
    for name in ("MPI_Send_init", "MPI_Ssend_init", "MPI_Rsend_init", "MPI_Bsend_init")
    + ("MPI_Recv_init",)
}
# (sdata, scount, sdt, dest, stag, rdata, rcount, rdt, source, rtag, comm)
SENDRECV = mpi_call("MPI_Sendrecv", "d0 i1 T2 i3 i4 d5 i6 T7 i8 i9 c10 S")
# the same and the request; (data, count, datatype, dest, stag, source, rtag, comm, request)
ISENDRECV = mpi_call("MPI_Isendrecv", "d0 i1 T2 i3 i4 d5 i6 T7 i8 i9 c10 d11")
ISENDRECV_REPLACE = mpi_call("MPI_Isendrecv_replace", "d0 i1 T2 i3 i4 i5 i6 c7 d8")
# (data, count, datatype, root, comm)
BCAST = mpi_call("MPI_Bcast", "d0 i1 T2 i3 c4")
# (sdata, scount, sdt, rdata, rcount, rdt[, root], comm)
GATHER = mpi_call("MPI_Gather", "d0 i1 T2 d3 i4 T5 i6 c7")
SCATTER = mpi_call("MPI_Scatter", "d0 i1 T2 d3 i4 T5 i6 c7")
ALLGATHER = mpi_call("MPI_Allgather", "d0 i1 T2 d3 i4 T5 c6")
ALLTOALL = mpi_call("MPI_Alltoall", "d0 i1 T2 d3 i4 T5 c6")
# their nonblocking forms: the request last
IBCAST = mpi_call("MPI_Ibcast", "d0 i1 T2 i3 c4 d5")
IGATHER = mpi_call("MPI_Igather", "d0 i1 T2 d3 i4 T5 i6 c7 d8")
ISCATTER = mpi_call("MPI_Iscatter", "d0 i1 T2 d3 i4 T5 i6 c7 d8")
IALLGATHER = mpi_call("MPI_Iallgather", "d0 i1 T2 d3 i4 T5 c6 d7")
IALLTOALL = mpi_call("MPI_Ialltoall", "d0 i1 T2 d3 i4 T5 c6 d7")
#: the v-variants, MPI name -> the call (int32 arrays of counts and displacements as ``d``)
V = {
    # (sdata, scount, sdt, rdata, rcounts, displs, rdt, root, comm[, request])
    "MPI_Gatherv": mpi_call("MPI_Gatherv", "d0 i1 T2 d3 d4 d5 T6 i7 c8"),
    "MPI_Igatherv": mpi_call("MPI_Igatherv", "d0 i1 T2 d3 d4 d5 T6 i7 c8 d9"),
    # (sdata, scount, sdt, rdata, rcounts, displs, rdt, comm[, request])
    **{
        n: mpi_call(n, "d0 i1 T2 d3 d4 d5 T6 c7")
        for n in ("MPI_Allgatherv", "MPI_Neighbor_allgatherv")
    },
    **{
        n: mpi_call(n, "d0 i1 T2 d3 d4 d5 T6 c7 d8")
        for n in ("MPI_Iallgatherv", "MPI_Ineighbor_allgatherv")
    },
    # (sdata, scounts, displs, sdt, rdata, rcount, rdt, root, comm[, request])
    "MPI_Scatterv": mpi_call("MPI_Scatterv", "d0 d1 d2 T3 d4 i5 T6 i7 c8"),
    "MPI_Iscatterv": mpi_call("MPI_Iscatterv", "d0 d1 d2 T3 d4 i5 T6 i7 c8 d9"),
    # (sdata, scounts, sdispls, sdt, rdata, rcounts, rdispls, rdt, comm[, request])
    **{
        n: mpi_call(n, "d0 d1 d2 T3 d4 d5 d6 T7 c8")
        for n in ("MPI_Alltoallv", "MPI_Neighbor_alltoallv")
    },
    **{
        n: mpi_call(n, "d0 d1 d2 T3 d4 d5 d6 T7 c8 d9")
        for n in ("MPI_Ialltoallv", "MPI_Ineighbor_alltoallv")
    },
}

__all__: list = []


def alltoall_ol(fn: str, plain_call, typed_call, comm_size):
    """The overload of ``alltoall(send_data, recv_data, comm=None, sendtype=None,
    sendcount=None, recvtype=None, recvcount=None)``: a block (to or from each rank) is
    ``send_data.size // size`` elements of an array without a datatype, ``sendcount`` /
    ``recvcount`` elements (default 1) of one given. ``plain_call``: collectives.py's call
    without datatypes, ``(send_data, block, recv_data, comm)``; ``typed_call``: ``ALLTOALL``
    (``ialltoall``: the nonblocking calls ``with_request``, returning ``(status, request)``).
    Two bodies, unlike the other collectives: without datatypes both sides count a block from
    ``send_data`` (``plain_call``'s pattern), where the typed body counts each side's own."""

    def ol(
        send_data,
        recv_data,
        comm=None,
        sendtype=None,
        sendcount=None,
        recvtype=None,
        recvcount=None,
    ):
        if not (given(sendtype, sendcount) or given(recvtype, recvcount)):
            check_side(fn, "send_data", send_data, None, None)
            check_side(fn, "recv_data", recv_data, None, None)
            if send_data.dtype != recv_data.dtype:
                raise numba.core.errors.TypingError(
                    f"mpiad.mpi.{fn}: the send and receive data have different dtypes "
                    f"({send_data.dtype}, {recv_data.dtype})"
                )

            @signature_of(ol)
            def impl(send_data, recv_data, comm, sendtype, sendcount, recvtype, recvcount):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                return plain_call((send_data, send_data.size // comm_size(comm), recv_data, comm))

            return impl
        check_side(fn, "send_data", send_data, sendtype, sendcount, "sendcount")
        check_side(fn, "recv_data", recv_data, recvtype, recvcount, "recvcount")

        @signature_of(ol)
        def typed(send_data, recv_data, comm, sendtype, sendcount, recvtype, recvcount):
            size = comm_size(comm)
            sn, sdt = side(send_data, sendtype, _blocks(sendcount, size))
            rn, rdt = side(recv_data, recvtype, _blocks(recvcount, size))
            return typed_call((send_data, sn // size, sdt, recv_data, rn // size, rdt, comm))

        return typed

    return ol


def _blocks(count, size):  # pragma: no cover - compiled
    pass


@kernel_overload(_blocks)
def _ol_blocks(count, size):
    """The elements of ``size`` blocks of ``count`` (default 1) datatype elements each."""
    if absent(count):
        return lambda count, size: size
    return lambda count, size: count * size
