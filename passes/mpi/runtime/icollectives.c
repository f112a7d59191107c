/* Nonblocking collectives and the v-variants: Ibcast, Igather(v), Iallgather(v), Iscatter(v),
 * Ialltoall(v), Ireduce_scatter(_block), Iallreduce, Ireduce, Iscan, Iexscan; and the blocking Gatherv,
 * Allgatherv, Scatterv, Alltoallv, Reduce_scatter, which run as their nonblocking form completed
 * at once. Ibarrier carries no data (its rule keeps the primal). Uses common.h, requests.c,
 * ordering.c, fusion.c and reductions.c.
 *
 * One description serves them all, a *plan*: the blocks a rank sends (counts and displacements
 * in its send buffer) and receives (in its receive buffer), and the positions of those blocks
 * packed one after the other. Every derivative message uses the packed layout, whatever the
 * user's displacements (overlapping send blocks included), as v-variant calls:
 * - forward: each block travels as [primal | lane 0 | ... | lane W-1] (fused: *this* request is the
 *   user's) or [lane 0 | ...] in a second request beside the primal's; the completion call unpacks
 *   the received blocks. Reductions: MPI_SUM on the concatenated buffer, MPI_PROD / MIN / MAX on
 *   (value, lanes) tuples (reductions.c); unfused, or with a registered user-defined op, the primal
 *   goes alone and an Iallgather of every rank's [x | lanes] lets each rank combine its tangent.
 *   MINLOC / MAXLOC pairs (plan.pk): (value, location, lanes) tuples reduced by their rule, fused
 *   or beside the primal; in reverse, each element's winner from every rank's pairs gathered.
 * - reverse: the adjoint is the transposed collective on the packed blocks (Bcast <-> Reduce,
 *   Gather(v) <-> Scatter(v), Allgather(v) <-> Reduce_scatter, Alltoall(v) <-> itself, Allreduce
 *   <-> itself, Reduce <-> Bcast; Iscan / Iexscan: an Iallgather of the adjoint, each rank adding
 *   what the ranks after it received of its x, as the blocking Scan's reverse does in scans.c).
 *   The reverse of the completion takes the adjoint of the received
 *   blocks (and zeroes it) and starts the transposed collective in its turn (ordering.c); the
 *   reverse of the start waits for it and adds what arrived into the shadow of the send buffer
 *   (times d y / d x for PROD / MIN / MAX, from every rank's x gathered when the primal started).
 *
 * The pieces, in the order mpiad_runtime.c includes them: this file, the plan (a collective's
 * description, and starting the collective a plan describes); icoll_sweeps.c, the forward and
 * reverse of any plan; the entry points by family: icoll_moves.c (Ibcast, gathers, scatters,
 * alltoalls) and icoll_reductions.c (Ireduce_scatter, Iallreduce / Ireduce, Iscan / Iexscan).
 */

enum { C_BCAST = 1, C_GATHER, C_ALLGATHER, C_SCATTER, C_ALLTOALL, C_RS, C_ALLREDUCE, C_REDUCE,
       C_SCAN, C_EXSCAN, C_NEIGHBOR };

/* a reduction (its result depends on the op's derivative) */
static int is_reduction(int call) {
    return call == C_ALLREDUCE || call == C_REDUCE || call == C_SCAN || call == C_EXSCAN;
}

/* a prefix reduction: rank r's result reduces ranks 0..r (Exscan: 0..r-1) */
static int is_scan(int call) { return call == C_SCAN || call == C_EXSCAN; }

typedef struct {
    const char *name;                   /* the MPI call, for messages */
    int call, root, me, size, count;    /* count: Bcast and the reductions */
    int nred;                           /* reductions: how many ranks (0..nred-1) this rank's
                                         * result reduces */
    MPI_Datatype sdt, rdt;
    MPI_Comm comm;
    int nb;                             /* block slots: the communicator's size, or the number
                                         * of neighbours (C_NEIGHBOR) */
    int ns, nr;                         /* blocks this rank sends, receives */
    int *sc, *sd, *rc, *rd;             /* their counts and displacements, in elements */
    int *psd, *prd;                     /* their packed displacements */
    long stot, rtot;                    /* packed totals */
    MPI_Comm rcomm;                     /* C_NEIGHBOR on a graph, reverse: the reversed graph
                                         * (neighbors.c), else MPI_COMM_NULL */
    lay_io *io;                         /* derived datatypes: the user's layouts behind the
                                         * copies the call runs on (dcollectives.c), else NULL */
    int blocking;                       /* C_NEIGHBOR: the user's call blocks, so every message
                                         * of it (primal, tangents, adjoints) does too */
    int ip;                             /* MPI_IN_PLACE: IP_SEND (x is in the receive buffer,
                                         * this rank's blocks given by the receive side's
                                         * counts and datatype), IP_RECV (Scatter(v)'s root: y
                                         * is its own block of the send buffer), else 0 */
    int pk;                             /* reductions of (value, location) pairs under MINLOC /
                                         * MAXLOC (reductions.c's pair_kind), else 0: the
                                         * derivative messages carry the values' doubles */
} plan;

