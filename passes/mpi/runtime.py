"""Linking mpiad's MPI runtime (passes/mpi/runtime/, compiled to runtime_<abi>.ll) into a module.

Only the helpers a module calls are copied, with everything they reference. The runtime is parsed
into the IR model once per ABI and prepared there (``_prepare``): its own globals, functions and
types (those it defines, but for the public ``__mpiad_*`` / ``mpiad_*`` entry points) are renamed
under ``__mpiad.rt.`` so they cannot clash with the user's, and its header lines, attribute groups
and metadata are dropped with every reference to them (they would collide with the module's
numbering). Each function linked in carries ``"mpiad"="runtime"`` (:mod:`..provenance`), so a
module read back from an earlier run is recognised as holding it; a helper it defines already is
not linked again.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from ..errors import MpiadError
from ..ir import lexer as L
from ..ir.instructions import Call, DebugRecord
from ..ir.module import Function, GlobalVariable, Module, TypeDef, Verbatim
from ..ir.parser import Parser, parse_module
from ..ir.types import (
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    NamedStructType,
    PointerType,
    SimpleType,
    StructType,
    Type,
    VectorType,
    VoidType,
)
from ..ir.values import (
    CStringConst,
    FloatConst,
    GlobalRef,
    InlineAsm,
    IntConst,
    KeywordConst,
    LocalRef,
    MetadataRef,
    Typed,
)
from ..provenance import mark_runtime

HERE = Path(__file__).resolve().parent
PUBLIC = ("__mpiad_", "mpiad_")
PREFIX = "__mpiad.rt."


def _prefixed(name: str) -> str:
    """``name`` (as the model keeps it: bare or ``"quoted"``) under PREFIX."""
    return f'"{PREFIX}{name[1:]}' if name.startswith('"') else PREFIX + name


#: types that name no struct
_SCALAR_TYPES = {FloatType, IntType, PointerType, VoidType, SimpleType}
#: operands that hold no global or type
_LEAVES = {
    str,
    int,
    float,
    bool,
    type(None),
    LocalRef,
    IntConst,
    FloatConst,
    KeywordConst,
    CStringConst,
    InlineAsm,
}


@functools.lru_cache(maxsize=None)
def _fields(cls) -> tuple[tuple[str, ...], bool]:
    """A model dataclass's field names, and whether it is frozen."""
    return tuple(f.name for f in dataclasses.fields(cls)), cls.__dataclass_params__.frozen


