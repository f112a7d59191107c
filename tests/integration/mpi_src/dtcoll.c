/* Issue 17 part 6: derived datatypes on the collectives beyond Bcast / Gather / Allgather /
 * Scatter / Alltoall: the reductions (Allreduce with a sum, a product and a max and
 * MPI_IN_PLACE, Reduce, Scan, Exscan, Reduce_scatter_block, Reduce_scatter; MPI defines its
 * predefined ops on predefined datatypes only, so these are user-defined ops on the column
 * type, registered with mpiad_register_op_derivative), the v-variants (Gatherv, Scatterv,
 * Allgatherv, Alltoallv, blocks spaced apart), the nonblocking collectives (Ibcast, Iallreduce,
 * Igather, Ialltoall completed together) and a neighbourhood exchange on a periodic Cartesian
 * ring, each on strided columns of a 2-D field (MPI_Type_vector, and the same resized to one
 * double so consecutive columns are consecutive elements). The derivative must use the same
 * layouts on the shadows. Up to 4 ranks. */
#include <math.h>
#include <mpi.h>

#define NY 3
#define NX 4
#define MX 10 /* columns of the gathered fields: 4 ranks' blocks, spaced */

void mpiad_register_op_derivative(MPI_Op op, int like);

/* user-defined ops on columns of an NY x NX array: element k of the datatype starts k extents
 * in, its NY doubles are NX apart */
static void col_op(void *in, void *io, int *len, MPI_Datatype *dt, int kind) {
    MPI_Aint lb, ext;
    MPI_Type_get_extent(*dt, &lb, &ext);
    for (int k = 0; k < *len; k++)
        for (int j = 0; j < NY; j++) {
            double *a = (double *)((char *)in + k * ext) + j * NX;
            double *b = (double *)((char *)io + k * ext) + j * NX;
            *b = kind == 1 ? *a + *b : kind == 2 ? *a * *b : (*a > *b ? *a : *b);
        }
}
static void col_sum(void *in, void *io, int *len, MPI_Datatype *dt) { col_op(in, io, len, dt, 1); }
static void col_prod(void *in, void *io, int *len, MPI_Datatype *dt) { col_op(in, io, len, dt, 2); }
static void col_max(void *in, void *io, int *len, MPI_Datatype *dt) { col_op(in, io, len, dt, 4); }

static double sq(const double *a, int n, double w) {
    double acc = 0.0;
    for (int i = 0; i < n; i++) acc += a[i] * a[i] * (w + 0.1 * i) + 0.5 * a[i];
    return acc;
}

