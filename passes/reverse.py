"""Reverse mode: gradients through an augmented forward sweep and a reverse sweep.

Every function differentiated in reverse mode becomes two functions sharing one tape:

- ``aug``: the primal, plus shadow pointers (shadow allocas, GEPs on shadows, shadow pointer
  stores), plus pushes: at the end of each block it pushes the values that block's reverse needs
  and then the block's id;
- ``rev``: pops a block id, jumps to that block's reverse, which pops its values and runs the
  adjoint rules of the block's instructions in reverse order, then dispatches again; the reverse
  of the entry block returns the adjoints of the active scalar arguments.

Recording the path taken block by block reverses any CFG: branches, switches, nested loops, early
exits and loops whose trip count is only known at run time. One-block loops (what -O2 makes of
most inner loops) are not recorded block by block: see ``SelfLoop``. The forward sweep caches only
what the adjoint rules read (after dead-code elimination of the reverse block), and the reverse
recomputes integer/pointer arithmetic and float arithmetic of one value with constants instead of
caching it, and loads again what it read from memory that nothing writes during the call
(``passes.readonly``). Adjoints of SSA values live in stack
slots (promoted to registers by -O2) that are read and zeroed where the value is defined, so loops
accumulate correctly. A call to a defined function calls its ``aug`` in the forward sweep and its
``rev`` at the matching point of the reverse sweep; recursion needs nothing more.

``diffe_<f>`` (exported) allocates the tape, runs ``aug`` then ``rev``, frees the tape, and returns
the adjoints of the ``out`` arguments (a double for one, a struct for several, void for none).
"""
from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field

from . import tape as T
from .activity import Activity, analyse, differentiable, floatish, describe
from .builder import Builder, Names, zero
from .errors import UnsupportedError
from .forward import TangentFunction, clone_instruction, _param_attrs, _base, has_always_rules
from .ir.instructions import (Arg, Br, Call, DebugRecord, Instruction, Load, Phi, RawInstruction,
                              Ret, Store, Switch, Unreachable, Alloca, Compare, Select)
from .ir.module import Block, Function, Module, Param
from .ir.types import I1, I8, I32, I64, PTR, VOID, StructType, Type, VectorType
from .ir.values import (GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value, ConstExpr)
from .readonly import readonly_roots, toplevel_only
from .rules import registry

_NAME_OK = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")


@dataclass
class RevSignature:
    fn: str
    acts: tuple[str, ...]  # per param: 'dup' (pointer with shadow), 'active' (float), 'const'

    def key(self):
        return (self.fn, self.acts)


@dataclass
class Pair:
    sig: RevSignature
    aug: Function
    rev: Function
    active_scalars: list[int]  # param indices whose adjoints rev returns (in order)


class ReverseModule:
    def __init__(self, module: Module):
        self.module = module
        self.cache: dict[tuple, Pair] = {}
        self.pending: list[Pair] = []
        self.toplevel = toplevel_only(module)

    def pair(self, sig: RevSignature) -> Pair:
        p = self.cache.get(sig.key())
        if p is not None:
            return p
        src = self.module.functions.get(sig.fn)
        if src is None or src.is_declaration:
            raise UnsupportedError(f"@{sig.fn} is not defined in the module; mpiad needs its body "
                                   "to differentiate it")
        names = Names({p.name for p in src.params if p.name} | {b.label for b in src.blocks} |
                      {i.name for i in src.instructions() if i.name})
        tape_name = names.fresh("tape")
        params = [Param(PTR, tape_name)]
        for p, a in zip(src.params, sig.acts):
            params.append(Param(p.type, p.name, _pair_attrs(_param_attrs(p.attrs))))
            if a == "dup":
                params.append(Param(p.type, names.fresh(f"{_base(p.name)}.d"),
                                    _pair_attrs(_shadow_attrs(p.attrs))))
        tag = "".join({"dup": "d", "active": "a", "const": "c"}[a] for a in sig.acts)
        aug_name = self._fresh(f"augmented.{sig.fn.strip(chr(34))}.{tag}")
        rev_name = self._fresh(f"reverse.{sig.fn.strip(chr(34))}.{tag}")
        aug_ret = StructType((src.ret, src.ret)) if src.ret.is_pointer else src.ret
        aug = Function(aug_name, aug_ret, [Param(p.type, p.name, p.attrs) for p in params],
                       pre="internal")
        rev_params = [Param(p.type, p.name, p.attrs) for p in params]
        if floatish(src.ret, self.module):
            rev_params.append(Param(src.ret, names.fresh("dret")))
        active = [i for i, a in enumerate(sig.acts) if a == "active"]
        rtypes = [src.params[i].type for i in active]
        rev_ret: Type = StructType(tuple(rtypes)) if rtypes else VOID
        rev = Function(rev_name, rev_ret, rev_params, pre="internal")
        aug.blocks, rev.blocks = [], []
        aug._names = names
        rev._names = Names(set(names.used))
        self.module.add(aug)
        self.module.add(rev)
        p = Pair(sig, aug, rev, active)
        self.cache[sig.key()] = p
        self.pending.append(p)
        return p

    def _fresh(self, base: str) -> str:
        name = self.module.fresh_name(base)
        return name if _NAME_OK.fullmatch(name) else f'"{name}"'

    def run_pending(self) -> None:
        done = []
        while self.pending:
            p = self.pending.pop()
            gen = ReverseFunction(self, p)
            gen.generate()
            done.append(p)
        derived = {q.aug.name for q in self.cache.values()} | {q.rev.name for q in
                                                               self.cache.values()}
        for p in done:
            localize_tape(p.aug, derived)
            localize_tape(p.rev, derived)

    def exported(self, fn_name: str, activities: list[str], name: str | None = None) -> Function:
        src = self.module.functions[fn_name]
        acts = []
        for a, p in zip(activities, src.params):
            if a in ("dup", "dupnoneed"):
                acts.append("dup")
            elif a == "out":
                acts.append("active")
            else:
                acts.append("const")
        pair = self.pair(RevSignature(fn_name, tuple(acts)))
        self.run_pending()
        T.ensure_base(self.module)
        # diffe_f(params with shadows for dup, [dret]) -> adjoints of out params
        names = Names({p.name for p in src.params if p.name})
        params: list[Param] = []
        call_args: list[Arg] = []
        for p, a in zip(src.params, acts):
            pp = Param(p.type, p.name, _param_attrs(p.attrs))
            params.append(pp)
            call_args.append(Arg(p.type, LocalRef(p.name)))
            if a == "dup":
                sp = Param(p.type, names.fresh(f"{_base(p.name)}.d"), _shadow_attrs(p.attrs))
                params.append(sp)
                call_args.append(Arg(p.type, LocalRef(sp.name)))
        has_ret = floatish(src.ret, self.module)
        if has_ret:
            dret = Param(src.ret, names.fresh("dret"))
            params.append(dret)
        out_types = [src.params[i].type for i in pair.active_scalars]
        if len(out_types) == 0:
            ret: Type = VOID
        elif len(out_types) == 1:
            ret = out_types[0]
        else:
            ret = StructType(tuple(out_types))
        fname = self._fresh(name or f"diffe_{fn_name.strip(chr(34))}")
        fn = Function(fname, ret, params)
        b = Builder(self.module, names)
        tape = b.alloca(StructType((PTR, I64, I64)), align=8, base="tape")
        b.store(StructType((PTR, I64, I64)), KeywordConst("zeroinitializer"), tape, 8)
        aug_call = Call(ret=pair.aug.ret, callee=GlobalRef(pair.aug.name),
                        args=[Arg(PTR, tape)] + call_args)
        b.emit(aug_call, None if src.ret.is_void else "primal")
        rargs = [Arg(PTR, tape)] + [Arg(a.type, a.value) for a in call_args]
        if has_ret:
            rargs.append(Arg(src.ret, LocalRef(dret.name)))
        res = b.emit(Call(ret=pair.rev.ret, callee=GlobalRef(pair.rev.name), args=rargs),
                     None if pair.rev.ret.is_void else "grads")
        b.call("__mpiad_tape_free", VOID, [(PTR, tape)])
        if ret.is_void:
            b.ret(None)
        elif len(out_types) == 1:
            g = b.extractvalue(Typed(pair.rev.ret, res), (0,), out_types[0], base="grad")
            b.ret(Typed(ret, g))
        else:
            b.ret(Typed(ret, res))
        fn.blocks = [Block("entry", b.out)]
        self.module.add(fn)
        return fn


