"""``numba_xxgemv(kind, trans, m, n, alpha, A, lda, x, beta, y)``: ``y = alpha op(A) x + beta y``
with ``A`` column-major ``m x n`` (``np.dot``/``@`` of a matrix and a vector; Numba passes a
C-order matrix as its transpose, so ``A @ x`` arrives with ``trans = 't'``).

Forward: ``dy = alpha op(A) dx + beta dy``, then ``dy += alpha op(dA) x``: two ``gemv``; an
active alpha (forward mode over a gradient whose ``dot`` reverse scales by the adjoint) adds
``dalpha op(A) x``, a third. An active beta is refused.
Reverse: ``xbar += alpha op(A)^T ybar`` (``gemv`` with the other flag), ``Abar += alpha ybar x^T``
(or ``x ybar^T`` when transposed: a ``gemm`` with inner size 1, the rank-one update ``ger``
does), then ``ybar = beta ybar`` (a ``gemv`` with ``alpha = 0``).
"""

from __future__ import annotations

from ...ir.instructions import Call
from ...ir.types import PTR
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
    matrix_elems,
    trans_flag,
)

TRANS, M, N, ALPHA, A, LDA, X, BETA, Y = 1, 2, 3, 4, 5, 6, 7, 8, 9


@register_call("numba_xxgemv")
class Gemv(BlasRule):
    out = Y
    ins = (A, X)
    scalars = (ALPHA, BETA)
    forward_scalars = (ALPHA,)

    def saved(self, g, inst: Call) -> list[SavedInput]:
        t = trans_flag(g.src.name, inst, TRANS)
        out: list[SavedInput] = [(ALPHA, lambda arg: IntConst(1)), (BETA, lambda arg: IntConst(1))]
        if g.varied(inst.args[X].value):  # xbar needs A
            out.append((A, lambda arg: matrix_elems(g, arg(M), arg(N), arg(LDA))))
        if g.varied(inst.args[A].value):  # Abar needs x
            out.append((X, lambda arg: arg(M) if t else arg(N)))
        return out

    def _gemv(self, g, inst, t, alpha, a, x, beta, y, arg) -> None:
        kind = inst.args[0]
        call_helper(
            g,
            "numba_xxgemv",
            [
                (kind.type, kind.value),
                flag(t),
                i64(arg(M)),
                i64(arg(N)),
                (PTR, alpha),
                (PTR, a),
                i64(arg(LDA)),
                (PTR, x),
                (PTR, beta),
                (PTR, y),
            ],
        )

    def forward(self, g: TangentBuilder, inst: Call) -> None:
        if not g.varied(inst.args[Y].value):
            return
        ty = self.check(g, inst, forward=True)
        t = trans_flag(g.src.name, inst, TRANS)

        def arg(k):
            return inst.args[k].value

        one = const_ptr(g, ty, 1.0)
        das = g.lanes(arg(A), PTR, inst) if g.varied(arg(A)) else None
        dxs = g.lanes(arg(X), PTR, inst) if g.varied(arg(X)) else None
        dalphas = g.lanes(arg(ALPHA), PTR, inst) if g.varied(arg(ALPHA)) else None
        for k, dy in enumerate(g.lanes(arg(Y), PTR, inst)):
            beta = arg(BETA)  # the first product also scales dy by beta
            if dxs is not None:
                self._gemv(g, inst, t, arg(ALPHA), arg(A), dxs[k], beta, dy, arg)
                beta = one
            if das is not None:
                self._gemv(g, inst, t, arg(ALPHA), das[k], arg(X), beta, dy, arg)
                beta = one
            if dalphas is not None:
                self._gemv(g, inst, t, dalphas[k], arg(A), arg(X), beta, dy, arg)
                beta = one
            if beta is not one:  # nothing active flows in: dy = beta dy
                self._gemv(g, inst, t, const_ptr(g, ty, 0.0), arg(A), arg(X), beta, dy, arg)

    def reverse(self, g: AdjointBuilder, inst: Call) -> None:
        if not g.varied(inst.args[Y].value):
            return
        ty = self.check(g, inst)
        t = trans_flag(g.src.name, inst, TRANS)
        got = self.inputs(g, inst)
        one = const_ptr(g, ty, 1.0)
        zero = const_ptr(g, ty, 0.0)
        dy = g.lanes(inst.args[Y].value, PTR, inst)[0]
        alpha = got(ALPHA)
        if g.varied(inst.args[X].value):
            dx = g.lanes(inst.args[X].value, PTR, inst)[0]
            self._gemv(g, inst, not t, alpha, got(A), dy, one, dx, got)
        if g.varied(inst.args[A].value):
            da = g.lanes(inst.args[A].value, PTR, inst)[0]
            # op(A) = A: Abar += alpha ybar x^T; op(A) = A^T: Abar += alpha x ybar^T
            left, right = (got(X), dy) if t else (dy, got(X))
            kind = inst.args[0]
            call_helper(
                g,
                "numba_xxgemm",
                [
                    (kind.type, kind.value),
                    flag(False),
                    flag(False),
                    i64(got(M)),
                    i64(got(N)),
                    i64(IntConst(1)),
                    (PTR, alpha),
                    (PTR, left),
                    i64(at_least_one(g, got(M))),
                    (PTR, right),
                    i64(IntConst(1)),
                    (PTR, one),
                    (PTR, da),
                    i64(got(LDA)),
                ],
            )
        # the call overwrote y: what flows back to the old y is beta ybar
        self._gemv(g, inst, t, zero, got(A), got(X), got(BETA), dy, got)
        got.free()
