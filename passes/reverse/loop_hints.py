"""A vectorisation hint on the gather loops of a gradient that forward mode will run over.

Forward mode over a gradient with W directions (``mpiad.hvp``'s vector path, ``mpiad.hessian``)
gives a stencil's gather loop (``gather.py``) W more arrays of every kind it touches: the
tangents of the primal, of the adjoint and of each shadow tape. Every pair of those pointers that
LLVM cannot tell apart is a runtime check before the loop, and at W = 4 they pass its limits
for a loop without a hint (8 pointer comparisons, 16 SCEV assumptions): the loop that
vectorises at W = 1 ran scalar at W = 4, each lane's work about twice a single direction's
(``python -m bench.hvp``, the 1-D heat). ``llvm.loop.vectorize.enable`` raises those limits
(to 128 each); the checks still run, and where they fail the scalar loop runs, so the hint never
makes a wrong loop (LLVM then says so on stderr: ``mpiad.quiet_hints`` keeps that quiet).

The hint also lets the vectoriser reorder a floating-point reduction (a sum carried from one
iteration to the next, in a phi or through a slot in memory), which would change the rounding
of the derivative. So it goes only on loops without one: no float phi whose next value is
computed from its own (the gather's open sums pass each element's partial sum on to the next
element's, and a stencil's loaded values are carried to the next iteration: recurrences the
vectoriser keeps in order), and every store at an address that moves with the iteration.
Forward mode keeps the hint on its copy of the loop (``PassContext.loop_hints``), whose tangents
then carry no reduction either: a tangent's phis and stores mirror the primal's.
"""

from __future__ import annotations

from ..context import PassContext
from ..ir.instructions import Instruction, Phi, Store, used_locals
from ..ir.module import Verbatim
from ..ir.types import FloatType, VectorType
from ..ir.values import LocalRef


def no_reduction(body: list[Instruction]) -> bool:
    """Whether the one-block loop ``body`` carries no floating-point reduction (see the
    module's docstring): no float phi whose next value is computed from itself, and every
    store at an address that varies with the iteration."""
    defs = {i.name: i for i in body if i.name is not None}
    varying: set[str] = set()
    for inst in body:
        if isinstance(inst, Phi):
            varying.add(inst.name)
        elif inst.name is not None and any(n in varying for n in used_locals(inst)):
            varying.add(inst.name)
    for inst in body:
        if isinstance(inst, Store):
            p = inst.ptr.value
            if not (isinstance(p, LocalRef) and p.name in varying):
                return False
        elif isinstance(inst, Phi) and _is_float(inst.ty) and _feeds_itself(inst, defs):
            return False
    return True


def _is_float(ty) -> bool:
    return isinstance(ty.element if isinstance(ty, VectorType) else ty, FloatType)


def _feeds_itself(phi: Phi, defs: dict[str, Instruction]) -> bool:
    """Whether ``phi``'s value in the next iteration is computed from its own (through the
    loop's instructions and phis): a reduction; a value loaded anew each iteration, or another
    phi's (the gather's open sums), is not."""
    seen: set[str] = set()
    todo = [v.name for v, _ in phi.incoming if isinstance(v, LocalRef) and v.name in defs]
    while todo:
        n = todo.pop()
        if n == phi.name:
            return True
        if n in seen:
            continue
        seen.add(n)
        inst = defs[n]
        ops = [v for v, _ in inst.incoming] if isinstance(inst, Phi) else inst.operands()
        todo += [v.name for v in ops if isinstance(v, LocalRef) and v.name in defs]
    return False


def hint_lanes_loop(ctx: PassContext, body: list[Instruction]) -> bool:
    """Ask for the vectorisation of the one-block loop ``body`` (its terminator last) where it
    carries no reduction and has no ``!llvm.loop`` of its own; whether it was hinted."""
    term = body[-1]
    if any(k == "llvm.loop" for k, _ in term.metadata) or not no_reduction(body[:-1]):
        return False
    term.metadata = list(term.metadata) + [("llvm.loop", vectorize_hint(ctx))]
    return True


def vectorize_hint(ctx: PassContext) -> str:
    """A fresh ``!llvm.loop`` node asking for vectorisation (one per loop: a loop's node is its
    identity), remembered so that forward mode's copy of the loop keeps it."""
    loop, enable = ctx.module.fresh_metadata_ids(2)
    ctx.module.add(Verbatim("metadata", f"!{loop}", f"!{loop} = distinct !{{!{loop}, !{enable}}}"))
    text = f'!{enable} = !{{!"llvm.loop.vectorize.enable", i1 true}}'
    ctx.module.add(Verbatim("metadata", f"!{enable}", text))
    ctx.loop_hints.add(f"!{loop}")
    return f"!{loop}"
