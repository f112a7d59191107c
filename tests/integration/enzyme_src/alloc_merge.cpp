// Temporaries that the optimiser copies, merges and hides (issue 34): every allocation that can
// meet active data in a phi or a select needs a shadow, even one nothing active is written to.
// Called through Enzyme's interface as the reproducer does (extern "C", markers defined as
// ints). Each kernel maps (x, y) to their final contents; forward mode is checked against central
// finite differences, vector forward mode (width 2) against forward mode and finite differences,
// reverse mode by the dot-product test <w, J v> = <J^T w, v>. Prints "ok N" or exits 1.
#include <cmath>
#include <cstdio>
#include <cstdlib>

int enzyme_dup, enzyme_const, enzyme_width;
extern "C" void __enzyme_autodiff(void *, ...);
extern "C" void __enzyme_fwddiff(void *, ...);

template <typename T> T *Allocate(size_t n) { return static_cast<T *>(malloc(sizeof(T) * n)); }
template <typename T> void Release(T **p) {
    if (*p != NULL) {
        free(*p);
        *p = NULL;
    }
}

// the reproducer: -O1/-O2 copy the malloc into the path where `half` is never written
// (length <= 0), and the two meet in a phi before free
__attribute__((noinline)) void eos(double *e, double *old, int length, int rep) {
    for (int j = 0; j < rep; j++) {
        for (int i = 0; i < length; i++) old[i] = e[i];
        double *half = Allocate<double>(length);
        for (int i = 0; i < length; i++) half[i] = 0.5 * old[i];
        for (int i = 0; i < length; i++) e[i] += half[i] * half[i];
        Release(&half);
    }
}

// the same with new[] / delete[]
__attribute__((noinline)) void eos_new(double *e, double *old, int length, int rep) {
    for (int j = 0; j < rep; j++) {
        for (int i = 0; i < length; i++) old[i] = e[i];
        double *half = new double[length];
        for (int i = 0; i < length; i++) half[i] = 0.5 * old[i] * e[i];
        for (int i = 0; i < length; i++) e[i] += std::sin(half[i]);
        delete[] half;
    }
}

// a phi of two allocations: only the malloc'd one receives active data, the calloc'd one stays
// zero
__attribute__((noinline)) void phi_two(double *x, double *y, int n, int flag) {
    double *buf;
    if (flag) {
        buf = (double *)malloc(n * sizeof(double));
        for (int i = 0; i < n; i++) buf[i] = std::sin(x[i]);
    } else {
        buf = (double *)calloc(n, sizeof(double));
    }
    for (int i = 0; i < n; i++) y[i] = y[i] * x[i] + buf[i] * buf[i];
    free(buf);
}

// a select of two allocations: `b` holds constants only
__attribute__((noinline)) void select_two(double *x, double *y, int n, int flag) {
    double *a = (double *)malloc(n * sizeof(double));
    double *b = new double[n];
    for (int i = 0; i < n; i++) {
        a[i] = x[i] * x[i];
        b[i] = 2.0 + i;
    }
    double *p = flag ? a : b;
    for (int i = 0; i < n; i++) y[i] += p[i] * x[i];
    free(a);
    delete[] b;
}

// stack arrays: a select of the written one and a constant one (-O2 turns `s2` into a constant
// global)
__attribute__((noinline)) void stack_select(double *x, double *y, int n, int flag) {
    double s1[4], s2[4] = {1, 2, 3, 4};
    for (int i = 0; i < 4; i++) s1[i] = x[i % n] * x[i % n];
    double *p = flag ? s1 : s2;
    for (int i = 0; i < n; i++) y[i] += p[i] * x[i];
}

// an allocation kept in a struct field, filled by another function and reloaded
struct Work {
    int n;
    double *tmp;
    double scale;
};

__attribute__((noinline)) void fill(Work *w, const double *x) {
    for (int i = 0; i < w->n; i++) w->tmp[i] = w->scale * std::exp(0.3 * x[i]);
}

__attribute__((noinline)) void in_struct(double *x, double *y, int n, int flag) {
    Work w;
    w.n = n;
    w.scale = 1.5 + flag;
    w.tmp = (double *)malloc(n * sizeof(double));
    fill(&w, x);
    double *t = w.tmp;
    for (int i = 0; i < n; i++) y[i] += t[i] * x[i];
    free(w.tmp);
}

typedef void (*Kernel)(double *, double *, int, int);
static const int N = 3;
static int checks = 0, failures = 0;

static void close(const char *kernel, int flag, const char *what, double got, double want,
                  double tol) {
    checks++;
    if (!(std::fabs(got - want) <= tol * (1 + std::fabs(want)))) {
        failures++;
        std::fprintf(stderr, "%s(flag %d): %s: got %.12g, want %.12g\n", kernel, flag, what, got,
                     want);
    }
}

// F(x, y) = the final (x, y), written to out[0..2N)
static void primal(Kernel k, const double *x, const double *y, int flag, double *out) {
    for (int i = 0; i < N; i++) {
        out[i] = x[i];
        out[N + i] = y[i];
    }
    k(out, out + N, N, flag);
}

