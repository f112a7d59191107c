#include <math.h>

double sum(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

double dot(const double *x, const double *y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

double norm2(const double *x, int n) {
    return sqrt(dot(x, x, n));
}

double maxabs(const double *x, int n) {
    double m = 0.0;
    for (int i = 0; i < n; i++) {
        double a = fabs(x[i]);
        if (a > m)
            m = a;
    }
    return m;
}

long count_positive(const double *x, long n) {
    long c = 0;
    for (long i = 0; i < n; i++)
        c += x[i] > 0.0;
    return c;
}
