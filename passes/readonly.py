"""Memory a function never writes, so its loads can be repeated in the reverse sweep.

The reverse sweep needs the primal value of every load that an adjoint reads. Taping it costs a
store in the forward sweep, a load in the reverse one, and tape memory; when nothing can have
changed the loaded memory between the two sweeps, loading it again costs only the load (a dot
product's inputs: the tape would be twice their size). That holds for a constant global, and for a
pointer argument of a function whose derivative pair runs only as the outermost call (between its
forward and reverse sweeps no code of a caller runs), when no write of the function may reach the
argument's memory and the pointer does not escape.

"May reach" is decided by the roots of activity analysis (the allocation a pointer points into).
Writes into allocas or fresh allocations never reach an argument's memory; writes through another
argument, a global or an untracked pointer may (the caller may pass aliasing pointers) unless the
argument is ``noalias``. Calls whose effects are known (intrinsics, libm, MPI) write at most their
pointer arguments; a defined callee's writes are summarised by parameter (:func:`effects`, over
its own callees too); any other call may write anything the caller can reach, so only a
``noalias`` argument that is not passed to it stays read-only.

A callee reloads too: when the outermost function passes it a pointer into memory that is
read-only for the whole outermost call, nothing can write that memory between the callee's two
sweeps either (the signature of the callee's pair carries which parameters are read-only).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .activity import Activity, memory_structure
from .context import PassContext, context_of
from .errors import UnsupportedError
from .ir.instructions import (
    BinaryOp,
    Call,
    Cast,
    Compare,
    DebugRecord,
    GetElementPtr,
    Load,
    Phi,
    RawInstruction,
    Select,
    Store,
    UnaryOp,
)
from .ir.module import Function, Module
from .ir.values import ConstExpr, FloatConst, GlobalRef, IntConst, LocalRef, NameMap, Typed, Value
from .rulebook import call_rule_for, canonical_call_name

#: intrinsics that write no memory the program can read, whatever pointers they take
_NO_WRITE = (
    "llvm.dbg.",
    "llvm.lifetime.",
    "llvm.assume",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.",
    "llvm.prefetch",
    "llvm.var.annotation",
    "llvm.ptr.annotation",
    "llvm.sideeffect",
    "llvm.pseudoprobe",
    "llvm.objectsize",
    "llvm.is.constant",
    "llvm.expect",
    "llvm.launder.invariant.group",
    "llvm.strip.invariant.group",
)

#: intrinsics (by name prefix) and the pointer arguments they only read
_INTRINSIC_READS = {
    "llvm.memcpy": (1,),
    "llvm.memmove": (1,),
    "llvm.masked.load": (0,),
    "llvm.masked.gather": (0,),
    "llvm.masked.expandload": (0,),
}

_SAFE_WRITES = ("alloca", "alloc")  # roots that cannot be an argument's memory


def toplevel_only(module: Module) -> set[str]:
    """Functions of ``module`` that nothing in the module calls or takes the address of (an
    ``__enzyme_*`` call naming the function to differentiate does not count): their derivative
    pairs run only as the outermost call."""
    referenced: set[str] = set()
    for f in module.functions.values():
        if f.is_declaration:
            continue
        for inst in f.instructions():
            if isinstance(inst, DebugRecord):
                continue
            vals = inst.operands()
            if type(inst) is Call and (inst.callee_name or "").startswith("__enzyme"):
                vals = [a.value for a in inst.args[1:]]
            for v in vals:
                if type(v) not in _NO_GLOBALS:  # (most operands: a local or a number)
                    _collect_globals(v, referenced)
    for g in module.globals.values():
        if g.initializer is not None:
            text = g.initializer.fmt(NameMap())
            referenced.update(n.strip('"') for n in re.findall(r'@("[^"]*"|[-\w$.]+)', text))
    return {
        name
        for name, f in module.functions.items()
        if not f.is_declaration and name.strip('"') not in referenced
    }


_NO_GLOBALS = frozenset({LocalRef, IntConst, FloatConst, type(None)})


def _collect_globals(v: Value, out: set[str]) -> None:
    if isinstance(v, Typed):
        v = v.value
    if isinstance(v, GlobalRef):
        out.add(v.name.strip('"'))
    elif isinstance(v, ConstExpr):
        for o in v.operands:
            _collect_globals(o.value, out)


@dataclass(frozen=True)
class Effects:
    """What a function may do to memory its caller can see, by parameter index: write it
    (``written``), let the pointer escape (``escaped``: stored, or passed to unknown code), write
    globals (``globals_written``), or run unknown code (``unknown``: may write anything its
    caller can reach). The same facts make a callee's writes known at its call sites."""

    written: frozenset[int]
    escaped: frozenset[int]
    globals_written: frozenset[str]
    unknown: bool
    #: (parameter index, byte offset): writes through the pointer stored at that offset of a
    #: parameter's memory (a parallel loop body writing the arrays of its argument array)
    written_slots: frozenset[tuple[int, int]] = frozenset()


