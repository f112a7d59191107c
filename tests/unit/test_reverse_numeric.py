"""Reverse mode on real compilers' IR, checked numerically.

For every kernel of tests/unit/ad_kernels.py (C at -O0 and -O2, Numba) the pass generates the
gradient ``diffe_<fn>`` (``out`` for active float scalars, ``dup`` for active pointers, ``const``
otherwise) and llvmlite JIT-compiles it (opt=0 for -O0 IR, opt=2 otherwise).

The function is the map of ad_kernels.py: active inputs (float scalars, the float contents of the
active arrays) -> outputs (the returned float, key ``"return"``, and the final contents of every
active array, also those it only reads). With output weights w (the seed: ``dret`` for the result,
the shadow buffers' initial contents for the arrays, also for arrays written in place) the gradient
call returns g = J^T w: the adjoints of the ``out`` scalars, and in each array's shadow (on return)
the adjoint of its initial contents. Checks, at inputs hypothesis draws inside the smooth domain,
a random direction v (|v|_inf = 1) and random standard-normal weights w:

  dot product   sum <J v, w> (forward-mode tangent of test_forward_numeric.py) equals
                sum <v, J^T w> to 1e-12 relative (1e-5 for float32 kernels), relative to the sum
                of the absolute values of the terms of both sides;
  fin. diff.    <g, v> equals d/dt <w, F(x + t v)> by central differences (5-point for float32),
                with the forward test's tolerances applied to the w-weighted sums;
  primal        the gradient call leaves the primal effects of the function in memory;
  verify        the module with the gradient verifies (canonicalize).

A leak test calls gradients of loop / recursive kernels many times in a child process and checks
its resident set stays flat (the tape is freed by ``__mpiad_tape_free`` at the end of every
``diffe`` call, shadows of heap memory are calloc'd and freed); a negative control strips those
frees and checks the detector sees the leak.

Every numeric check runs in a forked child (``isolated`` of the forward test) so that a crash fails
one test instead of the session.  Known pass bugs are ``xfail(strict=True)`` (see XFAIL).
"""

from __future__ import annotations

import ctypes
import functools
import os
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import mpiad_passes.rules  # noqa: F401  (fills the rule tables)
from mpiad.engine import JitModule
from mpiad_passes import differentiate as D
from mpiad_passes.llvm_check import canonicalize, load_module
from tests.unit import ad_kernels as K
from tests.unit.test_forward_numeric import (
    _jit,
    input_scale,
    is_single,
    isolated,
    jit_opt,
    normalized_direction,
    primal_fn,
    source_text,
    tangent_fn,
)

MAX_EXAMPLES = int(os.environ.get("MPIAD_REV_EXAMPLES", "6"))

LIMIT_FP80 = "limitation: x86_fp80 (long double) is not supported for derivatives"
ALL = frozenset({"dot", "fd", "verify"})
NUMERIC = frozenset({"dot", "fd"})
# Known pass bugs and limitations: (kernel id, opt or None for Numba) -> (reason, tests it breaks).
XFAIL: dict[tuple[str, str | None], tuple[str, frozenset]] = {
    ("long_double:sumsq_ld", "O0"): (LIMIT_FP80, ALL),
    ("long_double:sumsq_ld", "O2"): (LIMIT_FP80, ALL),
}


def expected_to_fail(k: K.Kernel, opt, test: str) -> bool:
    return test in XFAIL.get((k.id, opt), (None, ()))[1]


def cases(test: str, kernels=None):
    """Each kernel at each of its optimisation levels; the numerical checks at -O0 only with
    --slow (the suite's time budget: the default run checks -O2 numerically and verifies every
    level's module; -O0 builds are also covered by test_debug_builds and the MPI cases)."""
    out = []
    for k in kernels or K.KERNELS:
        for opt in k.variants():
            cid = k.id if opt is None else f"{k.id}-{opt}"
            reason, tests = XFAIL.get((k.id, opt), (None, ()))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if test in tests else []
            if test in ("fd", "dot") and not K.runs_here(opt):  # (the module is still verified)
                marks.append(pytest.mark.skip(reason=f"this CPU cannot run {opt} code"))
            if test != "verify" and k.quick is not None and opt not in k.quick:
                marks.append(pytest.mark.slow)  # (the suite's time budget)
            if test in ("fd", "dot") and opt == "O0":
                marks.append(pytest.mark.slow)
            out.append(pytest.param(k, opt, id=cid, marks=marks))
    return out


