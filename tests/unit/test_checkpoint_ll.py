"""Checkpointed reverse mode from plain LLVM IR (the documented ``@mpiad_checkpoint`` marker).

tests/unit/checkpoint_loop.ll marks a time loop whose state is an array (declared with
``@mpiad_checkpoint_state``) and a loop-carried float. Its gradient equals the gradient of the
same function without the marks (fully taped) to 1e-12 relative for several step and snapshot
counts, and central finite differences on a short run; the same loop as a while loop (a float
exit test: the online schedule) equals its fully taped gradient too; forward mode ignores the
marks; what mpiad cannot checkpoint is refused with a message naming it.
"""

from __future__ import annotations

import ctypes
import re
from pathlib import Path

import numpy as np
import pytest

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import compile_module
from mpiad.mpilib import load_libmpi
from mpiad_passes import differentiate as D
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.ir.parser import parse_module

SRC = (Path(__file__).parent / "checkpoint_loop.ll").read_text()
UNMARKED = re.sub(r"^\s*call void @mpiad_checkpoint.*$", "", SRC, flags=re.M)
D_PTR = ctypes.POINTER(ctypes.c_double)
I64 = ctypes.c_int64


def _gradient(text: str):
    load_libmpi()  # the runtime's failure path names MPI_Abort
    m = parse_module(text, "checkpoint_loop.ll")
    g = D.reverse(m, "f", ["dup", "const", "const", "const"], name="grad_f")
    jm = compile_module(str(m), opt=2)[0]
    return jm.fn(g.name, None, D_PTR, D_PTR, I64, I64, I64, ctypes.c_double)


def _primal():
    jm = compile_module(UNMARKED, opt=2)[0]
    return jm.fn("f", ctypes.c_double, D_PTR, I64, I64, I64)


def _run(fn, u0: np.ndarray, steps: int, snaps: int) -> np.ndarray:
    u, du = u0.copy(), np.zeros_like(u0)
    fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), u0.size, steps, snaps, 1.0)
    return du


U0 = np.random.default_rng(3).uniform(-0.5, 0.5, 9)


@pytest.mark.parametrize("steps,snaps", [(12, 3), (10, 5), (7, 1), (4, 9), (1, 1), (25, 4)])
def test_equals_fully_taped(steps, snaps):
    ck, taped = _gradient(SRC), _gradient(UNMARKED)
    want, got = _run(taped, U0, steps, snaps), _run(ck, U0, steps, snaps)
    assert np.abs(got - want).max() <= 1e-12 * np.abs(want).max(), (got, want)


def test_finite_differences():
    ck, f = _gradient(SRC), _primal()
    v = np.random.default_rng(4).normal(size=U0.size)
    g = _run(ck, U0, 5, 2)
    h = 1e-6

    def val(u0):
        u = u0.copy()
        return f(u.ctypes.data_as(D_PTR), u.size, 5, 2)

    fd = (val(U0 + h * v) - val(U0 - h * v)) / (2 * h)
    assert abs(g @ v - fd) <= 1e-7 * (1 + abs(fd))


def test_forward_mode_ignores_the_marks():
    m = parse_module(SRC, "checkpoint_loop.ll")
    t = D.forward(m, "f", ["dup", "const", "const", "const"], name="fwd_f")
    assert "mpiad_checkpoint" not in "\n".join(str(i) for i in t.instructions())
    jm = compile_module(str(m), opt=2)[0]
    fwd = jm.fn(t.name, ctypes.c_double, D_PTR, D_PTR, I64, I64, I64)
    v = np.random.default_rng(5).normal(size=U0.size)
    u, du = U0.copy(), v.copy()
    jvp = fwd(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), U0.size, 6, 2)
    g = _run(_gradient(SRC), U0, 6, 2)
    assert abs(jvp - g @ v) <= 1e-12 * (1 + abs(jvp))


def _refusal(text: str) -> str:
    m = parse_module(text, "refused.ll")
    with pytest.raises(UnsupportedError) as e:
        D.reverse(m, "f", ["dup", "const", "const", "const"])
    return str(e.value)


#: the step loop as a while loop: it runs while acc < steps, acc growing by 1 + u[1]^2 a step (a
#: float test: the trip count is not known on entry, and depends on the data)
WHILE = SRC.replace(
    "  %acc.next = fadd double %acc, %sq\n",
    "  %sq1 = fadd double %sq, 1.000000e+00\n  %acc.next = fadd double %acc, %sq1\n",
).replace(
    "  %more = icmp slt i64 %t.next, %steps\n",
    "  %lim = sitofp i64 %steps to double\n  %more = fcmp olt double %acc.next, %lim\n",
)


