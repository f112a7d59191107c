"""MPI rule units: one per MPI function, forward and reverse side by side.

Each unit names the call's buffers and emits calls into mpiad's MPI runtime (runtime.c): forward
mode calls ``__mpiad_fwd_<f>`` in place of the primal (it does the primal call and the shadow
communication for all W lanes in one message); reverse mode calls ``__mpiad_aug_<f>`` in the forward
sweep (primal + a record of what the reverse needs) and ``__mpiad_rev_<f>`` at the matching point of
the reverse sweep. Calls whose datatype is floating point (or only known at run time) are always
differentiated, with zero shadows for inactive buffers, so that every rank makes the same shadow
communication whatever its local activity.
"""
from __future__ import annotations

from ..builder import Builder
from ..errors import UnsupportedError
from ..ir.instructions import Alloca, Arg, BinaryOp, Call, Load
from ..ir.types import ArrayType, I32, IntType, PTR, VOID, Type
from ..ir.values import GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ..rules.registry import Rule, register_call
from . import abi as ABI
from .runtime import _runtime


# -- helpers ---------------------------------------------------------------------------------------
def _abi(g) -> ABI.ABI:
    return ABI.detect(g.module)


def _need(g, name: str) -> None:
    g.module.__dict__.setdefault("_mpiad_rt_needed", set()).add(name)


def _rt_call(g, name: str, args: list[Value], base: str | None = "mpi") -> Value:
    """Call runtime function ``name``; argument types are taken from its definition."""
    abi = _abi(g)
    fn = _runtime(abi.name).functions[name]
    _need(g, name)
    if len(fn.params) != len(args):
        raise AssertionError(f"{name}: {len(fn.params)} params, {len(args)} args")
    call = Call(ret=fn.ret, callee=GlobalRef(name),
                args=[Arg(p.type, a) for p, a in zip(fn.params, args)])
    return g.b.emit(call, base if not fn.ret.is_void else None)


def _float_datatype(g, v: Value) -> bool | None:
    """True/False when the datatype is known statically, None when only the run time knows."""
    name = _abi(g).datatype_name(_resolve(g, v))
    if name is None:
        return None if not isinstance(_resolve(g, v), IntConst) else False
    return name in ABI.FLOAT_DATATYPES


def _resolve(g, v: Value) -> Value:
    """See through loads of constant globals (rsmpi's RSMPI_DOUBLE, MPI.jl's handles)."""
    return v


def _in_place(g, v: Value) -> bool:
    from ..ir.values import ConstExpr

    abi = _abi(g)
    if isinstance(v, ConstExpr) and v.opcode == "inttoptr":
        inner = v.operands[0].value
        return isinstance(inner, IntConst) and inner.value == abi.misc["in_place"]
    return False


def _activate(act, inst, buf_i: int, dt_i: int) -> bool:
    """A floating-point receive buffer carries a derivative (the sender's data may be active)."""
    buf = inst.args[buf_i].value
    dt = inst.args[dt_i].value
    abi = ABI.detect(act.module)
    name = abi.datatype_name(dt)
    if name is not None and name not in ABI.FLOAT_DATATYPES:
        return False
    if isinstance(dt, IntConst) and name is None:
        return False
    if _in_place_act(act, buf):
        return False
    if isinstance(buf, KeywordConst):
        return False
    return act.activate_memory(buf, inst, strict=False)


def _in_place_act(act, v) -> bool:
    from ..ir.values import ConstExpr

    return isinstance(v, ConstExpr) and v.opcode == "inttoptr"


def _entry_alloca(g, ty: Type, base: str) -> Value:
    name = g.b.names.fresh(base)
    g.entry_allocas.append(Alloca(allocated=ty, align=8, name=name))
    return LocalRef(name)


def _dbufs(g, inst, buf: Value, ty: Type) -> Value:
    """Forward: an array of the W shadow pointers of ``buf`` (null when it carries none)."""
    if _in_place(g, buf) or not g.varied(buf):
        return KeywordConst("null")
    lanes = g.lanes(buf, ty, inst)
    arr = _entry_alloca(g, ArrayType(len(lanes), PTR), "dbufs")
    from ..ir.types import I64

    for k, lane in enumerate(lanes):
        p = arr if k == 0 else g.b.gep(PTR, arr, [Typed(I64, IntConst(k))])
        g.b.store(PTR, lane, p)
    return arr


def _shadow(g, inst, buf: Value) -> Value:
    """Reverse (either sweep): the shadow pointer of ``buf``, or null."""
    if _in_place(g, buf) or not g.varied(buf):
        return KeywordConst("null")
    return g.lanes(buf, PTR, inst)[0]


