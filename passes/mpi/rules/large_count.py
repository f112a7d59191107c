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
would move part of the data in silence. Which calls have a lowered form follows from their
rules' signatures: every call whose counts are ``count`` scalars (a ``counts`` array, as the
v-variants take, is an ``MPI_Count[]``/``MPI_Aint[]`` array in the large-count form: those stay
refused, ``refused.py``).
"""

from __future__ import annotations

from ...errors import UnsupportedError
from ...indirect import c_string
from ...ir.instructions import Arg, Call, describe
from ...ir.module import Module
from ...ir.types import I32, I64, PTR
from ...ir.values import GlobalRef, LocalRef
from ...rules.protocol import NoDerivative
from ...rules.registry import CALL_RULES, canonical_call_name, register_call
from ..signatures import Signature, all_signatures, signature
from .common import Unlowered

#: what this family of calls is, for the generated table (docs/MPI.md)
FAMILY = "large-count form (MPI_Count), lowered to the int-count call: counts beyond 2^31-1 stop"

#: the runtime function every lowered count goes through
COUNT_HELPER = "__mpiad_count32"


def forms() -> dict[str, str]:
    """Large-count name -> the call it is lowered to."""
    return {
        name + "_c": name
        for name, sig in all_signatures().items()
        if name.startswith("MPI_") and "count" in sig.kinds and "counts" not in sig.kinds
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
    return {COUNT_HELPER}


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
    for k, (a, kind) in enumerate(zip(call.args, sig.kinds)):
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
            Call(
                ret=I32,
                callee=GlobalRef(COUNT_HELPER),
                args=[Arg(I64, a.value), Arg(PTR, c_string(module, base + "_c", "mpiad.call"))],
                name=n,
            )
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


@register_call(COUNT_HELPER)
class CountCheck(NoDerivative):
    """An integer count checked on its way: no derivative."""
