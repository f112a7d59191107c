"""The two sweeps of an outlined checkpointed loop (``checkpoint.py``): calls into the C runtime
(``passes/mpi/runtime/checkpoint.c``) in place of taping every step.

Forward sweep: ``__mpiad_ckpt_forward(step, ctx, ctxbytes, trip, snapshots, regions, nregions,
check, comm, dctx, ptrslots, nptrslots, checked)`` runs the steps, keeps the snapshots and
returns a handle, recorded on the tape (``checked``: the step's checking twin, which it runs as
the first step to leave out of the snapshots what every step overwrites before reading it,
``checkpoint_trim.py``; or null); a loop whose trip count is not known on entry calls
``__mpiad_ckpt_forward_online`` (the same arguments but the trip count and the twin), whose step
returns whether the loop goes on.
Reverse sweep: ``__mpiad_ckpt_reverse(handle, adjoint, dctx)`` runs the schedule; ``adjoint`` is
the step's own gradient function, ``<step>.adjoint(ctx, dctx, tape)``: the body's augmented and
reverse sweep, the context's first part constant and its second part duplicated, on a tape the
runtime keeps from step to step (allocating and freeing a tape per step faults in fresh pages
for every step once it outgrows malloc's heap). So a recomputed step is the plain primal (its
messages are sent again) and a differentiated step uses the ordinary MPI rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..activity_names import CONST, DUP
from ..builder import Builder, Names
from ..errors import UnsupportedError
from ..ir.instructions import Arg, Call
from ..ir.module import Block, Function, GlobalVariable, Param
from ..ir.types import I1, I8, I64, PTR, VOID, ArrayType
from ..ir.values import AggregateConst, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ..mpi import abi
from ..mpi.runtime import runtime_module
from .checkpoint import CheckpointLoop

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.protocol import TangentBuilder
    from .sweep import ReverseSweep


def _rt(g, name: str, args: list[Value], base: str | None) -> Value:
    fn = runtime_module(abi.detect(g.module, g.ctx.abi).name).functions[name]
    g.ctx.need_runtime(name)
    call = Call(ret=fn.ret, callee=GlobalRef(name),
                args=[Arg(p.type, a) for p, a in zip(fn.params, args)])  # fmt: skip
    b: Builder = g.b
    return b.emit(call, base if not fn.ret.is_void else None)


def checkpoint_augmented(g: TangentBuilder, inst: Call, loop: CheckpointLoop) -> None:
    ctxp, trip, snaps, regs, nregs = (a.value for a in inst.args)
    if not g.varied(ctxp):
        g.emit_primal(inst)  # nothing active flows through the loop: run it as it is
        return
    for v in loop.const_values:
        if g.varied(v):  # the outlining saw another activity: never a silent zero derivative
            raise UnsupportedError(
                f"in @{g.src.name}: checkpointed loop: %{v.name} was laid out as carrying no "
                "derivative, but it does in this derivative; differentiate the function with "
                "one set of activities per module"
            )
    check = IntConst(1 if loop.comm is not None else 0)
    comm = loop.comm if loop.comm is not None else IntConst(0)
    if loop.comm is None and loop.comm_type == "ptr":
        comm = KeywordConst("null")
    dctx = g.lanes(ctxp, PTR, inst)[0]
    tail = [check, comm, dctx, _ptr_slots(g, loop), IntConst(len(loop.ptr_slots))]
    if loop.online:  # the trip count is known when the loop exits (checkpoint_online.c)
        args = [GlobalRef(loop.step), ctxp, IntConst(loop.ctxbytes), snaps, regs, nregs, *tail]
        h = _rt(g, "__mpiad_ckpt_forward_online", args, "ckpt")
    else:
        check = GlobalRef(loop.check) if loop.check else KeywordConst("null")
        args = [GlobalRef(loop.step), ctxp, IntConst(loop.ctxbytes), trip, snaps, regs, nregs,
                *tail, check]  # fmt: skip
        h = _rt(g, "__mpiad_ckpt_forward", args, "ckpt")
    g.record(inst, h)
    for mi in loop.keep_alive:  # released after the reverse sweep (CheckpointLoop.keep_alive)
        g.b.call("NRT_incref", VOID, [(PTR, mi)])


def _ptr_slots(g: TangentBuilder, loop: CheckpointLoop) -> Value:
    """A private constant array of the loop's pointer slots (``CheckpointLoop.ptr_slots``)."""
    if not loop.ptr_slots:
        return KeywordConst("null")
    name = g.module.fresh_name(f"{loop.step.strip(chr(34))}.ptrslots")
    ty = ArrayType(len(loop.ptr_slots), I64)
    elems = tuple(Typed(I64, IntConst(o)) for o in loop.ptr_slots)
    init = AggregateConst("[", elems)
    g.module.add(GlobalVariable(name, "private unnamed_addr", "constant", ty, init, ", align 8"))
    return GlobalRef(name)


