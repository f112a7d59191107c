"""Stores into a record's array field survive Numba's dead-code elimination once mpiad is
imported (mpiad/numba_record_alias.py, issue 37): a record array made in the function, its array
field written (``s[i].x[k] = ...``) in a function where an overload is inlined, then copied.
Without the fix Numba dropped the stores and the copy held what ``np.empty`` left (garbage)."""

from __future__ import annotations

import math

import numba
import numpy as np
from numba.extending import overload

import mpiad  # noqa: F401 - installs the fix (through mpiad.numba_frontend)
from mpiad import numba_record_alias

REC = np.dtype([("x", "f8", (4,)), ("n", "i4"), ("y", "f8")], align=True)


def _size(a):  # pragma: no cover - compiled
    pass


@overload(_size, inline="always")
def _ol_size(a):
    return lambda a: a.size


@numba.njit
def _fill(a, out):
    """Two steps of: write the records' fields, copy the records, read the copy into out."""
    n = a.size
    s = np.empty(n, dtype=REC)
    m = _size(s)  # an inlined overload: Numba's dead-code elimination runs on this function
    for step in range(2):
        for i in range(n):
            for k in range(4):
                s[i].x[k] = math.sin(a[i].x[k]) + k + step
            s[i].n = i
        t = s.copy()
        for i in range(n):
            for k in range(4):
                out[step, i, k] = t[i].x[k]
            out[step, i, 4] = t[i].n
    return m


def test_record_array_field_stores_are_kept() -> None:
    assert numba.core.ir_utils.alias_analysis_extensions.get(numba.core.ir.Assign) is (
        numba_record_alias._record_field_aliases
    )
    a = np.zeros(3, dtype=REC)
    a["x"] = np.arange(12.0).reshape(3, 4)
    out = np.zeros((2, 3, 5))
    assert _fill(a, out) == 3
    for step in range(2):
        np.testing.assert_allclose(out[step, :, :4], np.sin(a["x"]) + np.arange(4) + step)
        np.testing.assert_array_equal(out[step, :, 4], np.arange(3))
