/* Issue 37 part 3: one halo exchange written three ways (two-sided MPI_Sendrecv, one-sided
 * MPI_Put between fences, a persistent neighbourhood collective started each step) in the same
 * nonlinear time loop: the three must have the same gradient (rma_vs_twosided.py). */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

static void load(double *w, const double *u, int n) {
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
}

/* w[n + 1] from the right neighbour's first cell, w[0] from the left one's last */
double halo_twosided(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    load(w, u, n);
    for (int s = 0; s < steps; s++) {
        MPI_Sendrecv(&w[1], 1, MPI_DOUBLE, left, 1, &w[n + 1], 1, MPI_DOUBLE, right, 1, comm,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(&w[n], 1, MPI_DOUBLE, right, 2, &w[0], 1, MPI_DOUBLE, left, 2, comm,
                     MPI_STATUS_IGNORE);
        step(w, n);
    }
    return energy(w, u, n);
}

double halo_onesided(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    load(w, u, n);
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
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

/* neighbours of a periodic Cartesian ring in the standard's order: -1 (left), then +1 */
double halo_persistent(double *u, int n, int steps, MPI_Comm comm) {
    int size, periods[1] = {1};
    MPI_Comm_size(comm, &size);
    int dims[1] = {size};
    MPI_Comm ring;
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    double w[34], out[2], in[2];
    load(w, u, n);
    MPI_Request req;
    MPI_Neighbor_alltoall_init(out, 1, MPI_DOUBLE, in, 1, MPI_DOUBLE, ring, MPI_INFO_NULL, &req);
    for (int s = 0; s < steps; s++) {
        out[0] = w[1];
        out[1] = w[n];
        MPI_Start(&req);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        w[0] = in[0];
        w[n + 1] = in[1];
        step(w, n);
    }
    MPI_Request_free(&req);
    MPI_Comm_free(&ring);
    return energy(w, u, n);
}
