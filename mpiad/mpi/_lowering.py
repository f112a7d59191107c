"""One named MPI call from a tuple of kernel values, described by a pattern: how the calls of
``requests.py``, ``collectives.py``, ``vcollectives.py``, ``pcollectives.py`` and ``datatypes.py``
lower (``mpiad.mpi`` writes its older calls out one by one); and the two helpers that let one
overload body serve a call written once: ``with_request`` (the nonblocking form called like the
blocking one) and ``signature_of`` (the implementation's defaults taken from the typing function).

Pattern tokens, one per C argument, ``<i>`` the index of a value in the tuple:

=========  ===========================================================================
``d<i>``   pointer to value i's data (an array's, or a stack copy of a scalar)
``n<i>``   its element count (an array's size; 1 for a scalar), as i32
``h<i>``   half that: the (value, location) pairs of MINLOC / MAXLOC
``t<i>``   the MPI datatype of its dtype (a constant: MPICH's int, Open MPI's global)
``T<i>``   value i as a datatype: an mpi4py datatype's handle, or ``t<i>`` of an array or dtype
``P``      MPI_2DOUBLE_PRECISION (a constant)
``R<i>``   the MPI pair datatype of record array i's dtype (MINLOC / MAXLOC: MPI_DOUBLE_INT ...)
``i<i>``   value i as i32 (an integer), or as the ABI's op handle (an op)
``c<i>``   value i as a communicator (None: MPI_COMM_WORLD)
``g<i>``   value i as a group (an mpi4py ``MPI.Group``'s handle, or ``Og``'s)
``w<i>``   value i as i64 (an MPI_Count or MPI_Aint by value)
``r<i>``   the request handle held by value i (a request array), by value
``I``      MPI_INFO_NULL
``S``      MPI_STATUS_IGNORE / MPI_STATUSES_IGNORE
``N``      a null pointer
``Oc``     pointer to a new communicator handle the call writes (returned after the status)
``Ow``     pointer to a new window handle the call writes (returned likewise)
``Og``     pointer to a new group handle the call writes (returned likewise)
``Oi``     pointer to an int the call writes (returned likewise)
``Oa``     pointer to an MPI_Aint the call writes (returned likewise, as int64)
``Op``     pointer to a pointer the call writes (MPI_Win_allocate's base; returned as voidptr)
``W<i>``   value i as a window (``Ow``'s)
``B<i>``   the size in bytes of array i, as an MPI_Aint
``E<i>``   the size in bytes of an element of array i, as i32
=========  ===========================================================================
"""

from __future__ import annotations

from collections.abc import Callable

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic, overload

import mpiad_passes.rulebook  # noqa: F401 - the signatures below are read off the rules
from mpiad_passes.mpi.signatures import KINDS, signature

from .handles import (
    _H,
    _I32,
    _I64,
    _MPI_OPS,
    _POINTER_HANDLES,
    _STATUS_IGNORE,
    _TWO_DOUBLE_PRECISION,
    _VOIDPTR,
    MPI,
    CommType,
    DatatypeType,
    OpType,
    RequestType,
    _dtype_handle,
    _handle_constant,
    _library_global,
    _pair_datatype,
    comm_type,
    group_type,
    win_type,
)

POINTER_KINDS = frozenset(k for k, c in KINDS.items() if c == "p")
#: a signature's C type letters as the LLVM types a kernel passes
_C_TYPES = {"p": _VOIDPTR, "i": _I32, "l": _I64, "h": _H}


# -- code generation helpers: the operands of a call from kernel values -------------------------
def _pair_count(builder, n, pairs: bool):
    return builder.sdiv(n, ir.Constant(_I32, 2)) if pairs else n


def _mpi_fn(builder, name: str, argtys):
    """The declaration of MPI function ``name``, its parameter types checked against the
    signature its rule declares (``mpiad_passes/mpi/signatures.py``): a kernel's call then
    reaches the pass in the form the rule reads."""
    sig = signature(name)
    if sig is not None:
        want = [_C_TYPES[c] for c in sig.c_types]
        if len(argtys) != len(want) or not all(
            isinstance(t, ir.PointerType) if c == "p" else str(t) == str(w)
            for t, w, c in zip(argtys, want, sig.c_types)
        ):
            raise RuntimeError(
                f"mpiad.mpi lowers {name} with parameters ({', '.join(map(str, argtys))}), but its "
                f"rule's signature is ({', '.join(map(str, want))}): a bug in mpiad, please report"
            )
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


