/* Single-precision math. */
#include <math.h>

float fsmooth(float x, float y) {
    return sinf(x) * expf(0.5f * y) + sqrtf(1.0f + x * x) * tanhf(y) + powf(x, 1.5f) - logf(x);
}

void fmap(float *x, int n) {
    for (int i = 0; i < n; i++)
        x[i] = x[i] * cosf(x[i]) + 0.25f * x[i] * x[i];
}

/* Mixed precision: float data accumulated in double (fpext). */
double fdot_mixed(const float *x, const float *y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += (double)x[i] * (double)sinf(y[i]);
    return s;
}
