"""Reverse of a loop of several blocks as one counted loop: one tape reservation per loop entry
instead of a record and a block id per block execution.

The shape is a CSR mat-vec's row loop: a header, a few blocks that branch (an empty row, the
remainder of an unrolled inner loop), one-block inner loops with short, varying trip counts,
and one latch. Recorded block by block, every row cost about 60 bytes of tape and six
dispatches in the reverse sweep (block ids, inner loops' trailers with their counts, the
invariant shadow pointer). Here the loop's body, once its inner one-block loops are seen as
single nodes, is acyclic; the forward sweep reserves one record per iteration on loop entry
(the trip count is known there) and writes into iteration ``it``'s record only the values
that vary from one iteration to the next and that the reverse cannot recompute or reload (an
inner loop's count, a row's start); values that do not vary go once into a trailer on exit,
with the count and the latch's block id (the block the code after the loop came from). The
reverse sweep runs the iterations backwards; in each it recomputes from the record which
blocks ran (the branch conditions, mostly recomputed from reloads of read-only memory) and
runs their reverses in reverse topological order, guarded by those conditions; the edges a
block's phis came along are the same conditions. The loop's induction variables are rebuilt
from the iteration number.

An inner loop may need a cache of its own (a mat-vec whose matrix values are active caches
``x[col[k]]`` per nonzero): it reserves it on its entry in each iteration, after the records,
so the tape may grow and move while the records are still being written. The records are then
addressed by their offset from the tape's start (``__mpiad_tape_at``; the offset goes into the
trailer), in both sweeps; the reverse releases each iteration's inner caches in that
iteration (the body's reverses run in reverse topological order, so the caches go last first)
and the records after the last iteration. Recorded block by block, HPCCG's row cost about 270
instructions and 160 tape bytes of bookkeeping (issue 39).

A loop that does not fit (a trip count unknown on entry or in an inner loop, a call of a
derivative function, anything but a branch ending a body block, more than one exit) is recorded
block by block as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tape as T
from ..builder import Builder
from ..ir.cfg import predecessors
from ..ir.instructions import (
    BinaryOp,
    Br,
    Call,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    Store,
    Unreachable,
    uses_local,
)
from ..ir.module import Block, Function
from ..ir.types import I1, I8, I32, I64, PTR, VOID
from ..ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from .loop_cache import CACHE_ALIGN, NotNested, reverse_self_loop
from .loops import OuterLoop, emit_trip, loop_ivs, trip_shape
from .pairs import base_name as _base
from .recompute import dce

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ReverseSweep

TRUE, FALSE = KeywordConst("true"), KeywordConst("false")


def find_outer_loops(
    src: Function, aug_blocks: dict[str, list[Instruction]], aug_defs, self_loops: dict
) -> list[OuterLoop]:
    """The innermost loops of several blocks that can be reversed as a whole."""
    preds = predecessors(src)
    by = {b.label: b for b in src.blocks}
    entry = src.blocks[0].label if src.blocks else None
    out = []
    for blk in src.blocks[1:]:
        H = blk.label
        hp = preds[H]
        if len(hp) != 2:
            continue
        for latch in hp:
            pred = [p for p in hp if p != latch][0]
            o = _outer(src, by, preds, entry, H, pred, latch, self_loops)
            if o is None:
                continue
            o.def_block = {
                i.name: lbl for lbl in o.body for i in aug_blocks.get(lbl, []) if i.name is not None
            }
            o.defined = set(o.def_block)
            o.ivs = loop_ivs(aug_blocks.get(H, []), pred, latch, o.defined, aug_defs)
            o.trip = trip_shape(by[latch].instructions[-1], H, o, aug_defs)
            if o.trip is not None:
                out.append(o)
            break
    return out


def _outer(src, by, preds, entry, H, pred, latch, self_loops) -> OuterLoop | None:
    if latch == H or H in self_loops or latch in self_loops:
        return None
    body = {H}
    stack = [latch]
    while stack:
        n = stack.pop()
        if n in body:
            continue
        if n == entry:
            return None
        body.add(n)
        stack.extend(preds[n])
    if pred in body:
        return None
    exit_ = None
    for lbl in body:
        insts = by[lbl].instructions
        term = insts[-1] if insts else None
        if not isinstance(term, Br):
            return None
        if lbl != H and any(p not in body for p in preds[lbl]):
            return None
        outside = [s for s in term.successors() if s not in body]
        if lbl == latch:
            if term.cond is None or set(term.targets) - {H} == set() or len(outside) != 1:
                return None
            exit_ = outside[0]
        elif outside:
            return None
        if lbl in term.successors() and lbl != latch:
            sl = self_loops.get(lbl)
            if sl is None or sl.pred not in body or sl.exit not in body:
                return None
    if exit_ is None or exit_ not in by:
        return None
    # topological order of the body without the back edge and the self edges
    inner = {lbl: self_loops[lbl] for lbl in body if lbl in self_loops}
    bpreds = {lbl: [p for p in preds[lbl] if p in body and p != lbl] for lbl in body}
    bpreds[H] = []
    order, seen = [], set()
    ready = [H]
    left = {lbl: len(bpreds[lbl]) for lbl in body}
    while ready:
        n = ready.pop()
        order.append(n)
        seen.add(n)
        for s in dict.fromkeys(by[n].instructions[-1].successors()):
            if s in body and s != n and s != H:
                left[s] -= 1
                if left[s] == 0:
                    ready.append(s)
    if len(order) != len(body) or order[-1] != latch:
        return None
    return OuterLoop(H, pred, latch, exit_, order, bpreds, inner)


def reverse_outer_loop(rf: ReverseSweep, o: OuterLoop):
    """(reverse blocks, forward entry block, exit block, trap label, inner loops' splices), or
    None when the loop is recorded block by block after all (the forward sweep is left as it
    was)."""
    tape = rf.tape.name
    if any(uses_local(i, tape) for lbl in o.body for i in rf.aug.block_out[lbl]):
        return None
    saved = {lbl: list(rf.aug.block_out[lbl]) for lbl in o.body}
    slots, names, entry = dict(rf.slots), set(rf.slot_names), list(rf.entry_out)
    try:
        return _reverse(rf, o)
    except NotNested:
        for lbl, insts in saved.items():
            rf.aug.block_out[lbl][:] = insts  # (the forward function's blocks share the lists)
        rf.slots, rf.slot_names, rf.entry_out, rf.pending = slots, names, entry, {}
        return None
    finally:
        rf.outer = rf.outer_block = rf.cur_loop = None


def _edge_conditions(rf: ReverseSweep, o: OuterLoop, by) -> list[Instruction]:
    """Which body blocks ran in this iteration and along which edges (``rf.outer_edges``),
    computed at the top of the reverse iteration; returns the instructions that load the
    values this needs from the record (they go first)."""
    b = rf.b
    ran: dict[str, Value] = {o.label: TRUE}
    edges: dict[tuple[str, str], Value] = {}
    loads: list[Instruction] = []
    for B in o.body[1:]:
        got: Value | None = None
        for P in o.preds[B]:
            term = by[P].instructions[-1]
            if P in o.inner or term.cond is None or term.targets[0] == term.targets[1]:
                e = ran[P]
            else:
                rf.requests, rf.request_order, rf.recomputed = {}, [], {}
                out, b.out = b.out, []
                c = rf.primal(term.cond.value)
                code, b.out = b.out, out
                for p in rf.request_order:
                    rname, ty = rf.requests[p]
                    side: list[Instruction] = []
                    b.out, keep = side, b.out
                    o.get(b, p, ty, rname)
                    b.out = keep
                    loads += side
                    o.put(b, p, ty)
                b.out += code
                if B != term.targets[0]:
                    c = b.select(Typed(I1, c), I1, FALSE, TRUE, base="not")
                e = c if ran[P] is TRUE else b.select(Typed(I1, ran[P]), I1, c, FALSE, base="edge")
            edges[(P, B)] = e
            if B != o.latch:  # (every iteration ends in the latch)
                got = e if got is None else b.binop("or", I1, got, e, base="ran")
        ran[B] = TRUE if B == o.latch else (got if got is not None else FALSE)
    rf.outer_edges = edges
    o.ran = ran
    return loads


def _reverse(rf: ReverseSweep, o: OuterLoop):
    src = rf.src
    by = {blk.label: blk for blk in src.blocks}
    rb, an = rf.b.names, rf.aug.b.names
    H = o.label
    o.names, o.aug_names = rb, an
    o.j = LocalRef(rb.fresh(f"{_base(H)}.oiter"))
    rf.outer = o
    b = rf.b
    head_label = rf.rev_label(o.latch)
    iter_label = rb.fresh(f"rev.{_base(H)}.iter")
    tail_label = rb.fresh(f"rev.{_base(H)}.next")
    # -- the top of a reverse iteration: which blocks ran
    b.out = []
    head_loads = _edge_conditions(rf, o, by)
    ran_code = b.out
    # -- the body's reverses, last block first, each behind its guard
    order = list(reversed(o.body))
    entry_of: dict[str, str] = {}
    labels: dict[str, str] = {}
    for B in order:
        labels[B] = rb.fresh(f"rev.{_base(B)}.o")
        entry_of[B] = labels[B] if o.ran[B] is TRUE else rb.fresh(f"rev.{_base(B)}.if")
    blocks: list[Block] = []
    splices = []
    for k, B in enumerate(order):
        cont = entry_of[order[k + 1]] if k + 1 < len(order) else tail_label
        if entry_of[B] != labels[B]:
            blocks.append(Block(entry_of[B], [Br(cond=Typed(I1, o.ran[B]),
                                                  targets=[labels[B], cont])]))  # fmt: skip
        if B in o.inner:
            got = reverse_self_loop(rf, by[B], o.inner[B], o, labels[B], cont)
            if got is None:
                raise NotNested(B)
            blocks.extend(got[0])
            splices.append((o.inner[B],) + got[1:])
            continue
        blocks.append(_reverse_body_block(rf, o, by[B], labels[B], cont))
    # -- the record's layout: largest fields first, each aligned to its size
    keys = sorted(o.fields, key=lambda k: -T.type_size(o.fields[k]))
    offs, stride = {}, 0
    for key in keys:
        offs[key] = stride
        stride += T.type_size(o.fields[key])
    stride = -(-stride // 8) * 8 if stride else 0
    ab = Builder(rf.module, an)
    it = LocalRef(an.fresh(f"{_base(H)}.oiter"))
    # (with inner caches: this iteration's record's offset on the tape, see OuterLoop.caches)
    row_at = LocalRef(an.fresh(f"{_base(H)}.row.at"))
    # the body's values, each stored at the end of the block defining it (of an inner loop:
    # its exit block)
    exits = {loop.label: rest[1] for loop, *rest in splices}
    for p, ty in o.deferred.items():
        D = o.def_block[p]
        aug = exits[D] if D in o.inner else rf.aug.block_out[D]
        term = aug.pop()
        q: Value = LocalRef(o.aug_at[p])
        if o.caches:  # the address now: an inner cache reserved since may have moved the tape
            ab.out = aug
            at = ab.binop("add", I64, row_at, IntConst(offs[p]), base="rec.off")
            q = ab.call("__mpiad_tape_at", PTR, [(PTR, rf.tape), (I64, at)], base="rec")
        aug.append(Store(value=Typed(ty, LocalRef(p)), ptr=Typed(PTR, q), align=1))
        aug.append(term)
    # -- forward sweep: reserve on entry, the iteration number, the addresses, the trailer
    it_next = LocalRef(an.fresh(f"{_base(H)}.oiter.next"))
    o.pre_label = an.fresh(f"{_base(H)}.rows")
    o.exit_label = an.fresh(f"{_base(H)}.rows.done")
    ab.out = []
    trip = emit_trip(ab, o.trip)
    base: Value | None = None
    rows_off: Value = IntConst(0)
    if stride:
        base = _region(ab, rf.tape, trip, stride, "__mpiad_tape_reserve")
        if o.caches:
            start = ab.call("__mpiad_tape_at", PTR, [(PTR, rf.tape), (I64, IntConst(0))],
                            base="tape.start")  # fmt: skip
            a0 = ab.cast("ptrtoint", PTR, start, I64, base="tape.addr")
            a1 = ab.cast("ptrtoint", PTR, base, I64, base="rows.addr")
            rows_off = ab.binop("sub", I64, a1, a0, base="rows.off")
    ab.br(H)
    pre = ab.out
    ab.out = []
    if stride and o.caches:
        o_it = ab.binop("mul", I64, it, IntConst(stride), base="row.at")
        ab.out.append(BinaryOp(opcode="add", ty=I64, lhs=rows_off, rhs=o_it, name=row_at.name))
    elif stride:
        _addresses(ab, base, it, stride, offs, o.aug_at)
    haug = rf.aug.block_out[H]
    k = 0
    while k < len(haug) and isinstance(haug[k], Phi):
        k += 1
    haug[k:k] = ab.out
    haug.insert(0, Phi(ty=I64, incoming=[(IntConst(0), o.pre_label), (it_next, o.latch)],
                       name=it.name))  # fmt: skip
    laug = rf.aug.block_out[o.latch]
    term = laug.pop()
    laug.append(BinaryOp(opcode="add", ty=I64, lhs=it, rhs=IntConst(1), name=it_next.name))
    laug.append(term)
    ab.out = []
    inv = list(o.inv.items())
    inv_bytes = sum(T.type_size(ty) for _, ty in inv)
    by_off = bool(stride and o.caches)  # the records' offset goes into the trailer too
    tsize = inv_bytes + 8 * by_off + 8 + 4
    trl = ab.call("__mpiad_tape_reserve", PTR, [(PTR, rf.tape), (I64, IntConst(tsize))],
                  base="trailer")  # fmt: skip
    off, inv_off = 0, {}
    for p, ty in inv:
        inv_off[p] = off
        q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
        ab.store(ty, LocalRef(p), q, 1)
        off += T.type_size(ty)
    if by_off:
        q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
        ab.store(I64, rows_off, q, 1)
        off += 8
    q = trl if off == 0 else ab.gep(I8, trl, [Typed(I64, IntConst(off))], base="slot")
    ab.store(I64, it_next, q, 1)
    q = ab.gep(I8, trl, [Typed(I64, IntConst(off + 8))], base="slot")
    ab.store(I32, IntConst(rf.block_ids[o.latch]), q, 1)
    bad = ab.cmp("icmp", "ne", I64, it_next, trip, base="trip.bad")
    trap = an.fresh(f"{_base(H)}.rows.trap")
    ab.condbr(bad, trap, o.exit)
    exit_ = ab.out
    # -- reverse sweep: the head (trailer, record region), the iterations
    b.out = []
    tr = b.call("__mpiad_tape_release", PTR, [(PTR, rf.tape), (I64, IntConst(tsize - 4))],
                base="trailer")  # fmt: skip
    for rname, p, ty in o.inv_loads:
        q = tr if inv_off[p] == 0 else b.gep(I8, tr, [Typed(I64, IntConst(inv_off[p]))],
                                             base="slot")  # fmt: skip
        b.emit(Load(ty=ty, ptr=Typed(PTR, q), align=1, name=rname), None)
    if by_off:
        # the records stay on the tape below the inner caches, popped row by row (last row
        # first) in the iterations, and are released after them; nothing reserves meanwhile,
        # so their address holds
        q = b.gep(I8, tr, [Typed(I64, IntConst(off - 8))], base="slot") if off > 8 else tr
        roff = b.load(I64, q, 1, base="rows.off")
    q = tr if off == 0 else b.gep(I8, tr, [Typed(I64, IntConst(off))], base="slot")
    count = b.load(I64, q, 1, base="count")
    rbase: Value | None = None
    if by_off:
        rbase = b.call("__mpiad_tape_at", PTR, [(PTR, rf.tape), (I64, roff)], base="rows.base")
    elif stride:
        rbase = _region(b, rf.tape, count, stride, "__mpiad_tape_release")
    b.br(iter_label)
    head = b.out
    b.out = []
    left = rb.fresh(f"{_base(H)}.left")
    b.emit(Phi(ty=I64, incoming=[(count, head_label), (o.j, tail_label)], name=left), None)
    b.out.append(BinaryOp(opcode="add", ty=I64, lhs=LocalRef(left), rhs=IntConst(-1),
                          name=o.j.name))  # fmt: skip
    if stride:
        _addresses(b, rbase, o.j, stride, offs, o.rev_at)
    b.out += head_loads + ran_code
    b.br(entry_of[order[0]])
    iter_blk = b.out
    b.out = []
    first = b.cmp("icmp", "eq", I64, o.j, IntConst(0), base="first")
    done_label = rb.fresh(f"rev.{_base(H)}.rows") if by_off else rf.dispatch_label
    b.condbr(first, done_label, iter_label)
    tail = b.out
    b.out = []
    rev_blocks = [Block(head_label, head), Block(iter_label, iter_blk)] + blocks
    rev_blocks.append(Block(tail_label, tail))
    if by_off:
        nbytes = b.binop("mul", I64, count, IntConst(stride), base="rows.bytes")
        nbytes = b.binop("add", I64, nbytes, IntConst(CACHE_ALIGN), base="rows.bytes")
        b.call("__mpiad_tape_release", PTR, [(PTR, rf.tape), (I64, nbytes)], base="rows")
        b.br(rf.dispatch_label)
        rev_blocks.append(Block(done_label, b.out))
        b.out = []
    return rev_blocks, pre, exit_, trap, splices


def _region(b: Builder, tape: Value, count: Value, stride: int, fn: str) -> Value:
    """Reserve (forward) or release (reverse) ``count`` records of ``stride`` bytes; their
    base, aligned to 16 bytes (both sweeps compute the same padding)."""
    nbytes = b.binop("mul", I64, count, IntConst(stride), base="rows.bytes")
    nbytes = b.binop("add", I64, nbytes, IntConst(CACHE_ALIGN), base="rows.bytes")
    region = b.call(fn, PTR, [(PTR, tape), (I64, nbytes)], base="rows")
    addr = b.cast("ptrtoint", PTR, region, I64, base="rows.addr")
    neg = b.binop("sub", I64, IntConst(0), addr, base="rows.pad")
    pad = b.binop("and", I64, neg, IntConst(CACHE_ALIGN - 1), base="rows.pad")
    return b.gep(I8, region, [Typed(I64, pad)], base="rows.base")


def _addresses(b: Builder, base, it: Value, stride: int, offs: dict, names: dict) -> None:
    o = b.binop("mul", I64, it, IntConst(stride), base="row.at")
    rec = b.gep(I8, base, [Typed(I64, o)], base="row")
    for key, off in offs.items():
        at = Typed(I64, IntConst(off))
        b.out.append(
            GetElementPtr(
                flags=("inbounds",), source=I8, ptr=Typed(PTR, rec), indices=[at], name=names[key]
            )
        )


def _reverse_body_block(rf: ReverseSweep, o: OuterLoop, blk: Block, label: str, cont: str):
    """The reverse of one (non-loop) body block: its values from the record, its adjoint."""
    b = rf.b
    b.out = []
    rf.requests, rf.request_order, rf.recomputed = {}, [], {}
    rf.outer_block = blk.label
    rf.reverse_body(blk)
    used: set[str] = set()
    body = dce(b.out, used)
    if rf.tape.name in used:
        raise NotNested(blk.label)
    order = [p for p in rf.request_order if rf.requests[p][0] in used]
    aug = rf.aug.block_out[blk.label]
    term = aug.pop()
    ab = Builder(rf.module, rf.aug.b.names)
    ab.out = aug
    b.out = []
    for p in order:
        rname, ty = rf.requests[p]
        o.put(ab, p, ty)
        o.get(b, p, ty, rname)
    aug.append(term)
    b.out += body
    b.br(cont)
    rf.outer_block = None
    out = Block(label, b.out)
    b.out = []
    return out


def splice_outer_loop(rf: ReverseSweep, o: OuterLoop, pre, exit_, trap, by) -> dict:
    """Route the forward sweep's loop entry through ``pre`` and its exit through ``exit_``;
    returns label -> the blocks that replace it."""
    B, P, X = o.label, o.pred, o.exit
    done = rf.spliced
    if P in done and done[P].exit == B:
        P = done[P].exit_label
    if X in done and done[X].pred == o.latch:
        X = done[X].pre_label
    by[P].instructions[-1].map_labels(lambda t: o.pre_label if t == B else t)
    for inst in by[B].instructions:
        if isinstance(inst, Phi):
            inc, seen = [], False
            for v, lbl in inst.incoming:
                if lbl == P:
                    if seen:
                        continue  # P reached B by several switch cases: now one edge
                    seen, lbl = True, o.pre_label
                inc.append((v, lbl))
            inst.incoming = inc
    by[o.latch].instructions[-1].map_labels(lambda t: o.exit_label if t == X else t)
    exit_[-1].map_labels(lambda t: X if t == o.exit else t)
    for inst in by[X].instructions:
        if isinstance(inst, Phi):
            inst.incoming = [
                (v, o.exit_label if lbl == o.latch else lbl) for v, lbl in inst.incoming
            ]
    done[B] = o
    done[o.latch] = o
    pre_b, exit_b = Block(o.pre_label, pre), Block(o.exit_label, exit_)
    trap_b = Block(trap, [Call(ret=VOID, callee=GlobalRef("llvm.trap"), args=[]), Unreachable()])
    rf.module.get_or_declare("llvm.trap", VOID, [])
    for blk in (pre_b, exit_b, trap_b):
        by[blk.label] = blk
    return {B: [pre_b, by[B]], o.latch: [by[o.latch], exit_b, trap_b]}
