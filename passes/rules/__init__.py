"""Derivative rules. Importing this package fills the tables in ``registry``."""
from . import registry  # noqa: F401
from . import arith, casts, control, aggregate, memory, math, inactive, reductions  # noqa: F401
from . import numba_rt  # noqa: F401,E402 - after inactive: NRT allocation/refcount rules win
from ..mpi import rules as _mpi_rules  # noqa: F401,E402
