/* memcpy of double arrays: into a caller buffer and into a local fixed-size buffer. */
#include <string.h>
#include <math.h>

double copy_square(const double *x, double *y, int n, double a) {
    memcpy(y, x, (size_t)n * sizeof(double));
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        y[i] = a * y[i] * y[i];
        s += y[i];
    }
    return s;
}

double local_copy(const double *x) {
    double buf[8];
    memcpy(buf, x, sizeof buf);
    double s = 0.0;
    for (int i = 0; i < 8; i++)
        s += buf[i] * buf[(i + 3) % 8];
    return sqrt(s * s + 1.0);
}

/* a float array copied into a local buffer and back by loops that -O2 makes memcpy: the copy's
 * adjoint adds floats (it added them as doubles, a wrong gradient, before it read the type off
 * the buffer's loads and stores) */
float float_stencil(float *u, int n) {
    float w[18], t[18];
    w[0] = w[n + 1] = 0.0f;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < 2; s++) {
        for (int i = 1; i <= n; i++) t[i] = w[i] + 0.2f * (w[i - 1] - 2.0f * w[i] + w[i + 1]);
        for (int i = 1; i <= n; i++) w[i] = t[i] * (1.0f + 0.1f * t[i]);
    }
    float e = 0.0f;
    for (int i = 1; i <= n; i++) {
        u[i - 1] = w[i];
        e += w[i] * w[i];
    }
    return e;
}
