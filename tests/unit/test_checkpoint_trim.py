"""Snapshots without the scratch array (passes/reverse/checkpoint_trim.py, checkpoint_trim.c).

tests/unit/checkpoint_scratch.ll is a two-array step: it writes all of the scratch array %w before
reading it, so the runtime's report shows a snapshot one array smaller than the state, and the
gradient still equals the fully taped one (1e-12) and central finite differences. Variants where
%w is state again keep it, with the fully taped gradient: a step that reads w[0] before writing
it (the run-time check of the first step sees the read), and steps that fill %w only on the first
step or only when u[0] > 0 (branches on the step counter and on the data: the first step would
pass the check, so the pass must not make the checking twin at all).
"""

from __future__ import annotations

import ctypes
import functools
import re
from pathlib import Path

import numpy as np
import pytest

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import compile_module
from mpiad.mpilib import load_libmpi
from mpiad_passes import differentiate as D
from mpiad_passes.ir.parser import parse_module

SRC = (Path(__file__).parent / "checkpoint_scratch.ll").read_text()
D_PTR = ctypes.POINTER(ctypes.c_double)
I64 = ctypes.c_int64
N = 9
FILL = "  br label %fill\n"
VARIANTS = {
    "reads_first": SRC.replace(FILL, "  %w0 = load double, ptr %w, align 8\n" + FILL).replace(
        "  %acc.next = fadd double %acc, %sq1\n",
        "  %w0h = fmul double %w0, 1.000000e-01\n  %add = fadd double %sq1, %w0h\n"
        "  %acc.next = fadd double %acc, %add\n",
    ),
    "first_step_only": SRC.replace(
        FILL, "  %first = icmp eq i64 %t, 0\n  br i1 %first, label %fill, label %use.pre\n"
    ),
    "data_dependent": SRC.replace(
        FILL,
        "  %u0 = load double, ptr %u, align 8\n  %pos = fcmp ogt double %u0, 0.000000e+00\n"
        "  br i1 %pos, label %fill, label %use.pre\n",
    ),
}


def _unmarked(text: str) -> str:
    return re.sub(r"^\s*call void @mpiad_checkpoint.*$", "", text, flags=re.M)


@functools.cache  # (each text compiled once: the module's tests share them)
def _gradient(text: str):
    load_libmpi()  # the runtime's failure path names MPI_Abort
    m = parse_module(text, "checkpoint_scratch.ll")
    g = D.reverse(m, "g", ["dup", "dup", "const", "const", "const"], name="grad_g")
    jm = compile_module(str(m), opt=2)[0]
    return jm.fn(g.name, None, D_PTR, D_PTR, D_PTR, D_PTR, I64, I64, I64, ctypes.c_double)


def _run(fn, u0: np.ndarray, w0: np.ndarray, steps: int, snaps: int):
    u, du, w, dw = u0.copy(), np.zeros(N), w0.copy(), np.zeros(N)
    fn(*(a.ctypes.data_as(D_PTR) for a in (u, du, w, dw)), N, steps, snaps, 1.0)
    return du, dw


U0 = np.random.default_rng(7).uniform(-0.5, 0.5, N)
U0[0] = 0.3  # the first step fills %w in the data-dependent variant
W0 = np.random.default_rng(8).uniform(-0.5, 0.5, N)
STATE, SCRATCH = 2 * N * 8, N * 8


def _report(capfd) -> list[tuple[int, int]]:
    """(state bytes, snapshot bytes) of each reversed loop in the runtime's report."""
    err = capfd.readouterr().err
    return [
        (int(a), int(b)) for a, b in re.findall(r"state (\d+) bytes .*snapshot (\d+) bytes", err)
    ]


def _check(text: str, monkeypatch, capfd, steps=12, snaps=3) -> list[tuple[int, int]]:
    taped = _gradient(_unmarked(text))
    want = _run(taped, U0, W0, steps, snaps)
    capfd.readouterr()
    monkeypatch.setenv("MPIAD_CHECKPOINT_REPORT", "1")
    got = _run(_gradient(text), U0, W0, steps, snaps)
    for a, b in zip(got, want):
        assert np.abs(a - b).max() <= 1e-12 * np.abs(want[0]).max(), (got, want)
    return _report(capfd)


def test_scratch_left_out_of_snapshots(monkeypatch, capfd):
    rows = _check(SRC, monkeypatch, capfd)
    assert len(rows) == 1, rows
    state, snapshot = rows[0]
    assert snapshot == state - SCRATCH and state >= STATE, rows


def test_scratch_left_out_finite_differences():
    fn = _gradient(SRC)
    m = parse_module(_unmarked(SRC), "checkpoint_scratch.ll")
    jm = compile_module(str(m), opt=2)[0]
    f = jm.fn("g", ctypes.c_double, D_PTR, D_PTR, I64, I64, I64)
    v = np.random.default_rng(9).normal(size=N)
    du, dw = _run(fn, U0, W0, 7, 2)
    assert not dw.any()  # the initial %w never matters

    def val(u0):
        u, w = u0.copy(), W0.copy()
        return f(u.ctypes.data_as(D_PTR), w.ctypes.data_as(D_PTR), N, 7, 2)

    h = 1e-6
    fd = (val(U0 + h * v) - val(U0 - h * v)) / (2 * h)
    assert abs(du @ v - fd) <= 1e-7 * (1 + abs(fd)), (du @ v, fd)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_state_kept_where_read_first(variant, monkeypatch, capfd):
    rows = _check(VARIANTS[variant], monkeypatch, capfd)
    assert len(rows) == 1, rows
    state, snapshot = rows[0]
    assert snapshot == state >= STATE, rows


def test_no_twin_for_branches_that_change():
    """The step-counter and data branches: the forward sweep gets no checking twin (null)."""
    for name in ("first_step_only", "data_dependent"):
        m = parse_module(VARIANTS[name], "checkpoint_scratch.ll")
        D.reverse(m, "g", ["dup", "dup", "const", "const", "const"], name="grad_g")
        call = next(ln for ln in str(m).splitlines() if "@__mpiad_ckpt_forward(" in ln)
        assert call.rstrip().endswith("ptr null)"), (name, call)
    m = parse_module(SRC, "checkpoint_scratch.ll")
    D.reverse(m, "g", ["dup", "dup", "const", "const", "const"], name="grad_g")
    call = next(ln for ln in str(m).splitlines() if "@__mpiad_ckpt_forward(" in ln)
    assert re.search(r"ptr @g\.ck\.step\.check\d*\)$", call.rstrip()), call
