/* Integer-heavy numerics: histogram, prefix sum, index arithmetic, casts. */
#include <stdint.h>
#include <stdlib.h>

void histogram(const double *x, int n, double lo, double hi, int nbins, int64_t *bins) {
    for (int b = 0; b < nbins; b++)
        bins[b] = 0;
    double scale = nbins / (hi - lo);
    for (int i = 0; i < n; i++) {
        int b = (int)((x[i] - lo) * scale);
        if (b >= 0 && b < nbins)
            bins[b]++;
    }
}

void prefix_sum(const double *x, double *y, long n) {
    double acc = 0.0;
    for (long i = 0; i < n; i++) {
        acc += x[i];
        y[i] = acc;
    }
}

double *moving_average(const double *x, int n, int w) {
    double *out = malloc(sizeof(double) * (size_t)(n - w + 1));
    if (!out)
        return NULL;
    double s = 0.0;
    for (int i = 0; i < w; i++)
        s += x[i];
    out[0] = s / w;
    for (int i = w; i < n; i++) {
        s += x[i] - x[i - w];
        out[i - w + 1] = s / w;
    }
    return out;
}
