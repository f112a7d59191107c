/* Active data in a global buffer (file-scope state written, then read). */
#include <math.h>

static double hist[4];

double global_accum(const double *x, int n) {
    for (int k = 0; k < 4; k++)
        hist[k] = 0.0;
    for (int i = 0; i < n; i++)
        hist[i % 4] += x[i] * x[i];
    return hist[0] * hist[1] + sqrt(hist[2] + 1.0) - hist[3];
}
