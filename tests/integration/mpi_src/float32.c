/* MPI_FLOAT data end to end: point to point (blocking, nonblocking, persistent), reductions
 * (fused and tuple ops), a nonblocking collective, a v-variant and a prefix reduction. */
#include <math.h>
#include <mpi.h>

#define MAXR 8

void float_mix(float *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    float s[2], r[2], t[2], m[2], ps[2], pr[2], ar[2], sc[2];
    for (int i = 0; i < 2; i++) {
        s[i] = sinf(u[i]) * (1.0f + rank);
        m[i] = u[(i + 1) % n] * u[(i + 1) % n] + 0.3f * rank;
        ps[i] = u[(i + 2) % n] * 0.5f + 1.0f;
    }
    MPI_Request rq[2], pq[2];
    MPI_Irecv(r, 2, MPI_FLOAT, left, 1, comm, &rq[0]);
    MPI_Isend(s, 2, MPI_FLOAT, right, 1, comm, &rq[1]);
    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
    MPI_Allreduce(r, t, 2, MPI_FLOAT, MPI_SUM, comm);
    MPI_Allreduce(MPI_IN_PLACE, m, 2, MPI_FLOAT, MPI_MAX, comm);
    MPI_Recv_init(pr, 2, MPI_FLOAT, right, 2, comm, &pq[0]);
    MPI_Send_init(ps, 2, MPI_FLOAT, left, 2, comm, &pq[1]);
    MPI_Startall(2, pq);
    MPI_Waitall(2, pq, MPI_STATUSES_IGNORE);
    MPI_Request_free(&pq[0]);
    MPI_Request_free(&pq[1]);
    MPI_Request ir;
    MPI_Iallreduce(pr, ar, 2, MPI_FLOAT, MPI_PROD, comm, &ir);
    MPI_Wait(&ir, MPI_STATUS_IGNORE);
    float all[2 * MAXR];
    int counts[MAXR], displs[MAXR];
    for (int q = 0; q < size; q++) { counts[q] = 2; displs[q] = 2 * q; }
    MPI_Allgatherv(t, 2, MPI_FLOAT, all, counts, displs, MPI_FLOAT, comm);
    MPI_Scan(ar, sc, 2, MPI_FLOAT, MPI_SUM, comm);
    for (int i = 0; i < n; i++)
        u[i] = t[i % 2] * m[(i + 1) % 2] + ar[i % 2] + sc[i % 2] * 0.5f + all[(i + rank) % (2 * size)];
}
