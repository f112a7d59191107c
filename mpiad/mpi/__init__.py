"""MPI inside Numba kernels, lowered to *named* MPI calls that mpiad differentiates.

Names and argument order follow the ``numba-mpi`` package (1.x), with one addition: every function
that talks to a communicator takes it as a last, optional ``comm`` argument (an mpi4py ``Comm``;
default ``MPI.COMM_WORLD``)::

    import mpiad, mpiad.mpi as mpi

    @mpiad.jit
    def kernel(x, comm):
        status, req = mpi.isend(x[-1:], (mpi.rank(comm) + 1) % mpi.size(comm), 0, comm)
        ...
        mpi.waitall(reqs)

Unlike numba-mpi, which calls MPI through function pointers hidden in Numba's dynamic globals,
each function here lowers to a plain ``call i32 @MPI_Isend(...)`` with constant datatype and op
handles, exactly the IR a C compiler emits, so that mpiad's pass sees every MPI call.

Conventions (as in numba-mpi): buffers are C-contiguous NumPy arrays (``allreduce``/``reduce``
also take a scalar to send); the functions return the MPI status code (0 = success); ``isend`` and
``irecv`` return ``(status, requests)`` where ``requests`` is an array of raw MPI_Request handles
of dtype ``mpiad.mpi.RequestType`` (``int32`` under MPICH's ABI, ``int64`` under Open MPI's: write
``dtype=mpi.RequestType`` for code that runs on both), which ``wait``/``waitall``/``test`` take
(``waitall`` also takes a tuple of such arrays). ``test`` returns ``(status, flag)``.
``rank``/``size`` return the value.

Communicators: an mpi4py ``Comm`` is a Numba type here (its handle), so kernels take
communicators as arguments or use ``MPI.COMM_WORLD`` as a global. Ops: ``SUM``, ``PROD``, ``MIN``,
``MAX`` (also ``Operator.SUM`` ... and mpi4py's ``MPI.SUM`` ...); ``MINLOC`` / ``MAXLOC`` in
``allreduce`` / ``reduce`` on (value, location) pairs: float64 arrays of pairs
(MPI_2DOUBLE_PRECISION) or record arrays of dtype ``[('v', 'f8'), ('i', 'i4')]`` aligned
(MPI_DOUBLE_INT) or ``[('v', 'f8'), ('i', 'f8')]``.

Beyond numba-mpi: persistent requests (``requests.py``: ``send_init`` ... ``request_free``) and
nonblocking collectives, prefix reductions (``collectives.py``: ``iallreduce`` ...
``reduce_local``; numba-mpi's ``bcast``, ``gather``, ``scatter``, ``allgather`` are lowered there
too, each beside its nonblocking form), the v-variants (``vcollectives.py``: ``gatherv`` ...),
neighbourhood collectives (``neighbors.py``), communicators made inside kernels
(``communicators.py``: ``comm_split``, ``comm_dup``, ``cart_create``, ``cart_shift`` ...), all
re-exported here; and
mpi4py datatypes passed in as ``datatype=`` of the point-to-point calls and
of the collectives that move data, blocking or not, v-variants included (``datatypes.py``).
"""

from __future__ import annotations

from enum import IntEnum

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.core.imputils import lower_constant
from numba.core.typing.typeof import Purpose
from numba.extending import (
    NativeValue,
    intrinsic,
    models,
    overload,
    register_model,
    typeof_impl,
    unbox,
)

from mpiad_passes.mpi.abi import ABIS

from ..mpilib import family, load_libmpi, predefined_symbol
from .request_null import RequestNull

load_libmpi()
from mpi4py import MPI  # noqa: E402

