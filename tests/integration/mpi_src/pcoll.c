/* MPI-4 persistent collectives in a time loop: made once (MPI_X_init), started each step
 * (MPI_Startall / MPI_Start), completed by Waitall, Wait or Testsome in orders that differ
 * between ranks and steps, freed at the end. Each start is a new collective, which the reverse
 * sweep undoes in reverse order. */
#include <math.h>
#include <mpi.h>

#define MAXR 8
#define INFO MPI_INFO_NULL

/* Bcast, Allgather(v), Gather(v), Scatter(v), Alltoall(v), Reduce_scatter(_block) and a
 * Barrier, all started together by Startall; blocks of 1 or 2 elements by rank. */
void pcoll_moves(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int root = size - 1, mine = 1 + rank % 2, counts[MAXR], displs[MAXR], ones[MAXR], rev[MAXR];
    int tot = 0;
    for (int r = 0; r < size; r++) {
        counts[r] = 1 + r % 2;
        displs[r] = tot;
        tot += counts[r];
        ones[r] = 1;
        rev[r] = size - 1 - r;
    }
    double b[2], s2[2], agv[2 * MAXR], ag[MAXR], at_s[MAXR], at_r[MAXR], atv_r[MAXR],
        rs_s[2 * MAXR], rsb[2], rsv[2], g_r[MAXR], gv_r[2 * MAXR], sc_s[MAXR], sc_r[1],
        sv_s[2 * MAXR], sv_r[2];
    MPI_Request rq[12];
    MPI_Bcast_init(b, 2, MPI_DOUBLE, root, comm, INFO, &rq[0]);
    MPI_Allgatherv_init(s2, mine, MPI_DOUBLE, agv, counts, displs, MPI_DOUBLE, comm, INFO, &rq[1]);
    MPI_Allgather_init(s2, 1, MPI_DOUBLE, ag, 1, MPI_DOUBLE, comm, INFO, &rq[2]);
    MPI_Alltoall_init(at_s, 1, MPI_DOUBLE, at_r, 1, MPI_DOUBLE, comm, INFO, &rq[3]);
    MPI_Alltoallv_init(at_s, ones, rev, MPI_DOUBLE, atv_r, ones, displs, MPI_DOUBLE, comm, INFO,
                       &rq[4]);
    MPI_Reduce_scatter_block_init(rs_s, rsb, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[5]);
    MPI_Reduce_scatter_init(rs_s, rsv, counts, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[6]);
    MPI_Gather_init(s2, 1, MPI_DOUBLE, g_r, 1, MPI_DOUBLE, 0, comm, INFO, &rq[7]);
    MPI_Gatherv_init(s2, mine, MPI_DOUBLE, gv_r, counts, displs, MPI_DOUBLE, root, comm, INFO,
                     &rq[8]);
    MPI_Scatter_init(sc_s, 1, MPI_DOUBLE, sc_r, 1, MPI_DOUBLE, root, comm, INFO, &rq[9]);
    MPI_Scatterv_init(sv_s, counts, displs, MPI_DOUBLE, sv_r, mine, MPI_DOUBLE, 0, comm, INFO,
                      &rq[10]);
    MPI_Barrier_init(comm, INFO, &rq[11]);
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < 2; i++) {
            b[i] = rank == root ? sin(u[(i + t) % n]) : 0.0;
            s2[i] = u[i % n] * u[(i + 1) % n] + 0.1 * t;
        }
        for (int i = 0; i < 2 * size; i++) {
            rs_s[i] = u[i % n] * (i + 1.0) + cos(u[(i + t) % n]);
            sv_s[i] = rank == 0 ? u[(i + t) % n] * u[i % n] : 0.0;
        }
        for (int r = 0; r < size; r++) {
            at_s[r] = u[(r + t) % n] * (r + 1.0) + exp(0.1 * u[r % n]);
            sc_s[r] = rank == root ? u[r % n] * u[r % n] + r : 0.0;
        }
        MPI_Startall(12, rq);
        if ((rank + t) % 2 == 0) {
            MPI_Waitall(12, rq, MPI_STATUSES_IGNORE);
        } else {
            int done = 0, out, idx[12];
            while (done < 12) {
                MPI_Testsome(12, rq, &out, idx, MPI_STATUSES_IGNORE);
                done += out;
            }
        }
        double acc = b[0] * b[1] + rsb[0] * rsb[1] + sc_r[0] * sv_r[0] + rsv[0] * rsv[mine - 1];
        for (int k = 0; k < tot; k++) acc += 0.1 * agv[k] * agv[(k + 1) % tot];
        for (int r = 0; r < size; r++) acc += 0.2 * ag[r] + at_r[r] * atv_r[r];
        if (rank == 0)
            for (int r = 0; r < size; r++) acc += 0.3 * g_r[r] * g_r[r];
        if (rank == root)
            for (int k = 0; k < tot; k++) acc += 0.1 * gv_r[k];
        u[t % n] = 0.5 * u[t % n] + 0.5 * tanh(0.2 * acc);
        u[(t + 1) % n] = 0.8 * u[(t + 1) % n] + 0.1 * sin(0.3 * acc) * sv_r[mine - 1];
    }
    for (int k = 0; k < 12; k++) MPI_Request_free(&rq[k]);
}

