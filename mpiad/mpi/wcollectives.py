"""The w-variants inside kernels: ``alltoallw(send_data, sendcounts, sdispls, sendtypes,
recv_data, recvcounts, rdispls, recvtypes, comm=None)`` and ``ialltoallw`` (returning
``(status, request)``), MPI_Alltoallw / MPI_Ialltoallw: a count, a byte displacement and a
datatype per rank; ``neighbor_alltoallw`` / ``ineighbor_alltoallw`` take the same arguments,
one entry a neighbour, on a communicator with a process topology (required). Their persistent
forms (MPI-4) ``alltoallw_init`` / ``neighbor_alltoallw_init`` take the same arguments and return
``(status, request)``, a persistent request that ``start`` / ``startall`` start (each start a
new collective over the buffers and datatypes given here) and ``request_free`` frees.

Counts are int32 arrays, displacements bytes from the array's first element, as MPI's: int32 arrays
(alltoallw), int64 ones (MPI_Aint: neighbor_alltoallw). The datatypes are an array of MPI handles
made outside the kernel by :func:`datatype_array` (``mpi.datatype_array([MPI.DOUBLE, col, ...])``):
a kernel cannot hold a list of mpi4py objects, and MPI reads ``MPI_Datatype[]`` as such an array.
Every block is checked against its array when the call runs (its datatype's extent queried), so
that MPI never reads or writes past it. Which blocks carry a derivative is decided by the runtime
(passes/mpi/runtime/wcollectives.c): the blocks of a differentiated call are of one floating kind,
basic or derived; a mixture stops, naming the call.
"""

from __future__ import annotations

import numba
import numpy as np
from numba.core import types
from numba.extending import intrinsic

from ._lowering import (
    _check_comm,
    _no_comm,
    _python_only,
    kernel_overload,
    mpi_call,
    signature_of,
    with_request,
)
from .datatypes import _array_span, footprint_ir
from .environment import _comm_size
from .handles import _H, _POINTER_HANDLES, MPI

__all__ = [
    "alltoallw",
    "ialltoallw",
    "neighbor_alltoallw",
    "ineighbor_alltoallw",
    "alltoallw_init",
    "neighbor_alltoallw_init",
    "datatype_array",
]

alltoallw = _python_only("alltoallw")
ialltoallw = _python_only("ialltoallw")
neighbor_alltoallw = _python_only("neighbor_alltoallw")
ineighbor_alltoallw = _python_only("ineighbor_alltoallw")
alltoallw_init = _python_only("alltoallw_init")
neighbor_alltoallw_init = _python_only("neighbor_alltoallw_init")

#: the dtype of an MPI_Datatype handle: a 32-bit int under MPICH's ABI, a pointer otherwise
DatatypeHandle = np.int32 if MPI._sizeof(MPI.Datatype) == 4 else np.int64
_HANDLE_NB = types.int32 if DatatypeHandle is np.int32 else types.int64


def datatype_array(datatypes) -> np.ndarray:
    """The MPI handles of mpi4py datatypes (committed), as the array ``alltoallw`` takes for
    its ``sendtypes`` / ``recvtypes`` (called from Python, outside the kernel)."""
    # (mpi4py gives MPICH's handles sign-extended to 64 bits: their bits, as the C int holds them)
    bits = 8 * np.dtype(DatatypeHandle).itemsize
    unsigned = np.uint32 if bits == 32 else np.uint64
    raw = [MPI._handleof(t) & ((1 << bits) - 1) for t in datatypes]
    return np.array(raw, dtype=unsigned).view(DatatypeHandle)


# (sdata, scounts, sdispls, stypes, rdata, rcounts, rdispls, rtypes, comm[, request])
_ALLTOALLW = mpi_call("MPI_Alltoallw", "d0 d1 d2 d3 d4 d5 d6 d7 c8")
_IALLTOALLW = mpi_call("MPI_Ialltoallw", "d0 d1 d2 d3 d4 d5 d6 d7 c8 d9")
_NEIGHBOR_W = mpi_call("MPI_Neighbor_alltoallw", "d0 d1 d2 d3 d4 d5 d6 d7 c8")
_INEIGHBOR_W = mpi_call("MPI_Ineighbor_alltoallw", "d0 d1 d2 d3 d4 d5 d6 d7 c8 d9")
# persistent (info MPI_INFO_NULL)
_ALLTOALLW_INIT = mpi_call("MPI_Alltoallw_init", "d0 d1 d2 d3 d4 d5 d6 d7 c8 I d9")
_NEIGHBOR_W_INIT = mpi_call("MPI_Neighbor_alltoallw_init", "d0 d1 d2 d3 d4 d5 d6 d7 c8 I d9")


