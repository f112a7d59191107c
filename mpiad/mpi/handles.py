"""MPI handles inside Numba kernels: communicators, ops and datatypes as Numba types, the
constants kernels use (ranks, tags, ops, request types), and how a handle becomes an operand of
the generated code under each ABI family (MPICH's integers, Open MPI's and the MPI-5 standard
ABI's pointers). Everything else in ``mpiad.mpi`` is built on these."""

from __future__ import annotations

from enum import IntEnum

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.core.imputils import lower_constant
from numba.core.typing.typeof import Purpose
from numba.extending import NativeValue, models, register_model, typeof_impl, unbox

from mpiad_passes.mpi.abi import ABIS

from ..mpilib import family, load_libmpi, predefined_symbol
from .request_null import RequestNull
from .typemaps import layout_text, struct_layout

load_libmpi()
from mpi4py import MPI  # noqa: E402

_I32 = ir.IntType(32)
_I64 = ir.IntType(64)
_VOIDPTR = cgutils.voidptr_t


#: ABI family of the MPI that mpi4py uses (mpiad.mpilib.family): how handles look in the IR
FAMILY = family()
#: handles are pointers (Open MPI: addresses of ompi_mpi_* globals; the MPI-5 standard ABI: fixed
#: small values, written ``inttoptr (i64 N to ptr)``) rather than MPICH's ints
_POINTER_HANDLES = FAMILY != "mpich"
#: the LLVM type of a communicator, datatype or op handle
_H = _VOIDPTR if _POINTER_HANDLES else _I32


COMM_WORLD_HANDLE = MPI._handleof(MPI.COMM_WORLD)
ANY_SOURCE = MPI.ANY_SOURCE
ANY_TAG = MPI.ANY_TAG
PROC_NULL = MPI.PROC_NULL
#: MPICH's ABI: the integer constant; Open MPI: the address of @ompi_request_null, which kernels
#: refer to by name (a RequestNull), as they refer to the other predefined handles
REQUEST_NULL: int = MPI._handleof(MPI.REQUEST_NULL)
if _POINTER_HANDLES and predefined_symbol(MPI.REQUEST_NULL) is not None:
    REQUEST_NULL = RequestNull(REQUEST_NULL, predefined_symbol(MPI.REQUEST_NULL))
UNDEFINED = MPI.UNDEFINED
#: dtype of request arrays: MPI_Request is a 32-bit int under MPICH's ABI, a pointer otherwise
RequestType = np.int32 if MPI._sizeof(MPI.Request) == 4 else np.int64
_REQUEST_NB = types.int32 if RequestType is np.int32 else types.int64
#: MPI_STATUS_IGNORE / MPI_STATUSES_IGNORE: (MPI_Status *)1 under MPICH's ABI, NULL in Open MPI
_STATUS_IGNORE = 1 if FAMILY == "mpich" else 0


class Operator(IntEnum):
    """Reduction operators. Under MPICH's ABI the values are the handles (constants of the ABI);
    under pointer handles they are small codes, turned into ``@ompi_mpi_op_*`` references where
    code is generated (``_op_value``): addresses differ between processes, and the disk cache
    keys these values."""

    MAX = 1 if _POINTER_HANDLES else MPI._handleof(MPI.MAX)
    MIN = 2 if _POINTER_HANDLES else MPI._handleof(MPI.MIN)
    SUM = 3 if _POINTER_HANDLES else MPI._handleof(MPI.SUM)
    PROD = 4 if _POINTER_HANDLES else MPI._handleof(MPI.PROD)


#: Operator member -> the mpi4py op
_MPI_OPS = {
    Operator.MAX: MPI.MAX,
    Operator.MIN: MPI.MIN,
    Operator.SUM: MPI.SUM,
    Operator.PROD: MPI.PROD,
}


SUM, PROD, MIN, MAX = Operator.SUM, Operator.PROD, Operator.MIN, Operator.MAX


class RmaOperator(IntEnum):
    """The ops of one-sided accumulation only (``mpi.accumulate``, ``mpi.raccumulate``): a type
    of their own, so that a reduction cannot be given one. Codes as :class:`Operator`'s."""

    REPLACE = 7 if _POINTER_HANDLES else MPI._handleof(MPI.REPLACE)
    NO_OP = 8 if _POINTER_HANDLES else MPI._handleof(MPI.NO_OP)


