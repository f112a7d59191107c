/* Issue 37 part 3: persistent collectives in a checkpointed time loop (its own file: the marker
 * has no definition the primal could link against). The halo comes from a persistent
 * neighbourhood collective and each step is scaled by a persistent Allreduce of the local
 * energy, both made before the loop, started and completed in every step (recomputed ones
 * included), freed after it. */
#include <math.h>
#include <mpi.h>
void mpiad_checkpoint(long snapshots);

static void step(double *w, int n, double scale) {
    double t[34];
    for (int i = 1; i <= n; i++)
        t[i] = w[i] + 0.2 * (w[i - 1] - 2.0 * w[i] + w[i + 1]) + 0.05 * sin(w[i]) * w[i] * scale;
    for (int i = 1; i <= n; i++) w[i] = t[i];
}

double pcoll_ckpt(double *u, int n, int steps, MPI_Comm comm) {
    int size, periods[1] = {1};
    MPI_Comm_size(comm, &size);
    int dims[1] = {size};
    MPI_Comm ring;
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    double w[34], out[2], in[2], local, total;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Request reqs[2];
    MPI_Neighbor_alltoall_init(out, 1, MPI_DOUBLE, in, 1, MPI_DOUBLE, ring, MPI_INFO_NULL,
                               &reqs[0]);
    MPI_Allreduce_init(&local, &total, 1, MPI_DOUBLE, MPI_SUM, comm, MPI_INFO_NULL, &reqs[1]);
    mpiad_checkpoint(2);
    for (int s = 0; s < steps; s++) {
        out[0] = w[1];
        out[1] = w[n];
        local = 0.0;
        for (int i = 1; i <= n; i++) local += w[i] * w[i];
        MPI_Startall(2, reqs);
        MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
        w[0] = in[0];
        w[n + 1] = in[1];
        step(w, n, 1.0 / (1.0 + total));
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);
    MPI_Comm_free(&ring);
    double e = 0.0;
    for (int i = 1; i <= n; i++) {
        u[i - 1] = w[i];
        e += w[i] * w[i] + 0.1 * w[i] * w[i] * w[i];
    }
    return e;
}
