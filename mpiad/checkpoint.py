"""Mark a time loop for checkpointed reverse mode.

``for step in mpiad.checkpointed(range(n), snapshots=k):`` is ``range(n)`` in the primal (and in
forward mode). It lowers to a call of the documented marker ``void @mpiad_checkpoint(i64
snapshots)`` just before the loop (a negative value is a memory budget in bytes:
``memory="256MB"``), which the reverse pass reads (``passes/reverse/checkpoint.py``): the loop is
then differentiated with a binomial (revolve) schedule keeping at most ``snapshots`` copies of the
loop's state instead of taping every step.

A ``while`` loop, whose trip count is not known on entry (a convergence test), wraps its
condition::

    while mpiad.checkpointed_while(err > tol, snapshots=k):   # or memory="256MB"
        ...

which is the condition in the primal. It lowers to ``void @mpiad_checkpoint_loop(i64
snapshots)`` after the condition, inside the loop: the marker that names the innermost loop
holding it. A marker before the loop could not: after -O3 the first test of the condition is
peeled out in front of the loop (loop rotation), with any loop the condition contains (a norm
computed in the condition), and "the first loop after the marker" would be that one. The reverse
pass finds that the loop's exit test is not a count and follows an online schedule (the
runtime's ``checkpoint_online.c``: at most ``snapshots`` stored states whatever the number of
steps). The marker functions are defined in the kernel's module (no-ops that the optimiser
must keep: they store their argument to a global), so the primal links and runs without mpiad;
the in-loop one costs a call per step in the primal.
"""

from __future__ import annotations

import re

from llvmlite import ir
from numba.core import cgutils, types
from numba.core.errors import TypingError
from numba.extending import intrinsic, overload

MARKER = "mpiad_checkpoint"
LOOP_MARKER = "mpiad_checkpoint_loop"


def checkpointed(iterable, snapshots: int = 0, memory: str | None = None):
    """``iterable`` unchanged (this Python version runs only outside kernels).

    In a kernel: ``snapshots`` is the number of stored states of the loop; or ``memory`` (a
    literal such as ``"256MB"``, ``"2GiB"``) lets mpiad store as many as fit in that many bytes
    (per rank), once it knows the size of the state at run time."""
    return iterable


_UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "kib": 2**10, "mib": 2**20,
          "gib": 2**30}  # fmt: skip


def memory_bytes(text: str) -> int:
    """``"256MB"`` -> 256000000 (decimal and binary units, case-insensitive)."""
    m = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]*)?)\s*([a-zA-Z]*)\s*", text)
    if m is None or m.group(2).lower() not in _UNITS:
        raise ValueError(
            f"mpiad.checkpointed: memory={text!r} is not a size such as '256MB' or '2GiB'"
        )
    return int(float(m.group(1)) * _UNITS[m.group(2).lower()])


def _marker_codegen(name: str):
    """Codegen of a call of the marker function ``name`` (defined in the module on first use:
    a body the optimiser cannot drop, since it writes a global, nor inline, noinline)."""

    def codegen(context, builder, signature, args):
        mod = builder.module
        fnty = ir.FunctionType(ir.VoidType(), [ir.IntType(64)])
        fn = cgutils.get_or_insert_function(mod, fnty, name)
        if fn.is_declaration:
            fn.linkage = "linkonce_odr"
            fn.attributes.add("noinline")
            g = cgutils.add_global_variable(mod, ir.IntType(64), f"{name}.last")
            g.linkage = "linkonce_odr"
            g.initializer = ir.Constant(ir.IntType(64), 0)
            fb = ir.IRBuilder(fn.append_basic_block("entry"))
            fb.store(fn.args[0], g)
            fb.ret_void()
        k = context.cast(builder, args[0], signature.args[0], types.int64)
        builder.call(fn, [k])
        return context.get_dummy_value()

    return codegen


@intrinsic
def _marker(typingctx, snapshots):
    if not isinstance(snapshots, types.Integer):
        return None
    return types.void(snapshots), _marker_codegen(MARKER)


@intrinsic
def _loop_marker(typingctx, snapshots):
    if not isinstance(snapshots, types.Integer):
        return None
    return types.void(snapshots), _marker_codegen(LOOP_MARKER)


def checkpointed_while(cond: bool, snapshots: int = 0, memory: str | None = None) -> bool:
    """``cond`` (this Python version runs only outside kernels). In a kernel, as a ``while``
    loop's condition: mark that loop for checkpointed reverse mode, with at most ``snapshots``
    stored states, or as many as fit in ``memory`` bytes per rank."""
    return cond


def _budget(memory, who: str) -> int | None:
    """The marker's encoding of ``memory=`` (minus the bytes), or None when it is not given."""
    if isinstance(memory, types.StringLiteral):
        return -memory_bytes(memory.literal_value)
    if memory is None or isinstance(memory, (types.NoneType, types.Omitted)):
        return None
    raise TypingError(f"{who}: memory= must be a literal string such as '256MB'")


@overload(checkpointed)
def _checkpointed(iterable, snapshots=0, memory=None):
    if not isinstance(iterable, types.RangeType):
        raise TypingError(
            "mpiad.checkpointed takes a range (for step in mpiad.checkpointed(range(n), ...)); "
            "for a while loop, write while mpiad.checkpointed_while(cond, snapshots=k)"
        )
    budget = _budget(memory, "mpiad.checkpointed")
    if budget is not None:

        def impl_memory(iterable, snapshots=0, memory=None):
            _marker(budget)
            return iterable

        return impl_memory

    def impl(iterable, snapshots=0, memory=None):
        if snapshots < 1:
            raise ValueError("mpiad.checkpointed: snapshots must be at least 1")
        _marker(snapshots)
        return iterable

    return impl


@overload(checkpointed_while)
def _checkpointed_while(cond, snapshots=0, memory=None):
    budget = _budget(memory, "mpiad.checkpointed_while")
    if budget is not None:

        def impl_memory(cond, snapshots=0, memory=None):
            _loop_marker(budget)
            return cond

        return impl_memory

    # no raise for snapshots < 1 (it would be a second exit of every step, which a checkpointed
    # loop cannot have): fewer than 1 is 1 (0 would be the default count, negative a budget)
    def impl(cond, snapshots=0, memory=None):
        _loop_marker(max(snapshots, 1))
        return cond

    return impl
