"""Derivatives of ``prange`` loops that run in parallel (``@mpiad.jit(parallel=True)``).

Each kernel's forward derivative is checked against central finite differences and its reverse
derivative against the forward one by the dot-product test ``<J v, w> = <v, J^T w>``; the
derivative module must launch the derivative of the loop body through Numba's threading layer
(``numba_parallel_for`` with a derivative trampoline), and no SerialDerivativeWarning may come.

Kernels: an elementwise map, a stencil reading its neighbours (the race of reverse mode: every
element's adjoint comes from three iterations), a sum reduction, and a prange reduction followed
by an allreduce in the same kernel (run on several ranks). A product reduction's reverse mode is
refused by the launcher's rule and runs serially, with a warning that says why.

The map, stencil and sum kernels' derivatives are computed again on one thread
(``numba.set_num_threads(1)``) and must agree (the script needs ``NUMBA_NUM_THREADS=2`` or more).
"""

from __future__ import annotations

import re
import sys
import warnings

import numba
import numpy as np
from numba import prange

import mpiad
import mpiad.mpi as mpi
from mpiad import Duplicated, Forward, Reverse
from mpiad.calling import Spec
from mpiad.generate import generate
from mpiad.kernel import SerialDerivativeWarning
from mpiad.parallel import parallel_ir

from .fdcheck import COMM, RANK, SIZE, close, fail, ok, run_checks


@mpiad.jit(parallel=True)
def pmap(u, v):
    for i in prange(u.shape[0]):
        v[i] = np.sin(u[i]) * u[i] * u[i]


@mpiad.jit(parallel=True)
def pstencil(u, v):
    n = u.shape[0]
    for i in prange(1, n - 1):
        v[i] = u[i - 1] * u[i + 1] - 2.0 * u[i] ** 3 + np.exp(0.1 * u[i])


@mpiad.jit(parallel=True)
def psum(u):
    s = 0.0
    for i in prange(u.shape[0]):
        s += u[i] * u[i] * np.cos(u[i])
    return s


@mpiad.jit(parallel=True)
def pallreduce(u, comm):
    s = 0.0
    for i in prange(u.shape[0]):
        s += np.sin(u[i]) * u[i] + 0.5 * u[i] * u[i]
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0] * t[0]


@mpiad.jit(parallel=True)
def pprod(u):
    p = 1.0
    for i in prange(u.shape[0]):
        p *= u[i]
    return p


N = 300
RNG = np.random.default_rng(7)  # the same inputs on every rank and at every rank count
U = RNG.uniform(0.5, 1.5, N)
V = RNG.normal(size=N)  # tangent direction
W = RNG.normal(size=N)  # adjoint seed


def launches(kernel, argtypes, spec) -> bool:
    """Does the derivative module launch a derivative of the loop body in parallel?"""
    text = generate(parallel_ir(kernel, argtypes), spec)[0]
    body = "fwddiffe" if spec.mode == "forward" else "reverse"
    return (
        re.search(rf"call void @numba_parallel_for\(ptr @\"?{body}\.__gufunc__", text) is not None
    )


def no_serial(name: str, got) -> None:
    said = [str(w.message) for w in got if issubclass(w.category, SerialDerivativeWarning)]
    if said:
        fail(f"{name}: derivatives ran serially: {said}")


def array_derivatives(kernel) -> tuple[np.ndarray, np.ndarray]:
    """(J V, J^T W) of v = kernel(u) at U."""
    dv, gu = np.zeros(N), np.zeros(N)
    mpiad.autodiff(Forward, kernel, Duplicated(U.copy(), V.copy()), Duplicated(np.zeros(N), dv))
    mpiad.autodiff(Reverse, kernel, Duplicated(U.copy(), gu), Duplicated(np.zeros(N), W.copy()))
    return dv, gu


def same_on_one_thread(name: str, fn, want) -> None:
    """``fn()`` run on one thread gives ``want`` (computed on all of Numba's threads)."""
    if numba.get_num_threads() < 2:
        fail(f"{name}: run with NUMBA_NUM_THREADS=2 or more (got {numba.get_num_threads()})")
    numba.set_num_threads(1)
    try:
        got = fn()
    finally:
        numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    for g, w in zip(got, want):
        close(f"{name} on 1 thread", g, w, 1e-13)


def check_array(name, kernel):
    """v = f(u): forward against finite differences, reverse against forward (dot test), and
    the same derivatives on one thread as on two."""
    h = 1e-6
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        dv, gu = array_derivatives(kernel)
        plus, minus = np.zeros(N), np.zeros(N)
        kernel(U + h * V, plus)
        kernel(U - h * V, minus)
        close(f"{name} forward", dv, (plus - minus) / (2 * h), 1e-6)
        close(f"{name} dot test", float(dv @ W), float(V @ gu), 1e-10)
        same_on_one_thread(name, lambda: array_derivatives(kernel), (dv, gu))
    no_serial(name, got)
    t = (numba.typeof(U), numba.typeof(U))
    for mode in ("forward", "reverse"):
        if not launches(kernel, t, Spec(mode, 1, ("dup", "dup"))):
            fail(f"{name}: the {mode} derivative does not launch its loop in parallel")
    ok(name)


