"""passes.indirect: which functions an indirect call may reach, and what messages say."""

from __future__ import annotations

import pytest

from mpiad_passes.context import context_of
from mpiad_passes.differentiate import forward
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.indirect import address_taken, demangle
from mpiad_passes.ir.parser import parse_module

MODULE = """
@fields = private constant { i64, i64 } { i64 ptrtoint (ptr @member to i64), i64 0 }
@vtable = constant { [2 x ptr] } { [2 x ptr] [ptr null, ptr @virt] }
@alias = alias double (double), ptr @aliased

define double @member(double %t) {
  ret double %t
}
define double @virt(double %t) {
  ret double %t
}
define double @aliased(double %t) {
  ret double %t
}
define double @stored(double %t) {
  ret double %t
}
define double @called(double %t) {
  ret double %t
}
define void @use(ptr %p) {
  store ptr @stored, ptr %p
  %r = call double @called(double 1.0)
  ret void
}
"""


def test_address_taken_everywhere_but_as_a_callee() -> None:
    m = parse_module(MODULE)
    got = address_taken(context_of(m))
    assert got == {"member", "virt", "aliased", "stored"}


@pytest.mark.parametrize(
    "mangled,name",
    [
        ("_ZN3Dom2faEi", "Dom::fa"),
        ("_Z9CommMonoQR6Domain", "CommMonoQ"),
        ("_ZNK5Shape6energyEPKd", "Shape::energy"),
        ("model", "model"),
    ],
)
def test_demangle(mangled, name) -> None:
    assert demangle(mangled) == name


CALLER = """
@slot = global ptr null
declare double @ext(double)
define void @f(ptr %x, ptr %g) {
  store ptr @ext, ptr @slot
  %a = load double, ptr %x
  %r = call double %g(double %a)
  store double %r, ptr %x
  ret void
}
define void @v(ptr %x, ptr %g) {
  %a = load double, ptr %x
  %r = call double (double, ...) %g(double %a)
  store double %r, ptr %x
  ret void
}
"""


def test_no_differentiable_candidate_warns_and_stops_at_run_time() -> None:
    m = parse_module(CALLER)
    ctx = context_of(m)
    forward(ctx, "f", ["dup", "const"])
    assert any("no function of its type that mpiad can differentiate" in w for w in ctx.warnings)
    text = str(m)
    assert "icmp eq ptr %fn, @ext" in text and "@__mpiad_indirect_fail" in text


def test_variadic_indirect_call_is_refused_in_the_users_terms() -> None:
    m = parse_module(CALLER)
    with pytest.raises(UnsupportedError) as e:
        forward(context_of(m), "v", ["dup", "const"])
    msg = str(e.value)
    assert msg.startswith("in v: an indirect call of a variadic function"), msg
    assert "%" not in msg
