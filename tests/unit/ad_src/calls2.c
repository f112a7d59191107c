/* More call shapes: a struct returned through sret, a helper returning a pointer into its
   argument, mutual recursion. */
#include <math.h>

struct quad {
    double v[4];
};

__attribute__((noinline)) struct quad moments(const double *x, int n) {
    struct quad q = {{0.0, 0.0, 0.0, 0.0}};
    for (int i = 0; i < n; i++) {
        double p = x[i];
        for (int k = 0; k < 4; k++) {
            q.v[k] += p;
            p *= x[i];
        }
    }
    return q;
}

double moment_mix(const double *x, int n) {
    struct quad q = moments(x, n);
    return q.v[0] * q.v[1] - q.v[2] + sqrt(q.v[3] + 1.0);
}

__attribute__((noinline)) double *row(double *A, int i, int n) {
    return A + (long)i * n;
}

void sin_rows(double *A, int m, int n) {
    for (int i = 0; i < m; i++) {
        double *r = row(A, i, n);
        for (int j = 0; j < n; j++)
            r[j] = sin(r[j]) + 0.1 * j * r[j];
    }
}

double odd_f(double x, int n);

__attribute__((noinline)) double even_f(double x, int n) {
    return n <= 0 ? x : sin(odd_f(1.1 * x, n - 1));
}

__attribute__((noinline)) double odd_f(double x, int n) {
    return n <= 0 ? x * x : even_f(x + 0.5, n - 1) * x;
}
