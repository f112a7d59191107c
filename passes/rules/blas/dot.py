"""``numba_xxdot(kind, conj, n, x, y, res)``: ``*res = x . y`` (``np.dot``/``@`` of two vectors).

Forward: ``dres = dot(dx, y) + dot(x, dy)``, two calls of the same helper.
Reverse: ``xbar += rbar * y`` and ``ybar += rbar * x``, each a ``gemv`` of the other vector
seen as an ``n x 1`` matrix (Numba exports no ``axpy``), with ``alpha`` the adjoint slot
itself; then the result's adjoint is zeroed (the call overwrote ``*res``).
"""

from __future__ import annotations

from ...ir.instructions import Call
from ...ir.types import I8, PTR
from ...ir.values import IntConst
from ..protocol import AdjointBuilder, TangentBuilder
from ..registry import register_call
from .common import (
    BlasRule,
    SavedInput,
    at_least_one,
    call_helper,
    const_ptr,
    flag,
    i64,
)

N, X, Y, RES = 2, 3, 4, 5


@register_call("numba_xxdot")
class Dot(BlasRule):
    out = RES
    ins = (X, Y)

    def saved(self, g, inst: Call) -> list[SavedInput]:
        def n(arg):
            return arg(N)

        # xbar needs y and ybar needs x
        return [(k, n) for k, other in ((Y, X), (X, Y)) if g.varied(inst.args[other].value)]

    def forward(self, t: TangentBuilder, inst: Call) -> None:
        if not t.varied(inst.args[RES].value):
            return
        ty = self.check(t, inst)
        kind, n = inst.args[0], inst.args[N].value
        x, y = inst.args[X].value, inst.args[Y].value
        dxs = t.lanes(x, PTR, inst) if t.varied(x) else None
        dys = t.lanes(y, PTR, inst) if t.varied(y) else None
        tmp = t.entry_alloca(ty, "dot.t") if dxs and dys else None
        for k, dres in enumerate(t.lanes(inst.args[RES].value, PTR, inst)):

            def dot(u, v, r):
                call_helper(
                    t,
                    "numba_xxdot",
                    [
                        (kind.type, kind.value),
                        (I8, IntConst(0)),
                        i64(n),
                        (PTR, u),
                        (PTR, v),
                        (PTR, r),
                    ],
                )

            if dxs is None and dys is None:
                t.b.store(ty, t.b.fconst(ty, 0.0), dres)
                continue
            if dxs is not None:
                dot(dxs[k], y, dres)
            if dys is not None:
                dot(x, dys[k], tmp if dxs is not None else dres)
            if tmp is not None:
                s = t.b.fadd(ty, t.b.load(ty, dres), t.b.load(ty, tmp))
                t.b.store(ty, s, dres)

    def reverse(self, a: AdjointBuilder, inst: Call) -> None:
        if not a.varied(inst.args[RES].value):
            return
        ty = self.check(a, inst)
        got = self.inputs(a, inst)
        kind = inst.args[0]
        n = got(N)
        one = const_ptr(a, ty, 1.0)
        dres = a.lanes(inst.args[RES].value, PTR, inst)[0]
        ld = at_least_one(a, n)
        for wrt, other in ((X, Y), (Y, X)):
            if not a.varied(inst.args[wrt].value):
                continue
            dv = a.lanes(inst.args[wrt].value, PTR, inst)[0]
            # dv (n) += rbar * other (n x 1) @ [1]
            call_helper(
                a,
                "numba_xxgemv",
                [
                    (kind.type, kind.value),
                    flag(False),
                    i64(n),
                    i64(IntConst(1)),
                    (PTR, dres),
                    (PTR, got(other)),
                    i64(ld),
                    (PTR, one),
                    (PTR, one),
                    (PTR, dv),
                ],
            )
        a.b.store(ty, a.b.fconst(ty, 0.0), dres)
        got.free()