@intrinsic
def _handle_footprint(typingctx, handle, count):
    """``(lo, hi)``: the bytes ``count`` elements of the datatype whose handle is ``handle`` (an
    element of a :func:`datatype_array`) touch, from the block's address."""

    def codegen(context, builder, sig, args):
        h, n = args
        dt = builder.inttoptr(h, _H) if _POINTER_HANDLES else h
        lo, hi, _ = footprint_ir(context, builder, dt, n, sig.args[1])
        return context.make_tuple(builder, sig.return_type, [lo, hi])

    return types.UniTuple(types.int64, 2)(handle, count), codegen


_OUTSIDE_W = (
    "mpiad.mpi.alltoallw: a block (its count of its datatype at its byte displacement) reaches "
    "outside the array given as its buffer: the array gives the address the displacements "
    "start from and must cover every block"
)
_SHORT_W = (
    "mpiad.mpi.alltoallw: the counts, displacements and datatypes of a side need one entry "
    "for every rank of the communicator (neighbor_alltoallw: every neighbour, as many as the "
    "counts)"
)


@numba.njit
def _check_w(data, counts, displs, handles, size):
    """Every block (``counts[r]`` elements of datatype ``handles[r]`` from byte ``displs[r]``)
    inside the array (size < 0: as many blocks as counts)."""
    if size < 0:
        size = counts.size
    if counts.size < size or displs.size < size or handles.size < size:
        raise ValueError(_SHORT_W)
    alo, ahi = _array_span(data)
    for r in range(size):
        c = counts[r]
        if c < 0:
            raise ValueError(_OUTSIDE_W)
        if c == 0:
            continue
        lo, hi = _handle_footprint(handles[r], c)
        off = np.int64(displs[r])
        if lo < hi and (lo + off < alo or hi + off > ahi):
            raise ValueError(_OUTSIDE_W)


def _check_args(fn: str, data, counts, displs, handles, what: str, aint: bool) -> None:
    if not isinstance(data, types.Array):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: {what} must be a NumPy array, got {data}"
        )
    ddt = types.int64 if aint else types.int32
    for name, ty, dt in (("counts", counts, types.int32), ("displs", displs, ddt)):
        if not (isinstance(ty, types.Array) and ty.ndim == 1 and ty.dtype == dt):
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.{fn}: the {name} of {what} must be a 1-D {dt} array (one entry a "
                f"peer), got {ty}"
            )
    if not (
        isinstance(handles, types.Array)
        and handles.ndim == 1
        and handles.dtype == _HANDLE_NB
        and handles.layout == "C"
    ):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: the datatypes of {what} must be a contiguous array made by "
            f"mpiad.mpi.datatype_array([...]) outside the kernel, got {handles}"
        )


def _alltoallw_ol(fn: str, call, neighbor: bool = False):
    """``alltoallw``; ``call``: ``MPI_Alltoallw``'s, or ``MPI_Ialltoallw``'s ``with_request``
    (``neighbor``: the neighbourhood form's, a communicator required)."""

    def ol(
        send_data,
        sendcounts,
        sdispls,
        sendtypes,
        recv_data,
        recvcounts,
        rdispls,
        recvtypes,
        comm=None,
    ):
        _check_args(fn, send_data, sendcounts, sdispls, sendtypes, "send_data", neighbor)
        _check_args(fn, recv_data, recvcounts, rdispls, recvtypes, "recv_data", neighbor)
        if neighbor and _no_comm(comm):
            raise numba.core.errors.TypingError(
                f"mpiad.mpi.{fn}: comm is required (a communicator with a process topology, "
                "e.g. from comm.Create_cart)"
            )
        _check_comm(comm, fn)

        @signature_of(ol)
        def impl(
            send_data,
            sendcounts,
            sdispls,
            sendtypes,
            recv_data,
            recvcounts,
            rdispls,
            recvtypes,
            comm,
        ):
            size = -1 if neighbor else _comm_size(comm)
            _check_w(send_data, sendcounts, sdispls, sendtypes, size)
            _check_w(recv_data, recvcounts, rdispls, recvtypes, size)
            sends = (send_data, sendcounts, sdispls, sendtypes)
            return call(sends + (recv_data, recvcounts, rdispls, recvtypes, comm))

        return impl

    return ol


for _stub, _call, _nb in (
    (alltoallw, _ALLTOALLW, False),
    (ialltoallw, with_request(_IALLTOALLW), False),
    (neighbor_alltoallw, _NEIGHBOR_W, True),
    (ineighbor_alltoallw, with_request(_INEIGHBOR_W), True),
    (alltoallw_init, with_request(_ALLTOALLW_INIT), False),
    (neighbor_alltoallw_init, with_request(_NEIGHBOR_W_INIT), True),
):
    kernel_overload(_stub)(_alltoallw_ol(_stub.__name__, _call, _nb))
