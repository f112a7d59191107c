"""``numba_xxgemm(kind, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)``:
``C = alpha op(A) op(B) + beta C``, column-major, ``C`` ``m x n`` (``np.dot``/``@`` of two
matrices; Numba computes the C-order ``X @ Y`` as the column-major ``Y^T X^T``).

Forward: ``dC = alpha op(A) op(dB) + beta dC``, then ``dC += alpha op(dA) op(B)``.
Reverse (transposed products, as Enzyme's BLAS rules): ``op(A)bar = alpha Cbar op(B)^T`` and
``op(B)bar = alpha op(A)^T Cbar``, each one ``gemm`` written so that it accumulates straight
into the stored (untransposed) adjoint; then ``Cbar = beta Cbar`` (a ``gemm`` with
``alpha = 0``).
"""

from __future__ import annotations

from ...ir.instructions import Call
from ...ir.types import PTR
from ...ir.values import IntConst, Value
from ..protocol import AdjointBuilder, TangentBuilder
from ..registry import register_call
from .common import (
    BlasRule,
    SavedInput,
    call_helper,
    const_ptr,
    flag,
    i64,
    matrix_elems,
    trans_flag,
)

TA, TB, M, N, K, ALPHA, A, LDA, B, LDB, BETA, C, LDC = range(1, 14)


@register_call("numba_xxgemm")
class Gemm(BlasRule):
    out = C
    ins = (A, B)
    scalars = (ALPHA, BETA)

    def saved(self, g, inst: Call) -> list[SavedInput]:
        ta = trans_flag(g.src.name, inst, TA)
        tb = trans_flag(g.src.name, inst, TB)
        out: list[SavedInput] = [(ALPHA, lambda arg: IntConst(1)), (BETA, lambda arg: IntConst(1))]
        if g.varied(inst.args[B].value):  # Bbar needs A (stored m x k, or k x m when ta)
            out.append(
                (
                    A,
                    lambda arg: matrix_elems(
                        g, *((arg(K), arg(M)) if ta else (arg(M), arg(K))), arg(LDA)
                    ),
                )
            )
        if g.varied(inst.args[A].value):  # Abar needs B (stored k x n, or n x k when tb)
            out.append(
                (
                    B,
                    lambda arg: matrix_elems(
                        g, *((arg(N), arg(K)) if tb else (arg(K), arg(N))), arg(LDB)
                    ),
                )
            )
        return out

    @staticmethod
    def _gemm(g, inst, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc) -> None:
        kind = inst.args[0]
        call_helper(
            g,
            "numba_xxgemm",
            [
                (kind.type, kind.value),
                flag(ta),
                flag(tb),
                i64(m),
                i64(n),
                i64(k),
                (PTR, alpha),
                (PTR, a),
                i64(lda),
                (PTR, b),
                i64(ldb),
                (PTR, beta),
                (PTR, c),
                i64(ldc),
            ],
        )

    def forward(self, g: TangentBuilder, inst: Call) -> None:
        if not g.varied(inst.args[C].value):
            return
        ty = self.check(g, inst)
        ta = trans_flag(g.src.name, inst, TA)
        tb = trans_flag(g.src.name, inst, TB)

        def arg(k) -> Value:
            return inst.args[k].value

        one = const_ptr(g, ty, 1.0)
        sizes = (arg(M), arg(N), arg(K))
        das = g.lanes(arg(A), PTR, inst) if g.varied(arg(A)) else None
        dbs = g.lanes(arg(B), PTR, inst) if g.varied(arg(B)) else None
        for j, dc in enumerate(g.lanes(arg(C), PTR, inst)):
            beta = arg(BETA)  # the first product also scales dC by beta
            for da, db in ((None, dbs and dbs[j]), (das and das[j], None)):
                if da is None and db is None:
                    continue
                a = da if da is not None else arg(A)
                b = db if db is not None else arg(B)
                self._gemm(
                    g,
                    inst,
                    ta,
                    tb,
                    *sizes,
                    arg(ALPHA),
                    a,
                    arg(LDA),
                    b,
                    arg(LDB),
                    beta,
                    dc,
                    arg(LDC),
                )
                beta = one
            if beta is not one:  # nothing active flows in: dC = beta dC
                self._gemm(
                    g,
                    inst,
                    ta,
                    tb,
                    *sizes,
                    const_ptr(g, ty, 0.0),
                    arg(A),
                    arg(LDA),
                    arg(B),
                    arg(LDB),
                    beta,
                    dc,
                    arg(LDC),
                )

    def reverse(self, g: AdjointBuilder, inst: Call) -> None:
        if not g.varied(inst.args[C].value):
            return
        ty = self.check(g, inst)
        ta = trans_flag(g.src.name, inst, TA)
        tb = trans_flag(g.src.name, inst, TB)
        got = self.inputs(g, inst)
        one, zero = const_ptr(g, ty, 1.0), const_ptr(g, ty, 0.0)
        m, n, k = got(M), got(N), got(K)
        alpha, dc, ldc = got(ALPHA), g.lanes(inst.args[C].value, PTR, inst)[0], got(LDC)
        a, lda, b, ldb = got(A), got(LDA), got(B), got(LDB)
        if g.varied(inst.args[A].value):
            da = g.lanes(inst.args[A].value, PTR, inst)[0]
            if ta:  # A is k x m: Abar += alpha op(B) Cbar^T
                self._gemm(g, inst, tb, True, k, m, n, alpha, b, ldb, dc, ldc, one, da, lda)
            else:  # A is m x k: Abar += alpha Cbar op(B)^T
                self._gemm(g, inst, False, not tb, m, k, n, alpha, dc, ldc, b, ldb, one, da, lda)
        if g.varied(inst.args[B].value):
            db = g.lanes(inst.args[B].value, PTR, inst)[0]
            if tb:  # B is n x k: Bbar += alpha Cbar^T op(A)
                self._gemm(g, inst, True, ta, n, k, m, alpha, dc, ldc, a, lda, one, db, ldb)
            else:  # B is k x n: Bbar += alpha op(A)^T Cbar
                self._gemm(g, inst, not ta, False, k, n, m, alpha, a, lda, dc, ldc, one, db, ldb)
        # the call overwrote C: what flows back to the old C is beta Cbar
        self._gemm(g, inst, ta, tb, m, n, k, zero, a, lda, b, ldb, got(BETA), dc, ldc)
        got.free()
