"""Fortran's addresses held in integers, read back as the pointers they are.

Fortran has no pointer type for memory MPI hands out: ``MPI_Win_allocate``'s ``baseptr`` is an
``INTEGER(KIND=MPI_ADDRESS_KIND)`` (``mpif.h``) or a ``TYPE(C_PTR)``, whose one field flang
declares as an ``i64``. So the program reaches the window's memory through

    %a = load i64, ptr %baseptr     ; c_f_pointer(baseptr, a, ...)
    %p = inttoptr i64 %a to ptr

and the shadow the runtime wrote through ``baseptr``'s shadow (rules/rma.py's ``WinAllocate``)
is lost at the ``inttoptr``, whose result the activity analysis cannot follow: a pointer made from
an integer points nowhere it knows. Loaded as a pointer, the same bits are a loaded pointer, whose
shadow is loaded from the shadow memory like any other's. :func:`pointer_loads` makes that
rewrite, in the modules whose Fortran MPI calls are lowered (rules/fortran.py): ``%p`` becomes

    %p = load ptr, ptr %baseptr     ; right after the integer's load: the same memory, read at
                                    ; the same point
"""

from __future__ import annotations

from ..ir.instructions import Cast, Load
from ..ir.module import Module
from ..ir.types import I64, PTR
from ..ir.values import LocalRef, Typed


def pointer_loads(module: Module) -> int:
    """Replace each ``inttoptr`` of a plain (neither atomic nor volatile) ``load i64`` by a
    ``load ptr`` of the same memory, placed right after the integer's load (which stays for its
    other users); return how many were replaced."""
    replaced = 0
    for fn in module.defined_functions():
        loads = {
            i.name: i
            for i in fn.instructions()
            if isinstance(i, Load) and i.ty == I64 and not i.flags and not i.ordering
        }
        casts: dict[str, list[Cast]] = {}
        for i in fn.instructions():
            if (
                isinstance(i, Cast)
                and i.opcode == "inttoptr"
                and i.dest == PTR
                and isinstance(i.operand.value, LocalRef)
                and i.operand.value.name in loads
            ):
                casts.setdefault(i.operand.value.name, []).append(i)
        if not casts:
            continue
        gone = {id(c) for cs in casts.values() for c in cs}
        for b in fn.blocks:
            new = []
            for i in b.instructions:
                if id(i) in gone:
                    continue
                new.append(i)
                for c in casts.get(i.name, []) if isinstance(i, Load) else []:
                    new.append(
                        Load(ty=PTR, ptr=Typed(PTR, i.ptr.value), align=i.align, name=c.name,
                             metadata=c.metadata)
                    )  # fmt: skip
                    replaced += 1
            b.instructions = new
    return replaced
