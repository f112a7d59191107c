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

from .context import PassContext, context_of
from .errors import UnsupportedError
from .indirect import candidates, is_indirect
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
from .ir.layout import gep_offset, gep_result_type
from .ir.module import Function, Module
from .ir.types import Type
from .ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef, Value
from .rulebook import registry
from .typeinfo import differentiable, floatish, holds_pointer

#: Numba's reference counting: pointers only passed here never reach float data
_REFCOUNT = {"NRT_incref", "NRT_decref"}

ALLOCATION_FUNCTIONS = {
    "malloc",
    "calloc",
    "realloc",
    "aligned_alloc",
    "NRT_MemInfo_alloc_safe_aligned",
    "NRT_MemInfo_alloc_aligned",
    "NRT_MemInfo_alloc",
    "NRT_MemInfo_alloc_safe",
    "NRT_Allocate",
    "_Znwm",
    "_Znam",
    "__rust_alloc",
    "__rust_alloc_zeroed",
    "allocate_sched",  # Numba's parallel schedule (freed by deallocate_sched)
}


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
class Activity:
    """Result of the analysis for one function and one activity signature."""

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
            kind = "alloca" if isinstance(self.defs.get(name), Alloca) else "alloc"
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

    def roots(self, v: Value) -> frozenset:
        """The allocations pointer ``v`` may point into."""
        if isinstance(v, GlobalRef):
            return frozenset({("global", v.name)})
        if isinstance(v, ConstExpr):
            out = set()
            for o in v.operands:
                if o.type.is_pointer:
                    out |= self.roots(o.value)
            return frozenset(out)
        if not isinstance(v, LocalRef):
            return frozenset()
        got = self._roots.get(v.name)
        if got is not None:
            return got
        # the roots are the leaves reachable through geps, casts, phis and selects; a walk (not
        # a recursion with a cycle guard, which cached a loop's pointer increments as pointing
        # nowhere when it met the loop's phi first)
        out: set = set()
        seen: set[str] = set()
        todo = [v.name]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            got = self._roots.get(name)
            if got is not None:
                out |= got
                continue
            if name in self.params:
                out.add(("arg", name))
                continue
            inst = self.defs.get(name)
            via: list[Value] = []
            if isinstance(inst, Alloca):
                out.add(("alloca", name))
            elif isinstance(inst, GetElementPtr):
                via = [inst.ptr.value]
            elif isinstance(inst, Cast) and inst.opcode in ("bitcast", "addrspacecast"):
                via = [inst.operand.value]
            elif isinstance(inst, Phi):
                via = [x for x, _ in inst.incoming]
            elif isinstance(inst, Select):
                via = [inst.a.value, inst.b.value]
            elif isinstance(inst, InsertElement):  # vectors of pointers (a gather's splat base)
                via = [inst.vec.value, inst.elt.value]
            elif isinstance(inst, ShuffleVector):
                via = [inst.a.value, inst.b.value]
            elif isinstance(inst, ExtractElement):
                via = [inst.vec.value]
            elif isinstance(inst, (Load, ExtractValue)):
                out.add(("load", name))
            elif isinstance(inst, Call):
                alloc = inst.callee_name in ALLOCATION_FUNCTIONS
                out.add(("alloc" if alloc else "call", name))
            else:
                out.add(("opaque", name))
            for x in via:
                if isinstance(x, LocalRef):
                    todo.append(x.name)
                else:
                    out |= self.roots(x)
        res = frozenset(out)
        self._roots[v.name] = res
        return res

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
                and _slot_hit(self.slot_keys(inst.ptr.value), self.pointer_slots)
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

    def call_shadows(self, inst: Call, callee: Function | None) -> list[bool]:
        """Per argument of a call to the defined function ``callee``: does it pass a shadow?
        A varied argument does; so does a null (or undef) pointer whose shadow the callee
        needs (it merges it with a pointer that has one, as Numba's copy of an array merges
        the ``parent`` of a fresh array, null, with its source's): its shadow is itself.
        ``callee`` None: an indirect call, whose candidates share one signature (varied
        arguments only)."""
        acts = [self.is_varied(a.value) for a in inst.args]
        if not any(acts) or callee is None:
            return acts
        summary = summarise_call(self.ctx, callee, tuple(acts), self.slots_of_call(inst))
        need = summary.needs_shadow | set(summary.demanded)
        for k, a in enumerate(inst.args):
            if (
                not acts[k]
                and isinstance(a.value, KeywordConst)
                and a.type.is_pointer
                and k < len(callee.params)
                and callee.params[k].name in need
            ):
                acts[k] = True
        return acts

    def _launched_load(self, v: Value) -> bool:
        """Is pointer ``v``, in a function a parallel launcher runs, found by loading a pointer
        (from the launcher's argument array)? Only there: elsewhere the slot a loaded pointer
        came from may be a constant argument's (Numba's ``out`` array of ``A @ x``)."""
        if self.fn.name not in self.ctx.launched:
            return False
        return any(kind == "load" for kind, _ in self.roots(v))

    def slots_of_call(self, inst: Call) -> tuple[bool, ...]:
        """Per argument of ``inst``: does it point into memory whose pointers the caller writes
        active data through (so the callee must give the pointers it stores there shadows)?"""
        out = []
        for a in inst.args:
            offs: set = set()
            if a.type.is_pointer:
                for r, o0 in self.slot_keys(a.value):
                    for r2, o in self.pointer_slots:
                        if r2 == r:
                            offs.add(None if o is None or o0 is None else o - o0)
            out.append(frozenset(offs))
        return tuple(out)

    def stored_pointers(self, ptr: Value, off: int, launch: Instruction) -> frozenset | None:
        """The roots of the pointers this function stores at byte ``off`` of the stack array
        ``ptr`` (the argument array of a parallel ``launch``, which reads it): None when that
        is not knowable (not a stack array of this function, written another way than by a
        pointer store at a constant offset, passed to another call, or escaping)."""
        keys = self.slot_keys(ptr)
        if len(keys) != 1:
            return None
        ((root, o0),) = keys
        if root[0] != "alloca" or o0 is None:
            return None
        at, out = o0 + off, set()
        for inst in self.fn.instructions():
            if inst is launch or isinstance(inst, (DebugRecord, Load)):
                continue
            used = [v for v in inst.operands() if root in self.roots(v)]
            if not used:
                continue
            if isinstance(inst, Store) and inst.value.value not in used:
                hit = [o for r, o in self.slot_keys(inst.ptr.value) if r == root]
                ty = inst.value.type
                small = ty.is_pointer or ((ty.is_int or ty.is_float) and not ty.is_vector)
                if small and all(o is not None and (o + 8 <= at or at + 8 <= o) for o in hit):
                    continue  # another entry of the array
                if hit == [at] and inst.value.type.is_pointer:
                    out |= self.roots(inst.value.value)
                    continue
                return None
            if isinstance(inst, (GetElementPtr, Cast, Phi, Select)):
                continue
            if isinstance(inst, Call) and (inst.callee_name or "").startswith("llvm.lifetime."):
                continue
            return None
        return frozenset(out)

    def slot_keys(self, v: Value) -> frozenset:
        """(root, byte offset from the root's start or None) of what pointer ``v`` points to."""
        if isinstance(v, LocalRef):
            got = self._keys.get(v.name)
            if got is not None:
                return got
            self._keys[v.name] = frozenset((r, None) for r in self.roots(v))  # cycles: any
            d = self.defs.get(v.name)
            if isinstance(d, GetElementPtr):
                idx = [i.value.value if isinstance(i.value, IntConst) else None for i in d.indices]
                off = gep_offset(d.source, idx, self.module)
                res = frozenset(
                    (r, None if o is None or off is None else o + off)
                    for r, o in self.slot_keys(d.ptr.value)
                )
            elif isinstance(d, Cast) and d.opcode in ("bitcast", "addrspacecast"):
                res = self.slot_keys(d.operand.value)
            elif isinstance(d, Phi):
                res = frozenset().union(*(self.slot_keys(x) for x, _ in d.incoming))
            elif isinstance(d, Select):
                res = self.slot_keys(d.a.value) | self.slot_keys(d.b.value)
            else:
                res = frozenset((r, 0) for r in self.roots(v))
            self._keys[v.name] = res
            return res
        return frozenset((r, 0 if isinstance(v, GlobalRef) else None) for r in self.roots(v))

    def refcount_only(self, name: str, _seen: set[str] | None = None) -> bool:
        """Is pointer ``name`` only ever reference-counted (Numba's NRT_incref/NRT_decref), through
        phis and selects? Such a merge of an active allocation's meminfo with an inactive one
        (a kernel argument's) never reaches data: the inactive side's shadow may be null."""
        seen = _seen if _seen is not None else set()
        if name in seen:
            return True
        seen.add(name)
        uses = self.uses.get(name, [])
        for u in uses:
            if isinstance(u, Call) and u.callee_name in _REFCOUNT:
                continue
            if isinstance(u, (Phi, Select)) and u.name is not None and u.type.is_pointer:
                if isinstance(u, Select) and u.cond.value == LocalRef(name):
                    return False
                if self.refcount_only(u.name, seen):
                    continue
            return False
        return bool(uses)

    def const_int_copy(self, inst: Store) -> bool:
        """``inst`` stores into active memory an integer loaded from inactive memory that is only
        stored again: a copy of constant data (LLVM -O2 turns a memcpy from a constant array into
        i64 loads and stores), so the destination's shadow must be zeroed like memcpy's."""
        val = inst.value.value
        if not (inst.value.type.is_int and isinstance(val, LocalRef)) or val.name in self.varied:
            return False
        load = self.defs.get(val.name)
        return isinstance(load, Load) and self._only_stored(load) and self.is_varied(inst.ptr.value)

    def _only_stored(self, inst: Load) -> bool:
        """Every use stores the loaded integer again or bitcasts it to floating point (LLVM -O2's
        form of a memcpy of doubles, possibly with a use of the copied value), and nothing says
        the memory holds integers: at -O0 every integer a program reads is stored to a stack
        slot, and an int field or an index array read that way is not a copy of float data."""
        if self._integer_typed(inst.ptr.value):
            return False
        us = self.uses.get(inst.name, [])
        me = LocalRef(inst.name)
        return bool(us) and all(
            (
                isinstance(u, Store)
                and u.value.value == me
                and u.ptr.value != me
                and not self._integer_typed(u.ptr.value)
            )
            or (isinstance(u, Cast) and u.opcode == "bitcast" and floatish(u.dest, self.module))
            for u in us
        )

    def _integer_typed(self, ptr: Value) -> bool:
        """Does the address computation say ``ptr`` points to integer data (an element of an
        ``i32`` array, an ``int`` field of a struct, a local ``int`` variable)?"""
        d = self.defs.get(ptr.name) if isinstance(ptr, LocalRef) else None
        if isinstance(d, Alloca):
            return d.allocated.is_int
        if isinstance(d, GetElementPtr):
            idx = [i.value.value if isinstance(i.value, IntConst) else None for i in d.indices]
            t = gep_result_type(d.source, len(d.indices), idx, self.module)
            # i8 is how optimised code addresses bytes of anything: no evidence either way
            return t is not None and t.is_int and str(t) != "i8"
        return False

    def _visit_call(self, inst: Call) -> bool:
        rule = registry.call_rule_for(inst)
        if rule is not None:
            return rule.activity(self, inst)
        return self.visit_call_as(inst)

    def visit_call_as(self, inst: Call) -> bool:
        """Propagate activity through a call to a function defined in the module (or an
        unknown one): what a launcher's rule uses for the direct call its launch stands for.
        An indirect call may reach any of its candidates (``passes.indirect``): what each
        would write is applied (the union)."""
        any_arg = any(self.is_varied(a.value) for a in inst.args)
        changed = False
        name = inst.callee_name
        if any_arg and name is None and is_indirect(inst):
            callees = candidates(self.ctx, inst, self.fn)[0]
        else:
            callee = self.module.functions.get(name) if name else None
            callees = [callee] if callee is not None and not callee.is_declaration else []
        if any_arg:
            for callee in callees:
                changed |= self._apply_summary(inst, callee)
        if differentiable(inst.ret, self.module) and any_arg:
            changed |= self.mark(inst, True)
        return changed

    def _apply_summary(self, inst: Call, callee: Function) -> bool:
        """What defined ``callee``, called by ``inst``, writes active data through: the
        memory of those arguments needs a shadow."""
        changed = False
        acts = tuple(self.is_varied(a.value) for a in inst.args)
        summary = summarise_call(self.ctx, callee, acts, self.slots_of_call(inst))
        for k, a in enumerate(inst.args):
            if not a.type.is_pointer:
                continue
            p = callee.params[k].name
            offsets = summary.pointer_slots.get(p)
            if offsets:
                slots = {
                    (r, None if o0 is None or o is None else o0 + o)
                    for r, o0 in self.slot_keys(a.value)
                    for o in offsets
                }
                if not slots <= self.pointer_slots:
                    self.pointer_slots |= slots
                    changed = True
            if p in summary.needs_shadow and (not acts[k] or self._launched_load(a.value)):
                # the callee writes active data through this argument: its memory needs a
                # shadow, wherever the pointer came from (an allocation, a stack slot it
                # was reloaded from at -O0, a result struct); a constant argument is left
                # for the callee's own analysis, whose refusal names the store. A pointer
                # loaded from active memory is varied whatever it points to: the slot it
                # was loaded from must be marked too, or the caller that stores it there
                # (an argument array of pointers, as Numba's gufuncs take) gives it no
                # shadow
                changed |= self.activate_memory(
                    a.value, inst, strict=False, inner=summary.origins.get(p)
                )
            if p in summary.demanded and not acts[k]:
                # the callee merges this pointer with one that has a shadow
                changed |= self.demand(a.value, inst, summary.demanded[p])
        return changed


@dataclass(frozen=True)
class CallSummary:
    """What a callee does with activity, for a call site: the parameters that carry active
    data (those the caller passes active, and every pointer parameter the callee writes active
    data through: its result slot, a scratch buffer it fills) and the parameters whose memory
    holds pointers the callee writes active data through (so the caller's pointers stored
    there need shadows)."""

    needs_shadow: frozenset[str]
    #: parameter -> byte offsets (None: any) of the pointers in its memory written through
    pointer_slots: dict
    #: parameter -> where the callee writes active data through it (for refusals)
    origins: dict = field(default_factory=dict)
    #: pointer parameters nothing writes active data through whose shadow the callee needs,
    #: each with where it merges them
    demanded: dict = field(default_factory=dict)


def _slot_hit(keys: frozenset, slots: set) -> bool:
    """Does a store at one of ``keys`` (root, offset) land on a field in ``slots``?"""
    for r, o in keys:
        for r2, o2 in slots:
            if r == r2 and (o is None or o2 is None or o == o2):
                return True
    return False


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
