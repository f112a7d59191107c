"""MPI ABI tables: handle types and the values of predefined handles, for the three ABI families.

MPICH's ABI (the `mpich` wheel, Intel MPI, Cray MPICH, MVAPICH) uses integer handles: ``MPI_SUM``
is the i32 0x58000003. Open MPI uses pointers to globals: ``MPI_SUM`` is ``@ompi_mpi_op_sum``. The
MPI-5 standard ABI (``mpi_abi.h``, ``libmpi_abi.so``) uses pointer handles with fixed small values:
``MPI_SUM`` is ``inttoptr (i64 33 to ptr)``. The ABI of a module is read off the module
(:func:`detect`); callers may override it; a module that shows two families is refused.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from ..errors import UnsupportedError
from ..ir.module import Module
from ..ir.types import IntType
from ..ir.values import ConstExpr, GlobalRef, IntConst, Value
from .signatures import handle_params


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
    #: pointer handles with fixed integer values (the standard ABI: ``inttoptr (i64 33 to ptr)``)
    fixed_pointers: bool = False

    def handle_value(self, v: Value) -> int | str | None:
        """What a handle operand is in this ABI's tables: the integer of MPICH's i32 constant or
        of the standard ABI's ``inttoptr`` constant, the name of Open MPI's global; else None."""
        if self.fixed_pointers:
            return _inttoptr_value(v)
        if self.handle_is_pointer:
            return v.name if isinstance(v, GlobalRef) else None
        # an i32 handle above 2^31 (MPI_DOUBLE_INT: 0x8c000001) is written negative in IR
        return v.value % 2**32 if isinstance(v, IntConst) else None

    def op_name(self, v: Value) -> str | None:
        """'sum', 'prod', ... for a handle written as a constant or a global's address."""
        h = self.handle_value(v)
        return next((k for k, x in self.ops.items() if x == h), None) if h is not None else None

    def datatype_name(self, v: Value) -> str | None:
        h = self.handle_value(v)
        return (
            next((k for k, x in self.datatypes.items() if x == h), None) if h is not None else None
        )


def _inttoptr_value(v: Value) -> int | None:
    """N for the constant ``inttoptr (iK N to ptr)``."""
    if isinstance(v, ConstExpr) and v.opcode == "inttoptr" and v.operands:
        inner = v.operands[0].value
        if isinstance(inner, IntConst):
            return inner.value
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

STANDARD = ABI(
    name="standard",
    handle_is_pointer=True,
    fixed_pointers=True,
    request_bytes=8,
    status_bytes=32,
    status_source_offset=0,
    status_tag_offset=4,
    ops={
        "max": 0x23,
        "min": 0x22,
        "sum": 0x21,
        "prod": 0x24,
        "land": 0x30,
        "band": 0x28,
        "lor": 0x31,
        "bor": 0x29,
        "lxor": 0x32,
        "bxor": 0x2A,
        "minloc": 0x38,
        "maxloc": 0x39,
        "replace": 0x3C,
        "no_op": 0x3D,
    },
    datatypes={
        "double": 0x214,
        "float": 0x210,
        "int": 0x209,
        "long": 0x20A,
        "char": 0x243,
        "double_int": 0x229,
        "2double_precision": 0x231,
        "float_int": 0x228,
        "long_double": 0x220,
    },
    misc={
        "comm_world": 0x101,
        "comm_self": 0x102,
        "comm_null": 0x100,
        "request_null": 0x180,
        "any_source": -1,
        "any_tag": -2,
        "proc_null": -3,
        "in_place": 1,
        "status_ignore": 0,
    },
)

ABIS = {"mpich": MPICH, "openmpi": OPENMPI, "standard": STANDARD}

FLOAT_DATATYPES = {"double", "float"}
#: (value, location) pairs whose value carries a derivative under MPI_MINLOC / MPI_MAXLOC
PAIR_DATATYPES = {"double_int", "float_int", "2double_precision"}

_FAMILY_TITLE = {
    "mpich": "MPICH's ABI",
    "openmpi": "Open MPI",
    "standard": "the MPI-5 standard ABI",
}

#: id(module) -> (weak reference to it, its family): detection reads every instruction once
_detected: dict[int, tuple[weakref.ref, str]] = {}


def evidence(module: Module) -> dict[str, str]:
    """For each ABI family the module shows signs of, the first sign: a reference to an
    ``ompi_*`` symbol (Open MPI); an MPI function declared with an ``i32`` handle (MPICH's ABI)
    or a pointer one (Open MPI or the standard ABI); a handle argument ``inttoptr (i64 N to
    ptr)`` with a standard ABI value, or ``MPI_Abi_get_version`` (the standard ABI)."""
    found: dict[str, str] = {}
    for name in list(module.globals) + list(module.functions):
        if name.startswith("ompi_"):
            found.setdefault("openmpi", f"@{name}")
        elif name == "MPI_Abi_get_version":
            found.setdefault("standard", f"@{name}")
    pointer_sign = None
    for name, fn in module.functions.items():
        positions = handle_params(name)
        for i in positions:
            if i >= len(fn.params):
                continue
            t = fn.params[i].type
            if isinstance(t, IntType):
                found.setdefault("mpich", f"@{name}'s parameter {i + 1} is an i{t.bits} handle")
            elif t.is_pointer and pointer_sign is None:
                pointer_sign = f"@{name}'s parameter {i + 1} is a pointer handle"
    for fn in module.defined_functions():
        for inst in fn.instructions():
            positions = handle_params(getattr(getattr(inst, "callee", None), "name", ""))
            if not positions:
                continue
            for i in positions:
                if i < len(inst.args):
                    v = _inttoptr_value(inst.args[i].value)
                    if v is not None and 0x20 <= v < 0x400:
                        found.setdefault(
                            "standard",
                            f"a call to @{inst.callee.name} passes the handle {v:#x} "
                            "(inttoptr constant)",
                        )
    if pointer_sign and "openmpi" not in found and "standard" not in found:
        found["pointer"] = pointer_sign
    return found


def detect(module: Module, override: str | None = None) -> ABI:
    """``override`` if given, else the family the module shows (:func:`evidence`; pointer
    handles with nothing more specific are taken as Open MPI's, no sign at all as MPICH's).
    A module with signs of two families is refused: it was compiled against two ``mpi.h``."""
    hit = _detected.get(id(module))
    if hit is not None and hit[0]() is module:
        fam = hit[1]
    else:
        ev = evidence(module)
        pointer = ev.pop("pointer", None)
        if len(ev) > 1:
            (a, why_a), (b, why_b) = list(ev.items())[:2]
            raise UnsupportedError(
                f"the module mixes MPI ABI families: {why_a} ({_FAMILY_TITLE[a]}), but {why_b} "
                f"({_FAMILY_TITLE[b]}); compile all of it against one MPI's mpi.h"
            )
        if pointer and "mpich" in ev:
            raise UnsupportedError(
                f"the module mixes MPI ABI families: {ev['mpich']} (MPICH's ABI), but {pointer}; "
                "compile all of it against one MPI's mpi.h"
            )
        fam = next(iter(ev), "openmpi" if pointer else "mpich")
        _detected[id(module)] = (weakref.ref(module), fam)
        weakref.finalize(module, _detected.pop, id(module), None)
    if override:
        return ABIS[override]
    return ABIS[fam]
