/* Issue 37: MPI_Accumulate with MPI_MAX and MPI_MIN between fences (the derivative goes to the
 * winner: the target's own value, or one origin's). A nonlinear 1-D time loop on a periodic ring
 * of ranks, a window of three cells (MPI_Win_allocate) that each rank fills before the epoch:
 *   rma_minmax_fence  MAX of a value into the right neighbour's cell 0, MIN of another into the
 *                     left one's cell 1, and every rank's MAX of a third into rank 0's cell 2
 *                     (several origins on one element at 3 ranks and more: the winner is still
 *                     exact); the last fence asserts MPI_MODE_NOSUCCEED;
 *   rma_fetchmax_fence MPI_Get_accumulate with MPI_MAX into the right neighbour's cell 0 and
 *                     MPI_Fetch_and_op with MPI_MIN into the left one's cell 1 (the fetched value's
 *                     derivative is the target's at the epoch's start), beside every rank's MAX
 *                     Accumulate into rank 0's cell 2;
 *   rma_fetchmax_clash every rank's fetching MAX into rank 0's cell 0 (refused at 2 ranks: the
 *                     later op fetches the earlier one's value).
 * A module with fetching MIN / MAX: its fences expose the window's memory at each epoch's start
 * too. n <= 32. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_minmax_fence(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        g[0] = 0.9 * w[1] + 0.05 * s;
        g[1] = w[n] * w[n];
        g[2] = 0.5 * w[2];
        MPI_Win_fence(0, win);
        double a = w[n] * (1.0 + 0.1 * w[1]), b = w[1] - 0.3 * w[n] + 0.2 * rank, c = w[1] * w[2];
        MPI_Accumulate(&a, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Accumulate(&b, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, MPI_MIN, win);
        MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, 2, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Win_fence(s == steps - 1 ? MPI_MODE_NOSUCCEED : 0, win);
        w[0] = g[0] + 0.1 * g[2];
        w[n + 1] = g[1];
        step(w, n);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_fetchmax_fence(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        g[0] = 0.9 * w[1] + 0.05 * s;
        g[1] = w[n] * w[n];
        g[2] = 0.5 * w[2];
        MPI_Win_fence(0, win);
        double a = w[n] * (1.0 + 0.1 * w[1]), b = w[1] - 0.3 * w[n] + 0.2 * rank, c = w[1] * w[2];
        double r1, r2;
        MPI_Get_accumulate(&a, 1, MPI_DOUBLE, &r1, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE,
                           MPI_MAX, win);
        MPI_Fetch_and_op(&b, &r2, MPI_DOUBLE, left, 1, MPI_MIN, win);
        MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, 2, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Win_fence(0, win);
        w[0] = g[0] + 0.1 * g[2] + 0.3 * r1 * r1;
        w[n + 1] = g[1] + 0.2 * r2;
        step(w, n);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

double rma_fetchmax_clash(double *u, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &g, &win);
    g[0] = 0.0;
    MPI_Win_fence(0, win);
    double a = 1.0 + u[0] * u[0] + rank, r;
    MPI_Get_accumulate(&a, 1, MPI_DOUBLE, &r, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, MPI_MAX, win);
    MPI_Win_fence(0, win);
    double out = g[0] + r * r + u[n - 1];
    MPI_Win_free(&win);
    return out;
}
