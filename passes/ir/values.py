"""Operands: references to SSA values and globals, constants, metadata and inline asm.

The model names values instead of linking objects: an operand ``LocalRef('x')`` means ``%x``. That
keeps cloning and renaming (what derivative generation does all day) a matter of mapping names, and
printing is exact. Numeric names (``%5``) are "unnamed" values; the printer renumbers them in order
so inserted instructions never break LLVM's numbering rule.
"""

from __future__ import annotations

import re as _re
import struct
from dataclasses import dataclass
from typing import Callable, Iterator, Union

from .types import Type


class Value:
    __slots__ = ()

    def fmt(self, ctx: "NameMap") -> str:
        raise NotImplementedError

    def refs(self) -> Iterator["Value"]:
        """Nested values (for constant aggregates and expressions)."""
        return iter(())

    def map_locals(self, fn: Callable[["LocalRef"], "Value"]) -> "Value":
        return self


class NameMap:
    """How local names print: numeric (unnamed) names renumbered sequentially per function."""

    def __init__(self, mapping: dict[str, str] | None = None):
        self.mapping = mapping or {}

    def local(self, name: str) -> str:
        return "%" + self.mapping.get(name, name)


IDENT = NameMap()


#: LocalRef and Typed are made by the hundred thousand while a function is differentiated: they
#: are not ``frozen`` (a frozen dataclass's __init__ goes through object.__setattr__ per field,
#: which doubles the cost of making one) but are used as immutable values all the same (never
#: assigned to), hashed by value like the frozen ones
_VALUE_CLASS = {"slots": True, "unsafe_hash": True}


@dataclass(**_VALUE_CLASS)
class LocalRef(Value):
    name: str  # without '%': 'x', '5', '"a b"'

    def fmt(self, ctx: NameMap) -> str:
        return ctx.local(self.name)

    def map_locals(self, fn):
        return fn(self)


@dataclass(frozen=True, slots=True)
class GlobalRef(Value):
    name: str  # without '@'

    def fmt(self, ctx: NameMap) -> str:
        return "@" + self.name


@dataclass(frozen=True, slots=True)
class IntConst(Value):
    value: int
    is_bool: bool = False  # printed as true/false

    def fmt(self, ctx: NameMap) -> str:
        if self.is_bool:
            return "true" if self.value else "false"
        return str(self.value)


@dataclass(frozen=True, slots=True)
class FloatConst(Value):
    text: str  # exactly as written: '1.000000e+00', '0x3FF0000000000000', '0xK...'

    def fmt(self, ctx: NameMap) -> str:
        return self.text

    @property
    def value(self) -> float:
        t = self.text
        if t.startswith("0x") and len(t) == 18:
            return struct.unpack("<d", int(t[2:], 16).to_bytes(8, "little"))[0]
        if t.startswith("0x"):
            raise ValueError(f"float constant {t} is not a double")
        return float(t)

    @staticmethod
    def from_float(x: float) -> "FloatConst":
        """The exact hexadecimal form LLVM accepts for any double (and for float when exact)."""
        return FloatConst("0x%016X" % int.from_bytes(struct.pack("<d", x), "little"))


@dataclass(frozen=True, slots=True)
class KeywordConst(Value):
    """null, undef, poison, zeroinitializer, none."""

    word: str

    def fmt(self, ctx: NameMap) -> str:
        return self.word


NULL = KeywordConst("null")
UNDEF = KeywordConst("undef")
POISON = KeywordConst("poison")
ZEROINIT = KeywordConst("zeroinitializer")


@dataclass(**_VALUE_CLASS)
class Typed:
    """A value with its type, as operands are written in most places: ``double %x``."""

    type: Type
    value: Value

    def fmt(self, ctx: NameMap) -> str:
        return f"{self.type} {self.value.fmt(ctx)}"

    def map_locals(self, fn) -> "Typed":
        return Typed(self.type, self.value.map_locals(fn))


