"""The reverse sweep's tape: a byte stack shared by a whole differentiated call tree.

The augmented forward sweep pushes every value the reverse sweep needs (and the id of every block
it ran), the reverse sweep pops them in exactly the opposite order. A one-block loop whose trip
count is known on entry reserves its whole cache (one array per cached value or one array of
records, indexed by the iteration) in one piece on entry, and pushes one trailer (loop invariants,
count, block id) on exit (passes/reverse.py, ``SelfLoop``). One shared tape makes calls and
recursion need nothing special: a callee's augmented forward pushes onto the same tape, and its
reverse pops from it at the matching point. The helpers are plain IR functions added to the module
(``alwaysinline``, so -O2 turns every push into a bounds check and a store); the storage grows by
doubling through ``realloc`` and is released by the outermost derivative function. A record
that must outlive later reservations (a loop's per-iteration records, reserved on loop entry,
with inner loops' caches reserved after them) is addressed by its offset from the tape's start
(``__mpiad_tape_at``), which a reallocation does not change.

Released into a one-buffer spare slot (per module), not to ``free``: a gradient called in a loop
(an optimiser, a time-stepping adjoint) would otherwise get fresh pages from the kernel on every
call, and first-touch page faults plus zeroing cost as much as the whole reverse sweep of a
memory-light stencil (measured: 22 of 49 ms for the heat1d benchmark). The next call takes the
spare when it is big enough (else reallocates it, so its touched pages are kept); the slot keeps
the bigger of two buffers and frees the other; ``atomicrmw xchg`` keeps it safe across threads.
``MPIAD_TAPE_KEEP=0`` in the environment frees every tape at the end of its call instead.
``__mpiad_tape_drop_spare`` frees the spare: a JIT that unloads the module calls it first.
"""

from __future__ import annotations

import re

from .builder import intrinsic_suffix
from .ir.module import Function, GlobalVariable, Module
from .ir.parser import parse_module
from .ir.types import FloatType, IntType, PointerType, Type, VectorType
from .provenance import mark_runtime

TAPE_TYPE = "{ ptr, i64, i64 }"  # data, used bytes, capacity

