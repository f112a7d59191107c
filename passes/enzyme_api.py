"""Enzyme's ``.ll`` interface: calls to ``__enzyme_fwddiff`` / ``__enzyme_autodiff`` become calls
to generated derivative functions, so C, C++, Fortran or Rust written for Enzyme works unchanged.

What is accepted, as Enzyme accepts it:

- **Entry points** by substring, as Enzyme matches them: ``__enzyme_autodiff``,
  ``__enzyme_autodiff_d``, C++'s mangled ``_Z17__enzyme_autodiffPvz`` and template instances
  (``_Z17__enzyme_autodiffIvJPviPdS1_EET_DpT0_``), Fortran's ``square__enzyme_autodiff_``; called
  with ``call`` or ``invoke`` (C++ with exceptions: the derivative is invoked with the same
  unwind destination).
- **The function to differentiate** given directly, through casts, through a ``select`` or
  ``phi`` of functions (each candidate is differentiated and the derivative is picked the same
  way at run time), through a local variable stored once (clang/zig -O0, always_inline helpers),
  a constant global, or a function that always returns the same function.
- **Markers** (``enzyme_dup``, ``enzyme_const``, ``enzyme_out``, ``enzyme_dupnoneed``,
  ``enzyme_width``) as loads of the marker globals (C's ``extern int enzyme_dup``), as the
  globals' addresses (Fortran passes them by reference), or as metadata strings.
- **Unmarked arguments** default by type: floats are Active in reverse mode and Duplicated in
  forward mode; a pointer is Duplicated unless the function only ever reads or writes integers
  through it (counts, displacements, an MPI communicator passed by reference): such a pointer is
  constant, as an ``int*`` is in Enzyme; anything else is constant.
- **Results**: the tangent (forward) or the adjoints of the Active arguments (reverse) are
  returned in whatever the call is declared to return when the layouts agree: the value itself,
  a struct or array of the same elements, the struct of ``W`` tangents of vector mode
  (``enzyme_width``) returned directly or through an ``sret`` pointer; a call declared to return
  a value where the derivative returns nothing gets zero (Enzyme: undef).

Fortran's MPI binding (``mpi_send_`` ...) is rewritten to the C binding first
(:mod:`mpiad_passes.mpi.rules.fortran`).

This module finds the calls and the function each differentiates, reads the markers and makes
the derivatives; the default activity of an unmarked pointer is
:mod:`mpiad_passes.enzyme_pointers`'s, and giving the call's users the result they were
declared to get is :mod:`mpiad_passes.enzyme_results`'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import differentiate as D
from .activity import ConstArgumentWritten
from .activity_names import CONST, DUP, DUPLICATED, DUPNONEED, OUT
from .builder import Names, float_const
from .context import context_of
from .enzyme_messages import const_written
from .enzyme_pointers import FunctionIndex, pointee_kind, values_of
from .enzyme_results import ResultAdapter
from .errors import UnsupportedError
from .ir.instructions import (
    Alloca,
    Arg,
    Call,
    Cast,
    DebugRecord,
    Freeze,
    Instruction,
    Load,
    Phi,
    Ret,
    Select,
    Store,
    describe,
)
from .ir.module import Function, Module
from .ir.types import PTR, ArrayType, Type
from .ir.values import (
    ConstExpr,
    GlobalRef,
    IntConst,
    KeywordConst,
    LocalRef,
    MetadataRef,
    Typed,
    Value,
)
from .mpi.rules import fortran, large_count
from .typeinfo import floatish

MARKERS = {
    "enzyme_dup": DUP,
    "enzyme_dupnoneed": DUPNONEED,
    "enzyme_const": CONST,
    "enzyme_out": OUT,
    "enzyme_width": "width",
    "enzyme_primal_return": "primal_return",
}

#: entry points, by the substring Enzyme looks for (the first that matches decides)
ENTRY_POINTS = (("__enzyme_fwddiff", "forward"), ("__enzyme_autodiff", "reverse"))

#: Enzyme entry points mpiad does not offer: refused by name instead of left to the linker
UNSUPPORTED = (
    "__enzyme_augmentfwd",
    "__enzyme_reverse",
    "__enzyme_fwdsplit",
    "__enzyme_virtualreverse",
    "__enzyme_batch",
)

_CASTS = {"bitcast", "addrspacecast", "inttoptr", "ptrtoint"}


def entry_mode(name: str | None) -> str | None:
    """'forward' / 'reverse' for an Enzyme entry point's (possibly mangled) name, else None."""
    if not name:
        return None
    for sub, mode in ENTRY_POINTS:
        if sub in name:
            return mode
    return None


