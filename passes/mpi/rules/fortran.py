"""Fortran's MPI binding (``mpi_send_``, ``MPI_SEND``): lowered to the C binding before analysis.

Fortran passes every argument by reference, handles are ``INTEGER`` (``MPI_Fint``), and an
``ierror`` argument comes last; compilers name the routines ``mpi_send_`` (gfortran, flang),
``mpi_send__``, ``mpi_send`` or ``MPI_SEND``. Rather than give every MPI rule a second form,
:func:`lower` rewrites each such call into the C call it stands for, in place, before anything
else looks at the module:

    call void @mpi_allreduce_(ptr %s, ptr %r, ptr %n, ptr %dt, ptr %op, ptr %comm, ptr %ierr)
 ->
    %n1 = load i32, ptr %n                 ; by-value arguments are loaded (or read off the
    %rc = call i32 @MPI_Allreduce(ptr %s, ptr %r, i32 %n1, i32 1275070475, i32 1476395011,
                                  i32 %c)  ; temporary the compiler stored a constant into)
    store i32 %rc, ptr %ierr

so the C rules, the activity analysis and the runtime see one form of each call, and the primal
program needs no Fortran MPI library (the lowered calls go to ``libmpi``). This relies on the
MPICH ABI, where a Fortran handle *is* the C handle (``MPI_Comm_f2c`` is the identity), a
request is an ``int`` and ``MPI_Status`` is the Fortran ``INTEGER status(MPI_STATUS_SIZE)``;
Debian's ``mpif.h`` and the ``mpich`` wheel's ``mpi.h`` agree on every handle value (a test
checks). Fortran's real datatypes become the C ones that carry derivatives
(``MPI_DOUBLE_PRECISION``/``MPI_REAL8`` -> ``MPI_DOUBLE``, ``MPI_REAL``/``MPI_REAL4`` ->
``MPI_FLOAT``); ``MPI_IN_PLACE``, ``MPI_BOTTOM``, ``MPI_STATUS(ES)_IGNORE`` (addresses in the
``MPIPRIV1``/``MPIPRIV2`` common blocks) become C's sentinels; the 1-based indices of
``MPI_Waitany``/``Waitsome``/``Testany``/``Testsome`` are converted by a runtime helper
(``__mpiad_f_indices``, passes/mpi/runtime/fortran.c). The datatype arrays of the w-calls
(``MPI_Alltoallw``'s) are Fortran's ``INTEGER`` handles, passed as they are: the runtime counts
Fortran's reals as C's (``elem_kind``, passes/mpi/runtime/common.h). ``MPI_Win_allocate``'s
``baseptr`` is an integer holding an address, which the program turns into a pointer: such
integers are read back as pointers (passes/mpi/fortran_addresses.py), so that the window's
memory has its shadow.

``SIGNATURES`` (the C signature of each call, by argument kind, from the calls' rules) is also
what the Enzyme interface reads to tell an MPI buffer from an integer array
(passes/enzyme_pointers.py).
"""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import (
    Alloca,
    Arg,
    Call,
    Cast,
    Compare,
    DebugRecord,
    GetElementPtr,
    Load,
    Select,
    Store,
)
from ...ir.module import Function, Module
from ...ir.types import DOUBLE, I1, I8, I32, I64, PTR, VOID, Type
from ...ir.values import ConstExpr, GlobalRef, IntConst, KeywordConst, LocalRef, Typed, Value
from ...rules.protocol import NoDerivative
from ...rules.registry import register_call
from .. import abi as ABI
from ..fortran_addresses import pointer_loads
from ..signatures import KINDS, all_signatures
from .common import Unlowered

#: the Fortran binding's view of a C call's signature: each argument by kind, as in
#: ``passes/mpi/signatures.py`` with every buffer a "choice buffer" (``buf``) and a root an
#: ``int``; filled from the rules' signatures by :func:`register_bindings`
SIGNATURES: dict[str, tuple[str, ...]] = {}
_FORTRAN_KIND = {
    "sbuf": "buf", "rbuf": "buf", "root": "int", "count": "int", "counts": "ints",
    "mcount": "aint",  # INTEGER(KIND=MPI_COUNT_KIND), 64 bits as MPI_ADDRESS_KIND
}  # fmt: skip