@pytest.mark.parametrize("steps,snaps", [(12, 3), (10, 20), (7, 1), (25, 4), (2, 1)])
def test_while_loop_equals_fully_taped(steps, snaps, monkeypatch, capfd):
    """The online schedule: the same gradient as the unmarked while loop, with the runtime's
    report showing it ran online with at most `snaps` stored states."""
    ck = _gradient(WHILE)
    taped = _gradient(re.sub(r"^\s*call void @mpiad_checkpoint.*$", "", WHILE, flags=re.M))
    monkeypatch.setenv("MPIAD_CHECKPOINT_REPORT", "1")
    want, got = _run(taped, U0, steps, snaps), _run(ck, U0, steps, snaps)
    assert np.abs(got - want).max() <= 1e-12 * np.abs(want).max(), (got, want)
    rows = re.findall(r"steps (\d+) snapshots (\d+) .*online, snapshot buffers (\d+)",
                      capfd.readouterr().err)  # fmt: skip
    assert len(rows) == 1, rows
    n, s, buffers = map(int, rows[0])
    assert 1 <= n <= steps and s == min(snaps, n) and buffers <= s


MID = (Path(__file__).parent / "checkpoint_while_mid.ll").read_text()


@pytest.mark.parametrize("snaps", [1, 2, 3, 40])
def test_marker_inside_loop_test_at_top(snaps, monkeypatch, capfd):
    """``@mpiad_checkpoint_loop`` in a while loop whose test is at the top of the body: that loop
    (not the loop before it) runs online, and the gradient equals the unmarked one."""

    def grad(text: str):
        m = parse_module(text, "checkpoint_while_mid.ll")
        g = D.reverse(m, "g", ["dup", "const", "const", "const"], name="grad_g")
        jm = compile_module(str(m), opt=2)[0]
        return jm, jm.fn(g.name, None, D_PTR, D_PTR, I64, ctypes.c_double, I64, ctypes.c_double)

    monkeypatch.setenv("MPIAD_CHECKPOINT_REPORT", "1")
    u0 = np.array([1.3, 0.4, 0.2])
    out = []
    for text in (MID.replace("  call void @mpiad_checkpoint_loop(i64 %snaps)\n", ""), MID):
        jm, fn = grad(text)
        u, du = u0.copy(), np.zeros(3)
        fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), 3, 0.5, snaps, 1.0)
        out.append(du)
    assert np.abs(out[1] - out[0]).max() <= 1e-12 * np.abs(out[0]).max(), out
    rows = re.findall(r"steps (\d+) snapshots (\d+) .*online", capfd.readouterr().err)
    assert len(rows) == 1 and int(rows[0][0]) > 2, rows  # several steps, the last a partial one


def test_unknown_extent_refused():
    msg = _refusal(SRC.replace("  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)\n", ""))
    assert "writes memory through %u" in msg and "mpiad_checkpoint_state" in msg, msg


def test_no_loop_after_marker_refused():
    text = SRC.replace("  call void @mpiad_checkpoint(i64 %snaps)\n", "").replace(
        "  ret double %r\n", "  call void @mpiad_checkpoint(i64 %snaps)\n  ret double %r\n"
    )
    assert "no loop follows" in _refusal(text)


def test_pointer_changing_otherwise_than_by_exchange_refused():
    # a pointer advanced every step (p = p + 8 bytes) is not a permutation of the pointers the
    # loop started with: the runtime could not find its shadow
    text = SRC.replace(
        "  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]\n",
        "  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]\n"
        "  %q = phi ptr [ %u, %entry ], [ %q.next, %latch ]\n",
    ).replace(
        "  %t.next = add nuw nsw i64 %t, 1\n",
        "  %t.next = add nuw nsw i64 %t, 1\n"
        "  %q.next = getelementptr inbounds double, ptr %q, i64 1\n",
    )
    msg = _refusal(text)
    assert "carries from step to step changes other than by exchanging arrays" in msg, msg
    assert "(`%q`)" in msg and msg.startswith("in @f: checkpointed loop: an array"), msg


