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

This module runs the outlining's steps in order (``_outline``); each concern has its module: the
loop's shape, exits and induction variables (``checkpoint_shape.py``), the step's scratch
(``checkpoint_scratch.py``), rebound arrays (``checkpoint_rebind.py``), the context block's
layout (``checkpoint_context.py``), the regions of the state (``checkpoint_regions.py``), the
functions and the call site it writes (``checkpoint_emit.py``) and the check of what it wrote
(``checkpoint_check.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..activity import Activity, analyse
from ..builder import Names
from ..context import PassContext
from ..errors import MpiadError
from ..ir.instructions import Call, Instruction, Load, Phi, used_locals
from ..ir.module import Block, Function
from ..ir.values import IntConst, LocalRef, Value
from ..markers import CHECKPOINT, strip_markers
from ..mpi.signatures import comm_arg
from .checkpoint_check import refuse, ssa_problem
from .checkpoint_context import (
    Boundary,
    constant_values,
    context_items,
    lay_out,
    may_vary,
    pointer_slots,
)
from .checkpoint_copies import merge_duplicated_markers, place_in_loop_markers, place_on_copies
from .checkpoint_emit import emit_call, emit_loop, emit_step, emit_step_body, replace_loop
from .checkpoint_rebind import find_rebound
from .checkpoint_regions import (
    deferred_frees,
    live_in_classes,
    nrt_size,
    reference_dips,
    root_set,
    state_regions,
    to_heap,
)
from .checkpoint_scopes import tag_accesses
from .checkpoint_scratch import step_scratch
from .checkpoint_shape import LoopShape, counted_loop, find_marked_loop
from .checkpoint_trim import checking_step
from .loops import trip_shape

MARKER = CHECKPOINT


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
    #: the step run through its checking twin (``checkpoint_trim.py``): the forward sweep runs
    #: it as the first step and leaves out of the snapshots the regions that step wrote before
    #: reading them; None: every region is kept
    check: str | None = None


def outline_marked_loops(
    ctx: PassContext, fn: Function, active_args: list[bool] | None = None
) -> None:
    """Replace every marked loop of ``fn`` by a call of its outlined loop (in place);
    ``active_args``: the activity of ``fn``'s parameters in the derivative being made (None:
    every value that crosses the loop's boundary is taken as active)."""
    # markers written inside their loop: the loop each one marks
    headers = place_in_loop_markers(fn)
    merge_duplicated_markers(fn)
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
    marker placed from inside its loop), else the first loop reached from ``mblk``. Each step
    is a function of its own; they run in this order because each rewrites ``fn`` or draws
    names that the next ones see (the generated code depends on that order)."""
    m = ctx.module
    snaps = _snapshots(ctx, fn, marker)
    mblk.instructions.remove(marker)
    shape = find_marked_loop(fn, mblk, marker, header)
    order = [b for b in fn.blocks if b.label in shape.body]
    defs: dict[str, Instruction] = {
        i.name: i for b in fn.blocks for i in b.instructions if i.name is not None
    }
    defined = {i.name for b in order for i in b.instructions if i.name is not None}
    # allocas only the body uses, written before read in each step: the step's own scratch
    scratch = step_scratch(
        fn, shape.body, order, lambda v: root_set(v, defs), shape.dom, shape.dead
    )
    for a in scratch:
        a.metadata = []
        defined.add(a.name)
    hphis = [i for i in shape.by[shape.header].instructions if isinstance(i, Phi)]
    loop = counted_loop(shape, hphis, defs, defined)
    # None: not known on entry (a while loop's convergence test): the online schedule
    trip = trip_shape(shape.term, shape.header, loop, defs) if shape.xb == shape.latch else None
    online = trip is None
    bd = Boundary(
        _live_in(fn, order, hphis, defined, defs),
        hphis,
        [(p, dict((lbl, v) for v, lbl in p.incoming)) for p in hphis],
        _live_out(fn, shape, defined, defs),
    )
    names = Names(
        {p.name for p in fn.params if p.name}
        | {b.label for b in fn.blocks}
        | {i.name for i in fn.instructions() if i.name}
    )
    _take_rebound(bd, shape, defined, defs, names)
    _check_carried(fn, shape, order, defs, defined, bd)
    layout = lay_out(context_items(bd, online), may_vary(act, bd, shape.latch, defs))
    entry_value = {("in", n): LocalRef(n) for n, _ in bd.live_in}
    entry_value.update({("phi", p.name): inc[shape.pre] for p, inc in bd.phi_next})
    regions, requests, keep_alive = state_regions(ctx, fn, order, defs, defined, bd.rebound)
    dips = reference_dips(order, defined)
    comm, comm_ty = _communicator(order, defined)
    # state the code after the loop frees: the loop's reverse sweep frees it instead
    freed, free_ptrs = deferred_frees(fn, regions, defs, shape.exit, shape.body)
    ctx.checkpoint_deferred_free.setdefault(fn.name, set()).update(free_ptrs)
    heap = to_heap(m, fn, [r for r, _ in regions if isinstance(r, LocalRef)], defs) + freed
    # the stack state the step writes active data into: shadows, though fn's own analysis
    # cannot see those writes any more (the step makes them through its context)
    ctx.checkpoint_active.setdefault(fn.name, set()).update(
        r.name for r in heap if act is None or ("alloca", r.name) in act.active_roots
    )
    # so is heap state that only the loop writes active data into (a Numba array `g` that
    # receives an allreduced residual each step): without a shadow of its own in the function,
    # the step's adjoint found a null shadow pointer in its context (a crash)
    ctx.checkpoint_active[fn.name].update(
        r.name
        for r, _ in regions
        if isinstance(r, LocalRef)
        and isinstance(defs.get(r.name), (Load, Call))
        and (act is None or act.is_varied(r) or ("alloc", r.name) in act.active_roots)
    )
    step, step_name, body_name = emit_step_body(
        ctx, fn, names, shape, order, scratch, bd, layout, online
    )
    emit_step(ctx, step_name, body_name, layout, online)
    loop_name = emit_loop(ctx, fn, step_name, online)
    code, renamed, cx = emit_call(
        ctx, fn, names, bd, layout, defs, shape, trip, regions, requests, snaps, loop_name
    )
    heap.append(cx)  # the context block: freed by the loop's reverse sweep (emit_call)
    replace_loop(fn, names, shape, code, renamed)
    _check_outlined(fn, step, marker)
    arrays = live_in_classes(ctx, fn, bd.live_in, defs)
    # the context is a block of its own on the heap (or the runtime's copy of it): no array's
    # data lies in it, so it is a class of its own
    ctx.context_classes[body_name] = arrays | {layout.cptr: "ck.context", layout.aptr: "ck.context"}
    tag_accesses(m, step, arrays)  # the primal step (the forward sweep, recomputations)
    check = None
    if not online and not bd.rebound:
        check = checking_step(ctx, step, {n for n, _ in bd.live_in}, step_name)
    ctx.checkpoint_loops[loop_name] = CheckpointLoop(
        step_name, layout.size, comm, comm_ty, ptr_slots=pointer_slots(layout, bd),
        body=body_name, active_off=layout.active_off,
        const_values=constant_values(layout, entry_value), keep_alive=tuple(keep_alive),
        dips=tuple((LocalRef(n), k) for n, k in dips.items()),
        online=online, heap=tuple(heap), check=check,
    )  # fmt: skip


def _snapshots(ctx: PassContext, fn: Function, marker: Call) -> Value:
    """The marker's snapshot count (its constant 0: ``mpiad-opt --checkpoint-snapshots K``)."""
    snaps = marker.args[0].value if marker.args else IntConst(1)
    if snaps == IntConst(0):  # the default count (mpiad-opt --checkpoint-snapshots K)
        if ctx.checkpoint_snapshots is None:
            raise refuse(
                fn,
                "its marker asks for the default number of snapshots (0) and none was given: "
                "pass --checkpoint-snapshots K to mpiad-opt, or write the count in the marker",
                marker,
            )
        snaps = IntConst(ctx.checkpoint_snapshots)
    return snaps


