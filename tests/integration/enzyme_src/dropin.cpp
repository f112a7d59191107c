// Enzyme's interface called exactly as Enzyme's C++ integration tests call it: templates without
// extern "C" (mangled names), exceptions on (calls inside try are invokes), no markers where
// Enzyme's defaults apply. Built by zig c++ at -O0..-O3, lowered by mpiad-opt, run under mpiexec:
// every derivative is checked against central finite differences of the primal (run collectively
// on all ranks) or by the dot-product test across ranks. Prints "rank R ok N" or aborts.
#include <mpi.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

extern int enzyme_dup, enzyme_const, enzyme_width;

template <typename return_type, typename... Args> return_type __enzyme_autodiff(Args...);
template <typename return_type, typename... Args> return_type __enzyme_fwddiff(Args...);
double __enzyme_autodiff(void *, ...);  // _Z17__enzyme_autodiffPvz, declared returning double

static const int N = 4;
static int rank_, size_;

// halo exchange with both neighbours, a local nonlinear sum, and an allreduce: the same value on
// every rank
double energy(double *u, int n, MPI_Comm comm) {
    double left = 0, right = 0;
    int lnb = (rank_ + size_ - 1) % size_, rnb = (rank_ + 1) % size_;
    MPI_Request reqs[4];
    MPI_Irecv(&left, 1, MPI_DOUBLE, lnb, 0, comm, &reqs[0]);
    MPI_Irecv(&right, 1, MPI_DOUBLE, rnb, 1, comm, &reqs[1]);
    MPI_Isend(&u[n - 1], 1, MPI_DOUBLE, rnb, 0, comm, &reqs[2]);
    MPI_Isend(&u[0], 1, MPI_DOUBLE, lnb, 1, comm, &reqs[3]);
    MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
    double loc = left * u[0] + 0.5 * u[n - 1] * right;
    for (int i = 0; i < n; i++) loc += u[i] * u[i] * std::sin(u[i]);
    double tot = 0;
    MPI_Allreduce(&loc, &tot, 1, MPI_DOUBLE, MPI_SUM, comm);
    return tot;
}

// another energy with the same communication, to be picked at run time (by rank parity)
double energy_b(double *u, int n, MPI_Comm comm) {
    double e = energy(u, n, comm);
    for (int i = 0; i < n; i++) e += std::exp(0.3 * u[i]) * u[i];
    return e * e;
}

// out = a smoothed u; the stencil's size and tag come through an int* (no marker: constant)
void smooth(double *u, double *out, int *meta, MPI_Comm comm) {
    int n = meta[0], tag = meta[1];
    double ghost = 0;
    int lnb = (rank_ + size_ - 1) % size_, rnb = (rank_ + 1) % size_;
    MPI_Sendrecv(&u[n - 1], 1, MPI_DOUBLE, rnb, tag, &ghost, 1, MPI_DOUBLE, lnb, tag, comm,
                 MPI_STATUS_IGNORE);
    out[0] = 0.5 * (ghost + u[0]) * u[0];
    for (int i = 1; i < n; i++) out[i] = 0.5 * (u[i - 1] + u[i]) * u[i];
}

// the result through a pointer: the gradient returns nothing
void energy_out(double *u, double *e, MPI_Comm comm) { *e = energy(u, N, comm); }

typedef double (*Energy)(double *, int, MPI_Comm);

// a helper that takes the function: at -O0 the pointer reaches __enzyme_fwddiff through a local
// variable stored once (issue 17 item 9)
static inline __attribute__((always_inline)) double tangent_of(Energy f, double *u, double *du) {
    return __enzyme_fwddiff<double>((void *)f, enzyme_dup, u, du, enzyme_const, N, enzyme_const,
                                    MPI_COMM_WORLD);
}

struct Tangents2 {
    double d0, d1;
};
struct Tangents3 {
    double d[3];
};

static int checks = 0;

static void check(bool ok, const char *what, double got, double want) {
    checks++;
    if (!ok) {
        std::fprintf(stderr, "rank %d: %s: got %.12g, want %.12g\n", rank_, what, got, want);
        throw std::runtime_error(what);
    }
}

static void close(const char *what, double got, double want, double tol) {
    check(std::fabs(got - want) <= tol * (1 + std::fabs(want)), what, got, want);
}

static double allsum(double x) {
    double s = 0;
    MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return s;
}

// d/dh f(u + h v) at 0, by central differences (collective)
static double fd(Energy f, const double *u, const double *v) {
    const double h = 1e-6;
    double up[N], um[N];
    for (int i = 0; i < N; i++) {
        up[i] = u[i] + h * v[i];
        um[i] = u[i] - h * v[i];
    }
    return (f(up, N, MPI_COMM_WORLD) - f(um, N, MPI_COMM_WORLD)) / (2 * h);
}

static double dot(const double *a, const double *b) {
    double s = 0;
    for (int i = 0; i < N; i++) s += a[i] * b[i];
    return s;
}

// alive across the calls below, so that even at -O0 they are invokes (with a cleanup)
struct Guard {
    ~Guard() { std::fflush(stdout); }
};

