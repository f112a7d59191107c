"""Preprocessing of unoptimised IR before it is differentiated (Enzyme's PreProcessCache, here).

What a debug build gives (rustc opt-level 0, clang/zig ``-O0 -g``, Numba with ``NUMBA_OPT=0``)
is correct but noisy: every local lives in an alloca, ``core::`` helpers such as
``slice::from_raw_parts`` or ``Range::next`` are separate calls that return aggregates, function
pointers pass through single-store allocas, and clang marks every function ``optnone``. The pass
differentiates what an optimiser would have simplified away, and some of those shapes it cannot
follow. So, as Enzyme does before differentiating, the module is simplified first, by LLVM itself:

1. ``optnone`` (and the ``noinline`` that clang adds with it) is dropped from the functions;
2. LLVM's new pass manager (llvmlite's pass builder) simplifies every function: SROA (mem2reg),
   instcombine, simplifycfg, twice;
3. calls to callees that are small *after* that are marked ``alwaysinline`` at the call site (the
   callee is not recursive, not marked ``noinline`` by the user, not a function a derivative rule
   knows by name, and has at most :data:`INLINE_MAX` instructions, :data:`INLINE_HINTED_MAX`
   when it asks to be inlined (``inlinehint``), :data:`INLINE_ONCE_MAX` when this is the only
   call of an internal function);
4. the always-inliner inlines them and step 2 runs again.

Functions keep their names and their debug locations (the passes preserve ``!dbg``; inlined code
gets inlined-at locations), so messages and derivatives name the user's functions. Bodies are
simplified in place: the module that comes out (what ``mpiad-opt`` writes besides the derivatives)
holds the simplified, semantically equal bodies.

When: ``policy`` ``"auto"`` (the front ends' default) preprocesses a module that looks unoptimised
(:func:`unoptimised_reason`: a function marked ``optnone``, debug info saying
``isOptimized: false``, or a call to a defined function that asks to be inlined, as rustc's debug
builds leave them), ``"always"`` every module, ``"never"`` none; ``MPIAD_PREPROCESS`` overrides
the front ends' choice. Optimised IR is left byte for byte as it was.

LLVM is built with assertions on in llvmlite: :func:`run_llvm` is only ever handed text that LLVM
has parsed and verified, plus our attribute edits; ``passes.llvm_check`` runs it in its confined
child and falls back to the unpreprocessed module (with a warning) if LLVM fails there.
"""

from __future__ import annotations

import os
import re

from .errors import MpiadError
from .ir.instructions import Call, DebugRecord
from .ir.module import Function, Module, Verbatim
from .ir.parser import parse_module

POLICIES = ("auto", "always", "never")
ENV = "MPIAD_PREPROCESS"
INLINE_MAX = 120  # instructions of a callee inlined at every call site
INLINE_HINTED_MAX = 400  # ... of a callee marked inlinehint / alwaysinline
INLINE_ONCE_MAX = 2000  # ... of an internal / linkonce_odr callee called once

_GROUP = re.compile(r"#\d+")
_UNOPTIMISED_CU = re.compile(r"!DICompileUnit\([^)]*isOptimized: false")


def policy(requested: str | None = None, default: str = "auto") -> str:
    """The policy in force: ``requested`` if given (a command-line flag), else
    ``MPIAD_PREPROCESS`` if set, else ``default``."""
    env = os.environ.get(ENV, "").strip().lower()
    got = requested or env or default
    aliases = {"0": "never", "no": "never", "off": "never", "1": "always", "yes": "always"}
    got = aliases.get(got, got)
    if got not in POLICIES:
        src = f"preprocess={got!r}" if requested else f"{ENV}={env!r}"
        raise MpiadError(f"{src}: use one of {', '.join(POLICIES)}")
    return got


# --------------------------------------------------------------------------- attributes
def _groups(m: Module) -> dict[str, Verbatim]:
    return {e.key: e for e in m.entities if isinstance(e, Verbatim) and e.kind == "attributes"}


