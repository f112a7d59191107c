"""The large-count forms of MPI's calls (MPI-4: ``MPI_Send_c``, ``MPI_Allreduce_c``, ...: their
counts are ``MPI_Count``), lowered to the int-count call before analysis, as Fortran's binding is
(``fortran.py``):

    %rc = call i32 @MPI_Send_c(ptr %x, i64 %n, i32 %dt, i32 %dest, i32 %tag, i32 %comm)
 ->
    %n.c1 = call i32 @__mpiad_count32(i64 %n, ptr @mpiad.call)
    %rc = call i32 @MPI_Send(ptr %x, i32 %n.c1, i32 %dt, i32 %dest, i32 %tag, i32 %comm)

so each call's one rule serves both forms, and the primal needs nothing beyond MPI-3's calls.
``__mpiad_count32`` (passes/mpi/runtime/large_count.c) stops the program, naming the call, on a
count beyond 2^31-1 elements: the derivative's runtime counts in ints, and a truncated count
would move part of the data in silence. The v-variants' counts and displacements
(``MPI_Count[]`` / ``MPI_Aint[]`` arrays in the large-count form) go through
``__mpiad_counts32``, which returns an int copy of the array, checked likewise, as long as the
communicator's size (or its neighbourhood's degree on that side, for the neighbourhood calls) and
only where MPI reads it (a rooted call's arrays at the root, a send side's unless the send
buffer is MPI_IN_PLACE). Which calls have a lowered form
follows from their rules' signatures: every call with ``count`` scalars, and every data-moving
call with ``counts`` (the datatype constructors' arrays are no counts of a communicator).
"""

from __future__ import annotations

from ...errors import UnsupportedError
from ...indirect import c_string
from ...ir.instructions import Arg, Call, describe
from ...ir.module import Module
from ...ir.types import I32, I64, PTR
from ...ir.values import GlobalRef, IntConst, KeywordConst, LocalRef
from ...rules.protocol import NoDerivative
from ...rules.registry import CALL_RULES, canonical_call_name, register_call
from ..signatures import Signature, all_signatures, signature
from .common import Unlowered

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "large-count form (MPI_Count), lowered to the int-count call: counts beyond 2^31-1 stop"

#: the runtime functions every lowered count / array of counts goes through
COUNT_HELPER = "__mpiad_count32"
COUNTS_HELPER = "__mpiad_counts32"
#: the length of a counts array, as COUNTS_HELPER takes it: the communicator's size, the
#: neighbourhood's in-degree (receive side), its out-degree (send side)
_SIZE, _IN_DEGREE, _OUT_DEGREE = 0, 1, 2


def forms() -> dict[str, str]:
    """Large-count name -> the call it is lowered to."""
    return {
        name + "_c": name
        for name, sig in all_signatures().items()
        if name.startswith("MPI_")
        and (
            ("counts" in sig.kinds and sig.moves_data)
            or ("count" in sig.kinds and "counts" not in sig.kinds)
        )
    }


def lower(module: Module) -> set[str]:
    """Rewrite every call of a large-count form into its int-count call; return the runtime
    helpers the rewritten code calls (to be linked in)."""
    declared = [n for n, f in module.functions.items() if f.is_declaration and n.endswith("_c")]
    if not declared:
        return set()
    table = forms()
    lowered = {n: n[:-2] for n in declared if canonical_call_name(n) in table}
    if not lowered:
        return set()
    for fn in list(module.defined_functions()):
        used = {i.name for i in fn.instructions() if i.name is not None}
        used |= {p.name for p in fn.params if p.name}
        for b in fn.blocks:
            new = []
            for inst in b.instructions:
                if isinstance(inst, Call) and inst.callee_name in lowered:
                    new += _lower_call(module, fn.name, inst, lowered[inst.callee_name], used)
                else:
                    new.append(inst)
            b.instructions = new
    referenced = {
        v.name
        for g in module.defined_functions()
        for i in g.instructions()
        for v in i.operands()
        if isinstance(v, GlobalRef)
    }
    for name in lowered.keys() - referenced:
        module.remove(module.functions[name])
    return {COUNT_HELPER, COUNTS_HELPER}


