#include <math.h>

double relu(double x) { return x > 0.0 ? x : 0.0; }

double clamp(double x, double lo, double hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

double piecewise(double x) {
    if (x < -1.0)
        return -1.0 - 0.5 * (x + 1.0) * (x + 1.0);
    else if (x < 1.0)
        return x * x * x;
    else
        return sqrt(x);
}

double masked_sum(const double *x, const int *mask, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        if (mask[i])
            s += x[i];
        else if (x[i] < 0.0)
            s -= 0.5 * x[i];
    }
    return s;
}

int newton_sqrt(double a, double *out) {
    if (a < 0.0)
        return -1;
    double x = a > 1.0 ? a : 1.0;
    int it = 0;
    while (fabs(x * x - a) > 1e-12 * a && it < 100) {
        x = 0.5 * (x + a / x);
        it++;
    }
    *out = x;
    return it;
}
