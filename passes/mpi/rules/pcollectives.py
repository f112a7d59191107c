"""Persistent collectives (MPI-4): Bcast_init, Gather(v)_init, Allgather(v)_init,
Scatter(v)_init, Alltoall(v)_init, Reduce_scatter(_block)_init, Allreduce_init, Reduce_init,
Scan_init, Exscan_init, Neighbor_allgather(v)_init, Neighbor_alltoall(v)_init (on a graph, the
reverse of each start runs on the reversed graph), Alltoallw_init, Neighbor_alltoallw_init (their
blocks flattened, pwcollectives.c), with derived datatypes (each start's derivative over
contiguous copies in the user's layouts; a reduction's op user-defined and registered).
MPI_Barrier_init carries no data (inactive.py).

An ``_init`` call communicates nothing: its rule calls MPI's own ``MPI_X_init`` on the user's
buffers (so the user's request is MPI's persistent collective, for every completion call) and
keeps what the starts need (the collective's plan, its buffers and their shadow or lanes) under
the request (passes/mpi/runtime/pcollectives.c). Each ``MPI_Start`` / ``MPI_Startall``
(persistent.py) is then the matching nonblocking collective on that request: the completion
calls and their reverse (nonblocking.py) serve it as they serve an Iallreduce, and the reverse
sweep undoes the starts of a time loop one by one, last first. ``MPI_Request_free`` drops the
set-up (of an active request: refused, naming the ``_init`` call).

Each call is one row of ``_CALLS``: its C signature, the runtime function's stem
(``__mpiad_pinit_<stem>``, one function for both modes) and its arguments (``B<i>``: buffer
argument i and its lanes (forward) or shadow (reverse); ``a<i>``: argument i as it is; ``W``:
the width, -1 in reverse mode; ``null`` / an integer: a constant), as icollectives.py's rows."""

from __future__ import annotations

from ...ir.values import Value
from .. import abi as ABI
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    check_user_op,
    mpi_rule,
    name_result,
    row_args,
    rt_call,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "persistent collectives (each start a nonblocking collective)"

_GATHER = "sbuf count dt rbuf count dt root comm info req"
_GATHERV = "sbuf count dt rbuf counts counts dt root comm info req"
_REDUCTION = "sbuf rbuf count dt op comm info req"

