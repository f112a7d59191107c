"""A slice assignment of the wrong shape raises Numba's error, with Numba's message, from the
cheap-to-compile raise of mpiad.numba_slice_error: in plain Numba code and in an mpiad kernel
(its primal and its derivative)."""

from __future__ import annotations

import pickle

import numba
import numpy as np
import pytest

import mpiad
from mpiad.numba_slice_error import SliceShapeError


@numba.njit
def _assign(a, b):
    a[1:4] = b
    return a.sum()


@numba.njit
def _assign_2d(a, b):
    a[1:4, :] = b
    return a.sum()


@mpiad.jit
def _kernel(a, b):
    u = np.zeros(a.size + 2)
    u[1 : a.size + 1] = a
    s = 0.0
    for i in range(u.size):
        s += u[i] * u[i] * b[0]
    return s


@mpiad.jit
def _wrong(a):
    u = np.zeros(a.size + 2)
    u[1:3] = a  # the wrong shape unless a.size == 2
    return u.sum()


def test_numba_message():
    assert _assign(np.zeros(5), np.ones(3)) == 3.0
    with pytest.raises(ValueError, match=r"^cannot assign slice of shape \(3,\) from input of "
                       r"shape \(2,\)$") as e:  # fmt: skip
        _assign(np.zeros(5), np.ones(2))
    assert isinstance(e.value, SliceShapeError)
    with pytest.raises(ValueError, match=r"^cannot assign slice of shape \(3, 3\) from input of "
                       r"shape \(2, 3\)$"):  # fmt: skip
        _assign_2d(np.zeros((5, 3)), np.ones((2, 3)))


@pytest.mark.filterwarnings("ignore::mpiad.PassWarning")
def test_kernel_and_derivative():
    a, b = np.array([1.0, 2.0, 3.0]), np.array([2.0])
    assert _kernel(a, b) == pytest.approx(28.0)
    da = np.zeros(3)
    mpiad.autodiff(mpiad.Reverse, _kernel, mpiad.Duplicated(a, da), b)
    assert np.allclose(da, 4.0 * a)  # d/da of b * sum(a^2)
    # raised in mpiad's code (its call path rebuilds the exception from Numba's record)
    assert _wrong(np.ones(2)) == 2.0
    said = r"^cannot assign slice of shape \(2,\) from input of shape \(3,\)"
    with pytest.raises(SliceShapeError, match=said):
        _wrong(np.ones(3))
    with pytest.raises(SliceShapeError, match=said):
        mpiad.autodiff(mpiad.Reverse, _wrong, mpiad.Duplicated(np.ones(3), np.zeros(3)))
    with pytest.raises(SliceShapeError, match=said):
        mpiad.autodiff(mpiad.Forward, _wrong, mpiad.Duplicated(np.ones(3), np.ones(3)))


def test_pickles():
    e = pickle.loads(pickle.dumps(SliceShapeError((2,), (3,))))
    assert str(e) == "cannot assign slice of shape (3,) from input of shape (2,)"