_GROW = """
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare ptr @getenv(ptr)

@__mpiad_tape_spare = internal global ptr null, align 8
@__mpiad_tape_keep_state = internal global i32 0, align 4
@__mpiad_tape_keep_var = internal constant [16 x i8] c"MPIAD_TAPE_KEEP\\00", align 1

define internal ptr @__mpiad_tape_reserve(ptr %t, i64 %n) alwaysinline {
entry:
  %sizep = getelementptr inbounds { ptr, i64, i64 }, ptr %t, i32 0, i32 1
  %size = load i64, ptr %sizep, align 8
  %capp = getelementptr inbounds { ptr, i64, i64 }, ptr %t, i32 0, i32 2
  %cap = load i64, ptr %capp, align 8
  %end = add i64 %size, %n
  %full = icmp ugt i64 %end, %cap
  br i1 %full, label %grow, label %ok
grow:
  %old = load ptr, ptr %t, align 8
  %g = call { ptr, i64 } @__mpiad_tape_grow_fields(ptr %old, i64 %cap, i64 %end)
  %gd = extractvalue { ptr, i64 } %g, 0
  %gc = extractvalue { ptr, i64 } %g, 1
  store ptr %gd, ptr %t, align 8
  store i64 %gc, ptr %capp, align 8
  br label %ok
ok:
  %data = load ptr, ptr %t, align 8
  %rec = getelementptr inbounds i8, ptr %data, i64 %size
  store i64 %end, ptr %sizep, align 8
  ret ptr %rec
}

define internal ptr @__mpiad_tape_release(ptr %t, i64 %n) alwaysinline {
entry:
  %sizep = getelementptr inbounds { ptr, i64, i64 }, ptr %t, i32 0, i32 1
  %size = load i64, ptr %sizep, align 8
  %new = sub i64 %size, %n
  store i64 %new, ptr %sizep, align 8
  %data = load ptr, ptr %t, align 8
  %rec = getelementptr inbounds i8, ptr %data, i64 %new
  ret ptr %rec
}

define internal ptr @__mpiad_tape_at(ptr %t, i64 %off) alwaysinline {
entry:
  %data = load ptr, ptr %t, align 8
  %at = getelementptr inbounds i8, ptr %data, i64 %off
  ret ptr %at
}

define internal { ptr, i64 } @__mpiad_tape_grow_fields(ptr %data, i64 %cap, i64 %need) noinline {
entry:
  %fresh = icmp eq ptr %data, null
  br i1 %fresh, label %take, label %size
take:
  %sp = atomicrmw xchg ptr @__mpiad_tape_spare, ptr null acquire
  %has = icmp ne ptr %sp, null
  br i1 %has, label %spare, label %size
spare:
  %spcap = load i64, ptr %sp, align 8
  %fits = icmp uge i64 %spcap, %need
  br i1 %fits, label %reuse, label %size
reuse:
  %u0 = insertvalue { ptr, i64 } undef, ptr %sp, 0
  %u1 = insertvalue { ptr, i64 } %u0, i64 %spcap, 1
  ret { ptr, i64 } %u1
size:
  %base = phi ptr [ %data, %entry ], [ null, %take ], [ %sp, %spare ]
  %bcap = phi i64 [ %cap, %entry ], [ 0, %take ], [ %spcap, %spare ]
  %dbl = shl i64 %bcap, 1
  %big = icmp ugt i64 %need, %dbl
  %c0 = select i1 %big, i64 %need, i64 %dbl
  %small = icmp ult i64 %c0, 65536
  %newcap = select i1 %small, i64 65536, i64 %c0
  %new = call ptr @realloc(ptr %base, i64 %newcap)
  %r0 = insertvalue { ptr, i64 } undef, ptr %new, 0
  %r1 = insertvalue { ptr, i64 } %r0, i64 %newcap, 1
  ret { ptr, i64 } %r1
}

define internal void @__mpiad_tape_free(ptr %t) {
entry:
  %data = load ptr, ptr %t, align 8
  store ptr null, ptr %t, align 8
  %none = icmp eq ptr %data, null
  br i1 %none, label %done, label %park
park:
  %capp = getelementptr inbounds { ptr, i64, i64 }, ptr %t, i32 0, i32 2
  %cap = load i64, ptr %capp, align 8
  store i64 0, ptr %capp, align 8
  %keep = call i1 @__mpiad_tape_keep()
  br i1 %keep, label %swap, label %drop
swap:
  store i64 %cap, ptr %data, align 8
  %old = atomicrmw xchg ptr @__mpiad_tape_spare, ptr %data acq_rel
  %had = icmp ne ptr %old, null
  br i1 %had, label %cmp, label %done
cmp:
  %oldcap = load i64, ptr %old, align 8
  %oldbig = icmp ugt i64 %oldcap, %cap
  br i1 %oldbig, label %putback, label %freeold
freeold:
  call void @free(ptr %old)
  br label %done
putback:
  %mine = atomicrmw xchg ptr @__mpiad_tape_spare, ptr %old acq_rel
  call void @free(ptr %mine)
  br label %done
drop:
  call void @free(ptr %data)
  br label %done
done:
  ret void
}

define internal void @__mpiad_tape_drop_spare() {
entry:
  %sp = atomicrmw xchg ptr @__mpiad_tape_spare, ptr null acq_rel
  call void @free(ptr %sp)
  ret void
}

define internal i1 @__mpiad_tape_keep() noinline {
entry:
  %s = load i32, ptr @__mpiad_tape_keep_state, align 4
  %known = icmp ne i32 %s, 0
  br i1 %known, label %done, label %read
read:
  %e = call ptr @getenv(ptr @__mpiad_tape_keep_var)
  %unset = icmp eq ptr %e, null
  br i1 %unset, label %set, label %look
look:
  %c = load i8, ptr %e, align 1
  %zero = icmp eq i8 %c, 48
  %v = select i1 %zero, i32 2, i32 1
  br label %set
set:
  %st = phi i32 [ 1, %read ], [ %v, %look ]
  store i32 %st, ptr @__mpiad_tape_keep_state, align 4
  br label %done
done:
  %f = phi i32 [ %s, %entry ], [ %st, %set ]
  %r = icmp eq i32 %f, 1
  ret i1 %r
}
"""