def _python_only(name):
    def stub(*args, **kwargs):
        raise TypeError(
            f"mpiad.mpi.{name} is called from inside a Numba kernel (@mpiad.jit or "
            "@numba.njit); from Python use mpi4py"
        )

    stub.__name__ = name
    stub.__qualname__ = name
    return stub


# -- calls described by a pattern --------------------------------------------------------------


#: what each pattern token may stand for, by the kinds of ``mpiad_passes/mpi/signatures.py``
_TOKEN_KINDS = {
    "d": POINTER_KINDS,
    "n": {"count", "int"},
    "h": {"count"},
    "t": {"dt"},
    "T": {"dt"},
    "P": {"dt"},
    "R": {"dt"},
    "i": {"int", "count", "root", "lgl", "op"},
    "c": {"comm"},
    "g": {"group"},
    "w": {"mcount", "aint"},
    "r": {"reqv"},
    "I": {"info"},
    "S": {"status", "statuses"},
    "N": POINTER_KINDS,
    "O": {"out", "wbase"},
    "W": {"win"},
    "B": {"aint"},
    "E": {"int"},
}
#: every pattern call defined, as (name, pattern) (the registry test reads it)
PATTERNS: list[tuple[str, str]] = []


def check_pattern(name: str, pattern: str) -> None:
    """Refuse, at import, a pattern that disagrees with the signature of ``name``'s rule."""
    sig = signature(name)
    toks = pattern.split()
    if sig is None:
        raise RuntimeError(f"mpiad.mpi: {name} has no rule with a signature")
    bad = [
        f"argument {k + 1} ({tok!r} for {kind!r})"
        for k, (tok, kind) in enumerate(zip(toks, sig.kinds))
        if kind not in _TOKEN_KINDS[tok[0]]
    ]
    if len(toks) != len(sig) or bad:
        raise RuntimeError(
            f"mpiad.mpi: the pattern {pattern!r} of {name} does not fit its signature "
            f"{' '.join(sig.kinds)!r}: {', '.join(bad) or 'argument count'}"
        )


def mpi_call(name: str, pattern: str):
    """An intrinsic ``f(values)`` that calls ``name`` with the C arguments ``pattern`` makes from
    the tuple ``values``; it returns the i32 status, or, where the call writes outputs (``O``
    tokens), the tuple ``(status, outputs...)``."""
    check_pattern(name, pattern)
    PATTERNS.append((name, pattern))
    toks = pattern.split()
    out_types = {
        "Oc": comm_type,
        "Ow": win_type,
        "Og": group_type,
        "Oa": types.int64,
        "Op": types.voidptr,
    }
    #: the LLVM type of each output's slot
    slot_types = {"Oc": _H, "Ow": _H, "Og": _H, "Oa": _I64, "Op": _VOIDPTR}
    outs = [out_types.get(t, types.int32) for t in toks if t[0] == "O"]

    def typer(typingctx, values):
        tys = values.types
        dts = {
            int(t[1:]): _dtype_handle(tys[int(t[1:])])
            for t in toks
            if t[0] == "t" or (t[0] == "T" and not isinstance(tys[int(t[1:])], DatatypeType))
        }
        dts.update({int(t[1:]): _pair_datatype(tys[int(t[1:])].dtype) for t in toks if t[0] == "R"})

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
                elif t[0] in "tR" or (t[0] == "T" and k in dts):
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
                elif t[0] == "w":
                    argv.append(context.cast(builder, vals[k], tys[k], types.int64))
                elif t[0] == "r":
                    held = _data(context, builder, tys[k], vals[k])
                    argv.append(builder.load(builder.bitcast(held, _H.as_pointer())))
                elif t[0] in "Wg":
                    argv.append(vals[k])
                elif t[0] in "BE":
                    arr = context.make_array(tys[k])(context, builder, vals[k])
                    size = arr.itemsize if t[0] == "E" else builder.mul(arr.nitems, arr.itemsize)
                    argv.append(builder.trunc(size, _I32) if t[0] == "E" else size)
                elif t == "I":
                    argv.append(_handle_constant(builder, MPI.INFO_NULL))
                elif t == "S":
                    argv.append(_status_ignore())
                elif t[0] == "O":
                    slots.append(cgutils.alloca_once(builder, slot_types.get(t, _I32)))
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
