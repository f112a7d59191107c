"""The shape of a loop marked for checkpointing (``checkpoint.py``): which loop the marker marks,
its blocks, the one exit a step ends at, and its induction variables.

The marked loop is the first loop reached from the marker's block (or, for a marker written
inside its loop, the loop ``place_in_loop_markers`` found). It must have one entry edge and one
back edge, and leave at one place: the latch (a for loop, a rotated while loop) or, in a loop
whose trip count is then not known on entry, one block of the body. Other exits are allowed
only where they raise (Numba's raise paths: a failed allocation, the user's raise): the blocks
only they reach go into the step, which stops the job there. A break or a return is refused: a
checkpointed loop runs every step to the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.cfg import predecessors
from ..ir.instructions import Br, Call, Instruction, Phi, Store, Unreachable
from ..ir.module import Block, Function
from ..ir.values import IntConst, LocalRef
from .checkpoint_check import refuse
from .checkpoint_copies import dominators
from .loops import SelfLoop


@dataclass
class LoopShape:
    """The marked loop of a function, as outlining needs it."""

    by: dict[str, Block]  # the function's blocks by label
    preds: dict[str, list[str]]
    dom: dict[str, set[str]]  # each block's dominators
    succ: dict[str, list[str]]
    header: str
    latch: str
    pre: str  # the block entering the loop
    body: set[str]
    #: the edges (block, target) that leave the loop only to raise (they go with the step)
    raising: list[tuple[str, str]]
    #: blocks outside the body that only the raise edges reach
    dead: set[str]
    xb: str  # the block that leaves the loop
    exit: str  # where it goes
    term: Br  # its two-way branch


def find_marked_loop(fn: Function, mblk: Block, marker: Call, header: str | None) -> LoopShape:
    """The loop the marker in ``mblk`` marks: the one whose header is ``header`` when given,
    else the first loop reached from ``mblk``; refused when there is none or it leaves at
    several places that are not raise paths."""
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    dom = dominators(fn, preds)
    succ = {b.label: b.successors() for b in fn.blocks}
    if header is None:
        header = _first_header(mblk.label, succ, preds, dom)
    if header is None or mblk.label not in dom[header]:
        raise refuse(fn, "no loop follows the @mpiad_checkpoint marker", marker)
    latches = [p for p in preds[header] if header in dom.get(p, ())]
    body = _natural_loop(header, latches, preds)
    outside = [p for p in preds[header] if p not in body]
    if len(latches) != 1 or len(outside) != 1:
        raise refuse(fn, "its loop must have one entry edge and one back edge")
    latch, pre = latches[0], outside[0]
    exits, raising = _main_exit(fn, by, succ, body, latch)
    dead = _raise_only(fn, succ, body, raising)
    # the block that leaves the loop: the latch (a for loop, a rotated while loop) or, in a loop
    # whose trip count is then not known on entry, any block of the body (the last step stops
    # there: a part of an iteration)
    xb, exit_ = exits[0]
    term = by[xb].instructions[-1]
    if not (isinstance(term, Br) and term.cond is not None):
        raise refuse(fn, "its loop must leave through one two-way branch", term)
    return LoopShape(by, preds, dom, succ, header, latch, pre, body, raising, dead, xb, exit_, term)


def _first_header(start: str, succ, preds, dom) -> str | None:
    """The first loop header reached from block ``start`` (breadth first), or None."""
    seen, work = set(), [start]
    while work:
        nxt = []
        for lbl in work:
            for s in succ.get(lbl, []):
                if s in seen:
                    continue
                seen.add(s)
                if any(s in dom[p] for p in preds.get(s, []) if p in dom):
                    return s
                nxt.append(s)
        work = nxt
    return None


def _natural_loop(header: str, latches: list[str], preds) -> set[str]:
    """The blocks of the loop of ``header``: those that reach a latch without the header."""
    body: set[str] = {header}
    stack = list(latches)
    while stack:
        x = stack.pop()
        if x not in body:
            body.add(x)
            stack.extend(preds.get(x, []))
    return body


def _main_exit(fn: Function, by, succ, body: set[str], latch: str):
    """The loop's one exit edge that is not a raise path (as a one-element list), and the raise
    edges; refused when the loop leaves at several places that do not raise."""
    exits = [(b, s) for b in body for s in succ[b] if s not in body]
    raising: list[tuple[str, str]] | None = []
    if len(exits) > 1:
        main = [(b, s) for b, s in exits if b == latch]
        raising = _raise_exits(fn, succ, exits, main) if main else None
        if raising is None:
            # a while loop whose test is in the middle of the body (its condition computed by a
            # call that may raise, or a loop of its own): the one exit that is not a raise path
            rest = [e for e in exits if not _straight_raise(fn, by, e[1])]
            if len(rest) == 1:
                main, raising = rest, [e for e in exits if e not in rest]
        if raising is None:
            other = next((b for b, s in exits if (b, s) not in main), exits[0][0])
            raise refuse(
                fn,
                f"the body can leave the loop at {len(exits)} places (a break, or a return); a "
                "checkpointed loop must run every step to the end",
                by[other].instructions[-1],
            )
        exits = main
    return exits, raising


def _raise_only(fn: Function, succ, body: set[str], raising) -> set[str]:
    """Blocks outside the loop that only the raise exits reach: they leave with the body (the
    step stops the job)."""
    live = {fn.blocks[0].label}
    work = [fn.blocks[0].label]
    while work:
        x = work.pop()
        for t in succ.get(x, []):
            if t not in live and (x, t) not in raising:
                live.add(t)
                work.append(t)
    return {b.label for b in fn.blocks if b.label not in live and b.label not in body}


def counted_loop(
    shape: LoopShape, hphis: list[Phi], defs: dict[str, Instruction], defined: set[str]
) -> SelfLoop:
    """The loop as ``loops.trip_shape`` reads it: its induction variables (header phis stepped
    by a constant each iteration) and the values defined in the body."""
    loop = SelfLoop(shape.header, shape.pre, shape.exit)
    loop.defined = defined
    for phi in hphis:
        inc = dict((lbl, v) for v, lbl in phi.incoming)
        start, nx = inc.get(shape.pre), inc.get(shape.latch)
        d = defs.get(nx.name) if isinstance(nx, LocalRef) else None
        if d is not None and d.opcode in ("add", "sub") and phi.ty.is_int:
            me = LocalRef(phi.name)
            c = None
            if d.lhs == me and isinstance(d.rhs, IntConst):
                c = d.rhs.value
            elif d.opcode == "add" and d.rhs == me and isinstance(d.lhs, IntConst):
                c = d.lhs.value
            if c:
                loop.ivs[phi.name] = (start, -c if d.opcode == "sub" else c, nx.name)
    return loop


def _raise_exits(fn: Function, succ, exits, main) -> list[tuple[str, str]] | None:
    """The exits of a loop other than its ``main`` one (the latch's) when each only raises: the
    blocks it reaches end the function (``ret``, ``unreachable``) without reaching the main exit
    or the loop again, and one of them stores the exception record (Numba's ``%excinfo``, a
    parameter) or the exit ends in ``unreachable``. None when some exit is a break or a return."""
    if not main:
        return None
    main_targets = {s for _, s in main}
    by = {b.label: b for b in fn.blocks}
    params = {p.name for p in fn.params}
    out = []
    for b, t in exits:
        if (b, t) in main:
            continue
        seen, work, raises = set(), [t], False
        while work:
            x = work.pop()
            if x in seen:
                continue
            seen.add(x)
            if x in main_targets:
                return None
            insts = by[x].instructions
            last = insts[-1] if insts else None
            if isinstance(last, Unreachable):
                raises = True
            for i in insts:
                if isinstance(i, Store) and isinstance(i.ptr.value, LocalRef) and \
                        i.ptr.value.name in params and "excinfo" in i.ptr.value.name:  # fmt: skip
                    raises = True
            work.extend(succ.get(x, []))
        if not raises:
            return None
        out.append((b, t))
    return out


def _straight_raise(fn: Function, by: dict[str, Block], label: str) -> bool:
    """Whether the exit to ``label`` is a raise path of Numba: blocks of one successor from
    there, up to the function's return, store the exception record (``%excinfo``) or end in
    ``unreachable``; the code after a loop branches (or returns) without doing either."""
    params = {p.name for p in fn.params}
    seen: set[str] = set()
    while label in by and label not in seen:
        seen.add(label)
        insts = by[label].instructions
        if any(
            isinstance(i, Store)
            and isinstance(i.ptr.value, LocalRef)
            and i.ptr.value.name in params
            and "excinfo" in i.ptr.value.name
            for i in insts
        ) or (insts and isinstance(insts[-1], Unreachable)):
            return True
        nxt = by[label].successors()
        if len(nxt) != 1:
            return False
        label = nxt[0]
    return False
