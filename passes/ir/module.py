"""Module, functions, blocks and globals of the IR model, and the printer.

Top-level things passes never reason about (attribute groups, comdats, metadata nodes, aliases,
module asm) are kept verbatim, in order, so a printed module is the module that was parsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterator

from .instructions import DebugRecord, Instruction
from .types import FunctionType, NamedStructType, Type
from .values import NameMap, Value

_DILOC = re.compile(r"!DILocation\(line: (\d+)")
_PERSONALITY = re.compile(r'\bpersonality ptr (?:@"[^"]*"|@[-\w.$]+|null)')


@dataclass(eq=False)
class Param:
    type: Type
    name: str | None = None  # None only in declarations
    attrs: str = ""

    def fmt(self, ctx: NameMap) -> str:
        a = f" {self.attrs}" if self.attrs else ""
        n = f" {ctx.local(self.name)}" if self.name is not None else ""
        return f"{self.type}{a}{n}"


@dataclass(eq=False)
class Block:
    label: str
    instructions: list[Instruction] = field(default_factory=list)

    @property
    def terminator(self) -> Instruction:
        return self.instructions[-1]

    def body(self) -> Iterator[Instruction]:
        """Instructions without debug records."""
        return (i for i in self.instructions if not isinstance(i, DebugRecord))

    def successors(self) -> list[str]:
        return self.instructions[-1].successors() if self.instructions else []


@dataclass(eq=False)
class Function:
    name: str  # without '@'
    ret: Type
    params: list[Param] = field(default_factory=list)
    varargs: bool = False
    pre: str = ""  # linkage, visibility, cc, return attributes: verbatim
    post: str = ""  # unnamed_addr, #attrs, section, comdat, personality...: verbatim
    metadata: list[tuple[str, str]] = field(default_factory=list)  # !dbg !29
    blocks: list[Block] | None = None  # None: a declaration
    line: int = 0

    @property
    def is_declaration(self) -> bool:
        return self.blocks is None

    @property
    def type(self) -> FunctionType:
        return FunctionType(self.ret, tuple(p.type for p in self.params), self.varargs)

    @property
    def personality(self) -> str:
        """The ``personality ptr @fn`` clause of ``post`` (or ''): a function generated from
        this one that copies its landingpads needs it too."""
        m = _PERSONALITY.search(self.post)
        return m.group(0) if m else ""

    def block(self, label: str) -> Block:
        for b in self.blocks or ():
            if b.label == label:
                return b
        raise KeyError(label)

    def instructions(self) -> Iterator[Instruction]:
        for b in self.blocks or ():
            yield from b.instructions

    def name_map(self) -> NameMap:
        """Renumber unnamed (numeric) values in definition order, as LLVM requires."""
        mapping: dict[str, str] = {}
        counter = 0

        def visit(name: str | None) -> None:
            nonlocal counter
            if name is not None and name.isdigit():
                mapping[name] = str(counter)
                counter += 1

        for p in self.params:
            visit(p.name)
        for b in self.blocks or ():
            visit(b.label)
            for i in b.instructions:
                if i.name is not None and not i.type.is_void:
                    visit(i.name)
        if all(k == v for k, v in mapping.items()):
            return NameMap()
        return NameMap(mapping)

    def fmt(self) -> str:
        ctx = self.name_map()
        params = [p.fmt(ctx) for p in self.params]
        if self.varargs:
            params.append("...")
        kw = "declare" if self.is_declaration else "define"
        pre = f" {self.pre}" if self.pre else ""
        post = f" {self.post}" if self.post else ""
        md = "".join(f" !{k} {v}" for k, v in self.metadata)
        if self.is_declaration:  # LLVM's grammar puts a declaration's metadata first
            return f"{kw}{md}{pre} {self.ret} @{self.name}({', '.join(params)}){post}"
        head = f"{kw}{pre} {self.ret} @{self.name}({', '.join(params)}){post}{md}"
        lines = [head + " {"]
        for b in self.blocks:
            lines.append(f"{ctx.mapping.get(b.label, b.label)}:")
            for i in b.instructions:
                ind = "    " if isinstance(i, DebugRecord) else "  "
                lines.append(ind + i.fmt(ctx))
        lines.append("}")
        return "\n".join(lines)


@dataclass(eq=False)
class GlobalVariable:
    name: str
    pre: str  # linkage ... addrspace, verbatim
    kind: str  # 'global' or 'constant'
    type: Type
    initializer: Value | None = None
    post: str = ""  # ', section "x", align 8, !dbg !3' verbatim

    def fmt(self) -> str:
        pre = f" {self.pre}" if self.pre else ""
        init = f" {self.initializer.fmt(NameMap())}" if self.initializer is not None else ""
        return f"@{self.name} ={pre} {self.kind} {self.type}{init}{self.post}"


@dataclass(eq=False)
class Verbatim:
    """A top-level entity kept as text: attribute group, metadata node, comdat, alias, asm."""

    kind: str  # 'attributes', 'metadata', 'named_metadata', 'comdat', 'alias', 'header', 'asm'
    key: str
    text: str

    def fmt(self) -> str:
        return self.text


@dataclass(eq=False)
class TypeDef:
    name: str
    body: Type | None  # None: opaque

    def fmt(self) -> str:
        return f"%{self.name} = type {self.body if self.body is not None else 'opaque'}"


class Module:
    """A whole module: ``entities`` in source order; lookup tables for functions and globals."""

    def __init__(self) -> None:
        self.entities: list = []
        self.functions: dict[str, Function] = {}
        self.globals: dict[str, GlobalVariable] = {}
        self.type_defs: dict[str, TypeDef] = {}
        self.metadata: dict[str, Verbatim] = {}
        self._counter = 0

    def add(self, entity) -> None:
        self.entities.append(entity)
        if isinstance(entity, Function):
            self.functions[entity.name] = entity
        elif isinstance(entity, GlobalVariable):
            self.globals[entity.name] = entity
        elif isinstance(entity, TypeDef):
            self.type_defs[entity.name] = entity
        elif isinstance(entity, Verbatim) and entity.kind == "metadata":
            self.metadata[entity.key] = entity

    def insert_before(self, anchor, entity) -> None:
        idx = self.entities.index(anchor)
        self.entities.insert(idx, entity)
        self.add_index_only(entity)

    def add_index_only(self, entity) -> None:
        if isinstance(entity, Function):
            self.functions[entity.name] = entity
        elif isinstance(entity, GlobalVariable):
            self.globals[entity.name] = entity

    def remove(self, entity) -> None:
        self.entities.remove(entity)
        if isinstance(entity, Function):
            del self.functions[entity.name]
        elif isinstance(entity, GlobalVariable):
            del self.globals[entity.name]

    def defined_functions(self) -> Iterator[Function]:
        return (f for f in self.functions.values() if not f.is_declaration)

    def fresh_name(self, base: str) -> str:
        """A global name not yet used in the module."""
        name = base
        while name in self.functions or name in self.globals:
            self._counter += 1
            name = f"{base}.{self._counter}"
        return name

    def fresh_metadata_ids(self, n: int) -> list[int]:
        """``n`` metadata node numbers the module does not use (for nodes added as ``Verbatim``
        entities, which must then be added before the next call)."""
        top = max((int(k[1:]) for k in self.metadata if k[1:].isdigit()), default=-1)
        return list(range(top + 1, top + 1 + n))

    def get_or_declare(
        self,
        name: str,
        ret: Type,
        params: list[Type],
        varargs: bool = False,
        pre: str = "",
        post: str = "",
    ) -> Function:
        f = self.functions.get(name)
        if f is not None:
            return f
        f = Function(name, ret, [Param(t) for t in params], varargs, pre=pre, post=post)
        self.add(f)
        return f

    def struct_body(self, t: Type) -> Type:
        while isinstance(t, NamedStructType):
            td = self.type_defs.get(t.name)
            if td is None or td.body is None:
                return t
            t = td.body
        return t

    def source_line(self, inst: Instruction) -> int | None:
        """The source line of ``inst``'s debug location (``!dbg``), when it has one."""
        ref = inst.dbg()
        md = self.metadata.get(ref) if ref is not None else None
        if md is None:
            return None
        m = _DILOC.search(md.text)
        return int(m.group(1)) if m else None

    def __str__(self) -> str:
        out = []
        for e in self.entities:
            out.append(e.fmt())
        return "\n".join(out) + "\n"