def _live_in(fn: Function, order: list[Block], hphis, defined, defs) -> list[tuple[str, object]]:
    """(name, type) of the values of ``fn`` the loop's blocks read and do not define, in the
    order of their first use (the header's phis aside: they are the loop-carried values)."""
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
    return live_in


def _live_out(fn: Function, shape: LoopShape, defined, defs) -> list[tuple[str, object]]:
    """(name, type) of the values the loop defines that the code after it reads."""
    live_out: list[tuple[str, object]] = []
    seen_out: set[str] = set()
    for b in fn.blocks:
        if b.label in shape.body or b.label in shape.dead:
            continue
        for i in b.instructions:
            if isinstance(i, Phi):
                # only the exiting block's value leaves the loop normally; values from the raise
                # paths (``dead``: they go into the step, and their phi edges are dropped) do
                # not leave it
                names_in = {
                    v.name
                    for v, lbl in i.incoming
                    if isinstance(v, LocalRef)
                    and (lbl == shape.xb or (lbl not in shape.body and lbl not in shape.dead))
                }
                uses = [n for n in used_locals(i) if n in names_in]
            else:
                uses = used_locals(i)
            for n in uses:
                if n in defined and n not in seen_out:
                    seen_out.add(n)
                    live_out.append((n, defs[n].type))
    return live_out


