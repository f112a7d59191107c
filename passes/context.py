"""What the pass knows about one module across differentiations: the explicit, typed state that
used to hang off the module as ``_mpiad_*`` attributes.

A module is often differentiated more than once (a forward and a reverse derivative, several
widths): generated callees are reused, the runtime helpers the generated code calls are linked
once, analyses of callees are memoised, and warnings for the user accumulate. All of that lives
in one :class:`PassContext`, which the drivers create (or find) and pass down.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .ir.module import Module


@dataclass(eq=False)
class PassContext:
    module: Module
    #: the MPI ABI to assume ("mpich", "openmpi", ...); None: read it off the module
    abi: str | None = None
    #: safe-but-assumed choices, for front ends to print as warnings (in order, no repeats)
    warnings: list[str] = field(default_factory=list)
    #: MPI runtime functions the generated code calls (linked in when a driver finishes)
    runtime_needed: set[str] = field(default_factory=set)
    #: forward-mode generators by vector width (their caches of generated tangents)
    forward: dict[int, Any] = field(default_factory=dict)
    #: the reverse-mode generator (its cache of augmented/reverse pairs)
    reverse: Any = None
    #: (callee, activities, parameter) -> does the callee store active data through it
    writes_active: dict[tuple, bool] = field(default_factory=dict)
    writes_active_pending: set[tuple] = field(default_factory=set)
    #: function -> does it (or a callee) make a call whose rule runs without active data
    always_rules: dict[str, bool] = field(default_factory=dict)
    #: function -> what it may write (passes.readonly.Effects)
    effects: dict[str, Any] = field(default_factory=dict)
    #: function -> {data pointer parameter -> (item count parameter, item size parameter)}: the
    #: sizes of array arguments, from a front end that knows them (checkpointed loops' state)
    param_extents: dict[str, dict[str, tuple[str, str]]] = field(default_factory=dict)
    #: the snapshot count of loops marked ``@mpiad_checkpoint(i64 0)`` (``mpiad-opt
    #: --checkpoint-snapshots K``); None: such a marker is refused
    checkpoint_snapshots: int | None = None
    #: outlined checkpointed loops by the name of their loop function (reverse/checkpoint.py)
    checkpoint_loops: dict[str, Any] = field(default_factory=dict)
    #: function -> allocations (allocas, heap) that an outlined checkpointed loop writes active
    #: data into: the loop's step writes them through pointers from its context, out of sight
    #: of the function's activity analysis, which must give them shadows all the same
    checkpoint_active: dict[str, set[str]] = field(default_factory=dict)
    #: function -> heap memory whose ``free`` in the function the forward sweep leaves to an
    #: outlined checkpointed loop's reverse sweep, which still uses it (the loop's context
    #: block, the state the code after the loop frees): ``CheckpointLoop.heap`` frees it then
    checkpoint_deferred_free: dict[str, set[str]] = field(default_factory=dict)
    #: function -> {pointer parameter: class}: a front end's knowledge that parameters of
    #: different classes never point into the same memory (Numba: an array's MemInfo is never
    #: inside any array's data), finer than LLVM's all-or-nothing ``noalias``
    alias_classes: dict[str, dict[str, str]] = field(default_factory=dict)
    #: checkpointed step body -> {pointer it loads from its context: class}: the class of
    #: the parameter the pointer came from in the function the loop was outlined from (so the
    #: step's reverse may reload memory nothing writes later in the step: passes.late_loads)
    context_classes: dict[str, dict[str, str]] = field(default_factory=dict)
    #: function -> pointer parameters that never lead to active data (Numba: an array's
    #: MemInfo and its ``parent`` Python object): where a merge with a pointer that has a
    #: shadow needs theirs (a loop that carries an array the kernel reallocates), it is null
    null_shadows: dict[str, frozenset[str]] = field(default_factory=dict)
    #: the front end checked that the shadows of the array arguments share no memory with any
    #: array or other shadow (Numba: ``Spec.disjoint``), so they can be told apart too
    shadows_disjoint: bool = False
    #: tangent lanes that forward mode over the gradient made here will carry (``mpiad.hvp``'s
    #: W directions; 0: none): every value the gradient tapes then has 1 + W copies, one per
    #: tape, which the layout of a loop's cache counts (``reverse/loop_cache.py``)
    tape_lanes: int = 0
    #: ``!llvm.loop`` nodes of loops mpiad made, which forward mode's copies of those loops keep
    #: (the gather loops' vectorisation hint for W lanes, ``reverse/loop_hints.py``)
    loop_hints: set[str] = field(default_factory=set)
    #: functions whose reverse runs on several threads at once (the body of a parallel loop
    #: and its callees): their adjoints accumulate into memory with atomic read-modify-writes
    parallel: set[str] = field(default_factory=set)
    #: functions a parallel launcher runs (a loop body and its callees), for activity analysis:
    #: there, pointers loaded from the launcher's argument array mark the slots they came from
    launched: set[str] = field(default_factory=set)
    #: the sums of checked reloads (passes.checked_reload): function name -> global name
    checked_reload_sums: dict[str, str] = field(default_factory=dict)
    #: indirect calls (passes.indirect): the functions whose address the module takes, and the
    #: dispatchers generated, by their key
    indirect: dict[Any, Any] = field(default_factory=dict)

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)

    def need_runtime(self, name: str) -> None:
        self.runtime_needed.add(name)


#: the attribute of a bare module that holds its context (see :func:`context_of`)
_ATTR = "_pass_context"


def context_of(module: Module) -> PassContext:
    """The context of ``module``, made on first use and dropped with the module (for callers that
    hand the drivers a bare module, such as tests and the CLI).

    It hangs off the module itself: a module -> context cycle that the cyclic collector frees
    with the module. (A registry keyed by ``id(module)`` holding the context, which holds the
    module, kept every module differentiated this way alive to the end of the process, its
    derivatives with it: the heap grew with each call, and so did each full collection.)"""
    ctx = module.__dict__.get(_ATTR)
    if ctx is None or ctx.module is not module:
        ctx = PassContext(module)
        module.__dict__[_ATTR] = ctx
    return ctx
