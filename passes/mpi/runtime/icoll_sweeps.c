/* Nonblocking collectives (icollectives.c's plans), forward and reverse: the derivative of any
 * planned collective, started, completed and transposed. Uses icollectives.c and what it uses;
 * the entry points (icoll_moves.c, icoll_reductions.c) call icoll_fwd and icoll_aug. */

/* ------------------------------------------------------------------------------------------ */
/* forward mode                                                                               */

#define RM_BLOCKS 0   /* blocks [primal? | lanes]; reductions: MPI_SUM on the concatenation */
#define RM_TUPLE 1    /* fused PROD / MIN / MAX: (value, lanes) tuples */
#define RM_GATHER 2   /* the primal alone, and every rank's [x | lanes] gathered */
#define RM_LOC 3      /* MINLOC / MAXLOC pairs: (value, location, lanes) tuples reduced with
                       * their rule (reductions.c's loc_op), as the primal (fused) or beside it */

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
    int *pactive;       /* a start of a persistent collective: its flag, cleared at completion */
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
    } else if (r->rm == RM_LOC) {  /* the winner's pair (fused) and its tangents */
        const double *t = r->rtmp;
        int m = W + 2;
        for (long i = 0; p->nr && i < p->count; i++) {
            if (r->fz) pair_set(p->pk, r->rbuf, i, t[i * m], t[i * m + 1]);
            for (int k = 0; r->drbufs && k < W; k++)
                if (r->drbufs[k]) pair_dset(p->pk, r->drbufs[k], i, t[i * m + 2 + k]);
        }
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
    if (r->pactive) *r->pactive = 0;
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
    icoll_mixed_check(p);
    /* a mixed datatype: the primal on the user's buffers, the lanes beside it (lay_io.mixed) */
    int in_place = sbuf == MPI_IN_PLACE;
    int fz = fused() && !pcoll_active && !(p->io && p->io->mixed);
    const void *x = in_place ? rbuf : sbuf;
    void **dx = in_place ? drbufs : dsbufs;
    void *y = p->ip == IP_RECV ? (void *)sbuf : rbuf;
    void **dy = p->ip == IP_RECV ? dsbufs : drbufs;
    r->kind = MPIAD_ICOLL; r->ek = ek; r->W = W; r->p = *p; r->rbuf = y;
    r->sreq = MPI_REQUEST_NULL;
    r->pactive = pcoll_active;
    if (dy) { r->drbufs = malloc(sizeof(void *) * W); memcpy(r->drbufs, dy, sizeof(void *) * W); }
    int reduction = is_reduction(p->call);
    size_t es = elem_size(ek);
    if (reduction) r->red = p->pk ? loc_kind(p->name, op) : checked_op(p->name, op);
    if (p->call == C_RS) {
        if (checked_op(p->name, op) != OP_SUM)
            __mpiad_fail(p->name, "only MPI_SUM is differentiable here", (long long)op);
        fz = fz && op == MPI_SUM;
    }
    r->rm = p->pk ? RM_LOC
          : !reduction ? RM_BLOCKS
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
    } else if (r->rm == RM_LOC) {
        size_t bytes = sizeof(double) * ((size_t)p->count * (W + 2) + 1);
        r->fz = fz;
        r->stmp = malloc(bytes);
        r->rtmp = malloc(bytes);
        loc_pack(p->pk, r->stmp, x, dx, W, p->count);  /* x as it is at the start */
        r->tup = tup_type(1, W + 1, &r->tup_tmp);
        if (!fz) rc = primal_start(p, sbuf, rbuf, op, req);
        int rc2 = coll_start(p, p->call, r->stmp, NULL, NULL, r->tup, r->rtmp, NULL, NULL, r->tup,
                             p->count, loc_op(r->red), fz ? req : &r->sreq);
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
    int *pactive;       /* a start of a persistent collective: its flag, cleared at completion */
    /* second order (second_order.c): the W2 tangent lanes of dsbuf and drbuf (entries may be
     * NULL), and each lane's adjoint message, moved beside the adjoint's own */
    int W2;
    void **tds, **tdr, **lcap, **lres;
    MPI_Request *lreq;
    void *xl, *xlall;   /* PROD: [x | its tangent lanes], every rank's */
    MPI_Request xlreq;
    double *tfactor;    /* PROD: the tangent lanes of factor (W2 blocks of count) */
} mpiad_ricoll;

/* second order: __mpiad_fwdaug_X sets these around its __mpiad_aug_X call, whose record then
 * carries the lanes and whose primal the forward call (__mpiad_fwd_X, after it) starts */
