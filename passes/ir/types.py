"""LLVM types as immutable values.

Types compare by value (two ``double`` are equal), except identified structs, which compare by
name, as in LLVM. ``str(t)`` prints the type exactly as LLVM does.
"""

from __future__ import annotations

from dataclasses import dataclass


class Type:
    __slots__ = ()

    @property
    def is_float(self) -> bool:
        return False

    @property
    def is_int(self) -> bool:
        return False

    @property
    def is_pointer(self) -> bool:
        return False

    @property
    def is_vector(self) -> bool:
        return False

    @property
    def is_void(self) -> bool:
        return False

    @property
    def is_aggregate(self) -> bool:
        return False

    def scalar(self) -> "Type":
        """The element type of a vector, the type itself otherwise."""
        return self


@dataclass(frozen=True, slots=True)
class VoidType(Type):
    def __str__(self) -> str:
        return "void"

    @property
    def is_void(self) -> bool:
        return True


FLOAT_KINDS = {
    "half": 16,
    "bfloat": 16,
    "float": 32,
    "double": 64,
    "x86_fp80": 80,
    "fp128": 128,
    "ppc_fp128": 128,
}


@dataclass(frozen=True, slots=True)
class FloatType(Type):
    kind: str  # half, bfloat, float, double, x86_fp80, fp128, ppc_fp128

    def __str__(self) -> str:
        return self.kind

    @property
    def is_float(self) -> bool:
        return True

    @property
    def bits(self) -> int:
        return FLOAT_KINDS[self.kind]


@dataclass(frozen=True, slots=True)
class IntType(Type):
    bits: int

    def __str__(self) -> str:
        return f"i{self.bits}"

    @property
    def is_int(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class PointerType(Type):
    addrspace: int = 0

    def __str__(self) -> str:
        return "ptr" if self.addrspace == 0 else f"ptr addrspace({self.addrspace})"

    @property
    def is_pointer(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class VectorType(Type):
    count: int
    element: Type
    scalable: bool = False

    def __str__(self) -> str:
        v = "vscale x " if self.scalable else ""
        return f"<{v}{self.count} x {self.element}>"

    @property
    def is_vector(self) -> bool:
        return True

    @property
    def is_float(self) -> bool:
        return self.element.is_float

    @property
    def is_int(self) -> bool:
        return self.element.is_int

    @property
    def is_pointer(self) -> bool:
        return self.element.is_pointer

    def scalar(self) -> Type:
        return self.element


@dataclass(frozen=True, slots=True)
class ArrayType(Type):
    count: int
    element: Type

    def __str__(self) -> str:
        return f"[{self.count} x {self.element}]"

    @property
    def is_aggregate(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class StructType(Type):
    elements: tuple[Type, ...]
    packed: bool = False

    def __str__(self) -> str:
        if not self.elements:
            return "<{}>" if self.packed else "{}"
        body = ", ".join(str(e) for e in self.elements)
        return f"<{{ {body} }}>" if self.packed else f"{{ {body} }}"

    @property
    def is_aggregate(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class NamedStructType(Type):
    """An identified struct (``%struct.P``); its body lives in ``Module.type_defs``."""

    name: str  # printed form without '%', e.g. 'struct.P' or '"quoted name"'

    def __str__(self) -> str:
        return "%" + self.name

    @property
    def is_aggregate(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class FunctionType(Type):
    ret: Type
    params: tuple[Type, ...]
    varargs: bool = False

    def __str__(self) -> str:
        ps = [str(p) for p in self.params]
        if self.varargs:
            ps.append("...")
        return f"{self.ret} ({', '.join(ps)})"


@dataclass(frozen=True, slots=True)
class SimpleType(Type):
    """label, metadata, token, x86_amx, opaque, target("...") and other rarely used types."""

    text: str

    def __str__(self) -> str:
        return self.text


VOID = VoidType()
DOUBLE = FloatType("double")
FLOAT = FloatType("float")
I1 = IntType(1)
I8 = IntType(8)
I32 = IntType(32)
I64 = IntType(64)
PTR = PointerType()
LABEL = SimpleType("label")
METADATA = SimpleType("metadata")
