/* Non-inlined helpers: scalar helper, helper writing through a pointer, constant global table. */
#include <math.h>

static const double COEF[4] = {1.0, -0.5, 0.25, -0.125};

__attribute__((noinline)) double horner(double x) {
    double r = 0.0;
    for (int k = 3; k >= 0; k--)
        r = r * x + COEF[k];
    return r;
}

__attribute__((noinline)) void axpy(double a, const double *x, double *y, int n) {
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

double call_helpers(const double *x, double *y, double a, int n) {
    axpy(a, x, y, n);
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += horner(y[i]) * exp(x[i]);
    return s;
}
