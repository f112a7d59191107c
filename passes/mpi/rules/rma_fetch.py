"""One-sided fetching operations: MPI_Get_accumulate and MPI_Fetch_and_op with MPI_SUM,
MPI_REPLACE or MPI_NO_OP, in any epoch ``rma.py`` and ``rma_passive.py`` differentiate.

The result gets the target's old value (its derivative is a Get's), the target's value becomes
the sum, the origin's value or stays (an Accumulate's). Forward mode repeats the call on the
shadow windows with the lanes of the origin and result buffers; reverse mode records it in the
window's open epoch and replays its adjoint where the epoch's are (``passes/mpi/runtime/
rma_fetch.c``). MIN, MAX and PROD are refused (at compile time when the op is a constant, else
by the runtime, naming the call)."""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import describe
from .. import abi as ABI
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided fetching operations (SUM, REPLACE, NO_OP)"


class _Fetch(MPIRule):
    """``origin`` and ``result``: the argument positions of the two buffers."""

    fwd_fn = aug_fn = ""
    origin, result, op = 0, 3, 10

    def activity(self, act, inst) -> bool:
        detected = ABI.detect(act.module, act.ctx.abi)
        name = detected.op_name(self.a(inst, self.op))
        if name is not None and name not in ("sum", "replace", "no_op"):
            raise UnsupportedError(
                f"in @{act.fn.name}: {inst.callee_name} with MPI_{name.upper()} "
                f"({describe(inst)}): mpiad differentiates one-sided fetching operations with "
                "MPI_SUM, MPI_REPLACE and MPI_NO_OP only (the adjoint of a selection needs the "
                "values the target held); keep the call outside the differentiated code"
            )
        return super().activity(act, inst)

    def _args(self, g, inst, bufs) -> list:
        a = [x.value for x in inst.args]
        o, r = self.origin, self.result
        out = [a[o], bufs(g, inst, a[o])]
        if bufs is dbufs:
            out.append(width(g))
        out += a[o + 1 : r] + [a[r], bufs(g, inst, a[r])] + a[r + 1 :]
        return out

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, self.fwd_fn, self._args(g, inst, dbufs), None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        rt_call(g, self.aug_fn, self._args(g, inst, shadow), None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass  # replayed with its epoch (rma.c)


@mpi_rule
class GetAccumulate(_Fetch):
    signatures = {
        "MPI_Get_accumulate": "sbuf count dt rbuf count dt int aint count dt op win",
    }
    fwd_fn, aug_fn = "__mpiad_fwd_get_accumulate", "__mpiad_aug_get_accumulate"


@mpi_rule
class FetchAndOp(_Fetch):
    signatures = {"MPI_Fetch_and_op": "sbuf rbuf dt int aint op win"}
    fwd_fn, aug_fn = "__mpiad_fwd_fetch_and_op", "__mpiad_aug_fetch_and_op"
    origin, result, op = 0, 1, 5


__all__ = ["FetchAndOp", "GetAccumulate"]
