/* Request-based one-sided communication and MPI_MAX accumulation through Enzyme's interface
 * (issue 37): compiled against the environment's mpi.h, differentiated by mpiad-opt
 * (__enzyme_fwddiff / __enzyme_autodiff lowered), linked and run under mpiexec. Two kernels on a
 * periodic ring, each ending in an Allreduce (a replicated result): MPI_Rput and MPI_Raccumulate
 * (MPI_SUM) in an MPI_Win_lock_all epoch, the Rput's request completed by MPI_Wait before the
 * flush and its origin reused, the other's after it, epochs ordered by barriers; MPI_Accumulate
 * with MPI_MAX from every rank into rank 0's cell and into the right neighbour's, between fences.
 * Each rank checks forward mode against central finite differences and reverse mode by the
 * dot-product test summed over the ranks, and prints "rank R ok N". */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include "check_fd_dot.h"

int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

#define N 4

static double finish(const double *w, double extra, MPI_Comm comm) {
    double local = extra, total;
    for (int i = 1; i <= N; i++) local += w[i] * w[i] * (1.0 + 0.1 * i) + sin(w[i]);
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
    return total;
}

static double k_rput(double *x, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double *g, w[N + 2];
    MPI_Win win;
    MPI_Win_allocate(2 * sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &g, &win);
    g[0] = g[1] = 0.0;
    w[0] = w[N + 1] = 0.0;
    for (int i = 0; i < N; i++) w[i + 1] = x[i] * (1.0 + 0.1 * x[i]);
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    double e = w[N] * w[1], q = sin(w[2]);
    MPI_Request r[2];
    MPI_Rput(&e, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win, &r[0]);
    MPI_Raccumulate(&q, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, MPI_SUM, win, &r[1]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    e = 2.0 * w[1];
    MPI_Win_flush_all(win);
    MPI_Wait(&r[1], MPI_STATUS_IGNORE);
    MPI_Win_unlock_all(win);
    MPI_Barrier(comm);
    w[0] = g[0] + e;
    w[N + 1] = g[1];
    for (int i = 1; i <= N; i++) w[i] += 0.25 * (w[i - 1] - 2.0 * w[i] + w[i + 1]);
    MPI_Barrier(comm);
    MPI_Win_free(&win);
    return finish(w, 0.0, comm);
}

static double k_max(double *x, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    double *g, w[N + 2];
    MPI_Win win;
    MPI_Win_allocate(2 * sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &g, &win);
    for (int i = 0; i < N; i++) w[i + 1] = x[i] * x[i];
    g[0] = 0.9 * w[1];
    g[1] = 0.5 * w[2];
    MPI_Win_fence(0, win);
    double a = w[N] * (1.0 + 0.2 * rank), c = w[1] * w[2] + 0.01 * rank;
    MPI_Accumulate(&a, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, MPI_MAX, win);
    MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, 1, 1, MPI_DOUBLE, MPI_MAX, win);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    w[0] = g[0];
    w[N + 1] = g[1];
    for (int i = 1; i <= N; i++) w[i] += 0.25 * (w[i - 1] - 2.0 * w[i] + w[i + 1]);
    MPI_Win_free(&win);
    return finish(w, 0.0, comm);
}


int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank, size, ok = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    CHECK(k_rput, 0);
    CHECK(k_max, 1);
    printf("rank %d ok %d\n", rank, ok);
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
