/* Functions calling functions: Horner polynomial, function pointers, recursion. */
#include <math.h>

double horner(const double *c, int deg, double x) {
    double r = c[deg];
    for (int k = deg - 1; k >= 0; k--)
        r = r * x + c[k];
    return r;
}

void poly_eval(const double *c, int deg, const double *x, double *y, int n) {
    for (int i = 0; i < n; i++)
        y[i] = horner(c, deg, x[i]);
}

typedef double (*fn1)(double);

static double square(double x) { return x * x; }

double trapezoid(fn1 f, double a, double b, int n) {
    double h = (b - a) / n;
    double s = 0.5 * (f(a) + f(b));
    for (int i = 1; i < n; i++)
        s += f(a + i * h);
    return s * h;
}

double integrate_square(double a, double b) { return trapezoid(square, a, b, 100); }
double integrate_sin(double a, double b) { return trapezoid(sin, a, b, 100); }

double power_rec(double x, unsigned n) {
    if (n == 0)
        return 1.0;
    double h = power_rec(x, n / 2);
    return (n & 1) ? h * h * x : h * h;
}