def _rc(g, inst) -> None:
    """Give the call's i32 result (MPI_SUCCESS) its name when the primal call was replaced."""
    if inst.name is not None:
        g.b.emit(BinaryOp(opcode="add", ty=inst.ret, lhs=IntConst(0), rhs=IntConst(0),
                          name=inst.name), None)


def _record(g, inst, value: Value) -> None:
    """Remember the runtime record made for ``inst`` in the forward sweep."""
    g.infos[id(inst)] = value


def _recorded(g, inst) -> Value:
    return g.primal(g.aug.infos[id(inst)])


def _width(g) -> Value:
    return IntConst(g.width)


class MPIRule(Rule):
    """Base: replaces the primal in forward mode and in the forward sweep of reverse mode."""

    replaces_primal = True
    always = True
    recv: tuple[tuple[int, int], ...] = ()  # (buffer arg, datatype arg) pairs written by the call

    def activity(self, act, inst) -> bool:
        changed = False
        for b, d in self.recv:
            changed |= _activate(act, inst, b, d)
        return changed

    def a(self, inst, i: int) -> Value:
        return inst.args[i].value


# -- point to point ----------------------------------------------------------------------------------
@register_call("MPI_Isend", "MPI_Ibsend", "MPI_Irsend", "MPI_Issend")
class Isend(MPIRule):
    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_isend", [a(0), _dbufs(g, inst, a(0), PTR), _width(g), a(1), a(2),
                                          a(3), a(4), a(5), a(6)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _record(g, inst, _rt_call(g, "__mpiad_aug_isend", [a(0), _shadow(g, inst, a(0)), a(1), a(2),
                                                           a(3), a(4), a(5), a(6)], "req.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_isend", [_recorded(g, inst)], None)


@register_call("MPI_Irecv")
class Irecv(MPIRule):
    recv = ((0, 2),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_irecv", [a(0), _dbufs(g, inst, a(0), PTR), _width(g), a(1), a(2),
                                          a(3), a(4), a(5), a(6)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _record(g, inst, _rt_call(g, "__mpiad_aug_irecv", [a(0), _shadow(g, inst, a(0)), a(1), a(2),
                                                           a(3), a(4), a(5), a(6)], "req.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_irecv", [_recorded(g, inst)], None)


@register_call("MPI_Wait")
class Wait(MPIRule):
    """Completion: waits on the shadow request too (forward); in reverse, starts the adjoint
    communication of the request it completes. Waiting on MPI_REQUEST_NULL is a no-op."""

    def forward(self, g, inst):
        _rt_call(g, "__mpiad_fwd_wait", [self.a(inst, 0), self.a(inst, 1)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        _record(g, inst, _rt_call(g, "__mpiad_aug_wait", [self.a(inst, 0), self.a(inst, 1)],
                                  "wait.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_wait", [_recorded(g, inst)], None)


@register_call("MPI_Waitall")
class Waitall(MPIRule):
    def forward(self, g, inst):
        _rt_call(g, "__mpiad_fwd_waitall", [self.a(inst, 0), self.a(inst, 1), self.a(inst, 2)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        _record(g, inst, _rt_call(g, "__mpiad_aug_waitall",
                                  [self.a(inst, 0), self.a(inst, 1), self.a(inst, 2)], "wait.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_waitall", [_recorded(g, inst)], None)


@register_call("MPI_Test")
class Test(MPIRule):
    """A completed test is a wait: the shadow request completes with it."""

    def forward(self, g, inst):
        _rt_call(g, "__mpiad_fwd_test", [self.a(inst, 0), self.a(inst, 1), self.a(inst, 2)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        _record(g, inst, _rt_call(g, "__mpiad_aug_test",
                                  [self.a(inst, 0), self.a(inst, 1), self.a(inst, 2)], "wait.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_wait", [_recorded(g, inst)], None)


class _Completion(MPIRule):
    """Completion calls in any order (Waitany, Testany, Waitsome, Testsome): the runtime pairs the
    request MPI completed with its shadow (forward) or its record (reverse) through the request's
    primal handle, saved before the call. ``nargs`` arguments are passed through as they are."""

    fwd_fn = aug_fn = rev_fn = ""
    nargs = 0

    def forward(self, g, inst):
        _rt_call(g, self.fwd_fn, [self.a(inst, i) for i in range(self.nargs)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        _record(g, inst, _rt_call(g, self.aug_fn, [self.a(inst, i) for i in range(self.nargs)],
                                  "wait.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, self.rev_fn, [_recorded(g, inst)], None)


@register_call("MPI_Waitany")
class Waitany(_Completion):
    fwd_fn, aug_fn, rev_fn, nargs = ("__mpiad_fwd_waitany", "__mpiad_aug_waitany",
                                     "__mpiad_rev_wait", 4)


@register_call("MPI_Testany")
class Testany(_Completion):
    fwd_fn, aug_fn, rev_fn, nargs = ("__mpiad_fwd_testany", "__mpiad_aug_testany",
                                     "__mpiad_rev_wait", 5)


@register_call("MPI_Waitsome")
class Waitsome(_Completion):
    fwd_fn, aug_fn, rev_fn, nargs = ("__mpiad_fwd_waitsome", "__mpiad_aug_waitsome",
                                     "__mpiad_rev_waitall", 5)


@register_call("MPI_Testsome")
class Testsome(_Completion):
    fwd_fn, aug_fn, rev_fn, nargs = ("__mpiad_fwd_testsome", "__mpiad_aug_testsome",
                                     "__mpiad_rev_waitall", 5)


@register_call("MPI_Request_get_status")
class RequestGetStatus(MPIRule):
    """Status without completion: nothing to pair. Forward mode corrects the count of a fused
    receive (primal and tangents travel in one message) and unpacks it; reverse mode's primal
    messages are the user's own."""

    def forward(self, g, inst):
        _rt_call(g, "__mpiad_fwd_request_get_status", [self.a(inst, i) for i in range(3)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))

    def reverse(self, g, inst):
        pass


@register_call("MPI_Send", "MPI_Ssend", "MPI_Bsend", "MPI_Rsend")
class Send(MPIRule):
    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        sync = IntConst(1 if inst.callee_name.endswith("Ssend") else 0)
        _rt_call(g, "__mpiad_fwd_send", [a(0), _dbufs(g, inst, a(0), PTR), _width(g), a(1), a(2),
                                         a(3), a(4), a(5), sync], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_send", [_shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4),
                                         p(5)], None)


@register_call("MPI_Recv")
class Recv(MPIRule):
    recv = ((0, 2),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_recv", [a(0), _dbufs(g, inst, a(0), PTR), _width(g), a(1), a(2),
                                         a(3), a(4), a(5), a(6)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _record(g, inst, _rt_call(g, "__mpiad_aug_recv", [a(0), a(1), a(2), a(3), a(4), a(5), a(6)],
                                  "recv.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_recv", [_recorded(g, inst), _shadow(g, inst, self.a(inst, 0)),
                                         p(1), p(2), p(5)], None)


@register_call("MPI_Sendrecv")
class Sendrecv(MPIRule):
    recv = ((5, 7),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_sendrecv",
                 [a(0), _dbufs(g, inst, a(0), PTR), a(1), a(2), a(3), a(4), a(5),
                  _dbufs(g, inst, a(5), PTR), a(6), a(7), a(8), a(9), a(10), a(11), _width(g)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _record(g, inst, _rt_call(g, "__mpiad_aug_sendrecv", [a(i) for i in range(12)], "sr.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_sendrecv",
                 [_recorded(g, inst), _shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4),
                  _shadow(g, inst, self.a(inst, 5)), p(6), p(7), p(10)], None)


@register_call("MPI_Sendrecv_replace")
class SendrecvReplace(MPIRule):
    recv = ((0, 2),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_sendrecv_replace", [a(0), _dbufs(g, inst, a(0), PTR), _width(g),
                                                     a(1), a(2), a(3), a(4), a(5), a(6), a(7),
                                                     a(8)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _record(g, inst, _rt_call(g, "__mpiad_aug_sendrecv_replace", [a(i) for i in range(9)],
                                  "sr.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_sendrecv_replace",
                 [_recorded(g, inst), _shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4),
                  p(7)], None)


@register_call("MPI_Testall")
class Testall(MPIRule):
    """A completed Testall is a Waitall for the shadow requests."""

    def forward(self, g, inst):
        _rt_call(g, "__mpiad_fwd_testall", [self.a(inst, i) for i in range(4)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        _record(g, inst, _rt_call(g, "__mpiad_aug_testall", [self.a(inst, i) for i in range(4)],
                                  "wait.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_waitall", [_recorded(g, inst)], None)


# -- reductions ----------------------------------------------------------------------------------------
def _check_op(g, inst, op: Value) -> None:
    """A user-defined op (MPI_Op_create) is refused at compile time unless the module registers
    a derivative for it at run time (mpiad_register_op_derivative)."""
    if not isinstance(op, LocalRef):
        return
    fn = g.src
    defs = {i.name: i for i in fn.instructions() if i.name is not None}
    d = defs.get(op.name)
    if not isinstance(d, Load):
        return
    roots = g.act.roots(d.ptr.value)
    for i in fn.instructions():
        if isinstance(i, Call) and i.callee_name in ("MPI_Op_create", "PMPI_Op_create") and \
                len(i.args) == 3 and roots & g.act.roots(i.args[2].value):
            registered = any(isinstance(j, Call) and j.callee_name == "mpiad_register_op_derivative"
                             for j in fn.instructions())
            if not registered:
                from ..activity import describe

                raise UnsupportedError(
                    f"in @{fn.name}: {inst.callee_name} uses a user-defined reduction op created by "
                    f"MPI_Op_create ({describe(i)}) that has no registered derivative; call "
                    "mpiad_register_op_derivative(op, like) after MPI_Op_create (like: 1 sum, "
                    "2 prod, 3 min, 4 max), or mpiad.register_op_derivative from Python")


@register_call("MPI_Allreduce")
class Allreduce(MPIRule):
    recv = ((1, 3),)

    def activity(self, act, inst):
        changed = _activate(act, inst, 1, 3)
        if _in_place_act(act, inst.args[0].value):
            return changed
        return changed

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _check_op(g, inst, a(4))
        _rt_call(g, "__mpiad_fwd_allreduce", [a(0), _dbufs(g, inst, a(0), PTR), a(1),
                                              _dbufs(g, inst, a(1), PTR), _width(g), a(2), a(3),
                                              a(4), a(5)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _check_op(g, inst, a(4))
        _record(g, inst, _rt_call(g, "__mpiad_aug_allreduce", [a(0), a(1), a(2), a(3), a(4), a(5)],
                                  "red.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_reduce", [_recorded(g, inst), _shadow(g, inst, self.a(inst, 0)),
                                           _shadow(g, inst, self.a(inst, 1))], None)


@register_call("MPI_Reduce")
class Reduce(MPIRule):
    recv = ((1, 3),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _check_op(g, inst, a(4))
        _rt_call(g, "__mpiad_fwd_reduce", [a(0), _dbufs(g, inst, a(0), PTR), a(1),
                                           _dbufs(g, inst, a(1), PTR), _width(g), a(2), a(3), a(4),
                                           a(5), a(6)], None)
        _rc(g, inst)

    def augmented(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _check_op(g, inst, a(4))
        _record(g, inst, _rt_call(g, "__mpiad_aug_reduce", [a(0), a(1), a(2), a(3), a(4), a(5),
                                                            a(6)], "red.rec"))
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_reduce", [_recorded(g, inst), _shadow(g, inst, self.a(inst, 0)),
                                           _shadow(g, inst, self.a(inst, 1))], None)


# -- other collectives -----------------------------------------------------------------------------------
class _PrimalInAug(MPIRule):
    """Collectives whose reverse needs no record: the forward sweep runs the primal as is."""

    def augmented(self, g, inst):
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))


@register_call("MPI_Bcast")
class Bcast(_PrimalInAug):
    recv = ((0, 2),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_bcast", [a(0), _dbufs(g, inst, a(0), PTR), _width(g), a(1), a(2),
                                          a(3), a(4)], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_bcast", [_shadow(g, inst, self.a(inst, 0)), p(1), p(2), p(3), p(4)],
                 None)


@register_call("MPI_Gather", "MPI_Allgather")
class Gather(_PrimalInAug):
    recv = ((3, 5),)

    def _all(self, inst) -> bool:
        return inst.callee_name.endswith("Allgather")

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        all_ = self._all(inst)
        root = IntConst(0) if all_ else a(6)
        comm = a(6) if all_ else a(7)
        _rt_call(g, "__mpiad_fwd_gather", [a(0), _dbufs(g, inst, a(0), PTR), a(1), a(2), a(3),
                                           _dbufs(g, inst, a(3), PTR), a(4), a(5), root, comm,
                                           _width(g), IntConst(int(all_))], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        all_ = self._all(inst)
        root = IntConst(0) if all_ else p(6)
        comm = p(6) if all_ else p(7)
        _rt_call(g, "__mpiad_rev_gather", [_shadow(g, inst, self.a(inst, 0)), p(1), p(2),
                                           _shadow(g, inst, self.a(inst, 3)), p(4), p(5), root, comm,
                                           IntConst(int(all_))], None)


@register_call("MPI_Scatter")
class Scatter(_PrimalInAug):
    recv = ((3, 5),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_scatter", [a(0), _dbufs(g, inst, a(0), PTR), a(1), a(2), a(3),
                                            _dbufs(g, inst, a(3), PTR), a(4), a(5), a(6), a(7),
                                            _width(g)], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_scatter", [_shadow(g, inst, self.a(inst, 0)), p(1), p(2),
                                            _shadow(g, inst, self.a(inst, 3)), p(4), p(5), p(6),
                                            p(7)], None)


@register_call("MPI_Alltoall")
class Alltoall(_PrimalInAug):
    recv = ((3, 5),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _rt_call(g, "__mpiad_fwd_alltoall", [a(0), _dbufs(g, inst, a(0), PTR), a(1), a(2), a(3),
                                             _dbufs(g, inst, a(3), PTR), a(4), a(5), a(6),
                                             _width(g)], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_alltoall", [_shadow(g, inst, self.a(inst, 0)), p(1), p(2),
                                             _shadow(g, inst, self.a(inst, 3)), p(4), p(5), p(6)],
                 None)


@register_call("MPI_Reduce_scatter_block")
class ReduceScatterBlock(_PrimalInAug):
    recv = ((1, 3),)

    def forward(self, g, inst):
        a = lambda i: self.a(inst, i)  # noqa: E731
        _check_op(g, inst, a(4))
        _rt_call(g, "__mpiad_fwd_reduce_scatter_block",
                 [a(0), _dbufs(g, inst, a(0), PTR), a(1), _dbufs(g, inst, a(1), PTR), a(2), a(3),
                  a(4), a(5), _width(g)], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        p = lambda i: g.primal(self.a(inst, i))  # noqa: E731
        _rt_call(g, "__mpiad_rev_reduce_scatter_block",
                 [_shadow(g, inst, self.a(inst, 0)), _shadow(g, inst, self.a(inst, 1)), p(2), p(3),
                  p(4), p(5)], None)


@register_call("MPI_Barrier")
class Barrier(_PrimalInAug):
    """No data: the reverse sweep synchronises at the mirrored point, like the primal did."""

    replaces_primal = False
    always = False

    def activity(self, act, inst):
        return False

    def forward(self, g, inst):
        pass

    def reverse(self, g, inst):
        from ..ir.instructions import Call as C

        fn = g.module.functions.get(inst.callee_name)
        g.b.emit(C(ret=inst.ret, callee=GlobalRef(inst.callee_name),
                   args=[Arg(inst.args[0].type, g.primal(inst.args[0].value))]), "bar")


@register_call("MPI_Comm_free")
class CommFree(MPIRule):
    """Communicators freed in the primal stay alive until the reverse sweep is done."""

    always = True

    def activity(self, act, inst):
        return False

    def forward(self, g, inst):
        from ..forward import clone_instruction

        g.b.out.append(clone_instruction(inst, g.module))

    def augmented(self, g, inst):
        abi = _abi(g)
        hty = PTR if abi.handle_is_pointer else I32
        h = g.b.load(hty, self.a(inst, 0), base="comm")
        _record(g, inst, h)
        _rt_call(g, "__mpiad_aug_comm_free", [self.a(inst, 0)], None)
        _rc(g, inst)

    def reverse(self, g, inst):
        _rt_call(g, "__mpiad_rev_comm_free", [_recorded(g, inst)], None)


# -- queries and set-up: no derivative --------------------------------------------------------------
INACTIVE_MPI = [
    "MPI_Comm_rank", "MPI_Comm_size", "MPI_Init", "MPI_Init_thread", "MPI_Finalize",
    "MPI_Initialized", "MPI_Finalized", "MPI_Wtime", "MPI_Wtick", "MPI_Abort", "MPI_Comm_dup",
    "MPI_Comm_split", "MPI_Comm_create", "MPI_Comm_group", "MPI_Group_free", "MPI_Op_create",
    "MPI_Op_free", "MPI_Type_size", "MPI_Type_contiguous", "MPI_Type_commit", "MPI_Type_free",
    "MPI_Get_count", "MPI_Get_processor_name", "MPI_Error_string", "MPI_Comm_set_errhandler",
    "MPI_Query_thread", "MPI_Cart_create", "MPI_Cart_coords", "MPI_Cart_shift", "MPI_Cart_rank",
    "MPI_Dims_create", "MPI_Request_free", "mpiad_register_op_derivative",
]


class InactiveMPI(Rule):
    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst) -> None:
        pass

    def reverse(self, g, inst) -> None:
        pass


register_call(*INACTIVE_MPI)(InactiveMPI)
