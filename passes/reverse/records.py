"""Tape records of the reverse sweep: what the forward sweep writes at the end of a block and
the reverse sweep reads back before the block's adjoint.

One record per block execution: ``[values in request order..., i32 block id]``, written with one
bounds check in the forward sweep and read back with one in the reverse sweep (the dispatcher
has already popped the block id when the record's values are read).
"""

from __future__ import annotations

from .. import tape as T
from ..builder import Names
from ..ir.instructions import Arg, Call, GetElementPtr, Instruction, Load, Store
from ..ir.types import I8, I32, I64, PTR, Type
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value


def record_slot(names: Names, rec: LocalRef, offset: int, make) -> list[Instruction]:
    """The instructions that access the record field at ``offset`` (``make(ptr)`` builds the
    access itself)."""
    if offset == 0:
        return [make(rec)]
    p = LocalRef(names.fresh("slot"))
    gep = GetElementPtr(
        flags=("inbounds",), source=I8, ptr=Typed(PTR, rec),
        indices=[Typed(I64, IntConst(offset))], name=p.name,
    )  # fmt: skip
    return [gep, make(p)]


def block_record(
    tape: Value,
    aug_names: Names,
    rev_names: Names,
    values: list[tuple[str, str, Type]],
    block_id: int,
) -> tuple[list[Instruction], list[Instruction]]:
    """The forward sweep's push and the reverse sweep's pop of one block record.

    ``values`` lists ``(name in the forward sweep, name in the reverse sweep, type)`` in record
    order; the block id ends the record (the reverse dispatcher pops it)."""
    offsets, off = [], 0
    for _, _, ty in values:
        offsets.append(off)
        off += T.type_size(ty)
    total = off + 4
    push: list[Instruction] = []
    rec = LocalRef(aug_names.fresh("rec"))
    push.append(
        Call(
            ret=PTR,
            callee=GlobalRef("__mpiad_tape_reserve"),
            args=[Arg(PTR, tape), Arg(I64, IntConst(total))],
            name=rec.name,
        )  # fmt: skip
    )
    for (pname, _, ty), o in zip(values, offsets):
        push += record_slot(
            aug_names, rec, o,
            lambda p, ty=ty, pname=pname: Store(
                value=Typed(ty, LocalRef(pname)), ptr=Typed(PTR, p), align=1),
        )  # fmt: skip
    push += record_slot(
        aug_names, rec, off,
        lambda p: Store(value=Typed(I32, IntConst(block_id)), ptr=Typed(PTR, p), align=1),
    )  # fmt: skip
    pops: list[Instruction] = []
    if values:
        rrec = LocalRef(rev_names.fresh("rec"))
        pops.append(
            Call(
                ret=PTR,
                callee=GlobalRef("__mpiad_tape_release"),
                args=[Arg(PTR, tape), Arg(I64, IntConst(off))],
                name=rrec.name,
            )  # fmt: skip
        )
        for (_, rname, ty), o in zip(values, offsets):
            pops += record_slot(
                rev_names, rrec, o,
                lambda p, ty=ty, rname=rname: Load(
                    ty=ty, ptr=Typed(PTR, p), align=1, name=rname),
            )  # fmt: skip
    return push, pops
