#include <math.h>
#include <mpi.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

/* A ring relaxation in a checkpointed while loop: it runs until the change of a step, summed
 * over the ranks by MPI_Allreduce, is below tol (the trip count is not known on entry: the
 * online schedule). */
double f(double *u, long n, double tol, long snaps) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double change = 1e300;
    mpiad_checkpoint_state(u, n * 8);
    mpiad_checkpoint(snaps);
    while (change > tol) {
        double halo, d = 0.0, old0 = u[0];
        MPI_Sendrecv(&u[n - 1], 1, MPI_DOUBLE, right, 0, &halo, 1, MPI_DOUBLE, left, 0,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        for (long i = n - 1; i > 0; i--) {
            double v = u[i] + 0.2 * (u[i - 1] - u[i]) - 0.05 * u[i] * u[i] * u[i];
            d += (v - u[i]) * (v - u[i]);
            u[i] = v;
        }
        double v0 = old0 + 0.2 * (halo - old0) - 0.05 * old0 * old0 * old0;
        d += (v0 - old0) * (v0 - old0);
        u[0] = v0;
        MPI_Allreduce(&d, &change, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    double s = 0.0;
    for (long i = 0; i < n; i++) s += u[i] * u[i];
    return s;
}
