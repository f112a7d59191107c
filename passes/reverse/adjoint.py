"""Reverse mode's reverse sweep: the adjoint of one function, block by block in reverse.

The forward sweep (``augmented.py``) pushes, at the end of each block, the values that block's
reverse needs and the block's id; the reverse sweep pops a block id, jumps to that block's
reverse, which pops its values and runs the adjoint rules of the block's instructions in
reverse order, then dispatches again; the reverse of the entry block returns the adjoints of the
active scalar arguments. Recording the path taken block by block reverses any CFG: branches,
switches, nested loops, early exits and loops whose trip count is only known at run time.
One-block loops are reversed as counted loops instead (``loops.py``, ``loop_cache.py``).

The sweep caches only what the adjoint rules read (after dead-code elimination of the reverse
block), and recomputes integer/pointer arithmetic and float arithmetic of one value with
constants instead of caching it, and loads again what it read from memory that nothing writes
during the call (``passes.readonly``). Adjoints of SSA values live in stack slots (promoted to
registers by -O2) that are read and zeroed where the value is defined, so loops accumulate
correctly. A call to a defined function calls its ``aug`` in the forward sweep and its ``rev``
at the matching point of the reverse sweep; recursion needs nothing more.

What an instruction's adjoint is lives in its rule unit (``passes.rules``), which sees this class
through the ``AdjointBuilder`` protocol; this module only drives.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from .. import checked_reload, indirect
from .. import tape as T
from ..activity import Activity, analyse
from ..activity_names import CONST, DUP, OUT
from ..builder import Builder, adjoint_zero, fast_math_of, zero
from ..call_sites import call_site
from ..calls import has_always_rules
from ..errors import UnsupportedError
from ..ir.instructions import (
    Alloca,
    Arg,
    Br,
    Call,
    DebugRecord,
    Instruction,
    Load,
    Phi,
    RawInstruction,
    Ret,
    Store,
    Switch,
    Unreachable,
    describe,
)
from ..ir.module import Block, Function
from ..ir.types import I32, I64, PTR, Type
from ..ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ..late_loads import late_loads
from ..readonly import readonly_roots, slot_loads
from ..rulebook import registry
from ..typeinfo import floatish
from .augmented import AugmentedFunction, call_signature, indirect_dispatchers
from .checkpoint_rule import checkpoint_reverse
from .checkpoint_scopes import tag_step_pair
from .loop_cache import reverse_self_loop, splice_self_loop
from .loops import OuterLoop, SelfLoop, find_self_loops
from .nested import find_outer_loops, reverse_outer_loop, splice_outer_loop
from .pairs import Pair, base_name, unread_in_reverse
from .recompute import dce, recomputable
from .records import block_record
from .taped_scopes import tag_taped_pair

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ModuleDriver

_base = base_name
SELF_LOOPS = True  # reverse one-block loops as loops (False: record every block execution)


def nested_enabled() -> bool:
    """Loops of several blocks are reversed as a whole where they can be (``nested.py``);
    ``MPIAD_NESTED=0`` records them block by block instead (for benchmarks and tests that
    compare the two)."""
    return os.environ.get("MPIAD_NESTED", "1") != "0"


def reload_enabled() -> bool:
    """Loads of read-only memory are repeated in the reverse sweep (``passes.readonly``);
    ``MPIAD_RELOAD=0`` tapes them instead (for benchmarks that compare the two)."""
    return os.environ.get("MPIAD_RELOAD", "1") != "0"


def block_local_floats(src: Function, act: Activity) -> set[str]:
    """The varied float (or float vector) values of ``src`` whose every use is an ordinary
    instruction of the block that defines them (no phi, no other block, no integer copy)."""
    varied = act.varied
    label_of: dict[int, str] = {}
    where: dict[str, str] = {}
    for blk in src.blocks:
        label = blk.label
        for inst in blk.instructions:
            label_of[id(inst)] = label
            n = inst.name
            if n is not None and n in varied and inst.type.is_float:
                where[n] = label
    uses = act.uses  # (every use of a local value: an operand, never inside a constant)
    out = set()
    for n, label in where.items():
        if all(label_of.get(id(u)) == label and type(u) is not Phi for u in uses.get(n, ())):
            out.add(n)
    return out - act.int_copies


class ReverseFunction:
    """Fills the ``aug`` and ``rev`` bodies of one Pair; rules see it as ``AdjointBuilder``, the
    helpers that reverse loops and tag scopes as ``ReverseSweep`` (``sweep.py``)."""

    def __init__(self, rm: ModuleDriver, pair: Pair):
        self.rm = rm
        self.ctx = rm.ctx
        self.module = rm.module
        self.pair = pair
        self.src = self.module.functions[pair.sig.fn]
        self.act = analyse(self.ctx, self.src, [a != CONST for a in pair.sig.acts], pair.sig.slots)
        self.aug = AugmentedFunction(rm, pair, self.act)
        self.fn = pair.rev
        self.width = 1
        self.b = Builder(self.module, self.fn._names)
        self.slots: dict[str, tuple[Value, Type]] = {}
        #: the slots' own names (``%x.adj``): what ``gather`` asks of every access it plans,
        #: kept beside ``slots`` because building it anew per loop was quadratic
        self.slot_names: set[str] = set()
        #: adjoint sums kept in registers while one block is reversed: name -> (value, type)
        self.pending: dict[str, tuple[Value, Type]] = {}
        #: float values whose every use is a non-phi instruction of the block defining them:
        #: their adjoint is complete, in ``pending``, when their definition is reversed
        self.local: set[str] = set()
        self.entry_out: list[Instruction] = []
        self.requests: dict[str, tuple[str, Type]] = {}  # primal name -> (rev name, type)
        self.recomputed: dict[str, Value] = {}
        #: names of the loads that ``_recompute`` repeats from read-only memory (a reverse
        #: loop may hoist them: nothing writes that memory during the call)
        self.reloads: set[str] = set()
        #: loads of memory nothing writes after them (a checkpointed step: passes.late_loads)
        self.late: frozenset[str] = frozenset()
        #: loads repeated without a proof and checked at run time (passes.checked_reload), and
        #: the reverse sweep's repetitions of them
        self.checked: set[str] = set()
        self.checked_clones: set[str] = set()
        #: the block of each checked load, and the block whose reverse is being emitted
        self.checked_block: dict[str, str] = {}
        self.cur_block: str | None = None
        #: the forward sweep's value each value of the reverse sweep stands for (a tape read, a
        #: recomputation): what is known of the one holds for the other
        self.origin: dict[str, str] = {}
        self.request_order: list[str] = []
        self.tape = LocalRef(pair.tape_local)
        self.cur_loop: SelfLoop | None = None
        #: the loop of several blocks being reversed as a whole (``nested.py``), the body
        #: block being reversed in it, and its edges' conditions (body pred, block) -> i1
        self.outer: OuterLoop | None = None
        self.outer_block: str | None = None
        self.outer_edges: dict[tuple[str, str], Value] = {}
        self.not_dispatched: set[str] = set()
        #: loops spliced into the forward sweep, by label (see ``ReverseSweep.spliced``)
        self.spliced: dict[str, SelfLoop | OuterLoop] = {}
        self._edges: dict[str, Value] = {}
        self._rev_labels: dict[str, str] = {}
        self.dispatch_label = self.b.names.fresh("rev.dispatch")
        self.final_label = self.b.names.fresh("rev.final")

    # -- AdjointBuilder ------------------------------------------------------------------------
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
            return self._iv_value(v.name, loop)
        outer = self.outer
        if outer is not None and v.name in outer.ivs:
            return self._iv_value(v.name, outer)
        got = self.requests.get(v.name)
        if got is None:
            re_ = self._recompute(v)
            if re_ is not None:
                return re_
            ty = self.type_of(v.name)
            rname = self.b.names.fresh(f"{_base(v.name)}.rev")
            self.requests[v.name] = (rname, ty)
            self.origin[rname] = v.name
            self.request_order.append(v.name)
            return LocalRef(rname)
        return LocalRef(got[0])

    def lanes(self, v: Value, ty: Type, inst: Instruction | None = None) -> list[Value]:
        """Shadow pointer of ``v`` (from the forward sweep)."""
        return [self.primal(s) for s in self.aug.lanes(v, ty, inst)]

    def adjoint_slot(self, v: LocalRef, ty: Type) -> Value:
        """``v``'s stack slot, holding every contribution made so far (a rule that reads or
        writes the slot itself sees none still pending in registers)."""
        got = self.pending.pop(v.name, None)
        if got is not None and v.name not in self.local:
            self.b.store(got[1], got[0], self._slot(v.name, got[1]))
        elif got is not None:
            # a block-local adjoint that a rule now wants in memory: its contributions so far
            self.local.discard(v.name)
            s = self._slot(v.name, got[1])
            self.b.store(got[1], self.b.fadd(got[1], self.b.load(got[1], s, base="a"), got[0],
                                             base="a"), s)  # fmt: skip
        return self._slot(v.name, ty)

    def _slot(self, name: str, ty: Type) -> Value:
        s = self.slots.get(name)
        if s is None:
            slot = self.b.names.fresh(f"{_base(name)}.adj")
            self.entry_out.append(Alloca(allocated=ty, name=slot))
            self.entry_out.append(
                Store(value=Typed(ty, adjoint_zero(ty)), ptr=Typed(PTR, LocalRef(slot)))
            )
            s = (LocalRef(slot), ty)
            self.slots[name] = s
            self.slot_names.add(slot)
        return s[0]

    def add_adjoint(self, v: Value, ty: Type, contrib: Value) -> None:
        """Contributions to a float adjoint add up in registers while the block is reversed
        (``pending``): a block-local value's start from its first contribution and never
        touch memory; any other's start from a load of its slot, stored back when the block
        is done (``flush_adjoints``). The sums are those, in that order, that a load, add and
        store per contribution gave, at a third of the instructions (the pass's time is
        mostly per emitted instruction)."""
        if not isinstance(v, LocalRef) or ty.is_pointer or not self.varied(v):
            return
        name = v.name
        got = self.pending.get(name)
        if got is not None:
            self.pending[name] = (self.b.fadd(ty, got[0], contrib, base="a"), ty)
        elif not ty.is_float:  # aggregates: member by member, through the slot
            s = self._slot(name, ty)
            old = self.b.load(ty, s, base="a")
            self.b.store(ty, self.b.accumulate(ty, old, contrib, base="a"), s)
        elif name in self.local:
            self.pending[name] = (contrib, ty)
        else:
            old = self.b.load(ty, self._slot(name, ty), base="a")
            self.pending[name] = (self.b.fadd(ty, old, contrib, base="a"), ty)

    def adjoint_of(self, inst: Instruction) -> Value | None:
        name = inst.name
        if name is None or name not in self.act.varied:
            return None
        ty = inst.type
        if not floatish(ty, self.module):
            return None
        got = self.pending.pop(name, None)
        if name in self.local:
            return got[0] if got is not None else None  # (None: nothing reached it)
        s = self._slot(name, ty)
        v = got[0] if got is not None else self.b.load(ty, s, base="dy")
        self.b.store(ty, adjoint_zero(ty), s)
        return v

    def flush_adjoints(self) -> None:
        """At the end of a block's reverse: the pending sums of values defined elsewhere go to
        their slots (a block-local value's adjoint was read where it is defined, in this block;
        what is left of one is a contribution nothing reads)."""
        for name, (v, ty) in self.pending.items():
            if name not in self.local:
                self.b.store(ty, v, self._slot(name, ty))
        self.pending = {}

    def recorded(self, inst: Instruction) -> Value:
        got = self.aug.records.get(inst)
        if got is None:
            raise UnsupportedError(
                f"in @{self.src.name}: internal error: nothing was recorded for {describe(inst)}"
            )
        return self.primal(got)

    def edge_taken(self, pred: str) -> Value:
        got = self._edges.get(pred)
        if got is not None:
            return got
        loop = self.cur_loop
        outer = self.outer
        if loop is None and outer is not None and self.outer_block is not None:
            if self.outer_block != outer.label:
                return self.outer_edges[(pred, self.outer_block)]
            back = pred == outer.latch
            c = self.b.cmp("icmp", "ne" if back else "eq", I64, outer.j, IntConst(0),
                           base="later" if back else "first")  # fmt: skip
        elif loop is not None:
            # iteration j > 0 came around the back edge; iteration 0 came from the predecessor
            back = pred == loop.label
            c = self.b.cmp("icmp", "ne" if back else "eq", I64, loop.j, IntConst(0),
                           base="later" if back else "first")  # fmt: skip
        else:
            if "" not in self._edges:
                self._edges[""] = self.b.call("__mpiad_peek_i32", I32, [(PTR, self.tape)],
                                              base="pred")  # fmt: skip
            c = self.b.cmp("icmp", "eq", I32, self._edges[""], IntConst(self.block_ids[pred]))
        self._edges[pred] = c
        return c

    # -- values of the forward sweep -------------------------------------------------------------
    def _iv_value(self, name: str, loop) -> Value:
        """An induction variable of the loop being reversed, from the iteration number."""
        got = self.recomputed.get(name)
        if got is not None:
            return got
        start, step, _ = loop.ivs[name]
        s = self.primal(start)
        j = loop.j
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
        """Recompute ``v`` from its operands when that is cheaper than taping it (see
        ``recompute.py``), or load it again from memory nothing writes."""
        got = self.recomputed.get(v.name)
        if got is not None:
            return got
        d = self.aug_defs.get(v.name)
        if d is None or depth > 16:
            return None
        reload = not recomputable(d) and self._reloadable(d)
        if not (reload or recomputable(d)):
            return None
        c = d.clone()
        c.map_values(
            lambda x: (
                self.primal(x)
                if isinstance(x, LocalRef)
                else (x.map_locals(self.primal) if isinstance(x, ConstExpr) else x)
            )
        )
        c.name = self.b.names.fresh(f"{_base(v.name)}.re")
        if reload and d.name in self.checked and d.name not in self.late:
            # (not hoisted out of a reverse loop: the check counts each repetition)
            self.checked_clones.add(c.name)
        elif reload:
            self.reloads.add(c.name)
        self.origin[c.name] = v.name
        self.b.out.append(c)
        ref = LocalRef(c.name)
        self.recomputed[v.name] = ref
        return ref

    def _reloadable(self, d: Instruction) -> bool:
        """A load of memory nothing writes during the call is loaded again, not taped."""
        if not isinstance(d, Load) or d.flags or d.ordering:
            return False
        if d.name in self.late:
            return True
        roots = self.act.roots(d.ptr.value)
        if roots and roots <= self.readonly:
            self.checked.discard(d.name)  # (read-only: nothing to check)
            return True
        # a checked reload is counted once per forward run of the load: only in the reverse
        # of the load's own block (passes.checked_reload)
        return d.name in self.checked and self.checked_block.get(d.name) == self.cur_block

    def type_of(self, name: str) -> Type:
        d = self.defs.get(name)
        if d is not None:
            return d.type
        t = self.aug_types.get(name)
        if t is not None:
            return t
        raise UnsupportedError(f"in @{self.src.name}: internal error: unknown value %{name}")

    # -- generation ----------------------------------------------------------------------------
    def generate(self) -> None:
        src = self.src
        toplevel = reload_enabled() and src.name in self.rm.toplevel
        ro_params = frozenset(src.params[k].name for k in self.pair.sig.readonly)
        self.readonly = readonly_roots(
            self.ctx, src, self.act, toplevel, ro_params if reload_enabled() else frozenset()
        )
        if reload_enabled() and self.pair.sig.readonly_slots:
            self.readonly |= slot_loads(self.act, src, self.pair.sig.readonly_slots)
        self.aug.readonly = self.readonly
        step = any(c.body == src.name for c in self.ctx.checkpoint_loops.values())
        if step and reload_enabled():
            # a checkpointed step's pair runs alone (its forward sweep, then at once its
            # reverse): memory nothing writes after a load still holds what it loaded
            classes = self.ctx.context_classes.get(src.name, {})
            self.late = late_loads(self.ctx, src, self.act, classes)
        if reload_enabled() and checked_reload.enabled(self.ctx):
            self.checked = set(checked_reload.candidates(self.ctx, src, self.act))
            self.checked_block = {
                i.name: blk.label for blk in src.blocks for i in blk.instructions
                if i.name in self.checked
            }  # fmt: skip
        self.aug.generate()
        self.defs = {i.name: i for i in src.instructions() if i.name is not None}
        aug_insts = [i for i in self.aug.fn.instructions() if i.name is not None]
        self.aug_types = {i.name: i.type for i in aug_insts}
        self.aug_defs = {i.name: i for i in aug_insts}
        self.param_names = {p.name for p in self.fn.params}
        self.local = block_local_floats(src, self.act)
        self.block_ids = {blk.label: k for k, blk in enumerate(src.blocks)}
        T.ensure_type(self.module, I32)
        loops = find_self_loops(src, self.aug.block_out, self.aug_defs) if SELF_LOOPS else {}
        outers = (
            find_outer_loops(src, self.aug.block_out, self.aug_defs, loops)
            if SELF_LOOPS and nested_enabled()
            else []
        )
        rev_blocks: list[Block] = []
        done_loops = []
        done_outers = []
        handled: set[str] = set()
        for o in outers:
            got = reverse_outer_loop(self, o)
            if got is None:
                continue
            rev_blocks.extend(got[0])
            done_outers.append((o,) + got[1:4])
            done_loops.extend(got[4])
            handled.update(o.body)
            self.not_dispatched.update(lbl for lbl in o.body if lbl != o.latch)
        for blk in src.blocks:
            if blk.label in handled:
                continue
            loop = loops.get(blk.label)
            if loop is not None:
                got = reverse_self_loop(self, blk, loop)
                if got is not None:
                    rev_blocks.extend(got[0])
                    done_loops.append((loop,) + got[1:])
                    continue
            rev_blocks.append(self.reverse_recorded_block(blk))
        if done_loops or done_outers:
            by = {blk.label: blk for blk in self.aug.fn.blocks}
            spliced = {loop.label: splice_self_loop(self, loop, *rest, by)
                       for loop, *rest in done_loops}  # fmt: skip
            for o, *rest in done_outers:
                for lbl, new in splice_outer_loop(self, o, *rest, by).items():
                    spliced[lbl] = [b for x in new for b in spliced.get(x.label, (x,))]
            self.aug.fn.blocks = [
                b for blk in self.aug.fn.blocks for b in spliced.get(blk.label, (blk,))
            ]
        self.fn.blocks = self.dispatch_and_final(rev_blocks)
        if self.checked_clones:
            self._check_reloads()
        if step:
            tag_step_pair(self)
        else:
            tag_taped_pair(self)

    def _check_reloads(self) -> None:
        """Both sweeps add up what the checked reloads read (passes.checked_reload)."""
        total = checked_reload.sum_global(self.ctx, self.src)
        origins = {self.origin[c] for c in self.checked_clones}
        rev_b = Builder(self.module, self.b.names)
        checked_reload.instrument(self.fn, rev_b, self.checked_clones, total, "sub")
        aug_b = Builder(self.module, self.aug.b.names)
        checked_reload.instrument(self.aug.fn, aug_b, origins, total, "add")

    def reverse_recorded_block(self, blk: Block) -> Block:
        """The reverse of a block recorded per execution: its pops, then its adjoint."""
        self.b.out = []
        self.requests, self.request_order = {}, []
        self.recomputed = {}
        self.reverse_block(blk)
        used: set[str] = set()
        body = self.b.out = dce(self.b.out, used)
        order = [p for p in self.request_order if self.requests[p][0] in used]
        values = [(p, self.requests[p][0], self.requests[p][1]) for p in order]
        push, pops = block_record(
            self.tape, self.aug.b.names, self.b.names, values, self.block_ids[blk.label]
        )
        aug_body = self.aug.block_out[blk.label]
        term = aug_body.pop()
        aug_body.extend(push)
        aug_body.append(term)
        return Block(self.rev_label(blk.label), pops + body)

    def dispatch_and_final(self, rev_blocks: list[Block]) -> list[Block]:
        """Entry (adjoint slots), dispatcher (pop a block id, jump to its reverse), the reverse
        blocks, and the final block returning the adjoints of the active scalars."""
        src = self.src
        self.b.out = []
        bid = self.b.call("__mpiad_pop_i32", I32, [(PTR, self.tape)], base="block")
        unreach = self.b.names.fresh("rev.unreachable")
        cases = [(Typed(I32, IntConst(self.block_ids[b.label])), self.rev_label(b.label))
                 for b in src.blocks if b.label not in self.not_dispatched]  # fmt: skip
        self.b.emit(Switch(value=Typed(I32, bid), default=unreach, cases=cases), None)
        dispatch = Block(self.dispatch_label, self.b.out)
        self.b.out = []
        rets = []
        for i in self.pair.active_scalars:
            p = src.params[i]
            s = self.slots.get(p.name)
            if s is None:
                rets.append(zero(p.type))
            else:
                g = self.b.load(p.type, s[0], base=f"{_base(p.name)}.grad")
                # + 0.0: an adjoint that got no contribution is -0.0 (adjoint_zero): return 0.0
                rets.append(
                    self.b.fadd(p.type, g, zero(p.type), base=f"{_base(p.name)}.grad")
                    if p.type.is_float
                    else g
                )
        if self.fn.ret.is_void:
            self.b.ret(None)
        else:
            agg: Value = KeywordConst("undef")
            for k, (v, i) in enumerate(zip(rets, self.pair.active_scalars)):
                agg = self.b.insertvalue(
                    Typed(self.fn.ret, agg), Typed(src.params[i].type, v), (k,), base="grads"
                )
            self.b.ret(Typed(self.fn.ret, agg))
        final = Block(self.final_label, self.b.out)
        # the entry block last: the final block may have made adjoint slots
        entry = Block(
            self.b.names.fresh("rev.entry"), self.entry_out + [Br(targets=[self.dispatch_label])]
        )
        return [entry, dispatch] + rev_blocks + [final, Block(unreach, [Unreachable()])]

    def rev_label(self, label: str) -> str:
        got = self._rev_labels.get(label)
        if got is None:
            got = self._rev_labels[label] = self.b.names.fresh(f"rev.{label.strip(chr(34))}")
        return got

    def reverse_block(self, blk: Block) -> None:
        self.reverse_body(blk)
        self.b.br(self.final_label if blk is self.src.blocks[0] else self.dispatch_label)

    def reverse_body(self, blk: Block) -> None:
        """The adjoint of ``blk``'s instructions, last first, then of its phis; every reverse
        of a block (recorded, one-block loop, body of an outer loop) is emitted by this."""
        if self.pending:
            raise UnsupportedError(
                f"in @{self.src.name}: internal error: adjoints left pending before "
                f"block %{blk.label}"
            )
        self._edges = {}
        insts = [i for i in blk.instructions if not isinstance(i, DebugRecord)]
        self.cur_block = blk.label
        for inst in reversed(insts):
            if not isinstance(inst, Phi):
                self.reverse_instruction(inst)
        self.cur_block = None
        self.reverse_phis([i for i in insts if isinstance(i, Phi)])
        self.flush_adjoints()

    def reverse_phis(self, phis: list[Phi]) -> None:
        """Phi adjoints go along the edge the forward sweep took (after the rest of the block)."""
        self._edges = {}
        rule = registry.opcode_rule("phi")
        for phi in phis:
            if phi.name in self.act.varied:
                with self.b.fast_math(phi):
                    rule.reverse(self, phi)

    def reverse_instruction(self, inst: Instruction) -> None:
        if not self.b.fmf and not fast_math_of(inst):  # (most instructions have no flags)
            return self._reverse_instruction(inst)
        with self.b.fast_math(inst):  # the adjoint's float operations keep inst's flags
            self._reverse_instruction(inst)

    def _reverse_instruction(self, inst: Instruction) -> None:
        if isinstance(inst, Ret):
            if (
                inst.value is not None
                and floatish(self.src.ret, self.module)
                and self.varied(inst.value.value)
            ):
                dret = LocalRef(self.fn.params[-1].name)
                self.add_adjoint(inst.value.value, inst.value.type, dret)
            return
        if isinstance(inst, Call):
            return self.reverse_call(inst)
        if isinstance(inst, RawInstruction):
            if any(self.varied(v) for v in inst.operands()):
                raise UnsupportedError(
                    f"in @{self.src.name}: instruction '{inst.opcode}' has no derivative rule but "
                    f"handles active data: {describe(inst)}"
                )
            return
        rule = registry.opcode_rule(inst.opcode)
        if rule is None:
            raise UnsupportedError(
                f"in @{self.src.name}: no derivative rule for '{inst.opcode}' ({describe(inst)})"
            )
        if isinstance(inst, Store):
            if self.varied(inst.ptr.value):
                rule.reverse(self, inst)
            return
        if inst.name is not None and inst.name in self.act.varied:
            rule.reverse(self, inst)

    def reverse_call(self, inst: Call) -> None:
        rule = registry.call_rule_for(inst)
        if rule is not None:
            if (
                inst.name in self.act.varied
                or rule.always
                or any(self.varied(a.value) for a in inst.args)
            ):
                with call_site(self.ctx, self.b, inst, rule):
                    rule.reverse(self, inst)
            return
        name = inst.callee_name
        loop = self.ctx.checkpoint_loops.get(name) if name else None
        if loop is not None:
            return checkpoint_reverse(self, inst, loop)
        callee = self.module.functions.get(name) if name else None
        active = any(self.varied(a.value) for a in inst.args) or inst.name in self.act.varied
        if indirect.is_indirect(inst) and active:
            rev = indirect_dispatchers(self, inst)[1]
            where = indirect.c_string(self.module, indirect.site_text(self.ctx, inst, self.src))
            lead = [Arg(PTR, self.primal(inst.callee)), Arg(PTR, where)]
            return self._call_reverse(inst, call_signature(self, inst, None), rev, lead)
        if callee is None or callee.is_declaration:
            return
        if not (active or has_always_rules(self.ctx, callee)):
            return
        pair = self.rm.pair(call_signature(self, inst, callee))
        self._call_reverse(inst, pair.sig, pair.rev, [])

    def _call_reverse(self, inst: Call, sig, rev: Function, lead: list) -> None:
        """Call the reverse function ``rev`` of the callee of ``inst`` (after the ``lead``
        arguments); the adjoints of its active scalar arguments come back."""
        args = lead + [Arg(PTR, self.tape)]
        callee = self.module.functions.get(sig.fn) if sig.fn else None
        params = list(callee.params) if callee is not None else []
        params += [None] * (len(inst.args) - len(params))  # (varargs)
        for a, act, p in zip(inst.args, sig.acts, params):
            if p is not None and unread_in_reverse(p, act):
                args.append(Arg(a.type, KeywordConst("null")))  # nothing to tape
                continue
            args.append(Arg(a.type, self.primal(a.value)))
            if act == DUP:
                args.append(Arg(a.type, self.lanes(a.value, a.type, inst)[0]))
        if floatish(inst.ret, self.module):
            dy = self.adjoint_of(inst)
            args.append(Arg(inst.ret, dy if dy is not None else zero(inst.ret)))
        res = self.b.emit(
            Call(ret=rev.ret, callee=GlobalRef(rev.name), args=args),
            None if rev.ret.is_void else "grads",
        )
        active = [i for i, a in enumerate(sig.acts) if a == OUT]
        for k, i in enumerate(active):
            a = inst.args[i]
            g = self.b.extractvalue(Typed(rev.ret, res), (k,), a.type, base="g")
            self.add_adjoint(a.value, a.type, g)
