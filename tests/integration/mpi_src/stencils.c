/* Stencils whose adjoint loops take the gather form (issue 39): the benchmark's heat1d and
 * stencil2d (bench/src/peers.c, included as they are timed), and one 3-point step between two
 * arrays that overlap at a distance of `shift` elements, where the check on entry of the gather
 * loop decides: the scatter form when the written array reaches the elements whose sums are
 * still open (shift 0: in place, 1), the gather form when it stays clear (shift 3); and a loop
 * that counts down. */
#include <stdlib.h>
#include <string.h>

#include "../../../bench/src/peers.c"

/* noinline: the loop sees two pointers it cannot tell apart */
__attribute__((noinline)) static void step3(const double *a, double *b, int n) {
    for (int i = 1; i < n - 1; i++)
        b[i] = a[i] + 0.2 * (a[i - 1] - 2.0 * a[i] + a[i + 1]) + 0.05 * a[i] * a[i];
}

static double shifted(double *u, int n, int shift, int steps) {
    double *w = malloc(sizeof(double) * (size_t)(n + shift));
    memcpy(w, u, sizeof(double) * (size_t)n);
    for (int k = n; k < n + shift; k++) w[k] = 0.5;
    for (int s = 0; s < steps; s++) step3(w, w + shift, n);
    double e = 0.0;
    for (int k = 0; k < n + shift; k++) e += w[k] * w[k] * (1.0 + 0.1 * k);
    free(w);
    return e;
}

/* the three distances in one kernel (one launch in the tests) */
double shifted_stencils(double *u, int n, int steps) {
    return shifted(u, n, 0, steps) + 0.5 * shifted(u, n, 1, steps) + 0.25 * shifted(u, n, 3, steps);
}

/* the loop counts down: the reverse loop's addresses go up */
double down_stencil(double *u, int n, int steps) {
    double *w = malloc(sizeof(double) * (size_t)n);
    memcpy(w, u, sizeof(double) * (size_t)n);
    for (int s = 0; s < steps; s++) {
        const double *a = (s & 1) ? w : u;
        double *b = (s & 1) ? u : w;
        for (int i = n - 2; i >= 1; i--)
            b[i] = a[i] + 0.3 * (a[i + 1] - a[i - 1]) + 0.05 * a[i] * a[i];
    }
    double e = 0.0;
    for (int k = 0; k < n; k++) e += (w[k] + 2.0 * u[k]) * (w[k] + 0.5 * u[k]);
    free(w);
    return e;
}
