"""The documented marker calls a program puts in its IR for mpiad (not differentiable code).

``call void @mpiad_checkpoint(i64 snapshots)`` before a time loop asks reverse mode to
checkpoint that loop (``reverse/checkpoint.py``; a negative value -b is a memory budget of b
bytes; the constant 0 asks for the default count, ``mpiad-opt --checkpoint-snapshots K``); a
loop whose exit test is not a count known on entry (a ``while`` loop) gets the online schedule;
``call void @mpiad_checkpoint_loop(i64 snapshots)`` inside a loop's body (not in a loop nested in
it) marks that loop the same way: what the Numba front end's ``while
mpiad.checkpointed_while(cond, snapshots=k):`` emits, since a call before a ``while`` loop cannot
tell it apart from loops the optimiser puts before it (the first test of the condition, peeled
out of the loop, with the loops it contains);
``call void @mpiad_checkpoint_state(ptr %p, i64 %bytes)`` before it tells the size of
memory the loop writes through ``%p``. Reverse mode consumes them; forward mode has nothing to do
with them and drops them (no cost). Either way the differentiated function no longer calls them,
so a program may declare them without defining them.
"""

from __future__ import annotations

from .ir.instructions import Call
from .ir.module import Function

CHECKPOINT = "mpiad_checkpoint"
CHECKPOINT_STATE = "mpiad_checkpoint_state"
CHECKPOINT_LOOP = "mpiad_checkpoint_loop"
MARKERS = (CHECKPOINT, CHECKPOINT_STATE, CHECKPOINT_LOOP)


def strip_markers(fn: Function) -> None:
    """Remove every marker call from ``fn`` (in place)."""
    for blk in fn.blocks or ():
        if any(isinstance(i, Call) and i.callee_name in MARKERS for i in blk.instructions):
            blk.instructions = [
                i
                for i in blk.instructions
                if not (isinstance(i, Call) and i.callee_name in MARKERS)
            ]
