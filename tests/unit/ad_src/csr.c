/* CSR mat-vecs with short rows of varying length (0 to 6 nonzeros): the row loop is a loop of
 * several blocks (empty row, the remainder of the unrolled inner loop) around short one-block
 * loops, which the reverse sweep reverses as one counted loop (passes/reverse/nested.py).
 * The pattern is constant (12 rows, 36 nonzeros); rows 2 and 9 are empty. */
static const int ROWPTR[13] = {0, 3, 9, 9, 10, 15, 17, 23, 26, 30, 30, 33, 36};
static const int COL[36] = {0, 1, 5, 0, 2, 3, 7, 9, 11, 4, 1, 2, 6, 8, 10, 3, 5, 0, 1, 4, 6,
                            7, 11, 2, 8, 9, 0, 3, 10, 11, 5, 6, 7, 1, 9, 10};

__attribute__((noinline)) void csr_mv(int n, const int *rowptr, const int *col,
                                      const double *val, const double *x, double *y) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
        y[i] = s;
    }
}

/* y = sin(A x) for the first n rows: values and vector both active (restrict: nothing the
 * kernel writes aliases them, so their loads are reloaded rather than taped) */
void csr_sin(const double *restrict val, const double *restrict x, double *restrict y, int n) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = ROWPTR[i]; k < ROWPTR[i + 1]; k++) s += val[k] * x[COL[k]];
        y[i] = __builtin_sin(s);
    }
}

/* the same with y free to alias val and x: the values the inner loop reads are cached, and the
 * row loop pops its inner loops' caches row by row, its rows' records addressed by their offset
 * on the tape (issue 39) */
void csr_sin_alias(const double *val, const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = ROWPTR[i]; k < ROWPTR[i + 1]; k++) s += val[k] * x[COL[k]];
        y[i] = __builtin_sin(s);
    }
}

/* sum of (A x)_i^2 * x_i through the mat-vec in a callee (its matrix read-only across the
 * call, reloaded rather than taped) */
double csr_energy(const double *val, const double *x, int n) {
    double y[12];
    csr_mv(n, ROWPTR, COL, val, x, y);
    double e = 0.0;
    for (int i = 0; i < n; i++) e += y[i] * y[i] * x[i];
    return e;
}
