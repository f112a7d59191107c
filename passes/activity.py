"""Activity analysis: which values carry derivatives and which memory needs a shadow.

A value is *varied* when it may depend on an active input: floats (and vectors and aggregates of
floats) carry a tangent, pointers carry a shadow pointer. Memory is tracked by *roots* (the
allocation a pointer points into: an argument, an alloca, a global, an allocation call, a pointer
loaded from memory). A root becomes active when a varied value is stored into it, or when it is an
active argument; every pointer into an active root gets a shadow. Integers, comparisons, loop
counters and MPI handles are never varied: a request array filled with MPI_REQUEST_NULL is integer
memory and never needs a derivative. Integer loads that only feed stores or bitcasts to floating
point (clang -O2 copies doubles as i64) carry their shadow bits along, so struct copies stay
differentiable; the same copies from inactive memory zero the destination's shadow.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .activity_calls import CallActivity, CallSummary
from .activity_globals import check_active_global
from .activity_memory import ALLOCATION_FUNCTIONS, slot_hit
from .context import PassContext, context_of
from .errors import UnsupportedError
from .ir.debuginfo import demangle, line_near, no_shadow_message
from .ir.instructions import (
    Alloca,
    BinaryOp,
    Call,
    Cast,
    Compare,
    DebugRecord,
    ExtractElement,
    ExtractValue,
    Freeze,
    GetElementPtr,
    InsertElement,
    InsertValue,
    Instruction,
    Load,
    Phi,
    RawInstruction,
    Select,
    ShuffleVector,
    Store,
    UnaryOp,
    describe,
)
from .ir.module import Function, Module
from .ir.types import Type
from .ir.values import ConstExpr, GlobalRef, KeywordConst, LocalRef, Value
from .typeinfo import differentiable, holds_pointer


@dataclass(frozen=True, eq=False)
class Origin:
    """Why a pointer parameter receives active data: the instruction of ``fn`` that writes it,
    and when that is a call, the callee's own origin, down to the deepest function (what a
    refusal names, instead of the call at the top). ``failure``: the callee could not be
    summarised, and this was its refusal."""

    fn: str
    inst: Instruction | None
    inner: Origin | None = None
    failure: UnsupportedError | None = None

    def deepest(self) -> Origin:
        o = self
        while o.inner is not None:
            o = o.inner
        return o


class ConstArgumentWritten(UnsupportedError):
    """Active data is written into the memory of a parameter marked constant; ``origin`` says
    where (down to the deepest callee), for front ends that name the user's argument."""

    def __init__(self, message: str, fn: str, param: str, origin: Origin):
        super().__init__(message)
        self.fn = fn
        self.param = param
        self.origin = origin
        #: why the memory needs a shadow, when a rule says more than "active data is stored"
        #: (window memory that other ranks write): front ends that reword the message keep it
        self.reason = ""


class ConstArgumentMerged(ConstArgumentWritten):
    """A parameter marked constant is merged with a pointer that has a shadow (a phi, a
    select, an aggregate of both), so it needs one too; ``origin`` says where the merge is."""


#: the instructions whose transfer function only marks their own result varied (from their
#: operands, or for a load or an alloca also from the memory state, which only the others
#: change): a change there concerns their users alone
_MARKS_ONLY = frozenset({
    BinaryOp, UnaryOp, Cast, Select, Phi, Alloca, GetElementPtr, Load, ExtractValue,
    InsertValue, ExtractElement, InsertElement, ShuffleVector, Freeze,
})  # fmt: skip


