/* ckpt_energy.c with its state on the stack (tests/integration/test_checkpoint_c.py): clang -O2
 * duplicates the marker into both paths before the loop (the copy of x, or none when n <= 0), so
 * that neither copy dominates the loop; mpiad merges them. A ring heat equation on a copy of x,
 * n + 4 steps marked for checkpointing with 3 snapshots; each step exchanges its halo by
 * MPI_Sendrecv and damps by the squared norm summed over the ranks by MPI_Allreduce. */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

static inline __attribute__((always_inline)) void step(double *u, long n, int left, int right) {
    double *ext = malloc((n + 2) * sizeof(double));
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
    for (long i = 0; i < n; i++)
        u[i] = u[i] + 0.2 * (ext[i] - 2.0 * ext[i + 1] + ext[i + 2]) - 0.01 * tot * sin(u[i]);
    free(ext);
}

double energy(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double u[32]; /* n <= 32 */
    for (int i = 0; i < n; i++) u[i] = x[i];
    mpiad_checkpoint(3);
    for (long t = 0; t < n + 4; t++) step(u, n, left, right);
    double e = 0.0, t;
    for (int i = 0; i < n; i++) e += u[i] * u[i] * u[i];
    MPI_Allreduce(&e, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t + 0.1 * t * t;
}
