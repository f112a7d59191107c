/* MPI-4's partitioned communication: each rank sends 8 values to its right neighbour on a ring
 * (itself, on 1 rank) as 4 partitions of 2 and receives them from its left as 2 partitions of 4
 * (MPI lets the two sides partition differently), in a time loop of starts: the partitions are
 * readied one by one (MPI_Pready), as a range and as a list, the receiver reads its first
 * partition as soon as MPI_Parrived says it has arrived, and everything once MPI_Wait(all)
 * completes. A derivative that paired the partitions wrongly, or missed a start, is wrong. */
#include <math.h>
#include <mpi.h>

double partitioned_ring(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    double s[8], r[8], acc = 0.0;
    MPI_Request sreq, rreq;
    MPI_Psend_init(s, 4, 2, MPI_DOUBLE, right, 21, comm, MPI_INFO_NULL, &sreq);
    MPI_Precv_init(r, 2, 4, MPI_DOUBLE, left, 21, comm, MPI_INFO_NULL, &rreq);
    for (int step = 0; step < 3; step++) {
        MPI_Start(&rreq);
        MPI_Start(&sreq);
        for (int p = 0; p < 4; p++) {
            s[2 * p] = sin(u[p]) * (step + 1.0);
            s[2 * p + 1] = u[(p + 1) % 4] * u[p];
            if (step == 0) MPI_Pready(p, sreq);
        }
        if (step == 1) MPI_Pready_range(0, 3, sreq);
        if (step == 2) {
            int list[4] = {3, 1, 0, 2};
            MPI_Pready_list(4, list, sreq);
        }
        int flag = 0;
        while (!flag) MPI_Parrived(rreq, 0, &flag);
        /* the first partition, before the completion (its first half only: Open MPI 5.0's
         * MPI_Parrived says a partition arrived once the sender's first partition within it has) */
        acc += r[0] * r[1] + sin(r[1]);
        MPI_Request both[2] = {sreq, rreq};
        if (step == 1) {
            MPI_Waitall(2, both, MPI_STATUSES_IGNORE);
        } else {
            MPI_Wait(&sreq, MPI_STATUS_IGNORE);
            MPI_Wait(&rreq, MPI_STATUS_IGNORE);
        }
        for (int i = 0; i < 4; i++) u[i] = 0.5 * u[i] + 0.1 * r[2 * i] * r[2 * i + 1] + 0.2 * r[i + 4];
    }
    MPI_Request_free(&sreq);
    MPI_Request_free(&rreq);
    return acc + u[0] * u[1] + u[2] * u[3];
}

/* a derived datatype (2 doubles 2 apart: MPI_Type_vector, extent 3) in 3 partitions of 1,
 * received as 1 partition of 3, both requests started by MPI_Startall and completed by polling
 * MPI_Testall; the receive buffer's other doubles are the program's own */
double partitioned_strided(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Datatype every_other;
    MPI_Type_vector(2, 1, 2, MPI_DOUBLE, &every_other);
    MPI_Type_commit(&every_other);
    double s[12], r[12], acc = 0.0;
    for (int i = 0; i < 12; i++) r[i] = 0.25 * i;
    MPI_Request reqs[2];
    MPI_Precv_init(r, 1, 3, every_other, left, 5, comm, MPI_INFO_NULL, &reqs[0]);
    MPI_Psend_init(s, 3, 1, every_other, right, 5, comm, MPI_INFO_NULL, &reqs[1]);
    for (int step = 0; step < 2; step++) {
        MPI_Startall(2, reqs);
        for (int p = 2; p >= 0; p--) {
            /* element p of the type (extent 3 doubles): s[3p] and s[3p + 2] */
            for (int i = 0; i < 3; i++) s[3 * p + i] = u[(p + i) % 4] * cos(u[i]) + step;
            MPI_Pready(p, reqs[1]);
        }
        int flag = 0;
        while (!flag) MPI_Testall(2, reqs, &flag, MPI_STATUSES_IGNORE);
        for (int i = 0; i < 4; i++) u[i] += 0.3 * r[2 * i] * r[2 * i + 4] + 0.1 * r[i + 1];
        acc += r[0] * r[2] - r[1];
    }
    MPI_Request_free(&reqs[0]);
    MPI_Request_free(&reqs[1]);
    MPI_Type_free(&every_other);
    return acc + u[0] * u[3];
}
