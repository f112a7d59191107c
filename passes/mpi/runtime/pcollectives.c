/* Persistent collectives (MPI-4): Bcast_init, Gather(v)_init, Allgather(v)_init,
 * Scatter(v)_init, Alltoall(v)_init, Reduce_scatter(_block)_init, Allreduce_init, Reduce_init,
 * Scan_init, Exscan_init, Neighbor_allgather(v)_init, Neighbor_alltoall(v)_init. Barrier_init
 * carries no data (its rule keeps the primal). Uses icollectives.c's plans (neighbors.c's for the
 * neighbourhood calls) and icoll_sweeps.c's forward and reverse of a plan; persistent.c's Start,
 * Startall and Request_free hand their set-up here.
 *
 * `*_init` makes the user's persistent request with MPI's own `MPI_X_init` on the user's buffers
 * (so every completion call, Waitany / Testsome included, works on the user's handle as MPI
 * defines it) and, when the data carries a derivative, keeps the call's plan (icollectives.c:
 * its blocks, counts, root, communicator), op, buffers and their shadow (reverse) or lanes
 * (forward) under the handle, kind MPIAD_PCOLL, in REQ_PFWD / REQ_PREV as persistent.c keeps a
 * Send_init's.
 *
 * Each start is the nonblocking collective the plan describes, started on the user's handle:
 * - forward: MPI_Start of the primal, and the tangent of the lanes packed at the start in a
 *   nonblocking collective beside it (icoll_fwd, never fused: the user's request carries the
 *   primal alone); its record goes in REQ_FWD under the handle, and the completion call unpacks
 *   it as an Iallreduce's.
 * - augmented: MPI_Start of the primal and icoll_aug's record (x kept at the start for PROD /
 *   MIN / MAX and the scans), in REQ_REV under the handle. The reverse of the completion starts
 *   the transposed collective, the reverse of the Start (__mpiad_rev_start) finishes it and adds
 *   into the send buffer's shadow: the starts of a time loop are undone last first.
 * Each start works on a copy of the plan (a record frees its own). MPI_IN_PLACE is the
 * nonblocking forms'.
 *
 * Derived datatypes (and the w-variants, pwcollectives.c): the plan is made, as the nonblocking
 * forms' (dcollectives.c), over contiguous copies of base elements, and the sides' layouts are
 * kept (tio). MPI's request runs the primal on the user's buffers and datatypes, so each start
 * gathers fresh copies (and lanes) from the user's layout into a new lay_io marked `direct` (its
 * result is MPI's, never written back from a copy); the derivative runs on the copies and goes
 * back through the layouts as the nonblocking forms' does. A reduction on a derived datatype
 * takes a user-defined op registered with mpiad_register_op_derivative, as the nonblocking
 * forms' (its derivative reduces the copies element by element).
 *
 * MINLOC / MAXLOC on MPI_DOUBLE_INT / MPI_FLOAT_INT / MPI_2DOUBLE_PRECISION pairs
 * (Allreduce_init, Reduce_init, Scan_init, Exscan_init): the plan's pk, as the nonblocking forms' (icoll_sweeps.c's RM_LOC):
 * each start's tangents reduced as (value, location, lanes) tuples beside MPI's primal; its
 * reverse, the winner of each element found from every rank's pairs gathered at the start. */

typedef struct {
    int kind;           /* MPIAD_PCOLL */
    int active;         /* started and not completed (cleared by the completion's record) */
    int ek, W;          /* W < 0: reverse mode (one shadow a buffer) */
    plan p;
    MPI_Op op;
    const void *sbuf;
    void *rbuf;
    void *ds, *dr;      /* reverse: the shadows; forward: the lanes (void **, copied) */
    int W2;             /* second order, reverse: the W2 tangent lanes of the shadows */
    void **tds, **tdr;  /* (second_order_requests.c; copied, NULL entries: none) */
    lay_io *tio;        /* derived sides: their layouts (no copies), else NULL */
} mpiad_pcoll;

