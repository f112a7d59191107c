/* What clang/zig -O0 -g gives for ordinary C: function pointers kept in single-store allocas,
   a struct passed by value, a static helper, #dbg_declare records on every local.
   ad-debug (also built with -g: fnptr_O0g.ll, fnptr_O2g.ll) */
#include <math.h>

typedef double (*unary)(double);

static double sq(double x) { return x * x; }

static double apply_sum(unary f, const double *x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += f(x[i]);
    return s;
}

double fp_sum(const double *x, int n) {
    unary f = sq;  /* a local holding a function pointer: loaded before each call at -O0 */
    unary g = sin; /* ... to a libm function */
    return apply_sum(f, x, n) + 0.5 * apply_sum(g, x, n);
}

struct pt {
    double x, y;
};

static double norm2(struct pt p) { return p.x * p.x + p.y * p.y; }

double pts_energy(const double *xy, int n) {
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        struct pt p = {xy[2 * i], xy[2 * i + 1]};
        e += sqrt(1.0 + norm2(p));
    }
    return e;
}