class AugmentedFunction(TangentFunction):
    """The forward sweep of reverse mode: primal + shadow pointers + tape pushes (added later)."""

    def __init__(self, rm: ReverseModule, pair: Pair, act: Activity):
        self.rm = rm
        self.pair = pair
        self.module = rm.module
        self.src = self.module.functions[pair.sig.fn]
        self.sig = pair.sig
        self.fn = pair.aug
        self.width = 1
        self.act = act
        self.b = Builder(self.module, self.fn._names)
        self.shadows = {}
        self.deferred_phis = []
        self.block_out: dict[str, list[Instruction]] = {}
        self.heap_shadows = True
        self.entry_allocas = []
        self.infos = {}

    def generate(self) -> None:
        it = iter(self.fn.params[1:])
        for p, a in zip(self.src.params, self.sig.acts):
            next(it)
            if a == "dup":
                self.shadows[p.name] = [LocalRef(next(it).name)]
        self.dret = None
        from .forward import dominance_order

        for blk in dominance_order(self.src):  # definitions before uses
            self.b.out = []
            for inst in blk.instructions:
                if isinstance(inst, DebugRecord):
                    continue
                self.visit(inst)
            self.block_out[blk.label] = self.b.out
        self.fn.blocks.extend(Block(blk.label, self.block_out[blk.label]) for blk in self.src.blocks)
        for phi_shadows, inst in self.deferred_phis:
            for k, sp in enumerate(phi_shadows):
                sp.incoming = [(self.lanes(v, inst.ty, inst)[k], blk) for v, blk in inst.incoming]
        from .forward import place_entry_allocas

        place_entry_allocas(self.fn, self.entry_allocas)

    def _needs_rule(self, inst: Instruction) -> bool:
        if isinstance(inst, Store):
            return self.varied(inst.ptr.value) and not floatish(inst.value.type, self.module) \
                and differentiable(inst.value.type, self.module) and self.varied(inst.value.value)
        if inst.name is not None and inst.name in self.act.varied:
            return not floatish(inst.type, self.module) and differentiable(inst.type, self.module)
        return False

    def visit_ret(self, inst: Ret) -> None:
        if self.src.ret.is_pointer and inst.value is not None:
            v = inst.value.value
            sh = self.lanes(v, self.src.ret, inst)[0] if self.varied(v) else KeywordConst("null")
            self._ret_pair(inst, [sh])
            return
        self.b.out.append(clone_instruction(inst, self.module))

    def visit_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(self.module, inst)
        if rule is not None:
            aug = getattr(rule, "augmented", None)
            if aug is not None and (inst.name in self.act.varied or any(
                    self.varied(a.value) for a in inst.args) or getattr(rule, "always", False)):
                return aug(self, inst)
            self.b.out.append(clone_instruction(inst, self.module))
            return
        name = inst.callee_name
        callee = self.module.functions.get(name) if name else None
        any_varied = any(self.varied(a.value) for a in inst.args)
        if callee is not None and not callee.is_declaration and (
                any_varied or inst.name in self.act.varied or has_always_rules(self.module, callee)):
            pair = self.rm.pair(call_signature(self, inst, callee))
            args = [Arg(PTR, LocalRef(self.fn.params[0].name))]
            for a, act in zip(inst.args, pair.sig.acts):
                args.append(Arg(a.type, a.value, _param_attrs(a.attrs)))
                if act == "dup":
                    args.append(Arg(a.type, self.lanes(a.value, a.type, inst)[0]))
            c = Call(ret=pair.aug.ret, callee=GlobalRef(pair.aug.name), args=args)
            if callee.ret.is_pointer and inst.name is not None:
                res = self.b.emit(c, base=f"{_base(inst.name)}.pair")
                self.b.extractvalue(Typed(pair.aug.ret, res), (0,), inst.ret)
                self.b.out[-1].name = inst.name
                sh = self.b.extractvalue(Typed(pair.aug.ret, res), (1,), inst.ret, base="d")
                self.set_lanes(inst, [sh])
                return
            c.name = inst.name
            self.b.out.append(c)
            return
        self.b.out.append(clone_instruction(inst, self.module))
        if any_varied and name is None:
            raise UnsupportedError(f"in @{self.src.name}: an indirect call receives active data "
                                   f"({describe(inst)}); mpiad differentiates direct calls only")
        if any_varied:
            raise UnsupportedError(
                f"in @{self.src.name}: external function @{name} has no derivative rule but "
                f"receives active data ({describe(inst)}); give mpiad its body (link its IR in) "
                "or mark the data constant")


def call_signature(g, inst: Call, callee: Function) -> RevSignature:
    acts = []
    for a in inst.args:
        if not g.varied(a.value):
            acts.append("const")
        elif a.type.is_pointer:
            acts.append("dup")
        elif floatish(a.type, g.module) and not a.type.is_aggregate:
            acts.append("active")
        else:
            raise UnsupportedError(f"in @{g.src.name}: passing an active {a.type} by value to "
                                   f"@{callee.name} is not supported in reverse mode "
                                   f"({describe(inst)})")
    return RevSignature(callee.name, tuple(acts))


