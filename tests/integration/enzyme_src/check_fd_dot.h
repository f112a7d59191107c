/* The check the Enzyme-interface C programs run on each kernel (families.c, rma_enzyme.c,
 * rma_requests_enzyme.c): F(double *x, MPI_Comm) of N inputs; the caller has `comm`, `rank`,
 * `size` and an `ok` counter in scope, and the enzyme_dup / enzyme_const markers and the
 * __enzyme_fwddiff / __enzyme_autodiff declarations. Forward mode against central finite
 * differences, reverse mode by the dot-product test summed over the ranks. */
#include <math.h>
#include <stdio.h>
#include <string.h>

/* forward and reverse of F (a function named at the call: mpiad resolves it statically), checked
 * against the primal; adds the checks that passed to ok */
#define CHECK(F, which)                                                                        \
    do {                                                                                       \
        double x[N], v[N], g[N] = {0}, xp[N], xm[N], dx[N], y[N];                              \
        for (int i = 0; i < N; i++) {                                                          \
            x[i] = 0.3 + 0.1 * i + 0.05 * rank * ((which) + 1);                                \
            v[i] = 0.2 - 0.07 * i + 0.03 * rank;                                               \
            xp[i] = x[i] + 1e-6 * v[i];                                                        \
            xm[i] = x[i] - 1e-6 * v[i];                                                        \
        }                                                                                      \
        double fd = (F(xp, comm) - F(xm, comm)) / 2e-6;                                        \
        memcpy(dx, v, sizeof dx);                                                              \
        double t = __enzyme_fwddiff((void *)F, enzyme_dup, x, dx, enzyme_const, comm);         \
        /* Enzyme seeds the result with 1 on every rank; it is the same value on every rank, \
         * so the gradient summed over the ranks is size times its gradient */               \
        memcpy(y, x, sizeof y);                                                                \
        __enzyme_autodiff((void *)F, enzyme_dup, y, g, enzyme_const, comm);                    \
        double dot = 0.0, dot_all;                                                             \
        for (int i = 0; i < N; i++) dot += g[i] * v[i];                                        \
        MPI_Allreduce(&dot, &dot_all, 1, MPI_DOUBLE, MPI_SUM, comm);                           \
        int good_fwd = fabs(t - fd) <= 1e-5 * (1 + fabs(fd));                                  \
        int good_rev = fabs(dot_all - size * t) <= 1e-8 * (1 + fabs(size * t));                \
        if (!good_fwd || !good_rev)                                                            \
            printf("rank %d %s: forward %.12g fd %.12g reverse %.12g\n", rank, #F, t, fd,      \
                   dot_all);                                                                   \
        ok += good_fwd + good_rev;                                                             \
    } while (0)