// a template: Enzyme's interface needs the function known where it is called
template <Kernel k> static void check(const char *name, int flag) {
    double x[N], y[N], v[2 * N], v2[2 * N], w[2 * N];
    for (int i = 0; i < N; i++) {
        x[i] = 0.4 + 0.3 * i;
        y[i] = 0.9 - 0.2 * i;
    }
    for (int i = 0; i < 2 * N; i++) {
        v[i] = std::cos(1.0 + i);
        v2[i] = std::sin(2.0 + 3 * i);
        w[i] = 0.3 - 0.17 * i;
    }
    // finite differences along v and v2
    const double h = 1e-6;
    double fdv[2 * N], fdv2[2 * N], xp[N], yp[N], xm[N], ym[N], fp[2 * N], fm[2 * N];
    const double *dirs[2] = {v, v2};
    double *fds[2] = {fdv, fdv2};
    for (int d = 0; d < 2; d++) {
        for (int i = 0; i < N; i++) {
            xp[i] = x[i] + h * dirs[d][i];
            yp[i] = y[i] + h * dirs[d][N + i];
            xm[i] = x[i] - h * dirs[d][i];
            ym[i] = y[i] - h * dirs[d][N + i];
        }
        primal(k, xp, yp, flag, fp);
        primal(k, xm, ym, flag, fm);
        for (int i = 0; i < 2 * N; i++) fds[d][i] = (fp[i] - fm[i]) / (2 * h);
    }
    // forward: J v
    double xs[N], ys[N], dx[N], dy[N];
    for (int i = 0; i < N; i++) {
        xs[i] = x[i];
        ys[i] = y[i];
        dx[i] = v[i];
        dy[i] = v[N + i];
    }
    __enzyme_fwddiff((void *)k, enzyme_dup, xs, dx, enzyme_dup, ys, dy, enzyme_const, N,
                     enzyme_const, flag);
    double jv[2 * N];
    for (int i = 0; i < N; i++) {
        jv[i] = dx[i];
        jv[N + i] = dy[i];
    }
    for (int i = 0; i < 2 * N; i++) close(name, flag, "forward vs FD", jv[i], fdv[i], 1e-6);
    // vector forward: J v and J v2 at once
    double dx0[N], dy0[N], dx1[N], dy1[N];
    for (int i = 0; i < N; i++) {
        xs[i] = x[i];
        ys[i] = y[i];
        dx0[i] = v[i];
        dy0[i] = v[N + i];
        dx1[i] = v2[i];
        dy1[i] = v2[N + i];
    }
    __enzyme_fwddiff((void *)k, enzyme_width, 2, enzyme_dup, xs, dx0, dx1, enzyme_dup, ys, dy0,
                     dy1, enzyme_const, N, enzyme_const, flag);
    for (int i = 0; i < N; i++) {
        close(name, flag, "vector lane 0 vs forward", dx0[i], jv[i], 1e-12);
        close(name, flag, "vector lane 0 vs forward", dy0[i], jv[N + i], 1e-12);
        close(name, flag, "vector lane 1 vs FD", dx1[i], fdv2[i], 1e-6);
        close(name, flag, "vector lane 1 vs FD", dy1[i], fdv2[N + i], 1e-6);
    }
    // reverse: J^T w, then <w, J v> = <J^T w, v>
    double bx[N], by[N];
    for (int i = 0; i < N; i++) {
        xs[i] = x[i];
        ys[i] = y[i];
        bx[i] = w[i];
        by[i] = w[N + i];
    }
    __enzyme_autodiff((void *)k, enzyme_dup, xs, bx, enzyme_dup, ys, by, enzyme_const, N,
                      enzyme_const, flag);
    double lhs = 0, rhs = 0;
    for (int i = 0; i < N; i++) {
        lhs += w[i] * jv[i] + w[N + i] * jv[N + i];
        rhs += bx[i] * v[i] + by[i] * v[N + i];
    }
    close(name, flag, "dot product <w, Jv> = <J^T w, v>", rhs, lhs, 1e-10);
}

int main() {
    // the issue's own call and result
    double e[3] = {1, 2, 3}, de[3] = {1, 1, 1}, old[3], dold[3] = {0, 0, 0};
    __enzyme_autodiff((void *)eos, enzyme_dup, e, de, enzyme_dup, old, dold, enzyme_const, 3,
                      enzyme_const, 1);
    close("eos", 1, "the issue's gradient", de[0] + 10 * de[1] + 100 * de[2], 1.5 + 20 + 250,
          1e-14);
    for (int flag = 0; flag <= 2; flag++) {
        check<eos>("eos", flag);
        check<eos_new>("eos_new", flag);
    }
    for (int flag = 0; flag <= 1; flag++) {
        check<phi_two>("phi_two", flag);
        check<select_two>("select_two", flag);
        check<stack_select>("stack_select", flag);
        check<in_struct>("in_struct", flag);
    }
    if (failures) {
        std::printf("%d of %d checks failed\n", failures, checks);
        return 1;
    }
    std::printf("ok %d\n", checks);
    return 0;
}
