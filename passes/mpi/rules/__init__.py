"""MPI rule units, one module per family of calls (point to point, nonblocking, collectives,
reductions, calls without derivative); ``common`` holds what they share. Importing this package
registers them all (a new unit is a new file)."""

from __future__ import annotations

from ...rules._loader import load_units
from . import fortran, large_count, refused, rma

load_units(__name__, __path__)
# what follows from every unit's signatures: the Fortran names (the one-sided ones without a
# lowered binding refused), the large-count forms lowered, those refused
fortran.register_bindings()
rma.register_fortran_refusals(fortran.FORTRAN_TO_C)
large_count.register_forms()
refused.register_large_count()
