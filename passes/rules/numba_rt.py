"""Numba's runtime (NRT): arrays allocated inside a kernel (``np.empty``, ``np.zeros`` ...).

Numba allocates an array's memory with ``NRT_MemInfo_alloc_aligned(size, align)``, which returns a
*MemInfo* (``{refct, dtor, dtor_info, data, size, ...}``); the array's data pointer is then loaded
from the MemInfo (offset 24 on 64-bit targets). An allocation whose data receives active values
gets a shadow MemInfo made by the same call, with its payload zeroed, so the shadow data pointer is
found exactly as the primal one is (a load through the shadow MemInfo). Reference counting of a
shadow follows the primal's in forward mode; in reverse mode the shadow lives until the reverse
sweep reaches the allocation (the primal's last ``NRT_decref`` happens in the forward sweep).
"""

from __future__ import annotations

from ..ir.instructions import Call, GetElementPtr, Load, used_locals
from ..ir.types import I8, I64, PTR, VOID
from ..ir.values import IntConst, LocalRef, Typed
from .protocol import AdjointBuilder, NoDerivative, Rule, TangentBuilder
from .registry import register_call

#: allocation function -> index of its byte-size argument
NRT_ALLOCATORS = {
    "NRT_MemInfo_alloc_aligned": 0,
    "NRT_MemInfo_alloc_safe_aligned": 0,
    "NRT_MemInfo_alloc": 0,
    "NRT_MemInfo_alloc_safe": 0,
}
#: offset of the ``data`` field in ``NRT_MemInfo`` (refct, dtor, dtor_info precede it)
MEMINFO_DATA_OFFSET = 24


@register_call(*NRT_ALLOCATORS)
class NrtAllocation(Rule):
    writes_memory = "none"  # a fresh MemInfo and payload
    #: the MemInfo's data field points to the fresh payload (see passes.readonly)
    fresh_pointer_at = MEMINFO_DATA_OFFSET

    def activity(self, act, inst) -> bool:
        return act.mark(inst, ("alloc", inst.name) in act.active_roots)

    def _shadow(self, g, inst, zero: bool = True):
        b = g.b
        size = inst.args[NRT_ALLOCATORS[inst.callee_name]]
        out = []
        for _ in range(g.width):
            mi = b.call(
                inst.callee_name,
                PTR,
                [(a.type, a.value) for a in inst.args],
                base=f"{(inst.name or 'mi').strip(chr(34))}.shadow",
            )
            if zero:
                slot = b.gep(I8, mi, [Typed(I64, IntConst(MEMINFO_DATA_OFFSET))], base="mi.data")
                data = b.load(PTR, slot, 8, base="mi.payload")
                b.memset(data, Typed(size.type, size.value))
            out.append(mi)
        return out

    def forward(self, g: TangentBuilder, inst) -> None:
        g.set_lanes(inst, self._shadow(g, inst, zero=not _memset_next(g, inst)))

    def augmented(self, g: TangentBuilder, inst) -> None:
        g.emit_primal(inst)
        if inst.name in g.act.varied:
            g.set_lanes(inst, self._shadow(g, inst))

    def reverse(self, g: AdjointBuilder, inst) -> None:
        if inst.name in g.act.varied:
            g.b.call("NRT_decref", VOID, [(PTR, g.lanes(LocalRef(inst.name), PTR, inst)[0])])


