/* Calls through function pointers that receive active data, differentiated through Enzyme's
 * interface: a callback chosen at run time from a table (active double argument and result), and
 * an object whose "methods" live in a table of function pointers (C's virtual methods). Forward,
 * vector forward (width 2) and reverse mode are checked against central finite differences and
 * by the dot-product test; prints "ok N" with N the checks that passed.
 *
 * -DFAIL_EXTERNAL: the callback is ext_scale, defined in another translation unit that mpiad
 * never sees (only declared here); -DFAIL_UNKNOWN: a pointer handed out by that unit. Both must
 * stop the program with a message naming the function, never give a wrong derivative. */
#include <math.h>
#include <stdio.h>

int enzyme_dup, enzyme_const, enzyme_width;
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);

#define N 4
typedef double (*scalar_fn)(double);

static double sq(double t) { return t * t; }
static double wave(double t) { return sin(t) + 0.5 * t; }
static double cube(double t) { return t * t * t - t; }

extern double ext_scale(double);
extern scalar_fn ext_callback(void);

/* C's virtual methods: a table of function pointers behind each object */
struct shape;
struct shape_ops {
    double (*energy)(const struct shape *, const double *);
};
struct shape {
    const struct shape_ops *ops;
    double k;
};
static double spring(const struct shape *s, const double *x) { return 0.5 * s->k * x[0] * x[0]; }
static double pend(const struct shape *s, const double *x) { return s->k * (1.0 - cos(x[1])); }
static const struct shape_ops spring_ops = {spring}, pend_ops = {pend};

__attribute__((noinline)) static double apply(scalar_fn f, double t) { return f(t); }

static scalar_fn table[3] = {sq, wave, cube};

/* y[0] = sum_i (1 + i) f_i(x_i) with f_i from the table; y[1] = the shapes' energies */
__attribute__((noinline)) void model(const double *x, double *y, int which) {
    double s = 0.0;
    for (int i = 0; i < N; i++) {
        scalar_fn f = table[(which + i) % 3];
#ifdef FAIL_EXTERNAL
        if (i == 2) f = ext_scale;
#endif
#ifdef FAIL_UNKNOWN
        if (i == 2) f = ext_callback();
#endif
        s += (1.0 + i) * apply(f, x[i]);
    }
    y[0] = s;
    struct shape shapes[2] = {{&spring_ops, 2.0}, {&pend_ops, 3.0}};
    double e = 0.0;
    for (int k = 0; k < 2; k++) e += shapes[k].ops->energy(&shapes[k], x + k);
    y[1] = e * x[3];
}

int main(void) {
    double x[N] = {0.3, 0.7, -0.4, 1.1}, v[N] = {0.2, -0.5, 0.9, 0.4}, v2[N] = {1, 0, -1, 0.5};
    double y[2], w[2] = {0.7, -1.3}, h = 1e-6;
    int ok = 0, which = 1;
    /* central finite differences along v */
    double xp[N], xm[N], yp[2], ym[2], fd[2];
    for (int i = 0; i < N; i++) xp[i] = x[i] + h * v[i], xm[i] = x[i] - h * v[i];
    model(xp, yp, which);
    model(xm, ym, which);
    for (int j = 0; j < 2; j++) fd[j] = (yp[j] - ym[j]) / (2 * h);
    /* forward */
    double dy[2] = {0, 0};
    __enzyme_fwddiff((void *)model, enzyme_dup, x, v, enzyme_dup, y, dy, enzyme_const, which);
    int fwd_ok = 1;
    for (int j = 0; j < 2; j++) fwd_ok &= fabs(dy[j] - fd[j]) <= 1e-6 * (1 + fabs(fd[j]));
    if (fwd_ok) ok++; else printf("forward: %g %g, fd %g %g\n", dy[0], dy[1], fd[0], fd[1]);
    /* vector forward, width 2: lanes v and v2 */
    double dy0[2] = {0, 0}, dy1[2] = {0, 0};
    __enzyme_fwddiff((void *)model, enzyme_width, 2, enzyme_dup, x, v, v2, enzyme_dup, y, dy0,
                     dy1, enzyme_const, which);
    double xp2[N], xm2[N], fd2[2];
    for (int i = 0; i < N; i++) xp2[i] = x[i] + h * v2[i], xm2[i] = x[i] - h * v2[i];
    model(xp2, yp, which);
    model(xm2, ym, which);
    for (int j = 0; j < 2; j++) fd2[j] = (yp[j] - ym[j]) / (2 * h);
    int vec_ok = 1;
    for (int j = 0; j < 2; j++) {
        vec_ok &= fabs(dy0[j] - fd[j]) <= 1e-6 * (1 + fabs(fd[j]));
        vec_ok &= fabs(dy1[j] - fd2[j]) <= 1e-6 * (1 + fabs(fd2[j]));
    }
    if (vec_ok) ok++; else printf("vector forward: %g %g %g %g\n", dy0[0], dy0[1], dy1[0], dy1[1]);
    /* reverse, and the dot-product test <J v, w> = <v, J^T w> */
    double g[N] = {0, 0, 0, 0}, wy[2] = {w[0], w[1]};
    __enzyme_autodiff((void *)model, enzyme_dup, x, g, enzyme_dup, y, wy, enzyme_const, which);
    double lhs = dy[0] * w[0] + dy[1] * w[1], rhs = 0.0;
    for (int i = 0; i < N; i++) rhs += v[i] * g[i];
    if (fabs(lhs - rhs) <= 1e-10 * (1 + fabs(lhs))) ok++;
    else printf("dot product: %.17g vs %.17g\n", lhs, rhs);
    printf("ok %d\n", ok);
    return ok == 3 ? 0 : 1;
}
