"""The memory a checkpointed loop's state lives in (``checkpoint.py``): what a snapshot keeps.

Regions are found from the pointers the body writes through (stores, pointer arguments of
calls), each traced back to its roots: a pointer argument whose size is known (a Numba array
argument, told by the front end in ``PassContext.param_extents``, or a ``call void
@mpiad_checkpoint_state(ptr %p, i64 %bytes)`` marker before the loop), an array the kernel
allocates (Numba's ``NRT_MemInfo_alloc``), or a fixed-size alloca. A pointer a call returns is
followed into the callee (``checkpoint_returns.py``): to memory it allocates (the step's own), or
to the call's arguments, traced on here. Anything else is refused: a snapshot that misses state
would give a wrong gradient. Regions that receive the requests of
nonblocking calls are flagged (``HOLDS_REQUESTS``); stack slots that are state move to the heap
(the reverse sweep runs after the forward sweep's frame is gone).
"""

from __future__ import annotations

import re

from ..context import PassContext
from ..ir.debuginfo import describe_value, line_near
from ..ir.instructions import (
    Alloca,
    Arg,
    Call,
    DebugRecord,
    Instruction,
    Load,
    Store,
    used_locals,
)
from ..ir.layout import alloc_size
from ..ir.module import Block, Function
from ..ir.types import I64, PTR
from ..ir.values import GlobalRef, IntConst, LocalRef, Value
from ..late_loads import param_classes
from ..markers import CHECKPOINT_STATE as STATE_MARKER
from ..rulebook import call_rule_for, canonical_call_name
from .checkpoint_check import refuse
from .checkpoint_copies import _post_dominators, normal_flow
from .checkpoint_rebind import Rebound
from .checkpoint_returns import Origin, Returns
from .checkpoint_roots import (
    NRT_ALLOC,
    allocates,
    nrt_size,
    root_set,
    spilled_pointers,
    traced_roots,
)

#: how a refusal tells the user to declare the state's memory (C, then .ll)
_DECLARE = (
    f"declare its memory with `{STATE_MARKER}(p, bytes)` (`call void @{STATE_MARKER}(ptr %p, "
    "i64 <bytes>)` in .ll)"
)

#: calls in a loop body whose pointer arguments are not written, or not with state: Numba's
#: reference counts (NRT_incref / NRT_decref of the arrays a step exchanges) are bookkeeping that
#: balances within a step, not values a snapshot must restore
_NO_WRITE = ("llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.prefetch", "MPI_Send", "MPI_Isend",
             "NRT_incref", "NRT_decref")  # fmt: skip


def state_regions(
    ctx: PassContext,
    fn: Function,
    order: list[Block],
    defs: dict[str, Instruction],
    defined: set[str],
    rebound: list[Rebound],
) -> tuple[list[tuple[Value, Value]], set[str], list[Value]]:
    """(root pointer, size in bytes) of every region of the loop's state, the roots of those
    that receive requests, and the MemInfos the rules keep alive (``CheckpointLoop.keep_alive``)
    including the loop's own arrays (``checkpoint_rebind.py``)."""
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
    return regions, requests, keep_alive


def reference_dips(order: list[Block], defined: set[str]) -> dict[str, int]:
    """MemInfos from outside the loop whose reference count a step changes, with the number of
    releases in the body (``CheckpointLoop.dips``)."""
    dips: dict[str, int] = {}
    for b in order:
        for i in b.instructions:
            if isinstance(i, Call) and i.callee_name in ("NRT_decref", "NRT_incref") and i.args:
                v = i.args[0].value
                if isinstance(v, LocalRef) and v.name not in defined:
                    dips[v.name] = dips.get(v.name, 0) + (i.callee_name == "NRT_decref")
    return dips