__all__ = [
    "rank",
    "size",
    "send",
    "recv",
    "isend",
    "irecv",
    "wait",
    "waitall",
    "test",
    "waitany",
    "waitsome",
    "testany",
    "testsome",
    "testall",
    "sendrecv",
    "allreduce",
    "reduce",
    "bcast",
    "gather",
    "scatter",
    "allgather",
    "barrier",
    "wtime",
    "Operator",
    "SUM",
    "PROD",
    "MIN",
    "MAX",
    "MINLOC",
    "MAXLOC",
    "LocOperator",
    "ANY_SOURCE",
    "ANY_TAG",
    "PROC_NULL",
    "REQUEST_NULL",
    "UNDEFINED",
    "RequestType",
    "CommType",
    "OpType",
    "DatatypeType",
    "comm_type",
    "op_type",
]

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
#: location type), record size) -> the MPI pair datatype (the C struct ``{double v; int i;}``)
_PAIR_RECORDS = {
    (("float64", "int32"), 16): ABIS[FAMILY].datatypes["double_int"],
    (("float64", "float64"), 16): _TWO_DOUBLE_PRECISION,
}
_PAIR_LAYOUTS = (
    "a float64 array of (value, location) pairs, or a record array of dtype "
    "np.dtype([('v', 'f8'), ('i', 'i4')], align=True) (MPI_DOUBLE_INT) or "
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
    pairs with a float64 value, or None. A value at offset 0 and a location at 8 in a 16-byte
    record: the layout of ``struct {double v; int i;}`` that MPI_DOUBLE_INT describes."""
    fields = _record_fields(dt)
    if len(fields) != 2:
        return None
    (_, (tv, ov)), (_, (ti, oi)) = fields
    if ov != 0 or oi != 8:
        return None
    return _PAIR_RECORDS.get(((tv, ti), dt.size))


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
                f"mpiad.mpi: MINLOC / MAXLOC reduce {_PAIR_LAYOUTS}; got {got} (float32 "
                "values and other pair layouts are not supported)"
            )
        return pair, False
    if isinstance(dt, types.Record):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: a record array ({_record_text(dt)}) is reduced with MINLOC / MAXLOC "
            f"only, as {_PAIR_LAYOUTS}"
        )
    return _dtype_handle(data), False


def _pair_count(builder, n, pairs: bool):
    return builder.sdiv(n, ir.Constant(_I32, 2)) if pairs else n


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
    its basic elements (None: mixed, or none that mpiad.mpi knows)."""

    def __init__(self, element: str | None):
        self.element = element
        super().__init__(name=f"MPIDatatype({element})")


comm_type = CommType()
op_type = OpType()


@typeof_impl.register(MPI.Comm)
def _typeof_comm(val, c):
    return comm_type


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
    return DatatypeType(datatype_element(val))


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


@lower_constant(DatatypeType)
def _const_datatype(context, builder, ty, pyval):
    return _handle_constant(builder, pyval)


# -- code generation helpers ---------------------------------------------------------------------
def _mpi_fn(builder, name: str, argtys):
    fnty = ir.FunctionType(_I32, argtys)
    return cgutils.get_or_insert_function(builder.module, fnty, name)


def _data(context, builder, ty, val):
    """Pointer to an array's data, or to a stack copy of a scalar."""
    if isinstance(ty, types.Array):
        arr = context.make_array(ty)(context, builder, val)
        return builder.bitcast(arr.data, _VOIDPTR)
    slot = cgutils.alloca_once_value(builder, val)
    return builder.bitcast(slot, _VOIDPTR)


def _count(context, builder, ty, val):
    if isinstance(ty, types.Array):
        arr = context.make_array(ty)(context, builder, val)
        return builder.trunc(arr.nitems, _I32)
    return ir.Constant(_I32, 1)


def _int32(context, builder, ty, val):
    """An integer, enum member, comm or op value as i32."""
    v = (
        context.cast(builder, val, ty, types.int64)
        if isinstance(ty, (types.Integer, types.IntEnumMember, types.Boolean))
        else val
    )
    if v.type.width > 32:
        return builder.trunc(v, _I32)
    if v.type.width < 32:
        return builder.sext(v, _I32)
    return v


def _dt_value(builder, dt):
    """A datatype handle from ``_DATATYPES`` as an operand."""
    if isinstance(dt, str):
        return _library_global(builder, dt)
    return ir.Constant(_I64, dt).inttoptr(_VOIDPTR) if _POINTER_HANDLES else ir.Constant(_I32, dt)


def _op_value(context, builder, ty, val):
    """The op operand: an mpi4py Op is its handle already; an Operator member (or an integer)
    under pointer handles is mapped from its code to ``@ompi_mpi_op_*`` (a chain of selects that
    folds away for a constant), any other integer taken as a raw handle."""
    if isinstance(ty, OpType) or not _POINTER_HANDLES:
        return val if isinstance(ty, OpType) else _int32(context, builder, ty, val)
    code = context.cast(builder, val, ty, types.int64)
    out = builder.inttoptr(code, _VOIDPTR)
    for member, op in _MPI_OPS.items():
        hit = builder.icmp_signed("==", code, ir.Constant(_I64, int(member)))
        out = builder.select(hit, _handle_constant(builder, op), out)
    return out


def _status_ignore():
    return ir.Constant(_I64, _STATUS_IGNORE).inttoptr(_VOIDPTR)


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


def _check_buffer(ty, what: str, scalar_ok: bool = False) -> None:
    if isinstance(ty, types.Array):
        _dtype_handle(ty)
        if ty.layout not in ("C", "A"):
            raise numba.core.errors.TypingError(
                f"mpiad.mpi: {what} must be a C-contiguous array (got layout {ty.layout})"
            )
        return
    if scalar_ok and isinstance(ty, (types.Float, types.Integer)):
        return
    raise numba.core.errors.TypingError(
        f"mpiad.mpi: {what} must be a NumPy array{' or a scalar' if scalar_ok else ''}, got {ty}"
    )


def _no_comm(comm) -> bool:
    return comm is None or isinstance(comm, (types.NoneType, types.Omitted))


def _check_comm(comm, fn: str) -> None:
    if not (_no_comm(comm) or isinstance(comm, (CommType, types.Integer))):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: comm must be an mpi4py communicator, got {comm}"
        )