static int so2_icoll_W, so2_icoll_used;
static void **so2_icoll_tds, **so2_icoll_tdr, **so2_icoll_dx;  /* dx: the input's tangent */

/* a copy of W lanes (NULL: none) */
static void **so2_lanes_copy(void **l, int W) {
    void **c = calloc((size_t)W + 1, sizeof(void *));
    if (l) memcpy(c, l, sizeof(void *) * W);
    return c;
}

static long icoll_seq(void *rec) { return ((mpiad_ricoll *)rec)->seq; }

/* d y_i / d x_i of this rank's element i for a reduction over ranks 0..n-1 (from every rank's x,
 * xall): SUM / PROD / MIN / MAX as red_factor; MINLOC / MAXLOC pairs 1 for the winning rank */
static double icoll_factor(const mpiad_ricoll *r, int n, long i) {
    const plan *p = &r->p;
    if (p->pk) return loc_winner(r->xall, p->count, n, i, r->red) == p->me;
    return red_factor(r->ek, r->red, r->xall, p->count, n, i, p->me);
}

/* element i of the send buffer's shadow += v (pairs: the value's derivative) */
static void icoll_dx_add(const mpiad_ricoll *r, long i, double v) {
    if (r->p.pk) pair_vadd(r->p.pk, r->dsbuf, i, v);
    else put(r->ek, r->dsbuf, i, get(r->ek, r->dsbuf, i) + v);
}

/* the primal completed: the derivative factors of a reduction */
static void icoll_aug_complete(void *rec) {
    mpiad_ricoll *r = rec;
    r->waited = 1;
    if (r->pactive) *r->pactive = 0;
    lay_io_done(r->p.io, 0);
    if (r->xlall && is_scan(r->p.call)) {  /* the factors differ by receiving rank: kept */
        MPI_Wait(&r->xlreq, MPI_STATUS_IGNORE);
        free(r->xl);
        r->xl = NULL;
    } else if (r->xlall) {  /* second order, PROD: d factor = sum over the other ranks s of dx_s
                             * times the product of the rest, a product of dual numbers (exact at
                             * zeros) */
        const plan *p = &r->p;
        int W = r->W2, m = W + 1;
        size_t es = elem_size(r->ek);
        MPI_Wait(&r->xlreq, MPI_STATUS_IGNORE);
        r->tfactor = calloc((size_t)p->count * W + 1, sizeof(double));
        for (int k = 0; k < W; k++)
            for (long i = 0; i < p->count; i++) {
                double pr = 1.0, dp = 0.0;
                for (int q = 0; q < p->size; q++) {
                    if (q == p->me) continue;
                    const char *b = (const char *)r->xlall + (size_t)q * p->count * m * es;
                    double xq = get(r->ek, b, i), tq = get(r->ek, b, (k + 1) * (long)p->count + i);
                    dp = dp * xq + pr * tq;
                    pr *= xq;
                }
                r->tfactor[k * (long)p->count + i] = dp;
            }
        free(r->xl); free(r->xlall);
        r->xl = r->xlall = NULL;
    }
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
        r->factor[i] = icoll_factor(r, p->size, i);
    free(r->xall); free(r->xc);
    r->xall = r->xc = NULL;
}

