/* Nested loops: y = A x (A is m x n, row-major) and a quadratic form. */
void matvec(const double *A, const double *x, double *y, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += A[i * n + j] * x[j];
        y[i] = s;
    }
}

double quadform(const double *A, const double *x, int n) {
    double q = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            q += x[i] * A[i * n + j] * x[j];
    return q;
}
