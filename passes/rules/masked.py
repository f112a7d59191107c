"""The masked memory intrinsics (``llvm.masked.*``): what loop vectorisers emit for conditional
and indexed loads and stores (AVX2: masked load/store; AVX-512: also gather/scatter; the
expand/compress pair comes from AVX-512 intrinsics in C).

Each intrinsic's derivative is the same intrinsic on the shadows, with the primal's mask, so
masked-off lanes never touch memory (their addresses may be out of bounds):

- load/expandload/gather (``p, mask, passthru``): tangent = the same read of the shadow, with
  the passthru's tangent in the masked-off lanes. Adjoint: the result's adjoint is added into
  the shadow memory of the masked-on lanes; the passthru gets the masked-off lanes' adjoint.
- store/compressstore/scatter (``value, p, mask``): tangent = the same write of the value's
  tangent (zero for inactive data) into the shadow. Adjoint: the masked-on lanes' shadow is
  read into the value's adjoint and zeroed (the primal overwrote it).

Contiguous forms (load/store, expandload/compressstore) touch distinct addresses, so their
adjoints are whole-vector operations. A gather or a scatter may name one address in several
lanes, so their adjoints run lane by lane (a gather/scatter whose mask has one lane on):

- gather: lane i adds its adjoint into ``*shadow_i``, so two lanes reading one element both
  count (a single scatter of sums would keep one);
- scatter: LLVM writes overlapping lanes in order, the highest lane last, and only that lane's
  value survives. The adjoint visits lanes from the highest down, reading then zeroing each
  lane's shadow: the surviving lane takes the adjoint, the earlier ones find zero.

The reverse sweep reads a load's primal result (for other partials, e.g. ``x * x``) as any
value: ``AdjointBuilder.primal`` tapes the vector (or recomputes what is pure), as for a
plain vector load. Integer vectors carry no derivative (as for ``load``): an integer masked
copy of floating-point data is not followed.
"""

from __future__ import annotations

from ..builder import zero
from ..errors import UnsupportedError
from ..ir.attributes import param_attrs
from ..ir.instructions import Arg, Call, describe
from ..ir.types import I1, VOID, Type, VectorType
from ..ir.values import AggregateConst, GlobalRef, IntConst, Typed, Value
from ..typeinfo import floatish
from .protocol import AdjointBuilder, Rule, TangentBuilder
from .registry import register_call

LOAD, STORE = "llvm.masked.load", "llvm.masked.store"
EXPAND, COMPRESS = "llvm.masked.expandload", "llvm.masked.compressstore"
GATHER, SCATTER = "llvm.masked.gather", "llvm.masked.scatter"
#: each reading intrinsic and the writing one with the same name suffix and addressing
_WRITER = {LOAD: STORE, EXPAND: COMPRESS, GATHER: SCATTER}
_READER = {w: r for r, w in _WRITER.items()}


# ------------------------------------------------------------------------------- helpers
def _family(inst: Call) -> tuple[str, str]:
    """The family's table key (``llvm.masked.gather``) and the name's type suffix."""
    name = inst.callee_name
    for key in (*_WRITER, *_READER):
        if name == key or name.startswith(key + "."):
            return key, name[len(key) :]
    raise AssertionError(name)  # pragma: no cover - only registered names reach the rules


def _intrinsic(b, name: str, ret: Type, args: list[Arg], base: str = "d") -> Value | None:
    if name not in b.module.functions:
        b.module.get_or_declare(name, ret, [a.type for a in args])
    return b.emit(Call(ret=ret, callee=GlobalRef(name), args=args), None if ret.is_void else base)


def _read(b, key: str, suffix: str, vt, ptr: Arg, p: Value, mask: Value, passthru: Value):
    """``key`` (a reading intrinsic) at ``p`` (``ptr``'s type and attributes) under ``mask``."""
    mt = VectorType(vt.count, I1)
    args = [Arg(ptr.type, p, param_attrs(ptr.attrs)), Arg(mt, mask), Arg(vt, passthru)]
    return _intrinsic(b, key + suffix, vt, args, base="m")


def _write(b, key: str, suffix: str, vt, value: Value, ptr: Arg, p: Value, mask: Value) -> None:
    mt = VectorType(vt.count, I1)
    args = [Arg(vt, value), Arg(ptr.type, p, param_attrs(ptr.attrs)), Arg(mt, mask)]
    _intrinsic(b, key + suffix, VOID, args)


def _one_lane(b, mask: Value, n: int, i: int) -> Value:
    """``mask`` with every lane but ``i`` off."""
    mt = VectorType(n, I1)
    onehot = AggregateConst(
        "<", tuple(Typed(I1, IntConst(int(j == i), is_bool=True)) for j in range(n))
    )
    return b.binop("and", mt, mask, onehot, base="lane")


def _masked_off(b, vt, mask: Value, v: Value) -> Value:
    """``v`` in the lanes ``mask`` turns off, zero in the others."""
    return b.select(Typed(VectorType(vt.count, I1), mask), vt, zero(vt), v, base="pt")


def _no_parallel(a: AdjointBuilder, inst) -> None:
    if a.src.name in a.ctx.parallel:
        raise UnsupportedError(
            f"in @{a.src.name}: the adjoint of {describe(inst)} inside a parallel loop needs "
            "atomic vector updates mpiad does not emit; build the loop body without "
            "vectorisation (clang -fno-vectorize, NUMBA_LOOP_VECTORIZE=0)"
        )


