"""Derivatives of ``prange`` loops that run in parallel (Numba's threading layer).

A ``parallel=True`` kernel (or one that reaches a ``parallel=True`` function by name) has two
codes its derivatives can come from:

- its parallel IR, where each prange loop is a gufunc launched through ``numba_parallel_for``:
  forward mode differentiates it, and the pass's launcher rule
  (``passes/rules/parallel_for.py``) launches the tangent of each loop body through the same
  launcher, so the tangent loops run on Numba's threads;
- its serial twin (:func:`mpiad.numba_frontend.serial_version`, ``prange`` as ``range``):
  reverse mode (the adjoint of a parallel loop body would race on the shadows of arrays that
  several iterations read) and any forward derivative the parallel route refuses, with a
  :class:`~mpiad.kernel.SerialDerivativeWarning` naming the loops.

Plans made here are kept in memory only: a cached object would call Numba's threading layer,
whose symbols a fresh process only has once Numba has launched its threads.
"""

from __future__ import annotations

import numba

from . import engine
from .calling import CallPlan, Spec
from .counters import STATS
from .generate import generate
from .numba_frontend import PARALLEL_FOR, KernelIR, compile_ir, serial_types, serial_version
from .runtime_code import runtime_code


def reaches_parallel(kernel, argtypes: tuple) -> bool:
    """Does ``kernel`` (an ``mpiad.jit`` function) run parallel code for ``argtypes``: it is
    ``parallel=True``, or reaches a ``parallel=True`` function by name or through an argument?"""
    if kernel.options.get("parallel"):
        return True
    memo: dict = {}
    return serial_version(kernel.py_func, memo) is not kernel.py_func or serial_types(
        argtypes, memo
    ) != tuple(argtypes)


def parallel_ir(kernel, argtypes: tuple) -> KernelIR:
    """The kernel's IR with its prange loops as Numba's parallel launches (compiled once per
    argument types; the primal's own code is Numba's dispatcher, which keeps its wrappers)."""
    store = kernel._parallel_kernels
    kir = store.get(argtypes)
    if kir is None:
        STATS["numba_compiles"] += 1
        opts = dict(kernel._codegen)
        if kernel.options.get("parallel"):
            opts["parallel"] = True
        disp = numba.njit(
            no_cpython_wrapper=True, no_cfunc_wrapper=True, locals=kernel.locals, **opts
        )(kernel.py_func)
        kir = store[argtypes] = compile_ir(disp, kernel.py_func, argtypes)
    return kir


def parallel_plan(kernel, argtypes: tuple, spec: Spec, said: list[str]) -> CallPlan | None:
    """A derivative's plan whose prange loops run in parallel, or None when the kernel's
    parallel IR holds no parallel launch (Numba may turn a tiny prange into a plain loop).
    The pass's refusal (a loop body it cannot differentiate) propagates as ``MpiadError``."""
    kir = parallel_ir(kernel, argtypes)
    if PARALLEL_FOR not in kir.text:
        return None
    text, plan, _, rt_text = generate(kir, spec, said)
    STATS["llvm_compiles"] += 1
    rt = runtime_code(rt_text) if rt_text else None
    jm, _ = engine.compile_module(text, want_object=False, runtime=rt)
    plan.bind(jm)
    return plan