class _Renamer:
    """Renames globals (``@g``) and identified struct types (``%T``) throughout the model."""

    def __init__(self, globals_: dict[str, str], types: dict[str, str]):
        self.globals = globals_
        self.types = types
        self.metadata_nodes: list[str] = []  # metadata operands met that name a node (!5)

    def type(self, t: Type) -> Type:
        if type(t) in _SCALAR_TYPES:
            return t
        if isinstance(t, NamedStructType):
            return NamedStructType(self.types.get(t.name, t.name))
        if isinstance(t, (ArrayType, VectorType)):
            return dataclasses.replace(t, element=self.type(t.element))
        if isinstance(t, StructType):
            return StructType(tuple(self.type(e) for e in t.elements), t.packed)
        if isinstance(t, FunctionType):
            return FunctionType(self.type(t.ret), tuple(self.type(p) for p in t.params), t.varargs)
        return t

    def operand(self, x):
        """A Type, Value or Typed, or an object, list or tuple holding them (instructions, call
        arguments, phi incomings): renamed, mutable objects in place, frozen ones rebuilt where
        something changed. Strings are names and verbatim text; ``fragment`` handles the verbatim
        ones."""
        cls = type(x)
        if cls in _LEAVES:
            return x
        if cls is Typed:
            t, v = self.type(x.type), self.operand(x.value)
            return x if t is x.type and v is x.value else Typed(t, v)
        if cls is GlobalRef:
            return GlobalRef(self.globals[x.name]) if x.name in self.globals else x
        if cls is MetadataRef:
            if any(k.kind == L.META and k.text[1:].isdigit() for k in L.tokenize(L.Source(x.text))):
                self.metadata_nodes.append(x.text)
            return x
        if isinstance(x, Type):
            return self.type(x)
        if cls is list:
            x[:] = [self.operand(i) for i in x]
            return x
        if cls is tuple:
            return tuple(self.operand(i) for i in x)
        names, frozen = _fields(cls)
        if frozen:
            new = {}
            for n in names:
                old = getattr(x, n)
                v = self.operand(old)
                if v is not old:
                    new[n] = v
            return dataclasses.replace(x, **new) if new else x
        for n in names:
            setattr(x, n, self.operand(getattr(x, n)))
        return x

    def fragment(self, text: str) -> str:
        """A verbatim piece of IR the model keeps as text (linkage and attributes of a function or
        a call, a global's trailer): symbols renamed, attribute-group references (``#3``) and
        metadata attachments (``, !dbg !7``) dropped."""
        if not any(c in text for c in "#!@%"):
            return text
        p = Parser(text, "<runtime fragment>")
        out: list[str] = []
        pos = 0  # text[:pos] is in out (or dropped)
        while p.tok.kind != L.EOF_:
            t = p.tok
            drop_from = None
            if t.kind == L.ATTRGRP:
                drop_from = p.i
                p.next()
            elif (
                t.kind == L.PUNCT
                and t.text == ","
                and p.peek().kind == L.META
                and p.peek(2).kind in (L.META, L.METASTR)
            ):
                drop_from = p.i
                p.next()
                p.next()
                p.capture_metadata()
            if drop_from is not None:  # drop the tokens and the blank before them
                out.append(text[pos : p.toks[drop_from].start].rstrip())
                pos = p.toks[p.i - 1].end
                continue
            p.next()
            new = None
            if t.kind == L.GLOBAL and t.text[1:] in self.globals:
                new = "@" + self.globals[t.text[1:]]
            elif t.kind == L.LOCAL and t.text[1:] in self.types:  # a type: byval(%T), sret(%T)
                new = "%" + self.types[t.text[1:]]
            if new is not None:
                out.append(text[pos : t.start] + new)
                pos = t.end
        out.append(text[pos:])
        return "".join(out).strip()


def _dropped(e) -> bool:
    """Top-level entities the runtime keeps to itself: its source_filename and target lines (the
    module has its own), attribute groups and metadata nodes (numbered per module)."""
    if not isinstance(e, Verbatim):
        return False
    if e.kind == "header":
        return e.key in ("source_filename", "target")
    return e.kind in ("attributes", "metadata", "named_metadata")


def _renamer(functions: dict[str, bool], globals_: dict[str, bool], types) -> _Renamer:
    """The renaming of the runtime's own symbols: ``functions`` / ``globals_`` map each name to
    whether the runtime defines it (a body, an initializer); ``types`` are its struct names."""
    return _Renamer(
        {
            n: _prefixed(n)
            for n, defined in [*functions.items(), *globals_.items()]
            if defined and not n.startswith(PUBLIC)
        },
        {n: _prefixed(n) for n in types},
    )


def _prepare_entity(ren: _Renamer, e, name: str) -> None:
    """Rename and strip one entity of the runtime in place (see the module's docstring)."""
    if isinstance(e, TypeDef):
        e.name = ren.types[e.name]
        if e.body is not None:
            e.body = ren.type(e.body)
    elif isinstance(e, GlobalVariable):
        e.name = ren.globals.get(e.name, e.name)
        e.pre, e.post = ren.fragment(e.pre), ren.fragment(e.post)
        e.type = ren.type(e.type)
        if e.initializer is not None:
            e.initializer = ren.operand(e.initializer)
    elif isinstance(e, Function):
        e.name = ren.globals.get(e.name, e.name)
        e.pre, e.post = ren.fragment(e.pre), ren.fragment(e.post)
        e.ret = ren.type(e.ret)
        e.metadata = []
        for prm in e.params:
            prm.type, prm.attrs = ren.type(prm.type), ren.fragment(prm.attrs)
        for b in e.blocks or ():
            b.instructions = [i for i in b.instructions if not isinstance(i, DebugRecord)]
            for inst in b.instructions:
                inst.metadata = []
                ren.operand(inst)
                if isinstance(inst, Call):
                    inst.pre = ren.fragment(inst.pre)
                    inst.fn_attrs = ren.fragment(inst.fn_attrs)
                    for a in inst.args:
                        a.attrs = ren.fragment(a.attrs)
    if ren.metadata_nodes:  # dropped with the rest: a reference would dangle
        raise ValueError(
            f"{name}: @{e.name} uses metadata node {ren.metadata_nodes[0]}; the "
            "runtime's metadata is not linked into modules"
        )


