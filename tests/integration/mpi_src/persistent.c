/* Persistent requests in a time loop: each start is a new communication, which the reverse sweep
 * undoes in reverse order; completion through Waitall, Waitany, Testsome and Wait; every send
 * mode; Request_free of the persistent requests and of an active Isend. */
#include <math.h>
#include <mpi.h>

/* A ring: each step sends two boundary values each way through persistent requests made once
 * (Send_init to the right, Ssend_init to the left), started together and completed together. */
void persistent_halo(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double sr[2], sl[2], rl[2], rr[2];
    MPI_Request reqs[4];
    MPI_Recv_init(rl, 2, MPI_DOUBLE, left, 0, comm, &reqs[0]);
    MPI_Recv_init(rr, 2, MPI_DOUBLE, right, 1, comm, &reqs[1]);
    MPI_Send_init(sr, 2, MPI_DOUBLE, right, 0, comm, &reqs[2]);
    MPI_Ssend_init(sl, 2, MPI_DOUBLE, left, 1, comm, &reqs[3]);
    for (int t = 0; t < steps; t++) {
        sr[0] = sin(u[n - 1]); sr[1] = u[n - 2] * u[n - 1];
        sl[0] = u[0] * u[0]; sl[1] = cos(u[1]);
        MPI_Startall(4, reqs);
        MPI_Waitall(4, reqs, MPI_STATUSES_IGNORE);
        u[0] = 0.5 * u[0] + 0.3 * rl[0] * rl[1];
        u[n - 1] = 0.5 * u[n - 1] + 0.2 * rr[0] + 0.1 * rr[1] * u[0];
        for (int i = 1; i < n - 1; i++) u[i] = u[i] + 0.1 * u[i - 1] * u[i + 1];
    }
    for (int k = 0; k < 4; k++) MPI_Request_free(&reqs[k]);
}

#define BSEND_SPACE (4 * (2 * sizeof(double) + MPI_BSEND_OVERHEAD))

/* Ready and buffered sends through persistent requests started one by one, completed by
 * Waitany, Testsome or Waits in reverse order by turns; then an Isend whose request is freed
 * while it is active (its message is received all the same). */
double persistent_modes(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    static char space[BSEND_SPACE];
    MPI_Buffer_attach(space, (int)BSEND_SPACE);
    double a[2], b[2], ra[2], rb[2], acc = 0.0;
    MPI_Request rq[4];
    MPI_Recv_init(ra, 2, MPI_DOUBLE, left, 3, comm, &rq[0]);
    MPI_Recv_init(rb, 2, MPI_DOUBLE, right, 4, comm, &rq[1]);
    MPI_Rsend_init(a, 2, MPI_DOUBLE, right, 3, comm, &rq[2]);
    MPI_Bsend_init(b, 2, MPI_DOUBLE, left, 4, comm, &rq[3]);
    for (int t = 0; t < steps; t++) {
        a[0] = u[t % n] * u[(t + 1) % n]; a[1] = exp(0.3 * u[0]);
        b[0] = sin(u[n - 1]) + t; b[1] = u[1] * u[1];
        MPI_Start(&rq[0]);
        MPI_Start(&rq[1]);
        MPI_Barrier(comm); /* every receive is posted before the ready-mode send starts */
        MPI_Start(&rq[2]);
        MPI_Start(&rq[3]);
        if (t % 3 == 0) {
            for (int k = 0; k < 4; k++) {
                int idx;
                MPI_Waitany(4, rq, &idx, MPI_STATUS_IGNORE);
            }
        } else if (t % 3 == 1) {
            int done = 0, out, idx[4];
            while (done < 4) {
                MPI_Testsome(4, rq, &out, idx, MPI_STATUSES_IGNORE);
                done += out;
            }
        } else {
            for (int k = 3; k >= 0; k--) MPI_Wait(&rq[k], MPI_STATUS_IGNORE);
        }
        acc += ra[0] * ra[1] + rb[0] * (t + 1.0) + rb[1] * rb[1];
        u[t % n] += 0.25 * ra[0] * rb[1];
    }
    for (int k = 0; k < 4; k++) MPI_Request_free(&rq[k]);
    double z = u[0] * u[n - 1], rz;
    MPI_Request fr, rr;
    MPI_Irecv(&rz, 1, MPI_DOUBLE, left, 9, comm, &rr);
    MPI_Isend(&z, 1, MPI_DOUBLE, right, 9, comm, &fr);
    MPI_Request_free(&fr);
    MPI_Wait(&rr, MPI_STATUS_IGNORE);
    MPI_Barrier(comm); /* every message has arrived: z may go */
    void *p;
    int sz;
    MPI_Buffer_detach(&p, &sz);
    return acc + rz * rz;
}

/* both, one after the other (one launch checks them all) */
double persistent_all(double *u, int n, int steps, MPI_Comm comm) {
    persistent_halo(u, n, steps, comm);
    return persistent_modes(u, n, steps + 1, comm);
}
