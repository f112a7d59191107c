/* corpus-debug */
/* Calls into libm: sin, cos, exp, log, pow, sqrt, tanh, atan2, hypot, fabs. */
#include <math.h>

double smooth_step(double x) { return 0.5 * (1.0 + tanh(x)); }

double gaussian(double x, double mu, double sigma) {
    double z = (x - mu) / sigma;
    return exp(-0.5 * z * z) / (sigma * sqrt(2.0 * M_PI));
}

double polar_angle(double x, double y) { return atan2(y, x); }

double mixed(double x, double y) {
    double r = hypot(x, y);
    return pow(r, 1.5) * cos(x) + log(1.0 + fabs(y)) * sin(y);
}

void softplus(int n, const double *x, double *y) {
    for (int i = 0; i < n; i++)
        y[i] = log1p(exp(x[i]));
}

float sinf_sum(const float *x, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
        s += sinf(x[i]) * expf(-x[i]);
    return s;
}
