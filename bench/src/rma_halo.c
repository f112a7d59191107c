/* The same 1-D heat stencil (n points a rank, periodic ring, `steps` explicit steps with a
 * nonlinear source) with its halo exchanged three ways: two-sided (MPI_Sendrecv), one-sided
 * (MPI_Put into the neighbours' windows between fences) and a persistent neighbourhood
 * collective (MPI_Neighbor_alltoall_init on a periodic Cartesian ring, started each step).
 * bench/rma_halo.py times each primal against its gradient (Enzyme's interface). */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>

int enzyme_dup, enzyme_const, enzyme_out;
extern void __enzyme_autodiff(void *, ...);

static void step(double *u, double *t, int n) {
    for (int i = 1; i <= n; i++)
        t[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]) + 0.01 * sin(u[i]);
    for (int i = 1; i <= n; i++) u[i] = t[i];
}

static double energy(const double *u, int n) {
    double e = 0.0;
    for (int i = 1; i <= n; i++) e += u[i] * u[i];
    return e;
}

/* u: n + 2 doubles (ghosts at 0 and n + 1); t: scratch of n + 2 */
double heat_twosided(double *u, double *t, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    for (int s = 0; s < steps; s++) {
        MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 0, &u[n + 1], 1, MPI_DOUBLE, right, 0, comm,
                     MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 1, &u[0], 1, MPI_DOUBLE, left, 1, comm,
                     MPI_STATUS_IGNORE);
        step(u, t, n);
    }
    return energy(u, n);
}

double heat_onesided(double *u, double *t, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    MPI_Win win;
    MPI_Win_create(u, (MPI_Aint)((n + 2) * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&u[1], 1, MPI_DOUBLE, left, n + 1, 1, MPI_DOUBLE, win);
        MPI_Put(&u[n], 1, MPI_DOUBLE, right, 0, 1, MPI_DOUBLE, win);
        MPI_Win_fence(0, win);
        step(u, t, n);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    return energy(u, n);
}

double heat_persistent(double *u, double *t, int n, int steps, MPI_Comm comm) {
    int size, periods[1] = {1};
    MPI_Comm_size(comm, &size);
    int dims[1] = {size};
    MPI_Comm ring;
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    double out[2], in[2];
    MPI_Request req;
    /* neighbours in Cartesian order: left (-1), then right (+1) */
    MPI_Neighbor_alltoall_init(out, 1, MPI_DOUBLE, in, 1, MPI_DOUBLE, ring, MPI_INFO_NULL, &req);
    for (int s = 0; s < steps; s++) {
        out[0] = u[1];
        out[1] = u[n];
        MPI_Start(&req);
        MPI_Wait(&req, MPI_STATUS_IGNORE);
        u[0] = in[0];
        u[n + 1] = in[1];
        step(u, t, n);
    }
    MPI_Request_free(&req);
    MPI_Comm_free(&ring);
    return energy(u, n);
}

#define GRAD(name)                                                                             \
    void name##_grad(double *u, double *du, double *t, double *dt, int n, int steps,          \
                     MPI_Comm comm) {                                                          \
        __enzyme_autodiff((void *)name, enzyme_dup, u, du, enzyme_dup, t, dt, enzyme_const, n, \
                          enzyme_const, steps, enzyme_const, comm);                            \
    }
GRAD(heat_twosided)
GRAD(heat_onesided)
GRAD(heat_persistent)
