"""Scoped no-alias metadata on the two sweeps of a fully taped derivative pair.

The augmented and reverse functions reach the arrays, their shadows and the tape through
pointer parameters and through pointers loaded from the tape's header, so LLVM must assume that
each store may change any of them: a tape record written in a loop of the forward sweep forces
the next iteration to load the arrays again, and in the reverse sweep every ``dun[i] = 0`` may
have changed ``du``, so ``du[i-1..i+1] +=`` goes through memory from one unrolled copy of the
body to the next and the loop is vectorised only behind run-time overlap checks (issue 20).

Each load and store through a pointer of a known class gets that class's scope and, as
``!noalias``, the scopes of the classes known apart from it (``tag``):

* a parameter's class (``passes.late_loads.param_classes``: Numba arrays checked pairwise
  disjoint at each call, ``Spec.disjoint``; ``noalias`` parameters of ``.ll`` input), apart
  from every other such class;
* the shadow of an array parameter of a front end's class, ``<class>.shadow``, apart from every
  class too only where the front end checked the shadows (``PassContext.shadows_disjoint``);
  other shadows and every parameter of no class are ``arg``: memory of the caller, which may
  overlap any other parameter's, apart from the tape only;
* the tape's records (results of ``__mpiad_tape_reserve``/``__mpiad_tape_release``): memory
  that only this sweep's records reach, apart from everything else.

Pointers derived from several classes (a select of two arrays), loaded from memory other than
the tape's records, or produced by calls have no class and stay untagged, as do calls (the MPI
runtime reaches buffers through pointers it stored). Scopes of ``noalias`` parameters hold
during one call only: they are declared (``llvm.experimental.noalias.scope.decl``) so that
LLVM renames them where it copies the body (inlining, unrolling a loop around a call). The
reverse sweep keeps a ``noalias`` class only where it does not write through it (the
parameter's promise covers what the primal does, not what the reverse sweep might add).
``MPIAD_SCOPES=0`` turns the tagging off (for benchmarks that compare).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ..ir.instructions import Alloca, Arg, Call, Cast, GetElementPtr, Load, Phi, Select, Store
from ..ir.module import Function, Module
from ..ir.parser import parse_module
from ..ir.types import VOID, SimpleType
from ..ir.values import GlobalRef, LocalRef, MetadataRef
from ..late_loads import param_classes
from .checkpoint_scopes import scope_lists

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ReverseSweep

TAPE = "tape"
#: a parameter of no class (or a shadow not checked apart): apart from the tape only
LOOSE = "arg"
_ALIAS_KINDS = ("alias.scope", "noalias")
_TAPE_CALLS = ("__mpiad_tape_reserve", "__mpiad_tape_release", "__mpiad_tape_at")
_DECL = "llvm.experimental.noalias.scope.decl"
_BOTTOM = ""  # no class: derived from several, or from something unknown


def scopes_enabled() -> bool:
    """``MPIAD_SCOPES=0`` leaves the sweeps without scope metadata (benchmarks compare)."""
    return os.environ.get("MPIAD_SCOPES", "1") != "0"


def tag_taped_pair(rf: ReverseSweep) -> None:
    """Tag the accesses of ``rf``'s augmented and reverse functions (module docstring)."""
    if not scopes_enabled():
        return
    ctx, src, pair = rf.ctx, rf.src, rf.pair
    exact = param_classes(ctx, src)
    roots: dict[str, str] = {}
    params = iter(pair.aug.params[1:])  # after the tape
    for p, act in zip(src.params, pair.sig.acts):
        q = next(params)
        c = exact.get(p.name) if p.name else None
        if q.type.is_pointer and q.name:
            roots[q.name] = c or LOOSE
        if act == "dup":
            d = next(params)
            if d.type.is_pointer and d.name:
                # the front end checked its arrays' shadows, not those of noalias parameters
                known = ctx.shadows_disjoint and c is not None and c != "meminfo" and \
                    not c.startswith("noalias.")  # fmt: skip
                roots[d.name] = f"{c}.shadow" if known else LOOSE
    loose = {LOOSE}
    declared = {c for c in roots.values() if c.startswith("noalias.")}
    aug_of = classes_of(pair.aug, roots)
    tag(rf.module, pair.aug, aug_of, loose, declared)
    rev_roots = {q.name: roots[q.name] for q in pair.rev.params if q.name in roots}
    for name, origin in rf.origin.items():
        while origin not in aug_of and origin in rf.origin:
            origin = rf.origin[origin]
        c = aug_of.get(origin, _BOTTOM)
        if c and c != TAPE:
            rev_roots[name] = c
    rev_of = classes_of(pair.rev, rev_roots)
    # a noalias parameter promises nothing of writes only the reverse sweep makes
    written = {
        rev_of[i.ptr.value.name]
        for i in pair.rev.instructions()
        if type(i) is Store and isinstance(i.ptr.value, LocalRef) and i.ptr.value.name in rev_of
    }
    rev_of = {n: c for n, c in rev_of.items() if not (c.startswith("noalias.") and c in written)}
    tag(rf.module, pair.rev, rev_of, loose, declared)


