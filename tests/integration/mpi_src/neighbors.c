/* Issue 17 part 7: neighbourhood collectives on a Cartesian process grid (2-D, periodic along
 * the first dimension, open along the second: the open ends have MPI_PROC_NULL neighbours, whose
 * receive blocks MPI leaves as they were): Neighbor_allgather / alltoall, their v-variants with
 * blocks of differing sizes at scattered displacements, and the four nonblocking forms
 * overlapped with a loop. */
#include <math.h>
#include <mpi.h>

double neighbors_cart(double *u, int n, MPI_Comm comm) {
    int size, dims[2] = {0, 0}, periods[2] = {1, 0};
    MPI_Comm_size(comm, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Comm cart;
    MPI_Cart_create(comm, 2, dims, periods, 0, &cart);
    int me;
    MPI_Comm_rank(cart, &me);
    double s[8], r[8], g[4], one = sin(u[0]) * (me + 1.0) + u[1 % n] * u[1 % n];
    for (int j = 0; j < 4; j++) {
        s[2 * j] = u[j % n] * (j + 1.0) + me;
        s[2 * j + 1] = cos(u[(j + 1) % n]) * u[0];
        r[2 * j] = r[2 * j + 1] = 0.5 * u[0];  /* kept where the neighbour is MPI_PROC_NULL */
        g[j] = u[1 % n] * (j + 2.0);
    }
    MPI_Neighbor_alltoall(s, 2, MPI_DOUBLE, r, 2, MPI_DOUBLE, cart);
    MPI_Neighbor_allgather(&one, 1, MPI_DOUBLE, g, 1, MPI_DOUBLE, cart);
    /* v-variants: send block j has j % 2 + 1 elements, so receive block j (from the neighbour's
     * slot j ^ 1) has (j ^ 1) % 2 + 1 */
    int sc[4], sd[4] = {3, 0, 5, 6}, rcn[4], rd[4] = {6, 0, 3, 2}, one1[4] = {1, 1, 1, 1},
        gd[4] = {3, 1, 0, 2};
    for (int j = 0; j < 4; j++) { sc[j] = j % 2 + 1; rcn[j] = (j ^ 1) % 2 + 1; }
    double rv[8], gv[5], r2[8], g2[4], rv2[8], gv2[5];
    for (int k = 0; k < 8; k++) rv[k] = r2[k] = rv2[k] = u[k % n] * 0.1 * (k + 1);
    for (int k = 0; k < 5; k++) gv[k] = gv2[k] = sin(u[(k + 2) % n]) + 0.1 * k;
    for (int j = 0; j < 4; j++) g2[j] = u[j % n] - 0.3 * j;
    MPI_Neighbor_alltoallv(s, sc, sd, MPI_DOUBLE, rv, rcn, rd, MPI_DOUBLE, cart);
    MPI_Neighbor_allgatherv(&one, 1, MPI_DOUBLE, gv, one1, gd, MPI_DOUBLE, cart);
    double t[8];
    for (int k = 0; k < 8; k++) t[k] = s[k] * s[(k + 3) % 8] + rv[k];
    MPI_Request q[4];
    MPI_Ineighbor_alltoall(t, 2, MPI_DOUBLE, r2, 2, MPI_DOUBLE, cart, &q[0]);
    MPI_Ineighbor_allgather(&r[1], 1, MPI_DOUBLE, g2, 1, MPI_DOUBLE, cart, &q[1]);
    MPI_Ineighbor_alltoallv(t, sc, sd, MPI_DOUBLE, rv2, rcn, rd, MPI_DOUBLE, cart, &q[2]);
    MPI_Ineighbor_allgatherv(&gv[3], 1, MPI_DOUBLE, gv2, one1, gd, MPI_DOUBLE, cart, &q[3]);
    double over = 0.0;
    for (int k = 0; k < 8; k++) over += t[k] * (k + 1.0);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    double acc = over * 0.01;
    for (int k = 0; k < 8; k++) acc += rv[k] * rv[k] * (k + 0.5) + r2[k] * rv2[k];
    for (int k = 0; k < 5; k++) acc += gv[k] * gv[k] + gv2[k] * (k + 1.0);
    for (int j = 0; j < 4; j++) acc += g2[j] * g2[j];
    for (int j = 0; j < 8; j++) acc += r[j] * r[j] * (j + 1.0);
    for (int j = 0; j < 4; j++) acc += g[j] * r[2 * j] + g[j];
    MPI_Comm_free(&cart);
    return acc;
}

/* The same calls on a directed graph (MPI_Dist_graph_create_adjacent): rank r sends to r + 1
 * and r + 2 and receives from r - 1 and r - 2 (mod size; from 3 ranks no edge has its reverse),
 * so the adjoint must run on the reversed graph. Receive block j comes from send slot j. */
double neighbors_graph(double *u, int n, MPI_Comm comm) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    int dst[2] = {(me + 1) % size, (me + 2) % size};
    int src[2] = {(me - 1 + size) % size, (me - 2 + 2 * size) % size};
    MPI_Comm g;
    MPI_Dist_graph_create_adjacent(comm, 2, src, MPI_UNWEIGHTED, 2, dst, MPI_UNWEIGHTED,
                                   MPI_INFO_NULL, 0, &g);
    double s[4], r[4], one = sin(u[0]) * (me + 1.0) + u[1 % n], ga[2], rv[6], t[4], r2[4], gv[3];
    for (int k = 0; k < 4; k++) {
        s[k] = u[k % n] * (k + 1.0) + me;
        r[k] = r2[k] = 0.5 * u[(k + 1) % n];
    }
    for (int k = 0; k < 6; k++) rv[k] = 0.1 * k * u[k % n];
    for (int k = 0; k < 3; k++) gv[k] = cos(u[k % n]);
    MPI_Neighbor_alltoall(s, 2, MPI_DOUBLE, r, 2, MPI_DOUBLE, g);
    MPI_Neighbor_allgather(&one, 1, MPI_DOUBLE, ga, 1, MPI_DOUBLE, g);
    int sc[2] = {1, 2}, sd[2] = {3, 0}, rd[2] = {4, 1}, ones[2] = {1, 1}, gd[2] = {2, 0};
    MPI_Neighbor_alltoallv(s, sc, sd, MPI_DOUBLE, rv, sc, rd, MPI_DOUBLE, g);
    for (int k = 0; k < 4; k++) t[k] = s[k] * r[(k + 1) % 4] + rv[k];
    MPI_Request q[2];
    MPI_Ineighbor_alltoall(t, 2, MPI_DOUBLE, r2, 2, MPI_DOUBLE, g, &q[0]);
    MPI_Ineighbor_allgatherv(&ga[1], 1, MPI_DOUBLE, gv, ones, gd, MPI_DOUBLE, g, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    double acc = 0.0;
    for (int k = 0; k < 4; k++) acc += r[k] * r[k] * (k + 1.0) + r2[k] * t[k];
    for (int k = 0; k < 6; k++) acc += rv[k] * rv[k] * (k + 0.5);
    for (int k = 0; k < 3; k++) acc += gv[k] * gv[k] * (k + 2.0);
    acc += ga[0] * ga[1] + ga[0];
    MPI_Comm_free(&g);
    return acc;
}