#: a step with a raise path (Numba's: a status stored in %excinfo, returned through the phi of
#: the function's one return block) whose status is computed in a block of the body that does
#: not dominate the latch: outlining once took it for a live-out, stored where it is not
#: defined (LLVM: "Instruction does not dominate all uses!")
RAISING = """
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define i32 @f(ptr %excinfo, ptr %u, i64 %n, i64 %steps, i64 %snaps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  call void @mpiad_checkpoint(i64 %snaps)
  %go = icmp sgt i64 %steps, 0
  br i1 %go, label %step, label %after
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %v = load double, ptr %u, align 8
  %big = fcmp ogt double %v, 1.000000e+03
  br i1 %big, label %check, label %latch
check:
  %code = fptosi double %v to i32
  %huge = icmp sgt i32 %code, 1000000
  br i1 %huge, label %raise, label %latch
raise:
  store i32 %code, ptr %excinfo, align 4
  br label %done
latch:
  %w = fmul double %v, %v
  %w2 = fmul double %w, 5.000000e-01
  %w3 = fadd double %w2, %v
  store double %w3, ptr %u, align 8
  %p1 = getelementptr inbounds double, ptr %u, i64 1
  %x = load double, ptr %p1, align 8
  %y = call double @llvm.sin.f64(double %x)
  %y2 = fmul double %y, %v
  store double %y2, ptr %p1, align 8
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp slt i64 %t.next, %steps
  br i1 %more, label %step, label %after
after:
  br label %done
done:
  %status = phi i32 [ %code, %raise ], [ 0, %after ]
  ret i32 %status
}
"""


def _raising_gradient(text: str) -> np.ndarray:
    load_libmpi()
    m = parse_module(text, "raising.ll")
    g = D.reverse(m, "f", ["const", "dup", "const", "const", "const"], name="grad_f")
    fn = compile_module(str(m), opt=2)[0].fn(g.name, None, ctypes.c_void_p, D_PTR, D_PTR,
                                             I64, I64, I64)  # fmt: skip
    u, du, status = np.array([0.3, 0.7]), np.array([1.0, 2.0]), ctypes.c_int32(0)
    fn(ctypes.addressof(status), u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), 2, 5, 2)
    return du


def test_raise_path_status_is_not_a_live_out():
    unmarked = RAISING.replace("  call void @mpiad_checkpoint(i64 %snaps)\n", "")
    want, got = _raising_gradient(unmarked), _raising_gradient(RAISING)
    assert np.abs(got - want).max() <= 1e-12 * np.abs(want).max(), (got, want)


def test_ssa_problems_found():
    """The check run on what outlining rewrote finds what LLVM's verifier would reject."""
    from mpiad_passes.reverse.checkpoint_check import ssa_problem

    m = parse_module(RAISING, "raising.ll")
    assert ssa_problem(m.functions["f"]) is None
    late = RAISING.replace("  %status = phi i32 [ %code, %raise ], [ 0, %after ]\n", "").replace(
        "  ret i32 %status\n", "  ret i32 %code\n"
    )
    what, at = ssa_problem(parse_module(late, "late.ll").functions["f"])
    assert what == "a value used where its definition does not reach (%code)", what
    assert at.fmt() == "ret i32 %code"
    phi = RAISING.replace("[ %code, %raise ], [ 0, %after ]", "[ 0, %after ]")
    what, _ = ssa_problem(parse_module(phi, "phi.ll").functions["f"])
    assert what == "a phi whose incoming blocks are not its block's predecessors", what


def test_invalid_outlining_refused_at_the_loop(monkeypatch):
    """Whatever makes the outlined code invalid is refused naming the marked loop (the marker's
    line, which the front end maps to the user's ``for`` line), never left to LLVM's verifier."""
    import mpiad_passes.reverse.checkpoint as ck

    def broken(fn):  # what the check says of code that an outlining bug broke
        late = "a value used where its definition does not reach (%v)"
        return late, fn.blocks[-1].instructions[0]

    monkeypatch.setattr(ck, "ssa_problem", broken)
    msg = _refusal(SRC)
    assert msg.startswith("in @f: checkpointed loop: mpiad cannot outline this loop"), msg
    assert msg.endswith("(`call void @mpiad_checkpoint(i64 %snaps)` at line 12)"), msg


SCRATCH = """
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define double @f(ptr %u, i64 %steps, i64 %snaps) {
entry:
  %tmp = alloca double, align 8
  store double 0.0, ptr %tmp, align 8
  call void @mpiad_checkpoint_state(ptr %u, i64 16)
  call void @mpiad_checkpoint(i64 %snaps)
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %x = load double, ptr %u, align 8
  %p = getelementptr double, ptr %u, i64 1
  %w = load double, ptr %p, align 8
  %s = call double @llvm.sin.f64(double %x)
  store double %s, ptr %tmp, align 8
  %t = load double, ptr %tmp, align 8
  %y = fmul double %t, %w
  %z = fadd double %x, %y
  store double %z, ptr %u, align 8
  %k1 = add i64 %k, 1
  %c = icmp ult i64 %k1, %steps
  br i1 %c, label %loop, label %done
done:
  %r = load double, ptr %u, align 8
  ret double %r
}
"""


