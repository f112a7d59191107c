"""Loads repeated in the reverse sweep instead of taped (passes/readonly.py).

Repeating a load is right only when nothing can have changed the memory between the forward and
the reverse sweep. The analysis tests pin down what keeps an argument read-only and what does not
(aliasing writes, escapes, unknown calls, MPI receives, callers); the numerical tests run
gradients where a wrong reload would read a value written after the load (an in-place update
through an aliasing pointer, a caller that overwrites the argument between the callee's sweeps)
and check them against the closed form and against the taped version (MPIAD_RELOAD=0).
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from mpiad.engine import JitModule, compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.activity import analyse
from mpiad_passes.context import context_of
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.readonly import readonly_roots, toplevel_only

LOOP = """
define {ret} @{name}({params}) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %a = load double, ptr %px, align 8
{body}
  %s.next = fadd double %s, {acc}
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
{tail}
}}
"""


def readonly_args(text: str, fn: str = "f", acts: list[bool] | None = None) -> set[str]:
    m = parse_module(text)
    f = m.functions[fn]
    act = analyse(m, f, acts or [p.type.is_pointer for p in f.params])
    return {
        name for kind, name in readonly_roots(m, f, act, fn in toplevel_only(m)) if kind == "arg"
    }


def loop_fn(
    params: str,
    body: str = "",
    tail: str = "  ret double %s.next",
    decls: str = "",
    name: str = "f",
    acc: str = "%a",
) -> str:
    return (
        LOOP.format(ret="double", name=name, params=params, body=body, tail=tail, acc=acc) + decls
    )


# --------------------------------------------------------------------------- the analysis
def test_inputs_only_read_are_readonly():
    assert readonly_args(
        loop_fn(
            "ptr %x, ptr %y, i64 %n",
            body="""
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %b = load double, ptr %py, align 8""",
        )
    ) == {"x", "y"}


def test_a_write_through_another_argument_may_alias():
    body = """
  %py = getelementptr inbounds double, ptr %y, i64 %i
  store double %a, ptr %py, align 8"""
    assert readonly_args(loop_fn("ptr %x, ptr %y, i64 %n", body)) == set()
    assert readonly_args(loop_fn("ptr noalias %x, ptr %y, i64 %n", body)) == {"x"}
    assert readonly_args(loop_fn("ptr %x, ptr noalias %y, i64 %n", body)) == {"x"}


def test_writes_into_allocas_and_fresh_memory_are_harmless():
    assert readonly_args(
        loop_fn(
            "ptr %x, i64 %n",
            body="""
  %t = alloca double
  store double %a, ptr %t
  %h = call ptr @malloc(i64 8)
  store double %a, ptr %h
  call void @free(ptr %h)
  %e = call double @llvm.exp.f64(double %a)
  %q = call double @sin(double %e)""",
            decls="declare ptr @malloc(i64)\ndeclare void @free(ptr)\n"
            "declare double @llvm.exp.f64(double)\n"
            "declare double @sin(double)\n",
        )
    ) == {"x"}


@pytest.mark.parametrize(
    "escape",
    [
        "  %t = alloca ptr\n  store ptr %x, ptr %t",  # stored as a value
        "  %k = ptrtoint ptr %x to i64",  # turned into an integer
        "  call void @ext(ptr %x)",  # handed to unknown code
    ],
)
def test_an_escaping_pointer_is_not_readonly(escape):
    assert (
        readonly_args(loop_fn("ptr %x, i64 %n", escape, decls="declare void @ext(ptr)\n")) == set()
    )


def test_unknown_calls_only_spare_noalias_arguments_not_passed_to_them():
    body = "  call void @ext(ptr %y)"
    decls = "declare void @ext(ptr)\n"
    assert readonly_args(loop_fn("ptr %x, ptr %y, i64 %n", body, decls=decls)) == set()
    assert readonly_args(loop_fn("ptr noalias %x, ptr %y, i64 %n", body, decls=decls)) == {"x"}


def test_mpi_sends_read_and_receives_write():
    decls = (
        "declare i32 @MPI_Send(ptr, i32, i32, i32, i32, i32)\n"
        "declare i32 @MPI_Irecv(ptr, i32, i32, i32, i32, i32, ptr)\n"
    )
    send = "  %r = call i32 @MPI_Send(ptr %x, i32 1, i32 1275070475, i32 0, i32 0, i32 1140850688)"
    recv = (
        "  %q = alloca i32\n  %r = call i32 @MPI_Irecv(ptr %x, i32 1, i32 1275070475, i32 0, "
        "i32 0, i32 1140850688, ptr %q)"
    )
    assert readonly_args(loop_fn("ptr %x, i64 %n", send, decls=decls)) == {"x"}
    assert readonly_args(loop_fn("ptr %x, i64 %n", recv, decls=decls)) == set()


def test_constant_globals_are_readonly_and_plain_globals_are_not():
    m = parse_module(
        "@c = constant [2 x double] [double 1.0, double 2.0]\n"
        "@g = global double 0.0\n" + loop_fn("ptr %x, i64 %n")
    )
    f = m.functions["f"]
    roots = readonly_roots(m, f, analyse(m, f, [True, False]), True)
    assert ("global", "c") in roots and ("global", "g") not in roots


def test_only_functions_nothing_calls_run_as_outermost_pairs():
    text = (
        loop_fn("ptr %x, i64 %n", name="inner")
        + """