def _comm_value(context, builder, ty, val):
    if _no_comm(ty):
        return _handle_constant(builder, MPI.COMM_WORLD)
    if isinstance(ty, CommType) or not _POINTER_HANDLES:
        return val if isinstance(ty, CommType) else _int32(context, builder, ty, val)
    return builder.inttoptr(context.cast(builder, val, ty, types.int64), _VOIDPTR)


def _check_contiguous(arr):  # pragma: no cover - compiled
    pass


@overload(_check_contiguous)
def _ol_check_contiguous(arr):
    if isinstance(arr, types.Array) and arr.layout == "A":

        def impl(arr):
            if not arr.flags.c_contiguous:
                raise ValueError(
                    "mpiad.mpi: buffers must be C-contiguous (a slice with a step, "
                    "or a column of a 2-D array, is not)"
                )

        return impl
    return lambda arr: None


# -- intrinsics: one named MPI call each ---------------------------------------------------------
@intrinsic
def _comm_rank(typingctx, comm):
    def codegen(context, builder, sig, args):
        out = cgutils.alloca_once(builder, _I32)
        fn = _mpi_fn(builder, "MPI_Comm_rank", [_H, _I32.as_pointer()])
        builder.call(fn, [_comm_value(context, builder, sig.args[0], args[0]), out])
        return builder.load(out)

    return types.int32(comm), codegen


@intrinsic
def _comm_size(typingctx, comm):
    def codegen(context, builder, sig, args):
        out = cgutils.alloca_once(builder, _I32)
        fn = _mpi_fn(builder, "MPI_Comm_size", [_H, _I32.as_pointer()])
        builder.call(fn, [_comm_value(context, builder, sig.args[0], args[0]), out])
        return builder.load(out)

    return types.int32(comm), codegen


@intrinsic
def _barrier(typingctx, comm):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Barrier", [_H])
        return builder.call(fn, [_comm_value(context, builder, sig.args[0], args[0])])

    return types.int32(comm), codegen


@intrinsic
def _wait(typingctx, req):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Wait", [_VOIDPTR, _VOIDPTR])
        return builder.call(fn, [_data(context, builder, sig.args[0], args[0]), _status_ignore()])

    return types.int32(req), codegen


@intrinsic
def _waitall(typingctx, reqs):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Waitall", [_I32, _VOIDPTR, _VOIDPTR])
        return builder.call(
            fn,
            [
                _count(context, builder, sig.args[0], args[0]),
                _data(context, builder, sig.args[0], args[0]),
                _status_ignore(),
            ],
        )

    return types.int32(reqs), codegen


