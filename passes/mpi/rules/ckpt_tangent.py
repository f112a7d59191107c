"""Forward mode over a checkpointed loop's gradient (Hessian-vector products of a kernel whose
time loop is marked ``mpiad.checkpointed`` / ``@mpiad_checkpoint``).

Reverse mode replaces a marked loop by two calls into the runtime
(``passes/reverse/checkpoint_rule.py``, ``passes/mpi/runtime/checkpoint.c``):
``h = __mpiad_ckpt_forward(step, ctx, ctxbytes, n, s, regions, nregions, ..., dctx, ptrslots,
nptrslots, checked)`` runs the steps and keeps snapshots of the state (the context block and the
memory regions), ``__mpiad_ckpt_reverse(h, adjoint, dctx)`` follows the binomial schedule:
restore a snapshot, run steps, run a step's adjoint. The runtime only copies bytes and calls
``step(ctx)`` / ``adjoint(ctx, dctx, tape)`` through pointers, so its tangent is the same
runtime on a larger state, as Enzyme would differentiate any such code:

- the state gains its tangents: the context block becomes ``[ctx | ctx'_1 .. ctx'_W]`` (one
  heap block, its size in a 16-byte header before it, what the wrappers below read), the gradient's
  shadow context ``[dctx | dctx'_1 ..]`` likewise, and each memory region whose pointer has
  tangents gets its W tangent regions beside it in the region list. So every snapshot holds the
  tangents with the state, every restore brings them back, and the count of snapshots is the
  one asked for (a memory budget, ``memory=``, buys fewer of these larger snapshots: the
  budget in bytes is kept);
- ``step`` becomes a wrapper calling forward mode's tangent of the step on the block and its
  lanes, ``adjoint`` a wrapper calling the tangent of the step's adjoint (the step's gradient,
  differentiated in forward mode like any gradient: what it keeps on the runtime's tape carries
  its tangents on the shadow tapes, ``passes/rules/tape_tangent.py``);
- the pointer slots the runtime keeps in step (arrays swapped every step) are listed for every
  lane too: a lane's slot holds the tangent array, its shadow slot the tangent of the adjoint
  array, and the runtime pairs them by the pointers it saw on loop entry as it pairs the
  primal ones.

The context blocks are copied in before each runtime call and back after it (the code around
the loop reads and writes ``ctx`` and ``dctx`` and their tangents where forward mode put them).
The handle's tangent is the extended block (freed after the reverse sweep). The step adjoint's
records go on shadow tapes of their own during the reverse sweep (the runtime gives the step
adjoint a tape of its own too), so they never overwrite records of the enclosing gradient that
its reverse sweep released but has yet to read. The checking twin that leaves scratch arrays
out of the snapshots (``checkpoint_trim.c``) runs as its tangent: each access it notes
(``__mpiad_ckpt_note``) is noted for the tangent memory too, where forward mode makes the same
access, so a tangent region is left out exactly when its array is scratch.
"""

from __future__ import annotations

from ...builder import Builder, Names
from ...errors import UnsupportedError
from ...ir.instructions import Arg, Call, Cast, GetElementPtr, Instruction, Store
from ...ir.module import Block, Function, GlobalVariable, Param
from ...ir.types import I8, I32, I64, PTR, VOID, ArrayType
from ...ir.values import AggregateConst, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ...rules.protocol import NoDerivative, Rule
from ...rules.registry import register_call
from ...tape import ensure_shadow_tape
from .second_order import source_name

FORWARD = "__mpiad_ckpt_forward"
ONLINE = "__mpiad_ckpt_forward_online"
REVERSE = "__mpiad_ckpt_reverse"
#: a step's stop for an exception raised in it (no arguments, nothing to differentiate)
RAISED = "__mpiad_ckpt_raised"
#: the checking twin's note of an access (checkpoint_trim.c)
NOTE = "__mpiad_ckpt_note"

#: the runtime's flag on a region's size: the region holds requests (checkpoint_regions.py)
HOLDS_REQUESTS = 1 << 62
#: bytes before the extended context block: its context size (the wrappers' stride)
HEADER = 16

