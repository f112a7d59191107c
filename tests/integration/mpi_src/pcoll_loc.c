/* MINLOC / MAXLOC on MPI_DOUBLE_INT and MPI_2DOUBLE_PRECISION pairs (the location carries no
 * derivative) in the persistent reductions (Allreduce_init, Reduce_init, Scan_init, Exscan_init)
 * (and Allreduce_init in place) started in a time loop by Startall and completed by Waitall or
 * Waits in reverse; in their
 * nonblocking forms (Iallreduce, Ireduce, Iscan in place, Iexscan) and the blocking Scan /
 * Exscan. With ties: values equal on every rank (an allreduced sum, equal under any
 * perturbation) told apart by their locations, or not at all (equal locations: the lowest rank
 * of the range wins, as MPI's reduction order gives). */
#include <math.h>
#include <mpi.h>

#define INFO MPI_INFO_NULL

struct dint {
    double v;
    int loc;
};

static double loc_persistent(double *u, int n, int steps, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    struct dint a[3], am[3], c[2], cs[2], ip[2];
    double b[4], bm[4] = {0, 0, 0, 0}, e[4], es[4] = {0, 0, 0, 0}, sh[1], s[1], acc = 0.0;
    MPI_Request rq[6];
    MPI_Allreduce_init(a, am, 3, MPI_DOUBLE_INT, MPI_MINLOC, comm, INFO, &rq[0]);
    MPI_Reduce_init(b, bm, 2, MPI_2DOUBLE_PRECISION, MPI_MAXLOC, 0, comm, INFO, &rq[1]);
    MPI_Scan_init(c, cs, 2, MPI_DOUBLE_INT, MPI_MAXLOC, comm, INFO, &rq[2]);
    MPI_Exscan_init(e, es, 2, MPI_2DOUBLE_PRECISION, MPI_MINLOC, comm, INFO, &rq[3]);
    MPI_Allreduce_init(sh, s, 1, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[4]);
    MPI_Allreduce_init(MPI_IN_PLACE, ip, 2, MPI_DOUBLE_INT, MPI_MAXLOC, comm, INFO, &rq[5]);
    for (int t = 0; t < steps; t++) {
        sh[0] = u[t % n] * u[(t + 1) % n];
        MPI_Start(&rq[4]);
        MPI_Wait(&rq[4], MPI_STATUS_IGNORE);  /* s[0]: the same on every rank */
        a[0].v = sin(u[0]) + 0.3 * rank + 0.1 * t;
        a[0].loc = rank;
        a[1].v = s[0] * (1.0 + 0.1 * t);  /* tied values: the smallest location, the last rank */
        a[1].loc = 5 - rank;
        a[2].v = s[0] + 1.0;  /* a full tie: rank 0 */
        a[2].loc = 7;
        b[0] = cos(u[1]) * (1.0 + 0.2 * rank);
        b[1] = rank;
        b[2] = 0.5 * s[0];  /* a full tie */
        b[3] = 2.0;
        c[0].v = u[2] * (1.0 + 0.15 * rank) + 0.1 * t;
        c[0].loc = rank;
        c[1].v = s[0] - 0.2;  /* tied: the smallest location, rank 0 */
        c[1].loc = rank;
        e[0] = u[3] * u[0] + 0.25 * ((rank * 3) % 4);
        e[1] = rank;
        e[2] = s[0] * s[0];  /* tied: the smallest location, the last rank of the range */
        e[3] = 3.0 - rank;
        ip[0].v = u[1] * u[2] * (1.0 + 0.1 * rank) + 0.2 * t;
        ip[0].loc = rank;
        ip[1].v = s[0] * 0.25;  /* tied: the smallest location, rank 0 */
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
        acc += ip[0].v * ip[1].v * (1.0 + 0.05 * ip[0].loc);
        for (int k = 0; k < 3; k++) acc += am[k].v * am[k].v * (1.0 + 0.01 * am[k].loc);
        for (int k = 0; k < 2; k++) acc += cs[k].v * (1.5 + 0.1 * cs[k].loc + k);
        if (rank == 0) acc += bm[0] * bm[2] + 0.1 * bm[1] * bm[0] + bm[3];
        if (rank > 0) acc += es[0] * es[2] + 0.01 * es[1] + 0.02 * es[3] * es[2];
        u[t % n] = 0.7 * u[t % n] + 0.3 * tanh(0.1 * am[0].v + 0.05 * am[1].v + 0.05 * cs[0].v);
    }
    for (int k = 0; k < 6; k++) MPI_Request_free(&rq[k]);
    return acc;
}

