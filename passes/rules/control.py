"""select and phi: the shadow follows the same choice as the primal."""
from __future__ import annotations

from ..ir.instructions import Phi
from ..ir.values import LocalRef, Typed
from .registry import Rule, register_opcode


@register_opcode("select")
class SelectRule(Rule):
    def forward(self, g, inst) -> None:
        ty = inst.type
        la = g.lanes(inst.a.value, ty, inst)
        lb = g.lanes(inst.b.value, ty, inst)
        g.set_lanes(inst, [g.b.select(inst.cond, ty, x, y) for x, y in zip(la, lb)])

    def reverse(self, g, inst) -> None:
        ty = inst.type
        if ty.is_pointer:
            return
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        from ..builder import zero

        cond = Typed(inst.cond.type, g.primal(inst.cond.value))
        z = zero(ty)
        if g.varied(inst.a.value):
            g.add_adjoint(inst.a.value, ty, g.b.select(cond, ty, dy, z))
        if g.varied(inst.b.value):
            g.add_adjoint(inst.b.value, ty, g.b.select(cond, ty, z, dy))


@register_opcode("phi")
class PhiRule(Rule):
    """Forward: one shadow phi per lane, filled once every block's shadows exist.
    Reverse: handled by the reverse generator's control-flow reversal (it knows the edges)."""

    def forward(self, g, inst) -> None:
        shadows = []
        lanes = []
        for k in range(g.width):
            sp = Phi(ty=inst.ty, incoming=[])
            lanes.append(g.b.emit(sp, base="d"))
            shadows.append(sp)
        g.deferred_phis.append((shadows, inst))
        g.set_lanes(inst, lanes)

    def reverse(self, g, inst) -> None:
        g.reverse_phi(inst)
