"""Persistent collectives inside kernels (MPI-4): ``allreduce_init``, ``reduce_init``,
``reduce_scatter_block_init``, ``scan_init``, ``exscan_init``, ``bcast_init``, ``gather_init``,
``scatter_init``, ``allgather_init``, ``alltoall_init``, ``barrier_init``.

Each takes its nonblocking form's arguments (collectives.py: ``allreduce_init(send, recv,
operator, comm)`` as ``iallreduce``) and returns ``(status, request)``: a persistent request
(info ``MPI_INFO_NULL``) that ``start`` / ``startall`` start, each start a new collective (a
time loop starts it once a step), that any completion call completes and ``request_free``
frees once inactive (requests.py). One overload builder serves each call and its nonblocking
form; only the MPI call differs. The reductions but ``reduce_scatter_block_init`` take MINLOC /
MAXLOC pairs, as ``allreduce`` does; the w-variants' (``alltoallw_init``,
``neighbor_alltoallw_init``) are in wcollectives.py."""

from __future__ import annotations

from . import collectives as _c
from . import datatypes as _datatypes
from ._lowering import (
    _check_comm,
    _check_contiguous,
    _python_only,
    kernel_overload,
    mpi_call,
    signature_of,
    with_request,
)
from .environment import _comm_size

__all__ = [
    "allreduce_init",
    "reduce_init",
    "reduce_scatter_block_init",
    "scan_init",
    "exscan_init",
    "bcast_init",
    "gather_init",
    "scatter_init",
    "allgather_init",
    "alltoall_init",
    "barrier_init",
]

allreduce_init = _python_only("allreduce_init")
reduce_init = _python_only("reduce_init")
reduce_scatter_block_init = _python_only("reduce_scatter_block_init")
scan_init = _python_only("scan_init")
exscan_init = _python_only("exscan_init")
bcast_init = _python_only("bcast_init")
gather_init = _python_only("gather_init")
scatter_init = _python_only("scatter_init")
allgather_init = _python_only("allgather_init")
alltoall_init = _python_only("alltoall_init")
barrier_init = _python_only("barrier_init")


def _init(name: str, pattern: str):
    """``name`` (a persistent collective) from ``pattern`` ``with_request``."""
    return with_request(mpi_call(name, pattern))


# (send, recv, op, comm, request): as the nonblocking reductions (MINLOC / MAXLOC pairs but in
# reduce_scatter_block_init)
_RED = "d0 d1 n1 t1 i2 c3 I d4"
for _stub, _name, _sendobj, _pairs in (
    (allreduce_init, "MPI_Allreduce_init", "sendobj", True),
    (reduce_scatter_block_init, "MPI_Reduce_scatter_block_init", "send_data", False),
    (scan_init, "MPI_Scan_init", "sendobj", True),
    (exscan_init, "MPI_Exscan_init", "sendobj", True),
):
    kernel_overload(_stub)(
        _c._reduction_ol(
            _stub.__name__,
            _init(_name, _RED),
            _sendobj,
            _c.pair_calls(_name, _RED, with_request) if _pairs else None,
        )
    )

_REDUCE = "d0 d1 n1 t1 i2 i3 c4 I d5"
_reduce_init = _init("MPI_Reduce_init", _REDUCE)
_reduce_init_pairs = _c.pair_calls("MPI_Reduce_init", _REDUCE, with_request)


@kernel_overload(reduce_init)
def _ol_reduce_init(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
    """As ``ireduce``."""
    _datatypes.refuse_reduction("reduce_init", datatype, count)
    c = _c._pair_call("reduce_init", sendobj, recvobj, operator, _reduce_init_pairs)
    if c is None:
        _c._buffers("reduce_init", sendobj=sendobj, recvobj=recvobj)
        c = _reduce_init
    _c._check_op(operator, "reduce_init")
    _check_comm(comm, "reduce_init")

    @signature_of(_ol_reduce_init)
    def impl(sendobj, recvobj, operator, root, comm, datatype, count):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return c((sendobj, recvobj, operator, root, comm))

    return impl


# with datatypes or without, as their nonblocking forms (collectives.py's builders)
for _stub, _factory, _name, _pattern in (
    (bcast_init, _c._bcast_ol, "MPI_Bcast_init", "d0 i1 T2 i3 c4 I d5"),
    (gather_init, _c._gather_ol, "MPI_Gather_init", "d0 i1 T2 d3 i4 T5 i6 c7 I d8"),
    (scatter_init, _c._scatter_ol, "MPI_Scatter_init", "d0 i1 T2 d3 i4 T5 i6 c7 I d8"),
    (allgather_init, _c._allgather_ol, "MPI_Allgather_init", "d0 i1 T2 d3 i4 T5 c6 I d7"),
):
    kernel_overload(_stub)(_factory(_stub.__name__, _init(_name, _pattern)))

kernel_overload(alltoall_init)(
    _datatypes.alltoall_ol(
        "alltoall_init",
        _init("MPI_Alltoall_init", "d0 i1 t0 d2 i1 t2 c3 I d4"),
        _init("MPI_Alltoall_init", "d0 i1 T2 d3 i4 T5 c6 I d7"),
        _comm_size,
    )
)

_barrier_init = _init("MPI_Barrier_init", "c0 I d1")


@kernel_overload(barrier_init)
def _ol_barrier_init(comm=None):
    _check_comm(comm, "barrier_init")

    def impl(comm=None):
        return _barrier_init((comm,))

    return impl
