"""Nonblocking collectives (Ibcast, Igather(v), Iallgather(v), Iscatter(v), Ialltoall(v),
Ireduce_scatter(_block), Iallreduce, Ireduce, Iscan, Iexscan, Ineighbor_allgather(v),
Ineighbor_alltoall(v)) and the blocking v-variants (Gatherv, Allgatherv, Scatterv, Alltoallv,
Reduce_scatter, Neighbor_allgatherv, Neighbor_alltoallv), and the w-variants (Alltoallw,
Ialltoallw, Neighbor_alltoallw, Ineighbor_alltoallw: a datatype per block, which the runtime
flattens into one layout and runs as the v-variant on copies). MPI_Ibarrier carries no data
(inactive.py). The neighbourhood ones' reverse needs a Cartesian topology (neighbors.c).

The runtime (passes/mpi/runtime/icollectives.c) does them all from one description of the
blocks each rank sends and receives; a blocking v-variant is its nonblocking form completed at
once (its request argument is null). Forward: the primal and the W lanes in one message (fused)
or beside it; the completion call unpacks. Reverse: the augmented call records the collective
under its request; the reverse of its completion (any completion call, nonblocking.py) starts the
transposed collective on the adjoint, in the order of the primal collectives reversed, and the
reverse of the call itself waits for it and adds it into the send buffer's shadow.

Each call is one row of ``_CALLS``: its C signature (``passes/mpi/signatures.py``: the buffer it
writes and the op's argument follow from it), the runtime functions' stem, their arguments
(``B<i>``: the buffer argument i and its shadow lanes (forward) or shadow (augmented); ``a<i>``:
argument i as it is; ``W``: the width, forward only; ``null`` / an integer: a constant). The
trailing constant of the gathers and scatters names the call's kind (gathers: 1 for
Allgather, + 2 for a v-variant; scatters: 1 for a v-variant): a v-variant's counts may be NULL
on a rank where MPI ignores them (MPI_IN_PLACE, a non-root), so the runtime cannot tell the call
by them. MPI_IN_PLACE is handled by the runtime,
which never reads the count and datatype that MPI ignores beside it."""

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
FAMILY = "nonblocking collectives and v-variants"