class ReverseFunction:
    """Fills the ``aug`` and ``rev`` bodies of one Pair."""

    def __init__(self, rm: ReverseModule, pair: Pair):
        self.rm = rm
        self.module = rm.module
        self.pair = pair
        self.src = self.module.functions[pair.sig.fn]
        act_bools = [a != "const" for a in pair.sig.acts]
        self.act = analyse(self.module, self.src, act_bools)
        self.aug = AugmentedFunction(rm, pair, self.act)
        self.fn = pair.rev
        self.width = 1
        self.b = Builder(self.module, self.fn._names)
        self.slots: dict[str, tuple[Value, Type]] = {}
        self.entry_out: list[Instruction] = []
        self.requests: dict[str, tuple[str, Type]] = {}  # primal name -> (rev name, type)
        self.recomputed: dict[str, Value] = {}
        self.request_order: list[str] = []
        self.tape = LocalRef(self.fn.params[0].name)
        self.cur_loop: SelfLoop | None = None
        self._spliced: dict[str, SelfLoop] = {}

    # -- interface used by rules ---------------------------------------------------------------
    def varied(self, v: Value) -> bool:
        return self.act.is_varied(v)

    def primal(self, v: Value) -> Value:
        """The value ``v`` had in the forward sweep, as seen in the current reverse block."""
        if not isinstance(v, LocalRef):
            if isinstance(v, ConstExpr):
                return v.map_locals(lambda r: self.primal(r))
            return v
        if v.name in self.param_names:
            return v
        loop = self.cur_loop
        if loop is not None and v.name in loop.ivs:
            return self._iv_value(v.name)
        got = self.requests.get(v.name)
        if got is None:
            re = self._recompute(v)
            if re is not None:
                return re
            ty = self.type_of(v.name)
            rname = self.b.names.fresh(f"{_base(v.name)}.rev")
            self.requests[v.name] = (rname, ty)
            self.request_order.append(v.name)
            return LocalRef(rname)
        return LocalRef(got[0])

    def _iv_value(self, name: str) -> Value:
        """An induction variable of the self loop being reversed, from the iteration number."""
        got = self.recomputed.get(name)
        if got is not None:
            return got
        start, step, _ = self.cur_loop.ivs[name]
        s = self.primal(start)
        j = self.cur_loop.j
        base = _base(name) + ".iv"
        if isinstance(step, int):
            ty = self.type_of(name)
            jt = j if str(ty) == "i64" else self.b.cast("trunc", I64, j, ty, base=base)
            m = jt if step == 1 else self.b.binop("mul", ty, jt, IntConst(step), base=base)
            r = self.b.binop("add", ty, s, m, base=base)
        else:
            _, source, c = step
            m = j if c == 1 else self.b.binop("mul", I64, j, IntConst(c), base=base)
            r = self.b.gep(source, s, [Typed(I64, m)], base=base)
        self.recomputed[name] = r
        return r

    def _recompute(self, v: LocalRef, depth: int = 0) -> Value | None:
        """Cheap pure integer/pointer arithmetic (GEPs, casts, integer ops, icmp) is recomputed in
        the reverse sweep from its operands rather than stored on the tape."""
        got = self.recomputed.get(v.name)
        if got is not None:
            return got
        d = self.aug_defs.get(v.name)
        if d is None or depth > 16 or not (_recomputable(d) or self._reloadable(d)):
            return None
        import copy as _copy

        c = _copy.copy(d)
        for k, val in vars(d).items():
            if isinstance(val, list):
                setattr(c, k, list(val))
        c.metadata = []
        c.map_values(lambda x: self.primal(x) if isinstance(x, LocalRef) else
                     (x.map_locals(self.primal) if isinstance(x, ConstExpr) else x))
        c.name = self.b.names.fresh(f"{_base(v.name)}.re")
        self.b.out.append(c)
        ref = LocalRef(c.name)
        self.recomputed[v.name] = ref
        return ref

    def _reloadable(self, d: Instruction) -> bool:
        """A load of memory nothing writes during the call is loaded again, not taped."""
        if not isinstance(d, Load) or d.flags or d.ordering:
            return False
        roots = self.act.roots(d.ptr.value)
        return bool(roots) and roots <= self.readonly

    def type_of(self, name: str) -> Type:
        d = self.defs.get(name)
        if d is not None:
            return d.type
        t = self.aug_types.get(name)
        if t is not None:
            return t
        raise UnsupportedError(f"in @{self.src.name}: internal error: unknown value %{name}")

    def lanes(self, v: Value, ty: Type, inst: Instruction | None = None) -> list[Value]:
        """Shadow pointer of ``v`` (from the forward sweep)."""
        sh = self.aug.lanes(v, ty, inst)
        return [self.primal(s) for s in sh]

    def slot(self, v: LocalRef, ty: Type) -> Value:
        s = self.slots.get(v.name)
        if s is None:
            from .ir.instructions import Alloca as A, Store as S
            name = self.b.names.fresh(f"{_base(v.name)}.adj")
            self.entry_out.append(A(allocated=ty, name=name))
            self.entry_out.append(S(value=Typed(ty, _adj_zero(ty)),
                                    ptr=Typed(PTR, LocalRef(name))))
            s = (LocalRef(name), ty)
            self.slots[v.name] = s
        return s[0]

    def add_adjoint(self, v: Value, ty: Type, contrib: Value) -> None:
        if not isinstance(v, LocalRef) or not self.varied(v):
            return
        if ty.is_pointer:
            return
        s = self.slot(v, ty)
        old = self.b.load(ty, s, base="a")
        new = self.b.fadd(ty, old, contrib, base="a") if _is_float_like(ty) else \
            _add_aggregate(self, ty, old, contrib)
        self.b.store(ty, new, s)

    def adjoint_of(self, inst: Instruction) -> Value | None:
        if inst.name is None or inst.name not in self.act.varied:
            return None
        ty = inst.type
        if not floatish(ty, self.module):
            return None
        s = self.slot(LocalRef(inst.name), ty)
        v = self.b.load(ty, s, base="dy")
        self.b.store(ty, _adj_zero(ty), s)
        return v

    # -- generation ----------------------------------------------------------------------------
    def generate(self) -> None:
        src = self.src
        self.aug.generate()
        self.defs = {i.name: i for i in src.instructions() if i.name is not None}
        self.aug_types = {i.name: i.type for i in self.aug.fn.instructions()
                          if i.name is not None}
        self.aug_defs = {i.name: i for i in self.aug.fn.instructions() if i.name is not None}
        self.param_names = {p.name for p in self.fn.params}
        self.readonly = readonly_roots(self.module, src, self.act,
                                       _reload_enabled() and src.name in self.rm.toplevel)
        self.block_ids = {blk.label: k for k, blk in enumerate(src.blocks)}
        T.ensure_type(self.module, I32)
        rev_blocks: list[Block] = []
        self.loops = find_self_loops(src, self.aug.block_out, self.aug_defs) \
            if SELF_LOOPS else {}
        done_loops: list[tuple[SelfLoop, list[Instruction], list[Instruction], list]] = []
        for blk in src.blocks:
            loop = self.loops.get(blk.label)
            if loop is not None:
                got = self._reverse_self_loop(blk, loop)
                if got is not None:
                    rev_blocks.extend(got[0])
                    done_loops.append((loop,) + got[1:])
                    continue
            self.b.out = []
            self.requests, self.request_order = {}, []
            self.recomputed = {}
            self.reverse_block(blk)
            body = self.b.out = _dce(self.b.out)
            used = {n for i in body for n in _used_names(i)}
            self.request_order = [p for p in self.request_order if self.requests[p][0] in used]
            # One record per block execution: [values in request order..., i32 block id], written
            # with one bounds check in the forward sweep and read back with one in the reverse.
            offsets, off = [], 0
            for pname in self.request_order:
                offsets.append(off)
                off += T.type_size(self.requests[pname][1])
            total = off + 4
            aug_names = self.aug.b.names
            push: list[Instruction] = []
            rec = LocalRef(aug_names.fresh("rec"))
            push.append(Call(ret=PTR, callee=GlobalRef("__mpiad_tape_reserve"),
                             args=[Arg(PTR, self.tape), Arg(I64, IntConst(total))], name=rec.name))
            for pname, o in zip(self.request_order, offsets + [off]):
                ty = self.requests[pname][1]
                push += _record_slot(aug_names, rec, o, lambda p, ty=ty, pname=pname: Store(
                    value=Typed(ty, LocalRef(pname)), ptr=Typed(PTR, p), align=1))
            push += _record_slot(aug_names, rec, off, lambda p: Store(
                value=Typed(I32, IntConst(self.block_ids[blk.label])), ptr=Typed(PTR, p), align=1))
            pops: list[Instruction] = []
            if self.request_order:
                rrec = LocalRef(self.b.names.fresh("rec"))
                pops.append(Call(ret=PTR, callee=GlobalRef("__mpiad_tape_release"),
                                 args=[Arg(PTR, self.tape), Arg(I64, IntConst(off))],
                                 name=rrec.name))
                for pname, o in zip(self.request_order, offsets):
                    rname, ty = self.requests[pname]
                    pops += _record_slot(self.b.names, rrec, o, lambda p, ty=ty, rname=rname: Load(
                        ty=ty, ptr=Typed(PTR, p), align=1, name=rname))
            aug_body = self.aug.block_out[blk.label]
            term = aug_body.pop()
            aug_body.extend(push)
            aug_body.append(term)
            rlabel = self.rev_label(blk.label)
            rev_blocks.append(Block(rlabel, pops + body))
        if done_loops:
            by = {blk.label: blk for blk in self.aug.fn.blocks}
            spliced: dict[str, list[Block]] = {}
            for loop, pre, exit_, trap in done_loops:
                spliced[loop.label] = self._splice_self_loop(loop, pre, exit_, trap, by)
            self.aug.fn.blocks = [b for blk in self.aug.fn.blocks
                                  for b in spliced.get(blk.label, (blk,))]
        # entry + dispatcher + final
        entry = Block(self.b.names.fresh("rev.entry"), [])
        dispatch_label = self.dispatch_label
        final_label = self.final_label
        self.b.out = []
        if floatish(src.ret, self.module):
            pass  # the seed is added by the reverse of each ret
        entry.instructions = self.entry_out + [Br(targets=[dispatch_label])]
        self.b.out = []
        bid = self.b.call("__mpiad_pop_i32", I32, [(PTR, self.tape)], base="block")
        unreach = self.b.names.fresh("rev.unreachable")
        self.b.emit(Switch(value=Typed(I32, bid), default=unreach,
                           cases=[(Typed(I32, IntConst(k)), self.rev_label(blk.label))
                                  for blk, k in ((b, self.block_ids[b.label]) for b in src.blocks)]),
                    None)
        dispatch = Block(dispatch_label, self.b.out)
        self.b.out = []
        rets = []
        for i in self.pair.active_scalars:
            p = src.params[i]
            s = self.slots.get(p.name)
            if s is None:
                rets.append(zero(p.type))
            else:
                g = self.b.load(p.type, s[0], base=f"{_base(p.name)}.grad")
                # + 0.0: an adjoint that got no contribution is -0.0 (see _adj_zero), return 0.0
                rets.append(self.b.fadd(p.type, g, zero(p.type), base=f"{_base(p.name)}.grad")
                            if _is_float_like(p.type) else g)
        if self.fn.ret.is_void:
            self.b.ret(None)
        else:
            agg: Value = KeywordConst("undef")
            for k, (v, i) in enumerate(zip(rets, self.pair.active_scalars)):
                agg = self.b.insertvalue(Typed(self.fn.ret, agg), Typed(src.params[i].type, v),
                                         (k,), base="grads")
            self.b.ret(Typed(self.fn.ret, agg))
        final = Block(final_label, self.b.out)
        self.fn.blocks = [entry, dispatch] + rev_blocks + [final,
                                                           Block(unreach, [Unreachable()])]
        # slots created while generating the final block
        entry.instructions = self.entry_out + [Br(targets=[dispatch_label])]

    @property
    def dispatch_label(self) -> str:
        if not hasattr(self, "_dispatch"):
            self._dispatch = self.b.names.fresh("rev.dispatch")
            self._final = self.b.names.fresh("rev.final")
        return self._dispatch

    @property
    def final_label(self) -> str:
        self.dispatch_label
        return self._final

    def rev_label(self, label: str) -> str:
        if not hasattr(self, "_rev_labels"):
            self._rev_labels = {}
        got = self._rev_labels.get(label)
        if got is None:
            got = self.b.names.fresh(f"rev.{label.strip(chr(34))}")
            self._rev_labels[label] = got
        return got

    # -- self loops ------------------------------------------------------------------------------
    def _reverse_self_loop(self, blk: Block, loop: SelfLoop):
        """Reverse of a one-block loop as a counted loop; None when the block must be recorded
        per execution instead (it uses the tape itself: calls of derivative functions)."""
        tape = self.tape.name
        aug_body = self.aug.block_out[blk.label]
        if any(tape in set(_used_names(i)) for i in aug_body):
            return None
        rb = self.b.names
        loop.j = LocalRef(rb.fresh(f"{_base(blk.label)}.iter"))
        self.b.out = []
        self.requests, self.request_order = {}, []
        self.recomputed = {}
        self.cur_loop = loop
        try:
            insts = [i for i in blk.instructions if not isinstance(i, DebugRecord)]
            for inst in reversed(insts):
                if not isinstance(inst, Phi):
                    self.reverse_instruction(inst)
            self.reverse_loop_phis(blk, loop, [i for i in insts if isinstance(i, Phi)])
        finally:
            self.cur_loop = None
        body = _dce(self.b.out)
        if any(tape in set(_used_names(i)) for i in body):
            return None
        used = {n for i in body for n in _used_names(i)}
        order = [p for p in self.request_order if self.requests[p][0] in used]
        per_iter = [p for p in order if p in loop.defined]
        invariant = [p for p in order if p not in loop.defined]
        an = self.aug.b.names
        ab = Builder(self.module, an)
        it = LocalRef(an.fresh(f"{_base(blk.label)}.iter"))
        it_next = LocalRef(an.fresh(f"{_base(blk.label)}.iter.next"))
        pre_label = an.fresh(f"{_base(blk.label)}.cache")
        exit_label = an.fresh(f"{_base(blk.label)}.done")
        sizes = [T.type_size(self.requests[p][1]) for p in per_iter]
        recsize = sum(sizes)
        prealloc = loop.trip is not None
        # -- forward sweep: entry (trip count, one array per cached value), body, exit trailer
        ab.out = []
        trip = None
        arrays: list[Value] = []
        if prealloc:
            nontemporal = _nontemporal_node(self.module)
            trip = _emit_trip(ab, loop.trip)
            if recsize:
                arrays = _cache_arrays(ab, self.tape, trip, sizes, "__mpiad_tape_reserve")
        ab.br(blk.label)
        pre = ab.out
        ab.out = []
        if prealloc:
            for p, arr, sz in zip(per_iter, arrays, sizes):
                ty = self.requests[p][1]
                o = it if sz == 1 else ab.binop("mul", I64, it, IntConst(sz), base="cache.at")
                q = ab.gep(I8, arr, [Typed(I64, o)], base="cache.at")
                ab.emit(Store(value=Typed(ty, LocalRef(p)), ptr=Typed(PTR, q),
                              align=math.gcd(CACHE_ALIGN, sz),
                              metadata=[("nontemporal", nontemporal)]), None)
        elif recsize:
            rec = ab.call("__mpiad_tape_reserve", PTR, [(PTR, self.tape), (I64, IntConst(recsize))],
                          base="rec")
            off = 0
            for p, sz in zip(per_iter, sizes):
                ty = self.requests[p][1]
                q = rec if off == 0 else ab.gep(I8, rec, [Typed(I64, IntConst(off))], base="slot")
                ab.store(ty, LocalRef(p), q, 1)
                off += sz
        ab.out.append(BinaryOpI("add", I64, it, IntConst(1), it_next.name))
        term = aug_body.pop()
        aug_body.extend(ab.out)
        aug_body.append(term)
        aug_body.insert(0, Phi(ty=I64, incoming=[(IntConst(0), pre_label), (it_next, blk.label)],
                               name=it.name))
        ab.out = []
        trap = None
        inv_sizes = [T.type_size(self.requests[p][1]) for p in invariant]
        inv_bytes = sum(inv_sizes)
        tsize = inv_bytes + 8 + 4
        trl = ab.call("__mpiad_tape_reserve", PTR, [(PTR, self.tape), (I64, IntConst(tsize))],
                      base="trailer")
        off = 0
        for p, sz in zip(invariant, inv_sizes):
            q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
            ab.store(self.requests[p][1], LocalRef(p), q, 1)
            off += sz
        q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
        ab.store(I64, it_next, q, 1)
        q = ab.gep(I8, trl, [Typed(I64, IntConst(off + 8))], base="slot")
        ab.store(I32, IntConst(self.block_ids[blk.label]), q, 1)
        if prealloc:
            # the count must be what was allocated for: stop rather than read a wrong cache
            bad = ab.cmp("icmp", "ne", I64, it_next, trip, base="trip.bad")
            trap = an.fresh(f"{_base(blk.label)}.trip.trap")
            ab.condbr(bad, trap, loop.exit)
        else:
            ab.br(loop.exit)
        exit_ = ab.out
        loop.pre_label, loop.exit_label = pre_label, exit_label
        # -- reverse sweep: pop the trailer, then a counted loop over the iterations
        b = self.b
        head_label = self.rev_label(blk.label)
        body_label = rb.fresh(f"rev.{_base(blk.label)}.body")
        b.out = []
        # (the dispatcher has popped the block id already)
        tr = b.call("__mpiad_tape_release", PTR, [(PTR, self.tape), (I64, IntConst(tsize - 4))],
                    base="trailer")
        off = 0
        for p, sz in zip(invariant, inv_sizes):
            rname, ty = self.requests[p]
            q = tr if off == 0 else b.gep(I8, tr, [Typed(I64, IntConst(off))], base="slot")
            b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=1, name=rname), None)
            off += sz
        q = tr if off == 0 else b.gep(I8, tr, [Typed(I64, IntConst(off))], base="slot")
        count = b.load(I64, q, 1, base="count")
        rarrays: list[Value] = []
        if prealloc and recsize:
            rarrays = _cache_arrays(b, self.tape, count, sizes, "__mpiad_tape_release")
        b.br(body_label)
        head = b.out
        b.out = []
        jj = rb.fresh(f"{_base(blk.label)}.left")
        b.emit(Phi(ty=I64, incoming=[(count, head_label), (loop.j, body_label)], name=jj), None)
        b.out.append(BinaryOpI("add", I64, LocalRef(jj), IntConst(-1), loop.j.name))
        if prealloc:
            for p, arr, sz in zip(per_iter, rarrays, sizes):
                rname, ty = self.requests[p]
                o = loop.j if sz == 1 else b.binop("mul", I64, loop.j, IntConst(sz),
                                                   base="cache.at")
                q = b.gep(I8, arr, [Typed(I64, o)], base="cache.at")
                b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=math.gcd(CACHE_ALIGN, sz),
                            name=rname), None)
        elif recsize:
            rec = b.call("__mpiad_tape_release", PTR, [(PTR, self.tape), (I64, IntConst(recsize))],
                         base="rec")
            off = 0
            for p, sz in zip(per_iter, sizes):
                rname, ty = self.requests[p]
                q = rec if off == 0 else b.gep(I8, rec, [Typed(I64, IntConst(off))], base="slot")
                b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=1, name=rname), None)
                off += sz
        b.out.extend(body)
        first = b.cmp("icmp", "eq", I64, loop.j, IntConst(0), base="first")
        b.condbr(first, self.dispatch_label, body_label)
        blocks = [Block(head_label, head), Block(body_label, b.out)]
        b.out = []
        return blocks, pre, exit_, trap

    def _splice_self_loop(self, loop: SelfLoop, pre, exit_, trap,
                          by: dict[str, Block]) -> list[Block]:
        """Route the forward sweep's edges through the loop's entry and exit blocks; return the
        blocks that replace the loop's block (``by``: the blocks by label, kept up to date)."""
        B, P, X = loop.label, loop.pred, loop.exit
        # A neighbouring self loop spliced before this one moved an edge: P's edge to B now
        # leaves P's exit block, and B's edge to X now enters X's entry block.
        done = self._spliced
        if P in done and done[P].exit == B:
            P = done[P].exit_label
        if X in done and done[X].pred == B:
            X = done[X].pre_label
        by[P].instructions[-1].map_labels(lambda t: loop.pre_label if t == B else t)
        for inst in by[B].instructions:
            if isinstance(inst, Phi):
                seen: set[str] = set()
                inc = []
                for v, lbl in inst.incoming:
                    lbl = loop.pre_label if lbl == P else lbl
                    if lbl == loop.pre_label and lbl in seen:
                        continue  # P reached B by several switch cases: now one edge
                    seen.add(lbl)
                    inc.append((v, lbl))
                inst.incoming = inc
        by[B].instructions[-1].map_labels(lambda t: loop.exit_label if t == X else t)
        exit_[-1].map_labels(lambda t: X if t == loop.exit else t)
        for inst in by[X].instructions:
            if isinstance(inst, Phi):
                inst.incoming = [(v, loop.exit_label if lbl == B else lbl)
                                 for v, lbl in inst.incoming]
        done[B] = loop
        new = [Block(loop.pre_label, pre), by[B], Block(loop.exit_label, exit_)]
        if trap is not None:
            new.append(Block(trap, [Call(ret=VOID, callee=GlobalRef("llvm.trap"), args=[]),
                                    Unreachable()]))
            self.module.get_or_declare("llvm.trap", VOID, [])
        for blk in new:
            by[blk.label] = blk
        return new

    def reverse_loop_phis(self, blk: Block, loop: SelfLoop, phis: list[Phi]) -> None:
        """Phi adjoints in the reverse of a self loop: to the value from the previous iteration,
        or from the predecessor on the first one."""
        varied = [p for p in phis if p.name in self.act.varied and floatish(p.ty, self.module)]
        if not varied:
            return
        later = self.b.cmp("icmp", "ne", I64, loop.j, IntConst(0), base="later")
        for phi in varied:
            dy = self.adjoint_of(phi)
            seen: set[str] = set()
            for v, lbl in phi.incoming:
                if lbl in seen:
                    continue
                seen.add(lbl)
                if not self.varied(v):
                    continue
                a, z = (dy, zero(phi.ty)) if lbl == blk.label else (zero(phi.ty), dy)
                contrib = self.b.select(Typed(I1, later), phi.ty, a, z)
                self.add_adjoint(v, phi.ty, contrib)

    def reverse_block(self, blk: Block) -> None:
        insts = [i for i in blk.instructions if not isinstance(i, DebugRecord)]
        phis = [i for i in insts if isinstance(i, Phi)]
        for inst in reversed(insts):
            if isinstance(inst, Phi):
                continue
            self.reverse_instruction(inst)
        self.reverse_phis(blk, phis)
        if blk is self.src.blocks[0]:
            self.b.br(self.final_label)
        else:
            self.b.br(self.dispatch_label)

    def reverse_instruction(self, inst: Instruction) -> None:
        if isinstance(inst, Ret):
            if inst.value is not None and floatish(self.src.ret, self.module) and \
                    self.varied(inst.value.value):
                dret = LocalRef(self.fn.params[-1].name)
                self.add_adjoint(inst.value.value, inst.value.type, dret)
            return
        if isinstance(inst, Call):
            return self.reverse_call(inst)
        if isinstance(inst, RawInstruction):
            if any(self.varied(v) for v in inst.operands()):
                raise UnsupportedError(f"in @{self.src.name}: instruction '{inst.opcode}' has no "
                                       f"derivative rule but handles active data: "
                                       f"{describe(inst)}")
            return
        rule = registry.opcode_rule(inst.opcode)
        if rule is None:
            raise UnsupportedError(f"in @{self.src.name}: no derivative rule for "
                                   f"'{inst.opcode}' ({describe(inst)})")
        if isinstance(inst, Store):
            if self.varied(inst.ptr.value):
                rule.reverse(self, inst)
            return
        if inst.name is not None and inst.name in self.act.varied:
            rule.reverse(self, inst)

    def reverse_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(self.module, inst)
        if rule is not None:
            if inst.name in self.act.varied or getattr(rule, "always", False) or any(
                    self.varied(a.value) for a in inst.args):
                rule.reverse(self, inst)
            return
        name = inst.callee_name
        callee = self.module.functions.get(name) if name else None
        if callee is None or callee.is_declaration:
            return
        if not (any(self.varied(a.value) for a in inst.args) or inst.name in self.act.varied
                or has_always_rules(self.module, callee)):
            return
        pair = self.rm.pair(call_signature(self, inst, callee))
        args = [Arg(PTR, self.tape)]
        for a, act in zip(inst.args, pair.sig.acts):
            args.append(Arg(a.type, self.primal(a.value)))
            if act == "dup":
                args.append(Arg(a.type, self.lanes(a.value, a.type, inst)[0]))
        if floatish(callee.ret, self.module):
            dy = self.adjoint_of(inst)
            args.append(Arg(callee.ret, dy if dy is not None else zero(callee.ret)))
        res = self.b.emit(Call(ret=pair.rev.ret, callee=GlobalRef(pair.rev.name), args=args),
                          None if pair.rev.ret.is_void else "grads")
        for k, i in enumerate(pair.active_scalars):
            a = inst.args[i]
            g = self.b.extractvalue(Typed(pair.rev.ret, res), (k,), a.type, base="g")
            self.add_adjoint(a.value, a.type, g)

    def reverse_phis(self, blk: Block, phis: list[Phi]) -> None:
        varied = [p for p in phis if p.name in self.act.varied and floatish(p.ty, self.module)]
        if not varied:
            return
        pred = self.b.call("__mpiad_peek_i32", I32, [(PTR, self.tape)], base="pred")
        for phi in varied:
            dy = self.adjoint_of(phi)
            seen: set[str] = set()
            for v, lbl in phi.incoming:
                # a predecessor may be listed more than once (a switch with several cases to
                # this block); its entries carry the same value and the edge is taken once
                if lbl in seen or not self.varied(v):
                    seen.add(lbl)
                    continue
                seen.add(lbl)
                c = self.b.cmp("icmp", "eq", I32, pred, IntConst(self.block_ids[lbl]))
                contrib = self.b.select(Typed(I1, c), phi.ty, dy, zero(phi.ty))
                self.add_adjoint(v, phi.ty, contrib)

    def reverse_phi(self, inst: Phi) -> None:  # called by PhiRule.reverse; handled per block
        pass

    # memory adjoints used by rules ----------------------------------------------------------
    def reverse_load(self, inst: Load) -> None:
        if inst.name in self.act.int_copies:
            # an integer copy of floating-point data: its adjoint is kept as that float type
            ft = _float_of(inst.ty, inst)
            s = self.slot(LocalRef(inst.name), ft)
            dy = self.b.load(ft, s, base="dy")
            self.b.store(ft, zero(ft), s)
            p = self.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            old = self.b.load(ft, p, inst.align, base="m")
            self.b.store(ft, self.b.fadd(ft, old, dy, base="m"), p, inst.align)
            return
        if not floatish(inst.ty, self.module):
            return
        dy = self.adjoint_of(inst)
        if dy is None:
            return
        p = self.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
        old = self.b.load(inst.ty, p, inst.align, base="m")
        new = self.b.fadd(inst.ty, old, dy, base="m") if _is_float_like(inst.ty) else \
            _add_aggregate(self, inst.ty, old, dy)
        self.b.store(inst.ty, new, p, inst.align)

    def reverse_store(self, inst: Store) -> None:
        ty = inst.value.type
        v = inst.value.value
        if isinstance(v, LocalRef) and v.name in self.act.int_copies:
            ft = _float_of(ty, inst)
            p = self.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
            d = self.b.load(ft, p, inst.align, base="m")
            self.add_adjoint(v, ft, d)
            self.b.store(ft, zero(ft), p, inst.align)
            return
        if not floatish(ty, self.module):
            return
        p = self.lanes(inst.ptr.value, inst.ptr.type, inst)[0]
        if self.varied(inst.value.value):
            d = self.b.load(ty, p, inst.align, base="m")
            self.add_adjoint(inst.value.value, ty, d)
        self.b.store(ty, zero(ty), p, inst.align)

    def reverse_memcpy(self, inst: Call) -> None:
        dst, src, n = inst.args[0], inst.args[1], inst.args[2]
        if not self.varied(dst.value):
            return
        ddst = self.lanes(dst.value, dst.type, inst)[0]
        nb = self.primal(n.value)
        if self.varied(src.value):
            from .activity import warn

            warn(self.module, f"in @{self.src.name}: the adjoint of {describe(inst)} treats the "
                 "copied bytes as doubles (type analysis found no other element type)")
            dsrc = self.lanes(src.value, src.type, inst)[0]
            fn = T.ensure_memcpy_adjoint(self.module)
            nb64 = nb if str(n.type) == "i64" else self.b.cast("zext", n.type, nb, I64)
            self.b.call(fn, VOID, [(PTR, ddst), (PTR, dsrc), (I64, nb64)])
        else:
            self.b.memset(ddst, Typed(n.type, nb))

    def reverse_memset(self, inst: Call) -> None:
        dst, n = inst.args[0], inst.args[2]
        if not self.varied(dst.value):
            return
        ddst = self.lanes(dst.value, dst.type, inst)[0]
        self.b.memset(ddst, Typed(n.type, self.primal(n.value)))

    def reverse_shuffle(self, inst) -> None:
        """Adjoint of shufflevector: scatter each output lane back to its source lane."""
        from .ir.instructions import ExtractElement, InsertElement
        from .ir.values import AggregateConst

        dy = self.adjoint_of(inst)
        if dy is None:
            return
        mask = inst.mask.value
        n_in = inst.a.type.count
        out_ty = inst.type
        if isinstance(mask, AggregateConst):
            idxs = [e.value.value if isinstance(e.value, IntConst) else -1 for e in mask.elements]
        elif isinstance(mask, KeywordConst) and mask.word == "zeroinitializer":
            idxs = [0] * out_ty.count
        else:
            idxs = [-1] * out_ty.count
        acc = {0: zero(inst.a.type), 1: zero(inst.b.type)}
        el = out_ty.element
        for j, src_i in enumerate(idxs):
            if src_i < 0:
                continue
            which, lane = (0, src_i) if src_i < n_in else (1, src_i - n_in)
            e = self.b.emit(ExtractElement(vec=Typed(out_ty, dy), index=Typed(I32, IntConst(j))),
                            "d")
            vt = inst.a.type
            old = self.b.emit(ExtractElement(vec=Typed(vt, acc[which]),
                                             index=Typed(I32, IntConst(lane))), "d")
            s = self.b.fadd(el, old, e)
            acc[which] = self.b.emit(InsertElement(vec=Typed(vt, acc[which]), elt=Typed(el, s),
                                                   index=Typed(I32, IntConst(lane))), "d")
        if self.varied(inst.a.value):
            self.add_adjoint(inst.a.value, inst.a.type, acc[0])
        if self.varied(inst.b.value):
            self.add_adjoint(inst.b.value, inst.b.type, acc[1])