# --------------------------------------------------------------------------- building, cached
WRAPPER = "__mpiad_test_grad"


def reverse_activities(k: K.Kernel) -> list[str]:
    """``out`` for active scalars, ``dup`` for active pointers, ``const`` for the rest."""
    return [
        ("out" if isinstance(p.arg, K.Scalar) else "dup") if p.activity == "dup" else "const"
        for p in K.llvm_params(k)
    ]


def out_scalars(k: K.Kernel) -> list:
    return [a for a in k.args if isinstance(a, K.Scalar)]


def _wrapper(g) -> str:
    """A void function with the gradient's parameters plus ``ptr %outs`` that calls the gradient
    and stores the adjoints of the ``out`` scalars it returns (scalar or struct) to ``%outs``:
    calling a struct-returning function through ctypes would depend on the C ABI ({float, float}
    is not returned like a C struct of two floats)."""
    params = [(str(p.type), f"%a{i}") for i, p in enumerate(g.params)]
    call_args = ", ".join(f"{t} {n}" for t, n in params)
    ret = str(g.ret)
    decl = ", ".join(f"{t} {n}" for t, n in params + [("ptr", "%outs")])
    lines = [f"define void @{WRAPPER}({decl}) {{", "entry:"]
    gname = g.name.strip('"')
    if ret == "void":
        lines.append(f'  call void @"{gname}"({call_args})')
    else:
        lines.append(f'  %r = call {ret} @"{gname}"({call_args})')
        if ret.startswith("{"):
            elems = [t.strip() for t in ret.strip("{} ").split(",")]
            for i, t in enumerate(elems):
                lines += [
                    f"  %e{i} = extractvalue {ret} %r, {i}",
                    f"  %p{i} = getelementptr inbounds {t}, ptr %outs, i64 {i}",
                    f"  store {t} %e{i}, ptr %p{i}",
                ]
        else:
            lines.append(f"  store {ret} %r, ptr %outs")
    lines += ["  ret void", "}"]
    return "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=None)
def _gradient_text(kid: str, opt: str | None):
    k = K.BY_ID[kid]
    try:
        m = load_module(source_text(k.src, opt), f"{k.src}_{opt}", isolate=False)
        g = D.reverse(m, k.fn, reverse_activities(k))
        return str(m), g.name.strip('"'), _wrapper(g), None
    except Exception as e:
        return None, None, None, e


def gradient_text(k: K.Kernel, opt) -> tuple[str, str, str]:
    """(module text with the gradient, gradient name, text of the ctypes-friendly wrapper)."""
    text, name, wrapper, err = _gradient_text(k.id, opt)
    if err is not None:
        raise err
    return text, name, wrapper


def gradient_signature(k: K.Kernel) -> tuple:
    """(restype, *argtypes) of the wrapper: the gradient's parameters, then ``outs``."""
    argtypes = []
    for p in K.llvm_params(k):
        argtypes.append(p.ctype)
        if p.activity == "dup" and not isinstance(p.arg, K.Scalar):
            argtypes.append(p.ctype)
    if k.returns_float:
        argtypes.append(K.ret_ctype(k))
    return (None, *argtypes, ctypes.c_void_p)


def gradient_fn(k: K.Kernel, opt, text_filter=None):
    text, _, wrapper = gradient_text(k, opt)
    if text_filter is not None:
        text = text_filter(text)
    return _jit(text + wrapper, jit_opt(opt)).fn(WRAPPER, *gradient_signature(k))


# --------------------------------------------------------------------------- calling
def _fill_floats(dst: np.ndarray, src: np.ndarray) -> None:
    if dst.dtype.names:
        for f in dst.dtype.names:
            if dst.dtype[f].base.kind == "f":
                dst[f] = src[f]
    else:
        dst[...] = src