#: argument positions of the two forward sweeps (checkpoint_rule.py's calls)
_POS = {
    FORWARD: {"step": 0, "ctx": 1, "cb": 2, "regs": 5, "nreg": 6, "dctx": 9, "ps": 10,
              "nps": 11, "checked": 12},
    ONLINE: {"step": 0, "ctx": 1, "cb": 2, "regs": 4, "nreg": 5, "dctx": 8, "ps": 9, "nps": 10},
}  # fmt: skip


def _where(t, inst: Instruction) -> str:
    return f"in @{source_name(t.src.name)}: a checkpointed loop (mpiad.checkpointed, " \
           f"@mpiad_checkpoint), {inst.callee_name}"  # fmt: skip


def _no_reverse(a, inst) -> None:
    raise UnsupportedError(
        f"{inst.callee_name} is the runtime of a generated gradient's checkpointed loop: reverse "
        "mode over a gradient is not supported; differentiate the gradient in forward mode"
    )


def _pack(b: Builder, block: Value, parts: list[Value], n: int, back: bool = False) -> None:
    """Copy each of ``parts`` (``n`` bytes each) into ``block`` one after the other (``back``:
    from the block into the parts)."""
    for k, p in enumerate(parts):
        at = b.gep(I8, block, [Typed(I64, IntConst(k * n))], base="ck2.at") if k else block
        b.memcpy(p if back else at, at if back else p, Typed(I64, IntConst(n)))


@register_call(FORWARD, ONLINE)
class CheckpointForwardTangent(Rule):
    """The forward sweep of a checkpointed loop, in forward mode over the gradient."""

    replaces_primal = True
    always = True
    writes_memory = "unknown"

    def activity(self, act, inst: Call) -> bool:
        pos = _POS[inst.callee_name]
        step, ctxp = inst.args[pos["step"]].value, inst.args[pos["ctx"]].value
        fn = act.module.functions.get(step.name) if isinstance(step, GlobalRef) else None
        changed = False
        if fn is not None and not fn.is_declaration:  # the steps run on the context
            direct = Call(ret=fn.ret, callee=step, args=[Arg(PTR, ctxp)])
            changed |= act.visit_call_as(direct)
        dctx = inst.args[pos["dctx"]].value
        if not isinstance(dctx, KeywordConst):  # the runtime writes shadow pointers there
            changed |= act.activate_memory(dctx, inst, strict=False)
        # the handle's tangent is the extended context block (freed by the reverse sweep)
        return changed | act.mark(inst, True)

    def forward(self, t, inst: Call) -> None:
        name = inst.callee_name
        pos = _POS[name]
        a = [x.value for x in inst.args]
        step, ctxp, cb, nreg = a[pos["step"]], a[pos["ctx"]], a[pos["cb"]], a[pos["nreg"]]
        dctx = a[pos["dctx"]]
        if not (isinstance(step, GlobalRef) and isinstance(cb, IntConst)
                and isinstance(nreg, IntConst)):  # fmt: skip
            raise UnsupportedError(
                f"{_where(t, inst)}: its step, context size or region count is not a constant "
                "of the generated gradient (was the gradient optimised before forward mode?); "
                "second derivatives are taken of the gradient as mpiad generated it"
            )
        if not t.varied(ctxp) or isinstance(dctx, KeywordConst):
            raise UnsupportedError(f"{_where(t, inst)}: internal error: the loop's context has "
                                   "no tangent in forward mode over its gradient")  # fmt: skip
        W, n, b = t.width, int(cb.value), t.b
        blocks = 1 + W
        head = b.call("malloc", PTR, [(I64, IntConst(HEADER + blocks * n))], base="ck2.block")
        b.store(I64, IntConst(n), head, 8)
        ctx2 = b.gep(I8, head, [Typed(I64, IntConst(HEADER))], base="ck2.ctx")
        ctxs = [ctxp] + t.lanes(ctxp, PTR, inst)
        dctxs = [dctx] + t.lanes(dctx, PTR, inst)
        _pack(b, ctx2, ctxs, n)
        dctx2 = t.entry_alloca(ArrayType(blocks * n, I8), "ck2.dctx")
        _pack(b, dctx2, dctxs, n)
        regs2, nreg2 = _regions(t, inst, a[pos["regs"]], int(nreg.value))
        ps2, nps2 = _pointer_slots(t, inst, a[pos["ps"]], a[pos["nps"]], n)
        step2 = _step_wrapper(t, step.name, n)
        checked = a[pos["checked"]] if "checked" in pos else None
        if isinstance(checked, GlobalRef):  # the checking twin, as its tangent
            checked = GlobalRef(_step_wrapper(t, checked.name, n))
        new = {"step": GlobalRef(step2), "ctx": ctx2, "cb": IntConst(blocks * n),
               "regs": regs2, "nreg": IntConst(nreg2), "dctx": dctx2, "ps": ps2,
               "nps": IntConst(nps2), "checked": checked}  # fmt: skip
        args = list(inst.args)
        for key, at in pos.items():
            args[at] = Arg(inst.args[at].type, new[key])
        t.ctx.need_runtime(name)
        b.emit(Call(ret=inst.ret, callee=GlobalRef(name), args=args), None)
        b.out[-1].name = inst.name
        _pack(b, ctx2, ctxs, n, back=True)
        _pack(b, dctx2, dctxs, n, back=True)
        if inst.name is not None:
            t.set_lanes(inst, [head] * W)

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


