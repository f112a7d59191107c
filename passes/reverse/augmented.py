"""The forward sweep of reverse mode: the primal, plus shadow pointers (shadow allocations on the
heap, GEPs on shadows, shadow pointer stores), plus what the reverse sweep will read.

It is a tangent generator of width 1 that only computes shadows of pointers (float tangents are
not needed), calls callees' augmented functions, and keeps the values rules record for their
reverse side (:meth:`record`). Tape records are added afterwards by the adjoint driver, once it
knows which values the reverse sweep really reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import indirect
from ..activity import Activity
from ..activity_names import CONST, DUP, OUT
from ..builder import Builder
from ..call_sites import call_site
from ..calls import has_always_rules
from ..errors import UnsupportedError
from ..forward import TangentFunction, refuse_unknown_call
from ..ir.attributes import param_attrs
from ..ir.instructions import Arg, Call, Instruction, Ret, Store, describe
from ..ir.module import Block, Function, Param
from ..ir.types import PTR, VOID, StructType
from ..ir.values import GlobalRef, KeywordConst, LocalRef, Typed, Value
from ..readonly import readonly_args_of_call
from ..rulebook import registry
from ..typeinfo import differentiable, floatish
from .checkpoint_rule import checkpoint_augmented
from .pairs import Pair, RevSignature, base_name

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ModuleDriver


class AugmentedFunction(TangentFunction):
    """Fills ``pair.aug``; block bodies stay in ``block_out`` until tape records are added."""

    reverse_mode = True

    def __init__(self, rm: ModuleDriver, pair: Pair, act: Activity):
        self.rm = rm
        self.pair = pair
        self.ctx = rm.ctx
        self.module = rm.module
        self.src = self.module.functions[pair.sig.fn]
        self.sig = pair.sig
        self.fn = pair.aug
        self.width = 1
        self.act = act
        self.b = Builder(self.module, self.fn._names)
        self.shadows = {}
        self.deferred_phis = []
        self.entry_allocas = []
        self.block_out: dict[str, list[Instruction]] = {}
        #: roots whose memory nothing writes between the two sweeps (set by the adjoint driver)
        self.readonly: frozenset = frozenset()
        #: the named slots of the calls' records: what each rule's augmented side kept for its
        #: reverse side (an MPI request record, a freed communicator), by source instruction
        self.records: dict[Instruction, Value] = {}

    def record(self, inst: Instruction, value: Value) -> None:
        self.records[inst] = value

    def sig_duplicated(self) -> list[bool]:
        return [a == DUP for a in self.sig.acts]

    def generate(self) -> None:
        self.bind_params()
        self.dret = None
        self.block_out = self.emit_blocks()
        self.fn.blocks.extend(
            Block(blk.label, self.block_out[blk.label]) for blk in self.src.blocks
        )
        self.finish()

    def needs_rule(self, inst: Instruction) -> bool:
        if isinstance(inst, Store):
            return (
                self.varied(inst.ptr.value)
                and not floatish(inst.value.type, self.module)
                and differentiable(inst.value.type, self.module)
                and self.varied(inst.value.value)
            )
        if inst.name is not None and inst.name in self.act.varied:
            return not floatish(inst.type, self.module) and differentiable(inst.type, self.module)
        return False

    def visit_ret(self, inst: Ret) -> None:
        if self.src.ret.is_pointer and inst.value is not None:
            v = inst.value.value
            sh = self.lanes(v, self.src.ret, inst)[0] if self.varied(v) else KeywordConst("null")
            self.ret_pair(inst, [sh])
            return
        self.emit_primal(inst)

    def visit_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(inst)
        if rule is not None:
            if rule.augmented is not None and (
                inst.name in self.act.varied or self.call_is_active(inst) or rule.always
            ):
                with call_site(self.ctx, self.b, inst, rule):
                    rule.augmented(self, inst)
                return
            self.emit_primal(inst)
            return
        name = inst.callee_name
        loop = self.ctx.checkpoint_loops.get(name) if name else None
        if loop is not None:
            return checkpoint_augmented(self, inst, loop)
        callee = self.module.functions.get(name) if name else None
        any_varied = self.call_is_active(inst)
        if (
            callee is not None
            and not callee.is_declaration
            and (any_varied or inst.name in self.act.varied or has_always_rules(self.ctx, callee))
        ):
            return self.call_augmented(inst, callee)
        if indirect.is_indirect(inst) and (any_varied or inst.name in self.act.varied):
            return self.call_indirect_augmented(inst)
        self.emit_primal(inst)
        if any_varied:
            refuse_unknown_call(self.src, inst, name, callee)

    def call_augmented(self, inst: Call, callee: Function) -> None:
        """A defined callee: call its augmented function (on the shared tape)."""
        pair = self.rm.pair(call_signature(self, inst, callee))
        args = [Arg(PTR, LocalRef(self.pair.tape_local))]  # (``localize_tape``)
        for a, act in zip(inst.args, pair.sig.acts):
            args.append(Arg(a.type, a.value, param_attrs(a.attrs)))
            if act == DUP:
                args.append(Arg(a.type, self.lanes(a.value, a.type, inst)[0]))
        c = Call(ret=pair.aug.ret, callee=GlobalRef(pair.aug.name), args=args)
        if callee.ret.is_pointer and inst.name is not None:
            res = self.b.emit(c, base=f"{base_name(inst.name)}.pair")
            self.b.extractvalue(Typed(pair.aug.ret, res), (0,), inst.ret)
            self.b.out[-1].name = inst.name
            sh = self.b.extractvalue(Typed(pair.aug.ret, res), (1,), inst.ret, base="d")
            self.set_lanes(inst, [sh])
            return
        c.name = inst.name
        self.b.out.append(c)

    def call_indirect_augmented(self, inst: Call) -> None:
        """A call through a function pointer: the dispatcher of the candidates' augmented
        functions (``passes.indirect``), on the shared tape."""
        disp = indirect_dispatchers(self, inst)[0]
        where = indirect.c_string(self.module, indirect.site_text(self.ctx, inst, self.src))
        args = [Arg(PTR, inst.callee), Arg(PTR, where), Arg(PTR, LocalRef(self.pair.tape_local))]
        sig = call_signature(self, inst, None)
        for a, act in zip(inst.args, sig.acts):
            args.append(Arg(a.type, a.value, param_attrs(a.attrs)))
            if act == DUP:
                args.append(Arg(a.type, self.lanes(a.value, a.type, inst)[0]))
        c = Call(ret=disp.ret, callee=GlobalRef(disp.name), args=args)
        if inst.ret.is_pointer and inst.name is not None:
            res = self.b.emit(c, base=f"{base_name(inst.name)}.pair")
            self.b.extractvalue(Typed(disp.ret, res), (0,), inst.ret)
            self.b.out[-1].name = inst.name
            sh = self.b.extractvalue(Typed(disp.ret, res), (1,), inst.ret, base="d")
            self.set_lanes(inst, [sh])
            return
        c.name = inst.name
        self.b.out.append(c)


def indirect_dispatchers(g, inst: Call) -> tuple[Function, Function]:
    """The augmented and the reverse dispatcher of an indirect call (``passes.indirect``), for
    either sweep (``g``): the same signature, hence the same candidates' pairs, in both."""
    sig = call_signature(g, inst, None)
    defined, external = indirect.candidates(g.ctx, inst, g.src)
    pairs = [(c, g.rm.pair(replace(sig, fn=c.name))) for c in defined]
    params: list[Param] = [Param(PTR, "tape")]
    for k, (a, act) in enumerate(zip(inst.args, sig.acts)):
        params.append(Param(a.type, f"a{k}"))
        if act == DUP:
            params.append(Param(a.type, f"a{k}.d"))
    ret = inst.ret
    aug_ret = StructType((ret, ret)) if ret.is_pointer else ret
    rev_params = list(params)
    if floatish(ret, g.module):
        rev_params.append(Param(ret, "dret"))
    active = [inst.args[i].type for i, a in enumerate(sig.acts) if a == OUT]
    rev_ret = StructType(tuple(active)) if active else VOID
    key = (str(ret), tuple(str(a.type) for a in inst.args)) + sig.key()[1:]
    aug = indirect.dispatcher(
        g.ctx, ("aug",) + key, "augmented.indirect", params, aug_ret,
        [(c, p.aug) for c, p in pairs], external,
    )  # fmt: skip
    rev = indirect.dispatcher(
        g.ctx, ("rev",) + key, "reverse.indirect", rev_params, rev_ret,
        [(c, p.rev) for c, p in pairs], external,
    )  # fmt: skip
    g.rm.dispatchers |= {aug.name, rev.name}
    return aug, rev


def call_signature(g, inst: Call, callee: Function | None) -> RevSignature:
    """The activities a call passes to a defined callee (None: an indirect call's candidates):
    pointers with shadows are 'dup', active float scalars 'active' (their adjoints come back
    from the callee's reverse); and which of its pointer arguments are read-only for the whole
    outermost call (``g.readonly``)."""
    acts = []
    for a, shadowed in zip(inst.args, g.act.call_shadows(inst, callee)):
        if not shadowed:
            acts.append(CONST)
        elif a.type.is_pointer:
            acts.append(DUP)
        elif floatish(a.type, g.module) and not a.type.is_aggregate:
            acts.append(OUT)
        else:
            to = f"@{callee.name}" if callee is not None else "a function pointer"
            raise UnsupportedError(
                f"in @{g.src.name}: passing an active {a.type} by value to {to} is not "
                f"supported in reverse mode ({describe(inst)})"
            )
    readonly = readonly_args_of_call(g.act, g.readonly, inst) if g.readonly else frozenset()
    name = callee.name if callee is not None else ""
    return RevSignature(name, tuple(acts), readonly, g.act.slots_of_call(inst))
