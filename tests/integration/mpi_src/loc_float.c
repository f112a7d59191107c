/* MINLOC / MAXLOC on MPI_FLOAT_INT pairs (a float value, an int location; 8 bytes an element):
 * the blocking reductions (Allreduce, Reduce, Scan, Exscan), their nonblocking forms (Iallreduce,
 * Ireduce, Iscan in place, Iexscan) and the persistent ones (Allreduce_init, Reduce_init,
 * Scan_init, Exscan_init, Allreduce_init in place) started in a time loop by Startall and
 * completed by Waitall or Waits in reverse. The value's derivative follows the winner; the
 * location has none. With ties: values equal on every rank (an allreduced sum, equal under any
 * perturbation) told apart by their locations, or not at all (equal locations: the lowest rank
 * of the range wins, as MPI's reduction order gives). Float data: ad_check's spec f:N (a step and
 * tolerances of float accuracy). The MPI_DOUBLE_INT version is pcoll_loc.c. */
#include <math.h>
#include <mpi.h>

#define INFO MPI_INFO_NULL

struct fint {
    float v;
    int loc;
};

static float loc_blocking(float *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    float s, sh = u[0] * u[1] + u[2];
    MPI_Allreduce(&sh, &s, 1, MPI_FLOAT, MPI_SUM, comm);
    struct fint x[3], y[3], r[2], ry[2], sc[2], sy[2], ex[2], ey[2];
    x[0].v = sinf(u[0]) + 0.3f * rank;
    x[0].loc = rank;
    x[1].v = s;  /* tied values: the smallest location, the last rank */
    x[1].loc = 5 - rank;
    x[2].v = s + 1.0f;  /* a full tie: rank 0 */
    x[2].loc = 7;
    for (int k = 0; k < 2; k++) {
        r[k].v = k ? 0.5f * s : cosf(u[1]) * (1.0f + 0.2f * rank);  /* r[1]: a full tie */
        r[k].loc = k ? 2 : rank;
        sc[k].v = k ? s - 0.2f : u[2] * (1.0f + 0.15f * rank);  /* sc[1]: tied, rank 0 */
        sc[k].loc = rank;
        ex[k].v = k ? s * s : u[3] * u[0] + 0.25f * ((rank * 3) % 4);  /* ex[1]: tied */
        ex[k].loc = k ? 3 - rank : rank;
        ey[k].v = 0.0f;
        ey[k].loc = 0;
        ry[k] = ey[k];
    }
    MPI_Allreduce(x, y, 3, MPI_FLOAT_INT, MPI_MINLOC, comm);
    MPI_Reduce(r, ry, 2, MPI_FLOAT_INT, MPI_MAXLOC, size - 1, comm);
    MPI_Scan(sc, sy, 2, MPI_FLOAT_INT, MPI_MAXLOC, comm);
    MPI_Exscan(ex, ey, 2, MPI_FLOAT_INT, MPI_MINLOC, comm);
    float acc = 0.0f;
    for (int k = 0; k < 3; k++) acc += y[k].v * y[k].v * (1.0f + 0.01f * y[k].loc);
    for (int k = 0; k < 2; k++) acc += sy[k].v * (1.5f + 0.1f * sy[k].loc + k);
    if (rank == size - 1) acc += ry[0].v * ry[1].v + 0.1f * ry[0].loc * ry[0].v;
    if (rank > 0) acc += ey[0].v * ey[1].v + 0.01f * ey[0].loc + 0.02f * ey[1].loc * ey[1].v;
    return acc;
}

static float loc_nonblocking(float *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    float s, sh = u[0] + u[1] * u[2];
    MPI_Allreduce(&sh, &s, 1, MPI_FLOAT, MPI_SUM, comm);
    struct fint x[2], y[2], p[2], q[2], sc[2], ex[2], ey[2];
    for (int k = 0; k < 2; k++) {
        x[k].v = k ? s : u[k] * u[3] + 0.2f * rank;  /* x[1]: tied, the smallest location */
        x[k].loc = k ? 4 - rank : rank;
        p[k].v = k ? 2.0f * s : sinf(u[2]) + 0.15f * rank;  /* p[1]: a full tie */
        p[k].loc = k ? 1 : rank;
        q[k].v = 0.0f;
        q[k].loc = 0;
        sc[k].v = k ? s : cosf(u[k + 1]) * (1.0f + 0.1f * rank);  /* sc[1]: tied, rank 0 */
        sc[k].loc = rank;
        ex[k].v = u[(k + 2) % n] * (1.0f + 0.3f * ((rank + k) % 3));
        ex[k].loc = rank;
        ey[k] = q[k];
    }
    MPI_Request rq[4];
    MPI_Iallreduce(x, y, 2, MPI_FLOAT_INT, MPI_MAXLOC, comm, &rq[0]);
    MPI_Ireduce(p, q, 2, MPI_FLOAT_INT, MPI_MINLOC, size - 1, comm, &rq[1]);
    MPI_Iscan(MPI_IN_PLACE, sc, 2, MPI_FLOAT_INT, MPI_MINLOC, comm, &rq[2]);
    MPI_Iexscan(ex, ey, 2, MPI_FLOAT_INT, MPI_MAXLOC, comm, &rq[3]);
    MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
    float acc = 0.0f;
    for (int k = 0; k < 2; k++)
        acc += y[k].v * y[k].v * (1.0f + 0.02f * y[k].loc) + sc[k].v * (2.0f + 0.1f * sc[k].loc + k);
    if (rank == size - 1) acc += q[0].v * q[1].v + 0.1f * q[0].loc;
    if (rank > 0) acc += ey[0].v * ey[1].v + 0.1f * ey[1].loc * ey[0].v;
    return acc;
}

