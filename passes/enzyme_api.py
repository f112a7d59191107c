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
"""

from __future__ import annotations

from dataclasses import dataclass

from . import differentiate as D
from .builder import Names, float_const, zero
from .context import context_of
from .errors import UnsupportedError
from .ir.instructions import (
    Alloca,
    Arg,
    Br,
    Call,
    Cast,
    DebugRecord,
    ExtractValue,
    Freeze,
    GetElementPtr,
    InsertElement,
    InsertValue,
    Instruction,
    Load,
    Phi,
    Ret,
    Select,
    Store,
    describe,
)
from .ir.module import Block, Function, Module
from .ir.parser import Parser
from .ir.types import I32, I64, PTR, ArrayType, NamedStructType, StructType, Type, VectorType
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
from .mpi import abi as ABI
from .mpi.rules import fortran, large_count
from .typeinfo import floatish

MARKERS = {
    "enzyme_dup": "dup",
    "enzyme_dupnoneed": "dupnoneed",
    "enzyme_const": "const",
    "enzyme_out": "out",
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
_FLOAT_DATATYPES = {"double", "float", "double_int", "float_int", "long_double"}


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


class _FunctionIndex:
    """Definitions and users of the local values of one function."""

    def __init__(self, fn: Function):
        self.fn = fn
        self.defs: dict[str, Instruction] = {}
        self.users: dict[str, list[Instruction]] = {}
        for inst in fn.instructions():
            if inst.name is not None:
                self.defs[inst.name] = inst
            for v in _values_of(inst):
                if isinstance(v, LocalRef):
                    self.users.setdefault(v.name, []).append(inst)


def _values_of(inst: Instruction) -> list[Value]:
    out, stack = [], list(inst.operands())
    while stack:
        v = stack.pop()
        if v is None:
            continue
        out.append(v)
        stack.extend(v.refs())
    return out


# -- one call ------------------------------------------------------------------------------------
class _Lowering:
    def __init__(self, module: Module, fn: Function, call: Call, kinds: dict):
        self.module, self.fn, self.call, self.kinds = module, fn, call, kinds
        self.mode = entry_mode(call.callee_name)
        self.where = f"in @{fn.name}, call to @{call.callee_name}"
        self.index = _FunctionIndex(fn)
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
            int_only = _pointee(self.module, callee, k, self.kinds, 0) == "int"
            return int_pointers if int_only else "dup"
        if pty.scalar().is_float:
            return "dup" if self.mode == "forward" else "out"
        return "const"

    def parse(self, callees: list[Function], args: list[Arg]):
        """Activities, each parameter's arguments (primal then shadows), and the width.

        An unmarked pointer to integers is constant, as an ``int*`` is in Enzyme (typed
        pointers); code written for Enzyme's opaque-pointer default (every pointer duplicated)
        passes a shadow after it: when the arguments only add up that way, they are read so."""
        try:
            return self.parse_as(callees, args, "const")
        except _ArityError as first:
            try:
                return self.parse_as(callees, args, "dup")
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
            n_shadow = width if mk in ("dup", "dupnoneed") else 0
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
            if self.mode == "forward":
                derivs[f.name] = D.forward(self.module, f.name, acts, width)
            else:
                derivs[f.name] = D.reverse(self.module, f.name, acts)
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

    def tangents_buffer(self, sret: Arg | None, ty: ArrayType) -> Value:
        if sret is not None:
            body = _leaves(self.module, _sret_type(sret.attrs))
            if body[: ty.count] != [ty.element] * ty.count:
                self.fail(
                    f"the call returns its result through {sret.attrs}, which does not hold "
                    f"{ty.count} values of type {ty.element} (the tangents of enzyme_width "
                    f"{ty.count})"
                )
            return sret.value
        name = self.names.fresh("tangents")
        self.entry.append(Alloca(allocated=ty, align=8, name=name))
        return LocalRef(name)

    def derivative_value(self, tgt, derivs: dict) -> Value:
        """The derivative, chosen at run time the way the function was."""
        if isinstance(tgt, str):
            return GlobalRef(derivs[tgt].name)
        opts = [self.derivative_value(o, derivs) for o in tgt.options]
        name = self.names.fresh("dfn")
        d = tgt.inst
        if isinstance(d, Select):
            new: Instruction = Select(
                cond=d.cond, a=Typed(PTR, opts[0]), b=Typed(PTR, opts[1]), name=name
            )
        else:
            inc = [(x, lbl) for x, lbl in d.incoming if x != LocalRef(d.name)]
            incoming = [(o, lbl) for o, (_, lbl) in zip(opts, inc)]
            incoming += [(LocalRef(name), lbl) for x, lbl in d.incoming if x == LocalRef(d.name)]
            new = Phi(ty=PTR, incoming=incoming, name=name)
        self.beside.append((d, new))
        return LocalRef(name)

    # the result ---------------------------------------------------------------------------
    def adapt(self, new: Call, result, sret, dret_buf, width: int, src_ret: Type) -> None:
        """Give the call's users what it was declared to return."""
        call = self.call
        want = call.ret
        if dret_buf is not None and sret is None:
            # vector mode: the W tangents were written to a buffer; gather them
            if call.name is None or want.is_void:
                return
            elems = []
            for k in range(width):
                p = self.names.fresh("tangent.p")
                self.post.append(
                    GetElementPtr(
                        source=src_ret,
                        ptr=Typed(PTR, dret_buf),
                        indices=[Typed(I64, IntConst(k))],
                        name=p,
                    )
                )
                v = self.names.fresh("tangent")
                self.post.append(Load(ty=src_ret, ptr=Typed(PTR, LocalRef(p)), align=8, name=v))
                elems.append((src_ret, LocalRef(v)))
            self.pack(elems, want, call.name)
            return
        if sret is not None:
            # returned through the caller's memory: store the derivative's result there
            if result is None:
                return
            leaves = _leaf_paths(self.module, new.ret)
            body = _sret_type(sret.attrs)
            if [t for t, _ in leaves] != _leaves(self.module, body):
                self.fail(
                    f"the derivative's {new.ret} does not fit the struct returned through "
                    f"{sret.attrs}"
                )
            for k, (t, path) in enumerate(leaves):
                v = self.extract(result, new.ret, path, t)
                p = self.names.fresh("grad.p")
                self.post.append(
                    GetElementPtr(
                        source=body,
                        ptr=Typed(PTR, sret.value),
                        indices=[Typed(I32, IntConst(0))]
                        + [Typed(I32, IntConst(i)) for i in _leaf_paths(self.module, body)[k][1]],
                        name=p,
                    )
                )
                self.post.append(Store(value=Typed(t, v), ptr=Typed(PTR, LocalRef(p)), align=8))
            return
        if call.name is None or want.is_void:
            return
        if result is None:  # declared to return something, the derivative returns nothing
            self.substitute[call.name] = zero(want)
            return
        if want == new.ret:
            new.name = call.name
            return
        leaves = _leaf_paths(self.module, new.ret)
        if [t for t, _ in leaves] != _leaves(self.module, want):
            self.fail(
                f"the call expects a {want} result but the derivative returns {new.ret}; "
                f"declare @{call.callee_name} returning {new.ret}"
            )
        elems = [(t, self.extract(result, new.ret, path, t)) for t, path in leaves]
        self.pack(elems, want, call.name)

    def extract(self, agg: Value, ty: Type, path: tuple, leaf: Type) -> Value:
        if not path:
            return agg
        name = self.names.fresh("e")
        self.post.append(
            ExtractValue(agg=Typed(ty, agg), indices=path, result_type=leaf, name=name)
        )
        return LocalRef(name)

    def pack(self, elems: list[tuple[Type, Value]], want: Type, name: str) -> None:
        """Build a value of type ``want`` (scalar, vector, struct or array) from its leaves."""
        if [t for t, _ in elems] != _leaves(self.module, want):
            self.fail(
                f"the call is declared to return {want}, which does not hold "
                + ", ".join(str(t) for t, _ in elems)
            )
        if isinstance(want, VectorType):
            acc: Value = KeywordConst("poison")
            for k, (t, v) in enumerate(elems):
                nm = name if k == len(elems) - 1 else self.names.fresh("vec")
                self.post.append(
                    InsertElement(
                        vec=Typed(want, acc), elt=Typed(t, v), index=Typed(I64, IntConst(k)),
                        name=nm,
                    )
                )  # fmt: skip
                acc = LocalRef(nm)
            return
        paths = _leaf_paths(self.module, want)
        if len(paths) == 1 and not paths[0][1]:
            self.substitute[name] = elems[0][1]
            return
        acc = KeywordConst("poison")
        for k, ((t, v), (_, path)) in enumerate(zip(elems, paths)):
            nm = name if k == len(elems) - 1 else self.names.fresh("agg")
            self.post.append(
                InsertValue(agg=Typed(want, acc), elt=Typed(t, v), indices=path, name=nm)
            )
            acc = LocalRef(nm)

    # putting it in place --------------------------------------------------------------------
    def replace(self, new: Call) -> None:
        fn = self.fn
        for orig, extra in self.beside:
            for b in fn.blocks:
                if orig in b.instructions:
                    k = b.instructions.index(orig) + 1
                    if isinstance(extra, Phi):
                        while k < len(b.instructions) and isinstance(b.instructions[k], Phi):
                            k += 1
                    b.instructions.insert(k, extra)
                    break
        block = next(b for b in fn.blocks if self.call in b.instructions)
        k = block.instructions.index(self.call)
        tail = block.instructions[k + 1 :]
        block.instructions[k:] = self.pre + [new]
        if new.opcode == "invoke" and self.post:
            cont = self.names.fresh("enzyme.cont")
            at = fn.blocks.index(block) + 1
            fn.blocks.insert(at, Block(cont, self.post + [Br(targets=[self.call.normal])]))
            normal = fn.block(self.call.normal)
            for inst in normal.instructions:
                if isinstance(inst, Phi):
                    inst.incoming = [(v, cont if b == block.label else b) for v, b in inst.incoming]
            new.normal = cont
        else:
            block.instructions.extend(self.post)
        block.instructions.extend(tail)
        if self.entry:
            fn.blocks[0].instructions[0:0] = self.entry
        if self.substitute:
            sub = self.substitute

            def repl(v: Value) -> Value:
                return v.map_locals(lambda r: sub.get(r.name, r))

            for inst in fn.instructions():
                inst.map_values(repl)