_PUSH_POP = """
define internal void @__mpiad_push_{s}(ptr %t, {T} %v) alwaysinline {{
entry:
  %sizep = getelementptr inbounds {{ ptr, i64, i64 }}, ptr %t, i32 0, i32 1
  %size = load i64, ptr %sizep, align 8
  %capp = getelementptr inbounds {{ ptr, i64, i64 }}, ptr %t, i32 0, i32 2
  %cap = load i64, ptr %capp, align 8
  %end = add i64 %size, {n}
  %full = icmp ugt i64 %end, %cap
  br i1 %full, label %grow, label %store
grow:
  %old = load ptr, ptr %t, align 8
  %g = call {{ ptr, i64 }} @__mpiad_tape_grow_fields(ptr %old, i64 %cap, i64 %end)
  %gd = extractvalue {{ ptr, i64 }} %g, 0
  %gc = extractvalue {{ ptr, i64 }} %g, 1
  store ptr %gd, ptr %t, align 8
  store i64 %gc, ptr %capp, align 8
  br label %store
store:
  %data = load ptr, ptr %t, align 8
  %slot = getelementptr inbounds i8, ptr %data, i64 %size
  store {T} %v, ptr %slot, align 1
  store i64 %end, ptr %sizep, align 8
  ret void
}}

define internal {T} @__mpiad_pop_{s}(ptr %t) alwaysinline {{
entry:
  %sizep = getelementptr inbounds {{ ptr, i64, i64 }}, ptr %t, i32 0, i32 1
  %size = load i64, ptr %sizep, align 8
  %new = sub i64 %size, {n}
  store i64 %new, ptr %sizep, align 8
  %data = load ptr, ptr %t, align 8
  %slot = getelementptr inbounds i8, ptr %data, i64 %new
  %v = load {T}, ptr %slot, align 1
  ret {T} %v
}}

define internal {T} @__mpiad_peek_{s}(ptr %t) alwaysinline {{
entry:
  %sizep = getelementptr inbounds {{ ptr, i64, i64 }}, ptr %t, i32 0, i32 1
  %size = load i64, ptr %sizep, align 8
  %new = sub i64 %size, {n}
  %data = load ptr, ptr %t, align 8
  %slot = getelementptr inbounds i8, ptr %data, i64 %new
  %v = load {T}, ptr %slot, align 1
  ret {T} %v
}}
"""

_MEMCPY_ADJ_TEMPLATE = """
define internal void @__mpiad_memcpy_adjoint_{name}(ptr %ddst, ptr %dsrc, i64 %nbytes) {{
entry:
  %n = lshr i64 %nbytes, {shift}
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pd = getelementptr inbounds {ty}, ptr %ddst, i64 %i
  %ps = getelementptr inbounds {ty}, ptr %dsrc, i64 %i
  %a = load {ty}, ptr %pd, align {align}
  %b = load {ty}, ptr %ps, align {align}
  %c = fadd {ty} %a, %b
  store {ty} 0.0, ptr %pd, align {align}
  store {ty} %c, ptr %ps, align {align}
  %i1 = add nuw i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"""
#: the memcpy adjoint by element: (its name's suffix, its IR type, log2 of its size)
_MEMCPY_ELEMENTS = {64: ("f64", "double", 3), 32: ("f32", "float", 2)}


