"""The gather form of a stencil's adjoint loop: each adjoint element written once per sweep.

The adjoint of ``b[i] = c0*a[i-1] + c1*a[i] + c2*a[i+1]`` is, iteration by iteration (the
reverse of a one-block loop, ``loop_cache.py``), the scatter ``da[i-1] += v0(i); da[i] +=
v1(i); da[i+1] += v2(i)``: every element of ``da`` read and written three times, through
read-modify-writes one iteration's stores feed to the next iteration's loads, which the
vectoriser cannot overlap. Summed per element instead, ``da[x] += v2(x-1) + v1(x) + v0(x+1)``,
each element is read and written once. The reverse loop goes down the iterations: element ``x``
gets its first contribution in iteration ``x - kmin`` and its last in ``x - kmax`` (``k``: the
offsets of the accumulating stores, in iterations), so the partial sums of the ``kmax - kmin``
elements still open travel from one iteration to the next in registers (phis); each iteration
writes the one element it completes and the last iteration's open sums are written after the loop.

Why it is legal: the result is a reindexing of the same sum. Element ``x`` receives exactly the
contributions ``v_m(j)`` with ``j + k_m = x`` in either form; only the order of the additions
changes (the partial sums are formed in registers first), so results differ by rounding, not
more. It applies only where that holds: a counted loop (the reverse loop's count is known on
entry) whose accumulating stores (``load p; fadd; store p`` with nothing else between) go to
one base at addresses ``base + a*j + c_m`` with ``a`` the element size (the accesses tile the
array) and the ``c_m`` constants (so the ``k_m`` are); the loop's other memory accesses are to
the tape or the adjoint slots (never user memory), or at the same stride ``a``: such an access
may not touch the open elements while they are open. Where its distance to the gathered base is
a constant that is decided here (an access to the same base at an open element, as the in-place
stencil's ``du[i]``, leaves the scatter form); where it is not (another shadow array), the loop
is versioned on a check on entry and the scatter form runs when the check fails. Anything else
(calls that take pointers, accesses at another stride or not affine in the iteration) leaves the
scatter form. ``MPIAD_GATHER=0`` turns the form off (for benchmarks that compare the two).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..builder import adjoint_zero
from ..ir.instructions import (
    BinaryOp,
    Call,
    GetElementPtr,
    Instruction,
    Load,
    Phi,
    RawInstruction,
    Store,
    used_locals,
)
from ..ir.module import Block
from ..ir.types import I1, I8, I64, PTR, FloatType, IntType, PointerType, VectorType
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from .loop_hints import hint_lanes_loop
from .pairs import base_name as _base

if TYPE_CHECKING:  # pragma: no cover
    from .sweep import ReverseSweep

#: calls the tape's regions come from: memory no user pointer reaches
_TAPE_CALLS = ("__mpiad_tape_release", "__mpiad_tape_reserve", "__mpiad_tape_at")


def gather_enabled() -> bool:
    return os.environ.get("MPIAD_GATHER", "1") != "0"


@dataclass(frozen=True)
class Aff:
    """``j * self.j + self.c + sum(coef * atom)``: an integer affine in the reverse loop's
    iteration number ``j``; ``syms`` are (atom key, coefficient) of loop-invariant integers."""

    j: int = 0
    c: int = 0
    syms: tuple = ()

    def __add__(self, o: Aff) -> Aff:
        d = dict(self.syms)
        for k, v in o.syms:
            d[k] = d.get(k, 0) + v
        return Aff(self.j + o.j, self.c + o.c, tuple(sorted((k, v) for k, v in d.items() if v)))

    def scale(self, s: int) -> Aff:
        return Aff(self.j * s, self.c * s, tuple(sorted((k, v * s) for k, v in self.syms if v * s)))


@dataclass(frozen=True)
class Ptr:
    """``root + off`` bytes: ``root`` a pointer not computed by a GEP (its key)."""

    root: str
    off: Aff


@dataclass
class _Acc:
    at: int  # index in the body
    ptr: Ptr
    width: int


class _Eval:
    """Affine forms of the integers and pointers of a reverse loop's head and body."""

    def __init__(self, inside: set[str]):
        self.inside = inside  # names defined in the loop body
        self.env: dict[str, Aff | Ptr | None] = {}
        self.atoms: dict[str, tuple[Value, object, str | None]] = {}  # key -> (value, ty, cast)
        self.roots: dict[str, Value] = {}

    def atom(self, v: Value, ty, cast: str | None = None) -> Aff:
        key = f"{cast or ''}:{v.name if isinstance(v, LocalRef) else v}"
        self.atoms.setdefault(key, (v, ty, cast))
        return Aff(syms=((key, 1),))

    def int_(self, t: Typed) -> Aff | None:
        v = t.value
        if isinstance(v, IntConst) and not v.is_bool:
            return Aff(c=v.value)
        if not isinstance(v, LocalRef):
            return None
        if v.name in self.env:
            got = self.env[v.name]
            return got if isinstance(got, Aff) else None
        if v.name in self.inside:
            return None
        if str(t.type) == "i64":
            return self.atom(v, t.type)
        if t.type.is_int:
            return self.atom(v, t.type, "sext")  # (only as a GEP index, which sign-extends)
        return None

    def ptr(self, v: Value) -> Ptr | None:
        if isinstance(v, LocalRef):
            if v.name in self.env:
                got = self.env[v.name]
                return got if isinstance(got, Ptr) else None
            if v.name in self.inside:
                return None
            key = "%" + v.name
        elif isinstance(v, GlobalRef):
            key = "@" + v.name
        else:
            return None
        self.roots.setdefault(key, v)
        return Ptr(key, Aff())

    def step(self, inst: Instruction) -> None:
        if inst.name is None:
            return
        got: Aff | Ptr | None = None
        if isinstance(inst, BinaryOp) and str(inst.ty) == "i64":
            a = self.int_(Typed(inst.ty, inst.lhs))
            b = self.int_(Typed(inst.ty, inst.rhs))
            op = inst.opcode
            if a is not None and b is not None:
                if op == "add" or (op == "or" and "disjoint" in inst.flags):
                    got = a + b
                elif op == "sub":
                    got = a + b.scale(-1)
                elif op == "mul" and not b.j and not b.syms:
                    got = a.scale(b.c)
                elif op == "mul" and not a.j and not a.syms:
                    got = b.scale(a.c)
                elif op == "shl" and not b.j and not b.syms and 0 <= b.c < 32:
                    got = a.scale(1 << b.c)
        elif isinstance(inst, GetElementPtr) and not inst.type.is_vector:
            got = self.gep(inst)
        if got is None and inst.name not in self.inside:
            return  # an invariant: an atom or a root where it is used
        self.env[inst.name] = got

    def gep(self, g: GetElementPtr) -> Ptr | None:
        base = self.ptr(g.ptr.value)
        if base is None or len(g.indices) != 1:
            return None
        size = _size(g.source)
        if size is None:
            return None
        idx = self.int_(g.indices[0])
        if idx is None:
            return None
        return Ptr(base.root, base.off + idx.scale(size))


