"""memcpy/memmove and memset, as intrinsics and as libc calls.

Forward: memcpy copies the shadow (or zeroes it when the source is inactive), memset zeroes it.
Reverse: a copy's adjoint is added from the destination's shadow back into the source's and the
destination's shadow is zeroed (the old bytes were overwritten); memset zeroes the shadow.

A copy moves bytes, an adjoint adds numbers: the reverse needs the copied elements' type, which
the copy does not say. It is read off the function's loads and stores of the memory the copy
reads or writes (its allocations, ``act.roots``): doubles, floats (a float array copied by a
memcpy that LLVM made of a loop adds as floats), or, where nothing there says, doubles (with a
warning). Memory accessed both as floats and as doubles is refused: adding its bytes as either
would be wrong for the other.
"""

from __future__ import annotations

from .. import tape
from ..errors import UnsupportedError
from ..ir.instructions import Load, Store, describe
from ..ir.types import I64, PTR, VOID, FloatType, VectorType
from ..ir.values import Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_call


@register_call("llvm.memcpy", "llvm.memmove", "llvm.memcpy.inline", "memcpy", "memmove")
class MemcpyRule(Rule):
    def activity(self, act, inst) -> bool:
        if act.is_varied(inst.args[1].value):
            return act.activate_memory(inst.args[0].value, inst)
        return False

    def forward(self, t: TangentBuilder, inst) -> None:
        dst, src, n = inst.args[0], inst.args[1], inst.args[2]
        if not t.varied(dst.value):
            return
        name = inst.callee_name
        src_l = t.lanes(src.value, src.type, inst) if t.varied(src.value) else None
        for k, d in enumerate(t.lanes(dst.value, dst.type, inst)):
            if src_l is None:
                t.b.memset(d, Typed(n.type, n.value))
            elif name.startswith("llvm."):
                args = [(a.type, a.value) for a in inst.args]
                args[0] = (PTR, d)
                args[1] = (PTR, src_l[k])
                t.b.call(name, inst.ret, args)
            else:
                t.b.call(name, inst.ret, [(PTR, d), (PTR, src_l[k]), (n.type, n.value)], base="mc")

    def reverse(self, a: AdjointBuilder, inst) -> None:
        dst, src, n = inst.args[0], inst.args[1], inst.args[2]
        if not a.varied(dst.value):
            return
        ddst = a.lanes(dst.value, dst.type, inst)[0]
        nb = a.primal(n.value)
        if a.varied(src.value):
            bits = _element_bits(a, inst)
            dsrc = a.lanes(src.value, src.type, inst)[0]
            fn = tape.ensure_memcpy_adjoint(a.module, bits)
            nb64 = nb if str(n.type) == "i64" else a.b.cast("zext", n.type, nb, I64)
            a.b.call(fn, VOID, [(PTR, ddst), (PTR, dsrc), (I64, nb64)])
        else:
            a.b.memset(ddst, Typed(n.type, nb))


def _element_bits(a: AdjointBuilder, inst) -> int:
    """64 or 32: the floating type the function loads and stores the copied memory as."""
    act = a.act
    roots = act.roots(inst.args[0].value) | act.roots(inst.args[1].value)
    seen: set[int] = set()
    for i in a.src.instructions() if roots else ():
        if isinstance(i, Load):
            ptr, ty = i.ptr.value, i.ty
        elif isinstance(i, Store):
            ptr, ty = i.ptr.value, i.value.type
        else:
            continue
        el = ty.element if isinstance(ty, VectorType) else ty
        if isinstance(el, FloatType) and el.kind in ("float", "double") and act.roots(ptr) & roots:
            seen.add(64 if el.kind == "double" else 32)
    if seen == {32}:
        return 32
    if seen == {32, 64}:
        raise UnsupportedError(
            f"in @{a.src.name}: {describe(inst)} copies memory that the function reads or writes "
            "both as floats and as doubles; the reverse mode cannot tell which bytes of the copy "
            "are which: copy the float and the double parts separately"
        )
    if not seen:
        a.ctx.warn(
            f"in @{a.src.name}: the adjoint of {describe(inst)} treats the copied bytes as "
            "doubles (no load or store of the copied memory in the function says otherwise)"
        )
    return 64


@register_call("llvm.memset", "llvm.memset.inline", "memset")
class MemsetRule(Rule):
    always = True

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, t: TangentBuilder, inst) -> None:
        dst, n = inst.args[0], inst.args[2]
        if not t.varied(dst.value):
            return
        for d in t.lanes(dst.value, dst.type, inst):
            t.b.memset(d, Typed(n.type, n.value))

    def reverse(self, a: AdjointBuilder, inst) -> None:
        dst, n = inst.args[0], inst.args[2]
        if not a.varied(dst.value):
            return
        ddst = a.lanes(dst.value, dst.type, inst)[0]
        a.b.memset(ddst, Typed(n.type, a.primal(n.value)))
