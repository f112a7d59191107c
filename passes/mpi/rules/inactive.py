"""MPI calls that carry no derivative: queries, set-up and bookkeeping. They stay as they are in
every mode (communicator and datatype creation only name handles; the data-moving calls that
use them have rules of their own). MPI_Ibarrier and MPI_Comm_idup make requests that carry no
data (their completion finds no shadow to pair, as for a request of integer data)."""

from __future__ import annotations

from ...rules.protocol import NoDerivative
from ...rules.registry import register_call

INACTIVE_MPI = [
    # environment, ranks, errors
    "MPI_Comm_rank", "MPI_Comm_size", "MPI_Init", "MPI_Init_thread", "MPI_Finalize",
    "MPI_Initialized", "MPI_Finalized", "MPI_Wtime", "MPI_Wtick", "MPI_Abort",
    "MPI_Get_processor_name", "MPI_Error_string", "MPI_Comm_set_errhandler", "MPI_Query_thread",
    "MPI_Get_version", "MPI_Get_library_version", "MPI_Comm_get_attr", "MPI_Comm_set_name",
    "MPI_Comm_get_name", "MPI_Comm_compare", "MPI_Comm_test_inter", "MPI_Comm_remote_size",
    # groups
    "MPI_Comm_group", "MPI_Group_free", "MPI_Group_incl", "MPI_Group_excl",
    "MPI_Group_range_incl", "MPI_Group_size", "MPI_Group_rank", "MPI_Group_translate_ranks",
    "MPI_Group_union", "MPI_Group_intersection", "MPI_Group_difference",
    # topologies: queries (the communicators are made in communicators.py)
    "MPI_Cart_coords", "MPI_Cart_shift", "MPI_Cart_rank", "MPI_Cart_get", "MPI_Cartdim_get",
    "MPI_Dims_create", "MPI_Topo_test", "MPI_Dist_graph_neighbors",
    "MPI_Dist_graph_neighbors_count", "MPI_Graph_neighbors", "MPI_Graph_neighbors_count",
    # ops and datatypes: handles only (derived datatypes are made and freed in communicators.py)
    "MPI_Op_create", "MPI_Op_free", "mpiad_register_op_derivative", "MPI_Type_size",
    "MPI_Type_commit", "MPI_Type_get_extent", "MPI_Type_get_true_extent", "MPI_Get_count",
    "MPI_Get_elements",
    # requests that carry no data
    "MPI_Ibarrier", "MPI_Comm_idup", "MPI_Comm_idup_with_info", "MPI_Request_toint",
]  # fmt: skip


@register_call(*INACTIVE_MPI)
class InactiveMPI(NoDerivative):
    pass
