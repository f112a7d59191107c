/* Vectorisable loops: saxpy (vectorises with runtime alias checks at -O2). */
void saxpy(int n, double a, const double *x, double *y) {
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

void saxpy_restrict(int n, double a, const double *restrict x,
                    double *restrict y) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

void scale_shift(int n, double *v, double s, double t) {
    for (int i = 0; i < n; i++)
        v[i] = v[i] * s + t;
}