def checkpoint_reverse(rf: ReverseSweep, inst: Call, loop: CheckpointLoop) -> None:
    ctxp = inst.args[0].value
    if not rf.varied(ctxp):
        _free_heap(rf, loop)
        return
    if loop.adjoint is None:
        loop.adjoint = _step_adjoint(rf, loop)
    dctx = rf.lanes(ctxp, PTR, inst)[0]
    counts = []
    for mi, k in loop.dips:  # references the loop held in the forward sweep (CheckpointLoop.dips)
        p = rf.primal(mi)
        # the count is the MemInfo's first field; an array without one (a null MemInfo, as
        # arguments may have) has no count: a dummy stands in
        null = rf.b.cmp("icmp", "eq", PTR, p, KeywordConst("null"), base="ck.nomi")
        at = rf.b.select(Typed(I1, null), PTR, _no_count(rf), p, base="ck.count")
        counts.append((at, rf.b.load(I64, at, 8, base="ck.refct")))
        for _ in range(k):
            rf.b.call("NRT_incref", VOID, [(PTR, p)])
    _rt(rf, "__mpiad_ckpt_reverse", [rf.recorded(inst), GlobalRef(loop.adjoint), dctx], None)
    for p, before in counts:  # the sweep's steps and the references above: as they were
        rf.b.store(I64, before, p, 8)
    for mi in loop.keep_alive:
        rf.b.call("NRT_decref", VOID, [(PTR, rf.primal(mi))])
    _free_heap(rf, loop)


def _free_heap(rf: ReverseSweep, loop: CheckpointLoop) -> None:
    """The stack slots moved to the heap (``CheckpointLoop.heap``): the loop's reverse sweep
    was the last to use them."""
    for p in loop.heap:
        rf.b.call("free", VOID, [(PTR, rf.primal(p))])


def _no_count(rf: ReverseSweep) -> GlobalRef:
    """A private i64 that stands in for the count of a null MemInfo."""
    name = "mpiad.ckpt.nocount"
    if name not in rf.module.globals:
        init = IntConst(0)
        rf.module.add(GlobalVariable(name, "private", "global", I64, init, ", align 8"))
    return GlobalRef(name)


def _step_adjoint(rf: ReverseSweep, loop: CheckpointLoop) -> str:
    """``void <step>.adjoint(ptr ctx, ptr dctx, ptr tape)``, what the runtime calls: the body's
    gradient with the context's first part constant and its second part (from
    ``loop.active_off``) duplicated; the runtime owns the tape (one buffer for all the steps'
    adjoints)."""
    grad = rf.rm.exported(loop.body, [CONST, DUP], name=f"{loop.body}.grad", tape_param=True)
    grad.pre = "internal"
    name = rf.module.fresh_name(f"{loop.step.strip(chr(34))}.adjoint")
    b = Builder(rf.module, Names({"ctx", "dctx", "tape"}))
    at = [Typed(I64, IntConst(loop.active_off))]
    actx = b.gep(I8, LocalRef("ctx"), at, base="actx")
    dactx = b.gep(I8, LocalRef("dctx"), at, base="dactx")
    b.call(grad.name, VOID, [(PTR, LocalRef("ctx")), (PTR, actx), (PTR, dactx),
                             (PTR, LocalRef("tape"))], declare=False)  # fmt: skip
    b.ret(None)
    fn = Function(name, VOID, [Param(PTR, "ctx"), Param(PTR, "dctx"), Param(PTR, "tape")],
                  pre="internal")  # fmt: skip
    fn.blocks = [Block("entry", b.out)]
    rf.module.add(fn)
    return name