static void plan_copy(plan *q, const plan *p) {
    int n = p->nb + 1;
    *q = *p;
    q->sc = malloc(sizeof(int) * 6 * (size_t)n);
    memcpy(q->sc, p->sc, sizeof(int) * 6 * (size_t)n);
    q->sd = q->sc + n; q->rc = q->sc + 2 * n; q->rd = q->sc + 3 * n; q->psd = q->sc + 4 * n;
    q->prd = q->sc + 5 * n;
}

static void *lanes_copy(void *d, int W) {
    if (!d || W < 0) return d;
    void **c = malloc(sizeof(void *) * (W + 1));
    memcpy(c, d, sizeof(void *) * W);
    return c;
}

/* the datatypes of the sides this rank's MPI reads: a derived one built from MPI_DOUBLE /
 * MPI_FLOAT stops, when the call carries a derivative (the nonblocking forms run such data on
 * contiguous copies, dcollectives.c, which a persistent request made on the user's buffers
 * cannot) */
static void pcoll_no_derived(const plan *p, void *ds, void *dr) {
    if (!ds && !dr) return;
    MPI_Datatype dts[2] = {p->call == C_SCATTER && p->me != p->root ? MPI_DATATYPE_NULL : p->sdt,
                           p->call == C_GATHER && p->me != p->root ? MPI_DATATYPE_NULL : p->rdt};
    for (int i = 0; i < 2; i++) {
        int n, k;
        if (dts[i] == MPI_DATATYPE_NULL || elem_kind(dts[i])) continue;
        long *o = flatten(dts[i], &n, &k);
        if (!o) continue;
        free(o);
        __mpiad_fail(p->name, "a derived datatype of MPI_DOUBLE / MPI_FLOAT elements is not "
                     "differentiable on this side of this persistent collective yet; use its "
                     "nonblocking form (MPI_I...) or MPI_DOUBLE / MPI_FLOAT blocks", (long long)dts[i]);
    }
}

/* after MPI_X_init (its result rc): keep the set-up of collective p under *req when its data
 * carries a derivative, else check that no active buffer goes without one */
