/* Issue 17 part 7: communicators and topologies. The calls that make communicators (Comm_split,
 * Comm_dup, Cart_create, Cart_sub) and the topology queries (Cart_shift, Cart_coords, Cart_rank,
 * Cart_get, Dims_create) carry no derivative; the communication on the communicators they make
 * differentiates like the communication on MPI_COMM_WORLD: a halo exchange on a periodic 2-D
 * process grid, a reduction on each row of the grid (Cart_sub) and on each half of the ranks
 * (Comm_split), a broadcast on a duplicate. */
#include <math.h>
#include <mpi.h>

double cart_halo(double *u, int n, MPI_Comm comm) {
    int size, dims[2] = {0, 0}, periods[2] = {1, 1};
    MPI_Comm_size(comm, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Comm cart, row, half, dup;
    MPI_Cart_create(comm, 2, dims, periods, 1, &cart);
    int me, coords[2], lo, hi, west, east;
    MPI_Comm_rank(cart, &me);
    MPI_Cart_coords(cart, me, 2, coords);
    MPI_Cart_shift(cart, 0, 1, &lo, &hi);
    MPI_Cart_shift(cart, 1, 1, &west, &east);
    int gdims[2], gper[2], gco[2], back;
    MPI_Cart_get(cart, 2, gdims, gper, gco);
    MPI_Cart_rank(cart, gco, &back);
    /* the halo: send the first value up and the last one east, receive from the others */
    double s[2] = {sin(u[0]) * (me + 1.0), u[n - 1] * u[n - 1]}, r[2];
    MPI_Sendrecv(&s[0], 1, MPI_DOUBLE, hi, 1, &r[0], 1, MPI_DOUBLE, lo, 1, cart, MPI_STATUS_IGNORE);
    MPI_Request q[2];
    MPI_Irecv(&r[1], 1, MPI_DOUBLE, west, 2, cart, &q[0]);
    MPI_Isend(&s[1], 1, MPI_DOUBLE, east, 2, cart, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    /* a reduction along each row of the grid */
    int keep[2] = {0, 1};
    MPI_Cart_sub(cart, keep, &row);
    double t = r[0] * r[1] + u[0], rs;
    MPI_Allreduce(&t, &rs, 1, MPI_DOUBLE, MPI_SUM, row);
    /* a product over each half of the ranks, a broadcast on a duplicate */
    MPI_Comm_split(comm, me % 2, -me, &half);
    double p = cos(u[1 % n]) + 2.0, hp;
    MPI_Allreduce(&p, &hp, 1, MPI_DOUBLE, MPI_PROD, half);
    MPI_Comm_dup(half, &dup);
    double b = hp * r[1];
    MPI_Bcast(&b, 1, MPI_DOUBLE, 0, dup);
    MPI_Comm_free(&dup);
    MPI_Comm_free(&half);
    MPI_Comm_free(&row);
    MPI_Comm_free(&cart);
    return rs * rs + b * (back + 1.0) + hp;
}
