"""Which calls the generators must differentiate even when no active data reaches them.

MPI rules run on every rank whatever its local activity (shadow messages and request
bookkeeping must match). Numba keeps MPI wrappers as separate functions: a Waitall there
completes requests whose shadows the caller started, so a defined callee that (transitively)
makes such a call is differentiated even without active arguments.
"""

from __future__ import annotations

from .context import PassContext
from .ir.instructions import Call
from .ir.module import Function
from .rulebook import registry


def has_always_rules(ctx: PassContext, fn: Function) -> bool:
    """Does ``fn``, or a function it calls, make a call whose rule runs even without active
    data (and replaces the primal call)?"""
    memo = ctx.always_rules
    got = memo.get(fn.name)
    if got is not None:
        return got
    memo[fn.name] = False  # recursion guard
    res = False
    for inst in fn.instructions():
        if not isinstance(inst, Call):
            continue
        rule = registry.call_rule_for(inst)
        if rule is not None:
            if rule.always and (rule.replaces_primal or rule.mirrored(ctx.module)):
                res = True
                break
            continue
        callee = ctx.module.functions.get(inst.callee_name) if inst.callee_name else None
        if callee is not None and not callee.is_declaration and has_always_rules(ctx, callee):
            res = True
            break
    memo[fn.name] = res
    return res