#: calls whose C form returns a double (no ierror in Fortran)
DOUBLE_RESULT: set[str] = set()

#: argument kinds passed by value in C (loaded from the Fortran reference)
BY_VALUE = {k for k, c_type in KINDS.items() if c_type != "p"}

#: argument kinds that are integer memory in both bindings (never a derivative)
INTEGER_MEMORY = {
    "out", "ints", "aints", "dts", "req", "reqs", "status", "statuses", "index", "indices"
}  # fmt: skip

#: Fortran's real datatypes (MPICH handle values) -> the C datatype that carries derivatives
FORTRAN_REAL_TYPES = {
    0x4C00081F: "double",  # MPI_DOUBLE_PRECISION
    0x4C000829: "double",  # MPI_REAL8
    0x4C00041C: "float",  # MPI_REAL
    0x4C000427: "float",  # MPI_REAL4
}

#: MPICH's mpif.h common blocks: byte offset -> what the address stands for
_COMMON = {
    "mpipriv1": {0: "bottom", 4: "in_place", 8: "status_ignore"},
    "mpipriv2": {0: "statuses_ignore"},
}

#: the runtime helper that turns C's 0-based indices into Fortran's 1-based ones
INDICES_HELPER = "__mpiad_f_indices"


def _fortran_names(c_name: str) -> list[str]:
    low = c_name.lower()
    names = [low + "_", low + "__", low, c_name.upper()]
    return names + ["p" + n if n.islower() else "P" + n for n in names]


#: Fortran symbol -> C function it stands for (PMPI_ for the profiling names)
FORTRAN_TO_C: dict[str, str] = {}

#: calls that hand out memory: the ``mpi`` module overloads each for a ``TYPE(C_PTR)`` base with
#: a specific procedure of its own name (``mpi_win_allocate_cptr_``). At the call it is the
#: integer form: a reference to the 8 bytes where the address is written.
C_POINTER_FORMS = ("MPI_Alloc_mem", "MPI_Win_allocate", "MPI_Win_allocate_shared",
                   "MPI_Win_shared_query")  # fmt: skip


def register_bindings() -> None:
    """Give every MPI call whose rule declares a signature its Fortran binding: the names
    compilers give it, lowered by :func:`lower` and refused by :class:`FortranUnlowered` where
    they reach the pass as they are. Run once every rule unit has registered (the package's
    ``__init__``), so a call's Fortran binding comes with its rule. Calls that take a string, a
    function pointer or an attribute value have none (Fortran passes those differently)."""
    if FORTRAN_TO_C:
        return
    for name, sig in sorted(all_signatures().items()):
        if name.startswith("MPI_") and sig.fortran:
            SIGNATURES[name] = tuple(_FORTRAN_KIND.get(k, k) for k in sig.kinds)
            if sig.returns_double:
                DOUBLE_RESULT.add(name)
    for c in SIGNATURES:
        for f in _fortran_names(c) + (_fortran_names(c + "_cptr") if c in C_POINTER_FORMS else []):
            FORTRAN_TO_C[f] = ("P" + c) if f[:1] in "pP" else c
    register_call(*FORTRAN_TO_C)(FortranUnlowered)


def _c_type(kind: str) -> Type:
    return I64 if kind == "aint" else PTR if kind not in BY_VALUE else I32


def _inttoptr(v: int) -> Value:
    return ConstExpr("inttoptr", (), (Typed(I64, IntConst(v)),), dest_type=PTR)