def _size(ty) -> int | None:
    """Bytes of a value of type ``ty`` in memory (its GEP stride), for the types whose store
    size is also their allocation size; None for others (aggregates, ``<3 x float>``, ``i24``:
    not a stencil's)."""
    if isinstance(ty, VectorType):
        n = _size(ty.element)
        return n * ty.count if n and ty.count & (ty.count - 1) == 0 else None
    if isinstance(ty, (FloatType, IntType)) and ty.bits in (8, 16, 32, 64):
        return ty.bits // 8
    if isinstance(ty, PointerType):
        return 8
    return None


def _memory_ok(inst: Instruction) -> bool:
    """Whether ``inst`` touches no memory but through the loads and stores this module checks:
    calls of intrinsics that take no pointer (fmuladd, sqrt, ...)."""
    if isinstance(inst, RawInstruction):
        return False
    if isinstance(inst, Call):
        name = inst.callee_name
        return bool(name and name.startswith("llvm.")) and not any(
            a.type.is_pointer for a in inst.args
        )
    return True


@dataclass
class _Plan:
    remove: set[int]  # body indices of the gathered loads, adds and stores
    ty: object
    lanes: list[_Lane]
    a: int
    checks: list  # (other Ptr, width, the gathered Ptr at k = 0) to check on entry
    lo: int
    hi: int


