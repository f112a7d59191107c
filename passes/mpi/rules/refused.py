"""MPI calls that mpiad refuses, wherever they appear in differentiated code, active data or not.

MPI_Cancel: whether a cancelled message was delivered is known only at run time (after the
completion, through MPI_Test_cancelled), and a derivative message cannot follow it both ways.
Every other MPI function that makes, starts or completes requests and has no rule (RMA
with requests, file I/O,
generalized requests, the large-count ``_c`` forms): passing it through would leave its
communication undifferentiated while the completion calls pair requests around it, a wrong
derivative in silence. The one-sided calls without a rule (``_RMA_CALLS``: window memory is
written by other ranks at their synchronisation, which the pass would not see). Each gets one
message that names the call and says what to do."""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import describe
from ...rules.registry import CALL_RULES, register_call
from ..signatures import all_signatures
from .common import MPIRule, mpi_rule

_CANCEL = (
    "cancels a communication; whether the message was delivered, and so its derivative, is "
    "known only at run time, and mpiad does not differentiate cancellation: complete the request "
    "(MPI_Wait/MPI_Test) instead, or cancel outside the differentiated code"
)

_NO_RULE = (
    "makes, starts or completes MPI requests and has no derivative rule in mpiad: its "
    "communication would not be differentiated (a wrong derivative), so it is refused; use a "
    "call mpiad supports (the README's MPI table lists them) or keep it outside the "
    "differentiated code"
)

#: request-making calls without a rule (their large-count ``_c`` forms included below)
_BASES = [
    "MPI_Buffer_iflush", "MPI_Comm_iflush_buffer", "MPI_File_iread",
    "MPI_File_iread_all", "MPI_File_iread_at", "MPI_File_iread_at_all", "MPI_File_iread_shared",
    "MPI_File_iwrite", "MPI_File_iwrite_all", "MPI_File_iwrite_at", "MPI_File_iwrite_at_all",
    "MPI_File_iwrite_shared", "MPI_Grequest_complete", "MPI_Grequest_start",
    "MPI_Request_get_status_all", "MPI_Request_get_status_any", "MPI_Request_get_status_some",
    "MPI_Session_iflush_buffer",
]  # fmt: skip


class _Refused(MPIRule):
    why = ""

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst):
        raise UnsupportedError(f"in @{g.src.name}: {self.name} ({describe(inst)}) {self.why}")

    augmented = forward

    def reverse(self, g, inst):
        pass


@mpi_rule
class Cancel(_Refused):
    signatures = {"MPI_Cancel": "req"}
    why = _CANCEL


@register_call(*_BASES)
class NoRule(_Refused):
    why = _NO_RULE


_RMA = (
    "is one-sided communication that mpiad does not differentiate: it differentiates windows "
    "made by MPI_Win_create, MPI_Win_allocate or MPI_Win_create_dynamic and MPI_Put / MPI_Get "
    "/ MPI_Accumulate and their fetching and request-based forms, synchronised by "
    "MPI_Win_fence, post-start-complete-wait or MPI_Win_lock / lock_all with flush "
    "(rules/rma*.py); remote writes "
    "into window memory at this call would go undifferentiated (a wrong derivative), so it "
    "is refused: use those calls, or keep it outside the "
    "differentiated code"
)

#: one-sided calls without a rule
_RMA_CALLS = [
    "MPI_Win_allocate_shared", "MPI_Win_shared_query", "MPI_Win_allocate_c",
    "MPI_Win_allocate_shared_c", "MPI_Win_create_c", "MPI_Win_shared_query_c",
]  # fmt: skip


@register_call(*_RMA_CALLS)
class OneSided(NoRule):
    """One-sided calls mpiad has no rule for: refused whether their data is active or not (the
    window's memory is active however this rank's buffers are)."""

    why = _RMA


def register_large_count() -> None:
    """Refuse the large-count form (``_c``) of every call that moves data under a request, with
    a rule or without: the rule reads ``int`` counts where it would pass ``MPI_Count``. Run once
    every unit has registered (the package's ``__init__``): a call with a rule gets its refusal
    from its signature, no list to keep."""
    # (the partitioned calls take an MPI_Count already: MPI has no `_c` form of them)
    ruled = [
        name
        for name, sig in all_signatures().items()
        if sig.makes_request and "mcount" not in sig.kinds
    ]
    large = sorted({n + "_c" for n in _BASES + ruled} - set(CALL_RULES))
    register_call(*large)(NoRule)


def refused_names() -> list[str]:
    """Every call refused by name (for the generated table and the tests)."""
    return sorted(n for n, r in CALL_RULES.items() if isinstance(r, _Refused))
