/* Issue 37: what a differentiated program cannot see, checked on the runtime itself (compiled
 * with passes/mpi/runtime/mpiad_runtime.c included: `-include` on the command line; 2 ranks).
 * A struct of {4 doubles, int, double} with 2 shadow lanes: on every call that takes it (Send /
 * Recv, Isend / Irecv + Wait, Sendrecv, persistent Send_init / Recv_init, Bcast; the reverse of
 * Send / Recv) the received shadow's doubles are the sender's lanes (adjoints: added back),
 * and the int member of every shadow is left as it was (a sentinel), the primal's arriving
 * intact. Prints "struct_shadow ok" on each rank, or what differs and exits 1. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

#define NS 2
#define W 2
#define SENTINEL 777

typedef struct {
    double a[4];
    int k;
    double b;
} rec;

static int bad;

static void fill(rec *x, double base, int k) {
    for (int i = 0; i < NS; i++) {
        for (int j = 0; j < 4; j++) x[i].a[j] = base + 10 * i + j;
        x[i].b = base + 10 * i + 5;
        x[i].k = k;
    }
}

/* the doubles of x are those fill(base) gave, the ints are k */
static void expect(const char *what, const rec *x, double base, int k) {
    for (int i = 0; i < NS; i++) {
        int ok = x[i].k == k && x[i].b == base + 10 * i + 5;
        for (int j = 0; j < 4; j++) ok &= x[i].a[j] == base + 10 * i + j;
        if (!ok) {
            printf("struct_shadow: %s: element %d is {%g %g %g %g, %d, %g}, not base %g, int %d\n",
                   what, i, x[i].a[0], x[i].a[1], x[i].a[2], x[i].a[3], x[i].k, x[i].b, base, k);
            bad = 1;
        }
    }
}

static MPI_Datatype rec_type(void) {
    int lens[3] = {4, 1, 1};
    MPI_Aint disp[3] = {offsetof(rec, a), offsetof(rec, k), offsetof(rec, b)};
    MPI_Datatype types[3] = {MPI_DOUBLE, MPI_INT, MPI_DOUBLE}, t;
    MPI_Type_create_struct(3, lens, disp, types, &t);
    MPI_Type_commit(&t);
    return t;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int me;
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm comm = MPI_COMM_WORLD;
    MPI_Datatype T = rec_type();
    rec x[NS], d0[NS], d1[NS];
    void *lanes[W] = {d0, d1};
    MPI_Request q;
    /* rank 0 sends x (ints 5) with lanes 100, 200 (shadow ints 111); rank 1's shadow ints are
     * the sentinel, and stay it */
    const char *what[5] = {"Send/Recv", "Isend/Irecv", "Sendrecv", "Send_init/Recv_init",
                           "Bcast"};
    for (int c = 0; c < 5; c++) {
        if (me == 0) { fill(x, 1, 5 + c); fill(d0, 100, 111); fill(d1, 200, 111); }
        else { fill(x, -1, -1); fill(d0, -1, SENTINEL); fill(d1, -1, SENTINEL); }
        switch (c) {
        case 0:
            if (me == 0) __mpiad_fwd_send(x, lanes, W, NS, T, 1, 7, comm, 0);
            else __mpiad_fwd_recv(x, lanes, W, NS, T, 0, 7, comm, MPI_STATUS_IGNORE);
            break;
        case 1:
            if (me == 0) __mpiad_fwd_isend(x, lanes, W, NS, T, 1, 7, comm, &q);
            else __mpiad_fwd_irecv(x, lanes, W, NS, T, 0, 7, comm, &q);
            __mpiad_fwd_wait(&q, MPI_STATUS_IGNORE);
            break;
        case 2: {  /* rank 1 sends nothing back that matters: its own x, to rank 0's scratch */
            rec s[NS], e0[NS], e1[NS];
            void *sl[W] = {e0, e1};
            fill(s, 0, 0); fill(e0, 0, SENTINEL); fill(e1, 0, SENTINEL);
            if (me == 0)
                __mpiad_fwd_sendrecv(x, lanes, NS, T, 1, 7, s, sl, NS, T, 1, 7, comm,
                                     MPI_STATUS_IGNORE, W);
            else
                __mpiad_fwd_sendrecv(s, sl, NS, T, 0, 7, x, lanes, NS, T, 0, 7, comm,
                                     MPI_STATUS_IGNORE, W);
            if (me == 0) { expect("Sendrecv (back)", e0, 0, SENTINEL); }
            break;
        }
        case 3:
            if (me == 0) __mpiad_fwd_send_init(x, lanes, W, NS, T, 1, 7, comm, &q, 0);
            else __mpiad_fwd_recv_init(x, lanes, W, NS, T, 0, 7, comm, &q);
            __mpiad_fwd_start(&q);
            __mpiad_fwd_wait(&q, MPI_STATUS_IGNORE);
            __mpiad_fwd_request_free(&q);
            break;
        default:
            __mpiad_fwd_bcast(x, lanes, W, NS, T, 0, comm);
            break;
        }
        if (me == 1) {
            char w[64];
            snprintf(w, sizeof w, "%s: primal", what[c]);
            expect(w, x, 1, 5 + c);
            snprintf(w, sizeof w, "%s: lane 0", what[c]);
            expect(w, d0, 100, SENTINEL);
            snprintf(w, sizeof w, "%s: lane 1", what[c]);
            expect(w, d1, 200, SENTINEL);
        }
    }
    /* reverse of Send / Recv: rank 1's adjoint (300, sentinel ints) goes back and is zeroed
     * (its ints kept); rank 0's (100, ints 111) gets it added: 400 (its ints kept) */
    if (me == 0) {
        fill(x, 1, 5);
        MPI_Send(x, NS, T, 1, 9, comm);  /* the primal the reverse undoes */
        fill(d0, 100, 111);
        __mpiad_rev_send(d0, NS, T, 1, 9, comm);
        for (int i = 0; i < NS; i++) {  /* (100 + 10 i + j) + (300 + 10 i + j) */
            int ok = d0[i].k == 111 && d0[i].b == 400 + 20 * i + 10;
            for (int j = 0; j < 4; j++) ok &= d0[i].a[j] == 400 + 20 * i + 2 * j;
            if (!ok) { printf("struct_shadow: reverse Send: element %d\n", i); bad = 1; }
        }
    } else {
        fill(d0, 300, SENTINEL);
        void *r = __mpiad_aug_recv(x, NS, T, 0, 9, comm, MPI_STATUS_IGNORE);
        expect("reverse: primal", x, 1, 5);
        __mpiad_rev_recv(r, d0, NS, T, comm);
        for (int i = 0; i < NS; i++) {
            int ok = d0[i].k == SENTINEL && d0[i].b == 0;
            for (int j = 0; j < 4; j++) ok &= d0[i].a[j] == 0;
            if (!ok) { printf("struct_shadow: reverse Recv: element %d not zeroed\n", i); bad = 1; }
        }
    }
    MPI_Type_free(&T);
    if (!bad) printf("struct_shadow ok (rank %d)\n", me);
    fflush(stdout);
    MPI_Finalize();
    return bad;
}
