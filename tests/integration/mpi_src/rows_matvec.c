/* A sparse mat-vec whose matrix values are active (issue 39): HPCCG's shape, a pointer to each
 * row's values and column indices and a count per row, and the CSR shape (row pointers). The
 * values' inner loops need tape caches of their own (each nonzero's x[col]), so the row loop's
 * reverse pops them row by row (passes/reverse/nested.py). The rows have 1 to 7 nonzeros (so
 * that an unrolled inner loop runs its remainder too); `reps` mat-vecs, x updated between them
 * so that the values' adjoints depend on them nonlinearly. */
#include <mpi.h>
#include <stdlib.h>

static int row_len(int i) { return 1 + (i * 5 + 3) % 7; }

static int row_col(int i, int k, int n) { return (i + 3 * k * k + k) % n; }

static void step(double *x, const double *y, int n) {
    for (int i = 0; i < n; i++) x[i] = 0.5 * x[i] + 0.1 * y[i] * y[i];
}

/* sum over the ranks of <y, x> */
static double result(const double *y, const double *x, int n, MPI_Comm comm) {
    double s = 0.0, g;
    for (int i = 0; i < n; i++) s += y[i] * x[i];
    MPI_Allreduce(&s, &g, 1, MPI_DOUBLE, MPI_SUM, comm);
    return g;
}

/* val: the rows' values one after another (sum of row_len over the rows), x: n */
double rows_ptrs(double *val, double *x, int n, int reps, MPI_Comm comm) {
    double **vals = malloc(sizeof(double *) * (size_t)n);
    int **inds = malloc(sizeof(int *) * (size_t)n);
    char *nnz = malloc((size_t)n);
    int *cols = malloc(sizeof(int) * 7 * (size_t)n);
    double *y = malloc(sizeof(double) * (size_t)n);
    int at = 0;
    for (int i = 0; i < n; i++) {
        nnz[i] = (char)row_len(i);
        vals[i] = val + at;
        inds[i] = cols + at;
        for (int k = 0; k < nnz[i]; k++) cols[at + k] = row_col(i, k, n);
        at += nnz[i];
    }
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < n; i++) {
            double sum = 0.0;
            const double *cv = vals[i];
            const int *ci = inds[i];
            const int cn = nnz[i];
            for (int j = 0; j < cn; j++) sum += cv[j] * x[ci[j]];
            y[i] = sum;
        }
        step(x, y, n);
    }
    double g = result(y, x, n, comm);
    free(vals);
    free(inds);
    free(nnz);
    free(cols);
    free(y);
    return g;
}

double rows_csr(double *val, double *x, int n, int reps, MPI_Comm comm) {
    int *rowptr = malloc(sizeof(int) * (size_t)(n + 1));
    int *cols = malloc(sizeof(int) * 7 * (size_t)n);
    double *y = malloc(sizeof(double) * (size_t)n);
    rowptr[0] = 0;
    for (int i = 0; i < n; i++) {
        rowptr[i + 1] = rowptr[i] + row_len(i);
        for (int k = 0; k < row_len(i); k++) cols[rowptr[i] + k] = row_col(i, k, n);
    }
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < n; i++) {
            double sum = 0.0;
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) sum += val[k] * x[cols[k]];
            y[i] = sum;
        }
        step(x, y, n);
    }
    double g = result(y, x, n, comm);
    free(rowptr);
    free(cols);
    free(y);
    return g;
}
