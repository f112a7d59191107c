"""The C signature of every MPI call with a rule, by argument kind, and what follows from it.

Each rule unit declares the calls it handles and their signatures in one place, its
``signatures`` mapping (``{"MPI_Send": "sbuf int dt int int comm", ...}``). Everything else that
must know a call's arguments reads it from there through this module: which pointer arguments a
call only reads (``passes/readonly.py``), which (buffer, datatype) pairs it writes (the activity
analysis), where its communicator is (the checkpointed loop's trip-count check), which arguments
are handles (the ABI detection), the C types the pass checks the call against, the Fortran
binding (``rules/fortran.py``), and the large-count forms refused. A new call is then one rule
unit: no side table to update, and ``tests/unit/test_mpi_registry.py`` checks every signature
against the MPI standard ABI's header.

A signature is words separated by spaces, one per C parameter, optionally followed by
``-> double`` (the result; an ``int`` otherwise):

=================  ======================================================  ======
kind               the parameter                                           C type
=================  ======================================================  ======
sbuf               a buffer the call only reads (a send buffer)            p
rbuf               a buffer the call writes (a receive buffer)             p
buf                a buffer read and written (Bcast's, Sendrecv_replace's)  p
int                a C int (rank, tag, length)                             i
count              an element count (MPI_Count in the large-count form)    i
root               the root rank of a rooted collective                    i
lgl                a logical by value                                      i
aint               an MPI_Aint by value                                    l
mcount             an MPI_Count by value where the int-count form has one  l
                   too (the partitioned calls' count)
dt op comm group   a handle by value (datatype, op, communicator, group,   h
info errh win      info, error handler, RMA window)
wmem               a window's memory (MPI_Win_create's base): written by   p
                   other ranks at each synchronisation of the window
wbase              where MPI_Win_allocate writes the window memory's        p
                   address (a pointer to a pointer; Fortran's INTEGER(KIND=
                   MPI_ADDRESS_KIND) or TYPE(C_PTR), by reference: the same)
loc                a location whose address the call takes, neither read    p
                   nor written (MPI_Get_address's)
reqv               a request by value (MPI_Request_get_status)             h
out                an int or handle the call writes through a pointer      p
ints               an int array (dims, ranks, ...)                         p
counts             counts or displacements (MPI_Count[] / MPI_Aint[] in    p
                   the large-count form)
aints              byte displacements that are MPI_Aint[] in both forms    p
                   (the neighbourhood w-variants')
dts                the datatypes of a w-variant's blocks (MPI_Datatype[]:  p
                   a buffer's datatype too, unknown before run time;
                   Fortran's INTEGER handles, the same under MPICH's ABI)
req                the request the call makes or completes (MPI_Request*)  p
reqs               an array of requests                                    p
status statuses    MPI_Status* / an array of them                          p
index indices      0-based index(es) written (1-based in Fortran)          p
str                a character string (no Fortran binding: hidden lengths) p
fn                 a function pointer (no Fortran binding)                 p
attr               an attribute value (void*; no Fortran binding)          p
argc argv          MPI_Init's (C only: Fortran has no such arguments)      p
=================  ======================================================  ======

A buffer's datatype is the next ``dt`` (or ``dts``) after it, its count the ``count`` or ``counts``
between.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..rules.registry import CALL_RULES, canonical_call_name

#: kind -> its C type class: p pointer, i C int, l MPI_Aint (i64), h handle by value
KINDS: dict[str, str] = {
    **dict.fromkeys(("sbuf", "rbuf", "buf"), "p"),
    **dict.fromkeys(("int", "count", "root", "lgl"), "i"),
    **dict.fromkeys(("aint", "mcount"), "l"),
    **dict.fromkeys(("dt", "op", "comm", "group", "info", "errh", "reqv", "win"), "h"),
    **dict.fromkeys(("out", "ints", "counts", "aints", "req", "reqs", "status", "statuses"), "p"),
    "index": "p",
    **dict.fromkeys(("indices", "str", "fn", "attr", "argc", "argv", "dts", "wmem", "wbase"), "p"),
    "loc": "p",
}
BUFFERS = frozenset({"sbuf", "rbuf", "buf"})
#: 64-bit integers by value (MPI_Aint, MPI_Count)
WIDE = frozenset({"aint", "mcount"})
WRITTEN = frozenset({"rbuf", "buf"})
HANDLES = frozenset({"dt", "op", "comm"})
#: kinds a Fortran compiler cannot pass as the C binding takes them: a string (its length is a
#: hidden argument), a function pointer, an attribute value (Fortran's is an integer, converted
#: by MPI's Fortran binding). A datatype array (``dts``) and MPI_Win_allocate's base (``wbase``)
#: are passed alike under MPICH's ABI, the only one whose Fortran binding mpiad lowers
#: (rules/fortran.py refuses the others by name)
NOT_FORTRAN = frozenset({"str", "fn", "attr"})


@dataclass(frozen=True)
class Signature:
    """One call's parameters by kind (and whether it returns a double)."""

    kinds: tuple[str, ...]
    returns_double: bool = False

    def __len__(self) -> int:
        return len(self.kinds)

    def index(self, kind: str) -> int | None:
        """The first parameter of ``kind``, or None."""
        return self.kinds.index(kind) if kind in self.kinds else None

    def positions(self, *kinds: str) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.kinds) if k in kinds)

    def datatype_of(self, buf: int) -> int | None:
        """The datatype argument of the buffer at ``buf``: the next ``dt``."""
        kinds = ("dt", "dts")
        return next((i for i in range(buf + 1, len(self.kinds)) if self.kinds[i] in kinds), None)

    @property
    def c_types(self) -> str:
        """One letter per parameter (p, i, l, h): what the pass checks calls against."""
        return "".join(KINDS[k] for k in self.kinds)

    @property
    def reads(self) -> tuple[int, ...]:
        """Pointer arguments the call only reads."""
        return self.positions("sbuf")

    @property
    def writes(self) -> tuple[tuple[int, int], ...]:
        """(buffer, datatype) pairs the call writes."""
        out = []
        for b in self.positions(*WRITTEN):
            d = self.datatype_of(b)
            if d is not None:
                out.append((b, d))
        return tuple(out)

    @property
    def moves_data(self) -> bool:
        return any(k in BUFFERS for k in self.kinds)

    @property
    def makes_request(self) -> bool:
        """A data-moving call that returns a request (nonblocking, persistent)."""
        return self.moves_data and "req" in self.kinds

    @property
    def fortran(self) -> bool:
        return not NOT_FORTRAN & set(self.kinds)


