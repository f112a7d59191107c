/* Reverse mode with wildcard receives at 3+ ranks: a ring where each rank receives from
 * MPI_ANY_SOURCE and sends to its right neighbour, and rank 0 works longer before it sends. Its
 * right neighbour (rank 1) then still waits in its primal wildcard receive while rank 2, which
 * got rank 1's message at once, runs its reverse sweep and sends rank 1 the adjoint of that
 * message. Were adjoint messages on the primal's communicator and tag, rank 1's pending receive
 * would take that adjoint (a wrong value, then a hang). One kernel a shape: Irecv + Isend
 * completed by Waitall, a blocking MPI_Recv after an Isend, and an MPI_ANY_TAG receive. */
#include <math.h>
#include <mpi.h>

/* integer work, no derivative: about 20 ms on rank 0, none elsewhere (an LCG the optimiser
 * cannot fold); its result enters the value as +-0 */
static double stall(int rank) {
    unsigned long long s = 12345u, n = rank == 0 ? 20000000ull : 0ull;
    for (unsigned long long i = 0; i < n; i++) s = s * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(s >> 63) * 0.0;
}

static void ring(MPI_Comm comm, int *rank, int *size, int *right) {
    MPI_Comm_rank(comm, rank);
    MPI_Comm_size(comm, size);
    *right = (*rank + 1) % *size;
}

/* Irecv(MPI_ANY_SOURCE) and Isend, completed by one MPI_Waitall */
double any_ring_irecv(double *u, int n, MPI_Comm comm) {
    int rank, size, right;
    ring(comm, &rank, &size, &right);
    double s[2] = {u[0] * u[1] + sin(u[2]), u[3] * (rank + 1.0)}, r[2] = {0.0, 0.0};
    MPI_Request q[2];
    MPI_Irecv(r, 2, MPI_DOUBLE, MPI_ANY_SOURCE, 21, comm, &q[0]);
    double z = stall(rank);
    MPI_Isend(s, 2, MPI_DOUBLE, right, 21, comm, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    u[0] = r[0] * r[1] + u[0];
    u[n - 1] += exp(0.1 * r[0]);
    return r[0] * r[0] + r[1] * u[1] + z;
}

/* a blocking MPI_Recv from MPI_ANY_SOURCE after an MPI_Isend */
double any_ring_recv(double *u, int n, MPI_Comm comm) {
    int rank, size, right;
    ring(comm, &rank, &size, &right);
    double s[2] = {cos(u[0]) * u[2], u[1] * u[1]}, r[2] = {0.0, 0.0};
    MPI_Request q;
    double z = stall(rank);
    MPI_Isend(s, 2, MPI_DOUBLE, right, 22, comm, &q);
    MPI_Recv(r, 2, MPI_DOUBLE, MPI_ANY_SOURCE, 22, comm, MPI_STATUS_IGNORE);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    u[1] = r[0] + r[1] * u[3];
    return r[0] * r[1] + u[n - 1] * r[1] + z;
}

/* MPI_Recv from MPI_ANY_SOURCE with MPI_ANY_TAG: the message's tag weighs it */
double any_ring_anytag(double *u, int n, MPI_Comm comm) {
    int rank, size, right;
    ring(comm, &rank, &size, &right);
    double s[2] = {u[0] * u[3], sin(u[1]) + u[2]}, r[2] = {0.0, 0.0};
    MPI_Request q;
    MPI_Status st;
    double z = stall(rank);
    MPI_Isend(s, 2, MPI_DOUBLE, right, 30 + rank, comm, &q);
    MPI_Recv(r, 2, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &st);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    double w = 1.0 + 0.1 * (st.MPI_TAG - 30);
    u[2] = r[0] * w + u[2] * r[1];
    return r[0] * r[1] * w + u[n - 1] + z;
}

/* a derivative-carrying message tagged in the upper half of the tag space (2^28 is there under
 * MPICH's MPI_TAG_UB of 2^29 - 1), which reverse mode reserves for adjoint messages: refused */
double any_ring_big_tag(double *u, int n, MPI_Comm comm) {
    int rank, size, right;
    ring(comm, &rank, &size, &right);
    int left = (rank + size - 1) % size;
    double s = u[0] * u[1], r = 0.0;
    MPI_Sendrecv(&s, 1, MPI_DOUBLE, right, 1 << 28, &r, 1, MPI_DOUBLE, left, 1 << 28, comm,
                 MPI_STATUS_IGNORE);
    return r * u[n - 1];
}

/* MPI_Irecv from MPI_ANY_SOURCE with MPI_ANY_TAG: a nonblocking receive cannot probe before it
 * matches, so at 3+ ranks rank 1's pending receive takes rank 2's adjoint message: reverse mode
 * stops there, naming the receive (refused, never a wrong value); forward mode runs it */
double any_ring_irecv_anytag(double *u, int n, MPI_Comm comm) {
    int rank, size, right;
    ring(comm, &rank, &size, &right);
    double s[2] = {u[0] * u[2], u[1] + u[3]}, r[2] = {0.0, 0.0};
    MPI_Request q[2];
    MPI_Status st[2];
    MPI_Irecv(r, 2, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &q[0]);
    double z = stall(rank);
    MPI_Isend(s, 2, MPI_DOUBLE, right, 40 + rank, comm, &q[1]);
    MPI_Waitall(2, q, st);
    double w = 1.0 + 0.1 * (st[0].MPI_TAG - 40);
    u[3] = r[0] * w + u[3] * r[1];
    return r[0] * r[1] * w + u[n - 1] + z;
}