# name: (its C signature, the runtime functions' stem, their arguments)
_CALLS = {
    "MPI_Ibcast": ("buf count dt root comm req", "ibcast", "B0 W a1 a2 a3 a4 a5"),
    "MPI_Igather": (
        "sbuf count dt rbuf count dt root comm req",
        "igatherv",
        "B0 a1 a2 B3 null null a4 a5 a6 a7 a8 W 0",
    ),
    "MPI_Iallgather": (
        "sbuf count dt rbuf count dt comm req",
        "igatherv",
        "B0 a1 a2 B3 null null a4 a5 0 a6 a7 W 1",
    ),
    "MPI_Igatherv": (
        "sbuf count dt rbuf counts counts dt root comm req",
        "igatherv",
        "B0 a1 a2 B3 a4 a5 0 a6 a7 a8 a9 W 2",
    ),
    "MPI_Gatherv": (
        "sbuf count dt rbuf counts counts dt root comm",
        "igatherv",
        "B0 a1 a2 B3 a4 a5 0 a6 a7 a8 null W 2",
    ),
    "MPI_Iallgatherv": (
        "sbuf count dt rbuf counts counts dt comm req",
        "igatherv",
        "B0 a1 a2 B3 a4 a5 0 a6 0 a7 a8 W 3",
    ),
    "MPI_Allgatherv": (
        "sbuf count dt rbuf counts counts dt comm",
        "igatherv",
        "B0 a1 a2 B3 a4 a5 0 a6 0 a7 null W 3",
    ),
    "MPI_Iscatter": (
        "sbuf count dt rbuf count dt root comm req",
        "iscatterv",
        "B0 null null a1 a2 B3 a4 a5 a6 a7 a8 W 0",
    ),
    "MPI_Iscatterv": (
        "sbuf counts counts dt rbuf count dt root comm req",
        "iscatterv",
        "B0 a1 a2 0 a3 B4 a5 a6 a7 a8 a9 W 1",
    ),
    "MPI_Scatterv": (
        "sbuf counts counts dt rbuf count dt root comm",
        "iscatterv",
        "B0 a1 a2 0 a3 B4 a5 a6 a7 a8 null W 1",
    ),
    "MPI_Ialltoall": (
        "sbuf count dt rbuf count dt comm req",
        "ialltoallv",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W",
    ),
    "MPI_Ialltoallv": (
        "sbuf counts counts dt rbuf counts counts dt comm req",
        "ialltoallv",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 W",
    ),
    "MPI_Alltoallv": (
        "sbuf counts counts dt rbuf counts counts dt comm",
        "ialltoallv",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 null W",
    ),
    # issue 37: per-block datatypes (dts) and displacements (bytes; MPI_Aint for the
    # neighbour forms), flattened into one layout by the runtime (wcollectives.c)
    "MPI_Alltoallw": (
        "sbuf counts counts dts rbuf counts counts dts comm",
        "ialltoallw",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 null W",
    ),
    "MPI_Ialltoallw": (
        "sbuf counts counts dts rbuf counts counts dts comm req",
        "ialltoallw",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 a9 W",
    ),
    "MPI_Neighbor_alltoallw": (
        "sbuf counts aints dts rbuf counts aints dts comm",
        "ineighbor_w",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 null W",
    ),
    "MPI_Ineighbor_alltoallw": (
        "sbuf counts aints dts rbuf counts aints dts comm req",
        "ineighbor_w",
        "B0 a1 a2 a3 B4 a5 a6 a7 a8 a9 W",
    ),
    "MPI_Ireduce_scatter_block": (
        "sbuf rbuf count dt op comm req",
        "ireduce_scatter",
        "B0 B1 null a2 a3 a4 a5 a6 W",
    ),
    "MPI_Ireduce_scatter": (
        "sbuf rbuf counts dt op comm req",
        "ireduce_scatter",
        "B0 B1 a2 0 a3 a4 a5 a6 W",
    ),
    "MPI_Reduce_scatter": (
        "sbuf rbuf counts dt op comm",
        "ireduce_scatter",
        "B0 B1 a2 0 a3 a4 a5 null W",
    ),
    "MPI_Iallreduce": ("sbuf rbuf count dt op comm req", "iallreduce", "B0 B1 W a2 a3 a4 -1 a5 a6"),
    "MPI_Ireduce": (
        "sbuf rbuf count dt op root comm req",
        "iallreduce",
        "B0 B1 W a2 a3 a4 a5 a6 a7",
    ),
    "MPI_Iscan": ("sbuf rbuf count dt op comm req", "iscan", "B0 B1 W a2 a3 a4 0 a5 a6"),
    "MPI_Iexscan": ("sbuf rbuf count dt op comm req", "iscan", "B0 B1 W a2 a3 a4 1 a5 a6"),
    "MPI_Neighbor_allgatherv": (
        "sbuf count dt rbuf counts counts dt comm",
        "ineighbor",
        "B0 null null a1 a2 B3 a4 a5 0 a6 a7 null W 1",
    ),
    "MPI_Neighbor_alltoallv": (
        "sbuf counts counts dt rbuf counts counts dt comm",
        "ineighbor",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 null W 0",
    ),
    "MPI_Ineighbor_allgather": (
        "sbuf count dt rbuf count dt comm req",
        "ineighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W 1",
    ),
    "MPI_Ineighbor_alltoall": (
        "sbuf count dt rbuf count dt comm req",
        "ineighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W 0",
    ),
    "MPI_Ineighbor_allgatherv": (
        "sbuf count dt rbuf counts counts dt comm req",
        "ineighbor",
        "B0 null null a1 a2 B3 a4 a5 0 a6 a7 a8 W 1",
    ),
    "MPI_Ineighbor_alltoallv": (
        "sbuf counts counts dt rbuf counts counts dt comm req",
        "ineighbor",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 W 0",
    ),
}


#: the reductions whose MINLOC / MAXLOC pairs (MPI_DOUBLE_INT, MPI_2DOUBLE_PRECISION) carry a
#: derivative in their values (icoll_sweeps.c's RM_LOC)
_PAIR_REDUCTIONS = ("MPI_Iallreduce", "MPI_Ireduce", "MPI_Iscan", "MPI_Iexscan")


@mpi_rule
class Collective(MPIRule):
    """One row of ``_CALLS``."""

    signatures = {name: row[0] for name, row in _CALLS.items() if name not in _PAIR_REDUCTIONS}

    def args(self, g, inst, forward: bool) -> list[Value]:
        return row_args(self, g, inst, _CALLS[self.name][2], forward)

    def check_op(self, g, inst) -> None:
        op = self.signature.index("op")
        if op is not None:
            check_user_op(g, inst, self.a(inst, op))

    def forward(self, g: TangentBuilder, inst):
        self.check_op(g, inst)
        stem = _CALLS[self.name][1]
        rt_call(g, f"__mpiad_fwd_{stem}", self.args(g, inst, True), None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        self.check_op(g, inst)
        stem = _CALLS[self.name][1]
        g.record(inst, rt_call(g, f"__mpiad_aug_{stem}", self.args(g, inst, False), "coll.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_icoll", [g.recorded(inst)], None)

    def runtime_functions(self) -> set[str]:
        stem = _CALLS[self.name][1]
        return {f"__mpiad_fwd_{stem}", f"__mpiad_aug_{stem}"}


@mpi_rule
class PairReduction(Collective):
    """A reduction's row: its receive buffer of (value, location) pairs is active too."""

    signatures = {name: _CALLS[name][0] for name in _PAIR_REDUCTIONS}
    datatypes = ABI.FLOAT_DATATYPES | ABI.PAIR_DATATYPES