REPLACE, NO_OP = RmaOperator.REPLACE, RmaOperator.NO_OP
_MPI_OPS.update({RmaOperator.REPLACE: MPI.REPLACE, RmaOperator.NO_OP: MPI.NO_OP})


class LocOperator(IntEnum):
    """MINLOC / MAXLOC: reduce (value, location) pairs: float64 arrays of pairs
    (MPI_2DOUBLE_PRECISION) or record arrays of MPI's pair layouts (:func:`_pair_datatype`); a
    type of their own, so that the datatype is chosen when typing."""

    MINLOC = 5 if _POINTER_HANDLES else MPI._handleof(MPI.MINLOC)
    MAXLOC = 6 if _POINTER_HANDLES else MPI._handleof(MPI.MAXLOC)


MINLOC, MAXLOC = LocOperator.MINLOC, LocOperator.MAXLOC
_MPI_OPS.update({LocOperator.MINLOC: MPI.MINLOC, LocOperator.MAXLOC: MPI.MAXLOC})
#: MPI_2DOUBLE_PRECISION (mpi4py does not name it): MPICH's handle, Open MPI's global
_TWO_DOUBLE_PRECISION = ABIS[FAMILY].datatypes["2double_precision"]
#: record layouts of MINLOC / MAXLOC pairs whose value carries a derivative: ((value type,
#: location type), location offset, record size) -> the MPI pair datatype (the C struct
#: ``{double v; int i;}`` for MPI_DOUBLE_INT, ``{float v; int i;}`` for MPI_FLOAT_INT)
_PAIR_RECORDS = {
    (("float64", "int32"), 8, 16): ABIS[FAMILY].datatypes["double_int"],
    (("float64", "float64"), 8, 16): _TWO_DOUBLE_PRECISION,
    (("float32", "int32"), 4, 8): ABIS[FAMILY].datatypes["float_int"],
}
_PAIR_LAYOUTS = (
    "a float64 array of (value, location) pairs, or a record array of dtype "
    "np.dtype([('v', 'f8'), ('i', 'i4')], align=True) (MPI_DOUBLE_INT), "
    "np.dtype([('v', 'f4'), ('i', 'i4')]) (MPI_FLOAT_INT) or "
    "np.dtype([('v', 'f8'), ('i', 'f8')]) (MPI_2DOUBLE_PRECISION)"
)


def _record_text(rec) -> str:
    """A Numba record type as the NumPy dtype a user writes."""
    fields = ", ".join(f"('{n}', '{t}')" for n, (t, _off) in _record_fields(rec))
    return f"np.dtype([{fields}]{', align=True' if rec.aligned else ''}) ({rec.size} bytes)"


def _record_fields(rec) -> list:
    """``[(name, (type text, offset)), ...]`` of a Numba record type, by offset."""
    fields = ((n, (str(f.type), f.offset)) for n, f in rec.fields.items())
    return sorted(fields, key=lambda kv: kv[1][1])


def _pair_datatype(dt):
    """The MPI pair datatype of a record dtype whose layout is one of MPI's (value, location)
    pairs with a float64 or float32 value, or None. A value at offset 0 and a location at 8 in
    a 16-byte record: the layout of ``struct {double v; int i;}`` that MPI_DOUBLE_INT describes;
    at 4 in an 8-byte one: ``struct {float v; int i;}``, MPI_FLOAT_INT."""
    fields = _record_fields(dt)
    if len(fields) != 2:
        return None
    (_, (tv, ov)), (_, (ti, oi)) = fields
    if ov != 0:
        return None
    return _PAIR_RECORDS.get(((tv, ti), oi, dt.size))


