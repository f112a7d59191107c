"""Derivative rules. Importing this package fills the tables in ``registry`` with every unit of
this package (each module here is a rule unit, imported below, so a new unit needs no line
anywhere else). MPI units live in ``passes.mpi.rules``; ``passes.rulebook`` loads both."""

from __future__ import annotations

from ._loader import load_units

load_units(__name__, __path__)
