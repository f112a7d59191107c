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
 * - reverse: the adjoint is the transposed collective on the packed blocks (Bcast <-> Reduce,
 *   Gather(v) <-> Scatter(v), Allgather(v) <-> Reduce_scatter, Alltoall(v) <-> itself, Allreduce
 *   <-> itself, Reduce <-> Bcast; Iscan / Iexscan: an Iallgather of the adjoint, each rank adding
 *   what the ranks after it received of its x, as the blocking Scan's reverse does in scans.c).
 *   The reverse of the completion takes the adjoint of the received
 *   blocks (and zeroes it) and starts the transposed collective in its turn (ordering.c); the
 *   reverse of the start waits for it and adds what arrived into the shadow of the send buffer
 *   (times d y / d x for PROD / MIN / MAX, from every rank's x gathered when the primal started).
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

/* the primal call itself, on the user's buffers (a reduction of a derived datatype: its own
 * arguments, dcollectives.c) */
static int primal_start(const plan *p, const void *sbuf, void *rbuf, MPI_Op op, MPI_Request *req) {
    const lay_io *io = p->io;
    if (io && io->direct)
        return coll_start(p, p->call, io->usb, io->ucounts, NULL, io->udt, io->urb, io->ucounts,
                          NULL, io->udt, io->ucount, op, req);
    return coll_start(p, p->call, sbuf, p->sc, p->sd, p->sdt, rbuf, p->rc, p->rd, p->rdt, p->count,
                      op, req);
}

/* the element kind of a collective's data (from the datatypes this rank's side makes
 * significant), or a stop for mixed datatypes or in-place data that carries a derivative */
static int coll_kind(const plan *p, const void *sbuf, const void *rbuf, int in_place_ok) {
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

/* ------------------------------------------------------------------------------------------ */
/* forward mode                                                                               */

#define RM_BLOCKS 0   /* blocks [primal? | lanes]; reductions: MPI_SUM on the concatenation */
#define RM_TUPLE 1    /* fused PROD / MIN / MAX: (value, lanes) tuples */
#define RM_GATHER 2   /* the primal alone, and every rank's [x | lanes] gathered */

typedef struct {
    int kind;           /* MPIAD_ICOLL */
    int rm, ek, W, fz, red;
    plan p;             /* the primal's blocks */
    plan g;             /* RM_GATHER: the gather of [x | lanes] */
    void *rbuf;
    void **drbufs;      /* lanes of the receive buffer (copied) */
    void *stmp, *rtmp;  /* the message, packed */
    int *scaled;        /* its counts and displacements (alive until it completes) */
    MPI_Datatype tup;
    int tup_tmp;
    MPI_Request sreq;   /* unfused: the message beside the primal */
} mpiad_icoll;

/* p's counts and displacements scaled by m, into 4 arrays of a (sc, psd, rc, prd) */
static int *scale_plan(const plan *p, int m) {
    int n = p->nb + 1;
    int *a = calloc((size_t)4 * n, sizeof(int));
    for (int b = 0; b < p->nb; b++) {
        a[b] = p->sc[b] * m; a[n + b] = p->psd[b] * m;
        a[2 * n + b] = p->rc[b] * m; a[3 * n + b] = p->prd[b] * m;
    }
    return a;
}

/* start the message of plan q (m elements a slot) from stmp to rtmp */
static int blocks_start(mpiad_icoll *r, const plan *q, int m, MPI_Request *req) {
    int n = q->nb + 1;
    r->scaled = scale_plan(q, m);
    int *a = r->scaled;
    return coll_start(q, q->call, r->stmp, a, a + n, q->sdt, r->rtmp, a + 2 * n, a + 3 * n, q->rdt,
                      q->count * m, MPI_SUM, req);
}

static void icoll_fwd_complete(void *rec, int keep) {
    mpiad_icoll *r = rec;
    const plan *p = &r->p;
    int ek = r->ek, W = r->W;
    size_t es = elem_size(ek);
    if (r->sreq != MPI_REQUEST_NULL) MPI_Wait(&r->sreq, MPI_STATUS_IGNORE);
    if (r->rm == RM_BLOCKS) {
        int m = W + r->fz;
        for (int b = 0; b < p->nr; b++)
            bunpack(ek, r->fz, (char *)r->rtmp + (size_t)p->prd[b] * m * es, r->rbuf, r->drbufs, W,
                    p->rc[b], p->rd[b]);
    } else if (r->rm == RM_TUPLE) {
        if (p->nr) tup_unpack(ek, r->rtmp, r->rbuf, r->drbufs, W, p->count);
    } else if (p->nr && r->drbufs) {
        long stride = (long)p->count * (W + 1);
        for (int k = 0; k < W; k++) {
            if (!r->drbufs[k]) continue;
            for (long i = 0; i < p->count; i++) {
                double t = 0.0;
                for (int q = 0; q < p->nred; q++)
                    t += red_factor(ek, r->red, r->rtmp, stride, p->nred, i, q)
                         * get(ek, r->rtmp, q * stride + (long)(k + 1) * p->count + i);
                put(ek, r->drbufs[k], i, t);
            }
        }
    }
    lay_io_done(r->p.io, keep);
    if (keep) return;
    lay_io_free(r->p.io);
    if (r->tup_tmp) MPI_Type_free(&r->tup);
    plan_free(&r->p);
    if (r->rm == RM_GATHER) plan_free(&r->g);
    free(r->drbufs); free(r->stmp); free(r->rtmp); free(r->scaled); free(r);
}

/* Start the derivative of collective p (and the primal) with the W lanes of the send buffer
 * (dsbufs) and receive buffer (drbufs); req NULL: a blocking call, completed here. */
static int icoll_fwd(plan *p, int ek, MPI_Op op, const void *sbuf, void **dsbufs, void *rbuf,
                     void **drbufs, int W, MPI_Request *ureq) {
    MPI_Request local = MPI_REQUEST_NULL, *req = ureq ? ureq : &local;
    mpiad_icoll *r = calloc(1, sizeof *r);
    /* in place: x is in the receive buffer, or (IP_RECV) y in the send buffer */
    int in_place = sbuf == MPI_IN_PLACE, fz = fused();
    const void *x = in_place ? rbuf : sbuf;
    void **dx = in_place ? drbufs : dsbufs;
    void *y = p->ip == IP_RECV ? (void *)sbuf : rbuf;
    void **dy = p->ip == IP_RECV ? dsbufs : drbufs;
    r->kind = MPIAD_ICOLL; r->ek = ek; r->W = W; r->p = *p; r->rbuf = y;
    r->sreq = MPI_REQUEST_NULL;
    if (dy) { r->drbufs = malloc(sizeof(void *) * W); memcpy(r->drbufs, dy, sizeof(void *) * W); }
    int reduction = is_reduction(p->call);
    size_t es = elem_size(ek);
    if (reduction) r->red = checked_op(p->name, op);
    if (p->call == C_RS) {
        if (checked_op(p->name, op) != OP_SUM)
            __mpiad_fail(p->name, "only MPI_SUM is differentiable here", (long long)op);
        fz = fz && op == MPI_SUM;
    }
    r->rm = !reduction ? RM_BLOCKS
          : fz && predefined_op(op) ? (r->red == OP_SUM ? RM_BLOCKS : RM_TUPLE) : RM_GATHER;
    int rc = MPI_SUCCESS;
    if (r->rm == RM_BLOCKS) {
        int m = W + fz;
        r->fz = fz;
        r->stmp = malloc((size_t)p->stot * m * es + 1);
        /* Bcast, and Exscan's rank 0 (whose receive buffer MPI may still write): count */
        int whole = p->call == C_BCAST || is_scan(p->call);
        r->rtmp = malloc((size_t)(whole ? p->count : p->rtot) * m * es + 1);
        char *sp = p->call == C_BCAST ? r->rtmp : r->stmp;
        for (int b = 0; b < p->ns; b++)
            bpack(ek, fz, sp + (size_t)p->psd[b] * m * es, x, dx, W, p->sc[b], p->sd[b]);
        if (!fz) rc = primal_start(p, sbuf, rbuf, op, req);
        int rc2 = blocks_start(r, p, m, fz ? req : &r->sreq);
        if (fz) rc = rc2;
    } else if (r->rm == RM_TUPLE) {
        size_t bytes = (size_t)p->count * (W + 1) * es + 1;
        r->stmp = malloc(bytes);
        r->rtmp = malloc(bytes);
        tup_pack(ek, r->stmp, x, dx, W, p->count);
        r->tup = tup_type(ek, W, &r->tup_tmp);
        rc = coll_start(p, p->call, r->stmp, NULL, NULL, r->tup, r->rtmp, NULL, NULL, r->tup,
                        p->count, tup_op(ek, r->red), req);
    } else {
        plan_gather(&r->g, p->name, 1, NULL, p->count, p->rdt, NULL, NULL, p->count, p->rdt, 0,
                    p->comm);
        r->stmp = malloc((size_t)p->count * (W + 1) * es + 1);
        r->rtmp = malloc((size_t)p->count * (W + 1) * p->size * es + 1);
        bpack(ek, 1, r->stmp, x, dx, W, p->count, 0);
        rc = primal_start(p, sbuf, rbuf, op, req);
        blocks_start(r, &r->g, W + 1, &r->sreq);
    }
    if (ureq) req_put(REQ_FWD, *req, r);
    else { MPI_Wait(req, MPI_STATUS_IGNORE); icoll_fwd_complete(r, 0); }
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* reverse mode                                                                               */

typedef struct {
    int kind;           /* MPIAD_ICOLL */
    int blocking, waited, ready, started, ek, red;
    int in_place;       /* sbuf was MPI_IN_PLACE: the send side's shadow is drbuf */
    long seq;           /* ordering.c */
    plan p;
    void *dsbuf, *drbuf;
    void *cap, *res;    /* the adjoint message: received blocks' adjoint, what comes back */
    MPI_Request areq;
    void *xc, *xall;    /* PROD / MIN / MAX: x, and every rank's x (scans: kept for the reverse) */
    MPI_Request xreq;
    double *factor;     /* d y / d x of this rank's elements */
} mpiad_ricoll;

static long icoll_seq(void *rec) { return ((mpiad_ricoll *)rec)->seq; }

/* the primal completed: the derivative factors of a reduction */
static void icoll_aug_complete(void *rec) {
    mpiad_ricoll *r = rec;
    r->waited = 1;
    lay_io_done(r->p.io, 0);
    if (!r->xall) return;
    MPI_Wait(&r->xreq, MPI_STATUS_IGNORE);
    const plan *p = &r->p;
    if (is_scan(p->call)) {  /* the factors differ by receiving rank: in the reverse */
        free(r->xc);
        r->xc = NULL;
        return;
    }
    r->factor = malloc(sizeof(double) * ((size_t)p->count + 1));
    for (long i = 0; i < p->count; i++)
        r->factor[i] = red_factor(r->ek, r->red, r->xall, p->count, p->size, i, p->me);
    free(r->xall); free(r->xc);
    r->xall = r->xc = NULL;
}

/* Run the primal of collective p and record its reverse; req NULL: a blocking call */
static void *icoll_aug(plan *p, int ek, MPI_Op op, const void *sbuf, void *dsbuf, void *rbuf,
                       void *drbuf, MPI_Request *ureq) {
    MPI_Request local = MPI_REQUEST_NULL, *req = ureq ? ureq : &local;
    mpiad_ricoll *r = calloc(1, sizeof *r);
    r->kind = MPIAD_ICOLL; r->blocking = !ureq; r->ek = ek; r->p = *p;
    r->in_place = sbuf == MPI_IN_PLACE;
    r->dsbuf = r->in_place ? drbuf : dsbuf;
    r->drbuf = p->ip == IP_RECV ? dsbuf : drbuf;  /* Scatter(v)'s root: y in sbuf */

    r->areq = r->xreq = MPI_REQUEST_NULL;
    if (is_reduction(p->call)) {
        r->red = checked_op(p->name, op);
        if (r->red != OP_SUM) {
            size_t bytes = (size_t)p->count * elem_size(ek);
            r->xc = malloc(bytes + 1);
            memcpy(r->xc, sbuf == MPI_IN_PLACE ? rbuf : sbuf, bytes);
            r->xall = malloc(bytes * p->size + 1);
            MPI_Iallgather(r->xc, p->count, p->rdt, r->xall, p->count, p->rdt, p->comm, &r->xreq);
        }
    } else if (p->call == C_RS && checked_op(p->name, op) != OP_SUM) {
        __mpiad_fail(p->name, "only MPI_SUM is differentiable here", (long long)op);
    }
    primal_start(p, sbuf, rbuf, op, req);
    r->seq = ++coll_seq;
    if (ureq) req_put(REQ_REV, *req, r);
    else { MPI_Wait(req, MPI_STATUS_IGNORE); icoll_aug_complete(r); }
    return r;
}

/* the reverse of the completion: the adjoint of the received blocks, which are zeroed (Bcast:
 * of the buffer on every rank, the root's included) */
static void icoll_capture_at(mpiad_ricoll *r);

static void icoll_capture(mpiad_ricoll *r) {
    lay_io *io = r->p.io;
    /* Scatter(v)'s root in place: y is its block of the send buffer, in that side's layout */
    lay_side *side = io ? (r->p.ip == IP_RECV ? &io->s : &io->r) : NULL;
    layout *L = side && side->on ? &side->L : NULL;
    void *ud = r->drbuf;
    if (!L || !ud || !side->sig) { icoll_capture_at(r); return; }

    r->drbuf = lay_gather(L, ud);  /* the adjoint in the user's layout, contiguous, and back */
    icoll_capture_at(r);
    lay_scatter(L, r->drbuf, ud, 0, L->n);
    free(r->drbuf);
    r->drbuf = ud;
}

static void icoll_capture_at(mpiad_ricoll *r) {
    const plan *p = &r->p;
    int ek = r->ek;
    size_t es = elem_size(ek);
    if (p->call == C_BCAST || is_reduction(p->call)) {
        int holds = p->call == C_REDUCE ? p->me == p->root : is_scan(p->call) ? p->nr : 1;
        r->cap = calloc((size_t)p->count + 1, es);
        if (holds && r->drbuf) memcpy(r->cap, r->drbuf, (size_t)p->count * es);
        if (holds) vzero(ek, r->drbuf, p->count);
        /* scans: every rank's adjoint */
        r->res = calloc((size_t)p->count * (is_scan(p->call) ? p->size : 1) + 1, es);
        return;
    }
    r->cap = calloc((size_t)p->rtot + 1, es);
    for (int b = 0; b < p->nr; b++) {
        if (!r->drbuf) continue;
        char *y = (char *)r->drbuf + (size_t)p->rd[b] * es;
        memcpy((char *)r->cap + (size_t)p->prd[b] * es, y, (size_t)p->rc[b] * es);
        vzero(ek, y, p->rc[b]);
    }
    r->res = calloc((size_t)p->stot + 1, es);
}

/* start the transposed collective */
static void icoll_initiate(void *rec) {
    mpiad_ricoll *r = rec;
    const plan *p = &r->p;
    MPI_Datatype dt = p->rdt;
    int one[1];
    switch (p->call) {
    case C_BCAST:
        coll_start(p, C_REDUCE, r->cap, NULL, NULL, dt, r->res, NULL, NULL, dt, p->count, MPI_SUM,
                   &r->areq);
        break;
    case C_GATHER:
        coll_start(p, C_SCATTER, r->cap, p->rc, p->prd, dt, r->res, p->sc, NULL, p->sdt, 0,
                   MPI_SUM, &r->areq);
        break;
    case C_ALLGATHER:
        coll_start(p, C_RS, r->cap, p->rc, NULL, dt, r->res, NULL, NULL, dt, 0, MPI_SUM, &r->areq);
        break;
    case C_SCATTER:
        one[0] = p->rc[0];
        coll_start(p, C_GATHER, r->cap, one, NULL, dt, r->res, p->sc, p->psd, p->sdt, 0, MPI_SUM,
                   &r->areq);
        break;
    case C_ALLTOALL:
        coll_start(p, C_ALLTOALL, r->cap, p->rc, p->prd, dt, r->res, p->sc, p->psd, p->sdt, 0,
                   MPI_SUM, &r->areq);
        break;
    case C_RS:
        one[0] = p->rc[0];
        coll_start(p, C_ALLGATHER, r->cap, one, NULL, dt, r->res, p->sc, p->psd, dt, 0, MPI_SUM,
                   &r->areq);
        break;
    case C_ALLREDUCE:
        coll_start(p, C_ALLREDUCE, r->cap, NULL, NULL, dt, r->res, NULL, NULL, dt, p->count,
                   MPI_SUM, &r->areq);
        break;
    case C_SCAN:
    case C_EXSCAN:
        MPI_Iallgather(r->cap, p->count, dt, r->res, p->count, dt, p->comm, &r->areq);
        break;
    case C_NEIGHBOR:  /* block j goes back to source j (a graph: on the reversed graph) */
        if (p->rcomm != MPI_COMM_NULL) {
            plan q = *p;  /* the same call (blocking or not: coll_start) on the reversed graph */
            q.comm = p->rcomm;
            coll_start(&q, C_NEIGHBOR, r->cap, p->rc, p->prd, dt, r->res, p->sc, p->psd, p->sdt,
                       0, MPI_SUM, &r->areq);
            break;
        }
        coll_start(p, C_NEIGHBOR, r->cap, p->rc, p->prd, dt, r->res, p->sc, p->psd, p->sdt, 0,
                   MPI_SUM, &r->areq);
        break;
    default:  /* C_REDUCE: the root's adjoint to every rank */
        coll_start(p, C_BCAST, NULL, NULL, NULL, dt, r->cap, NULL, NULL, dt, p->count, MPI_SUM,
                   &r->areq);
    }
    r->started = 1;
}

/* the reverse of a completion: the adjoint starts in its turn */
static void icoll_rev_ready(void *rec) {
    mpiad_ricoll *r = rec;
    icoll_capture(r);
    r->ready = 1;
    if (!r->blocking) coll_ready(r);
}

/* Reverse of the start (of the whole call, when blocking): wait for the adjoint, add it into the
 * shadow of the send buffer. */
void __mpiad_rev_icoll(void *rec) {
    mpiad_ricoll *r = rec;
    if (!r) return;
    const plan *p = &r->p;
    if (r->blocking) {
        icoll_rev_ready(r);
        coll_flush();
        icoll_initiate(r);
        coll_seq--;
    } else {
        coll_flush();
        if (!r->started)
            __mpiad_fail(p->name, r->ready ? "internal error: the adjoint collective was not "
                         "started in its turn" : "the request was never completed (MPI_Wait/"
                         "Waitall/Test) before the end of the differentiated function", 0);
    }
    MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
    if (r->p.rcomm != MPI_COMM_NULL) MPI_Comm_free(&r->p.rcomm);
    int ek = r->ek;
    const void *src = p->call == C_REDUCE ? r->cap : r->res;
    /* a derived send side: the adjoint is added into zeros, then into the user's layout (so
     * overlapping send blocks each add theirs) */
    layout *SL = lay_io_sl(p->io);
    void *uds = r->dsbuf;
    lay_side *ss = p->io ? (p->io->one ? &p->io->r : &p->io->s) : NULL;
    if (SL && uds && ss->sig) r->dsbuf = calloc((size_t)SL->n + 1, elem_size(ek));
    else SL = NULL;
    if (is_scan(p->call)) {  /* dx_me += sum over the ranks q whose range holds me of f_q dy_q */
        for (long i = 0; r->dsbuf && i < p->count; i++) {
            double acc = 0.0;
            for (int q = 0; q < p->size; q++) {
                int n = p->call == C_EXSCAN ? q : q + 1;
                if (p->me < n)
                    acc += (r->xall ? red_factor(ek, r->red, r->xall, p->count, n, i, p->me) : 1.0)
                           * get(ek, src, (long)q * p->count + i);
            }
            put(ek, r->dsbuf, i, get(ek, r->dsbuf, i) + acc);
        }
    } else if (r->dsbuf) {
        for (int b = 0; b < p->ns; b++)
            for (long j = 0; j < p->sc[b]; j++) {
                long i = p->sd[b] + j;
                double f = r->factor ? r->factor[j] : 1.0;
                put(ek, r->dsbuf, i, get(ek, r->dsbuf, i) + f * get(ek, src, p->psd[b] + j));
            }
    }
    if (SL) { lay_scatter(SL, r->dsbuf, uds, 1, SL->n); free(r->dsbuf); }
    lay_io_free(p->io);
    plan_free(&r->p);
    free(r->cap); free(r->res); free(r->factor); free(r->xall); free(r);
}

/* The reverse of a blocking reduction that ran here for its derived datatype (Allreduce, Reduce,
 * Scan, Exscan: reductions.c, scans.c), whose rules give the shadows only now */
static void rev_icoll_shadows(void *rec, void *dsbuf, void *drbuf) {
    mpiad_ricoll *r = rec;
    r->dsbuf = r->in_place ? drbuf : dsbuf;
    r->drbuf = drbuf;
    __mpiad_rev_icoll(r);
}

/* ------------------------------------------------------------------------------------------ */
/* entry points: forward (`W` lanes, req NULL: the blocking call) and augmented (one shadow);    */
/* the reverse of all is __mpiad_rev_icoll. Data that carries no derivative runs the primal.    */

/* MPI_Ibcast: y = x(root); adjoint: Reduce (MPI_SUM) to the root */
int __mpiad_fwd_ibcast(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int root,
                       MPI_Comm comm, MPI_Request *req) {
    int rc;
    if (dfwd_ibcast(&rc, buf, dbufs, W, count, dt, root, comm, req)) return rc;
    if (!elem_kind(dt)) { check_active("MPI_Ibcast", dt, dbufs); return MPI_Ibcast(buf, count, dt, root, comm, req); }
    plan p;
    plan_bcast(&p, count, dt, root, comm);
    return icoll_fwd(&p, elem_kind(dt), MPI_SUM, buf, dbufs, buf, dbufs, W, req);
}

void *__mpiad_aug_ibcast(void *buf, void *dbuf, int count, MPI_Datatype dt, int root,
                         MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ibcast(&rec, buf, dbuf, count, dt, root, comm, req)) return rec;
    if (!elem_kind(dt)) {
        rev_check("MPI_Ibcast", dt, dbuf);
        MPI_Ibcast(buf, count, dt, root, comm, req);
        return NULL;
    }
    plan p;
    plan_bcast(&p, count, dt, root, comm);
    return icoll_aug(&p, elem_kind(dt), MPI_SUM, buf, dbuf, buf, dbuf, req);
}

/* Gather(v) / Allgather(v), blocking (v only) or not: rank b's x is block b of y; adjoint:
 * Scatter(v) / Reduce_scatter of the blocks' adjoint. rcounts NULL: every block rcount. */
static int gather_primal(const void *sbuf, int scount, MPI_Datatype sdt, void *rbuf,
                         const int *rcounts, const int *displs, int rcount, MPI_Datatype rdt,
                         int root, MPI_Comm comm, MPI_Request *req, int all, int v) {
    if (v && all)
        return req ? MPI_Iallgatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, comm, req)
                   : MPI_Allgatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, comm);
    if (v)
        return req ? MPI_Igatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, root, comm, req)
                   : MPI_Gatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, root, comm);
    return all ? MPI_Iallgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req)
               : MPI_Igather(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, req);
}

