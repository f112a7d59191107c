/* C kernels for second derivatives through `.ll` (tests/integration/hvp_ll_check.py), one per
 * group of MPI calls: MPI_PROD reductions (Allreduce, Allreduce in place, Reduce), Sendrecv_replace
 * (a ring, then a chain whose ends have MPI_PROC_NULL), Alltoall (and in place),
 * Reduce_scatter_block (and in place), nonblocking collectives, the blocking v-collectives,
 * persistent requests and the completion calls. Each ends in a nonlinear energy summed by
 * MPI_Allreduce: every rank returns the same value. 4 elements a rank, at most 8 ranks. */
#include <mpi.h>

#define W MPI_COMM_WORLD

static double total(double s) {
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, W);
    return t + 0.1 * t * t;
}

double prod(double *x, int n) {
    double a[2] = {x[0] * x[1] + 0.5, x[2] * x[2] * x[2] + 2.0}, p[2];
    MPI_Allreduce(a, p, 2, MPI_DOUBLE, MPI_PROD, W);
    double b = x[3] * x[3] + 1.0, q = 0.0;
    MPI_Reduce(&b, &q, 1, MPI_DOUBLE, MPI_PROD, 0, W);
    MPI_Bcast(&q, 1, MPI_DOUBLE, 0, W);
    double c = x[0] + x[3] * x[1];
    MPI_Allreduce(MPI_IN_PLACE, &c, 1, MPI_DOUBLE, MPI_PROD, W);
    double s = 0.0;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * p[0];
    return total(s) + p[0] * p[1] + q * c;
}

