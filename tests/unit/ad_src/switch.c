/* switch on an integer selector (constant) and on the loop index. */
#include <math.h>

double select_fn(double x, int k) {
    switch (k) {
    case 0: return sin(x);
    case 1: return exp(x) * x;
    case 2: return sqrt(1.0 + x * x);
    case 5: return tanh(x) * tanh(x);
    default: return x * x * x;
    }
}

double cyclic_sum(const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
        switch (i % 3) {
        case 0: s += x[i] * x[i]; break;
        case 1: s += cos(x[i]); break;
        default: s -= 0.5 * x[i]; break;
        }
    }
    return s;
}
