"""Forward mode: the tangent function of a function, primal and derivative interleaved.

For each instruction of the source function the generator emits its primal clone (same names), then
asks the instruction's rule for the tangent. Shadows of varied values are kept as *lanes*: one per
direction in vector mode (width W), so one generated function carries W tangents at once, and every
rule (MPI included) sees all lanes together. The generator only drives: what an instruction's
tangent is lives in its rule unit (``passes.rules``), which sees this class through the
``TangentBuilder`` protocol.

Calling conventions of generated functions:
- exported (``fwddiffe_<f>``): the source parameters, each Duplicated one followed by its W shadows;
  returns the tangent of a floating-point result (W = 1) or writes the W tangents through a final
  ``ptr`` parameter (W > 1); void otherwise.
- internal (callees differentiated on the way): same parameters; a varied floating-point result is
  returned as ``{ T primal, T lane0, ..., T laneW-1 }``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import indirect
from .activity import Activity, analyse
from .builder import Builder, Names, fast_math_of, zero
from .call_sites import call_site
from .calls import has_always_rules
from .context import PassContext
from .errors import UnsupportedError
from .ir.attributes import param_attrs
from .ir.cfg import dominance_order, place_entry_allocas
from .ir.debuginfo import no_shadow_message
from .ir.instructions import (
    Alloca,
    Arg,
    Br,
    Call,
    DebugRecord,
    Instruction,
    RawInstruction,
    Ret,
    Store,
    describe,
)
from .ir.module import Block, Function, GlobalVariable, Param
from .ir.types import I64, PTR, VOID, StructType, Type
from .ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from .markers import strip_markers
from .mpi.rules.second_order import refuse_helper
from .rulebook import registry
from .typeinfo import floatish

#: metadata kinds a clone of a primal instruction keeps (the rest may not hold in new code)
KEEP_METADATA = frozenset({"tbaa", "range", "nonnull", "noundef", "align", "invariant.load"})


def clone_primal(ctx: PassContext, inst: Instruction) -> Instruction:
    """The primal instruction for a generated function, knowing its source line for messages
    (and the ``!llvm.loop`` hint of a loop mpiad made, ``PassContext.loop_hints``)."""
    c = inst.clone(KEEP_METADATA)
    if ctx.loop_hints:
        c.metadata += [(k, v) for k, v in inst.metadata if k == "llvm.loop" and v in ctx.loop_hints]
    line = ctx.module.source_line(inst)
    if line:
        c.source_line = line
    return c


@dataclass
class Signature:
    """Which parameters are Duplicated, the width, and the calling convention."""

    fn: str
    dup: tuple[bool, ...]
    width: int = 1
    exported: bool = False
    #: per parameter: offsets of pointers in its memory the caller writes active data through
    slots: tuple[frozenset, ...] = ()

    def key(self):
        return (self.fn, self.dup, self.width, self.exported, self.slots)


class ForwardModule:
    """Generates (and caches) tangent functions inside one module."""

    def __init__(self, ctx: PassContext, width: int = 1):
        if width < 1:
            raise UnsupportedError(f"vector width must be at least 1, got {width}")
        self.ctx = ctx
        self.module = ctx.module
        self.width = width
        self.cache: dict[tuple, Function] = {}
        self.pending: list[tuple[Function, Signature]] = []

    def tangent(
        self, fn_name: str, dup: list[bool], exported: bool = True, name: str | None = None
    ) -> Function:
        sig = Signature(fn_name, tuple(dup), self.width, exported)
        fn = self.declare(sig, name)
        while self.pending:
            f, s = self.pending.pop()
            TangentFunction(self, s, f).generate()
        return fn

    def declare(self, sig: Signature, name: str | None = None) -> Function:
        key = sig.key()
        if key in self.cache:
            return self.cache[key]
        src = self.module.functions.get(sig.fn)
        if src is None:
            raise UnsupportedError(f"function @{sig.fn} is not in the module")
        if src.is_declaration:
            raise UnsupportedError(
                f"@{sig.fn} is only declared, not defined: mpiad needs its body to "
                "differentiate it (or a rule for it)"
            )
        if len(sig.dup) != len(src.params):
            raise UnsupportedError(
                f"@{sig.fn} takes {len(src.params)} arguments but {len(sig.dup)} activities "
                "were given"
            )
        strip_markers(src)  # forward mode ignores checkpointing marks
        W = sig.width
        params: list[Param] = []
        used = {p.name for p in src.params if p.name}
        names = Names(
            set(used)
            | {b.label for b in src.blocks}
            | {i.name for i in src.instructions() if i.name}
        )
        for p, d in zip(src.params, sig.dup):
            params.append(Param(p.type, p.name, param_attrs(p.attrs)))
            if d:
                for k in range(W):
                    shadow = names.fresh(f"{_base(p.name)}.d{k if W > 1 else ''}")
                    params.append(Param(p.type, shadow, param_attrs(p.attrs)))
        ret_varied = floatish(src.ret, self.module)
        if sig.exported:
            if ret_varied and W > 1:
                params.append(Param(PTR, names.fresh("dret")))
                ret: Type = VOID
            elif ret_varied:
                ret = src.ret
            else:
                ret = VOID
        else:
            ret = StructType((src.ret,) * (W + 1)) if returns_pair(self.ctx, src) else src.ret
        prefix = "fwddiffe" if W == 1 else f"fwddiffe{W}"
        tag = "".join("d" if d else "c" for d in sig.dup)
        base_name = name or (f"{prefix}_{sig.fn}" if sig.exported else f"{prefix}.{sig.fn}.{tag}")
        fname = self.module.fresh_name(base_name.replace('"', ""))
        if not re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*", fname):
            fname = f'"{fname}"'
        fn = Function(
            fname, ret, params, pre="internal" if not sig.exported else "", post=src.personality
        )
        fn.blocks = []
        fn._names = names
        self.module.add(fn)
        self.cache[sig.key()] = fn
        self.pending.append((fn, sig))
        return fn


def _base(name: str) -> str:
    return name.strip('"') if name else "arg"


def returns_pair(ctx: PassContext, fn: Function) -> bool:
    """Internal derivative functions return (primal, shadows...) for float and pointer results."""
    return floatish(fn.ret, ctx.module) or fn.ret.is_pointer


def _names_no_memory(v: Value) -> bool:
    """A small integer as a pointer: MPI's ``MPI_IN_PLACE`` (``(ptr)-1``, Open MPI's ``(ptr)1``)
    or ``MPI_STATUS_IGNORE``. It names no memory, so it is its own shadow: a program that picks
    it at run time (``me == root ? MPI_IN_PLACE : buf``, a select or phi) gets a shadow that is
    ``MPI_IN_PLACE`` exactly where the primal is, which the MPI runtime recognises by value."""
    if isinstance(v, ConstExpr) and v.opcode == "inttoptr" and len(v.operands) == 1:
        inner = v.operands[0].value
        return isinstance(inner, IntConst) and -1 <= inner.value < 4096
    return False


@dataclass
class TangentFunction:
    """Fills one tangent function's body; what rules see of it is ``TangentBuilder``."""

    fm: ForwardModule
    sig: Signature
    fn: Function
    shadows: dict[str, list[Value]] = field(default_factory=dict)
    deferred_phis: list = field(default_factory=list)
    entry_allocas: list = field(default_factory=list)

    reverse_mode = False
    #: memory nothing writes between the sweeps (reverse mode sets it; see passes.readonly)
    readonly: frozenset = frozenset()

    def __post_init__(self):
        self.ctx = self.fm.ctx
        self.module = self.ctx.module
        self.src = self.module.functions[self.sig.fn]
        self.width = self.sig.width
        self.act: Activity = analyse(self.ctx, self.src, list(self.sig.dup), self.sig.slots)
        self.b = Builder(self.module, self.fn._names)

    # -- TangentBuilder ------------------------------------------------------------------------
    def varied(self, v: Value) -> bool:
        return self.act.is_varied(v)

    def lanes(self, v: Value, ty: Type, inst: Instruction | None = None) -> list[Value]:
        """The W shadows of ``v``: its tangent lanes, or zero for inactive floats."""
        if isinstance(v, LocalRef) and v.name in self.shadows:
            return self.shadows[v.name]
        if self.varied(v):
            if not isinstance(v, LocalRef):
                return [self.global_shadow(v, inst)] * self.width
            raise UnsupportedError(
                f"in @{self.src.name}: internal error: no shadow computed for %{v.name} (used by "
                f"{describe(inst) if inst else '?'})"
            )
        if ty.is_pointer:
            if isinstance(v, KeywordConst) or _names_no_memory(v):
                return [v] * self.width
            if inst is not None and inst.name and self.act.refcount_only(inst.name):
                # a merge of reference-counting pointers: no data behind the inactive side
                return [KeywordConst("null")] * self.width
            raise UnsupportedError(self.no_shadow(v, inst))
        return [zero(ty)] * self.width

    def no_shadow(self, v: Value, inst: Instruction | None) -> str:
        """The refusal for pointer ``v``, which has no shadow, used by ``inst`` where active
        memory is expected (see :func:`no_shadow_message`)."""
        return no_shadow_message(self.module, self.src, self.act.defs, v, inst)

    def set_lanes(self, inst: Instruction, lanes: list[Value]) -> None:
        self.shadows[inst.name] = lanes

    def defer_phi(self, shadows: list[Instruction], inst: Instruction) -> None:
        self.deferred_phis.append((shadows, inst))

    def entry_alloca(self, ty: Type, base: str) -> Value:
        name = self.b.names.fresh(base)
        self.entry_allocas.append(Alloca(allocated=ty, align=8, name=name))
        return LocalRef(name)

    def emit_primal(self, inst: Instruction) -> None:
        self.b.out.append(clone_primal(self.ctx, inst))

    def tangent_function(self, fn_name: str, dup: list[bool], slots: tuple = ()) -> Function:
        """The (internal) tangent of module function ``fn_name`` with the parameters flagged in
        ``dup`` followed by their shadows, generated once this function is done."""
        sig = Signature(fn_name, tuple(dup), self.width, False, tuple(slots))
        return self.fm.declare(sig)

    def record(self, inst: Instruction, value: Value) -> None:
        raise UnsupportedError(
            f"in @{self.src.name}: internal error: {describe(inst)} recorded a value in forward "
            "mode (only reverse mode's forward sweep keeps records)"
        )

    # -- shadows of globals --------------------------------------------------------------------
    def global_shadow(self, v: Value, inst) -> Value:
        if isinstance(v, GlobalRef):
            return GlobalRef(self.shadow_global(v.name))
        if isinstance(v, ConstExpr) and v.opcode == "getelementptr":
            ops = list(v.operands)
            ops[0] = Typed(ops[0].type, self.global_shadow(ops[0].value, inst))
            return ConstExpr(v.opcode, v.flags, tuple(ops), v.source_type)
        raise UnsupportedError(f"in @{self.src.name}: cannot make a shadow for {v.fmt(None)}")

    def shadow_global(self, name: str) -> str:
        """A zero-initialised shadow of global @name (one per module, shared by all lanes: vector
        mode over globals is not supported, except over a ``constant`` one, which meets active
        memory in a phi or select: forward mode only reads its shadow, zero in every lane)."""
        g = self.module.globals.get(name)
        if self.width > 1 and (g is None or g.kind != "constant" or self.reverse_mode):
            raise UnsupportedError(
                f"vector forward mode over active global @{name} is not supported; pass the "
                "data as an argument instead"
            )
        sname = f"{name.strip(chr(34))}.shadow"
        if sname not in self.module.globals:
            if g is None:
                raise UnsupportedError(f"active global @{name} is not defined in this module")
            self.module.add(
                GlobalVariable(
                    sname, "internal", "global", g.type, KeywordConst("zeroinitializer"), ""
                )
            )
        return sname

    # -- generation ----------------------------------------------------------------------------
    def bind_params(self) -> None:
        """Map the source parameters' shadows to the new function's shadow parameters."""
        params = iter(self.fn.params[1:] if self.reverse_mode else self.fn.params)
        for p, d in zip(self.src.params, self.sig_duplicated()):
            next(params)
            if d:
                self.shadows[p.name] = [LocalRef(next(params).name) for _ in range(self.width)]
            elif p.name in self.act.null_params and p.name in self.act.varied:
                # a pointer that never leads to active data, merged with one that has a
                # shadow (see PassContext.null_shadows)
                self.shadows[p.name] = [KeywordConst("null")] * self.width

    def sig_duplicated(self) -> list[bool]:
        return list(self.sig.dup)

    def emit_blocks(self) -> dict[str, list[Instruction]]:
        """Visit every instruction (definitions before uses, whatever the block order); returns
        each block's new instructions by label."""
        outs = {}
        for blk in dominance_order(self.src):
            self.b.out = []
            for inst in blk.instructions:
                if not isinstance(inst, DebugRecord):
                    self.visit(inst)
            term = blk.instructions[-1]
            if isinstance(term, Call) and term.opcode == "invoke":
                if not (self.b.out and self.b.out[-1].is_terminator):
                    # a rule or a derivative call replaced the invoke by a call: go on to its
                    # normal destination (an unwind out of derivative code is not caught here)
                    self.b.out.append(Br(targets=[term.normal]))
            outs[blk.label] = self.b.out
        return outs

    def finish(self) -> None:
        for phi_shadows, inst in self.deferred_phis:
            for k, sp in enumerate(phi_shadows):
                sp.incoming = [(self.lanes(v, inst.ty, inst)[k], blk) for v, blk in inst.incoming]
        place_entry_allocas(self.fn, self.entry_allocas)

    def generate(self) -> None:
        src, fn = self.src, self.fn
        self.bind_params()
        exported_vector = self.sig.exported and self.width > 1 and floatish(src.ret, self.module)
        self.dret = LocalRef(fn.params[-1].name) if exported_vector else None
        outs = self.emit_blocks()
        fn.blocks.extend(Block(blk.label, outs[blk.label]) for blk in src.blocks)
        self.finish()

    def visit(self, inst: Instruction) -> None:
        if not self.b.fmf and not fast_math_of(inst):  # (most instructions have no flags)
            return self._visit(inst)
        with self.b.fast_math(inst):  # the derivative's float operations keep inst's flags
            self._visit(inst)

    def _visit(self, inst: Instruction) -> None:
        if isinstance(inst, Ret):
            return self.visit_ret(inst)
        if isinstance(inst, Call):
            return self.visit_call(inst)
        primal = clone_primal(self.ctx, inst)
        self.b.out.append(primal)
        if isinstance(inst, RawInstruction):
            if any(self.varied(v) for v in inst.operands()) or self.varied(
                LocalRef(inst.name or "")
            ):
                raise UnsupportedError(
                    f"in @{self.src.name}: instruction '{inst.opcode}' has no derivative rule "
                    f"but handles active data: {describe(primal)}"
                )
            return
        rule = registry.opcode_rule(inst.opcode)
        if rule is None:
            raise UnsupportedError(
                f"in @{self.src.name}: no derivative rule for '{inst.opcode}' ({describe(primal)})"
            )
        if self.needs_rule(inst):
            rule.forward(self, primal)

    def needs_rule(self, inst: Instruction) -> bool:
        if inst.name is not None and inst.name in self.act.varied:
            return True
        if isinstance(inst, Store):
            return self.varied(inst.ptr.value)
        return False

    def visit_ret(self, inst: Ret) -> None:
        b = self.b
        src_ret = self.src.ret
        if src_ret.is_pointer and not self.sig.exported and inst.value is not None:
            # internal callees returning a pointer return its shadows too (null if inactive)
            v = inst.value.value
            lanes = (
                self.lanes(v, src_ret, inst)
                if self.varied(v)
                else [KeywordConst("null")] * self.width
            )
            return self.ret_pair(inst, lanes)
        if not floatish(src_ret, self.module) or inst.value is None:
            if self.sig.exported:
                b.ret(None)
            else:
                b.out.append(clone_primal(self.ctx, inst))
            return
        lanes = self.lanes(inst.value.value, src_ret, inst)
        if self.sig.exported:
            if self.dret is None:
                b.ret(Typed(src_ret, lanes[0]))
            else:
                for k, lane in enumerate(lanes):
                    p = b.gep(src_ret, self.dret, [Typed(I64, IntConst(k))])
                    b.store(src_ret, lane, p)
                b.ret(None)
            return
        self.ret_pair(inst, lanes)

    def ret_pair(self, inst: Ret, lanes: list[Value]) -> None:
        b = self.b
        st = self.fn.ret
        src_ret = self.src.ret
        agg: Value = KeywordConst("undef")
        for k, v in enumerate([inst.value.value] + lanes):
            agg = b.insertvalue(Typed(st, agg), Typed(src_ret, v), (k,), base="ret")
        b.ret(Typed(st, agg))

    def call_is_active(self, inst: Call) -> bool:
        return any(self.varied(a.value) for a in inst.args)

    def visit_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(inst)
        if rule is not None:
            with call_site(self.ctx, self.b, inst, rule):
                if rule.replaces_primal:
                    return rule.forward(self, inst)
                primal = clone_primal(self.ctx, inst)
                self.b.out.append(primal)
                if inst.name in self.act.varied or rule.always or self.call_is_active(inst):
                    rule.forward(self, primal)
            return
        name = inst.callee_name
        if name and name.startswith("__mpiad_"):
            refuse_helper(self.src.name, inst, name)
        callee = self.module.functions.get(name) if name else None
        any_varied = self.call_is_active(inst)
        if (
            callee is not None
            and not callee.is_declaration
            and (any_varied or inst.name in self.act.varied or has_always_rules(self.ctx, callee))
        ):
            return self.call_defined(inst, callee)
        if indirect.is_indirect(inst) and (any_varied or inst.name in self.act.varied):
            return self.call_indirect(inst)
        primal = clone_primal(self.ctx, inst)
        self.b.out.append(primal)
        if any_varied:
            refuse_unknown_call(self.src, primal, name, callee)

    def call_defined(self, inst: Call, callee: Function) -> None:
        dup = self.act.call_shadows(inst, callee)
        sig = Signature(callee.name, tuple(dup), self.width, False, self.act.slots_of_call(inst))
        target = self.fm.declare(sig)
        self.call_derivative(inst, target, dup, [])

    def call_indirect(self, inst: Call) -> None:
        """A call through a function pointer: call the dispatcher that runs the tangent of
        whichever candidate the pointer points to (``passes.indirect``)."""
        dup = [self.varied(a.value) for a in inst.args]
        slots = self.act.slots_of_call(inst)
        defined, external = indirect.candidates(self.ctx, inst, self.src)
        targets = [
            (c, self.fm.declare(Signature(c.name, tuple(dup), self.width, False, slots)))
            for c in defined
        ]
        params: list[Param] = []
        for k, (a, d) in enumerate(zip(inst.args, dup)):
            params.append(Param(a.type, f"a{k}"))
            params += [Param(a.type, f"a{k}.d{j}") for j in range(self.width if d else 0)]
        W = self.width
        pair = floatish(inst.ret, self.module) or inst.ret.is_pointer
        ret = StructType((inst.ret,) * (W + 1)) if pair and not inst.ret.is_void else inst.ret
        key = ("fwd", str(inst.ret), tuple(str(a.type) for a in inst.args), tuple(dup), W, slots)
        disp = indirect.dispatcher(
            self.ctx, key, f"fwddiffe{W if W > 1 else ''}.indirect", params, ret, targets, external
        )
        where = indirect.c_string(self.module, indirect.site_text(self.ctx, inst, self.src))
        lead = [Arg(PTR, inst.callee), Arg(PTR, where)]
        self.call_derivative(inst, disp, dup, lead)

    def call_derivative(self, inst: Call, target: Function, dup: list[bool], lead: list) -> None:
        """Call derivative function ``target`` for ``inst`` (after the ``lead`` arguments):
        each argument flagged in ``dup`` followed by its lanes; a float or pointer result comes
        back with its lanes."""
        b = self.b
        args: list[Arg] = list(lead)
        for a, d in zip(inst.args, dup):
            args.append(Arg(a.type, a.value, param_attrs(a.attrs)))
            if d:
                for lane in self.lanes(a.value, a.type, inst):
                    args.append(Arg(a.type, lane, param_attrs(a.attrs)))
        call = Call(ret=target.ret, callee=GlobalRef(target.name), args=args)
        if not (floatish(inst.ret, self.module) or inst.ret.is_pointer) or inst.ret.is_void:
            call.name = inst.name
            b.out.append(call)
            return
        res = b.emit(call, base=f"{_base(inst.name or 'call')}.pair")
        st = target.ret
        b.extractvalue(Typed(st, res), (0,), inst.ret)
        # keep the primal's own name for the primal result
        b.out[-1].name = inst.name if inst.name is not None else b.out[-1].name
        lanes = [b.extractvalue(Typed(st, res), (k + 1,), inst.ret) for k in range(self.width)]
        if inst.name is not None:
            self.set_lanes(inst, lanes)


