"""From a Python function to LLVM IR through Numba, and the layout of Numba's calling convention.

Numba compiles a function ``f(x, ...)`` to ``i32 f(ptr retptr, ptr excinfo, <flat args>)``: the
status (0 ok, -2 returned None, 1 a user exception described by ``*excinfo``), the result stored
through ``retptr``, and each argument flattened into LLVM values (a float64 scalar is one
``double``; a 1-D array is 7 values: meminfo, parent, nitems, itemsize, data, shape, stride).

:func:`compile_ir` compiles a function for given argument types and keeps the final module's IR
*after* Numba's optimisation but *before* machine-code generation (with loop and SLP
vectorisation off: the pass differentiates scalar loops, and the derivative module is vectorised
when it is compiled). The result is wrapped into one entry point with a flat C ABI:

    void @mpiad.entry(ptr %ret, ptr %exc, ptr %status, <flat args>)

which calls the Numba function, stores the status through ``%status`` and leaves the exception
record (if any) in ``*%exc``. The pass differentiates ``@mpiad.entry``: ``%ret`` is Duplicated
when the function returns floating-point data (forward mode: the tangent of the result lands in
the shadow of ``%ret``; reverse mode: the seed of the result is put in the shadow of ``%ret``
before the call), ``%exc`` and ``%status`` are constant.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass, field

import numba
import numpy as np
from numba import types
from numba.core import config
from numba.core.codegen import CPUCodeLibrary

from .mpi import CommType, OpType

ENTRY = "mpiad.entry"

_state = threading.local()
_patched = False
_orig_optimize = CPUCodeLibrary._optimize_final_module


def _optimize_and_capture(self):
    _orig_optimize(self)
    sink = getattr(_state, "sink", None)
    if sink is not None and self.name == getattr(_state, "want", None):
        sink[self.name] = str(self._final_module)


def _install_hook() -> None:
    global _patched
    if not _patched:
        CPUCodeLibrary._optimize_final_module = _optimize_and_capture
        _patched = True


@contextlib.contextmanager
def capturing(name: str):
    """Within this block, the Numba library called ``name`` records its optimised IR
    (pre-codegen) when it is finalised; everything is compiled without loop/SLP vectorisation."""
    _install_hook()
    old = (config.LOOP_VECTORIZE, config.SLP_VECTORIZE)
    prev = getattr(_state, "sink", None), getattr(_state, "want", None)
    _state.sink = sink = {}
    _state.want = name
    config.LOOP_VECTORIZE = 0
    config.SLP_VECTORIZE = 0
    try:
        yield sink
    finally:
        config.LOOP_VECTORIZE, config.SLP_VECTORIZE = old
        _state.sink, _state.want = prev


# -- argument layout -------------------------------------------------------------------------------
@dataclass(frozen=True)
class ArgLayout:
    """One Python argument: its Numba type and how it is passed."""

    name: str
    nbtype: object
    kind: str  # 'float', 'int', 'bool', 'array', 'comm', 'op'
    nflat: int  # number of LLVM parameters
    lltypes: tuple = ()  # LLVM types of those parameters (strings)

    @property
    def is_float_array(self) -> bool:
        return self.kind == "array" and isinstance(self.nbtype.dtype, types.Float)

    @property
    def data_index(self) -> int:
        """Position of the data pointer among an array's flat parameters."""
        return 4


@dataclass(frozen=True)
class RetLayout:
    nbtype: object
    elems: tuple  # ((kind, ctype-code, offset), ...) of a scalar / flat tuple; () for None
    size: int
    differentiable: bool  # contains floating point data
    supported: bool  # can be read back (scalars and flat tuples of scalars)


_kinds: dict = {}


def classify(nbtype) -> str | None:
    try:
        return _kinds[nbtype]
    except KeyError:
        k = _kinds[nbtype] = _classify(nbtype)
        return k
    except TypeError:  # unhashable
        return _classify(nbtype)


def _classify(nbtype) -> str | None:
    if isinstance(nbtype, types.Float):
        return "float"
    if isinstance(nbtype, types.Boolean):
        return "bool"
    if isinstance(nbtype, (types.Integer, types.IntEnumMember)):
        return "int"
    if isinstance(nbtype, types.Array):
        return "array"
    if isinstance(nbtype, CommType):
        return "comm"
    if isinstance(nbtype, OpType):
        return "op"
    return None


def _flat_count(ctx, nbtype) -> int:
    from numba.core.datamodel.packer import _flatten

    at = ctx.data_model_manager.lookup(nbtype).get_argument_type()
    if isinstance(at, (tuple, list)):
        return len(list(_flatten(at)))
    return 1


_SCALAR_CODES = {
    "float64": ("f", "d", 8),
    "float32": ("f", "f", 4),
    "int64": ("i", "q", 8),
    "int32": ("i", "i", 4),
    "int16": ("i", "h", 2),
    "int8": ("i", "b", 1),
    "uint64": ("i", "Q", 8),
    "uint32": ("i", "I", 4),
    "uint16": ("i", "H", 2),
    "uint8": ("i", "B", 1),
    "bool": ("b", "?", 1),
}


