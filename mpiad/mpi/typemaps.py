"""Struct datatypes on record arrays (issue 37): the type map of an mpi4py datatype built with
``MPI.Datatype.Create_struct`` (read in Python when the kernel is called) and its check, at
typing time, against the NumPy structured dtype of the array it describes.

The runtime differentiates a struct of doubles and integers on point-to-point calls and the
collectives that move data (passes/mpi/runtime/layouts.c, dcollectives.c): the doubles carry
derivatives in the shadow's same layout, the integers none. That is right only where the
datatype's members lie on the record's fields of the same kind: a double member over an int
field's bytes would send an integer as a double and "differentiate" it. So the type map (each
basic element's byte offset and NumPy dtype) is part of the datatype's Numba type
(``DatatypeType.layout``) and every element must fall on a record field element of its own
dtype, modulo the record size; the extent must be a whole number of records, so that ``count``
elements stay on the records. Only datatypes with a struct in them carry a type map: a vector of
doubles keeps one Numba type whatever its stride (one compile)."""

from __future__ import annotations

import numpy as np

from ..mpilib import load_libmpi

load_libmpi()
from mpi4py import MPI  # noqa: E402

#: the most basic elements a type map keeps (a larger struct datatype is not checked: refused)
LIMIT = 4096

_SIGNED = ("SIGNED_CHAR", "SHORT", "INT", "LONG", "LONG_LONG")
_SIGNED += ("INT8_T", "INT16_T", "INT32_T", "INT64_T")
_UNSIGNED = ("UNSIGNED_CHAR", "UNSIGNED_SHORT", "UNSIGNED", "UNSIGNED_LONG")
_UNSIGNED += ("UNSIGNED_LONG_LONG", "UINT8_T", "UINT16_T", "UINT32_T", "UINT64_T")


def _named() -> dict:
    """MPI handle -> the NumPy dtype name of a named datatype's data."""
    out = {MPI._handleof(MPI.DOUBLE): "float64", MPI._handleof(MPI.FLOAT): "float32"}
    out[MPI._handleof(MPI.C_BOOL)] = "bool"
    for names, kind in ((_SIGNED, "int"), (_UNSIGNED, "uint")):
        for n in names:
            t = getattr(MPI, n, None)
            if t is not None and t != MPI.DATATYPE_NULL:
                out.setdefault(MPI._handleof(t), f"{kind}{8 * t.Get_size()}")
    return out


_NAMED = _named()


class _TooLarge(Exception):
    pass


def struct_layout(dt) -> tuple | None:
    """``(extent, runs)`` of a datatype with a struct in it (None: without one): ``runs`` the
    type map of one element as ``(offset, dtype name, n)``, n elements of that dtype one after
    another from offset (a name ``"?"``: a basic datatype with no NumPy dtype here); ``runs``
    None when the map is larger than LIMIT or built by a constructor not read here (darray)."""
    if not _has_struct(dt, 0):  # typed at every kernel call: a vector is not enumerated
        return None
    found = [False]
    try:
        elems = _flatten(dt, found, 0)
    except _TooLarge:
        elems = None
    if not found[0]:
        return None
    return dt.Get_extent()[1], None if elems is None else _runs(elems)


def _has_struct(dt, depth: int) -> bool:
    """Is a struct among dt's constructors? (Its decode only: no element is enumerated, so a
    datatype of a million elements costs what one of two does.)"""
    if dt.is_predefined or depth > 32:
        return False
    base, comb, p = dt.decode()
    subs = p.get("datatypes", [base])
    try:
        return comb == "STRUCT" or any(_has_struct(t, depth + 1) for t in subs)
    finally:
        for t in subs:
            if not t.is_predefined:
                t.Free()


def _runs(elems: list) -> tuple:
    out: list = []
    for off, name in sorted(elems):
        if out:
            o, n, k = out[-1]
            if n == name and o + k * np.dtype(_size_of(n)).itemsize == off:
                out[-1] = (o, n, k + 1)
                continue
        out.append((off, name, 1))
    return tuple(out)


def _size_of(name: str) -> str:
    return "u1" if name == "?" else name


def _flatten(dt, found: list, depth: int) -> list | None:
    """``[(offset, dtype name)]`` of dt's basic elements; None when not readable."""
    if dt.is_predefined:
        return [(0, _NAMED.get(MPI._handleof(dt), "?"))]
    if depth > 32:
        return None
    base, comb, p = dt.decode()
    subs = p.get("datatypes", [base])
    try:
        if comb == "STRUCT":
            found[0] = True
            maps = [_flatten(t, found, depth + 1) for t in subs]
            if any(m is None for m in maps):
                return None
            blocks = zip(p["displacements"], p["blocklengths"], maps, subs)
            return _grow(
                [
                    (d + j * t.Get_extent()[1] + o, n)
                    for d, b, m, t in blocks
                    for j in range(b)
                    for o, n in m
                ]
            )
        inner = _flatten(base, found, depth + 1)
        if inner is None:
            return None
        ext = base.Get_extent()[1]
        at = _origins(comb, p, ext)
        if at is None:
            return None
        return _grow([(a + o, n) for a in at for o, n in inner])
    finally:
        for t in subs:
            if not t.is_predefined:
                t.Free()


