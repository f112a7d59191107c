"""Loops reversed as counted loops: one-block loops (which loops qualify, their induction
variables, and their trip count on entry) and the shape of a loop of several blocks reversed as
a whole (``OuterLoop``, found and reversed in ``nested.py``).

A loop of one block (what -O2 makes of most inner loops) is not recorded block by block: the
forward sweep counts its iterations and caches the values the reverse needs in a cache
indexed by the iteration (``loop_cache.py``); the reverse of the loop is a counted loop that
rebuilds the induction variables from the iteration number. This module finds such loops and,
where the exit test allows, the expression of the trip count on loop entry (so the whole cache is
reserved at once).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..builder import Builder, Names
from ..ir.cfg import predecessors
from ..ir.instructions import (
    BinaryOp,
    Br,
    Compare,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    Store,
    Switch,
)
from ..ir.module import Function
from ..ir.types import I1, I64, PTR, Type
from ..ir.values import ConstExpr, IntConst, LocalRef, Typed, Value
from .pairs import base_name as _base


@dataclass
class SelfLoop:
    """A loop of one block ``label`` (its terminator branches back to itself or out to ``exit``)
    entered from one outside predecessor ``pred``. Its iterations are not recorded block by
    block: the forward sweep counts them, stores the values the reverse needs in a cache indexed
    by the iteration (one array per value, or of records; allocated once on loop entry when the
    trip count is computable there, else one record per iteration), and pushes one trailer on
    exit (the loop-invariant values, the count and the block id). The reverse of the loop is a
    counted loop that reconstructs the induction variables from the iteration number."""

    label: str
    pred: str
    exit: str
    ivs: dict = field(default_factory=dict)  # aug phi name -> (start Value, step)
    trip: tuple | None = None  # (kind, ...) to compute the trip count on entry
    defined: set = field(default_factory=set)  # names defined in the aug block


@dataclass
class OuterLoop:
    """A loop of several blocks: header ``label`` entered from ``pred``, back edge from
    ``latch``, which alone leaves (to ``exit``); ``body`` in topological order (header first,
    latch last) once the back edge and the self edges of the ``inner`` one-block loops are
    left out. ``preds``: each body block's predecessors in the body (back edge left out)."""

    label: str
    pred: str
    latch: str
    exit: str
    body: list[str]
    preds: dict[str, list[str]]
    inner: dict[str, SelfLoop]
    ivs: dict = field(default_factory=dict)
    trip: tuple | None = None
    defined: set = field(default_factory=set)
    j: LocalRef | None = None  # the reverse sweep's iteration number
    # the per-iteration record: key (a primal name, or ("count", inner label)) -> type
    fields: dict = field(default_factory=dict)
    aug_at: dict = field(default_factory=dict)  # key -> name of its address (forward sweep)
    rev_at: dict = field(default_factory=dict)  # key -> name of its address (reverse sweep)
    # values that do not vary in the loop: primal name -> type (the exit trailer), and the
    # reverse names to load them into (the reverse head)
    inv: dict = field(default_factory=dict)
    inv_loads: list = field(default_factory=list)
    #: the names of the reverse and the forward sweep's functions (set when it is reversed)
    names: Names | None = None
    aug_names: Names | None = None
    def_block: dict = field(default_factory=dict)  # name -> the body block defining it
    deferred: dict = field(default_factory=dict)  # body values to store: name -> type
    ran: dict = field(default_factory=dict)  # body block -> i1: it ran in this iteration
    pre_label: str = ""
    exit_label: str = ""
    #: an inner loop has a cache of its own (reserved per iteration, after the records): the
    #: records are addressed by their offset on the tape, which its growth does not move
    caches: bool = False

    def put(self, b: Builder, key, ty: Type, value: Value | None = None) -> None:
        """The forward sweep keeps ``key`` for the reverse sweep: ``value`` here (where ``b``
        emits), or a value of the body once, at the end of the block that defines it (which
        ran whenever a block that uses it ran in the same iteration: it dominates them)."""
        if isinstance(key, str) and key not in self.defined:
            self.inv.setdefault(key, ty)
            return
        self._field(key, ty)
        if value is None:
            self.deferred.setdefault(key, ty)
            return
        b.emit(Store(value=Typed(ty, value), ptr=Typed(PTR, LocalRef(self.aug_at[key])),
                     align=1), None)  # fmt: skip

    def get(self, b: Builder, key, ty: Type, rname: str | None = None) -> Value:
        """The reverse sweep's copy of ``key``: loaded from this iteration's record (here), or
        for an invariant in the loop's reverse head."""
        name = rname or self.names.fresh("rec.v")
        if isinstance(key, str) and key not in self.defined:
            self.inv.setdefault(key, ty)
            self.inv_loads.append((name, key, ty))
            return LocalRef(name)
        self._field(key, ty)
        b.emit(Load(ty=ty, ptr=Typed(PTR, LocalRef(self.rev_at[key])), align=1, name=name),
               None)  # fmt: skip
        return LocalRef(name)

    def _field(self, key, ty: Type) -> None:
        if key not in self.fields:
            self.fields[key] = ty
            tag = key if isinstance(key, str) else f"n.{key[1]}"
            self.aug_at[key] = self.aug_names.fresh(f"{_base(tag)}.at")
            self.rev_at[key] = self.names.fresh(f"{_base(tag)}.at")


