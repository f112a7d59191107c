"""mpiad/mpi/typemaps.py (issue 37): the type map of a struct datatype read in Python, and its
check against a record array's dtype, which decides at typing time whether a kernel may send
the record array with that datatype (a wrong match would differentiate an int's bytes)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from mpiad.mpi.handles import MPI, DatatypeType
from mpiad.mpi.typemaps import LIMIT, mismatch, record_elements, struct_layout

REC = np.dtype([("x", "f8", (4,)), ("n", "i4"), ("y", "f8")], align=True)


def struct(lens, offs, kinds):
    return MPI.Datatype.Create_struct(lens, offs, kinds).Commit()


def test_record_struct_matches() -> None:
    dt = struct([4, 1, 1], [0, 32, 40], [MPI.DOUBLE, MPI.INT, MPI.DOUBLE])
    layout = struct_layout(dt)
    assert layout == (48, ((0, "float64", 4), (32, "int32", 1), (40, "float64", 1)))
    assert mismatch(REC, layout) is None
    # a datatype covering 3 records, and one leaving the int field out, match as well
    assert mismatch(REC, struct_layout(dt.Create_contiguous(3))) is None
    part = struct([4, 1], [0, 40], [MPI.DOUBLE, MPI.DOUBLE]).Create_resized(0, 48)
    assert mismatch(REC, struct_layout(part)) is None


@pytest.mark.parametrize(
    "lens, offs, kinds, want",
    [
        ([4, 1, 1], [0, 32, 40], ["DOUBLE"] * 3, r"float64 member at byte 32 .*holds int32"),
        ([4, 1, 1], [0, 32, 40], ["DOUBLE", "INT64_T", "DOUBLE"], r"int64 member at byte 32"),
        # two ints over the double y: the primal's bytes arrive, y's derivative would not
        ([4, 1, 2], [0, 32, 40], ["DOUBLE", "INT", "INT"], r"int32 member at byte 40 .*float64"),
        ([3, 1], [8, 36], ["DOUBLE", "DOUBLE"], r"byte 36 .*no field starts"),
        ([4, 1], [0, 32], ["DOUBLE", "INT"], r"extent \(40 bytes\) is not a whole number"),
        ([4, 1, 1], [0, 32, 40], ["DOUBLE", "BYTE", "DOUBLE"], r"no NumPy dtype here"),
    ],
)
def test_layout_mismatch_refused(lens, offs, kinds, want) -> None:
    dt = struct(lens, offs, [getattr(MPI, k) for k in kinds])
    got = mismatch(REC, struct_layout(dt))
    assert got is not None and re.search(want, got), got


def test_only_structs_have_a_layout() -> None:
    """A vector of doubles keeps one Numba type whatever its stride: no type map in it."""
    assert struct_layout(MPI.DOUBLE.Create_vector(3, 1, 4)) is None
    assert struct_layout(MPI.DOUBLE) is None
    a = DatatypeType("float64", struct_layout(MPI.DOUBLE.Create_vector(3, 1, 7)))
    assert a == DatatypeType("float64")


def test_nested_and_subarray_members() -> None:
    inner = np.dtype([("v", "f8", (2,)), ("k", "i4")], align=True)
    outer = np.dtype([("p", inner, (2,)), ("w", "f8")], align=True)
    assert record_elements(outer) == {
        0: "float64", 8: "float64", 16: "int32", 24: "float64", 32: "float64", 40: "int32",
        48: "float64",
    }  # fmt: skip
    sub = MPI.DOUBLE.Create_subarray([2, 2], [1, 2], [0, 0], order=MPI.ORDER_FORTRAN)
    dt = struct([1, 1, 1], [0, 16, 48], [sub, MPI.INT, MPI.DOUBLE]).Create_resized(0, 56)
    # the Fortran-ordered subarray's two elements: bytes 0 and 16 of a 2 x 2 block; 16 is k
    assert "float64 member at byte 16" in mismatch(outer, struct_layout(dt))


def test_too_large_is_refused() -> None:
    dt = struct([LIMIT + 1], [0], [MPI.DOUBLE])
    layout = struct_layout(dt)
    assert layout is not None and layout[1] is None
    assert "could not be read" in mismatch(np.dtype([("x", "f8", (LIMIT + 1,))]), layout)


# -- the typing-time checks of a call's buffer (datatypes.check_side), without a compile -------
def _check(fn: str, data, dt, count=None):
    from numba import typeof

    from mpiad.mpi.datatypes import check_side

    check_side(fn, "data", typeof(data), typeof(dt) if dt is not None else None, count)


def test_record_arrays_on_calls() -> None:
    from numba.core.errors import TypingError

    a = np.zeros(3, dtype=REC)
    good = struct([4, 1, 1], [0, 32, 40], [MPI.DOUBLE, MPI.INT, MPI.DOUBLE])
    for fn in ("send", "recv", "isend", "irecv", "sendrecv", "bcast", "ibcast", "send_init"):
        _check(fn, a, good)
    for fn in ("recv_init", "gather", "iscatter", "allgatherv", "ialltoallv"):
        _check(fn, a, good)
    cases = [
        ("send", None, r"mpiad\.mpi\.send: data is a record array.*needs datatype= an MPI "
         r"struct datatype"),
        ("send", struct([4, 1, 1], [0, 32, 40], [MPI.DOUBLE] * 3),
         r"float64 member at byte 32 does not lie on a float64 field"),
        ("recv", MPI.DOUBLE.Create_vector(3, 1, 4), r"its datatype has no struct in it"),
        ("neighbor_allgatherv", good, r"mpiad\.mpi\.neighbor_allgatherv: data is a record "
         r"array.*goes with a struct datatype to send, recv"),
        ("isendrecv", good, r"isendrecv: data is a record array.*not yet to this call"),
        ("isendrecv_replace", good, r"isendrecv_replace: data is a record array.*not yet"),
    ]  # fmt: skip
    for fn, dt, want in cases:
        with pytest.raises(TypingError, match=want):
            _check(fn, a, dt)
    # a float64 array with a struct of doubles and ints: still refused, saying what it describes
    with pytest.raises(TypingError, match=r"mixes basic datatypes.*record array"):
        _check("send", np.zeros(6), good)


def test_struct_datatypes_on_reductions_are_refused() -> None:
    """MPI's predefined ops take no struct: a reduction refuses the datatype, naming the call."""
    from numba import typeof
    from numba.core.errors import TypingError

    from mpiad.mpi.datatypes import refuse_reduction

    good = struct([4, 1, 1], [0, 32, 40], [MPI.DOUBLE, MPI.INT, MPI.DOUBLE])
    for fn in ("allreduce", "reduce", "iallreduce", "scan", "reduce_scatter"):
        with pytest.raises(TypingError, match=rf"mpiad\.mpi\.{fn}: a reduction takes no datatype"):
            refuse_reduction(fn, typeof(good), None)
