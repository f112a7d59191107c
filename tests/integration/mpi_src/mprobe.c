/* Issue 37: matched probes and receives (MPI_Mprobe, MPI_Improbe, MPI_Mrecv, MPI_Imrecv) and
 * MPI_Probe, differentiated in forward mode with MPIAD_FUSE=0 and in reverse mode. Each rank sends
 * its right neighbour messages whose lengths depend on the rank; the receiver learns each length
 * from the probe's status (MPI_Get_count), sizes its buffer by it and weighs the data by it, so a
 * probed count that included the tangents would give a wrong primal. */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>

/* A ring: an int message, then two double messages both matched (one from MPI_ANY_SOURCE)
 * before either is received, received in the other order, the first into a buffer allocated
 * with the probed count. */
double mprobe_ring(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    int m = 1 + (rank + 1) % n;
    double s[16], t[2];
    for (int i = 0; i < m; i++) s[i] = sin(u[i]) * (rank + 1.0) + u[(i + 1) % n] * u[i];
    t[0] = u[0] * u[n - 1];
    t[1] = cos(u[1 % n]) + 0.5;
    int ids[2] = {rank, m};
    MPI_Request q[3];
    MPI_Isend(s, m, MPI_DOUBLE, right, 3, comm, &q[0]);
    MPI_Isend(t, 2, MPI_DOUBLE, right, 5, comm, &q[1]);
    MPI_Isend(ids, 2, MPI_INT, right, 4, comm, &q[2]);
    MPI_Message mi, m3, m5;
    MPI_Status st, s3, s5;
    int got[2];
    MPI_Mprobe(left, 4, comm, &mi, MPI_STATUS_IGNORE);
    MPI_Mrecv(got, 2, MPI_INT, &mi, MPI_STATUS_IGNORE);
    MPI_Mprobe(MPI_ANY_SOURCE, 3, comm, &m3, &s3);
    MPI_Mprobe(left, 5, comm, &m5, &s5);
    int k3, k5;
    MPI_Get_count(&s3, MPI_DOUBLE, &k3);
    MPI_Get_count(&s5, MPI_DOUBLE, &k5);
    double *r3 = malloc(sizeof(double) * (size_t)k3);
    double r5[2] = {0.0, 0.0};
    MPI_Mrecv(r5, k5, MPI_DOUBLE, &m5, MPI_STATUS_IGNORE);
    MPI_Mrecv(r3, k3, MPI_DOUBLE, &m3, &st);
    MPI_Waitall(3, q, MPI_STATUSES_IGNORE);
    double acc = r5[0] * r5[1] + k5 * u[n - 1] + (got[1] == k3 ? 0.0 : 100.0);
    for (int i = 0; i < k3; i++) acc += r3[i] * r3[i] * (i + 1.0 + got[0]) + k3 * r3[i];
    acc += (st.MPI_SOURCE + 1.0) * u[0] * u[0];
    free(r3);
    /* the next call's wildcard probe must not meet this call's adjoint messages */
    MPI_Barrier(comm);
    return acc;
}

/* MPI_Improbe in a loop (any tag) until both of the left neighbour's messages are matched, each
 * received by MPI_Imrecv with the probed count, completed later by MPI_Wait in the other order. */
double improbe_imrecv(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    int ma = 1 + rank % n, mb = 1 + (rank + 2) % n;
    double a[16], b[16], ra[16], rb[16];
    for (int i = 0; i < ma; i++) a[i] = u[i] * u[(i + 2) % n] + rank;
    for (int i = 0; i < mb; i++) b[i] = exp(0.3 * u[i]) * (rank + 2.0);
    MPI_Request q[2], rq[2];
    MPI_Isend(a, ma, MPI_DOUBLE, right, 7, comm, &q[0]);
    MPI_Isend(b, mb, MPI_DOUBLE, right, 8, comm, &q[1]);
    int ka = 0, kb = 0, matched = 0;
    while (matched < 2) {
        int flag = 0;
        MPI_Message msg;
        MPI_Status st;
        MPI_Improbe(left, MPI_ANY_TAG, comm, &flag, &msg, &st);
        if (!flag) continue;
        if (st.MPI_TAG == 7) {
            MPI_Get_count(&st, MPI_DOUBLE, &ka);
            MPI_Imrecv(ra, ka, MPI_DOUBLE, &msg, &rq[0]);
        } else {
            MPI_Get_count(&st, MPI_DOUBLE, &kb);
            MPI_Imrecv(rb, kb, MPI_DOUBLE, &msg, &rq[1]);
        }
        matched++;
    }
    MPI_Wait(&rq[1], MPI_STATUS_IGNORE);
    MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    double acc = u[0] * (ka + 2.0 * kb);
    for (int i = 0; i < ka; i++) acc += ra[i] * ra[i] * (i + 1.0);
    for (int i = 0; i < kb; i++) acc += sin(rb[i]) * (ka + i);
    return acc;
}

/* MPI_Probe and MPI_Get_count size a plain MPI_Recv (refused in fused forward mode) */
double probe_recv(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    int m = 1 + rank % n;
    double s[16], r[16];
    for (int i = 0; i < m; i++) s[i] = u[i] * u[i] + rank;
    MPI_Request q;
    MPI_Isend(s, m, MPI_DOUBLE, right, 9, comm, &q);
    MPI_Status st;
    int k;
    MPI_Probe(left, 9, comm, &st);
    MPI_Get_count(&st, MPI_DOUBLE, &k);
    MPI_Recv(r, k, MPI_DOUBLE, left, 9, comm, MPI_STATUS_IGNORE);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    double acc = k * u[0];
    for (int i = 0; i < k; i++) acc += r[i] * r[i] * (i + 1.0);
    return acc;
}

/* the three above in turn: one launch for the default run */
double probes_all(double *u, int n, MPI_Comm comm) {
    return mprobe_ring(u, n, comm) + improbe_imrecv(u, n, comm) + probe_recv(u, n, comm);
}

/* Two messages of one sender on one tag, both matched before either is received, received in
 * the other order: the adjoints must go back in the matching order's reverse (reverse mode). In
 * forward mode the second probe could match the first message's tangents: refused. */
double mprobe_twice(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double s1[2] = {u[0] * u[1], sin(u[2 % n])}, s2[3] = {u[1] * (rank + 1.0), u[0], cos(u[0])};
    MPI_Request q[2];
    MPI_Isend(s1, 2, MPI_DOUBLE, right, 3, comm, &q[0]);
    MPI_Isend(s2, 3, MPI_DOUBLE, right, 3, comm, &q[1]);
    MPI_Message ma, mb;
    MPI_Status sa, sb;
    MPI_Mprobe(left, 3, comm, &ma, &sa);
    MPI_Mprobe(left, 3, comm, &mb, &sb);
    int ka, kb;
    MPI_Get_count(&sa, MPI_DOUBLE, &ka);
    MPI_Get_count(&sb, MPI_DOUBLE, &kb);
    double ra[4], rb[4];
    MPI_Mrecv(rb, kb, MPI_DOUBLE, &mb, MPI_STATUS_IGNORE);
    MPI_Mrecv(ra, ka, MPI_DOUBLE, &ma, MPI_STATUS_IGNORE);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    double acc = 0.0;
    for (int i = 0; i < ka; i++) acc += ra[i] * ra[i] * (i + 1.0);
    for (int i = 0; i < kb; i++) acc += rb[i] * (3.0 + i) + rb[i] * rb[i] * rb[i];
    return acc;
}