static float loc_persistent(float *u, int n, int steps, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    struct fint a[2], am[2], b[2], bm[2], c[2], cs[2], e[2], es[2], ip[2];
    float sh[1], s[1], acc = 0.0f;
    for (int k = 0; k < 2; k++) {
        bm[k].v = es[k].v = 0.0f;
        bm[k].loc = es[k].loc = 0;
    }
    MPI_Request rq[6];
    MPI_Allreduce_init(a, am, 2, MPI_FLOAT_INT, MPI_MINLOC, comm, INFO, &rq[0]);
    MPI_Reduce_init(b, bm, 2, MPI_FLOAT_INT, MPI_MAXLOC, 0, comm, INFO, &rq[1]);
    MPI_Scan_init(c, cs, 2, MPI_FLOAT_INT, MPI_MAXLOC, comm, INFO, &rq[2]);
    MPI_Exscan_init(e, es, 2, MPI_FLOAT_INT, MPI_MINLOC, comm, INFO, &rq[3]);
    MPI_Allreduce_init(sh, s, 1, MPI_FLOAT, MPI_SUM, comm, INFO, &rq[4]);
    MPI_Allreduce_init(MPI_IN_PLACE, ip, 2, MPI_FLOAT_INT, MPI_MAXLOC, comm, INFO, &rq[5]);
    for (int t = 0; t < steps; t++) {
        sh[0] = u[t % n] * u[(t + 1) % n];
        MPI_Start(&rq[4]);
        MPI_Wait(&rq[4], MPI_STATUS_IGNORE);  /* s[0]: the same on every rank */
        a[0].v = sinf(u[0]) + 0.3f * rank + 0.1f * t;
        a[0].loc = rank;
        a[1].v = s[0] * (1.0f + 0.1f * t);  /* tied values: the smallest location, the last rank */
        a[1].loc = 5 - rank;
        b[0].v = cosf(u[1]) * (1.0f + 0.2f * rank);
        b[0].loc = rank;
        b[1].v = 0.5f * s[0];  /* a full tie */
        b[1].loc = 2;
        c[0].v = u[2] * (1.0f + 0.15f * rank) + 0.1f * t;
        c[0].loc = rank;
        c[1].v = s[0] - 0.2f;  /* tied: the smallest location, rank 0 */
        c[1].loc = rank;
        e[0].v = u[3] * u[0] + 0.25f * ((rank * 3) % 4);
        e[0].loc = rank;
        e[1].v = s[0] * s[0];  /* tied: the smallest location, the last rank of the range */
        e[1].loc = 3 - rank;
        ip[0].v = u[1] * u[2] * (1.0f + 0.1f * rank) + 0.2f * t;
        ip[0].loc = rank;
        ip[1].v = s[0] * 0.25f;  /* tied: the smallest location, rank 0 */
        ip[1].loc = rank;
        MPI_Startall(4, rq);
        MPI_Start(&rq[5]);
        if ((rank + t) % 2 == 0) {
            MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
            MPI_Wait(&rq[5], MPI_STATUS_IGNORE);
        } else {
            MPI_Wait(&rq[5], MPI_STATUS_IGNORE);
            for (int k = 3; k >= 0; k--) MPI_Wait(&rq[k], MPI_STATUS_IGNORE);
        }
        acc += ip[0].v * ip[1].v * (1.0f + 0.05f * ip[0].loc);
        for (int k = 0; k < 2; k++) acc += am[k].v * am[k].v * (1.0f + 0.01f * am[k].loc);
        for (int k = 0; k < 2; k++) acc += cs[k].v * (1.5f + 0.1f * cs[k].loc + k);
        if (rank == 0) acc += bm[0].v * bm[1].v + 0.1f * bm[0].loc * bm[0].v;
        if (rank > 0) acc += es[0].v * es[1].v + 0.01f * es[0].loc + 0.02f * es[1].loc * es[1].v;
        u[t % n] = 0.7f * u[t % n] + 0.3f * tanhf(0.1f * am[0].v + 0.05f * am[1].v + 0.05f * cs[0].v);
    }
    for (int k = 0; k < 6; k++) MPI_Request_free(&rq[k]);
    return acc;
}

double float_locs(float *u, int n, int steps, MPI_Comm comm) {
    float r = loc_blocking(u, n, comm) + loc_nonblocking(u, n, comm);
    return (double)(r + loc_persistent(u, n, steps, comm));
}
