"""Loads whose memory nothing writes after them, so the reverse sweep can repeat them.

``passes.readonly`` reloads memory that nothing writes during the whole call. A checkpointed
step (``passes.reverse.checkpoint``) writes all its state, yet much of what its reverse needs is
still in memory when the reverse runs: the heat step ``un[i] = stencil(u); u[i] = f(un[i])``
reads ``un`` after the last write to it, and its reverse runs right after its forward sweep
(the runtime calls the step's gradient, the body's augmented sweep and then its reverse, with
nothing in between). Such a load is repeated instead of taped when no write that can run after
it in the same call (the rest of its block, every block reachable from it: later iterations of
its own loop too) may reach its memory.

"May reach" is decided by classes of the pointers the load and the writes go through: pointers
the step loads from its context whose values, in the function the loop was outlined from, all
came from one parameter of a known class (``PassContext.alias_classes``: Numba arrays checked
pairwise disjoint and disjoint from their shadows at each call, ``Spec.disjoint``; ``noalias``
parameters). Pointers of different classes never point into the same memory; fresh memory of the
step (allocas, allocations) is never a parameter's; anything else (an unclassified pointer, an
unknown call) may write anything. A disjoint shadow also means no adjoint the reverse sweep adds
changes the reloaded memory, and the reverse sweep writes no primal memory.
"""

from __future__ import annotations

from .activity import Activity
from .context import PassContext
from .ir.instructions import Call, DebugRecord, Instruction, Load, RawInstruction, Store
from .ir.module import Function
from .ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef
from .readonly import _call_kind, _fresh_payload, _holds_pointer, _pointerish, _reads, effects
from .rulebook import canonical_call_name

#: a write that may reach any memory
ANY = ("any", "")


def late_loads(
    ctx: PassContext, fn: Function, act: Activity, classes: dict[str, str]
) -> frozenset[str]:
    """Names of the loads of ``fn`` whose memory no write that may run after them in the same
    call can change; ``classes``: class of pointers by the name of the parameter or load that
    is their root (pointers of different classes never share memory)."""

    def cls(root: tuple[str, str]) -> str | None:
        return classes.get(root[1]) if root[0] in ("arg", "load") else None

    writes: dict[int, frozenset] = {}
    for inst in fn.instructions():
        w = _writes(ctx, act, inst)
        if w:
            writes[id(inst)] = w
    # the writes of each block, and of everything reachable from its successors
    own = {
        b.label: frozenset().union(*(writes.get(id(i), frozenset()) for i in b.instructions))
        for b in fn.blocks
    }
    succ = {b.label: b.successors() for b in fn.blocks}
    later: dict[str, frozenset] = {}
    for b in fn.blocks:
        seen, work, acc = set(), list(succ[b.label]), set()
        while work:
            x = work.pop()
            if x in seen or x not in own:
                continue
            seen.add(x)
            acc |= own[x]
            work.extend(succ[x])
        later[b.label] = frozenset(acc)
    out: set[str] = set()
    for b in fn.blocks:
        after = set(later[b.label])
        for inst in reversed(b.instructions):
            if isinstance(inst, Load) and inst.name and not inst.flags and not inst.ordering:
                roots = act.roots(inst.ptr.value)
                mine = {cls(r) for r in roots}
                if roots and None not in mine and all(_disjoint(w, mine, cls) for w in after):
                    out.add(inst.name)
            after |= writes.get(id(inst), frozenset())
    return frozenset(out)


def _disjoint(w: tuple[str, str], mine: set, cls) -> bool:
    """A write into root ``w`` cannot reach memory of the classes ``mine``."""
    if w[0] in ("alloca", "alloc", "fresh"):
        return True  # memory of this call: no parameter's, no pointer of the context's
    c = cls(w)
    return c is not None and c not in mine


def _writes(ctx: PassContext, act: Activity, inst: Instruction) -> frozenset:
    """Roots of the memory ``inst`` may write (``ANY``: it may write anything)."""
    if isinstance(inst, DebugRecord):
        return frozenset()
    if isinstance(inst, Store):
        return _roots(act, inst.ptr.value)
    if isinstance(inst, RawInstruction):
        return frozenset({ANY})  # atomics, and whatever else the parser keeps as text
    if not isinstance(inst, Call):
        return frozenset()
    name = canonical_call_name(inst.callee_name or "")
    module = ctx.module
    callee = module.functions.get(inst.callee_name) if inst.callee_name else None
    out: set = set()
    if callee is not None and not callee.is_declaration:
        eff = effects(ctx, callee)
        if eff.unknown or eff.written_slots or eff.globals_written:
            return frozenset({ANY})
        for k, a in enumerate(inst.args):
            if k in eff.written and _holds_pointer(a.type) and _pointerish(a.value):
                out |= _roots(act, a.value)
        return frozenset(out)
    kind = _call_kind(module, inst, name)
    if kind == "none":
        return frozenset()
    if kind == "unknown":
        return frozenset({ANY})
    reads = _reads(inst, name)
    for k, a in enumerate(inst.args):
        if k not in reads and _holds_pointer(a.type) and _pointerish(a.value):
            out |= _roots(act, a.value)
    return frozenset(out)


def _roots(act: Activity, ptr) -> frozenset:
    roots = act.roots(ptr)
    if not roots:
        return frozenset() if _sentinel(ptr) else frozenset({ANY})
    return frozenset(("fresh", r[1]) if _fresh_payload(act, r) else r for r in roots)


def param_classes(ctx: PassContext, fn: Function) -> dict[str, str]:
    """Classes of ``fn``'s pointer parameters: a front end's (``PassContext.alias_classes``),
    those its only caller's classes give through the one call site (Numba's kernel, called by
    the entry wrapper the front end classifies), and ``noalias`` parameters, each a class of
    its own (LLVM: memory written through it is reached through no other pointer while ``fn``
    runs, and a checkpointed step runs within ``fn``)."""
    out = dict(ctx.alias_classes.get(fn.name, {}))
    if not out and ctx.alias_classes:  # (no front end's classes: no caller has any to give)
        sites, other = [], False
        for caller in ctx.module.defined_functions():
            for inst in caller.instructions():
                if isinstance(inst, Call) and inst.callee_name == fn.name:
                    sites.append((caller, inst))
                    refs = [a.value for a in inst.args]
                else:
                    refs = list(inst.operands())
                other |= any(isinstance(v, GlobalRef) and v.name == fn.name for v in refs)
        if len(sites) == 1 and not other:
            caller, call = sites[0]
            theirs = ctx.alias_classes.get(caller.name, {})
            params = {q.name for q in caller.params}
            for p, a in zip(fn.params, call.args):
                v = a.value
                if p.name and isinstance(v, LocalRef) and v.name in params and v.name in theirs:
                    out[p.name] = theirs[v.name]
    for p in fn.params:
        if p.name and p.type.is_pointer and "noalias" in (p.attrs or "").split():
            out[p.name] = f"noalias.{p.name}"
    return out


def _sentinel(ptr) -> bool:
    """A constant that names no memory: null, or a small integer as a pointer (MPI's
    ``MPI_STATUS_IGNORE``, ``(ptr)1``, and ``MPI_IN_PLACE``, ``(ptr)-1``)."""
    if isinstance(ptr, KeywordConst):
        return ptr.word == "null"
    if isinstance(ptr, ConstExpr) and ptr.opcode == "inttoptr" and len(ptr.operands) == 1:
        v = ptr.operands[0].value
        return isinstance(v, IntConst) and -1 <= v.value < 4096
    return False
