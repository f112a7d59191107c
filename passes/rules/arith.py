"""Floating-point arithmetic: fadd fsub fmul fdiv frem fneg."""

from __future__ import annotations

from ..ir.values import Typed
from .elementwise import NEG, ONE, Elementwise
from .registry import register_opcode


class _Binary(Elementwise):
    def inputs(self, inst):
        return [Typed(inst.ty, inst.lhs), Typed(inst.ty, inst.rhs)]

    def uses_result(self, need):
        return False


@register_opcode("fadd")
class FAdd(_Binary):
    def partials(self, b, ty, xs, y, need):
        return [ONE, ONE]


@register_opcode("fsub")
class FSub(_Binary):
    def partials(self, b, ty, xs, y, need):
        return [ONE, NEG]


@register_opcode("fmul")
class FMul(_Binary):
    def partials(self, b, ty, xs, y, need):
        return [xs[1], xs[0]]


@register_opcode("fdiv")
class FDiv(_Binary):
    """d(a/b) = da/b - (a/b) db/b."""

    def uses_result(self, need):
        return need[1]

    def partials(self, b, ty, xs, y, need):
        inv = b.fdiv(ty, b.fconst(ty, 1.0), xs[1], base="inv")
        pb = b.fneg(ty, b.fmul(ty, y, inv)) if need[1] else None
        return [inv if need[0] else None, pb]


@register_opcode("frem")
class FRem(_Binary):
    """a - b*trunc(a/b): d/da = 1, d/db = -trunc(a/b)."""

    def partials(self, b, ty, xs, y, need):
        pb = None
        if need[1]:
            q = b.intrinsic("trunc", ty, [b.fdiv(ty, xs[0], xs[1])])
            pb = b.fneg(ty, q)
        return [ONE, pb]


@register_opcode("fneg")
class FNeg(Elementwise):
    def inputs(self, inst):
        return [inst.operand]

    def uses_result(self, need):
        return False

    def partials(self, b, ty, xs, y, need):
        return [NEG]
