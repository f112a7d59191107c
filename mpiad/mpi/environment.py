"""The calls that ask about the job rather than move data: ``rank``, ``size`` (of a
communicator; MPI_COMM_WORLD when none is given) and ``wtime``."""

from __future__ import annotations

from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic, overload

from ._lowering import _H, _I32, _check_comm, _comm_value, _mpi_fn, _python_only

__all__ = ["rank", "size", "wtime"]

rank = _python_only("rank")
size = _python_only("size")
wtime = _python_only("wtime")


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
def _wtime(typingctx):
    def codegen(context, builder, sig, args):
        fn = cgutils.get_or_insert_function(
            builder.module, ir.FunctionType(ir.DoubleType(), []), "MPI_Wtime"
        )
        return builder.call(fn, [])

    return types.float64(), codegen


@overload(rank)
def _ol_rank(comm=None):
    _check_comm(comm, "rank")
    return lambda comm=None: _comm_rank(comm)


@overload(size)
def _ol_size(comm=None):
    _check_comm(comm, "size")
    return lambda comm=None: _comm_size(comm)


@overload(wtime)
def _ol_wtime():
    return lambda: _wtime()
