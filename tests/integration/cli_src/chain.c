/* A module that mpiad-opt differentiates several times over (test_cli_chaining.py): f and h
   sum over the ranks (MPI_Allreduce), g is local; grad_h asks for h's gradient through Enzyme's
   interface. */
#include <mpi.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

double f(double *x, int n) {
    double s = 0, t;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * x[i];
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t;
}

static double sq(double v) { return v * v; }

double g(double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += sq(x[i]);
    return s;
}

double h(double *x, int n) {
    double s = 0, t;
    for (int i = 0; i < n; i++) s += sq(sq(x[i]));
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return t;
}

void grad_h(double *x, double *dx, int n) {
    __enzyme_autodiff((void *)h, enzyme_dup, x, dx, enzyme_const, n);
}