static const char *gather_name(int v, int all, int blocking) {
    static const char *names[2][2][2] = {
        {{"MPI_Igather", "MPI_Gather"}, {"MPI_Iallgather", "MPI_Allgather"}},
        {{"MPI_Igatherv", "MPI_Gatherv"}, {"MPI_Iallgatherv", "MPI_Allgatherv"}}};
    return names[v != 0][all != 0][blocking != 0];
}

/* kind: 1 for Allgather(v), + 2 for a v-variant (its counts may be NULL where MPI ignores them,
 * so the call is named by its rule, not by them) */
int __mpiad_fwd_igatherv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                         void *rbuf, void **drbufs, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int W, int kind) {
    int drc, all = kind & 1, v = kind >> 1;
    if (dfwd_igatherv(&drc, sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcounts, displs, rcount, rdt,
                      root, comm, req, W, kind))
        return drc;
    plan p;
    plan_gather(&p, gather_name(v, all, req == NULL), all, sbuf, scount, sdt, rcounts, displs,
                rcount, rdt, root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.sdt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
    plan_free(&p);
    return gather_primal(sbuf, scount, sdt, rbuf, rcounts, displs, rcount, rdt, root, comm, req, all,
                         v);
}

void *__mpiad_aug_igatherv(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                           void *rbuf, void *drbuf, const int *rcounts, const int *displs,
                           int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                           MPI_Request *req, int kind) {
    void *rec;
    int all = kind & 1, v = kind >> 1;
    if (daug_igatherv(&rec, sbuf, dsbuf, scount, sdt, rbuf, drbuf, rcounts, displs, rcount, rdt,
                      root, comm, req, kind))
        return rec;
    plan p;
    plan_gather(&p, gather_name(v, all, req == NULL), all, sbuf, scount, sdt, rcounts, displs,
                rcount, rdt, root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    gather_primal(sbuf, scount, sdt, rbuf, rcounts, displs, rcount, rdt, root, comm, req, all, v);
    return NULL;
}

/* Scatter(v): block b of the root's x is rank b's y; adjoint: Gather(v). scounts NULL: every
 * block scount. */
static int scatter_primal(const void *sbuf, const int *scounts, const int *displs, int scount,
                          MPI_Datatype sdt, void *rbuf, int rcount, MPI_Datatype rdt, int root,
                          MPI_Comm comm, MPI_Request *req, int v) {
    if (v)
        return req ? MPI_Iscatterv(sbuf, scounts, displs, sdt, rbuf, rcount, rdt, root, comm, req)
                   : MPI_Scatterv(sbuf, scounts, displs, sdt, rbuf, rcount, rdt, root, comm);
    return MPI_Iscatter(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, req);
}

static const char *scatter_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Scatterv" : "MPI_Iscatterv") : "MPI_Iscatter";
}

/* v: 1 for Scatterv / Iscatterv (scounts may be NULL off the root) */
int __mpiad_fwd_iscatterv(const void *sbuf, void **dsbufs, const int *scounts, const int *displs,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs, int rcount,
                          MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req, int W,
                          int v) {
    int drc;
    if (dfwd_iscatterv(&drc, sbuf, dsbufs, scounts, displs, scount, sdt, rbuf, drbufs, rcount,
                       rdt, root, comm, req, W, v))
        return drc;
    plan p;
    plan_scatter(&p, scatter_name(v, req == NULL), scounts, displs, scount, sdt, rbuf, rcount, rdt,
                 root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.rdt, rbuf == MPI_IN_PLACE ? dsbufs : drbufs);
    plan_free(&p);
    return scatter_primal(sbuf, scounts, displs, scount, sdt, rbuf, rcount, rdt, root, comm, req,
                          v);
}

void *__mpiad_aug_iscatterv(const void *sbuf, void *dsbuf, const int *scounts,
                            const int *displs, int scount, MPI_Datatype sdt, void *rbuf,
                            void *drbuf, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                            MPI_Request *req, int v) {
    void *rec;
    if (daug_iscatterv(&rec, sbuf, dsbuf, scounts, displs, scount, sdt, rbuf, drbuf, rcount, rdt,
                       root, comm, req, v))
        return rec;
    plan p;
    plan_scatter(&p, scatter_name(v, req == NULL), scounts, displs, scount, sdt, rbuf, rcount, rdt,
                 root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, dsbuf, rbuf == MPI_IN_PLACE ? NULL : drbuf);
    plan_free(&p);
    scatter_primal(sbuf, scounts, displs, scount, sdt, rbuf, rcount, rdt, root, comm, req, v);
    return NULL;
}


/* Alltoall(v): block r of rank b's x is block b of rank r's y; adjoint: the same exchange
 * transposed. scounts / rcounts NULL: every block scount / rcount. The receive counts name
 * the v-variant: MPI reads them on every rank, the send counts not beside MPI_IN_PLACE. */
static int alltoall_primal(const void *sbuf, const int *scounts, const int *sdispls, int scount,
                           MPI_Datatype sdt, void *rbuf, const int *rcounts, const int *rdispls,
                           int rcount, MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req) {
    if (rcounts)
        return req ? MPI_Ialltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt, comm, req)
                   : MPI_Alltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt, comm);
    return MPI_Ialltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req);
}