def random_weights(k: K.Kernel, v: dict, rng: np.random.Generator) -> dict:
    """Standard-normal output weights, same keys and shapes as the outputs (rounded to the
    outputs' types, so both sides of the dot test use exactly the seeds the gradient sees)."""
    w = {}
    if k.returns_float:
        w["return"] = np.array([float(np.dtype(k.ret).type(rng.standard_normal()))])
    for a in K.active_args(k):
        if isinstance(a, K.Scalar):
            continue
        arr = np.zeros_like(v[a.name])
        if arr.dtype.names:
            for f in arr.dtype.names:
                if arr.dtype[f].base.kind == "f":
                    arr[f] = rng.standard_normal(arr[f].shape)
        else:
            arr[...] = rng.standard_normal(arr.shape)
        w[a.name] = arr
    return w


def call_gradient(fn, k: K.Kernel, v: dict, w: dict) -> tuple[dict, dict]:
    """Call the gradient (wrapper with ``gradient_signature``) at ``v`` with output weights ``w``.
    Returns (the primal effects left in the active arrays, {active arg name: J^T w})."""
    arrays = K._copy_arrays(k, v)
    shadows = {}
    for a in K.active_args(k):
        if not isinstance(a, K.Scalar):
            s = np.zeros_like(arrays[a.name])
            _fill_floats(s, w[a.name])
            shadows[a.name] = s
    scal = out_scalars(k)
    outs = np.zeros(max(1, len(scal)), dtype=np.dtype(scal[0].dtype) if scal else np.float64)
    assert all(a.dtype == (scal[0].dtype if scal else None) for a in scal)
    args, keep = [], []
    for p in K.llvm_params(k):
        args.append(K._param_value(p, v, arrays, keep))
        if p.activity == "dup" and not isinstance(p.arg, K.Scalar):
            sh = shadows[p.arg.name]
            args.append(
                K._vec_struct(sh, keep) if isinstance(p.arg, K.VecStruct) else sh.ctypes.data
            )
    if k.returns_float:
        args.append(float(w["return"][0]))
    args.append(outs.ctypes.data)
    fn(*args)
    grad = {a.name: float(outs[i]) for i, a in enumerate(scal)}
    grad.update(shadows)
    prim = {n: x for n, x in K._outputs(k, 0.0, arrays).items() if n != "return"}
    return prim, grad


def _pairs(xs: dict, ys: dict, keys) -> tuple[np.ndarray, np.ndarray]:
    a = [K.floats_of(xs[n]) for n in keys]
    b = [K.floats_of(ys[n]) for n in keys]
    return (np.concatenate(a) if a else np.zeros(0)), (np.concatenate(b) if b else np.zeros(0))


def input_side(k: K.Kernel, d: dict, g: dict) -> tuple[float, float]:
    """<v, J^T w> and the sum of the absolute values of its terms."""
    dv, gv = _pairs(d, g, [a.name for a in K.active_args(k)])
    assert np.all(np.isfinite(gv)), f"{k.id}: non-finite gradient {gv}"
    return float(np.dot(dv, gv)), float(np.dot(np.abs(dv), np.abs(gv)))


def _draw(k: K.Kernel, v: dict, seed: int) -> tuple[dict, dict]:
    rng = np.random.default_rng(seed)
    return normalized_direction(k, v, int(rng.integers(2**32))), random_weights(k, v, rng)


# --------------------------------------------------------------------------- numeric checks
def check_dot_product(k: K.Kernel, v: dict, seed: int, tan, grad) -> None:
    d, w = _draw(k, v, seed)
    _, (t,) = K.call_tangent(tan, k, v, [d])
    jv, wv = _pairs(t, w, list(w))
    lhs, lhs_abs = float(np.dot(jv, wv)), float(np.dot(np.abs(jv), np.abs(wv)))
    _, g = call_gradient(grad, k, v, w)
    rhs, rhs_abs = input_side(k, d, g)
    rtol = 1e-5 if is_single(k) else 1e-12
    tol = rtol * (lhs_abs + rhs_abs) + 1e-300
    assert abs(lhs - rhs) <= tol, (
        f"{k.id}: dot-product test fails: sum <J v, w> = {lhs!r} (forward) but "
        f"sum <v, J^T w> = {rhs!r} (reverse); |diff| {abs(lhs - rhs):.3e} > tol {tol:.3e}\n"
        f"  v = {d}\n  w = {w}\n  J v = {t}\n  J^T w = {g}"
    )


