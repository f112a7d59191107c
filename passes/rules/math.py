"""Math: LLVM intrinsics and libm functions, each given by its partial derivatives.

Names cover both spellings compilers emit: ``llvm.sin.f64`` / ``llvm.sin.v4f64`` (clang, Numba,
vectorisers) and ``sin`` / ``sinf`` (libm calls). The partials reuse the primal result where that is
cheaper (exp, sqrt, tanh). Functions with zero derivative almost everywhere (floor, ceil, ...) give
a zero tangent.
"""

from __future__ import annotations

import dis
import math as _m

from ..builder import intrinsic_suffix
from ..ir.instructions import InsertElement, ShuffleVector
from ..ir.types import I1, I32, VectorType
from ..ir.values import ZEROINIT, IntConst, KeywordConst, Typed
from .elementwise import ONE, Elementwise
from .registry import register_call

LN2 = _m.log(2.0)
LN10 = _m.log(10.0)
TWO_OVER_SQRT_PI = 2.0 / _m.sqrt(_m.pi)


def _libm(names: list[str]) -> list[str]:
    """sin -> sin, sinf (libm float variant)."""
    out = []
    for n in names:
        out += [n, n + "f"]
    return out


class Math(Elementwise):
    reads_y = True

    def partials(self, b, ty, xs, y, need):
        return self.d(b, ty, xs, y, need)

    def uses_result(self, need):
        return self.reads_y


def _reads(fn, name: str) -> bool:
    """Does ``fn``'s body read its parameter ``name``? (Most partials do not read the result
    ``y``: the reverse sweep then does not fetch it.)"""
    if name in fn.__code__.co_cellvars:  # read by a nested function or comprehension
        return True
    return any(
        i.opname.startswith("LOAD_FAST") and i.argval == name for i in dis.get_instructions(fn)
    )


def math_rule(llvm_names: list[str], libm_names: list[str]):
    def deco(fn):
        cls = type(fn.__name__, (Math,), {"d": staticmethod(fn), "reads_y": _reads(fn, "y")})
        register_call(*[f"llvm.{n}" for n in llvm_names], *_libm(libm_names))(cls)
        return cls

    return deco


def _one(b, ty):
    return b.fconst(ty, 1.0)


@math_rule(["sqrt"], ["sqrt"])
def sqrt(b, ty, xs, y, need):
    return [b.fdiv(ty, b.fconst(ty, 0.5), y)]


@math_rule(["sin"], ["sin"])
def sin(b, ty, xs, y, need):
    return [b.intrinsic("cos", ty, [xs[0]])]


@math_rule(["cos"], ["cos"])
def cos(b, ty, xs, y, need):
    return [b.fneg(ty, b.intrinsic("sin", ty, [xs[0]]))]


@math_rule(["tan"], ["tan"])
def tan(b, ty, xs, y, need):
    return [b.fadd(ty, _one(b, ty), b.fmul(ty, y, y))]


@math_rule(["exp"], ["exp"])
def exp(b, ty, xs, y, need):
    return [y]


@math_rule(["exp2"], ["exp2"])
def exp2(b, ty, xs, y, need):
    return [b.fmul(ty, y, b.fconst(ty, LN2))]


@math_rule(["exp10"], ["exp10"])
def exp10(b, ty, xs, y, need):
    return [b.fmul(ty, y, b.fconst(ty, LN10))]


@math_rule([], ["expm1"])
def expm1(b, ty, xs, y, need):
    return [b.fadd(ty, y, _one(b, ty))]


@math_rule(["log"], ["log"])
def log(b, ty, xs, y, need):
    return [b.fdiv(ty, _one(b, ty), xs[0])]


@math_rule(["log2"], ["log2"])
def log2(b, ty, xs, y, need):
    return [b.fdiv(ty, _one(b, ty), b.fmul(ty, xs[0], b.fconst(ty, LN2)))]


