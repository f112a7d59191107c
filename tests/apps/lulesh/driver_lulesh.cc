// LULESH 2.0 differentiated through Enzyme's interface (issue 34): our driver, not LULESH's.
//
// This translation unit includes LULESH's own lulesh.cc (its main renamed lulesh_main, so its
// static TimeIncrement and LagrangeLeapFrog are callable here); lulesh-comm.cc, -init.cc, -util.cc
// and -viz.cc are compiled as they are and their IR is linked with this one before mpiad-opt.
// No LULESH file is modified.
//
// The domain is set up as LULESH's main does (InitMeshDecomp, new Domain, the nodal-mass halo
// sum); `run_steps` runs `nsteps` cycles of LULESH's main loop (TimeIncrement + LagrangeLeapFrog,
// with its MPI halo exchanges through pointers to member functions and the MPI_MIN time-step
// allreduce) and returns the total energy (internal + kinetic, allreduced over the ranks). The
// active input is the whole domain: node coordinates x, y, z and element energies e are seeded.
// The shadow domain is a second Domain built by LULESH's constructor, with every floating-point
// member (fields, constants, time-step state) zeroed and its communication buffers left zero;
// its integer members (sizes, connectivity) equal the primal's.
//
// Checks, printed by each rank as `lulesh <name> ok N` after N passed checks:
//   1. forward mode against central finite differences along a random direction v;
//   2. the dot-product test: sum over ranks of <v, gradient> == size * tangent (every rank seeds
//      its own replicated result with 1, as in Enzyme);
//   3. the primal inside both derivatives equals the plain primal bit for bit.
// `primal E` is printed by rank 0 with all digits: the test compares it with a build of this file
// with -DNO_AD (no Enzyme call: the program mpiad never lowered).
//
// Command line: driver [-s size] [-i steps] [-r regions] [-m seeds] [-h step] [-f] [-t [-n N]]:
// -m 1 seeds coordinates, 2 energies, 3 both (default); -h the finite-difference step (1e-3: the
// direction is scaled to the data); -f a fixed time step (LULESH's dtfixed; no MPI_MIN
// reduction); -t times primal, forward and reverse N times instead of checking (bench/lulesh.py).

// LULESH's fields are private; the shadow's constants must be zeroed (a nonzero shadow of
// m_hgcoef would be a tangent), so this file alone sees them as public. The standard headers come
// first so that the define reaches only LULESH's class.
#include <ctype.h>
#include <math.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include <iostream>
#include <vector>

#define private public
#define main lulesh_main
#include "lulesh.cc"
#undef main
#undef private

#ifndef NO_AD
extern int enzyme_dup, enzyme_const;
double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);
#endif

// nsteps cycles of LULESH's main loop, then the total energy of the whole mesh
static double run_steps(Domain *dom, int nsteps) {
    for (int s = 0; s < nsteps; ++s) {
        TimeIncrement(*dom);
        LagrangeLeapFrog(*dom);
    }
    Real_t local = 0.0;
    for (Index_t i = 0; i < dom->numElem(); ++i) local += dom->e(i);
    for (Index_t n = 0; n < dom->numNode(); ++n) {
        Real_t v2 = dom->xd(n) * dom->xd(n) + dom->yd(n) * dom->yd(n) + dom->zd(n) * dom->zd(n);
        local += Real_t(0.5) * dom->nodalMass(n) * v2;
    }
    Real_t total;
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return total;
}

struct Setup {
    int numRanks, myRank, nx, numReg, fixed_dt;
};

// LULESH's main up to the time loop: decomposition, the Domain, the initial nodal-mass exchange
// (`exchange` false: no exchange, for a shadow, whose communication buffers must stay zero: the
// reverse sweep adds adjoints into them)
static Domain *make_domain(const Setup &st, bool exchange = true) {
    Int_t col, row, plane, side;
    InitMeshDecomp(st.numRanks, st.myRank, &col, &row, &plane, &side);
    Domain *dom = new Domain(st.numRanks, col, row, plane, st.nx, side, st.numReg, 1, 1);
    if (!exchange) return dom;
    Domain_member fieldData = &Domain::nodalMass;
    CommRecv(*dom, MSG_COMM_SBN, 1, dom->sizeX() + 1, dom->sizeY() + 1, dom->sizeZ() + 1, true,
             false);
    CommSend(*dom, MSG_COMM_SBN, 1, &fieldData, dom->sizeX() + 1, dom->sizeY() + 1,
             dom->sizeZ() + 1, true, false);
    CommSBN(*dom, 1, &fieldData);
    MPI_Barrier(MPI_COMM_WORLD);
    if (st.fixed_dt) dom->dtfixed() = dom->deltatime();  // LULESH's fixed time step option
    // LULESH's mesh is a regular grid: every element's faces tie in the max of its
    // characteristic length, and central differences average the two sides of that kink. A
    // smooth jitter (a function of position, so nodes shared by two ranks move alike) breaks
    // the ties; masses and reference volumes keep their values from the regular grid.
    Real_t dx = Real_t(1.125) / (st.nx * side), a = Real_t(0.05) * dx;
    for (Index_t n = 0; n < dom->numNode(); ++n) {
        Real_t x = dom->x(n), y = dom->y(n), z = dom->z(n);
        dom->x(n) += a * sin(3.1 * x + 1.7 * y + 0.3 * z + 0.4);
        dom->y(n) += a * sin(0.7 * x + 2.9 * y + 1.3 * z + 1.1);
        dom->z(n) += a * sin(1.9 * x + 0.5 * y + 3.7 * z + 2.3);
    }
    return dom;
}

