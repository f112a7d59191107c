// HPCCG (Mantevo's CG mini-app) differentiated through Enzyme's interface: our driver, not
// HPCCG's. No HPCCG file is modified; they are compiled as they are (-DUSING_MPI) and their IR is
// linked with this one before mpiad-opt (bench/hpccg.py: build).
//
// The matrix is HPCCG's own: generate_matrix (a 27-point operator, nx * ny * nz rows a rank, the
// ranks stacked in z) and make_local_matrix (the halo lists). Each row is reached through
// per-row pointer arrays (ptr_to_vals_in_row, ptr_to_inds_in_row, nnz_in_row); the halo goes by
// Irecv + Send + Wait into the tail of p (exchange_externals, through the matrix's send_buffer);
// the dot products call MPI_Wtime around their Allreduce; waxpby branches on its coefficients.
//
// cg_loss runs HPCCG for `iters` (max_iter: iters - 1 CG iterations, tolerance 0) from x on b
// and returns |x|^2 over all ranks (HPCCG's ddot). The active inputs: b, the start x and the
// matrix values (the shadow matrix dA: a second matrix built the same way, its values being
// the values' shadow and its send_buffer the halo buffer's shadow; its integer members equal
// the primal's).
//
// Checks, printed by each rank as `hpccg ok N` after N passed checks:
//   1. forward mode against central finite differences along a random direction (b, x, values);
//   2. the dot-product test: sum over ranks of <v, gradient> == size * tangent (every rank
//      seeds its own replicated result with 1, as in Enzyme);
//   3. the primal inside both derivatives equals the plain primal bit for bit.
// Command line: driver [-n nx ny nz] [-i iters] [-t [-r reps]]: -t times primal, forward and
// reverse `reps` times (thread CPU seconds, printed as `time P F R` by rank 0) instead of checking,
// after one gradient call whose growth of the peak resident set (the tape, with the shadow's
// fresh arrays) rank 0 prints as `tape BYTES` (the largest over the ranks), with `rows R nnz N`.
// -p primal|forward|gradient [-r reps]: runs only that one `reps` times and checks nothing, for
// an instruction counter (bench/hpccg_profile.py runs it under cachegrind).
#include <mpi.h>
#include <time.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "HPCCG.hpp"
#include "generate_matrix.hpp"
#include "make_local_matrix.hpp"

int enzyme_dup, enzyme_const;
template <typename R, typename... Args> R __enzyme_autodiff(Args...);
template <typename R, typename... Args> R __enzyme_fwddiff(Args...);

double cg_loss(HPC_Sparse_Matrix *A, const double *b, double *x, int iters) {
    int niters = 0;
    double normr = 0.0, times[7] = {0}, t = 0.0, s = 0.0;
    HPCCG(A, b, x, iters, 0.0, niters, normr, times);
    ddot(A->local_nrow, x, x, &s, t);
    return s;
}

static int rank_, size_, checks = 0;

static double allsum(double v) {
    double s = 0.0;
    MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return s;
}

