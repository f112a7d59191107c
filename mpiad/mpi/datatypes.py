"""MPI datatypes made outside a kernel (``MPI.DOUBLE.Create_vector(...).Commit()``, subarray,
indexed, ...) as the datatype of the kernels' point-to-point calls and of the blocking
collectives whose derivatives the runtime moves on derived layouts (Bcast, Gather, Scatter,
Allgather, Alltoall; passes/mpi/runtime/layouts.c).

A call takes the datatype as ``datatype=`` (two-sided calls: ``sendtype=`` / ``recvtype=``) and
the count as MPI does, in elements of that datatype (``count=``, default 1; ``sendcount=`` /
``recvcount=``). The array then gives the address of the datatype's first element, as
``&u[0][j]`` does in C: pass the view that starts there (``u[:, j]`` for column j of ``u``, or
``u`` itself for a subarray of it). Its own strides are not used; what is checked, when the
call runs, is that every byte the datatype touches lies inside the view's memory, so that a
count or an offset off by one stops with a message rather than reading or writing past the
array. At typing time the array's dtype must be the datatype's basic element (a vector of
MPI_DOUBLE describes float64 data)."""

from __future__ import annotations

import numba
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic

from . import _H, _I64, DatatypeType, _check_buffer, _check_contiguous, _mpi_fn
from ._lowering import kernel_overload, mpi_call


def absent(ty) -> bool:
    return ty is None or isinstance(ty, (types.NoneType, types.Omitted))


def given(datatype, count) -> bool:
    """Does the call name a datatype (or a count, which goes with one)?"""
    return not (absent(datatype) and absent(count))


def check_side(fn: str, what: str, data, datatype, count, count_kw: str = "count") -> None:
    """Typing-time checks of one buffer of a call and its datatype and count."""
    if absent(datatype):
        if not absent(count):
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.{fn}: {count_kw}= counts elements of a datatype given with it; "
                f"without one, the count of {what} is its size"
            )
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
    if datatype.element is None:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: the datatype of {what} mixes basic datatypes or is built from one "
            "that has no NumPy dtype here; kernels take datatypes built from one of MPI.DOUBLE, "
            "MPI.FLOAT, MPI.INT, MPI.INT64_T, MPI.UNSIGNED_CHAR, MPI.C_BOOL"
        )
    if str(data.dtype) != datatype.element:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {what} holds {data.dtype}, but its datatype describes "
            f"{datatype.element} elements"
        )
    if not (absent(count) or isinstance(count, (types.Integer, types.IntegerLiteral))):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {count_kw} must be an integer, got {count}"
        )


@intrinsic
def _footprint(typingctx, datatype, count):
    """``(lo, hi)``: the bytes ``count`` elements of ``datatype`` touch, from the buffer's
    address (MPI_Type_get_true_extent / MPI_Type_get_extent; both are queries the pass leaves
    as they are)."""

    def codegen(context, builder, sig, args):
        dt, n = args
        n = builder.sext(context.cast(builder, n, sig.args[1], types.int32), _I64)
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
        empty = builder.icmp_signed("<=", n, zero)
        lo, hi = builder.select(empty, zero, lo), builder.select(empty, zero, hi)
        return context.make_tuple(builder, sig.return_type, [lo, hi])

    return types.UniTuple(types.int64, 2)(datatype, count), codegen


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


def side(data, datatype, count):  # pragma: no cover - compiled
    pass


@kernel_overload(side)
def _ol_side(data, datatype, count):
    """``(count, datatype slot)`` of one buffer of a call: without a datatype, the array's size
    and the array (its dtype's datatype, ``T`` in the call pattern), after the contiguity check;
    with one, the count (default 1) and the datatype, after checking that the elements it
    describes lie inside the array's memory."""
    if absent(datatype):

        def plain(data, datatype, count):
            _check_contiguous(data)
            return data.size, data

        return plain

    if absent(count):
        return lambda data, datatype, count: _fits(data, datatype, 1)
    return lambda data, datatype, count: _fits(data, datatype, count)


# -- the calls, their datatype operands given by slots (``T``: a datatype, or an array's dtype) --
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
# (data, count, datatype, root, comm)
BCAST = mpi_call("MPI_Bcast", "d0 i1 T2 i3 c4")
# (sdata, scount, sdt, rdata, rcount, rdt[, root], comm)
GATHER = mpi_call("MPI_Gather", "d0 i1 T2 d3 i4 T5 i6 c7")
SCATTER = mpi_call("MPI_Scatter", "d0 i1 T2 d3 i4 T5 i6 c7")
ALLGATHER = mpi_call("MPI_Allgather", "d0 i1 T2 d3 i4 T5 c6")
ALLTOALL = mpi_call("MPI_Alltoall", "d0 i1 T2 d3 i4 T5 c6")

__all__: list = []


def alltoall_ol(plain_call, comm_size):
    """The overload of ``alltoall(send_data, recv_data, comm=None, sendtype=None,
    sendcount=None, recvtype=None, recvcount=None)``: a block (to or from each rank) is
    ``send_data.size // size`` elements of an array without a datatype, ``sendcount`` /
    ``recvcount`` elements (default 1) of one given. ``plain_call``: collectives.py's call
    without datatypes, ``(send_data, block, recv_data, comm)``."""

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
            check_side("alltoall", "send_data", send_data, None, None)
            check_side("alltoall", "recv_data", recv_data, None, None)
            if send_data.dtype != recv_data.dtype:
                raise numba.core.errors.TypingError(
                    "mpiad.mpi.alltoall: the send and receive data have different dtypes "
                    f"({send_data.dtype}, {recv_data.dtype})"
                )

            def impl(
                send_data,
                recv_data,
                comm=None,
                sendtype=None,
                sendcount=None,
                recvtype=None,
                recvcount=None,
            ):
                _check_contiguous(send_data)
                _check_contiguous(recv_data)
                return plain_call((send_data, send_data.size // comm_size(comm), recv_data, comm))

            return impl
        check_side("alltoall", "send_data", send_data, sendtype, sendcount, "sendcount")
        check_side("alltoall", "recv_data", recv_data, recvtype, recvcount, "recvcount")

        def typed(
            send_data,
            recv_data,
            comm=None,
            sendtype=None,
            sendcount=None,
            recvtype=None,
            recvcount=None,
        ):
            size = comm_size(comm)
            sn, sdt = side(send_data, sendtype, _blocks(sendcount, size))
            rn, rdt = side(recv_data, recvtype, _blocks(recvcount, size))
            return ALLTOALL((send_data, sn // size, sdt, recv_data, rn // size, rdt, comm))

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
