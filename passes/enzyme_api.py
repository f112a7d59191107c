"""Enzyme's ``.ll`` interface: calls to ``__enzyme_fwddiff*`` / ``__enzyme_autodiff*`` become calls
to generated derivative functions, so C or Rust written for Enzyme works unchanged.

Markers (``enzyme_dup``, ``enzyme_const``, ``enzyme_out``, ``enzyme_dupnoneed``, ``enzyme_width``)
are recognised as loads of the marker globals (how C passes ``extern int enzyme_dup``), as the
globals' addresses, or as metadata strings (``metadata !"enzyme_dup"``). Unmarked arguments default
as in Enzyme: pointers are Duplicated, floats are Active in reverse mode and Duplicated in forward
mode, anything else is constant.
"""

from __future__ import annotations

from . import differentiate as D
from .builder import float_const
from .errors import UnsupportedError
from .ir.instructions import Arg, Call, Load
from .ir.module import Function, Module
from .ir.values import GlobalRef, IntConst, LocalRef, MetadataRef, Value
from .typeinfo import floatish

MARKERS = {
    "enzyme_dup": "dup",
    "enzyme_dupnoneed": "dupnoneed",
    "enzyme_const": "const",
    "enzyme_out": "out",
    "enzyme_width": "width",
    "enzyme_primal_return": "primal_return",
}


def _marker(fn: Function, defs: dict, v: Value) -> str | None:
    if isinstance(v, GlobalRef) and v.name in MARKERS:
        return MARKERS[v.name]
    if isinstance(v, MetadataRef):
        t = v.text.strip()
        if t.startswith('!"') and t[2:-1] in MARKERS:
            return MARKERS[t[2:-1]]
    if isinstance(v, LocalRef):
        d = defs.get(v.name)
        if (
            isinstance(d, Load)
            and isinstance(d.ptr.value, GlobalRef)
            and d.ptr.value.name in MARKERS
        ):
            return MARKERS[d.ptr.value.name]
    return None


def enzyme_calls(module: Module) -> list[tuple[Function, Call]]:
    out = []
    for fn in module.defined_functions():
        for inst in fn.instructions():
            if (
                isinstance(inst, Call)
                and inst.callee_name
                and (
                    inst.callee_name.startswith("__enzyme_fwddiff")
                    or inst.callee_name.startswith("__enzyme_autodiff")
                )
            ):
                out.append((fn, inst))
    return out


