"""Terminators, verbatim instructions and debug records of the IR model.

The instructions that end a block (br, switch, ret, unreachable), :class:`RawInstruction` for
the rare ones kept as tokens (landingpad, atomicrmw, resume ...: their block references are
:class:`_Label` values so they rename correctly), and the ``#dbg_*`` records between
instructions. Part of the instruction model; import them from :mod:`.instructions`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .inst_base import Instruction, _mapt
from .types import VOID, Type
from .values import IDENT, NameMap, Typed, Value


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