def _no_pointers(fn: str, inst, ty: Type) -> None:
    """Vectors of pointers read from or written to active memory would need shadow pointers
    in the shadow memory, which these rules do not keep: refused rather than dropped."""
    if ty.scalar().is_pointer:
        raise UnsupportedError(
            f"in @{fn}: {describe(inst)} moves pointers to active data through "
            "memory in a vector; mpiad has no derivative for that (build this loop without "
            "vectorisation: clang -fno-vectorize)"
        )


# ------------------------------------------------------------------------------- reads
@register_call(LOAD, EXPAND, GATHER)
class MaskedRead(Rule):
    """``y = read(p, mask, passthru)``: contiguous (load, expandload) or one pointer per lane
    (gather)."""

    reads = (0,)

    def activity(self, act, inst) -> bool:
        if act.is_varied(inst.args[0].value):
            _no_pointers(act.fn.name, inst, inst.type)
        return super().activity(act, inst)

    def forward(self, t: TangentBuilder, inst) -> None:
        vt = inst.type
        if not floatish(vt, t.module):
            return
        key, suffix = _family(inst)
        ptr, mask, pt = inst.args[0], inst.args[-2].value, inst.args[-1]
        dpt = t.lanes(pt.value, vt, inst) if t.varied(pt.value) else [zero(vt)] * t.width
        if t.varied(ptr.value):
            lanes = [
                _read(t.b, key, suffix, vt, ptr, p, mask, d)
                for p, d in zip(t.lanes(ptr.value, ptr.type, inst), dpt)
            ]
        else:  # inactive memory: only the passthru's tangent, in the masked-off lanes
            lanes = [_masked_off(t.b, vt, mask, d) if t.varied(pt.value) else d for d in dpt]
        t.set_lanes(inst, lanes)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        vt = inst.type
        if not floatish(vt, a.module):
            return
        dy = a.adjoint_of(inst)
        if dy is None:
            return
        key, suffix = _family(inst)
        ptr, pt = inst.args[0], inst.args[-1]
        mask = a.primal(inst.args[-2].value)
        b = a.b
        if a.varied(pt.value):
            a.add_adjoint(pt.value, vt, _masked_off(b, vt, mask, dy))
        if not a.varied(ptr.value):
            return
        _no_parallel(a, inst)
        dp = a.lanes(ptr.value, ptr.type, inst)[0]
        writer = _WRITER[key]
        if key != GATHER:  # distinct addresses: one read-add-write of the vector
            old = _read(b, key, suffix, vt, ptr, dp, mask, zero(vt))
            _write(b, writer, suffix, vt, b.fadd(vt, old, dy, base="m"), ptr, dp, mask)
            return
        for i in range(vt.count):  # lanes may share an address: each adds on its own
            m_i = _one_lane(b, mask, vt.count, i)
            old = _read(b, key, suffix, vt, ptr, dp, m_i, zero(vt))
            _write(b, writer, suffix, vt, b.fadd(vt, old, dy, base="m"), ptr, dp, m_i)


# ------------------------------------------------------------------------------- writes
@register_call(STORE, COMPRESS, SCATTER)
class MaskedWrite(Rule):
    """``write(value, p, mask)``: contiguous (store, compressstore) or one pointer per lane
    (scatter)."""

    def activity(self, act, inst) -> bool:
        if act.is_varied(inst.args[0].value):
            _no_pointers(act.fn.name, inst, inst.args[0].type)
            return act.activate_memory(inst.args[1].value, inst)
        return False

    def forward(self, t: TangentBuilder, inst) -> None:
        val, ptr, mask = inst.args[0], inst.args[1], inst.args[-1].value
        vt = val.type
        if not t.varied(ptr.value) or not floatish(vt, t.module):
            return
        key, suffix = _family(inst)
        dv = t.lanes(val.value, vt, inst) if t.varied(val.value) else [zero(vt)] * t.width
        for p, d in zip(t.lanes(ptr.value, ptr.type, inst), dv):
            _write(t.b, key, suffix, vt, d, ptr, p, mask)

    def reverse(self, a: AdjointBuilder, inst) -> None:
        val, ptr = inst.args[0], inst.args[1]
        vt = val.type
        if not a.varied(ptr.value) or not floatish(vt, a.module):
            return
        _no_parallel(a, inst)
        key, suffix = _family(inst)
        reader = _READER[key]
        b = a.b
        mask = a.primal(inst.args[-1].value)
        dp = a.lanes(ptr.value, ptr.type, inst)[0]
        if not a.varied(val.value):  # inactive data overwrote the shadow
            _write(b, key, suffix, vt, zero(vt), ptr, dp, mask)
            return
        if key != SCATTER:  # distinct addresses: read the adjoint, zero the shadow
            d = _read(b, reader, suffix, vt, ptr, dp, mask, zero(vt))
            _write(b, key, suffix, vt, zero(vt), ptr, dp, mask)
            a.add_adjoint(val.value, vt, d)
            return
        # the last lane writing an address is the one whose value survives: it must take the
        # shadow, and the earlier lanes writing there must find zero
        acc = None
        for i in reversed(range(vt.count)):
            m_i = _one_lane(b, mask, vt.count, i)
            d = _read(b, reader, suffix, vt, ptr, dp, m_i, zero(vt))
            _write(b, key, suffix, vt, zero(vt), ptr, dp, m_i)
            acc = d if acc is None else b.fadd(vt, acc, d, base="m")
        a.add_adjoint(val.value, vt, acc)
