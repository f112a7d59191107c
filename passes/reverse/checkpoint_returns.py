"""Where a pointer that a call hands back comes from: summaries of callees for the region finder
of checkpointed loops (``checkpoint_regions.py``).

A step that writes through a pointer a helper returned writes either memory the helper made
(NumPy style: ``w = f(u)`` returns a fresh array; not state) or memory the helper was given or
found (``u = step(u)`` updating ``u`` in place and returning it, C's ``double *cur(struct S *s)
{ return s->u; }``; state). Taking every returned pointer as made by the step left such state out
of the snapshots: a wrong gradient, silently. So the callee's return is traced back, through
GEPs, casts, phis, selects, pointer slots (-O0) and further calls, to its roots: an allocation
(fresh), a parameter (mapped to the call's argument, whose roots the caller goes on with), or
anything else (a pointer loaded from memory, a global, an external function: unknown).

Numba returns an array through its first parameter, the caller's return slot, field by field
after -O3 (``store ptr %data, ptr (gep i8 %retptr, 32)``) or as one struct built by
``insertvalue``; the caller loads the data pointer from its slot after the call. Such a load is
summarised by what the callees store at that offset of their first parameter.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.inst_aggregate import InsertValue
from ..ir.inst_control import Ret
from ..ir.instructions import Alloca, Call, Cast, GetElementPtr, Instruction, Load, Store
from ..ir.layout import element_offset, gep_offset
from ..ir.module import Function, Module
from ..ir.types import NamedStructType, StructType
from ..ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Value
from .checkpoint_roots import allocates, nrt_size, spilled_pointers, traced_roots

#: how deep summaries follow calls of calls (a deeper chain is unknown: refused, never guessed)
DEPTH = 4
#: library functions that return their first argument (C's ``memcpy(dst, ...)`` returns ``dst``)
_RETURN_FIRST = ("memcpy", "memmove", "memset", "strcpy", "strncpy", "strcat", "strncat")
#: library functions that return their first argument's block or a fresh one
_REALLOC = ("realloc", "__rust_realloc")
#: library functions whose memory is never a loop's state (errno)
_NOT_STATE = ("__errno_location", "__errno")
#: a stored value ``_field`` cannot take apart (the origin is unknown)
_OPAQUE = KeywordConst("opaque")
#: calls that write a return slot without putting a pointer into it
_SLOT_NEUTRAL = ("llvm.memset.", "llvm.lifetime.")


@dataclass
class Origin:
    """Where a returned pointer may point: memory the callee allocated (``fresh``), memory
    derived from the values the caller passed (``args``: the call's argument values, in the
    caller), or memory mpiad cannot tell (``unknown``: why, in words)."""

    fresh: bool = False
    args: list[Value] = field(default_factory=list)
    unknown: str | None = None

    def add(self, other: Origin) -> None:
        self.fresh |= other.fresh
        self.args.extend(a for a in other.args if a not in self.args)
        self.unknown = self.unknown or other.unknown


def _defs(fn: Function) -> dict[str, Instruction]:
    return {i.name: i for i in fn.instructions() if i.name is not None}


def _base(v: Value, defs: dict[str, Instruction], module: Module) -> tuple[Value, int] | None:
    """``v`` as (root, constant byte offset) through GEPs of constant indices and bitcasts."""
    off = 0
    while isinstance(v, LocalRef):
        d = defs.get(v.name)
        if isinstance(d, GetElementPtr):
            idx = [i.value.value if isinstance(i.value, IntConst) else None for i in d.indices]
            k = gep_offset(d.source, idx, module)
            if k is None:
                return None
            off += k
            v = d.ptr.value
        elif isinstance(d, Cast) and d.opcode in ("bitcast", "addrspacecast"):
            v = d.operand.value
        else:
            break
    return v, off


class Returns:
    """Summaries of the functions of ``module`` (memoised: a loop body calls a helper many
    times). Recursion and chains deeper than ``DEPTH`` are unknown."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self._busy: set[tuple] = set()
        self._memo: dict[tuple, Origin] = {}

    def of_call(self, call: Call, depth: int = DEPTH) -> Origin | None:
        """The origin of the pointer ``call`` returns, in the caller's terms; None for calls
        the region finder knows itself (allocators) or that return no pointer."""
        name = call.callee_name
        if not call.ret.is_pointer or allocates(name):
            return None
        if name is None:
            return Origin(unknown="a function called through a pointer")
        if name in _NOT_STATE:
            return Origin()
        if (name in _RETURN_FIRST or name in _REALLOC) and call.args:
            return Origin(fresh=name in _REALLOC, args=[call.args[0].value])
        fn = self.module.functions.get(name)
        if fn is None or fn.is_declaration:
            return Origin(unknown=f"{name}, a function mpiad cannot see into")
        got = self._within(fn, ("ret", name), depth, self._returned)
        return self._mapped(got, call)

    def of_slot(
        self, caller: Function, load: Load, defs: dict[str, Instruction], depth: int = DEPTH
    ) -> Origin | None:
        """The origin of a pointer ``load`` reads from a return slot of ``caller`` (Numba's
        calling convention: a stack slot passed as the first argument of calls to functions of
        the module, and otherwise written by nothing but memset), or None when it is no such
        slot. ``defs``: the definitions of ``caller`` (a slot the region finder took out of it
        as the step's scratch included)."""
        at = _base(load.ptr.value, defs, self.module)
        if at is None or not isinstance(at[0], LocalRef):
            return None
        slot, off = at
        if not isinstance(defs.get(slot.name), Alloca):
            return None
        calls: list[Call] = []
        for i in caller.instructions():
            if isinstance(i, Store):
                b = _base(i.ptr.value, defs, self.module)
                if b is not None and b[0] == slot:
                    return None  # the caller writes the slot itself: not a return slot
            if not isinstance(i, Call):
                continue
            if (i.callee_name or "").startswith(_SLOT_NEUTRAL):
                continue
            for k, a in enumerate(i.args):
                b = _base(a.value, defs, self.module) if a.type.is_pointer else None
                if b is not None and b[0] == slot:
                    if k != 0 or b[1] != 0:
                        return None
                    calls.append(i)
        if not calls:
            return None
        out = Origin()
        for c in calls:
            fn = self.module.functions.get(c.callee_name or "")
            if fn is None or fn.is_declaration:
                return Origin(unknown=f"{c.callee_name}, a function mpiad cannot see into")
            key = ("slot", fn.name, off)
            got = self._within(fn, key, depth, lambda f, d, o=off: self._stored(f, 0, o, d))
            out.add(self._mapped(got, c))
        return out

    # -- inside a callee ---------------------------------------------------------------------

    def _within(self, fn: Function, key: tuple, depth: int, how) -> Origin:
        """``how(fn, depth)`` guarded against recursion and depth: an origin whose ``args`` are
        parameter positions of ``fn`` (IntConst), mapped to a call's arguments by ``_mapped``."""
        if depth <= 0 or key in self._busy:
            return Origin(unknown=f"{fn.name}, reached through too many (or recursive) calls")
        if (key, depth) in self._memo:
            return self._memo[key, depth]
        self._busy.add(key)
        try:
            got = self._memo[key, depth] = how(fn, depth)
        finally:
            self._busy.discard(key)
        return got

    def _mapped(self, got: Origin, call: Call) -> Origin:
        out = Origin(fresh=got.fresh, unknown=got.unknown)
        for p in got.args:
            k = p.value
            if k >= len(call.args):
                out.unknown = out.unknown or f"an argument {call.callee_name} was not passed"
            else:
                out.args.append(call.args[k].value)
        return out

    def _returned(self, fn: Function, depth: int) -> Origin:
        defs = _defs(fn)
        out = Origin()
        for i in fn.instructions():
            if isinstance(i, Ret) and i.value is not None:
                out.add(self._origin(fn, defs, i.value.value, depth))
        return out

    def _stored(self, fn: Function, param: int, off: int, depth: int) -> Origin:
        """What ``fn`` stores at byte ``off`` of the memory its parameter ``param`` points to
        (Numba's return slot); calls that hand the slot on are followed."""
        if param >= len(fn.params):
            return Origin(unknown=f"{fn.name} takes no return slot")
        defs = _defs(fn)
        pref = LocalRef(fn.params[param].name)
        out = Origin()
        for i in fn.instructions():
            if isinstance(i, Store):
                b = _base(i.ptr.value, defs, self.module)
                if b is None:
                    if pref in traced_roots(i.ptr.value, defs, {}):
                        return Origin(unknown=f"{fn.name} writes its result at a varying place")
                    continue
                if b[0] != pref:
                    continue
                v = self._field(i.value.value, i.value.type, off - b[1], defs)
                if v is not None:
                    out.add(self._origin(fn, defs, v, depth))
            elif isinstance(i, Call) and not (i.callee_name or "").startswith(_SLOT_NEUTRAL):
                for k, a in enumerate(i.args):
                    b = _base(a.value, defs, self.module) if a.type.is_pointer else None
                    if b is None or b[0] != pref:
                        continue
                    callee = self.module.functions.get(i.callee_name or "")
                    if k != 0 or callee is None or callee.is_declaration:
                        return Origin(unknown=f"{fn.name} hands its result to {i.callee_name}")
                    o = off - b[1]
                    got = self._within(
                        callee, ("slot", callee.name, o), depth - 1,
                        lambda f, d, o=o: self._stored(f, 0, o, d),
                    )  # fmt: skip
                    mapped = self._mapped(got, i)
                    for a2 in mapped.args:
                        out.add(self._origin(fn, defs, a2, depth))
                    out.add(Origin(fresh=mapped.fresh, unknown=mapped.unknown))
        return out

    def _field(self, v: Value, ty, off: int, defs) -> Value | None:
        """The value at byte ``off`` of ``v`` (of type ``ty``) when it is a pointer stored at
        exactly that place, or a field of a struct built by insertvalue; None when the store
        does not cover the offset or puts no pointer there."""
        if ty.is_pointer:
            return v if off == 0 else None
        if isinstance(ty, NamedStructType):
            ty = self.module.struct_body(ty)
        if not isinstance(ty, StructType):
            return None
        for k, t in enumerate(ty.elements):
            start = element_offset(ty, k, self.module)
            if start is None:
                return _OPAQUE
            if start == off and t.is_pointer:
                while isinstance(v, LocalRef) and isinstance(defs.get(v.name), InsertValue):
                    d = defs[v.name]
                    if d.indices == (k,):
                        return d.elt.value
                    v = d.agg.value
                if isinstance(v, KeywordConst) and v.word in ("undef", "poison", "zeroinitializer"):
                    return None
                return _OPAQUE
        return None

    def _origin(self, fn: Function, defs, v: Value, depth: int) -> Origin:
        """The origin of pointer ``v`` of ``fn``: ``args`` hold parameter positions."""
        out = Origin()
        if v == _OPAQUE:
            return Origin(unknown=f"{fn.name} builds its result in a way mpiad does not follow")
        params = [p.name for p in fn.params]
        todo, seen = [v], set()
        slots = spilled_pointers(fn, defs)
        while todo:
            for r in traced_roots(todo.pop(), defs, slots):
                if r in seen:
                    continue
                seen.add(r)
                if isinstance(r, KeywordConst) or isinstance(r, IntConst):
                    continue  # null: points nowhere
                if isinstance(r, GlobalRef) or not isinstance(r, LocalRef):
                    out.unknown = out.unknown or f"{fn.name} returns a global's memory"
                    continue
                if r.name in params:
                    out.args.append(IntConst(params.index(r.name)))
                    continue
                d = defs.get(r.name)
                if isinstance(d, Call):
                    name = d.callee_name
                    if allocates(name):
                        out.fresh = True
                        continue
                    sub = self.of_call(d, depth - 1)
                    if sub is None:
                        out.unknown = out.unknown or f"{fn.name} returns what {name} returns"
                        continue
                elif isinstance(d, Load) and nrt_size(d, defs) is not None:
                    out.fresh = True  # the data of a Numba array it allocates
                    continue
                elif isinstance(d, Load):
                    sub = self.of_slot(fn, d, defs, depth - 1)
                    if sub is None:
                        out.unknown = out.unknown or f"{fn.name} loads the pointer from memory"
                        continue
                else:
                    how = d.opcode if d is not None else "a value mpiad does not follow"
                    out.unknown = out.unknown or f"{fn.name} makes the pointer by {how}"
                    continue
                out.fresh |= sub.fresh
                out.unknown = out.unknown or sub.unknown
                todo.extend(sub.args)
        return out
