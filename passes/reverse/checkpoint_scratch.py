"""Stack memory a checkpointed step uses as scratch: moved into the step function.

A function's allocas sit in its entry block, also those only a loop's body uses: the slot a
Numba call returns its value through (``np.sum`` of a 2-D array is a call with a return
pointer), a C step's ``double halo`` received by ``MPI_Sendrecv``. Outlined with the loop, such
an alloca would reach the step as a live-in address in the enclosing function's frame; the
reverse sweep recomputes steps after the forward sweep's frame is gone, and the step would
write there (a crash, or the reverse sweep's own stack overwritten). An alloca that only the
body touches, and that each step writes before it reads it (every load follows a store or a
call that takes it in the same block), holds nothing from step to step: it is the step's own
scratch, allocated in the step (stores into it before the loop, Numba's initial zeros, are
dead and go). Any other alloca stays where it is (a region of the state).
"""

from __future__ import annotations

from ..ir.instructions import (
    Alloca,
    Call,
    DebugRecord,
    GetElementPtr,
    Instruction,
    Load,
    Store,
    used_locals,
)
from ..ir.module import Block, Function
from ..ir.values import IntConst, LocalRef


def step_scratch(
    fn: Function,
    body: set[str],
    order: list[Block],
    roots,
    dom: dict[str, set[str]],
    dead: set[str] = frozenset(),
) -> list[Instruction]:
    """Remove from ``fn`` the allocas that are scratch of the loop ``body`` (see above), with the
    lifetime markers and debug records naming them outside the body, and return them.
    ``roots(value) -> set`` gives the allocations a pointer is derived from; ``dom``: the
    dominators of each block; ``dead``: the blocks only the body's raise paths reach (they go
    with the loop, replaced by the step's stop): a use there, such as Numba's read of a callee's
    exception slot after it failed, is not a use outside the step. Such a slot once stayed in
    the caller's frame as loop state, and the reverse sweep restored its snapshot into the
    forward sweep's dead frame (a corrupted heap: "malloc(): unaligned tcache chunk")."""
    entry = fn.blocks[0]
    cands = {
        i.name: i
        for i in entry.instructions
        if isinstance(i, Alloca)
        and i.name is not None
        and (i.count is None or isinstance(i.count.value, IntConst))
    }
    if not cands:
        return []
    # addresses into a candidate computed outside the body (-O3 hoists the field addresses of a
    # call's result slot, ``gep %ret, 0, 4``, out of the loop): they move with it, as long as
    # only the body (and the dead initialisation) uses them
    base: dict[str, str] = {n: n for n in cands}  # address -> the candidate it points into
    derived: list[GetElementPtr] = []
    for b in fn.blocks:
        if b.label in body or b.label in dead:
            continue
        for i in b.instructions:
            if (
                isinstance(i, GetElementPtr)
                and i.name is not None
                and isinstance(i.ptr.value, LocalRef)
                and i.ptr.value.name in base
                and all(isinstance(x.value, IntConst) for x in i.indices)
            ):
                base[i.name] = base[i.ptr.value.name]
                derived.append(i)
    # used outside the body (other than lifetime markers, debug records, the addresses above and
    # stores or memsets that initialise it): not scratch
    for b in fn.blocks:
        if b.label in body or b.label in dead:
            continue
        for i in b.instructions:
            if _bookkeeping(i) or i in derived:
                continue
            for n in used_locals(i):
                if n in base and not _stores_to(i, n):
                    cands.pop(base[n], None)
    if not cands:
        return []
    # where each candidate is written (a store to it, a call that takes it), and its loads
    writes: dict[str, list[tuple[str, int]]] = {}
    loads: list[tuple[str, str, int]] = []
    for b in order:
        for k, i in enumerate(b.instructions):
            if isinstance(i, Store):
                # a pointer stored as a value escapes: its memory may be read anywhere
                for n in _names(roots(i.value.value)):
                    cands.pop(n, None)
                for n in _names(roots(i.ptr.value)):
                    writes.setdefault(n, []).append((b.label, k))
            elif isinstance(i, Call):
                for a in i.args:
                    if a.type.is_pointer:
                        for n in _names(roots(a.value)):
                            writes.setdefault(n, []).append((b.label, k))
            elif isinstance(i, Load):
                loads.extend((n, b.label, k) for n in _names(roots(i.ptr.value)))
    for n, lbl, k in loads:
        # written before, in this step: earlier in the block, or in a block of the body that
        # dominates it (every path from the loop's header to the load passes that block)
        if not any(
            (wl == lbl and wk < k) or (wl != lbl and wl in dom.get(lbl, ()))
            for wl, wk in writes.get(n, ())
        ):
            cands.pop(n, None)  # read before this step wrote it: state
    if not cands:
        return []
    moved: list[Instruction] = [cands[n] for n in cands]
    moved += [d for d in derived if base[d.name] in cands]  # (in order: after their bases)
    names = {i.name for i in moved}
    gone = {id(i) for i in moved}
    for b in fn.blocks:
        if b.label in body:
            continue
        b.instructions = [
            i
            for i in b.instructions
            if id(i) not in gone
            and not (_bookkeeping(i) and set(used_locals(i)) & names)
            and not any(_stores_to(i, n) for n in names)
        ]
    return moved


def _stores_to(i: Instruction, name: str) -> bool:
    """``i`` stores a value that is not ``name`` itself into ``name``, or memsets it (Numba
    initialises the slots of its calls' results in the entry block: dead where each step
    writes first)."""
    if isinstance(i, Call) and (i.callee_name or "").startswith("llvm.memset."):
        return i.args[0].value == LocalRef(name) and all(
            a.value != LocalRef(name) for a in i.args[1:]
        )
    return (
        isinstance(i, Store) and i.ptr.value == LocalRef(name) and i.value.value != LocalRef(name)
    )


def _bookkeeping(i: Instruction) -> bool:
    return isinstance(i, DebugRecord) or (
        isinstance(i, Call) and (i.callee_name or "").startswith("llvm.lifetime.")
    )


def _names(vals: set) -> set[str]:
    return {v.name for v in vals if isinstance(v, LocalRef)}
