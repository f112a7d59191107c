/* 1-D heat equation with halo exchange: Isend/Irecv/Waitall, then Sendrecv halos, on a ring of
 * ranks with non-periodic ends (MPI_PROC_NULL neighbours). */
#include <math.h>
#include <mpi.h>

void heat_isend(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    double ghost_l = 0.0, ghost_r = 0.0;
    double tmp[64];
    for (int s = 0; s < steps; s++) {
        MPI_Request reqs[4];
        MPI_Irecv(&ghost_l, 1, MPI_DOUBLE, left, 1, comm, &reqs[0]);
        MPI_Irecv(&ghost_r, 1, MPI_DOUBLE, right, 2, comm, &reqs[1]);
        MPI_Isend(&u[0], 1, MPI_DOUBLE, left, 2, comm, &reqs[2]);
        MPI_Isend(&u[n - 1], 1, MPI_DOUBLE, right, 1, comm, &reqs[3]);
        MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
        for (int i = 0; i < n; i++) {
            double l = i > 0 ? u[i - 1] : ghost_l;
            double r = i < n - 1 ? u[i + 1] : ghost_r;
            tmp[i] = u[i] + 0.2 * (l - 2 * u[i] + r) + 0.01 * sin(u[i]);
        }
        for (int i = 0; i < n; i++) u[i] = tmp[i];
    }
}

double heat_sendrecv(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    int right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    double gl = 0.0, gr = 0.0, tmp[64];
    for (int s = 0; s < steps; s++) {
        MPI_Sendrecv(&u[n - 1], 1, MPI_DOUBLE, right, 0, &gl, 1, MPI_DOUBLE, left, 0, comm,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[0], 1, MPI_DOUBLE, left, 1, &gr, 1, MPI_DOUBLE, right, 1, comm,
                     MPI_STATUS_IGNORE);
        for (int i = 0; i < n; i++) {
            double l = i > 0 ? u[i - 1] : gl;
            double r = i < n - 1 ? u[i + 1] : gr;
            tmp[i] = u[i] + 0.2 * (l - 2 * u[i] + r);
        }
        for (int i = 0; i < n; i++) u[i] = tmp[i] * tmp[i] * 0.5 + 0.5 * tmp[i];
    }
    double e = 0;
    for (int i = 0; i < n; i++) e += u[i] * u[i];
    return e;
}

/* blocking Send/Recv pipeline with ANY_SOURCE on the receiving side */
double pipeline(double x, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double v = x * (rank + 1);
    if (rank > 0) {
        double in;
        MPI_Status st;
        MPI_Recv(&in, 1, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &st);
        v = v * in + sin(in);
    }
    if (rank < size - 1) MPI_Send(&v, 1, MPI_DOUBLE, rank + 1, 7, comm);
    return v;
}

/* periodic shift with MPI_Sendrecv_replace, and a nonblocking exchange completed by MPI_Testall */
double shift_replace(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double e = 0;
    for (int k = 0; k < 2; k++) {
        MPI_Sendrecv_replace(u, n, MPI_DOUBLE, (rank + 1) % size, 3, (rank + size - 1) % size, 3,
                             comm, MPI_STATUS_IGNORE);
        for (int i = 0; i < n; i++) u[i] = u[i] * u[i] + 0.5 * u[i];
    }
    for (int i = 0; i < n; i++) e += u[i] * (i + 1);
    return e;
}

double exchange_testall(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double in[8];
    MPI_Request reqs[2];
    MPI_Irecv(in, n, MPI_DOUBLE, (rank + size - 1) % size, 4, comm, &reqs[0]);
    MPI_Isend(u, n, MPI_DOUBLE, (rank + 1) % size, 4, comm, &reqs[1]);
    int done = 0;
    while (!done) MPI_Testall(2, reqs, &done, MPI_STATUSES_IGNORE);
    double e = 0;
    for (int i = 0; i < n; i++) e += in[i] * in[i] * u[i];
    return e;
}

/* Receives into buffers longer than the message (a receive of "up to 8" getting 2 or 3): the
 * tangents of each lane and the adjoint are as long as the message, not the buffer, and the
 * buffer's tail keeps its own derivative (Recv, Sendrecv, Irecv). */
double short_messages(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double out[3] = {u[0] * u[1], sin(u[2]), u[0] + u[2]};
    double a[8], b[8], c[8];
    for (int k = 0; k < 8; k++) a[k] = b[k] = c[k] = u[k % n] * (k + 1);
    MPI_Request r[2];
    MPI_Irecv(c, 8, MPI_DOUBLE, left, 11, comm, &r[0]);
    MPI_Isend(out, 3, MPI_DOUBLE, right, 11, comm, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Sendrecv(out, 2, MPI_DOUBLE, right, 12, b, 8, MPI_DOUBLE, left, 12, comm,
                 MPI_STATUS_IGNORE);
    if (rank % 2 == 0) {
        MPI_Send(out + 1, 2, MPI_DOUBLE, right, 13, comm);
        MPI_Recv(a, 8, MPI_DOUBLE, left, 13, comm, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(a, 8, MPI_DOUBLE, left, 13, comm, MPI_STATUS_IGNORE);
        MPI_Send(out + 1, 2, MPI_DOUBLE, right, 13, comm);
    }
    double s = 0;
    for (int k = 0; k < 8; k++) s += a[k] * a[k] + b[k] * c[k] * (k + 1);
    return s;
}
