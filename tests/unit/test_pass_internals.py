"""Pieces of the pass whose speed matters (bench/pass_speed.py): the garbage collector pause
around the pass and the operand scan every driver uses."""

from __future__ import annotations

import gc
import weakref

from mpiad_passes import differentiate as D
from mpiad_passes.builder import Names
from mpiad_passes.context import context_of
from mpiad_passes.ir import parse_module
from mpiad_passes.ir.gcpause import gc_paused
from mpiad_passes.ir.instructions import iter_values, used_locals
from mpiad_passes.ir.values import LocalRef


class _Node:
    def __init__(self):
        self.other = self


def test_objects_made_while_paused_skip_the_young_generations_and_are_still_collected():
    was = gc.isenabled()
    gc.enable()
    try:
        with gc_paused():
            assert not gc.isenabled()
            made = [[k] for k in range(20000)]
            cycle = _Node()
        assert gc.isenabled()
        # no young collection has to walk the pass's objects: they are in the oldest generation
        assert gc.get_count()[0] < 1000
        ref = weakref.ref(cycle)
        del cycle, made
        gc.collect()
        assert ref() is None  # a cycle made during the pause is not leaked
    finally:
        if not was:
            gc.disable()


def test_objects_the_application_froze_stay_frozen():
    keep = [[k] for k in range(100)]
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with gc_paused():
            made = [[k] for k in range(100)]
        assert gc.get_freeze_count() == frozen and made and keep
    finally:
        gc.unfreeze()


def test_paused_collector_stays_off_when_it_was_off():
    gc.disable()
    try:
        with gc_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


SQUARE = """
define double @sq(double %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}
"""


def test_a_differentiated_module_is_freed_with_its_context():
    # the context made for a bare module holds the module: were it kept anywhere but on the
    # module, every module differentiated in a process (and its derivatives) would stay alive
    for mode in (D.forward, D.reverse):
        m = parse_module(SQUARE)
        mode(m, "sq", ["out"] if mode is D.reverse else ["dup"])
        ctx = context_of(m)
        assert context_of(m) is ctx and ctx.module is m
        ref = weakref.ref(m)
        del m, ctx
        gc.collect()
        assert ref() is None


CASES = """
@g = global [4 x i64] zeroinitializer
declare void @h(ptr, i64, double)
define double @f(ptr %p, i64 %i, double %x, <2 x double> %v) {
entry:
  %a = fadd double %x, 1.0
  %q = getelementptr i64, ptr getelementptr (i8, ptr @g, i64 8), i64 %i
  call void @h(ptr %p, i64 ptrtoint (ptr @g to i64), double %a)
  %s = insertelement <2 x double> %v, double %a, i32 0
  %e = extractelement <2 x double> %s, i32 1
  %r = select i1 true, double %e, double %a
  ret double %r
}
"""


def test_used_locals_are_the_local_values_iter_values_finds():
    fn = parse_module(CASES).functions["f"]
    seen = 0
    for inst in fn.instructions():
        expect = sorted(v.name for v in iter_values(inst) if isinstance(v, LocalRef))
        assert sorted(used_locals(inst)) == expect
        seen += bool(expect)
    assert seen == 7
    insts = list(fn.instructions())
    assert sorted(used_locals(insts[1])) == ["i"]  # none inside the constant expression
    assert sorted(used_locals(insts[2])) == ["a", "p"]


def test_fresh_names_are_quoted_only_when_llvm_needs_it():
    n = Names({"x", "x1"})
    assert n.fresh("x") == "x2"
    assert n.fresh("a.b$c-d_e") == "a.b$c-d_e"
    assert n.fresh("a b") == '"a b"'
    assert n.fresh("7") == "v7" and n.fresh("") == "v"