def lower(module: Module) -> int:
    """Replace every Enzyme call in ``module``; return how many were replaced."""
    calls = enzyme_calls(module)
    for fn, call in calls:
        defs = {i.name: i for i in fn.instructions() if i.name is not None}
        mode = "forward" if call.callee_name.startswith("__enzyme_fwddiff") else "reverse"
        where = f"in @{fn.name}, call to @{call.callee_name}"
        if not call.args:
            raise UnsupportedError(
                f"{where}: the first argument must be the function to differentiate"
            )
        target = call.args[0].value
        if not isinstance(target, GlobalRef):
            raise UnsupportedError(
                f"{where}: the function to differentiate must be given "
                "directly (ptr @f), not through a variable"
            )
        callee = module.functions.get(target.name)
        if callee is None or callee.is_declaration:
            raise UnsupportedError(f"{where}: @{target.name} is not defined in this module")
        acts: list[str] = []
        vals: list[list[Arg]] = []
        width = 1
        args = call.args[1:]
        i = 0
        while i < len(args):
            mk = _marker(fn, defs, args[i].value)
            if mk == "width":
                w = args[i + 1].value if i + 1 < len(args) else None
                if not isinstance(w, IntConst):
                    raise UnsupportedError(f"{where}: enzyme_width must be followed by a constant")
                width = w.value
                i += 2
                continue
            if mk == "primal_return":
                raise UnsupportedError(
                    f"{where}: enzyme_primal_return is not supported; call the "
                    "function itself for the primal result"
                )
            k = len(acts)
            if k >= len(callee.params):
                raise UnsupportedError(
                    f"{where}: more arguments than @{target.name} has "
                    f"parameters ({len(callee.params)})"
                )
            pty = callee.params[k].type
            if mk is None:
                i_prim = i
                if pty.is_pointer:
                    mk = "dup"
                elif pty.scalar().is_float:
                    mk = "dup" if mode == "forward" else "out"
                else:
                    mk = "const"
            else:
                i_prim = i + 1
            n_shadow = width if mk in ("dup", "dupnoneed") else 0
            if i_prim + n_shadow >= len(args) + (0 if n_shadow else 1):
                raise UnsupportedError(
                    f"{where}: argument {k} (%{callee.params[k].name}) is "
                    f"'{mk}' but its {'shadow' if n_shadow else 'value'} is "
                    "missing"
                )
            acts.append(mk)
            vals.append(list(args[i_prim : i_prim + 1 + n_shadow]))
            i = i_prim + 1 + n_shadow
        if len(acts) != len(callee.params):
            raise UnsupportedError(
                f"{where}: @{target.name} has {len(callee.params)} parameters "
                f"but {len(acts)} were passed"
            )
        if mode == "forward":
            dfn = D.forward(module, target.name, acts, width)
        else:
            dfn = D.reverse(module, target.name, acts)
        new_args: list[Arg] = []
        for grp, p in zip(vals, callee.params):
            for a in grp:
                new_args.append(Arg(p.type, a.value))
        if mode == "reverse":
            if floatish(callee.ret, module):
                if not callee.ret.is_float:
                    raise UnsupportedError(
                        f"{where}: @{target.name} returns {callee.ret}; "
                        "reverse mode through __enzyme_autodiff needs a "
                        "scalar floating-point (or void) result"
                    )
                new_args.append(Arg(callee.ret, float_const(callee.ret, 1.0)))
        if mode == "forward" and width > 1 and dfn.params and len(dfn.params) > len(new_args):
            raise UnsupportedError(
                f"{where}: vector forward mode (enzyme_width) of a function "
                "returning a float is not supported through __enzyme_fwddiff; "
                "use mpiad-opt --width or the Python API"
            )
        _replace_call(fn, call, dfn, new_args, where)
    _cleanup(module)
    return len(calls)


def _replace_call(fn: Function, call: Call, dfn: Function, args: list[Arg], where: str) -> None:

    new = Call(ret=dfn.ret, callee=GlobalRef(dfn.name), args=args, metadata=list(call.metadata))
    if call.name is not None:
        if dfn.ret != call.ret:
            raise UnsupportedError(
                f"{where}: the call expects a {call.ret} result but the "
                f"derivative returns {dfn.ret}; declare @{call.callee_name} "
                f"returning {dfn.ret}"
            )
        new.name = call.name
    for blk in fn.blocks:
        for k, inst in enumerate(blk.instructions):
            if inst is call:
                blk.instructions[k] = new
                return


def _cleanup(module: Module) -> None:
    """Drop marker loads, marker globals and __enzyme_* declarations nobody uses any more."""
    for fn in module.defined_functions():
        used = {v.name for i in fn.instructions() for v in i.operands() if isinstance(v, LocalRef)}
        for blk in fn.blocks:
            blk.instructions = [
                i
                for i in blk.instructions
                if not (
                    isinstance(i, Load)
                    and isinstance(i.ptr.value, GlobalRef)
                    and i.ptr.value.name in MARKERS
                    and i.name not in used
                )
            ]
    used_globals = set()
    for fn in module.defined_functions():
        for i in fn.instructions():
            for v in i.operands():
                if isinstance(v, GlobalRef):
                    used_globals.add(v.name)
    for name in list(module.globals):
        g = module.globals[name]
        if name in MARKERS and name not in used_globals and g.initializer is None:
            module.remove(g)
    for name in list(module.functions):
        f = module.functions[name]
        if f.is_declaration and name.startswith("__enzyme_") and name not in used_globals:
            module.remove(f)
