/* Issue 37: persistent collectives beyond MPI_DOUBLE blocks. pcoll_w: MPI_Alltoallw_init and
 * MPI_Neighbor_alltoallw_init (a datatype, count and byte displacement per peer: a column of a
 * 3x4 field (MPI_Type_vector) to even peers, a row of plain doubles to odd ones; every other
 * element (a vector of stride 2) from odd peers) on a periodic 1-D Cartesian ring, made once, and
 * an in-place MPI_Alltoallw_init, started by MPI_Startall in a time loop, completed by
 * MPI_Waitall, freed by MPI_Request_free. pcoll_dt: derived datatypes on the persistent moves
 * (MPI_Bcast_init of a contiguous type, MPI_Allgather_init of a vector, MPI_Alltoallv_init of an
 * indexed type, MPI_Scatter_init in place at its root, MPI_Neighbor_allgather_init of a vector;
 * and the reductions MPI_Allreduce_init, MPI_Scan_init and MPI_Reduce_scatter_block_init of the
 * contiguous pair with a user-defined sum registered as one), started by MPI_Start / MPI_Startall,
 * completed by MPI_Wait / MPI_Waitall. A nonlinear update each step. */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>

#define NY 3
#define NX 4
#define INFO MPI_INFO_NULL

double pcoll_w(double *u, int n, MPI_Comm comm) {
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
        if (b % 2 == 0) { sc[b] = 1; st[b] = col; sd[b] = (b % NX) * (int)sizeof(double); }
        else { sc[b] = NY; st[b] = MPI_DOUBLE; sd[b] = (b % NY) * NX * (int)sizeof(double); }
        if (b % 2 == 0) { rc[b] = NY; rt[b] = MPI_DOUBLE; rd[b] = 6 * b * (int)sizeof(double); }
        else { rc[b] = 1; rt[b] = every2; rd[b] = (6 * b + 1) * (int)sizeof(double); }
    }
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    int nsc[2] = {1, NY}, nrc[2] = {NY, 1};
    MPI_Aint nsd[2] = {sizeof(double), NX * sizeof(double)}, nrd[2] = {0, 7 * sizeof(double)};
    MPI_Datatype nst[2] = {col, MPI_DOUBLE}, nrt[2] = {MPI_DOUBLE, every2};
    double g[14];
    for (int k = 0; k < 14; k++) g[k] = 0.0;
    /* in place: the receive side's blocks go out and are replaced */
    double *ip = calloc((size_t)6 * size, sizeof(double));
    MPI_Request rq[3];
    MPI_Alltoallw_init(f, sc, sd, st, r, rc, rd, rt, comm, INFO, &rq[0]);
    MPI_Neighbor_alltoallw_init(f, nsc, nsd, nst, g, nrc, nrd, nrt, ring, INFO, &rq[1]);
    MPI_Alltoallw_init(MPI_IN_PLACE, NULL, NULL, NULL, ip, rc, rd, rt, comm, INFO, &rq[2]);
    double s = 0.0;
    for (int it = 0; it < 3; it++) {
        for (int k = 0; k < 6 * size; k++) ip[k] = sin(r[k]) + f[k % NY][k % NX];
        MPI_Startall(3, rq);
        MPI_Waitall(3, rq, MPI_STATUSES_IGNORE);
        for (int k = 0; k < 6 * size; k++) s += ip[k] * f[(k + 1) % NY][k % NX];
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                f[j][i] = cos(f[j][i]) + r[(j * NX + i) % (6 * size)] * f[j][i]
                          + 0.3 * sin(g[(j + i) % 14]);
        for (int k = 0; k < 6 * size; k++) s += r[k] * r[k] * (k + 1.0);
        for (int k = 0; k < 14; k++) s += g[k] * g[k] * (k + 2.0);
    }
    for (int q = 0; q < 3; q++) MPI_Request_free(&rq[q]);
    MPI_Comm_free(&ring);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) s += f[j][i] * f[j][i];
    MPI_Type_free(&col);
    MPI_Type_free(&every2);
    free(sc); free(st); free(r); free(ip);
    return s;
}

