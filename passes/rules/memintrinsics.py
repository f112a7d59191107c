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

Memory the function loads or stores pointers in (flang's array descriptors: a base address, then
integer extents and strides, copied whole by memcpy at -O0) holds no adjoint: the forward and
augmented copies carry its shadow (shadow pointers), and the reverse leaves both shadows alone,
since adding a shadow pointer's bits as doubles would corrupt the shadow descriptor the reverse
sweep still reads its shadow pointers from. Memory accessed as pointers and as floating numbers
both is refused, naming the copy.
"""

from __future__ import annotations

from .. import tape
from ..errors import UnsupportedError
from ..ir.instructions import Call, Load, Store, describe
from ..ir.module import Module
from ..ir.types import (
    I64,
    PTR,
    VOID,
    ArrayType,
    FloatType,
    NamedStructType,
    StructType,
    Type,
    VectorType,
)
from ..ir.values import LocalRef, Typed
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import call_rule_for, register_call


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
        if src_l is None:
            _refuse_unknown_shadow_pointers(t, inst)
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

    def augmented(self, t: TangentBuilder, inst) -> None:
        """Reverse mode's forward sweep: a shadow holds adjoints, which the reverse sweep adds
        back, except where the copied bytes hold pointers: there it holds shadow pointers, which
        the copy must carry as the forward mode does."""
        t.emit_primal(inst)
        if t.varied(inst.args[0].value) and _holds_pointers(t, inst):
            self.forward(t, inst)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        dst, src, n = inst.args[0], inst.args[1], inst.args[2]
        if not a.varied(dst.value):
            return
        ddst = a.lanes(dst.value, dst.type, inst)[0]
        nb = a.primal(n.value)
        bits = _element_bits(a, inst)
        if bits == 0:
            return  # pointers and integers: no adjoint; the shadow pointers stay for the sweep
        if a.varied(src.value):
            dsrc = a.lanes(src.value, src.type, inst)[0]
            fn = tape.ensure_memcpy_adjoint(a.module, bits)
            nb64 = nb if str(n.type) == "i64" else a.b.cast("zext", n.type, nb, I64)
            a.b.call(fn, VOID, [(PTR, ddst), (PTR, dsrc), (I64, nb64)])
        else:
            a.b.memset(ddst, Typed(n.type, nb))


_BITS = {"double": 64, "float": 32, "ptr": 0}


def _leaves(ty: Type, m: Module) -> set[str]:
    """The kinds of scalars (``"ptr"``, ``"float"``, ``"double"``, ...) a loaded or stored type
    holds, aggregates and vectors looked into (named structs through ``m``'s bodies)."""
    out: set[str] = set()
    stack, seen = [ty], set()
    while stack:
        t = stack.pop()
        if isinstance(t, NamedStructType):
            if t.name in seen:
                continue
            seen.add(t.name)
            t = m.struct_body(t)
        if isinstance(t, VectorType | ArrayType):
            stack.append(t.element)
        elif isinstance(t, StructType):
            stack.extend(t.elements)
        elif isinstance(t, FloatType):
            out.add(t.kind)
        elif t.is_pointer:
            out.add("ptr")
    return out


def _refuse_unknown_shadow_pointers(t: TangentBuilder, inst) -> None:
    """A copy from memory without a shadow leaves null shadow pointers in the destination:
    right for the pointers constants put there (flang's empty descriptor), wrong for a pointer
    the function computed (one made from an integer, as ``c_f_pointer`` does at -O0), which
    the derivative would then write its adjoints through. Refuse those."""
    if not _holds_pointers(t, inst):
        return
    act = t.act
    # the source, and the memory copied into it before
    roots = _grown(t, act.roots(inst.args[1].value), both_ways=False)
    for i in t.src.instructions():
        if not (isinstance(i, Store) and "ptr" in _leaves(i.value.type, t.module)):
            continue
        if _computed(i.value.value) and act.roots(i.ptr.value) & roots:
            raise UnsupportedError(
                f"in @{t.src.name}: {describe(inst)} copies a pointer the function computed "
                f"({describe(i)}) from memory without a shadow into memory the derivative "
                "reads shadow pointers from (an array descriptor, as flang builds them at "
                "-O0); mpiad cannot tell that pointer's shadow: build with optimisation (-O1 "
                "or higher) or let mpiad simplify the module first (MPIAD_PREPROCESS=always)"
            )


def _computed(v) -> bool:
    """Does the value refer to a local value (is it anything but a constant)?"""
    stack = [v]
    while stack:
        v = stack.pop()
        if isinstance(v, LocalRef):
            return True
        if v is not None:
            stack.extend(v.refs())
    return False


def _grown(v: TangentBuilder | AdjointBuilder, roots, both_ways: bool) -> set:
    """``roots`` and, to a fixpoint, the memory the function's copies move into them (and,
    ``both_ways``, the memory they move out of them into)."""
    act = v.act
    copies = [
        i
        for i in v.src.instructions()
        if isinstance(i, Call) and isinstance(call_rule_for(i), MemcpyRule)
    ]
    roots = set(roots)
    grown = True
    while grown:
        grown = False
        for c in copies:
            dst, src = act.roots(c.args[0].value), act.roots(c.args[1].value)
            reached, adds = (dst | src, dst | src) if both_ways else (dst, src)
            if reached & roots and not adds <= roots:
                roots |= adds
                grown = True
    return roots


def _holds_pointers(t: TangentBuilder, inst) -> bool:
    """Does the function load or store pointers in the memory the copy ``inst`` moves?"""
    return "ptr" in _kinds(t, inst)


def _kinds(v: TangentBuilder | AdjointBuilder, inst) -> set[str]:
    """What the function loads and stores (``"ptr"``, ``"float"``, ``"double"``) in the memory
    the copy ``inst`` reads or writes, or in memory copied to or from it by further copies
    (flang at -O0 copies a descriptor from one stack slot to the next before reading it)."""
    act = v.act
    roots = act.roots(inst.args[0].value) | act.roots(inst.args[1].value)
    if not roots:
        return set()
    roots = _grown(v, roots, both_ways=True)
    seen: set[str] = set()
    for i in v.src.instructions():
        if isinstance(i, Load):
            ptr, ty = i.ptr.value, i.ty
        elif isinstance(i, Store):
            ptr, ty = i.ptr.value, i.value.type
        else:
            continue
        kinds = _leaves(ty, v.module) & {"float", "double", "ptr"}
        if kinds and act.roots(ptr) & roots:
            seen |= kinds
    return seen


def _element_bits(a: AdjointBuilder, inst) -> int:
    """64 or 32: the floating type the function loads and stores the copied memory as; 0: it
    loads or stores pointers there (and no floating numbers), so the copy has no adjoint."""
    seen = {_BITS[k] for k in _kinds(a, inst)}
    if 0 in seen:
        if seen != {0}:
            raise UnsupportedError(
                f"in @{a.src.name}: {describe(inst)} copies memory that the function reads or "
                "writes both as pointers and as floating-point numbers; the reverse mode cannot "
                "tell which bytes of the copy hold adjoints: copy the pointers and the numbers "
                "separately"
            )
        return 0
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
