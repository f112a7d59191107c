/* Nonblocking collectives overlapped with computation, completed by Wait, Waitall, Waitany,
 * Testall and Testsome, in orders that differ between ranks, with blocking collectives between a
 * start and its completion on some ranks only: the reverse sweep must still start the adjoint
 * collectives in one order on every rank. */
#include <math.h>
#include <mpi.h>

#define MAXR 8

/* Iallreduce with SUM, PROD, MIN and MPI_IN_PLACE, Ireduce with MAX; even ranks complete the
 * first one, then run a blocking Allreduce, then the rest; odd ranks complete all first. */
double nbc_reductions(double *u, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double s[3], tot[3], p[2], prod[2], m[2], mn[2], q[2], mx[2] = {0, 0}, ip[2];
    for (int i = 0; i < 3; i++) s[i] = sin(u[i % n]) + u[(i + 1) % n];
    for (int i = 0; i < 2; i++) {
        p[i] = 0.5 + 0.25 * u[i % n] * u[i % n];
        m[i] = u[(i + 2) % n] * (1.0 + 0.1 * rank);
        q[i] = cos(u[i % n]) + 0.2 * rank;
        ip[i] = u[i % n] * u[(i + 3) % n];
    }
    MPI_Request rq[5];
    MPI_Iallreduce(s, tot, 3, MPI_DOUBLE, MPI_SUM, comm, &rq[0]);
    MPI_Iallreduce(p, prod, 2, MPI_DOUBLE, MPI_PROD, comm, &rq[1]);
    MPI_Iallreduce(m, mn, 2, MPI_DOUBLE, MPI_MIN, comm, &rq[2]);
    MPI_Ireduce(q, mx, 2, MPI_DOUBLE, MPI_MAX, 0, comm, &rq[3]);
    MPI_Iallreduce(MPI_IN_PLACE, ip, 2, MPI_DOUBLE, MPI_SUM, comm, &rq[4]);
    double acc = 0.0, g = u[0] * u[1], gsum;
    for (int i = 0; i < n; i++) acc += u[i] * u[i] * 0.1; /* overlapped with the reductions */
    if (rank % 2 == 0) {
        MPI_Wait(&rq[0], MPI_STATUS_IGNORE);
        MPI_Allreduce(&g, &gsum, 1, MPI_DOUBLE, MPI_SUM, comm);
        MPI_Waitall(4, &rq[1], MPI_STATUSES_IGNORE);
    } else {
        for (int k = 4; k >= 0; k--) MPI_Wait(&rq[k], MPI_STATUS_IGNORE);
        MPI_Allreduce(&g, &gsum, 1, MPI_DOUBLE, MPI_SUM, comm);
    }
    for (int i = 0; i < 3; i++) acc += tot[i] * tot[i];
    for (int i = 0; i < 2; i++)
        acc += prod[i] + mn[i] * (i + 2.0) + mx[i] * mx[i] + ip[i] * s[i] + gsum * ip[i];
    return acc;
}

/* Ibcast, Igather, Iscatter, Iallgather, Ialltoall, Ireduce_scatter_block and Ibarrier, started
 * together and completed by Waitany (even ranks) or Testsome / Testall (odd ranks). */
void nbc_moves(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double b[2], gs[2], gr[2 * MAXR], ss[2 * MAXR], sr[2], ag[2 * MAXR], as[2 * MAXR],
        ar[2 * MAXR], rs[2 * MAXR], rr[2];
    int root = size - 1;
    for (int i = 0; i < 2; i++) {
        b[i] = rank == root % size ? sin(u[i % n]) : 0.0;
        gs[i] = u[i % n] * u[(i + 1) % n];
    }
    for (int i = 0; i < 2 * size; i++) {
        ss[i] = u[i % n] * (i + 1.0);
        ag[i] = 0.0;
        as[i] = exp(0.1 * u[(i + rank) % n]) + i;
        rs[i] = u[i % n] * u[i % n] + rank;
    }
    MPI_Request rq[7];
    MPI_Ibcast(b, 2, MPI_DOUBLE, root, comm, &rq[0]);
    MPI_Igather(gs, 2, MPI_DOUBLE, gr, 2, MPI_DOUBLE, 0, comm, &rq[1]);
    MPI_Iscatter(ss, 2, MPI_DOUBLE, sr, 2, MPI_DOUBLE, root, comm, &rq[2]);
    MPI_Iallgather(gs, 2, MPI_DOUBLE, ag, 2, MPI_DOUBLE, comm, &rq[3]);
    MPI_Ialltoall(as, 2, MPI_DOUBLE, ar, 2, MPI_DOUBLE, comm, &rq[4]);
    MPI_Ireduce_scatter_block(rs, rr, 2, MPI_DOUBLE, MPI_SUM, comm, &rq[5]);
    MPI_Ibarrier(comm, &rq[6]);
    double t = 0.0;
    for (int i = 0; i < n; i++) t += u[i]; /* overlapped */
    if (rank % 2 == 0) {
        for (int k = 0; k < 7; k++) {
            int idx;
            MPI_Waitany(7, rq, &idx, MPI_STATUS_IGNORE);
        }
    } else {
        int done = 0, out, idx[7], flag = 0;
        while (done < 3) {
            MPI_Testsome(3, rq, &out, idx, MPI_STATUSES_IGNORE);
            done += out;
        }
        while (!flag) MPI_Testall(4, &rq[3], &flag, MPI_STATUSES_IGNORE);
    }
    u[0] = b[0] * b[1] + sr[0] * t + rr[0] * rr[1];
    u[1 % n] += sr[1] * sr[1] + rr[1];
    for (int i = 0; i < 2 * size; i++) u[i % n] += 0.1 * ag[i] * ar[i] + 0.05 * ar[i] * ar[i];
    if (rank == 0)
        for (int i = 0; i < 2 * size; i++) u[(i + 2) % n] += gr[i] * gr[(i + 1) % (2 * size)];
}

/* both, one after the other (one launch checks them all) */
double nbc_all(double *u, int n, MPI_Comm comm) {
    nbc_moves(u, n, comm);
    return nbc_reductions(u, n, comm);
}
