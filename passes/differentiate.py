"""The pass's entry points: differentiate one function, or lower Enzyme-style calls in a module.

Activities are strings: ``dup`` (Duplicated: a shadow follows the argument), ``dupnoneed``
(Duplicated, primal result not needed), ``const``, and in reverse mode ``out`` (an Active scalar
whose adjoint is returned).
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

from .errors import UnsupportedError
from .ir.module import Function, Module

ACTIVITIES = ("dup", "dupnoneed", "const", "out")


def check_activities(module: Module, fn_name: str, activities: list[str], mode: str) -> Function:
    fn = module.functions.get(fn_name)
    if fn is None:
        defined = ", ".join(sorted(f"@{f.name}" for f in module.defined_functions())) or "none"
        raise UnsupportedError(f"function @{fn_name} is not defined in the module "
                               f"(defined functions: {defined})")
    if fn.is_declaration:
        raise UnsupportedError(f"@{fn_name} is only declared in the module; mpiad needs its body")
    if len(activities) != len(fn.params):
        raise UnsupportedError(f"@{fn_name} has {len(fn.params)} parameters but {len(activities)} "
                               f"activities were given ({','.join(activities) or 'none'})")
    for i, (a, p) in enumerate(zip(activities, fn.params)):
        if a not in ACTIVITIES:
            raise UnsupportedError(f"unknown activity '{a}' for argument {i}; use one of "
                                   + ", ".join(ACTIVITIES))
        if a == "out" and mode == "forward":
            raise UnsupportedError(f"activity 'out' (Active) is for reverse mode; in forward mode "
                                   f"use 'dup' for argument {i} (%{p.name})")
        if a == "out" and not p.type.scalar().is_float:
            raise UnsupportedError(f"argument {i} (%{p.name}) has type {p.type}: only "
                                   "floating-point scalars can be 'out' (Active)")
        if a in ("dup", "dupnoneed") and not (p.type.is_pointer or p.type.scalar().is_float):
            raise UnsupportedError(f"argument {i} (%{p.name}) has type {p.type}, which carries no "
                                   "derivative; mark it 'const'")
    return fn


@contextmanager
def gc_paused() -> Iterator[None]:
    """The pass makes millions of small objects that all live until it ends: the cyclic
    collector's full sweeps over them made the pass time grow faster than the function (12x for
    10x the instructions). Nothing the pass makes needs collecting before it returns."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def forward(module: Module, fn_name: str, activities: list[str], width: int = 1,
            name: str | None = None) -> Function:
    """Add the tangent function of @fn_name to ``module`` and return it."""
    from .forward import ForwardModule

    check_activities(module, fn_name, activities, "forward")
    dup = [a in ("dup", "dupnoneed") for a in activities]
    cache = module.__dict__.setdefault("_mpiad_forward", {})
    with gc_paused():
        fm = cache.get(width) or cache.setdefault(width, ForwardModule(module, width))
        fn = fm.tangent(fn_name, dup, exported=True, name=name)
        link_runtime(module)
    return fn


def reverse(module: Module, fn_name: str, activities: list[str],
            name: str | None = None) -> Function:
    """Add the gradient function of @fn_name to ``module`` and return it."""
    from .reverse import ReverseModule

    fn = check_activities(module, fn_name, activities, "reverse")
    for i, (a, p) in enumerate(zip(activities, fn.params)):
        if a in ("dup", "dupnoneed") and not p.type.is_pointer:
            raise UnsupportedError(f"argument {i} (%{p.name}) is a {p.type} passed by value: in "
                                   "reverse mode use 'out' (Active) for it, 'dup' is for pointers")
    with gc_paused():
        rm = module.__dict__.setdefault("_mpiad_reverse", None) or ReverseModule(module)
        module._mpiad_reverse = rm
        fn = rm.exported(fn_name, activities, name=name)
        link_runtime(module)
    return fn


def link_runtime(module: Module) -> None:
    """Copy the MPI runtime helpers the generated code calls into the module."""
    needed = module.__dict__.get("_mpiad_rt_needed")
    if needed:
        from .mpi import abi, runtime

        runtime.link(module, set(needed), abi.detect(module).name)
