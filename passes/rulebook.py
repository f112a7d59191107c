"""The complete rule tables: every rule unit of ``passes.rules`` and ``passes.mpi.rules``
registered. The analyses and drivers look rules up through this module, so that the tables are
full whichever of them is imported first."""

from __future__ import annotations

from . import rules as _rules  # noqa: F401 - registers the instruction, math and memory units
from .mpi import rules as _mpi_rules  # noqa: F401 - registers the MPI units
from .rules import registry
from .rules.registry import call_rule_for, canonical_call_name, opcode_rule

__all__ = ["registry", "call_rule_for", "canonical_call_name", "opcode_rule"]
