"""Which derivative of a kernel with prange loops runs: parallel or serial.

A kernel that reaches ``parallel=True`` code has two derivatives: one made from the serial copy
of the kernel (its prange loops as ``range``), and one whose loops are launched in parallel
(:mod:`mpiad.parallel`), with its own disk-cache entry. Which one a call gets (forced by
``MPIAD_PRANGE``, serial on one thread, else the faster as measured by
:class:`mpiad.parallel.Choice`), and the warning that derivatives run prange loops serially, are
this mixin's concern, apart from compiling and caching one derivative (:mod:`mpiad.kernel`).
"""

from __future__ import annotations

import os
import warnings

import numba

from mpiad_passes.errors import MpiadError

from . import cache as C
from . import compile_log
from .calling import CallPlan, Spec
from .numba_frontend import (
    dispatcher_functions,
    prange_lines,
    serial_types,
    serial_version,
    user_stacklevel,
)
from .parallel import Choice, launch_threads, parallel_plan, reaches_parallel
from .plan_data import plan_from_entry


class SerialDerivativeWarning(UserWarning):
    """The derivatives of a kernel run its prange loops serially (the warning names them)."""


def _no_timing() -> None:
    pass


class ParallelDerivatives:
    """The prange half of :class:`~mpiad.kernel.JitFunction` (a mixin: it uses the kernel's
    ``plan``, ``_what``, ``_warn_pass``, the cache keys and the state its ``__init__`` sets)."""

    def _parallel_derivative(self, argtypes: tuple, spec: Spec) -> CallPlan | None:
        """The derivative with its prange loops launched in parallel (see
        :mod:`mpiad.parallel`), or None: the kernel runs no parallel code, or the pass refused a
        loop body (the reason goes into the serial warning)."""
        if not self._reaches_parallel(argtypes):
            return None
        dkey = skey = None
        if self.cache:
            # as _from_disk: code made from IR Numba compiled is keyed as it was then
            kir = self._parallel_kernels.get(argtypes)
            skey = kir.extra.get("source_key") if kir is not None else self._fresh_source_key()
            tkey = self._types_key(argtypes) if skey is not None else None
            if tkey is not None:
                # its own entry: made from the parallel IR, not from the serial copy
                dkey = C.entry_path(self, skey, tkey + ("parallel loops",), spec)
                hit = C.load(dkey) if dkey is not None else None
                if hit is not None:
                    launch_threads()  # the code calls Numba's threading layer
                    plan = plan_from_entry(dkey, hit)
                    if plan is not None:
                        return plan
        said: list[str] = []
        try:
            with compile_log.compiling(self._what(spec, argtypes) + " (parallel loops)"):
                plan = parallel_plan(self, argtypes, spec, said, dkey, skey)
        except MpiadError as e:
            self._parallel_refused[spec.mode, argtypes] = str(e).splitlines()[0]
            return None
        if plan is None:
            self._parallel_refused[spec.mode, argtypes] = "Numba compiled no parallel launch"
            return None
        if said:
            self._warn_pass(self._parallel_kernels[argtypes], argtypes, spec, said)
        return plan

    def _warn_serial(self, argtypes: tuple, mode: str = "reverse") -> None:
        """Warn once per mode that derivatives run the kernel's prange loops serially (also
        when they come from the disk cache)."""
        key = (mode, argtypes)
        if key in self._warned_prange:
            return
        if not self.options.get("parallel"):
            memo: dict = {}
            if serial_version(self.py_func, memo) is self.py_func and serial_types(
                argtypes, memo
            ) == tuple(argtypes):
                return
        self._warned_prange |= {key}
        lines = prange_lines(self.py_func, dispatcher_functions(argtypes))
        if not lines:
            return
        where = ", ".join(f"{f}:{n}" for f, n in lines)
        why = self._parallel_refused.get((mode, argtypes), "")
        detail = f" (the parallel derivative was refused: {why})" if why else ""
        warnings.warn(
            f"mpiad: the {mode}-mode derivatives of {self.__name__} run its prange loops "
            f"({where}) as serial loops{detail}; the primal keeps Numba's parallel code",
            SerialDerivativeWarning,
            stacklevel=user_stacklevel(),
        )

    def derivative_plan(self, argtypes: tuple, spec: Spec, size: int):
        """``(plan, done)`` for a derivative call on arrays of ``size`` elements in all;
        ``done()`` is called when the call returns. A kernel with prange loops runs its serial
        derivative on one thread (the parallel one would run the same loops with atomic
        updates and a launch per loop), and on more threads the faster of the two, measured
        on the first calls (:class:`mpiad.parallel.Choice`). ``MPIAD_PRANGE=parallel`` or
        ``serial`` forces one (benchmarks)."""
        if spec.mode == "primal" or not self._reaches_parallel(argtypes):
            return self.plan(argtypes, spec), _no_timing
        force = os.environ.get("MPIAD_PRANGE", "auto")
        if force in ("parallel", "serial"):
            return self.plan(argtypes, spec, parallel=force == "parallel"), _no_timing
        threads = numba.get_num_threads()
        if threads == 1:
            return self.plan(argtypes, spec, parallel=False), _no_timing
        plan = self.plan(argtypes, spec)
        if (spec.mode, argtypes) in self._parallel_refused:
            return plan, _no_timing  # the parallel derivative was refused: serial already
        key = (argtypes, spec.key(), threads, max(size, 1).bit_length())
        choice = self._choices.get(key)
        if choice is None:
            choice = self._choices[key] = Choice()
        par = choice.next()
        if not par:
            try:
                plan = self.plan(argtypes, spec, parallel=False)
            except MpiadError:
                choice.pick = True  # no serial derivative: the parallel one it is
                return plan, _no_timing
        return plan, choice.timer(par)

    def _reaches_parallel(self, argtypes: tuple) -> bool:
        got = self._reaches.get(argtypes)
        if got is None:
            got = self._reaches[argtypes] = reaches_parallel(self, argtypes)
        return got