def _bound(n: int) -> None:
    """Refuse (as too large to check) before a list of ``n`` elements is built."""
    if n > LIMIT:
        raise _TooLarge


def _grow(elems: list) -> list:
    if len(elems) > LIMIT:
        raise _TooLarge
    return elems


def _origins(comb: str, p: dict, ext: int) -> list | None:
    """The byte offsets of the copies of the base datatype in one element (None: not read)."""
    if comb in ("DUP", "RESIZED"):  # the extent changes the stride between elements only
        return [0]
    if comb == "CONTIGUOUS":
        _bound(p["count"])
        return [j * ext for j in range(p["count"])]
    if comb in ("VECTOR", "HVECTOR"):
        step = p["stride"] * (ext if comb == "VECTOR" else 1)
        b = p["blocklength"]
        _bound(p["count"] * b)
        return [k * step + j * ext for k in range(p["count"]) for j in range(b)]
    if comb in ("INDEXED", "HINDEXED", "INDEXED_BLOCK", "HINDEXED_BLOCK"):
        unit = ext if comb in ("INDEXED", "INDEXED_BLOCK") else 1
        ds = p["displacements"]
        bs = p["blocklengths"] if "blocklengths" in p else [p["blocklength"]] * len(ds)
        _bound(sum(bs))
        return [d * unit + j * ext for d, b in zip(ds, bs) for j in range(b)]
    if comb == "SUBARRAY":
        sizes, sub, starts = p["sizes"], p["subsizes"], p["starts"]
        if int(np.prod(sub, dtype=np.int64)) > LIMIT:
            raise _TooLarge
        order = "C" if p["order"] == MPI.ORDER_C else "F"
        idx = np.indices(sub).reshape(len(sub), -1) + np.array(starts)[:, None]
        lin = np.ravel_multi_index(tuple(idx), sizes, order=order)
        return [int(k) * ext for k in lin]
    return None


def layout_text(layout: tuple | None) -> str:
    """The type map as a Numba type's name shows it (``float64x4@0 int32@32 float64@40 /48``)."""
    if layout is None:
        return ""
    ext, runs = layout
    if runs is None:
        return " struct ?"
    return (
        " struct "
        + " ".join(f"{n}x{k}@{o}" if k > 1 else f"{n}@{o}" for o, n, k in runs)
        + (f" /{ext}")
    )


def record_elements(dt: np.dtype) -> dict:
    """byte offset -> dtype name of each basic element of a structured dtype's record (float
    and integer fields, subarrays and nested records alike)."""
    out: dict = {}

    def walk(d: np.dtype, at: int) -> None:
        if d.fields is not None:
            for f in d.names:
                sub, off = d.fields[f][:2]
                walk(sub, at + off)
            return
        base, n = d.base, int(np.prod(d.shape, dtype=np.int64))
        if base.fields is not None:
            for k in range(n):
                walk(base, at + k * base.itemsize)
            return
        for k in range(n):
            out[at + k * base.itemsize] = base.name

    walk(dt, 0)
    return out


def mismatch(dt: np.dtype, layout: tuple) -> str | None:
    """Why a datatype of ``layout`` does not describe records of ``dt`` (None: it does)."""
    ext, runs = layout
    size = dt.itemsize
    if runs is None:
        return (
            f"its type map could not be read to check it against the record's fields (more "
            f"than {LIMIT} basic elements, or a constructor such as Create_darray)"
        )
    fields = record_elements(dt)
    for off, name, k in runs:
        for j in range(k):
            o = off + j * np.dtype(_size_of(name)).itemsize
            got = fields.get(o % size)
            if name == "?":
                return (
                    f"its element at byte {o} is a basic datatype with no NumPy dtype here; "
                    "struct members are MPI.DOUBLE, MPI.FLOAT, MPI.C_BOOL or integer types"
                )
            if got != name:
                at = f"the record holds {got} there" if got else "no field starts there"
                return (
                    f"its {name} member at byte {o} does not lie on a {name} field of the "
                    f"record ({at}; the record: {_fields_text(dt)})"
                )
    if ext <= 0 or ext % size:
        return (
            f"its extent ({ext} bytes) is not a whole number of records ({size} bytes each); "
            f"resize it to the record: .Create_resized(0, {size})"
        )
    return None


def _fields_text(dt: np.dtype) -> str:
    def one(f: str) -> str:
        d, off = dt.fields[f][:2]
        shape = f"[{', '.join(map(str, d.shape))}]" if d.shape else ""
        return f"{f} {d.base if d.base.fields is not None else d.base.name}{shape} at {off}"

    return ", ".join(map(one, dt.names)) + f"; {dt.itemsize} bytes"
