"""Instructions of the IR model: one small class per instruction family.

Each class knows its operands (``operands()`` lists the values it uses, ``map_values`` rewrites
them) and prints itself exactly as LLVM does (``fmt``). Fields that passes never interpret
(fast-math flags, alignment, attributes) are kept as plain strings so they survive untouched. Rare
instructions (landingpad, atomicrmw, ...) are ``RawInstruction``: their tokens verbatim with SSA
references resolved, so they round-trip and rename correctly, and a pass that meets one on active
data can say so by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from .types import I1, VOID, PointerType, Type, VectorType
from .values import (
    IDENT,
    CStringConst,
    FloatConst,
    GlobalRef,
    InlineAsm,
    IntConst,
    KeywordConst,
    LocalRef,
    MetadataRef,
    NameMap,
    Typed,
    Value,
)

ValueMap = Callable[[Value], Value]


def _flags(flags: tuple[str, ...] | list[str]) -> str:
    return " " + " ".join(flags) if flags else ""


def _md(md: list[tuple[str, str]]) -> str:
    return "".join(f", !{k} {v}" for k, v in md) if md else ""


@dataclass(eq=False)
class Instruction:
    """Base: ``name`` is the result's name without '%' (None for no result)."""

    name: str | None = field(default=None, kw_only=True)
    metadata: list[tuple[str, str]] = field(default_factory=list, kw_only=True)
    line: int = field(default=0, kw_only=True, compare=False)  # source line, for messages

    opcode = "?"

    @property
    def type(self) -> Type:
        return VOID

    def operands(self) -> list[Value]:
        return []

    def map_values(self, fn: ValueMap) -> None:
        """Replace every used value v by fn(v) (block labels are not values here)."""

    def successors(self) -> list[str]:
        return []

    def map_labels(self, fn: Callable[[str], str]) -> None:
        pass

    @property
    def is_terminator(self) -> bool:
        return False

    def fmt(self, ctx: NameMap = IDENT) -> str:
        body = self._body(ctx)
        lhs = f"{ctx.local(self.name)} = " if self.name is not None else ""
        return f"{lhs}{body}{_md(self.metadata)}"

    def _body(self, ctx: NameMap) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.fmt(IDENT)

    def dbg(self) -> str | None:
        for k, v in self.metadata:
            if k == "dbg":
                return v
        return None

    def clone(self, keep_metadata: frozenset[str] | set[str] = frozenset()) -> Instruction:
        """A copy that can be mutated on its own (operand lists and call arguments copied),
        keeping only the metadata kinds in ``keep_metadata``."""
        # a shallow copy of the fields (what copy.copy does, without its reduce protocol: the
        # passes clone every primal instruction, some more than once)
        c = object.__new__(type(self))
        fields = c.__dict__
        for k, v in self.__dict__.items():
            if type(v) is list:
                v = [_copy_arg(x) if type(x) is Arg else x for x in v]
            fields[k] = v
        c.metadata = [(k, v) for k, v in self.metadata if k in keep_metadata]
        return c


def _copy_arg(a: Arg) -> Arg:
    """``copy.copy`` of a call argument, without its reduce protocol (every call is cloned)."""
    c = object.__new__(Arg)
    c.__dict__.update(a.__dict__)
    return c


def _mapt(fn: ValueMap, t: Typed) -> Typed:
    return Typed(t.type, fn(t.value))


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
class Arg:
    """A call argument: type, attributes (verbatim), value."""

    type: Type
    value: Value
    attrs: str = ""

    def fmt(self, ctx: NameMap) -> str:
        a = f" {self.attrs}" if self.attrs else ""
        return f"{self.type}{a} {self.value.fmt(ctx)}"


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


@dataclass(eq=False)
class Br(Instruction):
    opcode = "br"
    cond: Typed | None = None
    targets: list[str] = field(default_factory=list)

    @property
    def is_terminator(self):
        return True

    def successors(self):
        return list(self.targets)

    def map_labels(self, fn):
        self.targets = [fn(t) for t in self.targets]

    def operands(self):
        return [self.cond.value] if self.cond else []

    def map_values(self, fn):
        if self.cond:
            self.cond = _mapt(fn, self.cond)

    def _body(self, ctx):
        if self.cond is None:
            return f"br label {ctx.local(self.targets[0])}"
        return (
            f"br {self.cond.fmt(ctx)}, label {ctx.local(self.targets[0])}, "
            f"label {ctx.local(self.targets[1])}"
        )


