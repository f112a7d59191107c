"""The code a checkpointed loop's outlining writes (``checkpoint.py``), once the loop's shape
(``checkpoint_shape.py``), the values crossing its boundary and the context block's layout
(``checkpoint_context.py``) and the regions of its state (``checkpoint_regions.py``) are known:

- ``@<f>.ck.body(ctx, actx)``: the loop's blocks, entered from a block that loads the live-ins
  and the header's phis from the context, left through a block that stores the next step's
  phis (the back edge) or the live-outs (the exit);
- ``@<f>.ck.step(ctx)``, what the runtime runs: the body on the context's two parts (online:
  ``i32``, whether the loop goes on);
- ``@<f>.ck.loop(ctx, n, snaps, regions, nregions)``: the primal of the whole loop, the step
  ``n`` times (online: until the step says it is done);
- in the function, in place of the loop: fill the context, list the regions, call the loop,
  read the live-outs.

Every name is drawn in the order the outlining always drew them: the generated code does not
depend on how this is split into functions.
"""

from __future__ import annotations

from ..builder import Builder, Names
from ..context import PassContext
from ..ir.instructions import BinaryOp, Call, DebugRecord, Instruction, Load, Phi, Unreachable
from ..ir.module import Block, Function, Param
from ..ir.types import I8, I32, I64, PTR, VOID, ArrayType
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from .checkpoint_context import Boundary, ContextLayout
from .checkpoint_rebind import FAIL, hold, own_copies, rebind, stop_block
from .checkpoint_regions import HOLDS_REQUESTS
from .checkpoint_shape import LoopShape
from .loops import emit_trip

#: the runtime's stop for an exception raised inside a checkpointed step (checkpoint.c)
RAISED = "__mpiad_ckpt_raised"


def emit_step_body(
    ctx: PassContext,
    fn: Function,
    names: Names,
    shape: LoopShape,
    order: list[Block],
    scratch: list[Instruction],
    bd: Boundary,
    layout: ContextLayout,
    online: bool,
) -> tuple[Function, str, str]:
    """Move the loop's blocks (``order``) into ``@<f>.ck.body`` with its entry, next-step and
    exit blocks; returns it (added to the module), the step's name and the body's."""
    m = ctx.module
    cptr, aptr = names.fresh("ck.ctx"), names.fresh("ck.actx")
    layout.cptr, layout.aptr = cptr, aptr
    step_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.step")
    body_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.body")
    step = Function(body_name, VOID, [Param(PTR, cptr), Param(PTR, aptr)], pre="internal")
    sb = Builder(m, names)
    entry = names.fresh("ck.entry")
    for n, ty in bd.live_in:
        at = layout.slot(sb, LocalRef(cptr), ("in", n))
        sb.emit(Load(ty=ty, ptr=Typed(PTR, at), align=1, name=n), None)
    for p in bd.hphis:
        at = layout.slot(sb, LocalRef(cptr), ("phi", p.name))
        sb.emit(Load(ty=p.ty, ptr=Typed(PTR, at), align=1, name=p.name), None)
    hold(sb, bd.rebound)
    sb.br(shape.header)
    blocks = [Block(entry, scratch + sb.out)]
    next_lbl, exit_lbl = names.fresh("ck.next"), names.fresh("ck.exit")
    stop_lbl = names.fresh("ck.rebound")
    nblks = _next_step(sb, names, bd, layout, shape.latch, next_lbl, stop_lbl, online)
    xblks = _leave(sb, names, bd, layout, exit_lbl, stop_lbl, online)
    if bd.rebound:
        ctx.need_runtime(FAIL)
        xblks.append(stop_block(m, stop_lbl))
    _detach(shape, bd.hphis, next_lbl, exit_lbl)
    raised = _raise_stop(ctx, names, shape)
    _strip_for_step(order)
    step.blocks = blocks + order + nblks + xblks + raised
    m.add(step)
    return step, step_name, body_name


def _next_step(sb, names, bd: Boundary, layout, latch, next_lbl, stop_lbl, online) -> list[Block]:
    """The back edge's way out of a step: the rebound arrays into the loop's own, the header
    phis' next values into the context (online: "go on")."""
    ends, last = rebind(sb, names, bd.rebound, next_lbl, stop_lbl)
    cptr = LocalRef(layout.cptr)
    for p, inc in bd.phi_next:
        if p.name not in bd.handled:  # (the loop's own arrays and their parents stay)
            sb.store(p.ty, inc[latch], layout.slot(sb, cptr, ("phi", p.name)), 1)
    if online:
        sb.store(I32, IntConst(1), layout.slot(sb, cptr, ("more", "")), 4)
    sb.ret(None)
    return [*ends, Block(last, sb.out)]


