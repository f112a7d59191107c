"""numba.njit's options and calling conventions in mpiad.jit (issue 24.4), run under mpiexec -n N
from the repository root:

    python -m tests.integration.frontend.fe_options

1. ``fastmath``: given to mpiad.jit or kept from a Numba dispatcher; the derivative's float
   operations carry the fast-math flags; the disk cache keys the option;
2. ``boundscheck``: an out-of-bounds index raises IndexError in the primal, forward and reverse;
3. ``error_model``: 'numpy' divides by zero without raising, 'python' raises ZeroDivisionError;
4. explicit signatures: arguments convert to them, other types are refused as Numba does;
5. ``inline``/``nogil``: kept on the dispatcher that other Numba code calls;
6. default argument values and keyword arguments in every entry point;
7. ``parallel=True``: the primal runs Numba's parallel code, and so do the derivatives' prange
   loops, in the kernel and in callees reached through a global, ``module.function``, an
   argument or a tuple; a loop whose parallel reverse mode is refused runs serially (a warning
   names the line and the reason) or, out of mpiad's reach, is refused with advice that works.
8. bad options are refused with a message whose advice works.

Derivatives are checked against central finite differences of the (allreduced) loss.
Prints ``rank R ok NAME`` per check.
"""

from __future__ import annotations

import inspect
import re
import sys
import warnings

import numba
import numpy as np
from numba import prange

import mpiad
import mpiad.mpi as mpi
from mpiad import Active, Duplicated, Forward, Reverse
from mpiad import cache as mcache
from mpiad.calling import Spec
from mpiad.generate import generate
from mpiad.kernel import SerialDerivativeWarning

from . import fdcheck
from .fdcheck import COMM, RANK, SIZE, close, fail, fd, global_dot, ok, raises, run_checks


def body(u, comm):
    s = 0.0
    for i in range(u.shape[0]):
        s += u[i] * u[i] * (i + 1.0) + np.sin(u[i])
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


def check_grad(name, f, u, *rest):
    """grad of the replicated loss f(u, *rest) against finite differences on every rank."""
    rng = np.random.default_rng(3 + RANK)
    v = rng.normal(size=u.shape)
    g = mpiad.grad(f)(u, *rest)
    close(name, global_dot(g, v), fd(lambda x: f(x, *rest), u, v))
    return g


def fast_ops(kernel, argtypes, spec) -> tuple[int, int]:
    """(float operations, of which with fast-math flags) in the derivative's functions (the
    tangent, augmented and reverse functions the pass generates)."""
    text = generate(kernel.kernel_ir(argtypes, True), spec)[0]
    fns = re.findall(r"^define [^\n]*@(?:fwddiffe|augmented|reverse)\.[^\n]*\n(.*?)\n}$", text,
                     re.S | re.M)  # fmt: skip
    ops = re.findall(r"= (fadd|fsub|fmul|fdiv)( fast| nnan| ninf| nsz| contract)*", "".join(fns))
    return len(ops), sum(1 for _, flag in ops if flag)


def check_fastmath():
    u = np.linspace(0.5, 1.5, 6)
    plain = mpiad.jit(body, cache=True)  # one function, three option sets: three cache keys
    fast = mpiad.jit(fastmath=True, cache=True)(body)
    kept = mpiad.jit(numba.njit(fastmath=True, boundscheck=True)(body), cache=True)
    if kept.options != {"fastmath": True, "boundscheck": True}:
        fail(f"options of a dispatcher not kept: {kept.options}")
    for name, k in (("fastmath", fast), ("fastmath_kept", kept)):
        check_grad(name, k, u, COMM)
    argtypes = (numba.typeof(u), numba.typeof(COMM))
    for mode, acts in (("forward", ("dup", "const")), ("reverse", ("dup", "const"))):
        n, flagged = fast_ops(fast, argtypes, Spec(mode, 1, acts))
        if not (n and flagged >= 0.8 * n):
            fail(f"fastmath {mode}: {flagged} of {n} float operations carry fast-math flags")
        n0, flagged0 = fast_ops(plain, argtypes, Spec(mode, 1, acts))
        if flagged0:
            fail(f"no fastmath {mode}: {flagged0} of {n0} operations carry fast-math flags")
    # the disk cache keys the options of a kernel
    keys = {mcache.source_fingerprint(k) for k in (plain, fast, kept)}
    if len(keys) != 3:
        fail("the disk cache key does not depend on the kernel's options")
    ok("fastmath")


