"""The base of the IR model's instructions, and what every pass asks of any instruction.

:class:`Instruction` holds what all instructions share (result name, metadata, source line,
printing, cloning); :class:`Arg` is a call argument, here because cloning copies them. The
queries over any instruction (the values it uses, :func:`describe` for messages) sit beside it.
The instruction families themselves are in :mod:`.instructions` (values, memory, calls),
:mod:`.inst_aggregate` (aggregates and vectors) and :mod:`.inst_control` (terminators, verbatim
instructions, debug records); :mod:`.instructions` is where everyone imports them from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from .types import VOID, Type
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
class Arg:
    """A call argument: type, attributes (verbatim), value."""

    type: Type
    value: Value
    attrs: str = ""

    def fmt(self, ctx: NameMap) -> str:
        a = f" {self.attrs}" if self.attrs else ""
        return f"{self.type}{a} {self.value.fmt(ctx)}"


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
