/* Extended precision (x86_fp80) accumulation of double data. */
double sumsq_ld(const double *x, int n) {
    long double s = 0.0L;
    for (int i = 0; i < n; i++)
        s += (long double)x[i] * x[i] * 0.5L;
    return (double)s;
}
