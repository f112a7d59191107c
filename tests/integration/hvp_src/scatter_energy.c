/* A C kernel for second derivatives through `.ll` (tests/integration/hvp_ll_check.py): Gather to
 * rank 0, a nonlinear map there, MPI_Scatter back with MPI_IN_PLACE at the root (the in-place
 * branch of the runtime's __mpiad_fwdrev_scatter), a local energy summed by MPI_Allreduce; every
 * rank returns the same value. At most 8 elements a rank, 8 ranks. */
#include <mpi.h>

double energy(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double all[64], y[8];
    MPI_Gather(x, n, MPI_DOUBLE, all, n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int i = 0; i < n * size; i++) all[i] = all[i] * all[(i + 1) % (n * size)];
        MPI_Scatter(all, n, MPI_DOUBLE, MPI_IN_PLACE, -1, MPI_INT, 0, MPI_COMM_WORLD);
        for (int i = 0; i < n; i++) y[i] = all[i];
    } else {
        MPI_Scatter((void *)0, -1, MPI_INT, y, n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    }
    double s = 0.0;
    for (int i = 0; i < n; i++) s += y[i] * y[i] * x[i];
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t * t;
}
