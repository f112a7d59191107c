"""Emitting new instructions into a function under construction.

Derivative generators write a lot of small instruction sequences; ``Builder`` keeps them short to
write (``b.fmul(x, y)``), gives every result a fresh readable name, and declares the intrinsics it
calls in the module on first use.
"""

from __future__ import annotations

import re
import struct

from .errors import UnsupportedError
from .ir.instructions import (
    Alloca,
    Arg,
    BinaryOp,
    Br,
    Call,
    Cast,
    Compare,
    ExtractValue,
    GetElementPtr,
    InsertValue,
    Instruction,
    Load,
    Phi,
    RawInstruction,
    Ret,
    Select,
    Store,
    UnaryOp,
)
from .ir.module import Module
from .ir.types import (
    DOUBLE,
    I1,
    I8,
    I64,
    PTR,
    VOID,
    ArrayType,
    FloatType,
    IntType,
    StructType,
    Type,
    VectorType,
)
from .ir.values import (
    ZEROINIT,
    ConstExpr,
    FloatConst,
    GlobalRef,
    IntConst,
    KeywordConst,
    LocalRef,
    Typed,
    Value,
)
from .typeinfo import floatish

#: (type, the double's bytes) -> constant: the adjoint rules ask for the same few constants
#: (-0.0 above all) tens of thousands of times; keyed by bytes, as -0.0 == 0.0
_FLOAT_CONSTS: dict[tuple[Type, bytes], Value] = {}


def float_const(ty: Type, x: float) -> Value:
    """A constant of float (or vector-of-float) type ``ty`` equal to x (rounded to the type)."""
    key = (ty, struct.pack("<d", x))
    got = _FLOAT_CONSTS.get(key)
    if got is None:
        got = _float_const(ty, x)
        if len(_FLOAT_CONSTS) >= 4096:
            _FLOAT_CONSTS.clear()
        _FLOAT_CONSTS[key] = got
    return got


def _float_const(ty: Type, x: float) -> Value:
    if isinstance(ty, VectorType):
        return ConstExpr("splat", (), (Typed(ty.element, float_const(ty.element, x)),))
    if isinstance(ty, FloatType) and ty.kind == "float":
        x = struct.unpack("<f", struct.pack("<f", x))[0]
    elif not (isinstance(ty, FloatType) and ty.kind == "double"):
        raise UnsupportedError(
            f"floating-point type {ty} is not supported for derivatives yet (double and float are)"
        )
    return FloatConst.from_float(x)


def adjoint_zero(ty: Type) -> Value:
    """The empty adjoint: -0.0, not 0.0. Adjoints accumulate as ``slot + contribution``, and
    LLVM may fold ``-0.0 + x`` to ``x`` (exact for every x) but not ``0.0 + x`` (wrong for
    x = -0.0): with -0.0 the first contribution costs no addition (about a fifth of the
    arithmetic of a stencil's reverse loop)."""
    if ty.is_float:
        return float_const(ty, -0.0)
    return zero(ty)


def zero(ty: Type) -> Value:
    if isinstance(ty, FloatType) or (isinstance(ty, VectorType) and ty.element.is_float):
        return float_const(ty, 0.0)
    if ty.is_pointer:
        return KeywordConst("null")
    if isinstance(ty, IntType):
        return IntConst(0)
    return ZEROINIT


def intrinsic_suffix(ty: Type) -> str:
    if isinstance(ty, VectorType):
        return f"v{ty.count}{intrinsic_suffix(ty.element)}"
    if isinstance(ty, FloatType):
        return {
            "double": "f64",
            "float": "f32",
            "half": "f16",
            "bfloat": "bf16",
            "fp128": "f128",
            "x86_fp80": "f80",
        }[ty.kind]
    if isinstance(ty, IntType):
        return f"i{ty.bits}"
    if ty.is_pointer:
        return "p0"
    raise ValueError(f"no intrinsic suffix for {ty}")


#: a local name LLVM prints without quotes
_BARE_NAME = re.compile(r"[-$._a-zA-Z0-9]*")


class Names:
    """Fresh local names within one function."""

    def __init__(self, used: set[str]):
        self.used = used
        self.counters: dict[str, int] = {}
        #: base as given -> (cleaned base, whether its names print bare): the passes ask for
        #: names from a few dozen bases tens of thousands of times
        self._bases: dict[str, tuple[str, bool]] = {}

    def fresh(self, base: str) -> str:
        got = self._bases.get(base)
        if got is None:
            clean = base.replace('"', "")
            if clean[:1].isdigit() or not clean:
                clean = "v" + clean
            # a decimal suffix never changes whether a name needs quotes
            got = self._bases[base] = (clean, _BARE_NAME.fullmatch(clean) is not None)
        base, bare = got
        used = self.used
        n = self.counters.get(base, 0)
        name = base if n == 0 else f"{base}{n}"
        n += 1
        while name in used:
            name = f"{base}{n}"
            n += 1
        self.counters[base] = n
        used.add(name)
        if not bare:
            name = f'"{name}"'
            used.add(name)
        return name


