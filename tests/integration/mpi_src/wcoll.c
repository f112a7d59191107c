/* Issue 37: the w-variants (MPI_Alltoallw, MPI_Ialltoallw, MPI_Neighbor_alltoallw,
 * MPI_Ineighbor_alltoallw): a datatype, a count and a byte displacement per peer. To even peers
 * a column of a 3x4 field (MPI_Type_vector) goes, to odd ones a row of 3 plain doubles; from
 * even peers 3 doubles arrive contiguous, from odd ones every other element (a vector of
 * stride 2); a pair of ranks whose sum is 2 mod 3 exchanges nothing, its blocks MPI_INT of
 * count 0. Then the in-place Alltoallw, and the neighbour forms on a periodic 1-D Cartesian
 * communicator (MPI_Aint displacements). A nonlinear update after each. w_refused: doubles to
 * one peer, ints to another (a mixture, refused naming the call). */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>

#define NY 3
#define NX 4

static int zero_pair(int a, int b) { return (a + b) % 3 == 2; }

double wcoll(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double f[NY][NX];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            f[j][i] = sin(u[(j * NX + i) % n]) * (rank + 1.0) + u[(i + 2 * j) % n];
    MPI_Datatype col, every2;
    MPI_Type_vector(NY, 1, NX, MPI_DOUBLE, &col);
    MPI_Type_commit(&col);
    MPI_Type_vector(NY, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    int *sc = malloc(sizeof(int) * size * 4), *sd = sc + size, *rc = sc + 2 * size,
        *rd = sc + 3 * size;
    MPI_Datatype *st = malloc(sizeof(MPI_Datatype) * size * 2), *rt = st + size;
    double *r = calloc((size_t)6 * size, sizeof(double));
    for (int b = 0; b < size; b++) {
        if (zero_pair(rank, b)) {
            sc[b] = rc[b] = 0; sd[b] = rd[b] = 0; st[b] = rt[b] = MPI_INT;
            continue;
        }
        if (b % 2 == 0) { sc[b] = 1; st[b] = col; sd[b] = (b % NX) * (int)sizeof(double); }
        else { sc[b] = NY; st[b] = MPI_DOUBLE; sd[b] = (b % NY) * NX * (int)sizeof(double); }
        if (b % 2 == 0) { rc[b] = NY; rt[b] = MPI_DOUBLE; rd[b] = 6 * b * (int)sizeof(double); }
        else { rc[b] = 1; rt[b] = every2; rd[b] = (6 * b + 1) * (int)sizeof(double); }
    }
    double s = 0.0;
    for (int it = 0; it < 2; it++) {  /* blocking, then nonblocking */
        if (it == 0) MPI_Alltoallw(f, sc, sd, st, r, rc, rd, rt, comm);
        else {
            MPI_Request q;
            MPI_Ialltoallw(f, sc, sd, st, r, rc, rd, rt, comm, &q);
            MPI_Wait(&q, MPI_STATUS_IGNORE);
        }
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) f[j][i] = cos(f[j][i]) + r[(j * NX + i) % (6 * size)] * f[j][i];
        for (int k = 0; k < 6 * size; k++) s += r[k] * r[k] * (k + 1.0);
    }
    /* in place: the receive side's blocks go out and are replaced */
    for (int k = 0; k < 6 * size; k++) r[k] = sin(r[k]) + f[k % NY][k % NX];
    MPI_Alltoallw(MPI_IN_PLACE, NULL, NULL, NULL, r, rc, rd, rt, comm);
    for (int k = 0; k < 6 * size; k++) s += r[k] * f[(k + 1) % NY][k % NX];
    /* neighbours on a periodic ring: to the lower a column, to the upper a row; from the lower
     * 3 contiguous doubles, from the upper every other element */
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    int nsc[2] = {1, NY}, nrc[2] = {NY, 1};
    MPI_Aint nsd[2] = {sizeof(double), NX * sizeof(double)}, nrd[2] = {0, 7 * sizeof(double)};
    MPI_Datatype nst[2] = {col, MPI_DOUBLE}, nrt[2] = {MPI_DOUBLE, every2};
    double g[14];
    for (int k = 0; k < 14; k++) g[k] = 0.0;
    for (int it = 0; it < 2; it++) {
        if (it == 0) MPI_Neighbor_alltoallw(f, nsc, nsd, nst, g, nrc, nrd, nrt, ring);
        else {
            MPI_Request q;
            MPI_Ineighbor_alltoallw(f, nsc, nsd, nst, g, nrc, nrd, nrt, ring, &q);
            MPI_Wait(&q, MPI_STATUS_IGNORE);
        }
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) f[j][i] = sin(f[j][i]) * g[(j + i) % 14] + 0.5 * f[j][i];
        for (int k = 0; k < 14; k++) s += g[k] * g[k] * (k + 2.0);
    }
    MPI_Comm_free(&ring);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) s += f[j][i] * f[j][i];
    MPI_Type_free(&col);
    MPI_Type_free(&every2);
    free(sc); free(st); free(r);
    return s;
}

/* doubles to some peers, ints to others: a mixture, refused naming the call */
double w_refused(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double x[8], y[8];
    for (int k = 0; k < 8; k++) { x[k] = sin(u[k % n]) + rank; y[k] = 0.0; }
    int c[4], d[4];
    MPI_Datatype t[4];
    for (int b = 0; b < size && b < 4; b++) {
        c[b] = 1; d[b] = 2 * b * (int)sizeof(double); t[b] = (rank + b) % 2 ? MPI_INT : MPI_DOUBLE;
    }
    MPI_Alltoallw(x, c, d, t, y, c, d, t, comm);
    return y[0] * y[0] + y[2];
}