#define MAXR 8

void mpiad_register_op_derivative(MPI_Op op, int like);

/* a sum over pairs of doubles (MPI_Type_contiguous(2, MPI_DOUBLE)): MPI defines its predefined
 * ops on predefined datatypes only */
static void pair_sum(void *in, void *io, int *len, MPI_Datatype *dt) {
    (void)dt;
    for (int k = 0; k < 2 * *len; k++) ((double *)io)[k] += ((const double *)in)[k];
}

double pcoll_dt(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Datatype pair, stride2, idx;
    MPI_Type_contiguous(2, MPI_DOUBLE, &pair);
    MPI_Type_commit(&pair);
    MPI_Type_vector(2, 1, 3, MPI_DOUBLE, &stride2);  /* elements 0 and 3 */
    MPI_Type_commit(&stride2);
    int bl[2] = {1, 2}, disp[2] = {0, 2};  /* elements 0, 2, 3 */
    MPI_Type_indexed(2, bl, disp, MPI_DOUBLE, &idx);
    MPI_Type_commit(&idx);
    double b[4], x[6], ag[2 * MAXR], at_s[4 * MAXR], at_r[4 * MAXR], sc_b[2 * MAXR], nb[4];
    int ones[MAXR], sdis[MAXR], rdis[MAXR];
    for (int r = 0; r < size; r++) { ones[r] = 1; sdis[r] = size - 1 - r; rdis[r] = r; }
    for (int k = 0; k < 6; k++) x[k] = sin(u[k % n]) + rank;
    for (int k = 0; k < 4 * size; k++) at_s[k] = u[(k + rank) % n] * (1.0 + 0.1 * k);
    for (int k = 0; k < 2 * size; k++) sc_b[k] = cos(u[k % n]) + 0.5 * rank;
    for (int k = 0; k < 4; k++) { b[k] = rank == 0 ? u[k % n] : 0.0; nb[k] = 0.0; }
    for (int k = 0; k < 4 * size; k++) at_r[k] = 0.0;
    for (int k = 0; k < 2 * size; k++) ag[k] = 0.0;
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    MPI_Op psum;
    MPI_Op_create(pair_sum, 1, &psum);
    mpiad_register_op_derivative(psum, 1);
    double red[4], scn[4], rsb_s[2 * MAXR], rsb[2];
    MPI_Request rq[8];
    MPI_Allreduce_init(x, red, 2, pair, psum, comm, INFO, &rq[5]);
    MPI_Scan_init(at_s, scn, 2, pair, psum, comm, INFO, &rq[6]);
    MPI_Reduce_scatter_block_init(rsb_s, rsb, 1, pair, psum, comm, INFO, &rq[7]);
    MPI_Bcast_init(b, 2, pair, 0, comm, INFO, &rq[0]);
    MPI_Allgather_init(x, 1, stride2, ag, 2, MPI_DOUBLE, comm, INFO, &rq[1]);
    MPI_Alltoallv_init(at_s, ones, sdis, idx, at_r, ones, rdis, idx, comm, INFO, &rq[2]);
    int root = size - 1;
    MPI_Scatter_init(sc_b, 1, pair, rank == root ? MPI_IN_PLACE : x + 4, 1, pair, root, comm,
                     INFO, &rq[3]);
    MPI_Neighbor_allgather_init(x, 1, stride2, nb, 2, MPI_DOUBLE, ring, INFO, &rq[4]);
    double s = 0.0;
    for (int it = 0; it < 2; it++) {
        MPI_Start(&rq[0]);
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
        for (int k = 0; k < 2 * size; k++) rsb_s[k] = x[k % 6] * at_s[k] + 0.3 * k;
        MPI_Startall(7, rq + 1);
        MPI_Waitall(7, rq + 1, MPI_STATUSES_IGNORE);
        for (int k = 0; k < 4; k++) s += red[k] * scn[k] * (k + 1.0);
        s += rsb[0] * rsb[1] + rsb[1];
        for (int k = 0; k < 6; k++) x[k] = sin(x[k]) * b[k % 4] + 0.5 * ag[(k + rank) % (2 * size)];
        for (int k = 0; k < 4 * size; k++)
            at_s[k] = at_s[k] * cos(at_r[k % (4 * size)]) + nb[k % 4];
        for (int k = 0; k < 2 * size; k++) s += sc_b[k] * sc_b[k] * (k + 1.0);
        for (int k = 0; k < 4; k++) s += b[k] * nb[k];
        for (int k = 0; k < 4 * size; k++) s += at_r[k] * at_r[k];
    }
    for (int k = 0; k < 6; k++) s += x[k] * x[k] * (k + 1.0);
    for (int r = 0; r < 8; r++) MPI_Request_free(&rq[r]);
    MPI_Op_free(&psum);
    MPI_Comm_free(&ring);
    MPI_Type_free(&pair);
    MPI_Type_free(&stride2);
    MPI_Type_free(&idx);
    return s;
}

