/* Second derivatives through MINLOC / MAXLOC on MPI_FLOAT_INT pairs, against the same kernel on
 * MPI_DOUBLE_INT pairs (hvp_pairs_check.py). The pairs' values are float-exact at the points the
 * check evaluates (x a multiple of 1/8, the offsets too), so both kernels compute the same value,
 * gradient and H v up to the float rounding of the tangents that travel with the float pairs.
 * Allreduce MINLOC (twice), Allreduce MAXLOC in place, Reduce MAXLOC to the root then Bcast, Scan
 * MAXLOC (second order refuses pairs in nonblocking and persistent calls); each rank's values
 * distinct from every other rank's (no ties). */
#include <mpi.h>

#define W MPI_COMM_WORLD

static double total(double t) {
    double s;
    MPI_Allreduce(&t, &s, 1, MPI_DOUBLE, MPI_SUM, W);
    return s;
}

#define PAIR_KERNEL(NAME, T, DT)                                                              \
    double NAME(double *x, int n) {                                                          \
        int rank;                                                                            \
        MPI_Comm_rank(W, &rank);                                                             \
        struct { T v; int loc; } a[2], b[2], ip[2], r[2], rb[2], ia[2], ib[2], sa[2], sb[2]; \
        for (int k = 0; k < 2; k++) {                                                        \
            a[k].v = (T)(x[k] + 0.125 * ((rank * 3 + k) % 5));                                \
            a[k].loc = 10 * rank + k;                                                        \
            ip[k].v = (T)(x[k + 2] - 0.25 * ((rank + 2 * k) % 3));                            \
            ip[k].loc = rank;                                                                \
            r[k].v = (T)(x[3 - k] + 0.375 * ((rank + k) % 4));                                \
            r[k].loc = rank + k;                                                             \
            ia[k].v = (T)(x[k + 1] - 0.5 * ((2 * rank + k) % 3));                             \
            ia[k].loc = rank;                                                                \
            sa[k].v = (T)(x[k] + 0.25 * rank);                                                \
            sa[k].loc = rank;                                                                \
        }                                                                                    \
        MPI_Allreduce(a, b, 2, DT, MPI_MINLOC, W);                                           \
        MPI_Allreduce(MPI_IN_PLACE, ip, 2, DT, MPI_MAXLOC, W);                               \
        MPI_Reduce(r, rb, 2, DT, MPI_MAXLOC, 0, W);                                          \
        double rv[2] = {0.0, 0.0};                                                           \
        if (rank == 0) { rv[0] = rb[0].v; rv[1] = rb[1].v; }                                 \
        MPI_Bcast(rv, 2, MPI_DOUBLE, 0, W);                                                  \
        MPI_Allreduce(ia, ib, 2, DT, MPI_MINLOC, W);                                         \
        MPI_Scan(sa, sb, 2, DT, MPI_MAXLOC, W);                                              \
        double t = 0.0;                                                                      \
        for (int k = 0; k < 2; k++)                                                          \
            t += b[k].v * b[k].v * x[k] * (1.0 + 0.01 * b[k].loc) + ip[k].v * ip[k].v * x[k + 1] \
                 + ib[k].v * sb[k].v * x[k + 2] + b[k].v * ip[k].v + sb[k].v * sb[k].v;     \
        return total(t) + rv[0] * b[1].v * x[3] + rv[1] * x[0];                                           \
    }

PAIR_KERNEL(pairs_f, float, MPI_FLOAT_INT)
PAIR_KERNEL(pairs_d, double, MPI_DOUBLE_INT)