def localize_tape(fn: Function, derived: set[str]) -> None:
    """Work on a local copy of the tape header so -O2 keeps its fields in registers (the record
    writes through the tape's data pointer would otherwise force a reload of the header after
    each one). The header is written back before calls into other derivative functions, which use
    the shared tape, and before returning."""
    from .ir.instructions import Load as L, Store as S

    tape = fn.params[0].name
    tty = StructType((PTR, I64, I64))
    names = Names({tape} | {i.name for i in fn.instructions() if i.name} |
                  {b.label for b in fn.blocks} | {p.name for p in fn.params})
    local = names.fresh("tape.local")
    ref, lref = LocalRef(tape), LocalRef(local)

    def sync(src: LocalRef, dst: LocalRef) -> list[Instruction]:
        v = names.fresh("tape.v")
        return [L(ty=tty, ptr=Typed(PTR, src), align=8, name=v),
                S(value=Typed(tty, LocalRef(v)), ptr=Typed(PTR, dst), align=8)]

    for blk in fn.blocks:
        out: list[Instruction] = []
        for inst in blk.instructions:
            if isinstance(inst, Call) and inst.callee_name in derived:
                out += sync(lref, ref)
                out.append(inst)
                out += sync(ref, lref)
                continue
            inst.map_values(lambda v: lref if v == ref else v)
            if isinstance(inst, Ret):
                out += sync(lref, ref)
            out.append(inst)
        blk.instructions = out
    entry = fn.blocks[0].instructions
    entry[0:0] = [Alloca(allocated=tty, align=8, name=local)] + sync(ref, lref)


