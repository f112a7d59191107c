"""Request-based one-sided operations: MPI_Rput, MPI_Rget, MPI_Raccumulate (MPI_SUM,
MPI_REPLACE) and MPI_Rget_accumulate (MPI_SUM, MPI_REPLACE, MPI_NO_OP), in the passive-target
epochs ``rma_passive.py`` differentiates (MPI allows them nowhere else).

Their derivative is their blocking form's (``rma.py``, ``rma_fetch.py``); what the request adds
is a completion that comes before the flush or unlock: after it the program may reuse the origin
buffer or read the result. Each call's request gets a record in the runtime's request table (kind
MPIAD_RMA, ``passes/mpi/runtime/rma_requests.c``), which every completion call (MPI_Wait, Test,
Waitall, Waitany, Waitsome, Testall, Testany, Testsome) finds. Forward mode: the operation on the
shadow windows under shadow requests, completed with the primal one. Reverse mode: the operation
recorded in the window's epoch; if the request completes before a flush or unlock completes the
operation, the completion takes it out of the epoch and its reverse replays the adjoint there (so
the adjoint meets the origin's and result's adjoints as the primal ordering left them); else it
replays at the reverse of the flush or unlock, as a blocking operation's. An MPI_Rget of active
data (and an MPI_NO_OP fetch) is refused in reverse mode, as MPI_Get in a lock epoch is."""

from __future__ import annotations

from .common import (
    AdjointBuilder,
    TangentBuilder,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
)
from .rma import _Access, check_op
from .rma_fetch import _Fetch

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided request-based operations (passive target)"

REV = "__mpiad_rev_rma_request"


class _RAccess(_Access):
    """Rput, Rget, Raccumulate: forward as Put, Get, Accumulate (``fwd_fn`` with the origin
    buffer's lanes); augmented, ``aug_fn`` with its shadow, its result (the request's record)
    recorded; reverse, the record checked and freed (the adjoint ran at the completion's or the
    flush's reverse)."""

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        g.record(inst, rt_call(g, self.aug_fn, [a[0], shadow(g, inst, a[0]), *a[1:]], "rma.req"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, REV, [g.recorded(inst)], None)


@mpi_rule
class Rput(_RAccess):
    signatures = {"MPI_Rput": "sbuf count dt int aint count dt win req"}
    fwd_fn, aug_fn = "__mpiad_fwd_rput", "__mpiad_aug_rput"


@mpi_rule
class Rget(_RAccess):
    """Forward and vector forward mode; reverse mode refuses an Rget of active data at run time
    (``rma_requests.c``)."""

    signatures = {"MPI_Rget": "rbuf count dt int aint count dt win req"}
    fwd_fn, aug_fn = "__mpiad_fwd_rget", "__mpiad_aug_rget"


@mpi_rule
class Raccumulate(_RAccess):
    """MPI_SUM and MPI_REPLACE, as MPI_Accumulate (other ops refused the same way)."""

    signatures = {"MPI_Raccumulate": "sbuf count dt int aint count dt op win req"}
    fwd_fn, aug_fn = "__mpiad_fwd_raccumulate", "__mpiad_aug_raccumulate"

    def activity(self, act, inst) -> bool:
        check_op(act, inst, self.a(inst, 7))
        return super().activity(act, inst)


@mpi_rule
class RgetAccumulate(_Fetch):
    signatures = {
        "MPI_Rget_accumulate": "sbuf count dt rbuf count dt int aint count dt op win req",
    }
    fwd_fn, aug_fn = "__mpiad_fwd_rget_accumulate", "__mpiad_aug_rget_accumulate"
    select = False  # passive target only: MIN / MAX refused

    def augmented(self, g: TangentBuilder, inst):
        g.record(inst, rt_call(g, self.aug_fn, self._args(g, inst, shadow), "rma.req"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, REV, [g.recorded(inst)], None)


__all__ = ["Raccumulate", "Rget", "RgetAccumulate", "Rput"]
