"""Numba kernels for the forward-mode numeric tests (see tools/gen_ad_kernels.py).

KERNELS maps a name to (python function, signature). tools/gen_ad_kernels.py compiles each with
``numba.njit(sig, no_cpython_wrapper=True, no_cfunc_wrapper=True)``, takes the optimised module
from ``inspect_llvm`` and renames the entry point to ``@numba_<name>`` (Numba's mangled names carry
a per-process counter). Numba's calling convention: ``i32 f(ptr retptr, ptr excinfo, args...)``; a
C-contiguous 1-D float64 array is 7 arguments (meminfo, parent, nitems, itemsize, data, shape,
stride) and a float64 scalar is a double.
"""

import math

import numpy as np
from numba import types as T

f8 = T.float64
A1 = T.float64[::1]


def sum_sin_x(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += np.sin(x[i]) * x[i]
    return s


def saxpy_tanh(a, x, y):
    for i in range(x.shape[0]):
        y[i] = a * math.tanh(x[i]) + y[i]


def scalar_mix(x, y):
    return math.exp(-x * y) * math.atan2(y, x) + math.sqrt(x * x + y * y) + x**3


def softplus_mean(x):
    s = 0.0
    n = x.shape[0]
    for i in range(n):
        v = x[i]
        if v > 0.0:
            s += v + math.log1p(math.exp(-v))
        else:
            s += math.log1p(math.exp(v))
    return s / n


KERNELS = {
    "sum_sin_x": (sum_sin_x, f8(A1)),
    "saxpy_tanh": (saxpy_tanh, T.void(f8, A1, A1)),
    "scalar_mix": (scalar_mix, f8(f8, f8)),
    "softplus_mean": (softplus_mean, f8(A1)),
}