double dtcoll(double *u, int n, MPI_Comm comm) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    double f[NY][NX], g[NY][NX], h[NY][NX], s[NY][NX], gq[NY][MX], e[NY][NX], p[NY][MX];
    for (int j = 0; j < NY; j++) {
        for (int i = 0; i < NX; i++) {
            f[j][i] = sin(u[(j * NX + i) % n]) * (me + 1.0) + u[(i + j) % n];
            g[j][i] = 0.25 * u[(i + 2 * j) % n];
            h[j][i] = cos(u[(i * j + 1) % n]) + 0.2 * j;
            s[j][i] = 0.0;
            e[j][i] = 0.1 * u[(i + j + 1) % n];
        }
        for (int i = 0; i < MX; i++) {
            gq[j][i] = 0.3 * u[(i + j) % n] + 0.01 * i;
            p[j][i] = u[(2 * i + j) % n] * (me + 0.5) - 0.02 * i;
        }
    }
    MPI_Datatype col, cols, qcol, qcols;  /* a column of f; of gq; each resized to one double */
    MPI_Type_vector(NY, 1, NX, MPI_DOUBLE, &col);
    MPI_Type_commit(&col);
    MPI_Type_create_resized(col, 0, sizeof(double), &cols);
    MPI_Type_commit(&cols);
    MPI_Type_vector(NY, 1, MX, MPI_DOUBLE, &qcol);
    MPI_Type_create_resized(qcol, 0, sizeof(double), &qcols);
    MPI_Type_commit(&qcols);
    int root = size - 1;
    /* reductions */
    MPI_Op usum, uprod, umax;
    MPI_Op_create(col_sum, 1, &usum);
    MPI_Op_create(col_prod, 1, &uprod);
    MPI_Op_create(col_max, 1, &umax);
    mpiad_register_op_derivative(usum, 1);
    mpiad_register_op_derivative(uprod, 2);
    mpiad_register_op_derivative(umax, 4);
    MPI_Allreduce(&f[0][1], &g[0][1], 1, col, usum, comm);
    MPI_Allreduce(&f[0][2], &h[0][2], 1, col, uprod, comm);
    MPI_Allreduce(MPI_IN_PLACE, &h[0][0], 1, col, umax, comm);
    MPI_Reduce(&f[0][3], &g[0][3], 1, col, usum, root, comm);
    MPI_Scan(&f[0][0], &s[0][0], 1, col, usum, comm);
    MPI_Exscan(&h[0][1], &s[0][1], 1, col, usum, comm);
    MPI_Reduce_scatter_block(&g[0][0], &s[0][2], 1, cols, usum, comm);  /* column me of g */
    int ones[4] = {1, 1, 1, 1}, sp[4] = {0, 2, 5, 7}, idx[4] = {0, 1, 2, 3};
    MPI_Reduce_scatter(&h[0][0], &s[0][3], ones, cols, usum, comm);
    /* v-variants: rank r's column at column sp[r] of gq */
    MPI_Gatherv(&f[0][1], 1, col, gq, ones, sp, qcols, root, comm);
    MPI_Scatterv(p, ones, sp, qcols, &e[0][3], 1, col, 0, comm);
    MPI_Allgatherv(&g[0][2], 1, col, &p[0][1], ones, sp, qcols, comm);
    MPI_Alltoallv(f, ones, idx, cols, &gq[0][1], ones, sp, qcols, comm);
    /* nonblocking collectives, completed together */
    double t[NY][NX];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) t[j][i] = g[j][i] * h[j][i] + s[j][i];
    MPI_Request q[4];
    MPI_Ibcast(&t[0][0], 1, col, 0, comm, &q[0]);
    MPI_Iallreduce(&t[0][1], &e[0][0], 1, col, usum, comm, &q[1]);
    MPI_Igather(&t[0][2], 1, col, &p[0][6], 1, qcols, 0, comm, &q[2]);
    MPI_Ialltoall(&h[0][0], 1, cols, &gq[0][5], 1, qcols, comm, &q[3]);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    /* a neighbourhood exchange of columns on a periodic ring */
    int dims[1] = {size}, periods[1] = {1};
    MPI_Comm ring;
    MPI_Cart_create(comm, 1, dims, periods, 0, &ring);
    double nb[NY][NX];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) nb[j][i] = t[j][i] * f[j][i];
    MPI_Neighbor_alltoall(&nb[0][0], 1, cols, &t[0][2], 1, cols, ring);
    MPI_Comm_free(&ring);
    MPI_Op_free(&usum);
    MPI_Op_free(&uprod);
    MPI_Op_free(&umax);
    MPI_Type_free(&col);
    MPI_Type_free(&cols);
    MPI_Type_free(&qcol);
    MPI_Type_free(&qcols);
    double acc = sq(&f[0][0], NY * NX, 1.0) + sq(&g[0][0], NY * NX, 0.7) +
                 sq(&h[0][0], NY * NX, 0.3) + sq(&s[0][0], NY * NX, 0.9) +
                 sq(&e[0][0], NY * NX, 1.1) + sq(&t[0][0], NY * NX, 0.4) +
                 sq(&gq[0][0], NY * MX, 0.6) + sq(&p[0][0], NY * MX, 0.8);
    return acc;
}
