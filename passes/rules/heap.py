"""Heap allocation: malloc and friends, free, realloc (C, C++ and Rust spellings).

A heap allocation that receives active data, or meets one that does in a phi or select (see
``Activity._pull``), gets a zeroed shadow of the same size from the same allocator family,
so the primal's deallocation call releases it too (``delete[]`` a ``new[]``, ``__rust_dealloc``
a ``__rust_alloc``) and its alignment is the primal's. Forward mode frees the shadow with the
primal; reverse mode keeps it until the reverse sweep passes the allocation (the primal's free
happens in the forward sweep).
"""

from __future__ import annotations

from ..errors import UnsupportedError
from ..ir.instructions import describe
from ..ir.types import I64, PTR, VOID
from ..ir.values import IntConst, LocalRef, Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_call

ALLOCATORS = {  # name -> how to compute the byte size from the arguments
    "malloc": lambda b, a: a[0],
    "_Znwm": lambda b, a: a[0],
    "_Znam": lambda b, a: a[0],
    "calloc": lambda b, a: b.binop("mul", I64, a[0], a[1], base="sz"),
    "aligned_alloc": lambda b, a: a[1],
    "__rust_alloc": lambda b, a: a[0],
    "__rust_alloc_zeroed": lambda b, a: a[0],
}

#: the allocators whose shadow comes from the same call (then zeroed), with the deallocation
#: that the reverse sweep releases it with (the others' shadows come from calloc)
RELEASE = {"_Znwm": "_ZdlPv", "_Znam": "_ZdaPv", "aligned_alloc": "free"}


@register_call(*ALLOCATORS)
class AllocationRule(Rule):
    def activity(self, act, inst) -> bool:
        return act.mark(inst, ("alloc", inst.name) in act.active_roots)

    def _shadow(self, t: TangentBuilder, inst):
        b = t.b
        args = [a.value for a in inst.args]
        args = [
            a if str(x.type) == "i64" else b.cast("zext", x.type, a, I64)
            for a, x in zip(args, inst.args)
        ]
        size = ALLOCATORS[inst.callee_name](b, args)
        base = f"{(inst.name or 'm').strip(chr(34))}.shadow"
        name = inst.callee_name
        out = []
        for _ in range(t.width):
            if name in RELEASE:  # operator new, aligned_alloc: the same call, then zeroed
                same = [(a.type, a.value) for a in inst.args]
                shadow = b.call(name, inst.ret, same, base=base)
                b.memset(shadow, Typed(I64, size))
                out.append(shadow)
            else:  # malloc, calloc, Rust's allocator (whose dealloc is free)
                out.append(b.call("calloc", PTR, [(I64, size), (I64, IntConst(1))], base=base))
        return out

    def forward(self, t: TangentBuilder, inst) -> None:
        t.set_lanes(inst, self._shadow(t, inst))

    def augmented(self, t: TangentBuilder, inst) -> None:
        t.emit_primal(inst)
        t.set_lanes(inst, self._shadow(t, inst))

    def reverse(self, a: AdjointBuilder, inst) -> None:
        if inst.name in a.act.varied:
            release = RELEASE.get(inst.callee_name, "free")
            a.b.call(release, VOID, [(PTR, a.lanes(LocalRef(inst.name), PTR, inst)[0])])


@register_call("free", "_ZdlPv", "_ZdaPv", "__rust_dealloc")
class FreeRule(Rule):
    """Forward: free the shadow with the primal. Reverse: the shadow outlives the primal (it is
    freed when the reverse sweep reaches the allocation)."""

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, t: TangentBuilder, inst) -> None:
        if t.varied(inst.args[0].value):
            for lane in t.lanes(inst.args[0].value, PTR, inst):
                rest = [(a.type, a.value) for a in inst.args[1:]]
                t.b.call(inst.callee_name, inst.ret, [(PTR, lane)] + rest)

    def augmented(self, t: TangentBuilder, inst) -> None:
        p = inst.args[0].value
        deferred = t.ctx.checkpoint_deferred_free.get(t.src.name, ())
        if isinstance(p, LocalRef) and p.name in deferred:
            return  # a checkpointed loop's reverse sweep still needs it, and frees it then
        t.emit_primal(inst)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        pass


@register_call("realloc", "__rust_realloc")
class ReallocRule(Rule):
    def activity(self, act, inst) -> bool:
        if any(act.is_varied(a.value) for a in inst.args) or ("alloc", inst.name) in \
                act.active_roots:  # fmt: skip
            raise UnsupportedError(
                f"in @{act.fn.name}: {inst.callee_name} of memory holding active data is not "
                f"supported yet ({describe(inst)}); allocate the final size up front"
            )
        return False

    def forward(self, t: TangentBuilder, inst) -> None:
        pass

    def reverse(self, a: AdjointBuilder, inst) -> None:
        pass
