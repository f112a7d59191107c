/* The kernels of the peers benchmark (python -m bench), written in C against the mpich wheel's
 * mpi.h, compiled with zig cc -O2 and differentiated by mpiad (forward and reverse).
 *
 * Every case has periodic neighbours (left = rank-1, right = rank+1 modulo the size) so that the
 * numpy and JAX peers (bench/peers_py.py) can compute exactly the same function; the reaction
 * term b*u*(1-u) makes the stencils nonlinear, so the reverse sweep has to keep (or recompute)
 * every step's state, as any adjoint of them must.
 */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#define HEAT_A 0.2
#define HEAT_B 0.05

static inline double upd1(double l, double c, double r) {
    return c + HEAT_A * (l - 2.0 * c + r) + HEAT_B * c * (1.0 - c);
}

/* (a) 1-D heat equation (Fisher-KPP reaction), halos by Isend/Irecv/Waitall; returns sum u^2
 * of the final state on this rank. u is updated in place. */
double heat1d(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double *t = malloc(sizeof(double) * (size_t)n);
    double *a = u, *b = t; /* double buffering: swap instead of copying back */
    double gl = 0.0, gr = 0.0;
    for (int s = 0; s < steps; s++) {
        MPI_Request reqs[4];
        MPI_Irecv(&gl, 1, MPI_DOUBLE, left, 1, comm, &reqs[0]);
        MPI_Irecv(&gr, 1, MPI_DOUBLE, right, 2, comm, &reqs[1]);
        MPI_Isend(&a[0], 1, MPI_DOUBLE, left, 2, comm, &reqs[2]);
        MPI_Isend(&a[n - 1], 1, MPI_DOUBLE, right, 1, comm, &reqs[3]);
        MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
        b[0] = upd1(gl, a[0], a[1]);
        for (int i = 1; i < n - 1; i++) b[i] = upd1(a[i - 1], a[i], a[i + 1]);
        b[n - 1] = upd1(a[n - 2], a[n - 1], gr);
        double *sw = a;
        a = b;
        b = sw;
    }
    if (a != u)
        for (int i = 0; i < n; i++) u[i] = a[i];
    free(t);
    double e = 0.0;
    for (int i = 0; i < n; i++) e += u[i] * u[i];
    return e;
}

/* (b) 2-D five-point stencil on nx local rows of ny points (rows split over the ranks,
 * periodic in rows, zero-flux in columns), halo rows by MPI_Sendrecv; returns sum u^2. */
double stencil2d(double *u, int nx, int ny, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int up = (rank + size - 1) % size, down = (rank + 1) % size;
    long m = (long)(nx + 2) * ny;
    double *a = malloc(sizeof(double) * (size_t)m);
    double *b = malloc(sizeof(double) * (size_t)m); /* double buffering with halo rows */
    double *a0 = a, *b0 = b;
    for (long k = 0; k < (long)nx * ny; k++) a[ny + k] = u[k];
    for (int s = 0; s < steps; s++) {
        /* last row -> down, halo row 0 <- up; first row -> up, halo row nx+1 <- down */
        MPI_Sendrecv(&a[(long)nx * ny], ny, MPI_DOUBLE, down, 3, &a[0], ny, MPI_DOUBLE, up, 3,
                     comm, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&a[ny], ny, MPI_DOUBLE, up, 4, &a[(long)(nx + 1) * ny], ny, MPI_DOUBLE, down,
                     4, comm, MPI_STATUS_IGNORE);
        for (int i = 1; i <= nx; i++) {
            const double *c = &a[(long)i * ny], *n = c - ny, *so = c + ny;
            double *o = &b[(long)i * ny];
            o[0] = c[0] + HEAT_A * 0.5 * (n[0] + so[0] + c[1] - 3.0 * c[0]) +
                   HEAT_B * c[0] * (1.0 - c[0]);
            for (int j = 1; j < ny - 1; j++)
                o[j] = c[j] + HEAT_A * 0.5 * (n[j] + so[j] + c[j - 1] + c[j + 1] - 4.0 * c[j]) +
                       HEAT_B * c[j] * (1.0 - c[j]);
            o[ny - 1] = c[ny - 1] +
                        HEAT_A * 0.5 * (n[ny - 1] + so[ny - 1] + c[ny - 2] - 3.0 * c[ny - 1]) +
                        HEAT_B * c[ny - 1] * (1.0 - c[ny - 1]);
        }
        double *sw = a;
        a = b;
        b = sw;
    }
    double e = 0.0;
    for (long k = 0; k < (long)nx * ny; k++) {
        u[k] = a[ny + k];
        e += u[k] * u[k];
    }
    free(a0);
    free(b0);
    return e;
}

