/* The nonlinear 1-D time step and energy the one-sided tests share (rma*.c, halo_ways.c): w
 * holds n cells between two ghosts, w[0] and w[n + 1] (n <= 32); the energy also copies the cells
 * back into u, so the derivatives reach the whole of u. */
#include <math.h>

static void step(double *w, int n) {
    double t[34];
    for (int i = 1; i <= n; i++)
        t[i] = w[i] + 0.2 * (w[i - 1] - 2.0 * w[i] + w[i + 1]) + 0.05 * sin(w[i]) * w[i];
    for (int i = 1; i <= n; i++) w[i] = t[i];
}

static double energy(const double *w, double *u, int n) {
    double e = 0.0;
    for (int i = 1; i <= n; i++) {
        u[i - 1] = w[i];
        e += w[i] * w[i] + 0.1 * w[i] * w[i] * w[i];
    }
    return e;
}
