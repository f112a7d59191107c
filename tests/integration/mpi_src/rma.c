/* Issue 37 part 2: one-sided communication. A nonlinear 1-D time loop on a periodic ring of
 * ranks whose halo cells are exchanged through a window (MPI_Win_create over the local cells and
 * their two ghosts) synchronised by MPI_Win_fence: with MPI_Put (each rank writes its boundary
 * cells into its neighbours' ghosts), with MPI_Get (each rank reads its neighbours' boundary cells
 * into its own ghosts), with MPI_Accumulate (MPI_SUM of each rank's cells into its neighbours'
 * inflow cells, a window MPI_Win_allocate made; MPI_REPLACE for the ghosts). n <= 32. (The Put
 * exchange written two-sided and as a persistent collective: halo_ways.c.) */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

/* MPI_Put: my first cell into my left neighbour's right ghost, my last into my right
 * neighbour's left ghost; fences around the exchange, and after the update (the next step's puts
 * must not overwrite ghosts still being read) */
double rma_put_halo(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        step(w, n);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return energy(w, u, n);
}

/* MPI_Get: my ghosts read from my neighbours' boundary cells (the origin buffers are window
 * memory too) */
double rma_get_halo(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34];
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i] * u[i] + 0.5 * u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    for (int s = 0; s < steps; s++) {
        MPI_Win_fence(0, win);
        MPI_Get(&w[0], 1, MPI_DOUBLE, left, n, 1, MPI_DOUBLE, win);
        MPI_Get(&w[n + 1], 1, MPI_DOUBLE, right, 1, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        step(w, n);
    }
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

/* MPI_Accumulate: my cells, squared, summed (MPI_SUM) into both neighbours' inflow window
 * (memory from MPI_Win_allocate; two accumulates into the same cells at 1 and 2 ranks), my boundary cells into their ghosts
 * (MPI_REPLACE); the inflow feeds the update nonlinearly and is zeroed locally every step */
double rma_acc_halo(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], sq[32], *in;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win, wgh;
    MPI_Win_allocate((MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &in,
                     &win);
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &wgh);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            in[i] = 0.0;
            sq[i] = w[i + 1] * w[i + 1];
        }
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wgh);
        MPI_Accumulate(sq, n, MPI_DOUBLE, right, 0, n, MPI_DOUBLE, MPI_SUM, win);
        MPI_Accumulate(sq, n, MPI_DOUBLE, left, 0, n, MPI_DOUBLE, MPI_SUM, win);
        MPI_Accumulate(&w[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, MPI_REPLACE, wgh);
        MPI_Accumulate(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, MPI_REPLACE, wgh);
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wgh);
        step(w, n);
        for (int i = 1; i <= n; i++) w[i] += 0.1 * sin(in[i - 1]);
    }
    MPI_Win_fence(0, wgh);
    MPI_Win_free(&wgh);
    MPI_Win_free(&win);
    return energy(w, u, n);
}

/* post-start-complete-wait on the neighbours' group: one window of the cells, their ghosts
 * and an inflow region; MPI_Put into the neighbours' ghosts, MPI_Accumulate (MPI_SUM) of the
 * squares into their inflow; the exposure closed by MPI_Win_wait or by polling MPI_Win_test */
static MPI_Group neighbours(MPI_Comm comm, int left, int right) {
    MPI_Group world, nb;
    int ranks[2] = {left, right};
    MPI_Comm_group(comm, &world);
    MPI_Group_incl(world, left == right ? 1 : 2, ranks, &nb);
    MPI_Group_free(&world);
    return nb;
}

