/* Loops whose reverse sweep is a loop over a per-iteration cache (one-block loops at -O2):
 * trip counts computable on entry in several shapes (count up / down, stride, <=, pointer
 * induction, a trip count set by an outer loop), and data-dependent exits (the fallback). */
#include <math.h>

/* counting down, in place, nonlinear: every overwritten x[i] is needed */
void count_down(double *x, long n, double a) {
    for (long i = n - 1; i >= 0; i--)
        x[i] = x[i] * x[i] * a + sin(x[i]);
}

/* stride 2 over pairs */
double stride2(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i + 1 < n; i += 2)
        s += x[i] * x[i + 1] + cos(x[i]);
    return s;
}

/* inclusive bound, unsigned induction variable */
double unsigned_le(const double *x, unsigned lo, unsigned hi) {
    double s = 0.0;
    for (unsigned i = lo; i <= hi; i++)
        s += exp(0.3 * x[i]) * x[i];
    return s;
}

/* pointer induction variable */
void ptr_walk(double *x, long n) {
    for (double *p = x; p != x + n; p++)
        *p = sin(*p) * *p;
}

/* triangular nest: the inner trip count comes from the outer induction variable */
double nested_tri(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j <= i; j++)
            s += x[i] * x[j] * x[j];
    return s;
}

/* Gauss-Seidel sweeps in place, iterated: the cache is what the overwritten values were */
void gs_steps(double *u, long n, int steps) {
    for (int s = 0; s < steps; s++)
        for (long i = 1; i < n - 1; i++)
            u[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) + 0.1 * u[i] * u[i];
}

/* data-dependent exit, in place: the trip count is known only when the loop ends */
double square_until_neg(double *x, int n) {
    double s = 0.0;
    int i = 0;
    while (i < n && x[i] > 0.0) {
        x[i] = x[i] * x[i];
        s += sin(x[i]);
        i++;
    }
    return s;
}

/* data-dependent test (never true here, but the pass cannot know) on a scalar recurrence */
double settle(double c, int n) {
    double y = 0.5;
    int k = 0;
    do {
        y = 0.5 * y * y + c;
        k++;
    } while (k < n && y < 100.0);
    return y;
}

/* six arrays updated in place from their products: ten values per iteration for the reverse
 * (a record per iteration in the loop's cache, passes/reverse/loop_cache.py) */
void prod6(double *a, double *b, double *c, double *d, double *e, double *f, long n) {
    for (long i = 0; i < n; i++) {
        double ab = a[i] * b[i], cd = c[i] * d[i], s = ab * cd * e[i] * f[i];
        a[i] = s;
        b[i] = s + ab;
        c[i] = s - cd;
        d[i] = s * e[i];
        e[i] = s * f[i];
        f[i] = s + 1.0;
    }
}
