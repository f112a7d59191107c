/* corpus-flags: -ffast-math -fveclib=libmvec */
/* Reduction of sin(x[i])*x[i]: with fast-math + libmvec the loop vectorises
   into calls of the vector variant _ZGVbN2v_sin and a vector.reduce.fadd. */
#include <math.h>

double sum_sin_x(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += sin(x[i]) * x[i];
    return s;
}

void exp_decay(double *restrict out, const double *restrict t, double k, int n) {
    for (int i = 0; i < n; i++)
        out[i] = exp(-k * t[i]);
}
