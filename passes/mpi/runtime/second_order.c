/* Second order: forward mode over a gradient (Hessian-vector products). Uses everything before it.
 *
 * A gradient module calls the reverse-mode helpers (`__mpiad_aug_X`, `__mpiad_rev_X`); forward
 * mode over it replaces each of those calls by the `__mpiad_fwdaug_X` / `__mpiad_fwdrev_X` below
 * (passes/mpi/rules/second_order.py), never differentiating the helpers' own code (their request
 * tables and records are opaque state). Why this is right for the calls kept here:
 *
 * - the augmented helper runs the primal call: its tangent is forward mode's (`__mpiad_fwd_X`,
 *   the primal message with its W tangent lanes), and the record it keeps for the reverse holds
 *   no derivative-carrying value, only sources, tags, requests and, for MIN / MAX, which rank
 *   wins (piecewise constant: its tangent is zero);
 * - the reverse helper is then linear in the adjoint buffers it is given, with coefficients that
 *   do not vary, so its tangent is the same map applied to the tangents of those buffers: the
 *   adjoint message carries [adjoint | W tangent lanes] (lpack / lvadd in common.h);
 * - MPI_PROD is the exception: its adjoint's coefficients (the products of the other ranks'
 *   inputs) vary, so the augmented call also records their tangents (the record's tfactor) and
 *   the reverse adds tfactor times the adjoint.
 *
 * MINLOC / MAXLOC pairs: the winner flags are piecewise constant too; the pair's value lanes
 * move like MIN / MAX's. Derived datatypes of one base kind (contiguous, vector, indexed, ...)
 * on Send, Recv, Sendrecv(_replace), Bcast, Gather, Allgather, Scatter and Alltoall: the
 * reverse helpers run on
 * contiguous copies of the shadow and its lanes (so2_side); on Isend, Irecv, Send_init and
 * Recv_init, the record's layout moves [shadow | lanes] (lay_lpack / lay_lvadd, nonblocking.c);
 * mixed ones (a struct of doubles and ints) on those calls but Sendrecv_replace, as first
 * derivatives: the shadow's floating members and their lanes. Derived datatypes elsewhere and
 * the calls without a helper here are refused by name: by the pass where it can see the call,
 * at run time (so2_fail) where only the running program knows the op or the datatype.
 * W: the number of tangent lanes (directions). */

static void so2_fail(const char *call, const char *what, long long handle) {
    char msg[320];
    snprintf(msg, sizeof msg, "second derivatives (forward mode over a gradient) are not "
             "supported for %s; use first derivatives, or a SUM / PROD / MIN / MAX reduction "
             "on MPI_DOUBLE / MPI_FLOAT data", what);
    __mpiad_fail(call, msg, handle);
}

static void so2_plain(const char *call, MPI_Datatype dt, int count) {
    layout L;
    if (layout_of(dt, count, &L)) { free(L.off); so2_fail(call, "a derived datatype", (long long)dt); }
}

/* a datatype mixing floating and integer members where first derivatives refuse it too */
static void so2_no_mixed(const char *call, MPI_Datatype dt, int count) {
    layout L;
    if (!layout_any(dt, count, &L)) return;
    int mixed = L.mixed;
    free(L.off);
    if (mixed) so2_fail(call, "a datatype mixing floating and integer members", (long long)dt);
}

/* A derived datatype of one base kind: the reverse helpers run on contiguous copies of the
 * shadow and its lanes. A side the reverse reads and overwrites (a receive buffer, whose
 * elements MPI lets not overlap) is gathered and written back; a side it adds into (a send
 * buffer, whose layout may repeat an element) starts from zeros and is added back. Off (a plain
 * datatype), b / t are the user's pointers. */
typedef struct { int on, add, W; layout L; void *u, **ut, *b, **t; } so2_side;

/* on layout L (copied) */
static void so2_at(so2_side *s, const layout *L, void *d, void **td, int W, int add) {
    memset(s, 0, sizeof *s);
    s->on = 1; s->add = add; s->W = W; s->L = *L; s->u = d; s->ut = td;
    s->L.off = malloc(sizeof(long) * ((size_t)L->n + 1));
    memcpy(s->L.off, L->off, sizeof(long) * (size_t)L->n);
    size_t bytes = (size_t)L->n * elem_size(L->ek) + 1;
    s->b = !d ? NULL : add ? calloc(1, bytes) : lay_gather(L, d);
    if (td) {
        s->t = calloc((size_t)W + 1, sizeof(void *));
        for (int k = 0; k < W; k++)
            if (td[k]) s->t[k] = add ? calloc(1, bytes) : lay_gather(L, td[k]);
    }
}