def _lower_call(module: Module, fn: str, call: Call, base: str, used: set[str]) -> list:
    name = call.callee_name
    sig: Signature = signature(base)
    where = f"in @{fn}: {name} ({describe(call)})"
    if call.opcode != "call":
        raise UnsupportedError(f"{where}: an invoke of an MPI call is not supported")
    if len(call.args) != len(sig):
        raise UnsupportedError(
            f"{where} has {len(call.args)} arguments, but {name} takes {len(sig)}; check its "
            "declaration against mpi.h"
        )
    out: list = []
    args: list[Arg] = []
    label = Arg(PTR, c_string(module, base + "_c", "mpiad.call"))
    for k, (a, kind) in enumerate(zip(call.args, sig.kinds)):
        if kind == "counts":
            n = _fresh(used, "counts")
            more = [Arg(I32, IntConst(_counts_length(base, sig, k))), _root(call, sig)]
            more += [call.args[sig.index("comm")], _send_buffer(call, sig, k)]
            out.append(
                Call(ret=PTR, callee=GlobalRef(COUNTS_HELPER), args=[a, *more, label], name=n)
            )
            args.append(Arg(PTR, LocalRef(n)))
            continue
        if kind != "count" or str(a.type) == "i32":
            args.append(a)
            continue
        if str(a.type) != "i64":
            raise UnsupportedError(
                f"{where}: argument {k + 1} is a count of type {a.type}, but {name} takes an "
                "MPI_Count (i64)"
            )
        n = _fresh(used, "count")
        out.append(
            Call(ret=I32, callee=GlobalRef(COUNT_HELPER), args=[Arg(I64, a.value), label], name=n)
        )
        args.append(Arg(I32, LocalRef(n)))
    decl = module.functions.get(base)
    if decl is None:
        module.get_or_declare(base, call.ret, [a.type for a in args])
    elif [str(p.type) for p in decl.params] != [str(a.type) for a in args]:
        raise UnsupportedError(
            f"{where}: the module also declares @{base} with another signature ({decl.type}); "
            f"mpiad lowers {name} to {base} and needs it as mpi.h declares it"
        )
    out.append(
        Call(
            ret=call.ret,
            callee=GlobalRef(base),
            args=args,
            name=call.name,
            metadata=call.metadata,
            fn_attrs=call.fn_attrs,
        )
    )
    return out


def _counts_length(base: str, sig: Signature, k: int) -> int:
    """How long the counts array at argument ``k`` is: the communicator's size, or for a
    neighbourhood call its degree on the array's side (before the receive buffer: sending)."""
    if "neighbor" not in base.lower():
        return _SIZE
    return _OUT_DEGREE if k < sig.index("rbuf") else _IN_DEGREE


def _root(call: Call, sig: Signature) -> Arg:
    """A rooted call's root (its arrays are read there only), or -1."""
    r = sig.index("root")
    return call.args[r] if r is not None else Arg(I32, IntConst(-1))


def _send_buffer(call: Call, sig: Signature, k: int) -> Arg:
    """The send buffer, for a send side's array (unread beside MPI_IN_PLACE: Alltoallv's), or
    null."""
    s = sig.index("sbuf")
    if s is None or k > sig.index("rbuf"):
        return Arg(PTR, KeywordConst("null"))
    return call.args[s]


def _fresh(used: set[str], base: str) -> str:
    k = 1
    while f"{base}.c{k}" in used:
        k += 1
    used.add(f"{base}.c{k}")
    return f"{base}.c{k}"


class LargeCountUnlowered(Unlowered):
    """A large-count form reaching the pass without :func:`lower`: a bug in the driver that
    should have lowered it; said as such rather than differentiated as an unknown call."""

    def message(self, inst) -> str:
        return (
            f"internal error: {inst.callee_name} reached the pass without being lowered to "
            f"{self.name[:-2]}; please report it with the input file"
        )


def register_forms() -> None:
    """Give every call with a large-count form its rule (the docs list them); run once every
    unit has registered (the package's ``__init__``)."""
    names = sorted(forms())
    if names and names[0] not in CALL_RULES:
        register_call(*names)(LargeCountUnlowered)


@register_call(COUNT_HELPER, COUNTS_HELPER)
class CountCheck(NoDerivative):
    """An integer count (or an int copy of an array of them) checked on its way: no
    derivative."""