static const char *alltoall_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Alltoallv" : "MPI_Ialltoallv") : "MPI_Ialltoall";
}

int __mpiad_fwd_ialltoallv(const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W) {
    int drc;
    if (dfwd_ialltoallv(&drc, sbuf, dsbufs, scounts, sdispls, scount, sdt, rbuf, drbufs, rcounts,
                        rdispls, rcount, rdt, comm, req, W))
        return drc;
    plan p;
    plan_alltoall(&p, alltoall_name(rcounts != NULL, req == NULL), sbuf, scounts, sdispls, scount,
                  sdt, rcounts, rdispls, rcount, rdt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.sdt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
    plan_free(&p);
    return alltoall_primal(sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount,
                           rdt, comm, req);
}

void *__mpiad_aug_ialltoallv(const void *sbuf, void *dsbuf, const int *scounts,
                             const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                             void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                             MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ialltoallv(&rec, sbuf, dsbuf, scounts, sdispls, scount, sdt, rbuf, drbuf, rcounts,
                        rdispls, rcount, rdt, comm, req))
        return rec;
    plan p;
    plan_alltoall(&p, alltoall_name(rcounts != NULL, req == NULL), sbuf, scounts, sdispls, scount,
                  sdt, rcounts, rdispls, rcount, rdt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    alltoall_primal(sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount, rdt, comm,
                    req);
    return NULL;
}

/* Reduce_scatter(_block), MPI_SUM: rank r's y is the sum over ranks of their block r; adjoint:
 * Allgather(v) of dy. rcounts NULL: every block rcount. */
static int rs_primal(const void *sbuf, void *rbuf, const int *rcounts, int rcount,
                     MPI_Datatype dt, MPI_Op op, MPI_Comm comm, MPI_Request *req) {
    if (rcounts)
        return req ? MPI_Ireduce_scatter(sbuf, rbuf, rcounts, dt, op, comm, req)
                   : MPI_Reduce_scatter(sbuf, rbuf, rcounts, dt, op, comm);
    return req ? MPI_Ireduce_scatter_block(sbuf, rbuf, rcount, dt, op, comm, req)
               : MPI_Reduce_scatter_block(sbuf, rbuf, rcount, dt, op, comm);
}

static const char *rs_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Reduce_scatter" : "MPI_Ireduce_scatter")
             : (blocking ? "MPI_Reduce_scatter_block" : "MPI_Ireduce_scatter_block");
}

