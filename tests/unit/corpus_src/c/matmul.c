/* Dense linear algebra: matvec, matmul (ikj order), transpose, LU-free solve. */
void matvec(int m, int n, const double *A, const double *x, double *y) {
    for (int i = 0; i < m; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += A[i * n + j] * x[j];
        y[i] = s;
    }
}

void matmul(int n, const double *A, const double *B, double *C) {
    for (int i = 0; i < n * n; i++)
        C[i] = 0.0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double a = A[i * n + k];
            for (int j = 0; j < n; j++)
                C[i * n + j] += a * B[k * n + j];
        }
}

void transpose(int m, int n, const double *A, double *At) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            At[j * m + i] = A[i * n + j];
}

void back_substitute(int n, const double *U, const double *b, double *x) {
    for (int i = n - 1; i >= 0; i--) {
        double s = b[i];
        for (int j = i + 1; j < n; j++)
            s -= U[i * n + j] * x[j];
        x[i] = s / U[i * n + i];
    }
}
