"""What the BLAS units share: the element kind, constant operands, transpose flags, and the
copies of inputs that the reverse sweep reads.

Numba's helpers take column-major (Fortran) arguments: a matrix is a pointer, a row count, a
column count and a leading dimension; ``alpha``/``beta`` arrive by pointer (stack slots holding
1 and 0); a transpose flag is the character ``'n'`` or ``'t'``. All sizes are ``i64``.

The reverse sweep needs the values an input had when the call ran. Memory nothing writes
during the whole call (``readonly`` roots: a matrix argument of the kernel) is read again in
place; anything else (an array the kernel computes, the ``alpha``/``beta`` slots) is copied
into one heap block in the forward sweep, recorded on the tape and freed after use.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from dataclasses import dataclass

from ...builder import float_const
from ...errors import UnsupportedError
from ...ir.instructions import Alloca, Call, Store, describe
from ...ir.module import GlobalVariable
from ...ir.types import DOUBLE, FLOAT, I1, I8, I32, I64, PTR, VOID, Type
from ...ir.values import FloatConst, GlobalRef, IntConst, LocalRef, Typed, Value
from ..protocol import AdjointBuilder, Rule, ShadowView, TangentBuilder

#: BLAS kind character -> element type (complex kinds are refused: no Numba kernel of ours
#: differentiates complex values)
KINDS: dict[int, Type] = {ord("d"): DOUBLE, ord("s"): FLOAT}
NOTRANS, TRANS = ord("n"), ord("t")


def elem_type(owner: str, inst: Call) -> Type:
    """The element type of a BLAS helper call, from its constant kind argument."""
    kind = inst.args[0].value
    if isinstance(kind, IntConst) and kind.value in KINDS:
        return KINDS[kind.value]
    what = chr(kind.value) if isinstance(kind, IntConst) and 0 < kind.value < 128 else "?"
    raise UnsupportedError(
        f"in @{owner}: {inst.callee_name} of kind {what!r} ({describe(inst)}) has no derivative: "
        "mpiad differentiates float32 and float64 products only (no complex)"
    )


def trans_flag(owner: str, inst: Call, k: int) -> bool:
    """Is argument ``k`` (a transpose flag) 't'? Numba passes constants; others are refused."""
    v = inst.args[k].value
    if isinstance(v, IntConst) and v.value in (NOTRANS, TRANS, ord("N"), ord("T")):
        return v.value in (TRANS, ord("T"))
    raise UnsupportedError(
        f"in @{owner}: {inst.callee_name} with a transpose flag that is not a constant 'n'/'t' "
        f"({describe(inst)}) cannot be differentiated"
    )


def flag(t: bool) -> tuple[Type, Value]:
    return (I8, IntConst(TRANS if t else NOTRANS))


def const_ptr(g: ShadowView, ty: Type, x: float) -> Value:
    """A pointer to a private constant ``x`` of type ``ty`` (BLAS takes alpha/beta by pointer)."""
    known = {1.0: "one", 0.0: "zero"}
    tag = known.get(x) if not (x == 0.0 and math.copysign(1.0, x) < 0) else None
    if tag is None:
        tag = "%016x" % int.from_bytes(struct.pack("<d", x), "little")
    name = f"__mpiad_blas_{tag}_{ty}"
    if name not in g.module.globals:
        g.module.add(
            GlobalVariable(
                name=name,
                pre="private unnamed_addr",
                kind="constant",
                type=ty,
                initializer=float_const(ty, x),
                post=", align 8",
            )
        )
    return GlobalRef(name)


def i64(v: Value) -> tuple[Type, Value]:
    return (I64, v)


def at_least_one(g: ShadowView, v: Value) -> Value:
    """``max(v, 1)``: a leading dimension BLAS accepts for an empty operand."""
    big = g.b.cmp("icmp", "sgt", I64, v, IntConst(1), base="ld")
    return g.b.select(Typed(I1, big), I64, v, IntConst(1), base="ld")


def matrix_elems(g: ShadowView, rows: Value, cols: Value, ld: Value) -> Value:
    """Elements a column-major ``rows x cols`` operand with leading dimension ``ld`` spans:
    ``ld * (cols - 1) + rows`` (0 when it has no column)."""
    b = g.b
    last = b.binop("sub", I64, cols, IntConst(1), base="n")
    span = b.binop("add", I64, b.binop("mul", I64, ld, last, base="n"), rows, base="n")
    empty = b.cmp("icmp", "sle", I64, cols, IntConst(0), base="n")
    return b.select(Typed(I1, empty), I64, IntConst(0), span, base="n")


def call_helper(g: ShadowView, name: str, args: list[tuple[Type, Value]]) -> None:
    """Call one of Numba's BLAS helpers (they return 0; Numba itself aborts on anything else,
    which cannot happen for the valid sizes a derivative passes)."""
    g.b.call(name, I32, args, base="blas")


#: ``(argument index, element count)``: an input the reverse sweep reads; the count is computed
#: from the call's arguments as seen in the current sweep (``arg(k)`` gives argument ``k``)
SavedInput = tuple[int, Callable[[Callable[[int], Value]], Value]]


@dataclass
class Inputs:
    """The call's arguments in the reverse sweep: the primal values, with the saved inputs
    read from their copies."""

    a: AdjointBuilder
    inst: Call
    copies: dict[int, Value]
    block: Value | None

    def __call__(self, k: int) -> Value:
        got = self.copies.get(k)
        return got if got is not None else self.a.primal(self.inst.args[k].value)

    def free(self) -> None:
        if self.block is not None:
            self.a.b.call("free", VOID, [(PTR, self.block)])


class BlasRule(Rule):
    """Base of the BLAS units: activity (the output memory becomes active when an input is),
    the forward sweep's copies and the reverse sweep's access to them.

    ``out`` is the output pointer argument, ``ins`` the input pointers (arrays), ``scalars``
    the alpha/beta pointers (inactive: Numba's constant slots)."""

    out = 0
    ins: tuple[int, ...] = ()
    scalars: tuple[int, ...] = ()

    @property
    def reads(self) -> tuple[int, ...]:  # type: ignore[override]
        return self.ins + self.scalars

    #: scalars whose tangent the forward rule handles (a gradient's ``dot`` reverse passes its
    #: result's adjoint as ``gemv``'s alpha: forward mode over that gradient meets it active)
    forward_scalars: tuple[int, ...] = ()

    def check(self, g: ShadowView, inst: Call, forward: bool = False) -> Type:
        """The element type; refuses complex kinds and an active alpha or beta (Numba passes
        constant slots; a refusal from ``activity`` would be lost in callee summaries), but
        ``forward_scalars`` in forward mode (``forward``)."""
        for k in self.scalars:
            if forward and k in self.forward_scalars:
                continue
            if g.varied(inst.args[k].value):
                raise UnsupportedError(
                    f"in @{g.src.name}: {inst.callee_name} with an active alpha or beta "
                    f"({describe(inst)}) is not supported"
                )
        return elem_type(g.src.name, inst)

    def activity(self, act, inst) -> bool:
        if any(act.is_varied(inst.args[k].value) for k in self.ins + self.forward_scalars):
            return act.activate_memory(inst.args[self.out].value, inst)
        return False

    def saved(self, g: ShadowView, inst: Call) -> list[SavedInput]:
        """The inputs the reverse rule reads (depends on which operands are varied)."""
        raise NotImplementedError(self.name)

    def known_scalars(self, g: ShadowView, inst: Call) -> dict[int, float]:
        """The alpha/beta whose value the call's block shows: the stack slot's last store
        before the call is a constant (Numba stores 1 and 0 just before each call). The reverse
        sweep reads them as constants, neither copied nor taped; so they carry no tangent in
        forward mode over the gradient (a copy on the tape would look active there)."""
        out: dict[int, float] = {}
        blk = next((b for b in g.src.blocks if any(i is inst for i in b.instructions)), None)
        if blk is None:
            return out
        at = next(j for j, i in enumerate(blk.instructions) if i is inst)
        allocas = {i.name for i in g.src.instructions() if isinstance(i, Alloca)}
        for k in self.scalars:
            p = inst.args[k].value
            if not (isinstance(p, LocalRef) and p.name in allocas):
                continue
            for i in reversed(blk.instructions[:at]):
                if isinstance(i, Store):
                    q = i.ptr.value
                    if q == p:
                        if isinstance(i.value.value, FloatConst) and str(i.value.type) in (
                            "double",
                            "float",
                        ):
                            out[k] = i.value.value.value
                        break
                    if isinstance(q, LocalRef) and q.name in allocas:
                        continue  # another stack slot (an alloca is not a GEP of another)
                    break
                if isinstance(i, Call):
                    break
        return out

    def _to_copy(self, g: ShadowView, inst: Call) -> list[SavedInput]:
        out = []
        known = self.known_scalars(g, inst)
        for k, count in self.saved(g, inst):
            if k in known:
                continue
            roots = g.act.roots(inst.args[k].value)
            if not (roots and roots <= g.readonly):
                out.append((k, count))
        return out

    def _layout(self, g: ShadowView, inst: Call, arg, copies) -> tuple[list[Value], Value]:
        """Byte offsets of each copy in the block, and the block's size."""
        size = g.b.sizeof(elem_type(g.src.name, inst))
        offsets, total = [], IntConst(0)
        for _, count in copies:
            offsets.append(total)
            nbytes = g.b.binop("mul", I64, count(arg), size, base="bytes")
            total = g.b.binop("add", I64, total, nbytes, base="bytes")
        return offsets, total

    def augmented(self, g: TangentBuilder, inst: Call) -> None:
        self.check(g, inst)
        copies = self._to_copy(g, inst)
        if copies:

            def arg(k: int) -> Value:
                return inst.args[k].value

            offsets, total = self._layout(g, inst, arg, copies)
            block = g.b.call("malloc", PTR, [(I64, total)], base="blas.saved")
            for (k, count), off in zip(copies, offsets):
                dst = g.b.gep(I8, block, [Typed(I64, off)], base="blas.saved")
                nbytes = g.b.binop(
                    "mul", I64, count(arg), g.b.sizeof(elem_type(g.src.name, inst)), base="bytes"
                )
                g.b.memcpy(dst, arg(k), Typed(I64, nbytes))
            g.record(inst, block)
        g.emit_primal(inst)

    def inputs(self, a: AdjointBuilder, inst: Call) -> Inputs:
        """Reverse sweep: the call's arguments (``got(k)``), inputs read from their copies."""
        copies = self._to_copy(a, inst)
        ty = elem_type(a.src.name, inst)
        known = {k: const_ptr(a, ty, x) for k, x in self.known_scalars(a, inst).items()}
        got = Inputs(a, inst, known, None)
        if not copies:
            return got
        got.block = a.recorded(inst)
        offsets, _ = self._layout(a, inst, got, copies)
        for (k, _), off in zip(copies, offsets):
            got.copies[k] = a.b.gep(I8, got.block, [Typed(I64, off)], base="blas.in")
        return got
