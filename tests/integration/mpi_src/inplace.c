/* MPI_IN_PLACE on every collective that allows it (issue 37): Gather, Gatherv, Scatter, Scatterv
 * (at the root), Allgather, Allgatherv, Alltoall, Alltoallv, Reduce_scatter_block,
 * Reduce_scatter, Reduce (at the root), Scan, Exscan, and their nonblocking forms, written in
 * the source or chosen at run time. Beside MPI_IN_PLACE each call passes what MPI
 * ignores there as a program may: -1 for a count, NULL for count and displacement arrays, and a
 * datatype that would be wrong if it were read (MPI_DATATYPE_NULL, or MPI_INT for data that is
 * MPI_DOUBLE). The derivative must take the count and type from the other side, never these. */
#include <math.h>
#include <mpi.h>
#include <stddef.h>

#define MAXR 8
#define BIG (MAXR * (MAXR + 2))

static double mix(const double *y, int m, int salt) {
    double acc = 0.0;
    for (int i = 0; i < m; i++) acc += y[i] * y[i] * (i + 1 + salt) + sin(y[i]);
    return acc;
}

static void fill(double *y, int m, const double *u, int n, int me, double s) {
    for (int i = 0; i < m; i++) y[i] = u[(i + me) % n] * (1.0 + s * i) + 0.1 * me;
}

/* Gather, Scatter, Allgather, Alltoall, Reduce_scatter_block, and Reduce, Scan, Exscan, in
 * place (blocks of 2) */
static double fixed(double *u, int n, MPI_Comm comm, int nb) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int root = size - 1, k = 2, m = 2 * size;
    double x[2], gat[BIG], sca[BIG], scr[2], ag[BIG], a2a[BIG], rsb[BIG], red[2], scn[2], exs[2];
    fill(x, k, u, n, me, 0.5);
    fill(red, k, u, n, me + 5, 0.9);
    fill(scn, k, u, n, me + 6, 0.8);
    fill(exs, k, u, n, me + 7, 0.4);
    fill(gat, m, u, n, me, 0.25);  /* the root's own block is its contribution */
    fill(sca, m, u, n, me + 1, 0.3);
    fill(ag, m, u, n, me + 2, 0.7);
    fill(a2a, m, u, n, me + 3, 0.2);
    fill(rsb, m, u, n, me + 4, 0.6);
    MPI_Request rq[8];
    if (me == root) {
        if (nb) MPI_Ireduce(MPI_IN_PLACE, red, k, MPI_DOUBLE, MPI_SUM, root, comm, &rq[5]);
        else MPI_Reduce(MPI_IN_PLACE, red, k, MPI_DOUBLE, MPI_SUM, root, comm);
        if (nb) MPI_Igather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, gat, k, MPI_DOUBLE, root, comm, &rq[0]);
        else MPI_Gather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, gat, k, MPI_DOUBLE, root, comm);
        if (nb) MPI_Iscatter(sca, k, MPI_DOUBLE, MPI_IN_PLACE, -1, MPI_INT, root, comm, &rq[1]);
        else MPI_Scatter(sca, k, MPI_DOUBLE, MPI_IN_PLACE, -1, MPI_INT, root, comm);
    } else {
        /* the receive arguments of a non-root rank are ignored too */
        if (nb) MPI_Ireduce(red, NULL, k, MPI_DOUBLE, MPI_SUM, root, comm, &rq[5]);
        else MPI_Reduce(red, NULL, k, MPI_DOUBLE, MPI_SUM, root, comm);
        if (nb) MPI_Igather(x, k, MPI_DOUBLE, NULL, -1, MPI_DOUBLE, root, comm, &rq[0]);
        else MPI_Gather(x, k, MPI_DOUBLE, NULL, -1, MPI_DOUBLE, root, comm);
        if (nb) MPI_Iscatter(NULL, -1, MPI_DOUBLE, scr, k, MPI_DOUBLE, root, comm, &rq[1]);
        else MPI_Scatter(NULL, -1, MPI_DOUBLE, scr, k, MPI_DOUBLE, root, comm);
    }
    if (nb) {
        MPI_Iallgather(MPI_IN_PLACE, -1, MPI_INT, ag, k, MPI_DOUBLE, comm, &rq[2]);
        MPI_Ialltoall(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, a2a, k, MPI_DOUBLE, comm, &rq[3]);
        MPI_Ireduce_scatter_block(MPI_IN_PLACE, rsb, k, MPI_DOUBLE, MPI_SUM, comm, &rq[4]);
        MPI_Iscan(MPI_IN_PLACE, scn, k, MPI_DOUBLE, MPI_SUM, comm, &rq[6]);
        MPI_Iexscan(MPI_IN_PLACE, exs, k, MPI_DOUBLE, MPI_SUM, comm, &rq[7]);
        MPI_Waitall(8, rq, MPI_STATUSES_IGNORE);
    } else {
        MPI_Allgather(MPI_IN_PLACE, -1, MPI_INT, ag, k, MPI_DOUBLE, comm);
        MPI_Alltoall(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, a2a, k, MPI_DOUBLE, comm);
        MPI_Reduce_scatter_block(MPI_IN_PLACE, rsb, k, MPI_DOUBLE, MPI_SUM, comm);
        MPI_Scan(MPI_IN_PLACE, scn, k, MPI_DOUBLE, MPI_SUM, comm);
        MPI_Exscan(MPI_IN_PLACE, exs, k, MPI_DOUBLE, MPI_SUM, comm);
    }
    double acc = mix(ag, m, 1) + mix(a2a, m, 2) + mix(rsb, k, 3) + mix(scn, k, 7);
    if (me > 0) acc += mix(exs, k, 8);  /* rank 0's is undefined */
    if (me == root) acc += mix(gat, m, 4) + mix(sca, m, 5) + mix(red, k, 9);
    else acc += mix(scr, k, 6);
    return acc;
}

