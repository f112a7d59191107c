/* Calls every derivative the chained mpiad-opt runs added (test_cli_chaining.py) and prints
   them; with USE_MPI, on each rank of MPI_COMM_WORLD, with x depending on the rank. */
#include <stdio.h>
#ifdef USE_MPI
#include <mpi.h>
#endif

void diffe_f(double *, double *, int, double);
void diffe_g(double *, double *, int, double);
void grad_h(double *, double *, int);
double fwddiffe_f(double *, double *, int);
double tg(double *, double *, int);

#ifndef USE_MPI
int enzyme_dup, enzyme_const; /* the Rust crate refers to them; lowered calls no longer read them */
#endif

static void show(const char *what, int rank, const double *d) {
    printf("rank %d %s %.17g %.17g %.17g\n", rank, what, d[0], d[1], d[2]);
}

int main(int argc, char **argv) {
    int rank = 0;
#ifdef USE_MPI
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#endif
    double x[3] = {0.5 - rank, -1.25, 2.0 + 0.5 * rank}, v[3] = {1.0, 2.0, 3.0}, d[3];
    for (int i = 0; i < 3; i++) d[i] = 0;
    diffe_f(x, d, 3, 1.0);
    show("df", rank, d);
    for (int i = 0; i < 3; i++) d[i] = 0;
    diffe_g(x, d, 3, 1.0);
    show("dg", rank, d);
    for (int i = 0; i < 3; i++) d[i] = 0;
    grad_h(x, d, 3);
    show("dh", rank, d);
    printf("rank %d ff %.17g\n", rank, fwddiffe_f(x, v, 3));
    printf("rank %d tg %.17g\n", rank, tg(x, v, 3));
#ifdef USE_MPI
    MPI_Finalize();
#endif
    return 0;
}
