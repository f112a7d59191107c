"""MPI calls that mpiad refuses, wherever they appear in differentiated code, active data or not.

MPI_Cancel: whether a cancelled message was delivered is known only at run time (after the
completion, through MPI_Test_cancelled), and a derivative message cannot follow it both ways.
Every other MPI function that makes, starts or completes requests and has no rule (persistent
collectives, partitioned communication, Ineighbor_alltoallw, Isendrecv, RMA with requests,
file I/O, generalized requests, the large-count ``_c`` forms): passing it through would leave its
communication undifferentiated while the completion calls pair requests around it, a wrong
derivative in silence. Each gets one message that names the call and says what to do."""

from __future__ import annotations

from ...errors import UnsupportedError
from ...ir.instructions import describe
from ...rules.registry import register_call
from .common import MPIRule

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
    "MPI_Allgather_init", "MPI_Allgatherv_init", "MPI_Allreduce_init", "MPI_Alltoall_init",
    "MPI_Alltoallv_init", "MPI_Alltoallw_init", "MPI_Barrier_init", "MPI_Bcast_init",
    "MPI_Buffer_iflush", "MPI_Comm_iflush_buffer", "MPI_Exscan_init", "MPI_File_iread",
    "MPI_File_iread_all", "MPI_File_iread_at", "MPI_File_iread_at_all", "MPI_File_iread_shared",
    "MPI_File_iwrite", "MPI_File_iwrite_all", "MPI_File_iwrite_at", "MPI_File_iwrite_at_all",
    "MPI_File_iwrite_shared", "MPI_Gather_init", "MPI_Gatherv_init", "MPI_Grequest_complete",
    "MPI_Grequest_start", "MPI_Ialltoallw", "MPI_Imrecv",
    "MPI_Ineighbor_alltoallw", "MPI_Isendrecv",
    "MPI_Isendrecv_replace", "MPI_Neighbor_allgather_init", "MPI_Neighbor_allgatherv_init",
    "MPI_Neighbor_alltoall_init", "MPI_Neighbor_alltoallv_init", "MPI_Neighbor_alltoallw_init",
    "MPI_Parrived", "MPI_Pready", "MPI_Pready_list", "MPI_Pready_range", "MPI_Precv_init",
    "MPI_Psend_init", "MPI_Raccumulate", "MPI_Reduce_init", "MPI_Reduce_scatter_block_init",
    "MPI_Reduce_scatter_init", "MPI_Request_get_status_all", "MPI_Request_get_status_any",
    "MPI_Request_get_status_some", "MPI_Rget", "MPI_Rget_accumulate", "MPI_Rput",
    "MPI_Scan_init", "MPI_Scatter_init", "MPI_Scatterv_init", "MPI_Session_iflush_buffer",
]  # fmt: skip

#: calls with rules whose large-count form (``_c``) has none
_RULED_WITH_REQUESTS = [
    "MPI_Bsend_init", "MPI_Iallgather", "MPI_Iallgatherv", "MPI_Iallreduce", "MPI_Ialltoall",
    "MPI_Ialltoallv", "MPI_Ibcast", "MPI_Ibsend", "MPI_Iexscan", "MPI_Igather", "MPI_Igatherv",
    "MPI_Irecv", "MPI_Ireduce", "MPI_Ireduce_scatter", "MPI_Ireduce_scatter_block", "MPI_Irsend",
    "MPI_Iscan", "MPI_Iscatter", "MPI_Iscatterv", "MPI_Isend", "MPI_Issend", "MPI_Recv_init",
    "MPI_Rsend_init", "MPI_Send_init", "MPI_Ssend_init", "MPI_Ineighbor_allgather",
    "MPI_Ineighbor_allgatherv", "MPI_Ineighbor_alltoall", "MPI_Ineighbor_alltoallv",
]  # fmt: skip

REFUSED = sorted(set(_BASES + [n + "_c" for n in _BASES + _RULED_WITH_REQUESTS]))


class _Refused(MPIRule):
    why = ""

    def activity(self, act, inst) -> bool:
        return False

    def forward(self, g, inst):
        raise UnsupportedError(f"in @{g.src.name}: {self.name} ({describe(inst)}) {self.why}")

    augmented = forward

    def reverse(self, g, inst):
        pass


@register_call("MPI_Cancel")
class Cancel(_Refused):
    why = _CANCEL


@register_call(*REFUSED)
class NoRule(_Refused):
    why = _NO_RULE
