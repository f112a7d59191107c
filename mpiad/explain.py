"""Refusals in the user's terms: which kernel argument, which helper, which Python line.

The pass refuses with LLVM names (``%p4``, ``%excinfo``, a ``store`` at an IR line). For a
Numba kernel, mpiad knows more: which flat parameter of ``@mpiad.entry`` belongs to which Python
argument (the :class:`~mpiad.numba_frontend.ArgLayout` tree), and, in a build with debug info,
which Python line and function each instruction comes from (inlined helpers keep their own
``!DILocation``). This module turns the pass's structured refusal
(:class:`passes.activity.ConstArgumentWritten`) into one sentence such as::

    array `buffer` (argument 1) is passed as Const but is written with values that depend on
    `psi` inside `fill` (solver.py:12: `buf[i] = 2.0 * psi[i]`); pass it as
    Duplicated(buffer, np.zeros_like(buffer))
"""

from __future__ import annotations

from passes.activity import ConstArgumentWritten, analyse
from passes.context import PassContext
from passes.errors import UnsupportedError
from passes.ir.instructions import Store

from . import diagnostics
from .calling import Spec, leaf_acts
from .generate import entry_activities
from .numba_frontend import ENTRY, KernelIR

#: parameters of @mpiad.entry that are Numba's, not the user's
_INTERNAL = {"ret": "the kernel's result", "exc": "Numba's exception record", "status": "status"}


def leaf_of_param(kir: KernelIR, param: str):
    """``(argument position (1-based), leaf layout)`` of ``@mpiad.entry``'s parameter ``%pK``,
    or None for Numba's own parameters."""
    if not (param.startswith("p") and param[1:].isdigit()):
        return None
    k, at = int(param[1:]), 0
    for pos, lay in enumerate(kir.args, 1):
        for leaf in lay.leaves():
            if at <= k < at + leaf.nflat:
                return pos, leaf
            at += leaf.nflat
    return None


def _sources(kir: KernelIR, spec: Spec, module, param: str) -> list[str]:
    """The user's active arguments whose values reach ``param``'s memory: each is tried alone
    (activity analysis only, on the module already parsed)."""
    entry = module.functions[ENTRY]
    ret_dup = kir.ret.differentiable
    out = []
    for k, (lay, act) in enumerate(zip(kir.args, spec.acts)):
        if all(a == "const" for a in leaf_acts(lay, act)):
            continue
        alone = tuple(a if j == k else "const" for j, a in enumerate(spec.acts))
        acts = entry_activities(kir, Spec(spec.mode, spec.width, alone), ret_dup)
        try:
            analyse(PassContext(module), entry, [a != "const" for a in acts])
        except ConstArgumentWritten as e:
            if e.param == param:
                out.append(lay.name)
        except UnsupportedError:
            continue
    return out


def const_written(
    err: ConstArgumentWritten, kir: KernelIR, spec: Spec, canon: str, module
) -> str | None:
    """The sentence for a Const argument the kernel writes active values into (None when the
    refusal is not about one of the user's arguments)."""
    if err.fn != ENTRY:
        return None
    deep = err.origin.deepest()
    if deep.failure is not None and err.param in _INTERNAL:
        # a helper could not be analysed, so every pointer it takes was assumed written: its
        # own refusal is the reason
        return None
    found = leaf_of_param(kir, err.param)
    if found is None:
        return None
    pos, leaf = found
    what = "array" if leaf.kind == "array" else leaf.kind
    srcs = _sources(kir, spec, module, err.param)
    dep = " and ".join(f"`{s}`" for s in srcs) or "the active arguments"
    where = ""
    if deep.inst is not None and getattr(deep.inst, "line", 0):
        loc = diagnostics.location_of_ir_line(deep.inst.line, canon, kir.filename)
        if loc is not None:
            file, line, func = loc
            src = diagnostics.source_text(file, line)
            inside = f" inside `{func}`" if func else ""
            where = f"{inside} ({diagnostics.short_path(file)}:{line}" + (
                f": `{src}`)" if src else ")"
            )
    name = leaf.name
    fix = f"Duplicated({name}, np.zeros_like({name}))" if leaf.kind == "array" else "Duplicated"
    if where and isinstance(deep.inst, Store) and deep.inst.value.type.is_pointer:
        # the deepest step is a pointer into it handed out (a view returned or kept in a
        # struct): active values are written through that view later
        return (
            f"{what} `{name}` (argument {pos}) is passed as Const, but a view of it made"
            f"{where} is written with values that depend on {dep}; pass it as {fix}"
        )
    return (
        f"{what} `{name}` (argument {pos}) is passed as Const but is written with values "
        f"that depend on {dep}{where}; pass it as {fix}"
    )
