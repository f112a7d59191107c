#include <math.h>
#include <mpi.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

/* A ring halo with Irecv / Isend / Waitall in a checkpointed loop. pending = 0: the requests
 * complete within the step; pending = 1: a step waits for the previous step's requests (a
 * pipelined exchange), which checkpointing cannot recompute; pending = 2: the same with the
 * request of an MPI_Iscan, in a variable of its own. */
double f(double *u, long n, long steps, long snaps, long pending) {
    MPI_Request req[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL}, sreq = MPI_REQUEST_NULL;
    double halo[1] = {0.0};
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    mpiad_checkpoint_state(u, n * 8);
    mpiad_checkpoint(snaps);
    for (long t = 0; t < steps; t++) {
        if (pending == 2) { /* a nonblocking collective's request left pending: MPI_Iscan */
            MPI_Wait(&sreq, MPI_STATUS_IGNORE);
            MPI_Iscan(&u[n - 1], halo, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &sreq);
        } else {
            if (pending) MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
            MPI_Irecv(halo, 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &req[0]);
            MPI_Isend(&u[n - 1], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &req[1]);
            if (!pending) MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
        }
        double h = halo[0];
        for (long i = 0; i < n; i++) u[i] = sin(u[i]) + 0.25 * h * u[i];
    }
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    double s = 0.0;
    for (long i = 0; i < n; i++) s += u[i] * u[i];
    return s;
}