/* 1 when dt is derived (s then holds the copies of its floating elements) */
static int so2_open(so2_side *s, const char *call, MPI_Datatype dt, int count, void *d,
                    void **td, int W, int add) {
    (void)call;
    memset(s, 0, sizeof *s);
    s->b = d;
    s->t = td;
    layout L;  /* a mixed datatype: its floating members (only shadows move here) */
    if (!layout_any(dt, count, &L)) return 0;
    so2_at(s, &L, d, td, W, add);
    free(L.off);
    return 1;
}

/* a collective's side (first derivatives take no mixed datatype there); sig: the buffer is
 * significant on this rank (else only the layout's size is kept) */
static int so2_open_coll(so2_side *s, const char *call, MPI_Datatype dt, int count, void *d,
                         void **td, int W, int add, int sig) {
    memset(s, 0, sizeof *s);
    s->b = d;
    s->t = td;
    so2_no_mixed(call, dt, count);
    layout L;
    if (!layout_of(dt, count, &L)) return 0;
    so2_at(s, &L, sig ? d : NULL, sig ? td : NULL, W, add);
    free(L.off);
    return 1;
}

/* back into the user's layout (write: a side the reverse changed), the copies freed */
static void so2_close(so2_side *s, int write) {
    if (!s->on) return;
    if (write) {
        lay_scatter(&s->L, s->b, s->u, s->add, s->L.n);
        for (int k = 0; s->ut && k < s->W; k++)
            if (s->ut[k]) lay_scatter(&s->L, s->t[k], s->ut[k], s->add, s->L.n);
    }
    free(s->b);
    if (s->t) {
        for (int k = 0; k < s->W; k++) free(s->t[k]);
        free(s->t);
    }
    free(s->L.off);
}

/* ------------------------------------------------------------------------------------------ */
/* Allreduce / Reduce                                                                         */

/* PROD: the tangent lanes of the factor f = the product of the other ranks' x (exclusive_products,
 * reductions.c): lane k of element i is the sum over the other ranks s of dx_s[k][i] times the
 * product of the ranks' x[i] other than s and this one, computed as a product of dual numbers
 * (exact where some x is zero) from every rank's [x | dx lanes] */
static void *prod_tfactor(int ek, const void *x, void **dx, int W, int count, MPI_Datatype dt,
                          MPI_Comm comm) {
    int size, me, m = W + 1;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    void *mine = lpack(ek, x, dx, W, count);
    char *all = malloc((size_t)count * m * size * es + 1);
    MPI_Allgather(mine, count * m, dt, all, count * m, dt, comm);
    void *tf = calloc((size_t)count * W + 1, es);
    for (int k = 0; k < W; k++)
        for (long i = 0; i < count; i++) {
            double p = 1.0, dp = 0.0;
            for (int s = 0; s < size; s++) {
                if (s == me) continue;
                const char *b = all + (size_t)s * count * m * es;
                double xs = get(ek, b, i), ts = get(ek, b, (k + 1) * (long)count + i);
                dp = dp * xs + p * ts;
                p *= xs;
            }
            put(ek, tf, k * (long)count + i, dp);
        }
    free(mine); free(all);
    return tf;
}

/* MINLOC / MAXLOC: the winner's tangent travels with its pair (reduce_loc_tuples, from x before
 * the primal overwrites it in place); the record's winner flags are piecewise constant */
static void *fwdaug_reduce_loc(const char *call, const void *sbuf, void **dsbufs, void *rbuf,
                               void **drbufs, int W, int count, MPI_Datatype dt, MPI_Op op,
                               int root, MPI_Comm comm, int pk) {
    int me, m = W + 2, in_place = sbuf == MPI_IN_PLACE;
    MPI_Comm_rank(comm, &me);
    double *out = malloc(sizeof(double) * ((size_t)count * m + 1));
    reduce_loc_tuples(pk, loc_kind(call, op), in_place ? rbuf : sbuf, in_place ? drbufs : dsbufs,
                      W, count, out, root, comm);
    mpiad_red *r = aug_reduce(call, sbuf, rbuf, count, dt, op, root, comm);
    if (root < 0 || me == root)
        for (long i = 0; i < count; i++)
            for (int k = 0; drbufs && k < W; k++)
                if (drbufs[k]) pair_dset(pk, drbufs[k], i, out[i * m + 2 + k]);
    free(out);
    return r;
}