def check_boundscheck():
    @mpiad.jit(boundscheck=True, cache=True)
    def reads(u, n):
        s = 0.0
        for i in range(n):
            s += u[i] * u[i]
        return s

    u = np.ones(4)
    for name, call in (
        ("primal", lambda: reads(u, 6)),
        ("forward", lambda: mpiad.autodiff(Forward, reads, Duplicated(u, np.ones(4)), 6)),
        ("reverse", lambda: mpiad.autodiff(Reverse, reads, Duplicated(u, np.zeros(4)), 6)),
    ):
        raises(f"boundscheck {name}", IndexError, r"out of bounds", call)
    close("boundscheck in bounds", mpiad.grad(reads, loss="sum")(u, 4), 2 * u, 1e-14)
    ok("boundscheck")


def divide(u, d):
    s = 0.0
    for i in range(u.shape[0]):
        s += u[i] * u[i] / d
    return s


def check_error_model():
    numpy_model = mpiad.jit(error_model="numpy", cache=True)(divide)
    python_model = mpiad.jit(divide, cache=True)
    u = np.linspace(0.5, 1.5, 3)
    if not np.isinf(numpy_model(u, 0.0)):
        fail("error_model='numpy': division by zero should give inf")
    raises("error_model python", ZeroDivisionError, r"division by zero", python_model, u, 0.0)
    raises(
        "error_model python reverse", ZeroDivisionError, r"division by zero",
        mpiad.autodiff, Reverse, python_model, Duplicated(u, np.zeros(3)), 0.0,
    )  # fmt: skip
    g = mpiad.grad(numpy_model, (0, 1), loss="sum")(u, 2.0)
    close("error_model numpy grad", g[0], u, 1e-14)
    close("error_model numpy grad d", g[1], -(u * u).sum() / 4, 1e-14)
    ok("error_model")


def check_signatures():
    @mpiad.jit(["float64(float64[:], float64)", "float64(float32[:], float64)"], cache=True)
    def scaled(u, a):
        s = 0.0
        for i in range(u.shape[0]):
            s += u[i] * u[i] * a
        return s

    u = np.linspace(0.5, 1.5, 4)
    close("signature primal", scaled(u, 2), 2 * (u * u).sum(), 1e-14)  # 2 converts to 2.0
    t = mpiad.autodiff(Forward, scaled, u, Duplicated(2, 1.0))  # an int, as float64
    close("signature forward", t, (u * u).sum(), 1e-14)
    close("signature grad", mpiad.grad(scaled, 1, loss="sum")(u, 3.0), (u * u).sum(), 1e-14)
    close("signature float32", scaled(u.astype(np.float32), 1.0), (u * u).sum(), 1e-6)
    raises("signature refused", TypeError, r"no matching definition", scaled, np.arange(4), 1.0)
    ok("signatures")


def check_inline_nogil():
    @mpiad.jit(inline="always", nogil=True)
    def sq(x):
        return x * x

    @numba.njit
    def caller(x):
        return sq(x) + 1.0

    if sq.dispatcher.targetoptions.get("inline") != "always" or not sq.options.get("nogil"):
        fail(f"inline/nogil not kept: {sq.dispatcher.targetoptions}")
    close("inline caller", caller(3.0), 10.0, 0)
    (g,) = mpiad.autodiff(Reverse, sq, Active(3.0))
    close("inline grad", g, 6.0, 0)
    ok("inline_nogil")


