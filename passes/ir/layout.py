"""Byte sizes and offsets under the x86-64 data layout (what every module mpiad JITs uses), for
the analyses that tell struct fields apart: which field of a record a pointer points to."""

from __future__ import annotations

from .module import Module
from .types import (
    ArrayType,
    FloatType,
    IntType,
    NamedStructType,
    PointerType,
    StructType,
    Type,
    VectorType,
)


def _align(n: int, a: int) -> int:
    return (n + a - 1) // a * a


def alloc_size(t: Type, module: Module | None = None) -> int | None:
    """Bytes between consecutive elements of type ``t`` in an array (None: unknown)."""
    got = _size_align(t, module)
    return None if got is None else _align(got[0], got[1])


def _size_align(t: Type, module: Module | None) -> tuple[int, int] | None:
    if isinstance(t, NamedStructType) and module is not None:
        t = module.struct_body(t)
    if isinstance(t, IntType):
        n = max(1, (t.bits + 7) // 8)
        a = 1 if n <= 1 else 2 if n <= 2 else 4 if n <= 4 else 8 if n <= 8 else 16
        return _align(n, a), a
    if isinstance(t, FloatType):
        n = {16: 2, 32: 4, 64: 8, 80: 16, 128: 16}.get(t.bits)
        return (n, n) if n else None
    if isinstance(t, PointerType):
        return 8, 8
    if isinstance(t, VectorType):
        e = _size_align(t.element, module)
        if e is None or t.scalable:
            return None
        n = e[0] * t.count
        a = 1
        while a < n:
            a *= 2
        return _align(n, a), a
    if isinstance(t, ArrayType):
        e = _size_align(t.element, module)
        return None if e is None else (_align(e[0], e[1]) * t.count, e[1])
    if isinstance(t, StructType):
        off, align = 0, 1
        for el in t.elements:
            e = _size_align(el, module)
            if e is None:
                return None
            a = 1 if t.packed else e[1]
            off = _align(off, a) + e[0]
            align = max(align, a)
        return _align(off, align), align
    return None


def element_offset(t: StructType | Type, index: int, module: Module | None = None) -> int | None:
    """Byte offset of element ``index`` of struct ``t``."""
    if isinstance(t, NamedStructType) and module is not None:
        t = module.struct_body(t)
    if not isinstance(t, StructType):
        return None
    off = 0
    for k, el in enumerate(t.elements):
        e = _size_align(el, module)
        if e is None:
            return None
        if not t.packed:
            off = _align(off, e[1])
        if k == index:
            return off
        off += e[0]
    return None


def gep_offset(source: Type, indices: list[int | None], module: Module | None = None) -> int | None:
    """The byte offset of ``getelementptr source, ptr, indices...`` from ``ptr``; None when an
    index is not a constant (or a type has no known size)."""
    if any(i is None for i in indices):
        return None
    size = alloc_size(source, module)
    if size is None:
        return None
    off = indices[0] * size
    t = source
    for i in indices[1:]:
        if isinstance(t, NamedStructType) and module is not None:
            t = module.struct_body(t)
        if isinstance(t, StructType):
            eo = element_offset(t, i, module)
            if eo is None:
                return None
            off += eo
            t = t.elements[i]
        elif isinstance(t, (ArrayType, VectorType)):
            es = alloc_size(t.element, module)
            if es is None:
                return None
            off += i * es
            t = t.element
        else:
            return None
    return off


def gep_result_type(
    source: Type, nindices: int, indices: list[int | None], module=None
) -> Type | None:
    """The type a ``getelementptr source, ptr, indices...`` points to (None: unknown, e.g. a
    struct indexed by a non-constant)."""
    t = source
    for i in indices[1:nindices]:
        if isinstance(t, NamedStructType) and module is not None:
            t = module.struct_body(t)
        if isinstance(t, StructType):
            if i is None or not 0 <= i < len(t.elements):
                return None
            t = t.elements[i]
        elif isinstance(t, (ArrayType, VectorType)):
            t = t.element
        else:
            return None
    return t