@intrinsic
def _test(typingctx, req, flag):
    def codegen(context, builder, sig, args):
        fn = _mpi_fn(builder, "MPI_Test", [_VOIDPTR, _VOIDPTR, _VOIDPTR])
        return builder.call(
            fn,
            [
                _data(context, builder, sig.args[0], args[0]),
                _data(context, builder, sig.args[1], args[1]),
                _status_ignore(),
            ],
        )

    return types.int32(req, flag), codegen


def _array_call_intrinsic(name: str, nout: int):
    """``MPI_<name>(count, requests, nout int32 output arrays..., MPI_STATUS(ES)_IGNORE)``:
    completion calls taking the request array (its size as the count)."""

    def codegen(context, builder, sig, args):
        argv = [_count(context, builder, sig.args[0], args[0])]
        tys = [_I32]
        for ty, val in zip(sig.args, args):
            argv.append(_data(context, builder, ty, val))
            tys.append(_VOIDPTR)
        argv.append(_status_ignore())
        tys.append(_VOIDPTR)
        return builder.call(_mpi_fn(builder, name, tys), argv)

    if nout == 1:

        def typer1(typingctx, reqs, out):
            return types.int32(reqs, out), codegen

        return intrinsic(typer1)

    def typer2(typingctx, reqs, out1, out2):
        return types.int32(reqs, out1, out2), codegen

    return intrinsic(typer2)


_waitany = _array_call_intrinsic("MPI_Waitany", 1)  # (reqs, index)
_testany = _array_call_intrinsic("MPI_Testany", 2)  # (reqs, index, flag)
_waitsome = _array_call_intrinsic("MPI_Waitsome", 2)  # (reqs, outcount, indices)
_testsome = _array_call_intrinsic("MPI_Testsome", 2)  # (reqs, outcount, indices)
_testall = _array_call_intrinsic("MPI_Testall", 1)  # (reqs, flag)


@intrinsic
def _sendrecv(typingctx, sdata, dest, stag, rdata, source, rtag, comm):
    sdt, rdt = _dtype_handle(sdata), _dtype_handle(rdata)

    def codegen(context, builder, sig, args):
        s, de, st, r, so, rt, c = args
        a = sig.args
        fn = _mpi_fn(
            builder,
            "MPI_Sendrecv",
            [_VOIDPTR, _I32, _H, _I32, _I32, _VOIDPTR, _I32, _H, _I32, _I32, _H, _VOIDPTR],
        )
        return builder.call(
            fn,
            [
                _data(context, builder, a[0], s),
                _count(context, builder, a[0], s),
                _dt_value(builder, sdt),
                _int32(context, builder, a[1], de),
                _int32(context, builder, a[2], st),
                _data(context, builder, a[3], r),
                _count(context, builder, a[3], r),
                _dt_value(builder, rdt),
                _int32(context, builder, a[4], so),
                _int32(context, builder, a[5], rt),
                _comm_value(context, builder, a[6], c),
                _status_ignore(),
            ],
        )

    return types.int32(sdata, dest, stag, rdata, source, rtag, comm), codegen


@intrinsic
def _allreduce(typingctx, sendobj, recvobj, op, comm):
    dt, pairs = _reduction_datatype(recvobj, op)

    def codegen(context, builder, sig, args):
        s, r, o, c = args
        a = sig.args
        fn = _mpi_fn(builder, "MPI_Allreduce", [_VOIDPTR, _VOIDPTR, _I32, _H, _H, _H])
        return builder.call(
            fn,
            [
                _data(context, builder, a[0], s),
                _data(context, builder, a[1], r),
                _pair_count(builder, _count(context, builder, a[0], s), pairs),
                _dt_value(builder, dt),
                _op_value(context, builder, a[2], o),
                _comm_value(context, builder, a[3], c),
            ],
        )

    return types.int32(sendobj, recvobj, op, comm), codegen