static double loc_nonblocking(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double s, sh = u[0] + u[1] * u[2];
    MPI_Allreduce(&sh, &s, 1, MPI_DOUBLE, MPI_SUM, comm);
    struct dint x[2], y[2], sc[2], bx[2], by[2];
    double p[4], q[4] = {0, 0, 0, 0}, ex[4], ey[4] = {0, 0, 0, 0}, bex[4], bey[4] = {0, 0, 0, 0};
    for (int k = 0; k < 2; k++) {
        x[k].v = k ? s : u[k] * u[3] + 0.2 * rank;  /* x[1]: tied, the smallest location */
        x[k].loc = k ? 4 - rank : rank;
        p[2 * k] = k ? 2.0 * s : sin(u[2]) + 0.15 * rank;  /* p[2]: a full tie */
        p[2 * k + 1] = k ? 1.0 : rank;
        sc[k].v = k ? s : cos(u[k + 1]) * (1.0 + 0.1 * rank);  /* sc[1]: tied, rank 0 */
        sc[k].loc = rank;
        ex[2 * k] = u[(k + 2) % n] * (1.0 + 0.3 * ((rank + k) % 3));
        ex[2 * k + 1] = rank;
        bx[k].v = k ? s + 0.5 : u[3] - 0.1 * rank;  /* bx[1]: a full tie */
        bx[k].loc = 2;
        bex[2 * k] = exp(0.1 * u[k]) + 0.2 * rank;
        bex[2 * k + 1] = k;
    }
    MPI_Request rq[4];
    MPI_Iallreduce(x, y, 2, MPI_DOUBLE_INT, MPI_MAXLOC, comm, &rq[0]);
    MPI_Ireduce(p, q, 2, MPI_2DOUBLE_PRECISION, MPI_MINLOC, size - 1, comm, &rq[1]);
    MPI_Iscan(MPI_IN_PLACE, sc, 2, MPI_DOUBLE_INT, MPI_MINLOC, comm, &rq[2]);
    MPI_Iexscan(ex, ey, 2, MPI_2DOUBLE_PRECISION, MPI_MAXLOC, comm, &rq[3]);
    MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
    MPI_Scan(bx, by, 2, MPI_DOUBLE_INT, MPI_MINLOC, comm);
    MPI_Exscan(bex, bey, 2, MPI_2DOUBLE_PRECISION, MPI_MINLOC, comm);
    double acc = 0.0;
    for (int k = 0; k < 2; k++)
        acc += y[k].v * y[k].v * (1.0 + 0.02 * y[k].loc) + sc[k].v * (2.0 + 0.1 * sc[k].loc + k)
               + by[k].v * (1.0 + 0.1 * by[k].loc) * (k + 0.5);
    if (rank == size - 1) acc += q[0] * q[2] + 0.1 * q[1] + q[3] * q[0];
    if (rank > 0) acc += ey[0] * ey[2] + 0.1 * ey[1] * ey[0] + bey[0] * bey[2] + 0.1 * bey[3];
    return acc;
}

double pcoll_locs(double *u, int n, int steps, MPI_Comm comm) {
    double r = loc_nonblocking(u, n, comm);
    return r + loc_persistent(u, n, steps, comm);
}
