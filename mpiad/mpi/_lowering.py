"""One named MPI call from a tuple of kernel values, described by a pattern: how the calls of
``requests.py``, ``collectives.py``, ``vcollectives.py`` and ``datatypes.py`` lower
(``mpiad.mpi`` writes its older calls out one by one); and the two helpers that let one overload
body serve a call written once: ``with_request`` (the nonblocking form called like the blocking
one) and ``signature_of`` (the implementation's defaults taken from the typing function).

Pattern tokens, one per C argument, ``<i>`` the index of a value in the tuple:

=========  ===========================================================================
``d<i>``   pointer to value i's data (an array's, or a stack copy of a scalar)
``n<i>``   its element count (an array's size; 1 for a scalar), as i32
``h<i>``   half that: the (value, location) pairs of MINLOC / MAXLOC
``t<i>``   the MPI datatype of its dtype (a constant: MPICH's int, Open MPI's global)
``T<i>``   value i as a datatype: an mpi4py datatype's handle, or ``t<i>`` of an array or dtype
``P``      MPI_2DOUBLE_PRECISION (a constant)
``i<i>``   value i as i32 (an integer), or as the ABI's op handle (an op)
``c<i>``   value i as a communicator (None: MPI_COMM_WORLD)
``S``      MPI_STATUS_IGNORE / MPI_STATUSES_IGNORE
``N``      a null pointer
``Oc``     pointer to a new communicator handle the call writes (returned after the status)
``Oi``     pointer to an int the call writes (returned likewise)
=========  ===========================================================================
"""

from __future__ import annotations

from collections.abc import Callable

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic, overload

from . import (
    _H,
    _I32,
    _TWO_DOUBLE_PRECISION,
    _VOIDPTR,
    DatatypeType,
    OpType,
    RequestType,
    _comm_value,
    _count,
    _data,
    _dt_value,
    _dtype_handle,
    _int32,
    _mpi_fn,
    _op_value,
    _status_ignore,
    comm_type,
)


def mpi_call(name: str, pattern: str):
    """An intrinsic ``f(values)`` that calls ``name`` with the C arguments ``pattern`` makes from
    the tuple ``values``; it returns the i32 status, or, where the call writes outputs (``O``
    tokens), the tuple ``(status, outputs...)``."""
    toks = pattern.split()
    outs = [comm_type if t == "Oc" else types.int32 for t in toks if t[0] == "O"]

    def typer(typingctx, values):
        tys = values.types
        dts = {
            int(t[1:]): _dtype_handle(tys[int(t[1:])])
            for t in toks
            if t[0] == "t" or (t[0] == "T" and not isinstance(tys[int(t[1:])], DatatypeType))
        }

        def codegen(context, builder, sig, args):
            vals = cgutils.unpack_tuple(builder, args[0], len(tys))
            argv, argt, slots = [], [], []
            for t in toks:
                k = int(t[1:]) if len(t) > 1 and t[1:].isdigit() else -1
                if t[0] == "d":
                    argv.append(_data(context, builder, tys[k], vals[k]))
                elif t[0] in "nh":
                    n = _count(context, builder, tys[k], vals[k])
                    argv.append(builder.sdiv(n, ir.Constant(_I32, 2)) if t[0] == "h" else n)
                elif t[0] == "t" or (t[0] == "T" and k in dts):
                    argv.append(_dt_value(builder, dts[k]))
                elif t[0] == "T":
                    argv.append(vals[k])  # an mpi4py datatype: its handle
                elif t == "P":
                    argv.append(_dt_value(builder, _TWO_DOUBLE_PRECISION))
                elif t[0] == "i" and isinstance(tys[k], (OpType, types.IntEnumMember)):
                    argv.append(_op_value(context, builder, tys[k], vals[k]))  # an op handle
                elif t[0] == "i":
                    argv.append(_int32(context, builder, tys[k], vals[k]))
                elif t[0] == "c":
                    argv.append(_comm_value(context, builder, tys[k], vals[k]))
                elif t == "S":
                    argv.append(_status_ignore())
                elif t[0] == "O":
                    slots.append(cgutils.alloca_once(builder, _H if t == "Oc" else _I32))
                    argv.append(slots[-1])
                else:
                    argv.append(ir.Constant(_VOIDPTR, None))
                argt.append(argv[-1].type)
            status = builder.call(_mpi_fn(builder, name, argt), argv)
            if not slots:
                return status
            got = [status] + [builder.load(p) for p in slots]
            return context.make_tuple(builder, sig.return_type, got)

        ret = types.Tuple([types.int32, *outs]) if outs else types.int32
        return ret(values), codegen

    return intrinsic(typer)


def kernel_overload(stub):
    """``overload(stub)``, its implementation inlined into the calling kernel at Numba's level:
    the MPI call then sits in the kernel's own function with the kernel's buffers, whatever
    LLVM's inliner decides (the pass makes a buffer that a call receives into active; through
    a separate function it would not learn that the caller's buffer was written)."""
    return overload(stub, inline="always")


@numba.njit(inline="always")
def new_request():
    """A request array of one MPI_Request, for a nonblocking call to fill."""
    return np.empty(1, dtype=RequestType)


def with_request(call):
    """The nonblocking ``call`` (an ``mpi_call`` whose last C argument is the request) as
    ``start(values)``: it makes the request array, passes it after ``values`` and returns
    ``(status, request)``, so that one overload body, calling ``call(values)``, serves a call's
    blocking form and its nonblocking one."""

    @numba.njit(inline="always")
    def start(values):
        req = new_request()
        return call(values + (req,)), req

    return start


def signature_of(ol: Callable) -> Callable:
    """Decorator: the overload implementation it decorates, with the typing function ``ol``'s
    defaults.

    Numba's ``overload`` wants an implementation whose parameters are the typing function's,
    names and defaults alike. Writing the defaults out again in each implementation repeated
    every call's signature; here the body lists the parameter names only, in ``ol``'s order
    (checked here, and by Numba), and the defaults are written once, in ``ol``."""

    def attach(body: Callable) -> Callable:
        code, want = body.__code__, ol.__code__
        if body.__defaults__ or (
            code.co_varnames[: code.co_argcount] != want.co_varnames[: want.co_argcount]
        ):
            raise TypeError(
                f"{body.__qualname__}: its parameters must be {ol.__qualname__}'s, in order and "
                "without defaults"
            )
        body.__defaults__ = ol.__defaults__
        return body

    return attach
