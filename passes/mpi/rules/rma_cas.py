"""MPI_Compare_and_swap: MPI allows integer, logical and byte datatypes only, whose data carries
no derivative. Its window memory is active as any window's (``rma.py``), so the call is the
primal through a runtime check (``passes/mpi/runtime/rma_fetch.c``, ``__mpiad_compare_and_swap``)
that stops, naming the call, on a floating datatype an MPI might accept; a constant floating
datatype is refused at compile time (swapping floating-point values by a comparison has a
derivative mpiad does not carry)."""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import describe
from .. import abi as ABI
from .common import AdjointBuilder, MPIRule, TangentBuilder, mpi_rule, name_result, rt_call

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided compare-and-swap (integer data: no derivative; floating data refused)"


@mpi_rule
class CompareAndSwap(MPIRule):
    """No derivative (integer data): the primal, its datatype checked at run time."""

    signatures = {"MPI_Compare_and_swap": "sbuf sbuf rbuf dt int aint win"}

    def activity(self, act, inst) -> bool:
        detected = ABI.detect(act.module, act.ctx.abi)
        if detected.datatype_name(self.a(inst, 3)) in ABI.FLOAT_DATATYPES:
            raise UnsupportedError(
                f"in @{act.fn.name}: {inst.callee_name} on floating-point data "
                f"({describe(inst)}): MPI allows compare-and-swap on integer, logical and byte "
                "datatypes only, and mpiad differentiates it on those (no derivative); swap "
                "floating-point values by MPI_Get_accumulate with MPI_REPLACE"
            )
        return False

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, "__mpiad_compare_and_swap", [x.value for x in inst.args], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        rt_call(g, "__mpiad_compare_and_swap", [x.value for x in inst.args], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass


__all__ = ["CompareAndSwap"]
