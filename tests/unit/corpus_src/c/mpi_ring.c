/* Ring exchange with non-blocking MPI_Isend/MPI_Irecv, a request array,
   MPI_Wait on each request and MPI_Waitall for a second round. */
#include <mpi.h>

double ring_shift(double *send, double *recv, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    int left = (rank - 1 + size) % size;

    MPI_Request reqs[2];
    MPI_Irecv(recv, n, MPI_DOUBLE, left, 0, comm, &reqs[0]);
    MPI_Isend(send, n, MPI_DOUBLE, right, 0, comm, &reqs[1]);
    for (int r = 0; r < 2; r++)
        MPI_Wait(&reqs[r], MPI_STATUS_IGNORE);

    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += recv[i] * recv[i];
    return s;
}

void ring_pipeline(double *buf, double *tmp, int n, int rounds, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Request reqs[4];
    MPI_Status stats[4];
    for (int r = 0; r < rounds; r++) {
        int half = n / 2;
        MPI_Irecv(tmp, half, MPI_DOUBLE, (rank - 1 + size) % size, 2 * r, comm, &reqs[0]);
        MPI_Irecv(tmp + half, n - half, MPI_DOUBLE, (rank + 1) % size, 2 * r + 1, comm, &reqs[1]);
        MPI_Isend(buf, half, MPI_DOUBLE, (rank + 1) % size, 2 * r, comm, &reqs[2]);
        MPI_Isend(buf + half, n - half, MPI_DOUBLE, (rank - 1 + size) % size, 2 * r + 1, comm, &reqs[3]);
        MPI_Waitall(4, reqs, stats);
        for (int i = 0; i < n; i++)
            buf[i] = 0.5 * (buf[i] + tmp[i]);
    }
}
