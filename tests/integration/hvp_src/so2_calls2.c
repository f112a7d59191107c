/* More C kernels for second derivatives through `.ll` (tests/integration/hvp_ll_check.py), as
 * so2_calls.c: prefix reductions (Scan / Exscan with SUM, PROD, MIN, MAX, in place; Iscan /
 * Iexscan), MPI_Isendrecv / MPI_Isendrecv_replace (a ring, a chain with MPI_PROC_NULL ends, a
 * pair whose one side is an int), MINLOC / MAXLOC on MPI_DOUBLE_INT and MPI_2DOUBLE_PRECISION
 * pairs (Allreduce, in place, Reduce to a root), persistent collectives in a loop, derived
 * datatypes on point to point and Bcast (a struct of doubles and an int too). Each ends in a
 * nonlinear energy summed by MPI_Allreduce: every rank returns the same value. 4 elements a
 * rank, at most 8 ranks. */
#include <mpi.h>

#define W MPI_COMM_WORLD

static double total(double s) {
    double t;
    MPI_Allreduce(&s, &t, 1, MPI_DOUBLE, MPI_SUM, W);
    return t + 0.1 * t * t;
}

/* blocking prefix reductions; Exscan's rank 0 result is undefined: set here */
double scan(double *x, int n) {
    int rank;
    MPI_Comm_rank(W, &rank);
    double a[2] = {x[0] * x[1], x[2] * x[2]}, s[2];
    MPI_Scan(a, s, 2, MPI_DOUBLE, MPI_SUM, W);
    double p[2] = {0.6 + 0.2 * x[1] * x[3], 0.9 + 0.1 * x[0] * (rank + 1)}, sp[2];
    MPI_Scan(p, sp, 2, MPI_DOUBLE, MPI_PROD, W);
    double m[2] = {x[3] * x[0] + 0.17 * rank, x[1] - 0.3 * (rank % 3)}, sm[2];
    MPI_Scan(m, sm, 2, MPI_DOUBLE, MPI_MAX, W);
    double ip[2] = {x[2] * x[3], x[0] + x[1] * x[1]};
    MPI_Scan(MPI_IN_PLACE, ip, 2, MPI_DOUBLE, MPI_SUM, W);
    double e[2] = {x[0] * x[2] + rank, x[3] * x[3]}, se[2] = {0.0, 0.0};
    MPI_Exscan(e, se, 2, MPI_DOUBLE, MPI_SUM, W);
    double f[2] = {0.8 + 0.1 * x[1] * x[2] * (rank + 2), 0.7 + 0.2 * x[3]}, sf[2] = {1.0, 1.0};
    MPI_Exscan(f, sf, 2, MPI_DOUBLE, MPI_PROD, W);
    double g[2] = {x[2] * (1.0 + 0.13 * rank), x[0] * x[1] - 0.2 * rank}, sg[2] = {0.0, 0.0};
    MPI_Exscan(g, sg, 2, MPI_DOUBLE, MPI_MIN, W);
    if (rank == 0) { se[0] = se[1] = 0.0; sf[0] = sf[1] = 1.0; sg[0] = sg[1] = 0.0; }
    double t = 0.0;
    for (int i = 0; i < 2; i++)
        t += s[i] * s[i] * x[i] + sp[i] * sp[i] * x[i + 2] + sm[i] * sm[i] * x[i]
             + ip[i] * ip[i] * x[3 - i] + se[i] * se[i] * x[i + 1] + sf[i] * f[i] * x[i]
             + sg[i] * sg[i] * x[i + 2];
    return total(t) + s[0] * sp[1];
}

