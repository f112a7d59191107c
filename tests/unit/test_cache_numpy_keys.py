"""The disk cache keys NumPy's ``__array_function__`` dispatchers (``np.dot``,
``np.linalg.solve``) by name: a kernel using ``np.dot`` or ``@`` is cached like any other
(before, it was compiled in memory in every process, on every rank)."""

from __future__ import annotations

import numpy as np

from mpiad.cache import freeze


def test_numpy_functions_are_keyed_by_name():
    reach: list = []
    assert freeze(np.dot, "np.dot", reach) == "numpy:numpy.dot"
    assert freeze(np.linalg.solve, "np.linalg.solve", reach) == "numpy:numpy.linalg.solve"
    assert freeze(np.vdot, "np.vdot", reach) != freeze(np.dot, "np.dot", reach)
    assert reach == []  # nothing of theirs to key in turn