def _prepare(rt: Module, name: str) -> Module:
    """Make the parsed runtime ``rt`` fit to be copied from (see the module's docstring)."""
    rt.entities = [e for e in rt.entities if not _dropped(e)]
    rt.metadata.clear()
    ren = _renamer(
        {n: not f.is_declaration for n, f in rt.functions.items()},
        {n: g.initializer is not None for n, g in rt.globals.items()},
        rt.type_defs,
    )
    for e in rt.entities:
        _prepare_entity(ren, e, name)
    rt.functions = {f.name: f for f in rt.functions.values()}
    rt.globals = {g.name: g for g in rt.globals.values()}
    rt.type_defs = {t.name: t for t in rt.type_defs.values()}
    return rt


@functools.lru_cache(maxsize=None)
def _runtime(abi: str) -> Module:
    """The whole runtime of ``abi``, parsed and prepared (for tests and tools; the pass reads
    :func:`runtime_module`, which parses only what is asked for)."""
    name = f"<mpiad runtime {abi}>"
    return _prepare(parse_module(_runtime_text(abi), name), name)


def _runtime_text(abi: str) -> str:
    path = HERE / f"runtime_{abi}.ll"
    try:
        return path.read_text()
    except FileNotFoundError:
        # an installation that left out the package data (a hand-made wheel, a copied tree)
        raise MpiadError(
            f"mpiad's MPI runtime ({path}) is missing from this installation: reinstall mpiad "
            "(pip install mpiad, or pip install -e . in a checkout)"
        ) from None


_SYMBOL = re.compile(r'@("[^"]*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)\(')
#: top-level lines the runtime keeps to itself (see ``_dropped``)
_SKIPPED = ("attributes ", "!", "source_filename", "target ", ";")


class LazyRuntime:
    """The runtime of one ABI as the pass reads it: its types and globals parsed and prepared
    up front, each function only when first asked for (a kernel's module needs a few dozen of
    the runtime's hundreds of functions: parsing all of the 1.1 MB file cost most of the pass
    time of a small kernel's first derivative). A function comes out exactly as the whole
    runtime prepared by ``_prepare`` has it."""

    def __init__(self, text: str, name: str):
        self.name = name
        self._chunks: dict[str, str] = {}  # function name (as the runtime has it) -> its text
        defined: dict[str, bool] = {}
        heads: list[str] = []  # type definitions and globals
        lines = text.split("\n")
        k = 0
        while k < len(lines):
            line = lines[k]
            k += 1
            if line.startswith(("define ", "declare ")):
                m = _SYMBOL.search(line)
                if m is None:
                    raise ValueError(f"{name}: no function name in {line[:80]!r}")
                start = k - 1
                if line.startswith("define "):
                    while k < len(lines) and lines[k - 1] != "}":
                        k += 1
                self._chunks[m.group(1)] = "\n".join(lines[start:k])
                defined[m.group(1)] = line.startswith("define ")
            elif line.startswith(("%", "@")):
                heads.append(line)
            elif line and not line.startswith(_SKIPPED):
                raise ValueError(f"{name}: unexpected top-level line {line[:80]!r}")
        top = parse_module("\n".join(heads) + "\n", name)
        self._ren = _renamer(
            defined, {n: g.initializer is not None for n, g in top.globals.items()}, top.type_defs
        )
        for e in top.entities:
            _prepare_entity(self._ren, e, name)
        self.type_defs = {t.name: t for t in top.type_defs.values()}
        self.globals = {g.name: g for g in top.globals.values()}
        #: prepared name -> name in the runtime's text
        self._source = {self._ren.globals.get(n, n): n for n in self._chunks}
        self._parsed: dict[str, Function] = {}
        self.functions = _LazyFunctions(self)

    def defines(self, name: str) -> bool:
        """Does the runtime define (not only declare) the function ``name`` (after renaming)?"""
        src = self._source.get(name)
        return src is not None and self._chunks[src].startswith("define ")

    def function(self, name: str) -> Function | None:
        """The prepared function ``name`` (its name after renaming), or None; shared: not to
        be changed or put into a module (see :meth:`fresh_function`)."""
        got = self._parsed.get(name)
        if got is None:
            got = self.fresh_function(name)
            if got is not None:
                self._parsed[name] = got
        return got

    def fresh_function(self, name: str) -> Function | None:
        """A new copy of the prepared function ``name``, or None (parsing its text again is
        cheaper than a deep copy of the parsed one)."""
        src = self._source.get(name)
        if src is None:
            return None
        got = parse_module(self._chunks[src] + "\n", self.name).functions[src]
        self._ren.metadata_nodes = []
        _prepare_entity(self._ren, got, self.name)
        return got


