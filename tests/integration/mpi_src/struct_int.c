/* Issue 37: a struct datatype mixing doubles and an int (MPI_Type_create_struct of {4 doubles,
 * 1 int, 1 double}, an array of C structs) on point to point and Bcast. Its doubles carry
 * derivatives (the shadow has the same layout), its int member none: it must arrive intact on
 * every call (checked here: a wrong one aborts), and it steers the computation (a multiplier),
 * so finite differences see it too. A ring: Isend + Recv, Irecv + Send, Sendrecv, persistent
 * Send_init / Recv_init started twice, Bcast from the last rank, Allgather, Alltoall, Gather and
 * Scatter; a nonlinear update after each. struct_refused: a struct of doubles and floats (two
 * floating kinds), refused; struct_in_place_refused: MPI_IN_PLACE with the mixed struct. */
#include <math.h>
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

void mpiad_register_op_derivative(MPI_Op op, int like);

#define NS 3

typedef struct {
    double a[4];
    int k;
    double b;
} rec;

static MPI_Datatype rec_type(void) {
    int lens[3] = {4, 1, 1};
    MPI_Aint disp[3] = {offsetof(rec, a), offsetof(rec, k), offsetof(rec, b)};
    MPI_Datatype types[3] = {MPI_DOUBLE, MPI_INT, MPI_DOUBLE}, t, r;
    MPI_Type_create_struct(3, lens, disp, types, &t);
    MPI_Type_create_resized(t, 0, sizeof(rec), &r);
    MPI_Type_commit(&r);
    MPI_Type_free(&t);
    return r;
}

/* the int members carry step, sender and index; a wrong one stops the run */
static void stamp(rec *x, int step, int rank) {
    for (int i = 0; i < NS; i++) x[i].k = 1000 * step + 10 * rank + i;
}

static void expect(const rec *y, int step, int from) {
    for (int i = 0; i < NS; i++)
        if (y[i].k != 1000 * step + 10 * from + i) {
            fprintf(stderr, "struct_int: step %d: int member %d arrived as %d, not %d\n", step, i,
                    y[i].k, 1000 * step + 10 * from + i);
            MPI_Abort(MPI_COMM_WORLD, 3);
        }
}

/* x = f(x, y): nonlinear in both, the received int a multiplier */
static void update(rec *x, const rec *y) {
    for (int i = 0; i < NS; i++) {
        double m = 1.0 + 0.1 * (y[i].k % 7);
        for (int j = 0; j < 4; j++) x[i].a[j] = sin(y[i].a[j] * y[i].b) * m + 0.5 * x[i].a[j];
        x[i].b = cos(x[i].b) + 0.5 * y[i].a[3] * sin(y[i].a[0]);
    }
}