enum { IP_SEND = 1, IP_RECV = 2 };

/* slots: block slots (0: the communicator's size) */
static void plan_init_n(plan *p, int slots, const char *name, int call, int root,
                        MPI_Datatype sdt, MPI_Datatype rdt, MPI_Comm comm) {
    memset(p, 0, sizeof *p);
    p->name = name; p->call = call; p->root = root; p->sdt = sdt; p->rdt = rdt; p->comm = comm;
    MPI_Comm_rank(comm, &p->me);
    MPI_Comm_size(comm, &p->size);
    p->nb = slots ? slots : p->size;
    int n = p->nb + 1;
    int *a = calloc((size_t)6 * n, sizeof(int));
    p->sc = a; p->sd = a + n; p->rc = a + 2 * n; p->rd = a + 3 * n; p->psd = a + 4 * n;
    p->prd = a + 5 * n;
    p->rcomm = MPI_COMM_NULL;
    p->io = lay_io_next;
    lay_io_next = NULL;
    if (lay_io_name) { p->name = lay_io_name; lay_io_name = NULL; }
}

static void plan_init(plan *p, const char *name, int call, int root, MPI_Datatype sdt,
                      MPI_Datatype rdt, MPI_Comm comm) {
    plan_init_n(p, 0, name, call, root, sdt, rdt, comm);
}

static void plan_free(plan *p) { free(p->sc); }

/* n blocks of counts c (NULL: all `count`) at displacements d (NULL: packed) */
static void plan_side(int n, int *pc, int *pd, const int *c, const int *d, int count) {
    int off = 0;
    for (int b = 0; b < n; b++) {
        pc[b] = c ? c[b] : count;
        pd[b] = d ? d[b] : off;
        off += pc[b];
    }
}

static void plan_done(plan *p) {
    long o = 0;
    for (int b = 0; b < p->ns; b++) { p->psd[b] = (int)o; o += p->sc[b]; }
    p->stot = o;
    o = 0;
    for (int b = 0; b < p->nr; b++) { p->prd[b] = (int)o; o += p->rc[b]; }
    p->rtot = o;
}

static void plan_bcast(plan *p, int count, MPI_Datatype dt, int root, MPI_Comm comm) {
    plan_init(p, "MPI_Ibcast", C_BCAST, root, dt, dt, comm);
    p->count = count;
    if (p->me == root) { p->ns = 1; p->sc[0] = count; }
    else { p->nr = 1; p->rc[0] = count; }
    plan_done(p);
}

/* MPI_IN_PLACE on a rooted call's non-root rank: erroneous in MPI; stop, naming the call */
static void in_place_root_only(const char *call, const char *side);

/* MPI_IN_PLACE: the count and datatype beside it are ignored by MPI (a program may pass -1 and
 * any handle), so a plan never reads them: this rank's send block is its receive block (Gather
 * and Allgather(v): block `me`, Alltoall(v): every block), or Scatter(v)'s root receives its
 * own send block, as MPI's standard defines the in-place form of each call. */

/* Gather(v) (rcounts NULL: every block rcount) and Allgather(v) (all) */
static void plan_gather(plan *p, const char *name, int all, const void *sbuf, int scount,
                        MPI_Datatype sdt, const int *rcounts, const int *displs, int rcount,
                        MPI_Datatype rdt, int root, MPI_Comm comm) {
    plan_init(p, name, all ? C_ALLGATHER : C_GATHER, root, sdt, rdt, comm);
    p->ns = 1;
    p->sc[0] = scount;
    if (all || p->me == root) {
        p->nr = p->size;
        plan_side(p->size, p->rc, p->rd, rcounts, displs, rcount);
    }
    if (sbuf == MPI_IN_PLACE) {
        if (!all && p->me != root) in_place_root_only(name, "send");
        p->ip = IP_SEND;
        p->sdt = rdt;
        p->sc[0] = p->rc[p->me];
        p->sd[0] = p->rd[p->me];
    }
    plan_done(p);
}

