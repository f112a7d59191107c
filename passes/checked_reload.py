"""Loads through pointers loaded from memory, repeated in the reverse sweep and checked there.

``passes.readonly`` reloads memory that it proves nothing writes during the call. A sparse
matrix reached through per-row pointer arrays (HPCCG: ``A->ptr_to_vals_in_row[i][j]``,
``A->ptr_to_inds_in_row[i][j]``) is never proved so: its rows are reached through pointers
loaded from the matrix's struct, and the program writes through other pointers loaded from the
same struct (HPCCG's halo exchange fills ``A->send_buffer``), which no static analysis of the
IR tells apart from the rows. Taping the rows costs 12 bytes a nonzero and CG iteration.

With ``MPIAD_CHECKED_RELOAD=1`` in mpiad-opt's environment (off by default: see below), such
loads are repeated in the reverse sweep without a proof, and the repetition is checked at run
time: the forward sweep adds ``mix(address, bits of the value)`` of each such load to a sum, the
reverse sweep subtracts the same of each repeated load (each function in a local sum, added to a
per-function private global on return), and the exported gradient (``diffe_<f>``), once its
reverse sweep is done, stops the program with a message naming the function when a sum is not
zero, before the caller sees a gradient. Unchanged memory read the same number of times gives
zero; memory that changed between the two sweeps changes one term, which ``mix`` (SplitMix64's
multiply-xorshift finaliser, so that swapped values or sign flips do not cancel as they would
in a linear sum) turns into a nonzero sum but for a chance of about 2^-64. A reload that the
reverse sweep repeated a different number of times than the forward sweep ran it also stops
the program (a repetition is checked only in the reverse of the load's own block, which runs
once per run of the block): never a wrong gradient in silence, at worst a refusal that says
to differentiate without ``MPIAD_CHECKED_RELOAD=1`` (the loads are taped, as by default).

Why off by default: HPCCG's tape shrinks by a third (12 bytes a nonzero and iteration), but
``mix`` costs about a dozen integer operations for each value read in each sweep, more than
storing and loading the value: the gradient is slower (bench/hpccg.py; the reloads alone, with
no check, are faster than the tape). It is for runs whose tape does not fit in memory.

Which loads (``candidates``): scalar loads (floats, integers, pointers) whose every root is a
pointer loaded from memory, unless the function writes (itself, or a callee through what it is
passed) through a pointer of the same access path: the same base (argument, global,
allocation), as many pointer loads on the way, the same byte offsets where known
(``A->buf[k] = ..`` does not exclude ``A->vals[i][j]``; ``A->vals[i][j] = ..`` does). That
choice only spares the program a stop: the check is what makes a reload sound, whatever writes
the memory (a store of this function or another, an unknown call). Not used where the forward
sweep of a pair may run apart from its reverse or on several threads at once (checkpointed
loops, parallel loop bodies), nor for Numba kernels (the stop would end the Python process;
their arrays come as arguments, which ``passes.readonly`` handles).
"""

from __future__ import annotations

import os

from .activity import Activity
from .builder import Builder
from .context import PassContext
from .indirect import c_string, display_name
from .ir.instructions import (
    Alloca,
    Arg,
    Call,
    Instruction,
    Load,
    RawInstruction,
    Ret,
    Store,
    Unreachable,
)
from .ir.module import Block, Function, GlobalVariable
from .ir.types import I32, I64, PTR, VOID
from .ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from .readonly import _call_kind, _holds_pointer, _pointerish, _reads, effects
from .rulebook import canonical_call_name

#: the multipliers of ``mix`` (SplitMix64's finaliser), as LLVM's signed i64 literals
_K1, _K2, _K3 = (
    k - (1 << 64) if k >= 1 << 63 else k
    for k in (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB)
)
_WHY = (
    "memory that its reverse sweep reads again (through pointers loaded from memory, instead "
    "of storing what the forward sweep read) changed between the two sweeps, so the gradient "
    "would be wrong; differentiate without MPIAD_CHECKED_RELOAD=1 (in mpiad-opt's environment) "
    "to store those values instead"
)


def enabled(ctx: PassContext) -> bool:
    """Checked reloads for this module: asked for (``MPIAD_CHECKED_RELOAD=1``; not with
    ``MPIAD_RELOAD=0``, which turns every reload off), no checkpointed loop, no parallel loop
    body, no Numba front end (its classes of arrays: ``PassContext.alias_classes``)."""
    return (
        os.environ.get("MPIAD_CHECKED_RELOAD", "0") == "1"
        and os.environ.get("MPIAD_RELOAD", "1") != "0"
        and not ctx.checkpoint_loops
        and not ctx.parallel
        and not ctx.launched
        and not ctx.alias_classes
    )


