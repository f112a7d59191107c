/* MPI-4's large-count forms (MPI_Count counts): point to point, nonblocking with its completion,
 * persistent requests, blocking and nonblocking collectives, reductions and scans, and a datatype
 * made by MPI_Type_vector_c. Each is lowered to its int-count call (the same derivative). */
#include <math.h>
#include <mpi.h>
#include <stddef.h>

double large_count_all(double *x, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Count two = 2, one = 1;
    double s = 0;

    /* point to point, nonblocking: a ring */
    double out[2] = {x[0] * x[1], sin(x[2])}, in[2];
    MPI_Request r[2];
    MPI_Irecv_c(in, two, MPI_DOUBLE, left, 3, comm, &r[0]);
    MPI_Isend_c(out, two, MPI_DOUBLE, right, 3, comm, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    s += in[0] * in[1];

    /* blocking: Sendrecv, Sendrecv_replace */
    double got[2];
    MPI_Sendrecv_c(in, two, MPI_DOUBLE, right, 4, got, two, MPI_DOUBLE, left, 4, comm,
                   MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace_c(got, two, MPI_DOUBLE, right, 5, left, 5, comm, MPI_STATUS_IGNORE);
    s += got[0] + got[1] * x[3];

    /* persistent requests */
    double pbuf[1] = {x[1] * x[3]}, pin[1];
    MPI_Request p[2];
    MPI_Recv_init_c(pin, one, MPI_DOUBLE, left, 6, comm, &p[0]);
    MPI_Send_init_c(pbuf, one, MPI_DOUBLE, right, 6, comm, &p[1]);
    MPI_Startall(2, p);
    MPI_Waitall(2, p, MPI_STATUSES_IGNORE);
    MPI_Request_free(&p[0]);
    MPI_Request_free(&p[1]);
    s += pin[0] * pin[0];

    /* collectives */
    double b[2] = {x[0], x[2] * x[2]};
    MPI_Bcast_c(b, two, MPI_DOUBLE, 0, comm);
    double tot[2];
    MPI_Allreduce_c(b, tot, two, MPI_DOUBLE, MPI_SUM, comm);
    double mine = tot[0] * tot[1] + rank, all[16], back = 0;
    MPI_Gather_c(&mine, one, MPI_DOUBLE, all, one, MPI_DOUBLE, 0, comm);
    if (rank == 0)
        for (int k = 0; k < size; k++) all[k] = all[k] * (k + 1);
    MPI_Scatter_c(all, one, MPI_DOUBLE, &back, one, MPI_DOUBLE, 0, comm);
    double ag[16];
    MPI_Allgather_c(&back, one, MPI_DOUBLE, ag, one, MPI_DOUBLE, comm);
    double to[16], from[16];
    for (int k = 0; k < size; k++) to[k] = ag[k] * x[k % n];
    MPI_Alltoall_c(to, one, MPI_DOUBLE, from, one, MPI_DOUBLE, comm);
    for (int k = 0; k < size; k++) s += from[k] * (k + 2);
    double red = 0, pre = 0, ex = 0, rsb = 0;
    MPI_Reduce_c(&back, &red, one, MPI_DOUBLE, MPI_SUM, 0, comm);
    MPI_Scan_c(&back, &pre, one, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Exscan_c(&back, &ex, one, MPI_DOUBLE, MPI_SUM, comm);
    if (rank == 0) ex = 0;  /* undefined on rank 0 */
    for (int k = 0; k < size; k++) to[k] = from[k] * from[k];
    MPI_Reduce_scatter_block_c(to, &rsb, one, MPI_DOUBLE, MPI_SUM, comm);
    s += red * 0.5 + pre * pre + ex + rsb;

    /* nonblocking collectives */
    double nb[2] = {s, x[1]}, nbo[2];
    MPI_Request q[2];
    MPI_Iallreduce_c(nb, nbo, two, MPI_DOUBLE, MPI_SUM, comm, &q[0]);
    MPI_Ibcast_c(nb, two, MPI_DOUBLE, 0, comm, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    s += nbo[0] * 0.1 + nbo[1] * nb[0] * 0.01;

    /* a strided datatype made by MPI_Type_vector_c, sent around the ring */
    MPI_Datatype every_other;
    MPI_Type_vector_c(two, one, two, MPI_DOUBLE, &every_other);
    MPI_Type_commit(&every_other);
    double v4[4] = {x[0], -1.0, x[1] * x[2], -2.0}, w4[4] = {0, 0, 0, 0};
    MPI_Sendrecv(v4, 1, every_other, right, 7, w4, 1, every_other, left, 7, comm,
                 MPI_STATUS_IGNORE);
    MPI_Type_free(&every_other);
    return s + w4[0] * w4[2] + w4[1] + w4[3];
}

/* a count beyond an int: stopped, naming the call, before any data moves */
double large_count_huge(double *x, int n, MPI_Comm comm) {
    double y = 0;
    MPI_Allreduce_c(x, &y, ((MPI_Count)n) << 31, MPI_DOUBLE, MPI_SUM, comm);
    return y;
}

/* the v-variants' large-count forms: their counts (MPI_Count[]) and displacements (MPI_Aint[])
 * arrays, on Gatherv (with NULL arrays off the root), Scatterv, Allgatherv, Alltoallv (also in
 * place), Reduce_scatter, Alltoallw, nonblocking forms completed together, and the
 * neighbourhood calls on a periodic ring */
double large_count_v(double *x, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Count c[8], one = 1, two = 2;
    MPI_Aint d[8], d2[8];
    for (int i = 0; i < size; i++) {
        c[i] = 2;
        d[i] = 2 * i;
        d2[i] = 2 * (size - 1 - i);  /* blocks in reverse order */
    }
    double s = 0.0, mine[2] = {x[0] * x[1], cos(x[2])}, all[16], back[2];
    MPI_Gatherv_c(mine, two, MPI_DOUBLE, all, rank == 0 ? c : NULL, rank == 0 ? d2 : NULL,
                  MPI_DOUBLE, 0, comm);
    if (rank == 0)
        for (int i = 0; i < 2 * size; i++) all[i] = all[i] * all[i] + x[3];
    MPI_Scatterv_c(all, c, d, MPI_DOUBLE, back, two, MPI_DOUBLE, 0, comm);
    s += back[0] * back[1];

    double g[16], t[16], u[16], red[2];
    MPI_Request r[3];
    MPI_Iallgatherv_c(back, two, MPI_DOUBLE, g, c, d2, MPI_DOUBLE, comm, &r[0]);
    for (int i = 0; i < 2 * size; i++) t[i] = x[i % 4] * (i + 1.0) + back[i % 2];
    MPI_Ialltoallv_c(t, c, d, MPI_DOUBLE, u, c, d2, MPI_DOUBLE, comm, &r[1]);
    MPI_Ireduce_scatter_c(t, red, c, MPI_DOUBLE, MPI_SUM, comm, &r[2]);
    MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    for (int i = 0; i < 2 * size; i++) s += g[i] * u[i];
    s += red[0] * red[1];
    MPI_Alltoallv_c(MPI_IN_PLACE, NULL, NULL, MPI_DATATYPE_NULL, u, c, d, MPI_DOUBLE, comm);
    MPI_Reduce_scatter_c(u, red, c, MPI_DOUBLE, MPI_SUM, comm);
    s += sin(red[0]) + u[0] * u[1];
    /* Alltoallw_c: byte displacements (MPI_Aint[]), a datatype a block */
    MPI_Aint bd[8];
    MPI_Datatype ts[8];
    for (int i = 0; i < size; i++) {
        bd[i] = (MPI_Aint)(2 * i * sizeof(double));
        ts[i] = MPI_DOUBLE;
    }
    MPI_Alltoallw_c(u, c, bd, ts, t, c, bd, ts, comm);
    s += t[0] * t[2 * size - 1];

    /* a periodic ring: two neighbours (the same rank twice on 1 or 2 ranks) */
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    MPI_Count nc[2] = {1, 1};
    MPI_Aint nd[2] = {1, 0};
    double nb[2], ns[2] = {x[0] * s, red[1]};
    MPI_Neighbor_allgatherv_c(&ns[0], one, MPI_DOUBLE, nb, nc, nd, MPI_DOUBLE, ring);
    s += nb[0] * nb[1];
    MPI_Neighbor_alltoallv_c(ns, nc, nd, MPI_DOUBLE, nb, nc, nd, MPI_DOUBLE, ring);
    MPI_Comm_free(&ring);
    x[1] = nb[0] * x[1] + nb[1];
    return s + x[1];
}
