"""What a pointer of a function is derived from (``checkpoint_regions.py``,
``checkpoint_returns.py``): its roots through GEPs, casts, phis and selects, through the stack
slots of pointer variables (-O0 code), and the data pointers of Numba arrays the function
allocates."""

from __future__ import annotations

from ..ir.instructions import (
    Alloca,
    Call,
    Cast,
    DebugRecord,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    Select,
    Store,
    used_locals,
)
from ..ir.module import Function
from ..ir.values import IntConst, LocalRef, Value
from ..rules.heap import ALLOCATORS


def root_set(v: Value, defs: dict[str, Instruction]) -> set:
    """What pointer ``v`` is derived from through GEPs, casts, phis and selects: the values
    that define no pointer from another (allocations, parameters, loads, constants)."""
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


def spilled_pointers(fn: Function, defs: dict[str, Instruction]) -> dict[str, list[Value]]:
    """The stack slots of ``fn`` that only hold a pointer variable (-O0 code: every local lives
    in an alloca; its address is only loaded from and stored to), with the values stored in
    each. A pointer the body loads from such a slot points where those values point: the loop's
    state at -O0 is reached through them (a loaded pointer is otherwise taken as memory the step
    made, and a state written through it was missing from the snapshots: a wrong gradient).
    ``defs``: the definitions, the step's scratch slots (already out of ``fn``) included."""
    cands: dict[str, list[Value]] = {
        n: []
        for n, i in defs.items()
        if isinstance(i, Alloca) and i.allocated.is_pointer and i.count is None
    }
    for b in fn.blocks:
        for i in b.instructions:
            at = i.ptr.value if isinstance(i, Store) else None
            if isinstance(at, LocalRef) and at.name in cands:
                if isinstance(i.value.value, LocalRef) and i.value.value.name in cands:
                    cands.pop(i.value.value.name, None)  # the slot's address escapes
                if i.ptr.value.name in cands:
                    cands[i.ptr.value.name].append(i.value.value)
                continue
            if isinstance(i, Load) and isinstance(i.ptr.value, LocalRef):
                continue
            if isinstance(i, DebugRecord) or (
                isinstance(i, Call) and (i.callee_name or "").startswith("llvm.lifetime.")
            ):
                continue
            for n in used_locals(i):
                cands.pop(n, None)  # used otherwise: its address escapes
    return cands


def traced_roots(v: Value, defs: dict[str, Instruction], slots: dict[str, list[Value]]) -> set:
    """``root_set`` of ``v``, looking through loads of pointer slots (``spilled_pointers``)."""
    out: set = set()
    todo, seen = [v], set()
    while todo:
        got: set = set()
        _roots(todo.pop(), defs, got, set())
        for r in got:
            d = defs.get(r.name) if isinstance(r, LocalRef) else None
            if (
                isinstance(d, Load)
                and isinstance(d.ptr.value, LocalRef)
                and d.ptr.value.name in slots
            ):
                if d.ptr.value.name not in seen:
                    seen.add(d.ptr.value.name)
                    todo.extend(slots[d.ptr.value.name])
            else:
                out.add(r)
    return out


#: Numba's raw allocations (a temporary's buffer, without a MemInfo)
NRT_RAW = ("NRT_Allocate", "NRT_Allocate_External")

#: Numba's allocations (np.empty, np.zeros...): NRT_MemInfo_alloc*(i64 bytes, ...) -> meminfo,
#: whose data pointer is at byte 24 (refcount, destructor, its argument, data, size)
NRT_ALLOC = ("NRT_MemInfo_alloc", "NRT_MemInfo_alloc_aligned", "NRT_MemInfo_alloc_safe_aligned")


def allocates(name: str | None) -> bool:
    """Does a call of ``name`` return memory it allocates (C's allocators, Numba's)?"""
    return name in ALLOCATORS or name in NRT_ALLOC or name in NRT_RAW


def nrt_size(d: Instruction | None, defs: dict[str, Instruction]) -> Value | None:
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
    if isinstance(c, Call) and c.callee_name in NRT_ALLOC and c.args:
        return c.args[0].value
    return None
