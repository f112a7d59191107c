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