def live_in_classes(ctx: PassContext, fn: Function, live_in, defs) -> dict[str, str]:
    """The class of each pointer the step reads from its context whose value comes from
    parameters of ``fn`` of one class (``passes.late_loads``); loop-carried pointers (arrays
    exchanged every step) have none."""
    classes = param_classes(ctx, fn)
    out: dict[str, str] = {}
    for n, ty in live_in:
        if not ty.is_pointer:
            continue
        roots = root_set(LocalRef(n), defs)
        got = {classes.get(r.name) if isinstance(r, LocalRef) else None for r in roots}
        if len(got) == 1 and None not in got:
            out[n] = got.pop()
    return out


def to_heap(m, fn: Function, roots: list[LocalRef], defs) -> list[LocalRef]:
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


#: allocations whose memory a ``free`` after the loop may release (C's malloc family)
_C_ALLOC = ("malloc", "calloc", "aligned_alloc")


def deferred_frees(
    fn: Function,
    regions: list[tuple[Value, Value]],
    defs: dict[str, Instruction],
    exit_lbl: str,
    body: set[str],
) -> tuple[list[LocalRef], set[str]]:
    """The state regions that ``fn`` allocates (malloc) and frees after the loop (C's
    ``free(u)``), and the pointers those frees take: in a derivative the free would run in the
    forward sweep, before the reverse sweep restores the state into the memory (a corrupted
    heap); the loop's reverse sweep frees it instead (``PassContext.checkpoint_deferred_free``).
    Only a free that every return of ``fn`` passes after the loop (``exit_lbl``: the block the
    loop leaves to; ``body``: its blocks) is moved; one on some paths only is refused (the
    reverse sweep could not tell whether it ran). Called before the loop is replaced."""
    mine = {
        r.name
        for r, _ in regions
        if isinstance(r, LocalRef)
        and isinstance(defs.get(r.name), Call)
        and defs[r.name].callee_name in _C_ALLOC
    }
    if not mine:
        return [], set()
    slots = spilled_pointers(fn, defs)
    succ = {b.label: b.successors() for b in fn.blocks}
    pdom = _post_dominators(fn, normal_flow(fn, succ))
    roots: list[LocalRef] = []
    ptrs: set[str] = set()
    for b in fn.blocks:
        if b.label in body:
            continue
        for i in b.instructions:
            if not (isinstance(i, Call) and i.callee_name == "free" and i.args):
                continue
            p = i.args[0].value
            got = {r.name for r in traced_roots(p, defs, slots) if isinstance(r, LocalRef)}
            hit = got & mine
            if not hit:
                continue
            everywhere = b.label in pdom.get(exit_lbl, ())
            if not isinstance(p, LocalRef) or len(got) != 1 or not everywhere:
                raise refuse(
                    fn,
                    "the memory of a checkpointed loop's state is freed after the loop on some "
                    "paths only: the reverse sweep restores the state into it after the free; "
                    "free it on every path after the loop (or not at all)",
                    i,
                )
            ptrs.add(p.name)
            roots.extend(LocalRef(n) for n in hit if LocalRef(n) not in roots)
    return roots, ptrs


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
    slots = spilled_pointers(fn, defs)
    for b in fn.blocks:
        for i in list(b.instructions):
            if isinstance(i, Call) and i.callee_name == STATE_MARKER and len(i.args) == 2:
                if isinstance(i.args[0].value, LocalRef):
                    declared[i.args[0].value.name] = i.args[1].value
                    # at -O0 the marker's pointer is a load of the variable's stack slot: the
                    # allocation stored there is what the body writes through
                    through = traced_roots(i.args[0].value, defs, slots)
                    if len(through) == 1 and isinstance(next(iter(through)), LocalRef):
                        declared.setdefault(next(iter(through)).name, i.args[1].value)
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
                    got = root_set(i.args[k].value, defs)
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
    returns = Returns(ctx.module)
    expanded: set[str] = set()
    for ptr, inst in written:
        todo = list(traced_roots(ptr, defs, slots))
        while todo:
            r = todo.pop()
            if not isinstance(r, LocalRef):
                if isinstance(r, GlobalRef):
                    raise refuse(fn, f"the body writes the global @{r.name}: not supported", inst)
                continue  # constants (MPI_STATUS_IGNORE, null)
            if r.name in done or r.name in expanded:
                continue
            origin = None
            if not (own and r.name in own):
                origin = _returned(returns, fn, defs, r.name)
            if origin is not None:
                # a pointer a helper returned: go on with what it was derived from
                expanded.add(r.name)
                for a in origin.args:
                    todo.extend(traced_roots(a, defs, slots))
                if origin.unknown is not None and r.name not in declared:
                    raise refuse(
                        fn,
                        f"the body writes memory through {_named(ctx, fn, defs, r.name)}, a "
                        f"pointer a call returns ({origin.unknown}), so mpiad cannot tell "
                        "whether it is the loop's state; get the pointer before the loop and "
                        f"{_DECLARE}, or pass the array to the helper" + _written_at(ctx, fn, inst),
                        _shown(ctx, fn, inst),
                    )
                if origin.unknown is None and (r.name in defined or not origin.fresh):
                    continue  # step-made memory, or only memory derived from the arguments
            elif r.name in defined and not (own and r.name in own):
                if _made_inside(defs.get(r.name), defs, defined):
                    continue  # memory made inside the step is not state
                if _loaded_from_outside(defs.get(r.name), defs, fn, slots):
                    raise refuse(
                        fn,
                        f"the body writes memory through {_named(ctx, fn, defs, r.name)}, a "
                        "pointer it loads from memory the function was given (a field of a "
                        "struct argument or a global), so mpiad cannot tell which memory a "
                        "snapshot must keep; load it before the loop and "
                        f"{_DECLARE}, or pass the array itself" + _written_at(ctx, fn, inst),
                        _shown(ctx, fn, inst),
                    )
                continue
            done.add(r.name)
            if own and r.name in own:  # the loop's own copy of a rebound array (its MemInfo,
                if own[r.name] is not None:  # handed to a helper, has only its count written)
                    out.append((r, own[r.name]))
                continue
            d = defs.get(r.name)
            if isinstance(d, Call) and d.callee_name in NRT_ALLOC:
                # a Numba array's MemInfo handed to a call (np.sum of a 2-D array): the callee
                # writes only its reference count, which balances within the step; the array's
                # data is written through its data pointer, a root of its own
                continue
            if r.name in declared:
                out.append((r, declared[r.name]))
            elif r.name in extents:
                ni, isz = extents[r.name]
                out.append((r, (LocalRef(ni), LocalRef(isz))))
            elif nrt_size(d, defs) is not None:
                out.append((r, nrt_size(d, defs)))
                keep_alive.append(defs[d.ptr.value.name].ptr.value)  # the MemInfo
            elif (
                isinstance(d, Alloca)
                and (d.count is None or isinstance(d.count.value, IntConst))
                and alloc_size(d.allocated, ctx.module) is not None
            ):
                cnt = d.count.value.value if d.count is not None else 1
                out.append((r, IntConst(alloc_size(d.allocated, ctx.module) * cnt)))
            else:
                named = _named(ctx, fn, defs, r.name)
                marker = (
                    f"`call void @{STATE_MARKER}(ptr %{r.name}, i64 <bytes>)`"
                    if named.startswith("%")
                    else f"`{STATE_MARKER}(p, bytes)`"
                )
                raise refuse(
                    fn,
                    f"the body writes memory through {named}, whose size mpiad cannot tell; "
                    f"pass the array as an argument, or declare it before the loop with "
                    f"{marker}" + _written_at(ctx, fn, inst),
                    _shown(ctx, fn, inst),
                )
    # stack slots of the function the body only reads (-O0 code: `n`, the pointer `u`): state
    # too, kept and restored with the rest (the code after the loop may reuse them) and moved to
    # the heap with it, where the reverse sweep's steps can still read them
    for b in order:
        for i in b.instructions:
            if not isinstance(i, Load):
                continue
            for r in root_set(i.ptr.value, defs):
                if not isinstance(r, LocalRef) or r.name in defined or r.name in done:
                    continue
                d = defs.get(r.name)
                if (
                    isinstance(d, Alloca)
                    and d.count is None
                    and alloc_size(d.allocated, ctx.module) is not None
                ):
                    done.add(r.name)
                    out.append((r, IntConst(alloc_size(d.allocated, ctx.module))))
    return out


