"""MPI rule units, one module per family of calls (point to point, nonblocking, collectives,
reductions, calls without derivative); ``common`` holds what they share. Importing this package
registers them all (a new unit is a new file)."""

from __future__ import annotations

from ...rules._loader import load_units
from . import fortran, refused

load_units(__name__, __path__)
# what follows from every unit's signatures: the Fortran names, the refused large-count forms
fortran.register_bindings()
refused.register_large_count()