def check_map():
    check_array("prange_map", pmap)


def check_stencil():
    check_array("prange_stencil", pstencil)


def check_sum():
    h = 1e-6
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        t = mpiad.autodiff(Forward, psum, Duplicated(U.copy(), V.copy()))
        close("sum forward", t, (psum(U + h * V) - psum(U - h * V)) / (2 * h), 1e-6)
        g = mpiad.grad(psum, loss="sum")(U.copy())  # each rank its own (equal) sum
        close("sum dot test", t, float(g @ V), 1e-10)

        def again():
            g1 = mpiad.grad(psum, loss="sum")(U.copy())
            return mpiad.autodiff(Forward, psum, Duplicated(U.copy(), V.copy())), g1

        same_on_one_thread("prange_sum", again, (t, g))
    no_serial("prange_sum", got)
    if not launches(psum, (numba.typeof(U),), Spec("reverse", 1, ("dup",))):
        fail("prange_sum: the reverse derivative does not launch its loop in parallel")
    ok("prange_sum")


def check_allreduce():
    """A prange reduction then an allreduce: the loss is the same on every rank."""
    h = 1e-6
    u = U * (1.0 + 0.1 * RANK)  # each rank its own part
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        t = mpiad.autodiff(Forward, pallreduce, Duplicated(u.copy(), V.copy()), COMM)
        want = (pallreduce(u + h * V, COMM) - pallreduce(u - h * V, COMM)) / (2 * h)
        close("allreduce forward", t, want, 1e-6)
        g = mpiad.grad(pallreduce)(u.copy(), COMM)
        # the loss is replicated: <grad, v> summed over ranks is its derivative along v
        close("allreduce dot test", COMM.allreduce(float(g @ V)), t, 1e-10)
    no_serial("prange_allreduce", got)
    ok("prange_allreduce")


def check_inplace():
    """The map run in place (``pmap(x, x)``): the arrays overlap, so the reverse sweep must
    not read x again (it holds the results by then) and tapes what it read; with separate
    arrays the same kernel reads u again (checked by the lit test parallel-for-reload.ll)."""
    x0 = U.copy()
    x, dx = x0.copy(), W.copy()
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        mpiad.autodiff(Reverse, pmap, Duplicated(x, dx), Duplicated(x, dx))
    close("in-place map primal", x, np.sin(x0) * x0 * x0, 1e-14)
    want = W * (np.cos(x0) * x0 * x0 + 2.0 * np.sin(x0) * x0)
    close("in-place map gradient", dx, want, 1e-12)
    no_serial("prange_inplace", got)
    ok("prange_inplace")


@mpiad.jit(parallel=True)
def pchoice(u, v):
    for i in prange(1, u.shape[0] - 1):
        v[i] = u[i - 1] * u[i + 1] + np.sin(u[i])


def check_choice():
    """Which derivative runs: on 2 threads the first four calls alternate the parallel and the
    serial one (timed), then one is picked for good (counted in mpiad.stats()); on one thread
    the serial one runs. Every call's gradient is the same."""

    def picks() -> int:
        got = mpiad.stats()
        return got.get("prange_parallel_picked", 0) + got.get("prange_serial_picked", 0)

    def grad():
        gu = np.zeros(N)
        mpiad.autodiff(
            Reverse, pchoice, Duplicated(U.copy(), gu), Duplicated(np.zeros(N), W.copy())
        )
        return gu

    picked = picks()
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        first = grad()
        for _ in range(5):
            close("choice: same gradient", grad(), first, 1e-13)
        now = picks()
        if now != picked + 1:
            fail(f"choice: {now - picked} picks after 6 calls on 2 threads, want 1")
        numba.set_num_threads(1)
        try:
            close("choice: same gradient on 1 thread", grad(), first, 1e-13)
        finally:
            numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
        keys = [k for k in pchoice._plans if len(k) == 3 and k[2] == "serial"]
        if not keys:
            fail("choice: the serial derivative was not made")
    no_serial("prange_choice", got)  # a chosen serial derivative is not a fallback
    ok("prange_choice")


def check_refused():
    """A product reduction: forward runs in parallel; reverse falls back to the serial loop
    with a warning naming the line and the reason, and is still right."""
    u = U[:20].copy()
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        g = mpiad.grad(pprod, loss="sum")(u)
    close("product gradient", g, np.prod(u) / u, 1e-10)
    said = [str(w.message) for w in got if issubclass(w.category, SerialDerivativeWarning)]
    if not any("reduction other than a sum" in m and "fe_prange.py:" in m for m in said):
        fail(f"product reduction: no warning with the reason and the line: {said}")
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        t = mpiad.autodiff(Forward, pprod, Duplicated(u.copy(), V[:20].copy()))
    close("product forward", t, float(g @ V[:20]), 1e-10)
    no_serial("product forward", got)
    ok("prange_refused")


def main() -> int:
    if RANK == 0:
        print(f"threads {numba.get_num_threads()} ranks {SIZE}", flush=True)
    return run_checks(
        (
            check_map,
            check_stencil,
            check_sum,
            check_allreduce,
            check_inplace,
            check_choice,
            check_refused,
        )
    )


if __name__ == "__main__":
    sys.exit(main())