def _type_size(ty: Type) -> int:
    if isinstance(ty, FloatType):
        return ty.bits // 8 if ty.bits in (16, 32, 64) else 16
    if isinstance(ty, IntType):
        return max(1, (ty.bits + 7) // 8)
    if isinstance(ty, PointerType):
        return 8
    if isinstance(ty, VectorType):
        return ty.count * _type_size(ty.element)
    raise ValueError(f"cannot put a value of type {ty} on the tape")


_DEFINES = re.compile(r"^define [^@]*@([-a-zA-Z$._0-9]+)\(", re.M)


def _add_functions(module: Module, text: str) -> None:
    """Define the helpers of ``text`` that ``module`` does not define yet, each checked by its
    own name: a module read back from an earlier run has some (and maybe only a declaration of
    others, where something removed a helper after inlining it)."""
    wanted = _DEFINES.findall(text)
    if all(_defined(module, n) for n in wanted):
        return
    helper = parse_module(text, "<mpiad tape helpers>")
    for e in helper.entities:
        if isinstance(e, Function) and e.is_declaration:
            if e.name not in module.functions:
                module.add(e)
        elif isinstance(e, Function) and not _defined(module, e.name):
            old = module.functions.get(e.name)
            if old is not None:  # a declaration only: the definition takes its place
                module.remove(old)
            mark_runtime(e)
            module.add(e)
        elif isinstance(e, GlobalVariable) and e.name not in module.globals:
            module.add(e)


def _defined(module: Module, name: str) -> bool:
    f = module.functions.get(name)
    return f is not None and not f.is_declaration


def ensure_base(module: Module) -> None:
    _add_functions(module, _GROW)


def ensure_type(module: Module, ty: Type) -> str:
    """Declare push/pop/peek for values of type ``ty``; return the helper name suffix."""
    ensure_base(module)
    s = intrinsic_suffix(ty) if not ty.is_pointer else "ptr"
    _add_functions(module, _PUSH_POP.format(s=s, T=str(ty), n=_type_size(ty)))
    return s


def type_size(ty: Type) -> int:
    return _type_size(ty)


SHADOW_TAPE = "__mpiad_shadow_tape"

#: the end of a call for a shadow tape (a module global): its buffer stays in the header for the
#: next call (one spare slot per module holds one buffer; with W shadow tapes beside the tape, W
#: buffers came back as fresh pages on every call, their first-touch faults a large part of a
#: W-direction HVP); ``MPIAD_TAPE_KEEP=0`` frees it. ``mpiad.drop_spare`` frees them all.
_SHADOW_PARK = """
define internal void @__mpiad_tape_park(ptr %t) {
entry:
  %keep = call i1 @__mpiad_tape_keep()
  br i1 %keep, label %reset, label %free
reset:
  %sizep = getelementptr inbounds { ptr, i64, i64 }, ptr %t, i32 0, i32 1
  store i64 0, ptr %sizep, align 8
  ret void
free:
  call void @__mpiad_tape_free(ptr %t)
  ret void
}
"""


def ensure_shadow_park(module: Module) -> str:
    """``__mpiad_tape_park``: what a shadow tape does at the end of a call (see _SHADOW_PARK)."""
    ensure_base(module)
    _add_functions(module, _SHADOW_PARK)
    return "__mpiad_tape_park"


def ensure_shadow_tape(module: Module, lane: int = 0) -> str:
    """Lane ``lane``'s shadow tape of forward mode over a gradient
    (``passes/rules/tape_tangent.py``): a tape header, a module global, whose bytes mirror the
    tape's one for one."""
    ensure_base(module)
    name = SHADOW_TAPE if lane == 0 else f"{SHADOW_TAPE}.{lane}"
    if name not in module.globals:
        text = f"@{name} = internal global {TAPE_TYPE} zeroinitializer, align 8\n"
        for e in parse_module(text, "<mpiad shadow tape>").entities:
            if isinstance(e, GlobalVariable):
                module.add(e)
    return name


def ensure_memcpy_adjoint(module: Module, bits: int = 64) -> str:
    """The helper adding a copy's destination adjoint into its source's (and zeroing it), for
    elements of ``bits`` (64: double, 32: float)."""
    name, ty, shift = _MEMCPY_ELEMENTS[bits]
    text = _MEMCPY_ADJ_TEMPLATE.format(name=name, ty=ty, shift=shift, align=1 << shift)
    _add_functions(module, text)
    return f"__mpiad_memcpy_adjoint_{name}"