double struct_int(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int right = (rank + 1) % size, left = (rank - 1 + size) % size;
    MPI_Datatype T = rec_type();
    rec x[NS], y[NS];
    for (int i = 0; i < NS; i++) {
        for (int j = 0; j < 4; j++) x[i].a[j] = sin(u[(4 * i + j) % n]) * (rank + 1.0) + u[(i + j) % n];
        x[i].b = u[i % n] * u[(i + 1) % n];
        y[i] = x[i];
    }
    MPI_Request q;
    stamp(x, 1, rank);  /* Isend + Recv */
    MPI_Isend(x, NS, T, right, 1, comm, &q);
    MPI_Recv(y, NS, T, left, 1, comm, MPI_STATUS_IGNORE);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    expect(y, 1, left);
    update(x, y);
    stamp(x, 2, rank);  /* Irecv + Send */
    MPI_Irecv(y, NS, T, left, 2, comm, &q);
    MPI_Send(x, NS, T, right, 2, comm);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    expect(y, 2, left);
    update(x, y);
    stamp(x, 3, rank);  /* Sendrecv */
    MPI_Sendrecv(x, NS, T, right, 3, y, NS, T, left, 3, comm, MPI_STATUS_IGNORE);
    expect(y, 3, left);
    update(x, y);
    MPI_Request ps[2];  /* persistent, started twice */
    MPI_Recv_init(y, NS, T, left, 4, comm, &ps[0]);
    MPI_Send_init(x, NS, T, right, 4, comm, &ps[1]);
    for (int it = 0; it < 2; it++) {
        stamp(x, 4 + it, rank);
        MPI_Startall(2, ps);
        MPI_Waitall(2, ps, MPI_STATUSES_IGNORE);
        expect(y, 4 + it, left);
        update(x, y);
    }
    MPI_Request_free(&ps[0]);
    MPI_Request_free(&ps[1]);
    stamp(x, 6, rank);  /* Bcast from the last rank */
    MPI_Bcast(x, NS, T, size - 1, comm);
    expect(x, 6, size - 1);
    update(y, x);
    rec g[NS * size], h[NS * size];
    stamp(y, 7, rank);  /* Allgather: the right neighbour's records */
    MPI_Allgather(y, NS, T, g, NS, T, comm);
    expect(g + NS * right, 7, right);
    update(x, g + NS * right);
    stamp(x, 8, rank);  /* Alltoall of a copy a block: the left neighbour's */
    for (int b = 0; b < size; b++)
        for (int i = 0; i < NS; i++) h[NS * b + i] = x[i];
    MPI_Alltoall(h, NS, T, g, NS, T, comm);
    expect(g + NS * left, 8, left);
    update(y, g + NS * left);
    stamp(y, 9, rank);  /* Gather to rank 0, Scatter back: its own, through rank 0 */
    MPI_Gather(y, NS, T, g, NS, T, 0, comm);
    MPI_Scatter(g, NS, T, x, NS, T, 0, comm);
    expect(x, 9, rank);
    update(y, x);
    double s = 0.0;
    for (int i = 0; i < NS; i++) {
        for (int j = 0; j < 4; j++) s += x[i].a[j] * y[i].a[j];
        s += y[i].b * x[i].b;
    }
    MPI_Type_free(&T);
    return s;
}

/* a struct of doubles and floats: two floating kinds, refused naming the call */
typedef struct {
    double a[2];
    float f;
} rec2;

double struct_refused(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int lens[2] = {2, 1};
    MPI_Aint disp[2] = {offsetof(rec2, a), offsetof(rec2, f)};
    MPI_Datatype types[2] = {MPI_DOUBLE, MPI_FLOAT}, T;
    MPI_Type_create_struct(2, lens, disp, types, &T);
    MPI_Type_commit(&T);
    rec2 x, y;
    x.a[0] = sin(u[0]); x.a[1] = u[1 % n] * u[0]; x.f = (float)u[0];
    MPI_Sendrecv(&x, 1, T, (rank + 1) % size, 1, &y, 1, T, (rank - 1 + size) % size, 1, comm,
                 MPI_STATUS_IGNORE);
    MPI_Type_free(&T);
    return y.a[0] * y.a[1] + y.f;
}

/* MPI_IN_PLACE with the mixed struct (its one buffer would need both sides' layouts): refused,
 * naming the call */
double struct_in_place_refused(double *u, int n, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    MPI_Datatype T = rec_type();
    rec y[4];
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) y[i].a[j] = sin(u[j % n]) * (i + 1);
        y[i].b = u[0];
        y[i].k = 1;
    }
    MPI_Allgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, y, 1, T, comm);
    MPI_Type_free(&T);
    return y[size - 1].a[0] * y[rank].b;
}

static void rec_sum(void *in, void *inout, int *len, MPI_Datatype *dt) {
    (void)dt;
    rec *a = in, *b = inout;
    for (int i = 0; i < *len; i++) {
        for (int j = 0; j < 4; j++) b[i].a[j] += a[i].a[j];
        b[i].b += a[i].b;
        b[i].k += a[i].k;
    }
}

/* a reduction of the mixed struct (a user op, registered as a sum): refused */
double struct_reduce_refused(double *u, int n, MPI_Comm comm) {
    MPI_Datatype T = rec_type();
    MPI_Op op;
    MPI_Op_create(rec_sum, 1, &op);
    mpiad_register_op_derivative(op, 1);  /* a sum: still refused on a mixed datatype */
    rec x, y;
    for (int j = 0; j < 4; j++) x.a[j] = sin(u[j % n]);
    x.b = u[0];
    x.k = 1;
    MPI_Allreduce(&x, &y, 1, T, op, comm);
    MPI_Op_free(&op);
    MPI_Type_free(&T);
    return y.a[0] * y.b + y.k;
}
