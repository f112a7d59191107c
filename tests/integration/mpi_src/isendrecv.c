/* MPI-4's MPI_Isendrecv and MPI_Isendrecv_replace: one request for a send and a receive,
 * completed by Wait, Waitall (beside MPI_REQUEST_NULL), Test, Testany and Waitsome. Each rank
 * sends nonlinear functions of its data to its neighbours on a ring (itself, on 1 rank) and
 * combines what arrives: a derivative that missed either half of a request, or paired it with
 * another request's, is wrong. The kernels do not read an Isendrecv's status: MPICH 5.0.2's
 * (the primal's, which the finite differences run) has a wrong source, tag and count; the
 * differentiated code's is its receive's. */
#include <math.h>
#include <mpi.h>

static void ring(MPI_Comm comm, int *rank, int *left, int *right) {
    int size;
    MPI_Comm_rank(comm, rank);
    MPI_Comm_size(comm, &size);
    *right = (*rank + 1) % size;
    *left = (*rank + size - 1) % size;
}

/* each completed by MPI_Wait */
double isendrecv_wait(double *u, int n, MPI_Comm comm) {
    int rank, left, right;
    ring(comm, &rank, &left, &right);
    double s[2] = {sin(u[0]) * 2.0, u[1] * u[2]}, r[2] = {0.0, 0.0};
    MPI_Request req;
    MPI_Isendrecv(s, 2, MPI_DOUBLE, right, 3, r, 2, MPI_DOUBLE, left, 3, comm, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    double acc = r[0] * r[1] * (left + 1.0);
    double b[2] = {cos(u[3]) + r[0], u[0] * r[1]};
    MPI_Isendrecv_replace(b, 2, MPI_DOUBLE, left, 4, right, 4, comm, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    u[0] = b[0] * b[1] + acc;
    u[n - 1] += exp(0.1 * b[0]);
    return acc + b[0] * b[0];
}

/* several in one MPI_Waitall (with a null request), then one polled by MPI_Test; a pair of
 * calls whose send and receive datatypes differ (an int one way, a double the other) */
double isendrecv_waitall(double *u, int n, MPI_Comm comm) {
    int rank, left, right;
    ring(comm, &rank, &left, &right);
    double a[2] = {u[0] * u[1], sin(u[2])}, ra[2] = {0.0, 0.0}, c = u[3] * u[3];
    int iv = rank + 2, ir = 0;
    double dv = 3.0 * u[1] + u[0], dr = 0.0;
    MPI_Request reqs[5];
    MPI_Isendrecv(a, 2, MPI_DOUBLE, right, 5, ra, 2, MPI_DOUBLE, left, 5, comm, &reqs[0]);
    reqs[1] = MPI_REQUEST_NULL;
    MPI_Isendrecv_replace(&c, 1, MPI_DOUBLE, left, 6, right, 6, comm, &reqs[2]);
    MPI_Isendrecv(&iv, 1, MPI_INT, right, 8, &dr, 1, MPI_DOUBLE, left, 9, comm, &reqs[3]);
    MPI_Isendrecv(&dv, 1, MPI_DOUBLE, right, 9, &ir, 1, MPI_INT, left, 8, comm, &reqs[4]);
    MPI_Waitall(5, reqs, MPI_STATUSES_IGNORE);
    double d[2] = {ra[0] + c, ra[1] * c + dr * ir};
    MPI_Request q;
    int flag = 0;
    MPI_Isendrecv_replace(d, 2, MPI_DOUBLE, right, 7, left, 7, comm, &q);
    while (!flag) MPI_Test(&q, &flag, MPI_STATUS_IGNORE);
    u[2] = d[0] * d[1];
    u[3] += d[1] * ra[0];
    return d[0] + c * ra[1];
}

/* receives from MPI_ANY_SOURCE (forward mode needs fused messages), completed in MPI's order by
 * MPI_Testany and MPI_Waitsome */
double isendrecv_any(double *u, int n, MPI_Comm comm) {
    int rank, left, right;
    ring(comm, &rank, &left, &right);
    double s = u[0] * u[0] + u[1], r = 0.0, k[2] = {u[2], exp(0.2 * u[3])};
    double e = sin(u[1]) * u[2], er = 0.0, f[3] = {u[0], u[1] * u[3], 1.0 + u[2]};
    MPI_Request reqs[4];
    MPI_Isendrecv(&s, 1, MPI_DOUBLE, right, 11, &r, 1, MPI_DOUBLE, MPI_ANY_SOURCE, 11, comm,
                  &reqs[0]);
    MPI_Isendrecv_replace(k, 2, MPI_DOUBLE, left, 12, MPI_ANY_SOURCE, 12, comm, &reqs[1]);
    MPI_Isendrecv(&e, 1, MPI_DOUBLE, left, 13, &er, 1, MPI_DOUBLE, right, 13, comm, &reqs[2]);
    MPI_Isendrecv_replace(f, 3, MPI_DOUBLE, right, 14, left, 14, comm, &reqs[3]);
    double acc = 0.0;
    for (int done = 0; done < 2;) {
        int idx, flag;
        MPI_Testany(2, reqs, &idx, &flag, MPI_STATUS_IGNORE);
        if (flag && idx != MPI_UNDEFINED) {
            acc += (idx == 0 ? r * r : k[0] * k[1]) * (idx + 2.0);
            done++;
        }
    }
    for (int done = 0; done < 2;) {
        int out, idx[2];
        MPI_Waitsome(2, reqs + 2, &out, idx, MPI_STATUSES_IGNORE);
        done += out;
    }
    u[1] = acc * er + f[0] * f[2];
    return acc + k[1] * er + f[1] * f[1];
}