def _common_block(v: Value) -> str | None:
    """'in_place', 'status_ignore', ...: what a constant address in mpif.h's common blocks is."""
    off = 0
    if isinstance(v, ConstExpr) and v.opcode == "getelementptr":
        idx = [o.value for o in v.operands[1:]]
        if not all(isinstance(i, IntConst) for i in idx):
            return None
        scale = {"i8": 1, "i32": 4, "i64": 8}.get(str(v.source_type))
        if scale is not None and len(idx) == 1:
            off = idx[0].value * scale
        elif str(v.source_type).endswith("x i8]") and len(idx) == 2 and idx[0].value == 0:
            off = idx[1].value
        else:
            return None
        v = v.operands[0].value
    if not isinstance(v, GlobalRef):
        return None
    base = v.name.lower().rstrip("_")
    return _COMMON.get(base, {}).get(off)


class _Lowering:
    """Lowers the Fortran MPI calls of one function."""

    def __init__(self, module: Module, fn: Function, abi: ABI.ABI):
        self.module, self.fn, self.abi = module, fn, abi
        self.used = {p.name for p in fn.params if p.name}
        self.users: dict[str, list] = {}
        for b in fn.blocks:
            self.used.add(b.label)
            for i in b.instructions:
                if i.name is not None:
                    self.used.add(i.name)
                for v in i.operands():
                    if isinstance(v, LocalRef):
                        self.users.setdefault(v.name, []).append(i)
        self.defs = {i.name: i for i in fn.instructions() if i.name is not None}
        self.counter = 0
        self.helpers: set[str] = set()

    def fresh(self, base: str) -> str:
        while True:
            self.counter += 1
            name = f"{base}.f{self.counter}"
            if name not in self.used:
                self.used.add(name)
                return name

    # reading an argument passed by reference ----------------------------------------------
    def constant_behind(self, ptr: Value) -> IntConst | None:
        """The constant a by-reference argument always holds: a constant global, or a temporary
        (alloca) the compiler stored one constant into and passes only to MPI as an input."""
        if isinstance(ptr, GlobalRef):
            g = self.module.globals.get(ptr.name)
            if g is not None and g.kind == "constant" and isinstance(g.initializer, IntConst):
                return g.initializer
            return None
        if not isinstance(ptr, LocalRef) or not isinstance(self.defs.get(ptr.name), Alloca):
            return None
        value = None
        for u in self.users.get(ptr.name, []):
            if isinstance(u, Store) and u.ptr.value == ptr and u.value.value != ptr:
                if not isinstance(u.value.value, IntConst):
                    return None
                if value is not None and value.value != u.value.value.value:
                    return None
                value = u.value.value
            elif isinstance(u, (Load, DebugRecord)):
                continue
            elif isinstance(u, Call) and u.callee_name in FORTRAN_TO_C:
                kinds = fortran_kinds(FORTRAN_TO_C[u.callee_name])
                if any(
                    a.value == ptr and (k >= len(kinds) or kinds[k] not in BY_VALUE)
                    for k, a in enumerate(u.args)
                ):
                    return None
            elif isinstance(u, Call) and (u.callee_name or "").startswith("llvm.lifetime"):
                continue
            else:
                return None
        return value

    def by_value(self, out: list, ptr: Value, kind: str) -> Value:
        c = self.constant_behind(ptr)
        ty = I64 if kind == "aint" else I32
        if c is not None:
            v: Value = IntConst(c.value)
        else:
            name = self.fresh("f")
            out.append(Load(ty=ty, ptr=Typed(PTR, ptr), align=4, name=name))
            v = LocalRef(name)
        if kind == "dt":
            return self.c_datatype(out, v)
        if kind == "lgl":
            name = self.fresh("lgl")
            out.append(Compare(opcode="icmp", pred="ne", ty=I32, lhs=v, rhs=IntConst(0), name=name))
            z = self.fresh("lgl")
            out.append(Cast(opcode="zext", operand=Typed(I1, LocalRef(name)), dest=I32, name=z))
            return LocalRef(z)
        return v

    def c_datatype(self, out: list, v: Value) -> Value:
        """Fortran's real datatypes as the C ones (at compile time when constant)."""
        c_of = {f: self.abi.datatypes[c] for f, c in FORTRAN_REAL_TYPES.items()}
        if isinstance(v, IntConst):
            return IntConst(c_of.get(v.value, v.value))
        for f, c in c_of.items():
            eq = self.fresh("dt")
            out.append(Compare(opcode="icmp", pred="eq", ty=I32, lhs=v, rhs=IntConst(f), name=eq))
            sel = self.fresh("dt")
            out.append(
                Select(
                    cond=Typed(I1, LocalRef(eq)),
                    a=Typed(I32, IntConst(c)),
                    b=Typed(I32, v),
                    name=sel,
                )
            )
            v = LocalRef(sel)
        return v

    def sentinel(self, out: list, v: Value, kind: str) -> Value:
        """mpif.h's special addresses as C's sentinels."""
        what = _common_block(v)
        if kind == "buf":
            if what == "in_place":
                return _inttoptr(self.abi.misc["in_place"])
            if what == "bottom":
                return KeywordConst("null")
            return v
        ignore = "status_ignore" if kind == "status" else "statuses_ignore"
        if what == ignore:
            return _inttoptr(self.abi.misc["status_ignore"])
        block = "mpipriv1" if kind == "status" else "mpipriv2"
        glob = next((g for g in self.module.globals if g.lower().rstrip("_") == block), None)
        if glob is None or not isinstance(v, LocalRef) or self.local_memory(v):
            return v
        # a status pointer only known at run time: compare it against MPI_STATUS(ES)_IGNORE
        addr: Value = GlobalRef(glob)
        if kind == "status":
            addr = ConstExpr(
                "getelementptr", (), (Typed(PTR, addr), Typed(I64, IntConst(8))), source_type=I8
            )
        eq = self.fresh("st")
        out.append(Compare(opcode="icmp", pred="eq", ty=PTR, lhs=v, rhs=addr, name=eq))
        sel = self.fresh("st")
        out.append(
            Select(
                cond=Typed(I1, LocalRef(eq)),
                a=Typed(PTR, _inttoptr(self.abi.misc["status_ignore"])),
                b=Typed(PTR, v),
                name=sel,
            )
        )
        return LocalRef(sel)

    def local_memory(self, v: LocalRef) -> bool:
        """Is ``v`` (an offset into) a local variable of the function?"""
        d = self.defs.get(v.name)
        while isinstance(d, GetElementPtr) and isinstance(d.ptr.value, LocalRef):
            d = self.defs.get(d.ptr.value.name)
        return isinstance(d, Alloca)

    # one call ------------------------------------------------------------------------------
    def lower_call(self, call: Call) -> list:
        fname = call.callee_name
        c_name = FORTRAN_TO_C[fname]
        canon = c_name[1:] if c_name.startswith("PMPI_") else c_name
        kinds = SIGNATURES[canon]
        f_kinds = fortran_kinds(c_name)
        where = f"in @{self.fn.name}: call to @{fname}"
        if call.opcode != "call":
            raise UnsupportedError(f"{where}: an invoke of a Fortran MPI routine is not supported")
        args = [a.value for a in call.args]
        has_ierr = canon not in DOUBLE_RESULT
        if len(args) not in {len(f_kinds), len(f_kinds) + has_ierr}:
            raise UnsupportedError(
                f"{where}: {len(args)} arguments, but the Fortran binding of {canon} takes "
                f"{len(f_kinds) + has_ierr} ({', '.join(f_kinds)}{', ierror' if has_ierr else ''})"
            )
        out: list = []
        c_args: list[Arg] = []
        post: list = []
        it = iter(args)
        for kind in kinds:
            if kind in ("argc", "argv"):
                c_args.append(Arg(PTR, KeywordConst("null")))
                continue
            v = next(it)
            if kind in BY_VALUE:
                c_args.append(Arg(_c_type(kind), self.by_value(out, v, kind)))
            elif kind in ("buf", "status", "statuses"):
                c_args.append(Arg(PTR, self.sentinel(out, v, kind)))
            else:
                c_args.append(Arg(PTR, v))
        rest = list(it)
        ierr = rest[0] if rest else None
        ret = DOUBLE if canon in DOUBLE_RESULT else I32
        decl = self.module.functions.get(c_name)
        if decl is None:
            decl = self.module.get_or_declare(c_name, ret, [a.type for a in c_args])
        elif decl.ret != ret or [p.type for p in decl.params] != [a.type for a in c_args]:
            raise UnsupportedError(
                f"{where}: the module also declares @{c_name} with another signature "
                f"({decl.type}); mpiad lowers {fname} to the C call and needs it as MPICH "
                "declares it"
            )
        if call.name is not None and call.ret != ret:
            raise UnsupportedError(
                f"{where}: its result is used as {call.ret}, but {c_name} returns {ret}"
            )
        rc = call.name or self.fresh("rc")
        out.append(
            Call(ret=ret, callee=GlobalRef(c_name), args=c_args, name=rc, metadata=call.metadata)
        )
        if ierr is not None and not isinstance(ierr, KeywordConst):
            post.append(Store(value=Typed(I32, LocalRef(rc)), ptr=Typed(PTR, ierr), align=4))
        for kind, a in zip(kinds, c_args):
            if kind in ("index", "indices"):
                count = KeywordConst("null")
                if kind == "indices":
                    count = c_args[kinds.index("indices") - 1].value
                self.helpers.add(INDICES_HELPER)
                post.append(
                    Call(
                        ret=VOID,
                        callee=GlobalRef(INDICES_HELPER),
                        args=[Arg(PTR, count), Arg(PTR, a.value)],
                    )
                )
        return out + post