/* (c) distributed dot product, norm and least-squares loss in one MPI_Allreduce:
 * J = <x, y> + ||x|| + 0.5 ||x - y||^2 over all ranks (the same J on every rank). */
double dotnorm(const double *x, const double *y, int n, MPI_Comm comm) {
    double loc[3] = {0.0, 0.0, 0.0}, g[3];
    for (int i = 0; i < n; i++) {
        double d = x[i] - y[i];
        loc[0] += x[i] * y[i];
        loc[1] += x[i] * x[i];
        loc[2] += d * d;
    }
    MPI_Allreduce(loc, g, 3, MPI_DOUBLE, MPI_SUM, comm);
    return g[0] + sqrt(g[1]) + 0.5 * g[2];
}

/* (d) the seed's token ring (Isend/Irecv/Wait), looped `laps` times: one double per message,
 * latency-bound. Returns token^2 (on rank 0 the token that came back). */
double ring(double token, int laps, MPI_Comm comm) {
    int rank, n;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &n);
    double buf = token, in = 0.0;
    for (int k = 0; k < laps; k++) {
        MPI_Request reqs[2];
        if (rank != 0) {
            MPI_Irecv(&in, 1, MPI_DOUBLE, rank - 1, 0, comm, &reqs[1]);
            MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
            buf = in + 1e-3 * sin(in);
        }
        MPI_Isend(&buf, 1, MPI_DOUBLE, (rank + 1) % n, 0, comm, &reqs[0]);
        if (rank == 0) {
            MPI_Irecv(&in, 1, MPI_DOUBLE, n - 1, 0, comm, &reqs[1]);
            MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
        }
        MPI_Wait(&reqs[0], MPI_STATUS_IGNORE);
        if (rank == 0) buf = in;
    }
    return buf * buf;
}

/* (e) conjugate gradients on the periodic 1-D operator A p = 3 p - p_left - p_right (SPD),
 * halos by Sendrecv, dot products by Allreduce; `iters` iterations from x = 0; returns ||x||^2
 * over all ranks. */
static void cg_apply(const double *p, double *q, int n, int left, int right, MPI_Comm comm) {
    double gl = 0.0, gr = 0.0;
    MPI_Sendrecv(&p[n - 1], 1, MPI_DOUBLE, right, 5, &gl, 1, MPI_DOUBLE, left, 5, comm,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(&p[0], 1, MPI_DOUBLE, left, 6, &gr, 1, MPI_DOUBLE, right, 6, comm,
                 MPI_STATUS_IGNORE);
    q[0] = 3.0 * p[0] - gl - p[1];
    for (int i = 1; i < n - 1; i++) q[i] = 3.0 * p[i] - p[i - 1] - p[i + 1];
    q[n - 1] = 3.0 * p[n - 1] - p[n - 2] - gr;
}

static double cg_dot(const double *a, const double *b, int n, MPI_Comm comm) {
    double s = 0.0, t;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, comm);
    return t;
}

double cg(const double *b, int n, int iters, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double *x = malloc(sizeof(double) * (size_t)n), *r = malloc(sizeof(double) * (size_t)n);
    double *p = malloc(sizeof(double) * (size_t)n), *q = malloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++) {
        x[i] = 0.0;
        r[i] = b[i];
        p[i] = b[i];
    }
    double rr = cg_dot(r, r, n, comm);
    for (int k = 0; k < iters; k++) {
        cg_apply(p, q, n, left, right, comm);
        double alpha = rr / cg_dot(p, q, n, comm);
        for (int i = 0; i < n; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * q[i];
        }
        double rr2 = cg_dot(r, r, n, comm);
        double beta = rr2 / rr;
        for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
        rr = rr2;
    }
    double e = cg_dot(x, x, n, comm);
    free(x);
    free(r);
    free(p);
    free(q);
    return e;
}
