"""A Numba kernel's constant arrays are reloaded in the reverse sweep, not taped.

Numba passes every array as a MemInfo pointer beside its data pointer and counts references
through the MemInfo; its functions store their result through ``%retptr``. Those writes must not
make a constant array look writable (issue 25: a CSR matrix went on the tape, 16 bytes per
nonzero per iteration). The numbers are checked too: reloading must give the taped gradient.
"""

from __future__ import annotations

import re

import numba
import numpy as np

import mpiad
from mpiad.calling import Spec
from mpiad.generate import generate


@numba.njit
def _weighted(w, x, out):  # a helper that is called, not inlined away by mpiad
    for i in range(x.size):
        out[i] = w[i] * x[i] * x[i]


@mpiad.jit
def loss(x, w, idx):
    tmp = np.zeros(x.size)
    _weighted(w, x, tmp)
    s = 0.0
    for k in range(idx.size):
        s += w[k] * tmp[idx[k]]
    return s


def _args():
    rng = np.random.default_rng(1)
    x = rng.uniform(0.5, 1.5, 16)
    w = rng.uniform(0.5, 1.5, 16)
    idx = rng.integers(0, 16, 16).astype(np.int64)
    return x, w, idx


def test_constant_arrays_are_readonly_in_the_pair():
    x, w, idx = _args()
    argtypes = tuple(numba.typeof(a) for a in (x, w, idx))
    kir = loss.kernel_ir(argtypes)
    text = generate(kir, Spec("reverse", 1, ("dup", "const", "const")))[0]
    pairs = re.findall(r"define internal \S+ @augmented\.(\S+?)\(", text)
    kernel = [p for p in pairs if "loss" in p]
    assert kernel, pairs
    # Numba's parameters: %retptr, %excinfo, then each array's flat fields; all three arrays'
    # data pointers are read-only for the call (x is Duplicated but never written)
    data, at = [], 2
    for lay in kir.args:
        data.append(at + lay.data_index)
        at += lay.nflat
    assert kernel[0].endswith(".ro" + "".join(map(str, data))), (kernel[0], data)


def test_reloaded_gradient_is_the_closed_form():
    x, w, idx = _args()
    dx = np.zeros_like(x)
    mpiad.autodiff(mpiad.Reverse, loss, mpiad.Duplicated(x, dx), w, idx)
    want = np.zeros_like(x)
    for k in range(idx.size):
        i = idx[k]
        want[i] += w[k] * w[i] * 2 * x[i]
    np.testing.assert_allclose(dx, want, rtol=1e-13)
