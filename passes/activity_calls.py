"""Activity through calls: what a call to a defined (or indirect) function does to activity.

A call is summarised: the callee is analysed once per activity signature of its arguments
(:func:`~mpiad_passes.activity.summarise_call`, memoised in the PassContext), and the summary
says which of the caller's pointers need shadows. Applying a summary at a call site is this
module's :class:`CallActivity` mixin; computing one needs a whole
:class:`~mpiad_passes.activity.Activity`, so the host provides it (``_summary``) and this module
stays below ``activity``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .activity_memory import PointerMemory
from .indirect import candidates, is_indirect
from .ir.instructions import Call
from .ir.values import KeywordConst
from .rulebook import registry
from .typeinfo import differentiable

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .ir.module import Function


@dataclass(frozen=True)
class CallSummary:
    """What a callee does with activity, for a call site: the parameters that carry active
    data (those the caller passes active, and every pointer parameter the callee writes active
    data through: its result slot, a scratch buffer it fills) and the parameters whose memory
    holds pointers the callee writes active data through (so the caller's pointers stored
    there need shadows)."""

    needs_shadow: frozenset[str]
    #: parameter -> byte offsets (None: any) of the pointers in its memory written through
    pointer_slots: dict
    #: parameter -> where the callee writes active data through it (for refusals)
    origins: dict = field(default_factory=dict)
    #: pointer parameters nothing writes active data through whose shadow the callee needs,
    #: each with where it merges them
    demanded: dict = field(default_factory=dict)


class CallActivity(PointerMemory):
    """The call-site half of :class:`~mpiad_passes.activity.Activity` (a mixin). The host
    provides the transfer functions it applies (``is_varied``, ``mark``, ``demand``,
    ``activate_memory``) and ``_summary(callee, acts, slots)``, the :class:`CallSummary` of a
    callee."""

    def call_shadows(self, inst: Call, callee: Function | None) -> list[bool]:
        """Per argument of a call to the defined function ``callee``: does it pass a shadow?
        A varied argument does; so does a null (or undef) pointer whose shadow the callee
        needs (it merges it with a pointer that has one, as Numba's copy of an array merges
        the ``parent`` of a fresh array, null, with its source's): its shadow is itself.
        ``callee`` None: an indirect call, whose candidates share one signature (varied
        arguments only)."""
        acts = [self.is_varied(a.value) for a in inst.args]
        if not any(acts) or callee is None:
            return acts
        summary = self._summary(callee, tuple(acts), self.slots_of_call(inst))
        need = summary.needs_shadow | set(summary.demanded)
        for k, a in enumerate(inst.args):
            if (
                not acts[k]
                and isinstance(a.value, KeywordConst)
                and a.type.is_pointer
                and k < len(callee.params)
                and callee.params[k].name in need
            ):
                acts[k] = True
        return acts

    def _visit_call(self, inst: Call) -> bool:
        rule = registry.call_rule_for(inst)
        if rule is not None:
            return rule.activity(self, inst)
        return self.visit_call_as(inst)

    def visit_call_as(self, inst: Call) -> bool:
        """Propagate activity through a call to a function defined in the module (or an
        unknown one): what a launcher's rule uses for the direct call its launch stands for.
        An indirect call may reach any of its candidates (``passes.indirect``): what each
        would write is applied (the union)."""
        any_arg = any(self.is_varied(a.value) for a in inst.args)
        changed = False
        name = inst.callee_name
        if any_arg and name is None and is_indirect(inst):
            callees = candidates(self.ctx, inst, self.fn)[0]
        else:
            callee = self.module.functions.get(name) if name else None
            callees = [callee] if callee is not None and not callee.is_declaration else []
        if any_arg:
            for callee in callees:
                changed |= self._apply_summary(inst, callee)
        if differentiable(inst.ret, self.module) and any_arg:
            changed |= self.mark(inst, True)
        return changed

    def _apply_summary(self, inst: Call, callee: Function) -> bool:
        """What defined ``callee``, called by ``inst``, writes active data through: the
        memory of those arguments needs a shadow."""
        changed = False
        acts = tuple(self.is_varied(a.value) for a in inst.args)
        summary = self._summary(callee, acts, self.slots_of_call(inst))
        for k, a in enumerate(inst.args):
            if not a.type.is_pointer:
                continue
            p = callee.params[k].name
            offsets = summary.pointer_slots.get(p)
            if offsets:
                slots = {
                    (r, None if o0 is None or o is None else o0 + o)
                    for r, o0 in self.slot_keys(a.value)
                    for o in offsets
                }
                if not slots <= self.pointer_slots:
                    self.pointer_slots |= slots
                    changed = True
            if p in summary.needs_shadow and (not acts[k] or self._launched_load(a.value)):
                # the callee writes active data through this argument: its memory needs a
                # shadow, wherever the pointer came from (an allocation, a stack slot it
                # was reloaded from at -O0, a result struct); a constant argument is left
                # for the callee's own analysis, whose refusal names the store. A pointer
                # loaded from active memory is varied whatever it points to: the slot it
                # was loaded from must be marked too, or the caller that stores it there
                # (an argument array of pointers, as Numba's gufuncs take) gives it no
                # shadow
                changed |= self.activate_memory(
                    a.value, inst, strict=False, inner=summary.origins.get(p)
                )
            if p in summary.demanded and not acts[k]:
                # the callee merges this pointer with one that has a shadow
                changed |= self.demand(a.value, inst, summary.demanded[p])
        return changed