def _memset_next(g: TangentBuilder, inst) -> bool:
    """Whether the allocation ``inst`` (forward mode) is followed in its block by a memset of its
    whole payload that nothing reads before: ``np.zeros``, and a gradient's zeroed shadow arrays
    when forward mode runs over the gradient. That memset's tangent rule zeroes the lanes' payloads
    (``memintrinsics.MemsetRule``), so zeroing them at allocation too would write every byte of
    W arrays twice (for each of a kernel's temporaries, per call)."""
    if inst.name is None:
        return False
    # ``inst`` is the primal's copy in the tangent function: find the source's by its name
    block = next(
        (bl for bl in g.src.blocks if any(i.name == inst.name for i in bl.instructions)), None
    )
    if block is None:
        return False
    size = inst.args[NRT_ALLOCATORS[inst.callee_name]]
    derived = {inst.name: "mi"}  # local name -> what it is: the MemInfo, its data slot, payload
    after = False
    for i in block.instructions:
        if i.name == inst.name:
            after = True
            continue
        if not after:
            continue
        used = [n for n in used_locals(i) if n in derived]
        if not used:
            continue  # the fresh MemInfo has not escaped: nothing else can read its payload
        kind = derived[used[0]] if len(used) == 1 else None
        if (
            kind == "mi"
            and isinstance(i, GetElementPtr)
            and i.name is not None
            and len(i.indices) == 1
            and isinstance(i.indices[0].value, IntConst)
            and i.indices[0].value.value == MEMINFO_DATA_OFFSET
            and str(i.source) == "i8"
        ):
            derived[i.name] = "slot"
        elif kind == "slot" and isinstance(i, Load) and i.name is not None and not i.flags:
            derived[i.name] = "payload"
        elif (
            kind == "payload"
            and isinstance(i, Call)
            and i.callee_name is not None
            and i.callee_name.startswith("llvm.memset")
            and isinstance(i.args[0].value, LocalRef)
            and derived.get(i.args[0].value.name) == "payload"
            and _same(i.args[2].value, size.value)
        ):
            return g.varied(i.args[0].value)  # else the memset has no tangent to zero the lanes
        else:
            return False
    return False


def _same(a, b) -> bool:
    """The same SSA value or the same integer constant."""
    if isinstance(a, LocalRef) and isinstance(b, LocalRef):
        return a.name == b.name
    return isinstance(a, IntConst) and isinstance(b, IntConst) and a.value == b.value


@register_call("NRT_incref", "NRT_decref")
class NrtRefcount(Rule):
    """Forward: a shadow MemInfo's count follows its primal's (so it is freed with it).
    Reverse: nothing (the shadow is released when the reverse sweep passes its allocation)."""

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g: TangentBuilder, inst) -> None:
        if g.varied(inst.args[0].value):
            for lane in g.lanes(inst.args[0].value, PTR, inst):
                g.b.call(inst.callee_name, VOID, [(PTR, lane)])

    def augmented(self, g: TangentBuilder, inst) -> None:
        g.emit_primal(inst)

    def reverse(self, g: AdjointBuilder, inst) -> None:
        pass


@register_call("NRT_Allocate", "NRT_Allocate_External")
class NrtRawAllocation(Rule):
    """``NRT_Allocate(size)``: raw memory (Numba's temporary copies, e.g. for an overlapping slice
    assignment). The shadow is another zeroed ``NRT_Allocate``; ``NRT_Free`` releases it."""

    def activity(self, act, inst) -> bool:
        return act.mark(inst, ("alloc", inst.name) in act.active_roots)

    def _shadow(self, g, inst):
        size = inst.args[0]
        out = []
        for _ in range(g.width):
            p = g.b.call(
                "NRT_Allocate",
                PTR,
                [(size.type, size.value)],
                base=f"{(inst.name or 'm').strip(chr(34))}.shadow",
            )
            g.b.memset(p, Typed(size.type, size.value))
            out.append(p)
        return out

    def forward(self, g: TangentBuilder, inst) -> None:
        g.set_lanes(inst, self._shadow(g, inst))

    def augmented(self, g: TangentBuilder, inst) -> None:
        g.emit_primal(inst)
        if inst.name in g.act.varied:
            g.set_lanes(inst, self._shadow(g, inst))

    def reverse(self, g: AdjointBuilder, inst) -> None:
        if inst.name in g.act.varied:
            g.b.call("NRT_Free", VOID, [(PTR, g.lanes(LocalRef(inst.name), PTR, inst)[0])])


@register_call("NRT_Free")
class NrtFree(NrtRefcount):
    """Forward: free the shadow with the primal. Reverse: the shadow is freed when the reverse
    sweep reaches its allocation."""


#: Numba's C helpers that compute only integers (shapes, strides) for array views
NUMBA_INTEGER_HELPERS = ["numba_attempt_nocopy_reshape"]
register_call(*NUMBA_INTEGER_HELPERS)(type("NumbaIntegerHelper", (NoDerivative,), {}))
