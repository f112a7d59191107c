/* Issue 37: request-based one-sided operations in passive-target epochs, epochs ordered by
 * MPI_Barrier. A nonlinear 1-D time loop on a periodic ring of ranks whose ghosts come through a
 * window (MPI_Win_allocate):
 *   rma_rput_lock   one MPI_Win_lock_all epoch: MPI_Rput of a temporary to the right, completed
 *                   by an MPI_Test loop before the flush and the temporary then reused (so its
 *                   adjoint belongs at the completion, not the flush), MPI_Raccumulate(SUM) and
 *                   (REPLACE) to the left, MPI_Win_flush_all, their requests completed after it
 *                   (MPI_Waitall);
 *   rma_rgacc_lock  MPI_Rget_accumulate(SUM) to the right, its result read after MPI_Wait and
 *                   before the flush, and (REPLACE) to the left completed by MPI_Waitany after
 *                   MPI_Win_unlock (exclusive locks, one target at a time);
 *   rma_rget_lock   MPI_Rget of the right neighbour's cell (forward mode; reverse mode refuses
 *                   it, as MPI_Get in a lock epoch). n <= 32. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_rput_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    g[0] = g[1] = g[2] = 0.0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    for (int s = 0; s < steps; s++) {
        double e = w[n] * (1.0 + 0.1 * w[1]), q = w[1] * w[n];
        MPI_Request r[3];
        MPI_Rput(&e, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win, &r[0]);
        MPI_Raccumulate(&q, 1, MPI_DOUBLE, left, 2, 1, MPI_DOUBLE, MPI_SUM, win, &r[1]);
        int done = 0;
        while (!done) MPI_Test(&r[0], &done, MPI_STATUS_IGNORE);
        e = 3.0 * w[1];  /* the origin buffer reused once the request completed */
        MPI_Raccumulate(&w[1], 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, MPI_REPLACE, win, &r[2]);
        MPI_Win_flush_all(win);
        MPI_Waitall(2, &r[1], MPI_STATUSES_IGNORE);
        MPI_Barrier(comm);
        w[0] = g[0] + 0.05 * e;
        w[n + 1] = g[1] + 0.1 * g[2];
        g[2] = 0.0;
        step(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_rgacc_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(2 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    g[0] = 0.25;
    g[1] = 0.0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Barrier(comm);
    for (int s = 0; s < steps; s++) {
        double a = w[1] * w[n], r1, r2, t;
        MPI_Request r[2];
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, right, 0, win);
        MPI_Rget_accumulate(&a, 1, MPI_DOUBLE, &r1, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE,
                            MPI_SUM, win, &r[0]);
        MPI_Wait(&r[0], MPI_STATUS_IGNORE);
        t = 0.3 * r1 * r1;  /* the result read before the unlock */
        a = 0.0;            /* and the origin reused */
        MPI_Win_unlock(right, win);
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, left, 0, win);
        MPI_Rget_accumulate(&w[1], 1, MPI_DOUBLE, &r2, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE,
                            MPI_REPLACE, win, &r[1]);
        MPI_Win_unlock(left, win);
        int idx;
        MPI_Waitany(1, &r[1], &idx, MPI_STATUS_IGNORE);
        MPI_Barrier(comm);
        w[0] = 0.5 * g[0] + t + a;
        w[n + 1] = g[1] + 0.2 * r2;
        step(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_rget_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &g, &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        g[0] = w[1] * w[1];
        MPI_Barrier(comm);
        double y;
        MPI_Request r;
        MPI_Win_lock(MPI_LOCK_SHARED, right, 0, win);
        MPI_Rget(&y, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        w[n + 1] = 0.5 * y;  /* read before the unlock */
        MPI_Win_unlock(right, win);
        MPI_Barrier(comm);
        step(w, n);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}