def ret_layout(nbtype) -> RetLayout:
    if isinstance(nbtype, (types.NoneType,)) or nbtype == types.none:
        return RetLayout(nbtype, (), 0, False, True)
    nbtype = types.unliteral(nbtype)
    scalars = list(nbtype.types) if isinstance(nbtype, types.BaseTuple) else [nbtype]
    elems, off = [], 0
    for t in scalars:
        code = _SCALAR_CODES.get(str(types.unliteral(t)))
        if code is None:
            return RetLayout(nbtype, (), 0, False, False)
        kind, fmt, size = code
        off = (off + size - 1) // size * size
        elems.append((kind, fmt, off))
        off += size
    diff = any(k == "f" for k, _, _ in elems)
    return RetLayout(nbtype, tuple(elems), max(off, 8), diff, True)


# -- compiled kernels ----------------------------------------------------------------------------
@dataclass
class KernelIR:
    """A Numba-compiled function's IR, with the entry wrapper appended."""

    pyname: str
    argtypes: tuple
    args: list[ArgLayout]
    ret: RetLayout
    text: str  # the module text with @mpiad.entry
    numba_name: str
    flat_params: list[str]  # LLVM types of the flat arguments (after retptr, excinfo)
    filename: str = ""
    firstline: int = 0
    extra: dict = field(default_factory=dict)


def arg_names(pyfunc, n: int) -> list[str]:
    import inspect

    try:
        names = list(inspect.signature(pyfunc).parameters)
    except (TypeError, ValueError):
        names = []
    names = names[:n]
    return names + [f"arg{k}" for k in range(len(names), n)]


def compile_ir(dispatcher, pyfunc, argtypes: tuple) -> KernelIR:
    """Compile ``pyfunc`` for ``argtypes`` with ``dispatcher`` (a no-wrapper njit dispatcher) and
    return its IR with the entry wrapper."""
    import llvmlite.binding as llvm

    with capturing(pyfunc.__qualname__) as sink:
        dispatcher.compile(argtypes)
    cres = dispatcher.overloads[argtypes]
    lib = cres.library
    text = sink.get(lib.name)
    if text is None:  # compiled earlier outside capture: take the final module as it is
        text = lib.get_llvm_str()
    from .numba_mpi_compat import has_absolute_addresses, resolve

    text = resolve(text)
    fname = cres.fndesc.llvm_func_name
    ctx = cres.target_context
    names = arg_names(pyfunc, len(argtypes))
    mod = llvm.parse_assembly(text)
    fn = mod.get_function(fname)
    params = [str(a.type) for a in fn.arguments]
    flat = params[2:]
    layouts, at = [], 0
    for name, ty in zip(names, argtypes):
        kind = classify(ty)
        n = _flat_count(ctx, ty)
        layouts.append(ArgLayout(name, ty, kind or "other", n, tuple(flat[at : at + n])))
        at += n
    if at != len(flat):
        raise AssertionError(
            f"argument flattening mismatch for {pyfunc.__name__}: {at} vs "
            f"{len(flat)} LLVM parameters"
        )
    ret = ret_layout(cres.signature.return_type)
    plist = ", ".join(f"{t} %p{k}" for k, t in enumerate(flat))
    alist = ", ".join(f"{t} %p{k}" for k, t in enumerate(flat))
    wrapper = (
        f"\ndefine void @{ENTRY}(ptr %ret, ptr %exc, ptr %status"
        f"{', ' + plist if plist else ''}) {{\nentry:\n"
        f"  %st = call i32 @{fname}(ptr %ret, ptr %exc{', ' + alist if alist else ''})\n"
        f"  store i32 %st, ptr %status, align 4\n  ret void\n}}\n"
    )
    code = pyfunc.__code__
    return KernelIR(
        pyfunc.__name__,
        argtypes,
        layouts,
        ret,
        text + wrapper,
        fname,
        flat,
        code.co_filename,
        code.co_firstlineno,
        extra={"cacheable": not has_absolute_addresses(text)},
    )


_SCALAR_TYPES = {
    float: types.float64,
    int: types.int64,
    bool: types.boolean,
    np.float64: types.float64,
    np.float32: types.float32,
    np.int64: types.int64,
    np.int32: types.int32,
}
_array_types: dict = {}


def typeof_arg(value, name: str):
    """Numba type of a Python argument, or a TypeError naming the argument."""
    t = type(value)
    ty = _SCALAR_TYPES.get(t)
    if ty is not None:
        return ty
    if t is np.ndarray:
        f = value.flags
        key = (value.dtype, value.ndim, f.c_contiguous, f.f_contiguous, f.writeable, f.aligned)
        ty = _array_types.get(key)
        if ty is not None:
            return ty
    try:
        ty = numba.typeof(value)
    except ValueError:
        ty = None
    if t is np.ndarray and ty is not None:
        _array_types[key] = ty
    if ty is None or classify(ty) is None:
        raise TypeError(
            f"argument '{name}': mpiad kernels take float/int/bool scalars, NumPy "
            f"arrays and mpi4py communicators; got {type(value).__name__}"
        )
    if isinstance(ty, types.Array) and not ty.aligned:
        raise TypeError(f"argument '{name}': the array is not aligned")
    return ty


__all__ = [
    "ENTRY",
    "ArgLayout",
    "RetLayout",
    "KernelIR",
    "compile_ir",
    "typeof_arg",
    "capturing",
    "ret_layout",
    "classify",
    "np",
]
