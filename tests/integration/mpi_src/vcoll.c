/* The v-variants, blocking and nonblocking: Gatherv, Scatterv, Allgatherv, Alltoallv,
 * Reduce_scatter. Rank r contributes r + 1 elements (blocks of different sizes), placed with gaps
 * between them; Scatterv sends overlapping blocks (allowed for sends), so one element's adjoint
 * gathers from several ranks. */
#include <math.h>
#include <mpi.h>

#define MAXR 8
#define BIG (MAXR * (MAXR + 2))

struct layout {
    int size, rank, counts[MAXR], displs[MAXR], total, extent;
};

/* block r: r + 1 elements at 2 r + r (r - 1) / 2 + ... with one free element after each */
static void layout_of(struct layout *L, MPI_Comm comm) {
    MPI_Comm_rank(comm, &L->rank);
    MPI_Comm_size(comm, &L->size);
    int off = 0;
    L->total = 0;
    for (int r = 0; r < L->size; r++) {
        L->counts[r] = r + 1;
        L->displs[r] = off;
        off += r + 2;
        L->total += r + 1;
    }
    L->extent = off;
}

static double mix(const double *y, int m, int salt) {
    double acc = 0.0;
    for (int i = 0; i < m; i++) acc += y[i] * y[i] * (i + 1 + salt) + sin(y[i]);
    return acc;
}

/* nb = 0: the blocking calls, nb = 1: their nonblocking forms completed by Waitall */
static double vcolls(double *u, int n, MPI_Comm comm, int nb) {
    struct layout L;
    layout_of(&L, comm);
    int me = L.rank, size = L.size, mine = me + 1, root = size / 2;
    double x[MAXR + 1], gat[BIG] = {0}, agat[BIG] = {0}, src[BIG], sc[MAXR + 2] = {0};
    double a2a_s[BIG], a2a_r[BIG] = {0}, rs_s[BIG], rs_r[MAXR + 1] = {0};
    int scnt[MAXR], sdsp[MAXR], acnt[MAXR], adsp[MAXR], rcnt[MAXR], rdsp[MAXR];
    for (int i = 0; i < mine; i++) x[i] = u[(i + me) % n] * (1.0 + 0.5 * i);
    for (int i = 0; i < BIG; i++) src[i] = sin(u[i % n]) + 0.01 * i;
    /* Scatterv: rank r gets 2 elements starting at r, overlapping its neighbours' */
    for (int r = 0; r < size; r++) { scnt[r] = 2; sdsp[r] = r; }
    /* Alltoallv: rank me sends (r + me) % 2 + 1 elements to rank r */
    int so = 0, ro = 0;
    for (int r = 0; r < size; r++) {
        acnt[r] = (r + me) % 2 + 1; adsp[r] = so; so += acnt[r] + 1;
        rcnt[r] = (me + r) % 2 + 1; rdsp[r] = ro; ro += rcnt[r];
    }
    for (int i = 0; i < so; i++) a2a_s[i] = u[i % n] * u[(i + 1) % n] + me;
    for (int i = 0; i < L.total; i++) rs_s[i] = cos(u[i % n]) * (me + 1.0) + i;
    if (!nb) {
        MPI_Gatherv(x, mine, MPI_DOUBLE, gat, L.counts, L.displs, MPI_DOUBLE, root, comm);
        MPI_Scatterv(src, scnt, sdsp, MPI_DOUBLE, sc, 2, MPI_DOUBLE, root, comm);
        MPI_Allgatherv(x, mine, MPI_DOUBLE, agat, L.counts, L.displs, MPI_DOUBLE, comm);
        MPI_Alltoallv(a2a_s, acnt, adsp, MPI_DOUBLE, a2a_r, rcnt, rdsp, MPI_DOUBLE, comm);
        MPI_Reduce_scatter(rs_s, rs_r, L.counts, MPI_DOUBLE, MPI_SUM, comm);
    } else {
        MPI_Request rq[5];
        MPI_Igatherv(x, mine, MPI_DOUBLE, gat, L.counts, L.displs, MPI_DOUBLE, root, comm, &rq[0]);
        MPI_Iscatterv(src, scnt, sdsp, MPI_DOUBLE, sc, 2, MPI_DOUBLE, root, comm, &rq[1]);
        MPI_Iallgatherv(x, mine, MPI_DOUBLE, agat, L.counts, L.displs, MPI_DOUBLE, comm, &rq[2]);
        MPI_Ialltoallv(a2a_s, acnt, adsp, MPI_DOUBLE, a2a_r, rcnt, rdsp, MPI_DOUBLE, comm, &rq[3]);
        MPI_Ireduce_scatter(rs_s, rs_r, L.counts, MPI_DOUBLE, MPI_SUM, comm, &rq[4]);
        MPI_Waitall(5, rq, MPI_STATUSES_IGNORE);
    }
    double acc = mix(sc, 2, 1) + mix(agat, L.extent, 2) + mix(a2a_r, ro, 3) + mix(rs_r, mine, 4);
    if (me == root) acc += mix(gat, L.extent, 5);
    return acc;
}

double vcoll_blocking(double *u, int n, MPI_Comm comm) { return vcolls(u, n, comm, 0); }

double vcoll_nonblocking(double *u, int n, MPI_Comm comm) { return vcolls(u, n, comm, 1); }

/* both (one launch checks them all) */
double vcoll_all(double *u, int n, MPI_Comm comm) {
    return vcolls(u, n, comm, 0) + 0.5 * vcolls(u, n, comm, 1);
}
