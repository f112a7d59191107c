"""The context block of a checkpointed loop (``checkpoint.py``): where each value that crosses
the loop's boundary lives while the outlined step runs.

The block holds what a step reads from outside the loop (live-ins), the loop-carried values (the
header's phis), what the code after the loop reads (live-outs) and, for an online schedule, the
step's "go on?" flag. It has two parts: values that carry no derivative first, then (from
``active_off``, 16-byte aligned) those that may. The step's body takes the two parts as two
pointers and only the second has a shadow: one block with a shadow would make every value the
step reads from it active (a constant coefficient gets an adjoint, accumulated over the whole
array in a serial chain, and its multiplicands get taped).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .. import tape as T
from ..activity import Activity
from ..builder import Builder
from ..ir.instructions import Instruction, Load, Phi
from ..ir.types import I8, I32, I64
from ..ir.values import IntConst, LocalRef, Typed, Value
from .checkpoint_rebind import Rebound

#: a slot's key: (kind, name), kind "in", "phi", "out" or "more" (the online step's flag)
Key = tuple[str, str]


@dataclass
class Boundary:
    """The values that cross the loop's boundary: (name, type) of the live-ins and live-outs,
    the header's phis with their values by incoming block, the arrays the loop rebinds
    (``checkpoint_rebind.py``) and the header phis they account for -> their next values."""

    live_in: list[tuple[str, object]]
    hphis: list[Phi]
    phi_next: list[tuple[Phi, dict[str, Value]]]
    live_out: list[tuple[str, object]]
    rebound: list[Rebound] = field(default_factory=list)
    handled: dict[str, Value] = field(default_factory=dict)


@dataclass
class ContextLayout:
    """The offset and type of each slot, which slots are in the part with a shadow, and the
    block's size; ``cptr``/``aptr`` name the step body's two context parameters once made."""

    slots: dict[Key, tuple[int, object]]
    active: set[Key]
    active_off: int
    size: int
    cptr: str = ""
    aptr: str = ""

    def slot(self, b: Builder, base: Value, key: Key) -> Value:
        """The address of slot ``key`` in the block at ``base`` (inside the step's body, where
        ``base`` is its context parameter, a slot of the second part is reached from ``aptr``)."""
        o = self.slots[key][0]
        if base == LocalRef(self.cptr) and key in self.active:  # inside the body: second part
            base, o = LocalRef(self.aptr), o - self.active_off
        return base if o == 0 else b.gep(I8, base, [Typed(I64, IntConst(o))], base="ck.slot")


def context_items(bd: Boundary, online: bool) -> list[tuple[str, str, object]]:
    """The block's values in slot order: (kind, name, type)."""
    return (
        [("in", n, ty) for n, ty in bd.live_in]
        + [("phi", p.name, p.ty) for p in bd.hphis]
        + [("out", n, ty) for n, ty in bd.live_out]
        + ([("more", "", I32)] if online else [])  # the online step's exit test: go on?
    )


def may_vary(
    act: Activity | None, bd: Boundary, latch: str, defs: dict[str, Instruction]
) -> Callable[[str, str], bool]:
    """Whether a value of kind ``kind`` named ``n`` may carry a derivative (its slot goes in the
    part with a shadow), by the enclosing function's activity ``act`` (None: any may)."""
    phi_next, live_out = bd.phi_next, bd.live_out
    nxt = {p.name: inc for p, inc in phi_next}
    own_slots = {n for g in bd.rebound for n in (g.mi, g.data)}
    if bd.rebound:  # the fields of a rebound array read from a helper's result (its shape, as i64
        # loads from memory with doubles, may count as active): slots with shadows, whatever
        for p, inc in phi_next:
            nv = inc.get(latch)
            if isinstance(nv, LocalRef) and isinstance(defs.get(nv.name), Load):
                own_slots.add(p.name)
        own_slots.update(n for n, _ in live_out if isinstance(defs.get(n), Load))

    def varies(kind: str, n: str) -> bool:
        if kind == "more":
            return False
        if act is None or (kind in ("phi", "out") and n in own_slots):
            return True  # (the loop's own arrays: their shadows are the state's adjoint)
        if act.is_varied(LocalRef(n)):
            return True
        return kind == "phi" and any(act.is_varied(v) for v in nxt[n].values())

    return varies


def lay_out(items, varies: Callable[[str, str], bool]) -> ContextLayout:
    """Slots in ``items`` order, the constant part first, each aligned to its size (up to 16
    bytes); the second part and the whole block 16-byte aligned, at least 16 bytes."""
    slots: dict[Key, tuple[int, object]] = {}
    active: set[Key] = set()
    off = 0
    active_off = 0
    for part in (False, True):
        if part:
            off = active_off = (off + 15) // 16 * 16
        for kind, n, ty in items:
            if varies(kind, n) != part:
                continue
            sz = T.type_size(ty)
            al = min(16, 1 << max(0, (sz - 1).bit_length()))
            off = (off + al - 1) // al * al
            slots[(kind, n)] = (off, ty)
            if part:
                active.add((kind, n))
            off += sz
    return ContextLayout(slots, active, active_off, max(16, (off + 15) // 16 * 16))


def constant_values(layout: ContextLayout, entry_value: dict[Key, Value]) -> tuple[Value, ...]:
    """The values stored into the constant part on entry (``CheckpointLoop.const_values``)."""
    return tuple(
        v for k, v in entry_value.items() if k not in layout.active and isinstance(v, LocalRef)
    )


def pointer_slots(layout: ContextLayout, bd: Boundary) -> tuple[int, ...]:
    """Pointer slots whose shadow slot the runtime keeps in step (``CheckpointLoop.ptr_slots``):
    phis (offset), live-outs (~offset)."""
    return tuple(
        layout.slots[("phi", p.name)][0]
        for p in bd.hphis
        if p.ty.is_pointer and ("phi", p.name) in layout.active
    ) + tuple(
        ~layout.slots[("out", n)][0]
        for n, ty in bd.live_out
        if ty.is_pointer and ("out", n) in layout.active
    )
