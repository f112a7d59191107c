/* Issue 37: dynamic windows (MPI_Win_create_dynamic, MPI_Win_attach, MPI_Win_detach). A
 * nonlinear 1-D time loop on a periodic ring of ranks whose ghosts come through a region attached
 * to a dynamic window, its address (MPI_Get_address) gathered by every rank (MPI_Allgather of
 * MPI_AINT):
 *   rma_dyn_fence  MPI_Put into the neighbours' ghost cells, MPI_Accumulate(SUM) into a third
 *                  cell, between fences; the region detached at the end;
 *   rma_dyn_lock   MPI_Put and MPI_Rput (completed by MPI_Wait) into the right neighbour's
 *                  region in an MPI_Win_lock_all epoch, ordered by barriers.
 * n <= 32, at most 16 ranks. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_dyn_fence(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], g[3] = {0.0, 0.0, 0.0};
    MPI_Aint mine, at[16];
    MPI_Win win;
    MPI_Win_create_dynamic(MPI_INFO_NULL, comm, &win);
    MPI_Win_attach(win, g, (MPI_Aint)sizeof g);
    MPI_Get_address(g, &mine);
    MPI_Allgather(&mine, 1, MPI_AINT, at, 1, MPI_AINT, comm);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        g[2] = 0.0;
        MPI_Win_fence(0, win);
        double q = w[1] * w[n];
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, at[right], 1, MPI_DOUBLE, win);
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, at[left] + (MPI_Aint)sizeof(double), 1, MPI_DOUBLE,
                win);
        MPI_Accumulate(&q, 1, MPI_DOUBLE, left, at[left] + 2 * (MPI_Aint)sizeof(double), 1,
                       MPI_DOUBLE, MPI_SUM, win);
        MPI_Win_fence(0, win);
        w[0] = g[0] + 0.1 * g[2];
        w[n + 1] = g[1];
        step(w, n);
    }
    MPI_Win_detach(win, g);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_dyn_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    double w[34], g[2] = {0.0, 0.0};
    MPI_Aint mine, at[16];
    MPI_Win win;
    MPI_Win_create_dynamic(MPI_INFO_NULL, comm, &win);
    MPI_Win_attach(win, g, (MPI_Aint)sizeof g);
    MPI_Get_address(g, &mine);
    MPI_Allgather(&mine, 1, MPI_AINT, at, 1, MPI_AINT, comm);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    for (int s = 0; s < steps; s++) {
        double e = w[1] * w[n];
        MPI_Request r;
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, at[right], 1, MPI_DOUBLE, win);
        MPI_Rput(&e, 1, MPI_DOUBLE, right, at[right] + (MPI_Aint)sizeof(double), 1, MPI_DOUBLE,
                 win, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        e = 0.5 * w[1];
        MPI_Win_flush_all(win);
        MPI_Barrier(comm);
        w[0] = g[0] + e;
        w[n + 1] = g[1];
        step(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_detach(win, g);
    MPI_Win_free(&win);
    return energy(w, u, n);
}
