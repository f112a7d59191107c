"""Casts: fpext/fptrunc carry the tangent across precisions; float<->float bitcasts pass it on;
pointer casts move the shadow pointer; int<->float conversions have zero derivative (the integer
side is never active)."""
from __future__ import annotations

from ..ir.values import LocalRef, Typed
from .registry import Rule, register_opcode


@register_opcode("fpext", "fptrunc", "bitcast", "addrspacecast")
class CastLike(Rule):
    def forward(self, g, inst) -> None:
        src = inst.operand
        lanes = [g.b.cast(inst.opcode, src.type, d, inst.dest, base="d")
                 for d in g.lanes(src.value, src.type, inst)]
        g.set_lanes(inst, lanes)

    def reverse(self, g, inst) -> None:
        if inst.dest.is_pointer:
            return  # shadow pointers are recomputed, not accumulated
        dy = g.adjoint_of(inst)
        if dy is None or not g.varied(inst.operand.value):
            return
        src = inst.operand
        if isinstance(src.value, LocalRef) and src.value.name in g.act.int_copies:
            # an integer copy of float data keeps its adjoint as that float type (reverse_load)
            from ..reverse import _float_of

            ft = _float_of(src.type, inst)
            g.add_adjoint(src.value, ft, dy if ft == inst.dest else
                          g.b.cast("bitcast", inst.dest, dy, ft, base="d"))
            return
        back = {"fpext": "fptrunc", "fptrunc": "fpext"}.get(inst.opcode, inst.opcode)
        g.add_adjoint(src.value, src.type, g.b.cast(back, inst.dest, dy, src.type, base="d"))


@register_opcode("sitofp", "uitofp", "fptosi", "fptoui", "ptrtoint", "inttoptr", "trunc", "zext",
                 "sext")
class ZeroDerivativeCast(Rule):
    """Integer-valued on one side: never varied (the activity analysis guarantees it)."""

    def forward(self, g, inst) -> None:
        from ..builder import zero

        g.set_lanes(inst, [zero(inst.type)] * g.width)

    def reverse(self, g, inst) -> None:
        pass
