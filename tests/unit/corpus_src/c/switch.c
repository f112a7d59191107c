/* switch statements: activation selection, fallthrough, dense case tables. */
#include <math.h>

enum act { ACT_ID, ACT_RELU, ACT_TANH, ACT_SIGMOID, ACT_SOFTPLUS };

double activate(enum act a, double x) {
    switch (a) {
    case ACT_ID:
        return x;
    case ACT_RELU:
        return x > 0 ? x : 0;
    case ACT_TANH:
        return tanh(x);
    case ACT_SIGMOID:
        return 1.0 / (1.0 + exp(-x));
    case ACT_SOFTPLUS:
        return log(1.0 + exp(x));
    default:
        return NAN;
    }
}

void apply(enum act a, double *x, int n) {
    for (int i = 0; i < n; i++)
        x[i] = activate(a, x[i]);
}

double weight(int order, int k) {
    double w = 0.0;
    switch (order) {
    case 3:
        w += k == 1 ? 0.5 : 0.0;
        /* fall through */
    case 2:
        w += 0.25;
        /* fall through */
    case 1:
        w += 1.0;
        break;
    default:
        w = -1.0;
    }
    return w;
}

int days_like(int m) {
    switch (m) {
    case 1: case 3: case 5: case 7: case 8: case 10: case 12:
        return 31;
    case 4: case 6: case 9: case 11:
        return 30;
    case 2:
        return 28;
    }
    return 0;
}
