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
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    abi_of,
    mpi_rule,
    name_result,
    rt_call,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "communicator / datatype lifetime (freed once the reverse sweep is done)"


def _handle_type(g):
    return PTR if abi_of(g).handle_is_pointer else I32


@mpi_rule
class HandleFree(MPIRule):
    """Communicators and datatypes freed in the primal stay alive until the reverse sweep no
    longer needs them."""

    always = True
    signatures = {"MPI_Comm_free": "out", "MPI_Type_free": "out"}

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

    def runtime_functions(self) -> set[str]:
        return {f"__mpiad_aug_{self._what()}_free", f"__mpiad_rev_{self._what()}_free"}


#: the calls that make a communicator or a datatype (the handle made: the last ``out``)
_MAKERS = {
    "MPI_Comm_dup": "comm out",
    "MPI_Comm_dup_with_info": "comm info out",
    "MPI_Comm_split": "comm int int out",
    "MPI_Comm_split_type": "comm int int info out",
    "MPI_Comm_create": "comm group out",
    "MPI_Comm_create_group": "comm group int out",
    "MPI_Cart_create": "comm int ints ints lgl out",
    "MPI_Cart_sub": "comm ints out",
    "MPI_Graph_create": "comm int ints ints lgl out",
    "MPI_Dist_graph_create": "comm int ints ints ints ints info lgl out",
    "MPI_Dist_graph_create_adjacent": "comm int ints ints int ints ints info lgl out",
    "MPI_Intercomm_create": "comm int comm int int out",
    "MPI_Intercomm_merge": "comm lgl out",
    "MPI_Type_contiguous": "count dt out",
    "MPI_Type_vector": "count count count dt out",
    "MPI_Type_create_hvector": "count count aint dt out",
    "MPI_Type_indexed": "count counts counts dt out",
    "MPI_Type_create_hindexed": "count counts counts dt out",
    "MPI_Type_create_indexed_block": "count count counts dt out",
    "MPI_Type_create_hindexed_block": "count count counts dt out",
    "MPI_Type_create_subarray": "int counts counts counts int dt out",
    "MPI_Type_create_resized": "dt aint aint out",
    "MPI_Type_create_struct": "count counts counts ints out",
    "MPI_Type_dup": "dt out",
}


@mpi_rule
class HandleMaker(MPIRule):
    """The primal call in both sweeps; its reverse frees the handle if the primal freed it."""

    always = True
    signatures = _MAKERS

    def activity(self, act, inst):
        return False

    def forward(self, g: TangentBuilder, inst):
        g.emit_primal(inst)

    def augmented(self, g: TangentBuilder, inst):
        g.emit_primal(inst)
        out = self.signature.positions("out")[-1]
        g.record(inst, g.b.load(_handle_type(g), self.a(inst, out), base="handle"))

    def _what(self) -> str:
        return "type" if self.name.startswith("MPI_Type_") else "comm"

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, f"__mpiad_rev_{self._what()}_made", [g.recorded(inst)], None)

    def runtime_functions(self) -> set[str]:
        return {f"__mpiad_rev_{self._what()}_made"}