def check_against_fd(k: K.Kernel, v: dict, seed: int, prim, grad) -> None:
    single = is_single(k)
    d, w = _draw(k, v, seed)
    ref = K.call_primal(prim, k, v)
    prim_g, g = call_gradient(grad, k, v, w)
    for n, x in prim_g.items():  # the gradient call performs the primal's effects
        want, got = K.floats_of(ref[n]), K.floats_of(x)
        tol = (1e-6 if single else 1e-12) * (np.max(np.abs(want), initial=0.0) + 1e-300)
        assert np.max(np.abs(got - want), initial=0.0) <= tol, (
            f"{k.id}: primal effect on {n} differs after the gradient call: {got} vs {want}"
        )
    got, _ = input_side(k, d, g)
    if single:
        fd = K.fd_jvp(prim, k, v, d, 1e-2 * input_scale(k, v), order=4)
        rtol, ftol, atol = 1e-3, 1e-4, 1e-6
    else:
        fd = K.fd_jvp(prim, k, v, d, 1e-6 * input_scale(k, v), order=2)
        rtol, ftol, atol = 1e-6, 1e-8, 1e-10
    want = sum(float(np.dot(fd[n], K.floats_of(w[n]))) for n in fd)
    aw = {n: np.abs(K.floats_of(w[n])) for n in fd}
    tol = (
        rtol * sum(float(np.dot(np.abs(fd[n]), aw[n])) for n in fd)
        + ftol * sum(float(np.dot(np.abs(K.floats_of(ref[n])), aw[n])) for n in fd)
        + atol * sum(float(aw[n].sum()) for n in fd)
    )
    assert abs(got - want) <= tol, (
        f"{k.id}: <J^T w, v> = {got!r} (reverse) but finite differences of <w, F> along v give "
        f"{want!r}; |diff| {abs(got - want):.3e} > tol {tol:.3e}\n  v = {d}\n  w = {w}\n"
        f"  J^T w = {g}"
    )


def _property(k: K.Kernel, check, shrink: bool = True):
    phases = [p for p in Phase if shrink or p not in (Phase.shrink, Phase.explain)]

    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        phases=phases,
        suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
    )
    @given(v=K.inputs_strategy(k), seed=st.integers(0, 2**32 - 1))
    def prop(v, seed):
        check(v, seed)

    return prop


@pytest.mark.parametrize("k, opt", cases("dot"))
def test_gradient_dot_product(k: K.Kernel, opt) -> None:
    tan = tangent_fn(k, opt)
    grad = gradient_fn(k, opt)
    isolated(
        _property(
            k,
            lambda v, seed: check_dot_product(k, v, seed, tan, grad),
            shrink=not expected_to_fail(k, opt, "dot"),
        )
    )


@pytest.mark.parametrize("k, opt", cases("fd"))
def test_gradient_matches_finite_differences(k: K.Kernel, opt) -> None:
    prim = primal_fn(k, opt)
    grad = gradient_fn(k, opt)
    isolated(
        _property(
            k,
            lambda v, seed: check_against_fd(k, v, seed, prim, grad),
            shrink=not expected_to_fail(k, opt, "fd"),
        )
    )


@pytest.mark.parametrize("k, opt", cases("verify"))
def test_gradient_module_verifies(k: K.Kernel, opt) -> None:
    text, name, _ = gradient_text(k, opt)
    canon = canonicalize(text, f"diffe {k.id} {opt}", isolate=False)
    assert f"@{name}(" in canon


# --------------------------------------------------------------------------- leaks
LEAK_BYTES = 200 << 20  # the calls would leak at least this much if tape or shadows were not freed
RSS_LIMIT = 16 << 20  # allowed growth of the child's resident set (VmRSS and VmHWM)
MAX_CALLS = 20000

# Instrumentation (test only): the tape's realloc and the shadows' calloc go through counters, so
# the bytes one call allocates (and must free) are measured, not guessed.
_COUNTERS = """
@__mpiad_test_tape_max = global i64 0
@__mpiad_test_calloc_bytes = global i64 0
@__mpiad_test_reallocs = global i64 0
declare ptr @calloc(i64, i64)
define ptr @__mpiad_test_realloc(ptr %p, i64 %n) {
entry:
  %k = load i64, ptr @__mpiad_test_reallocs
  %k1 = add i64 %k, 1
  store i64 %k1, ptr @__mpiad_test_reallocs
  %m = load i64, ptr @__mpiad_test_tape_max
  %big = icmp ugt i64 %n, %m
  %x = select i1 %big, i64 %n, i64 %m
  store i64 %x, ptr @__mpiad_test_tape_max
  %r = call ptr @realloc(ptr %p, i64 %n)
  ret ptr %r
}
define ptr @__mpiad_test_calloc(i64 %n, i64 %s) {
entry:
  %b = mul i64 %n, %s
  %c = load i64, ptr @__mpiad_test_calloc_bytes
  %c1 = add i64 %c, %b
  store i64 %c1, ptr @__mpiad_test_calloc_bytes
  %r = call ptr @calloc(i64 %n, i64 %s)
  ret ptr %r
}
"""


