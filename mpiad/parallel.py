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

With ``cache=True`` the parallel derivatives are stored in the disk cache too, under a key of
their own; a process that loads one first starts Numba's threading layer, which gives the JIT
the symbols the code calls (a fresh process has them only once Numba launched its threads).
"""

from __future__ import annotations

import time
from pathlib import Path

import numba
from numba.np.ufunc.parallel import _launch_threads

from . import cache as C
from . import engine
from .calling import CallPlan, Spec
from .counters import STATS
from .generate import generate
from .numba_frontend import PARALLEL_FOR, KernelIR, compile_ir, serial_types, serial_version
from .plan_data import plan_data
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


class Choice:
    """Which derivative of a prange kernel runs, for one kernel, signature, thread count (2 or
    more) and problem size (power of 2): the first calls alternate the parallel and the serial
    derivative (parallel first), timed, until each ran twice; then the faster (best of its
    two calls) runs from then on. A light loop body (a 3-point stencil) on a small problem
    gains less from threads than its parallel reverse pays in atomic updates and launches,
    and what wins depends on the machine and its load: measuring is the rule that holds.
    (On one thread the serial derivative always runs: see JitFunction.derivative_plan.)"""

    RUNS = 2

    def __init__(self) -> None:
        self.times: dict[bool, list[float]] = {True: [], False: []}
        self.pick: bool | None = None

    def next(self) -> bool:
        """Run the parallel derivative now?"""
        if self.pick is not None:
            return self.pick
        return len(self.times[True]) <= len(self.times[False])

    def timer(self, parallel: bool):
        """A callback to call when the call is done (it records its wall time)."""
        if self.pick is not None:
            return _nothing
        t0 = time.perf_counter()

        def done() -> None:
            self.record(parallel, time.perf_counter() - t0)

        return done

    def record(self, parallel: bool, seconds: float) -> None:
        if self.pick is not None:
            return
        self.times[parallel].append(seconds)
        if min(len(v) for v in self.times.values()) >= self.RUNS:
            self.pick = min(self.times[True]) <= min(self.times[False])
            STATS["prange_parallel_picked" if self.pick else "prange_serial_picked"] += 1


def _nothing() -> None:
    pass


def launch_threads() -> None:
    """Start Numba's threading layer, which gives the JIT its symbols (``numba_parallel_for``,
    the schedule's functions): code loaded from the disk cache calls them before any Numba
    parallel function ran in this process."""
    _launch_threads()


def parallel_plan(
    kernel,
    argtypes: tuple,
    spec: Spec,
    said: list[str],
    dkey: Path | None = None,
    skey: str | None = None,
) -> CallPlan | None:
    """A derivative's plan whose prange loops run in parallel, or None when the kernel's
    parallel IR holds no parallel launch (Numba may turn a tiny prange into a plain loop).
    The pass's refusal (a loop body it cannot differentiate) propagates as ``MpiadError``.
    ``dkey``: the disk-cache entry to write the compiled code to, keyed with ``skey``."""
    kir = parallel_ir(kernel, argtypes)
    if skey is not None:
        kir.extra.setdefault("source_key", skey)
    if PARALLEL_FOR not in kir.text:
        return None
    text, plan, _, rt_text = generate(kir, spec, said)
    STATS["llvm_compiles"] += 1
    cacheable = dkey is not None and kir.extra.get("cacheable", True)
    rt = runtime_code(rt_text, dkey.parent if cacheable else None) if rt_text else None
    jm, obj = engine.compile_module(text, want_object=cacheable, runtime=rt)
    plan.bind(jm)
    data = plan_data(plan) if cacheable and obj is not None else None
    if data is not None and C.store(dkey, data, obj):
        STATS["disk_writes"] += 1
    return plan