def _leave(sb, names, bd: Boundary, layout, exit_lbl, stop_lbl, online) -> list[Block]:
    """The exit's way out of the last step: the rebound arrays into the loop's own, the
    live-outs into the context (online: "done")."""
    ends, last = rebind(sb, names, bd.rebound, exit_lbl, stop_lbl)
    cptr = LocalRef(layout.cptr)
    cur_of = {v.name: k for k, v in bd.handled.items() if isinstance(v, LocalRef)}
    for n, ty in bd.live_out:
        v = LocalRef(cur_of.get(n, n))  # a rebound array: the loop's own
        sb.store(ty, v, layout.slot(sb, cptr, ("out", n)), 1)
    if online:
        sb.store(I32, IntConst(0), layout.slot(sb, cptr, ("more", "")), 4)
    sb.ret(None)
    return [*ends, Block(last, sb.out)]


def _detach(shape: LoopShape, hphis: list[Phi], next_lbl: str, exit_lbl: str) -> None:
    """The header's phis go (the entry block loads their values); the back edge and the exit
    go to the step's next-step and exit blocks."""
    by, header, exit_ = shape.by, shape.header, shape.exit
    by[header].instructions = [i for i in by[header].instructions if i not in hphis]
    for blk in {shape.xb, shape.latch}:  # the exit test's block and the back edge's
        by[blk].instructions[-1].map_labels(
            lambda t: next_lbl if t == header else exit_lbl if t == exit_ else t
        )


def _raise_stop(ctx: PassContext, names: Names, shape: LoopShape) -> list[Block]:
    """The step's stop for the raise exits: an exception raised in a step (Numba's raise paths:
    a failed allocation of a request array, the user's raise) cannot reach the code after the
    loop, whose sweeps the runtime runs: the step stops the job with a message instead."""
    if not shape.raising:
        return []
    raise_lbl = names.fresh("ck.raised")
    ctx.need_runtime(RAISED)
    raised = [Block(raise_lbl, [Call(ret=VOID, callee=GlobalRef(RAISED), args=[]),
                                Unreachable()])]  # fmt: skip
    for b, t in shape.raising:
        shape.by[b].instructions[-1].map_labels(lambda x, t=t: raise_lbl if x == t else x)
    return raised


def _strip_for_step(order: list[Block]) -> None:
    """Drop from the loop's blocks what names the enclosing function: lifetime markers (of its
    allocas, which the step sees as pointers), debug records and locations."""
    for b in order:
        b.instructions = [
            i for i in b.instructions
            if not isinstance(i, DebugRecord)
            and not (isinstance(i, Call) and (i.callee_name or "").startswith("llvm.lifetime."))
        ]  # fmt: skip
        for i in b.instructions:
            i.metadata = [(k, v) for k, v in i.metadata if k != "dbg"]


def emit_step(ctx: PassContext, step_name: str, body_name: str, layout, online: bool) -> None:
    """The step the runtime runs: ``void(ptr ctx)``, the body on the context's two parts;
    online: ``i32(ptr ctx)``, whether the loop goes on."""
    m = ctx.module
    wb = Builder(m, Names({"ctx"}))
    actx = wb.gep(I8, LocalRef("ctx"), [Typed(I64, IntConst(layout.active_off))], base="actx")
    wb.call(body_name, VOID, [(PTR, LocalRef("ctx")), (PTR, actx)], declare=False)
    if online:
        more = wb.load(I32, layout.slot(wb, LocalRef("ctx"), ("more", "")), 4, base="more")
        wb.ret(Typed(I32, more))
    else:
        wb.ret(None)
    wrapper = Function(step_name, I32 if online else VOID, [Param(PTR, "ctx")], pre="internal")
    wrapper.blocks = [Block("entry", wb.out)]
    m.add(wrapper)


def emit_loop(ctx: PassContext, fn: Function, step_name: str, online: bool) -> str:
    """``@<f>.ck.loop``, the primal of the whole loop (what the rules replace by the runtime's
    sweeps); returns its name."""
    m = ctx.module
    loop_name = m.fresh_name(f"{fn.name.strip(chr(34))}.ck.loop")
    lf = Function(loop_name, VOID, [Param(PTR, "ctx"), Param(I64, "n"), Param(I64, "snaps"),
                                    Param(PTR, "regions"), Param(I64, "nregions")],
                  pre="internal")  # fmt: skip
    lb = Builder(m, Names({"ctx", "n", "snaps", "regions", "nregions"}))
    lb.br("body")
    e = lb.out
    lb.out = []
    lb.emit(
        Phi(ty=I64, incoming=[(IntConst(0), "entry"), (LocalRef("k1"), "body")], name="k"), None
    )
    lb.emit(BinaryOp(opcode="add", ty=I64, lhs=LocalRef("k"), rhs=IntConst(1), name="k1"), None)
    if online:  # until the step says the loop is done
        go = lb.call(step_name, I32, [(PTR, LocalRef("ctx"))], declare=False, base="go")
        more = lb.cmp("icmp", "ne", I32, go, IntConst(0), base="more")
    else:
        lb.call(step_name, VOID, [(PTR, LocalRef("ctx"))], declare=False)
        more = lb.cmp("icmp", "ult", I64, LocalRef("k1"), LocalRef("n"), base="more")
    lb.condbr(more, "body", "done")
    bb = lb.out
    lb.out = []
    lb.ret(None)
    lf.blocks = [Block("entry", e), Block("body", bb), Block("done", lb.out)]
    m.add(lf)
    return loop_name