static void zero(std::vector<Real_t> &v) {
    for (size_t i = 0; i < v.size(); ++i) v[i] = 0.0;
}

// a shadow: the same structure (sizes, connectivity, communication buffers), every float zero
static Domain *make_shadow(const Setup &st) {
    Domain *d = make_domain(st, false);
    std::vector<Real_t> *fields[] = {
        &d->m_x,    &d->m_y,   &d->m_z,    &d->m_xd,     &d->m_yd,   &d->m_zd,       &d->m_xdd,
        &d->m_ydd,  &d->m_zdd, &d->m_fx,   &d->m_fy,     &d->m_fz,   &d->m_nodalMass, &d->m_e,
        &d->m_p,    &d->m_q,   &d->m_ql,   &d->m_qq,     &d->m_v,    &d->m_volo,     &d->m_vnew,
        &d->m_delv, &d->m_vdov, &d->m_arealg, &d->m_ss, &d->m_elemMass};
    for (std::vector<Real_t> *f : fields) zero(*f);
    const Real_t *consts[] = {&d->m_e_cut,  &d->m_p_cut,   &d->m_q_cut,
                              &d->m_v_cut,  &d->m_u_cut,   &d->m_hgcoef,
                              &d->m_ss4o3,  &d->m_qstop,   &d->m_monoq_max_slope,
                              &d->m_monoq_limiter_mult,    &d->m_qlc_monoq,
                              &d->m_qqc_monoq, &d->m_qqc,  &d->m_eosvmax,
                              &d->m_eosvmin, &d->m_pmin,   &d->m_emin,
                              &d->m_dvovmax, &d->m_refdens};
    for (const Real_t *c : consts) *const_cast<Real_t *>(c) = 0.0;
    d->m_dtcourant = d->m_dthydro = d->m_dtfixed = d->m_time = d->m_deltatime = 0.0;
    d->m_deltatimemultlb = d->m_deltatimemultub = d->m_dtmax = d->m_stoptime = 0.0;
    return d;
}

// the direction v: node coordinates and element energies, scaled to their magnitudes
struct Direction {
    std::vector<Real_t> x, y, z, e;
};