_FMF = ("fast", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")


def fast_math_of(inst: Instruction) -> tuple[str, ...]:
    """The fast-math flags of a primal instruction (``fadd fast``, ``call nnan ninf double``)."""
    flags = getattr(inst, "flags", None) or getattr(inst, "pre", "").split()
    return tuple(f for f in flags if f in _FMF) if flags else ()


class _FastMath:
    """``Builder.fast_math``'s context: a class, as it is entered once per differentiated
    instruction and a generator-based context manager costs several times as much."""

    __slots__ = ("b", "fmf", "old")

    def __init__(self, b: Builder, fmf: tuple[str, ...]):
        self.b, self.fmf = b, fmf

    def __enter__(self) -> None:
        self.old = self.b.fmf
        self.b.fmf = self.fmf

    def __exit__(self, *exc) -> None:
        self.b.fmf = self.old


class Builder:
    """Appends instructions to ``self.out`` (a list that the caller moves into blocks).

    ``fmf``: fast-math flags put on the floating-point operations emitted (the drivers set
    those of the primal instruction whose derivative is being emitted, see :meth:`fast_math`).
    """

    def __init__(self, module: Module, names: Names):
        self.module = module
        self.names = names
        self.out: list[Instruction] = []
        self.fmf: tuple[str, ...] = ()

    def fast_math(self, inst: Instruction) -> _FastMath:
        """Within this block, float operations get ``inst``'s fast-math flags: a primal
        compiled with fast math (Numba's ``fastmath=True``) gets a derivative with them."""
        return _FastMath(self, fast_math_of(inst))

    def emit(self, inst: Instruction, base: str | None = "t") -> Value:
        name = inst.name
        if name is None:
            if inst.type.is_void:
                self.out.append(inst)
                return None
            # every non-void result needs a name: an unnamed one would take an LLVM number
            name = inst.name = self.names.fresh(base or "t")
        self.out.append(inst)
        return LocalRef(name)

    # arithmetic ---------------------------------------------------------------------------------
    def binop(self, op: str, ty: Type, a: Value, b: Value, base: str = "d") -> Value:
        flags = self.fmf if op[0] == "f" else ()
        return self.emit(BinaryOp(opcode=op, flags=flags, ty=ty, lhs=a, rhs=b), base)

    def fadd(self, ty, a, b, base="d"):
        return self.binop("fadd", ty, a, b, base)

    def fsub(self, ty, a, b, base="d"):
        return self.binop("fsub", ty, a, b, base)

    def fmul(self, ty, a, b, base="d"):
        return self.binop("fmul", ty, a, b, base)

    def fdiv(self, ty, a, b, base="d"):
        return self.binop("fdiv", ty, a, b, base)

    def fneg(self, ty, a, base="d"):
        return self.emit(UnaryOp(opcode="fneg", flags=self.fmf, operand=Typed(ty, a)), base)

    def fconst(self, ty: Type, x: float) -> Value:
        return float_const(ty, x)

    def call(
        self,
        name: str,
        ret: Type,
        args: list[tuple[Type, Value]],
        base: str = "d",
        declare: bool = True,
        fn_attrs: str = "",
    ) -> Value:
        if declare and name not in self.module.functions:
            self.module.get_or_declare(name, ret, [t for t, _ in args])
        inst = Call(
            ret=ret, callee=GlobalRef(name), args=[Arg(t, v) for t, v in args], fn_attrs=fn_attrs
        )
        if self.fmf and ret.is_float and name.startswith("llvm."):
            inst.pre = " ".join(self.fmf)
        return self.emit(inst, base if not ret.is_void else None)

    def intrinsic(
        self,
        base_name: str,
        ty: Type,
        args: list[Value],
        base: str = "d",
        arg_types: list[Type] | None = None,
    ) -> Value:
        name = f"llvm.{base_name}.{intrinsic_suffix(ty)}"
        types = arg_types or [ty] * len(args)
        return self.call(name, ty, list(zip(types, args)), base)

    def cmp(self, op: str, pred: str, ty: Type, a: Value, b: Value, base: str = "c") -> Value:
        return self.emit(Compare(opcode=op, pred=pred, ty=ty, lhs=a, rhs=b), base)

    def select(self, cond: Typed, ty: Type, a: Value, b: Value, base: str = "d") -> Value:
        return self.emit(Select(cond=cond, a=Typed(ty, a), b=Typed(ty, b)), base)

    def cast(self, op: str, src: Type, v: Value, dest: Type, base: str = "d") -> Value:
        return self.emit(Cast(opcode=op, operand=Typed(src, v), dest=dest), base)

    # memory -------------------------------------------------------------------------------------
    def alloca(
        self, ty: Type, count: Typed | None = None, align: int | None = None, base: str = "a"
    ) -> Value:
        return self.emit(Alloca(allocated=ty, count=count, align=align), base)

    def load(self, ty: Type, ptr: Value, align: int | None = None, base: str = "d") -> Value:
        return self.emit(Load(ty=ty, ptr=Typed(PTR, ptr), align=align), base)

    def store(self, ty: Type, value: Value, ptr: Value, align: int | None = None) -> None:
        self.emit(Store(value=Typed(ty, value), ptr=Typed(PTR, ptr), align=align), None)

    def gep(self, source: Type, ptr: Value, indices: list[Typed], flags=(), base="p") -> Value:
        return self.emit(
            GetElementPtr(
                flags=tuple(flags), source=source, ptr=Typed(PTR, ptr), indices=list(indices)
            ),
            base,
        )

    def memset(self, ptr: Value, size: Typed, volatile: bool = False) -> None:
        name = f"llvm.memset.p0.{intrinsic_suffix(size.type)}"
        self.call(
            name,
            VOID,
            [
                (PTR, ptr),
                (I8, IntConst(0)),
                (size.type, size.value),
                (I1, IntConst(int(volatile), is_bool=True)),
            ],
        )

    def memcpy(self, dst: Value, src: Value, size: Typed) -> None:
        name = f"llvm.memcpy.p0.p0.{intrinsic_suffix(size.type)}"
        self.call(
            name,
            VOID,
            [(PTR, dst), (PTR, src), (size.type, size.value), (I1, IntConst(0, is_bool=True))],
        )

    def accumulate(self, ty: Type, a: Value, b: Value, base: str = "d") -> Value:
        """``a + b`` for adjoints: one ``fadd`` for floats and vectors of floats, elementwise
        for aggregates (their non-float members are left as in ``a``)."""
        if ty.is_float:
            return self.fadd(ty, a, b, base=base)
        body = self.module.struct_body(ty)
        if isinstance(body, StructType):
            elems = list(enumerate(body.elements))
        elif isinstance(body, ArrayType):
            elems = [(i, body.element) for i in range(body.count)]
        else:
            raise UnsupportedError(f"cannot accumulate adjoints of type {ty}")
        acc = a
        for i, et in elems:
            if not floatish(et, self.module):
                continue
            x = self.extractvalue(Typed(ty, a), (i,), et)
            y = self.extractvalue(Typed(ty, b), (i,), et)
            s = self.accumulate(et, x, y)
            acc = self.insertvalue(Typed(ty, acc), Typed(et, s), (i,))
        return acc

    def atomic(
        self, op: str, ty: Type, ptr: Value, value: Value, align: int | None = None, base: str = "m"
    ) -> Value:
        """``atomicrmw op ptr, ty value monotonic``: the old value (``fadd`` accumulates an
        adjoint, ``xchg`` reads and resets one, while other threads may do the same)."""
        parts: list = ["atomicrmw", op, "ptr", ptr, ",", str(ty), value, "monotonic"]
        if align:
            parts += [",", "align", str(align)]
        return self.emit(RawInstruction(opcode="atomicrmw", parts=parts, result_type=ty), base)

    def sizeof(self, ty: Type) -> Value:
        """Size of ``ty`` in bytes as an i64 constant expression (no data layout needed)."""
        return ConstExpr(
            "ptrtoint",
            (),
            (
                Typed(
                    PTR,
                    ConstExpr(
                        "getelementptr",
                        (),
                        (Typed(PTR, KeywordConst("null")), Typed(I64, IntConst(1))),
                        source_type=ty,
                    ),
                ),
            ),
            dest_type=I64,
        )

    def extractvalue(self, agg: Typed, idx: tuple[int, ...], result: Type, base="e") -> Value:
        return self.emit(ExtractValue(agg=agg, indices=idx, result_type=result), base)

    def insertvalue(self, agg: Typed, elt: Typed, idx: tuple[int, ...], base="s") -> Value:
        return self.emit(InsertValue(agg=agg, elt=elt, indices=idx), base)

    def br(self, target: str) -> None:
        self.emit(Br(targets=[target]), None)

    def condbr(self, cond: Value, t: str, f: str) -> None:
        self.emit(Br(cond=Typed(I1, cond), targets=[t, f]), None)

    def ret(self, value: Typed | None) -> None:
        self.emit(Ret(value=value), None)

    def phi(self, ty: Type, incoming: list[tuple[Value, str]], base="d") -> Value:
        return self.emit(Phi(ty=ty, incoming=incoming), base)


def struct_of(types: list[Type]) -> StructType:
    return StructType(tuple(types))


__all__ = [
    "Builder",
    "Names",
    "float_const",
    "zero",
    "intrinsic_suffix",
    "struct_of",
    "ArrayType",
    "DOUBLE",
    "I64",
    "PTR",
    "VOID",
]