def _plan(rf: ReverseSweep, head: list[Instruction], body: list[Instruction], jj: str,
          j: str) -> tuple[_Plan, _Eval] | None:  # fmt: skip
    inside = {i.name for i in body if i.name is not None}
    ev = _Eval(inside)
    ev.env[jj] = Aff(j=1, c=1)
    ev.env[j] = Aff(j=1)
    for inst in head:
        ev.step(inst)
    defs: dict[str, int] = {}
    uses: dict[str, int] = {}
    accs: list[_Acc] = []
    slots = rf.slot_names
    for k, inst in enumerate(body):
        if not _memory_ok(inst):
            return None
        if inst.name is not None:
            defs[inst.name] = k
        for n in used_locals(inst):
            uses[n] = uses.get(n, 0) + 1
        if k > 1:
            ev.step(inst)
        if isinstance(inst, (Load, Store)):
            if inst.flags or inst.ordering:
                return None
            p = ev.ptr(inst.ptr.value)
            if p is None:
                return None
            if p.root[1:] in slots or _tape_root(head, p.root):
                continue  # adjoint slots, the tape: memory no user pointer reaches
            width = _size(inst.ty if isinstance(inst, Load) else inst.value.type)
            if width is None:
                return None
            accs.append(_Acc(k, p, width))
    # the accumulating stores: load p; fadd; store p, nothing in between
    groups: dict[tuple, list[tuple[int, int, int, Value, int]]] = {}
    pos = {a.at: a for a in accs}
    for acc in accs:
        st = body[acc.at]
        if not isinstance(st, Store) or not isinstance(st.value.value, LocalRef):
            continue
        f = body[defs.get(st.value.value.name, acc.at)]
        if not (isinstance(f, BinaryOp) and f.opcode == "fadd" and uses.get(f.name) == 1):
            continue
        for ld, v in ((f.lhs, f.rhs), (f.rhs, f.lhs)):
            lk = defs.get(ld.name) if isinstance(ld, LocalRef) else None
            if lk is None or not isinstance(body[lk], Load) or uses.get(ld.name) != 1:
                continue
            if lk not in pos or pos[lk].ptr != acc.ptr or ld == v:
                continue
            if any(lk < x < acc.at for x in pos):
                continue
            key = (acc.ptr.root, acc.ptr.off.j, acc.ptr.off.syms, str(f.ty))
            groups.setdefault(key, []).append((lk, defs[f.name], acc.at, v, acc.ptr.off.c))
            break
    best = None
    for key, members in groups.items():
        lanes = _lanes(key[1], _size(body[members[0][2]].value.type), members, body)
        if lanes and (best is None or len(members) > len(best[1])):
            best = (key, members, lanes)
    if best is None:
        return None
    (root, a, syms, _), members, lanes = best
    w = _size(body[members[0][2]].value.type)
    lo = min(ln.r * w + min(a * ln.kmin, a * ln.kmax) for ln in lanes)
    hi = max(ln.r * w + max(a * ln.kmin, a * ln.kmax) + w for ln in lanes)
    gathered = {x for m in members for x in (m[0], m[2])}
    base0 = Ptr(root, Aff(0, members[0][4], syms))
    checks = []
    for acc in accs:
        if acc.at in gathered:
            continue
        if acc.ptr.off.j != a:
            return None  # another stride, or invariant: not decided here
        q = Ptr(acc.ptr.root, Aff(0, acc.ptr.off.c, acc.ptr.off.syms))
        if q.root == root:
            d = q.off + base0.off.scale(-1)
            if not d.syms:
                if d.c + acc.width <= lo or d.c >= hi:
                    continue
                return None  # it touches the open elements: scatter form
        checks.append((q, acc.width, base0))
    plan = _Plan(
        remove=gathered | {m[1] for m in members},
        ty=body[members[0][2]].value.type,
        lanes=lanes,
        a=a,
        checks=checks,
        lo=lo,
        hi=hi,
    )
    return plan, ev