def _same(opts: list) -> bool:
    return all(isinstance(o, str) for o in opts) and len(set(opts)) == 1


def _sret_type(attrs: str) -> Type:
    """The type in an argument's ``sret(<type>)`` attribute."""
    start = attrs.find("sret(") + 5
    depth, end = 1, start
    while depth and start >= 5 and end < len(attrs):
        depth += {"(": 1, ")": -1}.get(attrs[end], 0)
        end += 1
    if start < 5 or depth:
        raise UnsupportedError(f"cannot read the type of the sret argument ({attrs})")
    return Parser(attrs[start : end - 1]).parse_type()


def _leaf_paths(module: Module, t: Type, path: tuple = ()) -> list[tuple[Type, tuple]]:
    """The scalar leaves of a (possibly nested) aggregate, with their extractvalue paths."""
    if isinstance(t, NamedStructType):
        t = module.struct_body(t)
    if isinstance(t, StructType):
        out = []
        for k, e in enumerate(t.elements):
            out.extend(_leaf_paths(module, e, path + (k,)))
        return out
    if isinstance(t, ArrayType):
        out = []
        for k in range(t.count):
            out.extend(_leaf_paths(module, t.element, path + (k,)))
        return out
    if isinstance(t, VectorType):
        return [(t.element, path)] * t.count
    return [(t, path)]


