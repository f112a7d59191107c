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

Where: only in the functions a derivative is made from (:func:`targets`: the functions
differentiated, what they call, and the functions whose ``__enzyme_*`` calls are replaced);
every other function is left as it is (:func:`_confine`), mpiad's own runtime functions from an
earlier run (:mod:`mpiad_passes.provenance`) included. A module with nothing to differentiate is
not preprocessed at all. (The Numba front end hands over whole modules: ``only=None``.)

When: ``policy`` ``"auto"`` (the front ends' default) preprocesses a module that looks unoptimised
(:func:`unoptimised_reason`: a function marked ``optnone``, debug info saying
``isOptimized: false``, a call to a defined function that asks to be inlined, as rustc's debug
builds leave them, or, in a module flang built, a scalar stack slot that only plain loads and
stores use: flang's -O0 has no ``optnone``, and mem2reg removes every such slot above -O0),
``"always"`` every module, ``"never"`` none; ``MPIAD_PREPROCESS`` overrides the front ends'
choice. Optimised IR is left byte for byte as it was.

LLVM is built with assertions on in llvmlite: :func:`run_llvm` is only ever handed text that LLVM
has parsed and verified, plus our attribute edits; ``passes.llvm_check`` runs it in its confined
child and falls back to the unpreprocessed module (with a warning) if LLVM fails there.
"""

from __future__ import annotations

import os
import re

from .errors import MpiadError
from .ir.instructions import Alloca, Call, DebugRecord, Load, Store, used_locals
from .ir.module import Function, Module, Verbatim
from .ir.parser import parse_module
from .ir.types import FloatType, IntType, PointerType, Type
from .ir.values import GlobalRef, IntConst, LocalRef
from .provenance import is_runtime, with_fn_attrs
from .rulebook import registry

POLICIES = ("auto", "always", "never")
ENV = "MPIAD_PREPROCESS"
INLINE_MAX = 120  # instructions of a callee inlined at every call site
INLINE_HINTED_MAX = 400  # ... of a callee marked inlinehint / alwaysinline
INLINE_ONCE_MAX = 2000  # ... of an internal / linkonce_odr callee called once

_GROUP = re.compile(r"#\d+")
_UNOPTIMISED_CU = re.compile(r"!DICompileUnit\([^)]*isOptimized: false")
_MD_REF = re.compile(r"!\d+")
_FLANG = re.compile(r"\bflang\b", re.I)


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


def unoptimised_reason(m: Module, only: set[str] | None = None) -> str | None:
    """Why ``m`` looks like a debug build (None: it looks optimised). ``only``: judge by these
    functions (and the module's debug info) alone. mpiad's own runtime functions (an earlier
    run's output read back) are never evidence: their ``alwaysinline`` is by design."""
    groups = _groups(m)
    fns = [
        f
        for f in m.defined_functions()
        if (only is None or f.name in only) and not is_runtime(_attr_words(f.post, groups))
    ]
    for f in fns:
        if "optnone" in _attr_words(f.post, groups):
            return f"@{f.name} is marked optnone (built at -O0)"
    for md in m.metadata.values():
        if _UNOPTIMISED_CU.search(md.text):
            return "its debug info says it was not optimised (isOptimized: false)"
    for f in fns:
        for inst in f.instructions():
            if isinstance(inst, Call) and inst.callee_name:
                g = m.functions.get(inst.callee_name)
                if g is not None and not g.is_declaration and g is not f:
                    words = _attr_words(g.post, groups)
                    if {"inlinehint", "alwaysinline"} & words and not is_runtime(words):
                        return f"@{f.name} calls @{g.name}, which is meant to be inlined"
    if _built_by_flang(m):
        for f in fns:
            slot = _promotable_slot(f)
            if slot is not None:
                return (
                    f"@{f.name} keeps %{slot} in a stack slot that only plain loads and stores "
                    "use (flang at -O0: every -O level above it promotes such slots)"
                )
    return None


def _built_by_flang(m: Module) -> bool:
    """Whether the module's ``!llvm.ident`` names flang (Fortran's LLVM front end)."""
    for e in m.entities:
        if isinstance(e, Verbatim) and e.kind == "named_metadata":
            if e.text.lstrip().startswith("!llvm.ident"):
                for ref in _MD_REF.findall(e.text.split("=", 1)[1]):
                    md = m.metadata.get(ref)
                    if md is not None and _FLANG.search(md.text.split("=", 1)[-1]):
                        return True
    return False


def _promotable_slot(f: Function) -> str | None:
    """The name of an alloca of ``f``'s entry block holding one scalar (integer, floating or
    pointer) that nothing but non-volatile, non-atomic loads and stores of its own type use (as
    their address, never as the stored value), if any. mem2reg (SROA), which flang's pipeline
    runs at every -O level above -O0, removes every such slot; clang marks its -O0 functions
    ``optnone`` instead, flang does not."""
    if not f.blocks:
        return None
    slots: dict[str, Type] = {}
    for inst in f.blocks[0].instructions:
        if isinstance(inst, Alloca) and inst.name and not inst.flags and _one(inst):
            t = inst.allocated
            if isinstance(t, IntType | FloatType | PointerType):
                slots[inst.name] = t
    if not slots:
        return None
    used: set[str] = set()
    for inst in f.instructions():
        if isinstance(inst, DebugRecord):
            continue
        ok = None  # the slot this instruction uses in a promotable way
        if isinstance(inst, Load) and not inst.flags and isinstance(inst.ptr.value, LocalRef):
            if slots.get(inst.ptr.value.name) == inst.ty:
                ok = inst.ptr.value.name
        elif isinstance(inst, Store) and not inst.flags and isinstance(inst.ptr.value, LocalRef):
            if slots.get(inst.ptr.value.name) == inst.value.type:
                ok = inst.ptr.value.name
        for name in used_locals(inst):
            if name in slots and name != ok or (name == ok and _stores_itself(inst, name)):
                slots.pop(name, None)
            elif name == ok:
                used.add(name)
        if not slots:
            return None
    return next((n for n in slots if n in used), None)


def _one(inst: Alloca) -> bool:
    c = inst.count
    return c is None or (isinstance(c.value, IntConst) and c.value.value == 1)


def _stores_itself(inst, name: str) -> bool:
    return (
        isinstance(inst, Store)
        and isinstance(inst.value.value, LocalRef)
        and (inst.value.value.name == name)
    )


def targets(m: Module, roots: set[str], callers: set[str] = frozenset()) -> set[str]:
    """The functions a derivative of ``roots`` is made from: the roots and every defined
    function they call or name, transitively (mpiad's runtime functions excluded), plus
    ``callers`` (functions whose Enzyme calls are replaced, without their callees)."""
    groups = _groups(m)
    out: set[str] = set()
    todo = [n for n in roots if n in m.functions]
    while todo:
        name = todo.pop()
        f = m.functions.get(name)
        if name in out or f is None or f.is_declaration:
            continue
        if is_runtime(_attr_words(f.post, groups)):
            continue
        out.add(name)
        for inst in f.instructions():
            stack = list(inst.operands())
            while stack:
                v = stack.pop()
                if v is None:
                    continue
                if isinstance(v, GlobalRef) and v.name in m.functions and v.name not in out:
                    todo.append(v.name)
                stack.extend(v.refs())
    return out | {c for c in callers if c in m.functions and not m.functions[c].is_declaration}


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


#: the record of what :func:`_confine` changed on a function, for :func:`_unconfine`
_PP_KEY = '"mpiad.pp"'
_PP = re.compile(r'"mpiad\.pp"="([^"]*)"')


def _confine(m: Module, only: set[str], drop_noinline: bool) -> None:
    """Preprocess the functions ``only`` and leave every other function as it is: those get
    ``optnone noinline`` (LLVM's function passes skip them) and no function keeps an
    ``alwaysinline`` attribute (the always-inliner would inline such a function into callers
    outside ``only`` too, and delete it once it had no call left: what broke a module
    differentiated twice); ``optsize``/``minsize``, which LLVM refuses beside ``optnone``, are
    taken off for the passes too. What was changed on a function outside ``only`` is recorded in an
    attribute ``"mpiad.pp"`` that :func:`_unconfine` reads back; ``optnone`` (and the
    ``noinline`` with it) is dropped from the functions of ``only`` for good."""
    groups = _groups(m)
    for f in m.defined_functions():
        words = _fn_words(f, groups)
        codes = []
        if "alwaysinline" in words:
            words.remove("alwaysinline")
            codes.append("-alwaysinline")
        if f.name not in only:  # what LLVM's verifier refuses beside optnone
            for w in ("optsize", "minsize"):
                if w in words:
                    words.remove(w)
                    codes.append("-" + w)
        if f.name in only:
            if "optnone" in words or drop_noinline:
                words = [w for w in words if w not in ("optnone", "noinline")]
        else:
            for w in ("optnone", "noinline"):
                if w not in words:
                    words.append(w)
                    codes.append("+" + w)
        if codes:
            words.append(f'{_PP_KEY}="{",".join(codes)}"')
        post = " ".join(t for t in f.post.split(" ") if not _GROUP.fullmatch(t))
        f.post = with_fn_attrs(post, " ".join(words))


def _fn_words(f: Function, groups: dict[str, Verbatim]) -> list[str]:
    """A function's attribute words in order (its groups resolved; LLVM's printing, which
    :func:`prepare` reads, keeps every function attribute in a group)."""
    out: list[str] = []
    for tok in f.post.split():
        g = groups.get(tok) if _GROUP.fullmatch(tok) else None
        if g is not None:
            out.extend(_group_body(g).split())
    return out


def _unconfine(m: Module) -> None:
    """Undo what :func:`_confine` recorded on the functions it kept out of preprocessing."""
    groups = _groups(m)
    for f in m.defined_functions():
        words = _fn_words(f, groups)
        rec = next((_PP.fullmatch(w) for w in words if _PP.fullmatch(w)), None)
        if rec is None:
            continue
        codes = rec.group(1).split(",")
        words = [
            w
            for w in words
            if w != rec.group(0) and not (w in ("optnone", "noinline") and "+" + w in codes)
        ]
        words += [c[1:] for c in codes if c.startswith("-")]
        post = " ".join(t for t in f.post.split(" ") if not _GROUP.fullmatch(t))
        f.post = with_fn_attrs(post, " ".join(words))
    used = {
        tok
        for f in m.defined_functions()
        for i in f.instructions()
        if isinstance(i, Call)
        for tok in i.fn_attrs.split()
        if _GROUP.fullmatch(tok)
    }
    for key, g in groups.items():
        if _PP.search(g.text):
            if key in used:  # a call site's too (not seen from LLVM): keep it, without the record
                body = " ".join(w for w in _group_body(g).split() if not _PP.fullmatch(w))
                g.text = g.text.split("{", 1)[0] + "{ " + (body or '"mpiad-inlinable"') + " }"
            else:
                m.entities.remove(g)


def _wants_inline(words: set[str]) -> bool:
    """Does a function ask to be inlined (also where :func:`_confine` took its alwaysinline)?"""
    if {"inlinehint", "alwaysinline"} & words:
        return True
    return any("-alwaysinline" in m.group(1) for w in words if (m := _PP.fullmatch(w)))


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
    limit = INLINE_HINTED_MAX if _wants_inline(words) else INLINE_MAX
    if calls.get(g.name, 0) == 1 and g.pre.split()[:1] in (["internal"], ["private"],
                                                            ["linkonce_odr"]):  # fmt: skip
        limit = INLINE_ONCE_MAX  # its only call: inlining it grows nothing
    return _size(g) <= limit


def _global(name: str):
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
        if "optnone" in _attr_words(f.post, groups):
            continue  # kept out of preprocessing (_confine)
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
    canon: str,
    pol: str,
    source: str = "<input>",
    drop_noinline: bool = False,
    only: set[str] | None = None,
) -> tuple[str | None, str | None]:
    """What to hand :func:`run_llvm`: (the module text with ``optnone`` dropped, why it is
    preprocessed) or (None, None) when the module is left as it is. ``canon`` is LLVM's printing
    of a verified module. ``drop_noinline``: every ``noinline`` is the front end's own (Numba
    marks every function noinline when it emits debug info), not the user's: drop them too.
    ``only``: preprocess these functions (those a derivative is made from, see
    :func:`targets`), judged by them alone, and leave every other function as it is; None: the
    whole module."""
    if pol == "never" or only == set():
        return None, None
    try:
        m = parse_module(canon, source)
    except MpiadError:
        return None, None  # load_module reports what the IR model cannot read
    reason = unoptimised_reason(m, only) if pol == "auto" else "preprocess=always"
    if reason is None:
        return None, None
    if only is None:
        _drop_optnone(m, drop_noinline)
    else:
        _confine(m, only, drop_noinline)
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
    if _mark_inline_calls(m):
        simplified = _llvm_passes(llvm, tm, str(m), inline=True)
        if _PP_KEY not in simplified:
            return simplified
        m = parse_module(simplified, "<preprocessed>")
    if _PP_KEY not in simplified:
        return simplified
    _unconfine(m)
    return str(m)


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