def _group_body(g: Verbatim) -> str:
    return g.text.split("{", 1)[1].rsplit("}", 1)[0]


def _attr_words(text: str, groups: dict[str, Verbatim]) -> set[str]:
    """The attribute words of a function's ``post`` or a call's ``fn_attrs``, groups resolved."""
    words: set[str] = set()
    for tok in text.split():
        g = groups.get(tok) if _GROUP.fullmatch(tok) else None
        words |= set(_group_body(g).split()) if g is not None else {tok}
    return words


def unoptimised_reason(m: Module) -> str | None:
    """Why ``m`` looks like a debug build (None: it looks optimised)."""
    groups = _groups(m)
    for f in m.defined_functions():
        if "optnone" in _attr_words(f.post, groups):
            return f"@{f.name} is marked optnone (built at -O0)"
    for md in m.metadata.values():
        if _UNOPTIMISED_CU.search(md.text):
            return "its debug info says it was not optimised (isOptimized: false)"
    for f in m.defined_functions():
        for inst in f.instructions():
            if isinstance(inst, Call) and inst.callee_name:
                g = m.functions.get(inst.callee_name)
                if g is not None and not g.is_declaration and g is not f:
                    if {"inlinehint", "alwaysinline"} & _attr_words(g.post, groups):
                        return f"@{f.name} calls @{g.name}, which is meant to be inlined"
    return None


def _drop_optnone(m: Module, drop_noinline: bool = False) -> None:
    """Remove ``optnone`` and the ``noinline`` that comes with it (clang -O0 adds both), from
    attribute groups and from attributes written on a function itself; with ``drop_noinline``,
    every ``noinline``."""
    groups = _groups(m)
    for g in groups.values():
        body = _group_body(g).split()
        if "optnone" in body or (drop_noinline and "noinline" in body):
            # an attribute group may not be empty: a string attribute marks what was done
            kept = [w for w in body if w not in ("optnone", "noinline")] or ['"mpiad-inlinable"']
            g.text = g.text.split("{", 1)[0] + "{ " + " ".join(kept) + " }"
    for f in m.defined_functions():
        words = f.post.split()
        if "optnone" in words or (drop_noinline and "noinline" in words):
            f.post = " ".join(w for w in words if w not in ("optnone", "noinline"))


# --------------------------------------------------------------------------- inlining
def _size(f: Function) -> int:
    return sum(1 for i in f.instructions() if not isinstance(i, DebugRecord))