def candidates(ctx: PassContext, fn: Function, act: Activity) -> frozenset[str]:
    """Names of ``fn``'s loads that the reverse sweep repeats and checks (module docstring)."""
    loads = [
        inst
        for inst in fn.instructions()
        if isinstance(inst, Load) and inst.name and not inst.flags and not inst.ordering
        and _bits(inst) is not None and _through_loaded(act, inst.ptr.value)
    ]  # fmt: skip
    if not loads:
        return frozenset()
    memo: dict = {}
    written: set = set()
    for inst in fn.instructions():
        for ptr in _written_pointers(ctx, inst):
            written |= _paths(act, ptr, memo)
    return frozenset(
        ld.name for ld in loads if not any(_meet(a, w) for a in _paths(act, ld.ptr.value, memo)
                                           for w in written)
    )  # fmt: skip


def _through_loaded(act: Activity, ptr: Value) -> bool:
    roots = act.roots(ptr)
    return bool(roots) and all(r[0] == "load" for r in roots)


def _written_pointers(ctx: PassContext, inst: Instruction) -> list[Value]:
    """The pointers ``inst`` may write through (a call of unknown effect: those it is passed;
    what it reaches beyond them is left to the run-time check)."""
    if isinstance(inst, Store):
        return [inst.ptr.value]
    if isinstance(inst, RawInstruction):
        return [v for v in inst.operands() if _pointerish(v)]
    if not isinstance(inst, Call):
        return []
    name = canonical_call_name(inst.callee_name or "")
    callee = ctx.module.functions.get(inst.callee_name) if inst.callee_name else None
    if callee is not None and not callee.is_declaration:
        eff = effects(ctx, callee)
        return [
            a.value
            for k, a in enumerate(inst.args)
            if (eff.unknown or k in eff.written) and _holds_pointer(a.type) and _pointerish(a.value)
        ]
    if _call_kind(ctx.module, inst, name) == "none":
        return []
    reads = _reads(inst, name)
    return [
        a.value
        for k, a in enumerate(inst.args)
        if k not in reads and _holds_pointer(a.type) and _pointerish(a.value)
    ]


def _paths(act: Activity, ptr: Value, memo: dict) -> frozenset:
    """Access paths of the memory ``ptr`` points into: (base root, the byte offsets, None where
    variable, of the pointers loaded on the way from the base)."""
    out: set = set()
    for r in act.roots(ptr):
        out |= _root_paths(act, r, memo, 0)
    return frozenset(out)


def _root_paths(act: Activity, root: tuple[str, str], memo: dict, depth: int) -> frozenset:
    got = memo.get(root)
    if got is not None:
        return got
    ld = act.defs.get(root[1]) if root[0] == "load" else None
    if not isinstance(ld, Load) or depth > 8:
        res = frozenset({(root, ())})
    else:
        memo[root] = frozenset({(root, ())})  # (a cycle: the pointer itself)
        res = frozenset(
            (base, path + (off,))
            for parent, off in act.slot_keys(ld.ptr.value)
            for base, path in _root_paths(act, parent, memo, depth + 1)
        ) or frozenset({(root, ())})
    memo[root] = res
    return res


def _meet(a: tuple, b: tuple) -> bool:
    """May access paths ``a`` and ``b`` name the same memory: one base, as many loads, the
    offsets equal where both are known."""
    (ra, pa), (rb, pb) = a, b
    return (
        ra == rb
        and len(pa) == len(pb)
        and all(x is None or y is None or x == y for x, y in zip(pa, pb))
    )


def _bits(load: Load) -> str | None:
    """How a loaded value becomes 64 bits: the cast's opcode, "" for an i64, None: not a
    scalar this module checks."""
    t = str(load.ty)
    if t == "i64":
        return ""
    if t in ("i1", "i8", "i16", "i32"):
        return "zext"
    if t == "double":
        return "bitcast"
    if t == "float":
        return "float"
    if t == "ptr":
        return "ptrtoint"
    return None


def sum_global(ctx: PassContext, src: Function) -> str:
    """The private i64 that holds ``src``'s sum (made on first use)."""
    sums = ctx.checked_reload_sums
    if src.name not in sums:
        name = ctx.module.fresh_name(f"mpiad.reload.{src.name.strip(chr(34))}")
        ctx.module.add(GlobalVariable(name, "internal", "global", I64, IntConst(0), ", align 8"))
        sums[src.name] = name
    return sums[src.name]


