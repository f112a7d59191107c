/* Issue 37 part 2: the Put halo exchange of rma.c in a checkpointed time loop (its own file: the
 * marker has no definition the primal could link against). */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"
void mpiad_checkpoint(long snapshots);

/* the Put exchange in a checkpointed time loop (2 snapshots: the reverse sweep recomputes
 * steps, every rank the same ones, their puts and fences included) */
double rma_put_ckpt(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    mpiad_checkpoint(2);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        step(w, n);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}