/* Run the primal of collective p and record its reverse; req NULL: a blocking call */
static void *icoll_aug(plan *p, int ek, MPI_Op op, const void *sbuf, void *dsbuf, void *rbuf,
                       void *drbuf, MPI_Request *ureq) {
    icoll_mixed_check(p);
    MPI_Request local = MPI_REQUEST_NULL, *req = ureq ? ureq : &local;
    mpiad_ricoll *r = calloc(1, sizeof *r);
    r->kind = MPIAD_ICOLL; r->blocking = !ureq; r->ek = ek; r->p = *p; r->pactive = pcoll_active;
    r->in_place = sbuf == MPI_IN_PLACE;
    r->dsbuf = r->in_place ? drbuf : dsbuf;
    r->drbuf = p->ip == IP_RECV ? dsbuf : drbuf;  /* Scatter(v)'s root: y in sbuf */

    r->areq = r->xreq = r->xlreq = MPI_REQUEST_NULL;
    if (is_reduction(p->call) && p->pk) {  /* who wins: every rank's (value, location) pairs */
        r->red = loc_kind(p->name, op);
        const void *x = sbuf == MPI_IN_PLACE ? rbuf : sbuf;
        double *xc = malloc(sizeof(double) * (2 * (size_t)p->count + 1));
        for (long i = 0; i < p->count; i++) {
            xc[2 * i] = pair_val(p->pk, x, i);
            xc[2 * i + 1] = pair_loc(p->pk, x, i);
        }
        r->xc = xc;
        r->xall = malloc(sizeof(double) * (2 * (size_t)p->count * p->size + 1));
        MPI_Iallgather(xc, 2 * p->count, MPI_DOUBLE, r->xall, 2 * p->count, MPI_DOUBLE, p->comm,
                       &r->xreq);
    } else if (is_reduction(p->call)) {
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
    r->seq = ++coll_seq;
    if (so2_icoll_W) {  /* second order: the lanes; the primal is the forward call's */
        /* a derived datatype's reduction takes a user-defined op (its tangent's coefficients
         * are not mpiad's here); the other calls' copies: the forward call receives into the
         * user's layout, so the augmented one's receive copies are dropped (not written back) */
        const char *no = p->pk ? "MPI_MINLOC / MPI_MAXLOC pairs"
                         : p->io && p->io->mixed
                             ? "a datatype mixing floating and integer members"
                         : p->io && is_reduction(p->call)
                             ? "a reduction on a derived datatype (its user-defined op)" : NULL;
        if (p->io && !no && p->io->r.on) {
            lay_side *x = &p->io->r;
            free(x->b); lay_free_lanes(x->d, x->W); free(x->ud);
            x->b = NULL; x->d = NULL; x->ud = NULL;
        }
        if (no) {
            char msg[320];
            snprintf(msg, sizeof msg, "second derivatives (forward mode over a gradient) are not "
                     "supported for %s in a nonblocking, persistent or v-collective; use first "
                     "derivatives, or a SUM / PROD / MIN / MAX reduction on MPI_DOUBLE / "
                     "MPI_FLOAT data", no);
            __mpiad_fail(p->name, msg, 0);
        }
        so2_icoll_used = 1;
        int W = r->W2 = so2_icoll_W;
        r->tds = so2_lanes_copy(r->in_place ? so2_icoll_tdr : so2_icoll_tds, W);
        r->tdr = so2_lanes_copy(p->ip == IP_RECV ? so2_icoll_tds : so2_icoll_tdr, W);
        r->lcap = calloc((size_t)W + 1, sizeof(void *));
        r->lres = calloc((size_t)W + 1, sizeof(void *));
        r->lreq = malloc(sizeof(MPI_Request) * ((size_t)W + 1));
        for (int k = 0; k < W; k++) r->lreq[k] = MPI_REQUEST_NULL;
        if (is_reduction(p->call) && r->red == OP_PROD) {
            r->xl = lpack(ek, sbuf == MPI_IN_PLACE ? rbuf : sbuf, so2_icoll_dx, W, p->count);
            r->xlall = malloc((size_t)p->count * (W + 1) * p->size * elem_size(ek) + 1);
            MPI_Iallgather(r->xl, p->count * (W + 1), p->rdt, r->xlall, p->count * (W + 1),
                           p->rdt, p->comm, &r->xlreq);
        }
        if (!ureq) icoll_aug_complete(r);
        return r;
    }
    primal_start(p, sbuf, rbuf, op, req);
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
    if (!L || !side->sig || (!ud && !r->W2)) { icoll_capture_at(r); return; }

    /* the adjoint in the user's layout, contiguous, and back (second order: its lanes too) */
    void **utl = r->tdr;
    r->drbuf = lay_gather(L, ud);
    if (r->W2) r->tdr = lay_gather_lanes(L, utl, r->W2);
    icoll_capture_at(r);
    lay_scatter(L, r->drbuf, ud, 0, L->n);
    free(r->drbuf);
    r->drbuf = ud;
    for (int k = 0; k < r->W2; k++) lay_scatter(L, r->tdr[k], utl[k], 0, L->n);
    if (r->W2) { lay_free_lanes(r->tdr, r->W2); r->tdr = utl; }
}

/* the adjoint message of received buffer drbuf (zeroed) into *cap, room for what comes back in
 * *res */
static void icoll_capture_one(mpiad_ricoll *r, void *drbuf, void **cap, void **res) {
    const plan *p = &r->p;
    int ek = r->ek;
    size_t es = elem_size(ek);
    if (p->call == C_BCAST || is_reduction(p->call)) {
        int holds = p->call == C_REDUCE ? p->me == p->root : is_scan(p->call) ? p->nr : 1;
        *cap = calloc((size_t)p->count + 1, es);
        for (long i = 0; p->pk && holds && drbuf && i < p->count; i++) {  /* pairs: the values' */
            ((double *)*cap)[i] = pair_val(p->pk, drbuf, i);
            pair_dset(p->pk, drbuf, i, 0.0);
        }
        if (holds && drbuf && !p->pk) memcpy(*cap, drbuf, (size_t)p->count * es);
        if (holds && !p->pk) vzero(ek, drbuf, p->count);
        /* scans: every rank's adjoint */
        *res = calloc((size_t)p->count * (is_scan(p->call) ? p->size : 1) + 1, es);
        return;
    }
    *cap = calloc((size_t)p->rtot + 1, es);
    for (int b = 0; b < p->nr; b++) {
        if (!drbuf) continue;
        char *y = (char *)drbuf + (size_t)p->rd[b] * es;
        memcpy((char *)*cap + (size_t)p->prd[b] * es, y, (size_t)p->rc[b] * es);
        vzero(ek, y, p->rc[b]);
    }
    *res = calloc((size_t)p->stot + 1, es);
}

static void icoll_capture_at(mpiad_ricoll *r) {
    icoll_capture_one(r, r->drbuf, &r->cap, &r->res);
    for (int k = 0; k < r->W2; k++) icoll_capture_one(r, r->tdr[k], &r->lcap[k], &r->lres[k]);
}

/* start the transposed collective of one adjoint message (cap, res) */
static void icoll_initiate_one(mpiad_ricoll *r, void *cap, void *res, MPI_Request *areq) {
    const plan *p = &r->p;
    MPI_Datatype dt = p->pk ? MPI_DOUBLE : p->rdt;  /* pairs: their values' adjoints */
    int one[1];
    switch (p->call) {
    case C_BCAST:
        coll_start(p, C_REDUCE, cap, NULL, NULL, dt, res, NULL, NULL, dt, p->count, MPI_SUM, areq);
        break;
    case C_GATHER:
        coll_start(p, C_SCATTER, cap, p->rc, p->prd, dt, res, p->sc, NULL, p->sdt, 0, MPI_SUM,
                   areq);
        break;
    case C_ALLGATHER:
        coll_start(p, C_RS, cap, p->rc, NULL, dt, res, NULL, NULL, dt, 0, MPI_SUM, areq);
        break;
    case C_SCATTER:
        one[0] = p->rc[0];
        coll_start(p, C_GATHER, cap, one, NULL, dt, res, p->sc, p->psd, p->sdt, 0, MPI_SUM, areq);
        break;
    case C_ALLTOALL:
        coll_start(p, C_ALLTOALL, cap, p->rc, p->prd, dt, res, p->sc, p->psd, p->sdt, 0, MPI_SUM,
                   areq);
        break;
    case C_RS:
        one[0] = p->rc[0];
        coll_start(p, C_ALLGATHER, cap, one, NULL, dt, res, p->sc, p->psd, dt, 0, MPI_SUM, areq);
        break;
    case C_ALLREDUCE:
        coll_start(p, C_ALLREDUCE, cap, NULL, NULL, dt, res, NULL, NULL, dt, p->count, MPI_SUM,
                   areq);
        break;
    case C_SCAN:
    case C_EXSCAN:
        MPI_Iallgather(cap, p->count, dt, res, p->count, dt, p->comm, areq);
        break;
    case C_NEIGHBOR:  /* block j goes back to source j (a graph: on the reversed graph) */
        if (p->rcomm != MPI_COMM_NULL) {
            plan q = *p;  /* the same call (blocking or not: coll_start) on the reversed graph */
            q.comm = p->rcomm;
            coll_start(&q, C_NEIGHBOR, cap, p->rc, p->prd, dt, res, p->sc, p->psd, p->sdt, 0,
                       MPI_SUM, areq);
            break;
        }
        coll_start(p, C_NEIGHBOR, cap, p->rc, p->prd, dt, res, p->sc, p->psd, p->sdt, 0, MPI_SUM,
                   areq);
        break;
    default:  /* C_REDUCE: the root's adjoint to every rank */
        coll_start(p, C_BCAST, NULL, NULL, NULL, dt, cap, NULL, NULL, dt, p->count, MPI_SUM, areq);
    }
}

/* start the transposed collective (second order: then one for each tangent lane, in the same
 * order on every rank) */
static void icoll_initiate(void *rec) {
    mpiad_ricoll *r = rec;
    icoll_initiate_one(r, r->cap, r->res, &r->areq);
    for (int k = 0; k < r->W2; k++) icoll_initiate_one(r, r->lcap[k], r->lres[k], &r->lreq[k]);
    r->started = 1;
}

/* the reverse of a completion: the adjoint starts in its turn */
static void icoll_rev_ready(void *rec) {
    mpiad_ricoll *r = rec;
    icoll_capture(r);
    r->ready = 1;
    if (!r->blocking) coll_ready(r);
}

/* second order, a scan: lane k of the adjoint (s: every rank's, src: the adjoint's own) added
 * into d, this rank's dx lane: d_me += sum over the ranks q whose range holds me of f_q s_q, plus,
 * for PROD, d f_q (a product of dual numbers over q's range but me, from every rank's [x | lanes]
 * in xlall) times src_q */
static void so2_scan_lane(mpiad_ricoll *r, int k, void *d, const void *s, const void *src) {
    const plan *p = &r->p;
    int ek = r->ek;
    long m = (long)r->W2 + 1, stride = (long)p->count * m;
    for (long i = 0; d && i < p->count; i++) {
        double acc = 0.0;
        for (int q = 0; q < p->size; q++) {
            int n = p->call == C_EXSCAN ? q : q + 1;
            if (p->me >= n) continue;
            double f = r->xall ? red_factor(ek, r->red, r->xall, p->count, n, i, p->me) : 1.0;
            acc += f * get(ek, s, (long)q * p->count + i);
            if (!r->xlall) continue;
            double pr = 1.0, dp = 0.0;
            for (int t = 0; t < n; t++) {
                if (t == p->me) continue;
                double xt = get(ek, r->xlall, t * stride + i);
                double tt = get(ek, r->xlall, t * stride + (long)(k + 1) * p->count + i);
                dp = dp * xt + pr * tt;
                pr *= xt;
            }
            acc += dp * get(ek, src, (long)q * p->count + i);
        }
        put(ek, d, i, get(ek, d, i) + acc);
    }
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
    if (r->W2) MPI_Waitall(r->W2, r->lreq, MPI_STATUSES_IGNORE);
    if (r->p.rcomm != MPI_COMM_NULL) MPI_Comm_free(&r->p.rcomm);
    int ek = r->ek;
    const void *src = p->call == C_REDUCE ? r->cap : r->res;
    layout *LL = lay_io_sl(p->io);  /* a derived send side: each lane as its adjoint, below */
    lay_side *ls = p->io ? (p->io->one ? &p->io->r : &p->io->s) : NULL;
    if (LL && !ls->sig) LL = NULL;
    for (int k = 0; k < r->W2; k++) {  /* second order: each lane as the adjoint (below) */
        void *du = r->tds[k], *s = p->call == C_REDUCE ? r->lcap[k] : r->lres[k];
        void *d = LL && du ? calloc((size_t)LL->n + 1, elem_size(ek)) : du;
        if (is_scan(p->call)) so2_scan_lane(r, k, d, s, src);
        else for (int b = 0; d && b < p->ns; b++)
            for (long j = 0; j < p->sc[b]; j++) {
                long i = p->sd[b] + j;
                double f = r->factor ? r->factor[j] : 1.0;
                double v = get(ek, d, i) + f * get(ek, s, p->psd[b] + j);
                if (r->tfactor)  /* PROD: + d factor times the adjoint */
                    v += r->tfactor[k * (long)p->count + j] * get(ek, src, p->psd[b] + j);
                put(ek, d, i, v);
            }
        if (d != du) { lay_scatter(LL, d, du, 1, LL->n); free(d); }
        free(r->lcap[k]); free(r->lres[k]);
    }
    if (r->W2) { free(r->tds); free(r->tdr); free(r->lcap); free(r->lres); free(r->lreq); }
    free(r->tfactor);
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
                    acc += (r->xall ? icoll_factor(r, n, i) : 1.0)
                           * get(ek, src, (long)q * p->count + i);
            }
            icoll_dx_add(r, i, acc);
        }
    } else if (r->dsbuf) {
        for (int b = 0; b < p->ns; b++)
            for (long j = 0; j < p->sc[b]; j++) {
                long i = p->sd[b] + j;
                double f = r->factor ? r->factor[j] : 1.0;
                icoll_dx_add(r, i, f * get(ek, src, p->psd[b] + j));
            }
    }
    if (SL) { lay_scatter(SL, r->dsbuf, uds, 1, SL->n); free(r->dsbuf); }
    lay_io_free(p->io);
    plan_free(&r->p);
    free(r->cap); free(r->res); free(r->factor); free(r->xall); free(r->xlall); free(r);
}

/* The reverse of a blocking reduction that ran here for its derived datatype (Allreduce, Reduce,
 * Scan, Exscan: reductions.c, scans.c), whose rules give the shadows only now */
static void rev_icoll_shadows(void *rec, void *dsbuf, void *drbuf) {
    mpiad_ricoll *r = rec;
    r->dsbuf = r->in_place ? drbuf : dsbuf;
    r->drbuf = drbuf;
    __mpiad_rev_icoll(r);
}

