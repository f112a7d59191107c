/* Issue 37: MPI_Accumulate, MPI_Get_accumulate and MPI_Fetch_and_op with MPI_MAX / MPI_MIN in
 * post-start-complete-wait epochs (the winners found at the MPI_Win_complete / MPI_Win_wait
 * pair). A nonlinear 1-D time loop on a periodic ring of ranks; every rank posts its window to
 * all ranks and starts an access epoch on all (post, start ... complete, wait: each rank origin
 * and target at once), a window of five cells (MPI_Win_allocate) each rank fills before the epoch:
 *   rma_minmax_pscw   MAX of a value into the right neighbour's cell 0, MIN of another into the
 *                     left one's cell 1, every rank's MAX of a third into rank 0's cell 2 (several
 *                     origins on one element from 3 ranks); ties: every rank's MAX of one value
 *                     z*z + 1 (z: rank 0's first cell, broadcast) into rank 0's cell 3 (the origins
 *                     tie: the first in MPI's order wins, whichever it is the derivative is the
 *                     same), and into cell 4, where rank 0 holds that very value (the target's own
 *                     value keeps the derivative);
 *   rma_fetchmax_pscw MPI_Get_accumulate with MPI_MAX into the right neighbour's cell 0 and
 *                     MPI_Fetch_and_op with MPI_MIN into the left one's cell 1 (the fetched
 *                     value's derivative: the target's at the epoch's start), beside every rank's
 *                     MAX Accumulate into rank 0's cell 2;
 *   rma_fetchmax_split rank 0 only a target (MPI_Win_post / MPI_Win_wait), the others only origins
 *                     (MPI_Win_start / MPI_Win_complete: they resolve their ops at the complete),
 *                     each a MAX Accumulate and a fetching MAX on two cells of rank 0 (several
 *                     origins on the first from 3 ranks);
 *   rma_minmax_lock   a MAX Accumulate in an MPI_Win_lock_all epoch: refused, naming the call.
 * One module with fetching MIN / MAX: its MPI_Win_post keeps the window's memory too. n <= 32. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

double rma_minmax_pscw(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Group all;
    MPI_Comm_group(comm, &all);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(5 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        double z = w[1];
        MPI_Bcast(&z, 1, MPI_DOUBLE, 0, comm);
        double d = z * z + 1.0;
        g[0] = 0.9 * w[1] + 0.05 * s;
        g[1] = w[n] * w[n];
        g[2] = 0.5 * w[2];
        g[3] = 0.1 * w[2];
        g[4] = d;
        MPI_Win_post(all, 0, win);
        MPI_Win_start(all, 0, win);
        double a = w[n] * (1.0 + 0.1 * w[1]), b = w[1] - 0.3 * w[n] + 0.2 * rank, c = w[1] * w[2];
        MPI_Accumulate(&a, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Accumulate(&b, 1, MPI_DOUBLE, left, 1, 1, MPI_DOUBLE, MPI_MIN, win);
        MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, 2, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Accumulate(&d, 1, MPI_DOUBLE, 0, 3, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Accumulate(&d, 1, MPI_DOUBLE, 0, 4, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Win_complete(win);
        if (s % 2) {  /* the exposure ended by polling MPI_Win_test (the winners found there) */
            int done = 0;
            while (!done) MPI_Win_test(win, &done);
        } else {
            MPI_Win_wait(win);
        }
        w[0] = g[0] + 0.1 * g[2] + 0.05 * g[3] * g[4];
        w[n + 1] = g[1];
        step(w, n);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&all);
    return energy(w, u, n);
}

double rma_fetchmax_pscw(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Group all;
    MPI_Comm_group(comm, &all);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        g[0] = 0.9 * w[1] + 0.05 * s;
        g[1] = w[n] * w[n];
        g[2] = 0.5 * w[2];
        MPI_Win_post(all, 0, win);
        MPI_Win_start(all, 0, win);
        double a = w[n] * (1.0 + 0.1 * w[1]), b = w[1] - 0.3 * w[n] + 0.2 * rank, c = w[1] * w[2];
        double r1, r2;
        MPI_Get_accumulate(&a, 1, MPI_DOUBLE, &r1, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE,
                           MPI_MAX, win);
        MPI_Fetch_and_op(&b, &r2, MPI_DOUBLE, left, 1, MPI_MIN, win);
        MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, 2, 1, MPI_DOUBLE, MPI_MAX, win);
        MPI_Win_complete(win);
        MPI_Win_wait(win);
        w[0] = g[0] + 0.1 * g[2] + 0.3 * r1 * r1;
        w[n + 1] = g[1] + 0.2 * r2;
        step(w, n);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&all);
    return energy(w, u, n);
}

double rma_fetchmax_split(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double w[34], *g;
    MPI_Group all, zero, others;
    int z = 0;
    MPI_Comm_group(comm, &all);
    MPI_Group_incl(all, 1, &z, &zero);
    MPI_Group_excl(all, 1, &z, &others);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)((1 + size) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                     &g, &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        double r = 0.0;
        for (int i = 0; i <= size; i++) g[i] = 0.4 * w[1 + i % n] - 0.05 * s;
        if (rank == 0) {
            MPI_Win_post(others, 0, win);
            if (s % 2) {
                int done = 0;
                while (!done) MPI_Win_test(win, &done);
            } else {
                MPI_Win_wait(win);
            }
            w[0] = g[0] * (1.0 + 0.1 * g[1]);
            for (int i = 2; i <= size; i++) w[0] += 0.1 * g[i];
        } else {
            double a = w[n] * (1.0 + 0.1 * w[1]) + 0.1 * rank, b = w[1] * w[2] - 0.2 * rank;
            MPI_Win_start(zero, 0, win);
            MPI_Accumulate(&a, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, MPI_MAX, win);
            MPI_Get_accumulate(&b, 1, MPI_DOUBLE, &r, 1, MPI_DOUBLE, 0, 1 + rank, 1, MPI_DOUBLE,
                               MPI_MAX, win);
            MPI_Win_complete(win);
            w[0] = 0.3 * r * r + 0.2 * w[n];
        }
        w[n + 1] = 0.1 * w[1];
        step(w, n);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&others);
    MPI_Group_free(&zero);
    MPI_Group_free(&all);
    return energy(w, u, n);
}

double rma_minmax_lock(double *u, int n, MPI_Comm comm) {
    double *g;
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)sizeof(double), sizeof(double), MPI_INFO_NULL, comm, &g, &win);
    g[0] = 0.0;
    MPI_Barrier(comm);
    double a = 1.0 + u[0] * u[0];
    MPI_Win_lock_all(0, win);
    MPI_Accumulate(&a, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, MPI_MAX, win);
    MPI_Win_unlock_all(win);
    MPI_Barrier(comm);
    double out = g[0] * g[0] + u[n - 1];
    MPI_Win_free(&win);
    return out;
}
