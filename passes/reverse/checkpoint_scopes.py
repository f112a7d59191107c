"""Scoped no-alias metadata on a checkpointed step's accesses to arrays known apart.

The step reads its arrays through pointers loaded from its context, so LLVM cannot tell that
``u``, ``un`` and their shadows are different memory: in the reverse of a stencil
(``du[i-1] += ..; du[i] += ..; du[i+1] += ..; dun[i] = 0``) every store to ``dun`` may have
changed ``du``, and each update of ``du`` goes through memory instead of staying in a register
from one unrolled copy of the body to the next. The pass knows better where the front end does
(``PassContext.context_classes``: pointers of different classes never share memory, see
``passes.late_loads``): each load and store through a pointer of a class gets that class's scope
(``!alias.scope``) and the other classes' scopes as ``!noalias``. The shadows of the arrays are
classes too where they are known apart from every array and every other shadow
(``PassContext.shadows_disjoint``: Numba arrays and shadows checked at each call; nothing is
assumed of the shadows of ``noalias`` parameters of ``.ll`` input). A heat step's adjoint ran
about 30% faster with it (bench/checkpoint.py).

Only loads and stores are tagged: calls (the MPI runtime, which reaches buffers through
pointers it stored) stay ordered against every access, as untagged instructions are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..context import PassContext
from ..ir.instructions import Cast, GetElementPtr, Load, Store
from ..ir.module import Function, Module, Verbatim
from ..ir.values import LocalRef

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ReverseSweep

_ALIAS_KINDS = ("alias.scope", "noalias")
#: classes that are not arrays: the step's context block (see passes.late_loads)
_NOT_ARRAYS = ("ck.context",)


def array_classes(ctx: PassContext, body: str) -> dict[str, str]:
    """The classes of the arrays a checkpointed step ``body`` reads its pointers of."""
    got = ctx.context_classes.get(body, {})
    return {n: c for n, c in got.items() if c not in _NOT_ARRAYS}


def tag_step_pair(rf: ReverseSweep) -> None:
    """Tag the accesses of a checkpointed step's augmented and reverse sweeps (``rf``): the
    arrays by the classes of their pointers, their shadows (where known apart) by classes of
    their own; the reverse sweep's pointers are tape reads or recomputations of the forward
    sweep's (``rf.origin``)."""
    classes = array_classes(rf.ctx, rf.src.name)
    aug = dict(classes)
    if rf.ctx.shadows_disjoint:
        for n, c in classes.items():
            for lane in rf.aug.shadows.get(n, ()):
                if isinstance(lane, LocalRef):
                    aug[lane.name] = c + ".shadow"
    tag_accesses(rf.module, rf.aug.fn, aug)
    rev = {}
    for name, src in rf.origin.items():
        while src not in aug and src in rf.origin:
            src = rf.origin[src]
        if src in aug:
            rev[name] = aug[src]
    tag_accesses(rf.module, rf.fn, rev)


def tag_accesses(module: Module, fn: Function, classes: dict[str, str]) -> int:
    """Tag the loads and stores of ``fn`` through pointers based on the pointers named in
    ``classes`` (name -> class) with one scope per class (a fresh domain); the count tagged."""
    if len(set(classes.values())) < 2:
        return 0  # one class: nothing to tell apart
    of: dict[str, str] = dict(classes)
    todo = []
    for inst in fn.instructions():
        if isinstance(inst, GetElementPtr) or (
            isinstance(inst, Cast) and inst.opcode in ("bitcast", "addrspacecast")
        ):
            base = inst.ptr.value if isinstance(inst, GetElementPtr) else inst.operand.value
            if isinstance(base, LocalRef) and base.name in of and inst.name:
                of[inst.name] = of[base.name]
        elif isinstance(inst, (Load, Store)) and not inst.flags and not inst.ordering:
            p = inst.ptr.value
            if isinstance(p, LocalRef) and p.name in of and \
                    not any(k in _ALIAS_KINDS for k, _ in inst.metadata):  # fmt: skip
                todo.append((inst, of[p.name]))
    if not todo:
        return 0
    used = sorted({c for _, c in todo})
    if len(used) < 2:
        return 0
    _, own, others = scope_lists(module, used, lambda c, d: c != d)
    for inst, c in todo:
        inst.metadata = list(inst.metadata) + [
            ("alias.scope", f"!{own[c]}"),
            ("noalias", f"!{others[c]}"),
        ]
    return len(todo)


def scope_lists(
    module: Module, used: list[str], apart: Callable[[str, str], bool]
) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """One scope domain with a scope per class in ``used``, added to ``module``: each class's
    scope node, its ``!alias.scope`` list (its own scope) and its ``!noalias`` list (the scopes
    of the classes ``apart`` from it)."""
    ids = module.fresh_metadata_ids(1 + 3 * len(used))
    domain, rest = ids[0], ids[1:]
    scope = {c: rest[k] for k, c in enumerate(used)}
    own = {c: rest[len(used) + k] for k, c in enumerate(used)}
    others = {c: rest[2 * len(used) + k] for k, c in enumerate(used)}
    module.add(Verbatim("metadata", f"!{domain}", f"!{domain} = distinct !{{!{domain}}}"))
    for c in used:
        s = scope[c]
        module.add(Verbatim("metadata", f"!{s}", f"!{s} = distinct !{{!{s}, !{domain}}}"))
        module.add(Verbatim("metadata", f"!{own[c]}", f"!{own[c]} = !{{!{s}}}"))
        rest_list = ", ".join(f"!{scope[d]}" for d in used if apart(c, d))
        module.add(Verbatim("metadata", f"!{others[c]}", f"!{others[c]} = !{{{rest_list}}}"))
    return scope, own, others
