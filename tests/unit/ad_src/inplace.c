/* In-place elementwise updates x[i] = g(x[i]). */
#include <math.h>

void inplace_map(double *x, int n) {
    for (int i = 0; i < n; i++)
        x[i] = tanh(x[i]) + 0.5 * x[i] * x[i] - exp(-fabs(x[i]));
}

/* Prefix-dependent update: reads the previous (already updated) element. */
void inplace_scan(double *x, double a, int n) {
    for (int i = 1; i < n; i++)
        x[i] = x[i] + a * sin(x[i - 1]);
}