/* __mpiad_rev_reduce of MINLOC / MAXLOC with lanes (rev_reduce_loc): g = the sum over the holders
 * of [dy.value | lanes' values], zeroed; the winner's [dx | lanes] values += g (fixed flags) */
static void fwdrev_reduce_loc(mpiad_red *r, void *dsbuf, void **tdsbufs, void *drbuf,
                              void **tdrbufs, int W) {
    int me, n = r->count, m = W + 1;
    MPI_Comm_rank(r->comm, &me);
    int holds = r->root < 0 || me == r->root;
    double *dv = calloc((size_t)n * m + 1, sizeof(double)), *g = malloc(sizeof(double) * (n * m + 1));
    for (int k = 0; holds && k < m; k++) {
        void *d = k == 0 ? drbuf : (tdrbufs ? tdrbufs[k - 1] : NULL);
        for (long i = 0; d && i < n; i++) {
            dv[k * (long)n + i] = pair_val(r->pk, d, i);
            pair_dset(r->pk, d, i, 0.0);
        }
    }
    if (r->root < 0) MPI_Allreduce(dv, g, n * m, MPI_DOUBLE, MPI_SUM, r->comm);
    else {
        memcpy(g, dv, sizeof(double) * n * m);
        MPI_Bcast(g, n * m, MPI_DOUBLE, r->root, r->comm);
    }
    void *dx = r->in_place ? drbuf : dsbuf;
    void **tdx = r->in_place ? tdrbufs : tdsbufs;
    for (int k = 0; k < m; k++) {
        void *d = k == 0 ? dx : (tdx ? tdx[k - 1] : NULL);
        for (long i = 0; d && i < n; i++)
            if (((char *)r->factor)[i]) pair_vadd(r->pk, d, i, g[k * (long)n + i]);
    }
    free(dv); free(g); free(r->factor); free(r);
}

static void *fwdaug_reduce(const char *call, const void *sbuf, void **dsbufs, void *rbuf,
                           void **drbufs, int W, int count, MPI_Datatype dt, MPI_Op op, int root,
                           MPI_Comm comm) {
    int pk = pair_kind(dt);
    if (pk)
        return fwdaug_reduce_loc(call, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm,
                                 pk);
    /* a derived datatype takes a user-defined op (a predefined one on it is erroneous in MPI),
     * whose second derivative mpiad does not have */
    so2_plain(call, dt, count);
    int ek = elem_kind(dt), in_place = sbuf == MPI_IN_PLACE;
    void **dx = in_place ? drbufs : dsbufs;
    check_active(call, dt, dx);
    int kind = ek ? checked_op(call, op) : 0;
    /* the tangents of the inputs, before the primal (in place: the same buffer) changes them */
    void *t = ek ? pack(ek, dx, W, count) : NULL;
    void *tf = kind == OP_PROD ? prod_tfactor(ek, in_place ? rbuf : sbuf, dx, W, count, dt, comm)
                               : NULL;
    mpiad_red *r = aug_reduce(call, sbuf, rbuf, count, dt, op, root, comm);
    if (!ek) return r;
    r->tfactor = tf;
    int me;
    MPI_Comm_rank(comm, &me);
    if (kind == OP_PROD)  /* dy = sum over the ranks of (the others' product) dx */
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                put(ek, t, k * (long)count + i,
                    get(ek, t, k * (long)count + i) * get(ek, r->factor, i));
    if (kind == OP_MIN || kind == OP_MAX)  /* only the winner's tangent counts */
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                if (!((char *)r->factor)[i]) put(ek, t, k * (long)count + i, 0.0);
    void *y = malloc((size_t)count * W * elem_size(ek) + 1);
    if (root < 0) MPI_Allreduce(t, y, count * W, dt, MPI_SUM, comm);
    else MPI_Reduce(t, y, count * W, dt, MPI_SUM, root, comm);
    if (root < 0 || me == root) unpack(ek, drbufs, W, count, y);
    free(t); free(y);
    return r;
}