double replace(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double w[4], v[4];
    for (int i = 0; i < 4; i++) {
        w[i] = x[i] * x[i] + x[(i + 1) % 4];
        v[i] = x[i] * x[(i + 2) % 4];
    }
    MPI_Sendrecv_replace(w, 4, MPI_DOUBLE, (rank + 1) % size, 3, (rank + size - 1) % size, 3, W,
                         MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(v, 4, MPI_DOUBLE, rank + 1 < size ? rank + 1 : MPI_PROC_NULL, 4,
                         rank > 0 ? rank - 1 : MPI_PROC_NULL, 4, W, MPI_STATUS_IGNORE);
    double s = 0.0;
    for (int i = 0; i < 4; i++) s += w[i] * x[i] + w[i] * w[i] + v[i] * v[i] * x[(i + 1) % 4];
    return total(s);
}

double alltoall(double *x, int n) {
    int size;
    MPI_Comm_size(W, &size);
    double s[16], r[16], u[16];
    for (int j = 0; j < 2 * size; j++) s[j] = x[j % 4] * x[(j + 1) % 4] + 0.1 * j;
    MPI_Alltoall(s, 2, MPI_DOUBLE, r, 2, MPI_DOUBLE, W);
    for (int j = 0; j < 2 * size; j++) u[j] = x[(j + 1) % 4] * r[j];
    MPI_Alltoall(MPI_IN_PLACE, -1, MPI_INT, u, 2, MPI_DOUBLE, W);
    double t = 0.0;
    for (int j = 0; j < 2 * size; j++) t += r[j] * u[j] * x[j % 4] + u[j] * u[j];
    return total(t);
}

double rsb(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double s[16], y[2], z[16];
    for (int j = 0; j < 2 * size; j++) {
        s[j] = x[j % 4] * x[j % 4] * (1.0 + 0.1 * rank + 0.01 * j);
        z[j] = x[(j + 1) % 4] * x[j % 4];
    }
    MPI_Reduce_scatter_block(s, y, 2, MPI_DOUBLE, MPI_SUM, W);
    MPI_Reduce_scatter_block(MPI_IN_PLACE, z, 2, MPI_DOUBLE, MPI_SUM, W);
    double t = y[0] * y[1] * x[0] + z[0] * z[0] * y[1] + z[1] * x[2];
    for (int j = 2; j < 2 * size; j++) t += z[j] * z[j] * x[3];  /* z's blocks it kept */
    return total(t);
}

double iallreduce(double *x, int n) {
    int rank;
    MPI_Comm_rank(W, &rank);
    MPI_Request q[5], q2;
    double a[2] = {x[0] * x[1], x[2] * x[2]}, s[2];
    MPI_Iallreduce(a, s, 2, MPI_DOUBLE, MPI_SUM, W, &q[0]);
    double b[2] = {x[1] * x[3] + 0.1 * rank, x[0] * x[0] * x[2] - 0.1 * rank}, mx[2];
    MPI_Iallreduce(b, mx, 2, MPI_DOUBLE, MPI_MAX, W, &q[1]);
    double c = x[3] * x[0] - 0.2 * rank;
    MPI_Iallreduce(MPI_IN_PLACE, &c, 1, MPI_DOUBLE, MPI_MIN, W, &q[2]);
    double e[2] = {x[0] * x[2] + 0.3, x[1] + x[3] * x[3]}, pr[2], h = x[1] * x[2] + 0.5;
    MPI_Iallreduce(e, pr, 2, MPI_DOUBLE, MPI_PROD, W, &q[3]);
    MPI_Iallreduce(MPI_IN_PLACE, &h, 1, MPI_DOUBLE, MPI_PROD, W, &q[4]);
    MPI_Waitall(5, q, MPI_STATUSES_IGNORE);
    double d = x[2] * x[3], r = 0.0;
    MPI_Ireduce(&d, &r, 1, MPI_DOUBLE, MPI_SUM, 0, W, &q2);
    MPI_Wait(&q2, MPI_STATUS_IGNORE);
    MPI_Bcast(&r, 1, MPI_DOUBLE, 0, W);
    double t = 0.0;
    for (int i = 0; i < n; i++) t += x[i] * x[i] * s[0] + x[i] * mx[1];
    return total(t) + s[0] * s[1] + mx[0] * mx[1] * s[1] + c * c * mx[0] + r * r * s[0]
           + pr[0] * pr[1] * h + pr[1] * pr[1];
}

double ibcast(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    MPI_Request q[3];
    double a[3] = {0.0, 0.0, 0.0}, g[2] = {x[0] * x[0], x[1] * x[3]}, all[16], s[8], r[8];
    if (rank == 0) {
        a[0] = x[0] * x[1];
        a[1] = x[2] * x[2];
        a[2] = x[3];
    }
    MPI_Ibcast(a, 3, MPI_DOUBLE, 0, W, &q[0]);
    MPI_Iallgather(g, 2, MPI_DOUBLE, all, 2, MPI_DOUBLE, W, &q[1]);
    for (int j = 0; j < size; j++) s[j] = x[j % 4] * x[(j + 1) % 4] + 0.1 * j;
    MPI_Ialltoall(s, 1, MPI_DOUBLE, r, 1, MPI_DOUBLE, W, &q[2]);
    MPI_Wait(&q[1], MPI_STATUS_IGNORE);
    MPI_Waitall(3, q, MPI_STATUSES_IGNORE);  /* q[1] is MPI_REQUEST_NULL now */
    double t = 0.0;
    for (int i = 0; i < n; i++) t += x[i] * x[i] * a[i % 3];
    for (int j = 0; j < 2 * size; j++) t += all[j] * all[(j + 1) % (2 * size)] * x[j % 4];
    for (int j = 0; j < size; j++) t += r[j] * r[j] * x[(j + 2) % 4];
    return total(t) + a[0] * a[1] * a[2];
}

/* the v-collectives: rank b's block holds 1 + b % 2 elements */
double vcoll(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int c[8], d[8], sc[8], sd[8], tot = 0, stot = 0;
    for (int b = 0; b < size; b++) {
        c[b] = 1 + b % 2;
        d[b] = tot;
        tot += c[b];
        sc[b] = 1 + (b + rank) % 2;  /* Alltoallv: symmetric, so the receive counts are these */
        sd[b] = stot;
        stot += sc[b];
    }
    double s[2] = {x[0] * x[1], x[2] * x[3] * x[3]}, all[16], rt[16], back[2] = {0.0, 0.0};
    MPI_Allgatherv(s, c[rank], MPI_DOUBLE, all, c, d, MPI_DOUBLE, W);
    MPI_Gatherv(s, c[rank], MPI_DOUBLE, rt, c, d, MPI_DOUBLE, 0, W);
    if (rank == 0)
        for (int i = 0; i < tot; i++) rt[i] = rt[i] * rt[(i + 1) % tot];
    MPI_Scatterv(rt, c, d, MPI_DOUBLE, back, c[rank], MPI_DOUBLE, 0, W);
    double a2a[16], got[16], rs[16], y[2] = {0.0, 0.0};
    for (int j = 0; j < stot; j++) a2a[j] = x[j % 4] * (j + 1) * 0.3 + x[(j + 1) % 4] * x[j % 4];
    MPI_Alltoallv(a2a, sc, sd, MPI_DOUBLE, got, sc, sd, MPI_DOUBLE, W);
    for (int j = 0; j < tot; j++) rs[j] = x[j % 4] * x[(j + 3) % 4] * (1.0 + 0.1 * rank);
    MPI_Reduce_scatter(rs, y, c, MPI_DOUBLE, MPI_SUM, W);
    double t = 0.0;
    for (int i = 0; i < tot; i++) t += all[i] * all[(i + 1) % tot] * (rank + 1);
    for (int i = 0; i < c[rank]; i++) t += back[i] * back[i] * x[i] + y[i] * y[i] * x[i + 1];
    for (int j = 0; j < stot; j++) t += got[j] * got[j] * x[(j + 1) % 4];
    return total(t);
}

/* persistent requests on a ring (Startall then Start, completed by Waitall then Waitany, freed),
 * then Isend / Irecv completed by Testall, by Test, and by Testany then Waitsome */
double persistent(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double u[4], ghost[2], edge[2];
    for (int i = 0; i < 4; i++) u[i] = x[i];
    MPI_Request q[2];
    MPI_Recv_init(ghost, 2, MPI_DOUBLE, left, 5, W, &q[0]);
    MPI_Send_init(edge, 2, MPI_DOUBLE, right, 5, W, &q[1]);
    for (int it = 0; it < 2; it++) {
        edge[0] = u[3] * u[3];
        edge[1] = u[2] * u[3];
        if (it == 0) {
            MPI_Startall(2, q);
            MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
        } else {
            int idx;
            MPI_Start(&q[1]);
            MPI_Start(&q[0]);
            MPI_Waitany(2, q, &idx, MPI_STATUS_IGNORE);
            MPI_Waitany(2, q, &idx, MPI_STATUS_IGNORE);
        }
        for (int i = 0; i < 4; i++) u[i] = u[i] + 0.1 * ghost[i % 2] * u[i] + 0.05 * u[i] * u[i];
    }
    MPI_Request_free(&q[0]);
    MPI_Request_free(&q[1]);
    double g2[2], e2[2] = {u[0] * u[1], u[2]}, g3, e3 = u[1] * u[1];
    MPI_Request r[2], r3[2];
    MPI_Irecv(g2, 2, MPI_DOUBLE, right, 6, W, &r[0]);
    MPI_Isend(e2, 2, MPI_DOUBLE, left, 6, W, &r[1]);
    int flag = 0;
    while (!flag) MPI_Testall(2, r, &flag, MPI_STATUSES_IGNORE);
    MPI_Irecv(&g3, 1, MPI_DOUBLE, left, 7, W, &r3[0]);
    MPI_Isend(&e3, 1, MPI_DOUBLE, right, 7, W, &r3[1]);
    flag = 0;
    while (!flag) MPI_Test(&r3[0], &flag, MPI_STATUS_IGNORE);
    MPI_Wait(&r3[1], MPI_STATUS_IGNORE);
    double g4, e4 = u[3] * u[0];
    MPI_Request r4[2];
    MPI_Irecv(&g4, 1, MPI_DOUBLE, right, 8, W, &r4[0]);
    MPI_Isend(&e4, 1, MPI_DOUBLE, left, 8, W, &r4[1]);
    int idx, outc, ids[2];
    flag = 0;
    while (!flag) MPI_Testany(2, r4, &idx, &flag, MPI_STATUS_IGNORE);
    MPI_Waitsome(2, r4, &outc, ids, MPI_STATUSES_IGNORE);  /* the other one */
    double t = g2[0] * g2[1] * x[0] + g3 * g3 * x[1] + g4 * g4 * x[2];
    for (int i = 0; i < 4; i++) t += u[i] * u[i] * x[i];
    return total(t);
}
