"""MPI ABI tables: handle types and the values of predefined handles, for MPICH and Open MPI.

MPICH (what the `mpich` wheel is) uses integer handles: ``MPI_SUM`` is the i32 0x58000003.
Open MPI uses pointers to globals: ``MPI_SUM`` is ``@ompi_mpi_op_sum``. The ABI of a module is read
off the module (references to ``ompi_mpi_*`` globals mean Open MPI); callers may override it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.module import Module
from ..ir.values import GlobalRef, IntConst, Value


@dataclass(frozen=True)
class ABI:
    name: str
    handle_is_pointer: bool
    request_bytes: int
    status_bytes: int
    status_source_offset: int
    status_tag_offset: int
    ops: dict  # 'sum' -> int value (MPICH) or global name (Open MPI)
    datatypes: dict  # 'double' -> ...
    misc: dict

    def op_name(self, v: Value) -> str | None:
        """'sum', 'prod', ... for a handle written as a constant or a global's address."""
        return self._name_of(self.ops, v)

    def datatype_name(self, v: Value) -> str | None:
        return self._name_of(self.datatypes, v)

    def _name_of(self, table: dict, v: Value) -> str | None:
        for k, h in table.items():
            if self.handle_is_pointer and isinstance(v, GlobalRef) and v.name == h:
                return k
            # an i32 handle above 2^31 (MPI_DOUBLE_INT: 0x8c000001) is written negative in IR
            if not self.handle_is_pointer and isinstance(v, IntConst) and v.value % 2**32 == h:
                return k
        return None


MPICH = ABI(
    name="mpich",
    handle_is_pointer=False,
    request_bytes=4,
    status_bytes=20,
    status_source_offset=8,
    status_tag_offset=12,
    ops={
        "max": 0x58000001,
        "min": 0x58000002,
        "sum": 0x58000003,
        "prod": 0x58000004,
        "land": 0x58000005,
        "band": 0x58000006,
        "lor": 0x58000007,
        "bor": 0x58000008,
        "lxor": 0x58000009,
        "bxor": 0x5800000A,
        "minloc": 0x5800000B,
        "maxloc": 0x5800000C,
        "replace": 0x5800000D,
        "no_op": 0x5800000E,
    },
    datatypes={
        "double": 0x4C00080B,
        "float": 0x4C00040A,
        "int": 0x4C000405,
        "long": 0x4C000807,
        "char": 0x4C000101,
        "double_int": 0x8C000001,
        "2double_precision": 0x4C001023,
        "float_int": 0x8C000000,
        "long_double": 0x4C00100C,
    },
    misc={
        "comm_world": 0x44000000,
        "comm_self": 0x44000001,
        "comm_null": 0x04000000,
        "request_null": 0x2C000000,
        "any_source": -2,
        "any_tag": -1,
        "proc_null": -1,
        "in_place": -1,
        "status_ignore": 1,
    },
)

OPENMPI = ABI(
    name="openmpi",
    handle_is_pointer=True,
    request_bytes=8,
    status_bytes=24,
    status_source_offset=0,
    status_tag_offset=4,
    ops={
        k: f"ompi_mpi_op_{k}"
        for k in (
            "max",
            "min",
            "sum",
            "prod",
            "land",
            "band",
            "lor",
            "bor",
            "lxor",
            "bxor",
            "minloc",
            "maxloc",
            "replace",
            "no_op",
        )
    },
    datatypes={
        "double": "ompi_mpi_double",
        "float": "ompi_mpi_float",
        "int": "ompi_mpi_int",
        "long": "ompi_mpi_long",
        "char": "ompi_mpi_char",
        "double_int": "ompi_mpi_double_int",
        "2double_precision": "ompi_mpi_2dblprec",
        "float_int": "ompi_mpi_float_int",
        "long_double": "ompi_mpi_long_double",
    },
    misc={
        "comm_world": "ompi_mpi_comm_world",
        "comm_self": "ompi_mpi_comm_self",
        "comm_null": "ompi_mpi_comm_null",
        "request_null": "ompi_request_null",
        "any_source": -1,
        "any_tag": -1,
        "proc_null": -2,
        "in_place": 1,
        "status_ignore": 0,
    },
)

ABIS = {"mpich": MPICH, "openmpi": OPENMPI}

FLOAT_DATATYPES = {"double", "float"}
#: (value, location) pairs whose value carries a derivative under MPI_MINLOC / MPI_MAXLOC
PAIR_DATATYPES = {"double_int", "2double_precision"}


def detect(module: Module, override: str | None = None) -> ABI:
    """``override`` if given, else Open MPI if the module refers to any ompi_* global or
    function, MPICH otherwise."""
    if override:
        return ABIS[override]
    for name in list(module.globals) + list(module.functions):
        if name.startswith("ompi_"):
            return OPENMPI
    return MPICH
