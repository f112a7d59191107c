/* 2-D heat equation on a Cartesian process grid, differentiated through Enzyme's interface.
 *
 * Each rank holds an NY x NX block of the periodic unit square (plus a ring of ghost cells),
 * on a process grid made by MPI_Cart_create, with its four neighbours from MPI_Cart_shift. The
 * halo exchange is set up once with persistent requests (MPI_Send_init / MPI_Recv_init): the
 * ghost columns travel as an MPI_Type_vector (strided in the row-major block), the ghost rows as
 * plain doubles, and every explicit step restarts them (MPI_Startall). While they travel, each
 * rank updates the cells that need no ghost and completes the MPI_Iallreduce of the previous
 * step's residual norm; then the boundary cells. The objective
 *
 *     J(u0) = 1/2 sum (u_T - target)^2 + w sum_t ||u_{t+1} - u_t||^2
 *
 * is the same on every rank. mpiad differentiates the whole program, MPI included:
 *
 *     python -m ziglang cc -O2 -S -emit-llvm -I$VENV/include examples/heat2d.c -o heat2d.ll
 *     mpiad-opt heat2d.ll -o heat2d.ad.ll
 *     python -m ziglang cc heat2d.ad.ll -o heat2d $VENV/lib/libmpi.so.12 -Wl,-rpath,$VENV/lib -lm
 *     mpiexec -n 4 ./heat2d
 *
 * The program checks itself: forward mode (__enzyme_fwddiff) against central finite differences
 * of J, reverse mode (__enzyme_autodiff) by the dot-product test summed over the ranks, and
 * prints "heat2d: all checks passed" on rank 0, "rank R ok 2" on every rank that passed both. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

#define NX 6            /* cells per rank along x (columns) */
#define NY 5            /* cells per rank along y (rows) */
#define LD (NX + 2)     /* row length with the ghost cells */
#define AT(j, i) ((j) * LD + (i))
#define CELLS (NY * NX)
#define R 0.2           /* diffusion number: stable below 0.25 */
#define W 0.5           /* weight of the residual norms */

/* tags by direction of travel */
enum { TO_RIGHT, TO_LEFT, TO_DOWN, TO_UP };

static double update(const double *u, int j, int i) {
    return u[AT(j, i)] + R * (u[AT(j, i - 1)] + u[AT(j, i + 1)] + u[AT(j - 1, i)] +
                              u[AT(j + 1, i)] - 4.0 * u[AT(j, i)]);
}

