"""select and phi: the shadow follows the same choice as the primal; the adjoint goes back to
the operand (select) or along the edge (phi) the forward sweep took."""

from __future__ import annotations

from ..builder import zero
from ..ir.instructions import Phi
from ..ir.types import I1
from ..ir.values import Typed
from ..typeinfo import floatish
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_opcode


@register_opcode("select")
class SelectRule(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        ty = inst.type
        la = t.lanes(inst.a.value, ty, inst)
        lb = t.lanes(inst.b.value, ty, inst)
        t.set_lanes(inst, [t.b.select(inst.cond, ty, x, y) for x, y in zip(la, lb)])

    def reverse(self, a: AdjointBuilder, inst) -> None:
        ty = inst.type
        if ty.is_pointer:
            return
        dy = a.adjoint_of(inst)
        if dy is None:
            return
        cond = Typed(inst.cond.type, a.primal(inst.cond.value))
        z = zero(ty)
        if a.varied(inst.a.value):
            a.add_adjoint(inst.a.value, ty, a.b.select(cond, ty, dy, z))
        if a.varied(inst.b.value):
            a.add_adjoint(inst.b.value, ty, a.b.select(cond, ty, z, dy))


@register_opcode("phi")
class PhiRule(Rule):
    """Forward: one shadow phi per lane, filled once every block's shadows exist.
    Reverse: the adjoint goes to the incoming value of the edge the forward sweep took (the
    reverse driver calls this after the rest of the block, when it knows the edge)."""

    def forward(self, t: TangentBuilder, inst) -> None:
        shadows = []
        lanes = []
        for _ in range(t.width):
            sp = Phi(ty=inst.ty, incoming=[])
            lanes.append(t.b.emit(sp, base="d"))
            shadows.append(sp)
        t.defer_phi(shadows, inst)
        t.set_lanes(inst, lanes)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        if not floatish(inst.ty, a.module):
            return
        dy = a.adjoint_of(inst)
        if dy is None:
            return
        seen: set[str] = set()
        for v, lbl in inst.incoming:
            # a predecessor may be listed more than once (a switch with several cases to this
            # block); its entries carry the same value and the edge is taken once
            if lbl in seen:
                continue
            seen.add(lbl)
            if not a.varied(v):
                continue
            taken = a.edge_taken(lbl)
            a.add_adjoint(v, inst.ty, a.b.select(Typed(I1, taken), inst.ty, dy, zero(inst.ty)))