def instrumented(text: str) -> str:
    text, n = re.subn(r"(\n\s*%\S+ = call ptr )@realloc\(", r"\1@__mpiad_test_realloc(", text)
    assert n == 1, "expected one realloc call (in __mpiad_tape_grow_fields)"
    text = re.sub(r"(= call ptr )@calloc\(", r"\1@__mpiad_test_calloc(", text)
    text = re.sub(r"^declare ptr @calloc\(i64, i64\)\n", "", text, flags=re.M)
    return text + _COUNTERS


def _strip_tape_free(text: str) -> str:
    out, n = re.subn(r"^\s*call void @__mpiad_tape_free\(ptr %[^)]*\)\n", "", text, flags=re.M)
    assert n >= 1
    return out


def _strip_shadow_free(text: str) -> str:
    out, n = re.subn(r"^\s*call void @free\(ptr %[^)]*shadow[^)]*\)\n", "", text, flags=re.M)
    assert n >= 1
    return out


# kernel id, opt, the Int arguments (sizes), and what a call must allocate at least: tape bytes,
# shadow (calloc) bytes
LEAK_CASES = [
    ("stencil:burgers1d", "O2", {"n": 2000, "steps": 1}, 16384, 8 * 2000),
    ("array_reduce:sum_exp_log", "O0", {"n": 2000}, 16384, 0),
    ("recursion:rsum", "O0", {"n": 2000}, 16384, 0),
    # one-block loops: caches preallocated on loop entry (computable trip counts, nested in a
    # recorded outer loop) and per-iteration records (data-dependent exit)
    ("loops:gs_steps", "O2", {"n": 2000, "steps": 3}, 16384, 0),
    ("loops:nested_tri", "O2", {"n": 100}, 16384, 0),
    ("loops:settle", "O2", {"n": 4000}, 16384, 0),
]


def _status() -> dict:
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, val = line.partition(":")
            if key in ("VmHWM", "VmRSS"):
                out[key] = int(val.split()[0]) * 1024
    return out


