/* RK4 integrator for y' = f(t, y) with a callback, and a damped oscillator. */
#include <math.h>
#include <string.h>

typedef void (*rhs_fn)(double t, const double *y, double *dy, void *ctx);

typedef struct {
    double omega, gamma;
} osc_params;

void oscillator(double t, const double *y, double *dy, void *ctx) {
    const osc_params *p = (const osc_params *)ctx;
    dy[0] = y[1];
    dy[1] = -p->omega * p->omega * y[0] - 2.0 * p->gamma * y[1] + cos(t);
}

void rk4_step(rhs_fn f, void *ctx, int n, double t, double h, double *y) {
    double k1[8], k2[8], k3[8], k4[8], tmp[8];
    f(t, y, k1, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3, ctx);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4, ctx);
    for (int i = 0; i < n; i++)
        y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

double simulate(double omega, double gamma, double T, int steps) {
    osc_params p = {omega, gamma};
    double y[2] = {1.0, 0.0};
    double h = T / steps;
    for (int s = 0; s < steps; s++)
        rk4_step(oscillator, &p, 2, s * h, h, y);
    return y[0];
}

void copy_state(double *dst, const double *src, int n) { memcpy(dst, src, n * sizeof(double)); }