/* Gatherv, Scatterv, Allgatherv, Alltoallv, Reduce_scatter, in place: rank r's block has r + 1
 * elements with a gap after it */
static double varied(double *u, int n, MPI_Comm comm, int nb) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int root = size / 2, cnt[MAXR], dsp[MAXR], off = 0, tot = 0;
    for (int r = 0; r < size; r++) { cnt[r] = r + 1; dsp[r] = off; off += r + 2; tot += r + 1; }
    int ext = off, mine = me + 1;
    /* Alltoallv: rank me gets (me + r) % 2 + 1 elements from rank r, packed */
    int acnt[MAXR], adsp[MAXR], ao = 0;
    for (int r = 0; r < size; r++) { acnt[r] = (me + r) % 2 + 1; adsp[r] = ao; ao += acnt[r]; }
    double x[MAXR + 1], gat[BIG], sca[BIG], scr[MAXR + 1], ag[BIG], a2a[BIG], rs[BIG];
    fill(x, mine, u, n, me, 0.5);
    fill(gat, ext, u, n, me, 0.4);
    fill(sca, ext, u, n, me + 1, 0.3);
    fill(ag, ext, u, n, me + 2, 0.7);
    fill(a2a, ao, u, n, me + 3, 0.2);
    fill(rs, tot, u, n, me + 4, 0.6);
    MPI_Request rq[5];
    if (me == root) {
        if (nb) MPI_Igatherv(MPI_IN_PLACE, -1, MPI_INT, gat, cnt, dsp, MPI_DOUBLE, root, comm, &rq[0]);
        else MPI_Gatherv(MPI_IN_PLACE, -1, MPI_INT, gat, cnt, dsp, MPI_DOUBLE, root, comm);
        if (nb)
            MPI_Iscatterv(sca, cnt, dsp, MPI_DOUBLE, MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, root, comm,
                          &rq[1]);
        else MPI_Scatterv(sca, cnt, dsp, MPI_DOUBLE, MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, root, comm);
    } else {
        if (nb) MPI_Igatherv(x, mine, MPI_DOUBLE, NULL, NULL, NULL, MPI_DOUBLE, root, comm, &rq[0]);
        else MPI_Gatherv(x, mine, MPI_DOUBLE, NULL, NULL, NULL, MPI_DOUBLE, root, comm);
        if (nb) MPI_Iscatterv(NULL, NULL, NULL, MPI_DOUBLE, scr, mine, MPI_DOUBLE, root, comm, &rq[1]);
        else MPI_Scatterv(NULL, NULL, NULL, MPI_DOUBLE, scr, mine, MPI_DOUBLE, root, comm);
    }
    if (nb) {
        MPI_Iallgatherv(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, ag, cnt, dsp, MPI_DOUBLE, comm, &rq[2]);
        MPI_Ialltoallv(MPI_IN_PLACE, NULL, NULL, MPI_INT, a2a, acnt, adsp, MPI_DOUBLE, comm, &rq[3]);
        MPI_Ireduce_scatter(MPI_IN_PLACE, rs, cnt, MPI_DOUBLE, MPI_SUM, comm, &rq[4]);
        MPI_Waitall(5, rq, MPI_STATUSES_IGNORE);
    } else {
        MPI_Allgatherv(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, ag, cnt, dsp, MPI_DOUBLE, comm);
        MPI_Alltoallv(MPI_IN_PLACE, NULL, NULL, MPI_INT, a2a, acnt, adsp, MPI_DOUBLE, comm);
        MPI_Reduce_scatter(MPI_IN_PLACE, rs, cnt, MPI_DOUBLE, MPI_SUM, comm);
    }
    double acc = mix(ag, ext, 1) + mix(a2a, ao, 2) + mix(rs, mine, 3);
    if (me == root) acc += mix(gat, ext, 4) + mix(sca, ext, 5);
    else acc += mix(scr, mine, 6);
    return acc;
}

