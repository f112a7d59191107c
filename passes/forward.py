"""Forward mode: the tangent function of a function, primal and derivative interleaved.

For each instruction of the source function the generator emits its primal clone (same names), then
asks the instruction's rule for the tangent. Shadows of varied values are kept as *lanes*: one per
direction in vector mode (width W), so one generated function carries W tangents at once, and every
rule (MPI included) sees all lanes together.

Calling conventions of generated functions:
- exported (``fwddiffe_<f>``): the source parameters, each Duplicated one followed by its W shadows;
  returns the tangent of a floating-point result (W = 1) or writes the W tangents through a final
  ``ptr`` parameter (W > 1); void otherwise.
- internal (callees differentiated on the way): same parameters; a varied floating-point result is
  returned as ``{ T primal, T lane0, ..., T laneW-1 }``.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from .activity import Activity, analyse, differentiable, floatish, describe
from .builder import Builder, Names, zero
from .errors import UnsupportedError
from .ir.instructions import (Call, DebugRecord, Instruction, Phi, RawInstruction, Ret, Arg)
from .ir.module import Block, Function, Module, Param
from .ir.types import PTR, VOID, StructType, Type
from .ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from .rules import registry

KEEP_METADATA = {"tbaa", "range", "nonnull", "noundef", "align", "invariant.load"}
_DILOC = re.compile(r"!DILocation\(line: (\d+)")


def source_line(module: Module, inst: Instruction) -> int | None:
    ref = inst.dbg()
    if ref is None:
        return None
    md = module.metadata.get(ref)
    if md is None:
        return None
    m = _DILOC.search(md.text)
    return int(m.group(1)) if m else None


def clone_instruction(inst: Instruction, module: Module) -> Instruction:
    c = copy.copy(inst)
    for k, v in vars(inst).items():
        if isinstance(v, list):
            setattr(c, k, [copy.copy(x) if isinstance(x, Arg) else x for x in v])
    c.metadata = [(k, v) for k, v in inst.metadata if k in KEEP_METADATA]
    line = source_line(module, inst)
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

    def key(self):
        return (self.fn, self.dup, self.width, self.exported)


class ForwardModule:
    """Generates (and caches) tangent functions inside one module."""

    def __init__(self, module: Module, width: int = 1):
        if width < 1:
            raise UnsupportedError(f"vector width must be at least 1, got {width}")
        self.module = module
        self.width = width
        self.cache: dict[tuple, Function] = {}
        self.pending: list[tuple[Function, Signature]] = []

    def tangent(self, fn_name: str, dup: list[bool], exported: bool = True,
                name: str | None = None) -> Function:
        sig = Signature(fn_name, tuple(dup), self.width, exported)
        fn = self._declare(sig, name)
        while self.pending:
            f, s = self.pending.pop()
            TangentFunction(self, s, f).generate()
        return fn

    def _declare(self, sig: Signature, name: str | None = None) -> Function:
        key = sig.key()
        if key in self.cache:
            return self.cache[key]
        src = self.module.functions.get(sig.fn)
        if src is None:
            raise UnsupportedError(f"function @{sig.fn} is not in the module")
        if src.is_declaration:
            raise UnsupportedError(f"@{sig.fn} is only declared, not defined: mpiad needs its body "
                                   "to differentiate it (or a rule for it)")
        if len(sig.dup) != len(src.params):
            raise UnsupportedError(f"@{sig.fn} takes {len(src.params)} arguments but "
                                   f"{len(sig.dup)} activities were given")
        W = sig.width
        params: list[Param] = []
        used = {p.name for p in src.params if p.name}
        names = Names(set(used) | {b.label for b in src.blocks} |
                      {i.name for i in src.instructions() if i.name})
        for p, d in zip(src.params, sig.dup):
            params.append(Param(p.type, p.name, _param_attrs(p.attrs)))
            if d:
                for k in range(W):
                    params.append(Param(p.type, names.fresh(f"{_base(p.name)}.d{k if W > 1 else ''}"),
                                        _param_attrs(p.attrs)))
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
            ret = StructType((src.ret,) * (W + 1)) if returns_pair(self.module, src) else src.ret
        prefix = "fwddiffe" if W == 1 else f"fwddiffe{W}"
        base_name = name or (f"{prefix}_{sig.fn}" if sig.exported else
                             f"{prefix}.{sig.fn}.{''.join('d' if d else 'c' for d in sig.dup)}")
        fname = self.module.fresh_name(base_name.replace('"', ""))
        if not re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*", fname):
            fname = f'"{fname}"'
        fn = Function(fname, ret, params, pre="internal" if not sig.exported else "",
                      post="")
        fn.blocks = []
        fn._names = names
        self.module.add(fn)
        self.cache[sig.key()] = fn
        self.pending.append((fn, sig))
        return fn


def _base(name: str) -> str:
    return name.strip('"') if name else "arg"


def _param_attrs(attrs: str) -> str:
    """Keep attributes that stay true for shadows; drop returned/sret-like ones."""
    drop = ("returned", "sret", "byval", "inalloca", "preallocated", "swiftself", "swifterror",
            "nest", "immarg", "allocalign", "allocptr")
    if not attrs:
        return ""
    out = []
    for tok in split_attributes(attrs):
        if not tok.startswith(drop):
            out.append(tok)
    return " ".join(out)


def split_attributes(attrs: str) -> list[str]:
    """Split an attribute list at top-level spaces: `align 8`, `initializes((0, 8))`,
    `"key"="value"` each stay one item."""
    items: list[str] = []
    cur = ""
    depth = 0
    in_str = False
    words = attrs.split(" ")
    i = 0
    while i < len(words):
        w = words[i]
        cur = f"{cur} {w}" if cur else w
        depth += w.count("(") - w.count(")")
        in_str ^= w.count('"') % 2 == 1
        joins_next = w in ("align", "alignstack") or depth > 0 or in_str
        if not joins_next:
            items.append(cur)
            cur = ""
        i += 1
    if cur:
        items.append(cur)
    return items


def returns_pair(module: Module, fn: Function) -> bool:
    """Internal derivative functions return (primal, shadows...) for float and pointer results."""
    return floatish(fn.ret, module) or fn.ret.is_pointer


def has_always_rules(module: Module, fn: Function) -> bool:
    """Does ``fn``, or a function it calls, make a call whose rule runs even without active data
    (MPI: shadow messages and request bookkeeping must match on every rank)? Such a callee is
    differentiated even when no active argument reaches it (Numba keeps MPI wrappers as separate
    functions: a Waitall there completes requests whose shadows the caller started)."""
    memo = module.__dict__.setdefault("_mpiad_always_rules", {})
    got = memo.get(fn.name)
    if got is not None:
        return got
    memo[fn.name] = False  # recursion guard
    res = False
    for inst in fn.instructions():
        if not isinstance(inst, Call):
            continue
        rule = registry.call_rule_for(module, inst)
        if rule is not None:
            if getattr(rule, "always", False) and getattr(rule, "replaces_primal", False):
                res = True
                break
            continue
        callee = module.functions.get(inst.callee_name) if inst.callee_name else None
        if callee is not None and not callee.is_declaration and has_always_rules(module, callee):
            res = True
            break
    memo[fn.name] = res
    return res


def dominance_order(fn: Function) -> list[Block]:
    """The blocks in reverse post-order from the entry (every definition is visited before its
    non-phi uses: optimised IR, e.g. Numba's, lists blocks in any order), then unreachable ones."""
    by_label = {blk.label: blk for blk in fn.blocks}
    seen: set[str] = set()
    post: list[Block] = []
    if fn.blocks:
        stack = [(fn.blocks[0], iter(fn.blocks[0].successors()))]
        seen.add(fn.blocks[0].label)
        while stack:
            blk, it = stack[-1]
            for succ in it:
                nxt = by_label.get(succ)
                if nxt is not None and succ not in seen:
                    seen.add(succ)
                    stack.append((nxt, iter(nxt.successors())))
                    break
            else:
                stack.pop()
                post.append(blk)
    order = post[::-1]
    return order + [blk for blk in fn.blocks if blk.label not in seen]


def place_entry_allocas(fn: Function, allocas: list) -> None:
    """Allocas made by rules go to the top of the entry block (never inside a loop)."""
    if allocas:
        entry = fn.blocks[0].instructions
        k = 0
        while k < len(entry) and isinstance(entry[k], Phi):
            k += 1
        entry[k:k] = allocas


@dataclass
class TangentFunction:
    """Fills one tangent function's body."""

    fm: ForwardModule
    sig: Signature
    fn: Function
    shadows: dict[str, list[Value]] = field(default_factory=dict)
    deferred_phis: list = field(default_factory=list)
    entry_allocas: list = field(default_factory=list)
    infos: dict = field(default_factory=dict)

    def __post_init__(self):
        self.module = self.fm.module
        self.src = self.module.functions[self.sig.fn]
        self.width = self.sig.width
        self.act: Activity = analyse(self.module, self.src, list(self.sig.dup))
        self.b = Builder(self.module, self.fn._names)

    # -- interface used by rules ---------------------------------------------------------------
    def varied(self, v: Value) -> bool:
        return self.act.is_varied(v)

    def lanes(self, v: Value, ty: Type, inst: Instruction | None = None) -> list[Value]:
        """The W shadows of ``v``: its tangent lanes, or zero for inactive floats."""
        if isinstance(v, LocalRef) and v.name in self.shadows:
            return self.shadows[v.name]
        if self.varied(v):
            if isinstance(v, (GlobalRef,)) or not isinstance(v, LocalRef):
                return [self.global_shadow(v, inst)] * self.width
            raise UnsupportedError(f"in @{self.src.name}: internal error: no shadow computed for "
                                   f"%{v.name} (used by {describe(inst) if inst else '?'})")
        if ty.is_pointer:
            if isinstance(v, KeywordConst):
                return [v] * self.width
            where = describe(inst) if inst else ""
            raise UnsupportedError(
                f"in @{self.src.name}: a pointer without a shadow ({v.fmt(self.fn.name_map())}) is "
                f"used where active memory is expected {where}; mark the memory it points to as "
                "Duplicated")
        return [zero(ty)] * self.width

    def set_lanes(self, inst: Instruction, lanes: list[Value]) -> None:
        self.shadows[inst.name] = lanes

    def global_shadow(self, v: Value, inst) -> Value:
        from .ir.values import ConstExpr

        if isinstance(v, GlobalRef):
            return GlobalRef(self.shadow_global(v.name))
        if isinstance(v, ConstExpr) and v.opcode == "getelementptr":
            ops = list(v.operands)
            ops[0] = Typed(ops[0].type, self.global_shadow(ops[0].value, inst))
            return ConstExpr(v.opcode, v.flags, tuple(ops), v.source_type)
        raise UnsupportedError(f"in @{self.src.name}: cannot make a shadow for {v.fmt(None)}")

    def shadow_global(self, name: str) -> str:
        """A zero-initialised shadow of global @name (one per module, shared by all lanes: vector
        mode over globals is not supported)."""
        if self.width > 1:
            raise UnsupportedError(f"vector forward mode over active global @{name} is not "
                                   "supported; pass the data as an argument instead")
        from .ir.module import GlobalVariable

        sname = f"{name.strip(chr(34))}.shadow"
        if sname not in self.module.globals:
            g = self.module.globals.get(name)
            if g is None:
                raise UnsupportedError(f"active global @{name} is not defined in this module")
            self.module.add(GlobalVariable(sname, "internal", "global", g.type,
                                           KeywordConst("zeroinitializer"), ""))
        return sname

    # -- generation ----------------------------------------------------------------------------
    def generate(self) -> None:
        src, fn, b = self.src, self.fn, self.b
        # Map source param names to new params (same names).
        dup_iter = iter(fn.params)
        for p, d in zip(src.params, self.sig.dup):
            next(dup_iter)
            if d:
                self.shadows[p.name] = [LocalRef(next(dup_iter).name) for _ in range(self.width)]
        self.dret = LocalRef(fn.params[-1].name) if (self.sig.exported and self.width > 1 and
                                                     floatish(src.ret, self.module)) else None
        outs = {}
        for blk in dominance_order(src):  # definitions before uses, whatever the block order
            b.out = []
            for inst in blk.instructions:
                if isinstance(inst, DebugRecord):
                    continue
                self.visit(inst)
            outs[blk.label] = b.out
        fn.blocks.extend(Block(blk.label, outs[blk.label]) for blk in src.blocks)
        for phi_shadows, inst in self.deferred_phis:
            for k, sp in enumerate(phi_shadows):
                sp.incoming = [(self.lanes(v, inst.ty, inst)[k], blk) for v, blk in inst.incoming]
        place_entry_allocas(fn, self.entry_allocas)

    def visit(self, inst: Instruction) -> None:
        b = self.b
        if isinstance(inst, Ret):
            return self.visit_ret(inst)
        if isinstance(inst, Call):
            return self.visit_call(inst)
        primal = clone_instruction(inst, self.module)
        b.out.append(primal)
        if isinstance(inst, RawInstruction):
            if any(self.varied(v) for v in inst.operands()) or self.varied(LocalRef(inst.name or "")):
                raise UnsupportedError(f"in @{self.src.name}: instruction '{inst.opcode}' has no "
                                       f"derivative rule but handles active data: {describe(primal)}")
            return
        rule = registry.opcode_rule(inst.opcode)
        if rule is None:
            raise UnsupportedError(f"in @{self.src.name}: no derivative rule for '{inst.opcode}' "
                                   f"({describe(primal)})")
        if self._needs_rule(inst):
            rule.forward(self, primal)

    def _needs_rule(self, inst: Instruction) -> bool:
        if inst.name is not None and inst.name in self.act.varied:
            return True
        from .ir.instructions import Store

        if isinstance(inst, Store):
            return self.varied(inst.ptr.value)
        return False

    def visit_ret(self, inst: Ret) -> None:
        b = self.b
        src_ret = self.src.ret
        if src_ret.is_pointer and not self.sig.exported and inst.value is not None:
            # internal callees returning a pointer return its shadows too (null if inactive)
            v = inst.value.value
            lanes = self.lanes(v, src_ret, inst) if self.varied(v) else \
                [KeywordConst("null")] * self.width
            return self._ret_pair(inst, lanes)
        if not floatish(src_ret, self.module) or inst.value is None:
            if self.sig.exported:
                b.ret(None)
            else:
                b.out.append(clone_instruction(inst, self.module))
            return
        lanes = self.lanes(inst.value.value, src_ret, inst)
        if self.sig.exported:
            if self.dret is None:
                b.ret(Typed(src_ret, lanes[0]))
            else:
                from .ir.types import ArrayType, I64

                for k, lane in enumerate(lanes):
                    p = b.gep(src_ret, self.dret, [Typed(I64, IntConst(k))])
                    b.store(src_ret, lane, p)
                b.ret(None)
            return
        self._ret_pair(inst, lanes)

    def _ret_pair(self, inst: Ret, lanes: list[Value]) -> None:
        b = self.b
        st = self.fn.ret
        src_ret = self.src.ret
        agg: Value = KeywordConst("undef")
        for k, v in enumerate([inst.value.value] + lanes):
            agg = b.insertvalue(Typed(st, agg), Typed(src_ret, v), (k,), base="ret")
        b.ret(Typed(st, agg))

    def visit_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(self.module, inst)
        if rule is not None:
            if rule.replaces_primal:
                return rule.forward(self, inst)
            primal = clone_instruction(inst, self.module)
            self.b.out.append(primal)
            if inst.name in self.act.varied or getattr(rule, "always", False) or any(
                    self.varied(a.value) for a in inst.args):
                rule.forward(self, primal)
            return
        name = inst.callee_name
        callee = self.module.functions.get(name) if name else None
        any_varied = any(self.varied(a.value) for a in inst.args)
        if callee is not None and not callee.is_declaration and (
                any_varied or inst.name in self.act.varied or has_always_rules(self.module, callee)):
            return self.call_defined(inst, callee)
        primal = clone_instruction(inst, self.module)
        self.b.out.append(primal)
        if any_varied and name is None:
            raise UnsupportedError(f"in @{self.src.name}: an indirect call receives active data "
                                   f"({describe(primal)}); mpiad differentiates direct calls only")
        if any_varied and (callee is None or callee.is_declaration):
            raise UnsupportedError(
                f"in @{self.src.name}: external function @{name} has no derivative rule but "
                f"receives active data ({describe(primal)}); give mpiad its body (link its IR in) "
                "or mark the data constant")

    def call_defined(self, inst: Call, callee: Function) -> None:
        b = self.b
        dup = [self.varied(a.value) for a in inst.args]
        target = self.fm._declare(Signature(callee.name, tuple(dup), self.width, False))
        args: list[Arg] = []
        for a, d in zip(inst.args, dup):
            args.append(Arg(a.type, a.value, _param_attrs(a.attrs)))
            if d:
                for lane in self.lanes(a.value, a.type, inst):
                    args.append(Arg(a.type, lane, _param_attrs(a.attrs)))
        call = Call(ret=target.ret, callee=GlobalRef(target.name), args=args)
        if not returns_pair(self.module, callee) or inst.ret.is_void:
            call.name = inst.name
            b.out.append(call)
            return
        res = b.emit(call, base=f"{_base(inst.name or 'call')}.pair")
        st = target.ret
        prim = b.extractvalue(Typed(st, res), (0,), inst.ret)
        # keep the primal's own name for the primal result
        b.out[-1].name = inst.name if inst.name is not None else b.out[-1].name
        lanes = [b.extractvalue(Typed(st, res), (k + 1,), inst.ret) for k in range(self.width)]
        if inst.name is not None:
            self.set_lanes(inst, lanes)
