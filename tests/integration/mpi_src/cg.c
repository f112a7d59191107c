/* A few conjugate-gradient iterations for a distributed 1-D Laplacian (+ shift) with a
 * right-hand side b: halos by Sendrecv, dot products by Allreduce. Returns ||x||^2. */
#include <mpi.h>

static void apply(const double *p, double *q, int n, int left, int right, MPI_Comm comm) {
    double gl = 0, gr = 0;
    MPI_Sendrecv(&p[n - 1], 1, MPI_DOUBLE, right, 0, &gl, 1, MPI_DOUBLE, left, 0, comm, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&p[0], 1, MPI_DOUBLE, left, 1, &gr, 1, MPI_DOUBLE, right, 1, comm, MPI_STATUS_IGNORE);
    for (int i = 0; i < n; i++) {
        double l = i > 0 ? p[i - 1] : gl, r = i < n - 1 ? p[i + 1] : gr;
        q[i] = 3.0 * p[i] - l - r;
    }
}

static double dot(const double *a, const double *b, int n, MPI_Comm comm) {
    double s = 0, t;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, comm);
    return t;
}

double cg(double *b, int n, int iters, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL, right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    double x[32], r[32], p[32], q[32];
    for (int i = 0; i < n; i++) { x[i] = 0; r[i] = b[i]; p[i] = b[i]; }
    double rr = dot(r, r, n, comm);
    for (int k = 0; k < iters; k++) {
        apply(p, q, n, left, right, comm);
        double alpha = rr / dot(p, q, n, comm);
        for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
        double rr2 = dot(r, r, n, comm);
        for (int i = 0; i < n; i++) p[i] = r[i] + (rr2 / rr) * p[i];
        rr = rr2;
    }
    return dot(x, x, n, comm);
}