@math_rule(["log10"], ["log10"])
def log10(b, ty, xs, y, need):
    return [b.fdiv(ty, _one(b, ty), b.fmul(ty, xs[0], b.fconst(ty, LN10)))]


@math_rule([], ["log1p"])
def log1p(b, ty, xs, y, need):
    return [b.fdiv(ty, _one(b, ty), b.fadd(ty, xs[0], _one(b, ty)))]


@math_rule(["pow"], ["pow"])
def pow_(b, ty, xs, y, need):
    x, e = xs
    px = py = None
    if need[0]:
        # e * x^(e-1), written without division so x = 0 works
        px = b.fmul(ty, e, b.intrinsic("pow", ty, [x, b.fsub(ty, e, _one(b, ty))]))
    if need[1]:
        py = b.fmul(ty, y, b.intrinsic("log", ty, [x]))
    return [px, py]


@math_rule(["powi"], [])
def powi(b, ty, xs, y, need):
    x, n = xs
    if isinstance(n, IntConst):  # fold: `sub i32 3, 1` at -O0 becomes a call of __powidf2
        nm1 = _i32(((n.value - 1 + 2**31) % 2**32) - 2**31)
    else:
        nm1 = b.binop("sub", I32, n, _i32(1), base="n")
    name = f"llvm.powi.{_sfx(ty)}.i32"
    p = b.call(name, ty, [(ty, x), (I32, nm1)])
    # a vector's exponent is one i32 for all lanes: convert it once and splat it
    nf = _splat(b, ty, n) if ty.is_vector else b.cast("sitofp", I32, n, ty, base="nf")
    return [b.fmul(ty, nf, p), None]


def _i32(v):
    return IntConst(v)


def _sfx(ty):
    return intrinsic_suffix(ty)


def _splat(b, ty, n):
    s = b.cast("sitofp", I32, n, ty.element, base="nf")
    v = b.emit(
        InsertElement(
            vec=Typed(ty, KeywordConst("poison")),
            elt=Typed(ty.element, s),
            index=Typed(I32, _i32(0)),
        ),
        "nv",
    )
    return b.emit(
        ShuffleVector(
            a=Typed(ty, v),
            b=Typed(ty, KeywordConst("poison")),
            mask=Typed(VectorType(ty.count, I32), ZEROINIT),
        ),
        "nv",
    )


@math_rule(["fma", "fmuladd"], ["fma"])
def fma(b, ty, xs, y, need):
    return [xs[1], xs[0], ONE]


@math_rule(["fabs"], ["fabs"])
def fabs(b, ty, xs, y, need):
    return [b.intrinsic("copysign", ty, [b.fconst(ty, 1.0), xs[0]])]


@math_rule(["copysign"], ["copysign"])
def copysign(b, ty, xs, y, need):
    sx = b.intrinsic("copysign", ty, [b.fconst(ty, 1.0), xs[0]])
    sy = b.intrinsic("copysign", ty, [b.fconst(ty, 1.0), xs[1]])
    return [b.fmul(ty, sx, sy), None]


@math_rule(
    ["floor", "ceil", "trunc", "round", "roundeven", "rint", "nearbyint"],
    ["floor", "ceil", "trunc", "round", "rint", "nearbyint", "roundeven"],
)
def piecewise_constant(b, ty, xs, y, need):
    return [None] * len(xs)


def _pick(b, ty, a, c_pred, x0, x1):
    """(1, 0) when the first argument is chosen, (0, 1) otherwise; ties go to the first."""
    c = b.cmp("fcmp", c_pred, ty, x0, x1)
    ct = VectorType(ty.count, I1) if ty.is_vector else I1
    one, zero_ = b.fconst(ty, 1.0), b.fconst(ty, 0.0)
    return [b.select(Typed(ct, c), ty, one, zero_), b.select(Typed(ct, c), ty, zero_, one)]


@math_rule(["minnum", "minimum", "minimumnum"], ["fmin"])
def minnum(b, ty, xs, y, need):
    return _pick(b, ty, None, "ole", xs[0], xs[1])


