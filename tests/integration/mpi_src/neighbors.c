/* Issue 17 part 7: neighbourhood collectives on a Cartesian process grid (2-D, periodic along
 * the first dimension, open along the second: the open ends have MPI_PROC_NULL neighbours, whose
 * receive blocks MPI leaves as they were). */
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
    double acc = 0.0;
    for (int j = 0; j < 8; j++) acc += r[j] * r[j] * (j + 1.0);
    for (int j = 0; j < 4; j++) acc += g[j] * r[2 * j] + g[j];
    MPI_Comm_free(&cart);
    return acc;
}