@register_call(REVERSE)
class CheckpointReverseTangent(Rule):
    """The reverse sweep of a checkpointed loop, in forward mode over the gradient."""

    replaces_primal = True
    always = True
    writes_memory = "unknown"

    def activity(self, act, inst: Call) -> bool:
        dctx = inst.args[2].value
        if isinstance(dctx, KeywordConst):
            return False
        return act.activate_memory(dctx, inst, strict=False)

    def forward(self, t, inst: Call) -> None:
        h, adj, dctx = (x.value for x in inst.args)
        if not isinstance(adj, GlobalRef) or not t.varied(h) or isinstance(dctx, KeywordConst):
            raise UnsupportedError(
                f"{_where(t, inst)}: its step adjoint or handle is not the one mpiad generated "
                "(was the gradient optimised before forward mode?); second derivatives are "
                "taken of the gradient as mpiad generated it"
            )
        W, b = t.width, t.b
        head = t.lanes(h, PTR, inst)[0]
        n = b.load(I64, head, 8, base="ck2.bytes")
        size = b.binop("mul", I64, n, IntConst(1 + W), base="ck2.size")
        dctx2 = b.call("malloc", PTR, [(I64, size)], base="ck2.dctx")
        dctxs = [dctx] + t.lanes(dctx, PTR, inst)
        _pack_dynamic(b, dctx2, dctxs, n)
        adj2 = _adjoint_wrapper(t, adj.name)
        # the step adjoints' records on shadow tapes of their own (see the module docstring)
        tapes = [GlobalRef(ensure_shadow_tape(t.module, k)) for k in range(W)]
        saved = t.entry_alloca(ArrayType(24 * W, I8), "ck2.tapes")
        for k, tp in enumerate(tapes):
            at = b.gep(I8, saved, [Typed(I64, IntConst(24 * k))], base="ck2.tape")
            b.memcpy(at, tp, Typed(I64, IntConst(24)))
            b.memset(tp, Typed(I64, IntConst(24)))
        args = [Arg(PTR, h), Arg(PTR, GlobalRef(adj2)), Arg(PTR, dctx2)]
        t.ctx.need_runtime(REVERSE)
        b.emit(Call(ret=VOID, callee=GlobalRef(REVERSE), args=args), None)
        for k, tp in enumerate(tapes):
            b.call("__mpiad_tape_free", VOID, [(PTR, tp)], declare=False)
            at = b.gep(I8, saved, [Typed(I64, IntConst(24 * k))], base="ck2.tape")
            b.memcpy(tp, at, Typed(I64, IntConst(24)))
        _pack_dynamic(b, dctx2, dctxs, n, back=True)
        b.call("free", VOID, [(PTR, dctx2)])
        b.call("free", VOID, [(PTR, head)])

    def reverse(self, a, inst) -> None:
        _no_reverse(a, inst)


@register_call(RAISED)
class CheckpointRaised(NoDerivative):
    """A step's stop for a raised exception: no arguments, no derivative."""