@mpiad.jit(cache=True)
def with_defaults(u, k=3.0, *, shift=1.0):
    s = 0.0
    for i in range(u.shape[0]):
        s += k * u[i] * u[i] + shift * u[i]
    return s


def check_defaults():
    u = np.linspace(0.5, 1.5, 4)
    f = with_defaults
    close("defaults primal", (f(u), f(u, 2.0), f(u, shift=0.0), f(u=u, k=1.0)),
          ((3 * u * u + u).sum(), (2 * u * u + u).sum(), (3 * u * u).sum(), (u * u + u).sum()),
          1e-14)  # fmt: skip
    close("defaults grad", mpiad.grad(f, loss="sum")(u), 6 * u + 1, 1e-14)
    close("defaults grad keyword", mpiad.grad(f, loss="sum")(u, shift=0.0, k=2.0), 4 * u, 1e-14)
    close("defaults grad of default", mpiad.grad(f, 1, loss="sum")(u), (u * u).sum(), 1e-14)
    val, g = mpiad.value_and_grad(f, loss="sum")(u, shift=0.0)
    close("defaults value_and_grad", (val, *g), ((3 * u * u).sum(), *(6 * u)), 1e-14)
    y, t = mpiad.jvp(f, (u,), (np.ones(4),))
    close("defaults jvp", (y, t), ((3 * u * u + u).sum(), (6 * u + 1).sum()), 1e-14)
    du = np.zeros(4)
    (dk,) = mpiad.autodiff(Reverse, f, Duplicated(u, du), k=Active(2.0), shift=0.5)
    close("defaults reverse", (*du, dk), (*(4 * u + 0.5), (u * u).sum()), 1e-14)
    t = mpiad.autodiff(Forward, f, u=Duplicated(u, np.ones(4)), shift=Duplicated(1.0, 1.0))
    close("defaults forward", t, (6 * u + 1).sum() + u.sum(), 1e-14)
    ok("defaults_keywords")


@mpiad.jit(parallel=True, cache=True)
def par_kernel(u, comm):
    s = 0.0
    for i in prange(u.shape[0]):
        s += np.sin(u[i]) * u[i]
    t = np.zeros(1)
    mpi.allreduce(s, t, mpi.SUM, comm)
    return t[0]


@numba.njit(parallel=True)
def par_cube(u, out):
    for i in prange(u.shape[0]):
        out[i] = u[i] * u[i] * u[i]


@mpiad.jit(cache=True)
def via_global(u, comm):
    t = np.empty(u.shape[0])
    par_cube(u, t)
    r = np.zeros(1)
    mpi.allreduce(t.sum(), r, mpi.SUM, comm)
    return r[0]


@mpiad.jit(cache=True)
def via_module(u, comm):
    t = np.empty(u.shape[0])
    fdcheck.par_square(u, t)
    r = np.zeros(1)
    mpi.allreduce(t.sum(), r, mpi.SUM, comm)
    return r[0]


@mpiad.jit(cache=True)
def via_argument(u, fn, comm):
    t = np.empty(u.shape[0])
    fn(u, t)
    r = np.zeros(1)
    mpi.allreduce(t.sum(), r, mpi.SUM, comm)
    return r[0]


PAR_FUNCS = (par_cube,)


@numba.njit(parallel=True)
def par_prod(u, out):
    p = 1.0
    for i in prange(u.shape[0]):
        p *= u[i]
    out[0] = p


PROD_FUNCS = (par_prod,)


@mpiad.jit
def via_global_prod(u, comm):
    t = np.zeros(1)
    par_prod(u, t)
    r = np.zeros(1)
    mpi.allreduce(t[0], r, mpi.SUM, comm)
    return r[0]


@mpiad.jit
def via_tuple_prod(u, comm):
    t = np.zeros(1)
    PROD_FUNCS[0](u, t)
    r = np.zeros(1)
    mpi.allreduce(t[0], r, mpi.SUM, comm)
    return r[0]


