"""The interfaces a rule unit sees, and the rule base class.

A rule unit holds, side by side, what one differentiable thing (an opcode, an intrinsic, a libm
or MPI function) contributes to each part of the pass:

- ``activity(act, inst)``: how a call moves activity between its arguments and result;
- ``forward(t, inst)``: its tangent, written through a :class:`TangentBuilder`;
- ``augmented(t, inst)``: (calls only, optional) its version of the primal in reverse mode's
  forward sweep, when it must record something for the reverse sweep;
- ``reverse(a, inst)``: its adjoint, written through an :class:`AdjointBuilder`.

Rules only see these protocols, never the generators behind them: a rule never imports a
driver, and a driver never grows an ``if opcode == ...`` branch (JAX's primitive tables are the
model; see docs/ARCHITECTURE.md for a worked example).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..ir.instructions import Instruction
from ..ir.module import Function, Module
from ..ir.types import Type
from ..ir.values import LocalRef, Value
from ..typeinfo import differentiable

if TYPE_CHECKING:  # pragma: no cover - typing only: activity imports the rule registry
    from ..activity import Activity
    from ..builder import Builder
    from ..context import PassContext


class ShadowView(Protocol):
    """What both modes offer: the function being differentiated and the shadows of its values."""

    module: Module
    ctx: PassContext
    act: Activity
    b: Builder
    #: the source function being differentiated
    src: Function
    #: roots (``act.roots``) of memory nothing writes between the forward and the reverse sweep
    #: of reverse mode, so a rule may read it again instead of saving it (empty in forward mode)
    readonly: frozenset

    def varied(self, v: Value) -> bool:
        """Does ``v`` carry a derivative (a float tangent/adjoint, or a shadow pointer)?"""
        ...

    def lanes(self, v: Value, ty: Type, inst: Instruction | None = None) -> list[Value]:
        """The shadows of ``v``: one per vector lane in forward mode (zeros for inactive
        floats); in reverse mode a one-element list holding the shadow pointer."""
        ...


class TangentBuilder(ShadowView, Protocol):
    """Forward mode, and the forward sweep of reverse mode (``reverse_mode`` is True there)."""

    width: int
    reverse_mode: bool

    def set_lanes(self, inst: Instruction, lanes: list[Value]) -> None:
        """Give ``inst``'s result its tangent lanes (or shadow pointers)."""
        ...

    def defer_phi(self, shadows: list[Instruction], inst: Instruction) -> None:
        """Fill the incoming values of shadow phis once every block's shadows exist."""
        ...

    def entry_alloca(self, ty: Type, base: str) -> Value:
        """A stack slot at the top of the entry block (never inside a loop)."""
        ...

    def emit_primal(self, inst: Instruction) -> None:
        """Emit the primal instruction itself (a rule that replaces it emits its own)."""
        ...

    def tangent_function(self, fn_name: str, dup: list[bool], slots: tuple = ()) -> Function:
        """The tangent of module function ``fn_name`` (forward mode): its parameters, each one
        flagged in ``dup`` followed by its shadows; ``slots`` as ``Activity.slots_of_call``
        gives them for a call (a launcher's rule calls the body it launches through this)."""
        ...

    def record(self, inst: Instruction, value: Value) -> None:
        """Reverse mode's forward sweep: keep ``value`` for ``inst``'s reverse rule (a named
        slot of the call's tape record; :meth:`AdjointBuilder.recorded` gives it back)."""
        ...


class PairSource(Protocol):
    """Reverse mode's module driver, as both sweeps show it (``t.rm`` / ``a.rm``)."""

    def pair_for(
        self, fn_name: str, acts: tuple[str, ...], slots: tuple = ()
    ) -> tuple[Function, Function]:
        """The augmented and reverse functions of ``fn_name`` (a launcher's rule calls them
        itself)."""
        ...


class AdjointBuilder(ShadowView, Protocol):
    """The reverse sweep of reverse mode."""

    def primal(self, v: Value) -> Value:
        """The value ``v`` had in the forward sweep (recomputed, reloaded or taped)."""
        ...

    def adjoint_of(self, inst: Instruction) -> Value | None:
        """Read and reset the adjoint accumulated for ``inst``'s result (None: not varied)."""
        ...

    def add_adjoint(self, v: Value, ty: Type, contrib: Value) -> None:
        """Accumulate ``contrib`` into the adjoint of ``v`` (ignored for inactive values)."""
        ...

    def adjoint_slot(self, v: LocalRef, ty: Type) -> Value:
        """The stack slot holding ``v``'s adjoint, as type ``ty``."""
        ...

    def recorded(self, inst: Instruction) -> Value:
        """What the augmented rule of ``inst`` recorded with :meth:`TangentBuilder.record`."""
        ...

    def edge_taken(self, pred: str) -> Value:
        """An ``i1``: did the forward sweep enter the block being reversed from ``pred``?"""
        ...


class Rule:
    """Base of all rule units. ``name`` is what the rule is registered under."""

    name = "?"
    #: the rule emits its own version of the primal instruction (calls into derivative code)
    replaces_primal = False
    #: the rule runs even when nothing the call touches is active (MPI: every rank must make
    #: the same shadow communication whatever its local activity)
    always = False
    #: reverse mode's forward sweep: the rule's own version of the primal (calls only), or None
    #: to keep the primal as it is
    augmented = None
    #: what the call may write that the program can read afterwards (read-only analysis):
    #: "args" (at most through its pointer arguments), "none" (fresh memory, or memory nothing
    #: reachable points into), "unknown" (anything the caller can reach)
    writes_memory = "args"
    #: an allocator's result holds, at this byte offset, a pointer to memory just as fresh
    #: (Numba's MemInfo and its payload); None for anything else
    fresh_pointer_at: int | None = None
    #: pointer arguments the call only reads (a call with a rule may otherwise write through
    #: any of them): memory only read stays read-only for ``passes.readonly``
    reads: tuple[int, ...] = ()

    def mirrored(self, module) -> bool:
        """Reverse mode: must the reverse sweep run this call's reverse (a synchronisation it
        mirrors) in ``module`` even where nothing the call touches is active? Then a function
        that makes the call gets a reverse too (``passes.calls.has_always_rules``)."""
        return False

    def stands_for(self, module: Module, inst: Instruction) -> Instruction | None:
        """The direct call of a defined function that ``inst`` amounts to for the memory it
        reads and writes (a parallel launcher runs its loop body on the call's argument array),
        or None; ``passes.readonly`` then summarises that function's writes."""
        return None

    def activity(self, act: Activity, inst: Instruction) -> bool:
        """Propagate activity for a call; default: result varied if any argument is."""
        if any(act.is_varied(a.value) for a in inst.args):
            return act.mark(inst, not inst.type.is_void and differentiable(inst.type, act.module))
        return False

    def forward(self, t: TangentBuilder, inst: Instruction) -> None:
        raise NotImplementedError(self.name)

    def reverse(self, a: AdjointBuilder, inst: Instruction) -> None:
        raise NotImplementedError(self.name)


class NoDerivative(Rule):
    """Calls and instructions that never carry derivatives (I/O, hints, integer arithmetic,
    branches: control flow is reversed by the reverse driver itself)."""

    def activity(self, act: Activity, inst: Instruction) -> bool:
        return False

    def forward(self, t: TangentBuilder, inst: Instruction) -> None:
        pass

    def reverse(self, a: AdjointBuilder, inst: Instruction) -> None:
        pass
