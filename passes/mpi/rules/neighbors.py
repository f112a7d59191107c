"""Neighbourhood collectives on a process topology: MPI_Neighbor_allgather and
MPI_Neighbor_alltoall. Forward mode sends each block with its W tangent lanes in the primal's one
call (any topology); reverse mode's adjoint is a Neighbor_alltoall of the receive adjoints on the
same communicator, which is the transposed exchange on a Cartesian topology (on a graph the
runtime stops with a message). See passes/mpi/runtime/neighbors.c."""

from __future__ import annotations

from ...ir.types import PTR
from ...ir.values import IntConst
from .common import (
    AdjointBuilder,
    CollectiveInAugmented,
    TangentBuilder,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "neighbourhood collectives (Cartesian and graph topologies)"


@mpi_rule
class Neighbor(CollectiveInAugmented):
    signatures = dict.fromkeys(
        ("MPI_Neighbor_allgather", "MPI_Neighbor_alltoall"), "sbuf count dt rbuf count dt comm"
    )

    def _all(self) -> IntConst:
        return IntConst(int(self.name.endswith("allgather")))

    def forward(self, g: TangentBuilder, inst):
        a = [self.a(inst, i) for i in range(7)]
        args = [a[0], dbufs(g, inst, a[0], PTR), a[1], a[2], a[3], dbufs(g, inst, a[3], PTR)]
        rt_call(g, "__mpiad_fwd_neighbor", [*args, a[4], a[5], a[6], width(g), self._all()], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        p = [g.primal(self.a(inst, i)) for i in range(7)]
        d_s = shadow(g, inst, self.a(inst, 0))
        d_r = shadow(g, inst, self.a(inst, 3))
        rt_call(
            g, "__mpiad_rev_neighbor", [d_s, p[1], p[2], d_r, p[4], p[5], p[6], self._all()], None
        )
