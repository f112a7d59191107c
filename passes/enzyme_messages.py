"""Refusals of an ``__enzyme_*`` call in the terms of the C or C++ program that makes it.

Activity analysis refuses a constant argument that receives active data where it finds the
write, which may be deep in a callee (HPCCG's ``exchange_externals`` stores halo values into
``A->send_buffer``): ``in @_Z18exchange_externalsP24HPC_Sparse_Matrix_STRUCTPKd: ... argument
%0, which is marked constant``. The user marked an argument of the function given to
``__enzyme_autodiff``, not that callee's ``%0``; at ``-g0`` there are no names either. Here the
refusal is traced back (``written_constants``) to the position of the argument the user passed
``enzyme_const`` (or left unmarked), and the function names are demangled, so the message says
which argument of which call to change and where the active data is written.
"""

from __future__ import annotations

from .activity import ConstArgumentMerged, ConstArgumentWritten, Origin, written_constants
from .activity_names import CONST
from .context import context_of
from .errors import UnsupportedError
from .ir.debuginfo import function_name, line_near, variable_of
from .ir.inst_base import describe
from .ir.module import Function, Module


def _at(module: Module, fn: Function, inst) -> str:
    line = line_near(module, fn, inst) if inst is not None else None
    return f" at source line {line}" if line else ""


def _argument(module: Module, fn: Function, k: int) -> str:
    """Argument ``k`` (0-based) of ``fn`` by its position, with its name when debug information
    gives one (the function's demangled signature, beside it in the message, gives its type)."""
    name = variable_of(module, fn, fn.params[k].name) if fn.params[k].name else None
    label = f"argument {k + 1}"
    return f"{label} (`{name}`)" if name else label


def _deepest(module: Module, origin: Origin) -> str:
    """Where the active data is stored: the innermost function of the chain and its store."""
    deep = origin.deepest()
    fn = module.functions.get(deep.fn)
    if fn is None:
        return ""
    where = f" inside {function_name(module, fn)}"
    if deep.inst is not None:
        line = line_near(module, fn, deep.inst)
        where += f" ({describe(deep.inst)}" + (f"; source line {line})" if line else ")")
    elif deep.failure is not None:
        where += f" (mpiad could not analyse it: {deep.failure})"
    return where


def const_written(
    module: Module, caller: Function, call, entry: str, target: Function, acts: list[str],
    err: ConstArgumentWritten,
) -> str | None:  # fmt: skip
    """The message for ``err`` raised while differentiating ``target`` for the Enzyme ``call``
    (of the entry point named ``entry``) in ``caller``: None when it cannot be traced to one
    argument of ``target`` (the pass's own message stands then)."""
    if isinstance(err, ConstArgumentMerged):
        return None  # no_shadow_message already says it in the user's terms
    flags = [a != CONST for a in acts]
    if err.fn == target.name:
        found = [(err.param, err.origin)]
    else:
        try:
            written = written_constants(context_of(module), target, flags)
        except UnsupportedError:  # the analysis refused itself: keep the pass's message
            return None
        deep = err.origin.deepest()
        found = [(p, o) for p, o in written.items() if o.deepest().fn == deep.fn] or list(
            written.items()
        )
        if len(found) != 1:
            return None
    param, origin = found[0]
    names = [p.name for p in target.params]
    if param not in names:
        return None
    k = names.index(param)
    site = f"{entry} in {function_name(module, caller)}{_at(module, caller, call)}"
    what = f"{_argument(module, target, k)} of {function_name(module, target)}"
    return (
        f"{site}: {what} is constant (enzyme_const, or a pointer left unmarked), but active "
        f"data is stored into memory reached from it"
        f"{_deepest(module, origin)}; pass it enzyme_dup with a shadow of the same shape (a "
        "struct's shadow holds pointers to shadow arrays)"
        + (f"; {err.reason}" if err.reason else "")
    )
