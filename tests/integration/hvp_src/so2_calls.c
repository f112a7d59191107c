/* C kernels for second derivatives through `.ll` (tests/integration/hvp_ll_check.py), one per
 * group of MPI calls: MPI_PROD reductions (Allreduce, Allreduce in place, Reduce), Sendrecv_replace
 * (a ring, then a chain whose ends have MPI_PROC_NULL), Alltoall (and in place),
 * Reduce_scatter_block (and in place). Each ends in a nonlinear energy summed by MPI_Allreduce:
 * every rank returns the same value. 4 elements a rank, at most 8 ranks. */
#include <mpi.h>

#define W MPI_COMM_WORLD

static double total(double s) {
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, W);
    return t + 0.1 * t * t;
}

double prod(double *x, int n) {
    double a[2] = {x[0] * x[1] + 0.5, x[2] * x[2] * x[2] + 2.0}, p[2];
    MPI_Allreduce(a, p, 2, MPI_DOUBLE, MPI_PROD, W);
    double b = x[3] * x[3] + 1.0, q = 0.0;
    MPI_Reduce(&b, &q, 1, MPI_DOUBLE, MPI_PROD, 0, W);
    MPI_Bcast(&q, 1, MPI_DOUBLE, 0, W);
    double c = x[0] + x[3] * x[1];
    MPI_Allreduce(MPI_IN_PLACE, &c, 1, MPI_DOUBLE, MPI_PROD, W);
    double s = 0.0;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * p[0];
    return total(s) + p[0] * p[1] + q * c;
}

double replace(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double w[4], v[4];
    for (int i = 0; i < 4; i++) {
        w[i] = x[i] * x[i] + x[(i + 1) % 4];
        v[i] = x[i] * x[(i + 2) % 4];
    }
    MPI_Sendrecv_replace(w, 4, MPI_DOUBLE, (rank + 1) % size, 3, (rank + size - 1) % size, 3, W,
                         MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(v, 4, MPI_DOUBLE, rank + 1 < size ? rank + 1 : MPI_PROC_NULL, 4,
                         rank > 0 ? rank - 1 : MPI_PROC_NULL, 4, W, MPI_STATUS_IGNORE);
    double s = 0.0;
    for (int i = 0; i < 4; i++) s += w[i] * x[i] + w[i] * w[i] + v[i] * v[i] * x[(i + 1) % 4];
    return total(s);
}

double alltoall(double *x, int n) {
    int size;
    MPI_Comm_size(W, &size);
    double s[16], r[16], u[16];
    for (int j = 0; j < 2 * size; j++) s[j] = x[j % 4] * x[(j + 1) % 4] + 0.1 * j;
    MPI_Alltoall(s, 2, MPI_DOUBLE, r, 2, MPI_DOUBLE, W);
    for (int j = 0; j < 2 * size; j++) u[j] = x[(j + 1) % 4] * r[j];
    MPI_Alltoall(MPI_IN_PLACE, -1, MPI_INT, u, 2, MPI_DOUBLE, W);
    double t = 0.0;
    for (int j = 0; j < 2 * size; j++) t += r[j] * u[j] * x[j % 4] + u[j] * u[j];
    return total(t);
}

double rsb(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double s[16], y[2], z[16];
    for (int j = 0; j < 2 * size; j++) {
        s[j] = x[j % 4] * x[j % 4] * (1.0 + 0.1 * rank + 0.01 * j);
        z[j] = x[(j + 1) % 4] * x[j % 4];
    }
    MPI_Reduce_scatter_block(s, y, 2, MPI_DOUBLE, MPI_SUM, W);
    MPI_Reduce_scatter_block(MPI_IN_PLACE, z, 2, MPI_DOUBLE, MPI_SUM, W);
    double t = y[0] * y[1] * x[0] + z[0] * z[0] * y[1] + z[1] * x[2];
    for (int j = 2; j < 2 * size; j++) t += z[j] * z[j] * x[3];  /* z's blocks it kept */
    return total(t);
}
