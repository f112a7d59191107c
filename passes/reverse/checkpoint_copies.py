"""Copies of a marked loop: LLVM's -O3 (which Numba runs on every kernel) may unswitch a loop
on a loop-invariant test (two copies of the loop, one per outcome) or runtime-unroll a small one
(a remainder loop before the unrolled loop). The marker stays in the block before them, and the
loop it would mark is whichever copy comes first: the others would be taped in full, silently.

:func:`place_on_copies` finds the loops that stand in for the marked one (the region from the
marker to the first block after it that every path reaches, outside the loops the marker
dominates; Numba's raise paths are left out of that "every path", or a reduction loop after the
marked one would count as a copy of it) and, when there are several, moves the marker into the
preheader of each: every copy is then checkpointed on its own (only one of unswitched copies
runs; a remainder loop and the unrolled loop each keep up to the marker's number of snapshots).
A copy without a preheader of its own is refused.

:func:`place_in_loop_markers` turns markers written inside a loop (``@mpiad_checkpoint_loop``,
what ``mpiad.checkpointed_while`` emits in a while loop's condition) into the ordinary marker in
the preheader of the innermost loop that holds each, and says which loop that is: after -O3 the
first loop reached from a while loop's preheader may be the condition's own loop, peeled out by
loop rotation, so "the first loop after the marker" would mark the wrong one. A copy of the
marker that the optimiser left outside any loop (the peeled first test) is dropped; copies of the
loop (unswitched) each keep theirs.
"""

from __future__ import annotations

from ..errors import UnsupportedError
from ..ir.cfg import predecessors
from ..ir.instructions import Call, Phi, Store, Unreachable, describe
from ..ir.module import Function
from ..ir.values import GlobalRef, LocalRef
from ..markers import CHECKPOINT, CHECKPOINT_LOOP


def dominators(fn: Function, preds: dict[str, list[str]]) -> dict[str, set[str]]:
    """Block -> the blocks that dominate it (iterative data flow; kernels are small)."""
    labels = [b.label for b in fn.blocks]
    entry = labels[0]
    dom = {lbl: set(labels) for lbl in labels}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for lbl in labels[1:]:
            ps = [p for p in preds.get(lbl, []) if p in dom]
            new = set.intersection(*(dom[p] for p in ps)) if ps else set()
            new = new | {lbl}
            if new != dom[lbl]:
                dom[lbl], changed = new, True
    return dom


def _raises(fn: Function, label: str, by: dict) -> bool:
    """Whether block ``label`` is on a raise path of Numba's: it stores the exception record
    (``%excinfo``, a parameter) or ends in ``unreachable``."""
    insts = by[label].instructions
    if insts and isinstance(insts[-1], Unreachable):
        return True
    params = {p.name for p in fn.params if p.name and "excinfo" in p.name}
    return any(
        isinstance(i, Store) and isinstance(i.ptr.value, LocalRef) and i.ptr.value.name in params
        for i in insts
    )


def normal_flow(fn: Function, succ: dict[str, list[str]]) -> dict[str, list[str]]:
    """``succ`` without the raise paths: the blocks that reach a return of the function without
    passing through a block that raises (:func:`_raises`), and the edges between them. Numba's
    raise paths (a division by zero, a failed allocation, a bounds error) join the normal return
    in one ``common.ret`` block: with them, nothing between a loop and that return post-dominates
    the loop, and the loops after the marked one would be taken for copies of it."""
    by = {b.label: b for b in fn.blocks}
    raising = {lbl for lbl in by if _raises(fn, lbl, by)}
    preds: dict[str, list[str]] = {}
    for a, ss in succ.items():
        if a in raising:
            continue
        for t in ss:
            preds.setdefault(t, []).append(a)
    ok = {lbl for lbl in by if lbl not in raising and not succ.get(lbl)}
    work = list(ok)
    while work:
        x = work.pop()
        for p in preds.get(x, []):
            if p not in ok and p not in raising:
                ok.add(p)
                work.append(p)
    return {a: [t for t in succ.get(a, []) if t in ok] for a in by if a in ok}


def _post_dominators(fn: Function, succ: dict[str, list[str]]) -> dict[str, set[str]]:
    """Block -> the blocks that post-dominate it, over the blocks of ``succ``."""
    labels = [b.label for b in fn.blocks if b.label in succ]
    pdom = {lbl: set(labels) for lbl in labels}
    for lbl in labels:
        if not succ.get(lbl):
            pdom[lbl] = {lbl}
    changed = True
    while changed:
        changed = False
        for lbl in reversed(labels):
            ss = [s for s in succ.get(lbl, []) if s in pdom]
            if not ss:
                continue
            new = set.intersection(*(pdom[s] for s in ss)) | {lbl}
            if new != pdom[lbl]:
                pdom[lbl], changed = new, True
    return pdom


def natural_loop(header: str, latches: list[str], preds: dict[str, list[str]]) -> set[str]:
    body, stack = {header}, list(latches)
    while stack:
        x = stack.pop()
        if x not in body:
            body.add(x)
            stack.extend(preds.get(x, []))
    return body


