/* Second order through mat-vecs with active values (issue 39): mpi_src/rows_matvec.c's two
 * kernels on a copy of x (they update their vector in place), 300 rows, 1198 values and 300
 * vector entries: x holds 1498. Their row loops write each row's record by its offset on the
 * tape (the inner caches reserved after it may move the tape); forward mode over the gradient
 * mirrors those addresses on the shadow tapes (passes/rules/tape_tangent.py). */
#include "../mpi_src/rows_matvec.c"

static double on_copy(double (*f)(double *, double *, int, int, MPI_Comm), const double *x,
                      int m) {
    double *c = malloc(sizeof(double) * (size_t)m);
    for (int i = 0; i < m; i++) c[i] = x[i];
    double r = f(c, c + 1198, 300, 2, MPI_COMM_WORLD);
    free(c);
    return r;
}

double rows_ptrs_energy(double *x, int m) { return on_copy(rows_ptrs, x, m); }

double rows_csr_energy(double *x, int m) { return on_copy(rows_csr, x, m); }
