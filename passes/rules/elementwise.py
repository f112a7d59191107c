"""Rules given by partial derivatives: the tangent is ``sum_i p_i * dx_i``, the adjoint is
``dx_i += p_i * dy``. One ``partials`` function serves both modes, which is what keeps forward and
reverse of arithmetic and math functions consistent with each other by construction.
"""

from __future__ import annotations

from ..builder import zero
from ..ir.types import Type
from ..ir.values import LocalRef, Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder

ONE = "one"  # partial is exactly 1: the tangent term is dx itself
NEG = "neg"  # partial is exactly -1


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
        ps = self.partials(g.b, ty, [x.value for x in xs], y, need)
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
        ps = self.partials(g.b, ty, [g.primal(x.value) for x in xs], y, need)
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
