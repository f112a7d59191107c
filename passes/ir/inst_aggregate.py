"""Aggregate and vector instructions of the IR model: extract/insert of struct and array
fields and of vector elements, shufflevector, and freeze (which passes treat like a copy).

Part of the instruction model; import them from :mod:`.instructions`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .inst_base import Instruction, _mapt
from .types import VOID, Type, VectorType
from .values import Typed


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