/* the large-count forms (MPI_Count counts, MPI_Aint displacements), lowered to the int-count
 * calls: MPI_Alltoallw_init_c (a column to even peers, 3 doubles to odd ones) and
 * MPI_Neighbor_alltoallw_init_c on a periodic ring, started twice */
double pcoll_w_c(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double f[NY][NX], r[3 * MAXR], g[6];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) f[j][i] = cos(u[(j * NX + i) % n]) * (rank + 1.0);
    MPI_Datatype col;
    MPI_Type_vector(NY, 1, NX, MPI_DOUBLE, &col);
    MPI_Type_commit(&col);
    MPI_Count c[MAXR], cr[MAXR];
    MPI_Aint sd[MAXR], rd[MAXR];
    MPI_Datatype st[MAXR], rt[MAXR];
    for (int b = 0; b < size; b++) {
        c[b] = b % 2 ? NY : 1;
        st[b] = b % 2 ? MPI_DOUBLE : col;
        sd[b] = (MPI_Aint)((b % 2 ? NX : 1) * sizeof(double));
        cr[b] = NY; rt[b] = MPI_DOUBLE; rd[b] = (MPI_Aint)(3 * b * sizeof(double));
    }
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    MPI_Count nc[2] = {1, NY}, nr[2] = {NY, NY};
    MPI_Aint nsd[2] = {2 * sizeof(double), 0}, nrd[2] = {0, 3 * sizeof(double)};
    MPI_Datatype nst[2] = {col, MPI_DOUBLE}, nrt[2] = {MPI_DOUBLE, MPI_DOUBLE};
    MPI_Request rq[2];
    MPI_Alltoallw_init_c(f, c, sd, st, r, cr, rd, rt, comm, INFO, &rq[0]);
    MPI_Neighbor_alltoallw_init_c(f, nc, nsd, nst, g, nr, nrd, nrt, ring, INFO, &rq[1]);
    double s = 0.0;
    for (int it = 0; it < 2; it++) {
        MPI_Startall(2, rq);
        MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                f[j][i] = sin(f[j][i]) * r[(j + i) % (3 * size)] + 0.5 * g[(i + j) % 6];
        for (int k = 0; k < 3 * size; k++) s += r[k] * r[k] * (k + 1.0);
        for (int k = 0; k < 6; k++) s += g[k] * (k + 1.0);
    }
    MPI_Request_free(&rq[0]);
    MPI_Request_free(&rq[1]);
    MPI_Comm_free(&ring);
    MPI_Type_free(&col);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) s += f[j][i] * f[j][i];
    return s;
}

/* both in one launch (the default run's time): the w-variants and the derived datatypes */
double pcoll_w_all(double *u, int n, MPI_Comm comm) {
    return pcoll_w(u, n, comm) + 0.5 * pcoll_dt(u, n, comm);
}