def _reduction_datatype(data, op) -> tuple[int, bool]:
    """The datatype handle of a reduction's data, and whether its elements are counted two by
    two (MINLOC / MAXLOC on a float64 array of pairs; a record array counts its records)."""
    dt = data.dtype if isinstance(data, types.Array) else data
    if isinstance(op, types.IntEnumMember) and op.instance_class is LocOperator:
        if dt == types.float64:
            return _TWO_DOUBLE_PRECISION, True
        pair = _pair_datatype(dt) if isinstance(dt, types.Record) else None
        if pair is None:
            got = _record_text(dt) if isinstance(dt, types.Record) else str(dt)
            raise numba.core.errors.TypingError(
                f"mpiad.mpi: MINLOC / MAXLOC reduce {_PAIR_LAYOUTS}; got {got} (other pair "
                "layouts are not supported)"
            )
        return pair, False
    if isinstance(dt, types.Record):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: a record array ({_record_text(dt)}) is reduced with MINLOC / MAXLOC "
            f"only, as {_PAIR_LAYOUTS}"
        )
    return _dtype_handle(data), False


#: numpy dtype -> the mpi4py datatype that describes it
_MPI_DATATYPES = {
    np.dtype(np.float64): MPI.DOUBLE,
    np.dtype(np.float32): MPI.FLOAT,
    np.dtype(np.int32): MPI.INT,
    np.dtype(np.int64): MPI.INT64_T,
    np.dtype(np.uint8): MPI.UNSIGNED_CHAR,
    np.dtype(np.bool_): MPI.C_BOOL,
}
#: numpy dtype -> MPI datatype handle (MPICH's ABI) or the name of its global (Open MPI)
_DATATYPES = {k: predefined_symbol(v) or MPI._handleof(v) for k, v in _MPI_DATATYPES.items()}


# -- communicators and ops as Numba types ------------------------------------------------------
class CommType(types.Type):
    """An mpi4py communicator inside a kernel: its MPI handle (an i32 under MPICH's ABI, a
    pointer under Open MPI's)."""

    def __init__(self):
        super().__init__(name="MPIComm")


class OpType(types.Type):
    """An mpi4py reduction op inside a kernel: its MPI handle."""

    def __init__(self):
        super().__init__(name="MPIOp")


class DatatypeType(types.Type):
    """An mpi4py datatype inside a kernel: its MPI handle; ``element`` is the NumPy dtype name of
    its basic elements (None: mixed, or none that mpiad.mpi knows); ``layout``, for a datatype
    with a struct in it, its extent and type map (typemaps.struct_layout), checked against the
    record array it describes (in the type's name: one compile per type map)."""

    def __init__(self, element: str | None, layout: tuple | None = None):
        self.element = element
        self.layout = layout
        super().__init__(name=f"MPIDatatype({element}{layout_text(layout)})")


class GroupType(types.Type):
    """An mpi4py group inside a kernel (``MPI.Group``: the ranks of post-start-complete-wait
    synchronisation, ``mpiad.mpi.win_post`` / ``win_start``): its MPI handle."""

    def __init__(self):
        super().__init__(name="MPIGroup")


class WinType(types.Type):
    """An RMA window made inside a kernel (``mpiad.mpi.win_create``): its MPI handle."""

    def __init__(self):
        super().__init__(name="MPIWin")


comm_type = CommType()
op_type = OpType()
win_type = WinType()
group_type = GroupType()


@typeof_impl.register(MPI.Comm)
def _typeof_comm(val, c):
    return comm_type


@typeof_impl.register(MPI.Group)
def _typeof_group(val, c):
    return group_type


@typeof_impl.register(MPI.Op)
def _typeof_op(val, c):
    return op_type


@typeof_impl.register(MPI.Datatype)
def _typeof_datatype(val, c):
    """A datatype passed to a kernel is its handle, typed by the dtype of its basic elements
    (checked against the buffers it describes). A derived datatype read as a global is refused:
    its handle would become a constant of the code that names no known datatype, which the pass
    takes for data without derivatives."""
    if c.purpose is Purpose.constant and not val.is_predefined:
        raise ValueError(
            "mpiad.mpi: a derived mpi4py datatype read as a global cannot be used inside "
            "@mpiad.jit kernels; pass it to the kernel as an argument"
        )
    return DatatypeType(datatype_element(val), struct_layout(val))


def datatype_element(dt) -> str | None:
    """The NumPy dtype name of a datatype's basic elements (``"float64"`` for a vector of
    MPI_DOUBLE), or None when it mixes several or mpiad.mpi has no dtype for them."""
    found: set = set()
    _basic_elements(dt, found, 0)
    if len(found) != 1:
        return None
    return next(iter(found))


