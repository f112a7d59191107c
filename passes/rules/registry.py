"""The rule tables: one entry per differentiable thing, looked up by opcode or function name.

Adding support for a new instruction, intrinsic, libm or MPI function means adding one rule unit
(see ``protocol.py``) with one ``@register_*`` line; the drivers never grow an
``if name == ...`` chain. A name registered twice is an error at import time: the table must say
exactly one thing about each name.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ir.instructions import Call
from .protocol import Rule

OPCODE_RULES: dict[str, Rule] = {}
CALL_RULES: dict[str, Rule] = {}
#: callee name -> (the table key it was found under, its rule), as ``call_rule_for`` found it
#: (None, None: no rule): the drivers ask for every call, and an intrinsic's name takes a few
#: lookups (``llvm.sin.f64`` -> ``llvm.sin``)
_FOUND: dict[str, tuple[str | None, Rule | None]] = {}


def _register(table: dict[str, Rule], kind: str, names: tuple[str, ...]) -> Callable:
    def deco(cls: type[Rule]) -> type[Rule]:
        for n in names:
            if n in table:
                raise RuntimeError(
                    f"mpiad: the {kind} {n!r} has two rules ({type(table[n]).__name__} and "
                    f"{cls.__name__}); remove one"
                )
            rule = cls()
            rule.name = n
            table[n] = rule
        _FOUND.clear()
        return cls

    return deco


def register_opcode(*opcodes: str) -> Callable:
    return _register(OPCODE_RULES, "opcode", opcodes)


def register_call(*names: str) -> Callable:
    return _register(CALL_RULES, "function", names)


#: the tape's typed helpers (``__mpiad_push_f64`` ...: ``passes/tape.py``), looked up as
#: ``__mpiad_push`` ...
TAPE_HELPERS = ("__mpiad_push_", "__mpiad_pop_", "__mpiad_peek_")


def canonical_call_name(name: str) -> str:
    """PMPI_X is MPI_X; intrinsic suffixes are dropped by the lookup below."""
    if name.startswith("PMPI_"):
        return name[1:]
    return name


def call_rule_for(inst: Call) -> Rule | None:
    name = inst.callee_name
    if name is None:
        return None
    got = _FOUND.get(name)
    # (a table entry replaced since, as the robustness checker's sabotage does, is looked up
    # again)
    if got is None or (got[0] is not None and CALL_RULES.get(got[0]) is not got[1]):
        got = _FOUND[name] = _lookup(name)
    return got[1]


def _lookup(name: str) -> tuple[str | None, Rule | None]:
    name = canonical_call_name(name)
    rule = CALL_RULES.get(name)
    if rule is not None:
        return name, rule
    if name.startswith(TAPE_HELPERS):  # one rule per helper, whatever the value's type
        key = name[: name.index("_", len("__mpiad_"))]
        rule = CALL_RULES.get(key)
        if rule is not None:
            return key, rule
    if name.startswith("llvm."):
        parts = name.split(".")
        for k in range(len(parts) - 1, 1, -1):
            key = ".".join(parts[:k])
            rule = CALL_RULES.get(key)
            if rule is not None:
                return key, rule
    return None, None


def opcode_rule(op: str) -> Rule | None:
    return OPCODE_RULES.get(op)
