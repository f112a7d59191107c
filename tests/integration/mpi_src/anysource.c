/* Issue 17 part 8: nonblocking receives from MPI_ANY_SOURCE with several senders on one tag.
 * Every rank but the last sends two messages to the last rank on one tag; the last rank posts
 * all its receives from MPI_ANY_SOURCE at once and completes them in the reverse of the order it
 * posted them (Waitall over the reversed array, or Waitany), while the senders complete theirs in
 * posting order. Each value is weighted by its sender (status.MPI_SOURCE) and by its place among
 * that sender's messages (MPI keeps one sender's messages on one tag in order), so the primal is
 * deterministic and a shadow or adjoint paired with the wrong message gives a wrong derivative. */
#include <math.h>
#include <mpi.h>

#define MAXR 8

static double weigh(double v, int from, int k) { return v * v * (from + 2.0 + 0.7 * k) + 0.5 * v; }

static double gather_any(double *u, int n, MPI_Comm comm, int use_waitany) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double acc = 0.0;
    int last = size - 1;
    if (rank != last) {
        double s[2];
        MPI_Request q[2];
        s[0] = sin(u[0]) * (rank + 1.0);
        s[1] = u[1 % n] * u[1 % n] + cos(u[0]);
        MPI_Isend(&s[0], 1, MPI_DOUBLE, last, 5, comm, &q[0]);
        MPI_Isend(&s[1], 1, MPI_DOUBLE, last, 5, comm, &q[1]);
        MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
        acc = s[0] + s[1];
    } else {
        int m = 2 * last;
        double r[2 * MAXR];
        MPI_Request q[2 * MAXR], back[2 * MAXR];
        MPI_Status st[2 * MAXR];
        for (int i = 0; i < m; i++) MPI_Irecv(&r[i], 1, MPI_DOUBLE, MPI_ANY_SOURCE, 5, comm, &q[i]);
        for (int i = 0; i < m; i++) back[i] = q[m - 1 - i];
        if (use_waitany) {
            for (int k = 0; k < m; k++) {
                int idx;
                MPI_Status s1;
                MPI_Waitany(m, back, &idx, &s1);
                st[m - 1 - idx] = s1;
            }
        } else {
            MPI_Status sb[2 * MAXR];
            MPI_Waitall(m, back, sb);
            for (int i = 0; i < m; i++) st[m - 1 - i] = sb[i];
        }
        int seen[MAXR] = {0};
        for (int i = 0; i < m; i++) {  /* in posting order: one sender's messages in order */
            int from = st[i].MPI_SOURCE;
            acc += weigh(r[i], from, seen[from]++);
        }
        acc += u[0] * u[n - 1];
    }
    /* the next call's messages must not meet this call's wildcard receives */
    MPI_Barrier(comm);
    return acc;
}

double anysource_waitall(double *u, int n, MPI_Comm comm) { return gather_any(u, n, comm, 0); }

double anysource_waitany(double *u, int n, MPI_Comm comm) { return gather_any(u, n, comm, 1); }
