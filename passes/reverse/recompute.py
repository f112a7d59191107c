"""What the reverse sweep recomputes instead of reading from the tape, and the dead-code
elimination that keeps it from caching values no adjoint reads."""

from __future__ import annotations

from .. import tape as T
from ..ir.instructions import (
    BinaryOp,
    Cast,
    Compare,
    ExtractElement,
    ExtractValue,
    Freeze,
    GetElementPtr,
    InsertElement,
    InsertValue,
    Instruction,
    Select,
    ShuffleVector,
    UnaryOp,
    used_locals,
)
from ..ir.values import LocalRef

PURE_TYPES = (
    BinaryOp, Cast, Compare, Select, GetElementPtr, UnaryOp, ExtractElement, InsertElement,
    ShuffleVector, ExtractValue, InsertValue, Freeze,
)  # fmt: skip


def recomputable(d: Instruction) -> bool:
    """Cheap pure integer/pointer arithmetic (GEPs, casts, integer ops, icmp) is recomputed in
    the reverse sweep from its operands rather than stored on the tape."""
    if isinstance(d, GetElementPtr):
        return True
    if isinstance(d, Cast):
        if not d.dest.is_float and not d.operand.type.is_float:
            return True
        # a conversion of one value to a type at least as wide: keep the narrower operand
        return d.opcode in ("fpext", "sitofp", "uitofp", "bitcast") and T.type_size(
            d.operand.type
        ) <= T.type_size(d.dest)
    if isinstance(d, BinaryOp) and d.ty.is_float:
        # float arithmetic of one value with constants (a*c, 1-a, -a): caching the one value it
        # reads costs no more than caching the result, and several such results share it
        return len(set(used_locals(d))) == 1
    if isinstance(d, UnaryOp):
        return True
    if isinstance(d, InsertElement):
        return len(set(used_locals(d))) == 1 and isinstance(d.elt.value, LocalRef)
    if isinstance(d, ShuffleVector):
        locs = [v for v in (d.a.value, d.b.value) if isinstance(v, LocalRef)]
        return (
            len(locs) == 1
            and len(set(used_locals(d))) == 1
            and T.type_size(d.a.type) <= T.type_size(d.type)
        )
    if isinstance(d, BinaryOp):
        return d.ty.is_int and d.opcode not in ("udiv", "sdiv", "urem", "srem")
    if isinstance(d, Compare):
        return d.opcode == "icmp"
    if isinstance(d, Select):
        return not d.type.is_float and not d.type.is_aggregate
    return False


def dce(body: list[Instruction], used: set[str] | None = None) -> list[Instruction]:
    """Drop pure instructions whose results are unused (recomputations the rules asked for but
    did not use), so that the values they would have read are not cached. ``used``, when
    given, receives the names the instructions kept use."""
    # use counts, then a worklist: linear in the body (a fixpoint of whole-body scans was
    # quadratic in the length of a dead chain, and dominated the pass time of big functions)
    uses: dict[str, int] = {}
    operands: list[list[str]] = []
    get = uses.get
    for i in body:
        names = used_locals(i)
        operands.append(names)
        for n in names:
            uses[n] = get(n, 0) + 1
    where = {
        i.name: k for k, i in enumerate(body) if i.name is not None and isinstance(i, PURE_TYPES)
    }
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
    if used is not None:
        used.update(n for n, c in uses.items() if c > 0)
    return body if not dead else [i for k, i in enumerate(body) if k not in dead]