def _returned(returns: Returns, fn: Function, defs, name: str) -> Origin | None:
    """Where the pointer ``%name`` points when a call returned it (``checkpoint_returns.py``):
    the call's own result, or a load from the return slot a Numba call fills; None for any
    other pointer."""
    d = defs.get(name)
    if isinstance(d, Call):
        return returns.of_call(d)
    if isinstance(d, Load) and d.ty.is_pointer and nrt_size(d, defs) is None:
        return returns.of_slot(fn, d, defs)
    return None


def _named(ctx: PassContext, fn: Function, defs, name: str) -> str:
    """Pointer ``%name`` in the user's terms (its variable, what makes it, its source line:
    ``describe_value``); its LLVM name only where the module has no debug information."""
    text = describe_value(ctx.module, fn, defs, name)
    if text.startswith("`") or "source line" in text:
        return text
    return f"%{name}"


def _written_at(ctx: PassContext, fn: Function, inst: Instruction) -> str:
    """`` (written at source line N)``: where the body writes, when debug information tells
    (otherwise the refusal shows the instruction itself: ``_shown``)."""
    line = line_near(ctx.module, fn, inst)
    return f" (written at source line {line})" if line else ""


def _shown(ctx: PassContext, fn: Function, inst: Instruction) -> Instruction | None:
    """The instruction a refusal shows as IR text: only where it has no source line."""
    return None if line_near(ctx.module, fn, inst) else inst


