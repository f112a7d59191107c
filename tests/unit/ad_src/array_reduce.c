/* Reductions over an array of runtime length. */
#include <math.h>

double sum_exp_log(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += exp(0.5 * x[i]) * log(1.0 + x[i] * x[i]);
    return s;
}

double rms(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += pow(x[i], 2.0);
    return sqrt(s / n);
}

double weighted_dot(const double *x, const double *w, const double *y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += w[i] * x[i] * y[i];
    return s;
}