static int pcoll_keep(plan *p, MPI_Op op, const void *sbuf, void *ds, void *rbuf, void *dr, int W,
                      MPI_Request *req, int rc) {
    lay_io *tio = p->io;  /* derived sides: the layouts, kept without copies (direct) */
    p->io = NULL;
    if (tio) { tio->direct = 1; lay_io_done(tio, 0); }
    if (sbuf == MPI_IN_PLACE) ds = NULL;
    if (rbuf == MPI_IN_PLACE) dr = NULL;
    pcoll_no_derived(p, ds, dr);
    int ek = coll_kind(p, sbuf, rbuf, is_reduction(p->call));  /* Allreduce ... in place: x in y */
    if (!ek) {
        lay_io_free(tio);
        if (W < 0) icoll_rev_check(p, ds, dr);
        else {
            if (!(p->call == C_SCATTER && p->me != p->root)) check_active(p->name, p->sdt, ds);
            if (!(p->call == C_GATHER && p->me != p->root)) check_active(p->name, p->rdt, dr);
        }
        plan_free(p);
        return rc;
    }
    if (is_reduction(p->call)) {
        if (p->pk) loc_kind(p->name, op);
        else checked_op(p->name, op);
    }
    if (p->call == C_RS && checked_op(p->name, op) != OP_SUM)
        __mpiad_fail(p->name, "only MPI_SUM is differentiable here", (long long)op);
    mpiad_pcoll *c = calloc(1, sizeof *c);
    c->kind = MPIAD_PCOLL; c->ek = ek; c->W = W; c->p = *p; c->op = op; c->tio = tio;
    c->sbuf = sbuf; c->rbuf = rbuf;
    c->ds = lanes_copy(ds, W);
    c->dr = ds == dr ? c->ds : lanes_copy(dr, W);  /* Bcast: one buffer */
    req_put(W < 0 ? REQ_PREV : REQ_PFWD, *req, c);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* entry points: `ds` / `dr` the shadow (reverse, W = -1) or the W lanes (forward) of the send / */
/* receive buffer; info is MPI's, passed on                                                    */

/* derived sides (dcollectives.c's dside, opened only when the call carries a derivative: act):
 * the io handed to the plan made next (pcoll_keep keeps its layouts) */
static void pcoll_hand(dside *S, dside *R, int one) {
    if ((S && S->on) || R->on) lay_io_hand(S, R, one);
}

int __mpiad_pinit_bcast(void *buf, void *d, int W, int count, MPI_Datatype dt, int root,
                        MPI_Comm comm, MPI_Info info, MPI_Request *req) {
    int rc = MPI_Bcast_init(buf, count, dt, root, comm, info, req);
    dside R;
    dside_open(&R, buf, NULL, 0, 1, NULL, NULL, count, dt, d != NULL);
    pcoll_hand(NULL, &R, 1);
    plan p;
    plan_bcast(&p, R.count, R.dt, root, comm);
    p.name = "MPI_Bcast_init";
    return pcoll_keep(&p, MPI_SUM, buf, d, buf, d, W, req, rc);
}

/* kind: 1 for Allgather(v), + 2 for a v-variant */
int __mpiad_pinit_gatherv(const void *sbuf, void *ds, int scount, MPI_Datatype sdt, void *rbuf,
                          void *dr, const int *rcounts, const int *displs, int rcount,
                          MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Info info,
                          MPI_Request *req, int W, int kind) {
    static const char *names[4] = {"MPI_Gather_init", "MPI_Allgather_init", "MPI_Gatherv_init",
                                   "MPI_Allgatherv_init"};
    int rc, all = kind & 1, act = ds || dr;
    switch (kind) {
    case 0: rc = MPI_Gather_init(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, info, req); break;
    case 1: rc = MPI_Allgather_init(sbuf, scount, sdt, rbuf, rcount, rdt, comm, info, req); break;
    case 2:
        rc = MPI_Gatherv_init(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, root, comm, info, req);
        break;
    default:
        rc = MPI_Allgatherv_init(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, comm, info, req);
    }
    dside S, R;
    dside_open(&S, sbuf, NULL, 0, 1, NULL, NULL, scount, sdt, act);
    dside_open(&R, rbuf, NULL, 0, d_size(comm), rcounts, displs, rcount, rdt,
               act && (all || d_rank(comm) == root));
    pcoll_hand(&S, &R, sbuf == MPI_IN_PLACE);
    plan p;
    plan_gather(&p, names[kind & 3], all, S.s.b, S.count, S.dt, R.c, R.d, R.count, R.dt, root,
                comm);
    dside_free_counts(&R, rcounts);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}

/* v: 1 for Scatterv_init */
int __mpiad_pinit_scatterv(const void *sbuf, void *ds, const int *scounts, const int *displs,
                           int scount, MPI_Datatype sdt, void *rbuf, void *dr, int rcount,
                           MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Info info,
                           MPI_Request *req, int W, int v) {
    int rc = v ? MPI_Scatterv_init(sbuf, scounts, displs, sdt, rbuf, rcount, rdt, root, comm, info,
                                   req)
               : MPI_Scatter_init(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, info, req);
    int act = ds || dr;
    dside S, R;
    dside_open(&S, sbuf, NULL, 0, d_size(comm), scounts, displs, scount, sdt,
               act && d_rank(comm) == root);
    dside_open(&R, rbuf, NULL, 0, 1, NULL, NULL, rcount, rdt, act);
    pcoll_hand(&S, &R, 0);
    plan p;
    plan_scatter(&p, v ? "MPI_Scatterv_init" : "MPI_Scatter_init", S.c, S.d, S.count, S.dt, R.s.b,
                 R.count, R.dt, root, comm);
    dside_free_counts(&S, scounts);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}

/* rcounts NULL: Alltoall_init */
int __mpiad_pinit_alltoallv(const void *sbuf, void *ds, const int *scounts, const int *sdispls,
                            int scount, MPI_Datatype sdt, void *rbuf, void *dr,
                            const int *rcounts, const int *rdispls, int rcount, MPI_Datatype rdt,
                            MPI_Comm comm, MPI_Info info, MPI_Request *req, int W) {
    int rc = rcounts ? MPI_Alltoallv_init(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt,
                                          comm, info, req)
                     : MPI_Alltoall_init(sbuf, scount, sdt, rbuf, rcount, rdt, comm, info, req);
    int act = ds || dr, n = d_size(comm);
    dside S, R;
    dside_open(&S, sbuf, NULL, 0, n, scounts, sdispls, scount, sdt, act);
    dside_open(&R, rbuf, NULL, 0, n, rcounts, rdispls, rcount, rdt, act);
    pcoll_hand(&S, &R, sbuf == MPI_IN_PLACE);
    plan p;
    plan_alltoall(&p, rcounts ? "MPI_Alltoallv_init" : "MPI_Alltoall_init", S.s.b, S.c, S.d,
                  S.count, S.dt, R.c, R.d, R.count, R.dt, comm);
    dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}

/* a reduction's derived sides (opened when act; rsig: MPI writes the receive buffer here):
 * the op checked (user-defined, registered) and the io handed; *n / *bdt the plan's count and
 * datatype (base elements of the copies, or as given) */
static void pcoll_red_sides(const char *name, const void *sbuf, void *rbuf, int act, int count,
                            MPI_Datatype dt, MPI_Op op, int rsig, int *n, MPI_Datatype *bdt) {
    dside S, R;
    dside_open(&S, sbuf, NULL, 0, 1, NULL, NULL, count, dt, act);
    dside_open(&R, rbuf, NULL, 0, 1, NULL, NULL, count, dt, act && rsig);
    *n = count;
    *bdt = dt;
    if (!(S.on || R.on)) return;
    d_op(name, op);
    lay_io_hand(&S, &R, sbuf == MPI_IN_PLACE);
    *n = count * d_per(dt);
    *bdt = S.on ? S.dt : R.dt;
}

/* rcounts NULL: Reduce_scatter_block_init (every block rcount) */
int __mpiad_pinit_reduce_scatter(const void *sbuf, void *ds, void *rbuf, void *dr,
                                 const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                 MPI_Comm comm, MPI_Info info, MPI_Request *req, int W) {
    const char *name = rcounts ? "MPI_Reduce_scatter_init" : "MPI_Reduce_scatter_block_init";
    int rc = rcounts ? MPI_Reduce_scatter_init(sbuf, rbuf, rcounts, dt, op, comm, info, req)
                     : MPI_Reduce_scatter_block_init(sbuf, rbuf, rcount, dt, op, comm, info, req);
    int act = ds || dr, n = d_size(comm), me = d_rank(comm);
    dside S, R;
    dside_open(&S, sbuf, NULL, 0, n, rcounts, NULL, rcount, dt, act);
    dside_open(&R, rbuf, NULL, 0, 1, NULL, NULL, rcounts ? rcounts[me] : rcount, dt, act);
    plan p;
    if (S.on || R.on) {
        if (sbuf == MPI_IN_PLACE)
            __mpiad_fail(name, "MPI_IN_PLACE with a derived datatype is not differentiated yet; "
                         "pass a separate send buffer", 0);
        d_op(name, op);
        lay_io_hand(&S, &R, 0);
        int m = d_per(dt);
        int *c = d_scaled(rcounts, n, m);
        plan_rs(&p, name, S.s.b, c, rcount * m, R.dt, comm);
        free(c);
        dside_free_counts(&S, rcounts);
    } else {
        plan_rs(&p, name, sbuf, rcounts, rcount, dt, comm);
    }
    return pcoll_keep(&p, op, sbuf, ds, rbuf, dr, W, req, rc);
}

/* root < 0: Allreduce_init */
int __mpiad_pinit_allreduce(const void *sbuf, void *ds, void *rbuf, void *dr, int W, int count,
                            MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm, MPI_Info info,
                            MPI_Request *req) {
    const char *name = root < 0 ? "MPI_Allreduce_init" : "MPI_Reduce_init";
    int rc = root < 0 ? MPI_Allreduce_init(sbuf, rbuf, count, dt, op, comm, info, req)
                      : MPI_Reduce_init(sbuf, rbuf, count, dt, op, root, comm, info, req);
    int n;
    MPI_Datatype bdt;
    pcoll_red_sides(name, sbuf, rbuf, ds || dr, count, dt, op, root < 0 || d_rank(comm) == root,
                    &n, &bdt);
    plan p;
    plan_red(&p, name, n, bdt, root, comm);
    return pcoll_keep(&p, op, sbuf, ds, rbuf, dr, W, req, rc);
}

/* ex 1: Exscan_init */
int __mpiad_pinit_scan(const void *sbuf, void *ds, void *rbuf, void *dr, int W, int count,
                       MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm, MPI_Info info,
                       MPI_Request *req) {
    const char *name = ex ? "MPI_Exscan_init" : "MPI_Scan_init";
    int rc = ex ? MPI_Exscan_init(sbuf, rbuf, count, dt, op, comm, info, req)
                : MPI_Scan_init(sbuf, rbuf, count, dt, op, comm, info, req);
    int n;
    MPI_Datatype bdt;
    pcoll_red_sides(name, sbuf, rbuf, ds || dr, count, dt, op, 1, &n, &bdt);
    plan p;
    plan_scan(&p, name, n, bdt, ex, comm);
    return pcoll_keep(&p, op, sbuf, ds, rbuf, dr, W, req, rc);
}

/* all: Neighbor_allgather(v)_init, else Neighbor_alltoall(v)_init; rcounts NULL: not a
 * v-variant (neighbors.c's plans: on a graph, the reverse of each start runs on the reversed
 * graph, made at the start) */
int __mpiad_pinit_neighbor(const void *sbuf, void *ds, const int *scounts, const int *sdispls,
                           int scount, MPI_Datatype sdt, void *rbuf, void *dr, const int *rcounts,
                           const int *rdispls, int rcount, MPI_Datatype rdt, MPI_Comm comm,
                           MPI_Info info, MPI_Request *req, int W, int all) {
    static const char *names[2][2] = {{"MPI_Neighbor_alltoall_init", "MPI_Neighbor_alltoallv_init"},
                                      {"MPI_Neighbor_allgather_init",
                                       "MPI_Neighbor_allgatherv_init"}};
    int rc, v = rcounts != NULL;
    if (all && v)
        rc = MPI_Neighbor_allgatherv_init(sbuf, scount, sdt, rbuf, rcounts, rdispls, rdt, comm, info,
                                          req);
    else if (all)
        rc = MPI_Neighbor_allgather_init(sbuf, scount, sdt, rbuf, rcount, rdt, comm, info, req);
    else if (v)
        rc = MPI_Neighbor_alltoallv_init(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt,
                                         comm, info, req);
    else
        rc = MPI_Neighbor_alltoall_init(sbuf, scount, sdt, rbuf, rcount, rdt, comm, info, req);
    int act = ds || dr, nin, nout;
    dside S, R;
    if (act) free(nb_sources(names[all != 0][v], comm, &nin, &nout));
    dside_open(&S, sbuf, NULL, 0, all ? 1 : (act ? nout : 0), all ? NULL : scounts,
               all ? NULL : sdispls, scount, sdt, act);
    dside_open(&R, rbuf, NULL, 0, act ? nin : 0, rcounts, rdispls, rcount, rdt, act);
    pcoll_hand(&S, &R, 0);
    plan p;
    plan_neighbor(&p, names[all != 0][v], all, all ? NULL : S.c, all ? NULL : S.d, S.count, S.dt,
                  R.c, R.d, R.count, R.dt, comm, 0);
    if (!all) dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Start (persistent.c's, for a set-up of this kind) and MPI_Request_free                 */

static void pcoll_check_idle(const mpiad_pcoll *c, const char *call, MPI_Request h) {
    if (!c->active) return;
    char msg[200];
    snprintf(msg, sizeof msg, "the persistent collective made by %s is active (started and not "
             "completed): complete it (MPI_Wait/MPI_Test) first", c->p.name);
    __mpiad_fail(call, msg, (long long)h);
}

/* one side of a start over copies: fresh copies of the user's buffer (and lanes: forward) in
 * the kept layout, when MPI reads or writes it on this rank */
static void pcoll_side(lay_side *x, void **lanes, int W) {
    if (!x->on) return;
    long *off = malloc(sizeof(long) * ((size_t)x->L.n + 1));
    memcpy(off, x->L.off, sizeof(long) * (size_t)x->L.n);
    x->L.off = off;
    x->W = W < 0 ? 0 : W;
    if (!x->sig) return;
    x->b = lay_gather(&x->L, x->ubuf);
    if (W >= 0 && lanes) {
        x->ud = malloc(sizeof(void *) * (W + 1));
        memcpy(x->ud, lanes, sizeof(void *) * W);
        x->d = lay_gather_lanes(&x->L, lanes, W);
    }
}

/* a start of a set-up over copies (c->tio): the plan's io made for it (the record frees it),
 * *sb / *rb the buffers the plan reads, *ds / *dr (forward) their lanes */
static void pcoll_io_start(mpiad_pcoll *c, plan *q, const void **sb, void **rb, void **ds,
                           void **dr) {
    *sb = c->sbuf; *rb = c->rbuf; *ds = c->ds; *dr = c->dr;
    if (!c->tio) return;
    lay_io *io = malloc(sizeof *io);
    *io = *c->tio;
    io->ucounts = NULL;
    pcoll_side(&io->s, c->ds, c->W);
    pcoll_side(&io->r, c->dr, c->W);
    q->io = io;
    if (io->s.on) { *sb = io->s.sig ? io->s.b : NULL; if (c->W >= 0) *ds = io->s.d; }
    if (io->r.on) {
        *rb = io->r.sig ? io->r.b : NULL;
        if (c->W >= 0) *dr = io->r.d;
        if (io->one && c->sbuf != MPI_IN_PLACE) { *sb = *rb; if (c->W >= 0) *ds = *dr; }
    }
}

/* forward: the primal started and the tangent beside it; the record in REQ_FWD */
static int pcoll_fwd_start(void *set, MPI_Request *req) {
    mpiad_pcoll *c = set;
    pcoll_check_idle(c, "MPI_Start", *req);
    plan q;
    plan_copy(&q, &c->p);
    const void *sb;
    void *rb, *ds, *dr;
    pcoll_io_start(c, &q, &sb, &rb, &ds, &dr);
    c->active = 1;
    pcoll_active = &c->active;
    int rc = icoll_fwd(&q, c->ek, c->op, sb, ds, rb, dr, c->W, req);
    pcoll_active = NULL;
    return rc;
}

/* augmented: the primal started, the record in REQ_REV (and the Start's, for its reverse); the
 * shadows stay the user's (the reverse reads them through the layouts) */
static void *pcoll_aug_start(void *set, MPI_Request *req) {
    mpiad_pcoll *c = set;
    pcoll_check_idle(c, "MPI_Start", *req);
    plan q;
    plan_copy(&q, &c->p);
    const void *sb;
    void *rb, *ds, *dr;
    pcoll_io_start(c, &q, &sb, &rb, &ds, &dr);
    /* the reversed graph, freed by the reverse (collective: every rank starts in one order) */
    if (q.call == C_NEIGHBOR) q.rcomm = nb_reversed(q.comm);
    c->active = 1;
    pcoll_active = &c->active;
    void *rec = icoll_aug(&q, c->ek, c->op, sb, c->ds, rb, c->dr, req);
    pcoll_active = NULL;
    return rec;
}

/* Request_free of an inactive persistent collective: its set-up goes with it (an active one is
 * erroneous in MPI: stop, naming the call that made it) */
static int pcoll_free(void *set, MPI_Request *req) {
    mpiad_pcoll *c = set;
    pcoll_check_idle(c, "MPI_Request_free", *req);
    req_take(c->W < 0 ? REQ_PREV : REQ_PFWD, *req);
    if (c->W >= 0) {
        if (c->dr != c->ds) free(c->dr);
        free(c->ds);
    }
    free(c->tds); free(c->tdr);
    plan_free(&c->p);
    lay_io_free(c->tio);
    free(c);
    return MPI_Request_free(req);
}