# name: (its C signature, the runtime function's stem, its arguments)
_CALLS = {
    "MPI_Bcast_init": ("buf count dt root comm info req", "bcast", "B0 W a1 a2 a3 a4 a5 a6"),
    "MPI_Gather_init": (_GATHER, "gatherv", "B0 a1 a2 B3 null null a4 a5 a6 a7 a8 a9 W 0"),
    "MPI_Allgather_init": (
        "sbuf count dt rbuf count dt comm info req",
        "gatherv",
        "B0 a1 a2 B3 null null a4 a5 0 a6 a7 a8 W 1",
    ),
    "MPI_Gatherv_init": (_GATHERV, "gatherv", "B0 a1 a2 B3 a4 a5 0 a6 a7 a8 a9 a10 W 2"),
    "MPI_Allgatherv_init": (
        "sbuf count dt rbuf counts counts dt comm info req",
        "gatherv",
        "B0 a1 a2 B3 a4 a5 0 a6 0 a7 a8 a9 W 3",
    ),
    "MPI_Scatter_init": (_GATHER, "scatterv", "B0 null null a1 a2 B3 a4 a5 a6 a7 a8 a9 W 0"),
    "MPI_Scatterv_init": (
        "sbuf counts counts dt rbuf count dt root comm info req",
        "scatterv",
        "B0 a1 a2 0 a3 B4 a5 a6 a7 a8 a9 a10 W 1",
    ),
    "MPI_Alltoall_init": (
        "sbuf count dt rbuf count dt comm info req",
        "alltoallv",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 a8 W",
    ),
    "MPI_Alltoallv_init": (
        "sbuf counts counts dt rbuf counts counts dt comm info req",
        "alltoallv",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 a10 W",
    ),
    "MPI_Reduce_scatter_block_init": (
        _REDUCTION,
        "reduce_scatter",
        "B0 B1 null a2 a3 a4 a5 a6 a7 W",
    ),
    "MPI_Reduce_scatter_init": (
        "sbuf rbuf counts dt op comm info req",
        "reduce_scatter",
        "B0 B1 a2 0 a3 a4 a5 a6 a7 W",
    ),
    "MPI_Allreduce_init": (_REDUCTION, "allreduce", "B0 B1 W a2 a3 a4 -1 a5 a6 a7"),
    "MPI_Reduce_init": (
        "sbuf rbuf count dt op root comm info req",
        "allreduce",
        "B0 B1 W a2 a3 a4 a5 a6 a7 a8",
    ),
    "MPI_Scan_init": (_REDUCTION, "scan", "B0 B1 W a2 a3 a4 0 a5 a6 a7"),
    "MPI_Exscan_init": (_REDUCTION, "scan", "B0 B1 W a2 a3 a4 1 a5 a6 a7"),
    "MPI_Neighbor_allgather_init": (
        "sbuf count dt rbuf count dt comm info req",
        "neighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 a8 W 1",
    ),
    "MPI_Neighbor_allgatherv_init": (
        "sbuf count dt rbuf counts counts dt comm info req",
        "neighbor",
        "B0 null null a1 a2 B3 a4 a5 0 a6 a7 a8 a9 W 1",
    ),
    "MPI_Neighbor_alltoall_init": (
        "sbuf count dt rbuf count dt comm info req",
        "neighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 a8 W 0",
    ),
    "MPI_Neighbor_alltoallv_init": (
        "sbuf counts counts dt rbuf counts counts dt comm info req",
        "neighbor",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 a10 W 0",
    ),
    # the w-variants (pwcollectives.c): per-block datatypes and byte displacements (MPI_Aint
    # for the neighbour form), flattened into layouts over which each start runs
    "MPI_Alltoallw_init": (
        "sbuf counts counts dts rbuf counts counts dts comm info req",
        "alltoallw",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 a9 a10 W",
    ),
    "MPI_Neighbor_alltoallw_init": (
        "sbuf counts aints dts rbuf counts aints dts comm info req",
        "neighbor_w",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 a9 a10 W",
    ),
}


#: the reductions whose MINLOC / MAXLOC pairs (MPI_DOUBLE_INT, MPI_2DOUBLE_PRECISION) carry a
#: derivative in their values (each start's: pcollectives.c, as the nonblocking forms')
_PAIR_REDUCTIONS = ("MPI_Allreduce_init", "MPI_Reduce_init", "MPI_Scan_init", "MPI_Exscan_init")


@mpi_rule
class PersistentCollective(MPIRule):
    """One row of ``_CALLS``: no communication of its own, no reverse (each start has one)."""

    signatures = {name: row[0] for name, row in _CALLS.items() if name not in _PAIR_REDUCTIONS}

    def args(self, g, inst, forward: bool) -> list[Value]:
        return row_args(self, g, inst, _CALLS[self.name][2], forward, width_after=-1)

    def emit(self, g: TangentBuilder, inst, forward: bool) -> None:
        op = self.signature.index("op")
        if op is not None:
            check_user_op(g, inst, self.a(inst, op))
        rt_call(g, f"__mpiad_pinit_{_CALLS[self.name][1]}", self.args(g, inst, forward), None)
        name_result(g, inst)

    def forward(self, g: TangentBuilder, inst):
        self.emit(g, inst, True)

    def augmented(self, g: TangentBuilder, inst):
        self.emit(g, inst, False)

    def reverse(self, g: AdjointBuilder, inst):
        pass

    def runtime_functions(self) -> set[str]:
        return {f"__mpiad_pinit_{_CALLS[self.name][1]}"}


@mpi_rule
class PersistentReduction(PersistentCollective):
    """A reduction's row: its receive buffer of (value, location) pairs is active too."""

    signatures = {name: _CALLS[name][0] for name in _PAIR_REDUCTIONS}
    datatypes = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES
