/* One program for every MPI ABI family: compiled against whichever mpi.h (MPICH's, Open MPI's,
 * the MPI-5 standard ABI's mpi_abi.h), differentiated by mpiad-opt through Enzyme's interface,
 * linked against the matching library and run under mpiexec. Each rank checks forward mode
 * against central finite differences and reverse mode by the dot-product test summed over the
 * ranks (size times the tangent: every rank seeds the replicated result), for a halo exchange (Isend/Irecv/Waitall with the requests in an array filled with
 * MPI_REQUEST_NULL) and Allreduce with SUM, PROD, MIN and MAX; it prints "rank R ok N" with N
 * the number of checks that passed. The communicator is passed as enzyme_const: under pointer
 * ABIs an unmarked MPI_Comm would default to enzyme_dup, as in Enzyme. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include "check_fd_dot.h"

int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

#define N 4

/* one explicit heat step with periodic halos, then sum_ops(u) reduced with `which` */
static double kernel(double *x, int which, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double u[N + 2];
    for (int i = 0; i < N; i++) u[i + 1] = x[i];
    MPI_Request reqs[4];
    for (int k = 0; k < 4; k++) reqs[k] = MPI_REQUEST_NULL;
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, comm, &reqs[0]);
    MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 1, comm, &reqs[1]);
    MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, comm, &reqs[2]);
    MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 1, comm, &reqs[3]);
    MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
    double local = 0.0;
    for (int i = 1; i <= N; i++) {
        double v = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        local += v * v * (1.0 + 0.1 * i);
    }
    MPI_Op op = which == 0 ? MPI_SUM : which == 1 ? MPI_PROD : which == 2 ? MPI_MIN : MPI_MAX;
    double total;
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, op, comm);
    return total;
}

static double k_sum(double *x, MPI_Comm c) { return kernel(x, 0, c); }
static double k_prod(double *x, MPI_Comm c) { return kernel(x, 1, c); }
static double k_min(double *x, MPI_Comm c) { return kernel(x, 2, c); }
static double k_max(double *x, MPI_Comm c) { return kernel(x, 3, c); }

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank, size, ok = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    CHECK(k_sum, 0);
    CHECK(k_prod, 1);
    CHECK(k_min, 2);
    CHECK(k_max, 3);
    printf("rank %d ok %d\n", rank, ok);
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
