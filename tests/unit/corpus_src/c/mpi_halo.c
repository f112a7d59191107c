/* corpus-debug */
/* 1-D domain decomposition: halo exchange with MPI_Sendrecv (MPI_PROC_NULL at
   the ends) followed by an explicit heat-equation update. u has nlocal+2
   entries, u[0] and u[nlocal+1] are ghost cells. */
#include <mpi.h>

void halo_exchange(double *u, int nlocal, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    MPI_Status st;
    MPI_Sendrecv(&u[nlocal], 1, MPI_DOUBLE, right, 10, &u[0], 1, MPI_DOUBLE, left, 10, comm, &st);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 11, &u[nlocal + 1], 1, MPI_DOUBLE, right, 11, comm, MPI_STATUS_IGNORE);
}

void heat_parallel(double *u, double *tmp, int nlocal, double alpha, int steps, MPI_Comm comm) {
    for (int s = 0; s < steps; s++) {
        halo_exchange(u, nlocal, comm);
        for (int i = 1; i <= nlocal; i++)
            tmp[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        for (int i = 1; i <= nlocal; i++)
            u[i] = tmp[i];
    }
}