static void plan_scatter(plan *p, const char *name, const int *scounts, const int *displs,
                         int scount, MPI_Datatype sdt, const void *rbuf, int rcount,
                         MPI_Datatype rdt, int root, MPI_Comm comm) {
    plan_init(p, name, C_SCATTER, root, sdt, rdt, comm);
    if (p->me == root) {
        p->ns = p->size;
        plan_side(p->size, p->sc, p->sd, scounts, displs, scount);
    }
    p->nr = 1;
    p->rc[0] = rcount;
    if (rbuf == MPI_IN_PLACE) {
        if (p->me != root) in_place_root_only(name, "receive");
        p->ip = IP_RECV;
        p->rdt = sdt;
        p->rc[0] = p->sc[p->me];
        p->rd[0] = p->sd[p->me];
    }
    plan_done(p);
}

static void plan_alltoall(plan *p, const char *name, const void *sbuf, const int *scounts,
                          const int *sdispls, int scount, MPI_Datatype sdt, const int *rcounts,
                          const int *rdispls, int rcount, MPI_Datatype rdt, MPI_Comm comm) {
    plan_init(p, name, C_ALLTOALL, 0, sdt, rdt, comm);
    p->ns = p->nr = p->size;
    plan_side(p->size, p->rc, p->rd, rcounts, rdispls, rcount);
    if (sbuf == MPI_IN_PLACE) {
        p->ip = IP_SEND;
        p->sdt = rdt;
        memcpy(p->sc, p->rc, sizeof(int) * p->size);
        memcpy(p->sd, p->rd, sizeof(int) * p->size);
    } else {
        plan_side(p->size, p->sc, p->sd, scounts, sdispls, scount);
    }
    plan_done(p);
}

/* Reduce_scatter (rcounts) and Reduce_scatter_block (rcounts NULL: every block rcount); in
 * place, x is the receive buffer's blocks, laid out as a send buffer's */
static void plan_rs(plan *p, const char *name, const void *sbuf, const int *rcounts, int rcount,
                    MPI_Datatype dt, MPI_Comm comm) {
    plan_init(p, name, C_RS, 0, dt, dt, comm);
    if (sbuf == MPI_IN_PLACE) p->ip = IP_SEND;
    p->ns = p->size;
    plan_side(p->size, p->sc, p->sd, rcounts, NULL, rcount);
    p->nr = 1;
    p->rc[0] = p->sc[p->me];
    plan_done(p);
}

/* Allreduce (root < 0) and Reduce */
static void plan_red(plan *p, const char *name, int count, MPI_Datatype dt, int root,
                     MPI_Comm comm) {
    plan_init(p, name, root < 0 ? C_ALLREDUCE : C_REDUCE, root, dt, dt, comm);
    p->count = count;
    p->pk = pair_kind(dt);
    p->nred = p->size;
    p->ns = 1;
    p->sc[0] = count;
    if (root < 0 || p->me == root) { p->nr = 1; p->rc[0] = count; }
    plan_done(p);
}

/* Scan (ex 0) and Exscan (ex 1: rank 0 receives nothing) */
static void plan_scan(plan *p, const char *name, int count, MPI_Datatype dt, int ex,
                      MPI_Comm comm) {
    plan_init(p, name, ex ? C_EXSCAN : C_SCAN, 0, dt, dt, comm);
    p->count = count;
    p->pk = pair_kind(dt);
    p->nred = ex ? p->me : p->me + 1;
    p->ns = 1;
    p->sc[0] = count;
    if (p->nred > 0) { p->nr = 1; p->rc[0] = count; }
    plan_done(p);
}

/* One nonblocking collective `call` on p's communicator and root: s's blocks (counts sc at
 * displacements sd) to r's (rc at rd); n elements for Bcast and the reductions. */
