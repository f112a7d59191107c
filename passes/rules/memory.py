"""Memory: alloca, load, store, getelementptr and the memory intrinsics.

Every active allocation has shadow allocations (one per lane), zero-initialised so that a tangent
read before any write is 0. Loads read the shadow at the same place; stores write it (zero when a
constant, or an integer copy of inactive data, overwrites active memory); GEPs move along the shadow with the same indices; memcpy copies
the shadow and memset zeroes it. Reverse: a load's adjoint is added into the shadow location, a
store's adjoint is read from the shadow location, which is then zeroed.
"""
from __future__ import annotations

from ..builder import zero
from ..ir.instructions import Alloca, GetElementPtr, Load, Store
from ..ir.types import I64, PTR, VOID
from ..ir.values import IntConst, LocalRef, Typed
from .registry import Rule, register_call, register_opcode


@register_opcode("alloca")
class AllocaRule(Rule):
    def forward(self, g, inst) -> None:
        g.set_lanes(inst, [shadow_alloca(g, inst) for _ in range(g.width)])

    def reverse(self, g, inst) -> None:
        # Reverse mode keeps shadows of stack memory on the heap (the forward sweep's frame is
        # gone when the reverse sweep runs); the alloca's reverse is the end of its lifetime.
        shadow = g.lanes(LocalRef(inst.name), inst.type, inst)[0]
        g.b.call("free", VOID, [(PTR, shadow)])


def shadow_alloca(g, inst: Alloca):
    b = g.b
    if getattr(g, "heap_shadows", False):
        n = _as_i64(b, inst.count) if inst.count is not None else IntConst(1)
        return b.call("calloc", PTR, [(I64, n), (I64, b.sizeof(inst.allocated))],
                      base=f"{(inst.name or 'a').strip(chr(34))}.shadow")
    sa = Alloca(flags=inst.flags, allocated=inst.allocated, count=inst.count, align=inst.align,
                addrspace=inst.addrspace)
    ptr = b.emit(sa, base=f"{(inst.name or 'a').strip(chr(34))}.shadow")
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
    def forward(self, g, inst) -> None:
        lanes = []
        for p in g.lanes(inst.ptr.value, inst.ptr.type, inst):
            lanes.append(g.b.emit(GetElementPtr(flags=inst.flags, source=inst.source,
                                                 ptr=Typed(inst.ptr.type, p),
                                                 indices=list(inst.indices)), "d"))
        g.set_lanes(inst, lanes)

    def reverse(self, g, inst) -> None:
        pass  # shadow pointers are recomputed in the reverse sweep, never accumulated


@register_opcode("load")
class LoadRule(Rule):
    def forward(self, g, inst) -> None:
        lanes = [g.b.emit(Load(flags=inst.flags, ty=inst.ty, ptr=Typed(inst.ptr.type, p),
                               ordering=inst.ordering, align=inst.align), "d")
                 for p in g.lanes(inst.ptr.value, inst.ptr.type, inst)]
        g.set_lanes(inst, lanes)

    def reverse(self, g, inst) -> None:
        g.reverse_load(inst)


@register_opcode("store")
class StoreRule(Rule):
    def forward(self, g, inst) -> None:
        ty = inst.value.type
        v = inst.value.value
        if g.varied(v):
            vals = g.lanes(v, ty, inst)
        elif ty.is_int and not g.act.const_int_copy(inst):
            return  # integer data never carries a tangent
        else:
            vals = [zero(ty)] * g.width
        for p, val in zip(g.lanes(inst.ptr.value, inst.ptr.type, inst), vals):
            g.b.emit(Store(flags=inst.flags, value=Typed(ty, val), ptr=Typed(inst.ptr.type, p),
                           ordering=inst.ordering, align=inst.align), None)

    def reverse(self, g, inst) -> None:
        if g.act.const_int_copy(inst):  # constant data overwrote the old value: adjoint is 0
            ty = inst.value.type
            p = g.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            g.b.store(ty, zero(ty), p, inst.align)
            return
        g.reverse_store(inst)


def _ptr_activity(act, inst, dst_i: int, src_i: int | None) -> bool:
    if src_i is not None and act.is_varied(inst.args[src_i].value):
        return act.activate_memory(inst.args[dst_i].value, inst)
    return False