static void run() {
    Guard guard;
    double u[N], v[N], v2[N], v3[N];
    for (int i = 0; i < N; i++) {
        u[i] = 0.5 + 0.1 * i + 0.07 * rank_;
        v[i] = std::cos(1.0 + i + 3 * rank_);
        v2[i] = std::sin(2.0 + i * rank_);
        v3[i] = 0.3 - 0.1 * i + 0.2 * rank_;
    }
    const double t_fd = fd(energy, u, v);

    // forward, markers, template instance returning double
    double du[N];
    for (int i = 0; i < N; i++) du[i] = v[i];
    double t = __enzyme_fwddiff<double>((void *)energy, enzyme_dup, u, du, enzyme_const, N,
                                        enzyme_const, MPI_COMM_WORLD);
    close("forward tangent vs finite differences", t, t_fd, 1e-6);

    // the same through an always_inline helper (a local variable stored once at -O0)
    close("forward through a helper", tangent_of(energy, u, du), t, 1e-12);

    // reverse, template instance returning void; each rank seeds its own (equal) result, so the
    // gradient is that of size * energy
    double g[N] = {0};
    __enzyme_autodiff<void>((void *)energy, enzyme_dup, u, g, enzyme_const, N, enzyme_const,
                            MPI_COMM_WORLD);
    close("reverse: dot-product test", allsum(dot(g, v)), size_ * t, 1e-10);

    // reverse without markers (pointer: duplicated, ints: constant), declared returning double
    // although the gradient returns nothing, the function given through casts
    double g2[N] = {0};
    double r = __enzyme_autodiff((void *)(uintptr_t)(void *)energy, u, g2, N, MPI_COMM_WORLD);
    check(r == 0.0, "a gradient that returns nothing reads as 0", r, 0.0);
    for (int i = 0; i < N; i++) close("reverse without markers", g2[i], g[i], 1e-12);

    // vector forward mode: two tangents returned in a struct of two doubles ...
    double w0[N], w1[N];
    for (int i = 0; i < N; i++) {
        w0[i] = v[i];
        w1[i] = v2[i];
    }
    Tangents2 t2 = __enzyme_fwddiff<Tangents2>((void *)energy, enzyme_width, 2, enzyme_dup, u, w0,
                                               w1, enzyme_const, N, enzyme_const, MPI_COMM_WORLD);
    close("vector mode, lane 0", t2.d0, t, 1e-12);
    close("vector mode, lane 1", t2.d1, fd(energy, u, v2), 1e-6);

    // ... and three through the caller's memory (sret)
    double x0[N], x1[N], x2[N];
    for (int i = 0; i < N; i++) {
        x0[i] = v[i];
        x1[i] = v2[i];
        x2[i] = v3[i];
    }
    Tangents3 t3 = __enzyme_fwddiff<Tangents3>((void *)energy, enzyme_width, 3, enzyme_dup, u, x0,
                                               x1, x2, enzyme_const, N, enzyme_const,
                                               MPI_COMM_WORLD);
    close("vector mode (sret), lane 0", t3.d[0], t, 1e-12);
    close("vector mode (sret), lane 1", t3.d[1], t2.d1, 1e-12);
    close("vector mode (sret), lane 2", t3.d[2], fd(energy, u, v3), 1e-6);

    // the function picked at run time (odd ranks use energy_b): a select or a phi
    Energy pick = (rank_ % 2) ? energy_b : energy;
    double gp[N] = {0};
    __enzyme_autodiff<void>((void *)pick, enzyme_dup, u, gp, enzyme_const, N, enzyme_const,
                            MPI_COMM_WORLD);
    double dp[N];
    for (int i = 0; i < N; i++) dp[i] = v[i];
    double tp = __enzyme_fwddiff<double>((void *)pick, enzyme_dup, u, dp, enzyme_const, N,
                                         enzyme_const, MPI_COMM_WORLD);
    close("picked function: forward vs finite differences", tp, fd(pick, u, v), 1e-6);
    // every rank's result is seeded: sum_r <g_r, v_r> = sum_r dE_r (E_r differs by parity)
    close("picked function: dot-product test", allsum(dot(gp, v)), allsum(tp), 1e-10);

    // array output, int* without a marker
    int meta[2] = {N, 7};
    double out[N], dout[N], wout[N], gs[N] = {0}, ds[N];
    for (int i = 0; i < N; i++) {
        ds[i] = v[i];
        dout[i] = 0;
        wout[i] = std::cos(0.5 * i + rank_);
    }
    __enzyme_fwddiff<void>((void *)smooth, u, ds, out, dout, meta, MPI_COMM_WORLD);
    {
        const double h = 1e-6;
        double up[N], um[N], op[N], om[N];
        for (int i = 0; i < N; i++) {
            up[i] = u[i] + h * v[i];
            um[i] = u[i] - h * v[i];
        }
        smooth(up, op, meta, MPI_COMM_WORLD);
        smooth(um, om, meta, MPI_COMM_WORLD);
        for (int i = 0; i < N; i++) close("int* default: forward", dout[i], (op[i] - om[i]) / (2 * h), 1e-6);
    }
    double wcopy[N];
    for (int i = 0; i < N; i++) wcopy[i] = wout[i];
    __enzyme_autodiff<void>((void *)smooth, u, gs, out, wcopy, meta, MPI_COMM_WORLD);
    close("int* default: dot-product test", allsum(dot(gs, v)), allsum(dot(dout, wout)), 1e-10);

    // a void function whose result goes through a pointer
    double e = 0, de = 1.0, ge[N] = {0};
    __enzyme_autodiff<void>((void *)energy_out, u, ge, &e, &de, MPI_COMM_WORLD);
    for (int i = 0; i < N; i++) close("result through a pointer", ge[i], g[i], 1e-12);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    try {
        run();
    } catch (const std::exception &ex) {
        std::fprintf(stderr, "rank %d: failed: %s\n", rank_, ex.what());
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    std::printf("rank %d ok %d\n", rank_, checks);
    MPI_Finalize();
    return 0;
}
