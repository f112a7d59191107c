"""Moving the MPI runtime's code out of a derivative's module, for JIT compilation apart.

A derivative's module carries the runtime helpers it calls (see :mod:`.runtime`), which are most
of its code: optimising them again at -O3 and generating their machine code with every kernel
cost most of LLVM's time for a first gradient. :func:`split` takes them out into a module of
their own, already optimised by clang when the runtime was built, that the JIT compiles once and
keeps (its text names exactly the helpers linked, so equal texts give equal code); the kernel's
module keeps declarations of the public helpers it calls (and of the public globals: the
``__mpiad_site`` it stores into, :mod:`...call_sites`). Both are loaded into one execution
engine, so the runtime's state (request tables, op registrations) is still one copy per engine.
"""

from __future__ import annotations

import copy

from ..ir.module import Function, GlobalVariable, Module, Param, TypeDef, Verbatim
from ..ir.values import GlobalRef
from .runtime import PREFIX, runtime_module


def _refs(ent) -> set[str]:
    """The global names a function's body or a global's initializer refers to."""
    out: set[str] = set()
    if isinstance(ent, Function):
        stack = [v for inst in ent.instructions() for v in inst.operands()]
    elif isinstance(ent, GlobalVariable) and ent.initializer is not None:
        stack = [ent.initializer]
    else:
        return out
    while stack:
        v = stack.pop()
        if isinstance(v, GlobalRef):
            out.add(v.name)
        if v is not None:
            stack.extend(v.refs())
    return out


def _name(ent) -> str:
    return ent.name


def _declaration(f: Function) -> Function:
    """A bare declaration of ``f`` (no attribute groups: they are numbered per module)."""
    params = [Param(p.type, None, p.attrs) for p in f.params]
    return Function(f.name, f.ret, params, f.varargs)


def split(m: Module, abi: str) -> Module | None:
    """Move the runtime's functions and globals out of ``m`` into a new module, which is
    returned; ``m`` keeps declarations of the public ones. None (``m`` unchanged) when ``m``
    holds no runtime code, or when its own code uses a runtime symbol that is private to the
    runtime (it then stays one module, compiled as before)."""
    rt = runtime_module(abi)
    # sorted: the text (the key of its compiled code) must not depend on the order of linking
    funcs = sorted((f for f in m.defined_functions() if rt.defines(f.name)), key=_name)
    if not funcs:
        return None
    gvars = sorted(
        (g for g in m.globals.values() if g.name in rt.globals and g.initializer is not None),
        key=_name,
    )
    moved = {f.name for f in funcs} | {g.name for g in gvars}
    private = {n for n in moved if n.startswith((PREFIX, f'"{PREFIX}'))}
    for ent in [*m.functions.values(), *m.globals.values()]:
        if ent.name not in moved and _refs(ent) & private:
            return None
    needed: set[str] = set()
    for ent in [*funcs, *gvars]:
        needed |= _refs(ent)
    outside: list = []
    for n in sorted(needed - moved):
        f, g = m.functions.get(n), m.globals.get(n)
        if f is not None and f.is_declaration:
            outside.append(_declaration(f))
        elif g is not None and g.initializer is None:
            outside.append(copy.deepcopy(g))
        else:  # the runtime calls into the kernel's own code: keep one module
            return None

    part = Module()
    for e in m.entities:
        if isinstance(e, Verbatim) and e.kind == "header" and e.key != "source_filename":
            part.add(copy.deepcopy(e))
    for e in m.entities:  # the runtime's own types only (the kernel's would change the key)
        if isinstance(e, TypeDef) and e.name in rt.type_defs:
            part.add(e)
    for g in gvars:
        at = m.entities.index(g)
        m.remove(g)
        part.add(g)
        if not g.name.startswith((PREFIX, f'"{PREFIX}')):  # public: the kernel may use it
            decl = GlobalVariable(g.name, "external", g.kind, g.type, None, "")
            m.entities.insert(at, decl)
            m.add_index_only(decl)
    for ent in outside:
        part.add(ent)
    for f in funcs:
        at = m.entities.index(f)
        m.remove(f)
        if not f.name.startswith((PREFIX, f'"{PREFIX}')):
            decl = _declaration(f)
            m.entities.insert(at, decl)
            m.add_index_only(decl)
        part.add(f)
    return part
