"""Aggregates: extractvalue/insertvalue, and freeze. All are linear: the shadow goes through
the same operation, the adjoint through its transpose."""

from __future__ import annotations

from ..builder import zero
from ..ir.values import Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_opcode


@register_opcode("extractvalue")
class ExtractValueRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        la = g.lanes(inst.agg.value, inst.agg.type, inst)
        g.set_lanes(
            inst, [g.b.extractvalue(Typed(inst.agg.type, a), inst.indices, inst.type) for a in la]
        )

    def reverse(self, g: AdjointBuilder, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None or inst.type.is_pointer:
            return
        agg_ty = inst.agg.type
        contrib = g.b.insertvalue(Typed(agg_ty, zero(agg_ty)), Typed(inst.type, dy), inst.indices)
        g.add_adjoint(inst.agg.value, agg_ty, contrib)


@register_opcode("insertvalue")
class InsertValueRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        ty = inst.agg.type
        la = g.lanes(inst.agg.value, ty, inst)
        le = g.lanes(inst.elt.value, inst.elt.type, inst)
        g.set_lanes(
            inst,
            [
                g.b.insertvalue(Typed(ty, a), Typed(inst.elt.type, e), inst.indices)
                for a, e in zip(la, le)
            ],
        )

    def reverse(self, g: AdjointBuilder, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        ty = inst.agg.type
        if g.varied(inst.elt.value) and not inst.elt.type.is_pointer:
            g.add_adjoint(
                inst.elt.value,
                inst.elt.type,
                g.b.extractvalue(Typed(ty, dy), inst.indices, inst.elt.type),
            )
        if g.varied(inst.agg.value):
            g.add_adjoint(
                inst.agg.value,
                ty,
                g.b.insertvalue(
                    Typed(ty, dy), Typed(inst.elt.type, zero(inst.elt.type)), inst.indices
                ),
            )


@register_opcode("freeze")
class FreezeRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        g.set_lanes(inst, g.lanes(inst.operand.value, inst.operand.type, inst))

    def reverse(self, g: AdjointBuilder, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is not None and g.varied(inst.operand.value):
            g.add_adjoint(inst.operand.value, inst.operand.type, dy)