static void check(const char *what, double got, double want, double tol) {
    if (!(std::fabs(got - want) <= tol * (1.0 + std::fabs(want)))) {
        std::printf("rank %d: %s: got %.17g want %.17g\n", rank_, what, got, want);
        std::fflush(stdout);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    checks++;
}

// VmHWM - VmRSS before a call, the peak reset to the resident set first (Linux; -1 elsewhere)
static long peak_kb(const char *key) {
    FILE *f = std::fopen("/proc/self/status", "r");
    char line[256];
    long v = -1;
    while (f && std::fgets(line, sizeof line, f))
        if (!std::strncmp(line, key, std::strlen(key))) v = std::atol(line + std::strlen(key) + 1);
    if (f) std::fclose(f);
    return v;
}

static long reset_peak() {
    FILE *f = std::fopen("/proc/self/clear_refs", "w");
    if (!f) return -1;
    std::fputs("5", f);
    std::fclose(f);
    return peak_kb("VmRSS");
}

static double cpu() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

struct Problem {
    HPC_Sparse_Matrix *A, *dA;
    std::vector<double> b, x0, vals;  // the inputs (vals: the primal matrix's values)
    int nrow, ncol, nnz;
};

static Problem setup(int nx, int ny, int nz) {
    Problem P;
    double *x, *b, *xexact;
    generate_matrix(nx, ny, nz, &P.A, &x, &b, &xexact);
    make_local_matrix(P.A);
    P.nrow = P.A->local_nrow, P.ncol = P.A->local_ncol, P.nnz = 0;
    // the rows' values lie packed at the start of list_of_vals (27 a row are allocated, the
    // boundary rows use fewer: the tail is never written)
    for (int i = 0; i < P.nrow; i++) P.nnz += P.A->nnz_in_row[i];
    P.b.assign(b, b + P.nrow);
    P.x0.assign(P.ncol, 0.0);
    for (int i = 0; i < P.nrow; i++) {  // a start and a right-hand side not HPCCG's exact pair
        P.b[i] += 0.3 * std::sin(0.7 * i + rank_);
        P.x0[i] = 0.1 * std::cos(0.3 * i + 2 * rank_);
    }
    P.vals.assign(P.A->list_of_vals, P.A->list_of_vals + P.nnz);
    generate_matrix(nx, ny, nz, &P.dA, &x, &b, &xexact);
    make_local_matrix(P.dA);
    return P;
}

// the shadow matrix's floating-point memory set to `vals` (nullptr: zero)
static void shadow(Problem &P, const double *vals) {
    for (int k = 0; k < P.nnz; k++) P.dA->list_of_vals[k] = vals ? vals[k] : 0.0;
    std::memset(P.dA->send_buffer, 0, sizeof(double) * P.dA->total_to_be_sent);
}

static double primal(Problem &P, const double *b, const double *x0, const double *vals, int it) {
    std::memcpy(P.A->list_of_vals, vals, sizeof(double) * P.nnz);
    std::vector<double> x(x0, x0 + P.ncol);
    return cg_loss(P.A, b, x.data(), it);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    int nx = 4, ny = 4, nz = 4, iters = 6, timing = 0, reps = 5;
    const char *only = nullptr;
    for (int i = 1; i < argc; i++) {
        if (!std::strcmp(argv[i], "-n") && i + 3 < argc) {
            nx = std::atoi(argv[++i]);
            ny = std::atoi(argv[++i]);
            nz = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "-i") && i + 1 < argc) {
            iters = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "-t")) {
            timing = 1;
        } else if (!std::strcmp(argv[i], "-p") && i + 1 < argc) {
            only = argv[++i];
        } else if (!std::strcmp(argv[i], "-r") && i + 1 < argc) {
            reps = std::atoi(argv[++i]);
        }
    }
    Problem P = setup(nx, ny, nz);
    int nr = P.nrow, nc = P.ncol, nnz = P.nnz;
    std::vector<double> vb(nr), vx(nc, 0.0), vA(nnz), x(nc), dx(nc), db(nr), gb(nr), gx(nc);
    for (int i = 0; i < nr; i++) {
        vb[i] = std::sin(1.3 * i + 3 * rank_);
        vx[i] = std::cos(0.9 * i + rank_);
    }
    for (int k = 0; k < nnz; k++) vA[k] = 0.01 * P.vals[k] * std::sin(0.37 * k + rank_);

    // one tangent along (vb, vx, vA) and one gradient, each from the start, as timed
    auto tangent_once = [&]() {
        x = P.x0, dx = vx, db = vb;
        shadow(P, vA.data());
        return __enzyme_fwddiff<double>((void *)cg_loss, enzyme_dup, P.A, P.dA, enzyme_dup, P.b.data(),
                                 db.data(), enzyme_dup, x.data(), dx.data(), enzyme_const, iters);
    };
    auto gradient_once = [&]() {
        x = P.x0;
        std::fill(gb.begin(), gb.end(), 0.0);
        std::fill(gx.begin(), gx.end(), 0.0);
        shadow(P, nullptr);
        __enzyme_autodiff<void>((void *)cg_loss, enzyme_dup, P.A, P.dA, enzyme_dup, P.b.data(),
                                gb.data(), enzyme_dup, x.data(), gx.data(), enzyme_const, iters);
    };
    if (only) {
        for (int r = 0; r < reps; r++) {
            if (!std::strcmp(only, "primal"))
                primal(P, P.b.data(), P.x0.data(), P.vals.data(), iters);
            else if (!std::strcmp(only, "forward"))
                tangent_once();
            else
                gradient_once();
        }
        if (rank_ == 0) std::printf("rows %d nnz %d\n", nr, nnz);
        MPI_Finalize();
        return 0;
    }
    if (timing) {
        long before = reset_peak();
        gradient_once();
        long grown = before < 0 ? -1 : 1024 * (peak_kb("VmHWM") - before), most = 0, sums[2];
        long mine[2] = {(long)nr, (long)nnz};
        MPI_Reduce(&grown, &most, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
        MPI_Reduce(mine, sums, 2, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
        if (rank_ == 0) std::printf("tape %ld rows %ld nnz %ld\n", most, sums[0], sums[1]);
        for (int r = 0; r < reps; r++) {
            MPI_Barrier(MPI_COMM_WORLD);
            double t0 = cpu();
            primal(P, P.b.data(), P.x0.data(), P.vals.data(), iters);
            double t1 = cpu();
            tangent_once();
            double t2 = cpu();
            gradient_once();
            double t3 = cpu(), ts[3] = {t1 - t0, t2 - t1, t3 - t2}, tmax[3];
            MPI_Reduce(ts, tmax, 3, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
            if (rank_ == 0) std::printf("time %.6g %.6g %.6g\n", tmax[0], tmax[1], tmax[2]);
        }
        MPI_Finalize();
        return 0;
    }

    double f0 = primal(P, P.b.data(), P.x0.data(), P.vals.data(), iters);
    // 1. forward against central differences along (vb, vx, vA)
    const double h = 1e-6;
    std::vector<double> bp(nr), bm(nr), xp(nc), xm(nc), ap(nnz), am(nnz);
    for (int i = 0; i < nr; i++) bp[i] = P.b[i] + h * vb[i], bm[i] = P.b[i] - h * vb[i];
    for (int i = 0; i < nc; i++) xp[i] = P.x0[i] + h * vx[i], xm[i] = P.x0[i] - h * vx[i];
    for (int k = 0; k < nnz; k++) ap[k] = P.vals[k] + h * vA[k], am[k] = P.vals[k] - h * vA[k];
    double fd = (primal(P, bp.data(), xp.data(), ap.data(), iters) -
                 primal(P, bm.data(), xm.data(), am.data(), iters)) / (2 * h);
    std::memcpy(P.A->list_of_vals, P.vals.data(), sizeof(double) * nnz);
    double tangent = tangent_once();
    check("forward vs central differences", tangent, fd, 1e-5);
    std::vector<double> xf = x;
    // 2. reverse: the dot-product test over b, x and the matrix values
    gradient_once();
    double dot = 0.0;
    for (int i = 0; i < nr; i++) dot += gb[i] * vb[i];
    for (int i = 0; i < nc; i++) dot += gx[i] * vx[i];
    for (int k = 0; k < nnz; k++) dot += P.dA->list_of_vals[k] * vA[k];
    check("dot-product test", allsum(dot), size_ * tangent, 1e-9);
    // 3. the primals inside the derivatives
    double f1 = primal(P, P.b.data(), P.x0.data(), P.vals.data(), iters);
    std::vector<double> xp0 = P.x0;
    cg_loss(P.A, P.b.data(), xp0.data(), iters);
    double same = 0.0;
    for (int i = 0; i < nr; i++) same += std::fabs(xf[i] - xp0[i]) + std::fabs(x[i] - xp0[i]);
    check("primal unchanged by the derivatives", same + std::fabs(f1 - f0), 0.0, 0.0);
    if (rank_ == 0) std::printf("loss %.17g\n", f0);
    std::printf("hpccg ok %d\n", checks);
    MPI_Finalize();
    return 0;
}
