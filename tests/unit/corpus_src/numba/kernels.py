"""Numba kernels for the IR corpus (see tools/gen_corpus.py).

Each entry of KERNELS maps a corpus name to (python function, signature).
tools/gen_corpus.py compiles every function with
``numba.njit(sig, no_cpython_wrapper=True, no_cfunc_wrapper=True)`` and
writes the optimised module IR to ``tests/unit/corpus/numba_<name>.ll``.
Helpers that kernels call are plain ``@numba.njit`` functions here.
"""

import math

import numba
import numpy as np
from numba import types as T

f8 = T.float64
i8 = T.int64
A1 = T.float64[::1]  # C-contiguous 1-D
A1s = T.float64[:]  # any-layout 1-D (strided)
A2 = T.float64[:, ::1]  # C-contiguous 2-D


@numba.njit
def _horner(x):
    return 1.0 + x * (0.5 + x * (1.0 / 6.0 + x * (1.0 / 24.0)))


@numba.njit
def _sq(x):
    return x * x


def sum_sin_x(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += np.sin(x[i]) * x[i]
    return s


def saxpy(a, x, y):
    for i in range(x.shape[0]):
        y[i] = a * x[i] + y[i]


def math_funcs(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += math.exp(-x[i]) * math.tanh(y[i]) + math.atan2(y[i], x[i] + 2.0)
        s += math.pow(abs(x[i]), 1.5) + math.sqrt(1.0 + y[i] * y[i])
    return s


def np_ufuncs(x, out):
    for i in range(x.shape[0]):
        out[i] = np.exp(-x[i]) * np.cos(x[i]) + np.log1p(np.abs(x[i]))


def branches(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        if v < -1.0:
            s -= 1.0
        elif v < 1.0:
            s += v * v * v
        else:
            s += math.sqrt(v)
    return s


def newton_sqrt(a):
    if a <= 0.0:
        return 0.0
    x = a if a > 1.0 else 1.0
    it = 0
    while abs(x * x - a) > 1e-12 * a and it < 100:
        x = 0.5 * (x + a / x)
        it += 1
    return x


def matvec(A, x, y):
    m, n = A.shape
    for i in range(m):
        s = 0.0
        for j in range(n):
            s += A[i, j] * x[j]
        y[i] = s


def laplace2d(u, out, h):
    nx, ny = u.shape
    inv = 1.0 / (h * h)
    for i in range(1, nx - 1):
        for j in range(1, ny - 1):
            out[i, j] = (
                u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j]
            ) * inv


def calls_helper(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += _horner(x[i]) - _sq(x[i])
    return s


def alloc_empty(x):
    n = x.shape[0]
    tmp = np.empty(n)
    for i in range(n):
        tmp[i] = np.sin(x[i])
    s = 0.0
    for i in range(n):
        s += tmp[i] * tmp[n - 1 - i]
    return s


def alloc_zeros_hist(x, nbins):
    bins = np.zeros(nbins, dtype=np.int64)
    lo = x.min()
    hi = x.max()
    scale = nbins / (hi - lo + 1e-300)
    for i in range(x.shape[0]):
        b = int((x[i] - lo) * scale)
        if b >= nbins:
            b = nbins - 1
        bins[b] += 1
    return bins[0]


def returns_array(x):
    out = np.empty_like(x)
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i]
        out[i] = acc
    return out


def array_expr(x):
    return (np.sin(x) * np.exp(-x)).sum()


def strided_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i] * x[i]
    return s


def argmax_int(x):
    best = 0
    for i in range(1, x.shape[0]):
        if x[i] > x[best]:
            best = i
    return best


KERNELS = {
    "sum_sin_x": (sum_sin_x, f8(A1)),
    "saxpy": (saxpy, T.void(f8, A1, A1)),
    "math_funcs": (math_funcs, f8(A1, A1)),
    "np_ufuncs": (np_ufuncs, T.void(A1, A1)),
    "branches": (branches, f8(A1)),
    "newton_sqrt": (newton_sqrt, f8(f8)),
    "matvec": (matvec, T.void(A2, A1, A1)),
    "laplace2d": (laplace2d, T.void(A2, A2, f8)),
    "calls_helper": (calls_helper, f8(A1)),
    "alloc_empty": (alloc_empty, f8(A1)),
    "alloc_zeros_hist": (alloc_zeros_hist, i8(A1, i8)),
    "returns_array": (returns_array, A1(A1)),
    "array_expr": (array_expr, f8(A1)),
    "strided_sum": (strided_sum, f8(A1s)),
    "argmax_int": (argmax_int, i8(A1)),
}
