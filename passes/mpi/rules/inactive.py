"""MPI calls that carry no derivative: queries, set-up and bookkeeping. They stay as they are in
every mode (communicator and datatype creation only name handles; the data-moving calls that
use them have rules of their own). MPI_Ibarrier and MPI_Comm_idup make requests that carry no
data (their completion finds no shadow to pair, as for a request of integer data)."""

from __future__ import annotations

from ...rules.protocol import NoDerivative
from ...rules.registry import register_call

INACTIVE_MPI = [
    "MPI_Comm_rank", "MPI_Comm_size", "MPI_Init", "MPI_Init_thread", "MPI_Finalize",
    "MPI_Initialized", "MPI_Finalized", "MPI_Wtime", "MPI_Wtick", "MPI_Abort", "MPI_Comm_dup",
    "MPI_Comm_split", "MPI_Comm_create", "MPI_Comm_group", "MPI_Group_free", "MPI_Op_create",
    "MPI_Op_free", "MPI_Type_size", "MPI_Type_contiguous", "MPI_Type_commit", "MPI_Type_free",
    "MPI_Get_count", "MPI_Get_processor_name", "MPI_Error_string", "MPI_Comm_set_errhandler",
    "MPI_Query_thread", "MPI_Cart_create", "MPI_Cart_coords", "MPI_Cart_shift", "MPI_Cart_rank",
    "MPI_Dims_create", "mpiad_register_op_derivative", "MPI_Ibarrier", "MPI_Comm_idup",
    "MPI_Comm_idup_with_info", "MPI_Request_toint",
]  # fmt: skip


@register_call(*INACTIVE_MPI)
class InactiveMPI(NoDerivative):
    pass
