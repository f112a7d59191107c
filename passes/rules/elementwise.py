"""Rules given by partial derivatives: the tangent is ``sum_i p_i * dx_i``, the adjoint is
``dx_i += p_i * dy``. One ``partials`` function serves both modes, which is what keeps forward and
reverse of arithmetic and math functions consistent with each other by construction.
"""

from __future__ import annotations

from ..builder import zero
from ..ir.types import Type
from ..ir.values import AggregateConst, KeywordConst, LocalRef, Typed, Value
from .protocol import AdjointBuilder, Rule, TangentBuilder

ONE = "one"  # partial is exactly 1: the tangent term is dx itself
NEG = "neg"  # partial is exactly -1


def _undefined(v: Value) -> bool:
    return isinstance(v, KeywordConst) and v.word in ("poison", "undef")


def defined(ty: Type, v: Value) -> Value:
    """``v`` with its poison/undef lanes made 0: -O2 leaves such lanes in vector constants
    (``fmul <8 x double> %x, <poison, ..., 0.25, 0.25>``) where the primal never reads them.
    A partial built from one is poison in those lanes, and the reverse sweep's ``0 * poison``
    is poison (NaN at run time) that shuffles and reductions carry into live adjoints. Choosing
    0 refines poison, so the primal is unchanged."""
    if _undefined(v):
        return zero(ty)
    if isinstance(v, AggregateConst) and any(_undefined(e.value) for e in v.elements):
        elements = tuple(
            Typed(e.type, zero(e.type)) if _undefined(e.value) else e for e in v.elements
        )
        return AggregateConst(v.kind, elements)
    return v


class Elementwise(Rule):
    """Subclasses define ``inputs(inst) -> list[Typed]`` and
    ``partials(b, ty, xs, y, need) -> list[Value | ONE | NEG | None]``."""

    def inputs(self, inst) -> list[Typed]:
        return [Typed(a.type, a.value) for a in inst.args]

    def result_type(self, inst) -> Type:
        return inst.type

    def partials(self, b, ty, xs, y, need):
        raise NotImplementedError

    def uses_result(self, need: list[bool]) -> bool:
        """Do ``partials`` read ``y``? The reverse sweep then gets the result's primal value
        (a tape slot or a recomputation), which costs the pass time when nothing reads it."""
        return True

    def forward(self, g: TangentBuilder, inst) -> None:
        xs = self.inputs(inst)
        need = [g.varied(x.value) and x.type.scalar().is_float for x in xs]
        ty = self.result_type(inst)
        y = LocalRef(inst.name)
        if not any(need):
            g.set_lanes(inst, [zero(ty)] * g.width)
            return
        ps = self.partials(g.b, ty, [defined(x.type, x.value) for x in xs], y, need)
        lanes = []
        for k in range(g.width):
            acc = None
            for x, p, n in zip(xs, ps, need):
                if not n or p is None:
                    continue
                d = g.lanes(x.value, x.type, inst)[k]
                if p == ONE:
                    term, neg = d, False
                elif p == NEG:
                    term, neg = d, True
                else:
                    term, neg = g.b.fmul(ty, p, d), False
                if acc is None:
                    acc = g.b.fneg(ty, term) if neg else term
                else:
                    acc = g.b.fsub(ty, acc, term) if neg else g.b.fadd(ty, acc, term)
            lanes.append(acc if acc is not None else zero(ty))
        g.set_lanes(inst, lanes)

    def reverse(self, g: AdjointBuilder, inst) -> None:
        xs = self.inputs(inst)
        need = [g.varied(x.value) and x.type.scalar().is_float for x in xs]
        if not any(need):
            return
        ty = self.result_type(inst)
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        y = g.primal(LocalRef(inst.name)) if self.uses_result(need) else None
        ps = self.partials(g.b, ty, [defined(x.type, g.primal(x.value)) for x in xs], y, need)
        for x, p, n in zip(xs, ps, need):
            if not n or p is None:
                continue
            if p == ONE:
                contrib = dy
            elif p == NEG:
                contrib = g.b.fneg(ty, dy)
            else:
                contrib = g.b.fmul(ty, p, dy)
            g.add_adjoint(x.value, x.type, contrib)
