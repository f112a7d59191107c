/* A C kernel for second derivatives through `.ll` (tests/integration/hvp_ll_check.py): a ring
 * halo exchange by MPI_Isend / MPI_Irecv / MPI_Waitall, a local nonlinear energy, and its sum over
 * the ranks by MPI_Allreduce; every rank returns the same value. */
#include <mpi.h>

double energy(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double left = 0.0, right = 0.0;
    MPI_Request reqs[4];
    MPI_Irecv(&left, 1, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(&right, 1, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &reqs[1]);
    MPI_Isend(&x[n - 1], 1, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[2]);
    MPI_Isend(&x[0], 1, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &reqs[3]);
    MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
    double s = left * x[0] * x[0] + right * x[n - 1];
    for (int i = 0; i < n; i++) s += x[i] * x[i] * x[i] + (i + 1 < n ? x[i] * x[i + 1] * x[i + 1] : 0.0);
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t * t;
}
