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
import re
import threading
import types as pytypes
from dataclasses import dataclass, field

import numba
import numpy as np
from numba import types
from numba.core import config
from numba.core.codegen import CPUCodeLibrary

from . import cache as C
from . import (
    numba_record_alias,  # noqa: F401 - stores into a record's array field are kept
    numba_slice_error,  # noqa: F401 - a slice assignment's error compiles cheaply
)
from .call_site_locs import DebugCompiler
from .diagnostics import demangle
from .mpi import CommType, DatatypeType, GroupType, OpType
from .numba_mpi_compat import has_absolute_addresses, resolve

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
    """One Python argument (or one leaf or branch of a structured argument): its Numba type and
    how it is passed. A tuple or namedtuple is a tree: Numba flattens it, member after member,
    into the flat LLVM parameters, so its ``children`` cover consecutive flat parameters."""

    name: str
    nbtype: str  # the Numba type, as text (a layout is kept in the disk cache as JSON)
    kind: str  # 'float', 'int', 'bool', 'array', 'comm', 'op', 'tuple', 'jitclass', 'dispatcher'
    nflat: int  # number of LLVM parameters
    lltypes: tuple = ()  # LLVM types of those parameters (strings)
    children: tuple = ()  # 'tuple': the layout of each member
    float_data: bool = False  # a float scalar or an array of floats: it may have a shadow

    @property
    def is_float_array(self) -> bool:
        return self.kind == "array" and self.float_data

    @property
    def data_index(self) -> int:
        """Position of the data pointer among an array's flat parameters."""
        return 4

    def leaves(self):
        """The leaves of this argument, in Numba's flattening order."""
        if self.kind == "tuple":
            for c in self.children:
                yield from c.leaves()
        else:
            yield self

    @property
    def nleaves(self) -> int:
        return sum(1 for _ in self.leaves())


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
    if isinstance(nbtype, DatatypeType):
        return "datatype"
    if isinstance(nbtype, GroupType):
        return "group"
    if isinstance(nbtype, types.BaseTuple):
        return "tuple" if all(_classify(t) is not None for t in nbtype.types) else None
    if isinstance(nbtype, types.ClassInstanceType):
        return "jitclass"
    if isinstance(nbtype, types.Dispatcher):
        return "dispatcher"
    return None


def _layout(ctx, name: str, nbtype, flat: list, at: int) -> ArgLayout:
    """The layout of one argument (a tree for a tuple) whose flat parameters start at ``at``."""
    kind = classify(nbtype) or "other"
    if kind == "tuple":
        fields = getattr(nbtype, "fields", None)
        children, n = [], 0
        for i, t in enumerate(nbtype.types):
            sub = f"{name}.{fields[i]}" if fields else f"{name}[{i}]"
            c = _layout(ctx, sub, t, flat, at + n)
            children.append(c)
            n += c.nflat
        return ArgLayout(name, str(nbtype), kind, n, tuple(flat[at : at + n]), tuple(children))
    n = _flat_count(ctx, nbtype)
    is_float = isinstance(nbtype, types.Float) or (
        isinstance(nbtype, types.Array) and isinstance(nbtype.dtype, types.Float)
    )
    return ArgLayout(name, str(nbtype), kind, n, tuple(flat[at : at + n]), (), is_float)


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
        lay = _layout(ctx, name, ty, flat, at)
        layouts.append(lay)
        at += lay.nflat
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


# -- prange: derivatives of parallel code are generated from serial twins --------------------------
def _jitted(value):
    """``(py_func, Numba options, locals)`` of a Numba dispatcher or mpiad kernel, else None."""
    if isinstance(value, numba.core.dispatcher.Dispatcher):
        return value.py_func, dict(value.targetoptions), dict(value.locals)
    if hasattr(value, "dispatcher") and hasattr(value, "_capture"):  # an mpiad.jit kernel
        return value.py_func, {"nopython": True, **value.options}, dict(value.locals)
    return None


def _names(code) -> set[str]:
    out, todo = set(), [code]
    while todo:
        c = todo.pop()
        out.update(c.co_names)
        todo.extend(k for k in c.co_consts if hasattr(k, "co_names"))
    return out


def _referenced(pyfunc) -> dict:
    """The jitted functions ``pyfunc`` reaches by name: ``{("g", name) or ("c", name): value}``
    for its globals and closure cells."""
    out = {}
    g = pyfunc.__globals__
    names = _names(pyfunc.__code__)
    for name in names:
        v = g.get(name)
        if v is not None and _jitted(v) is not None:
            out["g", name] = v
        elif isinstance(v, pytypes.ModuleType) and not v.__name__.startswith(_SKIP_MODULES):
            for attr in names:  # module.function
                w = getattr(v, attr, None)
                if w is not None and _jitted(w) is not None:
                    out["m", name, attr] = w
    for name, cell in zip(pyfunc.__code__.co_freevars, pyfunc.__closure__ or ()):
        try:
            v = cell.cell_contents
        except ValueError:
            continue
        if _jitted(v) is not None:
            out["c", name] = v
    return out


