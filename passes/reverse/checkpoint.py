"""Checkpointed time loops in reverse mode: outline a marked loop into a step function.

A loop is marked by ``call void @mpiad_checkpoint(i64 snapshots)`` in a block before it (the
Numba front end's ``mpiad.checkpointed(range(n), snapshots=k)`` emits it; a negative value -b is
a budget of b bytes per rank, ``memory="256MB"``: as many snapshots as fit; the constant 0 is the
default count, ``PassContext.checkpoint_snapshots``, set by ``mpiad-opt
--checkpoint-snapshots K``); the marked loop is the first loop entered after the marker.
``call void @mpiad_checkpoint_loop(i64 snapshots)`` inside a loop's body marks the innermost loop
holding it (``checkpoint_copies.py``; the Numba front end's ``mpiad.checkpointed_while`` emits
it in a while loop's condition). Before the function is differentiated, the loop is replaced by
a call ``@<f>.ck.loop(ctx, trip, snapshots, regions, nregions)`` whose primal body runs
``@<f>.ck.step(ctx)`` ``trip`` times. ``ctx`` is a block of memory holding what one step
reads from outside the loop (live-in values), the loop-carried values (the header's phis) and
what the code after the loop reads (live-outs). It has two parts: values that carry no
derivative (found by the enclosing function's activity) first, those that may from
``active_off``; the step calls ``@<f>.ck.body(ctx, actx)`` with the two parts, and only the
second has a shadow in the step's gradient (a shadow on the whole block would make every float
the step reads active: a constant coefficient would get an adjoint and its factors a tape).

If -O3 made several copies of the loop (unswitched, runtime-unrolled), the marker goes onto
each (``checkpoint_copies.py``). Exits of the body that only raise (Numba's raise paths: a
failed allocation, the user's raise) stay in the step and stop the job through the runtime
(``__mpiad_ckpt_raised``); a break or a return is refused.

The reverse rules of the loop call (``checkpoint_rule.py``) run the steps through the C runtime
(``passes/mpi/runtime/checkpoint.c``): the forward sweep keeps snapshots of ``ctx`` and of the
memory ``regions`` the body writes; the reverse sweep recomputes from snapshots along a binomial
schedule and differentiates one step at a time (the step's own augmented/reverse pair).

Memory regions are found from the pointers the body writes through (stores, pointer arguments
of calls): each must come from a pointer argument whose size is known (a Numba array argument,
told by the front end in ``PassContext.param_extents``, or a ``call void
@mpiad_checkpoint_state(ptr %p, i64 %bytes)`` marker before the loop) or from a fixed-size
alloca. Anything else is refused: a snapshot that misses state would give a wrong gradient.
Arrays swapped every step (``u, un = un, u``) are pointers carried by the header's phis; the
memory they point to is the state (found through the phis), and the runtime keeps the context's
shadow pointers in step with the primal ones (``CheckpointLoop.ptr_slots``). Regions that
receive the requests of nonblocking calls are flagged (``HOLDS_REQUESTS``): the runtime checks
that they hold only complete requests at the end of each step (a halo whose requests complete
within the step is checkpointed; a pipelined one that waits in the next step is stopped).

Arrays rebound to a new array every step (``u = np.sin(u) + 0.9 * u``) are kept in one array of
the loop's own (``checkpoint_rebind.py``). Stack slots of the function that are loop state (a C
``double acc`` whose address escapes to a call) move to the heap (``CheckpointLoop.heap``): the
reverse sweep runs after the forward sweep's frame is gone.

Loops whose trip count is not known on entry (``while`` loops: the exit test at the end of the
body is not a count, e.g. a convergence test on an allreduced residual; or the loop leaves from
another block than the latch, a test at the top of the body) get an online schedule
(``CheckpointLoop.online``): the step returns whether the loop goes on (``i32 @<f>.ck.step``, the
body stores the test's outcome in a slot of the context), the loop call gets -1 for the trip
count, and the runtime's ``__mpiad_ckpt_forward_online`` (``checkpoint_online.c``) decides step by
step which states to keep, then checks at the loop's exit that the ranks ran the same number of
steps. The Python schedule libraries (``checkpoint_schedules``, ``pyrevolve``) cannot drive
compiled code that C, Rust and ``mpiad-opt`` users run without Python.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import tape as T
from ..activity import Activity, analyse
from ..builder import Builder, Names
from ..context import PassContext
from ..errors import MpiadError, UnsupportedError
from ..ir.cfg import predecessors
from ..ir.instructions import (
    Alloca,
    Arg,
    BinaryOp,
    Br,
    Call,
    Cast,
    DebugRecord,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    Select,
    Store,
    Unreachable,
    describe,
    used_locals,
)
from ..ir.layout import alloc_size
from ..ir.module import Block, Function, Param
from ..ir.types import I8, I32, I64, PTR, VOID, ArrayType
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from ..late_loads import param_classes
from ..markers import CHECKPOINT, CHECKPOINT_STATE, strip_markers
from ..mpi.signatures import comm_arg
from ..rulebook import call_rule_for, canonical_call_name
from .checkpoint_check import ssa_problem
from .checkpoint_copies import dominators, place_in_loop_markers, place_on_copies
from .checkpoint_rebind import FAIL, find_rebound, hold, own_copies, rebind, stop_block
from .checkpoint_scopes import tag_accesses
from .checkpoint_scratch import step_scratch
from .loops import SelfLoop, emit_trip, trip_shape

MARKER, STATE_MARKER = CHECKPOINT, CHECKPOINT_STATE
#: calls in a loop body whose pointer arguments are not written, or not with state: Numba's
#: reference counts (NRT_incref / NRT_decref of the arrays a step exchanges) are bookkeeping that
#: balances within a step, not values a snapshot must restore
_NO_WRITE = ("llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.prefetch", "MPI_Send", "MPI_Isend",
             "NRT_incref", "NRT_decref")  # fmt: skip


@dataclass
class CheckpointLoop:
    """What the reverse rules of a ``@<f>.ck.loop`` call need."""

    step: str  # the step function: void(ptr ctx), what the runtime runs
    ctxbytes: int
    comm: Value | None  # a communicator the body uses (the trip-count check), or None
    comm_type: str = "i32"
    adjoint: str | None = None  # the step's adjoint: void(ptr ctx, ptr dctx, ptr tape), lazily
    #: context offsets of pointers carried from step to step (live-outs as ~offset), whose
    #: shadows the runtime keeps in step with them (arrays swapped every step)
    ptr_slots: tuple[int, ...] = ()
    #: the step's body: void(ptr ctx, ptr actx), ``actx`` = ctx + ``active_off``, where the
    #: slots of values that may carry derivatives start (see ``_outline``)
    body: str = ""
    active_off: int = 0
    #: the values stored into the inactive slots: none may be varied (checked by the rule)
    const_values: tuple[Value, ...] = ()
    #: MemInfos of arrays the kernel allocates that are state: the code after the loop may
    #: release them in the forward sweep, but the reverse sweep restores and recomputes them, so
    #: the rules hold a reference from the forward sweep to the end of the reverse one
    keep_alive: tuple[Value, ...] = ()
    #: MemInfos from outside the loop whose count a step changes (after -O3, a loop that holds
    #: a reference from step to step: increfed before the loop, each step decrefs then
    #: increfs, the exit releases it), with the number of releases in the body: in the reverse
    #: sweep, where that reference is gone, the rules hold as many (a recomputed step would
    #: free the array it is about to use), and put the count back as they found it once the
    #: sweep is done (the steps it runs, the last one's release included, are bookkeeping of
    #: the forward sweep, which already did it: a 2-D while loop's array was released twice)
    dips: tuple[tuple[Value, int], ...] = ()
    #: the trip count is not known on entry: the step returns whether the loop goes on and the
    #: runtime follows an online schedule (``__mpiad_ckpt_forward_online``)
    online: bool = False
    #: stack slots of the function that are loop state (a C ``double acc`` whose address
    #: escapes to a call), moved to the heap (``calloc``): the reverse sweep restores their
    #: snapshots and recomputes steps that use them after the forward sweep's frame is gone;
    #: freed once the loop's reverse sweep is done
    heap: tuple[Value, ...] = ()


def _refuse(fn: Function, what: str, inst: Instruction | None = None) -> UnsupportedError:
    at = f" ({describe(inst)})" if inst is not None else ""
    return UnsupportedError(f"in @{fn.name}: checkpointed loop: {what}{at}")


def outline_marked_loops(
    ctx: PassContext, fn: Function, active_args: list[bool] | None = None
) -> None:
    """Replace every marked loop of ``fn`` by a call of its outlined loop (in place);
    ``active_args``: the activity of ``fn``'s parameters in the derivative being made (None:
    every value that crosses the loop's boundary is taken as active)."""
    # markers written inside their loop: the loop each one marks
    headers = place_in_loop_markers(fn)
    placed: set[int] = set(headers)  # markers already on their own copy of a loop
    while True:
        marker = next(
            (
                (blk, i)
                for blk in fn.blocks
                for i in blk.instructions
                if isinstance(i, Call) and i.callee_name == MARKER
            ),
            None,
        )
        if marker is None:
            strip_markers(fn)  # state markers without a loop to checkpoint
            return
        if id(marker[1]) not in placed:
            copies = place_on_copies(fn, marker[0].label, marker[1])
            if copies:
                placed.update(id(c) for c in copies)
                continue
        _outline(ctx, fn, *marker, _activity(ctx, fn, active_args), headers.get(id(marker[1])))


