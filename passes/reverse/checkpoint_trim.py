"""Snapshots without the memory every step overwrites before reading it: the checking twin of
a checkpointed loop's step (``checkpoint.py``; the runtime's side is
``passes/mpi/runtime/checkpoint_trim.c``).

A two-array step (``un[i] = f(u); u[i] = g(un[i])``) writes all of ``un`` it reads before
reading it, so what ``un`` holds when a step starts never matters: the snapshots need not keep
it (half the copies of the heat step's state). Proving that over the step's loops (Numba's -O3
unrolls them into a main loop and a remainder, and the bounds must cover every index read) is
left out; the proof is split instead:

- here, statically: the step's memory accesses are the same in every step. Every branch that
  leads to a memory access, and every address, is computed from values that do not change from
  step to step: constants, the live-ins the step loads from its context, the step's own allocas
  and values computed from those (not the loop-carried values, not anything loaded from memory
  the loop may write, not a call's result). Branches on other values are allowed only where
  every way on from them touches no memory but the context (the exit test into the blocks that
  store the next step's values, the raise paths). Tainted addresses are allowed only into
  memory the step allocates itself (Numba's temporaries), which no region of the state is. The
  calls allowed are those whose memory effects are their pointer arguments: the MPI calls of
  ``_MPI_CALLS`` (no persistent, partitioned or one-sided call, whose buffers are written from
  elsewhere), memory intrinsics, Numba's reference counts and allocations, calls without pointer
  arguments (libm);
- at run time: the twin reports every load and store (address and size) and every pointer it
  hands to a call to ``__mpiad_ckpt_note``, and the forward sweep runs it as the loop's first
  step; a region none of whose bytes was read before the step wrote it is left out of the
  snapshots, a region a call got a pointer into is kept.

Anything else (an online loop, arrays rebound every step, another call, an atomic, a verbatim
instruction) gets no twin: every region stays in the snapshots, as before.
"""

from __future__ import annotations

from ..context import PassContext
from ..ir.inst_control import Br, RawInstruction, Switch
from ..ir.instructions import Alloca, Arg, Call, Instruction, Load, Phi, Store, used_locals
from ..ir.module import Block, Function, Param
from ..ir.types import I32, I64, PTR, VOID
from ..ir.values import GlobalRef, IntConst, LocalRef
from .checkpoint_regions import nrt_size, root_set

#: the runtime's notice of one access of the checked step (checkpoint_trim.c)
NOTE = "__mpiad_ckpt_note"
LOAD, STORE, ESCAPE = 0, 1, 2
#: MPI calls whose memory effects are their pointer arguments' (buffers, statuses, requests)
_MPI_CALLS = frozenset(
    "MPI_" + n
    for n in (
        "Sendrecv Sendrecv_replace Send Ssend Rsend Bsend Recv Isend Irecv Issend Wait Waitall "
        "Test Testall Allreduce Reduce Bcast Barrier Allgather Gather Scatter Alltoall Scan "
        "Exscan Comm_rank Comm_size Get_count"
    ).split()
)
#: calls with no memory effect on the state: Numba's reference counts and allocations, and the
#: runtime's stops (checkpoint_emit.RAISED, checkpoint_rebind.FAIL)
_BOOKKEEPING = frozenset(
    (
        "NRT_incref",
        "NRT_decref",
        "NRT_MemInfo_alloc",
        "NRT_MemInfo_alloc_aligned",
        "NRT_MemInfo_alloc_safe_aligned",
        "__mpiad_ckpt_raised",
        "__mpiad_fail",
    )
)
_SIZES = {"double": 8, "float": 4, "i64": 8, "i32": 4, "i16": 2, "i8": 1, "ptr": 8}
_MEMORY = ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")
_HARMLESS = ("llvm.assume", "llvm.prefetch", "llvm.lifetime.", "llvm.dbg.")
#: intrinsics whose result is a function of their arguments alone
_PURE = tuple(
    f"llvm.{n}."
    for n in (
        "smax smin umax umin abs fabs fma fmuladd sqrt copysign minnum maxnum minimum maximum "
        "ctpop ctlz cttz expect sadd.with.overflow uadd.with.overflow ssub.with.overflow "
        "usub.with.overflow smul.with.overflow umul.with.overflow floor ceil trunc round rint "
        "powi pow exp log sin cos"
    ).split()
)


