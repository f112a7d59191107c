"""What MPI rule units share: calls into mpiad's MPI runtime, the shadows of buffers, and the
base class.

Each unit names the call's buffers and emits calls into the runtime (``passes/mpi/runtime/``):
forward mode calls ``__mpiad_fwd_<f>`` in place of the primal (it does the primal call and the
shadow communication for all W lanes in one message); reverse mode calls ``__mpiad_aug_<f>`` in
the forward sweep (primal + a record of what the reverse needs) and ``__mpiad_rev_<f>`` at the
matching point of the reverse sweep. Calls whose datatype is floating point (or only known at
run time) are always differentiated, with zero shadows for inactive buffers, so that every rank
makes the same shadow communication whatever its local activity.
"""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import Arg, BinaryOp, Call, Load, describe
from ...ir.types import I32, I64, PTR, ArrayType, Type
from ...ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ...rules.protocol import AdjointBuilder, Rule, ShadowView, TangentBuilder
from ...rules.registry import register_call
from .. import abi as ABI
from ..runtime import runtime_module
from ..signatures import Signature, parse, signature


def abi_of(g: ShadowView) -> ABI.ABI:
    return ABI.detect(g.module, g.ctx.abi)


def rt_call(g: ShadowView, name: str, args: list[Value], base: str | None = "mpi") -> Value:
    """Call runtime function ``name`` (linked into the module when the pass finishes); argument
    types are taken from its definition."""
    fn = runtime_module(abi_of(g).name).functions[name]
    g.ctx.need_runtime(name)
    if len(fn.params) != len(args):
        raise UnsupportedError(
            f"internal error: runtime function {name} takes {len(fn.params)} arguments, the rule "
            f"passed {len(args)}"
        )
    call = Call(
        ret=fn.ret, callee=GlobalRef(name), args=[Arg(p.type, a) for p, a in zip(fn.params, args)]
    )
    return g.b.emit(call, base if not fn.ret.is_void else None)


def in_place(g: ShadowView, v: Value) -> bool:
    """Is ``v`` MPI_IN_PLACE (a constant integer cast to a pointer)?"""
    if isinstance(v, ConstExpr) and v.opcode == "inttoptr":
        inner = v.operands[0].value
        return isinstance(inner, IntConst) and inner.value == abi_of(g).misc["in_place"]
    return False


def activate_received(
    act, inst: Call, buf_i: int, dt_i: int, datatypes: frozenset | set = ABI.FLOAT_DATATYPES
) -> bool:
    """A floating-point receive buffer carries a derivative (the sender's data may be active).
    ``datatypes``: the named datatypes whose data does."""
    buf = inst.args[buf_i].value
    dt = inst.args[dt_i].value
    name = ABI.detect(act.module, act.ctx.abi).datatype_name(dt)
    if name is not None and name not in datatypes:
        return False
    if isinstance(dt, IntConst) and name is None:
        return False
    if isinstance(buf, ConstExpr) and buf.opcode == "inttoptr":  # MPI_IN_PLACE
        return False
    if isinstance(buf, KeywordConst):
        return False
    return act.activate_memory(buf, inst, strict=False)


def dbufs(g: TangentBuilder, inst: Call, buf: Value, ty: Type = PTR) -> Value:
    """Forward: an array of the W shadow pointers of ``buf`` (null when it carries none)."""
    if in_place(g, buf) or not g.varied(buf):
        return KeywordConst("null")
    lanes = g.lanes(buf, ty, inst)
    arr = g.entry_alloca(ArrayType(len(lanes), PTR), "dbufs")
    for k, lane in enumerate(lanes):
        p = arr if k == 0 else g.b.gep(PTR, arr, [Typed(I64, IntConst(k))])
        g.b.store(PTR, lane, p)
    return arr


def shadow(g: ShadowView, inst: Call, buf: Value) -> Value:
    """Reverse (either sweep): the shadow pointer of ``buf``, or null."""
    if in_place(g, buf) or not g.varied(buf):
        return KeywordConst("null")
    return g.lanes(buf, PTR, inst)[0]


def name_result(g: ShadowView, inst: Call) -> None:
    """Give the call's i32 result (MPI_SUCCESS) its name when the primal call was replaced."""
    if inst.name is not None:
        g.b.emit(
            BinaryOp(opcode="add", ty=inst.ret, lhs=IntConst(0), rhs=IntConst(0), name=inst.name),
            None,
        )


def width(g: TangentBuilder) -> Value:
    return IntConst(g.width)


# -- the C signature each call is checked against (``passes/mpi/signatures.py``) -----------------
_KIND = {"p": "a pointer", "i": "a C int", "l": "an MPI_Aint", "h": "a handle"}


