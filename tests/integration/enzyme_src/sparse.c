/* Issue 25's -O0 cases, written for Enzyme's interface:
 * 1. a malloc'd buffer filled by a callee (at -O0 its pointer lives in a stack slot and is
 *    reloaded before the call): the reproducer from the issue, ds/db = 8 b;
 * 2. a sparse matrix passed as a Duplicated struct whose integer fields (sizes, pointers to
 *    index arrays) sit beside its value pointer: the gradient must not depend on what the
 *    shadow struct holds in its integer fields (zeros, as a memset user leaves them, or copies).
 * Prints "ok N" with the number of checks that passed; exits 1 on the first failure. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

__attribute__((noinline)) void axpy(int n, const double *x, double *w) {
    for (int i = 0; i < n; i++) w[i] = 2.0 * x[i];
}

__attribute__((noinline)) double f(const double *b, int n) {
    double *r = (double *)malloc(sizeof(double) * n);
    axpy(n, b, r);
    double s = 0.0;
    for (int i = 0; i < n; i++) s += r[i] * r[i];
    free(r);
    return s; /* ds/db = 8 b */
}

typedef struct {
    int n, nnz;
    const int *rowptr, *col;
    double *val;
} csr_t;

__attribute__((noinline)) double matvec_loss(csr_t *A, double *x, int reps) {
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
            s += x[i] * A->val[i];
        }
    }
    free(y);
    return s;
}

static int checks = 0;

static void expect(const char *what, double got, double want) {
    if (!(fabs(got - want) <= 1e-6 * (1.0 + fabs(want)))) {
        printf("FAIL %s: got %.17g, want %.17g\n", what, got, want);
        exit(1);
    }
    checks++;
}

enum { N = 5, NNZ = 13 };
static const int rowptr[N + 1] = {0, 2, 5, 8, 11, 13};
static const int col[NNZ] = {0, 1, 0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4};

static double loss_at(const double *val0, const double *x0, int reps) {
    double val[NNZ], x[N];
    memcpy(val, val0, sizeof val);
    memcpy(x, x0, sizeof x);
    csr_t A = {N, NNZ, rowptr, col, val};
    return matvec_loss(&A, x, reps);
}

int main(void) {
    /* 1. the reproducer */
    double b[3] = {1, 2, 3}, db[3] = {0, 0, 0}, v[3] = {1, 0, 0};
    __enzyme_autodiff((void *)f, enzyme_dup, b, db, enzyme_const, 3);
    double t = __enzyme_fwddiff((void *)f, enzyme_dup, b, v, enzyme_const, 3);
    for (int i = 0; i < 3; i++) expect("reverse ds/db", db[i], 8 * b[i]);
    expect("forward ds/db . e0", t, 8 * b[0]);

    /* 2. the struct: reverse gradient in val and x, with the shadow's integer fields copied
     * and zeroed, against central finite differences */
    double val0[NNZ], x0[N];
    for (int k = 0; k < NNZ; k++) val0[k] = 0.3 + 0.05 * k;
    for (int i = 0; i < N; i++) x0[i] = 0.2 + 0.1 * i;
    for (int zeroed = 0; zeroed < 2; zeroed++) {
        double val[NNZ], dval[NNZ] = {0}, x[N], dx[N] = {0};
        memcpy(val, val0, sizeof val);
        memcpy(x, x0, sizeof x);
        csr_t A = {N, NNZ, rowptr, col, val}, dA;
        if (zeroed) {
            memset(&dA, 0, sizeof dA);
            dA.val = dval;
        } else {
            dA = A;
            dA.val = dval;
        }
        __enzyme_autodiff((void *)matvec_loss, enzyme_dup, &A, &dA, enzyme_dup, x, dx,
                          enzyme_const, 3);
        const double h = 1e-6;
        for (int k = 0; k < NNZ; k++) {
            double p[NNZ], m[NNZ];
            memcpy(p, val0, sizeof p);
            memcpy(m, val0, sizeof m);
            p[k] += h;
            m[k] -= h;
            expect(zeroed ? "d/dval (zeroed ints)" : "d/dval",
                   dval[k], (loss_at(p, x0, 3) - loss_at(m, x0, 3)) / (2 * h));
        }
        for (int i = 0; i < N; i++) {
            double p[N], m[N];
            memcpy(p, x0, sizeof p);
            memcpy(m, x0, sizeof m);
            p[i] += h;
            m[i] -= h;
            expect(zeroed ? "d/dx (zeroed ints)" : "d/dx",
                   dx[i], (loss_at(val0, p, 3) - loss_at(val0, m, 3)) / (2 * h));
        }
    }
    printf("ok %d\n", checks);
    return 0;
}
