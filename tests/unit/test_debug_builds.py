"""Debug builds from every front end, differentiated as ``mpiad-opt`` does by default.

Users differentiate what their build gives them first: ``cargo build`` (rustc opt-level 0:
slices from raw parts, ``Range`` iterators, bounds checks that panic, ``core::`` helpers that are
separate calls returning aggregates), ``zig cc -O0 -g`` (allocas and debug records everywhere,
function pointers through allocas). mpiad preprocesses such modules (passes/preprocess.py) before
differentiating them. For every kernel of ``ad_kernels.FRONT_END_KERNELS``, at the debug and the
optimised level of its front end (rustc opt-level 0 and 3; zig cc -O0 -g and -O2 -g):

* the automatic policy preprocesses exactly the debug builds (optimised IR is left as it is);
* the tangent agrees with central finite differences of the primal (the primal is the
  unpreprocessed module, so preprocessing is checked too);
* the gradient agrees with finite differences and with the tangent (dot-product test).

And the issue's own repro end to end: ``mpiad-opt --mode forward`` / ``--mode reverse`` of the
rustc opt-level 0 ``saxpy_sum`` (once "internal error: no shadow computed for %0"), whose output
files are compiled and checked against finite differences and against each other.

Tolerances are those of test_forward_numeric.py / test_reverse_numeric.py; inputs are drawn by
hypothesis (MPIAD_REV_EXAMPLES of them, as in test_reverse_numeric.py). Rust's panic entry
points are linked as stubs that abort (``ad_kernels.link_runtime_stubs``), so no Rust toolchain
is needed to run this.
"""

from __future__ import annotations

import ctypes
import functools
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad_passes import differentiate as D
from mpiad_passes import preprocess as PP
from mpiad_passes.llvm_check import canonicalize, load_module
from tests.unit import ad_kernels as K
from tests.unit import test_forward_numeric as FW
from tests.unit import test_reverse_numeric as RV

DEBUG_LEVELS = ("O0", "O0g")


def cases():
    return [pytest.param(k, opt, id=f"{k.id}-{opt}") for k in K.FRONT_END_KERNELS for opt in k.opts]


def _kernel(kid: str, opt: str) -> K.Kernel:
    return next(k for k in K.FRONT_END_KERNELS if k.id == kid and opt in k.opts)


@functools.lru_cache(maxsize=None)
def source(src: str, opt: str) -> str:
    return (K.IR_DIR / f"{src}_{opt}.ll").read_text()


def jit_level(opt: str) -> int:
    """JIT everything at -O2: at -O0, MCJIT binds the libcall that llvm.exp.f64 (in Rust's
    ``f64::exp``) lowers to at address 0."""
    return 2


@functools.lru_cache(maxsize=None)
def derived(kid: str, opt: str) -> tuple[str, str, str]:
    """(JIT-ready module text with the tangent, the gradient and the gradient's ctypes wrapper;
    the tangent's name; the wrapper's name), generated as mpiad-opt does (preprocess=auto)."""
    k = _kernel(kid, opt)
    m = load_module(source(k.src, opt), f"{k.src}_{opt}", isolate=False, preprocess="auto")
    tan = D.forward(m, k.fn, K.activities(k))
    grad = D.reverse(m, k.fn, RV.reverse_activities(k))
    text = K.link_runtime_stubs(str(m)) + RV._wrapper(grad)
    return text, tan.name.strip('"'), RV.WRAPPER


def primal(k: K.Kernel, opt: str):
    text = K.link_runtime_stubs(source(k.src, opt))
    return FW._jit(text, jit_level(opt)).fn(k.fn, *K.primal_signature(k))


def tangent_and_gradient(k: K.Kernel, opt: str):
    text, tname, gname = derived(k.id, opt)
    jm = FW._jit(text, jit_level(opt))
    return jm.fn(tname, *K.tangent_signature(k)), jm.fn(gname, *RV.gradient_signature(k))


def _run(k: K.Kernel, check) -> None:
    FW.isolated(RV._property(k, check))


