/* Bcast / Gather / Scatter / Allgather / Alltoall pipelines. */
#include <math.h>
#include <mpi.h>

double bcast_gather(double *x, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double b[2] = {x[0], x[1] * x[1]};
    MPI_Bcast(b, 2, MPI_DOUBLE, 0, comm);
    double mine = sin(b[0] + rank) * b[1] + x[2];
    double all[16];
    MPI_Gather(&mine, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, 0, comm);
    double back = 0;
    if (rank == 0)
        for (int r = 0; r < size; r++) all[r] = all[r] * all[r];
    MPI_Scatter(all, 1, MPI_DOUBLE, &back, 1, MPI_DOUBLE, 0, comm);
    double ag[16];
    MPI_Allgather(&back, 1, MPI_DOUBLE, ag, 1, MPI_DOUBLE, comm);
    double s = 0;
    for (int r = 0; r < size; r++) s += ag[r] * (r + 1);
    return s + back;
}

double alltoall(double *x, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double send[16], recv[16];
    for (int r = 0; r < size; r++) send[r] = x[r % n] * (r + 1);
    MPI_Alltoall(send, 1, MPI_DOUBLE, recv, 1, MPI_DOUBLE, comm);
    double s = 0;
    for (int r = 0; r < size; r++) s += recv[r] * recv[r];
    return s;
}
