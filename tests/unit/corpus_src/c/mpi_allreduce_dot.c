/* Distributed dot product / norm with MPI_Allreduce, and a CG-like update. */
#include <math.h>
#include <mpi.h>

double pdot(const double *x, const double *y, int nlocal, MPI_Comm comm) {
    double local = 0.0, global = 0.0;
    for (int i = 0; i < nlocal; i++)
        local += x[i] * y[i];
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
    return global;
}

double pnorm(const double *x, int nlocal, MPI_Comm comm) {
    return sqrt(pdot(x, x, nlocal, comm));
}

double pmaxabs(const double *x, int nlocal) {
    double m = 0.0, g;
    for (int i = 0; i < nlocal; i++)
        m = fmax(m, fabs(x[i]));
    MPI_Allreduce(&m, &g, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    return g;
}

void cg_update(double *x, double *r, const double *p, const double *Ap, int nlocal) {
    double pAp = pdot(p, Ap, nlocal, MPI_COMM_WORLD);
    double rr = pdot(r, r, nlocal, MPI_COMM_WORLD);
    double alpha = rr / pAp;
    for (int i = 0; i < nlocal; i++) {
        x[i] += alpha * p[i];
        r[i] -= alpha * Ap[i];
    }
    double sums[2] = {0.0, 0.0}, out[2];
    for (int i = 0; i < nlocal; i++) {
        sums[0] += x[i];
        sums[1] += r[i] * r[i];
    }
    MPI_Allreduce(sums, out, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    x[0] += 0.0 * out[0] * out[1];
}