def _shadow_attrs(attrs: str) -> str:
    """A reverse-mode shadow is read and written whatever the primal does with its memory."""
    from .forward import split_attributes

    keep = [a for a in split_attributes(_param_attrs(attrs))
            if not a.startswith(("readonly", "writeonly", "readnone", "initializes",
                                 "dead_on_unwind", "writable"))]
    return " ".join(keep)


def _pair_attrs(attrs: str) -> str:
    """Parameters of ``aug`` and ``rev`` drop ``noalias`` and capture attributes: the two halves
    hand pointers to each other through memory (the tape, the MPI runtime's request table), so in
    ``rev`` a buffer is also reached through pointers that ``aug`` stored, which are not "based
    on" ``rev``'s parameter; with ``noalias`` LLVM would move ``rev``'s own accesses across the
    runtime calls that make them (a wrong gradient with a ``restrict`` buffer sent by MPI_Isend).
    ``diffe_<f>`` keeps them: every access during its call is based on its parameters."""
    from .forward import split_attributes

    return " ".join(a for a in split_attributes(attrs)
                    if a != "noalias" and not a.startswith(("captures(", "nocapture")))


def _float_of(ty: Type, inst: Instruction) -> Type:
    """The floating-point type an integer copy carries (i64 -> double, i32 -> float)."""
    from .ir.types import DOUBLE, FLOAT, IntType

    if isinstance(ty, VectorType):
        return VectorType(ty.count, _float_of(ty.element, inst), ty.scalable)
    if isinstance(ty, IntType) and ty.bits in (32, 64):
        return DOUBLE if ty.bits == 64 else FLOAT
    raise UnsupportedError(f"cannot carry an adjoint through {describe(inst)}: {ty} is not the "
                           "width of a float or a double")