double rma_pscw_halo(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[66], sq[32];
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Group nb = neighbours(comm, left, right);
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((2 * n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL,
                   comm, &win);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            w[n + 2 + i] = 0.0;
            sq[i] = w[i + 1] * w[i + 1];
        }
        MPI_Win_post(nb, 0, win);
        MPI_Win_start(nb, 0, win);
        MPI_Put(&w[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Accumulate(sq, n, MPI_DOUBLE, right, n + 2, n, MPI_DOUBLE, MPI_SUM, win);
        MPI_Accumulate(sq, n, MPI_DOUBLE, left, n + 2, n, MPI_DOUBLE, MPI_SUM, win);
        MPI_Win_complete(win);
        if (s % 2) {  /* the exposure ended by polling MPI_Win_test, every other step */
            int done = 0;
            while (!done) MPI_Win_test(win, &done);
        } else {
            MPI_Win_wait(win);
        }
        step(w, n);
        for (int i = 1; i <= n; i++) w[i] += 0.1 * sin(w[n + 1 + i]);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&nb);
    return energy(w, u, n);
}

/* inactive origins overwrite active window memory (their zero tangents and adjoints must too):
 * each step a ghost first receives an active cell by MPI_Put, is read, then is overwritten by a
 * constant by MPI_Put and by MPI_Accumulate(MPI_REPLACE); a Put to MPI_PROC_NULL does nothing */
static const double boundary[2] = {0.5, -0.25};

double rma_inactive_origin(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], acc = 0.0;
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&w[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Put(&w[1], 1, MPI_DOUBLE, MPI_PROC_NULL, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        acc += w[0] * w[0] * (s + 1.0);
        MPI_Win_fence(0, win);
        MPI_Put(&boundary[0], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Accumulate(&boundary[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, MPI_REPLACE, win);
        MPI_Win_fence(0, win);
        step(w, n);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return energy(w, u, n) + acc;
}

/* the five in turn: one launch for the default run */
double rma_all(double *u, int n, int steps, MPI_Comm comm) {
    return rma_put_halo(u, n, steps, comm) + rma_get_halo(u, n, steps, comm) +
           rma_acc_halo(u, n, steps, comm) + rma_pscw_halo(u, n, steps, comm) +
           rma_inactive_origin(u, n, steps, comm);
}

/* MPI_Get in an access epoch of MPI_Win_start: forward mode differentiates it; reverse mode
 * stops, naming it (its adjoint would race with the target's own adjoint code) */
double rma_pscw_get(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32], g;
    for (int i = 0; i < n; i++) w[i] = u[i] * u[i];
    MPI_Group nb = neighbours(comm, left, right);
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Win_post(nb, 0, win);
    MPI_Win_start(nb, 0, win);
    MPI_Get(&g, 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
    MPI_Win_complete(win);
    MPI_Win_wait(win);
    MPI_Win_free(&win);
    MPI_Group_free(&nb);
    return g * u[0];
}

/* MPI_Accumulate with MPI_MAX on doubles: refused at compile time */
double rma_acc_max(double *u, int n, MPI_Comm comm) {
    double w[32];
    for (int i = 0; i < n; i++) w[i] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Win_fence(0, win);
    MPI_Accumulate(u, n, MPI_DOUBLE, 0, 0, n, MPI_DOUBLE, MPI_MAX, win);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    return w[0] * w[0];
}

/* passive-target synchronisation: refused by name */
double rma_lock(double *u, int n, MPI_Comm comm) {
    double w[32];
    for (int i = 0; i < n; i++) w[i] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    MPI_Put(u, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, win);
    MPI_Win_unlock(0, win);
    MPI_Win_free(&win);
    return w[0] * w[0];
}

/* MPI_FLOAT: the Put exchange on single-precision data (ad_check's f:N arrays) */
double rma_float_halo(float *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    float w[34], t[34];
    w[0] = w[n + 1] = 0.0f;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)((n + 2) * sizeof(float)), sizeof(float), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&w[1], 1, MPI_FLOAT, left, n + 1, 1, MPI_FLOAT, win);
        MPI_Put(&w[n], 1, MPI_FLOAT, right, 0, 1, MPI_FLOAT, win);
        MPI_Win_fence(0, win);
        for (int i = 1; i <= n; i++) t[i] = w[i] + 0.2f * (w[i - 1] - 2.0f * w[i] + w[i + 1]);
        for (int i = 1; i <= n; i++) w[i] = t[i] * (1.0f + 0.1f * t[i]);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    double e = 0.0;
    for (int i = 1; i <= n; i++) {
        u[i - 1] = w[i];
        e += (double)w[i] * w[i];
    }
    return e;
}