@intrinsic
def _reduce(typingctx, sendobj, recvobj, op, root, comm):
    dt, pairs = _reduction_datatype(recvobj, op)

    def codegen(context, builder, sig, args):
        s, r, o, ro, c = args
        a = sig.args
        fn = _mpi_fn(builder, "MPI_Reduce", [_VOIDPTR, _VOIDPTR, _I32, _H, _H, _I32, _H])
        return builder.call(
            fn,
            [
                _data(context, builder, a[0], s),
                _data(context, builder, a[1], r),
                _pair_count(builder, _count(context, builder, a[0], s), pairs),
                _dt_value(builder, dt),
                _op_value(context, builder, a[2], o),
                _int32(context, builder, a[3], ro),
                _comm_value(context, builder, a[4], c),
            ],
        )

    return types.int32(sendobj, recvobj, op, root, comm), codegen


@intrinsic
def _wtime(typingctx):
    def codegen(context, builder, sig, args):
        fn = cgutils.get_or_insert_function(
            builder.module, ir.FunctionType(ir.DoubleType(), []), "MPI_Wtime"
        )
        return builder.call(fn, [])

    return types.float64(), codegen


# -- the numba-mpi API -----------------------------------------------------------------------------
def _python_only(name):
    def stub(*args, **kwargs):
        raise TypeError(
            f"mpiad.mpi.{name} is called from inside a Numba kernel (@mpiad.jit or "
            "@numba.njit); from Python use mpi4py"
        )

    stub.__name__ = name
    stub.__qualname__ = name
    return stub


rank = _python_only("rank")
size = _python_only("size")
barrier = _python_only("barrier")
send = _python_only("send")
recv = _python_only("recv")
isend = _python_only("isend")
irecv = _python_only("irecv")
wait = _python_only("wait")
waitall = _python_only("waitall")
test = _python_only("test")
waitany = _python_only("waitany")
waitsome = _python_only("waitsome")
testany = _python_only("testany")
testsome = _python_only("testsome")
testall = _python_only("testall")
sendrecv = _python_only("sendrecv")
allreduce = _python_only("allreduce")
reduce = _python_only("reduce")
bcast = _python_only("bcast")
gather = _python_only("gather")
scatter = _python_only("scatter")
allgather = _python_only("allgather")
wtime = _python_only("wtime")


@overload(rank)
def _ol_rank(comm=None):
    _check_comm(comm, "rank")
    return lambda comm=None: _comm_rank(comm)


@overload(size)
def _ol_size(comm=None):
    _check_comm(comm, "size")
    return lambda comm=None: _comm_size(comm)


@overload(barrier)
def _ol_barrier(comm=None):
    _check_comm(comm, "barrier")
    return lambda comm=None: _barrier(comm)


@overload(wtime)
def _ol_wtime():
    return lambda: _wtime()


# send, recv, isend, irecv: p2p.py


def _check_requests(ty, fn: str) -> None:
    if not (isinstance(ty, types.Array) and ty.ndim == 1 and ty.dtype == _REQUEST_NB):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: requests must be an {_REQUEST_NB} array (mpiad.mpi.RequestType) of "
            f"MPI_Request handles (as returned by isend/irecv), got {ty}"
        )


@overload(wait)
def _ol_wait(request):
    _check_requests(request, "wait")

    def impl(request):
        _check_contiguous(request)
        return _wait(request)

    return impl


@overload(waitall)
def _ol_waitall(requests):
    if isinstance(requests, types.UniTuple):
        _check_requests(requests.dtype, "waitall")
        n = requests.count

        def impl_tuple(requests):
            buf = np.empty(n, dtype=RequestType)
            for k in range(n):
                buf[k] = requests[k][0]
            status = _waitall(buf)
            for k in range(n):
                requests[k][0] = buf[k]
            return status

        return impl_tuple
    _check_requests(requests, "waitall")

    def impl(requests):
        _check_contiguous(requests)
        return _waitall(requests)

    return impl


@overload(test)
def _ol_test(request):
    _check_requests(request, "test")

    def impl(request):
        _check_contiguous(request)
        flag = np.zeros(1, dtype=np.int32)
        status = _test(request, flag)
        return status, flag[0] != 0

    return impl


def _request_array(requests, fn: str):
    """Overloads accept a request array (RequestType) or a tuple of them (as numba-mpi does)."""
    if isinstance(requests, types.UniTuple):
        _check_requests(requests.dtype, fn)
        return True
    _check_requests(requests, fn)
    return False