_SKIP_MODULES = ("numpy", "numba", "math", "cmath", "mpiad", "mpi4py", "builtins")


def _is_parallel(value, memo: dict) -> bool:
    """Whether a jitted function is compiled with parallel=True or reaches one that is."""
    key = id(value)
    if key in memo:
        return memo[key]
    memo[key] = False  # recursion
    py_func, opts, _ = _jitted(value)
    memo[key] = bool(opts.get("parallel")) or any(
        _is_parallel(v, memo) for v in _referenced(py_func).values()
    )
    return memo[key]


def serial_version(pyfunc, memo: dict | None = None, debug: bool = False):
    """``pyfunc`` itself, or a copy of it whose globals and closure cells that reach a
    ``parallel=True`` function hold serial twins (the same function compiled without
    ``parallel``: ``prange`` runs as ``range``). The pass differentiates serial code; a prange
    loop's iterations are independent (or reductions), so the serial loop computes the same
    function. The copy's globals are a snapshot taken now (Numba freezes globals when it
    compiles; a twin is made for each compilation). ``debug``: every jitted function it reaches
    is twinned, compiled with ``debug=True``, so that a refusal can name the Python line inside
    a helper (Numba's debug locations survive inlining)."""
    memo = {} if memo is None else memo
    twins = {
        k: _serial_twin(v, memo, debug)
        for k, v in _referenced(pyfunc).items()
        if debug or _is_parallel(v, memo.setdefault("parallel", {}))
    }
    if not twins:
        return pyfunc
    glb = pyfunc.__globals__
    if any(k[0] in "gm" for k in twins):
        glb = dict(glb)
        for key, t in twins.items():
            if key[0] == "g":
                glb[key[1]] = t
            elif key[0] == "m":  # a copy of the module whose attribute is the twin
                mod = glb[key[1]]
                if not getattr(mod, "__mpiad_twin__", False):
                    copy = pytypes.ModuleType(mod.__name__)
                    copy.__dict__.update(vars(mod))
                    copy.__mpiad_twin__ = True
                    mod = glb[key[1]] = copy
                setattr(mod, key[2], t)
    cells = pyfunc.__closure__
    if any(k[0] == "c" for k in twins):
        cells = tuple(
            pytypes.CellType(twins["c", name]) if ("c", name) in twins else cell
            for name, cell in zip(pyfunc.__code__.co_freevars, cells)
        )
    f = pytypes.FunctionType(pyfunc.__code__, glb, pyfunc.__name__, pyfunc.__defaults__, cells)
    f.__kwdefaults__ = pyfunc.__kwdefaults__
    f.__qualname__ = pyfunc.__qualname__
    f.__module__ = pyfunc.__module__
    return f


def serial_types(argtypes: tuple, memo: dict) -> tuple:
    """``argtypes`` with each jitted function passed as an argument that reaches parallel code
    replaced by its serial twin (the code calls the function its type names)."""

    def one(t):
        if isinstance(t, types.BaseTuple):
            new = [one(x) for x in t.types]
            if all(a is b for a, b in zip(new, t.types)):
                return t
            if isinstance(t, types.BaseNamedTuple):
                return types.NamedTuple(new, t.instance_class)
            return types.Tuple(new)
        if isinstance(t, types.Dispatcher) and _is_parallel(
            t.dispatcher, memo.setdefault("parallel", {})
        ):
            return types.Dispatcher(_serial_twin(t.dispatcher, memo))
        return t

    return tuple(one(t) for t in argtypes)


def _serial_twin(value, memo: dict, debug: bool = False):
    key = ("twin", id(value), debug)
    got = memo.get(key)
    if got is None:
        py_func, opts, loc = _jitted(value)
        opts = {k: v for k, v in opts.items() if k not in ("parallel", "nopython")}
        if debug:
            opts["debug"] = True
            opts["pipeline_class"] = DebugCompiler  # refusals at the kernel's line of a call
        memo[key] = value  # recursion: the function itself
        got = memo[key] = numba.njit(locals=loc, **opts)(serial_version(py_func, memo, debug))
    return got


def prange_lines(pyfunc, more: list = ()) -> list[tuple[str, int]]:
    """``(file, line)`` of each ``prange`` loop written in ``pyfunc`` (and the functions
    ``more``) and in the jitted functions they reach by name."""
    import ast
    import inspect
    import textwrap

    out, seen, todo = [], set(), [pyfunc, *more]
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        try:
            lines, first = inspect.getsourcelines(f)
            tree = ast.parse(textwrap.dedent("".join(lines)))
        except (OSError, TypeError, SyntaxError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Call):
                fn = node.iter.func
                name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
                if name == "prange":
                    out.append((f.__code__.co_filename, first + node.lineno - 1))
        todo.extend(_jitted(v)[0] for v in _referenced(f).values())
    return sorted(set(out))