_SWAP = {
    "eq": "eq",
    "ne": "ne",
    "slt": "sgt",
    "sgt": "slt",
    "sle": "sge",
    "sge": "sle",
    "ult": "ugt",
    "ugt": "ult",
    "ule": "uge",
    "uge": "ule",
}
_NOT = {
    "eq": "ne",
    "ne": "eq",
    "slt": "sge",
    "sge": "slt",
    "sgt": "sle",
    "sle": "sgt",
    "ult": "uge",
    "uge": "ult",
    "ugt": "ule",
    "ule": "ugt",
}


def find_self_loops(
    src: Function, aug_blocks: dict[str, list[Instruction]], aug_defs: dict[str, Instruction]
) -> dict[str, SelfLoop]:
    loops: dict[str, SelfLoop] = {}
    preds = predecessors(src)
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
        loop.ivs = loop_ivs(body, pred, blk.label, loop.defined, aug_defs)
        loop.trip = trip_shape(term, blk.label, loop, aug_defs)
        loops[blk.label] = loop
    return loops


def loop_ivs(
    header: list[Instruction], pred: str, latch: str, defined: set, aug_defs
) -> dict[str, tuple]:
    """The induction variables among the phis of a loop's header (entered from ``pred``, back
    edge from ``latch``): integers stepped by a constant, pointers stepped by a constant GEP;
    name -> (start value, step, name of the next value)."""
    ivs: dict[str, tuple] = {}
    for phi in header:
        if not isinstance(phi, Phi):
            continue
        inc = {}
        for v, lbl in phi.incoming:
            inc.setdefault(lbl, v)
        if set(inc) != {pred, latch}:
            continue
        start, nx = inc[pred], inc[latch]
        if isinstance(start, LocalRef) and start.name in defined:
            continue
        if isinstance(start, ConstExpr) or not isinstance(nx, LocalRef):
            continue
        d = aug_defs.get(nx.name)
        if d is None or nx.name not in defined:
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
                ivs[phi.name] = (start, int(step), nx.name)
        elif (
            isinstance(d, GetElementPtr)
            and phi.ty.is_pointer
            and d.ptr.value == me
            and len(d.indices) == 1
            and isinstance(d.indices[0].value, IntConst)
        ):
            ivs[phi.name] = (start, ("gep", d.source, int(d.indices[0].value.value)), nx.name)
    return ivs


def trip_shape(term: Br, label: str, loop, aug_defs) -> tuple | None:
    """How to compute the trip count on loop entry from the exit test (``term``, which goes
    back to ``label`` or leaves), or None. ``loop`` has ``ivs`` and ``defined``."""
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


def emit_trip(b: Builder, shape: tuple) -> Value:
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
    ok = b.cmp(
        "icmp", ("s" if signed else "u") + ("lt" if strict else "le"), ty, lo, hi, base="trip"
    )
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
