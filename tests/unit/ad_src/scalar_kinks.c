/* Scalar functions with kinks (fmin/fmax/fabs/copysign): smooth away from the switch points. */
#include <math.h>

double kinks(double x, double y) {
    double lo = fmin(x, y);
    double hi = fmax(x * x, y);
    return 2.0 * lo + hi * fabs(x - y) + fabs(sin(3.0 * x)) - copysign(y * y, x);
}
