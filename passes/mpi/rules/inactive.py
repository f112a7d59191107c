"""MPI calls that carry no derivative: queries, set-up and bookkeeping. They stay as they are in
every mode (communicator and datatype creation only name handles; the data-moving calls that
use them have rules of their own). MPI_Ibarrier, MPI_Barrier_init and MPI_Comm_idup make requests
that carry no data (their completion finds no shadow to pair, as for a request of integer data)."""

from __future__ import annotations

from ...rules.protocol import NoDerivative
from .common import mpi_rule

#: call -> its C signature (``passes/mpi/signatures.py``)
_INACTIVE = {
    # environment, ranks, errors
    "MPI_Comm_rank": "comm out",
    "MPI_Comm_size": "comm out",
    "MPI_Init": "argc argv",
    "MPI_Init_thread": "argc argv int out",
    "MPI_Finalize": "",
    "MPI_Initialized": "out",
    "MPI_Finalized": "out",
    "MPI_Wtime": "-> double",
    "MPI_Wtick": "-> double",
    "MPI_Abort": "comm int",
    "MPI_Get_processor_name": "str out",
    "MPI_Error_string": "int str out",
    "MPI_Comm_set_errhandler": "comm errh",
    "MPI_Query_thread": "out",
    "MPI_Get_version": "out out",
    "MPI_Get_library_version": "str out",
    "MPI_Comm_get_attr": "comm int attr out",
    "MPI_Comm_set_name": "comm str",
    "MPI_Comm_get_name": "comm str out",
    "MPI_Comm_compare": "comm comm out",
    "MPI_Comm_test_inter": "comm out",
    "MPI_Comm_remote_size": "comm out",
    # groups
    "MPI_Comm_group": "comm out",
    "MPI_Group_free": "out",
    "MPI_Group_incl": "group int ints out",
    "MPI_Group_excl": "group int ints out",
    "MPI_Group_range_incl": "group int ints out",
    "MPI_Group_size": "group out",
    "MPI_Group_rank": "group out",
    "MPI_Group_translate_ranks": "group int ints group ints",
    "MPI_Group_union": "group group out",
    "MPI_Group_intersection": "group group out",
    "MPI_Group_difference": "group group out",
    # topologies: queries (the communicators are made in communicators.py)
    "MPI_Cart_coords": "comm int int ints",
    "MPI_Cart_shift": "comm int int out out",
    "MPI_Cart_rank": "comm ints out",
    "MPI_Cart_get": "comm int ints ints ints",
    "MPI_Cartdim_get": "comm out",
    "MPI_Dims_create": "int int ints",
    "MPI_Topo_test": "comm out",
    "MPI_Dist_graph_neighbors": "comm int ints ints int ints ints",
    "MPI_Dist_graph_neighbors_count": "comm out out out",
    "MPI_Graph_neighbors": "comm int int ints",
    "MPI_Graph_neighbors_count": "comm int out",
    # ops and datatypes: handles only (derived datatypes are made and freed in communicators.py)
    "MPI_Op_create": "fn lgl out",
    "MPI_Op_free": "out",
    "mpiad_register_op_derivative": "op int",
    "MPI_Type_size": "dt out",
    "MPI_Type_commit": "out",
    "MPI_Type_get_extent": "dt out out",
    "MPI_Type_get_true_extent": "dt out out",
    "MPI_Get_count": "status dt out",
    "MPI_Get_elements": "status dt out",
    # requests that carry no data
    "MPI_Ibarrier": "comm req",
    "MPI_Barrier_init": "comm info req",
    "MPI_Comm_idup": "comm out req",
    "MPI_Comm_idup_with_info": "comm info out req",
    "MPI_Request_toint": "reqv",
}


@mpi_rule
class InactiveMPI(NoDerivative):
    signatures = _INACTIVE
