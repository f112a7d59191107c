/* 1-D 3-point stencil iterated a runtime number of steps. ad-debug (also built with -g) */
#include <stdlib.h>
#include <string.h>

/* Caller-provided temporary, pointers swapped each step (ping-pong). Result in u. */
void heat1d(double *u, double *tmp, int n, int steps, double nu) {
    double *a = u, *b = tmp;
    for (int s = 0; s < steps; s++) {
        b[0] = a[0];
        b[n - 1] = a[n - 1];
        for (int i = 1; i < n - 1; i++)
            b[i] = a[i] + nu * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
        double *t = a; a = b; b = t;
    }
    if (a != u)
        memcpy(u, a, (size_t)n * sizeof(double));
}

/* Nonlinear stencil with a malloc'd temporary copied back each step. */
void burgers1d(double *u, int n, int steps, double dt) {
    double *tmp = malloc((size_t)n * sizeof(double));
    for (int s = 0; s < steps; s++) {
        for (int i = 1; i < n - 1; i++)
            tmp[i] = u[i] - dt * u[i] * (u[i + 1] - u[i - 1]) * 0.5
                     + dt * (u[i + 1] - 2.0 * u[i] + u[i - 1]);
        for (int i = 1; i < n - 1; i++)
            u[i] = tmp[i];
    }
    free(tmp);
}

/* Variable-length array as the temporary (alloca with a runtime count). */
void heat1d_vla(double *u, int n, int steps, double nu) {
    double tmp[n];
    for (int s = 0; s < steps; s++) {
        for (int i = 1; i < n - 1; i++)
            tmp[i] = u[i] + nu * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        for (int i = 1; i < n - 1; i++)
            u[i] = tmp[i];
    }
}