@dataclass(eq=False)
class Switch(Instruction):
    opcode = "switch"
    value: Typed = None
    default: str = ""
    cases: list[tuple[Typed, str]] = field(default_factory=list)

    @property
    def is_terminator(self):
        return True

    def successors(self):
        return [self.default] + [b for _, b in self.cases]

    def map_labels(self, fn):
        self.default = fn(self.default)
        self.cases = [(c, fn(b)) for c, b in self.cases]

    def operands(self):
        return [self.value.value]

    def map_values(self, fn):
        self.value = _mapt(fn, self.value)

    def _body(self, ctx):
        cases = "".join(f"\n    {c.fmt(ctx)}, label {ctx.local(b)}" for c, b in self.cases)
        return f"switch {self.value.fmt(ctx)}, label {ctx.local(self.default)} [{cases}\n  ]"


@dataclass(eq=False)
class Ret(Instruction):
    opcode = "ret"
    value: Typed | None = None

    @property
    def is_terminator(self):
        return True

    def operands(self):
        return [self.value.value] if self.value else []

    def map_values(self, fn):
        if self.value:
            self.value = _mapt(fn, self.value)

    def _body(self, ctx):
        return "ret void" if self.value is None else f"ret {self.value.fmt(ctx)}"


@dataclass(eq=False)
class Unreachable(Instruction):
    opcode = "unreachable"

    @property
    def is_terminator(self):
        return True

    def _body(self, ctx):
        return "unreachable"


@dataclass(eq=False)
class ExtractValue(Instruction):
    opcode = "extractvalue"
    agg: Typed = None
    indices: tuple[int, ...] = ()
    result_type: Type = VOID  # filled by the parser from the module's types

    @property
    def type(self):
        return self.result_type

    def operands(self):
        return [self.agg.value]

    def map_values(self, fn):
        self.agg = _mapt(fn, self.agg)

    def _body(self, ctx):
        return f"extractvalue {self.agg.fmt(ctx)}, " + ", ".join(map(str, self.indices))


@dataclass(eq=False)
class InsertValue(Instruction):
    opcode = "insertvalue"
    agg: Typed = None
    elt: Typed = None
    indices: tuple[int, ...] = ()

    @property
    def type(self):
        return self.agg.type

    def operands(self):
        return [self.agg.value, self.elt.value]

    def map_values(self, fn):
        self.agg, self.elt = _mapt(fn, self.agg), _mapt(fn, self.elt)

    def _body(self, ctx):
        return f"insertvalue {self.agg.fmt(ctx)}, {self.elt.fmt(ctx)}, " + ", ".join(
            map(str, self.indices)
        )


@dataclass(eq=False)
class ExtractElement(Instruction):
    opcode = "extractelement"
    vec: Typed = None
    index: Typed = None

    @property
    def type(self):
        return self.vec.type.scalar()

    def operands(self):
        return [self.vec.value, self.index.value]

    def map_values(self, fn):
        self.vec, self.index = _mapt(fn, self.vec), _mapt(fn, self.index)

    def _body(self, ctx):
        return f"extractelement {self.vec.fmt(ctx)}, {self.index.fmt(ctx)}"


@dataclass(eq=False)
class InsertElement(Instruction):
    opcode = "insertelement"
    vec: Typed = None
    elt: Typed = None
    index: Typed = None

    @property
    def type(self):
        return self.vec.type

    def operands(self):
        return [self.vec.value, self.elt.value, self.index.value]

    def map_values(self, fn):
        self.vec, self.elt, self.index = (
            _mapt(fn, self.vec),
            _mapt(fn, self.elt),
            _mapt(fn, self.index),
        )

    def _body(self, ctx):
        return f"insertelement {self.vec.fmt(ctx)}, {self.elt.fmt(ctx)}, {self.index.fmt(ctx)}"


@dataclass(eq=False)
class ShuffleVector(Instruction):
    opcode = "shufflevector"
    a: Typed = None
    b: Typed = None
    mask: Typed = None

    @property
    def type(self):
        return VectorType(self.mask.type.count, self.a.type.scalar(), self.mask.type.scalable)

    def operands(self):
        return [self.a.value, self.b.value, self.mask.value]

    def map_values(self, fn):
        self.a, self.b, self.mask = _mapt(fn, self.a), _mapt(fn, self.b), _mapt(fn, self.mask)

    def _body(self, ctx):
        return f"shufflevector {self.a.fmt(ctx)}, {self.b.fmt(ctx)}, {self.mask.fmt(ctx)}"


@dataclass(eq=False)
class Freeze(Instruction):
    opcode = "freeze"
    operand: Typed = None

    @property
    def type(self):
        return self.operand.type

    def operands(self):
        return [self.operand.value]

    def map_values(self, fn):
        self.operand = _mapt(fn, self.operand)

    def _body(self, ctx):
        return f"freeze {self.operand.fmt(ctx)}"


