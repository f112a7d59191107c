"""Data-moving collectives (all linear: the adjoint of a collective is its transpose) and the
collective bookkeeping that the reverse sweep must mirror: Bcast, Gather/Allgather, Scatter,
Alltoall, Reduce_scatter_block, Barrier.

MPI_IN_PLACE (Gather's and Scatter's root, every rank of the others): the runtime tells it by
the primal buffer, which the reverse rules pass beside the shadows, and never reads the count and
datatype MPI ignores beside it (a program may pass -1 and any handle there)."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst
from .common import (
    AdjointBuilder,
    CollectiveInAugmented,
    PrimalInAugmented,
    TangentBuilder,
    check_user_op,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)
from .rma_passive import uses_passive_target

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "collectives (adjoint: the transposed collective)"


@mpi_rule
class Bcast(CollectiveInAugmented):
    signatures = {"MPI_Bcast": "buf count dt root comm"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_bcast",
            [a(0), dbufs(g, inst, a(0), PTR), width(g), a(1), a(2), a(3), a(4)],
            None,
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g, "__mpiad_rev_bcast", [shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4)], None
        )


@mpi_rule
class Gather(CollectiveInAugmented):
    signatures = {
        "MPI_Gather": "sbuf count dt rbuf count dt root comm",
        "MPI_Allgather": "sbuf count dt rbuf count dt comm",
    }

    def _all(self, inst) -> bool:
        return inst.callee_name.endswith("Allgather")

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        all_ = self._all(inst)
        root = IntConst(0) if all_ else a(6)
        comm = a(6) if all_ else a(7)
        rt_call(
            g,
            "__mpiad_fwd_gather",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                a(2),
                a(3),
                dbufs(g, inst, a(3), PTR),
                a(4),
                a(5),
                root,
                comm,
                width(g),
                IntConst(int(all_)),
            ],
            None,
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        all_ = self._all(inst)
        root = IntConst(0) if all_ else p(6)
        comm = p(6) if all_ else p(7)
        rt_call(
            g,
            "__mpiad_rev_gather",
            [
                p(0),  # MPI_IN_PLACE or not: the runtime then reads neither p(1) nor p(2)
                shadow(g, inst, self.a(inst, 0)),
                p(1),
                p(2),
                shadow(g, inst, self.a(inst, 3)),
                p(4),
                p(5),
                root,
                comm,
                IntConst(int(all_)),
            ],
            None,
        )


@mpi_rule
class Scatter(CollectiveInAugmented):
    signatures = {"MPI_Scatter": "sbuf count dt rbuf count dt root comm"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_scatter",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                a(2),
                a(3),
                dbufs(g, inst, a(3), PTR),
                a(4),
                a(5),
                a(6),
                a(7),
                width(g),
            ],
            None,
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_scatter",
            [
                shadow(g, inst, self.a(inst, 0)),
                p(1),
                p(2),
                p(3),  # MPI_IN_PLACE or not: the runtime then reads neither p(4) nor p(5)
                shadow(g, inst, self.a(inst, 3)),
                p(4),
                p(5),
                p(6),
                p(7),
            ],
            None,
        )


@mpi_rule
class Alltoall(CollectiveInAugmented):
    signatures = {"MPI_Alltoall": "sbuf count dt rbuf count dt comm"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        rt_call(
            g,
            "__mpiad_fwd_alltoall",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                a(2),
                a(3),
                dbufs(g, inst, a(3), PTR),
                a(4),
                a(5),
                a(6),
                width(g),
            ],
            None,
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_alltoall",
            [
                p(0),  # MPI_IN_PLACE or not: the runtime then reads neither p(1) nor p(2)
                shadow(g, inst, self.a(inst, 0)),
                p(1),
                p(2),
                shadow(g, inst, self.a(inst, 3)),
                p(4),
                p(5),
                p(6),
            ],
            None,
        )


@mpi_rule
class ReduceScatterBlock(CollectiveInAugmented):
    signatures = {"MPI_Reduce_scatter_block": "sbuf rbuf count dt op comm"}

    def forward(self, g: TangentBuilder, inst):
        def a(i):
            return self.a(inst, i)

        check_user_op(g, inst, a(4))
        rt_call(
            g,
            "__mpiad_fwd_reduce_scatter_block",
            [
                a(0),
                dbufs(g, inst, a(0), PTR),
                a(1),
                dbufs(g, inst, a(1), PTR),
                a(2),
                a(3),
                a(4),
                a(5),
                width(g),
            ],
            None,
        )
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        def p(i):
            return g.primal(self.a(inst, i))

        rt_call(
            g,
            "__mpiad_rev_reduce_scatter_block",
            [
                p(0),  # MPI_IN_PLACE or not
                shadow(g, inst, self.a(inst, 0)),
                shadow(g, inst, self.a(inst, 1)),
                p(2),
                p(3),
                p(4),
                p(5),
            ],
            None,
        )


@mpi_rule
class Barrier(PrimalInAugmented):
    """No data, but an order between ranks: what one rank did before it happens before what any
    rank does after it. Reverse mode mirrors that order where the derivative depends on it: in a
    module that uses passive-target one-sided communication (``rma.py``), whose epochs the
    program orders between ranks by barriers, the reverse sweep runs a barrier on the same
    communicator at the mirrored point of each, so the reverse epochs run in the mirrored order
    (a function that makes the call gets a reverse for it, active data or not). Elsewhere every
    adjoint communication carries its own order (a message's adjoint is a message the other
    way, a collective's a collective), and the reverse leaves the barrier out.

    Remote writes into window memory become visible to the target at a barrier: ``unknown``
    writes, so the reverse sweep never reloads memory across one."""

    signatures = {"MPI_Barrier": "comm"}

    replaces_primal = False
    always = True
    writes_memory = "unknown"

    def activity(self, act, inst):
        return False

    def mirrored(self, module) -> bool:
        return uses_passive_target(module)

    def forward(self, g: TangentBuilder, inst):
        pass

    def augmented(self, t: TangentBuilder, inst) -> None:
        t.emit_primal(inst)
        if self.mirrored(t.module):
            rt_call(t, "__mpiad_aug_coll", [], None)  # reversed as a blocking collective

    def reverse(self, g: AdjointBuilder, inst):
        if self.mirrored(g.module):
            rt_call(g, "__mpiad_rev_barrier", [g.primal(inst.args[0].value)], None)
