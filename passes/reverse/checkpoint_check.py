"""A check of the functions a checkpointed loop's outlining rewrote, before anything is emitted.

Outlining moves a loop's blocks into a step function and rewires the values that cross its
boundary (live-ins, header phis, live-outs) through a context block. A value it misses (one
that leaves the loop by a path it did not expect) gives a module LLVM's verifier rejects much
later, after differentiation, with LLVM's names (``Instruction does not dominate all uses!``).
:func:`ssa_problem` finds what the verifier would reject of this kind (a use that its definition
does not dominate, an undefined value, a branch to a missing block, a phi whose incoming blocks
are not its block's predecessors) right after outlining, where the refusal can still name the
loop the user wrote. :func:`refuse` words every refusal of a checkpointed loop alike.
"""

from __future__ import annotations

from ..errors import UnsupportedError
from ..ir.cfg import predecessors
from ..ir.instructions import Instruction, Phi, describe, used_locals
from ..ir.module import Function
from ..ir.values import LocalRef
from .checkpoint_copies import dominators


def refuse(fn: Function, what: str, inst: Instruction | None = None) -> UnsupportedError:
    """The refusal of the loop marked in ``fn``: ``what`` is wrong, at ``inst`` (its source
    line, where the front end gave one)."""
    at = f" ({describe(inst)})" if inst is not None else ""
    return UnsupportedError(f"in @{fn.name}: checkpointed loop: {what}{at}")


def ssa_problem(fn: Function) -> tuple[str, Instruction] | None:
    """The first thing in ``fn`` that breaks SSA form (what is wrong, and where), or None.
    Blocks the entry does not reach are skipped, as LLVM's verifier skips them."""
    by = {b.label: b for b in fn.blocks}
    preds = predecessors(fn)
    reach, work = {fn.blocks[0].label}, [fn.blocks[0].label]
    while work:
        for s in by[work.pop()].successors():
            if s in by and s not in reach:
                reach.add(s)
                work.append(s)
    # dominance over the reached blocks only (an unreached predecessor dominates nothing)
    dom = dominators(fn, {lbl: [p for p in ps if p in reach] for lbl, ps in preds.items()})
    defs: dict[str, tuple[str, int]] = {}
    for b in fn.blocks:
        for k, i in enumerate(b.instructions):
            if i.name is not None:
                defs[i.name] = (b.label, k)
    params = {p.name for p in fn.params if p.name}

    def defined_at(name: str, blk: str, k: int) -> bool:
        """Whether ``name`` is defined before instruction ``k`` of ``blk`` runs."""
        if name in params:
            return True
        at = defs.get(name)
        if at is None:
            return False
        return at[1] < k if at[0] == blk else at[0] in reach and at[0] in dom.get(blk, ())

    late = "a value used where its definition does not reach"
    for b in fn.blocks:
        if b.label not in reach:
            continue
        for k, i in enumerate(b.instructions):
            for s in i.successors():
                if s not in by:
                    return f"a branch to a block that is not there ({s})", i
            if isinstance(i, Phi):
                if {lbl for _, lbl in i.incoming} != set(preds.get(b.label, ())):
                    return "a phi whose incoming blocks are not its block's predecessors", i
                for v, lbl in i.incoming:
                    if not isinstance(v, LocalRef) or lbl not in reach:
                        continue
                    if not defined_at(v.name, lbl, len(by[lbl].instructions)):
                        return f"{late} (%{v.name})", i
                continue
            for name in used_locals(i):
                if not defined_at(name, b.label, k):
                    undefined = name not in defs and name not in params
                    return f"{'an undefined value' if undefined else late} (%{name})", i
    return None
