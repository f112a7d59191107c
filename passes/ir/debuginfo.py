"""What debug information says about a function's values, for messages in the user's terms.

A refusal names the user's function (its ``DISubprogram`` name, or the demangled symbol), the
source line (the ``!dbg`` location of an instruction, or of the nearest one in its block when
the optimiser left it none, as for a phi) and the variable (the ``DILocalVariable`` a
``#dbg_value`` / ``#dbg_declare`` record binds to the value, or to the stack slot it is stored
into at -O0), never an LLVM value number. Without debug information the messages fall back to
the IR line.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import re

from .instructions import Call, DebugRecord, Instruction, Store
from .module import Function, Module
from .values import LocalRef, MetadataRef, Typed

_NAME = re.compile(r'\bname: "([^"]*)"')
_ARG = re.compile(r"\barg: (\d+)")
_SCOPE = re.compile(r"\bscope: (![0-9]+)")
_FILE = re.compile(r"\bfile: (![0-9]+)")
_FILENAME = re.compile(r'\bfilename: "([^"]*)"')


def _md_text(module: Module, ref: str | None) -> str:
    md = module.metadata.get(ref) if ref else None
    return md.text if md is not None else ""


@functools.lru_cache(maxsize=1)
def _cxa_demangle():
    """libstdc++'s ``__cxa_demangle`` (the C++ runtime every Linux toolchain ships), or None."""
    for lib in (ctypes.util.find_library("stdc++"), "libstdc++.so.6"):
        if not lib:
            continue
        try:
            f = ctypes.CDLL(lib).__cxa_demangle
        except (OSError, AttributeError):
            continue
        f.restype = ctypes.c_void_p
        status = ctypes.POINTER(ctypes.c_int)
        f.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_void_p, status]
        return f
    return None


def demangle(symbol: str) -> str:
    """The C++ name of an Itanium-mangled ``symbol`` (``_Z3eosPdS_ii`` -> ``eos(double*, double*,
    int, int)``); other symbols, and Numba's (ABI-tagged names that mpiad's Python front end
    turns into ``module.function`` itself), unchanged."""
    f = _cxa_demangle() if symbol.startswith("_Z") else None
    if f is None:
        return symbol
    status = ctypes.c_int(-1)
    p = f(symbol.encode(), None, None, ctypes.byref(status))
    if not p or status.value != 0:
        return symbol
    try:
        text = ctypes.string_at(p).decode(errors="replace")
    finally:
        ctypes.CDLL(None).free(ctypes.c_void_p(p))
    return symbol if "[abi:v" in text else text


def function_name(module: Module, fn: Function) -> str:
    """``fn`` as its author calls it: the demangled symbol (C++: with its parameter types), or
    the name its debug information gives."""
    name = demangle(fn.name)
    if name != fn.name:
        return name
    ref = next((v for k, v in fn.metadata if k == "dbg"), None)
    m = _NAME.search(_md_text(module, ref))
    return m.group(1) if m else fn.name


def line_near(module: Module, fn: Function, inst: Instruction) -> int | None:
    """The source line of ``inst``, or of the next instruction of its block that has one (a
    phi carries no location; what follows it in the block does)."""
    line = module.source_line(inst)
    if line:
        return line
    for block in fn.blocks:
        insts = block.instructions
        for k, i in enumerate(insts):
            if i is inst:
                for j in insts[k + 1 :]:
                    if not isinstance(j, DebugRecord) and module.source_line(j):
                        return module.source_line(j)
                return None
    return None


def file_line(module: Module, inst: Instruction) -> str | None:
    """``kernel.c:42``: the file and line of ``inst``'s own debug location (the file of its
    scope: a ``DISubprogram`` or ``DILexicalBlock``, as the compiler recorded its name), or
    None where it has none."""
    line = module.source_line(inst)
    if not line:
        return None
    scope = _SCOPE.search(_md_text(module, inst.dbg()))
    file = _FILE.search(_md_text(module, scope.group(1))) if scope else None
    name = _FILENAME.search(_md_text(module, file.group(1))) if file else None
    return f"{name.group(1)}:{line}" if name else f"source line {line}"


def variable_of(module: Module, fn: Function, name: str) -> str | None:
    """The source variable that holds local value ``%name``: bound by a debug record, directly
    or through the stack slot it is stored into (-O0); a parameter's name otherwise."""
    slots = {name}
    for inst in fn.instructions():
        if isinstance(inst, Store) and inst.value.value == LocalRef(name):
            if isinstance(inst.ptr.value, LocalRef):
                slots.add(inst.ptr.value.name)
    for inst in fn.instructions():
        if not isinstance(inst, DebugRecord) or len(inst.args) < 2:
            continue
        loc = inst.args[0]
        loc = loc.value if isinstance(loc, Typed) else loc
        if isinstance(loc, LocalRef) and loc.name in slots:
            var = inst.args[1]
            if isinstance(var, Typed):
                var = var.value
            if isinstance(var, MetadataRef):
                m = _NAME.search(_md_text(module, var.text))
                if m:
                    return m.group(1)
    return None


def describe_value(module: Module, fn: Function, defs: dict, name: str) -> str:
    """A pointer ``%name`` in the user's terms: its variable, what defines it (the allocation
    function, the parameter) and the source line, e.g. "`half` (the result of malloc at
    source line 9)"."""
    var = variable_of(module, fn, name)
    params = [p.name for p in fn.params]
    if name in params:
        what = f"argument {params.index(name) + 1}"
    else:
        d = defs.get(name)
        if isinstance(d, Call) and d.callee_name:
            what = f"the result of {demangle(d.callee_name)}"
        elif d is not None:
            what = f"a pointer computed by {d.opcode}"
        else:
            what = "a pointer"
        if d is not None:
            line = line_near(module, fn, d)
            if line:
                what += f" at source line {line}"
            elif d.line:
                what += f" at IR line {d.line}"
    return f"`{var}` ({what})" if var else what


def no_shadow_message(
    module: Module,
    fn: Function,
    defs: dict,
    v,
    inst: Instruction | None,
    inside: str = "",
    how: str = "used where active memory is expected",
) -> str:
    """The refusal for pointer ``v`` of ``fn``, which has no shadow, where ``inst`` needs one
    (it is used as active memory, or merged with a pointer that has a shadow): in the user's
    terms (function, variable, source line), never an LLVM value number; the IR line only
    where the module has no debug information. ``inside``: where, in a callee, it matters;
    ``how``: what ``inst`` does with it."""
    what = describe_value(module, fn, defs, v.name) if isinstance(v, LocalRef) else v.fmt(None)
    where = ""
    if inst is not None:
        line = getattr(inst, "source_line", None) or line_near(module, fn, inst)
        if line:
            where = f" at source line {line}"
        elif inst.line:
            where = f" at IR line {inst.line}"
        if inst.name and isinstance(v, LocalRef) and inst.name != v.name:
            var = variable_of(module, fn, inst.name)
            if var:
                where = f" (through `{var}`){where}"
    return (
        f"in {function_name(module, fn)}: {what} is a pointer without a shadow, {how}{where}"
        f"{inside}; mark the memory it points to as Duplicated (enzyme_dup)"
    )