@pytest.mark.parametrize("k, opt", cases())
def test_debug_builds_are_preprocessed_automatically(k: K.Kernel, opt: str) -> None:
    canon = canonicalize(source(k.src, opt), f"{k.src}_{opt}", isolate=False)
    _, reason = PP.prepare(canon, "auto")
    if opt in DEBUG_LEVELS:
        assert reason is not None, f"{k.src}_{opt} is a debug build but is not preprocessed"
    else:
        assert reason is None, f"{k.src}_{opt} is optimised but would be preprocessed: {reason}"


@pytest.mark.parametrize("k, opt", cases())
def test_tangent_matches_finite_differences(k: K.Kernel, opt: str) -> None:
    prim = primal(k, opt)
    tan, _ = tangent_and_gradient(k, opt)
    _run(k, lambda v, seed: FW.check_against_fd(k, v, seed, prim, tan))


@pytest.mark.parametrize("k, opt", cases())
def test_gradient_matches_finite_differences_and_tangent(k: K.Kernel, opt: str) -> None:
    prim = primal(k, opt)
    tan, grad = tangent_and_gradient(k, opt)

    def check(v, seed):
        RV.check_against_fd(k, v, seed, prim, grad)
        RV.check_dot_product(k, v, seed, tan, grad)

    _run(k, check)


def _cli(tmp: Path, mode: str, args: str) -> str:
    out = tmp / f"saxpy_sum_{mode}.ll"
    p = subprocess.run(
        [sys.executable, "-m", "mpiad.cli", str(K.IR_DIR / "rust_slices_O0.ll"), "-o", str(out),
         "--fn", "saxpy_sum", "--mode", mode, "--args", args],
        capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parents[2],
    )  # fmt: skip
    assert p.returncode == 0 and p.stderr == "", p.stderr
    return out.read_text()


def test_the_issues_repro_through_mpiad_opt(tmp_path) -> None:
    """saxpy_sum(a, x, y, n): y <- a x + y, returns sum(exp(y)). Tangent (all of a, x, y
    varying) against central differences of the primal; gradient (a, x, y) against the
    tangent: <grad, v> = tangent(v), the adjoint of y being zero on entry."""
    fwd = _cli(tmp_path, "forward", "dup,dup,dup,const")
    rev = _cli(tmp_path, "reverse", "out,dup,dup,const")
    FW.isolated(lambda: _check_saxpy_sum(fwd, rev))  # generated code runs in a child


def _check_saxpy_sum(fwd: str, rev: str) -> None:
    D, P, N = ctypes.c_double, ctypes.c_void_p, ctypes.c_int64
    prim = FW._jit(K.link_runtime_stubs(source("rust_slices", "O0")), 2).fn(
        "saxpy_sum", D, D, P, P, N
    )
    tan = FW._jit(K.link_runtime_stubs(fwd), 2).fn("fwddiffe_saxpy_sum", D, D, D, P, P, P, P, N)
    grad = FW._jit(K.link_runtime_stubs(rev), 2).fn("diffe_saxpy_sum", D, D, P, P, P, P, N, D)
    rng = np.random.default_rng(21)
    n, a = 5, 0.7
    x, y = rng.uniform(-1, 1, n), rng.uniform(-1, 1, n)
    da, dx, dy = 0.3, rng.uniform(-1, 1, n), rng.uniform(-1, 1, n)
    ptr = lambda v: v.ctypes.data  # noqa: E731

    def f(t: float) -> float:
        xs, ys = x + t * dx, y + t * dy
        return prim(a + t * da, ptr(xs), ptr(ys), n)

    h = 1e-6
    fd = (f(h) - f(-h)) / (2 * h)
    xs, dxs, ys, ydot = x.copy(), dx.copy(), y.copy(), dy.copy()  # kept alive over the call
    t = tan(a, da, ptr(xs), ptr(dxs), ptr(ys), ptr(ydot), n)
    assert t == pytest.approx(fd, rel=1e-6, abs=1e-9)
    assert np.allclose(ys, a * x + y) and np.allclose(ydot, da * x + a * dx + dy)
    gx, gy = np.zeros(n), np.zeros(n)
    xs, ys = x.copy(), y.copy()
    ga = grad(a, ptr(xs), ptr(gx), ptr(ys), ptr(gy), n, 1.0)
    assert ga * da + gx @ dx + gy @ dy == pytest.approx(t, rel=1e-10)
    assert np.allclose(gy, np.exp(a * x + y)) and np.allclose(gx, a * np.exp(a * x + y))
