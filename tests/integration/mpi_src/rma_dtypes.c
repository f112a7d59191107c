/* Issue 37 part 2: derived datatypes on the origin and target of one-sided calls. Each rank
 * holds an n x 4 block of a 2-D field (row-major: column 0 the left ghost column, 1 and 2 the
 * interior, 3 the right ghost column) in a periodic ring of ranks, exchanged through windows
 * synchronised by MPI_Win_fence; the columns travel as MPI_Type_vector, rows reversed as an
 * MPI_Type_indexed, a column picked from the whole block by MPI_Type_create_subarray, every other
 * element of an array by a vector of stride 2; each against a derived or a contiguous other side.
 * The derivative uses the same layouts on the shadow memory. n <= 32. */
#include <math.h>
#include <mpi.h>

#define C 4

static void update(double (*w)[C], int n) {
    double t[32][2];
    for (int i = 0; i < n; i++) {
        t[i][0] = w[i][1] + 0.2 * (w[i][0] - 2.0 * w[i][1] + w[i][2]) + 0.05 * sin(w[i][1]);
        t[i][1] = w[i][2] + 0.2 * (w[i][1] - 2.0 * w[i][2] + w[i][3]) + 0.03 * tanh(w[i][2] * w[i][3]);
    }
    for (int i = 0; i < n; i++) {
        w[i][1] = t[i][0];
        w[i][2] = t[i][1];
    }
}

static double energy(double (*w)[C], double *u, int n) {
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        u[i] = w[i][1] + 0.5 * w[i][2];
        e += w[i][1] * w[i][1] + 0.1 * w[i][2] * w[i][2] * w[i][1];
    }
    return e;
}

static void init(double (*w)[C], const double *u, int n, int rank) {
    for (int i = 0; i < n; i++) {
        w[i][0] = w[i][3] = 0.0;
        w[i][1] = u[i];
        w[i][2] = 0.5 * u[i] * u[i] + 0.1 * (i + rank);
    }
}

static MPI_Datatype column(int n) {
    MPI_Datatype col;
    MPI_Type_vector(n, 1, C, MPI_DOUBLE, &col);
    MPI_Type_commit(&col);
    return col;
}

/* MPI_Put: my column 1 into my left neighbour's right ghost column (a vector on both sides),
 * sines of my column 2, contiguous, into my right neighbour's left ghost column (a vector
 * target); the origin's elements picked with stride 2 (a derived origin) into a contiguous
 * inflow of the right neighbour (a second window) */
double rma_dt_put(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], t[32], pairs[64], in[32];
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win, wi;
    MPI_Win_create(w, (MPI_Aint)(n * C * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_create(in, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &wi);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            t[i] = sin(w[i][2]);
            pairs[2 * i] = cos(w[i][1]);
            pairs[2 * i + 1] = 7.0;  /* skipped by every2 */
        }
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wi);
        MPI_Put(&w[0][1], 1, col, left, 3, 1, col, win);
        MPI_Put(t, n, MPI_DOUBLE, right, 0, 1, col, win);
        MPI_Put(pairs, 1, every2, right, 0, n, MPI_DOUBLE, wi);
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wi);
        update(w, n);
        for (int i = 0; i < n; i++) w[i][1] += 0.1 * tanh(in[i] * w[i][2]);
    }
    MPI_Win_free(&wi);
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* MPI_Get: my left ghost column from my left neighbour's column 2 (a vector on both sides), a
 * contiguous array from my right neighbour's column 1 rows reversed (an indexed target), my
 * right ghost column (a subarray of the whole block: a derived origin) from my right
 * neighbour's contiguous array of products (a second window) */