@dataclass
class _Lane:
    """The gathered stores at ``base + r*w + a*(j + k)`` (one lane of a loop unrolled by
    ``|a| / w``): the values added at each ``k``, the pointer and alignment of one at ``kmax``."""

    r: int
    ks: dict[int, list[Value]]
    kmin: int
    kmax: int
    top: str
    align: int


def _lanes(a: int, w: int, members: list, body: list[Instruction]) -> list[_Lane] | None:
    """The lanes of a group of accumulating stores of ``w`` bytes at stride ``a`` (``members``:
    load, add, store indices, value added, constant offset), or None where their accesses do
    not tile the array (offsets not multiples of ``w``) or nothing would be gathered."""
    if a == 0 or a % w:
        return None
    u, sign, c0 = abs(a) // w, (1 if a > 0 else -1), members[0][4]
    if any((m[4] - c0) % w for m in members):
        return None
    by: dict[int, _Lane] = {}
    for m in members:
        e = (m[4] - c0) // w
        r = e % u
        k = sign * ((e - r) // u)
        st = body[m[2]]
        if not isinstance(st.ptr.value, LocalRef):
            return None
        ln = by.setdefault(r, _Lane(r, {}, k, k, st.ptr.value.name, st.align or 1))
        ln.ks.setdefault(k, []).append(m[3])
        ln.kmin = min(ln.kmin, k)
        if k > ln.kmax:
            ln.kmax, ln.top, ln.align = k, st.ptr.value.name, st.align or 1
    lanes = sorted(by.values(), key=lambda ln: ln.r)
    if all(ln.kmin == ln.kmax for ln in lanes):
        return None
    return lanes


def _tape_root(head: list[Instruction], key: str) -> bool:
    if not key.startswith("%"):
        return False
    name = key[1:]
    for inst in head:
        if inst.name == name:
            return isinstance(inst, Call) and inst.callee_name in _TAPE_CALLS
    return False


def gather_loop(rf: ReverseSweep, blocks: list[Block], jj: str, j: str,
                exit_label: str) -> list[Block]:  # fmt: skip
    """``blocks`` (the reverse loop's head and body, see ``reverse_self_loop``) in the gather
    form where it applies (see the module's docstring), else as they are."""
    if not gather_enabled() or len(blocks) != 2:
        return blocks
    head, body = blocks
    if sum(isinstance(i, Store) for i in body.instructions) < 2:
        return blocks
    got = _plan(rf, head.instructions[:-1], body.instructions, jj, j)
    if got is None:
        return blocks
    plan, ev = got
    b = rf.b
    names = b.names
    glabel = names.fresh(f"{_base(body.label)}.gather")
    flush = names.fresh(f"{_base(body.label)}.flush")
    # the gather body: a copy of the body with fresh names, its scatter loads/adds/stores out
    ren: dict[str, str] = {}
    for inst in body.instructions:
        if inst.name is not None:
            ren[inst.name] = names.fresh(f"{_base(inst.name)}.g")

    def mv(v: Value) -> Value:
        if isinstance(v, LocalRef) and v.name in ren:
            return LocalRef(ren[v.name])
        return v

    out: list[Instruction] = []
    for k, inst in enumerate(body.instructions):
        if k in plan.remove:
            continue
        c = inst.clone({kind for kind, _ in inst.metadata})
        c.map_values(mv)
        if c.name is not None:
            c.name = ren[c.name]
        c.map_labels(lambda t: glabel if t == body.label else (flush if t == exit_label else t))
        out.append(c)
    term = out.pop()
    if rf.ctx.tape_lanes > 1:
        hint_lanes_loop(rf.ctx, out + [term])  # its W lanes' tangents come (loop_hints.py)
    ty = plan.ty
    nphi = sum(isinstance(i, Phi) for i in out)
    phis: list[Instruction] = []
    b.out = []
    flush_code: list[Instruction] = []
    for ln in plan.lanes:
        # the open sums entering the iteration (elements j+t, t in (kmin, kmax]) and leaving it
        sums: dict[int, Value] = {}
        lane_phis = []
        for t in range(ln.kmin + 1, ln.kmax + 1):
            name = names.fresh("gather.open")
            lane_phis.append(Phi(ty=ty, incoming=[(adjoint_zero(ty), head.label)], name=name))
            sums[t] = LocalRef(name)
        for t in range(ln.kmin, ln.kmax + 1):
            acc = sums.get(t)
            for v in ln.ks.get(t, []):
                acc = mv(v) if acc is None else b.fadd(ty, acc, mv(v), base="gsum")
            sums[t] = acc if acc is not None else adjoint_zero(ty)
        for phi, t in zip(lane_phis, range(ln.kmin + 1, ln.kmax + 1)):
            phi.incoming.append((sums[t - 1], glabel))
        phis += lane_phis
        top = LocalRef(ren[ln.top])
        old = b.load(ty, top, ln.align, base="gm")
        b.store(ty, b.fadd(ty, old, sums[ln.kmax], base="gm"), top, ln.align)
        # after the last iteration (j = 0): the elements still open, at top + a*(t - kmax)
        body_code, b.out = b.out, flush_code
        for t in range(ln.kmin, ln.kmax):
            off = plan.a * (t - ln.kmax)
            p = b.gep(I8, top, [Typed(I64, IntConst(off))], base="gflush")
            al = math.gcd(ln.align, abs(off))
            old = b.load(ty, p, al, base="gflush")
            b.store(ty, b.fadd(ty, old, sums[t], base="gflush"), p, al)
        flush_code, b.out = b.out, body_code
    out = out[:nphi] + phis + out[nphi:] + b.out + [term]
    b.out = flush_code
    b.br(exit_label)
    flush_block = Block(flush, b.out)
    # on entry: the check that the other accesses stay clear of the open elements
    b.out = head.instructions[:-1]
    ok = _checks(rf, ev, plan)
    if ok is None:
        b.br(glabel)
        blocks = [Block(head.label, b.out), Block(glabel, out), flush_block]
    else:
        b.condbr(ok, glabel, body.label)
        blocks = [Block(head.label, b.out), Block(glabel, out), flush_block, body]
    b.out = []
    return blocks


def _checks(rf: ReverseSweep, ev: _Eval, plan: _Plan) -> Value | None:
    """i1: no other access of the loop overlaps an open element (their distance in bytes is the
    same in every iteration), or None when there is nothing to check."""
    b = rf.b
    addrs: dict[Ptr, Value] = {}

    def addr(p: Ptr) -> Value:
        got = addrs.get(p)
        if got is not None:
            return got
        x = b.cast("ptrtoint", PTR, ev.roots[p.root], I64, base="gchk")
        for key, coef in p.off.syms:
            v, ty, cast = ev.atoms[key]
            if cast is not None and str(ty) != "i64":
                v = b.cast(cast, ty, v, I64, base="gchk")
            x = b.binop("add", I64, x, b.binop("mul", I64, v, IntConst(coef), base="gchk"),
                        base="gchk")  # fmt: skip
        if p.off.c:
            x = b.binop("add", I64, x, IntConst(p.off.c), base="gchk")
        addrs[p] = x
        return x

    ok: Value | None = None
    seen: set = set()
    for q, width, base0 in plan.checks:
        if (q, width) in seen:
            continue
        seen.add((q, width))
        d = b.binop("sub", I64, addr(q), addr(base0), base="gchk")
        below = b.cmp("icmp", "sle", I64, d, IntConst(plan.lo - width), base="gchk")
        above = b.cmp("icmp", "sge", I64, d, IntConst(plan.hi), base="gchk")
        clear = b.binop("or", I1, below, above, base="gchk")
        ok = clear if ok is None else b.binop("and", I1, ok, clear, base="gchk")
    return ok