@dataclass(frozen=True, slots=True)
class AggregateConst(Value):
    """``{ T a, T b }``, ``<{ ... }>``, ``[ T a, ... ]``, ``< T a, ... >``."""

    kind: str  # '{', '<{', '[', '<'
    elements: tuple[Typed, ...]

    def fmt(self, ctx: NameMap) -> str:
        close = {"{": "}", "<{": "}>", "[": "]", "<": ">"}[self.kind]
        if not self.elements:
            return self.kind + close
        body = ", ".join(e.fmt(ctx) for e in self.elements)
        if self.kind in ("{", "<{"):
            return f"{self.kind} {body} {close}"
        return f"{self.kind}{body}{close}"

    def refs(self):
        for e in self.elements:
            yield e.value

    def map_locals(self, fn):
        return AggregateConst(self.kind, tuple(e.map_locals(fn) for e in self.elements))


@dataclass(frozen=True, slots=True)
class CStringConst(Value):
    text: str  # including c"..."

    def fmt(self, ctx: NameMap) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class ConstExpr(Value):
    """A constant expression: ``getelementptr inbounds (i8, ptr @g, i64 8)``, ``ptrtoint (ptr @g to
    i64)``, ``add (i64 a, i64 b)``, ``splat (i32 1)``, ``blockaddress(@f, %bb)``,
    ``dso_local_equivalent @f``, ``no_cfi @f``.

    ``source_type`` is the element type of a GEP; ``dest_type`` the target type of a cast.
    """

    opcode: str
    flags: tuple[str, ...]
    operands: tuple[Typed, ...]
    source_type: Type | None = None
    dest_type: Type | None = None
    raw_args: tuple[Value, ...] = ()  # blockaddress / dso_local_equivalent / no_cfi operands

    def fmt(self, ctx: NameMap) -> str:
        fl = "".join(" " + f for f in self.flags)
        if self.opcode == "blockaddress":
            return f"blockaddress({self.raw_args[0].fmt(ctx)}, {self.raw_args[1].fmt(ctx)})"
        if self.opcode in ("dso_local_equivalent", "no_cfi"):
            return f"{self.opcode} {self.raw_args[0].fmt(ctx)}"
        ops = ", ".join(o.fmt(ctx) for o in self.operands)
        if self.opcode == "getelementptr":
            return f"getelementptr{fl} ({self.source_type}, {ops})"
        if self.dest_type is not None:
            return f"{self.opcode}{fl} ({ops} to {self.dest_type})"
        return f"{self.opcode}{fl} ({ops})"

    def refs(self):
        for o in self.operands:
            yield o.value
        yield from self.raw_args

    def map_locals(self, fn):
        return ConstExpr(
            self.opcode,
            self.flags,
            tuple(o.map_locals(fn) for o in self.operands),
            self.source_type,
            self.dest_type,
            tuple(a.map_locals(fn) for a in self.raw_args),
        )


@dataclass(frozen=True, slots=True)
class MetadataRef(Value):
    """Metadata written verbatim: ``!12``, ``!{}``, ``!DIExpression()``, ``!"str"``.

    Metadata is kept as text because passes never reason about it; local references inside it
    (``!DIArgList(double %x)``) are renamed textually when a function is cloned.
    """

    text: str

    def fmt(self, ctx: NameMap) -> str:
        if "%" not in self.text or not ctx.mapping:
            return self.text
        return _rename_in_text(self.text, ctx)

    def map_locals(self, fn):
        if "%" not in self.text:
            return self

        def sub(m):
            v = fn(LocalRef(m.group(1)))
            return v.fmt(IDENT) if not isinstance(v, LocalRef) else "%" + v.name

        return MetadataRef(_LOCAL_IN_TEXT.sub(sub, self.text))


@dataclass(frozen=True, slots=True)
class MetadataValue(Value):
    """A value used as metadata in a call argument: ``metadata double %x``."""

    inner: Typed

    def fmt(self, ctx: NameMap) -> str:
        return self.inner.fmt(ctx)

    def refs(self):
        yield self.inner.value

    def map_locals(self, fn):
        return MetadataValue(self.inner.map_locals(fn))


@dataclass(frozen=True, slots=True)
class InlineAsm(Value):
    text: str  # 'asm sideeffect "...", "..."'

    def fmt(self, ctx: NameMap) -> str:
        return self.text


_LOCAL_IN_TEXT = _re.compile(r'%([-a-zA-Z$._0-9]+|"[^"]*")')


def _rename_in_text(text: str, ctx: NameMap) -> str:
    return _LOCAL_IN_TEXT.sub(lambda m: ctx.local(m.group(1)), text)


Operand = Union[Typed, Value]


def fmt_float(x: float) -> FloatConst:
    return FloatConst.from_float(x)
