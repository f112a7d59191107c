"""Forward mode over a gradient: the tangents of what the gradient keeps on its tape.

A gradient's forward sweep pushes the values its reverse sweep needs (floats, shadow pointers,
records of the MPI runtime) onto the tape and the reverse sweep pops them (``passes/tape.py``).
Their tangents must travel the same way, so forward mode over a gradient keeps a *shadow tape*
per direction k < W: every record reserved on (released from) the tape reserves (releases) the
same bytes on each shadow tape, which hold the tangents (shadow pointers) of the record's values
in direction k (byte for byte: the reverse sweep may pop a record in other pieces than the
forward sweep pushed it; a record addressed by its offset, ``__mpiad_tape_at``, has its tangents
at that offset on each shadow tape). Every reserve, release, push, pop and offset is mirrored,
whatever the activity of its values (the rules run always), so the tapes stay in step through
loops, calls and recursion; memory taken from the tape is treated as active, so a value popped
carries the tangent pushed with it (zero when it had none). The shadow tapes are module globals:
derivatives made this way must not run on several threads at once (mpiad.hvp runs the serial
gradient); their buffers are kept from one call to the next (``__mpiad_tape_park``).
"""

from __future__ import annotations

from ..builder import zero
from ..errors import UnsupportedError
from ..ir.instructions import Store, describe
from ..ir.types import I64, PTR, VOID
from ..ir.values import GlobalRef, KeywordConst
from ..tape import ensure_shadow_park, ensure_shadow_tape
from ..typeinfo import differentiable
from .protocol import Rule
from .registry import register_call


@register_call("__mpiad_tape_reserve", "__mpiad_tape_release", "__mpiad_tape_at")
class TapeRecord(Rule):
    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        # its memory holds what the tape holds, tangents too; a pointer stored into it may be
        # written through after it is popped (a shadow the reverse sweep accumulates into), so
        # the memory it points to needs tangents whatever this function does with it
        changed = act.mark(inst, True)
        if inst.callee_name != "__mpiad_tape_release" and inst.name is not None:
            for s in act.fn.instructions():
                if (
                    isinstance(s, Store)
                    and s.value.type.is_pointer
                    and ("call", inst.name) in act.roots(s.ptr.value)
                ):
                    changed |= act.activate_memory(s.value.value, s, strict=False)
        return changed

    def forward(self, t, inst) -> None:
        t.emit_primal(inst)
        n = inst.args[1].value
        lanes = [
            t.b.call(
                inst.callee_name, PTR, [(PTR, _tape(t, k)), (I64, n)], base="stape", declare=False
            )  # fmt: skip
            for k in range(t.width)
        ]
        if inst.name is not None:
            t.set_lanes(inst, lanes)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


@register_call("__mpiad_tape_free")
class TapeFree(Rule):
    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, t, inst) -> None:
        t.emit_primal(inst)
        park = ensure_shadow_park(t.module)  # the buffers stay for the next call
        for k in range(t.width):
            t.b.call(park, VOID, [(PTR, _tape(t, k))], declare=False)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


def _no_reverse(a, inst) -> None:
    """A gradient's tape call met in reverse mode: reverse over reverse, which mpiad does not
    do (a user's module can also call a function of that name)."""
    fn = getattr(a, "src", None)
    where = f"in @{fn.name}: " if fn is not None else ""
    raise UnsupportedError(
        f"{where}{inst.callee_name} is mpiad's tape of a generated gradient: reverse "
        "mode over a gradient is not supported; differentiate the gradient in forward mode "
        "(mpiad-opt --mode hvp, or --mode forward of diffe_F)"
    )


def _tape(t, k: int) -> GlobalRef:
    return GlobalRef(ensure_shadow_tape(t.module, k))


def _lane_value(t, inst, v, ty):
    """What the shadow tape holds for value ``v`` of type ``ty``: its W lanes (zeros for a value
    without a tangent)."""
    if differentiable(ty, t.module) and t.varied(v):
        return t.lanes(v, ty, inst)
    return [zero(ty) for _ in range(t.width)]


@register_call("__mpiad_push")
class TapePush(Rule):
    """push(t, v): v's W lanes go onto the shadow tape (zeros for a value without tangent)."""

    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        v = inst.args[1]
        if v.type.is_pointer and not isinstance(v.value, KeywordConst):
            return act.activate_memory(v.value, inst, strict=False)  # as TapeRecord says
        return False

    def forward(self, t, inst) -> None:
        t.emit_primal(inst)
        a = inst.args[1]
        for k, lane in enumerate(_lane_value(t, inst, a.value, a.type)):
            t.b.call(inst.callee_name, VOID, [(PTR, _tape(t, k)), (a.type, lane)], declare=False)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


@register_call("__mpiad_pop")
class TapePop(Rule):
    """pop(t): the value's W lanes come off the shadow tape, last lane first."""

    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        return act.mark(inst, differentiable(inst.ret, act.module))

    def forward(self, t, inst) -> None:
        t.emit_primal(inst)
        lanes = [
            t.b.call(inst.callee_name, inst.ret, [(PTR, _tape(t, k))], base="spop", declare=False)
            for k in range(t.width)
        ]
        if inst.name is not None and differentiable(inst.ret, t.module):
            t.set_lanes(inst, lanes)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


@register_call("__mpiad_peek")
class TapePeek(Rule):
    """peek(t) reads the control flow's block ids (integers): the shadow tape is not moved."""

    replaces_primal = True
    always = True

    def activity(self, act, inst) -> bool:
        if differentiable(inst.ret, act.module):
            raise UnsupportedError(
                f"in @{act.fn.name}: a floating-point value peeked from the tape "
                f"({describe(inst)}) has no tangent rule"
            )
        return False

    def forward(self, t, inst) -> None:
        t.emit_primal(inst)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)
