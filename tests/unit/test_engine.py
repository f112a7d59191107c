"""mpiad.engine's optimisation levels and ``JitModule.fn`` (what the numerical tests and the
benchmarks JIT through)."""

from __future__ import annotations

import ctypes
import gc

import pytest

from mpiad.engine import compile_module

POLY = """
define double @poly(double %x) {
entry:
  %sq = fmul double %x, %x
  %t = fmul double 3.0, %x
  %r = fadd double %sq, %t
  ret double %r
}
"""
SIG = (ctypes.c_double, ctypes.c_double)


@pytest.mark.parametrize("opt", [0, 1, 2, 3])
def test_every_level_computes_the_same(opt):
    jm, obj = compile_module(POLY, opt=opt)
    assert obj is None
    assert jm.fn("poly", *SIG)(2.0) == 10.0


def test_default_level_and_object_code():
    jm, obj = compile_module(POLY, want_object=True)
    assert obj
    assert jm.fn("poly", *SIG)(-1.0) == -2.0


def test_function_keeps_its_module_alive():
    f = compile_module(POLY, opt=2)[0].fn("poly", *SIG)
    gc.collect()  # the JitModule is referenced by nothing but f
    assert f(1.0) == 4.0


def test_missing_function_and_bad_level():
    jm, _ = compile_module(POLY, opt=0)
    with pytest.raises(LookupError, match="no function nosuch"):
        jm.fn("nosuch", None)
    with pytest.raises(ValueError, match="optimisation level"):
        compile_module(POLY, opt=4)


TWO = (
    POLY
    + """
define hidden double @twice(double %x) {
entry:
  %p = call double @poly(double %x)
  %r = fmul double %p, 2.0
  ret double %r
}

define linkonce_odr double @unused(double %x) {
entry:
  ret double %x
}
"""
)


def test_only_exported_functions_stay_callable():
    """A derivative's module keeps only the functions mpiad looks up: the others (the primal
    kernel, runtime helpers) become internal, are inlined or dropped, and compile to nothing."""
    jm, _ = compile_module(TWO, opt=3, exported={"twice"})
    assert jm.fn("twice", *SIG)(2.0) == 20.0
    assert [f.name for f in jm.module.functions if not f.is_declaration] == ["twice"]
    for gone in ("poly", "unused"):
        with pytest.raises(LookupError, match=f"no function {gone}"):
            jm.fn(gone, *SIG)
    jm, _ = compile_module(TWO, opt=0, exported={"poly", "twice"})  # -O0 drops nothing
    assert jm.fn("poly", *SIG)(2.0) == 10.0 and jm.fn("twice", *SIG)(1.0) == 8.0
    jm, _ = compile_module(TWO, opt=3)  # without ``exported`` external functions stay
    assert jm.fn("poly", *SIG)(2.0) == 10.0
