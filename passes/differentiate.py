"""The pass's entry points: differentiate one function, or lower Enzyme-style calls in a module.

Activities are strings: ``dup`` (Duplicated: a shadow follows the argument), ``dupnoneed``
(Duplicated, primal result not needed), ``const``, and in reverse mode ``out`` (an Active scalar
whose adjoint is returned): :mod:`mpiad_passes.activity_names`, the one vocabulary the front
end, the CLI and Enzyme's markers use too.
"""

from __future__ import annotations

from .activity_names import ACTIVITIES, CONST, DUP, DUPLICATED, OUT
from .context import PassContext, context_of
from .errors import UnsupportedError
from .forward import ForwardModule
from .ir.gcpause import gc_paused
from .ir.module import Function, Module
from .mpi import abi, runtime
from .mpi.rules import large_count
from .reverse import ReverseModule


def check_activities(module: Module, fn_name: str, activities: list[str], mode: str) -> Function:
    fn = module.functions.get(fn_name)
    if fn is None:
        defined = ", ".join(sorted(f"@{f.name}" for f in module.defined_functions())) or "none"
        raise UnsupportedError(
            f"function @{fn_name} is not defined in the module (defined functions: {defined})"
        )
    if fn.is_declaration:
        raise UnsupportedError(f"@{fn_name} is only declared in the module; mpiad needs its body")
    if len(activities) != len(fn.params):
        raise UnsupportedError(
            f"@{fn_name} has {len(fn.params)} parameters but {len(activities)} "
            f"activities were given ({','.join(activities) or 'none'})"
        )
    for i, (a, p) in enumerate(zip(activities, fn.params)):
        if a not in ACTIVITIES:
            raise UnsupportedError(
                f"unknown activity '{a}' for argument {i}; use one of " + ", ".join(ACTIVITIES)
            )
        if a == OUT and mode == "forward":
            raise UnsupportedError(
                f"activity 'out' (Active) is for reverse mode; in forward mode "
                f"use 'dup' for argument {i} (%{p.name})"
            )
        if a == OUT and not p.type.scalar().is_float:
            raise UnsupportedError(
                f"argument {i} (%{p.name}) has type {p.type}: only "
                "floating-point scalars can be 'out' (Active)"
            )
        if a in DUPLICATED and not (p.type.is_pointer or p.type.scalar().is_float):
            raise UnsupportedError(
                f"argument {i} (%{p.name}) has type {p.type}, which carries no "
                "derivative; mark it 'const'"
            )
    return fn


def _context(target: PassContext | Module) -> PassContext:
    """The module's context, its MPI large-count calls lowered (every entry point reads the
    module after this: the rules know the int-count forms only)."""
    ctx = target if isinstance(target, PassContext) else context_of(target)
    for name in large_count.lower(ctx.module):
        ctx.need_runtime(name)
    return ctx


def forward(
    target: PassContext | Module,
    fn_name: str,
    activities: list[str],
    width: int = 1,
    name: str | None = None,
) -> Function:
    """Add the tangent function of @fn_name to the module and return it.

    ``target`` is the module's :class:`PassContext`, or the module itself (its context is found
    or made: generated callees are shared between calls on one module)."""
    ctx = _context(target)
    check_activities(ctx.module, fn_name, activities, "forward")
    dup = [a in DUPLICATED for a in activities]
    with gc_paused():
        fm = ctx.forward.get(width)
        if fm is None:
            fm = ctx.forward[width] = ForwardModule(ctx, width)
        fn = fm.tangent(fn_name, dup, exported=True, name=name)
        link_runtime(ctx)
    return fn


def reverse(
    target: PassContext | Module, fn_name: str, activities: list[str], name: str | None = None
) -> Function:
    """Add the gradient function of @fn_name to the module and return it."""
    ctx = _context(target)
    fn = check_activities(ctx.module, fn_name, activities, "reverse")
    for i, (a, p) in enumerate(zip(activities, fn.params)):
        if a in DUPLICATED and not p.type.is_pointer:
            raise UnsupportedError(
                f"argument {i} (%{p.name}) is a {p.type} passed by value: in reverse mode use "
                "'out' (Active) for it, 'dup' is for pointers"
            )
    with gc_paused():
        if ctx.reverse is None:
            ctx.reverse = ReverseModule(ctx)
        fn = ctx.reverse.exported(fn_name, activities, name=name)
        link_runtime(ctx)
    return fn


def hvp(
    target: PassContext | Module,
    fn_name: str,
    activities: list[str],
    width: int = 1,
    name: str | None = None,
) -> Function:
    """Add Hessian-vector products of @fn_name: forward mode (``width`` directions) over its
    gradient ``diffe_<fn>``, both made on one module (the gradient's tape and MPI runtime calls
    get their second-order rules: ``passes/rules/tape_tangent.py``,
    ``passes/mpi/rules/second_order.py``). The result, ``fwddiffe_diffe_<fn>``, takes the
    gradient's parameters with each dup pointer followed by its W directions and its shadow (the
    gradient) followed by W buffers where H v accumulates; the seed stays constant."""
    ctx = _context(target)
    if OUT in activities:
        raise UnsupportedError(
            "second derivatives with respect to scalars passed by value ('out') are not "
            "supported: pass them through a pointer (dup)"
        )
    rev = reverse(ctx, fn_name, activities)
    outer = [x for a in activities for x in ([DUP, DUP] if a in DUPLICATED else [CONST])]
    outer += [CONST] * (len(rev.params) - len(outer))  # the seed of a float result
    return forward(ctx, rev.name, outer, width, name=name)


def link_runtime(ctx: PassContext) -> None:
    """Copy the MPI runtime helpers the generated code calls into the module, and the public
    ones the user's code calls (``mpiad_register_op_derivative`` from C), which would otherwise
    stay unresolved declarations."""
    user = {
        f.name
        for f in ctx.module.functions.values()
        if f.is_declaration and f.name.startswith(runtime.PUBLIC[1])
    }
    if ctx.runtime_needed or user:
        names = set(ctx.runtime_needed) | user
        runtime.link(ctx.module, names, abi.detect(ctx.module, ctx.abi).name)
