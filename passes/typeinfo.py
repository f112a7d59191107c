"""Type facts every layer needs: which types carry derivatives, and in which float type an
integer copy of floating-point data carries its adjoint.

Kept apart so that rules, the activity analysis and the generators can share them without
importing each other (they used to reach into one another for these, which made one import
cycle of seventeen modules).
"""

from __future__ import annotations

from .errors import UnsupportedError
from .ir.instructions import Instruction, describe
from .ir.module import Module
from .ir.types import (
    DOUBLE,
    FLOAT,
    ArrayType,
    IntType,
    NamedStructType,
    StructType,
    Type,
    VectorType,
)


def _any_leaf(t: Type, module: Module | None, leaf) -> bool:
    """Does ``leaf`` hold for ``t``, or for an element of it (named structs, structs, arrays)?"""
    if leaf(t):
        return True
    if isinstance(t, NamedStructType) and module is not None:
        t = module.struct_body(t)
    if isinstance(t, StructType):
        return any(_any_leaf(e, module, leaf) for e in t.elements)
    if isinstance(t, ArrayType):
        return _any_leaf(t.element, module, leaf)
    return False


def floatish(t: Type, module: Module | None = None) -> bool:
    """Floating-point scalar, vector, or aggregate containing floating point."""
    return _any_leaf(t, module, lambda e: e.is_float)


def differentiable(t: Type, module: Module | None = None) -> bool:
    """Carries a derivative (floats) or a shadow (pointers, aggregates holding either)."""
    return _any_leaf(t, module, lambda e: e.is_float or e.is_pointer)


def holds_pointer(t: Type, module: Module | None = None) -> bool:
    """A pointer, a vector of pointers, or an aggregate holding one: a value whose shadow
    cannot be a zero made up on the spot (a null shadow pointer is memory nobody allocated)."""
    return _any_leaf(t, module, lambda e: e.is_pointer)


def float_of(ty: Type, inst: Instruction) -> Type:
    """The floating-point type an integer copy carries (i64 -> double, i32 -> float)."""
    if isinstance(ty, VectorType):
        return VectorType(ty.count, float_of(ty.element, inst), ty.scalable)
    if isinstance(ty, IntType) and ty.bits in (32, 64):
        return DOUBLE if ty.bits == 64 else FLOAT
    raise UnsupportedError(
        f"cannot carry an adjoint through {describe(inst)}: {ty} is not the width of a float "
        "or a double"
    )


def is_float_like(ty: Type) -> bool:
    """Scalar or vector of floating point (adds with one ``fadd``)."""
    return ty.is_float