def _kind(ty) -> str:
    """What a value of LLVM type ``ty`` is in the user's program, for refusals."""
    if ty.is_pointer:
        return "an array (or a view of one)"
    return "a structured value (a tuple, a record or an array's descriptor)"


def _located_use(name: str, order: list[Block], defs: dict[str, Instruction]) -> Instruction:
    """The instruction a refusal about value ``name`` points at: its definition when that has a
    source location (``!dbg``), else the first use in the loop's blocks that has one (a phi has
    none: the Python line is where the value is used), else the definition."""
    d = defs.get(name)
    if d is not None and _has_location(d):
        return d
    for b in order:
        for i in b.instructions:
            if _has_location(i) and name in used_locals(i):
                return i
    return d


def _has_location(inst: Instruction) -> bool:
    return any(k == "dbg" for k, _ in inst.metadata)


def _activity(ctx: PassContext, fn: Function, active_args: list[bool] | None) -> Activity | None:
    """The activity of ``fn`` before outlining, or None where it cannot be had here (the
    differentiation that follows reports what is wrong)."""
    if active_args is None:
        return None
    try:
        return analyse(ctx, fn, active_args)
    except MpiadError:
        return None


def _outline(
    ctx: PassContext,
    fn: Function,
    mblk: Block,
    marker: Call,
    act: Activity | None,
    header: str | None = None,
) -> None:
    """Outline the loop ``marker`` marks: the one whose header is ``header`` when given (a
    marker placed from inside its loop), else the first loop reached from ``mblk``."""
    m = ctx.module
    snaps = marker.args[0].value if marker.args else IntConst(1)
    if snaps == IntConst(0):  # the default count (mpiad-opt --checkpoint-snapshots K)
        if ctx.checkpoint_snapshots is None:
            raise _refuse(
                fn,
                "its marker asks for the default number of snapshots (0) and none was given: "
                "pass --checkpoint-snapshots K to mpiad-opt, or write the count in the marker",
                marker,
            )
        snaps = IntConst(ctx.checkpoint_snapshots)
    mblk.instructions.remove(marker)
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    dom = dominators(fn, preds)
    succ = {b.label: b.successors() for b in fn.blocks}
    # the first loop header reached from the marker's block
    seen, work = set(), [mblk.label] if header is None else []
    while work and header is None:
        nxt = []
        for lbl in work:
            for s in succ.get(lbl, []):
                if s in seen:
                    continue
                seen.add(s)
                if any(s in dom[p] for p in preds.get(s, []) if p in dom):
                    header = s
                    break
                nxt.append(s)
            if header:
                break
        work = nxt
    if header is None or mblk.label not in dom[header]:
        raise _refuse(fn, "no loop follows the @mpiad_checkpoint marker", marker)
    latches = [p for p in preds[header] if header in dom.get(p, ())]
    body: set[str] = {header}
    stack = list(latches)
    while stack:
        x = stack.pop()
        if x not in body:
            body.add(x)
            stack.extend(preds.get(x, []))
    outside = [p for p in preds[header] if p not in body]
    if len(latches) != 1 or len(outside) != 1:
        raise _refuse(fn, "its loop must have one entry edge and one back edge")
    latch, pre = latches[0], outside[0]
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
            raise _refuse(
                fn,
                f"the body can leave the loop at {len(exits)} places (a break, or a return); a "
                "checkpointed loop must run every step to the end",
                by[other].instructions[-1],
            )
        exits = main
    # blocks only the raise exits reach: they leave with the body (the step stops the job)
    live = {fn.blocks[0].label}
    work = [fn.blocks[0].label]
    while work:
        x = work.pop()
        for t in succ.get(x, []):
            if t not in live and (x, t) not in raising:
                live.add(t)
                work.append(t)
    dead = {b.label for b in fn.blocks if b.label not in live and b.label not in body}
    # the block that leaves the loop: the latch (a for loop, a rotated while loop) or, in a loop
    # whose trip count is then not known on entry, any block of the body (the last step stops
    # there: a part of an iteration)
    xb, exit_ = exits[0]
    term = by[xb].instructions[-1]
    if not (isinstance(term, Br) and term.cond is not None):
        raise _refuse(fn, "its loop must leave through one two-way branch", term)
    order = [b for b in fn.blocks if b.label in body]
    defs: dict[str, Instruction] = {
        i.name: i for b in fn.blocks for i in b.instructions if i.name is not None
    }
    defined = {i.name for b in order for i in b.instructions if i.name is not None}
    # allocas only the body uses, written before read in each step: the step's own scratch
    scratch = step_scratch(fn, body, order, lambda v: _root_set(v, defs), dom, dead)
    for a in scratch:
        a.metadata = []
        defined.add(a.name)
    hphis = [i for i in by[header].instructions if isinstance(i, Phi)]
    # induction variables and the trip count on entry
    loop = SelfLoop(header, pre, exit_)
    loop.defined = defined
    for phi in hphis:
        inc = dict((lbl, v) for v, lbl in phi.incoming)
        start, nx = inc.get(pre), inc.get(latch)
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
    # None: not known on entry (a while loop's convergence test): the online schedule
    shape = trip_shape(term, header, loop, defs) if xb == latch else None
    online = shape is None
    # values crossing the loop's boundary
    params = {p.name for p in fn.params}
    live_in: list[tuple[str, object]] = []
    seen_in: set[str] = set()
    for b in order:
        for i in b.instructions:
            if isinstance(i, Phi) and i in hphis:
                continue
            for n in used_locals(i):
                if n not in defined and n not in seen_in and (n in params or n in defs):
                    seen_in.add(n)
                    ty = (
                        defs[n].type
                        if n in defs
                        else next(p.type for p in fn.params if p.name == n)
                    )
                    live_in.append((n, ty))
    phi_next = [(p, dict((lbl, v) for v, lbl in p.incoming)) for p in hphis]
    live_out: list[tuple[str, object]] = []
    seen_out: set[str] = set()
    for b in fn.blocks:
        if b.label in body or b.label in dead:
            continue
        for i in b.instructions:
            if isinstance(i, Phi):
                # only the exiting block's value leaves the loop normally; values from the raise
                # paths (``dead``: they go into the step, and their phi edges are dropped below)
                # do not leave it
                names_in = {
                    v.name
                    for v, lbl in i.incoming
                    if isinstance(v, LocalRef)
                    and (lbl == xb or (lbl not in body and lbl not in dead))
                }
                uses = [n for n in used_locals(i) if n in names_in]
            else:
                uses = used_locals(i)
            for n in uses:
                if n in defined and n not in seen_out:
                    seen_out.add(n)
                    live_out.append((n, defs[n].type))
    # Pointers carried from step to step: arrays swapped every step (u, un = un, u) make header
    # phis whose next values are other header phis, so every step's pointers are a permutation
    # of those on entry. The recomputed (primal) steps move the pointers in the context but not
    # their shadows in its shadow; the runtime sets each shadow slot from the primal pointer
    # (the shadow that went with it on entry) before a step's adjoint and after the forward
    # sweep. Any other pointer that changes (p = p + k) or is made in the loop and used after it
    # has no such shadow to find: refused.
    ptr_phis = {p.name for p in hphis if p.ty.is_pointer}
    names = Names(
        {p.name for p in fn.params if p.name}
        | {b.label for b in fn.blocks}
        | {i.name for i in fn.instructions() if i.name}
    )
    # arrays rebound every step (u = np.sin(u) + 0.9 * u): kept in one array of the loop's own
    # (checkpoint_rebind.py), which the header carries from the loop's entry on
    incoming = {p.name: inc for p, inc in phi_next}
    rebound, handled = find_rebound(
        hphis, incoming, pre, latch, defined, defs, lambda d: _nrt_size(d, defs), names
    )
    renew = {v.name for v in handled.values() if isinstance(v, LocalRef)}
    for g in rebound:
        for phi_name, own in ((g.mi, g.own_mi), (g.data, g.own_data)):
            incoming[phi_name][pre] = LocalRef(own)
            phi = next(p for p in hphis if p.name == phi_name)
            phi.incoming = [(LocalRef(own) if lbl == pre else v, lbl) for v, lbl in phi.incoming]
    for p, inc in phi_next:
        nx = inc.get(latch)
        if p.name in handled:
            continue
        if p.ty.is_aggregate or (
            p.ty.is_pointer and not (isinstance(nx, LocalRef) and nx.name in ptr_phis)
        ):
            raise _refuse(
                fn,
                f"{_kind(p.ty)} that the loop carries from step to step changes other than by "
                "exchanging arrays (u, un = un, u) or by rebinding it every step to a new array "
                "of its size, starting from an array the kernel makes: not supported; start "
                "the loop from a copy (u = u0.copy()), or copy the new values into the array "
                f"(u[:] = ...) (`%{p.name}`)",
                # where the next step's value is made (u = u + ...), else where it is used
                _located_use(nx.name, order, defs)
                if isinstance(nx, LocalRef) and nx.name in defined
                else _located_use(p.name, order, defs),
            )
    for n, ty in live_out:
        if ty.is_aggregate or (ty.is_pointer and n not in ptr_phis and n not in renew):
            raise _refuse(
                fn,
                f"{_kind(ty)} made in the loop is used after it: not supported; return the "
                f"result through an array passed in (`%{n}`)",
                _located_use(n, order, defs),
            )
    # The context block: the slots of values that carry no derivative first, then (from
    # active_off) those that may. The step's body takes the two parts as two pointers and only
    # the second has a shadow: one block with a shadow would make every value the step reads
    # from it active (a constant coefficient gets an adjoint, accumulated over the whole
    # array in a serial chain, and its multiplicands get taped).
    items = (
        [("in", n, ty) for n, ty in live_in]
        + [("phi", p.name, p.ty) for p in hphis]
        + [("out", n, ty) for n, ty in live_out]
        + ([("more", "", I32)] if online else [])  # the online step's exit test: go on?
    )
    entry_value = {("in", n): LocalRef(n) for n, _ in live_in}
    entry_value.update({("phi", p.name): inc[pre] for p, inc in phi_next})

    def may_vary(kind: str, n: str) -> bool:
        if kind == "more":
            return False
        if act is None or (kind in ("phi", "out") and n in own_slots):
            return True  # (the loop's own arrays: their shadows are the state's adjoint)
        if act.is_varied(LocalRef(n)):
            return True
        return kind == "phi" and any(act.is_varied(v) for v in nxt[n].values())

    nxt = {p.name: inc for p, inc in phi_next}
    own_slots = {n for g in rebound for n in (g.mi, g.data)}
    if rebound:  # the fields of a rebound array read from a helper's result (its shape, as i64
        # loads from memory with doubles, may count as active): slots with shadows, whatever
        for p, inc in phi_next:
            nv = inc.get(latch)
            if isinstance(nv, LocalRef) and isinstance(defs.get(nv.name), Load):
                own_slots.add(p.name)
        own_slots.update(n for n, _ in live_out if isinstance(defs.get(n), Load))
    slots: dict[tuple[str, str], tuple[int, object]] = {}
    active_keys: set[tuple[str, str]] = set()
    off = 0
    active_off = 0
    for part in (False, True):
        if part:
            off = active_off = (off + 15) // 16 * 16
        for kind, n, ty in items:
            if may_vary(kind, n) != part:
                continue
            sz = T.type_size(ty)
            al = min(16, 1 << max(0, (sz - 1).bit_length()))
            off = (off + al - 1) // al * al
            slots[(kind, n)] = (off, ty)
            if part:
                active_keys.add((kind, n))
            off += sz
    ctxbytes = max(16, (off + 15) // 16 * 16)
    const_values = tuple(
        v for k, v in entry_value.items() if k not in active_keys and isinstance(v, LocalRef)
    )
    # pointer slots whose shadow slot the runtime keeps in step: phis (offset), live-outs (~offset)
    ptr_slots = tuple(
        slots[("phi", p.name)][0]
        for p in hphis
        if p.ty.is_pointer and ("phi", p.name) in active_keys
    ) + tuple(
        ~slots[("out", n)][0] for n, ty in live_out if ty.is_pointer and ("out", n) in active_keys
    )
    requests: set[str] = set()
    keep_alive: list[Value] = []
    own: dict[str, Value | None] = {g.own_data: g.nbytes for g in rebound}
    own.update({g.own_mi: None for g in rebound})
    regions = _regions(ctx, fn, order, defs, defined, requests, keep_alive, own)
    keep_alive.extend(LocalRef(g.own_mi) for g in rebound)
    roots = {r.name for r, _ in regions if isinstance(r, LocalRef)}
    # (a step that only reads the old array and makes a new one writes the loop's own array
    # only in the copy added below)
    regions.extend((LocalRef(n), v) for n, v in own.items() if v is not None and n not in roots)
    dips: dict[str, int] = {}
    for b in order:
        for i in b.instructions:
            if isinstance(i, Call) and i.callee_name in ("NRT_decref", "NRT_incref") and i.args:
                v = i.args[0].value
                if isinstance(v, LocalRef) and v.name not in defined:
                    dips[v.name] = dips.get(v.name, 0) + (i.callee_name == "NRT_decref")
    comm, comm_ty = _communicator(order, defined)
    heap = _to_heap(m, fn, [r for r, _ in regions if isinstance(r, LocalRef)], defs)
    # the stack state the step writes active data into: shadows, though fn's own analysis
    # cannot see those writes any more (the step makes them through its context)
    ctx.checkpoint_active.setdefault(fn.name, set()).update(
        r.name for r in heap if act is None or ("alloca", r.name) in act.active_roots
    )
    # -- the step function
    cptr, aptr = names.fresh("ck.ctx"), names.fresh("ck.actx")
    step_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.step")
    body_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.body")
    step = Function(body_name, VOID, [Param(PTR, cptr), Param(PTR, aptr)], pre="internal")
    sb = Builder(m, names)

    def slot(b: Builder, base: Value, key) -> Value:
        o = slots[key][0]
        if base == LocalRef(cptr) and key in active_keys:  # inside the body: the second part
            base, o = LocalRef(aptr), o - active_off
        return base if o == 0 else b.gep(I8, base, [Typed(I64, IntConst(o))], base="ck.slot")

    entry = names.fresh("ck.entry")
    for n, ty in live_in:
        sb.emit(
            Load(ty=ty, ptr=Typed(PTR, slot(sb, LocalRef(cptr), ("in", n))), align=1, name=n), None
        )
    for p in hphis:
        sb.emit(Load(ty=p.ty, ptr=Typed(PTR, slot(sb, LocalRef(cptr), ("phi", p.name))), align=1,
                     name=p.name), None)  # fmt: skip
    hold(sb, rebound)
    sb.br(header)
    blocks = [Block(entry, scratch + sb.out)]
    next_lbl, exit_lbl = names.fresh("ck.next"), names.fresh("ck.exit")
    stop_lbl = names.fresh("ck.rebound")
    # each way out of a step first puts the rebound arrays into the loop's own
    ends, last = rebind(sb, names, rebound, next_lbl, stop_lbl)
    for p, inc in phi_next:
        if p.name not in handled:  # (the loop's own arrays and their parents stay)
            sb.store(p.ty, inc[latch], slot(sb, LocalRef(cptr), ("phi", p.name)), 1)
    if online:
        sb.store(I32, IntConst(1), slot(sb, LocalRef(cptr), ("more", "")), 4)
    sb.ret(None)
    nblks = [*ends, Block(last, sb.out)]
    ends, last = rebind(sb, names, rebound, exit_lbl, stop_lbl)
    cur_of = {v.name: k for k, v in handled.items() if isinstance(v, LocalRef)}
    for n, ty in live_out:
        v = LocalRef(cur_of.get(n, n))  # a rebound array: the loop's own
        sb.store(ty, v, slot(sb, LocalRef(cptr), ("out", n)), 1)
    if online:
        sb.store(I32, IntConst(0), slot(sb, LocalRef(cptr), ("more", "")), 4)
    sb.ret(None)
    xblks = [*ends, Block(last, sb.out)]
    if rebound:
        ctx.need_runtime(FAIL)
        xblks.append(stop_block(m, stop_lbl))
    by[header].instructions = [i for i in by[header].instructions if i not in hphis]
    for blk in {xb, latch}:  # the exit test's block and the back edge's
        by[blk].instructions[-1].map_labels(
            lambda t: next_lbl if t == header else exit_lbl if t == exit_ else t
        )
    raised: list[Block] = []
    if raising:
        # an exception raised in a step (Numba's raise paths: a failed allocation of a request
        # array, the user's raise) cannot reach the code after the loop, whose sweeps the
        # runtime runs: the step stops the job with a message instead
        raise_lbl = names.fresh("ck.raised")
        ctx.need_runtime(RAISED)
        raised = [Block(raise_lbl, [Call(ret=VOID, callee=GlobalRef(RAISED), args=[]),
                                    Unreachable()])]  # fmt: skip
        for b, t in raising:
            by[b].instructions[-1].map_labels(lambda x, t=t: raise_lbl if x == t else x)
    for b in order:
        # lifetime markers name allocas of the function, which the step sees as pointers
        b.instructions = [
            i for i in b.instructions
            if not isinstance(i, DebugRecord)
            and not (isinstance(i, Call) and (i.callee_name or "").startswith("llvm.lifetime."))
        ]  # fmt: skip
        for i in b.instructions:
            i.metadata = [(k, v) for k, v in i.metadata if k != "dbg"]
    step.blocks = blocks + order + nblks + xblks + raised
    m.add(step)
    # the step the runtime runs: void(ptr ctx), the body on the context's two parts; online:
    # i32(ptr ctx), whether the loop goes on
    wb = Builder(m, Names({"ctx"}))
    actx = wb.gep(I8, LocalRef("ctx"), [Typed(I64, IntConst(active_off))], base="actx")
    wb.call(body_name, VOID, [(PTR, LocalRef("ctx")), (PTR, actx)], declare=False)
    if online:
        more = wb.load(I32, slot(wb, LocalRef("ctx"), ("more", "")), 4, base="more")
        wb.ret(Typed(I32, more))
    else:
        wb.ret(None)
    wrapper = Function(step_name, I32 if online else VOID, [Param(PTR, "ctx")], pre="internal")
    wrapper.blocks = [Block("entry", wb.out)]
    m.add(wrapper)
    # -- the loop function (the primal of the whole loop)
    loop_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.loop")
    lf = Function(loop_name, VOID, [Param(PTR, "ctx"), Param(I64, "n"), Param(I64, "snaps"),
                                    Param(PTR, "regions"), Param(I64, "nregions")],
                  pre="internal")  # fmt: skip
    lb = Builder(m, Names({"ctx", "n", "snaps", "regions", "nregions"}))
    lb.br("body")
    e = lb.out
    lb.out = []
    lb.emit(
        Phi(ty=I64, incoming=[(IntConst(0), "entry"), (LocalRef("k1"), "body")], name="k"), None
    )
    lb.emit(_binop("add", LocalRef("k"), IntConst(1), "k1"), None)
    if online:  # until the step says the loop is done
        go = lb.call(step_name, I32, [(PTR, LocalRef("ctx"))], declare=False, base="go")
        more = lb.cmp("icmp", "ne", I32, go, IntConst(0), base="more")
    else:
        lb.call(step_name, VOID, [(PTR, LocalRef("ctx"))], declare=False)
        more = lb.cmp("icmp", "ult", I64, LocalRef("k1"), LocalRef("n"), base="more")
    lb.condbr(more, "body", "done")
    bb = lb.out
    lb.out = []
    lb.ret(None)
    lf.blocks = [Block("entry", e), Block("body", bb), Block("done", lb.out)]
    m.add(lf)
    # -- the function: fill the context, run the loop, read the live-outs
    fb = Builder(m, names)
    cx = fb.alloca(_bytes(ctxbytes), align=16, base="ck.ctx")
    entry_blk = fn.blocks[0]
    entry_blk.instructions.insert(0, fb.out.pop())
    own_copies(fb, rebound, defs)
    for n, ty in live_in:
        fb.store(ty, LocalRef(n), slot(fb, cx, ("in", n)), 1)
    for p, inc in phi_next:
        fb.store(p.ty, inc[pre], slot(fb, cx, ("phi", p.name)), 1)
    trip = IntConst(-1) if online else emit_trip(fb, shape)
    nreg = len(regions)
    regs = fb.alloca(_bytes(16 * max(1, nreg)), align=8, base="ck.regions")
    entry_blk.instructions.insert(1, fb.out.pop())
    for k, (root, nbytes) in enumerate(regions):
        a = fb.cast("ptrtoint", PTR, root, I64, base="ck.addr")
        if isinstance(nbytes, tuple):  # a Numba array: items x item size
            nbytes = fb.binop("mul", I64, nbytes[0], nbytes[1], base="ck.bytes")
        if isinstance(root, LocalRef) and root.name in requests:
            nbytes = fb.binop("or", I64, nbytes, IntConst(HOLDS_REQUESTS), base="ck.bytes")
        fb.store(I64, a, fb.gep(I8, regs, [Typed(I64, IntConst(16 * k))], base="ck.reg"), 8)
        fb.store(
            I64, nbytes, fb.gep(I8, regs, [Typed(I64, IntConst(16 * k + 8))], base="ck.reg"), 8
        )
    s64 = snaps
    fb.call(loop_name, VOID, [(PTR, cx), (I64, trip), (I64, s64), (PTR, regs),
                              (I64, IntConst(nreg))], declare=False)  # fmt: skip
    renamed: dict[str, str] = {}
    for n, ty in live_out:
        r = names.fresh(f"{n}.ck")
        fb.emit(Load(ty=ty, ptr=Typed(PTR, slot(fb, cx, ("out", n))), align=1, name=r), None)
        renamed[n] = r
    call_lbl = names.fresh("ck.run")
    fb.br(exit_)
    by[pre].instructions[-1].map_labels(lambda t: call_lbl if t == header else t)
    fn.blocks = [b for b in fn.blocks if b.label not in body and b.label not in dead]
    at = fn.blocks.index(by[pre]) + 1
    fn.blocks.insert(at, Block(call_lbl, fb.out))

    def rename(v: Value) -> Value:
        return LocalRef(renamed[v.name]) if isinstance(v, LocalRef) and v.name in renamed else v

    for b in fn.blocks:
        for i in b.instructions:
            if isinstance(i, Phi):
                i.incoming = [
                    (v, call_lbl if lbl == xb else lbl)
                    for v, lbl in i.incoming
                    if (lbl == xb and b.label == exit_) or (lbl not in body and lbl not in dead)
                ]
            i.map_values(rename)
    # a value the outlining missed would reach the user as LLVM's verifier error, after the
    # whole differentiation, in LLVM's names: refuse here, at the loop the user marked
    for f in (step, fn):
        problem = ssa_problem(f)
        if problem is not None:
            what, where = problem
            text = where.fmt().split("\n")[0][:120].replace("`", "'")
            raise _refuse(
                fn,
                "mpiad cannot outline this loop into a step function (a limitation of mpiad: "
                "please report it with the kernel); without mpiad.checkpointed the loop is "
                f"taped in full (`{what} in @{f.name}: {text}`)",
                marker,
            )
    arrays = _live_in_classes(ctx, fn, live_in, defs)
    # the context is a block of the function's stack (or the runtime's copy of it): no array's
    # data lies in it, so it is a class of its own
    ctx.context_classes[body_name] = arrays | {cptr: "ck.context", aptr: "ck.context"}
    tag_accesses(m, step, arrays)  # the primal step (the forward sweep, recomputations)
    ctx.checkpoint_loops[loop_name] = CheckpointLoop(
        step_name, ctxbytes, comm, comm_ty, ptr_slots=ptr_slots, body=body_name,
        active_off=active_off, const_values=const_values, keep_alive=tuple(keep_alive),
        dips=tuple((LocalRef(n), k) for n, k in dips.items()),
        online=online, heap=tuple(heap),
    )  # fmt: skip


def _live_in_classes(ctx: PassContext, fn: Function, live_in, defs) -> dict[str, str]:
    """The class of each pointer the step reads from its context whose value comes from
    parameters of ``fn`` of one class (``passes.late_loads``); loop-carried pointers (arrays
    exchanged every step) have none."""
    classes = param_classes(ctx, fn)
    out: dict[str, str] = {}
    for n, ty in live_in:
        if not ty.is_pointer:
            continue
        roots: set = set()
        _roots(LocalRef(n), defs, roots, set())
        got = {classes.get(r.name) if isinstance(r, LocalRef) else None for r in roots}
        if len(got) == 1 and None not in got:
            out[n] = got.pop()
    return out


def _to_heap(m, fn: Function, roots: list[LocalRef], defs) -> list[LocalRef]:
    """Replace the allocas among ``roots`` (regions of the loop's state) by zeroed heap memory
    of the same size (``CheckpointLoop.heap``), with the lifetime markers and debug records that
    name them (LLVM allows those on allocas only); returns them."""
    moved: dict[str, Instruction] = {}
    for r in roots:
        d = defs.get(r.name)
        if isinstance(d, Alloca) and alloc_size(d.allocated, m) is not None:
            n = d.count.value if d.count is not None else IntConst(1)
            if d.count is not None and str(d.count.type) != "i64":
                continue  # (a fixed count: clang writes i32 1 or i64 n; left as it is)
            size = IntConst(alloc_size(d.allocated, m))
            moved[r.name] = Call(ret=PTR, callee=GlobalRef("calloc"),
                                 args=[Arg(I64, n), Arg(I64, size)], name=r.name)  # fmt: skip
    if not moved:
        return []
    m.get_or_declare("calloc", PTR, [I64, I64])
    for b in fn.blocks:
        out = []
        for i in b.instructions:
            if isinstance(i, Alloca) and i.name in moved:
                out.append(moved[i.name])
                continue
            named = set(used_locals(i)) & set(moved)
            if named and (
                isinstance(i, DebugRecord)
                or (isinstance(i, Call) and (i.callee_name or "").startswith("llvm.lifetime."))
            ):
                continue
            out.append(i)
        b.instructions = out
    return [LocalRef(n) for n in moved]


#: the runtime's stop for an exception raised inside a checkpointed step (checkpoint.c)
RAISED = "__mpiad_ckpt_raised"


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


def _bytes(nbytes: int) -> ArrayType:
    return ArrayType(nbytes, I8)


def _binop(op: str, a: Value, b: Value, name: str) -> Instruction:
    return BinaryOp(opcode=op, ty=I64, lhs=a, rhs=b, name=name)


def _root_set(v: Value, defs: dict[str, Instruction]) -> set:
    out: set = set()
    _roots(v, defs, out, set())
    return out


def _roots(v: Value, defs: dict[str, Instruction], out: set, seen: set) -> None:
    if not isinstance(v, LocalRef):
        out.add(v)
        return
    if v.name in seen:
        return
    seen.add(v.name)
    d = defs.get(v.name)
    if isinstance(d, GetElementPtr):
        _roots(d.ptr.value, defs, out, seen)
    elif isinstance(d, Cast) and d.opcode in ("bitcast", "addrspacecast"):
        _roots(d.operand.value, defs, out, seen)
    elif isinstance(d, Phi):
        for x, _ in d.incoming:
            _roots(x, defs, out, seen)
    elif isinstance(d, Select):
        _roots(d.a.value, defs, out, seen)
        _roots(d.b.value, defs, out, seen)
    else:
        out.add(v)


#: the bit of a region's size that says it holds MPI requests (checkpoint.c checks that they are
#: all complete, MPI_REQUEST_NULL, at the end of every step)
HOLDS_REQUESTS = 1 << 62
#: nonblocking MPI calls and their request argument
#: nonblocking initiations (MPI_Isend .. MPI_Ineighbor_alltoallv, MPI_Iscan, their large-count
#: forms): by MPI's convention their last argument receives the request they post
_NONBLOCKING = re.compile(r"MPI_I(?!nit|ntercomm|probe|mprobe|nfo)\w+$")


def _request_arg(inst: Call) -> int | None:
    """The argument that receives the request of a nonblocking call that has a rule, or None.
    Read off the name, not a table: a table once missed MPI_Iscan, whose request then went
    unchecked into a snapshot and crashed inside MPI_Wait."""
    name = canonical_call_name(inst.callee_name or "")
    if inst.args and _NONBLOCKING.match(name) and call_rule_for(inst) is not None:
        return len(inst.args) - 1
    return None


def _regions(
    ctx, fn, order, defs, defined, requests: set[str], keep_alive: list[Value], own=None
) -> list[tuple[Value, Value]]:
    """(root pointer, size in bytes) of every memory region the loop body writes; the roots of
    those that receive requests of nonblocking calls go to ``requests``: a request kept in a
    snapshot must be complete (a recomputed step cannot wait for a request of another step)."""
    declared: dict[str, Value] = {}
    inside = {id(b) for b in order}
    for b in fn.blocks:
        for i in list(b.instructions):
            if isinstance(i, Call) and i.callee_name == STATE_MARKER and len(i.args) == 2:
                if isinstance(i.args[0].value, LocalRef):
                    declared[i.args[0].value.name] = i.args[1].value
                # a declaration before the loop may serve another marked loop after it (C's
                # if/else of two loops): the markers left are removed once all are outlined
                if id(b) in inside:
                    b.instructions.remove(i)
    extents = ctx.param_extents.get(fn.name, {})
    written: list[tuple[Value, Instruction]] = []
    for b in order:
        for i in b.instructions:
            if isinstance(i, Store):
                written.append((i.ptr.value, i))
            elif isinstance(i, Call):
                name = i.callee_name or ""
                if name.startswith(_NO_WRITE):
                    continue
                k = _request_arg(i)
                if k is not None:
                    got: set = set()
                    _roots(i.args[k].value, defs, got, set())
                    requests.update(r.name for r in got if isinstance(r, LocalRef))
                for a in i.args:
                    if (
                        a.type.is_pointer
                        and "readonly" not in a.attrs
                        and "readnone" not in a.attrs
                    ):
                        written.append((a.value, i))
    out: list[tuple[Value, Value]] = []
    done: set[str] = set()
    for ptr, inst in written:
        roots: set = set()
        _roots(ptr, defs, roots, set())
        for r in roots:
            if not isinstance(r, LocalRef):
                if isinstance(r, GlobalRef):
                    raise _refuse(fn, f"the body writes the global @{r.name}: not supported", inst)
                continue  # constants (MPI_STATUS_IGNORE, null)
            if r.name in defined or r.name in done:
                continue  # memory made inside the step is not state
            done.add(r.name)
            if own and r.name in own:  # the loop's own copy of a rebound array (its MemInfo,
                if own[r.name] is not None:  # handed to a helper, has only its count written)
                    out.append((r, own[r.name]))
                continue
            d = defs.get(r.name)
            if isinstance(d, Call) and d.callee_name in _NRT_ALLOC:
                # a Numba array's MemInfo handed to a call (np.sum of a 2-D array): the callee
                # writes only its reference count, which balances within the step; the array's
                # data is written through its data pointer, a root of its own
                continue
            if r.name in declared:
                out.append((r, declared[r.name]))
            elif r.name in extents:
                ni, isz = extents[r.name]
                out.append((r, (LocalRef(ni), LocalRef(isz))))
            elif _nrt_size(d, defs) is not None:
                out.append((r, _nrt_size(d, defs)))
                keep_alive.append(defs[d.ptr.value.name].ptr.value)  # the MemInfo
            elif (
                isinstance(d, Alloca)
                and (d.count is None or isinstance(d.count.value, IntConst))
                and alloc_size(d.allocated, ctx.module) is not None
            ):
                cnt = d.count.value.value if d.count is not None else 1
                out.append((r, IntConst(alloc_size(d.allocated, ctx.module) * cnt)))
            else:
                raise _refuse(
                    fn,
                    f"the body writes memory through %{r.name}, whose size mpiad cannot tell; "
                    f"pass the array as an argument, or declare it before the loop with "
                    f"`call void @{STATE_MARKER}(ptr %{r.name}, i64 <bytes>)`",
                    inst,
                )
    return out


#: Numba's allocations (np.empty, np.zeros...): NRT_MemInfo_alloc*(i64 bytes, ...) -> meminfo,
#: whose data pointer is at byte 24 (refcount, destructor, its argument, data, size)
_NRT_ALLOC = ("NRT_MemInfo_alloc", "NRT_MemInfo_alloc_aligned", "NRT_MemInfo_alloc_safe_aligned")


def _nrt_size(d: Instruction | None, defs: dict[str, Instruction]) -> Value | None:
    """The size in bytes of a Numba array allocated in the function, from its data pointer
    (``load ptr, (gep i8, %meminfo, 24)``), or None."""
    if not (isinstance(d, Load) and d.ty.is_pointer and isinstance(d.ptr.value, LocalRef)):
        return None
    g = defs.get(d.ptr.value.name)
    if not (
        isinstance(g, GetElementPtr)
        and str(g.source) == "i8"
        and len(g.indices) == 1
        and g.indices[0].value == IntConst(24)
        and isinstance(g.ptr.value, LocalRef)
    ):
        return None
    c = defs.get(g.ptr.value.name)
    if isinstance(c, Call) and c.callee_name in _NRT_ALLOC and c.args:
        return c.args[0].value
    return None


def _communicator(order, defined) -> tuple[Value | None, str]:
    """A communicator the loop's MPI calls use, defined outside the loop (for the one check that
    the ranks agree on the trip count), or None when the loop does not communicate."""
    for b in order:
        for i in b.instructions:
            k = comm_arg(i.callee_name) if isinstance(i, Call) else None
            if k is not None and k < len(i.args):
                v = i.args[k].value
                if not (isinstance(v, LocalRef) and v.name in defined):
                    return v, str(i.args[k].type)
    return None, "i32"
