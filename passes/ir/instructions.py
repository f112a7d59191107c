"""Instructions of the IR model: one small class per instruction family.

Each class knows its operands (``operands()`` lists the values it uses, ``map_values`` rewrites
them) and prints itself exactly as LLVM does (``fmt``). Fields that passes never interpret
(fast-math flags, alignment, attributes) are kept as plain strings so they survive untouched. Rare
instructions (landingpad, atomicrmw, ...) are ``RawInstruction``: their tokens verbatim with SSA
references resolved, so they round-trip and rename correctly, and a pass that meets one on active
data can say so by name.

The families live in four modules of one concern each: values, memory and calls here,
:mod:`.inst_aggregate` (aggregates and vectors), :mod:`.inst_control` (terminators, verbatim
instructions, debug records) and :mod:`.inst_base` (the base class and the queries over any
instruction). This module is where every instruction is imported from (``__all__``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .inst_aggregate import (
    ExtractElement,
    ExtractValue,
    Freeze,
    InsertElement,
    InsertValue,
    ShuffleVector,
)
from .inst_base import (
    Arg,
    Instruction,
    ValueMap,
    _flags,
    _mapt,
    describe,
    iter_values,
    used_locals,
    uses_local,
)
from .inst_control import (
    TERMINATOR_OPCODES,
    Br,
    DebugRecord,
    RawInstruction,
    Ret,
    Switch,
    Unreachable,
)
from .types import I1, VOID, PointerType, Type, VectorType
from .values import GlobalRef, NameMap, Typed, Value

#: every instruction class and query, importable from here whatever module defines it
__all__ = [
    "Alloca",
    "Arg",
    "BinaryOp",
    "Br",
    "Call",
    "Cast",
    "Compare",
    "DebugRecord",
    "ExtractElement",
    "ExtractValue",
    "Freeze",
    "GetElementPtr",
    "InsertElement",
    "InsertValue",
    "Instruction",
    "Load",
    "Phi",
    "RawInstruction",
    "Ret",
    "Select",
    "ShuffleVector",
    "Store",
    "Switch",
    "TERMINATOR_OPCODES",
    "UnaryOp",
    "Unreachable",
    "ValueMap",
    "describe",
    "iter_values",
    "used_locals",
    "uses_local",
]


@dataclass(eq=False)
class BinaryOp(Instruction):
    """add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv frem."""

    opcode: str = "fadd"
    flags: tuple[str, ...] = ()
    ty: Type = VOID
    lhs: Value = None
    rhs: Value = None

    @property
    def type(self) -> Type:
        return self.ty

    def operands(self):
        return [self.lhs, self.rhs]

    def map_values(self, fn):
        self.lhs, self.rhs = fn(self.lhs), fn(self.rhs)

    def _body(self, ctx):
        return (
            f"{self.opcode}{_flags(self.flags)} {self.ty} {self.lhs.fmt(ctx)}, {self.rhs.fmt(ctx)}"
        )


@dataclass(eq=False)
class UnaryOp(Instruction):
    opcode: str = "fneg"
    flags: tuple[str, ...] = ()
    operand: Typed = None

    @property
    def type(self):
        return self.operand.type

    def operands(self):
        return [self.operand.value]

    def map_values(self, fn):
        self.operand = _mapt(fn, self.operand)

    def _body(self, ctx):
        return f"{self.opcode}{_flags(self.flags)} {self.operand.fmt(ctx)}"


@dataclass(eq=False)
class Cast(Instruction):
    """trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast
    addrspacecast ptrtoaddr."""

    opcode: str = "bitcast"
    flags: tuple[str, ...] = ()
    operand: Typed = None
    dest: Type = VOID

    @property
    def type(self):
        return self.dest

    def operands(self):
        return [self.operand.value]

    def map_values(self, fn):
        self.operand = _mapt(fn, self.operand)

    def _body(self, ctx):
        return f"{self.opcode}{_flags(self.flags)} {self.operand.fmt(ctx)} to {self.dest}"


@dataclass(eq=False)
class Compare(Instruction):
    opcode: str = "fcmp"  # icmp / fcmp
    flags: tuple[str, ...] = ()
    pred: str = "oeq"
    ty: Type = VOID  # operand type
    lhs: Value = None
    rhs: Value = None

    @property
    def type(self):
        if self.ty.is_vector:
            return VectorType(self.ty.count, I1, self.ty.scalable)
        return I1

    def operands(self):
        return [self.lhs, self.rhs]

    def map_values(self, fn):
        self.lhs, self.rhs = fn(self.lhs), fn(self.rhs)

    def _body(self, ctx):
        return (
            f"{self.opcode}{_flags(self.flags)} {self.pred} {self.ty} {self.lhs.fmt(ctx)}, "
            f"{self.rhs.fmt(ctx)}"
        )


@dataclass(eq=False)
class Select(Instruction):
    opcode = "select"
    flags: tuple[str, ...] = ()
    cond: Typed = None
    a: Typed = None
    b: Typed = None

    @property
    def type(self):
        return self.a.type

    def operands(self):
        return [self.cond.value, self.a.value, self.b.value]

    def map_values(self, fn):
        self.cond, self.a, self.b = _mapt(fn, self.cond), _mapt(fn, self.a), _mapt(fn, self.b)

    def _body(self, ctx):
        return (
            f"select{_flags(self.flags)} {self.cond.fmt(ctx)}, {self.a.fmt(ctx)}, {self.b.fmt(ctx)}"
        )


@dataclass(eq=False)
class Phi(Instruction):
    opcode = "phi"
    flags: tuple[str, ...] = ()
    ty: Type = VOID
    incoming: list[tuple[Value, str]] = field(default_factory=list)  # (value, block label)

    @property
    def type(self):
        return self.ty

    def operands(self):
        return [v for v, _ in self.incoming]

    def map_values(self, fn):
        self.incoming = [(fn(v), b) for v, b in self.incoming]

    def map_labels(self, fn):
        self.incoming = [(v, fn(b)) for v, b in self.incoming]

    def _body(self, ctx):
        inc = ", ".join(f"[ {v.fmt(ctx)}, {ctx.local(b)} ]" for v, b in self.incoming)
        return f"phi{_flags(self.flags)} {self.ty} {inc}"


@dataclass(eq=False)
class Alloca(Instruction):
    opcode = "alloca"
    flags: tuple[str, ...] = ()  # inalloca, swifterror
    allocated: Type = VOID
    count: Typed | None = None
    align: int | None = None
    addrspace: int | None = None

    @property
    def type(self):
        return PointerType(self.addrspace or 0)

    def operands(self):
        return [self.count.value] if self.count else []

    def map_values(self, fn):
        if self.count:
            self.count = _mapt(fn, self.count)

    def _body(self, ctx):
        s = f"alloca{_flags(self.flags)} {self.allocated}"
        if self.count is not None:
            s += f", {self.count.fmt(ctx)}"
        if self.align is not None:
            s += f", align {self.align}"
        if self.addrspace is not None:
            s += f", addrspace({self.addrspace})"
        return s


@dataclass(eq=False)
class Load(Instruction):
    opcode = "load"
    flags: tuple[str, ...] = ()  # atomic, volatile
    ty: Type = VOID
    ptr: Typed = None
    ordering: str = ""  # 'syncscope("x") acquire' etc. for atomic loads
    align: int | None = None

    @property
    def type(self):
        return self.ty

    def operands(self):
        return [self.ptr.value]

    def map_values(self, fn):
        self.ptr = _mapt(fn, self.ptr)

    def _body(self, ctx):
        s = f"load{_flags(self.flags)} {self.ty}, {self.ptr.fmt(ctx)}"
        if self.ordering:
            s += " " + self.ordering
        if self.align is not None:
            s += f", align {self.align}"
        return s


@dataclass(eq=False)
class Store(Instruction):
    opcode = "store"
    flags: tuple[str, ...] = ()
    value: Typed = None
    ptr: Typed = None
    ordering: str = ""
    align: int | None = None

    def operands(self):
        return [self.value.value, self.ptr.value]

    def map_values(self, fn):
        self.value, self.ptr = _mapt(fn, self.value), _mapt(fn, self.ptr)

    def _body(self, ctx):
        s = f"store{_flags(self.flags)} {self.value.fmt(ctx)}, {self.ptr.fmt(ctx)}"
        if self.ordering:
            s += " " + self.ordering
        if self.align is not None:
            s += f", align {self.align}"
        return s


@dataclass(eq=False)
class GetElementPtr(Instruction):
    opcode = "getelementptr"
    flags: tuple[str, ...] = ()  # inbounds, nuw, nusw, inrange(..)
    source: Type = VOID
    ptr: Typed = None
    indices: list[Typed] = field(default_factory=list)

    @property
    def type(self):
        ptr = self.ptr.type
        for t in (self.ptr, *self.indices):
            if t.type.is_vector:
                return VectorType(t.type.count, ptr.scalar(), t.type.scalable)
        return ptr

    def operands(self):
        return [self.ptr.value] + [i.value for i in self.indices]

    def map_values(self, fn):
        self.ptr = _mapt(fn, self.ptr)
        self.indices = [_mapt(fn, i) for i in self.indices]

    def _body(self, ctx):
        idx = "".join(", " + i.fmt(ctx) for i in self.indices)
        return f"getelementptr{_flags(self.flags)} {self.source}, {self.ptr.fmt(ctx)}{idx}"


@dataclass(eq=False)
class Call(Instruction):
    """call and invoke. ``pre`` holds tail kind, fast-math flags, calling convention and return
    attributes verbatim; ``fnty`` is the explicit function type when one is written."""

    opcode: str = "call"
    tail: str = ""  # tail, musttail, notail
    pre: str = ""  # fast-math flags, cc, return attributes
    ret: Type = VOID
    fnty: Type | None = None
    callee: Value = None
    args: list[Arg] = field(default_factory=list)
    fn_attrs: str = ""
    bundles: str = ""  # '[ "deopt"(...) ]' verbatim except for the values in ``bundle_values``
    bundle_values: list[Typed] = field(default_factory=list)
    normal: str | None = None  # invoke
    unwind: str | None = None

    @property
    def type(self):
        return self.ret

    @property
    def callee_name(self) -> str | None:
        return self.callee.name if type(self.callee) is GlobalRef else None

    @property
    def is_terminator(self) -> bool:
        return self.opcode == "invoke"

    def successors(self):
        return [self.normal, self.unwind] if self.opcode == "invoke" else []

    def map_labels(self, fn):
        if self.opcode == "invoke":
            self.normal, self.unwind = fn(self.normal), fn(self.unwind)

    def operands(self):
        return [self.callee] + [a.value for a in self.args] + [b.value for b in self.bundle_values]

    def map_values(self, fn):
        self.callee = fn(self.callee)
        for a in self.args:
            a.value = fn(a.value)
        self.bundle_values = [_mapt(fn, b) for b in self.bundle_values]

    def _body(self, ctx):
        s = f"{self.tail} {self.opcode}" if self.tail else self.opcode
        if self.pre:
            s += " " + self.pre
        s += f" {self.fnty if self.fnty is not None else self.ret} {self.callee.fmt(ctx)}("
        s += ", ".join(a.fmt(ctx) for a in self.args) + ")"
        if self.fn_attrs:
            s += " " + self.fn_attrs
        if self.bundles:
            s += " " + _fill_bundles(self.bundles, self.bundle_values, ctx)
        if self.opcode == "invoke":
            normal, unwind = ctx.local(self.normal), ctx.local(self.unwind)
            s += f"\n          to label {normal} unwind label {unwind}"
        return s


def _fill_bundles(template: str, values: list[Typed], ctx: NameMap) -> str:
    parts = template.split("\0")
    out = [parts[0]]
    for v, rest in zip(values, parts[1:]):
        out.append(v.fmt(ctx))
        out.append(rest)
    return "".join(out)
