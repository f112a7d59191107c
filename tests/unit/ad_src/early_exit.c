/* Loops whose trip count depends on the data. */
#include <math.h>

double sum_until_negative(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        if (x[i] < 0.0)
            break;
        s += sqrt(x[i]) * x[i];
    }
    return s;
}

/* Newton iteration for sqrt(a), stops when converged. */
double newton_sqrt(double a) {
    double x = a > 1.0 ? a : 1.0;
    for (int it = 0; it < 100; it++) {
        double nx = 0.5 * (x + a / x);
        if (fabs(nx - x) <= 1e-15 * nx)
            return nx;
        x = nx;
    }
    return x;
}