double rma_dt_get(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], g[32], f[32];
    init(w, u, n, rank);
    MPI_Datatype col = column(n), rev, sub;
    int lens[32], disp[32];
    for (int i = 0; i < n; i++) {
        lens[i] = 1;
        disp[i] = (n - 1 - i) * C + 1;
    }
    MPI_Type_indexed(n, lens, disp, MPI_DOUBLE, &rev);
    MPI_Type_commit(&rev);
    int sizes[2] = {n, C}, subs[2] = {n, 1}, starts[2] = {0, 3};
    MPI_Type_create_subarray(2, sizes, subs, starts, MPI_ORDER_C, MPI_DOUBLE, &sub);
    MPI_Type_commit(&sub);
    MPI_Win win, wf;
    MPI_Win_create(w, (MPI_Aint)(n * C * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_create(f, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &wf);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) f[i] = tanh(w[i][1] * w[i][2]) + 0.3 * w[i][2];
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wf);
        MPI_Get(&w[0][0], 1, col, left, 2, 1, col, win);
        MPI_Get(g, n, MPI_DOUBLE, right, 0, 1, rev, win);
        MPI_Get(&w[0][0], 1, sub, right, 0, n, MPI_DOUBLE, wf);
        MPI_Win_fence(0, win);
        MPI_Win_fence(0, wf);
        update(w, n);
        for (int i = 0; i < n; i++) w[i][2] += 0.1 * sin(g[i]);
    }
    MPI_Win_free(&wf);
    MPI_Win_free(&win);
    MPI_Type_free(&sub);
    MPI_Type_free(&rev);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* MPI_Accumulate into a window of 4n cells per rank (MPI_Win_allocate): two inflow columns
 * (n x 2, row-major), a contiguous inflow, a contiguous ghost row. MPI_SUM of every other
 * element of an interleaved array (a derived origin) into the right neighbour's inflow column 0
 * (a vector target of stride 2), of contiguous squares into the left neighbour's inflow column
 * 1 (a vector target), of my column 1 (a derived origin) into the right neighbour's contiguous
 * inflow; MPI_REPLACE of my column 2 (a derived origin) into the left neighbour's ghost row */
double rma_dt_acc(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], sq[32], pairs[64], *m;
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(4 * n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &m,
                     &win);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            m[2 * i] = m[2 * i + 1] = m[2 * n + i] = 0.0;
            m[3 * n + i] = 1.0;
            sq[i] = sin(w[i][1]) * sin(w[i][1]);
            pairs[2 * i] = 9.0;  /* skipped */
            pairs[2 * i + 1] = tanh(w[i][2] * w[i][1]);
        }
        MPI_Win_fence(0, win);
        MPI_Accumulate(&pairs[1], 1, every2, right, 0, 1, every2, MPI_SUM, win);
        MPI_Accumulate(sq, n, MPI_DOUBLE, left, 1, 1, every2, MPI_SUM, win);
        MPI_Accumulate(&w[0][1], 1, col, right, 2 * n, n, MPI_DOUBLE, MPI_SUM, win);
        MPI_Accumulate(&w[0][2], 1, col, left, 3 * n, n, MPI_DOUBLE, MPI_REPLACE, win);
        MPI_Win_fence(0, win);
        update(w, n);
        for (int i = 0; i < n; i++) {
            w[i][1] += 0.1 * sin(m[2 * i]) + 0.05 * tanh(m[2 * i + 1] * w[i][2]);
            w[i][2] += 0.1 * tanh(m[2 * n + i] * m[3 * n + i]);
        }
    }
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* inactive origins with derived datatypes overwrite active window memory (their zero tangents
 * and adjoints must too): each step my column 1 goes into my right neighbour's left ghost
 * column, is read there, then constants picked with stride 2 overwrite it by MPI_Put and my left
 * neighbour's right ghost column by MPI_Accumulate(MPI_REPLACE), both vector targets */
static const double cpairs[64] = {0.5, 9.0, -0.25, 9.0, 0.125, 9.0, 0.75, 9.0, -0.5, 9.0, 0.25};

double rma_dt_inactive(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], acc = 0.0;
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * C * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    MPI_Win_fence(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Put(&w[0][1], 1, col, right, 0, 1, col, win);
        MPI_Win_fence(0, win);
        for (int i = 0; i < n; i++) acc += w[i][0] * w[i][0] * (s + 1.0);
        MPI_Win_fence(0, win);
        MPI_Put(cpairs, 1, every2, right, 0, 1, col, win);
        MPI_Accumulate(cpairs, 1, every2, left, 3, 1, col, MPI_REPLACE, win);
        MPI_Win_fence(0, win);
        update(w, n);
        MPI_Win_fence(0, win);
    }
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n) + acc;
}

/* passive target: one MPI_Win_lock_all epoch for the loop (epochs ordered by MPI_Barrier, as
 * in rma_passive.c), over 3n cells per rank: a contiguous ghost array, then n interleaved pairs.
 * MPI_Put of my column 1 (a vector origin) into my right neighbour's ghost array, flushed;
 * MPI_Accumulate(SUM) of contiguous squares into the first of my left neighbour's pairs (a
 * stride-2 target), MPI_Accumulate(REPLACE) of my column 2 (a vector origin) into the second of
 * them (a stride-2 target); flush_all, barrier, read, zero, barrier */
