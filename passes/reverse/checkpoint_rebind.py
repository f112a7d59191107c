"""Arrays a checkpointed loop rebinds every step (``u = np.sin(u) + 0.9 * u``, ``u = f(u)`` with a
jitted helper returning a fresh array, ``u, v = g(u, v)``): kept in one array of the loop's own.

After -O3 such a Numba array is carried by the loop header's phis, one per field of its
descriptor: the MemInfo, the parent, the data pointer (and the shape and strides, integers), whose
next values are those of the array the step made; the step releases the old one
(``NRT_decref``). A snapshot of the loop's state must hold the array's contents, and the reverse
sweep must find the adjoint of the state where the next step's adjoint left it: both need the
state at one address. So the loop gets an array of its own, made on entry (a copy of the array
the loop starts from, whose reference the loop takes over, as its first step would), and each
step, once it has made the new array, copies it into the loop's own and releases it: the header
keeps the loop's own array from step to step (the step holds a reference to it while its body
releases "the old array", so the body's own ``NRT_decref`` leaves it alive). The code after the
loop reads the loop's own array, whose contents are the last step's array; the new array was
freed as the original program would have freed the old one. The copy is one pass over the
array per step, against the several that make the new array.

Recognised: the data pointer on entry is that of an array the kernel allocates before the loop
(``u = u0.copy()``, ``np.zeros``, an array expression: Numba's ``load (gep i8 %meminfo, 24)``),
so its size in bytes is known. Each step checks that the new array has that size and that its
data pointer is its MemInfo's (not a view of a larger array), or stops the job with a message
(the runtime's ``__mpiad_fail``); a step that returns its argument (``return u`` after writing it)
leaves the array where it is. Any other pointer the loop changes is refused by the outlining.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..builder import Builder, Names
from ..indirect import c_string
from ..ir.instructions import Arg, Call, GetElementPtr, Instruction, Load, Unreachable
from ..ir.module import Block, Module
from ..ir.types import I1, I8, I64, PTR, VOID
from ..ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value

#: the runtime's stop (passes/mpi/runtime/common.h), for a step whose new array does not fit
FAIL = "__mpiad_fail"
_WHY = (
    "an array the loop rebinds every step changed its size, or became a view of another "
    "array; mpiad keeps such an array at one size: rebind it to an array of the same shape "
    "(u = f(u)), or write the new values into it (u[:] = ...)"
)
#: NRT_MemInfo's fields: the data pointer, the size in bytes of the allocation
_DATA, _SIZE = 24, 32


@dataclass
class Rebound:
    """One array the loop rebinds every step."""

    mi: str  # the header phi of its MemInfo
    data: str  # the header phi of its data pointer
    mi_new: Value  # their values for the next step, made in the body
    data_new: Value
    mi0: Value  # on entry
    data0: Value
    nbytes: Value  # its size in bytes (that of the array on entry)
    own_mi: str  # the loop's own array (made on entry): its MemInfo and data pointer
    own_data: str
    #: the new data pointer is read from the new MemInfo in the body (an inlined allocation)
    canonical: bool = False


def find_rebound(
    hphis,
    incoming: dict[str, dict[str, Value]],
    pre: str,
    latch: str,
    defined: set[str],
    defs: dict[str, Instruction],
    nrt_size: Callable[[Instruction | None], Value | None],
    names: Names,
) -> tuple[list[Rebound], dict[str, Value]]:
    """The arrays the loop rebinds, and every header phi they account for -> its next value
    (the MemInfo and data pointers, and parents that start null); ``incoming``: each phi's
    value by incoming block; ``nrt_size(def)``: the size of a Numba array allocated in the
    kernel from its data pointer's definition, or None."""
    ptr_phis = {p.name for p in hphis if p.ty.is_pointer}
    cands = {}
    for p in hphis:
        nx = incoming[p.name].get(latch)
        if p.ty.is_pointer and isinstance(nx, LocalRef) and nx.name in defined and \
                nx.name not in ptr_phis:  # fmt: skip
            cands[p.name] = nx
    by_entry: dict[str, list[str]] = {}
    for n in cands:
        e = incoming[n].get(pre)
        if isinstance(e, LocalRef):
            by_entry.setdefault(e.name, []).append(n)
    groups: list[Rebound] = []
    handled: dict[str, Value] = {}
    for n, nx in cands.items():
        d0 = incoming[n].get(pre)
        d = defs.get(d0.name) if isinstance(d0, LocalRef) else None
        size = nrt_size(d)
        if size is None:
            continue
        mi0 = defs[d.ptr.value.name].ptr.value  # load (gep i8 %mi, 24): the MemInfo
        mis = [m for m in by_entry.get(mi0.name, []) if m != n]
        if len(mis) != 1:
            continue
        mi_new = cands[mis[0]]
        nd = defs.get(nx.name)
        g = defs.get(nd.ptr.value.name) if isinstance(nd, Load) and \
            isinstance(nd.ptr.value, LocalRef) else None  # fmt: skip
        canonical = (
            isinstance(g, GetElementPtr)
            and g.ptr.value == mi_new
            and len(g.indices) == 1
            and g.indices[0].value == IntConst(_DATA)
        )
        groups.append(
            Rebound(
                mis[0],
                n,
                mi_new,
                nx,
                mi0,
                d0,
                size,
                names.fresh(f"{mis[0]}.own"),
                names.fresh(f"{n}.own"),
                canonical,
            )  # fmt: skip
        )
        handled[mis[0]] = mi_new
        handled[n] = nx
    if groups:  # an array's parent (null for arrays the kernel makes): kept as it is
        for n, nx in cands.items():
            if n not in handled and incoming[n].get(pre) == KeywordConst("null"):
                handled[n] = nx
    return groups, handled


