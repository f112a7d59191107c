/* Prefix reductions (Scan, Exscan with SUM / PROD / MIN / MAX, in place too; their nonblocking
 * forms Iscan / Iexscan, overlapped with a loop), MINLOC / MAXLOC on
 * MPI_DOUBLE_INT and MPI_2DOUBLE_PRECISION pairs (the location carries no derivative), and
 * Reduce_local. */
#include <math.h>
#include <mpi.h>

struct dint {
    double v;
    int loc;
};

double scans_locs(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double x[2], y[2], p[2], yp[2], a[2], ymn[2], b[2], ymx[2], e[2], ye[2] = {0, 0},
        f[2], yf[2] = {1, 1}, g[2], yg[2] = {0, 0}, ip[2];
    for (int i = 0; i < 2; i++) {
        x[i] = sin(u[i]) + 0.1 * rank;
        p[i] = 0.6 + 0.2 * u[(i + 1) % n] * (rank + 1);
        a[i] = u[(i + 2) % n] * (1.0 + 0.13 * rank) + 0.05 * ((rank * 7 + i) % 3);
        b[i] = cos(u[i]) * (1.0 + 0.11 * ((rank + i) % 3));
        e[i] = u[(i + 3) % n] * u[i] + rank;
        f[i] = 0.8 + 0.1 * u[i] * (rank + 2);
        g[i] = u[(i + 1) % n] - 0.2 * ((rank * 5 + i) % 4);
        ip[i] = u[i] * u[(i + 1) % n];
    }
    MPI_Scan(x, y, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Scan(p, yp, 2, MPI_DOUBLE, MPI_PROD, comm);
    MPI_Scan(a, ymn, 2, MPI_DOUBLE, MPI_MIN, comm);
    MPI_Scan(b, ymx, 2, MPI_DOUBLE, MPI_MAX, comm);
    MPI_Scan(MPI_IN_PLACE, ip, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Exscan(e, ye, 2, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Exscan(f, yf, 2, MPI_DOUBLE, MPI_PROD, comm);
    MPI_Exscan(g, yg, 2, MPI_DOUBLE, MPI_MIN, comm);
    if (rank == 0) { ye[0] = ye[1] = 0.0; yf[0] = yf[1] = 1.0; yg[0] = yg[1] = 0.0; }
    /* Iscan / Iexscan, completed together after a loop that reads their inputs */
    double xs[2], ys[2], bm[2], ybm[2], fp[2], yfp[2] = {1, 1}, gi[2];
    for (int i = 0; i < 2; i++) {
        xs[i] = u[(i + 1) % n] * u[(i + 1) % n] + 0.2 * rank;
        bm[i] = sin(u[(i + 2) % n]) * (1.0 + 0.07 * rank) + 0.03 * ((rank * 5 + i) % 4);
        fp[i] = 0.7 + 0.15 * u[(i + 3) % n] * (rank + 1);
        gi[i] = u[i] * (rank + 1.5);
    }
    MPI_Request sq[4];
    MPI_Iscan(xs, ys, 2, MPI_DOUBLE, MPI_SUM, comm, &sq[0]);
    MPI_Iscan(bm, ybm, 2, MPI_DOUBLE, MPI_MAX, comm, &sq[1]);
    MPI_Iexscan(fp, yfp, 2, MPI_DOUBLE, MPI_PROD, comm, &sq[2]);
    MPI_Iexscan(MPI_IN_PLACE, gi, 2, MPI_DOUBLE, MPI_SUM, comm, &sq[3]);
    double over = 0.0;
    for (int i = 0; i < 2; i++) over += xs[i] * bm[i] + fp[i];
    MPI_Waitall(4, sq, MPI_STATUSES_IGNORE);
    if (rank == 0) { yfp[0] = yfp[1] = 1.0; gi[0] = gi[1] = 0.0; }
    /* MINLOC on (double, int) pairs, MAXLOC on (double, double) pairs to the root */
    struct dint mi[2], mo[2];
    double pi[4], po[4] = {0, 0, 0, 0};
    for (int k = 0; k < 2; k++) {
        mi[k].v = u[k] * u[k] + 0.3 * ((rank * 3 + k) % 4);
        mi[k].loc = 10 * rank + k;
        pi[2 * k] = sin(u[(k + 1) % n]) + 0.2 * ((rank + k) % 3);
        pi[2 * k + 1] = rank + 0.5;
    }
    MPI_Allreduce(mi, mo, 2, MPI_DOUBLE_INT, MPI_MINLOC, comm);
    MPI_Reduce(pi, po, 2, MPI_2DOUBLE_PRECISION, MPI_MAXLOC, 0, comm);
    /* Reduce_local: lo = li op lo */
    double li[3], lo[3];
    for (int i = 0; i < 3; i++) { li[i] = u[i % n] + 0.3 * i; lo[i] = u[(i + 1) % n] * 1.1; }
    MPI_Reduce_local(li, lo, 3, MPI_DOUBLE, MPI_PROD);
    MPI_Reduce_local(x, lo, 2, MPI_DOUBLE, MPI_MIN);
    MPI_Reduce_local(li, lo, 3, MPI_DOUBLE, MPI_SUM);
    double acc = 0.0;
    for (int i = 0; i < 2; i++)
        acc += y[i] * y[i] + yp[i] * (i + 1.0) + ymn[i] * ymx[i] + ip[i] * x[i]
               + ye[i] * ye[i] + yf[i] * e[i] + yg[i] * 3.0
               + mo[i].v * mo[i].v * (1.0 + 0.01 * mo[i].loc);
    for (int i = 0; i < 2; i++)
        acc += ys[i] * ys[i] + ybm[i] * (2.0 - i) + yfp[i] * xs[i] + gi[i] * gi[i] * 0.5;
    acc += over * over;
    for (int i = 0; i < 3; i++) acc += lo[i] * lo[i];
    if (rank == 0) acc += po[0] * po[2] + po[1] * 0.1 * po[0];
    return acc;
}
