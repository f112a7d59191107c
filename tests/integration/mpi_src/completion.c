/* Completion in any order: Waitany, Waitsome, Testany, Testsome and Request_get_status. Every
 * rank sends a nonlinear function of its data to every rank (itself included) and combines what
 * arrives in the order MPI completes it, weighting each value by its sender: a shadow paired
 * with the wrong request gives a wrong derivative. */
#include <math.h>
#include <mpi.h>

#define MAXR 8

static void post(double *u, int n, double *sendv, double *recvv, MPI_Request *reqs,
                 MPI_Comm comm, int size) {
    for (int p = 0; p < size; p++) {
        sendv[p] = sin(u[p % n]) * (1.0 + p);
        MPI_Irecv(&recvv[p], 1, MPI_DOUBLE, p, 7, comm, &reqs[p]);
    }
    for (int p = 0; p < size; p++)
        MPI_Isend(&sendv[p], 1, MPI_DOUBLE, p, 7, comm, &reqs[size + p]);
}

static double combine(double v, int from) { return v * v * (from + 2.0) + 0.5 * v; }

double exchange_waitany(double *u, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double sendv[MAXR], recvv[MAXR], acc = 0.0;
    MPI_Request reqs[2 * MAXR];
    post(u, n, sendv, recvv, reqs, comm, size);
    for (int k = 0; k < 2 * size; k++) {
        int idx;
        MPI_Status st;
        MPI_Waitany(2 * size, reqs, &idx, &st);
        if (idx < size) acc += combine(recvv[idx], st.MPI_SOURCE);
    }
    return acc;
}

double exchange_waitsome(double *u, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double sendv[MAXR], recvv[MAXR], acc = 0.0;
    MPI_Request reqs[2 * MAXR];
    int idx[2 * MAXR];
    MPI_Status st[2 * MAXR];
    post(u, n, sendv, recvv, reqs, comm, size);
    int done = 0;
    while (done < 2 * size) {
        int out;
        MPI_Waitsome(2 * size, reqs, &out, idx, st);
        for (int k = 0; k < out; k++)
            if (idx[k] < size) acc += combine(recvv[idx[k]], st[k].MPI_SOURCE);
        done += out;
    }
    return acc;
}

double exchange_testany(double *u, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double sendv[MAXR], recvv[MAXR], acc = 0.0;
    MPI_Request reqs[2 * MAXR];
    post(u, n, sendv, recvv, reqs, comm, size);
    int done = 0;
    while (done < 2 * size) {
        int idx, flag;
        MPI_Status st;
        MPI_Testany(2 * size, reqs, &idx, &flag, &st);
        if (flag && idx != MPI_UNDEFINED) {
            if (idx < size) acc += combine(recvv[idx], st.MPI_SOURCE);
            done++;
        }
    }
    return acc;
}

/* Testsome for the receives (status ignored), Request_get_status polling then Wait for the sends;
 * the received values land in u, so array shadows are checked too */
void exchange_testsome(double *u, int n, MPI_Comm comm) {
    int size;
    MPI_Comm_size(comm, &size);
    double sendv[MAXR], recvv[MAXR];
    MPI_Request reqs[2 * MAXR];
    int idx[2 * MAXR];
    post(u, n, sendv, recvv, reqs, comm, size);
    int done = 0;
    while (done < size) {
        int out;
        MPI_Testsome(size, reqs, &out, idx, MPI_STATUSES_IGNORE);
        for (int k = 0; k < out; k++) u[idx[k] % n] += combine(recvv[idx[k]], idx[k]);
        done += out;
    }
    for (int p = 0; p < size; p++) {
        int flag = 0;
        while (!flag) MPI_Request_get_status(reqs[size + p], &flag, MPI_STATUS_IGNORE);
        MPI_Wait(&reqs[size + p], MPI_STATUS_IGNORE);
    }
}

/* Two messages to the same rank with the same tag, from different buffers. MPICH returns one
 * shared handle for every send that is complete on return, so the runtime must give each
 * completion the records of that handle in the order they were posted (the order MPI matches
 * them in); another order pairs an adjoint with the wrong buffer. */
void same_peer_isends(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int to = (rank + 1) % size, from = (rank + size - 1) % size;
    double a = sin(u[0]) * 2.0, b = u[n - 1] * 3.0, ra = 0.0, rb = 0.0;
    MPI_Request reqs[4];
    MPI_Irecv(&ra, 1, MPI_DOUBLE, from, 9, comm, &reqs[0]);
    MPI_Irecv(&rb, 1, MPI_DOUBLE, from, 9, comm, &reqs[1]);
    MPI_Isend(&a, 1, MPI_DOUBLE, to, 9, comm, &reqs[2]);
    MPI_Isend(&b, 1, MPI_DOUBLE, to, 9, comm, &reqs[3]);
    MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
    u[0] = 5.0 * ra * ra;
    u[n - 1] = 7.0 * rb + u[0];
}