/* Allreduce (SUM, PROD, and SUM in place), Reduce (MAX), Scan and Exscan; the first three
 * started by Startall, the others one by one; completed by Waitall or by Waits in reverse. */
double pcoll_reductions(double *u, int n, int steps, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double x[2], s[2], p[2], pr[2], q[2], mx[2] = {0, 0}, c[2], cs[2], e[2], es[2] = {0, 0},
        ip[2], acc = 0.0;
    MPI_Request rq[6];
    MPI_Allreduce_init(x, s, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[0]);
    MPI_Allreduce_init(p, pr, 2, MPI_DOUBLE, MPI_PROD, comm, INFO, &rq[1]);
    MPI_Reduce_init(q, mx, 2, MPI_DOUBLE, MPI_MAX, 0, comm, INFO, &rq[2]);
    MPI_Scan_init(c, cs, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[3]);
    MPI_Exscan_init(e, es, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[4]);
    MPI_Allreduce_init(MPI_IN_PLACE, ip, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq[5]);
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < 2; i++) {
            x[i] = sin(u[(i + t) % n]) + u[(i + 1) % n];
            p[i] = 0.5 + 0.25 * u[i % n] * u[i % n];
            q[i] = cos(u[(i + t) % n]) + 0.3 * rank;
            c[i] = u[i % n] * u[(i + 2) % n];
            e[i] = exp(0.2 * u[(i + 3) % n]);
            ip[i] = 0.5 * u[(i + t) % n] + 0.1 * u[i % n] * u[i % n];
        }
        MPI_Startall(3, rq);
        MPI_Start(&rq[3]);
        MPI_Start(&rq[4]);
        MPI_Start(&rq[5]);
        if ((rank + t) % 2 == 0) {
            MPI_Waitall(6, rq, MPI_STATUSES_IGNORE);
        } else {
            for (int k = 5; k >= 0; k--) MPI_Wait(&rq[k], MPI_STATUS_IGNORE);
        }
        double ex = rank > 0 ? es[0] * es[1] : 0.0;
        acc += s[0] * s[1] + pr[0] + pr[1] * s[0] + cs[0] * cs[1] + ex + ip[0] * ip[1];
        if (rank == 0) acc += mx[0] * mx[1];
        u[t % n] = 0.7 * u[t % n] + 0.3 * tanh(0.1 * s[0] * pr[1] + 0.05 * cs[1] + 0.1 * ex
                                                + 0.1 * ip[1]);
    }
    for (int k = 0; k < 6; k++) MPI_Request_free(&rq[k]);
    return acc;
}

