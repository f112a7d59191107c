/* Recursive functions. */
#include <math.h>

double rpow(double x, int n) {
    if (n == 0)
        return 1.0;
    if (n % 2 == 0) {
        double h = rpow(x, n / 2);
        return h * h;
    }
    return x * rpow(x, n - 1);
}

double rsum(const double *x, int n) {
    if (n == 0)
        return 0.0;
    return sin(x[n - 1]) * x[n - 1] + rsum(x, n - 1);
}
