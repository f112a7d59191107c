"""Casts: fpext/fptrunc carry the tangent across precisions; float<->float bitcasts pass it on;
pointer casts move the shadow pointer; int<->float conversions have zero derivative (the integer
side is never active)."""

from __future__ import annotations

from ..builder import zero
from ..ir.values import LocalRef
from ..typeinfo import float_of
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_opcode


@register_opcode("fpext", "fptrunc", "bitcast", "addrspacecast")
class CastLike(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        src = inst.operand
        lanes = [
            t.b.cast(inst.opcode, src.type, d, inst.dest, base="d")
            for d in t.lanes(src.value, src.type, inst)
        ]
        t.set_lanes(inst, lanes)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        if inst.dest.is_pointer:
            return  # shadow pointers are recomputed, not accumulated
        dy = a.adjoint_of(inst)
        if dy is None or not a.varied(inst.operand.value):
            return
        src = inst.operand
        if isinstance(src.value, LocalRef) and src.value.name in a.act.int_copies:
            # an integer copy of float data keeps its adjoint as that float type (see LoadRule)
            ft = float_of(src.type, inst)
            contrib = dy if ft == inst.dest else a.b.cast("bitcast", inst.dest, dy, ft, base="d")
            a.add_adjoint(src.value, ft, contrib)
            return
        back = {"fpext": "fptrunc", "fptrunc": "fpext"}.get(inst.opcode, inst.opcode)
        a.add_adjoint(src.value, src.type, a.b.cast(back, inst.dest, dy, src.type, base="d"))


@register_opcode(
    "sitofp", "uitofp", "fptosi", "fptoui", "ptrtoint", "inttoptr", "trunc", "zext", "sext"
)
class ZeroDerivativeCast(Rule):
    """Integer-valued on one side: never varied (the activity analysis guarantees it)."""

    def forward(self, t: TangentBuilder, inst) -> None:
        t.set_lanes(inst, [zero(inst.type)] * t.width)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        pass