static int coll_start(const plan *p, int call, const void *s, const int *sc, const int *sd,
                      MPI_Datatype sdt, void *r, const int *rc, const int *rd, MPI_Datatype rdt,
                      int n, MPI_Op op, MPI_Request *req) {
    switch (call) {
    case C_BCAST: return MPI_Ibcast(r, n, rdt, p->root, p->comm, req);
    case C_GATHER: return MPI_Igatherv(s, sc[0], sdt, r, rc, rd, rdt, p->root, p->comm, req);
    case C_ALLGATHER: return MPI_Iallgatherv(s, sc[0], sdt, r, rc, rd, rdt, p->comm, req);
    case C_SCATTER: return MPI_Iscatterv(s, sc, sd, sdt, r, rc[0], rdt, p->root, p->comm, req);
    case C_ALLTOALL: return MPI_Ialltoallv(s, sc, sd, sdt, r, rc, rd, rdt, p->comm, req);
    case C_RS: return MPI_Ireduce_scatter(s, r, sc, rdt, op, p->comm, req);
    case C_ALLREDUCE: return MPI_Iallreduce(s, r, n, rdt, op, p->comm, req);
    case C_SCAN: return MPI_Iscan(s, r, n, rdt, op, p->comm, req);
    case C_EXSCAN: return MPI_Iexscan(s, r, n, rdt, op, p->comm, req);
    case C_NEIGHBOR:
        /* blocking and nonblocking neighbourhood calls can pair a neighbour listed twice (a
         * periodic dimension of 1 or 2 ranks) differently: Open MPI 5's libnbc delivers send
         * slot s into receive slot s, its blocking calls (and MPICH) into s^1. The derivative
         * messages use the user's kind of call, so they pair as its primal does. */
        if (p->blocking) {
            *req = MPI_REQUEST_NULL;
            return MPI_Neighbor_alltoallv(s, sc, sd, sdt, r, rc, rd, rdt, p->comm);
        }
        return MPI_Ineighbor_alltoallv(s, sc, sd, sdt, r, rc, rd, rdt, p->comm, req);
    default: return MPI_Ireduce(s, r, n, rdt, op, p->root, p->comm, req);
    }
}

/* A start of a persistent collective (pcollectives.c): its set-up's "active" flag while
 * icoll_fwd / icoll_aug run for it, else NULL. The primal is then the user's persistent request,
 * started as it is (MPI_Start), and the derivative travels beside it (never fused). */
static int *pcoll_active;

/* the primal call itself, on the user's buffers (a reduction of a derived datatype: its own
 * arguments, dcollectives.c) */
static int primal_start(const plan *p, const void *sbuf, void *rbuf, MPI_Op op, MPI_Request *req) {
    if (pcoll_active) return MPI_Start(req);
    const lay_io *io = p->io;
    if (io && io->mixed)
        return coll_start(p, p->call, io->usb, io->usc, io->usd, io->usdt, io->urb, io->urc,
                          io->urd, io->urdt, io->ucount, op, req);
    if (io && io->direct)
        return coll_start(p, p->call, io->usb, io->ucounts, NULL, io->udt, io->urb, io->ucounts,
                          NULL, io->udt, io->ucount, op, req);
    return coll_start(p, p->call, sbuf, p->sc, p->sd, p->sdt, rbuf, p->rc, p->rd, p->rdt, p->count,
                      op, req);
}

/* a mixed datatype (lay_io.mixed) in place: refused, naming the call (its one buffer would
 * need both sides' layouts) */
static void icoll_mixed_check(const plan *p) {
    if (p->io && p->io->mixed && p->ip)
        __mpiad_fail(p->name, "MPI_IN_PLACE with a datatype mixing floating and integer members "
                     "is not differentiated yet; pass separate send and receive buffers", 0);
}

/* the element kind of a collective's data (from the datatypes this rank's side makes
 * significant), or a stop for mixed datatypes or in-place data that carries a derivative */
static int coll_kind(const plan *p, const void *sbuf, const void *rbuf, int in_place_ok) {
    if (p->pk) return 1;  /* a reduction of pairs: their values' derivatives, doubles */
    int s_sig = !(p->call == C_SCATTER && p->me != p->root);
    int r_sig = !(p->call == C_GATHER && p->me != p->root);
    int sk = s_sig ? elem_kind(p->sdt) : -1, rk = r_sig ? elem_kind(p->rdt) : -1;
    if (sk >= 0 && rk >= 0 && sk != rk)
        __mpiad_fail(p->name, "the send and receive datatypes differ (one of them MPI_DOUBLE or "
                     "MPI_FLOAT); not differentiable", (long long)p->sdt);
    int ek = rk >= 0 ? rk : sk;
    if (ek && !in_place_ok && !p->ip && (sbuf == MPI_IN_PLACE || rbuf == MPI_IN_PLACE))
        __mpiad_fail(p->name, "MPI_IN_PLACE is not valid MPI in this buffer argument of this call",
                     0);
    return ek;
}

/* reverse mode, data without a derivative: a shadow on a side that MPI reads stops (rev_check) */
static void icoll_rev_check(const plan *p, void *dsbuf, void *drbuf) {
    if (!(p->call == C_SCATTER && p->me != p->root)) rev_check(p->name, p->sdt, dsbuf);
    if (!(p->call == C_GATHER && p->me != p->root)) rev_check(p->name, p->rdt, drbuf);
}
