/* ad-flags: -ffast-math */
/* ad-cpus: x86_64_v3 x86_64_v4 */
/* ad-expect-O2: llvm.vector.reduce.fmax */
/* ad-expect-O2v3: llvm.vector.reduce.fmul */
/* ad-expect-O2v4: llvm.masked.gather */
/* The vector reductions -O2 -ffast-math emits (llvm.vector.reduce.fadd/fmul/fmax/fmin, in
   double and float), alone and after a gather. */

static const int IDX[40] = {3, 1, 3, 0, 7, 2, 2, 5, 6, 4, 1, 1, 0, 7, 5, 3, 2, 6, 6, 4,
                            0, 5, 3, 3, 7, 1, 4, 4, 2, 0, 6, 5, 1, 7, 7, 3, 4, 2, 0, 6};

double vsum_sq(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i] * x[i];
    return s;
}

double vprod(const double *x, int n) {
    double s = 1;
    for (int i = 0; i < n; i++)
        s *= x[i];
    return s;
}

double vmax(const double *x, int n) {
    double s = -1e300;
    for (int i = 0; i < n; i++)
        s = x[i] > s ? x[i] : s;
    return s;
}

double vmin(const double *x, int n) {
    double s = 1e300;
    for (int i = 0; i < n; i++)
        s = __builtin_fmin(s, x[i]);
    return s;
}

float fsum_sq(const float *x, int n) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += x[i] * x[i];
    return s;
}

double gather_sum(const double *f, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += f[IDX[i]] * f[IDX[i]];
    return s;
}
