"""Vectors: extractelement/insertelement and shufflevector. All are linear: the shadow goes
through the same operation; the adjoint goes back to the lanes it came from."""

from __future__ import annotations

from ..builder import zero
from ..ir.instructions import ExtractElement, InsertElement, ShuffleVector
from ..ir.types import I32
from ..ir.values import AggregateConst, IntConst, KeywordConst, Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_opcode


@register_opcode("extractelement")
class ExtractElementRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        vt = inst.vec.type
        g.set_lanes(
            inst,
            [
                g.b.emit(ExtractElement(vec=Typed(vt, v), index=inst.index), "d")
                for v in g.lanes(inst.vec.value, vt, inst)
            ],
        )

    def reverse(self, g: AdjointBuilder, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        vt = inst.vec.type
        idx = Typed(inst.index.type, g.primal(inst.index.value))
        contrib = g.b.emit(
            InsertElement(vec=Typed(vt, zero(vt)), elt=Typed(inst.type, dy), index=idx), "d"
        )
        g.add_adjoint(inst.vec.value, vt, contrib)


@register_opcode("insertelement")
class InsertElementRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        vt = inst.vec.type
        et = inst.elt.type
        g.set_lanes(
            inst,
            [
                g.b.emit(InsertElement(vec=Typed(vt, v), elt=Typed(et, e), index=inst.index), "d")
                for v, e in zip(
                    g.lanes(inst.vec.value, vt, inst), g.lanes(inst.elt.value, et, inst)
                )
            ],
        )

    def reverse(self, g: AdjointBuilder, inst) -> None:
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        vt, et = inst.vec.type, inst.elt.type
        idx = Typed(inst.index.type, g.primal(inst.index.value))
        if g.varied(inst.elt.value):
            g.add_adjoint(
                inst.elt.value, et, g.b.emit(ExtractElement(vec=Typed(vt, dy), index=idx), "d")
            )
        if g.varied(inst.vec.value):
            g.add_adjoint(
                inst.vec.value,
                vt,
                g.b.emit(InsertElement(vec=Typed(vt, dy), elt=Typed(et, zero(et)), index=idx), "d"),
            )


@register_opcode("shufflevector")
class ShuffleVectorRule(Rule):
    def forward(self, g: TangentBuilder, inst) -> None:
        ta, tb = inst.a.type, inst.b.type
        g.set_lanes(
            inst,
            [
                g.b.emit(ShuffleVector(a=Typed(ta, x), b=Typed(tb, y), mask=inst.mask), "d")
                for x, y in zip(g.lanes(inst.a.value, ta, inst), g.lanes(inst.b.value, tb, inst))
            ],
        )

    def reverse(self, g: AdjointBuilder, inst) -> None:
        """Scatter each output lane's adjoint back to the source lane it came from."""
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        mask = inst.mask.value
        n_in = inst.a.type.count
        out_ty = inst.type
        if isinstance(mask, AggregateConst):
            idxs = [e.value.value if isinstance(e.value, IntConst) else -1 for e in mask.elements]
        elif isinstance(mask, KeywordConst) and mask.word == "zeroinitializer":
            idxs = [0] * out_ty.count
        else:
            idxs = [-1] * out_ty.count
        acc = {0: zero(inst.a.type), 1: zero(inst.b.type)}
        el = out_ty.element
        vt = inst.a.type
        for j, src_i in enumerate(idxs):
            if src_i < 0:
                continue
            which, lane = (0, src_i) if src_i < n_in else (1, src_i - n_in)
            e = g.b.emit(ExtractElement(vec=Typed(out_ty, dy), index=Typed(I32, IntConst(j))), "d")
            old = g.b.emit(
                ExtractElement(vec=Typed(vt, acc[which]), index=Typed(I32, IntConst(lane))), "d"
            )
            s = g.b.fadd(el, old, e)
            acc[which] = g.b.emit(
                InsertElement(
                    vec=Typed(vt, acc[which]), elt=Typed(el, s), index=Typed(I32, IntConst(lane))
                ),
                "d",
            )
        if g.varied(inst.a.value):
            g.add_adjoint(inst.a.value, inst.a.type, acc[0])
        if g.varied(inst.b.value):
            g.add_adjoint(inst.b.value, inst.b.type, acc[1])
