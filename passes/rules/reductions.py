"""Floating-point vector reductions (llvm.vector.reduce.fadd/fmul/fmax/fmin/fmaximum/fminimum),
which -O2 vectorisers emit at the end of every vectorised sum or extremum.

fadd is linear: the tangent is the same reduction of the tangents, the adjoint a splat. fmul's
partials are exclusive products (no division, so zeros are fine). The extrema pass the derivative
to and from the first lane holding the result (ties go to the lowest lane, deterministically).
"""

from __future__ import annotations

from ..builder import zero
from ..ir.instructions import ExtractElement, InsertElement, ShuffleVector
from ..ir.types import I1, I32, VectorType
from ..ir.values import ZEROINIT, IntConst, KeywordConst, LocalRef, Typed
from .protocol import Rule
from .registry import register_call


def _elements(b, vec, vt):
    return [
        b.emit(ExtractElement(vec=Typed(vt, vec), index=Typed(I32, IntConst(i))), "e")
        for i in range(vt.count)
    ]


def _splat(b, vt, s):
    v = b.emit(
        InsertElement(
            vec=Typed(vt, KeywordConst("poison")),
            elt=Typed(vt.element, s),
            index=Typed(I32, IntConst(0)),
        ),
        "sp",
    )
    return b.emit(
        ShuffleVector(
            a=Typed(vt, v),
            b=Typed(vt, KeywordConst("poison")),
            mask=Typed(VectorType(vt.count, I32), ZEROINIT),
        ),
        "sp",
    )


def _hsum(b, ty, terms):
    acc = None
    for t in terms:
        acc = t if acc is None else b.fadd(ty, acc, t)
    return acc


@register_call("llvm.vector.reduce.fadd")
class ReduceFAdd(Rule):
    def forward(self, g, inst):
        ty = inst.type
        st, vec = inst.args
        ls = g.lanes(st.value, ty, inst)
        lv = g.lanes(vec.value, vec.type, inst)
        g.set_lanes(
            inst,
            [
                g.b.call(inst.callee_name, ty, [(ty, s), (vec.type, v)], base="d")
                for s, v in zip(ls, lv)
            ],
        )

    def reverse(self, g, inst):
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        st, vec = inst.args
        g.add_adjoint(st.value, st.type, dy)
        if g.varied(vec.value):
            g.add_adjoint(vec.value, vec.type, _splat(g.b, vec.type, dy))


class _Partials(Rule):
    """Rules whose partial derivatives are per lane: tangent = sum_i p_i dv_i (+ p_s ds)."""

    def partials(self, g, inst, prim):
        raise NotImplementedError

    def forward(self, g, inst):
        ty = inst.type
        vec = inst.args[-1]
        b = g.b
        p_start, p_vec = self.partials(g, inst, lambda v: v)
        lanes = []
        for k in range(g.width):
            terms = []
            if p_start is not None and g.varied(inst.args[0].value):
                terms.append(b.fmul(ty, p_start, g.lanes(inst.args[0].value, ty, inst)[k]))
            if g.varied(vec.value):
                dv = _elements(b, g.lanes(vec.value, vec.type, inst)[k], vec.type)
                terms += [b.fmul(ty, p, d) for p, d in zip(p_vec, dv) if p is not None]
            lanes.append(_hsum(b, ty, terms) if terms else zero(ty))
        g.set_lanes(inst, lanes)

    def reverse(self, g, inst):
        dy = g.adjoint_of(inst)
        if dy is None:
            return
        ty = inst.type
        vec = inst.args[-1]
        b = g.b
        p_start, p_vec = self.partials(g, inst, g.primal)
        if p_start is not None and g.varied(inst.args[0].value):
            g.add_adjoint(inst.args[0].value, ty, b.fmul(ty, p_start, dy))
        if g.varied(vec.value):
            acc = zero(vec.type)
            for i, p in enumerate(p_vec):
                if p is None:
                    continue
                acc = b.emit(
                    InsertElement(
                        vec=Typed(vec.type, acc),
                        elt=Typed(ty, b.fmul(ty, p, dy)),
                        index=Typed(I32, IntConst(i)),
                    ),
                    "d",
                )
            g.add_adjoint(vec.value, vec.type, acc)


@register_call("llvm.vector.reduce.fmul")
class ReduceFMul(_Partials):
    def partials(self, g, inst, prim):
        b = g.b
        ty = inst.type
        start = prim(inst.args[0].value)
        es = _elements(b, prim(inst.args[1].value), inst.args[1].type)
        n = len(es)
        pre = [b.fconst(ty, 1.0)]
        for e in es[:-1]:
            pre.append(b.fmul(ty, pre[-1], e))
        suf = [b.fconst(ty, 1.0)] * n
        for i in range(n - 2, -1, -1):
            suf[i] = b.fmul(ty, suf[i + 1], es[i + 1])
        p_vec = [b.fmul(ty, start, b.fmul(ty, pre[i], suf[i])) for i in range(n)]
        p_start = b.fmul(ty, pre[-1], es[-1]) if n else b.fconst(ty, 1.0)
        return p_start, p_vec


@register_call(
    "llvm.vector.reduce.fmax",
    "llvm.vector.reduce.fmin",
    "llvm.vector.reduce.fmaximum",
    "llvm.vector.reduce.fminimum",
)
class ReduceExtremum(_Partials):
    def activity(self, act, inst):
        return act.mark(inst, act.is_varied(inst.args[0].value))

    def partials(self, g, inst, prim):
        b = g.b
        ty = inst.type
        y = prim(LocalRef(inst.name))
        es = _elements(b, prim(inst.args[0].value), inst.args[0].type)
        found = IntConst(0, is_bool=True)
        out = []
        one, zero_ = b.fconst(ty, 1.0), b.fconst(ty, 0.0)
        for e in es:
            c = b.cmp("fcmp", "oeq", ty, e, y)
            nf = b.binop("xor", I1, found, IntConst(1, is_bool=True), base="c")
            take = b.binop("and", I1, c, nf, base="c")
            out.append(b.select(Typed(I1, take), ty, one, zero_))
            found = b.binop("or", I1, found, c, base="c")
        return None, out