@register_call(NOTE)
class CheckpointNote(Rule):
    """The checking twin's note of an access to ``p``: forward mode makes the same access to
    ``p``'s tangents (a load, a store, a pointer handed to a call), so each is noted too."""

    always = True

    def activity(self, act, inst: Call) -> bool:
        return False

    def forward(self, t, inst: Call) -> None:
        p, nbytes, kind = (x.value for x in inst.args)
        if not t.varied(p):
            return
        for lane in t.lanes(p, PTR, inst):
            if not isinstance(lane, KeywordConst):
                args = [(PTR, lane), (I64, nbytes), (I32, kind)]
                t.b.call(NOTE, VOID, args, declare=False)

    def reverse(self, a, inst) -> None:
        pass


def _pack_dynamic(b: Builder, block: Value, parts: list[Value], n: Value, back=False) -> None:
    """:func:`_pack` with a run-time part size ``n`` (an i64)."""
    for k, p in enumerate(parts):
        at = block
        if k:
            off = b.binop("mul", I64, n, IntConst(k), base="ck2.off")
            at = b.gep(I8, block, [Typed(I64, off)], base="ck2.at")
        b.memcpy(p if back else at, at if back else p, Typed(I64, n))


def _region_roots(t, inst: Call, regs: Value, nreg: int) -> list[Value]:
    """The pointer of each region the gradient lists (``store i64 (ptrtoint ptr %root), ptr
    (gep %regions, 16 k)``, checkpoint_emit.py's emit_call)."""
    defs = {i.name: i for i in t.src.instructions() if i.name}
    roots: dict[int, Value] = {}
    for s in t.src.instructions():
        if not isinstance(s, Store) or str(s.value.type) != "i64":
            continue
        p, off = s.ptr.value, 0
        g = defs.get(p.name) if isinstance(p, LocalRef) else None
        if isinstance(g, GetElementPtr) and len(g.indices) == 1 and str(g.source) == "i8":
            idx = g.indices[0].value
            if not isinstance(idx, IntConst):
                continue
            p, off = g.ptr.value, int(idx.value)
        if p != regs or off % 16:
            continue
        c = defs.get(s.value.value.name) if isinstance(s.value.value, LocalRef) else None
        if isinstance(c, Cast) and c.opcode == "ptrtoint":
            roots[off // 16] = c.operand.value
    missing = [k for k in range(nreg) if k not in roots]
    if missing:
        raise UnsupportedError(
            f"{_where(t, inst)}: the pointer of its state region {missing[0]} is not found where "
            "mpiad's gradient lists it (was the gradient optimised before forward mode?)"
        )
    return [roots[k] for k in range(nreg)]


def _regions(t, inst: Call, regs: Value, nreg: int) -> tuple[Value, int]:
    """The region list with each region's W tangent regions after the primal ones (regions
    whose pointer has no tangent, such as request arrays, have none)."""
    b, W = t.b, t.width
    tangent = []
    for j, root in enumerate(_region_roots(t, inst, regs, nreg)):
        if t.varied(root):
            lanes = t.lanes(root, PTR, inst)
            if not any(isinstance(x, KeywordConst) for x in lanes):
                tangent.append((j, lanes))
    total = nreg + W * len(tangent)
    regs2 = t.entry_alloca(ArrayType(16 * max(1, total), I8), "ck2.regions")
    if nreg:
        b.memcpy(regs2, regs, Typed(I64, IntConst(16 * nreg)))
    at = nreg
    for k in range(W):
        for j, lanes in tangent:
            addr = b.cast("ptrtoint", PTR, lanes[k], I64, base="ck2.addr")
            src = b.gep(I8, regs, [Typed(I64, IntConst(16 * j + 8))], base="ck2.reg")
            nb = b.load(I64, src, 8, base="ck2.rbytes")
            nb = b.binop("and", I64, nb, IntConst(~HOLDS_REQUESTS), base="ck2.rbytes")
            for off, v in ((0, addr), (8, nb)):
                dst = b.gep(I8, regs2, [Typed(I64, IntConst(16 * at + off))], base="ck2.reg")
                b.store(I64, v, dst, 8)
            at += 1
    return regs2, total


def _pointer_slots(t, inst: Call, ps: Value, nps: Value, n: int) -> tuple[Value, int]:
    """The pointer slots of the extended block: the primal ones, then each lane's (the same
    offsets in that lane's block; a live-out slot ``~off`` stays a live-out slot)."""
    if isinstance(ps, KeywordConst):
        return ps, 0
    g = t.module.globals.get(ps.name) if isinstance(ps, GlobalRef) else None
    init = g.initializer if g is not None else None
    if not isinstance(init, AggregateConst) or not isinstance(nps, IntConst):
        raise UnsupportedError(
            f"{_where(t, inst)}: its pointer slots are not the constant table mpiad generated"
        )
    slots = [int(e.value.value) for e in init.elements]
    out = list(slots)
    for k in range(1, 1 + t.width):
        out += [s + k * n if s >= 0 else ~(~s + k * n) for s in slots]
    name = t.module.fresh_name(f"{ps.name.strip(chr(34))}.lanes")
    ty = ArrayType(len(out), I64)
    elems = tuple(Typed(I64, IntConst(o)) for o in out)
    t.module.add(GlobalVariable(name, "private unnamed_addr", "constant", ty,
                                AggregateConst("[", elems), ", align 8"))  # fmt: skip
    return GlobalRef(name), len(out)


def _lane_ptrs(b: Builder, base: Value, n: Value, width: int, tag: str) -> list[Value]:
    """The W lanes of an extended block: ``base + k n`` for k = 1..W."""
    out = []
    for k in range(1, width + 1):
        off = n if k == 1 else b.binop("mul", I64, n, IntConst(k), base=f"{tag}.off")
        out.append(b.gep(I8, base, [Typed(I64, off)], base=f"{tag}.lane"))
    return out


def _wrapper(t, name: str, ret, params: list[str], body) -> str:
    """An internal function ``ret name(ptr params...)`` whose body ``body(builder)`` writes (once
    per module: the same name is the same wrapper)."""
    m = t.module
    if name in m.functions:
        return name
    b = Builder(m, Names(set(params)))
    body(b)
    fn = Function(name, ret, [Param(PTR, p) for p in params], pre="internal")
    fn.blocks = [Block("entry", b.out)]
    m.add(fn)
    return name


def _quoted(name: str) -> str:
    plain = all(c.isalnum() or c in "-$._" for c in name) and not name[0].isdigit()
    return name if plain else f'"{name}"'


def _step_wrapper(t, step: str, n: int) -> str:
    """``step2(ptr ctx)``: the step's tangent on an extended block (``void``, or ``i32`` for a
    loop of unknown trip count: whether it goes on)."""
    src = t.module.functions[step]
    target = t.tangent_function(step, [True])
    W = t.width
    name = _quoted(f"{step.strip(chr(34))}.tangent{W if W > 1 else ''}")

    def body(b: Builder) -> None:
        ctx = LocalRef("ctx")
        lanes = _lane_ptrs(b, ctx, IntConst(n), W, "t")
        r = b.call(target.name, target.ret, [(PTR, v) for v in [ctx, *lanes]], base="more",
                   declare=False)  # fmt: skip
        b.ret(None if src.ret.is_void else Typed(I32, r))

    return _wrapper(t, name, src.ret, ["ctx"], body)


def _adjoint_wrapper(t, adj: str) -> str:
    """``adj2(ptr ctx, ptr dctx, ptr tape)``: the tangent of the step's adjoint on extended
    blocks, whose size the header before ``ctx`` gives."""
    target = t.tangent_function(adj, [True, True, False])
    W = t.width
    name = _quoted(f"{adj.strip(chr(34))}.tangent{W if W > 1 else ''}")

    def body(b: Builder) -> None:
        ctx, dctx = LocalRef("ctx"), LocalRef("dctx")
        hdr = b.gep(I8, ctx, [Typed(I64, IntConst(-HEADER))], base="hdr")
        n = b.load(I64, hdr, 8, base="n")
        cl, dl = _lane_ptrs(b, ctx, n, W, "c"), _lane_ptrs(b, dctx, n, W, "d")
        args = [ctx, *cl, dctx, *dl, LocalRef("tape")]
        b.call(target.name, VOID, [(PTR, v) for v in args], declare=False)
        b.ret(None)

    return _wrapper(t, name, VOID, ["ctx", "dctx", "tape"], body)
