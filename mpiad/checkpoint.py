"""``mpiad.checkpointed(range(n), snapshots=k)``: mark a time loop for checkpointed reverse mode.

In the primal (and in forward mode) it is ``range(n)``. It lowers to a call of the documented
marker ``void @mpiad_checkpoint(i64 snapshots)`` just before the loop, which the reverse pass
reads (``passes/reverse/checkpoint.py``): the loop is then differentiated with a binomial
(revolve) schedule keeping at most ``snapshots`` copies of the loop's state instead of taping every
step. The marker function is defined in the kernel's module (a no-op that the optimiser must
keep: it stores its argument to a global), so the primal links and runs without mpiad.
"""

from __future__ import annotations

from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic, overload

MARKER = "mpiad_checkpoint"


def checkpointed(iterable, snapshots: int = 0):
    """``iterable`` unchanged (this Python version runs only outside kernels)."""
    return iterable


@intrinsic
def _marker(typingctx, snapshots):
    if not isinstance(snapshots, types.Integer):
        return None
    sig = types.void(snapshots)

    def codegen(context, builder, signature, args):
        mod = builder.module
        fnty = ir.FunctionType(ir.VoidType(), [ir.IntType(64)])
        fn = cgutils.get_or_insert_function(mod, fnty, MARKER)
        if fn.is_declaration:
            # a body the optimiser cannot drop (it writes a global) nor inline (noinline)
            fn.linkage = "linkonce_odr"
            fn.attributes.add("noinline")
            g = cgutils.add_global_variable(mod, ir.IntType(64), f"{MARKER}.last")
            g.linkage = "linkonce_odr"
            g.initializer = ir.Constant(ir.IntType(64), 0)
            fb = ir.IRBuilder(fn.append_basic_block("entry"))
            fb.store(fn.args[0], g)
            fb.ret_void()
        k = context.cast(builder, args[0], signature.args[0], types.int64)
        builder.call(fn, [k])
        return context.get_dummy_value()

    return sig, codegen


@overload(checkpointed)
def _checkpointed(iterable, snapshots=0):
    if not isinstance(iterable, types.RangeType):
        return None

    def impl(iterable, snapshots=0):
        if snapshots < 1:
            raise ValueError("mpiad.checkpointed: snapshots must be at least 1")
        _marker(snapshots)
        return iterable

    return impl