@cache
def parse(text: str) -> Signature:
    """``"sbuf int dt -> double"`` as a :class:`Signature`; an unknown kind is an error in the
    rule that declares it (raised when the rule registers)."""
    params, _, ret = text.partition("->")
    kinds = tuple(params.split())
    bad = [k for k in kinds if k not in KINDS]
    if bad or ret.strip() not in ("", "double"):
        raise ValueError(f"MPI signature {text!r}: unknown kind(s) {bad or [ret.strip()]}")
    return Signature(kinds, ret.strip() == "double")


def _rules() -> dict:
    """The call rules, every unit registered. The units import this module, so it cannot load
    them itself: a caller that reads a signature before the rulebook is loaded (the ABI
    detection of a module just read, outside a pass) is a bug, said loudly here rather than
    answered from an empty table."""
    if "MPI_Send" not in CALL_RULES:
        raise RuntimeError("mpiad: MPI signatures read before mpiad_passes.rulebook was imported")
    return CALL_RULES


def signature(name: str | None) -> Signature | None:
    """The signature of MPI call ``name`` (``PMPI_`` names too) as its rule declares it, or None
    (no rule, or a rule that declares none: a refused call)."""
    if not name:
        return None
    name = canonical_call_name(name)
    rule = _rules().get(name)
    text = getattr(type(rule), "signatures", {}).get(name) if rule is not None else None
    return parse(text) if text is not None else None


def all_signatures() -> dict[str, Signature]:
    """Every MPI call with a declared signature, by C name."""
    out = {}
    for name, rule in list(CALL_RULES.items()):
        text = getattr(type(rule), "signatures", {}).get(name)
        if text is not None:
            out[name] = parse(text)
    return out


_BARRIERS = ("MPI_Barrier", "MPI_Ibarrier")


def comm_arg(name: str | None) -> int | None:
    """Where a communicating call (one that moves data, or a barrier) takes its communicator."""
    sig = signature(name)
    if sig is None or not (sig.moves_data or canonical_call_name(name) in _BARRIERS):
        return None
    return sig.index("comm")


def handle_params(name: str) -> tuple[int, ...]:
    """The communicator, datatype and op parameters of call ``name``: what tells the ABI apart."""
    sig = signature(name)
    return sig.positions(*HANDLES) if sig is not None else ()


__all__ = [
    "BUFFERS", "HANDLES", "KINDS", "NOT_FORTRAN", "WIDE", "WRITTEN", "Signature", "all_signatures",
    "comm_arg", "handle_params", "parse", "signature",
]  # fmt: skip
