/* Blocking point to point: Send (Ssend, Bsend, Rsend), Recv, Sendrecv, Sendrecv_replace.
 * Uses common.h and fusion.c. */

/* record of a blocking receive for its reverse: where the message actually came from */
typedef struct { int peer, tag, n; } mpiad_src;  /* n: the elements received; -1: the count */

/* ------------------------------------------------------------------------------------------ */
/* MPI_Send / Ssend / Bsend / Rsend                                                           */

/* The receiver's buffer becomes x. Tangent: dx travels to dest with the primal (fused) or right
 * after it. Adjoint (the augmented sweep runs the primal send as is): the receiver sends back the
 * adjoint of what it received; it is added into dx. */

int __mpiad_fwd_send(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                     int tag, MPI_Comm comm, int sync) {
    layout L;
    if (layout_mixed(dt, count, &L)) {  /* the primal as is, then the lanes */
        int rc = sync ? MPI_Ssend(buf, count, dt, dest, tag, comm)
                      : MPI_Send(buf, count, dt, dest, tag, comm);
        void *p = mix_pack(&L, dbufs, W);
        MPI_Send(p, L.n * W, L.base, dest, tag, comm);
        free(p); free(L.off);
        return rc;
    }
    if (layout_of(dt, count, &L)) {  /* a derived datatype: its elements, contiguous */
        if (!fused()) lay_need_fused(sync ? "MPI_Ssend" : "MPI_Send");
        void *b = lay_gather(&L, buf);
        void **d = lay_gather_lanes(&L, dbufs, W);
        int rc = __mpiad_fwd_send(b, d, W, L.n, L.base, dest, tag, comm, sync);
        free(b); lay_free_lanes(d, W); free(L.off);
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_send(buf, dbufs, W, count, dt, dest, tag, comm, sync, ek);
    int rc = sync ? MPI_Ssend(buf, count, dt, dest, tag, comm) : MPI_Send(buf, count, dt, dest, tag, comm);
    check_active(sync ? "MPI_Ssend" : "MPI_Send", dt, dbufs);
    if (!ek) return rc;
    void *p = pack(ek, dbufs, W, count);
    MPI_Send(p, count * W, dt, dest, tag, comm);
    free(p);
    return rc;
}

void __mpiad_rev_send(void *dbuf, int count, MPI_Datatype dt, int dest, int tag, MPI_Comm comm) {
    coll_flush();
    layout L;
    if (layout_any(dt, count, &L)) {  /* only the shadows travel: mixed ones too */
        void *tmp = calloc((size_t)L.n + 1, elem_size(L.ek));
        adj_recv(tmp, L.n, L.base, dest, adj_tag("MPI_Send", tag), comm);
        lay_scatter(&L, tmp, dbuf, 1, L.n);
        free(tmp); free(L.off);
        return;
    }
    int ek = elem_kind(dt);
    if (!ek) { rev_check("MPI_Send", dt, dbuf); return; }
    void *tmp = calloc((size_t)count + 1, elem_size(ek));
    adj_recv(tmp, count, dt, dest, adj_tag("MPI_Send", tag), comm);
    vadd(ek, dbuf, tmp, count);
    free(tmp);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Recv                                                                                   */

/* buf = what the source sent. Tangent: received with the primal (fused) or right after it, from
 * the actual source and tag. Augmented: records that source and tag. Adjoint: dbuf goes back to
 * the source (which adds it to its dx), then dbuf is zeroed (the receive overwrote buf). */

int __mpiad_fwd_recv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src, int tag,
                     MPI_Comm comm, MPI_Status *status) {
    layout L;
    if (layout_mixed(dt, count, &L)) {  /* the primal as is, then the lanes */
        MPI_Status st;
        int rc = MPI_Recv(buf, count, dt, src, tag, comm, &st);
        if (status != MPI_STATUS_IGNORE) *status = st;
        int n = mix_got(&L, &st, dt, count);
        void *p = malloc((size_t)n * W * elem_size(L.ek) + 1);
        MPI_Recv(p, n * W, L.base, st.MPI_SOURCE, st.MPI_TAG, comm, MPI_STATUS_IGNORE);
        if (st.MPI_SOURCE != MPI_PROC_NULL) mix_unpack(&L, dbufs, W, p, n);
        free(p); free(L.off);
        return rc;
    }
    if (layout_of(dt, count, &L)) {  /* received contiguous, scattered into the layout */
        if (!fused()) lay_need_fused("MPI_Recv");
        lay_recv *q = lay_recv_new(&L, buf, dbufs, W);
        MPI_Status st;
        int rc = __mpiad_fwd_recv(q->b, q->d, W, L.n, L.base, src, tag, comm, &st);
        lay_recv_done(q, lay_received(&st, L.base));
        if (status != MPI_STATUS_IGNORE) *status = st;
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_recv(buf, dbufs, W, count, dt, src, tag, comm, status, ek);
    MPI_Status st;
    int rc = MPI_Recv(buf, count, dt, src, tag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    check_active("MPI_Recv", dt, dbufs);
    if (!ek) return rc;
    int n = got_count(&st, dt, count);
    void *p = malloc((size_t)n * W * elem_size(ek) + 1);
    MPI_Recv(p, n * W, dt, st.MPI_SOURCE, st.MPI_TAG, comm, MPI_STATUS_IGNORE);
    if (st.MPI_SOURCE != MPI_PROC_NULL) unpack(ek, dbufs, W, n, p);
    free(p);
    return rc;
}

void *__mpiad_aug_recv(void *buf, int count, MPI_Datatype dt, int src, int tag, MPI_Comm comm,
                       MPI_Status *status) {
    MPI_Status st;
    aug_wild_recv(buf, count, dt, src, tag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    s->n = elem_kind(dt) ? got_count(&st, dt, count) : -1;
    return s;
}

void __mpiad_rev_recv(void *rec, void *dbuf, int count, MPI_Datatype dt, MPI_Comm comm) {
    coll_flush();
    mpiad_src *s = rec;
    layout L;
    if (layout_any(dt, count, &L)) {  /* dbuf's elements go back, then are zeroed */
        void *tmp = dbuf ? lay_gather(&L, dbuf) : calloc((size_t)L.n + 1, elem_size(L.ek));
        MPI_Send(tmp, L.n, L.base, s->peer, adj_tag("MPI_Recv", s->tag), comm);
        if (s->peer != MPI_PROC_NULL) lay_scatter(&L, NULL, dbuf, 0, L.n);
        free(tmp); free(L.off); free(s);
        return;
    }
    int ek = elem_kind(dt);
    rev_check("MPI_Recv", dt, dbuf);
    if (ek) {
        if (s->n >= 0) count = s->n;
        void *z = dbuf ? NULL : calloc((size_t)count + 1, elem_size(ek));
        MPI_Send(dbuf ? dbuf : z, count, dt, s->peer, adj_tag("MPI_Recv", s->tag), comm);
        if (s->peer != MPI_PROC_NULL) vzero(ek, dbuf, count);
        free(z);
    }
    free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Sendrecv                                                                               */

/* A send of sbuf to dest and a receive into rbuf from src at once: the derivatives of Send and
 * Recv, in one call each way. */

/* one side of a Sendrecv with a mixed datatype: the layout of its floating elements (of a plain
 * MPI_DOUBLE / MPI_FLOAT too); 0 when it carries none */
static int mix_side(MPI_Datatype dt, int count, layout *L) {
    int ek = elem_kind(dt);
    if (!ek) return layout_any(dt, count, L);
    L->ek = ek; L->n = count; L->base = dt; L->mixed = 0;
    L->off = malloc(sizeof(long) * ((size_t)count + 1));
    for (int i = 0; i < count; i++) L->off[i] = (long)(i * elem_size(ek));
    return 1;
}

/* a side of a mixed datatype makes the call unfused: the primals travel with the user's
 * datatypes, then the lanes of both sides in a second Sendrecv. A side of one floating kind
 * travels the same way only when messages are not fused (its peer fuses them otherwise). */
static int mix_sendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, int dest,
                        int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt, int src,
                        int rtag, MPI_Comm comm, MPI_Status *status, int W) {
    layout SL, RL;
    int sl = mix_side(sdt, scount, &SL), rl = mix_side(rdt, rcount, &RL);
    if (fused() && ((sl && !SL.mixed) || (rl && !RL.mixed)))
        __mpiad_fail("MPI_Sendrecv", "one side's datatype mixes floating and integer members and "
                     "the other's is floating: use mixed datatypes on both sides (or "
                     "MPIAD_FUSE=0)", 0);
    if (!sl) check_active("MPI_Sendrecv", sdt, dsbufs);
    if (!rl) check_active("MPI_Sendrecv", rdt, drbufs);
    MPI_Status st;
    int rc = MPI_Sendrecv(sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    void *sp = sl ? mix_pack(&SL, dsbufs, W) : NULL;
    int rn = rl ? mix_got(&RL, &st, rdt, rcount) : 0;
    void *rp = rl ? malloc((size_t)rn * W * elem_size(RL.ek) + 1) : NULL;
    MPI_Sendrecv(sp, sl ? SL.n * W : 0, sl ? SL.base : MPI_DOUBLE, sl ? dest : MPI_PROC_NULL, stag,
                 rp, rn * W, rl ? RL.base : MPI_DOUBLE, rl ? st.MPI_SOURCE : MPI_PROC_NULL,
                 rl && st.MPI_SOURCE != MPI_PROC_NULL ? st.MPI_TAG : 0, comm, MPI_STATUS_IGNORE);
    if (rl && st.MPI_SOURCE != MPI_PROC_NULL) mix_unpack(&RL, drbufs, W, rp, rn);
    free(sp); free(rp);
    if (sl) free(SL.off);
    if (rl) free(RL.off);
    return rc;
}

int __mpiad_fwd_sendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, int dest,
                         int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt,
                         int src, int rtag, MPI_Comm comm, MPI_Status *status, int W) {
    layout SL, RL;
    int sl = layout_mixed(sdt, scount, &SL), rl = layout_mixed(rdt, rcount, &RL);
    if (sl || rl) {
        if (sl) free(SL.off);
        if (rl) free(RL.off);
        return mix_sendrecv(sbuf, dsbufs, scount, sdt, dest, stag, rbuf, drbufs, rcount, rdt, src,
                            rtag, comm, status, W);
    }
    sl = layout_of(sdt, scount, &SL);
    rl = layout_of(rdt, rcount, &RL);
    if (sl || rl) {  /* derived datatypes: their elements, contiguous, as one fused message */
        if (!fused()) lay_need_fused("MPI_Sendrecv");
        void *b = sl ? lay_gather(&SL, sbuf) : NULL;
        void **d = sl ? lay_gather_lanes(&SL, dsbufs, W) : NULL;
        lay_recv *q = rl ? lay_recv_new(&RL, rbuf, drbufs, W) : NULL;
        MPI_Status st;
        int rc = __mpiad_fwd_sendrecv(sl ? b : sbuf, sl ? d : dsbufs, sl ? SL.n : scount,
                                      sl ? SL.base : sdt, dest, stag, rl ? q->b : rbuf,
                                      rl ? q->d : drbufs, rl ? RL.n : rcount, rl ? RL.base : rdt,
                                      src, rtag, comm, &st, W);
        if (q) lay_recv_done(q, lay_received(&st, RL.base));
        if (sl) { free(b); lay_free_lanes(d, W); free(SL.off); }
        if (status != MPI_STATUS_IGNORE) *status = st;
        return rc;
    }
    int sk = elem_kind(sdt), rk = elem_kind(rdt);
    if ((sk || rk) && fused()) {
        if (!sk) check_active("MPI_Sendrecv", sdt, dsbufs);
        if (!rk) check_active("MPI_Sendrecv", rdt, drbufs);
        return fused_sendrecv(sbuf, dsbufs, scount, sdt, dest, stag, rbuf, drbufs, rcount, rdt,
                              src, rtag, comm, status, W, sk, rk);
    }
    MPI_Status st;
    int rc = MPI_Sendrecv(sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    check_active("MPI_Sendrecv", sdt, dsbufs);
    check_active("MPI_Sendrecv", rdt, drbufs);
    if (!sk && !rk) return rc;
    void *sp = sk ? pack(sk, dsbufs, W, scount) : NULL;
    int rn = rk ? got_count(&st, rdt, rcount) : 0;
    void *rp = rk ? malloc((size_t)rn * W * elem_size(rk) + 1) : NULL;
    MPI_Sendrecv(sk ? sp : sbuf, sk ? scount * W : 0, sdt, sk ? dest : MPI_PROC_NULL, stag,
                 rk ? rp : rbuf, rk ? rn * W : 0, rdt,
                 rk ? (src == MPI_ANY_SOURCE ? st.MPI_SOURCE : src) : MPI_PROC_NULL,
                 rtag == MPI_ANY_TAG ? st.MPI_TAG : rtag, comm, MPI_STATUS_IGNORE);
    if (rk && st.MPI_SOURCE != MPI_PROC_NULL) unpack(rk, drbufs, W, rn, rp);
    free(sp);
    free(rp);
    return rc;
}

void *__mpiad_aug_sendrecv(const void *sbuf, int scount, MPI_Datatype sdt, int dest, int stag,
                           void *rbuf, int rcount, MPI_Datatype rdt, int src, int rtag,
                           MPI_Comm comm, MPI_Status *status) {
    MPI_Status st;
    aug_wild_sendrecv(sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    s->n = elem_kind(rdt) ? got_count(&st, rdt, rcount) : -1;
    return s;
}

/* y(rbuf) came from src, x(sbuf) went to dest: send dy back to src, receive dx's adjoint from dest */
void __mpiad_rev_sendrecv(void *rec, void *dsbuf, int scount, MPI_Datatype sdt, int dest, int stag,
                          void *drbuf, int rcount, MPI_Datatype rdt, MPI_Comm comm) {
    coll_flush();
    layout SL, RL;
    int sl = layout_any(sdt, scount, &SL), rl = layout_any(rdt, rcount, &RL);
    if (sl || rl) {
        /* derived datatypes (mixed ones too: only the shadows travel): the adjoint of their elements, gathered into contiguous copies of
         * the shadows, and scattered back (the reverse writes only elements of the layouts) */
        int ns = sl ? SL.n : scount, nr = rl ? RL.n : rcount;
        void *gs = sl ? (dsbuf ? lay_gather(&SL, dsbuf) : NULL) : dsbuf;
        void *gr = rl ? (drbuf ? lay_gather(&RL, drbuf) : NULL) : drbuf;
        __mpiad_rev_sendrecv(rec, gs, ns, sl ? SL.base : sdt, dest, stag, gr, nr,
                             rl ? RL.base : rdt, comm);
        if (sl) { lay_scatter(&SL, gs, dsbuf, 0, ns); free(gs); free(SL.off); }
        if (rl) { lay_scatter(&RL, gr, drbuf, 0, nr); free(gr); free(RL.off); }
        return;
    }
    mpiad_src *s = rec;
    int sk = elem_kind(sdt), rk = elem_kind(rdt);
    if (s->n >= 0) rcount = s->n;
    rev_check("MPI_Sendrecv", sdt, dsbuf);
    rev_check("MPI_Sendrecv", rdt, drbuf);
    void *tmp = sk ? calloc((size_t)scount + 1, elem_size(sk)) : NULL;
    void *z = (rk && !drbuf) ? calloc((size_t)rcount + 1, elem_size(rk)) : NULL;
    adj_sendrecv(rk ? (drbuf ? drbuf : z) : NULL, rk ? rcount : 0, rdt,
                 rk ? s->peer : MPI_PROC_NULL, rk ? adj_tag("MPI_Sendrecv", s->tag) : 0,
                 tmp, sk ? scount : 0, sdt, sk ? dest : MPI_PROC_NULL,
                 sk ? adj_tag("MPI_Sendrecv", stag) : 0, comm);
    if (rk && s->peer != MPI_PROC_NULL) vzero(rk, drbuf, rcount);
    if (sk) vadd(sk, dsbuf, tmp, scount);
    free(tmp); free(z); free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Sendrecv_replace                                                                       */

/* buf's old value goes to dest, its new value comes from src. Tangent: dbuf travels the same way.
 * Adjoint: dbuf goes back to src while the adjoint of the old value comes from dest and replaces
 * dbuf (is added to it when src was MPI_PROC_NULL and buf kept its value). */

int __mpiad_fwd_sendrecv_replace(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                                 int dest, int stag, int src, int rtag, MPI_Comm comm,
                                 MPI_Status *status) {
    layout L;
    if (layout_of(dt, count, &L)) {  /* its elements, contiguous, then back into the layout */
        if (!fused()) lay_need_fused("MPI_Sendrecv_replace");
        lay_recv *q = lay_recv_new(&L, buf, dbufs, W);
        void *b = lay_gather(&L, buf);
        memcpy(q->b, b, (size_t)L.n * elem_size(L.ek));
        free(b);
        for (int k = 0; q->d && k < W; k++) {
            void *g = dbufs[k] ? lay_gather(&L, dbufs[k]) : NULL;
            if (g) memcpy(q->d[k], g, (size_t)L.n * elem_size(L.ek));
            else memset(q->d[k], 0, (size_t)L.n * elem_size(L.ek));
            free(g);
        }
        MPI_Status st;
        int rc = __mpiad_fwd_sendrecv_replace(q->b, q->d, W, L.n, L.base, dest, stag, src, rtag,
                                              comm, &st);
        /* MPI_PROC_NULL as the source: buf keeps its value, as do the copies */
        lay_recv_done(q, st.MPI_SOURCE == MPI_PROC_NULL ? q->L.n : lay_received(&st, L.base));
        if (status != MPI_STATUS_IGNORE) *status = st;
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused())
        return fused_sendrecv_replace(buf, dbufs, W, count, dt, dest, stag, src, rtag, comm, status, ek);
    MPI_Status st;
    int rc = MPI_Sendrecv_replace(buf, count, dt, dest, stag, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    check_active("MPI_Sendrecv_replace", dt, dbufs);
    if (!ek) return rc;
    void *p = pack(ek, dbufs, W, count);
    MPI_Sendrecv_replace(p, count * W, dt, dest, stag, st.MPI_SOURCE,
                         st.MPI_SOURCE == MPI_PROC_NULL ? 0 : st.MPI_TAG, comm, MPI_STATUS_IGNORE);
    if (st.MPI_SOURCE != MPI_PROC_NULL) unpack(ek, dbufs, W, count, p);
    free(p);
    return rc;
}

void *__mpiad_aug_sendrecv_replace(void *buf, int count, MPI_Datatype dt, int dest, int stag,
                                   int src, int rtag, MPI_Comm comm, MPI_Status *status) {
    MPI_Status st;
    MPI_Sendrecv_replace(buf, count, dt, dest, stag, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    s->n = -1;
    return s;
}

/* buf's old value x went to dest, its new value y came from src (or stayed, for MPI_PROC_NULL) */
void __mpiad_rev_sendrecv_replace(void *rec, void *dbuf, int count, MPI_Datatype dt, int dest,
                                  int stag, MPI_Comm comm) {
    coll_flush();
    layout L;
    if (layout_of(dt, count, &L)) {  /* on a contiguous copy of dbuf's elements */
        void *g = dbuf ? lay_gather(&L, dbuf) : NULL;
        __mpiad_rev_sendrecv_replace(rec, g, L.n, L.base, dest, stag, comm);
        lay_scatter(&L, g, dbuf, 0, L.n);
        free(g); free(L.off);
        return;
    }
    mpiad_src *s = rec;
    int ek = elem_kind(dt);
    rev_check("MPI_Sendrecv_replace", dt, dbuf);
    if (ek) {
        size_t es = elem_size(ek);
        void *tmp = calloc((size_t)count + 1, es);
        void *z = dbuf ? NULL : calloc((size_t)count + 1, es);
        adj_sendrecv(dbuf ? dbuf : z, count, dt, s->peer, adj_tag("MPI_Sendrecv_replace", s->tag),
                     tmp, count, dt, dest, adj_tag("MPI_Sendrecv_replace", stag), comm);
        if (dbuf) {
            if (s->peer != MPI_PROC_NULL) memcpy(dbuf, tmp, (size_t)count * es);
            else vadd(ek, dbuf, tmp, count);
        }
        free(tmp); free(z);
    }
    free(s);
}