static Direction make_direction(const Setup &st, Domain *dom, int seed) {
    Direction v;
    srand(1234 + 77 * st.myRank);
    auto u = [] { return 2.0 * rand() / double(RAND_MAX) - 1.0; };
    double cx = (seed & 1) ? 1e-2 : 0.0, ce = (seed & 2) ? 1e-2 : 0.0;
    for (Index_t n = 0; n < dom->numNode(); ++n) {
        v.x.push_back(cx * u());
        v.y.push_back(cx * u());
        v.z.push_back(cx * u());
    }
    Real_t emax = 0.0;
    for (Index_t i = 0; i < dom->numElem(); ++i) emax = fmax(emax, fabs(dom->e(i)));
    MPI_Allreduce(MPI_IN_PLACE, &emax, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    for (Index_t i = 0; i < dom->numElem(); ++i) v.e.push_back(dom->e(i) != 0.0 ? ce * emax * u() : 0.0);
    return v;
}

// dom += h * v
static void shift(Domain *dom, const Direction &v, double h) {
    for (Index_t n = 0; n < dom->numNode(); ++n) {
        dom->x(n) += h * v.x[n];
        dom->y(n) += h * v.y[n];
        dom->z(n) += h * v.z[n];
    }
    for (Index_t i = 0; i < dom->numElem(); ++i) dom->e(i) += h * v.e[i];
}

static double dot(Domain *g, const Direction &v) {
    double s = 0.0;
    for (Index_t n = 0; n < g->numNode(); ++n)
        s += g->x(n) * v.x[n] + g->y(n) * v.y[n] + g->z(n) * v.z[n];
    for (Index_t i = 0; i < g->numElem(); ++i) s += g->e(i) * v.e[i];
    double total;
    MPI_Allreduce(&s, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return total;
}

static double energy_of(Domain *dom) {  // the state's energy, as run_steps computes it
    return run_steps(dom, 0);
}

// CPU seconds of this process (the machine running the benchmark is shared: wall time would
// measure its other jobs); MPI's busy waiting counts
static double now() {
    timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static int checks = 0, failed = 0;

static void check(const char *what, double got, double want, double rtol, int rank) {
    double err = fabs(got - want) / fmax(fabs(want), 1e-300);
    int ok = err <= rtol;
    ok ? ++checks : ++failed;
    if (rank == 0)
        printf("check %s: %s (%.17g vs %.17g, relative error %.3g, tolerance %.1g)\n", what,
               ok ? "ok" : "FAILED", got, want, err, rtol);
}

int main(int argc, char *argv[]) {
    MPI_Init(&argc, &argv);
    Setup st;
    MPI_Comm_size(MPI_COMM_WORLD, &st.numRanks);
    MPI_Comm_rank(MPI_COMM_WORLD, &st.myRank);
    st.nx = 3;
    st.numReg = 11;
    st.fixed_dt = 0;
    int nsteps = 3, timing = 0, repeats = 5, seed = 3;
    double h = 1e-3;
    for (int a = 1; a < argc; ++a) {
        if (!strcmp(argv[a], "-s") && a + 1 < argc) st.nx = atoi(argv[++a]);
        else if (!strcmp(argv[a], "-i") && a + 1 < argc) nsteps = atoi(argv[++a]);
        else if (!strcmp(argv[a], "-r") && a + 1 < argc) st.numReg = atoi(argv[++a]);
        else if (!strcmp(argv[a], "-n") && a + 1 < argc) repeats = atoi(argv[++a]);
        else if (!strcmp(argv[a], "-m") && a + 1 < argc) seed = atoi(argv[++a]);
        else if (!strcmp(argv[a], "-h") && a + 1 < argc) h = atof(argv[++a]);
        else if (!strcmp(argv[a], "-f")) st.fixed_dt = 1;
        else if (!strcmp(argv[a], "-t")) timing = 1;
    }
    int me = st.myRank;

    Domain *dom = make_domain(st);
    double E = run_steps(dom, nsteps);
    delete dom;
    if (me == 0) printf("primal %.17g\n", E);

#ifndef NO_AD
    if (timing) {
        // one line per repeat: the CPU seconds of the primal, the forward and the reverse mode
        // (the slowest rank's), measured in the same run (setting up the domains is not timed)
        for (int r = 0; r < repeats; ++r) {
            Domain *p = make_domain(st), *q = make_domain(st), *dq = make_shadow(st);
            Domain *g = make_domain(st), *dg = make_shadow(st);
            dq->x(0) = 1.0;
            MPI_Barrier(MPI_COMM_WORLD);
            double t0 = now();
            run_steps(p, nsteps);
            MPI_Barrier(MPI_COMM_WORLD);
            double t1 = now();
            __enzyme_fwddiff((void *)run_steps, enzyme_dup, q, dq, enzyme_const, nsteps);
            MPI_Barrier(MPI_COMM_WORLD);
            double t2 = now();
            __enzyme_autodiff((void *)run_steps, enzyme_dup, g, dg, enzyme_const, nsteps);
            MPI_Barrier(MPI_COMM_WORLD);
            double t3 = now();
            double times[3] = {t1 - t0, t2 - t1, t3 - t2};
            MPI_Allreduce(MPI_IN_PLACE, times, 3, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
            if (me == 0) printf("time %.9f %.9f %.9f\n", times[0], times[1], times[2]);
            delete p, delete q, delete dq, delete g, delete dg;
        }
        MPI_Finalize();
        return 0;
    }

    Domain *base = make_domain(st);
    Direction v = make_direction(st, base, seed);
    delete base;

    // forward mode: the tangent along v, and the primal state it leaves behind
    Domain *fd = make_domain(st), *dfd = make_shadow(st);
    shift(dfd, v, 1.0);
    double tangent = __enzyme_fwddiff((void *)run_steps, enzyme_dup, fd, dfd, enzyme_const, nsteps);
    check("primal after forward mode", energy_of(fd), E, 1e-13, me);
    delete fd, delete dfd;

    // reverse mode: the gradient of the sum over ranks of each rank's (replicated) energy
    Domain *rv = make_domain(st), *drv = make_shadow(st);
    __enzyme_autodiff((void *)run_steps, enzyme_dup, rv, drv, enzyme_const, nsteps);
    check("primal after reverse mode", energy_of(rv), E, 1e-13, me);
    double vg = dot(drv, v);
    delete rv, delete drv;

    // central finite differences along v
    Domain *pp = make_domain(st), *pm = make_domain(st);
    shift(pp, v, h);
    shift(pm, v, -h);
    double fd_slope = (run_steps(pp, nsteps) - run_steps(pm, nsteps)) / (2 * h);
    delete pp, delete pm;

    check("forward vs finite differences", tangent, fd_slope, 1e-6, me);
    check("dot-product test", vg, st.numRanks * tangent, 1e-10, me);
    check("tangent is not zero", fabs(tangent) > 0 ? 1.0 : 0.0, 1.0, 0.0, me);
    check("reverse vs finite differences", vg / st.numRanks, fd_slope, 1e-6, me);
    if (me == 0)
        printf("tangent %.17g fd %.17g gradient.v/size %.17g\n", tangent, fd_slope,
               vg / st.numRanks);
    printf("lulesh rank %d %s %d\n", me, failed ? "FAILED" : "ok", checks);
#endif
    MPI_Finalize();
    return failed ? 1 : 0;
}
