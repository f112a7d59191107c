/* Enzyme's nesting of second derivatives in C: `hvp` is __enzyme_fwddiff of `gradient`, which
 * calls __enzyme_autodiff of `energy` (a sum of cubes, summed over the ranks by MPI_Allreduce).
 * Each rank checks H v against central differences of its gradient and prints
 * "rank R hvp err E" (tests/integration/test_hvp.py). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
extern int enzyme_dup, enzyme_const, enzyme_out;
void __enzyme_autodiff(void *, ...);
void __enzyme_fwddiff(void *, ...);

double energy(double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * x[i];
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t * t;
}

void gradient(double *x, double *g, int n) {
    for (int i = 0; i < n; i++) g[i] = 0.0;
    __enzyme_autodiff((void *)energy, enzyme_dup, x, g, enzyme_const, n);
}

void hvp(double *x, double *v, double *g, double *hv, int n) {
    __enzyme_fwddiff((void *)gradient, enzyme_dup, x, v, enzyme_dup, g, hv, enzyme_const, n);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size; MPI_Comm_rank(MPI_COMM_WORLD, &rank); MPI_Comm_size(MPI_COMM_WORLD, &size);
    enum { N = 4 };  /* elements per rank */
    double x[N], v[N], g[N], hv[N], gp[N], gm[N], xp[N], xm[N];
    for (int i = 0; i < N; i++) { x[i] = 0.5 + 0.1 * i + 0.05 * rank; v[i] = 1.0 - 0.2 * i; hv[i] = 0; }
    hvp(x, v, g, hv, N);
    double h = 1e-5, err = 0;
    for (int i = 0; i < N; i++) { xp[i] = x[i] + h * v[i]; xm[i] = x[i] - h * v[i]; }
    gradient(xp, gp, N); gradient(xm, gm, N);
    for (int i = 0; i < N; i++) { double fd = (gp[i] - gm[i]) / (2 * h); double e = fabs(hv[i] - fd) / (1 + fabs(fd)); if (e > err) err = e; }
    printf("rank %d hvp err %.2e hv0 %.6f\n", rank, err, hv[0]);
    MPI_Finalize();
    return 0;
}