double rma_dt_lock(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], sq[32], *g;
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    for (int i = 0; i < 3 * n; i++) g[i] = 0.0;
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) sq[i] = sin(w[i][2]) * sin(w[i][2]);
        MPI_Put(&w[0][1], 1, col, right, 0, n, MPI_DOUBLE, win);
        MPI_Win_flush(right, win);
        MPI_Accumulate(sq, n, MPI_DOUBLE, left, n, 1, every2, MPI_SUM, win);
        MPI_Accumulate(&w[0][2], 1, col, left, n + 1, 1, every2, MPI_REPLACE, win);
        MPI_Win_flush_all(win);
        MPI_Barrier(comm);
        for (int i = 0; i < n; i++) {
            w[i][0] = g[i];
            w[i][3] = g[n + 2 * i] + 0.1 * g[n + 2 * i + 1] * g[n + 2 * i + 1];
            g[n + 2 * i] = 0.0;
        }
        update(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* request-based operations in one MPI_Win_lock_all epoch, as rma_dt_lock's, over 4n cells per
 * rank (a ghost array, n interleaved pairs, a row): MPI_Rput of my column 1 (a vector origin)
 * into my right neighbour's ghost array, waited for before the flush; MPI_Raccumulate(SUM) of
 * contiguous squares into the first of my left neighbour's pairs (a stride-2 target),
 * MPI_Raccumulate(REPLACE) of my column 2 (a vector origin) into the second of them;
 * MPI_Rget_accumulate(SUM) of my column 1 into my right neighbour's row, its old values fetched
 * into every other element of an interleaved array (a derived result); those three waited for
 * after flush_all */
double rma_dt_req(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], sq[32], fr[64], *g;
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(4 * n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &g,
                     &win);
    for (int i = 0; i < 3 * n; i++) g[i] = 0.0;
    for (int i = 0; i < n; i++) g[3 * n + i] = 0.3 * w[i][2];
    MPI_Barrier(comm);
    MPI_Win_lock_all(0, win);
    for (int s = 0; s < steps; s++) {
        MPI_Request r0, r[3];
        for (int i = 0; i < n; i++) {
            sq[i] = sin(w[i][2]) * sin(w[i][2]);
            fr[2 * i] = fr[2 * i + 1] = 0.0;
        }
        MPI_Rput(&w[0][1], 1, col, right, 0, n, MPI_DOUBLE, win, &r0);
        MPI_Wait(&r0, MPI_STATUS_IGNORE);
        MPI_Win_flush(right, win);
        MPI_Raccumulate(sq, n, MPI_DOUBLE, left, n, 1, every2, MPI_SUM, win, &r[0]);
        MPI_Raccumulate(&w[0][2], 1, col, left, n + 1, 1, every2, MPI_REPLACE, win, &r[1]);
        MPI_Rget_accumulate(&w[0][1], 1, col, &fr[1], 1, every2, right, 3 * n, n, MPI_DOUBLE,
                            MPI_SUM, win, &r[2]);
        MPI_Win_flush_all(win);
        MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
        MPI_Barrier(comm);
        for (int i = 0; i < n; i++) {
            w[i][0] = g[i] + 0.05 * sin(fr[2 * i + 1]);
            w[i][3] = g[n + 2 * i] + 0.1 * g[n + 2 * i + 1] * g[n + 2 * i + 1] +
                      0.02 * g[3 * n + i];
            g[n + 2 * i] = 0.0;
            g[3 * n + i] = 0.3 * w[i][2];
        }
        update(w, n);
        MPI_Barrier(comm);
    }
    MPI_Win_unlock_all(win);
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* post-start-complete-wait on the neighbours' group: my column 1 into my right neighbour's left
 * ghost column (a vector on both sides), MPI_Accumulate(SUM) of every other element of an
 * interleaved array (a derived origin) into my left neighbour's right ghost column (zeroed
 * before the exposure; a vector target) */
static MPI_Group neighbours(MPI_Comm comm, int left, int right) {
    MPI_Group world, nb;
    int ranks[2] = {left, right};
    MPI_Comm_group(comm, &world);
    MPI_Group_incl(world, left == right ? 1 : 2, ranks, &nb);
    MPI_Group_free(&world);
    return nb;
}

double rma_dt_pscw(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], pairs[64];
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Group nb = neighbours(comm, left, right);
    MPI_Win win;
    MPI_Win_create(w, (MPI_Aint)(n * C * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm,
                   &win);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            w[i][3] = 0.0;
            pairs[2 * i] = sin(w[i][2]) * w[i][1];
            pairs[2 * i + 1] = 5.0;  /* skipped */
        }
        MPI_Win_post(nb, 0, win);
        MPI_Win_start(nb, 0, win);
        MPI_Put(&w[0][1], 1, col, right, 0, 1, col, win);
        MPI_Accumulate(pairs, 1, every2, left, 3, 1, col, MPI_SUM, win);
        MPI_Win_complete(win);
        MPI_Win_wait(win);
        update(w, n);
    }
    MPI_Win_free(&win);
    MPI_Group_free(&nb);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* MPI_Get_accumulate with derived datatypes, into a window of 3n cells (MPI_Win_allocate): two
 * inflow columns (n x 2, row-major) and a contiguous row. MPI_SUM of my column 1 (a vector
 * origin) into the right neighbour's inflow column 0 (a stride-2 target), its old values fetched
 * into a contiguous result; MPI_REPLACE of contiguous sines into the left neighbour's inflow
 * column 1 (stride 2), fetched into every other element of an interleaved array (a derived
 * result); then MPI_NO_OP of the right neighbour's row fetched into my left ghost column (a
 * vector result). Between fences. */
