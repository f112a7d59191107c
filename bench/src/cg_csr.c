/* Distributed conjugate gradients on a CSR matrix: the 27-point operator of a 3-D grid split
 * into z-slabs, one per rank. Written for mpiad's benchmarks (issue 25): the shape of a real CG
 * mini-app (CSR mat-vec with up to 27 nonzeros per row, halo exchange with Irecv + Send + Wait,
 * dot products with Allreduce, a fixed iteration count), differentiated through Enzyme's
 * interface: cg_grad (reverse) and cg_tangent (forward) of cg_loss = |x|^2 with respect to the
 * right-hand side b.
 *
 * A row of the local slab has columns 0..n-1 for the slab's own points, n..n+P-1 for the plane
 * below (received from rank-1) and n+P..n+2P-1 for the plane above (rank+1), P = nx*ny. */
#include <mpi.h>
#include <stdlib.h>

#ifndef CG_CSR_NO_ENZYME
int enzyme_dup, enzyme_const, enzyme_out;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
#endif

/* the matrix: 26 on the diagonal, -1 for every neighbour (diagonally dominant) */
int csr_build(int nx, int ny, int nz, int rank, int size, int *rowptr, int *col, double *val) {
    int P = nx * ny, n = P * nz, k = 0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                int row = (z * ny + y) * nx + x;
                rowptr[row] = k;
                for (int dz = -1; dz <= 1; dz++)
                    for (int dy = -1; dy <= 1; dy++)
                        for (int dx = -1; dx <= 1; dx++) {
                            int zz = z + dz, yy = y + dy, xx = x + dx;
                            if (yy < 0 || yy >= ny || xx < 0 || xx >= nx) continue;
                            int c;
                            if (zz < 0) {
                                if (rank == 0) continue;
                                c = n + yy * nx + xx;
                            } else if (zz >= nz) {
                                if (rank == size - 1) continue;
                                c = n + P + yy * nx + xx;
                            } else {
                                c = (zz * ny + yy) * nx + xx;
                            }
                            col[k] = c;
                            val[k] = (dx == 0 && dy == 0 && dz == 0) ? 26.0 : -1.0;
                            k++;
                        }
            }
    rowptr[n] = k;
    return k;
}

/* the ghost planes of x (x has n + 2P entries) from the neighbouring ranks */
static void halo(double *x, int n, int P, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Request req[2];
    int nreq = 0;
    if (rank > 0) MPI_Irecv(x + n, P, MPI_DOUBLE, rank - 1, 1, comm, &req[nreq++]);
    if (rank < size - 1) MPI_Irecv(x + n + P, P, MPI_DOUBLE, rank + 1, 0, comm, &req[nreq++]);
    if (rank > 0) MPI_Send(x, P, MPI_DOUBLE, rank - 1, 0, comm);
    if (rank < size - 1) MPI_Send(x + n - P, P, MPI_DOUBLE, rank + 1, 1, comm);
    for (int k = 0; k < nreq; k++) MPI_Wait(&req[k], MPI_STATUS_IGNORE);
}

__attribute__((noinline)) void spmv(int n, const int *rowptr, const int *col, const double *val,
                                    const double *x, double *y) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
        y[i] = s;
    }
}

static double dot(int n, const double *a, const double *b, MPI_Comm comm) {
    double local = 0.0, global;
    for (int i = 0; i < n; i++) local += a[i] * b[i];
    MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
    return global;
}

/* |x|^2 after `iters` CG iterations on A x = b from x = 0 */
__attribute__((noinline)) double cg_loss(const double *b, int nx, int ny, int nz,
                                         const int *rowptr, const int *col, const double *val,
                                         int iters, MPI_Comm comm) {
    int P = nx * ny, n = P * nz;
    double *x = calloc((size_t)n, sizeof(double));
    double *r = malloc(sizeof(double) * (size_t)n);
    double *p = calloc((size_t)(n + 2 * P), sizeof(double));
    double *Ap = malloc(sizeof(double) * (size_t)n);
    for (int i = 0; i < n; i++) r[i] = p[i] = b[i];
    double rr = dot(n, r, r, comm);
    for (int it = 0; it < iters; it++) {
        halo(p, n, P, comm);
        spmv(n, rowptr, col, val, p, Ap);
        double alpha = rr / dot(n, p, Ap, comm);
        for (int i = 0; i < n; i++) {
            x[i] += alpha * p[i];
            r[i] -= alpha * Ap[i];
        }
        double rr_new = dot(n, r, r, comm);
        double beta = rr_new / rr;
        rr = rr_new;
        for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
    }
    double loss = dot(n, x, x, comm);
    free(x);
    free(r);
    free(p);
    free(Ap);
    return loss;
}

#ifndef CG_CSR_NO_ENZYME /* tests include this file and differentiate cg_loss themselves */
void cg_grad(const double *b, double *db, int nx, int ny, int nz, const int *rowptr,
             const int *col, const double *val, int iters, MPI_Comm comm) {
    __enzyme_autodiff((void *)cg_loss, enzyme_dup, b, db, enzyme_const, nx, enzyme_const, ny,
                      enzyme_const, nz, enzyme_const, rowptr, enzyme_const, col, enzyme_const,
                      val, enzyme_const, iters, enzyme_const, comm);
}

double cg_tangent(const double *b, const double *vb, int nx, int ny, int nz, const int *rowptr,
                  const int *col, const double *val, int iters, MPI_Comm comm) {
    return __enzyme_fwddiff((void *)cg_loss, enzyme_dup, b, vb, enzyme_const, nx, enzyme_const,
                            ny, enzyme_const, nz, enzyme_const, rowptr, enzyme_const, col,
                            enzyme_const, val, enzyme_const, iters, enzyme_const, comm);
}
#endif