def classes_of(fn: Function, roots: dict[str, str]) -> dict[str, str]:
    """The class of each pointer of ``fn`` based on the ``roots`` (name -> class) or on a tape
    record: GEPs and casts of one, phis and selects whose operands all have one class (found
    optimistically, so a pointer stepped around a loop keeps its base's class)."""
    of: dict[str, str] = dict(roots)
    derived = []
    for inst in fn.instructions():
        if not inst.name or inst.name in roots:
            continue
        if isinstance(inst, Call):
            if inst.callee_name in _TAPE_CALLS:
                of[inst.name] = TAPE
        elif isinstance(inst, GetElementPtr):
            derived.append((inst.name, [inst.ptr.value]))
        elif isinstance(inst, Cast) and inst.opcode in ("bitcast", "addrspacecast"):
            derived.append((inst.name, [inst.operand.value]))
        elif isinstance(inst, Phi) and inst.type.is_pointer:
            derived.append((inst.name, [v for v, _ in inst.incoming]))
        elif isinstance(inst, Select) and inst.type.is_pointer:
            derived.append((inst.name, [inst.a.value, inst.b.value]))
    ops_of = dict(derived)
    users: dict[str, list[str]] = {}
    for name, ops in derived:
        for v in ops:
            if isinstance(v, LocalRef) and v.name in ops_of:
                users.setdefault(v.name, []).append(name)
    # a worklist: each value's class only goes down (unknown, a class, none), so each is
    # visited a bounded number of times (a large reverse sweep lists uses before definitions)
    work = [n for n, _ in derived]
    while work:
        name = work.pop()
        got: set[str] = set()
        for v in ops_of[name]:
            if isinstance(v, LocalRef) and v.name in of:
                got.add(of[v.name])
            elif not (isinstance(v, LocalRef) and v.name in ops_of):
                got.add(_BOTTOM)  # a constant, an argument of no class, a loaded pointer
        new = got.pop() if len(got) == 1 else (_BOTTOM if got else None)
        if new is not None and of.get(name) != new:
            of[name] = new
            work.extend(users.get(name, ()))
    return {n: c for n, c in of.items() if c != _BOTTOM}


def tag(
    module: Module,
    fn: Function,
    of: dict[str, str],
    loose: set[str],
    declared: set[str],
) -> None:
    """Tag the plain loads and stores of ``fn`` through pointers of a class (``of``: name ->
    class, ``classes_of``) with one scope per class (a fresh domain) and, as ``!noalias``, the
    scopes of the classes apart from it: two classes are apart unless one is ``loose``; the
    tape is apart from all. Classes in ``declared`` get a scope declaration at the entry."""
    todo = []
    for inst in fn.instructions():
        if isinstance(inst, (Load, Store)) and not inst.flags and not inst.ordering:
            p = inst.ptr.value
            if isinstance(p, LocalRef) and p.name in of and \
                    not any(k in _ALIAS_KINDS for k, _ in inst.metadata):  # fmt: skip
                todo.append((inst, of[p.name]))
    used = sorted({c for _, c in todo})

    def apart(c: str, d: str) -> bool:
        return c != d and (TAPE in (c, d) or (c not in loose and d not in loose))

    used = [c for c in used if any(apart(c, d) for d in used)]
    if not used:
        return
    scope, own, others = scope_lists(module, used, apart)
    for inst, c in todo:
        if c in scope:
            inst.metadata = list(inst.metadata) + [
                ("alias.scope", f"!{own[c]}"),
                ("noalias", f"!{others[c]}"),
            ]
    decls = [c for c in used if c in declared]
    if decls:
        _declare(module)
        entry = fn.blocks[0].instructions
        at = next((k for k, i in enumerate(entry) if not isinstance(i, Alloca)), len(entry))
        entry[at:at] = [
            Call(
                ret=VOID,
                callee=GlobalRef(_DECL),
                args=[Arg(SimpleType("metadata"), MetadataRef(f"!{own[c]}"))],
            )
            for c in decls
        ]


def _declare(module: Module) -> None:
    if _DECL not in module.functions:
        m = parse_module(f"declare void @{_DECL}(metadata)", "<mpiad scope declaration>")
        module.add(m.functions[_DECL])
