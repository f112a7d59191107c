/* Issue 37: MPI_Win_sync and MPI_Compare_and_swap. A nonlinear 1-D time loop on a periodic ring
 * of ranks: each step puts my boundary cells into my neighbours' ghosts between fences, syncs the
 * window's copies (MPI_Win_sync, in the epoch); an int window beside it counts the steps, each
 * rank swapping its right neighbour's counter from the value it expects to the next by
 * MPI_Compare_and_swap (integer data: no derivative), the value it met switching a branch of the
 * update. No lock in this module: reverse mode refuses MPI_Win_sync beside passive target
 * (tests/lit/mpi-rma-sync.ll). n <= 32. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_sync_cas(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    int count = 0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win, cwin;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_create(&count, (MPI_Aint)sizeof(int), sizeof(int), MPI_INFO_NULL, comm, &cwin);
    MPI_Win_fence(0, win);
    MPI_Win_fence(0, cwin);
    for (int s = 0; s < steps; s++) {
        int next = s + 1, expect = s, met = -1;
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_sync(win);
        MPI_Compare_and_swap(&next, &expect, &met, MPI_INT, right, 0, cwin);
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, cwin);
        step(w, n);
        if (met == s) w[1] += 0.1 * sin(w[n]);  /* always: the counter was s */
        else w[1] -= 1.0;
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&cwin);
    MPI_Win_free(&win);
    return energy(w, u, n) + 0.01 * count;
}
