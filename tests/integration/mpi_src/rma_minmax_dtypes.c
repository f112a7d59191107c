/* Issue 37: MPI_MAX / MPI_MIN one-sided accumulation with derived datatypes, and on a dynamic
 * window. A nonlinear 1-D time loop on a periodic ring of ranks; each rank fills its window
 * before the epoch:
 *   rma_minmax_dtype      between fences: MAX of a stride-2 origin vector into a stride-2 target
 *                         vector (the right neighbour's cells 0, 2, 4), every rank's MAX of three
 *                         contiguous values into rank 0's cells 5, 1, 7 through an indexed target
 *                         type (several origins on each element; a type map out of address
 *                         order), MIN of the other stride-2 origin elements into the left
 *                         neighbour's contiguous cells 8-10;
 *   rma_fetchmax_dtype    in post-start-complete-wait epochs: MPI_Get_accumulate with MPI_MAX, a
 *                         vector on the origin, result and target sides (the right neighbour's
 *                         cells 0, 2, 4), beside the indexed MAX into rank 0;
 *   rma_minmax_dyn        a region attached to a dynamic window (its addresses gathered): MAX of
 *                         a stride-2 origin through a stride-2 target vector into the right
 *                         neighbour's region, every rank's MAX into one cell of rank 0's, and a
 *                         SUM through the same vector types into other cells, between fences.
 * n <= 32, at most 16 ranks. */
#include <math.h>
#include <mpi.h>
#include "rma_step.h"

static void types(MPI_Datatype *vec, MPI_Datatype *idx) {
    int bl[3] = {1, 1, 1}, dp[3] = {5, 1, 7};
    MPI_Type_vector(3, 1, 2, MPI_DOUBLE, vec);
    MPI_Type_commit(vec);
    MPI_Type_indexed(3, bl, dp, MPI_DOUBLE, idx);
    MPI_Type_commit(idx);
}

static void fill(double *g, int m, const double *w, int n, int s) {
    for (int i = 0; i < m; i++) g[i] = 0.3 * w[1 + i % n] + 0.1 * i - 0.05 * s;
}

double rma_minmax_dtype(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[34], *g;
    MPI_Datatype vec, idx;
    types(&vec, &idx);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(11 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        fill(g, 11, w, n, s);
        MPI_Win_fence(0, win);
        double o[6], c[3] = {w[2] * w[1], w[n] - 0.5 + 0.1 * rank, 0.7 * w[1] + 0.1 * rank};
        for (int i = 0; i < 6; i++) o[i] = w[1 + i % n] * (1.0 + 0.2 * i) - 0.1 * rank;
        MPI_Accumulate(o, 1, vec, right, 0, 1, vec, MPI_MAX, win);
        MPI_Accumulate(c, 3, MPI_DOUBLE, 0, 0, 1, idx, MPI_MAX, win);
        MPI_Accumulate(&o[1], 1, vec, left, 8, 3, MPI_DOUBLE, MPI_MIN, win);
        MPI_Win_fence(0, win);
        w[0] = g[0] + 0.1 * g[2] + 0.2 * g[4] + 0.05 * (g[5] + g[1] * g[7]);
        w[n + 1] = g[8] + 0.3 * g[9] * g[10] + 0.1 * g[3];
        step(w, n);
    }
    MPI_Win_free(&win);
    MPI_Type_free(&vec);
    MPI_Type_free(&idx);
    return energy(w, u, n);
}

double rma_fetchmax_dtype(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    double w[34], *g;
    MPI_Datatype vec, idx;
    types(&vec, &idx);
    MPI_Group all;
    MPI_Comm_group(comm, &all);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(8 * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        fill(g, 8, w, n, s);
        MPI_Win_post(all, 0, win);
        MPI_Win_start(all, 0, win);
        double o[6], r[6] = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
        double c[3] = {w[2] * w[1], w[n] - 0.5 + 0.1 * rank, 0.7 * w[1] + 0.1 * rank};
        for (int i = 0; i < 6; i++) o[i] = w[1 + i % n] * (1.0 + 0.2 * i) - 0.1 * rank;
        MPI_Get_accumulate(o, 1, vec, r, 1, vec, right, 0, 1, vec, MPI_MAX, win);
        MPI_Accumulate(c, 3, MPI_DOUBLE, 0, 0, 1, idx, MPI_MAX, win);
        MPI_Win_complete(win);
        MPI_Win_wait(win);
        w[0] = g[0] + 0.1 * g[2] + 0.2 * g[4] + 0.05 * (g[5] + g[1] * g[7]);
        w[n + 1] = 0.3 * r[0] * r[2] + 0.2 * r[4] + 0.1 * g[3];
        step(w, n);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&all);
    MPI_Type_free(&vec);
    MPI_Type_free(&idx);
    return energy(w, u, n);
}

double rma_minmax_dyn(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size;
    double w[34], g[8];
    MPI_Datatype vec, idx;
    types(&vec, &idx);
    MPI_Aint mine, at[16];
    MPI_Win win;
    MPI_Win_create_dynamic(MPI_INFO_NULL, comm, &win);
    MPI_Win_attach(win, g, (MPI_Aint)sizeof g);
    MPI_Get_address(g, &mine);
    MPI_Allgather(&mine, 1, MPI_AINT, at, 1, MPI_AINT, comm);
    w[0] = w[n + 1] = 0.0;
    for (int i = 0; i < n; i++) w[i + 1] = u[i];
    for (int s = 0; s < steps; s++) {
        fill(g, 8, w, n, s);
        MPI_Win_fence(0, win);
        double o[6], c = w[1] * w[2] + 0.1 * rank;
        for (int i = 0; i < 6; i++) o[i] = w[1 + i % n] * (1.0 + 0.2 * i) - 0.1 * rank;
        MPI_Accumulate(o, 1, vec, right, at[right] + (MPI_Aint)sizeof(double), 1, vec, MPI_MAX,
                       win);
        MPI_Accumulate(&c, 1, MPI_DOUBLE, 0, at[0] + 7 * (MPI_Aint)sizeof(double), 1,
                       MPI_DOUBLE, MPI_MAX, win);
        MPI_Accumulate(&o[1], 1, vec, right, at[right], 1, vec, MPI_SUM, win);
        MPI_Win_fence(0, win);
        w[0] = g[1] + 0.1 * g[3] + 0.2 * g[5] + 0.05 * g[7];
        w[n + 1] = g[0] + 0.1 * g[2] * g[4];
        step(w, n);
    }
    MPI_Win_detach(win, g);
    MPI_Win_free(&win);
    MPI_Type_free(&vec);
    MPI_Type_free(&idx);
    return energy(w, u, n);
}