def instrument(fn: Function, builder: Builder, loads: set[str], total: str, sign: str) -> int:
    """After each load of ``fn`` named in ``loads``, add (``sign`` "add") or subtract ("sub")
    ``mix(address, value)`` to the global ``total``; the number of loads instrumented. The
    terms go into a local sum (a register after -O2: a global updated in the loop would chain
    every iteration through memory), added to ``total`` before each return."""
    done = 0
    acc = builder.names.fresh("ck.acc")
    for blk in fn.blocks:
        out: list[Instruction] = []
        for inst in blk.instructions:
            if isinstance(inst, Ret):
                builder.out = []
                old = builder.load(I64, LocalRef(acc), 8, base="ck.local")
                now = builder.load(I64, GlobalRef(total), 8, base="ck.total")
                new = builder.binop("add", I64, now, old, base="ck.total")
                builder.store(I64, new, GlobalRef(total), 8)
                out.extend(builder.out)
            out.append(inst)
            if isinstance(inst, Load) and inst.name in loads:
                builder.out = []
                _mix_into(builder, inst, acc, sign)
                out.extend(builder.out)
                done += 1
        blk.instructions = out
    entry = fn.blocks[0].instructions
    entry[0:0] = [
        Alloca(allocated=I64, align=8, name=acc),
        Store(value=Typed(I64, IntConst(0)), ptr=Typed(PTR, LocalRef(acc)), align=8),
    ]
    builder.out = []
    return done


def _mix_into(b: Builder, load: Load, acc: str, sign: str) -> None:
    v = LocalRef(load.name)
    how = _bits(load)
    if how == "float":
        v = b.cast("bitcast", load.ty, v, I32, base="ck.bits")
        how = "zext"
        ty = I32
    else:
        ty = load.ty
    bits = v if how == "" else b.cast(how, ty, v, I64, base="ck.bits")
    addr = b.cast("ptrtoint", PTR, load.ptr.value, I64, base="ck.addr")
    x = b.binop("mul", I64, addr, IntConst(_K1), base="ck.mix")
    x = b.binop("add", I64, x, bits, base="ck.mix")
    for k in (_K2, _K3):
        s = b.binop("lshr", I64, x, IntConst(31), base="ck.mix")
        x = b.binop("xor", I64, x, s, base="ck.mix")
        x = b.binop("mul", I64, x, IntConst(k), base="ck.mix")
    s = b.binop("lshr", I64, x, IntConst(29), base="ck.mix")
    x = b.binop("xor", I64, x, s, base="ck.mix")
    old = b.load(I64, LocalRef(acc), 8, base="ck.sum")
    new = b.binop(sign, I64, old, x, base="ck.sum")
    b.store(I64, new, LocalRef(acc), 8)


def check_sums(ctx: PassContext, b: Builder, label: str) -> tuple[list[Block], str]:
    """End the block ``label`` being built in ``b.out`` (the exported gradient, after its
    reverse sweep) with a check of every sum: the blocks made, and the label of the block where
    ``b.out`` goes on."""
    blocks: list[Block] = []
    for fn, g in sorted(ctx.checked_reload_sums.items(), key=lambda item: item[1]):
        v = b.load(I64, GlobalRef(g), 8, base="reload.sum")
        b.store(I64, IntConst(0), GlobalRef(g), 8)  # (the next call starts from zero)
        bad = b.cmp("icmp", "ne", I64, v, IntConst(0), base="reload.bad")
        stop, ok = b.names.fresh("reload.stop"), b.names.fresh("reload.ok")
        b.condbr(bad, stop, ok)
        blocks.append(Block(label, b.out))
        text = f"mpiad: error in the gradient of {display_name(ctx.module, fn)}: {_WHY}\n"
        msg = c_string(ctx.module, text, "mpiad.ck")
        # (write and exit, not the MPI runtime's stop: the program may not use MPI)
        ctx.module.get_or_declare("write", I64, [I32, PTR, I64])
        ctx.module.get_or_declare("exit", VOID, [I32])
        say = [(I32, IntConst(2)), (PTR, msg), (I64, IntConst(len(text.encode())))]
        stop_code = [
            Call(ret=I64, callee=GlobalRef("write"), args=[Arg(t, x) for t, x in say],
                 name=b.names.fresh("reload.said")),
            Call(ret=VOID, callee=GlobalRef("exit"), args=[Arg(I32, IntConst(1))]),
        ]  # fmt: skip
        blocks.append(Block(stop, [*stop_code, Unreachable()]))
        b.out = []
        label = ok
    return blocks, label