int __mpiad_fwd_ireduce_scatter(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                MPI_Comm comm, MPI_Request *req, int W) {
    int drc;
    if (dfwd_ireduce_scatter(&drc, sbuf, dsbufs, rbuf, drbufs, rcounts, rcount, dt, op, comm, req,
                             W))
        return drc;
    plan p;
    plan_rs(&p, rs_name(rcounts != NULL, req == NULL), sbuf, rcounts, rcount, dt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, op, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);

    plan_free(&p);
    return rs_primal(sbuf, rbuf, rcounts, rcount, dt, op, comm, req);
}

void *__mpiad_aug_ireduce_scatter(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf,
                                  const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                  MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ireduce_scatter(&rec, sbuf, dsbuf, rbuf, drbuf, rcounts, rcount, dt, op, comm, req))
        return rec;
    plan p;
    plan_rs(&p, rs_name(rcounts != NULL, req == NULL), sbuf, rcounts, rcount, dt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, op, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    rs_primal(sbuf, rbuf, rcounts, rcount, dt, op, comm, req);
    return NULL;
}

/* the reduction's name (req NULL: the blocking call, for derived datatypes) */
static const char *red_name(int root, MPI_Request *req) {
    return root < 0 ? (req ? "MPI_Iallreduce" : "MPI_Allreduce")
                    : (req ? "MPI_Ireduce" : "MPI_Reduce");
}