@numba.njit(inline="always")
def _gather_requests(requests):
    buf = np.empty(len(requests), dtype=RequestType)
    for k in range(len(requests)):
        buf[k] = requests[k][0]
    return buf


@numba.njit(inline="always")
def _scatter_requests(requests, buf):
    for k in range(len(requests)):
        requests[k][0] = buf[k]


@overload(waitany)
def _ol_waitany(requests):
    """``(status, index)``: index of the request that completed (MPI_UNDEFINED if none was
    active)."""
    if _request_array(requests, "waitany"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            index = np.zeros(1, dtype=np.int32)
            status = _waitany(buf, index)
            _scatter_requests(requests, buf)
            return status, index[0]

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        index = np.zeros(1, dtype=np.int32)
        status = _waitany(requests, index)
        return status, index[0]

    return impl


@overload(testany)
def _ol_testany(requests):
    """``(status, flag, index)``."""
    if _request_array(requests, "testany"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            index = np.zeros(1, dtype=np.int32)
            flag = np.zeros(1, dtype=np.int32)
            status = _testany(buf, index, flag)
            _scatter_requests(requests, buf)
            return status, flag[0] != 0, index[0]

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        index = np.zeros(1, dtype=np.int32)
        flag = np.zeros(1, dtype=np.int32)
        status = _testany(requests, index, flag)
        return status, flag[0] != 0, index[0]

    return impl


def _some(call, fn: str):
    def ol(requests):
        if _request_array(requests, fn):

            def impl_tuple(requests):
                buf = _gather_requests(requests)
                out = np.zeros(1, dtype=np.int32)
                indices = np.empty(len(requests), dtype=np.int32)
                status = call(buf, out, indices)
                _scatter_requests(requests, buf)
                return status, indices[: max(out[0], 0)]

            return impl_tuple

        def impl(requests):
            _check_contiguous(requests)
            out = np.zeros(1, dtype=np.int32)
            indices = np.empty(requests.size, dtype=np.int32)
            status = call(requests, out, indices)
            return status, indices[: max(out[0], 0)]

        return impl

    return ol


#: ``(status, indices)``: the indices of the requests that completed (empty if none was active)
overload(waitsome)(_some(_waitsome, "waitsome"))
#: ``(status, indices)``: as waitsome, possibly none yet
overload(testsome)(_some(_testsome, "testsome"))


@overload(testall)
def _ol_testall(requests):
    """``(status, flag)``."""
    if _request_array(requests, "testall"):

        def impl_tuple(requests):
            buf = _gather_requests(requests)
            flag = np.zeros(1, dtype=np.int32)
            status = _testall(buf, flag)
            _scatter_requests(requests, buf)
            return status, flag[0] != 0

        return impl_tuple

    def impl(requests):
        _check_contiguous(requests)
        flag = np.zeros(1, dtype=np.int32)
        status = _testall(requests, flag)
        return status, flag[0] != 0

    return impl


@overload(sendrecv)
def _ol_sendrecv(
    senddata,
    dest,
    recvdata,
    source=ANY_SOURCE,
    sendtag=0,
    recvtag=ANY_TAG,
    comm=None,
    sendtype=None,
    sendcount=None,
    recvtype=None,
    recvcount=None,
):
    _check_comm(comm, "sendrecv")
    if _datatypes.given(sendtype, sendcount) or _datatypes.given(recvtype, recvcount):
        _datatypes.check_side("sendrecv", "senddata", senddata, sendtype, sendcount, "sendcount")
        _datatypes.check_side("sendrecv", "recvdata", recvdata, recvtype, recvcount, "recvcount")
        side, call = _datatypes.side, _datatypes.SENDRECV

        def typed(
            senddata,
            dest,
            recvdata,
            source=ANY_SOURCE,
            sendtag=0,
            recvtag=ANY_TAG,
            comm=None,
            sendtype=None,
            sendcount=None,
            recvtype=None,
            recvcount=None,
        ):
            sn, sdt = side(senddata, sendtype, sendcount)
            rn, rdt = side(recvdata, recvtype, recvcount)
            return call(
                (senddata, sn, sdt, dest, sendtag, recvdata, rn, rdt, source, recvtag, comm)
            )

        return typed
    _check_buffer(senddata, "sendrecv: senddata")
    _check_buffer(recvdata, "sendrecv: recvdata")

    def impl(
        senddata,
        dest,
        recvdata,
        source=ANY_SOURCE,
        sendtag=0,
        recvtag=ANY_TAG,
        comm=None,
        sendtype=None,
        sendcount=None,
        recvtype=None,
        recvcount=None,
    ):
        _check_contiguous(senddata)
        _check_contiguous(recvdata)
        return _sendrecv(senddata, dest, sendtag, recvdata, source, recvtag, comm)

    return impl


def _check_op(op, fn: str) -> None:
    if not (
        op is None
        or isinstance(op, (Operator, types.Omitted, types.IntEnumMember, types.Integer, OpType))
    ):  # (an omitted operator arrives as its default, Operator.SUM)
        raise numba.core.errors.TypingError(
            f"mpiad.mpi.{fn}: operator must be mpiad.mpi.SUM/PROD/MIN/MAX or an mpi4py MPI.Op "
            f"(MINLOC/MAXLOC in allreduce and reduce), got {op}"
        )


def _check_reduction_buffers(fn: str, sendobj, recvobj, op) -> None:
    """The buffers of allreduce / reduce; a record array is accepted under MINLOC / MAXLOC
    when its layout is one of MPI's pair types (:func:`_reduction_datatype` says which)."""
    if not (isinstance(recvobj, types.Array) and isinstance(recvobj.dtype, types.Record)):
        _check_buffer(sendobj, f"{fn}: sendobj", scalar_ok=True)
        _check_buffer(recvobj, f"{fn}: recvobj")
        return
    _reduction_datatype(recvobj, op)  # refuses another op or layout, naming the accepted ones
    if recvobj.layout not in ("C", "A"):
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: {fn}: recvobj must be a C-contiguous array (got layout {recvobj.layout})"
        )
    if not isinstance(sendobj, types.Array) or sendobj.dtype != recvobj.dtype:
        raise numba.core.errors.TypingError(
            f"mpiad.mpi: {fn}: sendobj must be a record array of the dtype of recvobj "
            f"({_record_text(recvobj.dtype)}), got {sendobj}"
        )


@overload(allreduce)
def _ol_allreduce(sendobj, recvobj, operator=Operator.SUM, comm=None, datatype=None, count=None):
    _datatypes.refuse_reduction("allreduce", datatype, count)
    _check_reduction_buffers("allreduce", sendobj, recvobj, operator)
    _check_op(operator, "allreduce")
    _check_comm(comm, "allreduce")

    def impl(sendobj, recvobj, operator=Operator.SUM, comm=None, datatype=None, count=None):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return _allreduce(sendobj, recvobj, operator, comm)

    return impl


@overload(reduce)
def _ol_reduce(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
    _datatypes.refuse_reduction("reduce", datatype, count)
    _check_reduction_buffers("reduce", sendobj, recvobj, operator)
    _check_op(operator, "reduce")
    _check_comm(comm, "reduce")

    def impl(sendobj, recvobj, operator, root, comm=None, datatype=None, count=None):
        _check_contiguous(sendobj)
        _check_contiguous(recvobj)
        return _reduce(sendobj, recvobj, operator, root, comm)

    return impl


# bcast, gather, scatter, allgather: collectives.py, beside their nonblocking forms


# -- beyond numba-mpi ----------------------------------------------------------------------------
from . import collectives as _collectives  # noqa: E402 - they use the helpers above
from . import communicators as _communicators  # noqa: E402
from . import datatypes as _datatypes  # noqa: E402
from . import neighbors as _neighbors  # noqa: E402
from . import p2p as _p2p  # noqa: E402,F401 - registers send, recv, isend, irecv
from . import requests as _requests  # noqa: E402
from . import vcollectives as _vcollectives  # noqa: E402
from .collectives import *  # noqa: E402,F403
from .communicators import *  # noqa: E402,F403
from .neighbors import *  # noqa: E402,F403
from .requests import *  # noqa: E402,F403
from .vcollectives import *  # noqa: E402,F403

__all__ += _requests.__all__ + _collectives.__all__ + _vcollectives.__all__
__all__ += _neighbors.__all__ + _communicators.__all__