def is_mpi_name(name: str) -> bool:
    """An MPI function, by its C, profiling or Fortran name (``MPI_Exscan``, ``PMPI_Exscan``,
    ``mpi_exscan_``)."""
    return name.startswith(("MPI_", "PMPI_")) or name.lower().startswith(("mpi_", "pmpi_"))


def refuse_unknown_call(src: Function, inst: Call, name: str | None, callee) -> None:
    """Active data reaches a call mpiad cannot differentiate: say which and what to do."""
    if name is None:
        # (calls through function pointers dispatch: passes.indirect; this is inline assembly)
        raise UnsupportedError(
            f"in @{src.name}: inline assembly receives active data ({describe(inst)}); mpiad "
            "cannot differentiate it: compute the value in C instead"
        )
    if (callee is None or callee.is_declaration) and is_mpi_name(name):
        raise UnsupportedError(
            f"in @{src.name}: {name} is an MPI call that mpiad cannot differentiate yet, and "
            f"it receives active data ({describe(inst)}); the MPI calls mpiad differentiates "
            "are listed in docs/MPI.md. A call on constant (inactive) buffers is "
            "fine: compute what it sends from data that does not depend on the active inputs"
        )
    if callee is None or callee.is_declaration:
        raise UnsupportedError(
            f"in @{src.name}: external function @{name} has no derivative rule but receives "
            f"active data ({describe(inst)}); give mpiad its body (link its IR in) or mark the "
            "data constant"
        )