PARALLEL_FOR = "@numba_parallel_for("


def parallel_refusal(text: str, pyname: str, reason: str = "") -> str | None:
    """A message for a module that still runs a parallel region (a ``parallel=True`` function
    mpiad could not replace by a serial twin: reached through an attribute, a tuple, an
    argument) whose parallel derivative the pass refused for ``reason``, naming the function
    that holds it and its prange lines; None if it has none."""
    at = text.find(PARALLEL_FOR)
    if at < 0:
        return None
    head = text.rfind("\ndefine ", 0, at)
    m = re.search(r"@\"?([^\s(\"]+)", text[head : head + 400]) if head >= 0 else None
    where = demangle(m.group(1)) if m else "a jitted function"
    mod, _, qual = where.rpartition(".")
    lines = ""
    try:
        import sys

        obj = sys.modules[mod]
        for part in qual.split("."):
            obj = getattr(obj, part)
        found = prange_lines(_jitted(obj)[0])
        if found:
            lines = " (prange at " + ", ".join(f"{f}:{n}" for f, n in found) + ")"
    except Exception:
        pass
    return (
        f"cannot differentiate {pyname}: it reaches `{where}`, compiled with parallel=True"
        f"{lines}, through an argument or a value mpiad cannot replace by a serial copy, and "
        f"mpiad cannot differentiate that parallel loop in parallel ({reason or 'refused'}). "
        "mpiad runs such a prange loop as a serial loop in derivatives when the kernel reaches "
        "its function by name (a global, a closure variable, module.function); call "
        f"`{where.rpartition('.')[2]}` that way, or pass a function compiled without "
        "parallel=True"
    )


def dispatcher_functions(argtypes) -> list:
    """The Python functions of the jitted functions passed as arguments."""
    out = []
    for t in argtypes:
        if isinstance(t, types.BaseTuple):
            out += dispatcher_functions(t.types)
        elif isinstance(t, types.Dispatcher):
            out.append(t.dispatcher.py_func)
    return out


def user_stacklevel() -> int:
    """The ``stacklevel`` of a warning that points at the first caller outside mpiad."""
    import os
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    f, level = sys._getframe(1), 1
    while f is not None and os.path.dirname(os.path.abspath(f.f_code.co_filename)) == here:
        f, level = f.f_back, level + 1
    return level


def cache_type_key(t) -> str:
    """An argument type as the disk cache keys it. Numba's text of a type misses what the code
    depends on for some: a namedtuple's class and field names, a jitted function's or a
    jitclass's code (its text holds an address instead); those are keyed here (raises
    ``mpiad.cache.Unkeyable`` for a value that cannot be keyed)."""
    if isinstance(t, types.BaseTuple):
        inner = ",".join(cache_type_key(x) for x in t.types)
        cls = getattr(t, "instance_class", None)
        if isinstance(t, types.BaseNamedTuple) and cls is not None:
            return f"{cls.__module__}.{cls.__qualname__}{tuple(cls._fields)}({inner})"
        return f"{type(t).__name__}({inner})"
    if isinstance(t, types.Dispatcher):
        return "dispatcher:" + C.source_fingerprint(t.dispatcher)
    if isinstance(t, types.ClassInstanceType):
        ct = t.class_type
        methods = ",".join(C.source_fingerprint(m) for _, m in sorted(ct.jit_methods.items()))
        return f"jitclass:{ct.class_name}{dict(ct.struct)}:{methods}"
    return str(t)


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
            f"argument '{name}': mpiad kernels take float/int/bool scalars, NumPy arrays, "
            "mpi4py communicators (and ops, datatypes, groups), tuples and namedtuples of "
            f"these, jitclass instances and jitted functions; got {_describe(value)}"
        )
    _check_aligned(ty, name)
    return ty


def _describe(value) -> str:
    if isinstance(value, tuple):
        for k, v in enumerate(value):
            try:
                t = numba.typeof(v)
            except ValueError:
                t = None
            if t is None or classify(t) is None:
                field = getattr(type(value), "_fields", None)
                at = f".{field[k]}" if field else f"[{k}]"
                return f"{type(value).__name__} whose member {at} is {_describe(v)}"
    return type(value).__name__


def _check_aligned(ty, name: str) -> None:
    if isinstance(ty, types.Array) and not ty.aligned:
        raise TypeError(f"argument '{name}': the array is not aligned")
    if isinstance(ty, types.BaseTuple):
        for t in ty.types:
            _check_aligned(t, name)


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