@dataclass
class Activity(CallActivity):
    """Result of the analysis for one function and one activity signature: the fixpoint and
    the transfer functions here; where pointers point (``roots``, ``slot_keys`` ...) is
    :class:`~mpiad_passes.activity_memory.PointerMemory`'s, what calls do is
    :class:`~mpiad_passes.activity_calls.CallActivity`'s."""

    ctx: PassContext
    fn: Function
    active_args: list[bool]
    #: summarising a callee for a call site: a parameter that receives active data is made
    #: active (the caller gives it a shadow) instead of being refused
    summarising: bool = False
    #: per parameter: the byte offsets (None: any) of the pointers in its memory that the caller
    #: writes active data through
    slot_args: tuple[frozenset, ...] = ()
    varied: set[str] = field(default_factory=set)
    active_roots: set[tuple[str, str]] = field(default_factory=set)
    int_copies: set[str] = field(default_factory=set)
    written: set = field(default_factory=set)  # roots that active data was written into
    #: (root, byte offset or None) of memory holding pointers that active data is written
    #: through after a reload: field by field, so the reference-count pointer stored beside an
    #: array's data pointer is not mistaken for it
    pointer_slots: set = field(default_factory=set)
    _keys: dict[str, frozenset] = field(default_factory=dict)
    defs: dict[str, Instruction] = field(default_factory=dict)
    params: dict[str, int] = field(default_factory=dict)
    uses: dict[str, list[Instruction]] = field(default_factory=dict)
    _roots: dict[str, frozenset] = field(default_factory=dict)
    #: summarising: parameter -> where active data is first written through it
    origins: dict[str, Origin] = field(default_factory=dict)
    #: summarising: pointer parameters nothing writes active data through whose shadow a merge
    #: needs (the caller passes one), each with where it is merged
    demanded: dict[str, Origin] = field(default_factory=dict)
    #: parameters whose shadow is null when demanded (``PassContext.null_shadows``)
    null_params: frozenset = frozenset()
    #: a visit changed more than its own result (a demanded shadow): sweep everything again
    _far: bool = False

    @property
    def module(self) -> Module:
        return self.ctx.module

    def run(self) -> Activity:
        """The least fixpoint of the transfer functions: one pass over the function, then the
        users of what a pass newly marked varied (a loop's phi is visited before the values
        that come around its back edge); a change of anything else (memory made active by a
        store or a call) visits the whole function again."""
        self.index()
        insts = [i for i in self.fn.instructions() if not isinstance(i, DebugRecord)]
        at = {id(i): k for k, i in enumerate(insts)}
        uses = self.uses
        todo: range | list[int] = range(len(insts))
        while todo:
            again: set[int] = set()
            full = False
            # a sweep of the whole function visits the users after k anyway: only those
            # before it (phis, around a back edge) need another visit
            ahead = len(insts) if isinstance(todo, range) else -1
            for k in todo:
                inst = insts[k]
                changed = self._visit(inst)
                if self._far:
                    self._far, full = False, True
                if not changed:
                    continue
                if type(inst) in _MARKS_ONLY:  # (changed: its result became varied)
                    for u in uses.get(inst.name, ()):
                        got = at.get(id(u))
                        if got is not None and not k < got < ahead:
                            again.add(got)
                else:
                    full = True
            todo = range(len(insts)) if full else sorted(again)
        return self

    def index(self) -> Activity:
        """Definitions, uses and parameters: enough for :meth:`roots` (the memory structure of
        the function) without deciding what is active."""
        fn = self.fn
        self.null_params = self.ctx.null_shadows.get(fn.name, frozenset())
        for i, p in enumerate(fn.params):
            self.params[p.name] = i
            if i < len(self.slot_args):
                self.pointer_slots |= {(("arg", p.name), o) for o in self.slot_args[i]}
            if self.active_args[i] and differentiable(p.type, self.module):
                self.varied.add(p.name)
                if p.type.is_pointer:
                    self.active_roots.add(("arg", p.name))
        for inst in fn.instructions():
            if isinstance(inst, DebugRecord):
                continue
            if inst.name is not None:
                self.defs[inst.name] = inst
            for v in inst.operands():
                if isinstance(v, LocalRef):
                    self.uses.setdefault(v.name, []).append(inst)
        for name in self.ctx.checkpoint_active.get(fn.name, ()):  # (PassContext's note)
            d = self.defs.get(name)
            if isinstance(d, Load) and d.type.is_pointer:  # a Numba array's data pointer
                self.activate_memory(LocalRef(name), d)
                self.varied.add(name)
                continue
            kind = "alloca" if isinstance(d, Alloca) else "alloc"
            self.active_roots.add((kind, name))
        return self

    # -- queries -------------------------------------------------------------------------------
    def is_varied(self, v: Value) -> bool:
        if isinstance(v, LocalRef):
            return v.name in self.varied
        if isinstance(v, GlobalRef) or (isinstance(v, ConstExpr) and v.opcode == "getelementptr"):
            return any(self.root_active(r) for r in self.roots(v))
        return False

    def root_active(self, r: tuple[str, str]) -> bool:
        kind, name = r
        if kind in ("alloca", "global", "alloc"):
            return r in self.active_roots
        if kind == "arg":
            return r in self.active_roots
        if kind in ("load", "call"):
            return name in self.varied
        return False

    def activate_memory(
        self, ptr: Value, inst: Instruction, strict: bool = True, inner: Origin | None = None
    ) -> bool:
        """A varied value is written through ``ptr`` (by ``inst``; a call passes the callee's
        ``inner`` origin): every root it may point into needs a shadow. Returns True when
        something changed."""
        changed = False
        for r in self.roots(ptr):
            kind, name = r
            self.written.add(r)
            if kind in ("alloca", "global", "alloc"):
                if r not in self.active_roots:
                    if kind == "global":
                        check_active_global(self.ctx, self.fn, self.defs, name, inst)
                    self.active_roots.add(r)
                    changed = True
            elif kind == "arg":
                if r not in self.active_roots and self.summarising:
                    # a callee's summary: this parameter needs a shadow at the call site
                    self.active_roots.add(r)
                    self.varied.add(name)
                    self.origins.setdefault(name, Origin(self.fn.name, inst, inner))
                    changed = True
                elif r not in self.active_roots and strict:
                    origin = Origin(self.fn.name, inst, inner)
                    deep = origin.deepest()
                    inside = ""
                    if deep.failure is not None:
                        inside = f" (mpiad could not analyse @{deep.fn}: {deep.failure})"
                    elif deep is not origin and deep.inst is not None:
                        inside = f", written inside @{deep.fn} ({describe(deep.inst)})"
                    raise ConstArgumentWritten(
                        f"in @{self.fn.name}: active data is stored into the memory of argument "
                        f"%{name}, which is marked constant ({describe(inst)}){inside}; mark "
                        f"%{name} Duplicated (enzyme_dup) so it gets a shadow",
                        self.fn.name,
                        name,
                        origin,
                    )
            elif kind in ("load", "call"):
                d = self.defs.get(name)
                if isinstance(d, Load) and d.type.is_pointer:
                    slots = self.slot_keys(d.ptr.value)
                    if not slots <= self.pointer_slots:
                        # the memory the pointer was loaded from holds pointers that active
                        # data is written through: the pointers stored there need shadows
                        self.pointer_slots |= slots
                        changed = True
                if name not in self.varied:
                    if d is not None and d.type.is_pointer and isinstance(d, Load):
                        # A pointer loaded from memory that had no shadow: give it one.
                        self.activate_memory(d.ptr.value, inst, strict, inner)
                        self.varied.add(name)
                        changed = True
            elif kind == "opaque" and strict and not self.summarising:
                raise UnsupportedError(
                    f"in @{self.fn.name}: active data is stored through a pointer whose target "
                    f"mpiad cannot track ({describe(inst)})"
                )
        return changed

    def _summary(self, callee: Function, acts: tuple, slots: tuple) -> CallSummary:
        return summarise_call(self.ctx, callee, acts, slots)

    # -- transfer functions --------------------------------------------------------------------
    def mark(self, inst: Instruction, cond: bool) -> bool:
        """Mark ``inst``'s result varied when ``cond``; True when that is new. A pointer only
        ever called (a function pointer loaded from a vtable in active memory) carries no
        derivative: an indirect call dispatches on the primal pointer (``passes.indirect``)."""
        if cond and inst.name is not None and inst.name not in self.varied:
            if inst.type.is_pointer and self.callee_only(inst.name):
                return False
            self.varied.add(inst.name)
            return True
        return False

    def callee_only(self, name: str, _seen: set[str] | None = None) -> bool:
        """Is pointer ``name`` only ever the callee of calls (through phis and selects)?"""
        seen = _seen if _seen is not None else set()
        if name in seen:
            return True
        seen.add(name)
        me = LocalRef(name)
        uses = self.uses.get(name, [])
        for u in uses:
            if isinstance(u, Call) and u.callee == me and all(a.value != me for a in u.args):
                continue
            if isinstance(u, (Phi, Select)) and u.name is not None and u.type.is_pointer:
                if isinstance(u, Select) and u.cond.value == me:
                    return False
                if self.callee_only(u.name, seen):
                    continue
            return False
        return bool(uses)

    def _visit(self, inst: Instruction) -> bool:
        m = self.module
        v = self.is_varied
        if isinstance(inst, BinaryOp):
            return self.mark(inst, inst.ty.is_float and (v(inst.lhs) or v(inst.rhs)))
        if isinstance(inst, UnaryOp):
            return self.mark(inst, inst.type.is_float and v(inst.operand.value))
        if isinstance(inst, Cast):
            src = inst.operand
            if inst.opcode in ("fpext", "fptrunc"):
                return self.mark(inst, v(src.value))
            if inst.opcode in ("bitcast", "addrspacecast"):
                return self.mark(inst, differentiable(inst.dest, m) and v(src.value))
            return False
        if isinstance(inst, Compare):
            return False
        if isinstance(inst, Select):
            got = self.mark(
                inst, differentiable(inst.type, m) and (v(inst.a.value) or v(inst.b.value))
            )
            return self._pull(inst, [(inst.a.value, inst.type), (inst.b.value, inst.type)], got)
        if isinstance(inst, Phi):
            got = self.mark(
                inst, differentiable(inst.ty, m) and any(v(x) for x, _ in inst.incoming)
            )
            return self._pull(inst, [(x, inst.ty) for x, _ in inst.incoming], got)
        if isinstance(inst, Alloca):
            return self.mark(inst, ("alloca", inst.name) in self.active_roots)
        if isinstance(inst, GetElementPtr):
            return self.mark(inst, v(inst.ptr.value))
        if isinstance(inst, Load):
            if not v(inst.ptr.value):
                return False
            if differentiable(inst.ty, m):
                return self.mark(inst, True)
            if inst.ty.is_int and self._only_stored(inst):
                self.int_copies.add(inst.name)
                self.ctx.warn(
                    f"in @{self.fn.name}: {describe(inst)} reads {inst.ty} from "
                    "memory that holds active floating-point data and only stores it again "
                    "(or bitcasts it to floating point); mpiad treats it as a copy of that "
                    "data (its shadow is copied too)"
                )
                return self.mark(inst, True)
            return False
        if isinstance(inst, Store):
            val = inst.value.value
            if v(val):
                return self.activate_memory(inst.ptr.value, inst)
            if (
                inst.value.type.is_pointer
                and not isinstance(val, (GlobalRef,))
                and not _null(val)
                and slot_hit(self.slot_keys(inst.ptr.value), self.pointer_slots)
            ):
                # a pointer kept in memory that active data is later written through, after a
                # reload (-O0 keeps every pointer in a stack slot): what it points to needs a
                # shadow too. Pointers nothing writes active data through (Numba's meminfo and
                # exception records kept beside an array's data pointer) stay without one.
                return self.activate_memory(val, inst, strict=True)
            return False
        if isinstance(inst, (ExtractValue,)):
            return self.mark(inst, differentiable(inst.type, m) and v(inst.agg.value))
        if isinstance(inst, InsertValue):
            got = self.mark(inst, v(inst.agg.value) or v(inst.elt.value))
            return self._pull(inst, [_vt(inst.agg), _vt(inst.elt)], got)
        if isinstance(inst, ExtractElement):
            return self.mark(inst, differentiable(inst.type, m) and v(inst.vec.value))
        if isinstance(inst, InsertElement):
            got = self.mark(inst, v(inst.vec.value) or v(inst.elt.value))
            return self._pull(inst, [_vt(inst.vec), _vt(inst.elt)], got)
        if isinstance(inst, ShuffleVector):
            got = self.mark(inst, v(inst.a.value) or v(inst.b.value))
            return self._pull(inst, [_vt(inst.a), _vt(inst.b)], got)
        if isinstance(inst, Freeze):
            got = self.mark(inst, v(inst.operand.value))
            return self._pull(inst, [_vt(inst.operand)], got)
        if isinstance(inst, Call):
            return self._visit_call(inst)
        if isinstance(inst, RawInstruction):
            return False
        return False

    def _pull(self, inst: Instruction, ops: list[tuple[Value, Type]], changed: bool) -> bool:
        """``inst`` (a phi, select, insertvalue ...) has a shadow holding pointers: so must each
        of its operands ``ops`` ((value, type)), whatever it is (DESIGN principle 8): a loop
        that carries an array a helper returns merges the argument's fields with the
        helper's result, a copy of a view builds the array struct of its source's fields.
        Returns ``changed``, or True when a demand changed what other instructions see."""
        if inst.name not in self.varied or not holds_pointer(inst.type, self.module):
            return changed
        if isinstance(inst, (Phi, Select)) and self.refcount_only(inst.name):
            return changed  # a merge of reference counts: the inactive side's shadow is null
        for x, ty in ops:
            if holds_pointer(ty, self.module) and self.demand(x, inst):
                self._far = True
        return changed

    def demand(self, v: Value, inst: Instruction, inner: Origin | None = None) -> bool:
        """``v`` (a pointer, or an aggregate holding one) flows into a value that has a shadow
        (``inst`` merges them, or passes ``v`` to a callee that merges it): give it one, from
        where it comes from. An allocation or a stack slot gets a shadow allocation, a pointer
        loaded from memory the shadow stored beside it (the memory it was read from gets a
        shadow), a value built from parts the shadows of its parts, a parameter of a callee
        the caller's shadow; a parameter the front end says never leads to active data
        (``null_shadows``) a null one. Constants are their own shadows (null, undef). What
        cannot get one stays without (the generator refuses), but a constant argument of the
        function differentiated is refused here, naming where it is merged (``inst``; a call
        passes the callee's ``inner`` origin). Returns True when something changed."""
        if isinstance(v, (GlobalRef, ConstExpr)):
            changed = False
            for r in self.roots(v):
                if r[0] == "global" and r not in self.active_roots:
                    self.active_roots.add(r)
                    changed = True
            return changed
        if not isinstance(v, LocalRef) or v.name in self.varied:
            return False
        name = v.name
        if name in self.params:
            if name in self.null_params:
                self.varied.add(name)
                return True
            if self.summarising:
                self.varied.add(name)
                self.demanded.setdefault(name, Origin(self.fn.name, inst, inner))
                return True
            origin = Origin(self.fn.name, inst, inner)
            deep = origin.deepest()
            inside = ""
            if deep is not origin and deep.inst is not None:
                callee = self.module.functions.get(deep.fn)
                line = line_near(self.module, callee, deep.inst) if callee else None
                at = f"source line {line}" if line else f"IR line {deep.inst.line}"
                inside = f", merged inside {demangle(deep.fn)} at {at}"
            raise ConstArgumentMerged(
                no_shadow_message(
                    self.module,
                    self.fn,
                    self.defs,
                    v,
                    inst,
                    inside,
                    "merged with a pointer that has a shadow",
                ),
                self.fn.name,
                name,
                origin,
            )
        d = self.defs.get(name)
        if isinstance(d, Alloca):
            self.active_roots.add(("alloca", name))
        elif isinstance(d, Call) and d.callee_name in ALLOCATION_FUNCTIONS:
            self.active_roots.add(("alloc", name))
        elif isinstance(d, GetElementPtr) or (
            isinstance(d, Cast) and d.opcode in ("bitcast", "addrspacecast")
        ):
            base = d.ptr.value if isinstance(d, GetElementPtr) else d.operand.value
            changed = self.demand(base, inst)
            if not self.is_varied(base):
                return changed
        elif isinstance(d, Load):
            if d.type.is_pointer:
                return self.activate_memory(v, inst, strict=False)
            self.activate_memory(d.ptr.value, inst, strict=False)
        elif isinstance(d, ExtractValue):
            agg = d.agg.value
            changed = self.demand(agg, inst)
            if isinstance(agg, LocalRef) and not self.is_varied(agg):
                return changed
        elif not isinstance(d, (Phi, Select, InsertValue, InsertElement, ShuffleVector, Freeze)):
            return False  # (a merge demands its own operands when it is visited again)
        self.varied.add(name)
        return True