_UNKNOWN_EFFECTS = Effects(frozenset(), frozenset(), frozenset(), True)


def effects(ctx: PassContext, fn: Function) -> Effects:
    """The :class:`Effects` of defined function ``fn`` (memoised; a recursive cycle is assumed
    to do anything, which only costs reloads)."""
    got = ctx.effects.get(fn.name)
    if got is not None:
        return got
    ctx.effects[fn.name] = _UNKNOWN_EFFECTS  # recursion guard
    act = memory_structure(ctx, fn)
    written, escaped, unknown, loads_escaped = _scan(ctx, fn, act)
    # a write through a pointer loaded from memory (or returned by a call) may reach anything,
    # unless the pointer was loaded from a parameter's memory at a constant offset: the caller
    # knows what it stored there (see _scan)
    index = {p.name: k for k, p in enumerate(fn.params) if p.name}
    written_params = {index[r[1]] for r in written if r[0] == "arg" and r[1] in index}
    slots = set()
    for r in written:
        if r[0] in ("arg", "global") + _SAFE_WRITES or _fresh_payload(act, r):
            continue
        at = _param_slot(act, r)
        if at is None or at[0] in written_params:
            # (a slot the function itself may overwrite no longer holds what the caller put)
            unknown = True
        else:
            slots.add(at)
    # such a pointer stored away or passed to unknown code may be written through anywhere
    unknown |= any(_param_slot(act, r) is not None for r in loads_escaped)
    res = Effects(
        frozenset(written_params),
        frozenset(index[u] for u in escaped if u in index),
        frozenset(r[1] for r in written if r[0] == "global"),
        unknown,
        frozenset(slots),
    )
    ctx.effects[fn.name] = res
    return res


def readonly_roots(
    ctx: PassContext | Module,
    fn: Function,
    act: Activity,
    toplevel: bool,
    readonly_params: frozenset[str] = frozenset(),
) -> frozenset:
    """The roots whose memory nothing may change between ``fn``'s forward and reverse sweeps:
    ``("global", name)`` for constants; ``("arg", name)`` for pointer arguments that no write
    of the call tree may reach, when the pair runs as the outermost call (``toplevel``); and
    the parameters a caller found read-only for this call (``readonly_params``: the memory of a
    read-only argument of the outermost call, which nothing writes during the whole call)."""
    if isinstance(ctx, Module):
        ctx = context_of(ctx)
    module = ctx.module
    out = {("global", g.name) for g in module.globals.values() if g.kind == "constant"}
    out |= {("arg", name) for name in readonly_params}
    if not toplevel:
        return frozenset(out)
    args = {p.name for p in fn.params if p.type.is_pointer and p.name}
    noalias = {p.name for p in fn.params if "noalias" in (p.attrs or "").split()}
    classes = ctx.alias_classes.get(fn.name, {})
    written, escaped, unknown_call, _ = _scan(ctx, fn, act)
    # a constant global is never written (printf's format string is passed to a call whose
    # writes are known only as "through its pointer arguments")
    consts = {name for kind, name in out if kind == "global"}
    written = {
        r
        for r in written
        if not _fresh_payload(act, r) and not (r[0] == "global" and r[1] in consts)
    }
    for u in args - escaped:
        if any(not _harmless(r, u, noalias, classes) for r in written):
            continue
        if unknown_call and u not in noalias:
            continue
        out.add(("arg", u))
    return frozenset(out)


def _param_slot(act: Activity, r: tuple[str, str]) -> tuple[int, int] | None:
    """(parameter index, byte offset) when root ``r`` is a pointer loaded from one parameter's
    memory at a constant offset."""
    ld = act.defs.get(r[1]) if r[0] == "load" else None
    if not isinstance(ld, Load):
        return None
    keys = act.slot_keys(ld.ptr.value)
    if len(keys) != 1:
        return None
    (((kind, name), off),) = keys
    if kind != "arg" or off is None or name not in act.params:
        return None
    return act.params[name], off


def _direct(module: Module, inst: Call) -> Call:
    """The call ``inst`` amounts to for memory (a parallel launch: its body's direct call)."""
    rule = call_rule_for(inst)
    if rule is None:
        return inst
    try:
        got = rule.stands_for(module, inst)
    except UnsupportedError:
        return inst  # the launch of a body mpiad cannot see: an unknown call
    return got if isinstance(got, Call) else inst