define double @outer(ptr %x, i64 %n) {
  %s = call double @inner(ptr %x, i64 %n)
  ret double %s
}
define double @user(ptr %x, ptr %dx, i64 %n) {
  %g = call double (...) @__enzyme_autodiff(ptr @outer, ptr %x, ptr %dx, i64 %n)
  ret double %g
}
declare double @__enzyme_autodiff(...)
"""
    )
    m = parse_module(text)
    assert toplevel_only(m) == {"outer", "user"}  # @outer named by __enzyme_autodiff still is
    assert readonly_args(text, "inner") == set()
    # @inner only reads %x (its writes are summarised by parameter), so @outer's %x stays
    # read-only; a callee that writes it makes it writable
    assert readonly_args(text, "outer") == {"x"}
    writes = text.replace(
        "define double @inner(ptr %x, i64 %n) {\nentry:",
        "define double @inner(ptr %x, i64 %n) {\nentry:\n  store double 1.0, ptr %x, align 8",
    )
    assert writes != text
    assert readonly_args(writes, "outer") == set()


def test_callee_summaries_follow_callees_of_callees():
    text = """
define void @leaf(ptr %p) {
  store double 0.0, ptr %p, align 8
  ret void
}
define void @mid(ptr %a, ptr %b) {
  call void @leaf(ptr %b)
  ret void
}
define double @top(ptr noalias %x, ptr %y) {
  call void @mid(ptr %x, ptr %y)
  %v = load double, ptr %x, align 8
  ret double %v
}
declare void @unknown(ptr)
define double @escapes(ptr %x, ptr %y) {
  call void @unknown(ptr %y)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""
    assert readonly_args(text, "top") == {"x"}  # @mid writes only its second argument (y)
    assert readonly_args(text, "escapes") == set()  # unknown code may write anything


# --------------------------------------------------------------------------- numerically
def _gradient(text: str, fn: str, acts: list[str], monkeypatch, reload: bool) -> JitModule:
    monkeypatch.setenv("MPIAD_RELOAD", "1" if reload else "0")
    m = parse_module(text)
    D.reverse(m, fn, acts)
    D.link_runtime(context_of(m))
    return compile_module(str(m), opt=2)[0]


DOTSQ = loop_fn(
    "ptr %x, ptr %y, i64 %n",
    body="""
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %b = load double, ptr %py, align 8
  %ab = fmul double %a, %b""",
    acc="%ab",
    tail="""
  %r = fmul double %s.next, %s.next
  ret double %r""",
)


@pytest.mark.parametrize("reload", [True, False])
def test_reloaded_gradient_matches_the_closed_form(monkeypatch, reload):
    jit = _gradient(DOTSQ, "f", ["dup", "dup", "const"], monkeypatch, reload)
    g = jit.fn("diffe_f", None, *[ctypes.c_void_p] * 4, ctypes.c_int64, ctypes.c_double)
    rng = np.random.default_rng(3)
    n = 1001
    x, y = rng.standard_normal(n), rng.standard_normal(n)
    dx, dy = np.zeros(n), np.zeros(n)
    for _ in range(3):  # repeated calls: the kept tape buffer is reused
        dx[:], dy[:] = 0.0, 0.0
        g(x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data, n, 1.0)
        s = x @ y
        np.testing.assert_allclose(dx, 2 * s * y, rtol=1e-13, atol=1e-13)
        np.testing.assert_allclose(dy, 2 * s * x, rtol=1e-13, atol=1e-13)


SQ = """
define void @f({x}, ptr %y, i64 %n) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %a = load double, ptr %px, align 8
  %s = call double @llvm.sin.f64(double %a)
  %aa = fmul double %a, %s
  store double %aa, ptr %py, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}}
declare double @llvm.sin.f64(double)
"""


@pytest.mark.parametrize("aliased", [True, False])
def test_in_place_update_through_an_aliasing_pointer_is_taped(monkeypatch, aliased):
    """y[i] = x[i] sin x[i] called with y == x: the reverse sweep needs x[i] before the store.
    Without noalias x may be y, so x[i] is taped, not loaded again (it would read x sin x)."""
    jit = _gradient(SQ.format(x="ptr %x"), "f", ["dup", "dup", "const"], monkeypatch, True)
    g = jit.fn("diffe_f", None, *[ctypes.c_void_p] * 4, ctypes.c_int64)
    rng = np.random.default_rng(5)
    n = 257
    x0 = rng.uniform(-2, 2, n)
    x = x0.copy()
    w = rng.standard_normal(n)  # the seed: adjoint of the output array
    if aliased:
        dx = w.copy()
        g(x.ctypes.data, dx.ctypes.data, x.ctypes.data, dx.ctypes.data, n)
        np.testing.assert_allclose(x, x0 * np.sin(x0), rtol=1e-15)
        np.testing.assert_allclose(dx, w * (np.sin(x0) + x0 * np.cos(x0)), rtol=1e-12)
    else:
        y, dx, dy = np.zeros(n), np.zeros(n), w.copy()
        g(x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data, n)
        np.testing.assert_allclose(dx, w * (np.sin(x0) + x0 * np.cos(x0)), rtol=1e-12)
        assert not dy.any()


def test_noalias_input_is_reloaded_and_right(monkeypatch):
    text = SQ.format(x="ptr noalias %x")
    m = parse_module(text)
    D.reverse(m, "f", ["dup", "dup", "const"])
    assert "store double %a," not in str(m)  # x[i] is not taped (sin x[i] is)
    jit = _gradient(text, "f", ["dup", "dup", "const"], monkeypatch, True)
    g = jit.fn("diffe_f", None, *[ctypes.c_void_p] * 4, ctypes.c_int64)
    n = 100
    x = np.linspace(-2, 2, n)
    y, dx, w = np.zeros(n), np.zeros(n), np.linspace(1, 2, n)
    dy = w.copy()
    g(x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data, n)
    np.testing.assert_allclose(dx, w * (np.sin(x) + x * np.cos(x)), rtol=1e-12)


CALLER = """
define double @inner(ptr %x) {
  %a = load double, ptr %x, align 8
  %s = call double @llvm.sin.f64(double %a)
  ret double %s
}
define double @outer(ptr %x) {
  %s = call double @inner(ptr %x)
  %b = load double, ptr %x, align 8
  %b2 = fmul double %b, 3.0
  store double %b2, ptr %x, align 8
  %r = fmul double %s, %b2
  ret double %r
}
declare double @llvm.sin.f64(double)
"""


@pytest.mark.parametrize("reload", [True, False])
def test_callee_whose_caller_overwrites_the_argument(monkeypatch, reload):
    """@inner only reads x, but @outer overwrites x[0] between inner's forward and reverse
    sweeps: inner's reverse must use the value it read (sin'(x0)), not the 3 x0 left in x."""
    jit = _gradient(CALLER, "outer", ["dup"], monkeypatch, reload)
    g = jit.fn("diffe_outer", None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_double)
    x0 = 0.7
    x, dx = np.array([x0]), np.zeros(1)
    g(x.ctypes.data, dx.ctypes.data, 1.0)
    # r = sin(x0) * 3 x0
    assert dx[0] == pytest.approx(3 * np.cos(x0) * x0 + 3 * np.sin(x0), rel=1e-14)
    assert x[0] == pytest.approx(3 * x0)


SPMV = """
define void @matvec(ptr %a, ptr %x, ptr %y, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  %a.i = load double, ptr %pa, align 8
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %x.i = load double, ptr %px, align 8
  %p = fmul double %a.i, %x.i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  store double %p, ptr %py, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @solve(ptr noalias %a, ptr %x, ptr %y, ptr %t, i64 %n) {
  call void @matvec(ptr %a, ptr %x, ptr %t, i64 %n)
  call void @matvec(ptr %a, ptr %t, ptr %y, i64 %n)
  ret void
}
"""


@pytest.mark.parametrize("reload", [True, False])
def test_callee_reloads_what_is_read_only_for_the_outermost_call(monkeypatch, reload):
    """@solve never writes %a (noalias: its writes through %t and %y cannot reach it), so
    @matvec's reverse loads a[i] again instead of taping it (its pair is specialised: read-only
    parameter 0); the gradient is the closed form of y = a^2 x."""
    m = parse_module(SPMV)
    monkeypatch.setenv("MPIAD_RELOAD", "1" if reload else "0")
    D.reverse(m, "solve", ["const", "dup", "dup", "dup", "const"])
    pairs = [f for f in m.functions if f.startswith("augmented.matvec")]
    assert pairs == (["augmented.matvec.cddc.ro0"] if reload else ["augmented.matvec.cddc"])
    jit = _gradient(SPMV, "solve", ["const", "dup", "dup", "dup", "const"], monkeypatch, reload)
    g = jit.fn("diffe_solve", None, *[ctypes.c_void_p] * 7, ctypes.c_int64)
    rng = np.random.default_rng(11)
    n = 64
    a, x = rng.uniform(0.5, 2, n), rng.standard_normal(n)
    y, t = np.zeros(n), np.zeros(n)
    dx, dt, w = np.zeros(n), np.zeros(n), rng.standard_normal(n)
    dy = w.copy()
    g(
        a.ctypes.data,
        x.ctypes.data,
        dx.ctypes.data,
        y.ctypes.data,
        dy.ctypes.data,
        t.ctypes.data,
        dt.ctypes.data,
        n,
    )
    np.testing.assert_allclose(y, a * a * x, rtol=1e-15)
    np.testing.assert_allclose(dx, a * a * w, rtol=1e-13)


def test_memcpy_reads_its_source_and_writes_its_destination():
    decls = "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
    to_local = (
        "  %t = alloca [2 x double]\n"
        "  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %x, i64 16, i1 false)"
    )
    into_x = (
        "  %t = alloca [2 x double]\n"
        "  call void @llvm.memcpy.p0.p0.i64(ptr %x, ptr %t, i64 16, i1 false)"
    )
    assert readonly_args(loop_fn("ptr %x, i64 %n", to_local, decls=decls)) == {"x"}
    assert readonly_args(loop_fn("ptr %x, i64 %n", into_x, decls=decls)) == set()


# --------------------------------------------------------------------------- parallel launches
LAUNCH = """
declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64)

define void @body(ptr %args, ptr %dims, ptr %steps, ptr %data) {{
entry:
  %pu = getelementptr i8, ptr %args, i64 8
  %u = load ptr, ptr %pu, align 8
  %pv = getelementptr i8, ptr %args, i64 16
  %v = load ptr, ptr %pv, align 8
  %a = load double, ptr %u, align 8
  store double %a, ptr {target}, align 8
  ret void
}}

define void @f(ptr noalias %u, ptr noalias %v, ptr %sched) {{
entry:
  %ar = alloca [3 x ptr], align 8
  %di = alloca [2 x i64], align 8
  %st = alloca [3 x i64], align 8
  store ptr %sched, ptr %ar, align 8
  %a1 = getelementptr i8, ptr %ar, i64 8
  store ptr %u, ptr %a1, align 8
  %a2 = getelementptr i8, ptr %ar, i64 16
  store ptr %v, ptr %a2, align 8
  call void @numba_parallel_for(ptr @body, ptr %ar, ptr %di, ptr %st, ptr null, i64 1, i64 3, i64 2)
  ret void
}}
"""


@pytest.mark.parametrize(
    "target, readonly",
    [("%v", {"u", "sched"}), ("%u", {"v", "sched"}), ("%pv", {"u", "v", "sched"})],
)
def test_a_launch_writes_what_its_body_writes_through_the_argument_array(target, readonly):
    """A parallel launch is a call of its body: a write through the pointer the body loads
    from entry 16 of its argument array is a write of what the caller stored there (v), one
    through entry 8 a write of u; a write into the argument array itself writes neither."""
    assert readonly_args(LAUNCH.format(target=target)) == readonly
