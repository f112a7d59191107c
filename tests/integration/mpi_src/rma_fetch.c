/* Issue 37 part 2: one-sided fetching operations. A nonlinear 1-D time loop on a periodic ring
 * of ranks whose ghosts come through a window of four cells (MPI_Win_allocate):
 *   rma_fetch_fence  MPI_Get_accumulate with MPI_SUM into the right neighbour's cell 0 and with
 *                    MPI_REPLACE into the left one's cell 1 (both fetching the old value), then
 *                    MPI_Fetch_and_op with MPI_NO_OP (a fetch) of the right one's cell 2, which
 *                    each rank writes between epochs; epochs closed by MPI_Win_fence;
 *   rma_fetch_lock   MPI_Fetch_and_op(SUM) and MPI_Get_accumulate(REPLACE) in one
 *                    MPI_Win_lock_all epoch, MPI_Win_flush_all, epochs ordered by barriers.
 * n <= 32. */
#include <math.h>
#include <mpi.h>
#include <stddef.h>
#include "rma_step.h"

double rma_fetch_fence(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(4 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    g[0] = g[1] = g[2] = g[3] = 0.0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        double a = w[1] * w[n], r1, r2, r3;
        MPI_Get_accumulate(&a, 1, MPI_DOUBLE, &r1, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE,
                           MPI_SUM, win);
        MPI_Get_accumulate(&w[1], 1, MPI_DOUBLE, &r2, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE,
                           MPI_REPLACE, win);
        MPI_Win_fence(0, win);
        MPI_Fetch_and_op(NULL, &r3, MPI_DOUBLE, right, 2, MPI_NO_OP, win);
        MPI_Win_fence(0, win);
        w[0] = 0.5 * g[0] + 0.3 * r1;
        w[n + 1] = g[1] + 0.2 * r2 + 0.1 * r3;
        step(w, n);
        g[2] = w[1] * w[n];
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_fetch_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(2 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    g[0] = g[1] = 0.0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    for (int s = 0; s < steps; s++) {
        double a = sin(w[1]), r1, r2;
        MPI_Fetch_and_op(&a, &r1, MPI_DOUBLE, right, 0, MPI_SUM, win);
        MPI_Get_accumulate(&w[n], 1, MPI_DOUBLE, &r2, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE,
                           MPI_REPLACE, win);
        MPI_Win_flush_all(win);
        MPI_Barrier(comm);
        w[0] = 0.5 * g[0] + 0.5 * r1;
        w[n + 1] = g[1] + 0.3 * r2;
        step(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

/* an MPI_NO_OP fetch in a lock epoch: refused in reverse mode (the target may read the memory
 * meanwhile) */
double rma_fetch_noop_lock(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double w[32];
    for (int i = 0; i < n; i++) w[i] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Barrier(comm);
    double y = 0.0;
    MPI_Win_lock(MPI_LOCK_SHARED, (rank + 1) % size, 0, win);
    MPI_Fetch_and_op(NULL, &y, MPI_DOUBLE, (rank + 1) % size, 0, MPI_NO_OP, win);
    MPI_Win_unlock((rank + 1) % size, win);
    MPI_Barrier(comm);
    MPI_Win_free(&win);
    return y * y + w[0];
}
