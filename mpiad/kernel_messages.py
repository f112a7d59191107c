"""What a kernel says when the pass refuses it or warns: in the user's terms.

A refusal from the pass names LLVM values; to name the user's argument, jitted helper and Python
line instead, the kernel is compiled again with debug info and the pass re-run on it
(:meth:`KernelMessages._diagnose`). Pass warnings are issued at the kernel's ``def`` line, or with
``MPIAD_DEBUG=1`` at the line each concerns. This is a concern of its own, apart from compiling
and caching (:mod:`mpiad.kernel`), and only runs on the rare paths where something is said: a
mixin of :class:`~mpiad.kernel.JitFunction`.
"""

from __future__ import annotations

import os
import warnings

import numba

from mpiad_passes.activity import ConstArgumentWritten
from mpiad_passes.errors import MpiadError

from . import compile_log, diagnostics, explain
from .call_site_locs import DebugCompiler
from .calling import Spec
from .generate import generate, parse
from .numba_frontend import KernelIR, compile_ir, serial_types, serial_version

_DEBUG = bool(os.environ.get("MPIAD_DEBUG"))


class PassWarning(UserWarning):
    """An assumption the pass made about a kernel (e.g. integer loads that copy float data),
    reported at the Python line it concerns."""


class KernelMessages:
    """Refusals and warnings of :class:`~mpiad.kernel.JitFunction` (a mixin: it reads the
    kernel's ``__name__``, ``py_func``, ``locals``, ``_codegen`` and ``_debug_capture``)."""

    def _diagnose(self, argtypes, spec: Spec, err: Exception) -> MpiadError:
        """Re-run the pass on a debug-info build (the kernel and every jitted helper it reaches)
        to name the user's argument, the helper and the Python line behind ``err``."""
        msg = str(err)
        where = None
        head = f"cannot differentiate {self.__name__} ({spec.mode} mode)"
        try:
            from numba.core.errors import NumbaDebugInfoWarning  # only on this rare path

            warnings.simplefilter("ignore", NumbaDebugInfoWarning)
            kir = self._debug_ir(argtypes)
            try:
                generate(kir, spec)
            except Exception as e2:
                canon, module = parse(kir.text, "<debug>")
                if isinstance(e2, ConstArgumentWritten):
                    said = explain.const_written(e2, kir, spec, canon, module)
                    if said:
                        return MpiadError(f"{head}: {said}")
                    deep = e2.origin.deepest()
                    if deep.failure is not None:
                        e2 = deep.failure  # the helper's own refusal is the reason
                where = diagnostics.python_location(str(e2), canon, kir.filename)
                msg = str(e2) if where else msg
        except Exception:
            where = None
        if where:
            src = diagnostics.source_text(*where)
            head += f" at {diagnostics.short_path(where[0])}:{where[1]}" + (
                f": `{src}`" if src else ""
            )
        # at a Python line, the LLVM instruction the pass quotes is noise (and full of LLVM
        # names); without one it is all there is to go on
        said = diagnostics.readable(msg, python=bool(where))
        return MpiadError(f"{head}: {said}{diagnostics.hint(msg)}")

    def _warn_pass(self, kir: KernelIR, argtypes, spec: Spec, said: list[str]) -> None:
        """The pass's warnings (silenced by MPIAD_QUIET=1), at the kernel's ``def`` line; with
        MPIAD_DEBUG=1 each at the Python line it is about, found as refusals are, in a
        debug-info build (a second Numba compile and pass run: too slow for every first call)."""
        if os.environ.get("MPIAD_QUIET") or compile_log.rank() != 0:
            return
        head = f"mpiad: {self.__name__} ({spec.mode} mode): "
        located: list[tuple[str, str, int]] = []
        if _DEBUG:
            located = self._locate_warnings(argtypes, spec)
        if not located:
            tail = "" if _DEBUG else " (MPIAD_DEBUG=1 names the line)"
            for w in said:
                said_here = diagnostics.readable(w, python=True)
                said_here = said_here.replace("the code here", "an operation of this kernel")
                text = head + said_here + tail
                warnings.warn_explicit(text, PassWarning, kir.filename, kir.firstline)
            return
        for w, file, line in located:
            src = diagnostics.source_text(file, line)
            text = head + (f"`{src}`: " if src else "") + diagnostics.readable(w, python=True)
            warnings.warn_explicit(text, PassWarning, file, line)

    def _locate_warnings(self, argtypes, spec: Spec) -> list[tuple[str, str, int]]:
        """(warning, file, line) of each pass warning in a debug-info build ([] when one of
        them cannot be located)."""
        located = []
        try:
            from numba.core.errors import NumbaDebugInfoWarning  # only on this rare path

            with warnings.catch_warnings():
                warnings.simplefilter("ignore", NumbaDebugInfoWarning)
                kir = self._debug_ir(argtypes)
            again: list[str] = []
            generate(kir, spec, again)
            canon, _ = parse(kir.text, "<debug>")
            for w in again:
                where = diagnostics.python_location(w, canon, kir.filename)
                if where is None:
                    return []
                located.append((w, *where))
        except Exception:
            return []
        return located

    def _debug_ir(self, argtypes) -> KernelIR:
        """The kernel's IR as the derivative's code is compiled, with debug info in it and in
        every jitted function it reaches."""
        memo: dict = {}
        twin = serial_version(self.py_func, memo, debug=True)
        dtypes = serial_types(argtypes, memo)
        debug = self._debug_capture if twin is self.py_func else None
        if debug is None:
            opts = {**self._codegen, "debug": True}
            opts.setdefault("boundscheck", False)
            debug = numba.njit(
                no_cpython_wrapper=True,
                no_cfunc_wrapper=True,
                locals=self.locals,
                pipeline_class=DebugCompiler,
                **opts,
            )(twin)
            if twin is self.py_func:
                self._debug_capture = debug
        return compile_ir(debug, self.py_func, dtypes)
