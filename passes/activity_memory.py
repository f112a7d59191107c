"""Where the pointers of a function point: the memory-structure half of activity analysis.

:class:`~mpiad_passes.activity.Activity` decides what is active; to do so it must know which
allocation (*root*) each pointer may point into, at which byte offset (*slot*), and a few facts
about how memory is used (only reference-counted, only copied as integers). Those questions do not
depend on what is active, only on the function's definitions and uses, so they live here apart
from the fixpoint, as a mixin: :class:`PointerMemory` reads the host's ``fn``, ``ctx``,
``params``, ``defs``, ``uses``, ``varied``, ``pointer_slots`` and its two caches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ir.instructions import (
    Alloca,
    Call,
    Cast,
    DebugRecord,
    ExtractElement,
    ExtractValue,
    GetElementPtr,
    InsertElement,
    Instruction,
    Load,
    Phi,
    Select,
    ShuffleVector,
    Store,
)
from .ir.layout import gep_offset, gep_result_type
from .ir.values import ConstExpr, GlobalRef, IntConst, LocalRef, Value
from .typeinfo import floatish

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .context import PassContext
    from .ir.module import Function, Module

#: Numba's reference counting: pointers only passed here never reach float data
_REFCOUNT = {"NRT_incref", "NRT_decref"}

ALLOCATION_FUNCTIONS = {
    "malloc",
    "calloc",
    "realloc",
    "aligned_alloc",
    "NRT_MemInfo_alloc_safe_aligned",
    "NRT_MemInfo_alloc_aligned",
    "NRT_MemInfo_alloc",
    "NRT_MemInfo_alloc_safe",
    "NRT_Allocate",
    "_Znwm",
    "_Znam",
    "__rust_alloc",
    "__rust_alloc_zeroed",
    "allocate_sched",  # Numba's parallel schedule (freed by deallocate_sched)
}


def slot_hit(keys: frozenset, slots: set) -> bool:
    """Does a store at one of ``keys`` (root, offset) land on a field in ``slots``?"""
    for r, o in keys:
        for r2, o2 in slots:
            if r == r2 and (o is None or o2 is None or o == o2):
                return True
    return False


class PointerMemory:
    """Roots and slots of pointers, for :class:`~mpiad_passes.activity.Activity` (a mixin: the
    state it reads is the host's dataclass fields, and ``is_varied``, the host's)."""

    ctx: PassContext
    fn: Function
    module: Module
    params: dict[str, int]
    defs: dict[str, Instruction]
    uses: dict[str, list[Instruction]]
    varied: set[str]
    pointer_slots: set
    _roots: dict[str, frozenset]
    _keys: dict[str, frozenset]

    def roots(self, v: Value) -> frozenset:
        """The allocations pointer ``v`` may point into."""
        if isinstance(v, GlobalRef):
            return frozenset({("global", v.name)})
        if isinstance(v, ConstExpr):
            out = set()
            for o in v.operands:
                if o.type.is_pointer:
                    out |= self.roots(o.value)
            return frozenset(out)
        if not isinstance(v, LocalRef):
            return frozenset()
        got = self._roots.get(v.name)
        if got is not None:
            return got
        # the roots are the leaves reachable through geps, casts, phis and selects; a walk (not
        # a recursion with a cycle guard, which cached a loop's pointer increments as pointing
        # nowhere when it met the loop's phi first)
        out: set = set()
        seen: set[str] = set()
        todo = [v.name]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            got = self._roots.get(name)
            if got is not None:
                out |= got
                continue
            if name in self.params:
                out.add(("arg", name))
                continue
            inst = self.defs.get(name)
            via: list[Value] = []
            if isinstance(inst, Alloca):
                out.add(("alloca", name))
            elif isinstance(inst, GetElementPtr):
                via = [inst.ptr.value]
            elif isinstance(inst, Cast) and inst.opcode in ("bitcast", "addrspacecast"):
                via = [inst.operand.value]
            elif isinstance(inst, Phi):
                via = [x for x, _ in inst.incoming]
            elif isinstance(inst, Select):
                via = [inst.a.value, inst.b.value]
            elif isinstance(inst, InsertElement):  # vectors of pointers (a gather's splat base)
                via = [inst.vec.value, inst.elt.value]
            elif isinstance(inst, ShuffleVector):
                via = [inst.a.value, inst.b.value]
            elif isinstance(inst, ExtractElement):
                via = [inst.vec.value]
            elif isinstance(inst, (Load, ExtractValue)):
                out.add(("load", name))
            elif isinstance(inst, Call):
                alloc = inst.callee_name in ALLOCATION_FUNCTIONS
                out.add(("alloc" if alloc else "call", name))
            else:
                out.add(("opaque", name))
            for x in via:
                if isinstance(x, LocalRef):
                    todo.append(x.name)
                else:
                    out |= self.roots(x)
        res = frozenset(out)
        self._roots[v.name] = res
        return res

    def _launched_load(self, v: Value) -> bool:
        """Is pointer ``v``, in a function a parallel launcher runs, found by loading a pointer
        (from the launcher's argument array)? Only there: elsewhere the slot a loaded pointer
        came from may be a constant argument's (Numba's ``out`` array of ``A @ x``)."""
        if self.fn.name not in self.ctx.launched:
            return False
        return any(kind == "load" for kind, _ in self.roots(v))

    def slots_of_call(self, inst: Call) -> tuple[bool, ...]:
        """Per argument of ``inst``: does it point into memory whose pointers the caller writes
        active data through (so the callee must give the pointers it stores there shadows)?"""
        out = []
        for a in inst.args:
            offs: set = set()
            if a.type.is_pointer:
                for r, o0 in self.slot_keys(a.value):
                    for r2, o in self.pointer_slots:
                        if r2 == r:
                            offs.add(None if o is None or o0 is None else o - o0)
            out.append(frozenset(offs))
        return tuple(out)

    def stored_pointers(self, ptr: Value, off: int, launch: Instruction) -> frozenset | None:
        """The roots of the pointers this function stores at byte ``off`` of the stack array
        ``ptr`` (the argument array of a parallel ``launch``, which reads it): None when that
        is not knowable (not a stack array of this function, written another way than by a
        pointer store at a constant offset, passed to another call, or escaping)."""
        keys = self.slot_keys(ptr)
        if len(keys) != 1:
            return None
        ((root, o0),) = keys
        if root[0] != "alloca" or o0 is None:
            return None
        at, out = o0 + off, set()
        for inst in self.fn.instructions():
            if inst is launch or isinstance(inst, (DebugRecord, Load)):
                continue
            used = [v for v in inst.operands() if root in self.roots(v)]
            if not used:
                continue
            if isinstance(inst, Store) and inst.value.value not in used:
                hit = [o for r, o in self.slot_keys(inst.ptr.value) if r == root]
                ty = inst.value.type
                small = ty.is_pointer or ((ty.is_int or ty.is_float) and not ty.is_vector)
                if small and all(o is not None and (o + 8 <= at or at + 8 <= o) for o in hit):
                    continue  # another entry of the array
                if hit == [at] and inst.value.type.is_pointer:
                    out |= self.roots(inst.value.value)
                    continue
                return None
            if isinstance(inst, (GetElementPtr, Cast, Phi, Select)):
                continue
            if isinstance(inst, Call) and (inst.callee_name or "").startswith("llvm.lifetime."):
                continue
            return None
        return frozenset(out)

    def slot_keys(self, v: Value) -> frozenset:
        """(root, byte offset from the root's start or None) of what pointer ``v`` points to."""
        if isinstance(v, LocalRef):
            got = self._keys.get(v.name)
            if got is not None:
                return got
            self._keys[v.name] = frozenset((r, None) for r in self.roots(v))  # cycles: any
            d = self.defs.get(v.name)
            if isinstance(d, GetElementPtr):
                idx = [i.value.value if isinstance(i.value, IntConst) else None for i in d.indices]
                off = gep_offset(d.source, idx, self.module)
                res = frozenset(
                    (r, None if o is None or off is None else o + off)
                    for r, o in self.slot_keys(d.ptr.value)
                )
            elif isinstance(d, Cast) and d.opcode in ("bitcast", "addrspacecast"):
                res = self.slot_keys(d.operand.value)
            elif isinstance(d, Phi):
                res = frozenset().union(*(self.slot_keys(x) for x, _ in d.incoming))
            elif isinstance(d, Select):
                res = self.slot_keys(d.a.value) | self.slot_keys(d.b.value)
            else:
                res = frozenset((r, 0) for r in self.roots(v))
            self._keys[v.name] = res
            return res
        return frozenset((r, 0 if isinstance(v, GlobalRef) else None) for r in self.roots(v))

    def refcount_only(self, name: str, _seen: set[str] | None = None) -> bool:
        """Is pointer ``name`` only ever reference-counted (Numba's NRT_incref/NRT_decref), through
        phis and selects? Such a merge of an active allocation's meminfo with an inactive one
        (a kernel argument's) never reaches data: the inactive side's shadow may be null."""
        seen = _seen if _seen is not None else set()
        if name in seen:
            return True
        seen.add(name)
        uses = self.uses.get(name, [])
        for u in uses:
            if isinstance(u, Call) and u.callee_name in _REFCOUNT:
                continue
            if isinstance(u, (Phi, Select)) and u.name is not None and u.type.is_pointer:
                if isinstance(u, Select) and u.cond.value == LocalRef(name):
                    return False
                if self.refcount_only(u.name, seen):
                    continue
            return False
        return bool(uses)

    def const_int_copy(self, inst: Store) -> bool:
        """``inst`` stores into active memory an integer loaded from inactive memory that is only
        stored again: a copy of constant data (LLVM -O2 turns a memcpy from a constant array into
        i64 loads and stores), so the destination's shadow must be zeroed like memcpy's."""
        val = inst.value.value
        if not (inst.value.type.is_int and isinstance(val, LocalRef)) or val.name in self.varied:
            return False
        load = self.defs.get(val.name)
        return isinstance(load, Load) and self._only_stored(load) and self.is_varied(inst.ptr.value)

    def _only_stored(self, inst: Load) -> bool:
        """Every use stores the loaded integer again or bitcasts it to floating point (LLVM -O2's
        form of a memcpy of doubles, possibly with a use of the copied value), and nothing says
        the memory holds integers: at -O0 every integer a program reads is stored to a stack
        slot, and an int field or an index array read that way is not a copy of float data."""
        if self._integer_typed(inst.ptr.value):
            return False
        us = self.uses.get(inst.name, [])
        me = LocalRef(inst.name)
        return bool(us) and all(
            (
                isinstance(u, Store)
                and u.value.value == me
                and u.ptr.value != me
                and not self._integer_typed(u.ptr.value)
            )
            or (isinstance(u, Cast) and u.opcode == "bitcast" and floatish(u.dest, self.module))
            for u in us
        )

    def _integer_typed(self, ptr: Value) -> bool:
        """Does the address computation say ``ptr`` points to integer data (an element of an
        ``i32`` array, an ``int`` field of a struct, a local ``int`` variable)?"""
        d = self.defs.get(ptr.name) if isinstance(ptr, LocalRef) else None
        if isinstance(d, Alloca):
            return d.allocated.is_int
        if isinstance(d, GetElementPtr):
            idx = [i.value.value if isinstance(i.value, IntConst) else None for i in d.indices]
            t = gep_result_type(d.source, len(d.indices), idx, self.module)
            # i8 is how optimised code addresses bytes of anything: no evidence either way
            return t is not None and t.is_int and str(t) != "i8"
        return False
