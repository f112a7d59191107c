"""Aggregates and vectors: extractvalue/insertvalue, extractelement/insertelement,
shufflevector, freeze. All are linear: the shadow goes through the same operation."""
from __future__ import annotations

from ..builder import zero
from ..ir.instructions import (ExtractElement, ExtractValue, Freeze, InsertElement, InsertValue,
                               ShuffleVector)
from ..ir.values import LocalRef, Typed
from .registry import Rule, register_opcode


@register_opcode("extractvalue")
class ExtractValueRule(Rule):
    def forward(self, g, inst) -> None:
        la = g.lanes(inst.agg.value, inst.agg.type, inst)
        g.set_lanes(inst, [g.b.extractvalue(Typed(inst.agg.type, a), inst.indices, inst.type)
                           for a in la])

    def reverse(self, g, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None or inst.type.is_pointer:
            return
        agg_ty = inst.agg.type
        contrib = g.b.insertvalue(Typed(agg_ty, zero(agg_ty)), Typed(inst.type, dy), inst.indices)
        g.add_adjoint(inst.agg.value, agg_ty, contrib)


@register_opcode("insertvalue")
class InsertValueRule(Rule):
    def forward(self, g, inst) -> None:
        ty = inst.agg.type
        la = g.lanes(inst.agg.value, ty, inst)
        le = g.lanes(inst.elt.value, inst.elt.type, inst)
        g.set_lanes(inst, [g.b.insertvalue(Typed(ty, a), Typed(inst.elt.type, e), inst.indices)
                           for a, e in zip(la, le)])

    def reverse(self, g, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        ty = inst.agg.type
        if g.varied(inst.elt.value) and not inst.elt.type.is_pointer:
            g.add_adjoint(inst.elt.value, inst.elt.type,
                          g.b.extractvalue(Typed(ty, dy), inst.indices, inst.elt.type))
        if g.varied(inst.agg.value):
            g.add_adjoint(inst.agg.value, ty,
                          g.b.insertvalue(Typed(ty, dy), Typed(inst.elt.type, zero(inst.elt.type)),
                                          inst.indices))


@register_opcode("extractelement")
class ExtractElementRule(Rule):
    def forward(self, g, inst) -> None:
        vt = inst.vec.type
        g.set_lanes(inst, [g.b.emit(ExtractElement(vec=Typed(vt, v), index=inst.index), "d")
                           for v in g.lanes(inst.vec.value, vt, inst)])

    def reverse(self, g, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        vt = inst.vec.type
        idx = Typed(inst.index.type, g.primal(inst.index.value))
        contrib = g.b.emit(InsertElement(vec=Typed(vt, zero(vt)), elt=Typed(inst.type, dy),
                                         index=idx), "d")
        g.add_adjoint(inst.vec.value, vt, contrib)


@register_opcode("insertelement")
class InsertElementRule(Rule):
    def forward(self, g, inst) -> None:
        vt = inst.vec.type
        et = inst.elt.type
        g.set_lanes(inst, [g.b.emit(InsertElement(vec=Typed(vt, v), elt=Typed(et, e),
                                                  index=inst.index), "d")
                           for v, e in zip(g.lanes(inst.vec.value, vt, inst),
                                           g.lanes(inst.elt.value, et, inst))])

    def reverse(self, g, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        vt, et = inst.vec.type, inst.elt.type
        idx = Typed(inst.index.type, g.primal(inst.index.value))
        if g.varied(inst.elt.value):
            g.add_adjoint(inst.elt.value, et,
                          g.b.emit(ExtractElement(vec=Typed(vt, dy), index=idx), "d"))
        if g.varied(inst.vec.value):
            g.add_adjoint(inst.vec.value, vt,
                          g.b.emit(InsertElement(vec=Typed(vt, dy), elt=Typed(et, zero(et)),
                                                 index=idx), "d"))


@register_opcode("shufflevector")
class ShuffleVectorRule(Rule):
    def forward(self, g, inst) -> None:
        ta, tb = inst.a.type, inst.b.type
        g.set_lanes(inst, [g.b.emit(ShuffleVector(a=Typed(ta, x), b=Typed(tb, y), mask=inst.mask),
                                    "d")
                           for x, y in zip(g.lanes(inst.a.value, ta, inst),
                                           g.lanes(inst.b.value, tb, inst))])

    def reverse(self, g, inst) -> None:
        g.reverse_shuffle(inst)


@register_opcode("freeze")
class FreezeRule(Rule):
    def forward(self, g, inst) -> None:
        g.set_lanes(inst, g.lanes(inst.operand.value, inst.operand.type, inst))

    def reverse(self, g, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is not None and g.varied(inst.operand.value):
            g.add_adjoint(inst.operand.value, inst.operand.type, dy)
