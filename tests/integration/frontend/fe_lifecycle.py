"""Kernels that come and go, and a disk cache keyed on every value the code depends on.

    python fe_lifecycle.py repro | two | churn N | numba N | cached KIND VALUE

Runs as one plain process (MPI as a singleton). Prints ``ok ...`` lines; exits nonzero on a
wrong value. ``churn`` and ``numba`` print ``rss_growth_mb X`` measured after a warm-up round.
"""

from __future__ import annotations

import gc
import sys

import numpy as np

import mpiad


def make(k, cache=False):
    @mpiad.jit(cache=cache)
    def f(u):
        s = 0.0
        for i in range(u.size):
            s += k * u[i] * u[i]
        return s

    return f


def use(k, cache=False):
    f = make(k, cache)
    u, du = np.ones(8), np.zeros(8)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du))
    return du[0]


def check(what, got, want):
    if not np.allclose(got, want, rtol=1e-12, atol=0):
        raise SystemExit(f"FAIL {what}: got {got}, want {want}")


def all_modes(f, k, n=5):
    """Primal, forward, vector forward (W=3) and reverse of sum(k u^2) at u = 1..n."""
    u = np.arange(1.0, n + 1)
    check("primal", f(u), k * (u * u).sum())
    t = mpiad.autodiff(mpiad.Forward, f, mpiad.Duplicated(u, np.ones(n)))
    check("forward", t, 2 * k * u.sum())
    lanes = mpiad.autodiff(
        mpiad.Forward, f, mpiad.BatchDuplicated(u, tuple(np.eye(n)[j] for j in range(3)))
    )
    check("vector", lanes, [2 * k * u[j] for j in range(3)])
    du = np.zeros(n)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du))
    check("reverse", du, 2 * k * u)


def rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        import os

        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def churn(n: int) -> None:
    """``n`` kernels made, differentiated and dropped, every other one with ``cache=True``: every
    tenth in all modes, the others in reverse mode (the one that keeps a tape buffer per
    module)."""

    def round_(k0, count):
        for j in range(count):
            k = float(k0 + j)
            f = make(k, cache=j % 2 == 1)
            if j % 10 == 0:
                all_modes(f, k)
            else:
                u, du = np.arange(1.0, 4.0), np.zeros(3)
                mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du))
                check("reverse", du, 2 * k * u)
            del f
            gc.collect()

    round_(1, 10)  # warm-up: Numba's and mpiad's one-time costs
    before = rss_mb()
    round_(100, n)
    print(f"rss_growth_mb {rss_mb() - before:.1f}")
    print(f"ok churn {n}")


def numba_churn(n: int) -> None:
    import numba

    def nmake(k):
        @numba.njit
        def f(u):
            s = 0.0
            for i in range(u.size):
                s += k * u[i] * u[i]
            return s

        return f

    def round_(k0, count):
        for j in range(count):
            f = nmake(float(k0 + j))
            check("numba", f(np.ones(4)), 4.0 * (k0 + j))
            del f
            gc.collect()

    round_(1, 10)
    before = rss_mb()
    round_(100, n)
    print(f"rss_growth_mb {rss_mb() - before:.1f}")
    print(f"ok numba {n}")


# -- the disk cache: separate processes over one cache folder ---------------------------------
GLOBAL_ARRAY = np.array([1.0, 2.0, 3.0])


def cached_kernel(kind: str, value: str):
    """A kernel whose compiled code depends on ``value`` through ``kind``; returns it and the
    factor it multiplies by (what a correct run computes)."""
    if kind == "int":
        k = int(value)

        @mpiad.jit(cache=True)
        def f(u):
            s = 0.0
            for i in range(u.size):
                s += k * u[i] * u[i]
            return s

        return f, float(k)
    if kind == "float":
        k = float(value)

        @mpiad.jit(cache=True)
        def f(u):
            s = 0.0
            for i in range(u.size):
                s += k * u[i] * u[i]
            return s

        return f, k
    if kind == "tuple":
        kt = (float(value), 2.0)

        @mpiad.jit(cache=True)
        def f(u):
            s = 0.0
            for i in range(u.size):
                s += kt[0] * kt[1] * u[i] * u[i]
            return s

        return f, 2.0 * float(value)
    if kind == "default":
        exec_ns: dict = {"mpiad": mpiad}
        exec(
            f"@mpiad.jit(cache=True)\ndef f(u, k={float(value)!r}):\n    s = 0.0\n"
            "    for i in range(u.size):\n        s += k * u[i] * u[i]\n    return s\n",
            exec_ns,
        )
        return exec_ns["f"], float(value)
    if kind == "global_array":
        GLOBAL_ARRAY[:] = float(value)

        @mpiad.jit(cache=True)
        def f(u):
            s = 0.0
            for i in range(u.size):
                s += GLOBAL_ARRAY[0] * u[i] * u[i]
            return s

        return f, float(value)
    if kind == "ctypes":  # a value Numba freezes by its address: never cached on disk
        import ctypes
        import ctypes.util

        cos = ctypes.CDLL(ctypes.util.find_library("m")).cos
        cos.restype, cos.argtypes = ctypes.c_double, [ctypes.c_double]
        k = float(value)

        @mpiad.jit(cache=True)
        def f(u):
            s = 0.0
            c = cos(0.0)
            for i in range(u.size):
                s += k * c * u[i] * u[i]
            return s

        return f, k
    raise SystemExit(f"unknown kind {kind}")


def cached(kind: str, value: str) -> None:
    f, k = cached_kernel(kind, value)
    u = np.arange(1.0, 4.0)
    y = f(u)
    du = np.zeros(3)
    mpiad.autodiff(mpiad.Reverse, f, mpiad.Duplicated(u, du))
    check(f"{kind}={value} primal", y, k * (u * u).sum())
    check(f"{kind}={value} gradient", du, 2 * k * u)
    st = mpiad.stats()
    print(
        f"ok cached {kind} {value} disk_hits={st.get('disk_hits', 0)} "
        f"llvm_compiles={st.get('llvm_compiles', 0)} disk_writes={st.get('disk_writes', 0)}"
    )


def main() -> int:
    mode = sys.argv[1]
    if mode == "repro":
        print(use(2.0))
        gc.collect()
        print(use(3.0))
        print("ok repro")
    elif mode == "two":
        f2, f3 = make(2.0), make(3.0)
        all_modes(f2, 2.0)
        all_modes(f3, 3.0)
        del f2
        gc.collect()
        all_modes(f3, 3.0)
        f5 = make(5.0, cache=True)
        all_modes(f5, 5.0)
        del f3
        gc.collect()
        all_modes(f5, 5.0)
        print("ok two")
    elif mode == "churn":
        churn(int(sys.argv[2]))
    elif mode == "numba":
        numba_churn(int(sys.argv[2]))
    elif mode == "cached":
        cached(sys.argv[2], sys.argv[3])
    return 0


if __name__ == "__main__":
    sys.exit(main())
