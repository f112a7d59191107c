/* ad-flags: -ffast-math */
/* ad-expect-O2: <2 x double> */
/* Reduction of sin(x[i])*x[i]: with -O2 -ffast-math the loop vectorises into
   llvm.sin.v2f64 calls and a llvm.vector.reduce.fadd. */
#include <math.h>

double sum_sin_x(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += sin(x[i]) * x[i];
    return s;
}

void scale_exp(double *restrict out, const double *restrict x, double k, int n) {
    for (int i = 0; i < n; i++)
        out[i] = exp(-k * x[i]) * x[i];
}