def checking_step(ctx: PassContext, body: Function, live_in: set[str], name: str) -> str | None:
    """Add ``void <name>(ptr ctx)``, the step run through a checking twin of ``body`` (the
    step's ``void(ptr ctx, ptr actx)`` body), and return its name; None where the step's
    accesses may differ from step to step or it does what the twin cannot report (the module
    is then unchanged). ``live_in``: the values the body's entry loads that are live-ins (the
    same in every step); ``name``: the step's name, which the twin's are made from."""
    if not _same_every_step(ctx, body, live_in):
        return None
    m = ctx.module
    twin = Function(m.fresh_name(f"{body.name.strip(chr(34))}.check"), VOID,
                    [Param(p.type, p.name) for p in body.params], pre="internal")  # fmt: skip
    params = {p.name for p in body.params}
    defs = {i.name: i for b in body.blocks for i in b.instructions if i.name}
    twin.blocks = []
    for b in body.blocks:
        out: list[Instruction] = []
        for i in b.instructions:
            out.extend(_notes(m, i, params, defs))
            out.append(i.clone(keep_metadata={"alias.scope", "noalias"}))
        twin.blocks.append(Block(b.label, out))
    m.add(twin)
    ctx.need_runtime(NOTE)
    step = m.fresh_name(f"{name.strip(chr(34))}.check")
    entry = Block("entry", [])
    src = m.functions[name] if name in m.functions else None
    # the step's own wrapper (checkpoint_emit.emit_step), calling the twin instead of the body
    if src is None or src.blocks is None:
        return None
    for i in src.blocks[0].instructions:
        c = i.clone()
        if isinstance(c, Call) and c.callee_name == body.name:
            c.callee = GlobalRef(twin.name)
        entry.instructions.append(c)
    fn = Function(step, src.ret, [Param(p.type, p.name) for p in src.params], pre="internal")
    fn.blocks = [entry]
    m.add(fn)
    return step


def _notes(m, i: Instruction, params: set[str], defs) -> list[Instruction]:
    """The notices that go before instruction ``i`` of the twin."""

    def note(ptr, size, kind) -> Call:
        return Call(ret=VOID, callee=GlobalRef(NOTE),
                    args=[Arg(PTR, ptr), Arg(I64, size), Arg(I32, IntConst(kind))])  # fmt: skip

    if isinstance(i, Load) and not _context(i.ptr.value, params, defs):
        return [note(i.ptr.value, IntConst(_bytes(i.ty)), LOAD)]
    if isinstance(i, Store) and not _context(i.ptr.value, params, defs):
        return [note(i.ptr.value, IntConst(_bytes(i.value.type)), STORE)]
    if not isinstance(i, Call):
        return []
    name = i.callee_name or ""
    if name.startswith(_MEMORY):
        # (dst, src, len, volatile) / (dst, val, len, volatile); a length narrower than i64 is
        # refused by _same_every_step
        dst, ln = i.args[0].value, i.args[2].value
        out = [] if name.startswith("llvm.memset.") else [note(i.args[1].value, ln, LOAD)]
        return [*out, note(dst, ln, STORE)]
    if name in _MPI_CALLS:
        return [note(a.value, IntConst(0), ESCAPE) for a in i.args if a.type.is_pointer]
    return []


def _bytes(ty) -> int | None:
    """The bytes a load or store of ``ty`` touches (None: a type the twin does not report)."""
    if ty.is_vector:
        n = _SIZES.get(str(ty.element))
        return n * ty.count if n and not ty.scalable else None
    return _SIZES.get(str(ty))


def _context(ptr, params: set[str], defs) -> bool:
    """Whether ``ptr`` points into the step's context block (the body's two parameters), which
    is no region of the state."""
    roots = root_set(ptr, defs)
    return bool(roots) and all(isinstance(r, LocalRef) and r.name in params for r in roots)


