#include <math.h>
#include <mpi.h>
#include <stdlib.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

/* One step of a ring heat equation whose temporaries are allocated and freed within the step:
 * a copy of u with its two halo cells (exchanged by MPI_Sendrecv) and the Laplacian; the
 * squared norm of u, summed over the ranks by MPI_Allreduce, damps the update. */
static inline __attribute__((always_inline)) void step(double *u, long n, int left, int right) {
    double *ext = malloc((n + 2) * sizeof(double));
    double *lap = malloc(n * sizeof(double));
    double s = 0.0, tot;
    for (long i = 0; i < n; i++) {
        ext[i + 1] = u[i];
        s += u[i] * u[i];
    }
    MPI_Sendrecv(&u[n - 1], 1, MPI_DOUBLE, right, 0, &ext[0], 1, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[0], 1, MPI_DOUBLE, left, 1, &ext[n + 1], 1, MPI_DOUBLE, right, 1,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Allreduce(&s, &tot, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    for (long i = 0; i < n; i++) lap[i] = ext[i] - 2.0 * ext[i + 1] + ext[i + 2];
    for (long i = 0; i < n; i++) u[i] = u[i] + 0.2 * lap[i] - 0.01 * tot * sin(u[i]);
    free(lap);
    free(ext);
}

/* A counted loop (mode 0) or a while loop that stops on the allreduced norm (mode 1). */
double f(double *u, long n, long nsteps, long snaps, double tol, long mode) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    mpiad_checkpoint_state(u, n * 8);
    if (mode == 0) {
        mpiad_checkpoint(snaps);
        for (long t = 0; t < nsteps; t++) step(u, n, left, right);
    } else {
        double norm = 1e300;
        mpiad_checkpoint(snaps);
        while (norm > tol) {
            step(u, n, left, right);
            double s = 0.0;
            for (long i = 0; i < n; i++) s += u[i] * u[i];
            MPI_Allreduce(&s, &norm, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    double s = 0.0;
    for (long i = 0; i < n; i++) s += u[i] * u[i] * u[i];
    return s;
}