def emit_call(
    ctx: PassContext,
    fn: Function,
    names: Names,
    bd: Boundary,
    layout: ContextLayout,
    defs: dict[str, Instruction],
    shape: LoopShape,
    trip: tuple | None,
    regions: list[tuple[Value, Value]],
    requests: set[str],
    snaps: Value,
    loop_name: str,
) -> tuple[list[Instruction], dict[str, str], Value]:
    """What replaces the loop in ``fn``: fill the context (its allocation goes to the entry
    block), list the regions, call the loop, load the live-outs, go to the loop's exit; returns
    that code, each live-out's new name and the context block. ``trip``: the trip count's
    shape on entry (None: online)."""
    m = ctx.module
    fb = Builder(m, names)
    # on the heap, not the stack: the reverse sweep restores snapshots into it and runs steps
    # on it after this function's frame is gone (the derivative's forward sweep returns before
    # its reverse sweep starts); freed after the loop here, by the loop's reverse sweep in a
    # derivative (``PassContext.checkpoint_deferred_free``)
    cx = fb.call("calloc", PTR, [(I64, IntConst(1)), (I64, IntConst(layout.size))], base="ck.ctx")
    entry_blk = fn.blocks[0]
    entry_blk.instructions.insert(0, fb.out.pop())
    ctx.checkpoint_deferred_free.setdefault(fn.name, set()).add(cx.name)
    own_copies(fb, bd.rebound, defs)
    for n, ty in bd.live_in:
        fb.store(ty, LocalRef(n), layout.slot(fb, cx, ("in", n)), 1)
    for p, inc in bd.phi_next:
        fb.store(p.ty, inc[shape.pre], layout.slot(fb, cx, ("phi", p.name)), 1)
    count = IntConst(-1) if trip is None else emit_trip(fb, trip)
    nreg = len(regions)
    regs = fb.alloca(ArrayType(16 * max(1, nreg), I8), align=8, base="ck.regions")
    entry_blk.instructions.insert(1, fb.out.pop())
    for k, (root, nbytes) in enumerate(regions):
        a = fb.cast("ptrtoint", PTR, root, I64, base="ck.addr")
        if isinstance(nbytes, tuple):  # a Numba array: items x item size
            nbytes = fb.binop("mul", I64, nbytes[0], nbytes[1], base="ck.bytes")
        if isinstance(root, LocalRef) and root.name in requests:
            nbytes = fb.binop("or", I64, nbytes, IntConst(HOLDS_REQUESTS), base="ck.bytes")
        fb.store(I64, a, fb.gep(I8, regs, [Typed(I64, IntConst(16 * k))], base="ck.reg"), 8)
        fb.store(
            I64, nbytes, fb.gep(I8, regs, [Typed(I64, IntConst(16 * k + 8))], base="ck.reg"), 8
        )
    fb.call(loop_name, VOID, [(PTR, cx), (I64, count), (I64, snaps), (PTR, regs),
                              (I64, IntConst(nreg))], declare=False)  # fmt: skip
    renamed: dict[str, str] = {}
    for n, ty in bd.live_out:
        r = names.fresh(f"{n}.ck")
        fb.emit(Load(ty=ty, ptr=Typed(PTR, layout.slot(fb, cx, ("out", n))), align=1, name=r),
                None)  # fmt: skip
        renamed[n] = r
    fb.call("free", VOID, [(PTR, cx)])
    fb.br(shape.exit)
    return fb.out, renamed, cx


def replace_loop(
    fn: Function, names: Names, shape: LoopShape, code: list[Instruction], renamed: dict[str, str]
) -> None:
    """Put ``code`` (``emit_call``) where the loop was: the loop's blocks and those only its
    raise exits reach go, the exit's phis take the live-outs' new names from the new block."""
    header, xb, exit_ = shape.header, shape.xb, shape.exit
    body, dead = shape.body, shape.dead
    call_lbl = names.fresh("ck.run")
    shape.by[shape.pre].instructions[-1].map_labels(lambda t: call_lbl if t == header else t)
    fn.blocks = [b for b in fn.blocks if b.label not in body and b.label not in dead]
    at = fn.blocks.index(shape.by[shape.pre]) + 1
    fn.blocks.insert(at, Block(call_lbl, code))

    def rename(v: Value) -> Value:
        return LocalRef(renamed[v.name]) if isinstance(v, LocalRef) and v.name in renamed else v

    for b in fn.blocks:
        for i in b.instructions:
            if isinstance(i, Phi):
                i.incoming = [
                    (v, call_lbl if lbl == xb else lbl)
                    for v, lbl in i.incoming
                    if (lbl == xb and b.label == exit_) or (lbl not in body and lbl not in dead)
                ]
            i.map_values(rename)