def _record_slot(names: Names, rec: LocalRef, offset: int, make) -> list[Instruction]:
    """The instructions that access the record field at ``offset``."""
    from .ir.instructions import GetElementPtr as G

    if offset == 0:
        return [make(rec)]
    p = LocalRef(names.fresh("slot"))
    return [G(flags=("inbounds",), source=I8, ptr=Typed(PTR, rec),
              indices=[Typed(I64, IntConst(offset))], name=p.name), make(p)]


def _recomputable(d: Instruction) -> bool:
    from .ir.instructions import (BinaryOp, Cast, Compare, GetElementPtr, InsertElement, Select,
                                  ShuffleVector, UnaryOp)

    if isinstance(d, GetElementPtr):
        return True
    if isinstance(d, Cast):
        if not d.dest.is_float and not d.operand.type.is_float:
            return True
        # a conversion of one value to a type at least as wide: keep the narrower operand
        return d.opcode in ("fpext", "sitofp", "uitofp", "bitcast") and \
            T.type_size(d.operand.type) <= T.type_size(d.dest)
    if isinstance(d, BinaryOp) and d.ty.is_float:
        # float arithmetic of one value with constants (a*c, 1-a, -a): caching the one value it
        # reads costs no more than caching the result, and several such results share it
        return len(set(_used_names(d))) == 1
    if isinstance(d, UnaryOp):
        return True
    if isinstance(d, InsertElement):
        return len(set(_used_names(d))) == 1 and isinstance(d.elt.value, LocalRef)
    if isinstance(d, ShuffleVector):
        locs = [v for v in (d.a.value, d.b.value) if isinstance(v, LocalRef)]
        return len(locs) == 1 and len(set(_used_names(d))) == 1 and \
            T.type_size(d.a.type) <= T.type_size(d.type)
    if isinstance(d, BinaryOp):
        return d.ty.is_int and d.opcode not in ("udiv", "sdiv", "urem", "srem")
    if isinstance(d, Compare):
        return d.opcode == "icmp"
    if isinstance(d, Select):
        return not d.type.is_float and not d.type.is_aggregate
    return False