def callee_writes_active(ctx: PassContext, callee: Function, acts: tuple, k: int) -> bool:
    """Would ``callee`` store active data through its (inactive) pointer parameter k, when
    called with the arguments flagged in ``acts`` active?"""
    return callee.params[k].name in summarise_call(ctx, callee, acts).needs_shadow


def summarise_call(
    ctx: PassContext, callee: Function, acts: tuple, slots: tuple = ()
) -> CallSummary:
    """The :class:`CallSummary` of ``callee`` called with the arguments flagged in ``acts``
    active and those in ``slots`` holding pointers the caller writes active data through
    (memoised; a recursive cycle assumes every pointer parameter does both, which only costs
    shadows that stay zero)."""
    key = (callee.name, acts, slots)
    got = ctx.writes_active.get(key)
    if got is not None:
        return got
    pointers = frozenset(p.name for p in callee.params if p.type.is_pointer)
    anywhere = {p: frozenset({None}) for p in pointers}
    if key in ctx.writes_active_pending:
        return CallSummary(pointers, anywhere)
    ctx.writes_active_pending.add(key)
    try:
        act = Activity(ctx, callee, list(acts), summarising=True, slot_args=slots).run()
        slots: dict = {}
        for (kind, name), o in act.pointer_slots:
            if kind == "arg":
                slots.setdefault(name, set()).add(o)
        res = CallSummary(
            frozenset(p.name for p in callee.params if ("arg", p.name) in act.active_roots),
            {p: frozenset(o) for p, o in slots.items()},
            dict(act.origins),
            dict(act.demanded),
        )
    except UnsupportedError as e:
        # cannot tell: every pointer may receive active data; a refusal this causes higher up
        # cites the callee's own (the deeper reason)
        inner = e.origin if isinstance(e, ConstArgumentWritten) else None
        why = Origin(callee.name, inner.inst if inner else None, inner and inner.inner, e)
        res = CallSummary(pointers, anywhere, {p: why for p in pointers})
    finally:
        ctx.writes_active_pending.discard(key)
    ctx.writes_active[key] = res
    return res