double inplace_blocking(double *u, int n, MPI_Comm comm) {
    return fixed(u, n, comm, 0) + 0.5 * varied(u, n, comm, 0);
}

double inplace_nonblocking(double *u, int n, MPI_Comm comm) {
    return fixed(u, n, comm, 1) + 0.5 * varied(u, n, comm, 1);
}

/* MPI_IN_PLACE chosen at run time (a select of it and a buffer), on Gather and Scatter */
double inplace_chosen(double *u, int n, MPI_Comm comm) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int root = 0;
    double x[2], g[BIG], s[BIG], r[2];
    for (int i = 0; i < 2; i++) x[i] = u[i] * u[(i + 1) % n] + me;
    for (int i = 0; i < 2 * size; i++) { g[i] = u[i % n] * (i + 1); s[i] = sin(u[(i + me) % n]); }
    for (int i = 0; i < 2; i++) g[2 * me + i] = x[i];
    MPI_Gather(me == root ? MPI_IN_PLACE : (void *)x, 2, MPI_DOUBLE, g, 2, MPI_DOUBLE, root, comm);
    MPI_Scatter(s, 2, MPI_DOUBLE, me == root ? MPI_IN_PLACE : (void *)r, 2, MPI_DOUBLE, root, comm);
    if (me == root) for (int i = 0; i < 2; i++) r[i] = s[2 * me + i];
    double acc = 0;
    for (int i = 0; i < 2; i++) acc += r[i] * r[i] * (i + 2);
    if (me == root) acc += mix(g, 2 * size, 1);
    return acc;
}

/* all (one launch checks them all) */
double inplace_all(double *u, int n, MPI_Comm comm) {
    return inplace_blocking(u, n, comm) + 0.25 * inplace_nonblocking(u, n, comm) +
           inplace_chosen(u, n, comm);
}

