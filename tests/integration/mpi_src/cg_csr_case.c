/* The benchmark's distributed CSR conjugate gradients (bench/src/cg_csr.c) as a test case: a
 * 4 x 4 x 3 slab per rank, the matrix built inside (integer arrays: constant), the gradient of
 * |x|^2 with respect to the right-hand side b after `iters` iterations. */
#define CG_CSR_NO_ENZYME
#include "../../../bench/src/cg_csr.c"

double cg_case(double *b, int iters, MPI_Comm comm) {
    int rank, size, nx = 4, ny = 4, nz = 3, n = nx * ny * nz;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int *rowptr = malloc(sizeof(int) * (size_t)(n + 1));
    int *col = malloc(sizeof(int) * (size_t)(27 * n));
    double *val = malloc(sizeof(double) * (size_t)(27 * n));
    csr_build(nx, ny, nz, rank, size, rowptr, col, val);
    double loss = cg_loss(b, nx, ny, nz, rowptr, col, val, iters, comm);
    free(rowptr);
    free(col);
    free(val);
    return loss;
}

/* A matrix passed as a struct whose integer fields sit beside its pointers (a Duplicated
 * struct: its shadow may have zeros in the integer fields, as memset users do) */
typedef struct {
    int n, nnz;
    const int *rowptr, *col;
    double *val;
} csr_t;

double struct_matvec(csr_t *A, double *x, int reps) {
    double *y = malloc(sizeof(double) * (size_t)A->n);
    double s = 0.0;
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < A->n; i++) {
            double t = 0.0;
            for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++) t += A->val[k] * x[A->col[k]];
            y[i] = t;
        }
        for (int i = 0; i < A->n; i++) {
            x[i] = 0.5 * x[i] + 0.1 * y[i] * y[i];
            s += x[i];
        }
    }
    free(y);
    return s;
}