/* Neighbourhood persistent collectives: Neighbor_alltoall and Neighbor_allgatherv on a directed
 * graph (rank r sends to r + 1 and r + 2, mod size: the reverse runs on the reversed graph),
 * Neighbor_allgather and Neighbor_alltoallv on a periodic 1-D Cartesian grid; started together,
 * completed by Waitall, the communicators freed in the primal. */
void pcoll_neighbors(double *u, int n, int steps, MPI_Comm comm) {
    int size, me, dims[1] = {0}, periods[1] = {1};
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    int dst[2] = {(me + 1) % size, (me + 2) % size};
    int src[2] = {(me - 1 + size) % size, (me - 2 + 2 * size) % size};
    MPI_Comm g, cart;
    MPI_Dist_graph_create_adjacent(comm, 2, src, MPI_UNWEIGHTED, 2, dst, MPI_UNWEIGHTED,
                                   MPI_INFO_NULL, 0, &g);
    MPI_Dims_create(size, 1, dims);
    MPI_Cart_create(comm, 1, dims, periods, 0, &cart);
    double s[4], r[4], one, gv[3], ga[2], t[3], tv[3];
    int ones[2] = {1, 1}, gd[2] = {2, 0}, sc[2] = {1, 2}, sd[2] = {1, 0}, rc[2] = {2, 1},
        rd[2] = {0, 2};
    MPI_Request rq[4];
    MPI_Neighbor_alltoall_init(s, 2, MPI_DOUBLE, r, 2, MPI_DOUBLE, g, INFO, &rq[0]);
    MPI_Neighbor_allgatherv_init(&one, 1, MPI_DOUBLE, gv, ones, gd, MPI_DOUBLE, g, INFO, &rq[1]);
    MPI_Neighbor_allgather_init(&one, 1, MPI_DOUBLE, ga, 1, MPI_DOUBLE, cart, INFO, &rq[2]);
    MPI_Neighbor_alltoallv_init(t, sc, sd, MPI_DOUBLE, tv, rc, rd, MPI_DOUBLE, cart, INFO, &rq[3]);
    for (int k = 0; k < 3; k++) gv[k] = 0.1 * k;
    for (int step = 0; step < steps; step++) {
        for (int k = 0; k < 4; k++) s[k] = u[(k + step) % n] * (k + 1.0) + sin(u[k % n]);
        for (int k = 0; k < 3; k++) t[k] = u[k % n] * u[(k + 1) % n] + 0.1 * me;
        one = cos(u[step % n]) * (me + 1.0);
        MPI_Startall(4, rq);
        MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
        double acc = r[0] * r[3] + r[1] + r[2] * r[2] + gv[0] * gv[1] + gv[2] + ga[0] * ga[1];
        for (int k = 0; k < 3; k++) acc += tv[k] * tv[k] * (k + 1.0);
        u[step % n] = 0.6 * u[step % n] + 0.4 * tanh(0.2 * acc);
    }
    for (int k = 0; k < 4; k++) MPI_Request_free(&rq[k]);
    MPI_Comm_free(&g);
    MPI_Comm_free(&cart);
}

double pcoll_all(double *u, int n, int steps, MPI_Comm comm) {
    pcoll_moves(u, n, steps, comm);
    pcoll_neighbors(u, n, steps, comm);
    return pcoll_reductions(u, n, steps, comm);
}

/* an active persistent collective freed (erroneous in MPI): refused, naming the call */
double pcoll_free_active(double *u, int n, MPI_Comm comm) {
    double s[2];
    MPI_Request rq;
    MPI_Allreduce_init(u, s, 2, MPI_DOUBLE, MPI_SUM, comm, INFO, &rq);
    MPI_Start(&rq);
    MPI_Request_free(&rq);
    return s[0] * s[1] + u[n - 1];
}