/* the same on a derived datatype (2 doubles at stride 2, resized to 4): the in-place block is
 * this rank's element of the datatype, not of its base (Allgather, Alltoall, Gatherv, Scatter,
 * Scatterv; the roots are the last rank, whose block does not start the buffer) */
static double derived(double *u, int n, MPI_Comm comm, int nb) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    MPI_Datatype vec, col;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_create_resized(vec, 0, 4 * sizeof(double), &col);
    MPI_Type_commit(&col);
    int root = size - 1, m = 4 * size, cnt[MAXR], dsp[MAXR];
    for (int r = 0; r < size; r++) { cnt[r] = 1; dsp[r] = r; }
    double ag[BIG], a2a[BIG], g[BIG], s[BIG], sv[BIG], r[4] = {0}, rv[4] = {0};
    fill(ag, m, u, n, me, 0.3);
    fill(a2a, m, u, n, me + 1, 0.2);
    fill(g, m, u, n, me + 2, 0.6);
    fill(s, m, u, n, me + 3, 0.5);
    fill(sv, m, u, n, me + 4, 0.7);
    MPI_Request rq[5];
    if (me == root) {
        if (nb) MPI_Igatherv(MPI_IN_PLACE, -1, MPI_INT, g, cnt, dsp, col, root, comm, &rq[0]);
        else MPI_Gatherv(MPI_IN_PLACE, -1, MPI_INT, g, cnt, dsp, col, root, comm);
        if (nb) MPI_Iscatter(s, 1, col, MPI_IN_PLACE, -1, MPI_INT, root, comm, &rq[1]);
        else MPI_Scatter(s, 1, col, MPI_IN_PLACE, -1, MPI_INT, root, comm);
        if (nb)
            MPI_Iscatterv(sv, cnt, dsp, col, MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, root, comm, &rq[2]);
        else MPI_Scatterv(sv, cnt, dsp, col, MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, root, comm);
    } else {
        if (nb) MPI_Igatherv(g + 4 * me, 1, col, NULL, NULL, NULL, col, root, comm, &rq[0]);
        else MPI_Gatherv(g + 4 * me, 1, col, NULL, NULL, NULL, col, root, comm);
        if (nb) MPI_Iscatter(NULL, -1, col, r, 1, col, root, comm, &rq[1]);
        else MPI_Scatter(NULL, -1, col, r, 1, col, root, comm);
        if (nb) MPI_Iscatterv(NULL, NULL, NULL, col, rv, 1, col, root, comm, &rq[2]);
        else MPI_Scatterv(NULL, NULL, NULL, col, rv, 1, col, root, comm);
    }
    if (nb) {
        MPI_Iallgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, ag, 1, col, comm, &rq[3]);
        MPI_Ialltoall(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, a2a, 1, col, comm, &rq[4]);
        MPI_Waitall(5, rq, MPI_STATUSES_IGNORE);
    } else {
        MPI_Allgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, ag, 1, col, comm);
        MPI_Alltoall(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, a2a, 1, col, comm);
    }
    MPI_Type_free(&col);
    MPI_Type_free(&vec);
    double acc = mix(ag, m, 1) + mix(a2a, m, 2);
    if (me == root) acc += mix(g, m, 3) + mix(s, m, 4) + mix(sv, m, 5);
    else acc += mix(r, 4, 6) + mix(rv, 4, 7);
    return acc;
}

double inplace_derived(double *u, int n, MPI_Comm comm) {
    return derived(u, n, comm, 0) + 0.5 * derived(u, n, comm, 1);
}

/* erroneous: MPI_IN_PLACE on every rank of a Gather (the root only may pass it); mpiad stops
 * with a message naming the call rather than reading the ignored count */
double inplace_nonroot(double *u, int n, MPI_Comm comm) {
    double g[BIG];
    fill(g, BIG, u, n, 0, 0.5);
    MPI_Gather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, g, 2, MPI_DOUBLE, 0, comm);
    return mix(g, 4, 1);
}