@register_call("llvm.memcpy", "llvm.memmove", "llvm.memcpy.inline", "memcpy", "memmove")
class MemcpyRule(Rule):
    def activity(self, act, inst) -> bool:
        return _ptr_activity(act, inst, 0, 1)

    def forward(self, g, inst) -> None:
        dst, src, n = inst.args[0], inst.args[1], inst.args[2]
        if not g.varied(dst.value):
            return
        name = inst.callee_name
        src_l = g.lanes(src.value, src.type, inst) if g.varied(src.value) else None
        for k, d in enumerate(g.lanes(dst.value, dst.type, inst)):
            if src_l is None:
                g.b.memset(d, Typed(n.type, n.value))
            elif name.startswith("llvm."):
                args = [(a.type, a.value) for a in inst.args]
                args[0] = (PTR, d)
                args[1] = (PTR, src_l[k])
                g.b.call(name, inst.ret, args)
            else:
                g.b.call(name, inst.ret, [(PTR, d), (PTR, src_l[k]), (n.type, n.value)],
                         base="mc")

    def reverse(self, g, inst) -> None:
        g.reverse_memcpy(inst)


@register_call("llvm.memset", "llvm.memset.inline", "memset")
class MemsetRule(Rule):
    always = True

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst) -> None:
        dst, n = inst.args[0], inst.args[2]
        if not g.varied(dst.value):
            return
        for d in g.lanes(dst.value, dst.type, inst):
            g.b.memset(d, Typed(n.type, n.value))

    def reverse(self, g, inst) -> None:
        g.reverse_memset(inst)


ALLOCATORS = {  # name -> how to compute the byte size from the arguments
    "malloc": lambda b, a: a[0], "_Znwm": lambda b, a: a[0], "_Znam": lambda b, a: a[0],
    "calloc": lambda b, a: b.binop("mul", I64, a[0], a[1], base="sz"),
    "aligned_alloc": lambda b, a: a[1], "__rust_alloc": lambda b, a: a[0],
    "__rust_alloc_zeroed": lambda b, a: a[0],
}


@register_call(*ALLOCATORS)
class AllocationRule(Rule):
    """A heap allocation that receives active data gets a zeroed shadow allocation of the same
    size. Forward mode frees the shadow with the primal; reverse mode keeps it until the reverse
    sweep passes the allocation (the primal's free happens in the forward sweep)."""

    def activity(self, act, inst) -> bool:
        return act._mark(inst, ("alloc", inst.name) in act.active_roots)

    def _shadow(self, g, inst):
        b = g.b
        args = [a.value for a in inst.args]
        args = [a if str(x.type) == "i64" else b.cast("zext", x.type, a, I64)
                for a, x in zip(args, inst.args)]
        size = ALLOCATORS[inst.callee_name](b, args)
        return [b.call("calloc", PTR, [(I64, size), (I64, IntConst(1))],
                       base=f"{(inst.name or 'm').strip(chr(34))}.shadow")
                for _ in range(g.width)]

    def forward(self, g, inst) -> None:
        g.set_lanes(inst, self._shadow(g, inst))

    def augmented(self, g, inst) -> None:
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))
        g.set_lanes(inst, self._shadow(g, inst))

    def reverse(self, g, inst) -> None:
        if inst.name in g.act.varied:
            g.b.call("free", VOID, [(PTR, g.lanes(LocalRef(inst.name), PTR, inst)[0])])


@register_call("free", "_ZdlPv", "_ZdaPv", "__rust_dealloc")
class FreeRule(Rule):
    """Forward: free the shadow with the primal. Reverse: the shadow outlives the primal (it is
    freed when the reverse sweep reaches the allocation)."""

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst) -> None:
        if g.varied(inst.args[0].value):
            for lane in g.lanes(inst.args[0].value, PTR, inst):
                g.b.call(inst.callee_name, inst.ret,
                         [(PTR, lane)] + [(a.type, a.value) for a in inst.args[1:]])

    def augmented(self, g, inst) -> None:
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))

    def reverse(self, g, inst) -> None:
        pass


@register_call("realloc", "__rust_realloc")
class ReallocRule(Rule):
    def activity(self, act, inst) -> bool:
        if any(act.is_varied(a.value) for a in inst.args) or ("alloc", inst.name) in \
                act.active_roots:
            from ..activity import describe
            from ..errors import UnsupportedError

            raise UnsupportedError(f"in @{act.fn.name}: {inst.callee_name} of memory holding "
                                   f"active data is not supported yet ({describe(inst)}); "
                                   "allocate the final size up front")
        return False

    def forward(self, g, inst) -> None:
        pass

    def reverse(self, g, inst) -> None:
        pass