void *__mpiad_fwdaug_allreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                               int W, int count, MPI_Datatype dt, MPI_Op op, MPI_Comm comm) {
    return fwdaug_reduce("MPI_Allreduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, -1, comm);
}

void *__mpiad_fwdaug_reduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                            int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm) {
    return fwdaug_reduce("MPI_Reduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm);
}

/* __mpiad_rev_reduce with lanes: g = sum over the holders of [dy | tdy lanes]; dy and its lanes
 * zeroed; dx += f g, tdx[k] += f g_k + tf_k g (f: 1, the MIN / MAX winner flag, or PROD's
 * product of the others' inputs, whose tangent lanes tf are nonzero for PROD alone) */
void __mpiad_fwdrev_reduce(void *rec, void *dsbuf, void **tdsbufs, void *drbuf, void **tdrbufs,
                           int W) {
    if (*(int *)rec == MPIAD_ICOLL)
        so2_fail("MPI_Allreduce", "a derived datatype", 0);
    mpiad_red *r = rec;
    coll_rev_begin();
    if (r->pk) { fwdrev_reduce_loc(r, dsbuf, tdsbufs, drbuf, tdrbufs, W); return; }
    const char *call = r->root < 0 ? "MPI_Allreduce" : "MPI_Reduce";
    int ek = r->ek;
    if (!ek) {
        rev_check(call, r->dt, r->in_place ? drbuf : dsbuf);
        rev_check(call, r->dt, drbuf);
        free(r);
        return;
    }
    int me, n = r->count, m = W + 1;
    MPI_Comm_rank(r->comm, &me);
    int holds = r->root < 0 || me == r->root;
    size_t es = elem_size(ek);
    void *in = holds ? lpack(ek, drbuf, tdrbufs, W, n) : calloc((size_t)n * m + 1, es);
    void *g = malloc((size_t)n * m * es + 1);
    if (r->root < 0) MPI_Allreduce(in, g, n * m, r->dt, MPI_SUM, r->comm);
    else {
        if (me == r->root) memcpy(g, in, (size_t)n * m * es);
        MPI_Bcast(g, n * m, r->dt, r->root, r->comm);
    }
    if (holds) lvzero(ek, drbuf, tdrbufs, W, n);
    void *dx = r->in_place ? drbuf : dsbuf;
    void **tdx = r->in_place ? tdrbufs : tdsbufs;
    for (int k = 0; k < m; k++) {
        void *d = k == 0 ? dx : (tdx ? tdx[k - 1] : NULL);
        if (!d) continue;
        for (long i = 0; i < n; i++) {
            double f = r->kind == OP_SUM    ? 1.0
                       : r->kind == OP_PROD ? get(ek, r->factor, i)
                       : ((char *)r->factor)[i] ? 1.0 : 0.0;
            double v = get(ek, d, i) + f * get(ek, g, k * (long)n + i);
            if (k > 0 && r->tfactor) v += get(ek, r->tfactor, (k - 1) * (long)n + i) * get(ek, g, i);
            put(ek, d, i, v);
        }
    }
    free(in); free(g); free(r->factor); free(r->tfactor); free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* Bcast (the augmented sweep runs the primal MPI_Bcast, whose forward rule gives its tangent)  */

/* __mpiad_rev_bcast with lanes: the root gets the sum of [dbuf | lanes], the others zero them */
void __mpiad_fwdrev_bcast(void *dbuf, void **tdbufs, int W, int count, MPI_Datatype dt, int root,
                          MPI_Comm comm) {
    so2_side S;
    if (so2_open(&S, "MPI_Bcast", dt, count, dbuf, tdbufs, W, 0)) {
        __mpiad_fwdrev_bcast(S.b, S.t, W, S.L.n, S.L.base, root, comm);
        so2_close(&S, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(dt);
    if (!ek) { rev_check("MPI_Bcast", dt, dbuf); return; }
    int me, m = W + 1;
    MPI_Comm_rank(comm, &me);
    void *in = lpack(ek, dbuf, tdbufs, W, count);
    void *tot = calloc((size_t)count * m + 1, elem_size(ek));
    MPI_Reduce(in, tot, count * m, dt, MPI_SUM, root, comm);
    lvzero(ek, dbuf, tdbufs, W, count);
    if (me == root) lvadd(ek, dbuf, tdbufs, W, tot, count);
    free(in); free(tot);
}

/* ------------------------------------------------------------------------------------------ */
/* Send / Recv / Sendrecv (the augmented sweep runs a Send as is: its forward rule applies)     */

static mpiad_src *src_rec(const MPI_Status *st) {
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st->MPI_SOURCE;
    s->tag = st->MPI_TAG;
    s->n = -1;
    return s;
}

void __mpiad_fwdrev_send(void *dbuf, void **tdbufs, int W, int count, MPI_Datatype dt, int dest,
                         int tag, MPI_Comm comm) {
    coll_flush();
    so2_side S;
    if (so2_open(&S, "MPI_Send", dt, count, dbuf, tdbufs, W, 1)) {
        __mpiad_fwdrev_send(S.b, S.t, W, S.L.n, S.L.base, dest, tag, comm);
        so2_close(&S, 1);
        return;
    }
    int ek = elem_kind(dt);
    if (!ek) { rev_check("MPI_Send", dt, dbuf); return; }
    void *tmp = calloc((size_t)count * (W + 1) + 1, elem_size(ek));
    adj_recv(tmp, count * (W + 1), dt, dest, adj_tag("MPI_Send", tag), comm);
    lvadd(ek, dbuf, tdbufs, W, tmp, count);
    free(tmp);
}

void *__mpiad_fwdaug_recv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src,
                          int tag, MPI_Comm comm, MPI_Status *status) {
    MPI_Status st;
    __mpiad_fwd_recv(buf, dbufs, W, count, dt, src, tag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return src_rec(&st);
}

void __mpiad_fwdrev_recv(void *rec, void *dbuf, void **tdbufs, int W, int count, MPI_Datatype dt,
                         MPI_Comm comm) {
    so2_side S;
    if (so2_open(&S, "MPI_Recv", dt, count, dbuf, tdbufs, W, 0)) {
        __mpiad_fwdrev_recv(rec, S.b, S.t, W, S.L.n, S.L.base, comm);
        so2_close(&S, 1);
        return;
    }
    coll_flush();
    mpiad_src *s = rec;
    int ek = elem_kind(dt);
    rev_check("MPI_Recv", dt, dbuf);
    if (ek) {
        void *p = lpack(ek, dbuf, tdbufs, W, count);
        MPI_Send(p, count * (W + 1), dt, s->peer, adj_tag("MPI_Recv", s->tag), comm);
        if (s->peer != MPI_PROC_NULL) lvzero(ek, dbuf, tdbufs, W, count);
        free(p);
    }
    free(s);
}

void *__mpiad_fwdaug_sendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                              int dest, int stag, void *rbuf, void **drbufs, int rcount,
                              MPI_Datatype rdt, int src, int rtag, MPI_Comm comm,
                              MPI_Status *status, int W) {
    MPI_Status st;
    __mpiad_fwd_sendrecv(sbuf, dsbufs, scount, sdt, dest, stag, rbuf, drbufs, rcount, rdt, src,
                         rtag, comm, &st, W);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return src_rec(&st);
}

void __mpiad_fwdrev_sendrecv(void *rec, void *dsbuf, void **tdsbufs, int scount, MPI_Datatype sdt,
                             int dest, int stag, void *drbuf, void **tdrbufs, int rcount,
                             MPI_Datatype rdt, MPI_Comm comm, int W) {
    so2_side S, R;
    int sl = so2_open(&S, "MPI_Sendrecv", sdt, scount, dsbuf, tdsbufs, W, 1);
    int rl = so2_open(&R, "MPI_Sendrecv", rdt, rcount, drbuf, tdrbufs, W, 0);
    if (sl || rl) {  /* on contiguous copies: the send side's added into, the receive side's read */
        __mpiad_fwdrev_sendrecv(rec, S.b, S.t, sl ? S.L.n : scount, sl ? S.L.base : sdt, dest,
                                stag, R.b, R.t, rl ? R.L.n : rcount, rl ? R.L.base : rdt, comm, W);
        so2_close(&S, 1);
        so2_close(&R, 1);
        return;
    }
    coll_flush();
    mpiad_src *s = rec;
    int sk = elem_kind(sdt), rk = elem_kind(rdt), m = W + 1;
    rev_check("MPI_Sendrecv", sdt, dsbuf);
    rev_check("MPI_Sendrecv", rdt, drbuf);
    void *tmp = sk ? calloc((size_t)scount * m + 1, elem_size(sk)) : NULL;
    void *out = rk ? lpack(rk, drbuf, tdrbufs, W, rcount) : NULL;
    adj_sendrecv(out, rk ? rcount * m : 0, rdt, rk ? s->peer : MPI_PROC_NULL,
                 rk ? adj_tag("MPI_Sendrecv", s->tag) : 0, tmp, sk ? scount * m : 0, sdt,
                 sk ? dest : MPI_PROC_NULL, sk ? adj_tag("MPI_Sendrecv", stag) : 0, comm);
    if (rk && s->peer != MPI_PROC_NULL) lvzero(rk, drbuf, tdrbufs, W, rcount);
    if (sk) lvadd(sk, dsbuf, tdsbufs, W, tmp, scount);
    free(tmp); free(out); free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* Isend / Irecv and their completion by Wait / Waitall                                       */

/* The primal request carries the forward-mode tangent (a fused message, or a shadow request in
 * the forward table); the reverse record (REQ_REV, same handle) carries the tangent lanes of its
 * adjoint buffer, which p2p_post / rev_isend / rev_irecv move with the adjoint. The reverse
 * helpers themselves (rev_wait, rev_waitall, rev_isend, rev_irecv) are called unchanged. */
static void *so2_rreq(int kind, void *dbuf, void **tdbufs, int W, int count, MPI_Datatype dt,
                      int peer, int tag, MPI_Comm comm, MPI_Request *req) {
    const char *call = kind == MPIAD_ISEND ? "MPI_Isend" : "MPI_Irecv";
    mpiad_rreq *r = calloc(1, sizeof *r);
    int ek = elem_kind(dt);
    if (!ek) ek = aug_layout(r, &count, &dt);  /* derived: its layout on dbuf, base elements */
    if (!ek) { free(r); if (dbuf) check_active(call, dt, &dbuf); return NULL; }
    r->kind = kind; r->ek = ek; r->count = count; r->dt = dt; r->peer = peer; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    r->W2 = W;
    r->tdbufs = calloc((size_t)W + 1, sizeof(void *));
    if (tdbufs) memcpy(r->tdbufs, tdbufs, sizeof(void *) * W);
    chan_number(r);
    req_put(REQ_REV, *req, r);
    return r;
}

void *__mpiad_fwdaug_isend(const void *buf, void **bufs, void *dbuf, void **tdbufs, int W,
                           int count, MPI_Datatype dt, int dest, int tag, MPI_Comm comm,
                           MPI_Request *req) {
    __mpiad_fwd_isend(buf, bufs, W, count, dt, dest, tag, comm, req);
    return so2_rreq(MPIAD_ISEND, dbuf, tdbufs, W, count, dt, dest, tag, comm, req);
}

void *__mpiad_fwdaug_irecv(void *buf, void **bufs, void *dbuf, void **tdbufs, int W, int count,
                           MPI_Datatype dt, int src, int tag, MPI_Comm comm, MPI_Request *req) {
    __mpiad_fwd_irecv(buf, bufs, W, count, dt, src, tag, comm, req);
    return so2_rreq(MPIAD_IRECV, dbuf, tdbufs, W, count, dt, src, tag, comm, req);
}

/* Isendrecv / Isendrecv_replace: the forward call posts the primal with its tangent (the
 * receive as the user's request, the send kept in its forward record); the reverse records are
 * isr_aug's without the primal: the receive's, its send's the pair, each with its adjoint
 * buffer's lanes, which __mpiad_rev_wait / __mpiad_rev_isendrecv (unchanged) move with the
 * adjoint (_replace: both halves' lanes are buf's: the receive's are zeroed, then the send's
 * added, as the adjoint itself) */
static void so2_lanes_to(mpiad_rreq *r, void **tdbufs, int W) {
    if (!r) return;
    r->W2 = W;
    r->tdbufs = calloc((size_t)W + 1, sizeof(void *));
    if (tdbufs) memcpy(r->tdbufs, tdbufs, sizeof(void *) * W);
}

static void *so2_isr(int replace, const void *sbuf, void **sl, void *dsbuf, void **tds,
                     int scount, MPI_Datatype sdt, int dest, int stag, void *rbuf, void **rl,
                     void *drbuf, void **tdr, int rcount, MPI_Datatype rdt, int src, int rtag,
                     MPI_Comm comm, MPI_Request *req, int W) {
    const char *call = replace ? "MPI_Isendrecv_replace" : "MPI_Isendrecv";
    isr_fwd(replace, sbuf, sl, scount, sdt, dest, stag, rbuf, rl, rcount, rdt, src, rtag, comm,
            req, W);
    mpiad_rreq *s = isr_half(call, MPIAD_ISEND, dsbuf, scount, sdt, dest, stag, comm);
    mpiad_rreq *r = isr_half(call, MPIAD_IRECV, drbuf, rcount, rdt, src, rtag, comm);
    so2_lanes_to(s, tds, W);
    so2_lanes_to(r, tdr, W);
    if (r) r->pair = s;
    else r = s;
    if (r) req_put(REQ_REV, *req, r);
    return r;
}

void *__mpiad_fwdaug_isendrecv(const void *sbuf, void **sl, void *dsbuf, void **tds, int scount,
                               MPI_Datatype sdt, int dest, int stag, void *rbuf, void **rl,
                               void *drbuf, void **tdr, int rcount, MPI_Datatype rdt, int src,
                               int rtag, MPI_Comm comm, MPI_Request *req, int W) {
    return so2_isr(0, sbuf, sl, dsbuf, tds, scount, sdt, dest, stag, rbuf, rl, drbuf, tdr, rcount,
                   rdt, src, rtag, comm, req, W);
}

void *__mpiad_fwdaug_isendrecv_replace(void *buf, void **bl, void *dbuf, void **tdb, int count,
                                       MPI_Datatype dt, int dest, int stag, int src, int rtag,
                                       MPI_Comm comm, MPI_Request *req, int W) {
    return so2_isr(1, buf, bl, dbuf, tdb, count, dt, dest, stag, buf, bl, dbuf, tdb, count, dt,
                   src, rtag, comm, req, W);
}

/* a request completed with status st: finish its tangent, note its reverse record */
static mpiad_rreq *so2_complete(MPI_Request h, MPI_Status *st) {
    if (h == MPI_REQUEST_NULL) return NULL;
    fwd_complete(req_take(REQ_FWD, h), st);
    mpiad_rreq *r = req_take(REQ_REV, h);
    aug_complete(r, st);
    return r;
}

void *__mpiad_fwdaug_wait(MPI_Request *req, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    MPI_Wait(req, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return so2_complete(h, &st);
}

void *__mpiad_fwdaug_waitall(int n, MPI_Request *reqs, MPI_Status *statuses) {
    return aug_waitall_with(n, reqs, statuses, so2_complete);
}

/* ------------------------------------------------------------------------------------------ */
/* Sendrecv_replace: buf's old value x went to dest, its new value y came from src              */

void *__mpiad_fwdaug_sendrecv_replace(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                                      int dest, int stag, int src, int rtag, MPI_Comm comm,
                                      MPI_Status *status) {
    so2_no_mixed("MPI_Sendrecv_replace", dt, count);
    MPI_Status st;
    __mpiad_fwd_sendrecv_replace(buf, dbufs, W, count, dt, dest, stag, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return src_rec(&st);
}

/* __mpiad_rev_sendrecv_replace with lanes: [dbuf | lanes] goes back to the source, x's
 * [adjoint | lanes] comes from dest and replaces them (is added, when the source was
 * MPI_PROC_NULL and buf kept its value) */
void __mpiad_fwdrev_sendrecv_replace(void *rec, void *dbuf, void **tdbufs, int W, int count,
                                     MPI_Datatype dt, int dest, int stag, MPI_Comm comm) {
    so2_side S;
    so2_no_mixed("MPI_Sendrecv_replace", dt, count);  /* as first derivatives do */
    if (so2_open(&S, "MPI_Sendrecv_replace", dt, count, dbuf, tdbufs, W, 0)) {
        __mpiad_fwdrev_sendrecv_replace(rec, S.b, S.t, W, S.L.n, S.L.base, dest, stag, comm);
        so2_close(&S, 1);
        return;
    }
    coll_flush();
    mpiad_src *s = rec;
    int ek = elem_kind(dt);
    rev_check("MPI_Sendrecv_replace", dt, dbuf);
    if (ek) {
        int m = W + 1;
        void *out = lpack(ek, dbuf, tdbufs, W, count);
        void *tmp = calloc((size_t)count * m + 1, elem_size(ek));
        adj_sendrecv(out, count * m, dt, s->peer, adj_tag("MPI_Sendrecv_replace", s->tag), tmp,
                     count * m, dt, dest, adj_tag("MPI_Sendrecv_replace", stag), comm);
        if (s->peer != MPI_PROC_NULL) lvzero(ek, dbuf, tdbufs, W, count);
        lvadd(ek, dbuf, tdbufs, W, tmp, count);
        free(out); free(tmp);
    }
    free(s);
}