@math_rule(["maxnum", "maximum", "maximumnum"], ["fmax"])
def maxnum(b, ty, xs, y, need):
    return _pick(b, ty, None, "oge", xs[0], xs[1])


@math_rule([], ["fmod"])
def fmod(b, ty, xs, y, need):
    q = b.intrinsic("trunc", ty, [b.fdiv(ty, xs[0], xs[1])])
    return [ONE, b.fneg(ty, q)]


@math_rule(["tanh"], ["tanh"])
def tanh(b, ty, xs, y, need):
    return [b.fsub(ty, _one(b, ty), b.fmul(ty, y, y))]


@math_rule(["sinh"], ["sinh"])
def sinh(b, ty, xs, y, need):
    return [b.intrinsic("cosh", ty, [xs[0]])]


@math_rule(["cosh"], ["cosh"])
def cosh(b, ty, xs, y, need):
    return [b.intrinsic("sinh", ty, [xs[0]])]


def _inv_sqrt(b, ty, v):
    return b.fdiv(ty, _one(b, ty), b.intrinsic("sqrt", ty, [v]))


@math_rule(["asin"], ["asin"])
def asin(b, ty, xs, y, need):
    x = xs[0]
    return [_inv_sqrt(b, ty, b.fsub(ty, _one(b, ty), b.fmul(ty, x, x)))]


@math_rule(["acos"], ["acos"])
def acos(b, ty, xs, y, need):
    x = xs[0]
    return [b.fneg(ty, _inv_sqrt(b, ty, b.fsub(ty, _one(b, ty), b.fmul(ty, x, x))))]


@math_rule(["atan"], ["atan"])
def atan(b, ty, xs, y, need):
    x = xs[0]
    return [b.fdiv(ty, _one(b, ty), b.fadd(ty, _one(b, ty), b.fmul(ty, x, x)))]


@math_rule([], ["asinh"])
def asinh(b, ty, xs, y, need):
    x = xs[0]
    return [_inv_sqrt(b, ty, b.fadd(ty, b.fmul(ty, x, x), _one(b, ty)))]


@math_rule([], ["acosh"])
def acosh(b, ty, xs, y, need):
    x = xs[0]
    return [_inv_sqrt(b, ty, b.fsub(ty, b.fmul(ty, x, x), _one(b, ty)))]


@math_rule([], ["atanh"])
def atanh(b, ty, xs, y, need):
    x = xs[0]
    return [b.fdiv(ty, _one(b, ty), b.fsub(ty, _one(b, ty), b.fmul(ty, x, x)))]


@math_rule(["atan2"], ["atan2"])
def atan2(b, ty, xs, y, need):
    yy, xx = xs
    den = b.fadd(ty, b.fmul(ty, xx, xx), b.fmul(ty, yy, yy))
    return [
        b.fdiv(ty, xx, den) if need[0] else None,
        b.fneg(ty, b.fdiv(ty, yy, den)) if need[1] else None,
    ]


@math_rule([], ["hypot"])
def hypot(b, ty, xs, y, need):
    return [b.fdiv(ty, xs[0], y) if need[0] else None, b.fdiv(ty, xs[1], y) if need[1] else None]


@math_rule([], ["cbrt"])
def cbrt(b, ty, xs, y, need):
    return [b.fdiv(ty, y, b.fmul(ty, b.fconst(ty, 3.0), xs[0]))]


def _erf_partial(b, ty, x):
    e = b.intrinsic("exp", ty, [b.fneg(ty, b.fmul(ty, x, x))])
    return b.fmul(ty, b.fconst(ty, TWO_OVER_SQRT_PI), e)


@math_rule([], ["erf"])
def erf(b, ty, xs, y, need):
    return [_erf_partial(b, ty, xs[0])]


@math_rule([], ["erfc"])
def erfc(b, ty, xs, y, need):
    return [b.fneg(ty, _erf_partial(b, ty, xs[0]))]