def own_copies(b: Builder, groups: list[Rebound], defs: dict[str, Instruction]) -> None:
    """On loop entry: the loop's own array for each group, a copy of the one it starts from,
    whose reference it takes over (the first step would have released it)."""
    for g in groups:
        alloc = defs[g.mi0.name].clone()  # the allocation of the array on entry: same size
        alloc.name, alloc.metadata = g.own_mi, []
        b.out.append(alloc)
        at = b.gep(I8, LocalRef(g.own_mi), [Typed(I64, IntConst(_DATA))], base="own.data")
        b.out.append(Load(ty=PTR, ptr=Typed(PTR, at), align=8, name=g.own_data))
        b.memcpy(LocalRef(g.own_data), g.data0, Typed(I64, g.nbytes))
        b.call("NRT_decref", VOID, [(PTR, g.mi0)])


def hold(b: Builder, groups: list[Rebound]) -> None:
    """At the top of a step: a reference to the loop's own arrays while the body releases the
    arrays it rebinds (they are the loop's own)."""
    for g in groups:
        b.call("NRT_incref", VOID, [(PTR, LocalRef(g.mi))])


def rebind(
    b: Builder, names: Names, groups: list[Rebound], label: str, stop: str
) -> tuple[list[Block], str]:
    """At the end of a step (from block ``label``): check each new array, copy it into the loop's
    own and release it. Returns the blocks made and the label of the last one, whose
    instructions are left in ``b.out`` for the caller to finish."""
    blocks: list[Block] = []
    b.out = []
    for g in groups:
        cur, new = LocalRef(g.data), g.data_new
        at = b.gep(I8, g.mi_new, [Typed(I64, IntConst(_SIZE))], base="rb.at")
        got = b.load(I64, at, 8, base="rb.size")
        at = b.gep(I8, LocalRef(g.mi), [Typed(I64, IntConst(_SIZE))], base="rb.at")
        want = b.load(I64, at, 8, base="rb.size")
        bad = b.cmp("icmp", "ne", I64, got, want, base="rb.bad")
        if not g.canonical:
            at = b.gep(I8, g.mi_new, [Typed(I64, IntConst(_DATA))], base="rb.at")
            base = b.load(PTR, at, 8, base="rb.data")
            view = b.cmp("icmp", "ne", PTR, base, new, base="rb.view")
            bad = b.binop("or", I1, bad, view, base="rb.bad")
        same = b.cmp("icmp", "eq", PTR, new, cur, base="rb.same")
        check, copy, done = names.fresh("rb.check"), names.fresh("rb.copy"), names.fresh("rb.done")
        b.condbr(bad, stop, check)
        blocks.append(Block(label, b.out))
        b.out = []
        b.condbr(same, done, copy)
        blocks.append(Block(check, b.out))
        b.out = []
        b.memcpy(cur, new, Typed(I64, want))
        b.br(done)
        blocks.append(Block(copy, b.out))
        b.out = []
        b.call("NRT_decref", VOID, [(PTR, g.mi_new)])
        label = done
    return blocks, label


def stop_block(module: Module, label: str) -> Block:
    """The step's stop when a new array does not fit the loop's own."""
    who = c_string(module, "a checkpointed loop", base="mpiad.ckpt")
    why = c_string(module, _WHY, base="mpiad.ckpt")
    args = [Arg(PTR, who), Arg(PTR, why), Arg(I64, IntConst(0))]
    return Block(label, [Call(ret=VOID, callee=GlobalRef(FAIL), args=args), Unreachable()])
