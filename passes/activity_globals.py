"""Active data kept in a global and reached from another function: refused, for now.

Activity is analysed function by function (a callee through a summary of what its arguments
carry). A global's shadow (``@g.shadow``) is only known active to the analysis of the function
that stores active data into it: a callee that reads the global back (``double *get_state(void)
{ return state; }``), or a caller that reads what a callee stored there, sees constant memory,
and its derivative silently drops everything that flows through the global. Until the activity
of globals is shared between functions (a module-wide set, a fixpoint over the call graph, and
calls without active arguments differentiated when their callee reaches an active global),
such a program is refused, naming the global, the store and the other function. A global only
used by the function that writes it is differentiated as before.
"""

from __future__ import annotations

import re
import weakref

from .context import PassContext
from .errors import UnsupportedError
from .ir.debuginfo import demangle, describe_value, line_near, variable_of
from .ir.instructions import Call, DebugRecord, Instruction, Load, Store
from .ir.module import Function
from .ir.values import ConstExpr, GlobalRef, LocalRef, Typed, Value

#: PassContext -> (global -> functions referencing it, function -> functions it references)
_USES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _refs(v: Value, out: set[str]) -> None:
    if isinstance(v, Typed):
        v = v.value
    if isinstance(v, GlobalRef):
        out.add(v.name)
    elif isinstance(v, ConstExpr):
        for o in v.operands:
            _refs(o, out)


def _uses(ctx: PassContext) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Who references which global, and the call graph (a reference to a function, called or
    taken as a pointer, is an edge; the function handed to an ``__enzyme_*`` call is not: the
    program's ``main`` that asks for a derivative runs none of it), computed once per context:
    before any derivative is added to the module, so only the user's functions count."""
    got = _USES.get(ctx)
    if got is not None:
        return got
    module = ctx.module
    users: dict[str, set[str]] = {}
    calls: dict[str, set[str]] = {}
    for fn in module.functions.values():
        if fn.is_declaration:
            continue
        seen: set[str] = set()
        for inst in fn.instructions():
            if isinstance(inst, DebugRecord):
                continue
            if isinstance(inst, Call) and (inst.callee_name or "").startswith("__enzyme"):
                continue
            for v in inst.operands():
                _refs(v, seen)
        for name in seen:
            if name in module.globals:
                users.setdefault(name, set()).add(fn.name)
            elif name in module.functions and not module.functions[name].is_declaration:
                calls.setdefault(fn.name, set()).add(name)
    _USES[ctx] = (users, calls)
    return users, calls


def _reach(edges: dict[str, set[str]], start: set[str]) -> set[str]:
    seen, todo = set(start), list(start)
    while todo:
        for g in edges.get(todo.pop(), ()):
            if g not in seen:
                seen.add(g)
                todo.append(g)
    return seen


def _related(calls: dict[str, set[str]], fn: str) -> set[str]:
    """The functions that may run in the same derivative as ``fn``: those called (directly or
    not) by ``fn`` or by any function that calls ``fn`` (siblings included)."""
    callers: dict[str, set[str]] = {}
    for f, gs in calls.items():
        for g in gs:
            callers.setdefault(g, set()).add(f)
    return _reach(calls, _reach(callers, {fn}))


def check_active_global(
    ctx: PassContext, fn: Function, defs: dict, name: str, inst: Instruction
) -> None:
    """Active data is written into global ``@name`` by ``inst`` of ``fn``: refuse when another
    function that may run in the same derivative also uses the global (its analysis would not
    see the global's shadow)."""
    module = ctx.module
    g = module.globals.get(name)
    if g is None or g.kind == "constant":
        return
    users, calls = _uses(ctx)
    others = (users.get(name, set()) - {fn.name}) & _related(calls, fn.name)
    if not others:
        return
    other = demangle(sorted(others)[0])
    line = line_near(module, fn, inst)
    at = f"at source line {line}" if line else f"at IR line {inst.line}"
    var = re.sub(r"\.\d+$", "", name.strip('"'))  # (-O2 splits a struct global: `st.0`)
    what = "active data is stored"
    if isinstance(inst, Store) and inst.value.type.is_pointer:
        val = inst.value.value
        who = describe_value(module, fn, defs, val.name) if isinstance(val, LocalRef) else ""
        d = defs.get(val.name) if isinstance(val, LocalRef) else None
        if isinstance(d, Load) and isinstance(d.ptr.value, LocalRef):  # -O0: reloaded from `u`
            var_ = variable_of(module, fn, d.ptr.value.name)
            who = f"`{var_}`" if var_ else who
        what = f"the pointer to active data {who}".rstrip() + " is stored"
    raise UnsupportedError(
        f"in {demangle(fn.name)}: {what} into global `{var}` {at}, and {other} also uses "
        f"`{var}`; mpiad cannot differentiate active memory reached through a global from "
        "another function yet: pass it as an argument instead"
    )
