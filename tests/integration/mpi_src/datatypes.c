/* Issue 17 part 6: derived datatypes on point-to-point calls. A 3x4 block of a 2-D field per
 * rank (row-major) in a ring: its second column goes right as an MPI_Type_vector (nonblocking)
 * into the first column of the right neighbour; its last row goes right as an
 * MPI_Type_create_subarray (blocking send into a posted receive) into a row laid out by
 * MPI_Type_indexed; a resized contiguous pair goes left, strided by the resized extent. Then the
 * calls halo codes make with the same column type: Sendrecv (derived on both sides, and derived
 * against contiguous), Sendrecv_replace, and persistent Send_init / Recv_init started twice with
 * the field changed in between; and the blocking collectives on derived datatypes: Bcast of a
 * column, Allgather of columns into a resized vector type, Scatter / Gather of rows, Alltoall
 * of column blocks. The derivative must use the same layouts on the shadow field. */
#include <math.h>
#include <mpi.h>

#define NY 3
#define NX 4

double halo_types(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank - 1 + size) % size;
    double f[NY][NX], g[NY][NX], h[2 * NY];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
            f[j][i] = sin(u[(j * NX + i) % n]) * (rank + 1.0) + u[(i + j) % n];
            g[j][i] = 0.25 * u[0];
        }
    for (int k = 0; k < 2 * NY; k++) h[k] = 0.5 * u[1 % n];
    MPI_Datatype col, row, irow, pair, spread;
    MPI_Type_vector(NY, 1, NX, MPI_DOUBLE, &col);
    MPI_Type_commit(&col);
    int sizes[2] = {NY, NX}, sub[2] = {1, NX}, starts[2] = {NY - 1, 0};
    MPI_Type_create_subarray(2, sizes, sub, starts, MPI_ORDER_C, MPI_DOUBLE, &row);
    MPI_Type_commit(&row);
    int lens[2] = {1, 3}, disp[2] = {0, 5};  /* g[0][0], then g[1][1..3] */
    MPI_Type_indexed(2, lens, disp, MPI_DOUBLE, &irow);
    MPI_Type_commit(&irow);
    MPI_Type_contiguous(1, MPI_DOUBLE, &pair);
    MPI_Type_create_resized(pair, 0, 2 * sizeof(double), &spread);  /* every other element */
    MPI_Type_commit(&spread);
    MPI_Request q[2];
    MPI_Irecv(&f[0][0], 1, col, left, 1, comm, &q[0]);
    MPI_Isend(&f[0][1], 1, col, right, 1, comm, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
    MPI_Request r;
    MPI_Irecv(&g[0][0], 1, irow, left, 2, comm, &r);
    MPI_Send(&f[0][0], 1, row, right, 2, comm);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    double s[NY];
    for (int j = 0; j < NY; j++) s[j] = f[j][2] * f[j][0];
    MPI_Request r2;
    MPI_Isend(s, NY, MPI_DOUBLE, left, 3, comm, &r2);
    MPI_Recv(h, NY, spread, right, 3, comm, MPI_STATUS_IGNORE);
    MPI_Wait(&r2, MPI_STATUS_IGNORE);
    double p[NY][NX], c[NY];
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) p[j][i] = cos(u[(j + 2 * i) % n]) + 0.1 * i;
    MPI_Sendrecv(&f[0][3], 1, col, right, 4, &p[0][0], 1, col, left, 4, comm, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&f[0][2], 1, col, left, 5, c, NY, MPI_DOUBLE, right, 5, comm, MPI_STATUS_IGNORE);
    MPI_Sendrecv_replace(&p[0][1], 1, col, right, 6, left, 6, comm, MPI_STATUS_IGNORE);
    MPI_Request ps[2];
    MPI_Recv_init(&p[0][2], 1, col, left, 7, comm, &ps[0]);
    MPI_Send_init(&p[0][3], 1, col, right, 7, comm, &ps[1]);
    for (int it = 0; it < 2; it++) {
        MPI_Startall(2, ps);
        MPI_Waitall(2, ps, MPI_STATUSES_IGNORE);
        for (int j = 0; j < NY; j++) p[j][3] = p[j][2] * p[j][0] + c[j];
    }
    MPI_Request_free(&ps[0]);
    MPI_Request_free(&ps[1]);
    /* collectives: columns of gq (NY x 4 per rank's block, up to 4 ranks) */
    double gq[NY][4 * NX], e[NY][NX];
    for (int j = 0; j < NY; j++) {
        for (int i = 0; i < 4 * NX; i++) gq[j][i] = 0.25 * u[(i + j) % n] + 0.01 * i;
        for (int i = 0; i < NX; i++) e[j][i] = 0.0;
    }
    MPI_Bcast(&p[0][1], 1, col, size - 1, comm);  /* column 1 of p, from the last rank */
    MPI_Datatype qcol, qcols;  /* a column of gq; consecutive ones, one double apart */
    MPI_Type_vector(NY, 1, 4 * NX, MPI_DOUBLE, &qcol);
    MPI_Type_create_resized(qcol, 0, sizeof(double), &qcols);
    MPI_Type_commit(&qcols);
    MPI_Allgather(&f[0][2], 1, col, gq, 1, qcols, comm);  /* column 2 of f into gq's columns */
    MPI_Type_free(&qcol);
    MPI_Datatype frow;  /* a row of f */
    MPI_Type_contiguous(NX, MPI_DOUBLE, &frow);
    MPI_Type_commit(&frow);
    MPI_Scatter(&gq[0][0], NX, MPI_DOUBLE, &e[0][0], 1, frow, 0, comm);  /* root's gq row 0 */
    MPI_Gather(&e[0][0], 1, frow, &gq[1][0], NX, MPI_DOUBLE, 0, comm);   /* into row 1 at root */
    MPI_Datatype fcols;  /* consecutive columns of f */
    MPI_Type_create_resized(col, 0, sizeof(double), &fcols);
    MPI_Type_commit(&fcols);
    MPI_Alltoall(&f[0][0], 1, fcols, &gq[2][0], NY, MPI_DOUBLE, comm);  /* column r to rank r */
    MPI_Type_free(&fcols);
    MPI_Type_free(&qcols);
    MPI_Type_free(&frow);
    MPI_Type_free(&col);
    MPI_Type_free(&row);
    MPI_Type_free(&irow);
    MPI_Type_free(&pair);
    MPI_Type_free(&spread);
    double acc = 0.0;
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) acc += f[j][i] * f[j][i] * (1.0 + 0.1 * i) + g[j][i] * f[j][i];
    for (int k = 0; k < 2 * NY; k++) acc += h[k] * h[k] * (k + 1.0);
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) acc += p[j][i] * p[j][i] * (0.5 + 0.2 * j) + p[j][i] * f[j][i];
    for (int j = 0; j < NY; j++) {
        for (int i = 0; i < 4 * NX; i++) acc += gq[j][i] * gq[j][i] * (1.0 + 0.05 * i);
        for (int i = 0; i < NX; i++) acc += e[j][i] * e[j][i] * (j + 1.0) + e[j][i];
    }
    return acc;
}