def check_signature(g, inst: Call) -> None:
    """Refuse, by name, an MPI call whose arguments do not match the function's C signature
    (their number, or an argument's type), or whose result is not an int: the rules read the
    arguments by position and hand them to the runtime with C types. ``g`` is the activity
    analysis or a builder (anything with ``module`` and ``ctx``)."""
    name = inst.callee_name
    declared = signature(name)
    if declared is None:
        return
    sig = declared.c_types
    handle = PTR if ABI.detect(g.module, g.ctx.abi).handle_is_pointer else I32
    want = {"p": PTR, "i": I32, "l": I64, "h": handle}
    fn = getattr(g, "src", None) or getattr(g, "fn", None)
    where = f"in @{fn.name}: " if fn is not None else ""
    shown = describe(inst)
    proto = f"{name}({', '.join(str(want[k]) for k in sig)})"
    if len(inst.args) != len(sig):
        raise UnsupportedError(
            f"{where}{name} is called with {len(inst.args)} argument(s), but it takes "
            f"{len(sig)}: {proto} ({shown}); check its declaration against mpi.h"
        )
    for k, (a, kind) in enumerate(zip(inst.args, sig)):
        if str(a.type) != str(want[kind]):
            raise UnsupportedError(
                f"{where}argument {k + 1} of {name} has type {a.type}, but it must be "
                f"{_KIND[kind]} ({want[kind]}): {proto} ({shown}); check its declaration "
                "against mpi.h and the MPI ABI"
            )
    ret = "double" if declared.returns_double else "i32"
    if not (inst.ret.is_void or str(inst.ret) == ret):
        raise UnsupportedError(
            f"{where}{name} is called as returning {inst.ret}, but it returns "
            f"{'a double' if declared.returns_double else 'an int'} ({ret}): {proto} ({shown})"
        )


def _checked(method):
    """``method`` of an MPI rule, after :func:`check_signature` of the call it is given."""

    def run(self, g, inst, *args, **kwargs):
        check_signature(g, inst)
        return method(self, g, inst, *args, **kwargs)

    run._mpi_checked = True
    run.__name__, run.__qualname__, run.__doc__ = (
        method.__name__,
        method.__qualname__,
        method.__doc__,
    )
    return run


def mpi_rule(cls: type) -> type:
    """Register rule class ``cls`` under every call of its ``signatures``; a signature that does
    not parse is an error at import that names the rule."""
    for name, text in cls.signatures.items():
        try:
            parse(text)
        except ValueError as e:
            raise RuntimeError(f"mpiad: rule {cls.__name__}, {name}: {e}") from None
    return register_call(*cls.signatures)(cls)


class MPIRule(Rule):
    """Base: replaces the primal in forward mode and in the forward sweep of reverse mode.

    ``signatures`` (call name -> its C signature by argument kind, ``passes/mpi/signatures.py``)
    is the one place that says what a call's arguments are: the (buffer, datatype) pairs the
    call writes (:attr:`recv`), the buffers it only reads (:attr:`reads`), where its request and
    communicator are, come from it. Every rule entry point (``activity``, ``forward``,
    ``augmented``, ``reverse``) of every subclass first checks the call against it, so a unit
    reads ``inst.args[i]`` knowing it is there and has the right type."""

    replaces_primal = True
    always = True
    signatures: dict[str, str] = {}
    #: the named datatypes whose received data carries a derivative
    datatypes: frozenset | set = ABI.FLOAT_DATATYPES

    @property
    def signature(self) -> Signature:
        """The call's signature; a call refused by name has none (an empty one)."""
        return parse(type(self).signatures.get(self.name, ""))

    @property
    def recv(self) -> tuple[tuple[int, int], ...]:
        """The (buffer, datatype) argument pairs the call writes."""
        return self.signature.writes

    @property
    def reads(self) -> tuple[int, ...]:  # type: ignore[override]
        return self.signature.reads

    def runtime_functions(self) -> set[str]:
        """The runtime functions this call's rule emits calls to, where it builds their names
        (the registry test reads the names written out in a rule's source, and these)."""
        return set()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        for meth in ("activity", "forward", "augmented", "reverse"):
            m = cls.__dict__.get(meth)
            if m is not None and not getattr(m, "_mpi_checked", False):
                setattr(cls, meth, _checked(m))

    def activity(self, act, inst) -> bool:
        check_signature(act, inst)
        changed = False
        for b, d in self.recv:
            changed |= activate_received(act, inst, b, d, self.datatypes)
        return changed

    @staticmethod
    def a(inst: Call, i: int) -> Value:
        return inst.args[i].value


class PrimalInAugmented(MPIRule):
    """Calls whose reverse needs no record: the forward sweep runs the primal as is."""

    def augmented(self, t: TangentBuilder, inst) -> None:
        t.emit_primal(inst)


