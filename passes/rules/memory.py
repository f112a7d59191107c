"""Memory: alloca, load, store and getelementptr.

Every active allocation has shadow allocations (one per lane), zero-initialised so that a tangent
read before any write is 0. Loads read the shadow at the same place; stores write it (zero when a
constant, or an integer copy of inactive data, overwrites active memory); GEPs move along the
shadow with the same indices. Reverse: a load's adjoint is added into the shadow location, a
store's adjoint is read from the shadow location, which is then zeroed. Integer loads and stores
that copy floating-point data (clang -O2 copies doubles as i64) carry the adjoint as that float
type.
"""

from __future__ import annotations

from ..builder import zero
from ..errors import UnsupportedError
from ..ir.instructions import Alloca, GetElementPtr, Load, Store
from ..ir.types import I64, PTR, VOID
from ..ir.values import IntConst, LocalRef, Typed
from ..typeinfo import float_of, floatish
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_opcode


@register_opcode("alloca")
class AllocaRule(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        t.set_lanes(inst, [shadow_alloca(t, inst) for _ in range(t.width)])

    def reverse(self, a: AdjointBuilder, inst) -> None:
        # Reverse mode keeps shadows of stack memory on the heap (the forward sweep's frame is
        # gone when the reverse sweep runs); the alloca's reverse is the end of its lifetime.
        shadow = a.lanes(LocalRef(inst.name), inst.type, inst)[0]
        a.b.call("free", VOID, [(PTR, shadow)])


def shadow_alloca(t: TangentBuilder, inst: Alloca):
    b = t.b
    base = f"{(inst.name or 'a').strip(chr(34))}.shadow"
    if t.reverse_mode:
        n = _as_i64(b, inst.count) if inst.count is not None else IntConst(1)
        return b.call("calloc", PTR, [(I64, n), (I64, b.sizeof(inst.allocated))], base=base)
    sa = Alloca(
        flags=inst.flags,
        allocated=inst.allocated,
        count=inst.count,
        align=inst.align,
        addrspace=inst.addrspace,
    )
    ptr = b.emit(sa, base=base)
    if inst.count is None:
        b.store(inst.allocated, zero(inst.allocated), ptr, inst.align)
    else:
        size = b.binop("mul", I64, _as_i64(b, inst.count), b.sizeof(inst.allocated), base="sz")
        b.memset(ptr, Typed(I64, size))
    return ptr


def _as_i64(b, t: Typed):
    if str(t.type) == "i64":
        return t.value
    return b.cast("zext", t.type, t.value, I64, base="n")


@register_opcode("getelementptr")
class GEPRule(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        lanes = []
        for p in t.lanes(inst.ptr.value, inst.ptr.type, inst):
            gep = GetElementPtr(
                flags=inst.flags,
                source=inst.source,
                ptr=Typed(inst.ptr.type, p),
                indices=list(inst.indices),
            )
            lanes.append(t.b.emit(gep, "d"))
        t.set_lanes(inst, lanes)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        pass  # shadow pointers are recomputed in the reverse sweep, never accumulated


@register_opcode("load")
class LoadRule(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        lanes = [
            t.b.emit(
                Load(
                    flags=inst.flags,
                    ty=inst.ty,
                    ptr=Typed(inst.ptr.type, p),
                    ordering=inst.ordering,
                    align=inst.align,
                ),
                "d",
            )
            for p in t.lanes(inst.ptr.value, inst.ptr.type, inst)
        ]
        t.set_lanes(inst, lanes)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        b = a.b
        if inst.name in a.act.int_copies:
            # an integer copy of floating-point data: its adjoint is kept as that float type
            ft = float_of(inst.ty, inst)
            s = a.adjoint_slot(LocalRef(inst.name), ft)
            dy = b.load(ft, s, base="dy")
            b.store(ft, zero(ft), s)
            p = a.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            old = b.load(ft, p, inst.align, base="m")
            b.store(ft, b.fadd(ft, old, dy, base="m"), p, inst.align)
            return
        if not floatish(inst.ty, a.module):
            return
        dy = a.adjoint_of(inst)
        if dy is None:
            return
        p = a.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
        if _atomic(a, inst.ty):  # iterations on other threads may read the same element
            b.atomic("fadd", inst.ty, p, dy, inst.align)
            return
        old = b.load(inst.ty, p, inst.align, base="m")
        b.store(inst.ty, b.accumulate(inst.ty, old, dy, base="m"), p, inst.align)


@register_opcode("store")
class StoreRule(Rule):
    def forward(self, t: TangentBuilder, inst) -> None:
        ty = inst.value.type
        v = inst.value.value
        if t.varied(v):
            vals = t.lanes(v, ty, inst)
        elif ty.is_int and not t.act.const_int_copy(inst):
            return  # integer data never carries a tangent
        else:
            vals = [zero(ty)] * t.width
        for p, val in zip(t.lanes(inst.ptr.value, inst.ptr.type, inst), vals):
            store = Store(
                flags=inst.flags,
                value=Typed(ty, val),
                ptr=Typed(inst.ptr.type, p),
                ordering=inst.ordering,
                align=inst.align,
            )
            t.b.emit(store, None)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        b = a.b
        ty = inst.value.type
        v = inst.value.value
        if a.act.const_int_copy(inst):  # constant data overwrote the old value: adjoint is 0
            p = a.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            b.store(ty, zero(ty), p, inst.align)
            return
        if isinstance(v, LocalRef) and v.name in a.act.int_copies:
            ft = float_of(ty, inst)
            p = a.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            d = b.load(ft, p, inst.align, base="m")
            a.add_adjoint(v, ft, d)
            b.store(ft, zero(ft), p, inst.align)
            return
        if not floatish(ty, a.module):
            return
        p = a.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
        if _atomic(a, ty) and _shared_row(a.src, inst.ptr.value):
            # read and reset at once: a reduction's row is shared by schedule entries (any
            # other element a parallel body stores is its iteration's own)
            d = b.atomic("xchg", ty, p, zero(ty), inst.align)
            if a.varied(v):
                a.add_adjoint(v, ty, d)
            return
        if a.varied(v):
            d = b.load(ty, p, inst.align, base="m")
            a.add_adjoint(v, ty, d)
        b.store(ty, zero(ty), p, inst.align)


def _shared_row(fn, ptr) -> bool:
    """May ``ptr`` (an address in ``fn``, a parallel loop's body) be written by several
    schedule entries? Only a reduction's row is: its address is computed from
    ``get_thread_id()``. An address computed from an integer parameter of ``fn`` might be too
    (the thread id computed by a caller), so that counts as shared."""
    defs = {i.name: i for i in fn.instructions() if i.name}
    int_params = {p.name for p in fn.params if p.name and p.type.is_int}
    seen, todo = set(), [ptr]
    while todo:
        v = todo.pop()
        if not isinstance(v, LocalRef) or v.name in seen:
            continue
        seen.add(v.name)
        if v.name in int_params:
            return True
        d = defs.get(v.name)
        if d is None or d.opcode == "load":
            continue  # a parameter, or a value read from memory (a loop bound, a base pointer)
        if d.opcode == "call":
            if getattr(d, "callee_name", None) == "get_thread_id":
                return True
            continue
        todo.extend(d.operands())
    return False


def _atomic(a: AdjointBuilder, ty) -> bool:
    """Does the function being reversed run on several threads at once (a parallel loop's
    body, ``ctx.parallel``), so that its shadow memory updates must be atomic? Only scalar
    floats have atomic adds: other adjoint types there are refused."""
    if a.src.name not in a.ctx.parallel:
        return False
    if not ty.is_float:
        raise UnsupportedError(
            f"in @{a.src.name}: the adjoint of a {ty} in memory inside a parallel loop needs an "
            "atomic update mpiad does not emit (it has them for scalar floats)"
        )
    return True