def enzyme_calls(module: Module) -> list[tuple[Function, Call]]:
    """Every call (or invoke) of a declared Enzyme entry point, in module order."""
    out = []
    for fn in module.defined_functions():
        for inst in fn.instructions():
            if not isinstance(inst, Call) or not inst.callee_name:
                continue
            callee = module.functions.get(inst.callee_name)
            if callee is not None and not callee.is_declaration:
                continue  # a function of the user's own that happens to have such a name
            if entry_mode(inst.callee_name):
                out.append((fn, inst))
            elif any(u in inst.callee_name for u in UNSUPPORTED):
                raise UnsupportedError(
                    f"in @{fn.name}: {describe(inst)}: this Enzyme entry point (split or "
                    "batched modes) is not supported; use __enzyme_autodiff or __enzyme_fwddiff"
                )
    return out


def targets(module: Module) -> tuple[set[str], set[str]] | None:
    """What lowering the Enzyme calls of ``module`` will differentiate, found before anything is
    changed (preprocessing simplifies just these functions): (the functions given to
    ``__enzyme_*`` calls, the functions that make the calls); None when a call's function is
    not known until the module is simplified (a function pointer an unoptimised build keeps in
    memory)."""
    roots: set[str] = set()
    callers: set[str] = set()
    for fn, call in enzyme_calls(module):
        callers.add(fn.name)
        args = list(call.args)
        if args and "sret" in args[0].attrs:
            args = args[1:]
        if not args:
            continue  # lowering says what is wrong with it
        try:
            roots.update(_candidates(_Lowering(module, fn, call, {}).target(args[0].value)))
        except UnsupportedError:
            return None
    return roots, callers


def lower(module: Module) -> int:
    """Replace every Enzyme call in ``module``; return how many were replaced."""
    ctx = context_of(module)
    for name in fortran.lower(module) | large_count.lower(module):
        ctx.need_runtime(name)
    calls = enzyme_calls(module)
    kinds: dict[tuple[str, int], str] = {}
    for fn, call in calls:
        _Lowering(module, fn, call, kinds).run()
    _cleanup(module)
    D.link_runtime(ctx)
    return len(calls)


class _ArityError(UnsupportedError):
    """The arguments do not add up to the function's parameters (under one reading of them)."""


# -- the function to differentiate ---------------------------------------------------------------
@dataclass(eq=False)
class _Pick:
    """A run-time choice between functions: the ``select``/``phi`` that makes it, and the
    candidates (a function name or another choice) in operand order."""

    inst: Select | Phi
    options: list


def _candidates(t) -> list[str]:
    if isinstance(t, str):
        return [t]
    out: list[str] = []
    for o in t.options:
        out.extend(x for x in _candidates(o) if x not in out)
    return out