def _basic_elements(dt, found: set, depth: int) -> None:
    if dt.combiner == MPI.COMBINER_NAMED or dt.is_predefined:
        h = MPI._handleof(dt)
        name = next((str(k) for k, v in _MPI_DATATYPES.items() if MPI._handleof(v) == h), None)
        found.add(name)
        return
    if depth > 32:
        found.add(None)
        return
    for sub in dt.contents[3]:
        _basic_elements(sub, found, depth + 1)
        if not sub.is_predefined:
            sub.Free()


@register_model(CommType)
class _CommModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, _H)


@register_model(WinType)
class _WinModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, _H)


@register_model(GroupType)
class _GroupModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, _H)


@register_model(OpType)
class _OpModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, _H)


@register_model(DatatypeType)
class _DatatypeModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, _H)


def _unbox_handle(typ, obj, c):
    """Python -> native: ``obj.handle`` (mpi4py >= 4) as the ABI's handle type."""
    handle = c.pyapi.object_getattr_string(obj, "handle")
    value = cgutils.alloca_once_value(c.builder, ir.Constant(_I64, 0))
    with cgutils.if_likely(c.builder, cgutils.is_not_null(c.builder, handle)):
        # unsigned: mpi4py gives MPICH's negative int handles (0x84000000) as 2**64 - ...
        c.builder.store(c.pyapi.long_as_ulonglong(handle), value)
        c.pyapi.decref(handle)
    value = c.builder.load(value)
    is_error = cgutils.is_not_null(c.builder, c.pyapi.err_occurred())
    native = c.builder.inttoptr(value, _H) if _POINTER_HANDLES else c.builder.trunc(value, _I32)
    return NativeValue(native, is_error=is_error)


unbox(CommType)(_unbox_handle)
unbox(OpType)(_unbox_handle)
unbox(DatatypeType)(_unbox_handle)
unbox(GroupType)(_unbox_handle)


def _library_global(builder, name: str):
    """``@name``, a global of the MPI library (Open MPI's ``ompi_mpi_comm_world`` ...), declared
    in the module being built as C code compiled against ``mpi.h`` declares it."""
    gv = builder.module.globals.get(name)
    if gv is None:
        gv = ir.GlobalVariable(builder.module, ir.IntType(8), name)
        gv.linkage = "external"
    return builder.bitcast(gv, _VOIDPTR)


def _handle_constant(builder, pyval):
    """The handle of an mpi4py object as a constant of the code: MPICH's integer, or a reference
    to the library global it points at (a handle made at run time keeps its address: such code
    is only valid in this process, and the disk cache keys it by that address)."""
    if not _POINTER_HANDLES:
        return ir.Constant(_I32, MPI._handleof(pyval))
    name = predefined_symbol(pyval)
    if name is not None:
        return _library_global(builder, name)
    return ir.Constant(_I64, MPI._handleof(pyval)).inttoptr(_VOIDPTR)


@lower_constant(CommType)
def _const_comm(context, builder, ty, pyval):
    return _handle_constant(builder, pyval)


@lower_constant(OpType)
def _const_op(context, builder, ty, pyval):
    return _handle_constant(builder, pyval)


@lower_constant(GroupType)
def _const_group(context, builder, ty, pyval):
    return _handle_constant(builder, pyval)


@lower_constant(DatatypeType)
def _const_datatype(context, builder, ty, pyval):
    return _handle_constant(builder, pyval)


def _dtype_handle(ty) -> int:
    dt = ty.dtype if isinstance(ty, (types.Array, types.DType)) else ty
    if isinstance(dt, types.Record):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: no MPI datatype for the record array {_record_text(dt)}: record "
            f"arrays go to allreduce / reduce with MINLOC / MAXLOC only, as {_PAIR_LAYOUTS}"
        )
    try:
        return _DATATYPES[np.dtype(str(dt))]
    except (KeyError, TypeError, ValueError):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: no MPI datatype for {dt}; use float64, float32, int32, int64, uint8 or "
            "bool data"
        ) from None