class CollectiveInAugmented(MPIRule):
    """Blocking collectives whose reverse needs no record: the forward sweep runs the primal as
    is and counts it, so that the reverse sweep starts the adjoint collectives in one order on
    every rank (passes/mpi/runtime/ordering.c)."""

    def augmented(self, t: TangentBuilder, inst) -> None:
        t.emit_primal(inst)
        rt_call(t, "__mpiad_aug_coll", [], None)


def row_args(
    rule: MPIRule, g, inst: Call, pattern: str, forward: bool, width_after: int | None = None
) -> list[Value]:
    """The runtime arguments of a call described by a row's pattern (icollectives.py,
    pcollectives.py): ``B<i>`` argument i and its lanes (forward) or its shadow (augmented);
    ``a<i>`` argument i as it is; ``W`` the width (forward; in the augmented call the constant
    ``width_after``, or nothing where None); ``null``; an integer constant."""
    out: list[Value] = []
    for tok in pattern.split():
        if tok[0] == "B":
            buf = rule.a(inst, int(tok[1:]))
            out += [buf, dbufs(g, inst, buf, PTR) if forward else shadow(g, inst, buf)]
        elif tok[0] == "a":
            out.append(rule.a(inst, int(tok[1:])))
        elif tok == "W":
            if forward:
                out.append(width(g))
            elif width_after is not None:
                out.append(IntConst(width_after))
        elif tok == "null":
            out.append(null())
        else:
            out.append(IntConst(int(tok)))
    return out


class RecordedCall(MPIRule):
    """Calls whose runtime functions take the call's arguments as they are: forward ``fwd_fn``,
    augmented ``aug_fn`` (its result is the record), reverse ``rev_fn(record)`` (completion
    calls, Start, Request_free)."""

    fwd_fn = aug_fn = rev_fn = ""

    def forward(self, g: TangentBuilder, inst):
        rt_call(g, self.fwd_fn, [a.value for a in inst.args], None)
        name_result(g, inst)

    def augmented(self, g: TangentBuilder, inst):
        g.record(inst, rt_call(g, self.aug_fn, [a.value for a in inst.args], "wait.rec"))
        name_result(g, inst)

    def reverse(self, g: AdjointBuilder, inst):
        rt_call(g, self.rev_fn, [g.recorded(inst)], None)


class Unlowered(Rule):
    """A call that a lowering before analysis rewrites (Fortran's binding, the large-count
    forms) reaching the pass as it is: refused in every entry point with ``message(inst)``."""

    def message(self, inst: Call) -> str:
        raise NotImplementedError

    def activity(self, act, inst) -> bool:
        raise UnsupportedError(self.message(inst))

    def forward(self, t, inst) -> None:
        raise UnsupportedError(self.message(inst))

    def reverse(self, a, inst) -> None:
        raise UnsupportedError(self.message(inst))


def null() -> Value:
    """A null pointer argument (an absent request: the blocking form of a call)."""
    return KeywordConst("null")


def check_user_op(g: ShadowView, inst: Call, op: Value) -> None:
    """A user-defined op (MPI_Op_create) is refused at compile time unless the module registers
    a derivative for it at run time (mpiad_register_op_derivative)."""
    if not isinstance(op, LocalRef):
        return
    fn = g.src
    d = next((i for i in fn.instructions() if i.name == op.name), None)
    if not isinstance(d, Load):
        return
    roots = g.act.roots(d.ptr.value)
    for i in fn.instructions():
        if (
            isinstance(i, Call)
            and i.callee_name in ("MPI_Op_create", "PMPI_Op_create")
            and len(i.args) == 3
            and roots & g.act.roots(i.args[2].value)
        ):
            registered = any(
                isinstance(j, Call) and j.callee_name == "mpiad_register_op_derivative"
                for j in fn.instructions()
            )
            if not registered:
                raise UnsupportedError(
                    f"in @{fn.name}: {inst.callee_name} uses a user-defined reduction op created "
                    f"by MPI_Op_create ({describe(i)}) that has no registered derivative; call "
                    "mpiad_register_op_derivative(op, like) after MPI_Op_create (like: 1 sum, 2 "
                    "prod, 3 min, 4 max), or mpiad.register_op_derivative from Python"
                )


__all__ = [
    "AdjointBuilder", "CollectiveInAugmented", "MPIRule", "PrimalInAugmented", "RecordedCall",
    "TangentBuilder", "Unlowered", "abi_of", "activate_received", "check_signature",
    "check_user_op", "dbufs", "in_place", "mpi_rule", "name_result", "null", "rt_call", "shadow",
    "width",
]  # fmt: skip