def slot_loads(act: Activity, fn: Function, slots: frozenset[tuple[int, int]]) -> frozenset:
    """The roots of the pointers ``fn`` loads from the (parameter, byte offset) ``slots``: its
    caller found that they point into memory nothing writes during the outermost call (a
    parallel loop body loading the arrays of its argument array), so they are read-only too."""
    out = set()
    for inst in fn.instructions():
        if isinstance(inst, Load) and inst.name and inst.type.is_pointer:
            r = ("load", inst.name)
            if _param_slot(act, r) in slots:
                out.add(r)
    return frozenset(out)


def _launch_array(act: Activity, module: Module, ptr: Value, memo: dict) -> bool:
    """Does ``ptr`` point into a stack array that only parallel launches read (Numba's
    argument array of a prange loop)? A pointer stored there does not escape: what the
    launched body does with it is summarised by slot (``Effects.written_slots``; a body that
    lets such a pointer escape has unknown effects)."""
    keys = act.slot_keys(ptr)
    if len(keys) != 1:
        return False
    ((root, _),) = keys
    if root[0] != "alloca":
        return False
    if root not in memo:
        memo[root] = _only_launched(act, module, root)
    return memo[root]


def _only_launched(act: Activity, module: Module, root: tuple[str, str]) -> bool:
    launched = False
    for inst in act.fn.instructions():
        if isinstance(inst, DebugRecord):
            continue
        used = [v for v in inst.operands() if root in act.roots(v)]
        if not used or isinstance(inst, (GetElementPtr, Cast, Phi, Select)):
            continue
        if isinstance(inst, Store) and inst.value.value not in used:
            continue
        if isinstance(inst, Call) and _direct(module, inst) is not inst:
            launched = True
            continue
        if isinstance(inst, Call) and (inst.callee_name or "").startswith("llvm.lifetime."):
            continue
        return False
    return launched


def _scan(ctx: PassContext, fn: Function, act: Activity) -> tuple[set, set[str], bool, set]:
    """The roots ``fn`` (with its callees) may write, its pointer arguments that escape,
    whether it runs unknown code, and the loaded-pointer roots that escape."""
    module = ctx.module
    args = {p.name for p in fn.params if p.type.is_pointer and p.name}
    written: set = set()
    escaped: set[str] = set()
    loads_escaped: set = set()
    launch_arrays: dict = {}
    unknown_call = False  # a call that may write anything its caller can reach

    def argroots(v: Value) -> set[str]:
        if not _pointerish(v):
            return set()
        return {r[1] for r in act.roots(v) if r[0] == "arg" and r[1] in args}

    def escape(v: Value) -> set[str]:
        """``v`` escapes: its argument roots, and its loaded-pointer roots too."""
        d = act.defs.get(v.name) if isinstance(v, LocalRef) else None
        if d is not None and d.type is not None and _holds_pointer(d.type):
            loads_escaped.update(r for r in act.roots(v) if r[0] == "load")
        return argroots(v)

    for inst in fn.instructions():
        if isinstance(inst, DebugRecord):
            continue
        if isinstance(inst, Store):
            written |= act.roots(inst.ptr.value)
            if _holds_pointer(inst.value.type) and not _launch_array(
                act, module, inst.ptr.value, launch_arrays
            ):
                escaped |= escape(inst.value.value)
        elif isinstance(inst, Load):
            pass
        elif isinstance(inst, Call):
            call = _direct(module, inst)
            name = canonical_call_name(call.callee_name or "")
            callee = module.functions.get(call.callee_name) if call.callee_name else None
            if callee is not None and not callee.is_declaration and \
                    not name.startswith(("__mpiad_", "mpiad_")):  # fmt: skip
                eff = effects(ctx, callee)
                for k, a in enumerate(call.args):
                    if not _holds_pointer(a.type) or not _pointerish(a.value):
                        continue
                    if k in eff.written or eff.unknown:
                        written |= act.roots(a.value)
                    if k in eff.escaped or eff.unknown:
                        escaped |= escape(a.value)
                for k, off in eff.written_slots:
                    # what this function stored there: the arrays of a launch's argument array
                    got = act.stored_pointers(call.args[k].value, off, inst)
                    if got is None:
                        unknown_call = True
                    else:
                        written |= got
                written |= {("global", g) for g in eff.globals_written}
                unknown_call |= eff.unknown
                continue
            kind = _call_kind(module, inst, name)
            if kind == "none":
                continue
            reads = _reads(inst, name) if kind == "args" else ()
            passed: set[str] = set()
            unknown = kind == "unknown"
            for k, a in enumerate(inst.args):
                if not _holds_pointer(a.type) or not _pointerish(a.value):
                    continue
                roots = {r for r in act.roots(a.value)
                         if not (r[0] == "global" and r[1].startswith("ompi_mpi_"))}  # fmt: skip
                if k not in reads:
                    written |= roots
                passed |= escape(a.value) if unknown else argroots(a.value)
            if kind == "unknown":
                escaped |= passed
                unknown_call = True
        elif isinstance(inst, RawInstruction):
            for v in inst.operands():
                written |= act.roots(v)
                escaped |= escape(v)
        elif isinstance(inst, (GetElementPtr, Phi, Select, Compare)) or (
            isinstance(inst, Cast) and inst.opcode in ("bitcast", "addrspacecast")
        ):
            continue
        elif isinstance(inst, (BinaryOp, UnaryOp)) and inst.type.scalar().is_float:
            continue  # (float arithmetic holds no pointer: most of a numerical kernel)
        else:
            for v in inst.operands():
                escaped |= escape(v)
    return written, escaped, unknown_call, loads_escaped