def _used_names(inst: Instruction):
    from .ir.instructions import used_locals
    from .ir.values import MetadataRef

    yield from used_locals(inst)


def _adj_zero(ty: Type) -> Value:
    """The empty adjoint: -0.0, not 0.0. Adjoints accumulate as ``slot + contribution``, and
    LLVM may fold ``-0.0 + x`` to ``x`` (exact for every x) but not ``0.0 + x`` (wrong for
    x = -0.0): with -0.0 the first contribution costs no addition (about a fifth of the
    arithmetic of a stencil's reverse loop)."""
    if _is_float_like(ty):
        from .builder import float_const

        return float_const(ty, -0.0)
    return zero(ty)


def _is_float_like(ty: Type) -> bool:
    return ty.is_float  # scalar or vector of float


def _add_aggregate(g, ty: Type, a: Value, b: Value) -> Value:
    """Elementwise sum of two aggregates of floats."""
    from .ir.types import ArrayType, NamedStructType

    body = g.module.struct_body(ty)
    if isinstance(body, StructType):
        elems = list(enumerate(body.elements))
    elif isinstance(body, ArrayType):
        elems = [(i, body.element) for i in range(body.count)]
    else:
        raise UnsupportedError(f"cannot accumulate adjoints of type {ty}")
    acc = a
    for i, et in elems:
        if not floatish(et, g.module):
            continue
        x = g.b.extractvalue(Typed(ty, a), (i,), et)
        y = g.b.extractvalue(Typed(ty, b), (i,), et)
        s = g.b.fadd(et, x, y) if _is_float_like(et) else _add_aggregate(g, et, x, y)
        acc = g.b.insertvalue(Typed(ty, acc), Typed(et, s), (i,))
    return acc


SELF_LOOPS = True  # reverse one-block loops as loops (False: record every block execution)


def _reload_enabled() -> bool:
    """Loads of read-only memory are repeated in the reverse sweep (``passes.readonly``);
    ``MPIAD_RELOAD=0`` tapes them instead (for benchmarks that compare the two)."""
    return os.environ.get("MPIAD_RELOAD", "1") != "0"


def BinaryOpI(op: str, ty: Type, a: Value, b: Value, name: str) -> Instruction:
    from .ir.instructions import BinaryOp

    return BinaryOp(opcode=op, ty=ty, lhs=a, rhs=b, name=name)


# -- self loops: a preallocated (or per-iteration) cache and a reverse sweep that is a loop --------
CACHE_ALIGN = 16  # loop caches start on 16 bytes: aligned (and vector) stores and loads


def _cache_arrays(b: Builder, tape: Value, count: Value, sizes: list[int], fn: str) -> list[Value]:
    """Reserve (forward) or release (reverse) a self loop's cache and return its arrays, one per
    cached value, each ``count`` elements starting on CACHE_ALIGN bytes. Both sweeps compute the
    same layout: the tape's storage comes from malloc (16-byte aligned), so an offset's
    alignment survives the reallocations in between."""
    a = CACHE_ALIGN
    nbytes = b.binop("mul", I64, count, IntConst(sum(sizes)), base="cache.bytes")
    nbytes = b.binop("add", I64, nbytes, IntConst(a * (len(sizes) + 1)), base="cache.bytes")
    region = b.call(fn, PTR, [(PTR, tape), (I64, nbytes)], base="cache")
    addr = b.cast("ptrtoint", PTR, region, I64, base="cache.addr")
    neg = b.binop("sub", I64, IntConst(0), addr, base="cache.pad")
    pad = b.binop("and", I64, neg, IntConst(a - 1), base="cache.pad")
    at: Value = b.gep(I8, region, [Typed(I64, pad)], base="cache.base")
    out = []
    for k, sz in enumerate(sizes):
        out.append(at)
        if k + 1 < len(sizes):
            n = b.binop("mul", I64, count, IntConst(sz), base="cache.len")
            n = b.binop("add", I64, n, IntConst(a - 1), base="cache.len")
            n = b.binop("and", I64, n, IntConst(-a), base="cache.len")
            at = b.gep(I8, at, [Typed(I64, n)], base="cache.next")
    return out


def _nontemporal_node(module: Module) -> str:
    """The metadata node ``!{i32 1}`` that marks the cache stores ``!nontemporal``: a loop cache
    is written once and read back only after the whole forward sweep, so streaming it past the
    caches saves the read-for-ownership and keeps the primal's working set in cache."""
    for key, v in module.metadata.items():
        if v.text.split("=", 1)[1].strip() == "!{i32 1}" and key[1:].isdigit():
            return key
    n = 1 + max((int(k[1:]) for k in module.metadata if k[1:].isdigit()), default=-1)
    from .ir.module import Verbatim

    module.add(Verbatim("metadata", f"!{n}", f"!{n} = !{{i32 1}}"))
    return f"!{n}"


@dataclass
class SelfLoop:
    """A loop of one block ``label`` (its terminator branches back to itself or out to ``exit``)
    entered from one outside predecessor ``pred``. Its iterations are not recorded block by block:
    the forward sweep counts them, stores the values the reverse needs in one array per value
    indexed by the iteration (allocated once on loop entry when the trip count is computable
    there, else one record per iteration), and pushes one trailer on exit (the loop-invariant
    values, the count and the block id). The reverse of the loop is a counted loop that
    reconstructs the induction variables from the iteration number."""

    label: str
    pred: str
    exit: str
    ivs: dict = field(default_factory=dict)   # aug phi name -> (start Value, step)
    trip: tuple | None = None                  # (kind, ...) to compute the trip count on entry
    defined: set = field(default_factory=set)  # names defined in the aug block


_SWAP = {"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
         "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule"}
_NOT = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt",
        "ult": "uge", "uge": "ult", "ugt": "ule", "ule": "ugt"}


def _preds(fn: Function) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {b.label: [] for b in fn.blocks}
    for b in fn.blocks:
        if not b.instructions:
            continue
        for s in set(b.instructions[-1].successors()):
            if s in out:
                out[s].append(b.label)
    return out


