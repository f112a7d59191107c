/* Scalar functions of two doubles built from smooth libm calls. */
#include <math.h>

double smooth2(double x, double y) {
    double a = sin(x) * exp(0.3 * y) + pow(x, 2.5);
    double b = sqrt(1.0 + y * y) + tanh(x - y) + atan2(y, x);
    double c = hypot(x, y) + log(x) + cbrt(y) + erf(x * y);
    return a * b - c;
}

/* One expression per call so -O2 keeps them apart. */
double smooth_chain(double x) {
    double t = exp(-x * x) + cos(x);
    t = t * t + log1p(x * x);
    return sqrt(t) / (1.0 + pow(x, 3.0));
}