def _take_rebound(bd: Boundary, shape: LoopShape, defined, defs, names: Names) -> None:
    """Arrays rebound every step (u = np.sin(u) + 0.9 * u): kept in one array of the loop's own
    (``checkpoint_rebind.py``), which the header carries from the loop's entry on; sets
    ``bd.rebound`` and ``bd.handled``."""
    pre = shape.pre
    incoming = {p.name: inc for p, inc in bd.phi_next}
    rebound, handled = find_rebound(
        bd.hphis, incoming, pre, shape.latch, defined, defs, lambda d: nrt_size(d, defs), names
    )
    for g in rebound:
        for phi_name, own in ((g.mi, g.own_mi), (g.data, g.own_data)):
            incoming[phi_name][pre] = LocalRef(own)
            phi = next(p for p in bd.hphis if p.name == phi_name)
            phi.incoming = [(LocalRef(own) if lbl == pre else v, lbl) for v, lbl in phi.incoming]
    bd.rebound, bd.handled = rebound, handled


def _check_carried(fn: Function, shape: LoopShape, order, defs, defined, bd: Boundary) -> None:
    """Refuse pointers and aggregates that cross the boundary in a way no snapshot follows.

    Pointers carried from step to step: arrays swapped every step (u, un = un, u) make header
    phis whose next values are other header phis, so every step's pointers are a permutation
    of those on entry. The recomputed (primal) steps move the pointers in the context but not
    their shadows in its shadow; the runtime sets each shadow slot from the primal pointer
    (the shadow that went with it on entry) before a step's adjoint and after the forward
    sweep. Any other pointer that changes (p = p + k) or is made in the loop and used after it
    has no such shadow to find: refused (rebound arrays aside)."""
    ptr_phis = {p.name for p in bd.hphis if p.ty.is_pointer}
    renew = {v.name for v in bd.handled.values() if isinstance(v, LocalRef)}
    for p, inc in bd.phi_next:
        nx = inc.get(shape.latch)
        if p.name in bd.handled:
            continue
        if p.ty.is_aggregate or (
            p.ty.is_pointer and not (isinstance(nx, LocalRef) and nx.name in ptr_phis)
        ):
            raise refuse(
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
    for n, ty in bd.live_out:
        if ty.is_aggregate or (ty.is_pointer and n not in ptr_phis and n not in renew):
            raise refuse(
                fn,
                f"{_kind(ty)} made in the loop is used after it: not supported; return the "
                f"result through an array passed in (`%{n}`)",
                _located_use(n, order, defs),
            )


def _check_outlined(fn: Function, step: Function, marker: Call) -> None:
    """A value the outlining missed would reach the user as LLVM's verifier error, after the
    whole differentiation, in LLVM's names: refuse here, at the loop the user marked."""
    for f in (step, fn):
        problem = ssa_problem(f)
        if problem is not None:
            what, where = problem
            text = where.fmt().split("\n")[0][:120].replace("`", "'")
            raise refuse(
                fn,
                "mpiad cannot outline this loop into a step function (a limitation of mpiad: "
                "please report it with the kernel); without mpiad.checkpointed the loop is "
                f"taped in full (`{what} in @{f.name}: {text}`)",
                marker,
            )


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