def _vt(t) -> tuple[Value, Type]:
    return t.value, t.type


def _null(v: Value) -> bool:
    return isinstance(v, KeywordConst)


def written_constants(ctx: PassContext, fn: Function, active_args: list[bool]) -> dict:
    """The pointer parameters of ``fn`` not flagged active that would receive active data, each
    with its :class:`Origin` (down to the deepest function that writes it): what a refusal
    raised deep in a callee traces back to, to name the caller's argument."""
    act = Activity(ctx, fn, list(active_args), summarising=True).run()
    return {p: o for p, o in act.origins.items() if not active_args[act.params[p]]}


def memory_structure(ctx: PassContext, fn: Function) -> Activity:
    """``fn``'s pointers and the allocations they point into (``roots``), with nothing active."""
    return Activity(ctx, fn, [False] * len(fn.params)).index()


def analyse(
    ctx: PassContext | Module,
    fn: Function,
    active_args: list[bool],
    slot_args: tuple[frozenset, ...] = (),
) -> Activity:
    """The activity of ``fn``'s values when the arguments flagged in ``active_args`` are active
    (a bare module gets its context: see ``passes.context``)."""
    if isinstance(ctx, Module):
        ctx = context_of(ctx)
    return Activity(ctx, fn, list(active_args), slot_args=tuple(slot_args)).run()