def _reset_peak() -> None:
    try:  # Linux >= 4.0: "5" resets VmHWM to VmRSS
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def _leak_run(k: K.Kernel, ints: dict, jit: JitModule, min_tape: int, min_shadow: int) -> dict:
    """Call the gradient (inputs and seeds restored before each call) often enough to leak
    LEAK_BYTES if what a call allocates were not freed; return the growth of VmRSS and VmHWM of
    this process, the number of calls and the bytes allocated per call."""
    grad = jit.fn(WRAPPER, *gradient_signature(k))
    tape_max = ctypes.c_int64.from_address(
        jit.engine.get_global_value_address("__mpiad_test_tape_max")
    )
    calloced = ctypes.c_int64.from_address(
        jit.engine.get_global_value_address("__mpiad_test_calloc_bytes")
    )
    reallocs = ctypes.c_int64.from_address(
        jit.engine.get_global_value_address("__mpiad_test_reallocs")
    )
    v = K.sample_inputs(k, np.random.default_rng(7), ints)
    w = random_weights(k, v, np.random.default_rng(8))
    arrays = K._copy_arrays(k, v)
    shadows = {n: w[n].copy() for n in arrays if n in w}
    fresh = {n: (x.copy(), shadows[n].copy() if n in shadows else None) for n, x in arrays.items()}
    outs = np.zeros(4)
    args, keep = [], []
    for p in K.llvm_params(k):
        args.append(K._param_value(p, v, arrays, keep))
        if p.activity == "dup" and not isinstance(p.arg, K.Scalar):
            args.append(shadows[p.arg.name].ctypes.data)
    if k.returns_float:
        args.append(float(w["return"][0]))
    args.append(outs.ctypes.data)

    def restore():
        for n, (x, s) in fresh.items():
            np.copyto(arrays[n], x)
            if s is not None:
                np.copyto(shadows[n], s)

    restore()
    tape_max.value, calloced.value = 0, 0
    grad(*args)
    tape, shadow = tape_max.value, calloced.value
    assert tape >= min_tape and shadow >= min_shadow, (
        k.id,
        "allocates less than expected per call",
        tape,
        shadow,
    )
    # enough calls that a leak of the tape alone, or of the shadows of heap memory alone (where
    # the kernel has any), exceeds LEAK_BYTES
    calls = -(-LEAK_BYTES // (min(tape, shadow) if min_shadow else tape))
    assert calls <= MAX_CALLS, (k.id, "too few bytes per call", tape, shadow)
    first = {n: s.copy() for n, s in shadows.items()}
    for _ in range(20):  # warm up: malloc arenas, lazily bound symbols
        restore()
        grad(*args)
    _reset_peak()
    before = _status()
    reallocs.value = 0
    for _ in range(calls):
        restore()
        grad(*args)
    after = _status()
    for n, s in shadows.items():  # every call computed the same gradient
        assert np.array_equal(s, first[n]), f"{k.id}: gradient changed between calls"
    return {key: after[key] - before[key] for key in before} | {
        "calls": calls,
        "tape": tape,
        "shadow": shadow,
        "reallocs": reallocs.value,
    }


def _leak_check(kid, opt, ints, min_tape, min_shadow, strip=None, keep=True) -> None:
    k = K.BY_ID[kid]
    text, _, wrapper = gradient_text(k, opt)
    if strip is not None:
        text = strip(text)

    def run():
        if not keep:
            os.environ["MPIAD_TAPE_KEEP"] = "0"
        jit = _jit(instrumented(text) + wrapper, jit_opt(opt))
        growth = _leak_run(k, ints, jit, min_tape, min_shadow)
        grew = max(growth["VmRSS"], growth["VmHWM"])
        if strip is not None:
            assert grew > 4 * RSS_LIMIT, f"{kid}: the stripped gradient did not leak: {growth}"
            return
        assert grew <= RSS_LIMIT, (
            f"{kid}: resident set grew by {grew / 2**20:.1f} MiB over the gradient calls: {growth}"
        )
        if keep:  # every call after the first reuses the tape the previous call released
            assert growth["reallocs"] == 0, (kid, "the tape was not reused", growth)
        else:  # MPIAD_TAPE_KEEP=0: every call allocates (and frees) its own
            assert growth["reallocs"] >= growth["calls"], (kid, "tape kept", growth)

    isolated(run)


@pytest.mark.parametrize(
    "kid, opt, ints, min_tape, min_shadow", LEAK_CASES, ids=[f"{c[0]}-{c[1]}" for c in LEAK_CASES]
)
def test_gradient_does_not_leak(kid, opt, ints, min_tape, min_shadow) -> None:
    if kid == "recursion:rsum":
        assert re.search(r"call [^\n]*@rsum\(", source_text("recursion", opt)), "not recursive"
    _leak_check(kid, opt, ints, min_tape, min_shadow)


def test_tape_freed_without_reuse_does_not_leak() -> None:
    """MPIAD_TAPE_KEEP=0: each call frees its tape to malloc instead of keeping it for the next."""
    _leak_check("stencil:burgers1d", "O2", {"n": 2000, "steps": 1}, 16384, 8 * 2000, keep=False)


@pytest.mark.parametrize(
    "kid, opt, ints, min_tape, min_shadow, strip",
    [
        ("stencil:burgers1d", "O2", {"n": 2000, "steps": 1}, 16384, 0, _strip_tape_free),
        ("stencil:burgers1d", "O2", {"n": 2000, "steps": 1}, 16384, 8 * 2000, _strip_shadow_free),
        ("loops:gs_steps", "O2", {"n": 2000, "steps": 3}, 16384, 0, _strip_tape_free),
    ],
    ids=["tape-burgers1d", "shadow-burgers1d", "tape-gs_steps"],
)
def test_leak_detector_sees_stripped_frees(kid, opt, ints, min_tape, min_shadow, strip) -> None:
    """Negative control: without the frees the same loop must grow the resident set."""
    _leak_check(kid, opt, ints, min_tape, min_shadow, strip)
