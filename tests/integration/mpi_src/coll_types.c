/* A predefined reduction op on a derived datatype (here MPI_SUM on MPI_Type_contiguous pairs):
 * erroneous in MPI (its predefined ops are defined on predefined datatypes; MPICH refuses them),
 * so mpiad does not differentiate it as if it worked. Forward and reverse mode must both stop
 * with a message naming the call and what to do (a user-defined op registered with
 * mpiad_register_op_derivative, as tests/integration/mpi_src/dtcoll.c does), never give
 * numbers for it (tests/integration/test_mpi_derivatives.py::test_mismatch_refused). */
#include <math.h>
#include <mpi.h>

double coll_types(double *u, int n, MPI_Comm comm) {
    double a[2], b[2] = {0};
    for (int i = 0; i < 2; i++) a[i] = sin(u[i % n]);
    MPI_Datatype two;
    MPI_Type_contiguous(2, MPI_DOUBLE, &two);
    MPI_Type_commit(&two);
    MPI_Allreduce(a, b, 1, two, MPI_SUM, comm);
    MPI_Type_free(&two);
    return b[0] * b[0] + b[1];
}
