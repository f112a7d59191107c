"""Forward mode on real compilers' IR, checked numerically.

For every kernel of tests/unit/ad_kernels.py (C at -O0 and -O2, Numba) the pass generates the
tangent function (``dup`` for the active arguments), llvmlite JIT-compiles it (opt=0 for -O0 IR,
opt=2 otherwise) and the tangent is compared with finite differences of the separately compiled
primal, at inputs hypothesis draws inside the kernel's smooth domain, in a random direction.

Finite differences and tolerances (per output: the returned float, each active array):
  double kernels  central differences, step h = 1e-6 * max(1, |x|_inf) along a direction scaled
                  to |d|_inf = 1;  |tangent - fd|_inf <= 1e-6 |fd|_inf + 1e-8 |F|_inf + 1e-10
                  (truncation ~1e-12 |f'''|, round-off ~1e-10 |F|; F: the output's primal value).
  float kernels   5-point differences, h = 1e-2 * max(1, |x|_inf);
                  |tangent - fd|_inf <= 1e-3 |fd|_inf + 1e-4 |F|_inf + 1e-6
                  (float round-off ~1e-5 relative at that step).
The tangent function's own primal effects must equal the primal's (rel. 1e-12, float 1e-6), and
arrays a kernel does not list in ``writes`` must come back unchanged.

Vector mode: the width-4 tangent in 4 random directions equals 4 width-1 runs to 1e-12 relative.

Every numeric check runs in a forked child so that a tangent that crashes (bad shadow pointer)
fails one test instead of the session.  Known pass bugs are ``xfail(strict=True)`` (see XFAIL).
"""

from __future__ import annotations

import functools
import os
import pickle
import select
import signal
import time
import traceback

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mpiad_passes.errors
import mpiad_passes.rules
from mpiad.engine import JitModule, compile_module
from mpiad_passes import differentiate as D
from mpiad_passes.llvm_check import canonicalize, load_module
from tests.unit import ad_kernels as K

MAX_EXAMPLES = int(os.environ.get("MPIAD_FD_EXAMPLES", "10"))
CHILD_TIMEOUT = 60.0

# Known pass bugs and limitations: (kernel id, opt or None for Numba) -> (reason, tests it breaks:
# "fd" = finite differences, "verify" = module verifies, "vector" = width 4 vs width 1).
LIMIT_FP80 = "limitation: x86_fp80 (long double) is not supported for derivatives"
ALL = frozenset({"fd", "verify", "vector"})
XFAIL: dict[tuple[str, str | None], tuple[str, frozenset]] = {
    ("long_double:sumsq_ld", "O0"): (LIMIT_FP80, ALL),
    ("long_double:sumsq_ld", "O2"): (LIMIT_FP80, ALL),
}

VECTOR_KERNELS = [k for k in K.KERNELS if k.vector]


def cases(test: str, kernels=None):
    out = []
    for k in kernels or K.KERNELS:
        for opt in k.variants():
            cid = k.id if opt is None else f"{k.id}-{opt}"
            reason, tests = XFAIL.get((k.id, opt), (None, ()))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if test in tests else []
            if test in ("fd", "vector") and not K.runs_here(opt):  # (the module is still verified)
                marks.append(pytest.mark.skip(reason=f"this CPU cannot run {opt} code"))
            if test != "verify" and k.quick is not None and opt not in k.quick:
                marks.append(pytest.mark.slow)  # (the suite's time budget)
            if test == "fd" and opt == "O0":  # the suite's time budget: -O0 numerics with --slow
                marks.append(pytest.mark.slow)
            out.append(pytest.param(k, opt, id=cid, marks=marks))
    return out


# --------------------------------------------------------------------------- building, cached
def jit_opt(opt: str | None) -> int:
    return 0 if opt == "O0" else 2


@functools.lru_cache(maxsize=None)
def source_text(k_src: str, opt: str | None) -> str:
    return K.KERNELS[[k.src for k in K.KERNELS].index(k_src)].path(opt).read_text()


@functools.lru_cache(maxsize=None)
def _tangent_text(kid: str, opt: str | None, width: int):
    k = K.BY_ID[kid]
    try:
        m = load_module(source_text(k.src, opt), f"{k.src}_{opt}", isolate=False)
        f = D.forward(m, k.fn, K.activities(k), width=width)
        return str(m), f.name.strip('"'), None
    except Exception as e:
        return None, None, e