def _same_every_step(ctx: PassContext, body: Function, live_in: set[str]) -> bool:
    """Whether the body's memory accesses are the same in every step and the twin can report
    all of them (the module docstring)."""
    params = {p.name for p in body.params}
    defs = {i.name: i for b in body.blocks for i in b.instructions if i.name}
    tainted = _tainted(body, live_in, params)
    fresh = _fresh(body, defs)

    def steady(ptr) -> bool:
        if not (isinstance(ptr, LocalRef) and ptr.name in tainted):
            return True
        roots = root_set(ptr, defs)
        return all(isinstance(r, LocalRef) and (r.name in fresh or r.name in params)
                   for r in roots)  # fmt: skip

    quiet = _quiet(body, params, defs)
    for b in body.blocks:
        for i in b.instructions:
            if isinstance(i, RawInstruction):
                return False  # (atomics, fences, ...: nothing the twin can report)
            if isinstance(i, (Load, Store)):
                ty = i.ty if isinstance(i, Load) else i.value.type
                if i.flags or i.ordering:
                    return False
                if not _context(i.ptr.value, params, defs) and (
                    _bytes(ty) is None or not steady(i.ptr.value)
                ):
                    return False
            elif isinstance(i, Call):
                if not _call_ok(ctx, i) or not all(
                    steady(a.value) for a in i.args if a.type.is_pointer
                ):
                    return False
            elif isinstance(i, (Br, Switch)):
                cond = i.cond.value if isinstance(i, Br) and i.cond else None
                if isinstance(i, Switch):
                    cond = i.value.value
                tests = isinstance(cond, LocalRef) and cond.name in tainted
                if tests and not all(quiet.get(s, False) for s in i.successors()):
                    return False
    return True


def _call_ok(ctx: PassContext, i: Call) -> bool:
    """Whether the twin can report what call ``i`` does to the state's memory."""
    name = i.callee_name
    if name is None or i.opcode != "call":
        return False
    if name.startswith(_MEMORY):
        return len(i.args) >= 3 and str(i.args[2].type) == "i64"
    if name in _MPI_CALLS or name in _BOOKKEEPING or name.startswith(_HARMLESS):
        return True
    callee = ctx.module.functions.get(name)
    defined = callee is not None and callee.blocks is not None
    # a declared function without pointer arguments (libm) reaches no array of the state
    return not defined and not any(a.type.is_pointer for a in i.args) and not i.ret.is_pointer


def _tainted(body: Function, live_in: set[str], params: set[str]) -> set[str]:
    """The body's values that may differ from step to step: loaded from memory (but for the
    live-ins' slots of the context), call results (but for intrinsics, which compute from their
    arguments), and everything computed from those."""
    tainted: set[str] = set()
    changed = True
    while changed:
        changed = False
        for b in body.blocks:
            for i in b.instructions:
                if i.name is None or i.name in tainted:
                    continue
                if isinstance(i, Load):
                    t = i.name not in live_in
                elif isinstance(i, Alloca):
                    t = False
                elif isinstance(i, Call) and not (i.callee_name or "").startswith(_PURE):
                    t = True
                elif isinstance(i, Phi):
                    t = any(isinstance(v, LocalRef) and v.name in tainted for v, _ in i.incoming)
                else:
                    t = any(n in tainted for n in used_locals(i))
                if t:
                    tainted.add(i.name)
                    changed = True
    return tainted


def _fresh(body: Function, defs) -> set[str]:
    """Pointers to memory the step allocates itself (a Numba array's MemInfo and data pointer,
    an alloca): no region of the state lies in it."""
    out: set[str] = set()
    for b in body.blocks:
        for i in b.instructions:
            if isinstance(i, Alloca) or (
                isinstance(i, Call) and (i.callee_name or "").startswith("NRT_MemInfo_alloc")
            ):
                out.add(i.name)
            elif isinstance(i, Load) and i.name and nrt_size(i, defs) is not None:
                out.add(i.name)
    return out


def _quiet(body: Function, params: set[str], defs) -> dict[str, bool]:
    """Blocks from which every way on touches no memory but the context: a branch on a value
    that changes from step to step may lead only there (greatest fixpoint)."""
    succ = {b.label: b.instructions[-1].successors() if b.instructions else [] for b in body.blocks}
    quiet = {b.label: _locally_quiet(b, params, defs) for b in body.blocks}
    changed = True
    while changed:
        changed = False
        for lbl, ok in quiet.items():
            if ok and not all(quiet.get(s, False) for s in succ[lbl]):
                quiet[lbl] = False
                changed = True
    return quiet


def _locally_quiet(b: Block, params: set[str], defs) -> bool:
    for i in b.instructions:
        if isinstance(i, (Load, Store)) and not _context(i.ptr.value, params, defs):
            return False
        if isinstance(i, RawInstruction):
            return False
        if isinstance(i, Call):
            name = i.callee_name or ""
            if name in ("__mpiad_ckpt_raised", "__mpiad_fail"):
                continue
            if name.startswith("llvm.") and not any(a.type.is_pointer for a in i.args):
                continue
            return False
    return True
