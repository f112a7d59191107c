"""Refusals in the user's terms: which kernel argument, which helper, which Python line.

The pass refuses with LLVM names (``%p4``, ``%excinfo``, a ``store`` at an IR line). For a
Numba kernel, mpiad knows more: which flat parameter of ``@mpiad.entry`` belongs to which Python
argument (the :class:`~mpiad.numba_frontend.ArgLayout` tree), and, in a build with debug info,
which Python line and function each instruction comes from (inlined helpers keep their own
``!DILocation``). This module turns the pass's structured refusal
(:class:`mpiad_passes.activity.ConstArgumentWritten`) into one sentence such as::

    array `buffer` (argument 1) is passed as Const but is written with values that depend on
    `psi` inside `fill` (solver.py:12: `buf[i] = 2.0 * psi[i]`); pass it as
    Duplicated(buffer, np.zeros_like(buffer))
"""

from __future__ import annotations

from mpiad_passes.activity import (
    ConstArgumentMerged,
    ConstArgumentWritten,
    Origin,
    written_constants,
)
from mpiad_passes.activity_names import CONST
from mpiad_passes.context import PassContext
from mpiad_passes.errors import UnsupportedError
from mpiad_passes.ir.instructions import Store

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


def _flags(kir: KernelIR, spec: Spec, acts: tuple) -> list[bool]:
    full = entry_activities(kir, Spec(spec.mode, spec.width, acts), kir.ret.differentiable)
    return [a != CONST for a in full]


def _sources(kir: KernelIR, spec: Spec, module, param: str) -> list[str]:
    """The user's active arguments whose values reach ``param``'s memory: each is tried alone
    (activity analysis only, on the module already parsed)."""
    entry = module.functions[ENTRY]
    out = []
    for k, (lay, act) in enumerate(zip(kir.args, spec.acts)):
        if all(a == CONST for a in leaf_acts(lay, act)):
            continue
        alone = tuple(a if j == k else CONST for j, a in enumerate(spec.acts))
        try:
            written = written_constants(PassContext(module), entry, _flags(kir, spec, alone))
        except UnsupportedError:
            continue
        if param in written:
            out.append(lay.name)
    return out


def _key(o: Origin) -> tuple:
    d = o.deepest()
    return d.fn, getattr(d.inst, "line", None)


def traced(err: ConstArgumentWritten, kir: KernelIR, spec: Spec, module):
    """``(entry parameter, origin)`` of the user's argument behind ``err`` (raised in the entry,
    or deep in a callee whose parameter is a pointer into that argument), or None."""
    if err.fn == ENTRY:
        return err.param, err.origin
    if isinstance(err, ConstArgumentMerged):
        return None  # a helper's parameter its caller had no shadow for: not an argument's
    written = written_constants(PassContext(module), module.functions[ENTRY], _flags(kir, spec,
                                spec.acts))  # fmt: skip
    mine = [(p, o) for p, o in written.items() if leaf_of_param(kir, p) is not None]
    same = [(p, o) for p, o in mine if _key(o) == _key(err.origin)]
    if same:
        return same[0]
    return mine[0] if len(mine) == 1 else None


def const_written(
    err: ConstArgumentWritten, kir: KernelIR, spec: Spec, canon: str, module
) -> str | None:
    """The sentence for a Const argument the kernel writes active values into (None when the
    refusal is not about one of the user's arguments)."""
    found = traced(err, kir, spec, module)
    if found is None:
        return None
    param, origin = found
    deep = origin.deepest()
    if deep.failure is not None and param in _INTERNAL:
        # a helper could not be analysed, so every pointer it takes was assumed written: its
        # own refusal is the reason
        return None
    found = leaf_of_param(kir, param)
    if found is None:
        return None
    pos, leaf = found
    what = "array" if leaf.kind == "array" else leaf.kind
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
    if isinstance(err, ConstArgumentMerged):
        # one value stands for it or for an array with derivatives (a conditional, a loop
        # that reassigns it): both need shadows
        return (
            f"{what} `{name}` (argument {pos}) is passed as Const, but it is used in place of "
            f"an array with derivatives{where}; pass it as {fix}"
        )
    srcs = _sources(kir, spec, module, param)
    dep = " and ".join(f"`{s}`" for s in srcs) or "the active arguments"
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