def readonly_args_of_call(act: Activity, readonly: frozenset, inst: Call) -> frozenset[int]:
    """The pointer arguments of ``inst`` whose memory is all read-only in the caller (so the
    callee may reload through them too)."""
    out = set()
    for k, a in enumerate(inst.args):
        if a.type.is_pointer and _pointerish(a.value):
            roots = act.roots(a.value)
            kinds = {r[0] for r in roots}
            if roots and roots <= readonly and kinds <= {"arg", "global", "load"}:
                out.add(k)
    return frozenset(out)


def _reads(inst: Call, name: str) -> tuple[int, ...]:
    """Pointer arguments that a call of known effect only reads."""
    rule = call_rule_for(inst)
    if rule is not None and rule.reads:
        return rule.reads
    for prefix, args in _INTRINSIC_READS.items():
        if name == prefix or name.startswith(prefix + "."):
            return args
    return ()


def _harmless(r: tuple[str, str], u: str, noalias: set[str], classes: dict[str, str]) -> bool:
    """A write into root ``r`` cannot change the memory of argument ``u``."""
    kind, name = r
    if kind in _SAFE_WRITES:
        return True
    if kind == "arg":
        if name != u and (u in noalias or name in noalias):
            return True
        cu, cn = classes.get(u), classes.get(name)
        return cu is not None and cn is not None and cu != cn
    return u in noalias


def _fresh_payload(act: Activity, r: tuple[str, str]) -> bool:
    """Is root ``r`` a pointer loaded from the field of a fresh allocation that its allocator
    points at fresh memory (Numba's MemInfo ``data``): a write through it reaches no argument."""
    if r[0] != "load":
        return False
    ld = act.defs.get(r[1])
    if not isinstance(ld, Load):
        return False
    slots = act.slot_keys(ld.ptr.value)
    return bool(slots) and all(_fresh_field(act, root, off) for root, off in slots)


def _fresh_field(act: Activity, root: tuple[str, str], off: int | None) -> bool:
    call = act.defs.get(root[1]) if root[0] in ("alloc", "call") else None
    if not isinstance(call, Call) or off is None:
        return False
    rule = call_rule_for(call)
    return rule is not None and rule.fresh_pointer_at == off


def _call_kind(module: Module, inst: Call, name: str) -> str:
    """'none' (writes nothing visible), 'args' (writes at most through its pointer arguments),
    'unknown' (may write anything reachable)."""
    if inst.callee_name is None:
        return "unknown"
    if name.startswith(_NO_WRITE):
        return "none"
    callee = module.functions.get(inst.callee_name)
    if callee is not None and not callee.is_declaration:
        return "unknown"
    rule = call_rule_for(inst)
    if rule is not None and rule.writes_memory == "none":
        return "none"
    if rule is not None and rule.writes_memory == "unknown":
        return "unknown"
    if name.startswith(("llvm.", "MPI_", "__mpiad_")):
        return "args"
    if call_rule_for(inst) is not None and not name.startswith("NRT_"):
        return "args"  # libm and the other functions with rules
    return "unknown"


def _pointerish(v: Value) -> bool:
    return isinstance(v, (LocalRef, GlobalRef, ConstExpr))


def _holds_pointer(ty) -> bool:
    """Pointers, and vectors or aggregates that may hold one (conservatively: by their text)."""
    return ty.is_pointer or "ptr" in str(ty) or not (ty.is_float or ty.is_int or ty.is_void)
