/* A sparse mat-vec whose rows are reached through per-row pointer arrays (HPCCG's layout),
 * differentiated through Enzyme's interface. Built with MPIAD_CHECKED_RELOAD=1, mpiad's reverse
 * sweep reads the rows again instead of taping them, and checks at run time that they did not
 * change (passes/checked_reload.py):
 * each iteration the program also writes through another pointer of the matrix (`buf`, as
 * HPCCG's halo exchange fills its send_buffer), which no analysis of the IR tells apart from
 * the rows.
 *
 *   rowptr          buf is its own array: the gradient must be right (forward against central
 *                   differences, reverse by the dot-product test over the ranks)
 *   rowptr clobber  buf is the start of row 0's values, so the rows change during the call:
 *                   the gradient with reloads would be wrong, and the run must stop with
 *                   mpiad's message (built without it, the rows are taped and the gradient
 *                   is right).
 * Prints "rank R ok 2" when both checks pass; exits 1 on the first failure. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 12    /* rows (and columns) a rank */
#define W 3     /* nonzeros a row */
#define NBUF 2  /* entries of buf */
#define ITERS 4

typedef struct {
    int n, nbuf;
    int *len;
    double **vals;
    int **inds;
    double *buf;
} Mat;

int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

void fill_buf(Mat *A, const double *x) {
    for (int k = 0; k < A->nbuf; k++) A->buf[k] = 0.5 * x[k];
}

void matvec(Mat *A, const double *x, double *y) {
    for (int i = 0; i < A->n; i++) {
        const double *v = A->vals[i];
        const int *c = A->inds[i];
        double s = 0.0;
        for (int j = 0; j < A->len[i]; j++) s += v[j] * x[c[j]];
        y[i] = s;
    }
}

double loss(Mat *A, double *x, MPI_Comm comm) {
    double y[N], s = 0.0, all = 0.0;
    for (int it = 0; it < ITERS; it++) {
        fill_buf(A, x);
        matvec(A, x, y);
        for (int i = 0; i < N; i++) x[i] = 0.3 * x[i] + sin(y[i]);
    }
    for (int i = 0; i < N; i++) s += x[i] * x[i];
    MPI_Allreduce(&s, &all, 1, MPI_DOUBLE, MPI_SUM, comm);
    return all;
}

/* a matrix whose values lie in one array (vals: N * W of them), its buf apart or on row 0 */
static Mat make(double *vals, int *inds, int *len, double *buf, int clobber) {
    Mat A = {N, NBUF, len, malloc(N * sizeof(double *)), malloc(N * sizeof(int *)), buf};
    for (int i = 0; i < N; i++) A.vals[i] = vals + W * i, A.inds[i] = inds + W * i;
    if (clobber) A.buf = vals;
    return A;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank, size, ok = 0, clobber = argc > 1 && !strcmp(argv[1], "clobber");
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int len[N], inds[N * W];
    double v0[N * W], vA[N * W], vals[N * W], dvals[N * W], buf[NBUF], dbuf[NBUF];
    double x0[N], vx[N], x[N], dx[N], gx[N];
    for (int i = 0; i < N; i++) {
        len[i] = i % 2 ? W : W - 1;
        for (int j = 0; j < W; j++) {
            inds[W * i + j] = (i + 5 * j) % N;
            v0[W * i + j] = 0.2 + 0.1 * sin(1.0 + i + 7.0 * j + rank);
            vA[W * i + j] = cos(0.3 * i + j + rank);
        }
        x0[i] = 0.5 * cos(0.7 * i + rank);
        vx[i] = sin(1.1 * i + 2.0 * rank);
    }
    Mat A = make(vals, inds, len, buf, clobber), dA = make(dvals, inds, len, dbuf, clobber);
    /* 1. forward against central differences along (vx, vA) */
    const double h = 1e-6;
    double fp, fm;
    for (int k = 0; k < N * W; k++) vals[k] = v0[k] + h * vA[k];
    for (int i = 0; i < N; i++) x[i] = x0[i] + h * vx[i];
    fp = loss(&A, x, comm);
    for (int k = 0; k < N * W; k++) vals[k] = v0[k] - h * vA[k];
    for (int i = 0; i < N; i++) x[i] = x0[i] - h * vx[i];
    fm = loss(&A, x, comm);
    double fd = (fp - fm) / (2 * h);
    memcpy(vals, v0, sizeof vals), memcpy(dvals, vA, sizeof dvals), memset(dbuf, 0, sizeof dbuf);
    memcpy(x, x0, sizeof x), memcpy(dx, vx, sizeof dx);
    double t = __enzyme_fwddiff((void *)loss, enzyme_dup, &A, &dA, enzyme_dup, x, dx,
                                enzyme_const, comm);
    if (fabs(t - fd) <= 1e-5 * (1 + fabs(fd))) ok++;
    else printf("rank %d: forward %.15g, central differences %.15g\n", rank, t, fd);
    /* 2. reverse by the dot-product test: the sum over ranks of <v, gradient> is size * t (each
     * rank seeds its copy of the replicated result with 1) */
    memcpy(vals, v0, sizeof vals), memset(dvals, 0, sizeof dvals), memset(dbuf, 0, sizeof dbuf);
    memcpy(x, x0, sizeof x), memset(gx, 0, sizeof gx);
    __enzyme_autodiff((void *)loss, enzyme_dup, &A, &dA, enzyme_dup, x, gx, enzyme_const, comm);
    double dot = 0.0, all = 0.0;
    for (int i = 0; i < N; i++) dot += vx[i] * gx[i];
    for (int k = 0; k < N * W; k++) dot += vA[k] * dvals[k];
    MPI_Allreduce(&dot, &all, 1, MPI_DOUBLE, MPI_SUM, comm);
    if (fabs(all - size * t) <= 1e-9 * (1 + fabs(size * t))) ok++;
    else printf("rank %d: reverse %.15g, forward %.15g\n", rank, all, size * t);
    printf("rank %d ok %d\n", rank, ok);
    MPI_Finalize();
    return ok == 2 ? 0 : 1;
}