@mpiad.jit
def via_argument_prod(u, fn, comm):
    t = np.zeros(1)
    fn(u, t)
    r = np.zeros(1)
    mpi.allreduce(t[0], r, mpi.SUM, comm)
    return r[0]


@mpiad.jit(cache=True)
def via_tuple(u, comm):
    t = np.empty(u.shape[0])
    PAR_FUNCS[0](u, t)
    r = np.zeros(1)
    mpi.allreduce(t.sum(), r, mpi.SUM, comm)
    return r[0]


def prange_line(f) -> int:
    lines, first = inspect.getsourcelines(f)
    return first + next(k for k, text in enumerate(lines) if "prange(" in text)


def check_parallel():
    """Derivatives run their prange loops in parallel (no SerialDerivativeWarning) whether the
    kernel is parallel=True or reaches a parallel function by name, as an argument or in a
    tuple; a loop whose parallel reverse mode is refused (a product reduction) runs serially
    with a warning naming the line when reached by name, and is refused with advice that works
    when reached through a tuple."""
    u = np.linspace(0.5, 1.5, 40)
    serial = mpiad.jit(par_kernel.py_func)  # the same function, prange as range
    close("parallel primal", par_kernel(u, COMM), serial(u, COMM), 1e-12)
    cases = (
        ("kernel", par_kernel, (COMM,)),
        ("global", via_global, (COMM,)),
        ("module", via_module, (COMM,)),
        ("argument", via_argument, (par_cube, COMM)),
        ("tuple", via_tuple, (COMM,)),
    )
    for name, k, rest in cases:
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            check_grad(f"parallel {name}", k, u, *rest)
        said = [str(w.message) for w in got if issubclass(w.category, SerialDerivativeWarning)]
        if said:
            fail(f"parallel {name}: derivatives ran serially: {said}")
    close("parallel argument", mpiad.grad(via_argument)(u, par_cube, COMM), 3 * u * u, 1e-12)
    # reached by name: the refused parallel reverse mode runs serially, the warning says why
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        g = check_grad("parallel product", via_global_prod, u, COMM)
    line = prange_line(par_prod.py_func)
    said = [str(w.message) for w in got if issubclass(w.category, SerialDerivativeWarning)]
    if not any(f":{line})" in m and "other than a sum" in m for m in said):
        fail(f"parallel product: no warning naming line {line} and the reason: {said}")
    # held in a tuple: refused, naming the line and the reason; both pieces of advice work
    msg = raises(
        "parallel refused",
        mpiad.MpiadError,
        r"cannot differentiate that parallel loop in parallel \(.*other than a sum.*\).*"
        r"call `par_prod` that way, or pass a function compiled without parallel=True",
        mpiad.grad(via_tuple_prod),
        u,
        COMM,
    )
    if f"fe_options.py:{line}" not in msg:
        fail(f"the refusal does not name the prange line: {msg}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SerialDerivativeWarning)
        close("parallel refused advice 1", mpiad.grad(via_global_prod)(u, COMM), g, 1e-12)
    g2 = mpiad.grad(via_argument_prod)(u, numba.njit(par_prod.py_func), COMM)
    close("parallel refused advice 2", g2, g, 1e-12)
    ok("parallel")


def check_bad_options():
    raises("unknown option", TypeError, r"unknown option\(s\) fast_math.*fastmath",
           mpiad.jit, body, fast_math=True)  # fmt: skip
    mpiad.jit(body, fastmath=True)
    raises("object mode", TypeError, r"drop forceobj=True", mpiad.jit, body, forceobj=True)
    k = mpiad.jit(body)
    close("object mode advice", k(np.ones(3), COMM), SIZE * (6.0 + 3 * np.sin(1.0)), 1e-12)
    ok("bad_options")


def main() -> int:
    return run_checks(
        (
            check_fastmath,
            check_boundscheck,
            check_error_model,
            check_signatures,
            check_inline_nogil,
            check_defaults,
            check_parallel,
            check_bad_options,
        )
    )


if __name__ == "__main__":
    sys.exit(main())
