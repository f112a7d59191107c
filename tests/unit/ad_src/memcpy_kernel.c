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