def fortran_kinds(c_name: str) -> tuple[str, ...]:
    """The Fortran binding's arguments (without ierror), by kind; ``PMPI_X`` is ``MPI_X``."""
    canon = c_name[1:] if c_name.startswith("PMPI_") else c_name
    return tuple(k for k in SIGNATURES[canon] if k not in ("argc", "argv"))


def fortran_calls(module: Module) -> bool:
    return any(n in FORTRAN_TO_C and f.is_declaration for n, f in module.functions.items())


def lower(module: Module) -> set[str]:
    """Rewrite every call to a Fortran MPI routine into its C call; return the runtime helpers
    the rewritten code calls (to be linked in)."""
    if not fortran_calls(module):
        return set()
    abi = ABI.detect(module)
    helpers: set[str] = set()
    for fn in list(module.defined_functions()):
        low = None
        for b in fn.blocks:
            new = []
            for inst in b.instructions:
                callee = (
                    module.functions.get(inst.callee_name or "") if isinstance(inst, Call) else None
                )
                if callee is not None and callee.is_declaration and callee.name in FORTRAN_TO_C:
                    if abi.name != "mpich":
                        raise UnsupportedError(
                            f"in @{fn.name}: {inst.callee_name} is Fortran's MPI binding; mpiad "
                            "lowers it for the MPICH ABI (where a Fortran handle is the C "
                            f"handle), and this module uses {abi.name}'s"
                        )
                    low = low or _Lowering(module, fn, abi)
                    new.extend(low.lower_call(inst))
                else:
                    new.append(inst)
            b.instructions = new
        if low is not None:
            helpers |= low.helpers
    pointer_loads(module)  # Fortran's addresses in integers (MPI_Win_allocate's baseptr)
    used = {
        v.name
        for f in module.defined_functions()
        for i in f.instructions()
        for v in i.operands()
        if isinstance(v, GlobalRef)
    }
    for name in [n for n, f in module.functions.items() if n in FORTRAN_TO_C]:
        f = module.functions[name]
        if f.is_declaration and name not in used:
            module.remove(f)
    return helpers


class FortranUnlowered(Unlowered):
    """A Fortran MPI routine reaching the pass without :func:`lower` (``mpiad-opt --fn``)."""

    def message(self, inst) -> str:
        return (
            f"{inst.callee_name} is Fortran's MPI binding: differentiate Fortran through the "
            "Enzyme interface (a call to __enzyme_autodiff / __enzyme_fwddiff, lowered by "
            "mpiad-opt without --fn), which rewrites it to the C call first"
        )


@register_call(INDICES_HELPER)
class FortranIndices(NoDerivative):
    """Integer bookkeeping of the lowered binding: no derivative."""
