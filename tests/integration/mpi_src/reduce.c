/* Reductions: distributed dot product and norm (SUM), product with zeros (PROD), extrema with
 * and without ties (MIN/MAX), in place and not, and Reduce to a root. */
#include <math.h>
#include <mpi.h>

double dot_norm(const double *x, const double *y, int n, MPI_Comm comm) {
    double loc[2] = {0, 0}, glob[2];
    for (int i = 0; i < n; i++) { loc[0] += x[i] * y[i]; loc[1] += x[i] * x[i]; }
    MPI_Allreduce(loc, glob, 2, MPI_DOUBLE, MPI_SUM, comm);
    return glob[0] + sqrt(glob[1]);
}

/* product over ranks; element 1 has a zero on rank 0 (derivative still exact) */
double prod_zero(double *x, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double v[2] = {x[0] * x[1], rank == 0 ? 0.0 * x[0] : x[0] + x[1]};
    MPI_Allreduce(MPI_IN_PLACE, v, 2, MPI_DOUBLE, MPI_PROD, comm);
    return v[0] + 3.0 * v[1] + x[0] * v[1];
}

double minmax(double *x, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double loc[3] = {x[0], x[1], 2.0};  /* element 2 ties on every rank */
    double mn[3], mx[3];
    MPI_Allreduce(loc, mn, 3, MPI_DOUBLE, MPI_MIN, comm);
    loc[2] = 2.0 * x[0] / x[0];
    MPI_Allreduce(loc, mx, 3, MPI_DOUBLE, MPI_MAX, comm);
    return mn[0] * mx[1] + mn[1] + mx[0] * mx[0] + mn[2] * x[1] + mx[2];
}

double reduce_root(double *x, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double s = 0, tot = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    MPI_Reduce(&s, &tot, 1, MPI_DOUBLE, MPI_SUM, 0, comm);
    double out = rank == 0 ? tot : 0.0;
    MPI_Bcast(&out, 1, MPI_DOUBLE, 0, comm);
    return out * x[0];
}

/* the op arrives through a function argument, as with rsmpi: dispatched at run time */
__attribute__((noinline)) static void reduce_with(double *v, double *out, int n, MPI_Op op,
                                                  MPI_Comm comm) {
    MPI_Allreduce(v, out, n, MPI_DOUBLE, op, comm);
}

MPI_Op opt_sum = MPI_SUM;

double op_from_global(double *x, int n, MPI_Comm comm) {
    double out[4];
    reduce_with(x, out, n, opt_sum, comm);
    return out[0] * out[n - 1];
}
