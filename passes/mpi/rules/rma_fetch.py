"""One-sided fetching operations: MPI_Get_accumulate and MPI_Fetch_and_op with MPI_SUM,
MPI_REPLACE or MPI_NO_OP, in any epoch ``rma.py`` and ``rma_passive.py`` differentiate.

The result gets the target's old value (its derivative is a Get's), the target's value becomes
the sum, the origin's value or stays (an Accumulate's). Forward mode repeats the call on the
shadow windows with the lanes of the origin and result buffers; reverse mode records it in the
window's open epoch and replays its adjoint where the epoch's are (``passes/mpi/runtime/
rma_fetch.c``). MPI_MIN and MPI_MAX between fences and in post-start-complete-wait epochs
(derived datatypes on every side): the update's derivative goes to the winner, the result's is
the target's value's at the epoch's start (``rma_select.c``; several MIN / MAX operations on one
element in an epoch, one fetching, are refused at run time, as MIN / MAX in passive target).
PROD is refused (at compile time when the op is a constant, else by the runtime, naming the
call).
MPI_Compare_and_swap is ``rma_cas.py``."""

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
FAMILY = "one-sided fetching operations (SUM, REPLACE, NO_OP; MIN, MAX in active target)"


class _Fetch(MPIRule):
    """``origin`` and ``result``: the argument positions of the two buffers."""

    fwd_fn = aug_fn = ""
    origin, result, op = 0, 3, 10
    #: MPI_MIN / MPI_MAX differentiated (fences, post-start-complete-wait: ``rma_select.c``)
    select = True

    def activity(self, act, inst) -> bool:
        detected = ABI.detect(act.module, act.ctx.abi)
        name = detected.op_name(self.a(inst, self.op))
        ok = ("sum", "replace", "no_op") + (("min", "max") if self.select else ())
        if name is not None and name not in ok:
            what = "MPI_SUM, MPI_REPLACE, MPI_NO_OP" + (", MPI_MIN, MPI_MAX" if self.select else "")
            raise UnsupportedError(
                f"in @{act.fn.name}: {inst.callee_name} with MPI_{name.upper()} "
                f"({describe(inst)}): mpiad differentiates {inst.callee_name} with {what} only "
                f"(the adjoint of MPI_{name.upper()} here needs values the origin cannot know); "
                "keep the call outside the differentiated code"
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