def _recursive(m: Module) -> set[str]:
    """Defined functions on a cycle of direct calls (Tarjan's SCCs, iteratively)."""
    succ: dict[str, set[str]] = {}
    for f in m.defined_functions():
        succ[f.name] = {
            i.callee_name
            for i in f.instructions()
            if isinstance(i, Call) and i.callee_name in m.functions
            and not m.functions[i.callee_name].is_declaration
        }  # fmt: skip
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on: set[str] = set()
    stack: list[str] = []
    out: set[str] = set()
    counter = 0
    for root in succ:
        if root in index:
            continue
        work = [(root, iter(sorted(succ[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(succ[w]))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in succ[v]:
                    out.update(comp)
    return out


def _inlinable(m: Module, g: Function, groups, recursive: set[str], calls: dict) -> bool:
    from .rulebook import registry

    if g.is_declaration or g.varargs or g.name in recursive:
        return False
    words = _attr_words(g.post, groups)
    if "noinline" in words or "optnone" in words:
        return False
    if registry.call_rule_for(Call(callee=_global(g.name))) is not None:
        return False  # a rule knows it by name (NRT_incref, a libm function defined here...)
    if any(
        isinstance(i, Call) and i.callee_name in ("llvm.va_start", "llvm.localescape")
        for i in g.instructions()
    ):
        return False
    limit = INLINE_HINTED_MAX if {"inlinehint", "alwaysinline"} & words else INLINE_MAX
    if calls.get(g.name, 0) == 1 and g.pre.split()[:1] in (["internal"], ["private"],
                                                            ["linkonce_odr"]):  # fmt: skip
        limit = INLINE_ONCE_MAX  # its only call: inlining it grows nothing
    return _size(g) <= limit


def _global(name: str):
    from .ir.values import GlobalRef

    return GlobalRef(name)


def _mark_inline_calls(m: Module) -> int:
    """Mark the call sites of inlinable callees ``alwaysinline``; returns how many."""
    groups = _groups(m)
    recursive = _recursive(m)
    calls: dict[str, int] = {}
    for f in m.defined_functions():
        for inst in f.instructions():
            if isinstance(inst, Call) and inst.callee_name:
                calls[inst.callee_name] = calls.get(inst.callee_name, 0) + 1
    ok: dict[str, bool] = {}
    marked = 0
    for f in m.defined_functions():
        for inst in f.instructions():
            if not isinstance(inst, Call) or inst.callee_name is None or inst.tail == "musttail":
                continue
            g = m.functions.get(inst.callee_name)
            if g is None or g is f:
                continue
            if g.name not in ok:
                ok[g.name] = _inlinable(m, g, groups, recursive, calls)
            if not ok[g.name]:
                continue
            if inst.fnty is not None and str(inst.fnty) != str(g.type):
                continue  # called through another signature: not inlinable
            if len(inst.args) != len(g.params) or str(inst.ret) != str(g.ret):
                continue
            here = _attr_words(inst.fn_attrs, groups)
            if "noinline" in here or "alwaysinline" in here:
                continue
            inst.fn_attrs = f"{inst.fn_attrs} alwaysinline".strip()
            marked += 1
    return marked


def prepare(
    canon: str, pol: str, source: str = "<input>", drop_noinline: bool = False
) -> tuple[str | None, str | None]:
    """What to hand :func:`run_llvm`: (the module text with ``optnone`` dropped, why it is
    preprocessed) or (None, None) when the module is left as it is. ``canon`` is LLVM's printing
    of a verified module. ``drop_noinline``: every ``noinline`` is the front end's own (Numba
    marks every function noinline when it emits debug info), not the user's: drop them too."""
    if pol == "never":
        return None, None
    try:
        m = parse_module(canon, source)
    except MpiadError:
        return None, None  # load_module reports what the IR model cannot read
    reason = unoptimised_reason(m) if pol == "auto" else "preprocess=always"
    if reason is None:
        return None, None
    _drop_optnone(m, drop_noinline)
    return str(m), reason


def run_llvm(text: str) -> str:
    """The preprocessed module: simplify every function (SROA, instcombine, simplifycfg), mark
    the calls of callees that are small *after* that simplification ``alwaysinline``, inline
    them and simplify again. Runs LLVM in this process: hand it only what :func:`prepare` made
    of a module LLVM has verified, in the confined child of ``passes.llvm_check`` where
    possible."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    tm = llvm.Target.from_default_triple().create_target_machine()
    simplified = _llvm_passes(llvm, tm, text, inline=False)
    try:
        m = parse_module(simplified, "<preprocessed>")
    except MpiadError:
        return simplified
    if not _mark_inline_calls(m):
        return simplified
    return _llvm_passes(llvm, tm, str(m), inline=True)


def _llvm_passes(llvm, tm, text: str, inline: bool) -> str:
    mod = llvm.parse_assembly(text, context=llvm.create_context())
    mod.verify()
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=0))
    mpm = llvm.create_new_module_pass_manager()
    if inline:
        mpm.add_always_inliner_pass()
    for _ in range(2):
        mpm.add_sroa_pass()
        mpm.add_instruction_combine_pass()
        mpm.add_simplify_cfg_pass()
    mpm.run(mod, pb)
    mod.verify()
    return str(mod)
