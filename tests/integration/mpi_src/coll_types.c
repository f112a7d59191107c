/* A derived datatype on a v-collective (here MPI_Allgatherv of MPI_Type_contiguous pairs): not
 * differentiable yet. Forward and reverse mode must both stop with a message naming the call,
 * never drop the derivative of the gathered data in silence (tests/integration/
 * test_mpi_derivatives.py::test_mismatch_refused). */
#include <math.h>
#include <mpi.h>

double coll_types(double *u, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double a[2], b[8] = {0};  /* up to 4 ranks */
    for (int i = 0; i < 2; i++) a[i] = sin(u[i % n]);
    MPI_Datatype two;
    MPI_Type_contiguous(2, MPI_DOUBLE, &two);
    MPI_Type_commit(&two);
    int counts[4] = {1, 1, 1, 1}, displs[4] = {0, 1, 2, 3};
    MPI_Allgatherv(a, 1, two, b, counts, displs, two, comm);
    MPI_Type_free(&two);
    double acc = 0.0;
    for (int i = 0; i < 2 * size && i < 8; i++) acc += b[i] * b[i];
    return acc;
}
