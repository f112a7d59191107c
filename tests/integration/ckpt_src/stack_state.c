#include <math.h>
#include <mpi.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

/* Adds the squared norm of u to *acc and to hist[k % 4]: the loop's state lives on the stack
 * of f and its address escapes to this call (and to MPI_Allreduce), so it stays in memory. */
__attribute__((noinline)) void accumulate(double *acc, double *hist, long k, const double *u,
                                          long n) {
    double s = 0.0;
    for (long i = 0; i < n; i++) s += u[i] * u[i];
    *acc = 0.5 * *acc + s;
    hist[k % 4] += 0.1 * s;
}

/* A ring heat step damped by a running, allreduced accumulator: `acc` and `hist` are real loop
 * state (each step reads what the previous one left there) in stack slots of f. */
double f(double *u, long n, long nsteps, long snaps) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double acc = 1.0, tot, hist[4] = {0.0, 0.0, 0.0, 0.0};
    mpiad_checkpoint_state(u, n * 8);
    mpiad_checkpoint(snaps);
    for (long t = 0; t < nsteps; t++) {
        double lo, hi;
        MPI_Sendrecv(&u[n - 1], 1, MPI_DOUBLE, right, 0, &lo, 1, MPI_DOUBLE, left, 0,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[0], 1, MPI_DOUBLE, left, 1, &hi, 1, MPI_DOUBLE, right, 1,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        accumulate(&acc, hist, t, u, n);
        MPI_Allreduce(&acc, &tot, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        double prev = lo;
        for (long i = 0; i < n; i++) {
            double next = i + 1 < n ? u[i + 1] : hi;
            double cur = u[i];
            u[i] = cur + 0.2 * (prev - 2.0 * cur + next) - 0.001 * tot * sin(cur);
            prev = cur;
        }
    }
    double s = hist[0] + 2.0 * hist[1] + 3.0 * hist[2] + 4.0 * hist[3] + acc;
    for (long i = 0; i < n; i++) s += u[i] * u[i] * u[i];
    return s;
}
