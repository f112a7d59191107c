"""``mpiad.mpi.REQUEST_NULL`` where handles are addresses (Open MPI): one code for all processes.

Under MPICH's ABI MPI_REQUEST_NULL is the integer 0x2C000000 and a kernel may bake it like any
constant. Under Open MPI it is the address of the library global ``ompi_request_null``, which
differs from process to process (address-space randomisation): baked as a number, a kernel would
be valid in one process only, and the disk cache, which keys a kernel by the values it reads,
would never find it again (nor share it between the ranks of a job). So there REQUEST_NULL is a
:class:`RequestNull`: an ``int`` holding the address for Python code, which Numba types as
:class:`RequestNullType` and lowers to ``ptrtoint (ptr @ompi_request_null to i64)``, the
expression a C compiler emits for ``(intptr_t) MPI_REQUEST_NULL``; the dynamic linker relocates
it when the code is loaded, and the cache keys it by the symbol's name.
"""

from __future__ import annotations

from llvmlite import ir
from numba.core import cgutils, types
from numba.core.imputils import lower_cast, lower_constant
from numba.core.typeconv import Conversion
from numba.extending import NativeValue, box, models, register_model, typeof_impl, unbox

__all__ = ["RequestNull", "RequestNullType"]


class RequestNull(int):
    """MPI_REQUEST_NULL as this process's integer handle, remembering the library symbol it is
    the address of (its ``repr`` names the symbol: stable across processes, for cache keys)."""

    symbol: str

    def __new__(cls, value: int, symbol: str) -> RequestNull:
        self = super().__new__(cls, value)
        self.symbol = symbol
        return self

    def __repr__(self) -> str:
        return f"mpiad.mpi.REQUEST_NULL(@{self.symbol})"

    __str__ = int.__repr__

    def __reduce__(self):
        return (RequestNull, (int(self), self.symbol))


class RequestNullType(types.Type):
    """Numba's type of a :class:`RequestNull`: converts to any integer (MPI_Request is a pointer
    under Open MPI, a signed 64-bit integer in request arrays); its constant is the symbol's
    address. Not a ``types.Integer``: NumPy's machinery would take its name for a dtype."""

    def __init__(self, symbol: str) -> None:
        super().__init__(name=f"request_null[{symbol}]")
        self.symbol = symbol

    def can_convert_to(self, typingctx, other):
        if isinstance(other, types.Integer):
            return Conversion.safe if other.bitwidth == 64 else Conversion.unsafe
        if isinstance(other, types.Float):
            return Conversion.unsafe
        return None


@typeof_impl.register(RequestNull)
def _typeof_request_null(val, c):
    return RequestNullType(val.symbol)


@register_model(RequestNullType)
class _RequestNullModel(models.PrimitiveModel):
    def __init__(self, dmm, fe_type):
        super().__init__(dmm, fe_type, ir.IntType(64))


@lower_constant(RequestNullType)
def _const_request_null(context, builder, ty, pyval):
    gv = builder.module.globals.get(ty.symbol)
    if gv is None:
        gv = ir.GlobalVariable(builder.module, ir.IntType(8), ty.symbol)
        gv.linkage = "external"
    return builder.ptrtoint(gv, ir.IntType(64))


@lower_cast(RequestNullType, types.Number)
def _cast_request_null(context, builder, fromty, toty, val):
    return context.cast(builder, val, types.int64, toty)


@unbox(RequestNullType)
def _unbox_request_null(typ, obj, c):
    value = c.pyapi.long_as_longlong(obj)
    return NativeValue(value, is_error=cgutils.is_not_null(c.builder, c.pyapi.err_occurred()))


@box(RequestNullType)
def _box_request_null(typ, val, c):
    return c.pyapi.long_from_longlong(val)