/* nonblocking prefix reductions, completed together after a loop that reads their inputs */
double iscan(double *x, int n) {
    int rank;
    MPI_Comm_rank(W, &rank);
    double a[2] = {x[0] * x[3], x[1] * x[1] + 0.2 * rank}, s[2];
    double p[2] = {0.7 + 0.15 * x[2] * (rank + 1), 0.5 + x[0] * x[1]}, sp[2] = {1.0, 1.0};
    double b[2] = {x[1] * x[2] * (1.0 + 0.07 * rank), x[3] + 0.03 * rank}, sb[2];
    double g[2] = {x[0] * x[2] * (rank + 1.5), x[3] * x[1]};
    MPI_Request q[5];
    MPI_Iscan(a, s, 2, MPI_DOUBLE, MPI_SUM, W, &q[0]);
    MPI_Iexscan(p, sp, 2, MPI_DOUBLE, MPI_PROD, W, &q[1]);
    MPI_Iscan(b, sb, 2, MPI_DOUBLE, MPI_MIN, W, &q[2]);
    MPI_Iexscan(MPI_IN_PLACE, g, 2, MPI_DOUBLE, MPI_SUM, W, &q[3]);
    double c[2] = {0.6 + x[1] * x[3], 0.9 + 0.1 * x[2] * x[2]}, sc[2];
    MPI_Iscan(c, sc, 2, MPI_DOUBLE, MPI_PROD, W, &q[4]);
    double over = 0.0;
    for (int i = 0; i < 2; i++) over += a[i] * b[i] + p[i];
    MPI_Waitall(5, q, MPI_STATUSES_IGNORE);
    if (rank == 0) { sp[0] = sp[1] = 1.0; g[0] = g[1] = 0.0; }
    double t = over * over;
    for (int i = 0; i < 2; i++)
        t += s[i] * s[i] * x[i] + sp[i] * a[i] * x[i + 1] + sb[i] * sb[i] * x[i + 2]
             + g[i] * g[i] * x[3 - i] + sc[i] * sc[i] * x[i];
    return total(t) + sc[0] * s[1];
}

/* Isendrecv on a ring (Wait), Isendrecv_replace on a chain with MPI_PROC_NULL ends and a pair
 * whose one side is an int (Waitall) */