class _LazyFunctions(Mapping):
    """``LazyRuntime.functions``: a read-only mapping that parses on lookup."""

    def __init__(self, rt: LazyRuntime):
        self._rt = rt

    def __getitem__(self, name: str) -> Function:
        got = self._rt.function(name)
        if got is None:
            raise KeyError(name)
        return got

    def __contains__(self, name: object) -> bool:
        return name in self._rt._source

    def __iter__(self) -> Iterator[str]:
        return iter(self._rt._source)

    def __len__(self) -> int:
        return len(self._rt._source)


@functools.lru_cache(maxsize=None)
def _lazy_runtime(abi: str) -> LazyRuntime:
    return LazyRuntime(_runtime_text(abi), f"<mpiad runtime {abi}>")


def link(module: Module, names: set[str], abi: str) -> None:
    """Copy runtime functions ``names`` (and what they use) into ``module``; a name the module
    only declares (a public ``mpiad_*`` function its code calls) gets the runtime's body."""
    rt = _lazy_runtime(abi)

    def present(n: str) -> bool:
        f = module.functions.get(n)
        return (f is not None and not f.is_declaration) or n in module.globals

    todo = [n for n in names if not present(n)]
    seen: set[str] = set()
    needed: list = []
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if present(n):
            continue
        ent = rt.fresh_function(n)
        if ent is not None and n in module.functions:  # the user's declaration of a public one
            module.remove(module.functions[n])
        if ent is None:
            ent = rt.globals.get(n)
            if ent is None:
                continue
            ent = copy.deepcopy(ent)
        needed.append(ent)
        refs = set()
        if isinstance(ent, Function) and ent.blocks:
            for inst in ent.instructions():
                stack = list(inst.operands())
                while stack:
                    v = stack.pop()
                    if isinstance(v, GlobalRef):
                        refs.add(v.name)
                    if v is not None:
                        stack.extend(v.refs())
        elif isinstance(ent, GlobalVariable) and ent.initializer is not None:
            stack = [ent.initializer]
            while stack:
                v = stack.pop()
                if isinstance(v, GlobalRef):
                    refs.add(v.name)
                stack.extend(v.refs())
        todo.extend(r for r in refs if r not in seen)

    at = 0
    while (
        at < len(module.entities)
        and isinstance(module.entities[at], Verbatim)
        and module.entities[at].kind == "header"
    ):
        at += 1
    for tname, td in rt.type_defs.items():
        if tname not in module.type_defs:
            module.entities.insert(at, td)
            module.type_defs[tname] = td
    for ent in needed:
        if isinstance(ent, Function) and not ent.is_declaration:
            mark_runtime(ent)
        module.add(ent)


def runtime_module(abi: str) -> LazyRuntime:
    """The runtime of ``abi`` (what rules look up runtime signatures in), parsed lazily."""
    return _lazy_runtime(abi)
