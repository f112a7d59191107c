"""The reversal of a one-block loop (see ``loops.py``): its cache in the forward sweep and the
counted loop of its reverse.

The forward sweep counts iterations and stores the values the reverse needs in a cache indexed
by the iteration (one array per value, or one array of records when there are many, see
``CacheLayout``): reserved once on loop entry when the trip count is computable
there (else one record per iteration), and one trailer on exit (the loop-invariant values, the
count and the block id). The reverse sweep pops the trailer, then runs a counted loop that
reconstructs the induction variables from the iteration number.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .. import tape as T
from ..builder import Builder
from ..ir.instructions import (
    BinaryOp,
    Call,
    Instruction,
    Load,
    Phi,
    Store,
    Unreachable,
    used_locals,
    uses_local,
)
from ..ir.module import Block
from ..ir.types import I8, I32, I64, PTR, VOID
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from .gather import gather_loop
from .loops import OuterLoop, SelfLoop, emit_trip
from .pairs import base_name as _base
from .recompute import PURE_TYPES, dce

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ReverseSweep


class NotNested(Exception):
    """An outer loop cannot be reversed as a whole (see ``nested.py``): record it block by
    block instead."""


CACHE_ALIGN = 16  # loop caches start on 16 bytes: aligned (and vector) stores and loads


#: from this many values per iteration on, a loop's cache is one array of records (one per
#: iteration) instead of one array per value: with one array per value each array's base pointer
#: takes a register, and the 32 values of the CG benchmark's Numba dot product (unrolled by 8)
#: spilled them to the stack (its forward sweep ran at 4.5x the primal dot; issue 25). Below it,
#: one array per value: LLVM vectorises a reverse loop across iterations with unit-stride loads
#: from each array, where records would need a gather (records from 5 values on cost the C CG
#: of bench/src/peers.c 10% of its reverse; from 9 on, nothing measurable). A gradient that
#: forward mode then differentiates with W lanes (``mpiad.hvp``) counts W + 1 base pointers per
#: value, each array having W tangent copies (one per shadow tape, ``rules/tape_tangent.py``):
#: bench/hvp.py's heat, 4 values per iteration (Numba unrolled by 4), took 20 at W = 4 and
#: spilled them; records made its 4-direction HVP 17% faster, and its 1-direction one (8, the
#: loop vectorised) 30% slower.
RECORDS_FROM = 9


class CacheLayout:
    """Where a self loop's cached values live: ``count`` iterations of the values ``sizes``
    (bytes), either one array per value (few values: each array is a unit-stride stream that
    LLVM vectorises) or one array of records (many values: one base pointer, one stream).
    Both sweeps compute the same layout from the count alone: the tape's storage comes from
    malloc (16-byte aligned), so an offset's alignment survives the reallocations between."""

    def __init__(self, sizes: list[int], lanes: int = 0):
        self.sizes = sizes
        self.records = len(sizes) * (1 + lanes) >= RECORDS_FROM
        self.offsets: list[int] = []
        self.stride = 0
        if self.records:
            # largest first, so that each field is aligned to its size when the stride is
            off = {}
            for k in sorted(range(len(sizes)), key=lambda k: -sizes[k]):
                off[k] = self.stride
                self.stride += sizes[k]
            big = min(CACHE_ALIGN, max(sizes))
            self.stride = -(-self.stride // big) * big
            self.offsets = [off[k] for k in range(len(sizes))]

    def bases(self, b: Builder, tape: Value, count: Value, fn: str) -> list[Value]:
        """Reserve (forward, ``fn`` the tape's reserve) or release (reverse) the cache and
        return its base pointers: one per value, or the one of the records."""
        a = CACHE_ALIGN
        if self.records:
            nbytes = b.binop("mul", I64, count, IntConst(self.stride), base="cache.bytes")
            nbytes = b.binop("add", I64, nbytes, IntConst(a), base="cache.bytes")
        else:
            nbytes = b.binop("mul", I64, count, IntConst(sum(self.sizes)), base="cache.bytes")
            nbytes = b.binop(
                "add", I64, nbytes, IntConst(a * (len(self.sizes) + 1)), base="cache.bytes"
            )
        region = b.call(fn, PTR, [(PTR, tape), (I64, nbytes)], base="cache")
        addr = b.cast("ptrtoint", PTR, region, I64, base="cache.addr")
        neg = b.binop("sub", I64, IntConst(0), addr, base="cache.pad")
        pad = b.binop("and", I64, neg, IntConst(a - 1), base="cache.pad")
        at: Value = b.gep(I8, region, [Typed(I64, pad)], base="cache.base")
        if self.records:
            return [at]
        out = []
        lens: dict[int, Value] = {}  # arrays of one element size have one length
        for k, sz in enumerate(self.sizes):
            out.append(at)
            if k + 1 < len(self.sizes):
                n = lens.get(sz)
                if n is None:
                    n = b.binop("mul", I64, count, IntConst(sz), base="cache.len")
                    n = b.binop("add", I64, n, IntConst(a - 1), base="cache.len")
                    n = lens[sz] = b.binop("and", I64, n, IntConst(-a), base="cache.len")
                at = b.gep(I8, at, [Typed(I64, n)], base="cache.next")
        return out

    def addresses(self, b: Builder, bases: list[Value], it: Value) -> list[tuple[Value, int]]:
        """The address of each value in iteration ``it``, with its alignment."""
        if self.records:
            o = b.binop("mul", I64, it, IntConst(self.stride), base="cache.at")
            rec = b.gep(I8, bases[0], [Typed(I64, o)], base="cache.at")
            out = []
            for off in self.offsets:
                q = rec if off == 0 else b.gep(I8, rec, [Typed(I64, IntConst(off))], base="slot")
                out.append((q, math.gcd(CACHE_ALIGN, self.stride, off or CACHE_ALIGN)))
            return out
        out = []
        offs: dict[int, Value] = {1: it}  # (one offset per element size)
        for arr, sz in zip(bases, self.sizes):
            o = offs.get(sz)
            if o is None:
                o = offs[sz] = b.binop("mul", I64, it, IntConst(sz), base="cache.at")
            q = b.gep(I8, arr, [Typed(I64, o)], base="cache.at")
            out.append((q, math.gcd(CACHE_ALIGN, sz)))
        return out


def hoist_invariants(
    body: list[Instruction], inside: set[str], reloads: set[str]
) -> tuple[list[Instruction], list[Instruction]]:
    """Split a reverse loop's body into what does not change from one iteration to the next
    (pure arithmetic and reloads of read-only memory whose operands are all defined outside the
    loop) and the rest. The reverse loop runs at least once, so computing the former once before
    it changes nothing but the cost: LLVM cannot hoist a reload itself when the loop stores
    through a shadow that it cannot prove distinct from the reloaded memory (a CSR row's start,
    reloaded from the row pointers on every iteration of the row's reverse)."""
    defined = set(inside) | {i.name for i in body if i.name is not None}
    hoisted: list[Instruction] = []
    rest: list[Instruction] = []
    for inst in body:
        pure = isinstance(inst, PURE_TYPES) or (isinstance(inst, Load) and inst.name in reloads)
        if pure and inst.name is not None and not defined.intersection(used_locals(inst)):
            defined.discard(inst.name)
            hoisted.append(inst)
        else:
            rest.append(inst)
    return hoisted, rest


def reverse_self_loop(
    rf: ReverseSweep, blk: Block, loop: SelfLoop, outer: OuterLoop | None = None,
    head_label: str | None = None, cont: str | None = None,
):  # fmt: skip
    """Reverse of a one-block loop as a counted loop; None when the block must be recorded
    per execution instead (it uses the tape itself: calls of derivative functions).

    Inside an outer loop reversed as a whole (``outer``, see ``nested.py``) the loop has no
    trailer: its invariants and count are fields of the outer loop's per-iteration record,
    its reverse starts at ``head_label`` and goes on to ``cont``; its cache, if it needs one,
    is reserved on its entry in every outer iteration and released in the outer loop's reverse
    iteration (``outer.caches``: the outer records are then addressed by offset); a loop whose
    trip count is unknown on entry raises ``NotNested`` (the outer loop is then recorded block
    by block)."""
    tape = rf.tape.name
    aug_body = rf.aug.block_out[blk.label]
    if any(uses_local(i, tape) for i in aug_body):
        return None
    rb = rf.b.names
    loop.j = LocalRef(rb.fresh(f"{_base(blk.label)}.iter"))
    rf.b.out = []
    rf.requests, rf.request_order = {}, []
    rf.recomputed = {}
    rf.cur_loop = loop
    try:
        rf.reverse_body(blk)
    finally:
        rf.cur_loop = None
    used: set[str] = set()
    body = dce(rf.b.out, used)
    if tape in used:
        return None
    count_code: list[Instruction] = []
    count: Value | None = None
    if outer is not None and loop.trip:
        # inside an outer loop the count is recomputed from the values the trip count was
        # computed from on entry (the forward sweep checked they agree): no count on the tape
        rf.b.out, recomputed = [], rf.recomputed
        rf.recomputed = {}  # (what the body recomputed is not defined before the loop)
        kind, ty, start, step, delta, n = loop.trip
        count = emit_trip(rf.b, (kind, ty, rf.primal(start), step, delta, rf.primal(n)))
        count_code, rf.recomputed = rf.b.out, recomputed
    used.update(n for i in count_code for n in used_locals(i))
    order = [p for p in rf.request_order if rf.requests[p][0] in used]
    per_iter = [p for p in order if p in loop.defined]
    invariant = [p for p in order if p not in loop.defined]
    if outer is not None and not loop.trip:
        raise NotNested(blk.label)
    if outer is not None and per_iter:
        outer.caches = True  # (its records are then addressed by offset, see nested.py)
    inside = {loop.j.name} | {rf.requests[p][0] for p in per_iter}
    hoisted, body = hoist_invariants(body, inside, rf.reloads)
    an = rf.aug.b.names
    ab = Builder(rf.module, an)
    it = LocalRef(an.fresh(f"{_base(blk.label)}.iter"))
    it_next = LocalRef(an.fresh(f"{_base(blk.label)}.iter.next"))
    pre_label = an.fresh(f"{_base(blk.label)}.cache")
    exit_label = an.fresh(f"{_base(blk.label)}.done")
    sizes = [T.type_size(rf.requests[p][1]) for p in per_iter]
    recsize = sum(sizes)
    prealloc = loop.trip is not None
    # -- forward sweep: entry (trip count, the cache), body, exit trailer
    ab.out = []
    trip = None
    layout = CacheLayout(sizes, rf.ctx.tape_lanes)
    arrays: list[Value] = []
    if prealloc:
        trip = emit_trip(ab, loop.trip)
        if recsize:
            arrays = layout.bases(ab, rf.tape, trip, "__mpiad_tape_reserve")
    ab.br(blk.label)
    pre = ab.out
    ab.out = []
    if prealloc and recsize:
        for p, (q, align) in zip(per_iter, layout.addresses(ab, arrays, it)):
            ty = rf.requests[p][1]
            # plain stores: streaming (!nontemporal) ones cost a CSR mat-vec's reverse 40% and
            # a vectorised sum's 90% and bought nothing measurable on the stencils (issue 25)
            ab.emit(Store(value=Typed(ty, LocalRef(p)), ptr=Typed(PTR, q), align=align), None)
    elif recsize:
        rec = ab.call(
            "__mpiad_tape_reserve", PTR, [(PTR, rf.tape), (I64, IntConst(recsize))], base="rec"
        )
        off = 0
        for p, sz in zip(per_iter, sizes):
            ty = rf.requests[p][1]
            q = rec if off == 0 else ab.gep(I8, rec, [Typed(I64, IntConst(off))], base="slot")
            ab.store(ty, LocalRef(p), q, 1)
            off += sz
    ab.out.append(BinaryOp(opcode="add", ty=I64, lhs=it, rhs=IntConst(1), name=it_next.name))
    term = aug_body.pop()
    aug_body.extend(ab.out)
    aug_body.append(term)
    aug_body.insert(
        0, Phi(ty=I64, incoming=[(IntConst(0), pre_label), (it_next, blk.label)], name=it.name)
    )
    ab.out = []
    trap = None
    inv_sizes = [T.type_size(rf.requests[p][1]) for p in invariant]
    inv_bytes = sum(inv_sizes)
    tsize = inv_bytes + 8 + 4
    if outer is not None:
        for p in invariant:
            outer.put(ab, p, rf.requests[p][1])
        bad = ab.cmp("icmp", "ne", I64, it_next, trip, base="trip.bad")
        trap = an.fresh(f"{_base(blk.label)}.trip.trap")
        ab.condbr(bad, trap, loop.exit)
        loop.pre_label, loop.exit_label = pre_label, exit_label
        hoisted = count_code + hoisted
        cache = (layout, per_iter) if recsize else None
        return _reverse_nested(rf, blk, loop, outer, invariant, hoisted, body, pre, ab.out,
                               trap, head_label, cont, count, cache)  # fmt: skip
    trl = ab.call(
        "__mpiad_tape_reserve", PTR, [(PTR, rf.tape), (I64, IntConst(tsize))], base="trailer"
    )
    off = 0
    for p, sz in zip(invariant, inv_sizes):
        q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
        ab.store(rf.requests[p][1], LocalRef(p), q, 1)
        off += sz
    q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
    ab.store(I64, it_next, q, 1)
    q = ab.gep(I8, trl, [Typed(I64, IntConst(off + 8))], base="slot")
    ab.store(I32, IntConst(rf.block_ids[blk.label]), q, 1)
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
    b = rf.b
    head_label = rf.rev_label(blk.label)
    body_label = rb.fresh(f"rev.{_base(blk.label)}.body")
    b.out = []
    # (the dispatcher has popped the block id already)
    tr = b.call(
        "__mpiad_tape_release", PTR, [(PTR, rf.tape), (I64, IntConst(tsize - 4))], base="trailer"
    )
    off = 0
    for p, sz in zip(invariant, inv_sizes):
        rname, ty = rf.requests[p]
        q = tr if off == 0 else b.gep(I8, tr, [Typed(I64, IntConst(off))], base="slot")
        b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=1, name=rname), None)
        off += sz
    q = tr if off == 0 else b.gep(I8, tr, [Typed(I64, IntConst(off))], base="slot")
    count = b.load(I64, q, 1, base="count")
    b.out.extend(hoisted)
    rarrays: list[Value] = []
    if prealloc and recsize:
        rarrays = layout.bases(b, rf.tape, count, "__mpiad_tape_release")
    b.br(body_label)
    head = b.out
    b.out = []
    jj = rb.fresh(f"{_base(blk.label)}.left")
    b.emit(Phi(ty=I64, incoming=[(count, head_label), (loop.j, body_label)], name=jj), None)
    b.out.append(
        BinaryOp(opcode="add", ty=I64, lhs=LocalRef(jj), rhs=IntConst(-1), name=loop.j.name)
    )
    if prealloc and recsize:
        for p, (q, align) in zip(per_iter, layout.addresses(b, rarrays, loop.j)):
            rname, ty = rf.requests[p]
            b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=align, name=rname), None)
    elif recsize:
        rec = b.call(
            "__mpiad_tape_release", PTR, [(PTR, rf.tape), (I64, IntConst(recsize))], base="rec"
        )
        off = 0
        for p, sz in zip(per_iter, sizes):
            rname, ty = rf.requests[p]
            q = rec if off == 0 else b.gep(I8, rec, [Typed(I64, IntConst(off))], base="slot")
            b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=1, name=rname), None)
            off += sz
    b.out.extend(body)
    first = b.cmp("icmp", "eq", I64, loop.j, IntConst(0), base="first")
    b.condbr(first, rf.dispatch_label, body_label)
    blocks = [Block(head_label, head), Block(body_label, b.out)]
    b.out = []
    blocks = gather_loop(rf, blocks, jj, loop.j.name, rf.dispatch_label)
    return blocks, pre, exit_, trap


