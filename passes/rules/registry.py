"""The rule tables: one entry per differentiable thing, looked up by opcode or function name.

A rule unit is a class with ``forward`` (tangent) and ``reverse`` (adjoint) side by side, plus
``activity`` for calls (how the call moves activity between its arguments and result). Adding
support for a new instruction, intrinsic, libm or MPI function means adding one unit and one
``@register_*`` line; generators never grow an ``if name == ...`` chain.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..ir.instructions import Call
    from ..ir.module import Module

OPCODE_RULES: dict[str, "Rule"] = {}
CALL_RULES: dict[str, "Rule"] = {}


class Rule:
    """Base of all rule units. ``name`` is what the rule is registered under."""

    name = "?"
    #: the rule emits its own version of the primal instruction (calls into derivative code)
    replaces_primal = False

    def activity(self, act, inst) -> bool:
        """Propagate activity for a call; default: result varied if any argument is."""
        if any(act.is_varied(a.value) for a in inst.args):
            return act._mark(inst, not inst.type.is_void and act_differentiable(act, inst.type))
        return False

    def forward(self, g, inst) -> None:
        raise NotImplementedError(self.name)

    def reverse(self, g, inst) -> None:
        raise NotImplementedError(self.name)


def act_differentiable(act, ty) -> bool:
    from ..activity import floatish

    return floatish(ty, act.module)


def register_opcode(*opcodes: str):
    def deco(cls):
        for op in opcodes:
            inst = cls()
            inst.name = op
            OPCODE_RULES[op] = inst
        return cls
    return deco


def register_call(*names: str):
    def deco(cls):
        for n in names:
            inst = cls()
            inst.name = n
            CALL_RULES[n] = inst
        return cls
    return deco


def canonical_call_name(name: str) -> str:
    """PMPI_X is MPI_X; intrinsic suffixes are dropped by the lookup below."""
    if name.startswith("PMPI_"):
        return name[1:]
    return name


def call_rule_for(module: "Module", inst: "Call") -> "Rule | None":
    name = inst.callee_name
    if name is None:
        return None
    name = canonical_call_name(name)
    rule = CALL_RULES.get(name)
    if rule is not None:
        return rule
    if name.startswith("llvm."):
        parts = name.split(".")
        for k in range(len(parts) - 1, 1, -1):
            rule = CALL_RULES.get(".".join(parts[:k]))
            if rule is not None:
                return rule
    return None


def opcode_rule(op: str) -> "Rule | None":
    return OPCODE_RULES.get(op)