def place_on_copies(fn: Function, mblk_label: str, marker: Call) -> list[Call]:
    """Move ``marker`` (in block ``mblk_label``) to the preheaders of the copies of its loop when
    the optimiser made several; returns the markers placed (empty: nothing to do)."""
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    succ = {b.label: b.successors() for b in fn.blocks}
    dom = dominators(fn, preds)
    loops: dict[str, set[str]] = {}
    for h in by:
        if mblk_label not in dom[h] or h == mblk_label:
            continue
        latches = [p for p in preds[h] if h in dom.get(p, ())]
        if latches:
            loops[h] = natural_loop(h, latches, preds)
    if len(loops) < 2:
        return []
    in_loops = set().union(*loops.values())
    # the first block after the loop that every normal path reaches: raise paths left out
    flow = normal_flow(fn, succ)
    if mblk_label not in flow:
        return []  # only raises follow the marker: nothing to place
    pdom = _post_dominators(fn, flow)
    joins = [c for c in pdom[mblk_label] if c != mblk_label and c not in in_loops]
    join = max(joins, key=lambda c: len(pdom[c]), default=None)
    succ = flow
    seen, work = {mblk_label}, [mblk_label]
    while work:
        x = work.pop()
        for s in succ.get(x, []):
            if s not in seen and s != join:
                seen.add(s)
                work.append(s)
    heads = [h for h in loops if h in seen]
    top = [h for h in heads if not any(h in loops[o] for o in heads if o != h)]
    if len(top) < 2:
        return []
    placed = []
    for h in top:
        outside = [p for p in preds[h] if p not in loops[h]]
        if len(outside) != 1:
            raise UnsupportedError(
                f"in @{fn.name}: checkpointed loop: the optimiser made {len(top)} copies of the "
                "loop (it unswitched a loop-invariant test or unrolled the loop), and one has no "
                "preheader of its own to mark: move loop-invariant tests out of the loop "
                f"({describe(marker)})"
            )
        pre = by[outside[0]]
        copy = marker.clone()
        pre.instructions.insert(len(pre.instructions) - 1, copy)
        placed.append(copy)
    by[mblk_label].instructions.remove(marker)
    return placed


def place_in_loop_markers(fn: Function) -> dict[int, str]:
    """Replace each ``@mpiad_checkpoint_loop`` call of ``fn`` by a ``@mpiad_checkpoint`` call in
    the preheader of the innermost loop holding it (one per loop); returns id(new marker) ->
    that loop's header."""
    found = [
        (b.label, i)
        for b in fn.blocks
        for i in b.instructions
        if isinstance(i, Call) and i.callee_name == CHECKPOINT_LOOP
    ]
    if not found:
        return {}
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    dom = dominators(fn, preds)
    loops = {}
    for h in by:
        latches = [p for p in preds.get(h, []) if h in dom.get(p, ())]
        if latches:
            loops[h] = natural_loop(h, latches, preds)
    out: dict[int, str] = {}
    done: set[str] = set()
    for lbl, call in found:
        by[lbl].instructions.remove(call)
        holding = [h for h, body in loops.items() if lbl in body]
        if not holding:
            continue  # a copy outside the loop (the condition's first test, peeled out)
        h = min(holding, key=lambda x: len(loops[x]))
        if h in done:
            continue
        done.add(h)
        outside = [p for p in preds[h] if p not in loops[h]]
        if len(outside) != 1:
            raise UnsupportedError(
                f"in @{fn.name}: checkpointed loop: the loop has no preheader of its own to "
                f"mark ({describe(call)})"
            )
        pre = by[outside[0]]
        marker = Call(ret=call.ret, callee=GlobalRef(CHECKPOINT), args=list(call.args))
        pre.instructions.insert(len(pre.instructions) - 1, marker)
        out[id(marker)] = h
    return out


def merge_duplicated_markers(fn: Function) -> None:
    """Put back together a ``@mpiad_checkpoint`` marker that the optimiser duplicated into the
    predecessors of a block (clang -O2 threads the test of an empty loop, ``n + 4 > 0``, through
    the marker: one copy on the path that copies x first, one on the path that does not): the
    loop after it is dominated by neither copy, and each was refused ("no loop follows"). When
    every predecessor of a block ends with a marker of the same snapshot count, one marker at
    the top of that block replaces them (no loop lies between a marker and its block's end)."""
    marks = {
        b.label: i
        for b in fn.blocks
        for i in b.instructions
        if isinstance(i, Call) and i.callee_name == CHECKPOINT
    }
    if len(marks) < 2:
        return
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    for b in fn.blocks:
        ps = set(preds.get(b.label, []))
        if len(ps) < 2 or not ps <= set(marks):
            continue
        if len({str(marks[p].args[0].value) for p in ps if marks[p].args}) != 1:
            continue
        first = marks[next(iter(ps))]
        for p in ps:
            by[p].instructions.remove(marks.pop(p))
        at = next((k for k, i in enumerate(b.instructions) if not isinstance(i, Phi)), 0)
        b.instructions.insert(at, Call(ret=first.ret, callee=GlobalRef(CHECKPOINT),
                                       args=list(first.args)))  # fmt: skip