def _leaves(module: Module, t: Type) -> list[Type]:
    return [x for x, _ in _leaf_paths(module, t)]


# -- default activity of a pointer argument ------------------------------------------------------
def _pointee(module: Module, fn: Function, k: int, memo: dict, depth: int) -> str:
    """'float' when floats (or pointers) are read or written through parameter k of ``fn``
    (directly, in a callee, or as an MPI buffer of a floating-point datatype); 'int' when only
    integers are; 'unknown' otherwise (escapes, calls mpiad cannot see into)."""
    key = (fn.name, k)
    if key in memo:
        return memo[key]
    memo[key] = "unknown"  # recursion guard
    if fn.is_declaration or depth > 8:
        return "unknown"
    idx = _FunctionIndex(fn)
    seen = {fn.params[k].name}
    todo = [fn.params[k].name]
    found: set[str] = set()
    while todo:
        name = todo.pop()
        ref = LocalRef(name)
        for u in idx.users.get(name, []):
            derived = None
            if isinstance(u, (GetElementPtr, Phi, Select, Freeze)) or (
                isinstance(u, Cast) and u.opcode in ("bitcast", "addrspacecast")
            ):
                if isinstance(u, GetElementPtr) and u.ptr.value != ref:
                    found.add("unknown")
                    continue
                derived = u.name
            elif isinstance(u, Load):
                found.add(_kind_of_access(u.type, idx, u))
            elif isinstance(u, Store):
                if u.value.value != ref:
                    found.add(_kind_of_access(u.value.type, idx, u))
                    continue
                reloads = _spill_reloads(idx, u)
                if reloads is None:
                    found.add("unknown")  # the pointer itself escapes to memory
                for r in reloads or ():
                    if r not in seen:
                        seen.add(r)
                        todo.append(r)
            elif isinstance(u, Call):
                found |= _call_use(module, u, ref, memo, depth)
            elif isinstance(u, DebugRecord) or u.opcode in ("icmp", "ptrtoint"):
                continue
            else:
                found.add("unknown")
            if derived is not None and derived not in seen:
                seen.add(derived)
                todo.append(derived)
    res = "float" if "float" in found else "int" if found - {"copy"} == {"int"} else "unknown"
    memo[key] = res
    return res