def _reverse_nested(
    rf: ReverseSweep, blk, loop, outer, invariant, hoisted, body, pre, exit_, trap,
    head_label, cont, count, cache=None,
):  # fmt: skip
    """The reverse of a one-block loop inside an outer loop reversed as a whole: its invariants
    come from the outer record, its count is recomputed (in ``hoisted``), it goes on to
    ``cont`` when done. ``cache``: (its layout, the values cached per iteration) where it has
    a cache of its own, reserved on the loop's entry in each outer iteration; the reverse
    releases it here, in the outer reverse iteration, so the caches go last row first (the
    forward sweep's order, reversed: the outer body's blocks run in reverse topological
    order)."""
    b, rb = rf.b, rf.b.names
    body_label = rb.fresh(f"rev.{_base(blk.label)}.body")
    b.out = []
    for p in invariant:
        rname, ty = rf.requests[p]
        outer.get(b, p, ty, rname)
    b.out.extend(hoisted)
    rarrays: list[Value] = []
    if cache is not None:
        rarrays = cache[0].bases(b, rf.tape, count, "__mpiad_tape_release")
    b.br(body_label)
    head = b.out
    b.out = []
    jj = rb.fresh(f"{_base(blk.label)}.left")
    b.emit(Phi(ty=I64, incoming=[(count, head_label), (loop.j, body_label)], name=jj), None)
    b.out.append(
        BinaryOp(opcode="add", ty=I64, lhs=LocalRef(jj), rhs=IntConst(-1), name=loop.j.name)
    )
    if cache is not None:
        layout, per_iter = cache
        for p, (q, align) in zip(per_iter, layout.addresses(b, rarrays, loop.j)):
            rname, ty = rf.requests[p]
            b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=align, name=rname), None)
    b.out.extend(body)
    first = b.cmp("icmp", "eq", I64, loop.j, IntConst(0), base="first")
    b.condbr(first, cont, body_label)
    blocks = [Block(head_label, head), Block(body_label, b.out)]
    b.out = []
    blocks = gather_loop(rf, blocks, jj, loop.j.name, cont)
    return blocks, pre, exit_, trap


def splice_self_loop(
    rf: ReverseSweep, loop: SelfLoop, pre, exit_, trap, by: dict[str, Block]
) -> list[Block]:
    """Route the forward sweep's edges through the loop's entry and exit blocks; return the
    blocks that replace the loop's block (``by``: the blocks by label, kept up to date)."""
    B, P, X = loop.label, loop.pred, loop.exit
    # A neighbouring rf loop spliced before this one moved an edge: P's edge to B now
    # leaves P's exit block, and B's edge to X now enters X's entry block.
    done = rf.spliced
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
            inst.incoming = [(v, loop.exit_label if lbl == B else lbl) for v, lbl in inst.incoming]
    done[B] = loop
    new = [Block(loop.pre_label, pre), by[B], Block(loop.exit_label, exit_)]
    if trap is not None:
        new.append(
            Block(trap, [Call(ret=VOID, callee=GlobalRef("llvm.trap"), args=[]), Unreachable()])
        )
        rf.module.get_or_declare("llvm.trap", VOID, [])
    for blk in new:
        by[blk.label] = blk
    return new
