"""Arrays through helpers and copies of views made in the kernel (issue 33.1, 33.2), run under
mpiexec -n N from the repository root:

    python -m tests.integration.frontend.fe_helpers

1. activity and shadows follow an array through jitted helpers: one that updates its argument
   and returns it (the issue's ``stepper``: loop-carried reassignment, a tuple of state and a
   ``None`` argument passed through), one that returns a view of it, one that takes and returns
   a tuple of two arrays, one that returns a fresh array (``np.empty_like`` inside); a Const
   array one of them returns in place of an active one is refused in the user's terms;
2. ``np.ascontiguousarray``, ``np.copy``, ``.copy()``, ``reshape``, ``ravel``, ``.T`` and
   slicing of views of an array the kernel made (C, its Fortran transpose, strided slices),
   with the kernel's argument contiguous and strided;
3. on 2 ranks or more, numba-mpi's ``send``/``recv`` of a column of an array the kernel made.

Each kernel in forward, vector forward (``BatchDuplicated``, 2 lanes) and reverse mode, against
central finite differences, and forward against reverse by the dot-product test. The arrays are
tiny (compiling dominates). Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import importlib.util
import sys

import numba
import numpy as np

import mpiad
from mpiad import BatchDuplicated, Duplicated, Forward, Reverse

from .fdcheck import COMM, RANK, SIZE, close, fd, global_dot, ok, raises, run_checks

HAVE_NUMBA_MPI = importlib.util.find_spec("numba_mpi") is not None


# -- 1. helpers that return their argument, a view, a tuple, a fresh array --------------------
@numba.njit
def single_step(x, t):  # updates its argument and returns it
    x += 0.1 * x * x + t
    return x


@numba.njit
def hook(x, t, data):  # a tuple holding it; ``data`` is None
    return x, data


@numba.njit
def view_step(x, t):  # returns a view of its argument
    v = x[1:]
    v *= 1.0 + 0.2 * t
    return x[:]


@numba.njit
def stepper(state, steps, data):
    for i in range(steps):
        state = single_step(state, 0.1 * i)
        state, data = hook(state, 0.1 * i, data)
        state = view_step(state, 0.1 * i)


@mpiad.jit(cache=True)
def returns_argument(u, n):  # the kernel (a def: a lambda is not cached on disk)
    stepper(u, n, None)
    return np.sum(u * u)


@numba.njit
def pair_step(st, t):  # a tuple of two arrays in, the same tuple out
    a, b = st
    a += 0.1 * b * b
    b *= 1.0 + 0.1 * a + t
    return a, b


@numba.njit
def fresh(x, t):  # a fresh array
    y = np.empty_like(x)
    for i in range(x.shape[0]):
        y[i] = x[i] * (1.0 + t) + 0.3 * np.sin(x[i])
    return y


@mpiad.jit(cache=True)
def tuple_and_fresh(u, w, n):
    st = (u, w)
    for i in range(n):
        st = pair_step(st, 0.05 * i)
    s = st[0]
    for i in range(n):
        s = fresh(s, 0.1 * i)
        s, _ = hook(s, 0.0, None)
    return np.sum(s * st[1])


@numba.njit
def either(a, b, c):
    return a if c > 0 else b


@mpiad.jit(cache=True)
def pick_either(u, v, c):  # v stands where u does: it needs a shadow too
    x = either(u, v, c)
    return np.sum(x * x * u)


# -- 2. copies of views of arrays the kernel made -----------------------------------------------
@mpiad.jit(cache=True)
def local_column(u):  # the kernel
    full = u.copy()
    c = np.ascontiguousarray(full[:, 1])
    return np.sum(c * c)


@mpiad.jit(cache=True)
def local_views(u):
    full = u.copy()  # a fresh C array
    c = np.ascontiguousarray(full[:, 1])  # a strided column, made contiguous
    d = np.copy(full.T[1:, ::2])  # a strided slice of a Fortran view, copied
    e = full.T.ravel()  # ravel of a Fortran view (a copy)
    f = full.reshape(-1)[::3]  # reshape (a view), sliced
    s = 0.0
    for i in range(c.shape[0]):
        s += c[i] * c[i]
    for i in range(d.shape[0]):
        for j in range(d.shape[1]):
            s += np.sin(d[i, j]) * (i + j + 1.0)
    for i in range(e.shape[0]):
        s += (i + 1.0) * e[i] * e[i]
    for i in range(f.shape[0]):
        s += f[i] * c[i % c.shape[0]]
    return s


# -- 3. numba-mpi sends a column of an array the kernel made ----------------------------------
if HAVE_NUMBA_MPI:
    import numba_mpi as nm

    @mpiad.jit  # (numba-mpi's function pointers keep a kernel off the disk cache)
    def column_exchange(u):  # numba-mpi's send starts with np.ascontiguousarray(data)
        full = u * 2.0
        r = nm.rank()
        got = np.empty(u.shape[0])
        if r % 2 == 0:
            if r + 1 < nm.size():
                nm.send(full[:, 1], r + 1, 7)
                nm.recv(got, r + 1, 8)
            else:
                got[:] = full[:, 0]
        else:
            nm.recv(got, r - 1, 7)
            nm.send(full[:, 1], r - 1, 8)
        s = 0.0
        for i in range(got.shape[0]):
            s += got[i] * full[i, 2] * (i + 1.0)
        return s


# -- the checks ---------------------------------------------------------------------------------
def strided(a):
    """A new strided view with the values of ``a`` (every other element of a bigger array)."""
    big = np.zeros(tuple(2 * n for n in a.shape))
    view = big[tuple(slice(None, None, 2) for _ in a.shape)]
    view[...] = a
    return view


def c_copy(a):
    return np.array(a, order="C")


def check_kernel(name, kernel, xs, consts, make=c_copy, rng=None, modes="rfv"):
    """``kernel(*active arrays, *consts)`` (it may update the arrays in place; it may
    communicate) in reverse (r), forward (f) and vector forward (v) mode. Each rank seeds its
    result with its own random weight, so the loss is the weighted sum of every rank's
    result: the gradient along random directions against central finite differences of it,
    each forward tangent against the gradient (the dot-product test)."""
    seed = float(rng.normal())

    def loss(vals):
        return COMM.allreduce(seed * kernel(*[make(v) for v in vals], *consts))

    vs = tuple(rng.normal(size=x.shape) for x in xs)
    ws = tuple(rng.normal(size=x.shape) for x in xs)
    want_v = fd(loss, tuple(xs), vs)
    want_w = fd(loss, tuple(xs), ws)

    shadows = [make(np.zeros(x.shape)) for x in xs]
    args = [Duplicated(make(x), d) for x, d in zip(xs, shadows)]
    mpiad.autodiff(Reverse, kernel, *args, *consts, dret=seed)
    g = tuple(np.array(d) for d in shadows)  # the gradient of the weighted sum
    close(f"{name} reverse vs finite differences", global_dot(g, vs), want_v, 1e-5)

    if "f" not in modes:
        return
    args = [Duplicated(make(x), make(v)) for x, v in zip(xs, vs)]
    t = mpiad.autodiff(Forward, kernel, *args, *consts)
    jv = COMM.allreduce(seed * t)
    close(f"{name} forward vs finite differences", jv, want_v, 1e-5)
    # the dot-product test: <J v, seed> = <v, J^T seed>
    close(f"{name} dot-product test", jv, global_dot(g, vs), 1e-10)

    if "v" not in modes:
        return
    args = [BatchDuplicated(make(x), (make(v), make(w))) for x, v, w in zip(xs, vs, ws)]
    tb = [COMM.allreduce(seed * t) for t in mpiad.autodiff(Forward, kernel, *args, *consts)]
    close(f"{name} vector forward", tb, (global_dot(g, vs), global_dot(g, ws)), 1e-10)
    close(f"{name} vector forward vs finite differences", tb[1], want_w, 1e-5)


def check_helpers(rng):
    u = rng.uniform(0.2, 0.8, size=5)
    check_kernel("returns_argument", returns_argument, [u], (3,), rng=rng)
    ok("helper_returns_argument")
    w = rng.uniform(0.2, 0.8, size=5)
    check_kernel("tuple_and_fresh", tuple_and_fresh, [u, w], (2,), rng=rng)
    ok("helper_tuple_and_fresh")


def check_message(rng):
    """A Const array used in place of one with derivatives: refused, naming the argument and
    the helper's line."""
    u, v = rng.uniform(0.2, 0.8, size=4), rng.uniform(0.2, 0.8, size=4)
    raises(
        "merged Const",
        mpiad.MpiadError,
        r"array `v` \(argument 2\) is passed as Const, but it is used in place of an array "
        r"with derivatives inside `either` \(.*fe_helpers.py:\d+: `return a if c > 0 else "
        r"b`\); pass it as Duplicated\(v, np.zeros_like\(v\)\)",
        mpiad.autodiff, Reverse, pick_either, Duplicated(u.copy(), np.zeros(4)), v, 0,
    )  # fmt: skip
    ok("helper_message")


def check_views(rng):
    A = rng.uniform(0.2, 0.8, size=(3, 4))
    check_kernel("local_column", local_column, [A], (), rng=rng, modes="r")
    ok("copy_local_column")
    # every mode with a C argument; a strided argument changes the strides of every view
    check_kernel("local_views C", local_views, [A], (), c_copy, rng, "rfv")
    check_kernel("local_views strided", local_views, [A], (), strided, rng, "r")
    ok("copy_local_views")


def check_numba_mpi(rng):
    if not HAVE_NUMBA_MPI or SIZE < 2:
        return
    A = rng.uniform(0.2, 0.8, size=(3, 4))
    check_kernel("column_exchange", column_exchange, [A], (), rng=rng)
    ok("numba_mpi_column")


def main() -> int:
    rng = np.random.default_rng(33 + RANK)
    return run_checks([check_helpers, check_message, check_views, check_numba_mpi], rng)


if __name__ == "__main__":
    sys.exit(main())