double heat2d(double *u0, const double *target, int nsteps, MPI_Comm comm) {
    int size, dims[2] = {0, 0}, periods[2] = {1, 1};
    MPI_Comm_size(comm, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Comm grid;
    MPI_Cart_create(comm, 2, dims, periods, 0, &grid);
    int up, down, left, right;
    MPI_Cart_shift(grid, 0, 1, &up, &down);     /* dimension 0: rows (y) */
    MPI_Cart_shift(grid, 1, 1, &left, &right);  /* dimension 1: columns (x) */

    double u[(NY + 2) * LD], un[(NY + 2) * LD];
    memset(u, 0, sizeof u);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) u[AT(j + 1, i + 1)] = u0[j * NX + i];

    MPI_Datatype column;  /* NY cells, one a row */
    MPI_Type_vector(NY, 1, LD, MPI_DOUBLE, &column);
    MPI_Type_commit(&column);
    MPI_Request halo[8];
    MPI_Recv_init(&u[AT(1, 0)], 1, column, left, TO_RIGHT, grid, &halo[0]);
    MPI_Recv_init(&u[AT(1, NX + 1)], 1, column, right, TO_LEFT, grid, &halo[1]);
    MPI_Recv_init(&u[AT(0, 1)], NX, MPI_DOUBLE, up, TO_DOWN, grid, &halo[2]);
    MPI_Recv_init(&u[AT(NY + 1, 1)], NX, MPI_DOUBLE, down, TO_UP, grid, &halo[3]);
    MPI_Send_init(&u[AT(1, NX)], 1, column, right, TO_RIGHT, grid, &halo[4]);
    MPI_Send_init(&u[AT(1, 1)], 1, column, left, TO_LEFT, grid, &halo[5]);
    MPI_Send_init(&u[AT(NY, 1)], NX, MPI_DOUBLE, down, TO_DOWN, grid, &halo[6]);
    MPI_Send_init(&u[AT(1, 1)], NX, MPI_DOUBLE, up, TO_UP, grid, &halo[7]);

    double res_local = 0.0, res = 0.0, J = 0.0;
    MPI_Request norm = MPI_REQUEST_NULL;
    for (int t = 0; t < nsteps; t++) {
        MPI_Startall(8, halo);
        /* overlapped with the halo exchange: the cells that need no ghost... */
        for (int j = 2; j < NY; j++)
            for (int i = 2; i < NX; i++) un[AT(j, i)] = update(u, j, i);
        /* ...and the previous step's residual norm */
        if (t > 0) {
            MPI_Wait(&norm, MPI_STATUS_IGNORE);
            J += W * res;
        }
        MPI_Waitall(8, halo, MPI_STATUSES_IGNORE);
        for (int j = 1; j <= NY; j++)
            for (int i = 1; i <= NX; i++)
                if (j == 1 || j == NY || i == 1 || i == NX) un[AT(j, i)] = update(u, j, i);
        res_local = 0.0;
        for (int j = 1; j <= NY; j++)
            for (int i = 1; i <= NX; i++) {
                double d = un[AT(j, i)] - u[AT(j, i)];
                res_local += d * d;
                u[AT(j, i)] = un[AT(j, i)];  /* the persistent requests read and write u */
            }
        MPI_Iallreduce(&res_local, &res, 1, MPI_DOUBLE, MPI_SUM, grid, &norm);
    }
    if (nsteps > 0) {
        MPI_Wait(&norm, MPI_STATUS_IGNORE);
        J += W * res;
    }
    for (int k = 0; k < 8; k++) MPI_Request_free(&halo[k]);
    MPI_Type_free(&column);
    MPI_Comm_free(&grid);

    double misfit = 0.0, total;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            double d = u[AT(j + 1, i + 1)] - target[j * NX + i];
            misfit += d * d;
        }
    MPI_Allreduce(&misfit, &total, 1, MPI_DOUBLE, MPI_SUM, comm);
    return J + 0.5 * total;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm comm = MPI_COMM_WORLD;
    int rank, size, steps = 6;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    double u0[CELLS], v[CELLS], target[CELLS], g[CELLS], up[CELLS], um[CELLS], du[CELLS];
    for (int k = 0; k < CELLS; k++) {
        double x = (k % NX + 0.5) / NX, y = (k / NX + 0.5) / NY;
        u0[k] = sin(6.283185307179586 * x) * cos(3.141592653589793 * y) + 0.1 * rank;
        target[k] = 0.3 * cos(6.283185307179586 * y + rank);
        v[k] = sin(1.0 + 3.0 * k + 0.7 * rank);
        g[k] = 0.0;
    }
    /* forward mode against central finite differences of the primal */
    const double h = 1e-6;
    for (int k = 0; k < CELLS; k++) {
        up[k] = u0[k] + h * v[k];
        um[k] = u0[k] - h * v[k];
    }
    double fd = (heat2d(up, target, steps, comm) - heat2d(um, target, steps, comm)) / (2 * h);
    memcpy(du, v, sizeof du);
    double dJ = __enzyme_fwddiff((void *)heat2d, enzyme_dup, u0, du, enzyme_const, target,
                                 enzyme_const, steps, enzyme_const, comm);
    /* reverse mode: J is the same on every rank and Enzyme seeds it with 1 on each, so the
     * gradients summed over the ranks are size times J's gradient */
    __enzyme_autodiff((void *)heat2d, enzyme_dup, u0, g, enzyme_const, target, enzyme_const,
                      steps, enzyme_const, comm);
    double dot = 0.0, dot_all;
    for (int k = 0; k < CELLS; k++) dot += g[k] * v[k];
    MPI_Allreduce(&dot, &dot_all, 1, MPI_DOUBLE, MPI_SUM, comm);
    int ok_fwd = fabs(dJ - fd) <= 1e-6 * (1 + fabs(fd));
    int ok_rev = fabs(dot_all - size * dJ) <= 1e-9 * (1 + fabs(size * dJ));
    int bad = !(ok_fwd && ok_rev), bad_any;
    MPI_Allreduce(&bad, &bad_any, 1, MPI_INT, MPI_MAX, comm);
    if (rank == 0) {
        printf("heat2d: %d ranks, forward dJ.v = %.10f, finite differences %.10f  %s\n", size,
               dJ, fd, ok_fwd ? "ok" : "MISMATCH");
        printf("heat2d: reverse sum <grad, v> = %.10f, size * dJ.v = %.10f  %s\n", dot_all,
               size * dJ, ok_rev ? "ok" : "MISMATCH");
        printf(bad_any ? "heat2d: FAILED\n" : "heat2d: all checks passed\n");
    }
    fflush(stdout);
    MPI_Barrier(comm);
    printf("rank %d ok %d\n", rank, ok_fwd + ok_rev);
    fflush(stdout);
    MPI_Finalize();
    return bad_any;
}
