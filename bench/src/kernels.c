/* Benchmark kernels (bench/kernels_speed.py). */
#include <math.h>
#include <stdlib.h>

/* issue 3: a loop -O2 -ffast-math vectorises (llvm.sin.v2f64 + vector.reduce.fadd) */
double sum_sin_x(const double *x, long n) {
    double s = 0.0;
    for (long i = 0; i < n; i++) s += sin(x[i]) * x[i];
    return s;
}

/* issue 4: 1-D three-point stencil iterated `steps` times, updated in place (Gauss-Seidel
 * sweep), with a nonlinear term so the overwritten values must be kept for the reverse sweep */
void stencil_inplace(double *u, long n, int steps) {
    for (int s = 0; s < steps; s++)
        for (long i = 1; i < n - 1; i++)
            u[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) + 0.01 * u[i] * u[i];
}
