"""Dynamic windows: MPI_Win_create_dynamic, MPI_Win_attach, MPI_Win_detach (and MPI_Get_address,
which names the target addresses their operations take: no derivative).

A region attached to a dynamic window is written by other ranks at each synchronisation, as a
window's memory: it needs a shadow (a constant argument is refused). The runtime
(``passes/mpi/runtime/rma_dynamic.c``) attaches each region's shadow to the dynamic shadow
windows and keeps a table of the regions, by which an origin translates the target address of
each shadow operation into the target's shadow address. Put, Get, Accumulate and the rest need
nothing more (``rma.py`` and its siblings; a derived target datatype's elements must lie in one
attached region, and a fetching MIN / MAX on a dynamic window stops at run time)."""

from __future__ import annotations

from ...ir.types import PTR
from ...rules.protocol import NoDerivative
from .common import (
    AdjointBuilder,
    MPIRule,
    TangentBuilder,
    check_signature,
    dbufs,
    mpi_rule,
    name_result,
    rt_call,
    shadow,
    width,
)
from .rma import activate_window_memory

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "one-sided communication, dynamic windows"


@mpi_rule
class WinCreateDynamic(MPIRule):
    """The window and its dynamic shadow windows (collective, as the primal)."""

    signatures = {"MPI_Win_create_dynamic": "info comm out"}

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        rt_call(g, "__mpiad_fwd_win_create_dynamic", [*a, width(g)], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        g.record(inst, rt_call(g, "__mpiad_aug_win_create_dynamic", a, "win.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_win_create", [g.recorded(inst)], None)


@mpi_rule
class WinAttach(MPIRule):
    """The region's shadow attached beside it; in reverse mode it stays attached until the
    reverse of the attach (the replays of the epochs after it target it)."""

    signatures = {"MPI_Win_attach": "win wmem aint"}

    def activity(self, act, inst) -> bool:
        why = "MPI_Win_attach exposes it to other ranks' MPI_Put / MPI_Accumulate"
        return activate_window_memory(act, inst, self.a(inst, 1), why)

    def forward(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        args = [a[0], a[1], dbufs(g, inst, a[1], PTR), width(g), a[2]]
        rt_call(g, "__mpiad_fwd_win_attach", args, None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        a = [x.value for x in inst.args]
        args = [a[0], a[1], shadow(g, inst, a[1]), a[2]]
        g.record(inst, rt_call(g, "__mpiad_aug_win_attach", args, "win.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, "__mpiad_rev_win_attach", [g.recorded(inst)], None)


@mpi_rule
class WinDetach(MPIRule):
    """Remote writes stop landing there: ``unknown`` writes, as a synchronisation's."""

    signatures = {"MPI_Win_detach": "win wmem"}
    writes_memory = "unknown"

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, "__mpiad_fwd_win_detach", [x.value for x in inst.args], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        rt_call(g, "__mpiad_aug_win_detach", [x.value for x in inst.args], None)
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        pass  # the shadow region is detached at the reverse of the attach


@mpi_rule
class GetAddress(NoDerivative):
    """An address, an integer: no derivative."""

    signatures = {"MPI_Get_address": "loc out"}

    def activity(self, act, inst) -> bool:
        check_signature(act, inst)
        return False


__all__ = ["GetAddress", "WinAttach", "WinCreateDynamic", "WinDetach"]