double isendrecv(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double s[2] = {x[0] * x[1], x[2] * x[2] * x[3]}, r[2] = {0.0, 0.0};
    MPI_Request q, qs[3];
    MPI_Isendrecv(s, 2, MPI_DOUBLE, right, 3, r, 2, MPI_DOUBLE, left, 3, W, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    double b[2] = {x[3] * r[0], x[0] + r[1] * r[1]};
    MPI_Isendrecv_replace(b, 2, MPI_DOUBLE, rank + 1 < size ? rank + 1 : MPI_PROC_NULL, 4,
                          rank > 0 ? rank - 1 : MPI_PROC_NULL, 4, W, &qs[0]);
    double c = x[1] * x[2];
    MPI_Isendrecv_replace(&c, 1, MPI_DOUBLE, left, 5, right, 5, W, &qs[1]);
    int iv = rank + 2;
    double dr = 0.0;
    MPI_Isendrecv(&iv, 1, MPI_INT, right, 6, &dr, 1, MPI_DOUBLE, left, 7, W, &qs[2]);
    double dv = x[0] * x[3] * x[3];
    int ir = 0;
    MPI_Request q2;
    MPI_Isendrecv(&dv, 1, MPI_DOUBLE, right, 7, &ir, 1, MPI_INT, left, 6, W, &q2);
    MPI_Waitall(3, qs, MPI_STATUSES_IGNORE);
    MPI_Wait(&q2, MPI_STATUS_IGNORE);
    double t = r[0] * r[1] * x[2] + b[0] * b[0] * x[1] + b[1] * b[1] * b[0] + c * c * x[0]
               + dr * dr * (ir + 1.0) * x[3];
    for (int i = 0; i < 2; i++) t += s[i] * r[i] * x[i + 1];
    return total(t);
}

struct dint {
    double v;
    int loc;
};

/* MINLOC on (double, int) pairs (and in place), MAXLOC on (double, double) pairs to the root */
double minloc(double *x, int n) {
    int rank;
    MPI_Comm_rank(W, &rank);
    struct dint mi[2], mo[2], ip[2];
    double pi[4], po[4] = {0.0, 0.0, 0.0, 0.0};
    for (int k = 0; k < 2; k++) {
        mi[k].v = x[k] * x[k + 1] + 0.3 * ((rank * 3 + k) % 4);
        mi[k].loc = 10 * rank + k;
        ip[k].v = x[k + 2] * x[k] - 0.25 * ((rank + k) % 3);
        ip[k].loc = rank;
        pi[2 * k] = x[3 - k] * x[3 - k] + 0.2 * ((rank + k) % 3);
        pi[2 * k + 1] = rank + 0.5;
    }
    MPI_Allreduce(mi, mo, 2, MPI_DOUBLE_INT, MPI_MINLOC, W);
    MPI_Allreduce(MPI_IN_PLACE, ip, 2, MPI_DOUBLE_INT, MPI_MAXLOC, W);
    MPI_Reduce(pi, po, 2, MPI_2DOUBLE_PRECISION, MPI_MAXLOC, 0, W);
    MPI_Bcast(po, 4, MPI_DOUBLE, 0, W);
    double t = 0.0;
    for (int k = 0; k < 2; k++)
        t += mo[k].v * mo[k].v * x[k] * (1.0 + 0.01 * mo[k].loc) + ip[k].v * ip[k].v * x[k + 1]
             + po[2 * k] * po[2 * k] * x[k + 2] + mo[k].v * ip[k].v;
    return total(t) + po[0] * mo[1].v;
}

/* persistent collectives in a loop of 3 steps: Allreduce_init (SUM; PROD in place), Reduce_init
 * (MAX), Bcast_init, Scan_init (SUM), Allgather_init, started by Startall / Start, completed by
 * Waitall / Wait, freed */
double pcoll(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double u[4], a[2], s[2], h[1], m[1], mx[1] = {0.0}, b[2], c[1], sc[1], g[2], all[16];
    for (int i = 0; i < 4; i++) u[i] = x[i];
    MPI_Request q[4], r[2];
    MPI_Allreduce_init(a, s, 2, MPI_DOUBLE, MPI_SUM, W, MPI_INFO_NULL, &q[0]);
    MPI_Allreduce_init(MPI_IN_PLACE, h, 1, MPI_DOUBLE, MPI_PROD, W, MPI_INFO_NULL, &q[1]);
    MPI_Reduce_init(m, mx, 1, MPI_DOUBLE, MPI_MAX, 0, W, MPI_INFO_NULL, &q[2]);
    MPI_Bcast_init(b, 2, MPI_DOUBLE, 0, W, MPI_INFO_NULL, &q[3]);
    MPI_Scan_init(c, sc, 1, MPI_DOUBLE, MPI_SUM, W, MPI_INFO_NULL, &r[0]);
    MPI_Allgather_init(g, 2, MPI_DOUBLE, all, 2, MPI_DOUBLE, W, MPI_INFO_NULL, &r[1]);
    double t = 0.0;
    for (int it = 0; it < 3; it++) {
        a[0] = u[0] * u[1];
        a[1] = u[2] * u[2];
        h[0] = 0.8 + 0.1 * u[3] * u[0];
        m[0] = u[1] * u[3] + 0.2 * rank;
        b[0] = rank == 0 ? u[0] * u[2] : 0.0;
        b[1] = rank == 0 ? u[3] : 0.0;
        c[0] = u[2] * u[1];
        g[0] = u[0] * u[0];
        g[1] = u[1] * u[2];
        MPI_Startall(4, q);
        MPI_Start(&r[0]);
        MPI_Start(&r[1]);
        MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
        MPI_Wait(&r[0], MPI_STATUS_IGNORE);
        MPI_Wait(&r[1], MPI_STATUS_IGNORE);
        if (rank != 0) mx[0] = 0.0;
        for (int i = 0; i < 4; i++)
            u[i] = u[i] + 0.05 * s[i % 2] * u[i] + 0.1 * h[0] * b[i % 2] + 0.02 * sc[0] * u[i];
        t += mx[0] * mx[0] * u[0];
        for (int j = 0; j < 2 * size; j++) t += all[j] * all[(j + 1) % (2 * size)] * u[j % 4];
    }
    for (int i = 0; i < 4; i++) MPI_Request_free(&q[i]);
    MPI_Request_free(&r[0]);
    MPI_Request_free(&r[1]);
    for (int i = 0; i < 4; i++) t += u[i] * u[i] * x[i];
    return total(t);
}

/* the other persistent collectives, started twice: Gather_init, Scatter_init, Alltoall_init,
 * Reduce_scatter_block_init, Exscan_init (PROD), Allgatherv_init */
double pcoll2(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    double u[4], g[1], gr[8], sr[1], a2a[8], got[8], rs[16], y[2], e[1], se[1] = {1.0}, v[2],
        vall[16];
    int c[8], d[8], tot = 0;
    for (int b = 0; b < size; b++) {
        c[b] = 1 + b % 2;
        d[b] = tot;
        tot += c[b];
    }
    for (int i = 0; i < 4; i++) u[i] = x[i];
    MPI_Request q[6];
    MPI_Gather_init(g, 1, MPI_DOUBLE, gr, 1, MPI_DOUBLE, 0, W, MPI_INFO_NULL, &q[0]);
    MPI_Scatter_init(gr, 1, MPI_DOUBLE, sr, 1, MPI_DOUBLE, 0, W, MPI_INFO_NULL, &q[1]);
    MPI_Alltoall_init(a2a, 1, MPI_DOUBLE, got, 1, MPI_DOUBLE, W, MPI_INFO_NULL, &q[2]);
    MPI_Reduce_scatter_block_init(rs, y, 2, MPI_DOUBLE, MPI_SUM, W, MPI_INFO_NULL, &q[3]);
    MPI_Exscan_init(e, se, 1, MPI_DOUBLE, MPI_PROD, W, MPI_INFO_NULL, &q[4]);
    MPI_Allgatherv_init(v, c[rank], MPI_DOUBLE, vall, c, d, MPI_DOUBLE, W, MPI_INFO_NULL, &q[5]);
    double t = 0.0;
    for (int it = 0; it < 2; it++) {
        g[0] = u[0] * u[1];
        for (int j = 0; j < size; j++) a2a[j] = u[j % 4] * u[(j + 1) % 4] + 0.1 * j;
        for (int j = 0; j < 2 * size; j++) rs[j] = u[j % 4] * u[(j + 3) % 4] * (1.0 + 0.1 * rank);
        e[0] = 0.7 + 0.1 * u[2] * (rank + 1);
        v[0] = u[3] * u[3];
        v[1] = u[1] * u[2];
        MPI_Start(&q[0]);
        MPI_Wait(&q[0], MPI_STATUS_IGNORE);
        if (rank == 0)
            for (int i = 0; i < size; i++) gr[i] = gr[i] * gr[(i + 1) % size];
        MPI_Startall(5, &q[1]);
        MPI_Waitall(5, &q[1], MPI_STATUSES_IGNORE);
        if (rank == 0) se[0] = 1.0;
        for (int i = 0; i < 4; i++)
            u[i] = u[i] + 0.05 * sr[0] * u[i] + 0.03 * got[i % size] * y[i % 2] + 0.1 * se[0];
        for (int j = 0; j < tot; j++) t += vall[j] * vall[(j + 1) % tot] * u[j % 4];
    }
    for (int i = 0; i < 6; i++) MPI_Request_free(&q[i]);
    for (int i = 0; i < 4; i++) t += u[i] * u[i] * x[i];
    return total(t);
}

/* derived datatypes of doubles: a vector (every other element) on Sendrecv and
 * Sendrecv_replace, an indexed type repeating an element on Send (a contiguous pair on its Recv),
 * an indexed type on Bcast (a reduction on a
 * derived datatype takes a user-defined op: refused under second order) */
double derived(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Datatype vec, pair, idx, twice;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_commit(&vec);
    MPI_Type_contiguous(2, MPI_DOUBLE, &pair);
    MPI_Type_commit(&pair);
    int bl[2] = {1, 2}, ds[2] = {0, 3};
    MPI_Type_indexed(2, bl, ds, MPI_DOUBLE, &idx);
    MPI_Type_commit(&idx);
    int one[2] = {1, 1};
    MPI_Type_indexed(2, one, one, MPI_DOUBLE, &twice);  /* element 1, twice: a send's layout */
    MPI_Type_commit(&twice);
    double s[4] = {x[0] * x[1], 9.0, x[2] * x[2], 9.0}, r[4] = {0.5, 0.5, 0.5, 0.5};
    MPI_Sendrecv(s, 1, vec, right, 1, r + 1, 1, vec, left, 1, W, MPI_STATUS_IGNORE);
    double b[4] = {x[3] * r[1], 0.0, x[0] + r[3] * r[3], 0.0};
    MPI_Sendrecv_replace(b, 1, vec, left, 2, right, 2, W, MPI_STATUS_IGNORE);
    double p[2] = {x[1] * x[2], x[3] * x[3] * x[0]}, q[2] = {0.0, 0.0};
    if (rank % 2 == 0 && rank + 1 < size) MPI_Send(p, 1, twice, rank + 1, 3, W);
    if (rank % 2 == 1) MPI_Recv(q, 1, pair, rank - 1, 3, W, MPI_STATUS_IGNORE);
    if (rank % 2 == 0 && rank + 1 >= size) { q[0] = p[1] * p[0]; q[1] = p[1]; }
    double c[5] = {0.0, 0.0, 0.0, 0.0, 0.0};  /* idx: elements 0, 3 and 4 */
    if (rank == 0) { c[0] = x[0] * x[2]; c[3] = x[1] * x[1]; c[4] = x[3] * x[0]; }
    MPI_Bcast(c, 1, idx, 0, W);
    MPI_Type_free(&vec);
    MPI_Type_free(&pair);
    MPI_Type_free(&idx);
    MPI_Type_free(&twice);
    double t = r[1] * r[3] * x[2] + r[0] + b[0] * b[0] * x[1] + b[2] * b[2] * b[0]
               + q[0] * q[1] * x[3] + q[1] * q[1] + c[0] * c[3] * x[3] + c[0] * c[4] * x[1];
    return total(t);
}

/* derived datatypes on nonblocking and persistent point to point: Isend of an indexed type
 * repeating an element and Irecv of a vector (Waitall), Send_init / Recv_init of vectors on a
 * ring in a loop of 2 steps (Startall, Waitall) */
double derived_nb(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Datatype vec, twice;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_commit(&vec);
    int one[2] = {1, 1};
    MPI_Type_indexed(2, one, one, MPI_DOUBLE, &twice);
    MPI_Type_commit(&twice);
    double s[2] = {x[0] * x[3], x[1] * x[2] * x[2]}, r[4] = {0.5, 0.5, 0.5, 0.5};
    MPI_Request q[2];
    MPI_Irecv(r, 1, vec, left, 1, W, &q[0]);
    MPI_Isend(s, 1, twice, right, 1, W, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    double u[4], e[4] = {0.0, 0.0, 0.0, 0.0}, g[4] = {0.0, 0.0, 0.0, 0.0};
    for (int i = 0; i < 4; i++) u[i] = x[i] + 0.1 * r[i % 2 == 0 ? i : 0];
    MPI_Request p[2];
    MPI_Recv_init(g + 1, 1, vec, left, 2, W, &p[0]);
    MPI_Send_init(e, 1, vec, right, 2, W, &p[1]);
    for (int it = 0; it < 2; it++) {
        e[0] = u[3] * u[0];
        e[2] = u[1] * u[1];
        MPI_Startall(2, p);
        MPI_Waitall(2, p, MPI_STATUSES_IGNORE);
        for (int i = 0; i < 4; i++) u[i] = u[i] + 0.1 * g[1] * u[i] + 0.05 * g[3] * g[3];
    }
    MPI_Request_free(&p[0]);
    MPI_Request_free(&p[1]);
    MPI_Type_free(&vec);
    MPI_Type_free(&twice);
    double t = r[0] * r[2] * x[1] + r[2] * r[2] * x[0] + r[1];
    for (int i = 0; i < 4; i++) t += u[i] * u[i] * x[i];
    return total(t);
}

struct mix {
    double a;
    int i;
    double b;
};

/* a struct datatype of doubles and an int (the int arrives intact, its doubles carry
 * derivatives): Send / Recv, Sendrecv, Isend / Irecv, Bcast */
double mixed(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Datatype mt;
    int bl[3] = {1, 1, 1};
    MPI_Aint dp[3] = {0, 8, 16};
    MPI_Datatype ty[3] = {MPI_DOUBLE, MPI_INT, MPI_DOUBLE};
    MPI_Type_create_struct(3, bl, dp, ty, &mt);
    MPI_Type_commit(&mt);
    struct mix s = {x[0] * x[1], rank + 7, x[2] * x[2]}, r = {0.0, 0, 0.0};
    MPI_Sendrecv(&s, 1, mt, right, 1, &r, 1, mt, left, 1, W, MPI_STATUS_IGNORE);
    struct mix p = {x[3] * r.a, r.i, x[0] + r.b * r.b}, q = {0.0, 0, 0.0};
    if (rank % 2 == 0 && rank + 1 < size) MPI_Send(&p, 1, mt, rank + 1, 2, W);
    if (rank % 2 == 1) MPI_Recv(&q, 1, mt, rank - 1, 2, W, MPI_STATUS_IGNORE);
    if (rank % 2 == 0 && rank + 1 >= size) q = p;
    struct mix e = {x[1] * x[3], rank, x[2] * x[0]}, g = {0.0, 0, 0.0};
    MPI_Request rq[2];
    MPI_Irecv(&g, 1, mt, right, 3, W, &rq[0]);
    MPI_Isend(&e, 1, mt, left, 3, W, &rq[1]);
    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
    struct mix c = {0.0, 0, 0.0};
    if (rank == 0) { c.a = x[0] * x[2]; c.i = 5; c.b = x[3] * x[3]; }
    MPI_Bcast(&c, 1, mt, 0, W);
    MPI_Type_free(&mt);
    double ok = (r.i == left + 7 && c.i == 5) ? 1.0 : 0.0;  /* the ints arrived intact */
    double t = ok * (r.a * r.b * x[2] + q.a * q.b * x[1] + q.b * q.b + g.a * g.b * x[3]
                     + g.a * g.a + c.a * c.b * x[1] + c.a * c.a);
    return total(t);
}

/* derived datatypes on the blocking gathers: a vector (elements 0 and 2 of 3) on one side, two
 * MPI_DOUBLE on the other, for Allgather, Gather, Scatter and Alltoall; Allgather in place and
 * Scatter in place at the root on the vector */
double dcoll(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    MPI_Datatype vec;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_commit(&vec);
    double s[3] = {x[0] * x[1], 7.0, x[2] * x[3] + 0.1 * rank}, all[24], g[16];
    MPI_Allgather(s, 2, MPI_DOUBLE, all, 1, vec, W);  /* s[0], s[1] into elements 0, 2 of 3 */
    MPI_Gather(s, 1, vec, g, 2, MPI_DOUBLE, 0, W);  /* s[0], s[2] */
    double sc[24], got[2];
    if (rank == 0)
        for (int j = 0; j < 3 * size; j++) sc[j] = g[j % (2 * size)] * x[j % 4] + 0.01 * j;
    MPI_Scatter(sc, 1, vec, got, 2, MPI_DOUBLE, 0, W);
    double a2a[24], r2[16];
    for (int j = 0; j < 3 * size; j++) a2a[j] = x[j % 4] * x[(j + 1) % 4] + 0.1 * j;
    MPI_Alltoall(a2a, 1, vec, r2, 2, MPI_DOUBLE, W);
    double ip[24], sp[24], got2[2] = {0.0, 0.0};
    for (int j = 0; j < 3 * size; j++) ip[j] = sp[j] = 0.0;
    ip[3 * rank] = x[1] * x[2];
    ip[3 * rank + 2] = x[3] * x[3] + rank;
    MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, ip, 1, vec, W);
    if (rank == 0)
        for (int j = 0; j < 3 * size; j++) sp[j] = x[(j + 2) % 4] * x[j % 4] + 0.02 * j;
    MPI_Scatter(sp, 1, vec, rank == 0 ? MPI_IN_PLACE : (void *)got2, 2, MPI_DOUBLE, 0, W);
    if (rank == 0) { got2[0] = sp[0]; got2[1] = sp[2]; }
    MPI_Type_free(&vec);
    double t = got[0] * got[1] * x[3] + got[1] * got[1] + got2[0] * got2[1] * x[0];
    for (int b = 0; b < size; b++)
        t += all[3 * b] * all[3 * b + 2] * x[b % 4] + r2[2 * b] * r2[2 * b + 1] * x[(b + 1) % 4]
             + ip[3 * b] * ip[3 * b + 2] * x[(b + 2) % 4];
    return total(t);
}

/* derived datatypes on the nonblocking collectives and a v-collective: a vector (elements 0 and 2
 * of 3) on Ibcast, on Iallgather's receive side, Igather's and Ialltoall's send side, and on both
 * sides of a blocking Allgatherv */
double dicoll(double *x, int n) {
    int rank, size;
    MPI_Comm_rank(W, &rank);
    MPI_Comm_size(W, &size);
    MPI_Datatype vec;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &vec);
    MPI_Type_commit(&vec);
    MPI_Request q[4];
    double c[3] = {0.0, 0.0, 0.0};
    if (rank == 0) { c[0] = x[0] * x[2]; c[2] = x[1] * x[1]; }
    MPI_Ibcast(c, 1, vec, 0, W, &q[0]);
    double s[3] = {x[0] * x[1], 7.0, x[2] * x[3] + 0.1 * rank}, all[24], g[16];
    MPI_Iallgather(s, 2, MPI_DOUBLE, all, 1, vec, W, &q[1]);
    MPI_Igather(s, 1, vec, g, 2, MPI_DOUBLE, 0, W, &q[2]);
    double a2a[24], r2[16];
    for (int j = 0; j < 3 * size; j++) a2a[j] = x[j % 4] * x[(j + 1) % 4] + 0.1 * j;
    MPI_Ialltoall(a2a, 1, vec, r2, 2, MPI_DOUBLE, W, &q[3]);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    int cnt[8], dsp[8];
    for (int b = 0; b < size; b++) { cnt[b] = 1; dsp[b] = 2 * b; }  /* in vector extents */
    double gv[48], sv[3] = {x[3] * x[0], 0.0, x[1] + x[2] * x[2]};
    MPI_Allgatherv(sv, 1, vec, gv, cnt, dsp, vec, W);
    MPI_Type_free(&vec);
    double t = c[0] * c[2] * x[3] + c[0] * c[0];
    if (rank == 0)
        for (int j = 0; j < 2 * size; j++) t += g[j] * g[j] * x[j % 4];
    for (int b = 0; b < size; b++)
        t += all[3 * b] * all[3 * b + 2] * x[b % 4] + r2[2 * b] * r2[2 * b + 1] * x[(b + 1) % 4]
             + gv[6 * b] * gv[6 * b + 2] * x[(b + 3) % 4];
    return total(t);
}