/* Iallreduce (root < 0) / Ireduce: the derivatives of Allreduce / Reduce (reductions.c), with
 * MPI_IN_PLACE */
int __mpiad_fwd_iallreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                           int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                           MPI_Request *req) {
    const char *name = red_name(root, req);
    int drc;
    if (dfwd_iallreduce(&drc, name, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm, req))
        return drc;
    if (pair_kind(dt))
        __mpiad_fail(name, "MPI_MINLOC / MPI_MAXLOC are differentiable in MPI_Allreduce and "
                     "MPI_Reduce (not in their nonblocking forms yet)", (long long)op);
    if (!elem_kind(dt)) {
        check_active(name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
        return root < 0 ? MPI_Iallreduce(sbuf, rbuf, count, dt, op, comm, req)
                        : MPI_Ireduce(sbuf, rbuf, count, dt, op, root, comm, req);
    }
    plan p;
    plan_red(&p, name, count, dt, root, comm);
    return icoll_fwd(&p, elem_kind(dt), op, sbuf, dsbufs, rbuf, drbufs, W, req);
}

void *__mpiad_aug_iallreduce(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                             MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                             MPI_Request *req) {
    const char *name = red_name(root, req);
    void *rec;
    if (daug_iallreduce(&rec, name, sbuf, dsbuf, rbuf, drbuf, count, dt, op, root, comm, req))
        return rec;
    if (pair_kind(dt))
        __mpiad_fail(name, "MPI_MINLOC / MPI_MAXLOC are differentiable in MPI_Allreduce and "
                     "MPI_Reduce (not in their nonblocking forms yet)", (long long)op);
    if (!elem_kind(dt)) {
        rev_check(name, dt, sbuf == MPI_IN_PLACE ? drbuf : dsbuf);
        rev_check(name, dt, drbuf);
        if (root < 0) MPI_Iallreduce(sbuf, rbuf, count, dt, op, comm, req);
        else MPI_Ireduce(sbuf, rbuf, count, dt, op, root, comm, req);
        return NULL;
    }
    plan p;
    plan_red(&p, name, count, dt, root, comm);
    return icoll_aug(&p, elem_kind(dt), op, sbuf, dsbuf, rbuf, drbuf, req);
}

/* Iscan / Iexscan (ex 1): the derivatives of Scan / Exscan (scans.c), with MPI_IN_PLACE */
int __mpiad_fwd_iscan(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                      int count, MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm,
                      MPI_Request *req) {
    const char *name = ex ? (req ? "MPI_Iexscan" : "MPI_Exscan") : (req ? "MPI_Iscan" : "MPI_Scan");
    int drc;
    if (dfwd_iscan(&drc, name, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, ex, comm, req))
        return drc;
    if (pair_kind(dt))
        __mpiad_fail(name, "MPI_MINLOC / MPI_MAXLOC are differentiable in MPI_Allreduce and "
                     "MPI_Reduce (not in prefix reductions yet)", (long long)op);
    if (!elem_kind(dt)) {
        check_active(name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
        return ex ? MPI_Iexscan(sbuf, rbuf, count, dt, op, comm, req)
                  : MPI_Iscan(sbuf, rbuf, count, dt, op, comm, req);
    }
    plan p;
    plan_scan(&p, name, count, dt, ex, comm);
    return icoll_fwd(&p, elem_kind(dt), op, sbuf, dsbufs, rbuf, drbufs, W, req);
}

void *__mpiad_aug_iscan(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                        MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm, MPI_Request *req) {
    const char *name = ex ? (req ? "MPI_Iexscan" : "MPI_Exscan") : (req ? "MPI_Iscan" : "MPI_Scan");
    void *rec;
    if (daug_iscan(&rec, name, sbuf, dsbuf, rbuf, drbuf, count, dt, op, ex, comm, req)) return rec;
    if (pair_kind(dt))
        __mpiad_fail(name, "MPI_MINLOC / MPI_MAXLOC are differentiable in MPI_Allreduce and "
                     "MPI_Reduce (not in prefix reductions yet)", (long long)op);
    if (!elem_kind(dt)) {
        rev_check(name, dt, sbuf == MPI_IN_PLACE ? drbuf : dsbuf);
        rev_check(name, dt, drbuf);
        if (ex) MPI_Iexscan(sbuf, rbuf, count, dt, op, comm, req);
        else MPI_Iscan(sbuf, rbuf, count, dt, op, comm, req);
        return NULL;
    }
    plan p;
    plan_scan(&p, name, count, dt, ex, comm);
    return icoll_aug(&p, elem_kind(dt), op, sbuf, dsbuf, rbuf, drbuf, req);
}