def _loaded_from_outside(
    d: Instruction | None, defs: dict[str, Instruction], fn: Function, slots: dict
) -> bool:
    """Whether ``d`` loads a pointer from memory reached from a parameter or a global (C's
    struct of arrays: ``m->send[i] = ...`` inside the loop): it points to memory the function
    was given, which may be the loop's state, and no size for a snapshot is known. Parameters
    kept in stack slots (-O0 code, ``slots``: ``spilled_pointers``) are followed: at -O0 such a
    pointer was taken as memory the step made, and the state was left out of the snapshots."""
    params = {p.name for p in fn.params}
    seen: set[int] = set()

    def given(d: Instruction | None) -> bool:
        if not (isinstance(d, Load) and d.ty.is_pointer) or id(d) in seen:
            return False
        seen.add(id(d))
        for r in traced_roots(d.ptr.value, defs, slots):
            if isinstance(r, GlobalRef) or (isinstance(r, LocalRef) and r.name in params):
                return True
            if given(defs.get(r.name) if isinstance(r, LocalRef) else None):
                return True
        return False

    return given(d)


def _made_inside(d: Instruction | None, defs: dict[str, Instruction], defined: set[str]) -> bool:
    """Whether the pointer ``d`` defines, inside the body, points into memory the step itself
    allocates (a stack slot, a heap block, a Numba array's data): not state. A pointer the body
    loads from memory or gets from another call may point to anything, state included."""
    if isinstance(d, Alloca):
        return True
    if isinstance(d, Call):
        return allocates(d.callee_name)
    if isinstance(d, Load) and nrt_size(d, defs) is not None:
        meminfo = defs[d.ptr.value.name].ptr.value  # the data pointer of an array made here
        return isinstance(meminfo, LocalRef) and meminfo.name in defined
    return False