# -- one call ------------------------------------------------------------------------------------
class _Lowering(ResultAdapter):
    def __init__(self, module: Module, fn: Function, call: Call, kinds: dict):
        self.module, self.fn, self.call, self.kinds = module, fn, call, kinds
        self.mode = entry_mode(call.callee_name)
        self.where = f"in @{fn.name}, call to @{call.callee_name}"
        self.index = FunctionIndex(fn)
        used = {p.name for p in fn.params if p.name}
        for b in fn.blocks:
            used.add(b.label)
            used.update(i.name for i in b.instructions if i.name is not None)
        self.names = Names(used)
        self.pre: list[Instruction] = []  # before the new call
        self.post: list[Instruction] = []  # after it (in the normal destination of an invoke)
        self.entry: list[Instruction] = []  # top of the entry block
        self.beside: list[tuple[Instruction, Instruction]] = []  # (original, new one after it)
        self.substitute: dict[str, Value] = {}  # uses of the call's result -> this value

    def fail(self, msg: str):
        raise UnsupportedError(f"{self.where}: {msg}")

    def arity(self, msg: str):
        raise _ArityError(f"{self.where}: {msg}")

    # the function -------------------------------------------------------------------------
    def target(self, v: Value, seen: frozenset = frozenset()):
        """The function ``v`` always holds, or a :class:`_Pick` between functions."""
        while True:
            if isinstance(v, GlobalRef):
                if v.name in self.module.functions:
                    return v.name
                g = self.module.globals.get(v.name)
                self.fail(
                    f"the function to differentiate is @{v.name}, "
                    + ("a global variable, not a function" if g else "which is not defined")
                )
            if isinstance(v, ConstExpr) and v.opcode in _CASTS:
                v = v.operands[0].value
                continue
            if not isinstance(v, LocalRef) or v.name in seen:
                break
            seen = seen | {v.name}
            d = self.index.defs.get(v.name)
            if isinstance(d, Cast) and d.opcode in _CASTS:
                v = d.operand.value
                continue
            if isinstance(d, Freeze):
                v = d.operand.value
                continue
            if isinstance(d, Select):
                opts = [self.target(d.a.value, seen), self.target(d.b.value, seen)]
                return opts[0] if _same(opts) else _Pick(d, opts)
            if isinstance(d, Phi) and any(x != v for x, _ in d.incoming):
                opts = [self.target(x, seen) for x, _ in d.incoming if x != v]
                return opts[0] if _same(opts) else _Pick(d, opts)
            if isinstance(d, Load):
                stored = self.stored_once(d.ptr.value)
                if stored is not None:
                    v = stored
                    continue
            if isinstance(d, Call):
                returned = self.always_returns(d)
                if returned is not None:
                    return returned
            break
        self.fail(
            f"cannot tell which function {v.fmt(self.fn.name_map()) if v else '?'} is: give the "
            "function to differentiate directly (ptr @f), through a cast, a select or phi of "
            "functions, or a local variable stored once"
        )

    def stored_once(self, ptr: Value) -> Value | None:
        """What a load from ``ptr`` reads, when ``ptr`` is a local variable (alloca) with one
        store and no other use, or a constant global."""
        if isinstance(ptr, GlobalRef):
            g = self.module.globals.get(ptr.name)
            if g is not None and g.kind == "constant" and g.initializer is not None:
                return g.initializer
            return None
        if not isinstance(ptr, LocalRef) or not isinstance(self.index.defs.get(ptr.name), Alloca):
            return None
        stores = []
        for u in self.index.users.get(ptr.name, []):
            if isinstance(u, Store) and u.ptr.value == ptr and u.value.value != ptr:
                stores.append(u)
            elif isinstance(u, (Load, DebugRecord)):
                continue
            elif isinstance(u, Call) and (u.callee_name or "").startswith("llvm.lifetime"):
                continue
            else:
                return None
        return stores[0].value.value if len(stores) == 1 else None

    def always_returns(self, call: Call):
        f = self.module.functions.get(call.callee_name or "")
        if f is None or f.is_declaration or not f.ret.is_pointer:
            return None
        rets = [i.value.value for i in f.instructions() if isinstance(i, Ret) and i.value]
        if rets and all(isinstance(r, GlobalRef) for r in rets) and len(set(rets)) == 1:
            return self.target(rets[0])
        return None

    # arguments ----------------------------------------------------------------------------
    def marker(self, v: Value) -> str | None:
        while isinstance(v, ConstExpr) and v.opcode in _CASTS:
            v = v.operands[0].value
        name = None
        if isinstance(v, GlobalRef):
            name = v.name
        elif isinstance(v, MetadataRef):
            t = v.text.strip()
            if t.startswith('!"') and t.endswith('"'):
                name = t[2:-1]
        elif isinstance(v, LocalRef):
            d = self.index.defs.get(v.name)
            if isinstance(d, Cast) and d.opcode in _CASTS:
                return self.marker(d.operand.value)
            if isinstance(d, Load):
                p = d.ptr.value
                while isinstance(p, ConstExpr) and p.opcode in _CASTS:
                    p = p.operands[0].value
                if isinstance(p, GlobalRef):
                    name = p.name
        if name is None or not name.startswith("enzyme_"):
            return None
        if name not in MARKERS:
            self.fail(
                f"unknown Enzyme marker {name}; mpiad knows "
                + ", ".join(m for m in MARKERS if m != "enzyme_primal_return")
            )
        return MARKERS[name]

    def default_activity(self, callee: Function, k: int, int_pointers: str) -> str:
        pty = callee.params[k].type
        if pty.is_pointer:
            int_only = pointee_kind(self.module, callee, k, self.kinds, 0) == "int"
            return int_pointers if int_only else DUP
        if pty.scalar().is_float:
            return DUP if self.mode == "forward" else OUT
        return CONST

    def parse(self, callees: list[Function], args: list[Arg]):
        """Activities, each parameter's arguments (primal then shadows), and the width.

        An unmarked pointer to integers is constant, as an ``int*`` is in Enzyme (typed
        pointers); code written for Enzyme's opaque-pointer default (every pointer duplicated)
        passes a shadow after it: when the arguments only add up that way, they are read so."""
        try:
            return self.parse_as(callees, args, CONST)
        except _ArityError as first:
            try:
                return self.parse_as(callees, args, DUP)
            except _ArityError:
                raise UnsupportedError(str(first)) from None

    def parse_as(self, callees: list[Function], args: list[Arg], int_pointers: str):
        first = callees[0]
        acts: list[str] = []
        vals: list[list[Arg]] = []
        width = 1
        i = 0
        while i < len(args):
            mk = self.marker(args[i].value)
            if mk == "width":
                w = args[i + 1].value if i + 1 < len(args) else None
                if not isinstance(w, IntConst) or w.value < 1:
                    self.fail("enzyme_width must be followed by a positive integer constant")
                width = w.value
                i += 2
                continue
            if mk == "primal_return":
                self.fail(
                    "enzyme_primal_return is not supported; call the function itself for the "
                    "primal result"
                )
            k = len(acts)
            if k >= len(first.params):
                n = len(first.params)
                self.arity(f"more arguments than @{first.name} has parameters ({n})")
            if mk is None:
                defaults = {c.name: self.default_activity(c, k, int_pointers) for c in callees}
                if len(set(defaults.values())) > 1:
                    self.fail(
                        f"argument {k} has no marker, and the candidate functions disagree on "
                        f"its default activity ({defaults}); mark it enzyme_dup or enzyme_const"
                    )
                mk = defaults[first.name]
                i_prim = i
            else:
                i_prim = i + 1
            n_shadow = width if mk in DUPLICATED else 0
            if i_prim + n_shadow >= len(args):
                what = "shadow" if n_shadow else "value"
                self.arity(
                    f"argument {k} (%{first.params[k].name}) is '{mk}' but its {what} is missing"
                )
            acts.append(mk)
            vals.append(list(args[i_prim : i_prim + 1 + n_shadow]))
            i = i_prim + 1 + n_shadow
        if len(acts) != len(first.params):
            self.arity(
                f"@{first.name} has {len(first.params)} parameters but {len(acts)} were passed"
            )
        return acts, vals, width

    def coerce(self, a: Arg, ty: Type, k: int) -> Value:
        """The argument as the parameter's type (C's integer promotions, address spaces)."""
        if a.type == ty or not isinstance(a.value, LocalRef):
            if a.type != ty and not isinstance(a.value, (IntConst, KeywordConst)):
                self.fail(f"argument {k} is {a.type} but the parameter is {ty}")
            return a.value
        if a.type.is_int and ty.is_int:
            op = "trunc" if a.type.bits > ty.bits else "sext"
        elif a.type.is_pointer and ty.is_pointer:
            op = "addrspacecast"
        else:
            self.fail(f"argument {k} is {a.type} but the parameter is {ty}")
        name = self.names.fresh("arg")
        self.pre.append(Cast(opcode=op, operand=Typed(a.type, a.value), dest=ty, name=name))
        return LocalRef(name)

    # the whole call -----------------------------------------------------------------------
    def run(self) -> None:
        call = self.call
        args = list(call.args)
        sret = None
        if args and "sret" in args[0].attrs:
            sret, args = args[0], args[1:]
        if not args:
            self.fail("the first argument must be the function to differentiate")
        tgt = self.target(args[0].value)
        callees = []
        for name in _candidates(tgt):
            f = self.module.functions[name]
            if f.is_declaration:
                self.fail(f"@{name} is not defined in this module")
            callees.append(f)
        first = callees[0]
        for f in callees[1:]:
            if f.type != first.type:
                self.fail(
                    f"the candidate functions @{first.name} ({first.type}) and @{f.name} "
                    f"({f.type}) differ in type"
                )
        acts, vals, width = self.parse(callees, args[1:])
        if self.mode == "reverse" and width != 1:
            self.fail("enzyme_width (vector reverse mode) is not supported; use __enzyme_fwddiff")
        derivs = {}
        for f in callees:
            try:
                if self.mode == "forward":
                    derivs[f.name] = D.forward(self.module, f.name, acts, width)
                else:
                    derivs[f.name] = D.reverse(self.module, f.name, acts)
            except ConstArgumentWritten as e:
                entry = next(sub for sub, mode in ENTRY_POINTS if mode == self.mode)
                msg = const_written(self.module, self.fn, call, entry, f, acts, e)
                if msg is None:
                    raise
                raise UnsupportedError(msg) from None
        dfn = derivs[first.name]
        new_args: list[Arg] = []
        for k, (grp, p) in enumerate(zip(vals, first.params)):
            for a in grp:
                new_args.append(Arg(p.type, self.coerce(a, p.type, k)))
        ret = first.ret
        dret_buf = None
        if self.mode == "reverse" and floatish(ret, self.module):
            if not ret.is_float:
                self.fail(
                    f"@{first.name} returns {ret}; reverse mode through __enzyme_autodiff "
                    "needs a scalar floating-point (or void) result"
                )
            new_args.append(Arg(ret, float_const(ret, 1.0)))
        if len(dfn.params) == len(new_args) + 1:  # vector forward mode: W tangents of the result
            dret_buf = self.tangents_buffer(sret, ArrayType(width, ret))
            new_args.append(Arg(PTR, dret_buf))
        callee: Value = self.derivative_value(tgt, derivs)
        new = Call(
            opcode=call.opcode,
            ret=dfn.ret,
            callee=callee,
            args=new_args,
            metadata=list(call.metadata),
            normal=call.normal,
            unwind=call.unwind,
        )
        result = None
        if not dfn.ret.is_void:
            new.name = self.names.fresh("d" + (call.name or "ret").replace('"', ""))
            result = LocalRef(new.name)
        self.adapt(new, result, sret, dret_buf, width, ret)
        self.replace(new)


def _same(opts: list) -> bool:
    return all(isinstance(o, str) for o in opts) and len(set(opts)) == 1


# -- after all calls are lowered -----------------------------------------------------------------
def _cleanup(module: Module) -> None:
    """Drop marker loads, marker globals and __enzyme_* declarations nobody uses any more."""
    for fn in module.defined_functions():
        used = {v.name for i in fn.instructions() for v in values_of(i) if isinstance(v, LocalRef)}
        for blk in fn.blocks:
            blk.instructions = [
                i
                for i in blk.instructions
                if not (
                    isinstance(i, Load)
                    and isinstance(i.ptr.value, GlobalRef)
                    and i.ptr.value.name in MARKERS
                    and i.name not in used
                )
            ]
    used_globals = set()
    for fn in module.defined_functions():
        for i in fn.instructions():
            for v in values_of(i):
                if isinstance(v, GlobalRef):
                    used_globals.add(v.name)
    for name in list(module.globals):
        g = module.globals[name]
        if name in MARKERS and name not in used_globals and g.initializer is None:
            module.remove(g)
    for name in list(module.functions):
        f = module.functions[name]
        if f.is_declaration and entry_mode(name) and name not in used_globals:
            module.remove(f)
