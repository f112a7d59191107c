"""The lifetime of communicators and derived datatypes in reverse mode: the calls that make them
(Comm_split, Comm_dup, Cart_create, Cart_sub, Dist_graph_create_adjacent, ...; Type_vector,
Type_create_subarray, ...) and MPI_Comm_free / MPI_Type_free.

Making a communicator carries no derivative, and the communication on it differentiates like any
other (the rules take the handle from the primal call). But the reverse sweep communicates on
the communicator after the primal freed it: the augmented MPI_Comm_free only hands the handle
on, and the communicator is freed at the reverse of the call that made it, where the reverse
sweep has done everything it does on it (passes/mpi/runtime/collectives.c). Datatypes likewise:
the reverse of a blocking send or receive of a derived datatype reads its layout. A handle made
outside the differentiated function and freed inside it stays allocated."""

from __future__ import annotations

from ...ir.types import I32, PTR
from ...rules.registry import register_call
from .common import AdjointBuilder, MPIRule, TangentBuilder, abi_of, name_result, rt_call


def _handle_type(g):
    return PTR if abi_of(g).handle_is_pointer else I32


@register_call("MPI_Comm_free", "MPI_Type_free")
class HandleFree(MPIRule):
    """Communicators and datatypes freed in the primal stay alive until the reverse sweep no
    longer needs them."""

    always = True

    def activity(self, act, inst):
        return False

    def forward(self, g: TangentBuilder, inst):
        g.emit_primal(inst)

    def augmented(self, g: TangentBuilder, inst):
        h = g.b.load(_handle_type(g), self.a(inst, 0), base="comm")
        g.record(inst, h)
        rt_call(g, f"__mpiad_aug_{self._what()}_free", [self.a(inst, 0)], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, f"__mpiad_rev_{self._what()}_free", [g.recorded(inst)], None)

    def _what(self) -> str:
        return "type" if self.name == "MPI_Type_free" else "comm"


#: communicator-making calls and the index of their output handle
MAKERS = {
    "MPI_Comm_dup": 1, "MPI_Comm_dup_with_info": 2, "MPI_Comm_split": 3,
    "MPI_Comm_split_type": 4, "MPI_Comm_create": 2, "MPI_Comm_create_group": 3,
    "MPI_Cart_create": 5, "MPI_Cart_sub": 2, "MPI_Graph_create": 5,
    "MPI_Dist_graph_create": 8, "MPI_Dist_graph_create_adjacent": 9,
    "MPI_Intercomm_create": 5, "MPI_Intercomm_merge": 2,
}  # fmt: skip

#: datatype-making calls and the index of their output handle
TYPE_MAKERS = {
    "MPI_Type_contiguous": 2, "MPI_Type_vector": 4, "MPI_Type_create_hvector": 4,
    "MPI_Type_indexed": 4, "MPI_Type_create_hindexed": 4, "MPI_Type_create_indexed_block": 4,
    "MPI_Type_create_hindexed_block": 4, "MPI_Type_create_subarray": 6,
    "MPI_Type_create_resized": 3, "MPI_Type_create_struct": 4, "MPI_Type_dup": 1,
}  # fmt: skip


@register_call(*MAKERS, *TYPE_MAKERS)
class HandleMaker(MPIRule):
    """The primal call in both sweeps; its reverse frees the handle if the primal freed it."""

    always = True

    def activity(self, act, inst):
        return False

    def forward(self, g: TangentBuilder, inst):
        g.emit_primal(inst)

    def augmented(self, g: TangentBuilder, inst):
        g.emit_primal(inst)
        out = MAKERS.get(self.name, TYPE_MAKERS.get(self.name))
        g.record(inst, g.b.load(_handle_type(g), self.a(inst, out), base="handle"))

    def reverse(self, g: AdjointBuilder, inst):
        what = "comm" if self.name in MAKERS else "type"
        rt_call(g, f"__mpiad_rev_{what}_made", [g.recorded(inst)], None)
