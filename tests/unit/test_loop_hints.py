"""The vectorisation hint on a vector HVP's gather loops (passes/reverse/loop_hints.py): put on
the gather loop of a stencil's gradient when forward mode will carry W > 1 lanes over it, kept
on forward mode's copy, never on a loop that carries a floating-point reduction (which the hint
would let LLVM reorder), and LLVM's notes about it kept off stderr (mpiad/quiet_hints.py)."""

from __future__ import annotations

import os
import re

import numba
import numpy as np

import mpiad
from mpiad.calling import Spec
from mpiad.generate import generate
from mpiad.quiet_hints import HINT, quiet_loop_notes
from mpiad_passes.ir.parser import parse_module
from mpiad_passes.reverse.loop_hints import no_reduction


@mpiad.jit
def _relax(x, r, nsteps):
    n = x.size
    a, b = np.zeros(n + 2), np.zeros(n + 2)
    a[1 : n + 1] = x
    for _ in range(nsteps):
        for i in range(1, n + 1):
            b[i] = (1.0 - 2.0 * r) * a[i] + r * (a[i - 1] + a[i + 1]) - 0.05 * a[i] ** 3
        a, b = b, a
    return np.sum(a * a)


def _hinted_branches(width: int) -> list[str]:
    """The branches of the HVP's tangent functions that carry an ``!llvm.loop`` asking for
    vectorisation."""
    tys = tuple(numba.typeof(a) for a in (np.ones(8), 0.2, 3))
    text = generate(_relax.kernel_ir(tys), Spec("hvp", width, ("dup", "const", "const"), False))[0]
    nodes = set(re.findall(r"^(!\d+) = distinct !\{!\d+, (!\d+)\}", text, re.M))
    hints = {loop for loop, inner in nodes if f'{inner} = !{{!"{HINT}", i1 true}}' in text}
    tangents = re.findall(r"define internal \S+ @fwddiffe\S*\((.*?)\n}\n", text, re.S)
    return [
        br
        for body in tangents
        for br in re.findall(r"^  br .*!llvm.loop (!\d+)", body, re.M)
        if br in hints
    ]


def test_gather_loop_hinted_for_lanes_only():
    assert _hinted_branches(2)  # the step's gather loop, in forward mode's copy
    assert not _hinted_branches(1)


def _body(text: str) -> list:
    head = "define void @f(ptr %a, ptr %s, i64 %n) {\nentry:\n  br label %L\n"
    m = parse_module(f"{head}{text}}}\n")
    blk = m.functions["f"].blocks[1]
    return blk.instructions[:-1]


LOOP = """L:
  %i = phi i64 [ 0, %entry ], [ %i1, %L ]
  %c = phi double [ 0.0, %entry ], [ %x, %L ]
  %p = getelementptr double, ptr %a, i64 %i
  %x = load double, ptr %p, align 8
  %y = fadd double %x, %c
  store double %y, ptr %p, align 8
  %i1 = add i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %E, label %L
E:
  ret void
"""


def test_no_reduction():
    assert no_reduction(_body(LOOP))  # %c carries a loaded value: a recurrence
    # a sum carried in a phi, and one kept in a slot of memory: reductions
    summed = LOOP.replace("[ %x, %L ]", "[ %y, %L ]")
    assert not no_reduction(_body(summed))
    slot = LOOP.replace("store double %y, ptr %p", "store double %y, ptr %s")
    assert not no_reduction(_body(slot))


def test_notes_dropped_others_kept(capfd):
    with quiet_loop_notes(f'!1 = !{{!"{HINT}", i1 true}}'):
        os.write(2, b"warning: <unknown>:0:0: loop not vectorized: the optimizer was unable\n")
        os.write(2, b"remark: <unknown>:0:0: loop not vectorized: Too many SCEV assumptions\n")
        os.write(2, b"something else\n")
    assert capfd.readouterr().err == "something else\n"
