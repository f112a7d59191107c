"""The online checkpointing schedule of the C runtime (passes/mpi/runtime/checkpoint_online.c),
driven directly: a step that counts (its state is the step number) and an adjoint that records
which step it reverses, both Python callbacks of the JIT-compiled runtime.

For trip counts below, equal to and above the snapshot count: every step is reversed exactly
once, last first, from the right state; the schedule never holds more than `snapshots` states;
it recomputes exactly what a model of the documented algorithm (Wang, Moin and Iaccarino's
dynamic checkpointing forward, binomial reversal of the segments) predicts, and at most twice
what the offline binomial schedule of the same runtime (trip count known on entry) does.
"""

from __future__ import annotations

import ctypes
import re

import pytest

from mpiad.engine import compile_module
from mpiad.mpilib import load_libmpi
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.mpi import runtime as R

VP, I64 = ctypes.c_void_p, ctypes.c_int64
STEP_ONLINE = ctypes.CFUNCTYPE(ctypes.c_int, VP)
STEP = ctypes.CFUNCTYPE(None, VP)
ADJ = ctypes.CFUNCTYPE(None, VP, VP, VP)


@pytest.fixture(scope="module")
def rt():
    load_libmpi()  # the runtime's failure path names MPI_Abort
    m = parse_module("", "ckpt_online.ll")
    names = {"__mpiad_ckpt_forward", "__mpiad_ckpt_forward_online", "__mpiad_ckpt_reverse"}
    R.link(m, names, "mpich")
    jm = compile_module(str(m), opt=2)[0]
    args = [VP, VP, I64, I64, VP, I64, I64, ctypes.c_int32, VP, VP, I64]
    return (
        jm.fn("__mpiad_ckpt_forward_online", VP, *args),
        jm.fn("__mpiad_ckpt_forward", VP, VP, VP, I64, I64, *args[3:], VP),  # (no twin)
        jm.fn("__mpiad_ckpt_reverse", None, VP, VP, VP),
    )


def _run(rt, n: int, s: int, online: bool) -> tuple[int, list[int]]:
    """(steps recomputed, the steps reversed in order) for n steps and s snapshots."""
    fwd_online, fwd, rev = rt
    ctx = (I64 * 2)(0, 0)  # the state: the number of the next step; (padding)
    calls, reversed_ = [0], []

    def step(p):
        calls[0] += 1
        ctx[0] += 1
        return int(ctx[0] < n)

    def adjoint(p, dp, tape):
        reversed_.append(ctx[0])

    cbs = (STEP_ONLINE(step) if online else STEP(step), ADJ(adjoint))
    regs = (I64 * 2)()
    head = [ctypes.cast(cbs[0], VP), ctypes.addressof(ctx), 16]
    tail = [s, ctypes.addressof(regs), 0, 0, 0, None, None, 0]  # no regions, no MPI check
    h = fwd_online(*head, *tail) if online else fwd(*head, n, *tail, None)
    assert calls[0] == n
    rev(h, ctypes.cast(cbs[1], VP), None)
    return calls[0] - n, reversed_


def _split(n: int, c: int) -> int:
    """checkpoint.c's ckpt_split (revolve's choice of the next snapshot)."""
    s = min(c + 1, n - 1)
    if s <= 1:
        return n - 1
    if s == n - 1:
        return 1
    t, b2, b1, b = 2, 1, s + 1, (s + 1) * (s + 2) // 2
    while b1 >= n or n > b:
        t, b2, b1, b = t + 1, b1, b, b * (s + t + 1) // (t + 1)
    bs1t2 = b2 * s // (s + t - 2)
    if n <= b1 + bs1t2:
        return n - b1 + b2
    bs1t1 = b1 * s // (s + t - 1)
    bs2t1 = bs1t1 * (s - 1) // (s + t - 2)
    if n <= b1 + bs2t1 + bs1t2:
        return b2 + bs1t2
    if n <= b1 + bs1t1 + bs2t1:
        return n - bs1t1 - bs2t1
    return b1


def _model(n: int, s: int) -> int:
    """The steps the documented online schedule recomputes: dynamic checkpointing forward
    (levels; drop the latest dispensable state, else promote the last), then each segment
    between stored states, last first, by the binomial recursion with the free slots."""
    cks = [[0, float("inf")]]
    for i in range(1, n):
        if len(cks) < s:
            cks.append([i, 0])
            continue
        disp = [k for k in range(1, len(cks)) if any(c[1] > cks[k][1] for c in cks[k + 1 :])]
        if disp:
            del cks[max(disp)]
            cks.append([i, 0])
        elif len(cks) > 1:
            level = cks.pop()[1]
            cks.append([i, level + 1])
    s = min(s, n)
    pos = [p for p, _ in cks] + [-1] * (s + 1 - len(cks))
    cost = 0

    def reverse(lo: int, hi: int, c: int, d: int) -> None:
        nonlocal cost
        while hi > lo:
            if hi - lo == 1 or c == 0:
                cost += hi - 1 - lo
                hi -= 1
                continue
            m = _split(hi - lo, c)
            if pos[d + 1] != lo + m:
                cost += m
                pos[d + 1] = lo + m
            reverse(lo + m, hi, c - 1, d + 1)
            hi = lo + m

    bounds = [p for p, _ in cks] + [n]
    for j in range(len(cks) - 1, -1, -1):
        reverse(bounds[j], bounds[j + 1], s - 1 - j, j)
    return cost


CASES = [(1, 1), (3, 5), (5, 5), (6, 5), (9, 1), (10, 3), (12, 3), (17, 4), (50, 8), (100, 4),
         (200, 2), (1000, 16)]  # fmt: skip


@pytest.mark.parametrize("n,s", CASES)
def test_online_schedule(rt, n, s, monkeypatch, capfd):
    monkeypatch.setenv("MPIAD_CHECKPOINT_REPORT", "1")
    recomputed, order = _run(rt, n, s, online=True)
    assert order == list(range(n - 1, -1, -1))  # every step once, last first, right state
    err = capfd.readouterr().err
    buffers = re.findall(r"online, snapshot buffers (\d+)", err)
    assert len(buffers) == 1 and 1 <= int(buffers[0]) <= min(s, n), err
    assert f"recomputed {recomputed} " in err
    assert recomputed == _model(n, s)
    offline, order = _run(rt, n, s, online=False)
    assert order == list(range(n - 1, -1, -1))
    assert recomputed <= 2 * offline, (recomputed, offline)
    if n <= s:
        assert recomputed == 0