def find_self_loops(src: Function, aug_blocks: dict[str, list[Instruction]],
                    aug_defs: dict[str, Instruction]) -> dict[str, SelfLoop]:
    from .ir.instructions import BinaryOp, GetElementPtr

    loops: dict[str, SelfLoop] = {}
    preds = _preds(src)
    by_label = {b.label: b for b in src.blocks}
    for blk in src.blocks[1:]:
        if not blk.instructions:
            continue
        term = blk.instructions[-1]
        if not (isinstance(term, Br) and term.cond is not None and len(term.targets) == 2):
            continue
        if term.targets.count(blk.label) != 1:
            continue
        exit_ = [t for t in term.targets if t != blk.label][0]
        outside = [p for p in preds[blk.label] if p != blk.label]
        if len(outside) != 1 or exit_ not in by_label:
            continue
        pred = outside[0]
        pterm = by_label[pred].instructions[-1] if by_label[pred].instructions else None
        if not isinstance(pterm, (Br, Switch)):
            continue
        body = aug_blocks.get(blk.label, [])
        loop = SelfLoop(blk.label, pred, exit_)
        loop.defined = {i.name for i in body if i.name is not None}
        for phi in body:
            if not isinstance(phi, Phi):
                continue
            inc = {}
            for v, lbl in phi.incoming:
                inc.setdefault(lbl, v)
            if set(inc) != {pred, blk.label}:
                continue
            start, nx = inc[pred], inc[blk.label]
            if isinstance(start, LocalRef) and start.name in loop.defined:
                continue
            if isinstance(start, ConstExpr) or not isinstance(nx, LocalRef):
                continue
            d = aug_defs.get(nx.name)
            if d is None or nx.name not in loop.defined:
                continue
            me = LocalRef(phi.name)
            if isinstance(d, BinaryOp) and d.opcode in ("add", "sub") and phi.ty.is_int:
                if d.lhs == me and isinstance(d.rhs, IntConst):
                    c = d.rhs.value
                elif d.opcode == "add" and d.rhs == me and isinstance(d.lhs, IntConst):
                    c = d.lhs.value
                else:
                    continue
                step = -c if d.opcode == "sub" else c
                if step != 0:
                    loop.ivs[phi.name] = (start, int(step), nx.name)
            elif isinstance(d, GetElementPtr) and phi.ty.is_pointer and d.ptr.value == me and \
                    len(d.indices) == 1 and isinstance(d.indices[0].value, IntConst):
                loop.ivs[phi.name] = (start, ("gep", d.source, int(d.indices[0].value.value)),
                                      nx.name)
        loop.trip = _trip_shape(term, blk.label, loop, aug_defs)
        loops[blk.label] = loop
    return loops


def _trip_shape(term: Br, label: str, loop: SelfLoop, aug_defs) -> tuple | None:
    """How to compute the trip count on loop entry from the exit test, or None."""
    c = term.cond.value
    d = aug_defs.get(c.name) if isinstance(c, LocalRef) else None
    if not isinstance(d, Compare) or d.opcode != "icmp" or not d.ty.is_int:
        return None
    pred = d.pred
    ints = {n: iv for n, iv in loop.ivs.items() if isinstance(iv[1], int)}
    nexts = {iv[2]: n for n, iv in ints.items()}

    def x_of(v):
        if isinstance(v, LocalRef):
            if v.name in ints:
                return v.name, 0
            if v.name in nexts:
                return nexts[v.name], 1
        return None

    def invariant(v):
        return isinstance(v, IntConst) or (isinstance(v, LocalRef) and v.name not in loop.defined)

    x, n = x_of(d.lhs), d.rhs
    if x is None:
        x, n, pred = x_of(d.rhs), d.lhs, _SWAP.get(pred)
    if x is None or pred is None or not invariant(n):
        return None
    if term.targets[0] != label:  # the loop continues when the test is false
        pred = _NOT[pred]
    iv, delta = x
    start, step, _ = loop.ivs[iv]
    if pred == "ne":
        return ("ne", d.ty, start, step, delta, n)
    if pred in ("slt", "ult", "sle", "ule") and step > 0:
        return (pred, d.ty, start, step, delta, n)
    if pred in ("sgt", "ugt", "sge", "uge") and step < 0:
        return (pred, d.ty, start, step, delta, n)
    return None


def _emit_trip(b: Builder, shape: tuple) -> Value:
    """The number of times the loop body runs (>= 1), as an i64, from values known on entry."""
    kind, ty, start, step, delta, n = shape
    if kind == "ne":
        # exit when start + (k + delta) * step == n
        if step > 0:
            dist = b.binop("sub", ty, n, start, base="trip")
        else:
            dist = b.binop("sub", ty, start, n, base="trip")
        if abs(step) != 1:
            dist = b.binop("udiv", ty, dist, IntConst(abs(step)), base="trip")
        t = dist if str(ty) == "i64" else b.cast("zext", ty, dist, I64, base="trip")
        if delta == 0:
            t = b.binop("add", I64, t, IntConst(1), base="trip")
        return t
    signed = kind[0] == "s"
    up = kind[1:] in ("lt", "le")
    # s = start + delta*step; iterations continue while s + k*step (op) n
    s = start
    if delta:
        s = b.binop("add", ty, start, IntConst(step), base="trip")
    lo, hi = (s, n) if up else (n, s)
    strict = kind[1:] in ("lt", "gt")
    c = abs(step)
    # k* = iterations after the first: ceil((hi - lo) / c) (strict) or floor((hi - lo) / c) + 1,
    # when lo < hi (lo <= hi), else 0
    ok = b.cmp("icmp", ("s" if signed else "u") + ("lt" if strict else "le"), ty, lo, hi,
               base="trip")
    dist = b.binop("sub", ty, hi, lo, base="trip")
    d64 = dist if str(ty) == "i64" else b.cast("zext", ty, dist, I64, base="trip")
    if c != 1:
        q = b.binop("udiv", I64, d64, IntConst(c), base="trip")
        if strict:
            r = b.binop("urem", I64, d64, IntConst(c), base="trip")
            nz = b.cmp("icmp", "ne", I64, r, IntConst(0), base="trip")
            d64 = b.binop("add", I64, q, b.cast("zext", I1, nz, I64, base="trip"), base="trip")
        else:
            d64 = q
    if not strict:
        d64 = b.binop("add", I64, d64, IntConst(1), base="trip")
    k = b.select(Typed(I1, ok), I64, d64, IntConst(0), base="trip")
    return b.binop("add", I64, k, IntConst(1), base="trip")


_PURE_TYPES = None


def _dce(body: list[Instruction]) -> list[Instruction]:
    """Drop pure instructions whose results are unused (recomputations the rules asked for but
    did not use), so that the values they would have read are not cached."""
    global _PURE_TYPES
    if _PURE_TYPES is None:
        from .ir.instructions import (BinaryOp, Cast, ExtractElement, ExtractValue, Freeze,
                                      GetElementPtr, InsertElement, InsertValue, ShuffleVector,
                                      UnaryOp)
        _PURE_TYPES = (BinaryOp, Cast, Compare, Select, GetElementPtr, UnaryOp, ExtractElement,
                       InsertElement, ShuffleVector, ExtractValue, InsertValue, Freeze)
    # use counts, then a worklist: linear in the body (a fixpoint of whole-body scans was
    # quadratic in the length of a dead chain, and dominated the pass time of big functions)
    uses: dict[str, int] = {}
    operands: list[list[str]] = []
    for i in body:
        names = list(_used_names(i))
        operands.append(names)
        for n in names:
            uses[n] = uses.get(n, 0) + 1
    where = {i.name: k for k, i in enumerate(body)
             if i.name is not None and isinstance(i, _PURE_TYPES)}
    dead: set[int] = set()
    work = [k for n, k in where.items() if uses.get(n, 0) == 0]
    while work:
        k = work.pop()
        if k in dead:
            continue
        dead.add(k)
        for n in operands[k]:
            uses[n] -= 1
            if uses[n] == 0 and n in where:
                work.append(where[n])
    return body if not dead else [i for k, i in enumerate(body) if k not in dead]
