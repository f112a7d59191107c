/* One-sided communication through Enzyme's interface (issue 37 part 2): compiled against the
 * environment's mpi.h or the MPI-5 standard ABI's mpi_abi.h, differentiated by mpiad-opt
 * (__enzyme_fwddiff / __enzyme_autodiff lowered), linked against the matching library and run
 * under mpiexec. Two kernels on a periodic ring, each ending in an Allreduce (a replicated
 * result): a halo exchange by MPI_Put into a window over a stack array (MPI_Win_create), and one
 * by MPI_Get plus MPI_Accumulate (MPI_SUM) into a window MPI_Win_allocate made, all synchronised
 * by MPI_Win_fence. Each rank checks forward mode against central finite differences and reverse
 * mode by the dot-product test summed over the ranks, and prints "rank R ok N". */
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

static double k_put(double *x, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[N + 2], t[N + 2];
    w[0] = w[N + 1] = 0.0;
    for (int i = 0; i < N; i++) w[i + 1] = x[i];
    MPI_Win win;
    MPI_Win_create(w, sizeof w, sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < 2; s++) {
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, N + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&w[N], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        for (int i = 1; i <= N; i++) t[i] = w[i] + 0.25 * (w[i - 1] - 2.0 * w[i] + w[i + 1]);
        for (int i = 1; i <= N; i++) w[i] = t[i] * (1.0 + 0.1 * t[i]);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return finish(w, 0.0, comm);
}

static double k_getacc(double *x, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double *a, w[N + 2], sq[N];
    MPI_Win win;
    MPI_Win_allocate((N + 2) * sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &a, &win);
    for (int i = 0; i < N; i++) {
        a[i + 1] = x[i] * x[i];
        sq[i] = 0.5 * x[i];
    }
    a[0] = a[N + 1] = 0.0;
    MPI_Win_fence(0, win);
    MPI_Accumulate(sq, N, MPI_DOUBLE, right, 1, N, MPI_DOUBLE, MPI_SUM, win);
    MPI_Win_fence(0, win);
    MPI_Get(&w[0], 1, MPI_DOUBLE, left, N, 1, MPI_DOUBLE, win);
    MPI_Get(&w[N + 1], 1, MPI_DOUBLE, right, 1, 1, MPI_DOUBLE, win);
    MPI_Win_fence(0, win);
    for (int i = 1; i <= N; i++) w[i] = a[i] * a[i] + cos(a[i]);
    MPI_Win_free(&win);
    return finish(w, w[0] * w[N + 1], comm);
}


int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank, size, ok = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    CHECK(k_put, 0);
    CHECK(k_getacc, 1);
    printf("rank %d ok %d\n", rank, ok);
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
