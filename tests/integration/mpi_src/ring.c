/* The seed's token ring (Enzyme.jl issue): three ways of holding the requests. */
#include <mpi.h>

/* an integer as wide as MPI_Request: MPICH's ABI has int handles, Open MPI's are pointers */
#if defined(OPEN_MPI)
typedef long long raw_request;
#else
typedef int raw_request;
#endif

/* (a) requests in a raw integer array (MPI.jl's MultiRequest stores raw Int32 handles) */
double ring_raw(double token, MPI_Comm comm) {
    int rank, n;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &n);
    raw_request reqs[2];
    double buf = token;
    if (rank != 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, rank - 1, 0, comm, (MPI_Request *)&reqs[1]);
        MPI_Wait((MPI_Request *)&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Isend(&buf, 1, MPI_DOUBLE, (rank + 1) % n, 0, comm, (MPI_Request *)&reqs[0]);
    if (rank == 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, n - 1, 0, comm, (MPI_Request *)&reqs[1]);
        MPI_Wait((MPI_Request *)&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Wait((MPI_Request *)&reqs[0], MPI_STATUS_IGNORE);
    return buf * buf;
}

/* (b) a request array filled with MPI_REQUEST_NULL before use (ring_no_mr) */
double ring_null(double token, MPI_Comm comm) {
    int rank, n;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &n);
    MPI_Request reqs[2];
    for (int i = 0; i < 2; i++) reqs[i] = MPI_REQUEST_NULL;
    double buf = token;
    if (rank != 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, rank - 1, 0, comm, &reqs[1]);
        MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Isend(&buf, 1, MPI_DOUBLE, (rank + 1) % n, 0, comm, &reqs[0]);
    if (rank == 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, n - 1, 0, comm, &reqs[1]);
        MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Wait(&reqs[0], MPI_STATUS_IGNORE);
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE); /* both already null: a no-op */
    return buf * buf;
}

/* (c) the caller passes the request storage */
double ring_given(double token, MPI_Comm comm, MPI_Request *reqs) {
    int rank, n;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &n);
    double buf = token;
    if (rank != 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, rank - 1, 0, comm, &reqs[1]);
        MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Isend(&buf, 1, MPI_DOUBLE, (rank + 1) % n, 0, comm, &reqs[0]);
    if (rank == 0) {
        MPI_Irecv(&buf, 1, MPI_DOUBLE, n - 1, 0, comm, &reqs[1]);
        MPI_Wait(&reqs[1], MPI_STATUS_IGNORE);
    }
    MPI_Wait(&reqs[0], MPI_STATUS_IGNORE);
    return buf * buf;
}
