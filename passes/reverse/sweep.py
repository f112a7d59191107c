"""What reverse mode's helpers see of the two sweeps and of the module driver.

The reverse sweep (``adjoint.ReverseFunction``) hands itself to helpers that each reverse one
shape of code: one-block loops (``loop_cache.py``), loops of several blocks (``nested.py``), a
checkpointed loop's call (``checkpoint_rule.py``), the scope metadata of a finished pair
(``taped_scopes.py``, ``checkpoint_scopes.py``). They see it through :class:`ReverseSweep`, as
rules see it through ``AdjointBuilder`` (``passes/rules/protocol.py``): the protocol names what a
helper may read and set, and the helpers import this module, never the driver, which imports
them. So the package's modules form no import circle (``tests/unit/test_reverse_imports.py``),
and a member a helper needs is a public member of the protocol, not a private one of the class.

This module imports nothing of ``passes/reverse`` but the leaf modules ``loops.py`` and
``pairs.py`` (which import nothing of it), and only to name types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..rules.protocol import AdjointBuilder, PairSource, TangentBuilder

if TYPE_CHECKING:  # pragma: no cover - typing only
    from ..context import PassContext
    from ..ir.instructions import Instruction
    from ..ir.module import Block, Function, Module
    from ..ir.types import Type
    from ..ir.values import LocalRef, Value
    from .loops import OuterLoop, SelfLoop
    from .pairs import Pair, RevSignature


class ModuleDriver(PairSource, Protocol):
    """Reverse mode's module driver (``module.ReverseModule``), as both sweeps see it."""

    ctx: PassContext
    module: Module
    #: functions nothing in the module calls: their pairs only run as the outermost call
    toplevel: set[str]
    #: dispatchers of indirect calls (``passes.indirect``): derivative code that takes the tape
    dispatchers: set[str]

    def pair(self, sig: RevSignature) -> Pair:
        """The augmented/reverse pair of ``sig`` (made, and queued to be filled, the first
        time it is asked for)."""
        ...

    def exported(
        self,
        fn_name: str,
        activities: list[str],
        name: str | None = None,
        tape_param: bool = False,
    ) -> Function:
        """A gradient function of ``fn_name`` callable from outside the pair machinery."""
        ...


class ForwardSweep(TangentBuilder, Protocol):
    """The forward sweep (``augmented.AugmentedFunction``) as the reverse sweep's helpers see
    it: they add tape records and loop caches to its blocks before the blocks are assembled."""

    #: the augmented function being filled
    fn: Function
    #: each source block's forward-sweep instructions, terminator last (the function's blocks
    #: share these lists until a loop's entry and exit blocks are spliced in)
    block_out: dict[str, list[Instruction]]
    #: the shadow (one-element list) of each primal value that has one
    shadows: dict[str, list[Value]]


class ReverseSweep(AdjointBuilder, Protocol):
    """The reverse sweep of one pair (``adjoint.ReverseFunction``) as its helpers see it:
    what a rule sees (``AdjointBuilder``), plus the state a helper that reverses a whole loop
    sets and reads while it emits that loop's reverse."""

    rm: ModuleDriver
    #: the forward sweep of the same pair
    aug: ForwardSweep
    pair: Pair
    #: the reverse function being filled
    fn: Function
    #: the tape pointer of the reverse function
    tape: LocalRef
    #: each source block's id, as pushed on the tape and switched on by the dispatcher
    block_ids: dict[str, int]
    #: the dispatcher's block: a loop's reverse goes there when it is done
    dispatch_label: str

    # -- the values of the forward sweep the block being reversed reads
    #: primal name -> (its name in the reverse sweep, type): the values it asked for that are
    #: taped (reset per reversed block; the helper decides where each comes from)
    requests: dict[str, tuple[str, Type]]
    #: the keys of ``requests`` in the order they were first asked for
    request_order: list[str]
    #: primal name -> its recomputation in the reverse sweep (reset per reversed block)
    recomputed: dict[str, Value]
    #: names of recomputations that load again from read-only memory (hoistable out of a loop)
    reloads: set[str]
    #: reverse-sweep name -> the forward-sweep value it stands for (tape reads, recomputations)
    origin: dict[str, str]

    # -- adjoints (a helper that gives up on a loop puts these back as they were)
    #: primal name -> (its adjoint's stack slot, type)
    slots: dict[str, tuple[Value, Type]]
    #: the reverse function's entry block: the adjoint slots' allocas and zeroing stores
    entry_out: list[Instruction]
    #: adjoint sums still in registers: primal name -> (value, type)
    pending: dict[str, tuple[Value, Type]]

    # -- the loop being reversed (its induction variables are rebuilt, not taped)
    #: the one-block loop being reversed (``loop_cache.py``), or None
    cur_loop: SelfLoop | None
    #: the loop of several blocks being reversed as a whole (``nested.py``), or None
    outer: OuterLoop | None
    #: the body block of ``outer`` being reversed, or None
    outer_block: str | None
    #: (body predecessor, body block) -> the i1 that says the forward sweep took that edge
    outer_edges: dict[tuple[str, str], Value]
    #: label -> the loop whose entry and exit blocks were spliced around it in the forward
    #: sweep (a neighbouring loop spliced later routes its edges through them)
    spliced: dict[str, SelfLoop | OuterLoop]

    def rev_label(self, label: str) -> str:
        """The label of the reverse of source block ``label`` (what the dispatcher jumps to)."""
        ...

    def reverse_body(self, blk: Block) -> None:
        """Emit the adjoint of ``blk``'s instructions, last first, then of its phis."""
        ...
