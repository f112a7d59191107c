"""Nonblocking collectives (Ibcast, Igather(v), Iallgather(v), Iscatter(v), Ialltoall(v),
Ireduce_scatter(_block), Iallreduce, Ireduce, Iscan, Iexscan, Ineighbor_allgather(v),
Ineighbor_alltoall(v)) and the blocking v-variants (Gatherv, Allgatherv, Scatterv, Alltoallv,
Reduce_scatter, Neighbor_allgatherv, Neighbor_alltoallv). MPI_Ibarrier carries no data
(inactive.py). The neighbourhood ones' reverse needs a Cartesian topology (neighbors.c).

The runtime (passes/mpi/runtime/icollectives.c) does them all from one description of the
blocks each rank sends and receives; a blocking v-variant is its nonblocking form completed at
once (its request argument is null). Forward: the primal and the W lanes in one message (fused)
or beside it; the completion call unpacks. Reverse: the augmented call records the collective
under its request; the reverse of its completion (any completion call, nonblocking.py) starts the
transposed collective on the adjoint, in the order of the primal collectives reversed, and the
reverse of the call itself waits for it and adds it into the send buffer's shadow.

Each call is one row of ``_CALLS``: the runtime functions' stem, their arguments (``B<i>``: the
buffer argument i and its shadow lanes (forward) or shadow (augmented); ``a<i>``: argument i as
it is; ``W``: the width, forward only; ``null`` / an integer: a constant), the (buffer,
datatype) pair the call writes and the op's argument. The trailing constant of the gathers and
scatters names the call's kind (gathers: 1 for Allgather, + 2 for a v-variant; scatters: 1 for a
v-variant): a v-variant's counts may be NULL on a rank where MPI ignores them (MPI_IN_PLACE, a
non-root), so the runtime cannot tell the call by them. MPI_IN_PLACE is handled by the runtime,
which never reads the count and datatype that MPI ignores beside it."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst, Value
from ...rules.registry import register_call
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    check_user_op,
    dbufs,
    name_result,
    null,
    rt_call,
    shadow,
    width,
)

# name: (runtime stem, arguments, written (buffer, datatype), op argument or None)
_CALLS = {
    "MPI_Ibcast": ("ibcast", "B0 W a1 a2 a3 a4 a5", (0, 2), None),
    "MPI_Igather": ("igatherv", "B0 a1 a2 B3 null null a4 a5 a6 a7 a8 W 0", (3, 5), None),
    "MPI_Iallgather": ("igatherv", "B0 a1 a2 B3 null null a4 a5 0 a6 a7 W 1", (3, 5), None),
    "MPI_Igatherv": ("igatherv", "B0 a1 a2 B3 a4 a5 0 a6 a7 a8 a9 W 2", (3, 6), None),
    "MPI_Gatherv": ("igatherv", "B0 a1 a2 B3 a4 a5 0 a6 a7 a8 null W 2", (3, 6), None),
    "MPI_Iallgatherv": ("igatherv", "B0 a1 a2 B3 a4 a5 0 a6 0 a7 a8 W 3", (3, 6), None),
    "MPI_Allgatherv": ("igatherv", "B0 a1 a2 B3 a4 a5 0 a6 0 a7 null W 3", (3, 6), None),
    "MPI_Iscatter": ("iscatterv", "B0 null null a1 a2 B3 a4 a5 a6 a7 a8 W 0", (3, 5), None),
    "MPI_Iscatterv": ("iscatterv", "B0 a1 a2 0 a3 B4 a5 a6 a7 a8 a9 W 1", (4, 6), None),
    "MPI_Scatterv": ("iscatterv", "B0 a1 a2 0 a3 B4 a5 a6 a7 a8 null W 1", (4, 6), None),
    "MPI_Ialltoall": ("ialltoallv", "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W", (3, 5), None),
    "MPI_Ialltoallv": ("ialltoallv", "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 W", (4, 7), None),
    "MPI_Alltoallv": ("ialltoallv", "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 null W", (4, 7), None),
    "MPI_Ireduce_scatter_block": ("ireduce_scatter", "B0 B1 null a2 a3 a4 a5 a6 W", (1, 3), 4),
    "MPI_Ireduce_scatter": ("ireduce_scatter", "B0 B1 a2 0 a3 a4 a5 a6 W", (1, 3), 4),
    "MPI_Reduce_scatter": ("ireduce_scatter", "B0 B1 a2 0 a3 a4 a5 null W", (1, 3), 4),
    "MPI_Iallreduce": ("iallreduce", "B0 B1 W a2 a3 a4 -1 a5 a6", (1, 3), 4),
    "MPI_Ireduce": ("iallreduce", "B0 B1 W a2 a3 a4 a5 a6 a7", (1, 3), 4),
    "MPI_Iscan": ("iscan", "B0 B1 W a2 a3 a4 0 a5 a6", (1, 3), 4),
    "MPI_Iexscan": ("iscan", "B0 B1 W a2 a3 a4 1 a5 a6", (1, 3), 4),
    # neighbourhood collectives beyond neighbors.py's blocking Neighbor_allgather / alltoall
    "MPI_Neighbor_allgatherv": (
        "ineighbor",
        "B0 null null a1 a2 B3 a4 a5 0 a6 a7 null W 1",
        (3, 6),
        None,
    ),
    "MPI_Neighbor_alltoallv": (
        "ineighbor",
        "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 null W 0",
        (4, 7),
        None,
    ),
    "MPI_Ineighbor_allgather": (
        "ineighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W 1",
        (3, 5),
        None,
    ),
    "MPI_Ineighbor_alltoall": (
        "ineighbor",
        "B0 null null a1 a2 B3 null null a4 a5 a6 a7 W 0",
        (3, 5),
        None,
    ),
    "MPI_Ineighbor_allgatherv": (
        "ineighbor",
        "B0 null null a1 a2 B3 a4 a5 0 a6 a7 a8 W 1",
        (3, 6),
        None,
    ),
    "MPI_Ineighbor_alltoallv": ("ineighbor", "B0 a1 a2 0 a3 B4 a5 a6 0 a7 a8 a9 W 0", (4, 7), None),
}


@register_call(*_CALLS)
class Collective(MPIRule):
    """One row of ``_CALLS``."""

    @property
    def recv(self):
        return (_CALLS[self.name][2],)

    def args(self, g, inst, forward: bool) -> list[Value]:
        out: list[Value] = []
        for tok in _CALLS[self.name][1].split():
            if tok[0] == "B":
                buf = self.a(inst, int(tok[1:]))
                out += [buf, dbufs(g, inst, buf, PTR) if forward else shadow(g, inst, buf)]
            elif tok[0] == "a":
                out.append(self.a(inst, int(tok[1:])))
            elif tok == "W":
                if forward:
                    out.append(width(g))
            elif tok == "null":
                out.append(null())
            else:
                out.append(IntConst(int(tok)))
        return out

    def check_op(self, g, inst) -> None:
        op = _CALLS[self.name][3]
        if op is not None:
            check_user_op(g, inst, self.a(inst, op))

    def forward(self, g: TangentBuilder, inst):
        self.check_op(g, inst)
        stem = _CALLS[self.name][0]
        rt_call(g, f"__mpiad_fwd_{stem}", self.args(g, inst, True), None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        self.check_op(g, inst)
        stem = _CALLS[self.name][0]
        g.record(inst, rt_call(g, f"__mpiad_aug_{stem}", self.args(g, inst, False), "coll.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_icoll", [g.recorded(inst)], None)