def _spill_reloads(idx: _FunctionIndex, store: Store) -> list[str] | None:
    """A pointer stored into a local variable that is only read back (clang -O0 spills every
    parameter): the loads that give it back, else None."""
    slot = store.ptr.value
    if not isinstance(slot, LocalRef) or not isinstance(idx.defs.get(slot.name), Alloca):
        return None
    loads = []
    for u in idx.users.get(slot.name, []):
        if isinstance(u, Load) and u.ptr.value == slot:
            loads.append(u.name)
        elif u is not store and not isinstance(u, DebugRecord):
            if not (isinstance(u, Call) and (u.callee_name or "").startswith("llvm.lifetime")):
                return None
    return loads


def _kind_of_access(ty: Type, idx: _FunctionIndex, inst: Instruction) -> str:
    if floatish(ty) or ty.is_pointer or ty.scalar().is_pointer:
        return "float"
    if not ty.scalar().is_int:
        return "unknown"
    # an integer load that only feeds stores may copy floating-point data (clang copies doubles
    # as i64), unless it is kept in an integer variable (clang -O0 keeps every local in one)
    if isinstance(inst, Load) and inst.name is not None:
        users = idx.users.get(inst.name, [])
        if users and all(
            isinstance(u, Store)
            and u.value.value == LocalRef(inst.name)
            and not _int_variable(idx, u.ptr.value)
            for u in users
        ):
            return "copy"
    if isinstance(inst, Store) and isinstance(inst.value.value, LocalRef):
        d = idx.defs.get(inst.value.value.name)
        if isinstance(d, Load) and not _int_variable(idx, d.ptr.value):
            return "copy"
    return "int"


def _int_variable(idx: _FunctionIndex, p: Value) -> bool:
    d = idx.defs.get(p.name) if isinstance(p, LocalRef) else None
    return isinstance(d, Alloca) and d.allocated.is_int


def _call_use(module: Module, u: Call, ref: Value, memo: dict, depth: int) -> set[str]:
    name = u.callee_name
    if u.callee == ref or name is None:
        return {"unknown"}
    if name.startswith(("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.lifetime")):
        return set()
    if name.startswith("llvm.") and name.split(".")[1] in ("assume", "prefetch"):
        return set()
    positions = [j for j, a in enumerate(u.args) if a.value == ref]
    callee = module.functions.get(name)
    c_name = name[1:] if name.startswith("PMPI_") else name
    kinds = fortran.SIGNATURES.get(c_name)
    out: set[str] = set()
    for j in positions:
        if kinds is not None and j < len(kinds):
            kind = kinds[j]
            if kind == "buf":
                out.add(_mpi_buffer(module, u, kinds, j))
            elif kind in fortran.INTEGER_MEMORY:
                out.add("int")
            else:
                out.add("unknown")
        elif callee is not None and not callee.is_declaration and j < len(callee.params):
            out.add(_pointee(module, callee, j, memo, depth + 1))
        else:
            out.add("unknown")
    return out


def _mpi_buffer(module: Module, u: Call, kinds: tuple, j: int) -> str:
    """An MPI buffer: float or int by its datatype (the next datatype argument)."""
    dt = next((i for i in range(j + 1, len(kinds)) if kinds[i] == "dt"), None)
    if dt is None or dt >= len(u.args):
        return "unknown"
    name = ABI.detect(module, context_of(module).abi).datatype_name(u.args[dt].value)
    if name is None:
        return "unknown"
    return "float" if name in _FLOAT_DATATYPES else "int"


# -- after all calls are lowered -----------------------------------------------------------------
def _cleanup(module: Module) -> None:
    """Drop marker loads, marker globals and __enzyme_* declarations nobody uses any more."""
    for fn in module.defined_functions():
        used = {v.name for i in fn.instructions() for v in _values_of(i) if isinstance(v, LocalRef)}
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
            for v in _values_of(i):
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
