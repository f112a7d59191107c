"""Linking mpiad's MPI runtime (runtime.c compiled to runtime_<abi>.ll) into a module.

Only the helpers a module calls are copied, with everything they reference. The runtime's own
globals and types are renamed under ``__mpiad.rt.`` so they cannot clash with the user's, and its
attribute groups and metadata are dropped (they would collide with the module's numbering).
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

from ..ir.module import Function, GlobalVariable, Module
from ..ir.parser import parse_module
from ..ir.values import GlobalRef

HERE = Path(__file__).resolve().parent
PUBLIC = ("__mpiad_", "mpiad_")


@functools.lru_cache(maxsize=None)
def _clean_text(abi: str) -> str:
    text = (HERE / f"runtime_{abi}.ll").read_text()
    lines = []
    for ln in text.splitlines():
        if ln.startswith(("attributes #", "!", "source_filename", "target ", "; ")):
            continue
        ln = re.sub(r"(, )?!(?:[a-zA-Z][\w.]*) !\d+", "", ln)
        ln = re.sub(r" #\d+", "", ln)
        lines.append(ln)
    text = "\n".join(lines) + "\n"
    text = text.replace("%struct.", "%__mpiad.rt.struct.")
    defined = set(re.findall(r"^@([-\w.$]+) = (?!external)", text, flags=re.M))
    defined |= set(re.findall(r"^define [^@]*@([-\w.$]+)\(", text, flags=re.M))
    for name in sorted(defined, key=len, reverse=True):
        if name.startswith(PUBLIC):
            continue
        text = re.sub(r"@" + re.escape(name) + r"(?![-\w.$])", "@__mpiad.rt." + name, text)
    return text


@functools.lru_cache(maxsize=None)
def _runtime(abi: str) -> Module:
    return parse_module(_clean_text(abi), f"<mpiad runtime {abi}>")


def link(module: Module, names: set[str], abi: str) -> None:
    """Copy runtime functions ``names`` (and what they use) into ``module``."""
    import copy

    rt = _runtime(abi)
    todo = [n for n in names if n not in module.functions]
    seen: set[str] = set()
    needed: list = []
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        ent = rt.functions.get(n) or rt.globals.get(n)
        if ent is None:
            continue
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
    from ..ir.module import Verbatim

    at = 0
    while at < len(module.entities) and isinstance(module.entities[at], Verbatim) and \
            module.entities[at].kind == "header":
        at += 1
    for tname, td in rt.type_defs.items():
        if tname not in module.type_defs:
            module.entities.insert(at, td)
            module.type_defs[tname] = td
    for ent in needed:
        if ent.name in module.functions or ent.name in module.globals:
            continue
        module.add(copy.deepcopy(ent))


def runtime_module(abi: str) -> Module:
    """The parsed runtime of ``abi`` (what rules look up runtime signatures in)."""
    return _runtime(abi)