def tangent_text(k: K.Kernel, opt, width: int = 1) -> tuple[str, str]:
    text, name, err = _tangent_text(k.id, opt, width)
    if err is not None:
        raise err
    return text, name


@functools.lru_cache(maxsize=None)
def _jit(text: str, opt: int) -> JitModule:
    return compile_module(text, opt=opt)[0]


def primal_fn(k: K.Kernel, opt):
    return _jit(source_text(k.src, opt), jit_opt(opt)).fn(k.fn, *K.primal_signature(k))


def tangent_fn(k: K.Kernel, opt, width: int = 1):
    text, name = tangent_text(k, opt, width)
    return _jit(text, jit_opt(opt)).fn(name, *K.tangent_signature(k, width))


# --------------------------------------------------------------------------- fork isolation
def isolated(fn):
    """Run ``fn()`` in a forked child; re-raise its failure (or a crash) here as AssertionError."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            os.close(r)
            try:
                fn()
                payload = ("ok", "")
            except BaseException as e:
                payload = ("fail", "".join(traceback.format_exception(e)))
            os.write(w, pickle.dumps(payload))
        except BaseException:
            code = 3
        finally:
            os._exit(code)
    os.close(w)
    data, deadline = b"", time.monotonic() + CHILD_TIMEOUT
    with os.fdopen(r, "rb") as f:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([f], [], [], left)[0]:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                raise AssertionError(f"timed out after {CHILD_TIMEOUT:.0f} s (endless loop?)")
            chunk = os.read(f.fileno(), 1 << 16)
            if not chunk:
                break
            data += chunk
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        raise AssertionError(
            f"the tangent crashed the process ({signal.Signals(os.WTERMSIG(status)).name})"
        )
    if not data:
        raise AssertionError(f"child exited with status {status} and no result")
    kind, msg = pickle.loads(data)
    if kind != "ok":
        raise AssertionError(msg)


# --------------------------------------------------------------------------- numeric checks
def is_single(k: K.Kernel) -> bool:
    return k.ret == "f4" or any(getattr(a, "dtype", None) == "f4" for a in k.args)


def normalized_direction(k, v, seed):
    d = K.random_direction(k, v, np.random.default_rng(seed))
    scale = max([np.max(np.abs(K.floats_of(x)), initial=0.0) for x in d.values()] + [1e-300])
    return {
        n: (x / scale if isinstance(x, float) else _scale_arr(x, 1 / scale)) for n, x in d.items()
    }


def _scale_arr(x, s):
    x = x.copy()
    if x.dtype.names:
        for f in x.dtype.names:
            if x.dtype[f].base.kind == "f":
                x[f] *= s
    else:
        x *= s
    return x


def input_scale(k, v) -> float:
    xs = [np.max(np.abs(K.floats_of(v[a.name])), initial=0.0) for a in K.active_args(k)]
    return max([1.0] + xs)


def check_against_fd(k: K.Kernel, v: dict, seed: int, prim, tan) -> None:
    single = is_single(k)
    d = normalized_direction(k, v, seed)
    ref = K.call_primal(prim, k, v)
    for a in k.args:  # arrays the kernel does not write come back unchanged
        if (
            a in K.active_args(k)
            and not isinstance(a, K.Scalar)
            and a.name not in k.writes
            and a.name != "retptr"
        ):
            assert np.array_equal(K.floats_of(ref[a.name]), K.floats_of(v[a.name])), (
                f"{k.id} writes {a.name} (not listed in `writes`)"
            )
    prim_t, (t,) = K.call_tangent(tan, k, v, [d])
    for n, x in prim_t.items():
        want, got = K.floats_of(ref[n]), K.floats_of(x)
        tol = (1e-6 if single else 1e-12) * (np.max(np.abs(want), initial=0.0) + 1e-300)
        assert np.max(np.abs(got - want), initial=0.0) <= tol, (
            f"primal effect on {n} differs in the tangent function: {got} vs {want}"
        )
    if single:
        fd = K.fd_jvp(prim, k, v, d, 1e-2 * input_scale(k, v), order=4)
        rtol, ftol, atol = 1e-3, 1e-4, 1e-6
    else:
        fd = K.fd_jvp(prim, k, v, d, 1e-6 * input_scale(k, v), order=2)
        rtol, ftol, atol = 1e-6, 1e-8, 1e-10
    for n in fd:
        got = K.floats_of(t[n])
        F = K.floats_of(ref[n])
        err = np.max(np.abs(got - fd[n]), initial=0.0)
        tol = (
            rtol * np.max(np.abs(fd[n]), initial=0.0) + ftol * np.max(np.abs(F), initial=0.0) + atol
        )
        assert np.all(np.isfinite(got)) and err <= tol, (
            f"{k.id}: tangent of output '{n}' differs from finite differences "
            f"(max err {err:.3e} > tol {tol:.3e})\n  tangent: {got}\n  fd:      {fd[n]}"
        )


@pytest.mark.parametrize("k, opt", cases("fd"))
def test_tangent_matches_finite_differences(k: K.Kernel, opt) -> None:
    prim = primal_fn(k, opt)
    tan = tangent_fn(k, opt)

    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
    )
    @given(v=K.inputs_strategy(k), seed=st.integers(0, 2**32 - 1))
    def prop(v, seed):
        check_against_fd(k, v, seed, prim, tan)

    isolated(prop)


@pytest.mark.parametrize("k, opt", cases("verify"))
def test_tangent_module_verifies(k: K.Kernel, opt) -> None:
    text, name = tangent_text(k, opt)
    canon = canonicalize(text, f"fwddiffe {k.id} {opt}", isolate=False)
    assert f"@{name}(" in canon


def _vector_check(k: K.Kernel, opt) -> None:
    t1 = tangent_fn(k, opt, 1)
    t4 = tangent_fn(k, opt, 4)

    def run():
        rng = np.random.default_rng(20240611)
        for _ in range(3):
            v = K.sample_inputs(k, rng)
            dirs = [K.random_direction(k, v, rng) for _ in range(4)]
            prim4, tans4 = K.call_tangent(t4, k, v, dirs)
            for j, d in enumerate(dirs):
                prim1, (tan1,) = K.call_tangent(t1, k, v, [d])
                for n in tan1:
                    a, b = K.floats_of(tans4[j][n]), K.floats_of(tan1[n])
                    tol = 1e-12 * max(np.max(np.abs(b), initial=0.0), 1e-300)
                    assert np.max(np.abs(a - b), initial=0.0) <= tol, (
                        f"{k.id} lane {j} output {n}: width 4 gives {a}, width 1 gives {b}"
                    )
                for n in prim1:
                    assert np.array_equal(K.floats_of(prim4[n]), K.floats_of(prim1[n]))

    isolated(run)


@pytest.mark.parametrize("k, opt", cases("vector", VECTOR_KERNELS))
def test_vector_mode_equals_scalar_runs(k: K.Kernel, opt) -> None:
    _vector_check(k, opt)


def test_vector_mode_over_active_global_is_rejected() -> None:
    k = K.BY_ID["globals:global_accum"]
    with pytest.raises(
        mpiad_passes.errors.UnsupportedError, match="vector forward mode over active global"
    ):
        tangent_text(k, "O2", 4)


# --------------------------------------------------------------------------- the table itself
def test_kernel_table_matches_ir() -> None:
    """Every entry point exists with the parameter count the table implies; enough coverage."""
    import re

    assert len({k.src for k in K.KERNELS if k.opts}) >= 14
    assert len([k for k in K.KERNELS if not k.opts]) >= 3
    for k in K.KERNELS:
        for opt in k.variants():
            text = source_text(k.src, opt)
            m = re.search(r"^define [^@]*@%s\((.*)\)[^(]*\{$" % re.escape(k.fn), text, re.M)
            assert m, f"{k.id}: @{k.fn} not defined in {k.path(opt).name}"
            n_params = len([p for p in re.split(r",(?![^(]*\))", m.group(1)) if p.strip()])
            assert n_params == len(K.llvm_params(k)), (k.id, opt, m.group(1))
    assert "<2 x double>" in K.BY_ID["vec_reduce:sum_sin_x"].path("O2").read_text()
