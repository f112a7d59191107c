/* ad-flags: -ffast-math */
/* ad-expect-O2: shufflevector */
/* Interleaved (re, im) pairs: -O2 vectorises with shufflevector de-interleaving. */
void cmul_inplace(double *z, const double *w, int n) {
    for (int i = 0; i < n; i++) {
        double a = z[2 * i], b = z[2 * i + 1];
        double c = w[2 * i], d = w[2 * i + 1];
        z[2 * i] = a * c - b * d;
        z[2 * i + 1] = a * d + b * c;
    }
}

double abs2_sum(const double *z, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += z[2 * i] * z[2 * i] + z[2 * i + 1] * z[2 * i + 1];
    return s;
}
