/* Data-dependent branches inside a loop. */
#include <math.h>

double piecewise_sum(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        double v = x[i];
        if (v < 0.0)
            s += v * v * v;
        else if (v < 1.0)
            s += sin(v);
        else
            s += sqrt(v) + sin(1.0) - 1.0;
    }
    return s;
}

/* Clamp-like update in place, branch on the value. */
void soft_clip(double *x, double c, int n) {
    for (int i = 0; i < n; i++) {
        if (x[i] > c)
            x[i] = c + log(1.0 + x[i] - c);
        else
            x[i] = x[i] * c;
    }
}

/* Select between two arrays by pointer, per element. */
double pick_sum(const double *a, const double *b, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        const double *p = (i % 2 == 0) ? a : b;
        s += p[i] * p[i] + a[i];
    }
    return s;
}