TERMINATOR_OPCODES = {
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "resume",
    "unreachable",
    "cleanupret",
    "catchret",
    "catchswitch",
    "callbr",
}


@dataclass(eq=False)
class RawInstruction(Instruction):
    """An instruction kept as tokens (landingpad, atomicrmw, cmpxchg, fence, va_arg, resume,
    indirectbr, ...). ``parts`` mixes verbatim strings and ``Value`` references; ``result_type``
    is known when the syntax states it; ``labels`` are the block names it branches to."""

    opcode: str = "?"
    parts: list = field(default_factory=list)
    result_type: Type = VOID

    @property
    def type(self):
        return self.result_type

    @property
    def is_terminator(self):
        return self.opcode in TERMINATOR_OPCODES

    def operands(self):
        return [p for p in self.parts if isinstance(p, Value) and not isinstance(p, _Label)]

    def map_values(self, fn):
        self.parts = [
            fn(p) if isinstance(p, Value) and not isinstance(p, _Label) else p for p in self.parts
        ]

    def successors(self):
        return [p.name for p in self.parts if isinstance(p, _Label)]

    def map_labels(self, fn):
        self.parts = [_Label(fn(p.name)) if isinstance(p, _Label) else p for p in self.parts]

    def _body(self, ctx):
        out = []
        for p in self.parts:
            out.append(p if isinstance(p, str) else p.fmt(ctx))
        return " ".join(out)


@dataclass(frozen=True, slots=True)
class _Label(Value):
    """A block reference inside a RawInstruction (``label %bb``)."""

    name: str

    def fmt(self, ctx: NameMap) -> str:
        return ctx.local(self.name)


@dataclass(eq=False)
class DebugRecord(Instruction):
    """``#dbg_value(...)`` / ``#dbg_declare`` / ``#dbg_assign`` / ``#dbg_label``: debug records
    that sit between instructions. ``args`` are Values (typed locations or verbatim metadata)."""

    opcode: str = "#dbg_value"
    args: list = field(default_factory=list)

    def operands(self):
        return [a.value if isinstance(a, Typed) else a for a in self.args]

    def map_values(self, fn):
        self.args = [_mapt(fn, a) if isinstance(a, Typed) else fn(a) for a in self.args]

    def fmt(self, ctx: NameMap = IDENT) -> str:
        return f"{self.opcode}(" + ", ".join(a.fmt(ctx) for a in self.args) + ")"


def iter_values(inst: Instruction) -> Iterator[Value]:
    """Every value used by ``inst``, looking inside constant expressions too."""
    stack = list(inst.operands())
    while stack:
        v = stack.pop()
        if v is None:
            continue
        yield v
        stack.extend(v.refs())


#: operand classes that hold no nested value (``refs()`` is empty): most operands
_LEAF_VALUES = frozenset({GlobalRef, IntConst, FloatConst, KeywordConst, CStringConst,
                          MetadataRef, InlineAsm, type(None)})  # fmt: skip


def used_locals(inst: Instruction) -> list[str]:
    """The names of the local values ``inst`` uses (constant expressions included), in no
    particular order. The passes ask this of every instruction several times: plain operands
    are read without walking their (empty) nested values."""
    out = []
    stack = None
    for v in inst.operands():
        cls = type(v)
        if cls is LocalRef:
            out.append(v.name)
        elif cls not in _LEAF_VALUES:
            if stack is None:
                stack = []
            stack.append(v)
    while stack:
        v = stack.pop()
        if v is None:
            continue
        if type(v) is LocalRef:
            out.append(v.name)
        else:
            stack.extend(v.refs())
    return out


def uses_local(inst: Instruction, name: str) -> bool:
    """``name in used_locals(inst)``, without building the list: the passes ask it of every
    instruction of a generated function (which of them use the tape)."""
    for v in inst.operands():
        cls = type(v)
        if cls is LocalRef:
            if v.name == name:
                return True
        elif cls not in _LEAF_VALUES:
            return name in used_locals(inst)
    return False


def describe(inst: Instruction) -> str:
    """`%x = fmul double %a, %b` at line N: how messages name an instruction."""
    text = inst.fmt().split("\n")[0]
    for sep in (", !dbg", ", !tbaa"):
        if sep in text:
            text = text[: text.index(sep)]
    if len(text) > 140:
        text = text[:137] + "..."
    where = f" at line {inst.line}" if getattr(inst, "line", 0) else ""
    src = getattr(inst, "source_line", None)
    if src:
        where = f" at source line {src}"
    return f"`{text}`{where}"