def test_scratch_alloca_moves_into_the_step():
    """An alloca only the loop uses, written before read in each step (a received halo value,
    the result slot of a call), is allocated in the step: as a live-in its address would be in
    the forward sweep's frame, gone when the reverse sweep recomputes steps. The gradient equals
    the fully taped one."""
    grads = []
    for text in (SCRATCH.replace("  call void @mpiad_checkpoint(i64 %snaps)\n", ""), SCRATCH):
        load_libmpi()
        m = parse_module(text, "scratch.ll")
        g = D.reverse(m, "f", ["dup", "const", "const"], name="grad_f")
        if "call void @mpiad_checkpoint(" in text:
            body = next(f for n, f in m.functions.items() if n.endswith(".ck.body"))
            assert any(i.opcode == "alloca" and i.name == "tmp" for i in body.instructions())
            assert not any(i.name == "tmp" for i in m.functions["f"].instructions())
        jm = compile_module(str(m), opt=2)[0]
        fn = jm.fn(g.name, None, D_PTR, D_PTR, I64, I64, ctypes.c_double)
        for steps, snaps in ((2, 3), (3, 3), (5, 3), (4, 1)):
            u, du = np.array([0.3, 0.7]), np.zeros(2)
            fn(u.ctypes.data_as(D_PTR), du.ctypes.data_as(D_PTR), steps, snaps, 1.0)
            grads.append(du)
    want, got = np.array(grads[:4]), np.array(grads[4:])
    assert np.abs(got - want).max() <= 1e-12 * np.abs(want).max(), (got, want)


def _on_heap(free: str) -> str:
    """SRC with its state in a malloc'ed copy of the argument, released after the loop by
    ``free`` (the code that ends the function)."""
    text = SRC.replace("define double @f(ptr %u,", "define double @f(ptr %u.in,").replace(
        "  %bytes = shl i64 %n, 3\n",
        "  %bytes = shl i64 %n, 3\n  %u = call ptr @malloc(i64 %bytes)\n"
        "  call void @llvm.memcpy.p0.p0.i64(ptr %u, ptr %u.in, i64 %bytes, i1 false)\n",
    )
    text = text.replace("  ret double %r\n", free)
    return text + "declare ptr @malloc(i64)\ndeclare void @free(ptr)\n"


def test_state_freed_after_the_loop():
    """A free of the state after the loop ran in the forward sweep, before the reverse sweep
    restored the state into it: now left to the end of the loop's reverse sweep."""
    text = _on_heap("  call void @free(ptr %u)\n  ret double %r\n")
    want = _run(_gradient(UNMARKED), U0, 12, 3)
    for _ in range(3):  # (a heap corrupted by one call shows in the next)
        got = _run(_gradient(text), U0, 12, 3)
        assert np.abs(got - want).max() <= 1e-12 * np.abs(want).max(), (got, want)


def test_state_freed_on_some_paths_refused():
    msg = _refusal(
        _on_heap(
            "  %pos = fcmp ogt double %r, 0.0\n  br i1 %pos, label %rel, label %done\n"
            "rel:\n  call void @free(ptr %u)\n  br label %done\ndone:\n  ret double %r\n"
        )
    )
    assert "freed after the loop on some paths only" in msg, msg


def test_state_reached_through_a_struct_argument_refused():
    """The body writes through a pointer it loads from its argument's memory (C's
    ``m->u[i] = ...``): which memory that is, and its size, is not known, so a snapshot would
    keep only the struct and the gradient would be wrong; refused, naming the pointer."""
    text = (
        SRC.replace("  %u0 = load double, ptr %u, align 8\n",
                    "  %uu = load ptr, ptr %u, align 8\n  %u0 = load double, ptr %uu, align 8\n")
        .replace("getelementptr inbounds double, ptr %u, i64 %i",
                 "getelementptr inbounds double, ptr %uu, i64 %i")
        .replace("getelementptr inbounds double, ptr %u, i64 1",
                 "getelementptr inbounds double, ptr %uu, i64 1")
    )  # fmt: skip
    assert text.count("%uu") == 4
    msg = _refusal(text)
    assert "writes memory through %uu, a pointer it loads from memory the function was given" in (
        msg
    ), msg
    assert "@mpiad_checkpoint_state" in msg, msg
