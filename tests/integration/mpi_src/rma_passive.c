/* Issue 37 part 2: one-sided communication with passive-target synchronisation, epochs ordered
 * between ranks by MPI_Barrier (which reverse mode mirrors). A nonlinear 1-D time loop on a
 * periodic ring of ranks, its halo cells exchanged through a window over two ghost cells:
 *   rma_lock_put   each rank puts its last cell into its right neighbour's left ghost inside
 *                  MPI_Win_lock(EXCLUSIVE) / unlock, its first into its left neighbour's right
 *                  ghost inside a shared lock, barrier, reads its own ghosts, barrier;
 *   rma_lock_all   one MPI_Win_lock_all epoch for the whole loop: MPI_Put to the right,
 *                  MPI_Win_flush, MPI_Accumulate(SUM) to the left, MPI_Win_flush_local_all,
 *                  MPI_Accumulate(REPLACE), MPI_Win_flush_all, barrier, read, zero, barrier
 *                  (in a function of its own, without active data);
 *   rma_lock_get   a Get in a lock epoch (refused in reverse mode). n <= 32. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_lock_put(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], g[2] = {0.0, 0.0};
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win;
    MPI_Win_create(g, (MPI_Aint)(2 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    for (int s = 0; s < steps; s++) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, right, 0, win);
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_unlock(right, win);
        MPI_Win_lock(MPI_LOCK_SHARED, left, 0, win);
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, win);
        MPI_Win_unlock(left, win);
        MPI_Barrier(comm);
        w[0] = g[0];
        w[n + 1] = g[1];
        step(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

/* a barrier in a function of its own, with no active data: its reverse must still hold it */
__attribute__((noinline)) static void sync_ranks(MPI_Comm comm) { MPI_Barrier(comm); }

double rma_lock_all(double *u, int n, int steps, MPI_Comm comm) {
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
        double q = w[1] * w[n];
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_flush(right, win);
        MPI_Accumulate(&q, 1, MPI_DOUBLE, left, 2, 1, MPI_DOUBLE, MPI_SUM, win);
        MPI_Win_flush_local_all(win);
        MPI_Accumulate(&w[1], 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, MPI_REPLACE, win);
        MPI_Win_flush_all(win);
        MPI_Barrier(comm);
        w[0] = g[0];
        w[n + 1] = g[1] + 0.1 * g[2];
        g[2] = 0.0;
        step(w, n);
        sync_ranks(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_lock_get(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double w[34];
    for (int i = 0; i < n; i++) w[i] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Barrier(comm);
    double y = 0.0;
    MPI_Win_lock(MPI_LOCK_SHARED, (rank + 1) % size, 0, win);
    MPI_Get(&y, 1, MPI_DOUBLE, (rank + 1) % size, 0, 1, MPI_DOUBLE, win);
    MPI_Win_unlock((rank + 1) % size, win);
    MPI_Barrier(comm);
    MPI_Win_free(&win);
    return y * y + w[0];
}