double rma_dt_gacc(double *u, int n, int steps, MPI_Comm comm) {
    int rank, size;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int left = (rank + size - 1) % size, right = (rank + 1) % size;
    double w[32][C], sn[32], r1[32], pairs[64], *m;
    init(w, u, n, rank);
    MPI_Datatype col = column(n), every2;
    MPI_Type_vector(n, 1, 2, MPI_DOUBLE, &every2);
    MPI_Type_commit(&every2);
    MPI_Win win;
    MPI_Win_allocate((MPI_Aint)(3 * n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &m,
                     &win);
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            m[2 * i] = 0.5 * w[i][1];
            m[2 * i + 1] = w[i][2] * w[i][2];
            m[2 * n + i] = cos(w[i][1]);
            sn[i] = sin(w[i][2]);
            pairs[2 * i] = pairs[2 * i + 1] = 0.0;
        }
        MPI_Win_fence(0, win);
        MPI_Get_accumulate(&w[0][1], 1, col, r1, n, MPI_DOUBLE, right, 0, 1, every2, MPI_SUM,
                           win);
        MPI_Get_accumulate(sn, n, MPI_DOUBLE, &pairs[1], 1, every2, left, 1, 1, every2,
                           MPI_REPLACE, win);
        MPI_Win_fence(0, win);
        MPI_Get_accumulate(sn, n, MPI_DOUBLE, &w[0][0], 1, col, right, 2 * n, n, MPI_DOUBLE,
                           MPI_NO_OP, win);
        MPI_Win_fence(0, win);
        update(w, n);
        for (int i = 0; i < n; i++) {
            w[i][1] += 0.1 * sin(r1[i]) + 0.05 * tanh(m[2 * i] * w[i][2]);
            w[i][2] += 0.1 * tanh(pairs[2 * i + 1] * m[2 * i + 1]) + 0.02 * m[2 * n + i];
        }
    }
    MPI_Win_free(&win);
    MPI_Type_free(&every2);
    MPI_Type_free(&col);
    return energy(w, u, n);
}

/* the four between fences in turn: one launch for the default run */
double rma_dt_all(double *u, int n, int steps, MPI_Comm comm) {
    return rma_dt_put(u, n, steps, comm) + rma_dt_get(u, n, steps, comm) +
           rma_dt_acc(u, n, steps, comm) + rma_dt_inactive(u, n, steps, comm);
}

/* a vector origin of n elements against a contiguous target of n - 1: the type signatures
 * differ (MPI requires them to match); stopped, naming the call */
double rma_dt_mismatch(double *u, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    double w[32][C], in[32];
    init(w, u, n, rank);
    MPI_Datatype col = column(n);
    MPI_Win win;
    MPI_Win_create(in, (MPI_Aint)(n * sizeof(double)), sizeof(double), MPI_INFO_NULL, comm, &win);
    MPI_Win_fence(0, win);
    MPI_Put(&w[0][1], 1, col, rank, 0, n - 1, MPI_DOUBLE, win);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Type_free(&col);
    return in[0] * in[0];
}

/* a struct of a double and an int on both sides of a Put: its integer would need the unfused
 * two-message shape one-sided calls do not have; stopped, naming the call */
typedef struct {
    double a;
    int k;
} cell;

double rma_dt_mixed(double *u, int n, MPI_Comm comm) {
    int rank;
    MPI_Comm_rank(comm, &rank);
    cell c = {u[0] * u[n - 1], 3}, box = {0.0, 0};
    int lens[2] = {1, 1};
    MPI_Aint disp[2] = {0, sizeof(double)};
    MPI_Datatype ts[2] = {MPI_DOUBLE, MPI_INT}, st;
    MPI_Type_create_struct(2, lens, disp, ts, &st);
    MPI_Type_commit(&st);
    MPI_Win win;
    MPI_Win_create(&box, (MPI_Aint)sizeof box, 1, MPI_INFO_NULL, comm, &win);
    MPI_Win_fence(0, win);
    MPI_Put(&c, 1, st, rank, 0, 1, st, win);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Type_free(&st);
    return box.a * box.a + box.k;
}
