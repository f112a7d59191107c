"""Numba's parallel launcher ``numba_parallel_for``: derivatives of ``prange`` loops that run
in parallel too.

Numba outlines each parfor (a ``prange`` loop) into a gufunc ``void g(ptr args, ptr dims, ptr
steps, ptr data)`` and launches it through its threading layer (workqueue, OpenMP or TBB):

    call void @numba_parallel_for(ptr @g, ptr %args, ptr %dims, ptr %steps, ptr %data,
                                  i64 inner_ndim, i64 array_count, i64 num_threads)

The launcher splits ``dims[0]`` (the schedule's entries) between threads and calls ``g`` on each
share with ``args[j]`` advanced by ``steps[j]`` per entry (only the schedule moves: the arrays
are passed whole, each iteration indexes its own elements). ``args`` holds pointers, so the
caller's activity analysis gives it a shadow array holding the shadows of the arrays' data.

Forward mode: an iteration's tangent only writes that iteration's outputs, exactly like its
primal, so the tangent of ``g`` (the pass's own, with the shadow of ``args`` after ``args``)
is launched through the same launcher. The launcher passes ``data`` through untouched: the
rule passes a small block ``{args, data, shadow args...}`` there, and a trampoline (one per
tangent) rebuilds, for its share, the shadow argument array advanced like the primal one.

Reverse mode: the forward sweep launches the body's augmented function, one tape per schedule
entry, and the reverse sweep launches its reverse function on those tapes; adjoints of memory
several iterations read are added atomically. Entries of the argument array that point into
memory nothing writes during the whole call (the caller's read-only analysis, which counts
the launch's own writes through each entry) make the body's pair reload those arrays instead
of taping what it read (:func:`readonly_slots`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tape
from ..builder import Builder, Names
from ..errors import UnsupportedError
from ..ir.instructions import Alloca, Arg, BinaryOp, Call, Instruction, Store
from ..ir.module import Block, Function, Module, Param
from ..ir.types import I8, I64, PTR, VOID, ArrayType, StructType
from ..ir.values import GlobalRef, IntConst, LocalRef, Typed, Value
from .protocol import AdjointBuilder, Rule, ShadowView, TangentBuilder

if TYPE_CHECKING:  # pragma: no cover - typing only: activity imports the rule registry
    from ..activity import Activity
from .registry import register_call

LAUNCHER = "numba_parallel_for"
#: the body's activities: the argument array carries shadows, dims, steps and data do not
_ACTS = ("dup", "const", "const", "const")


def body_call(module: Module, inst: Call) -> tuple[Function, Call]:
    """The gufunc ``inst`` launches and the direct call ``g(args, dims, steps, data)`` it
    stands for (what activity analysis and the tangent's signature are computed from)."""
    fn = inst.args[0].value
    body = module.functions.get(fn.name) if isinstance(fn, GlobalRef) else None
    if body is None or body.is_declaration or len(body.params) != 4:
        raise UnsupportedError(
            f"{LAUNCHER} launches a function mpiad cannot see ({inst.args[0].value.fmt(None)}); "
            "it differentiates parallel loops whose body Numba compiled into the same module"
        )
    args = [Arg(PTR, a.value) for a in inst.args[1:5]]
    return body, Call(ret=VOID, callee=GlobalRef(body.name), args=args)


def _array_count(inst: Call) -> int:
    n = inst.args[6].value
    if not isinstance(n, IntConst):
        raise UnsupportedError(f"{LAUNCHER} with a run-time argument count is not supported")
    return int(n.value)


def trampoline(module: Module, target: Function, count: int, width: int) -> Function:
    """``void tramp(ptr args, ptr dims, ptr steps, ptr pack)``, launched in the place of the
    gufunc: ``pack`` is ``{ptr args0, ptr data, ptr dargs_1..W}`` (``args0``: the argument
    array the launcher was given); for its share it advances each shadow argument array entry
    by the distance the launcher advanced the primal one, and calls ``target(args, dargs_1..W,
    dims, steps, data)``."""
    names = Names({"args", "dims", "steps", "pack"})
    b = Builder(module, names)
    args, dims, steps, pack = (LocalRef(n) for n in ("args", "dims", "steps", "pack"))
    orig = b.load(PTR, pack, 8, base="args0")
    data = b.load(PTR, b.gep(PTR, pack, [Typed(I64, IntConst(1))]), 8, base="data")
    shadows: list[Value] = []
    for k in range(width):
        dk = b.load(PTR, b.gep(PTR, pack, [Typed(I64, IntConst(2 + k))]), 8, base="dargs")
        local = b.alloca(ArrayType(count, PTR), align=8, base="dlocal")
        for j in range(count):
            idx = [Typed(I64, IntConst(j))]
            a = b.cast("ptrtoint", PTR, b.load(PTR, b.gep(PTR, args, idx), 8, base="a"), I64)
            o = b.cast("ptrtoint", PTR, b.load(PTR, b.gep(PTR, orig, idx), 8, base="o"), I64)
            off = b.binop("sub", I64, a, o, base="off")
            d = b.load(PTR, b.gep(PTR, dk, idx), 8, base="d")
            b.store(PTR, b.gep(I8, d, [Typed(I64, off)]), b.gep(PTR, local, idx), 8)
        shadows.append(local)
    call_args = [(PTR, args), *((PTR, s) for s in shadows), (PTR, dims), (PTR, steps), (PTR, data)]
    b.call(target.name, VOID, call_args, declare=False)
    b.ret(None)
    name = module.fresh_name(f"{target.name.strip(chr(34))}.launch")
    fn = Function(
        name if _plain(name) else f'"{name}"',
        VOID,
        [Param(PTR, n) for n in ("args", "dims", "steps", "pack")],
        pre="internal",
    )
    fn.blocks = [Block("entry", b.out)]
    module.add(fn)
    return fn


def _plain(name: str) -> bool:
    return all(c.isalnum() or c in "-$._" for c in name) and not name[0].isdigit()


@register_call(LAUNCHER)
class ParallelForRule(Rule):
    """A parallel launch of a prange loop's body (see the module docstring)."""

    replaces_primal = True
    #: the launcher writes through the arrays ``args`` points to, as the body does
    writes_memory = "unknown"

    def stands_for(self, module: Module, inst: Instruction) -> Instruction | None:
        return body_call(module, inst)[1]

    def activity(self, act: Activity, inst: Instruction) -> bool:
        # the launch moves activity exactly as a direct call of its body would
        body, direct = body_call(act.module, inst)
        _mark_parallel(act.module, act.ctx.launched, body)
        return act.visit_call_as(direct)

    def forward(self, t: TangentBuilder, inst: Instruction) -> None:
        body, direct = body_call(t.module, inst)
        args = inst.args[1].value
        if not t.varied(args):
            t.emit_primal(inst)
            return
        count = _array_count(inst)
        target = t.tangent_function(
            body.name, [True, False, False, False], t.act.slots_of_call(direct)
        )
        launch = trampoline(t.module, target, count, t.width)
        pack = t.entry_alloca(ArrayType(2 + t.width, PTR), "pfor.pack")
        b = t.b
        b.store(PTR, args, pack, 8)
        b.store(PTR, inst.args[4].value, b.gep(PTR, pack, [Typed(I64, IntConst(1))]), 8)
        for k, lane in enumerate(t.lanes(args, PTR, inst)):
            b.store(PTR, lane, b.gep(PTR, pack, [Typed(I64, IntConst(2 + k))]), 8)
        call_args = [(a.type, a.value) for a in inst.args]
        call_args[0] = (PTR, GlobalRef(launch.name))
        call_args[4] = (PTR, pack)
        b.call(LAUNCHER, VOID, call_args, declare=False)

    def augmented(self, t: TangentBuilder, inst: Instruction) -> None:
        """Reverse mode's forward sweep: each schedule entry runs the body's augmented function
        on a tape of its own, in parallel; what the reverse launch needs is kept on the heap."""
        body, direct = body_call(t.module, inst)
        args = inst.args[1].value
        count = _array_count(inst)
        ndims = _alloca_count(inst.args[2].value, t.src, "dims")
        nsteps = _alloca_count(inst.args[3].value, t.src, "steps")
        _check_schedule_step(inst.args[3].value, t.src)
        _check_reductions(body)
        _mark_parallel(t.module, t.ctx.parallel, body)
        ro = readonly_slots(t, inst, count)
        aug, _ = t.rm.pair_for(body.name, _ACTS, t.act.slots_of_call(direct), ro)
        tape.ensure_base(t.module)
        launch = entry_trampoline(t.module, aug, count, ndims, rev=False)
        b = t.b
        dims, steps = inst.args[2].value, inst.args[3].value
        n = b.load(I64, dims, 8, base="pfor.n")
        sched = b.binop("mul", I64, n, b.load(I64, steps, 8, base="pfor.s0"), base="pfor.sched")
        fixed = _TAPES_AT + 8 * (count + ndims + nsteps)
        size = b.binop("add", I64, b.binop("mul", I64, n, IntConst(_TAPE_BYTES)), sched)
        size = b.binop("add", I64, size, IntConst(fixed), base="pfor.bytes")
        blk = b.call("calloc", PTR, [(I64, IntConst(1)), (I64, size)], base="pfor.keep")
        b.store(I64, n, blk, 8)
        tapes = b.gep(I8, blk, [Typed(I64, IntConst(_TAPES_AT))], base="pfor.tapes")
        acopy = b.gep(I8, tapes, [Typed(I64, b.binop("mul", I64, n, IntConst(_TAPE_BYTES)))])
        dcopy = b.gep(I8, acopy, [Typed(I64, IntConst(8 * count))], base="pfor.dims")
        scopy = b.gep(I8, dcopy, [Typed(I64, IntConst(8 * ndims))], base="pfor.steps")
        schedc = b.gep(I8, scopy, [Typed(I64, IntConst(8 * nsteps))], base="pfor.schedc")
        b.memcpy(acopy, args, Typed(I64, IntConst(8 * count)))
        b.memcpy(dcopy, dims, Typed(I64, IntConst(8 * ndims)))
        b.memcpy(scopy, steps, Typed(I64, IntConst(8 * nsteps)))
        b.memcpy(schedc, b.load(PTR, args, 8, base="pfor.sched0"), Typed(I64, sched))
        b.store(PTR, schedc, acopy, 8)
        pack = b.gep(I8, blk, [Typed(I64, IntConst(_PACK_AT))], base="pfor.pack")
        dargs = t.lanes(args, PTR, inst)[0]
        for k, v in enumerate((args, inst.args[4].value, dargs, tapes)):
            b.store(PTR, v, b.gep(PTR, pack, [Typed(I64, IntConst(k))]), 8)
        call_args = [(a.type, a.value) for a in inst.args]
        call_args[0] = (PTR, GlobalRef(launch.name))
        call_args[4] = (PTR, pack)
        b.call(LAUNCHER, VOID, call_args, declare=False)
        # the reverse launch passes the copies, so the pack's first entry names them
        b.store(PTR, acopy, pack, 8)
        t.record(inst, blk)

    def reverse(self, a: AdjointBuilder, inst: Instruction) -> None:
        """The reverse launch: each schedule entry runs the body's reverse function on its
        tape (freed after), in parallel; shadows of memory several iterations read receive
        their adjoints through atomic adds (``ctx.parallel``)."""
        body, direct = body_call(a.module, inst)
        count = _array_count(inst)
        ndims = _alloca_count(inst.args[2].value, a.src, "dims")
        ro = readonly_slots(a, inst, count)
        _, rev = a.rm.pair_for(body.name, _ACTS, a.act.slots_of_call(direct), ro)
        launch = entry_trampoline(a.module, rev, count, ndims, rev=True)
        b = a.b
        blk = a.recorded(inst)
        pack = b.gep(I8, blk, [Typed(I64, IntConst(_PACK_AT))], base="pfor.pack")
        acopy = b.load(PTR, pack, 8, base="pfor.args")
        dcopy = b.gep(I8, acopy, [Typed(I64, IntConst(8 * count))], base="pfor.dims")
        scopy = b.gep(I8, dcopy, [Typed(I64, IntConst(8 * ndims))], base="pfor.steps")
        threads = b.call("get_num_threads", I64, [], base="pfor.threads")
        b.call(
            LAUNCHER,
            VOID,
            [
                (PTR, GlobalRef(launch.name)),
                (PTR, acopy),
                (PTR, dcopy),
                (PTR, scopy),
                (PTR, pack),
                (I64, a.primal(inst.args[5].value)),
                (I64, IntConst(count)),
                (I64, threads),
            ],
            declare=False,
        )
        b.call("free", VOID, [(PTR, blk)])


# -- reverse mode ---------------------------------------------------------------------------------
#: byte layout of the block the forward sweep keeps for the reverse launch (one calloc):
#: ``i64 entries | pack: 4 x ptr | tapes: entries x {ptr, i64, i64} | args | dims | steps |
#: schedule copy`` (the launch's own argument arrays are stack memory of a frame that is gone
#: when the reverse sweep runs, and Numba frees the schedule right after the launch)
_PACK_AT = 8
_TAPES_AT = _PACK_AT + 32
_TAPE_BYTES = 24
TAPE = StructType((PTR, I64, I64))  # the tape's {data, used bytes, capacity}


def readonly_slots(g: ShadowView, inst: Call, count: int) -> frozenset[tuple[int, int]]:
    """(0, byte offset) of the entries of the launch's argument array that point into memory
    nothing writes during the outermost call (``g.readonly``: that analysis counts the
    launch's own writes through each entry, see ``passes.readonly``): the body's reverse loads
    those arrays again instead of taping what it read. Entry 0, Numba's schedule, is freed
    right after the launch, so never."""
    out = set()
    for j in range(1, count):
        roots = g.act.stored_pointers(inst.args[1].value, 8 * j, inst)
        if roots and roots <= g.readonly and all(r[0] in ("arg", "global") for r in roots):
            out.add((0, 8 * j))
    return frozenset(out)


def _alloca_count(v: Value, src: Function, what: str) -> int:
    """The element count of the stack array ``v`` (the launch's dims or steps)."""
    if isinstance(v, LocalRef):
        for inst in src.instructions():
            if isinstance(inst, Alloca) and inst.name == v.name:
                ty = inst.allocated
                if isinstance(ty, ArrayType) and inst.count is None:
                    return ty.count
    raise UnsupportedError(
        f"in @{src.name}: the {what} of a {LAUNCHER} launch is not a stack array mpiad can "
        "size; the reverse mode of this parallel loop is not supported"
    )


def _check_schedule_step(steps: Value, src: Function) -> None:
    """The reverse trampolines find a share's first schedule entry by how far the launcher
    moved argument 0 (Numba's schedule) in steps of ``steps[0]``: refuse a launch whose
    ``steps[0]`` is not a positive constant stored into the stack array."""
    for inst in src.instructions():
        if (
            isinstance(inst, Store)
            and isinstance(inst.ptr.value, LocalRef)
            and inst.ptr.value == steps
            and isinstance(inst.value.value, IntConst)
            and int(inst.value.value.value) > 0
        ):
            return
    raise UnsupportedError(
        f"in @{src.name}: a {LAUNCHER} launch whose first argument is not a schedule of "
        "constant step; the reverse mode of this parallel loop is not supported"
    )


def entry_trampoline(module: Module, target: Function, count: int, ndims: int, rev: bool):
    """``void tramp(ptr args, ptr dims, ptr steps, ptr pack)`` for reverse mode: ``pack`` is
    ``{ptr args0, ptr data, ptr dargs, ptr tapes}``. Each schedule entry of the share runs on
    its own: ``target(tape_e, args_e, dargs_e, dims_e, steps, data)`` with ``dims_e[0] = 1``
    and ``tape_e`` the entry's tape, found by the entry's index in the whole schedule (the
    threading layer may split the schedule differently between the two launches, and TBB runs
    shares on any thread); ``rev``: the reverse launch, which frees each tape after use."""
    names = Names({"args", "dims", "steps", "pack", "e.next"})
    b = Builder(module, names)
    args, dims, steps, pack = (LocalRef(n) for n in ("args", "dims", "steps", "pack"))

    def at(base: Value, k, ty=PTR, name="p") -> Value:
        return b.gep(ty, base, [Typed(I64, k if isinstance(k, Value) else IntConst(k))], base=name)

    orig = b.load(PTR, pack, 8, base="args0")
    data = b.load(PTR, at(pack, 1), 8, base="data")
    dargs = b.load(PTR, at(pack, 2), 8, base="dargs")
    tapes = b.load(PTR, at(pack, 3), 8, base="tapes")
    n = b.load(I64, dims, 8, base="n")
    a0 = b.cast("ptrtoint", PTR, b.load(PTR, args, 8, base="a0"), I64)
    o0 = b.cast("ptrtoint", PTR, b.load(PTR, orig, 8, base="o0"), I64)
    s0 = b.load(I64, steps, 8, base="s0")
    # the share's first entry (the schedule, argument 0, is the one array the launcher moves)
    first = b.binop("sdiv", I64, b.binop("sub", I64, a0, o0, base="moved"), s0, base="first")
    a_e = b.alloca(ArrayType(count, PTR), align=8, base="args.e")
    d_e = b.alloca(ArrayType(count, PTR), align=8, base="dargs.e")
    dims_e = b.alloca(ArrayType(ndims, I64), align=8, base="dims.e")
    b.memcpy(dims_e, dims, Typed(I64, IntConst(8 * ndims)))
    b.store(I64, IntConst(1), dims_e, 8)
    any_ = b.cmp("icmp", "sgt", I64, n, IntConst(0), base="any")
    b.condbr(any_, "entry.loop", "done")
    head = Block("entry", b.out)
    b.out = []
    e = b.phi(I64, [(IntConst(0), "entry"), (LocalRef("e.next"), "entry.loop")], base="e")
    for j in range(count):
        a = b.load(PTR, at(args, j), 8, base="a")
        o = b.load(PTR, at(orig, j), 8, base="o")
        s = b.load(I64, at(steps, j, I64), 8, base="s")
        off = b.binop("mul", I64, e, s, base="off")
        b.store(PTR, b.gep(I8, a, [Typed(I64, off)], base="ae"), at(a_e, j), 8)
        ai = b.cast("ptrtoint", PTR, a, I64)
        oi = b.cast("ptrtoint", PTR, o, I64)
        doff = b.binop("add", I64, b.binop("sub", I64, ai, oi, base="dm"), off, base="doff")
        d = b.load(PTR, at(dargs, j), 8, base="d")
        b.store(PTR, b.gep(I8, d, [Typed(I64, doff)], base="de"), at(d_e, j), 8)
    k = b.binop("add", I64, first, e, base="k")
    tape = b.gep(TAPE, tapes, [Typed(I64, k)], base="tape")
    b.call(
        target.name,
        VOID,
        [(PTR, tape), (PTR, a_e), (PTR, d_e), (PTR, dims_e), (PTR, steps), (PTR, data)],
        declare=False,
    )
    if rev:
        b.call("__mpiad_tape_free", VOID, [(PTR, tape)], declare=False)
    b.emit(BinaryOp(opcode="add", ty=I64, lhs=e, rhs=IntConst(1), name="e.next"), None)
    more = b.cmp("icmp", "slt", I64, LocalRef("e.next"), n, base="more")
    b.condbr(more, "entry.loop", "done")
    loop = Block("entry.loop", b.out)
    b.out = []
    b.ret(None)
    name = module.fresh_name(f"{target.name.strip(chr(34))}.launch")
    fn = Function(
        name if _plain(name) else f'"{name}"',
        VOID,
        [Param(PTR, n_) for n_ in ("args", "dims", "steps", "pack")],
        pre="internal",
    )
    fn.blocks = [head, loop, Block("done", b.out)]
    module.add(fn)
    return fn


def _mark_parallel(module: Module, names: set[str], body: Function) -> None:
    """Add ``body`` and every function it calls to ``names``: they run on several threads at
    once (``ctx.parallel``: their adjoints accumulate into memory atomically; ``ctx.launched``:
    see Activity.visit_call_as)."""
    todo = [body]
    while todo:
        fn = todo.pop()
        if fn.name in names:
            continue
        names.add(fn.name)
        for inst in fn.instructions():
            if isinstance(inst, Call) and inst.callee_name:
                callee = module.functions.get(inst.callee_name)
                if callee is not None and not callee.is_declaration:
                    todo.append(callee)


def _check_reductions(body: Function) -> None:
    """Refuse a prange reduction other than a sum. Numba keeps each thread's partial result in
    a row of a reduction array indexed by ``get_thread_id()``; when a thread runs several
    schedule entries they chain through that row, and the reverse launch runs the entries in
    any order on any thread. A sum's adjoint is the same for every link of the chain (so any
    order is right, with atomic updates); a product's or a min's is not."""
    defs = {i.name: i for i in body.instructions() if i.name}
    users: dict[str, list[Instruction]] = {}
    for inst in body.instructions():
        for v in inst.operands():
            if isinstance(v, LocalRef):
                users.setdefault(v.name, []).append(inst)
    tids = {n for n, i in defs.items() if isinstance(i, Call) and i.callee_name == "get_thread_id"}
    if not tids:
        return
    # addresses computed from the thread id
    rows, todo = set(), list(tids)
    while todo:
        n = todo.pop()
        for u in users.get(n, ()):
            if (
                u.name
                and u.name not in rows
                and u.opcode
                in ("getelementptr", "select", "add", "sub", "mul", "shl", "sext", "zext", "phi")
            ):
                rows.add(u.name)
                todo.append(u.name)
    ok = ("fadd", "fsub", "phi", "store", "select")
    for n, i in defs.items():
        if i.opcode != "load" or not (
            isinstance(i.ptr.value, LocalRef) and i.ptr.value.name in rows
        ):
            continue
        if not i.type.is_float:
            continue
        seen, todo = set(), [n]
        while todo:
            m = todo.pop()
            for u in users.get(m, ()):
                if u.opcode not in ok or (u.opcode == "fsub" and u.operands()[-1] == LocalRef(m)):
                    raise UnsupportedError(
                        "a prange reduction other than a sum (`s += ...`): its reverse mode "
                        "runs the loop serially"
                    )
                if u.name and u.name not in seen:
                    seen.add(u.name)
                    todo.append(u.name)
