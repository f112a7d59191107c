/* Nonblocking point to point: Isend (Ibsend, Irsend, Issend), Irecv, Isendrecv(_replace) and the
 * calls that complete them (Wait, Waitall, Test, Testall, Waitany, Testany, Waitsome, Testsome), Request_get_status.
 * Uses common.h, requests.c and fusion.c.
 *
 * Forward mode puts a record (requests.c) in the table at Isend / Irecv; the completion call takes
 * it by the primal handle and finishes the tangent's communication. Reverse mode: the augmented
 * Isend / Irecv put a record, the augmented completion takes it and returns it to the tape; the
 * completion's reverse (`__mpiad_rev_wait`) starts the adjoint communication and the reverse of the
 * Isend / Irecv itself finishes it, as the primal's order mirrored requires. */

/* ------------------------------------------------------------------------------------------ */
/* MPI_Isend / Ibsend / Irsend / Issend                                                       */

/* Tangent: dx travels to dest in the fused request or in a second (shadow) request, completed
 * with the primal's. Adjoint: the completion's reverse posts the receive of the adjoint from
 * dest; the reverse of the Isend waits for it and adds it into dx. */

int __mpiad_fwd_isend(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                      int tag, MPI_Comm comm, MPI_Request *req) {
    layout L;
    if (layout_mixed(dt, count, &L)) {  /* the primal as is, the lanes in a second request */
        int rc = MPI_Isend(buf, count, dt, dest, tag, comm, req);
        if (rc != MPI_SUCCESS) { free(L.off); return rc; }
        mpiad_req *r = calloc(1, sizeof *r);
        r->kind = MPIAD_ISEND; r->ek = L.ek; r->count = count; r->W = W; r->dt = dt;
        r->tmp = mix_pack(&L, dbufs, W);
        MPI_Isend(r->tmp, L.n * W, L.base, dest, tag, comm, &r->sreq);
        free(L.off);
        req_put(REQ_FWD, *req, r);
        return rc;
    }
    if (layout_of(dt, count, &L)) {  /* the fused message copies the gathered elements */
        if (!fused()) lay_need_fused("MPI_Isend");
        void *b = lay_gather(&L, buf);
        void **d = lay_gather_lanes(&L, dbufs, W);
        int rc = fused_isend(b, d, W, L.n, L.base, dest, tag, comm, req, L.ek);
        free(b); lay_free_lanes(d, W); free(L.off);
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_isend(buf, dbufs, W, count, dt, dest, tag, comm, req, ek);
    int rc = MPI_Isend(buf, count, dt, dest, tag, comm, req);
    check_active("MPI_Isend", dt, dbufs);
    if (!ek || rc != MPI_SUCCESS) return rc;
    mpiad_req *r = calloc(1, sizeof *r);
    r->kind = MPIAD_ISEND; r->ek = ek; r->count = count; r->W = W; r->dt = dt;
    r->tmp = pack(ek, dbufs, W, count);
    MPI_Isend(r->tmp, count * W, dt, dest, tag, comm, &r->sreq);
    req_put(REQ_FWD, *req, r);
    return rc;
}

/* a derived datatype: the record counts its base elements, its layout places them in dbuf */
static int aug_layout(mpiad_rreq *r, int *count, MPI_Datatype *dt) {
    layout L;
    if (!layout_any(*dt, *count, &L)) return 0;  /* only shadows travel: mixed ones too */
    r->lay = malloc(sizeof L);
    memcpy(r->lay, &L, sizeof L);
    *count = L.n;
    *dt = L.base;
    return L.ek;
}

static void rreq_free(mpiad_rreq *r) {
    if (r->lay) free(((layout *)r->lay)->off);
    free(r->lay); free(r->tmp); free(r->tdbufs); free(r);
}

void *__mpiad_aug_isend(const void *buf, void *dbuf, int count, MPI_Datatype dt, int dest, int tag,
                        MPI_Comm comm, MPI_Request *req) {
    MPI_Isend(buf, count, dt, dest, tag, comm, req);
    mpiad_rreq *r = calloc(1, sizeof *r);
    int ek = elem_kind(dt);
    if (!ek) ek = aug_layout(r, &count, &dt);
    if (!ek) { free(r); if (dbuf) check_active("MPI_Isend", dt, &dbuf); return NULL; }
    r->kind = MPIAD_ISEND; r->ek = ek; r->count = count; r->dt = dt; r->peer = dest; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    chan_number(r);
    req_put(REQ_REV, *req, r);
    return r;
}

/* second order on a derived datatype (layout L): [d | W lanes] gathered block after block
 * (NULL: zeros), and the reverse, added into the layout (a send's may repeat an element) */
static void *lay_lpack(const layout *L, const void *d, void **td, int W) {
    size_t blk = (size_t)L->n * elem_size(L->ek);
    char *p = calloc(1, blk * (W + 1) + 1);
    for (int k = 0; k <= W; k++) {
        const void *b = k == 0 ? d : (td ? td[k - 1] : NULL);
        if (!b) continue;
        void *g = lay_gather(L, b);
        memcpy(p + blk * k, g, blk);
        free(g);
    }
    return p;
}

static void lay_lvadd(const layout *L, void *d, void **td, int W, const void *p) {
    size_t blk = (size_t)L->n * elem_size(L->ek);
    for (int k = 0; k <= W; k++) {
        void *b = k == 0 ? d : (td ? td[k - 1] : NULL);
        lay_scatter(L, (const char *)p + blk * k, b, 1, L->n);
    }
}

/* reverse of the Isend / Irecv itself: finish the adjoint communication */
/* a send's adjoint: waited for and added into the send buffer's adjoint, once (a partitioned
 * send's is added at its last Pready's reverse, partitioned.c: early 2 then) */
static void isend_add_adjoint(mpiad_rreq *r) {
    if (r->early == 2) return;
    chan_due(r);
    MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
    if (r->lay && r->W2) lay_lvadd(r->lay, r->dbuf, r->tdbufs, r->W2, r->tmp);
    else if (r->lay) lay_scatter(r->lay, r->tmp, r->dbuf, 1, r->count);
    else if (r->W2) lvadd(r->ek, r->dbuf, r->tdbufs, r->W2, r->tmp, r->count);
    else vadd(r->ek, r->dbuf, r->tmp, r->count);
    r->early = 2;
}

void __mpiad_rev_isend(void *rec) {
    coll_flush();
    mpiad_rreq *r = rec;
    if (!r) return;
    if (!r->waited)
        __mpiad_fail("MPI_Isend", "the request was never completed (MPI_Wait/Waitall/Test) before "
                     "the end of the differentiated function", 0);
    isend_add_adjoint(r);
    rreq_free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Irecv                                                                                  */

/* Tangent: received in the fused request or a shadow one (a wildcard receive needs the fused
 * one: fusion.c). Adjoint: the completion's reverse
 * sends dbuf back to the actual source; the reverse of the Irecv waits for that and zeroes dbuf. */

int __mpiad_fwd_irecv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src, int tag,
                      MPI_Comm comm, MPI_Request *req) {
    layout L;
    if (layout_mixed(dt, count, &L)) {  /* the primal as is, the lanes in a second request */
        if (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG) mix_wildcard("MPI_Irecv");
        int rc = MPI_Irecv(buf, count, dt, src, tag, comm, req);
        if (rc != MPI_SUCCESS) { free(L.off); return rc; }
        mpiad_req *r = calloc(1, sizeof *r);
        r->kind = MPIAD_IRECV; r->ek = L.ek; r->count = count; r->W = W; r->dt = dt;
        r->comm = comm;
        r->tmp = malloc((size_t)L.n * W * elem_size(L.ek) + 1);
        if (dbufs) { r->dbufs = malloc(sizeof(void *) * W); memcpy(r->dbufs, dbufs, sizeof(void *) * W); }
        r->mix = malloc(sizeof L);
        memcpy(r->mix, &L, sizeof L);
        MPI_Irecv(r->tmp, L.n * W, L.base, src, tag, comm, &r->sreq);
        req_put(REQ_FWD, *req, r);
        return rc;
    }
    if (layout_of(dt, count, &L)) {  /* received contiguous, scattered at completion */
        if (!fused()) lay_need_fused("MPI_Irecv");
        lay_recv *q = lay_recv_new(&L, buf, dbufs, W);
        lay_pending = q;
        int rc = fused_irecv(q->b, q->d, W, L.n, L.base, src, tag, comm, req, L.ek);
        if (lay_pending) { lay_pending = NULL; lay_recv_done(q, 0); }  /* no request was made */
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_irecv(buf, dbufs, W, count, dt, src, tag, comm, req, ek);
    int rc = MPI_Irecv(buf, count, dt, src, tag, comm, req);
    check_active("MPI_Irecv", dt, dbufs);
    if (!ek || rc != MPI_SUCCESS) return rc;
    mpiad_req *r = calloc(1, sizeof *r);
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = count; r->W = W; r->dt = dt; r->comm = comm;
    r->tmp = malloc((size_t)count * W * elem_size(ek) + 1);
    if (dbufs) { r->dbufs = malloc(sizeof(void *) * W); memcpy(r->dbufs, dbufs, sizeof(void *) * W); }
    if (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG) unfused_wildcard("MPI_Irecv");
    else MPI_Irecv(r->tmp, count * W, dt, src, tag, comm, &r->sreq);
    req_put(REQ_FWD, *req, r);
    return rc;
}

void *__mpiad_aug_irecv(void *buf, void *dbuf, int count, MPI_Datatype dt, int src, int tag,
                        MPI_Comm comm, MPI_Request *req) {
    MPI_Irecv(buf, count, dt, src, tag, comm, req);
    mpiad_rreq *r = calloc(1, sizeof *r);
    int ek = elem_kind(dt);
    if (!ek) ek = aug_layout(r, &count, &dt);
    if (!ek) { free(r); if (dbuf) check_active("MPI_Irecv", dt, &dbuf); return NULL; }
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = count; r->dt = dt; r->peer = src; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    chan_number(r);
    req_put(REQ_REV, *req, r);
    return r;
}

void __mpiad_rev_irecv(void *rec) {
    coll_flush();
    mpiad_rreq *r = rec;
    if (!r) return;
    if (!r->waited)
        __mpiad_fail("MPI_Irecv", "the request was never completed (MPI_Wait/Waitall/Test) before "
                     "the end of the differentiated function", 0);
    chan_due(r);
    MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
    if (r->peer != MPI_PROC_NULL) {
        if (r->lay) lay_scatter(r->lay, NULL, r->dbuf, 0, r->count);
        else vzero(r->ek, r->dbuf, r->count);
        for (int k = 0; k < r->W2; k++)
            if (r->lay) lay_scatter(r->lay, NULL, r->tdbufs[k], 0, r->count);
            else vzero(r->ek, r->tdbufs[k], r->count);
    }
    rreq_free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Isendrecv / MPI_Isendrecv_replace (MPI-4)                                              */

/* One request for a send to dest and a receive from src (of buf's old and new value, for
 * _replace). When the receive carries a derivative, the runtime posts it as an Irecv, whose
 * request is the user's (its status is the primal's on every MPI: MPICH 5.0's MPI_Isendrecv
 * reports a wrong count and tag, which a fused receive and the adjoint's peer need), and the send
 * as an Isend (from a copy, for _replace) whose request the record keeps (`xreq`) and which every
 * completion call completes with it (fwd_complete, aug_complete): the user's request completes,
 * as MPI's own would, once both have (an MPI_Test that finds the receive done waits for the
 * send). Otherwise (no derivative received) the call is MPI's own. Tangent: as for an Irecv
 * and an Isend (fused with the primal, or a second Isendrecv of the lanes), in one record, the
 * receive's. Adjoint: two records, the receive's (in the table) and the send's, its `pair`, which
 * the augmented completion and its reverse take with it (__mpiad_rev_wait): the adjoint of rbuf
 * goes back to the actual source, the adjoint of sbuf comes from dest; the reverse of the call
 * finishes the receive's, then the send's (for _replace: dbuf, sent back, is zeroed, then the old
 * value's adjoint is added). */

static int isr_post(int replace, const void *sb, int sc, MPI_Datatype sdt, int dest, int stag,
                    void *rb, int rc, MPI_Datatype rdt, int src, int rtag, MPI_Comm comm,
                    MPI_Request *req) {
    return replace ? MPI_Isendrecv_replace(rb, rc, rdt, dest, stag, src, rtag, comm, req)
                   : MPI_Isendrecv(sb, sc, sdt, dest, stag, rb, rc, rdt, src, rtag, comm, req);
}

/* a side's element kind; a derived datatype stops, named (no layout support here yet) */
static int isr_kind(const char *call, MPI_Datatype dt, int count) {
    layout L;
    int ek = elem_kind(dt);
    if (!ek && layout_of(dt, count, &L)) {
        free(L.off);
        __mpiad_fail(call, "a derived datatype is not differentiated on this call yet: send and "
                     "receive MPI_DOUBLE / MPI_FLOAT, or use MPI_Isend + MPI_Irecv", (long long)dt);
    }
    return ek;
}

static int isr_fwd(int replace, const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                   int dest, int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt,
                   int src, int rtag, MPI_Comm comm, MPI_Request *req, int W) {
    const char *call = replace ? "MPI_Isendrecv_replace" : "MPI_Isendrecv";
    int sk = isr_kind(call, sdt, scount), rk = isr_kind(call, rdt, rcount);
    check_active(call, sdt, dsbufs);
    check_active(call, rdt, drbufs);
    if (!sk && !rk)
        return isr_post(replace, sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, req);
    int fz = fused(), m = W + fz;
    if (rk && !fz && (src == MPI_ANY_SOURCE || rtag == MPI_ANY_TAG)) unfused_wildcard(call);
    size_t es = sk ? elem_size(sk) : 0;
    size_t rb = rk ? (size_t)rcount * m * elem_size(rk) : 0, ra = (rb + 15) & ~(size_t)15;
    size_t sb = (size_t)scount * (W + 1) * es;   /* [sbuf | lanes]: the primal's copy, tangents */
    int inl = fz && rk;  /* a fused receive: lanes and messages in the record (fused_complete) */
    size_t la = inl && drbufs ? ((sizeof(void *) * (size_t)W + 15) & ~(size_t)15) : 0;
    mpiad_req *r = calloc(1, sizeof *r + (inl ? la + ra + sb + 16 : 0));
    char *p = inl ? (char *)r->inl + la : malloc(ra + sb + 16);
    char *rp = p, *sp = p + ra;
    r->kind = rk ? MPIAD_IRECV : MPIAD_ISEND; r->ek = rk ? rk : sk; r->count = rk ? rcount : scount;
    r->W = W; r->dt = rk ? rdt : sdt; r->comm = comm; r->fused = inl; r->buf = rbuf; r->tmp = p;
    r->sreq = MPI_REQUEST_NULL;
    if (rk && drbufs) {
        r->dbufs = inl ? (void **)r->inl : malloc(sizeof(void *) * W);
        memcpy(r->dbufs, drbufs, sizeof(void *) * W);
    }
    if (sk) bpack(sk, 1, sp, sbuf, dsbufs, W, scount, 0);
    const void *s0 = sk ? sp : sbuf;
    int sn = sk && fz ? scount * (W + 1) : scount, rc;
    if (!rk) {
        rc = MPI_Isendrecv(s0, sn, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, req);
    } else {
        rc = MPI_Irecv(inl ? rp : rbuf, inl ? rcount * m : rcount, rdt, src, rtag, comm, req);
        if (rc == MPI_SUCCESS) { MPI_Isend(s0, sn, sdt, dest, stag, comm, &r->xreq); r->xsend = 1; }
    }
    if (rc != MPI_SUCCESS) {
        if (!inl) { free(p); free(r->dbufs); }
        free(r);
        return rc;
    }
    if (!fz)
        MPI_Isendrecv(sp + (size_t)scount * es, sk ? scount * W : 0, sdt, sk ? dest : MPI_PROC_NULL,
                      stag, rp, rk ? rcount * W : 0, rdt, rk ? src : MPI_PROC_NULL, rtag, comm,
                      &r->sreq);
    req_put(REQ_FWD, *req, r);
    return rc;
}

int __mpiad_fwd_isendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, int dest,
                          int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt,
                          int src, int rtag, MPI_Comm comm, MPI_Request *req, int W) {
    return isr_fwd(0, sbuf, dsbufs, scount, sdt, dest, stag, rbuf, drbufs, rcount, rdt, src, rtag,
                   comm, req, W);
}

int __mpiad_fwd_isendrecv_replace(void *buf, void **dbufs, int count, MPI_Datatype dt, int dest,
                                  int stag, int src, int rtag, MPI_Comm comm, MPI_Request *req,
                                  int W) {
    return isr_fwd(1, buf, dbufs, count, dt, dest, stag, buf, dbufs, count, dt, src, rtag, comm,
                   req, W);
}

/* one side's reverse record (NULL when its data carries no derivative) */
static mpiad_rreq *isr_half(const char *call, int kind, void *dbuf, int count, MPI_Datatype dt,
                            int peer, int tag, MPI_Comm comm) {
    int ek = isr_kind(call, dt, count);
    if (!ek) { rev_check(call, dt, dbuf); return NULL; }
    mpiad_rreq *r = calloc(1, sizeof *r);
    r->kind = kind; r->ek = ek; r->count = count; r->dt = dt; r->peer = peer; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    chan_number(r);
    return r;
}

static void *isr_aug(int replace, const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                     int dest, int stag, void *rbuf, void *drbuf, int rcount, MPI_Datatype rdt,
                     int src, int rtag, MPI_Comm comm, MPI_Request *req) {
    const char *call = replace ? "MPI_Isendrecv_replace" : "MPI_Isendrecv";
    mpiad_rreq *s = isr_half(call, MPIAD_ISEND, dsbuf, scount, sdt, dest, stag, comm);
    mpiad_rreq *r = isr_half(call, MPIAD_IRECV, drbuf, rcount, rdt, src, rtag, comm);
    if (!r) {  /* no receive to note the source of (_replace: nothing carries a derivative) */
        isr_post(replace, sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, req);
        if (s) req_put(REQ_REV, *req, s);
        return s;
    }
    void *copy = NULL;  /* _replace: the old value, sent while the new one arrives */
    if (replace) {
        copy = malloc((size_t)rcount * elem_size(r->ek) + 1);
        memcpy(copy, rbuf, (size_t)rcount * elem_size(r->ek));
    }
    MPI_Irecv(rbuf, rcount, rdt, src, rtag, comm, req);
    MPI_Isend(copy ? copy : sbuf, scount, sdt, dest, stag, comm, &r->areq);  /* until completion */
    r->xsend = 1;
    r->tmp = copy;
    r->pair = s;
    req_put(REQ_REV, *req, r);
    return r;
}

void *__mpiad_aug_isendrecv(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt, int dest,
                            int stag, void *rbuf, void *drbuf, int rcount, MPI_Datatype rdt,
                            int src, int rtag, MPI_Comm comm, MPI_Request *req) {
    return isr_aug(0, sbuf, dsbuf, scount, sdt, dest, stag, rbuf, drbuf, rcount, rdt, src, rtag,
                   comm, req);
}

void *__mpiad_aug_isendrecv_replace(void *buf, void *dbuf, int count, MPI_Datatype dt, int dest,
                                    int stag, int src, int rtag, MPI_Comm comm, MPI_Request *req) {
    return isr_aug(1, buf, dbuf, count, dt, dest, stag, buf, dbuf, count, dt, src, rtag, comm, req);
}

/* reverse of the call itself: the receive's adjoint (sent; dbuf zeroed), then the send's (added) */
void __mpiad_rev_isendrecv(void *rec) {
    mpiad_rreq *r = rec;
    if (r && !r->waited)
        __mpiad_fail("MPI_Isendrecv", "the request was never completed (MPI_Wait/Waitall/Test) "
                     "before the end of the differentiated function", 0);
    mpiad_rreq *s = r ? r->pair : NULL;
    if (r && r->kind == MPIAD_IRECV) __mpiad_rev_irecv(r);
    else __mpiad_rev_isend(r);
    if (s) __mpiad_rev_isend(s);
}

/* ------------------------------------------------------------------------------------------ */
/* completion: one request                                                                    */

/* forward: a request completed with status st; finish its tangent's communication */
static void fwd_complete(mpiad_req *r, MPI_Status *st) {
    if (!r) return;
    if (r->kind == MPIAD_PSEND || r->kind == MPIAD_PRECV) { pers_fwd_complete(r, st); return; }
    if (r->kind == MPIAD_ICOLL) { icoll_fwd_complete(r, 0); return; }
    if (r->kind == MPIAD_RMA) { rma_fwd_complete(r); return; }
    if (r->xsend) MPI_Wait(&r->xreq, MPI_STATUS_IGNORE);  /* an Isendrecv's send */
    if (r->fused) { fused_complete(r, st); return; }
    MPI_Wait(&r->sreq, MPI_STATUS_IGNORE);
    if (r->mix) {  /* a mixed datatype's lanes, scattered into its layout */
        layout *L = r->mix;
        if (st->MPI_SOURCE != MPI_PROC_NULL)
            mix_unpack(L, r->dbufs, r->W, r->tmp, mix_got(L, st, r->dt, r->count));
        free(L->off); free(L);
    } else if (r->kind == MPIAD_IRECV && st->MPI_SOURCE != MPI_PROC_NULL)
        unpack(r->ek, r->dbufs, r->W, got_count(st, r->dt, r->count), r->tmp);
    free(r->tmp);
    free(r->dbufs);
    free(r);
}

/* reverse: a request completed with status st; note where a receive's message came from */
static void aug_complete(mpiad_rreq *r, MPI_Status *st) {
    if (!r) return;
    if (r->kind == MPIAD_ICOLL) { icoll_aug_complete(r); return; }
    if (r->kind == MPIAD_RMA) { rma_aug_complete(r); return; }
    if (r->xsend) {  /* an Isendrecv's send (areq until its adjoint starts) */
        MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
        free(r->tmp);
        r->tmp = NULL;
        r->xsend = 0;
    }
    if (r->pactive) *r->pactive = 0;
    if (r->kind == MPIAD_IRECV) {
        if (r->peer == MPI_ANY_SOURCE && r->tag == MPI_ANY_TAG)
            adj_not_taken(r->pactive ? "MPI_Start" : "MPI_Irecv", st);
        r->peer = st->MPI_SOURCE; r->tag = st->MPI_TAG;
        if (!r->lay && !r->W2) r->count = got_count(st, r->dt, r->count);  /* a shorter message */
    }
    r->waited = 1;
    chan_add(r);
    if (r->pair) aug_complete(r->pair, st);  /* an Isendrecv's send completes with its receive */
}

/* MPI_Wait. Tangent: completes the shadow request (or unpacks the fused message). Augmented:
 * returns the request's record. Adjoint (`__mpiad_rev_wait`, also the reverse of Test, Waitany and
 * Testany): starts the adjoint communication, which the reverse of the Isend / Irecv completes. */

int __mpiad_fwd_wait(MPI_Request *req, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    int rc = MPI_Wait(req, &st);
    if (h != MPI_REQUEST_NULL) fwd_complete(req_take(REQ_FWD, h), &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

void *__mpiad_aug_wait(MPI_Request *req, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    MPI_Wait(req, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    if (h == MPI_REQUEST_NULL) return NULL;
    mpiad_rreq *r = req_take(REQ_REV, h);
    aug_complete(r, &st);
    return r;
}

/* reverse of a completion: the adjoint communication starts in its channel's turn (channels.c) */
void __mpiad_rev_wait(void *rec) {
    mpiad_rreq *r = rec;
    if (!r) return;
    if (r->kind == MPIAD_ICOLL) { icoll_rev_ready(r); return; }
    if (r->kind == MPIAD_RMA) { rma_rev_complete(r); return; }
    if (r->early && r->kind == MPIAD_IRECV) return;  /* sent at MPI_Parrived's reverse */
    chan_ready(r);
    if (r->pair) chan_ready(r->pair);
}

/* start the adjoint communication of a completed send or receive */
static void p2p_post(mpiad_rreq *r) {
    r->posted = 1;
    size_t bytes = (size_t)r->count * elem_size(r->ek);
    /* on the adjoint tags (adjoint_tags.c): no primal receive takes these messages */
    int atag = adj_tag(r->kind == MPIAD_ISEND ? "MPI_Isend" : "MPI_Irecv", r->tag);
    if (r->W2) {  /* second order: the adjoint and its tangent lanes in one message */
        int n = r->count * (1 + r->W2);
        if (r->kind == MPIAD_ISEND) {
            r->tmp = calloc(1, bytes * (1 + r->W2) + 1);
            adj_irecv(r->tmp, n, r->dt, r->peer, atag, r->comm, &r->areq);
        } else {
            r->tmp = r->lay ? lay_lpack(r->lay, r->dbuf, r->tdbufs, r->W2)
                            : lpack(r->ek, r->dbuf, r->tdbufs, r->W2, r->count);
            MPI_Isend(r->tmp, n, r->dt, r->peer, atag, r->comm, &r->areq);
        }
        return;
    }
    if (r->kind == MPIAD_ISEND) {
        r->tmp = calloc(1, bytes + 1);
        adj_irecv(r->tmp, r->count, r->dt, r->peer, atag, r->comm, &r->areq);
    } else {
        if (!r->dbuf) r->tmp = calloc(1, bytes + 1);
        else if (r->lay) r->tmp = lay_gather(r->lay, r->dbuf);  /* dbuf's elements, contiguous */
        MPI_Isend(r->tmp ? r->tmp : r->dbuf, r->count, r->dt, r->peer, atag, r->comm, &r->areq);
    }
}

/* MPI_Test: a Wait when it completes the request; its reverse is __mpiad_rev_wait. */

int __mpiad_fwd_test(MPI_Request *req, int *flag, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    int rc = MPI_Test(req, flag, &st);
    if (*flag && h != MPI_REQUEST_NULL) fwd_complete(req_take(REQ_FWD, h), &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

/* what an augmented completion does for one request (handle h before it completed, status st):
 * returns its reverse record, NULL for the null request. The gradient's is aug_done; forward
 * mode over the gradient passes its own (so2_complete, second_order.c), which completes the
 * tangent too, to the same completion calls */
typedef mpiad_rreq *(*aug_done_fn)(MPI_Request h, MPI_Status *st);

static mpiad_rreq *aug_done(MPI_Request h, MPI_Status *st) {
    mpiad_rreq *r = h != MPI_REQUEST_NULL ? req_take(REQ_REV, h) : NULL;
    aug_complete(r, st);
    return r;
}

/* MPI_Test, then `done` for the request if it completed */
static void *aug_test_with(MPI_Request *req, int *flag, MPI_Status *status, aug_done_fn done) {
    MPI_Request h = *req;
    MPI_Status st;
    MPI_Test(req, flag, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return *flag ? done(h, &st) : NULL;
}

void *__mpiad_aug_test(MPI_Request *req, int *flag, MPI_Status *status) {
    return aug_test_with(req, flag, status, aug_done);
}

/* MPI_Waitany / MPI_Testany: a Wait of the request MPI picked; their reverse is
 * __mpiad_rev_wait. */

/* Completion in any order: the request that MPI says completed is paired with its record by its
 * primal handle, saved before the call (MPI sets completed non-persistent requests to NULL). */
int __mpiad_fwd_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *status) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    int rc = MPI_Waitany(n, reqs, index, &st);
    if (*index != MPI_UNDEFINED && h[*index] != MPI_REQUEST_NULL)
        fwd_complete(req_take(REQ_FWD, h[*index]), &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    free(h);
    return rc;
}

int __mpiad_fwd_testany(int n, MPI_Request *reqs, int *index, int *flag, MPI_Status *status) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    int rc = MPI_Testany(n, reqs, index, flag, &st);
    if (*flag && *index != MPI_UNDEFINED && h[*index] != MPI_REQUEST_NULL)
        fwd_complete(req_take(REQ_FWD, h[*index]), &st);
    if (*flag && status != MPI_STATUS_IGNORE) *status = st;
    free(h);
    return rc;
}

/* Completion in any order (reverse mode): the record of the request MPI completed, found by its
 * primal handle saved before the call, as for MPI_Wait. Waitany (flag NULL) / Testany, then
 * `done` for the request completed. */
static void *aug_any(int n, MPI_Request *reqs, int *index, int *flag, MPI_Status *status,
                     aug_done_fn done) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    int completed = 1;
    if (flag) {
        MPI_Testany(n, reqs, index, flag, &st);
        completed = *flag;
    } else {
        MPI_Waitany(n, reqs, index, &st);
    }
    if (completed && status != MPI_STATUS_IGNORE) *status = st;
    void *r = completed && *index != MPI_UNDEFINED ? done(h[*index], &st) : NULL;
    free(h);
    return r;
}

void *__mpiad_aug_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *status) {
    return aug_any(n, reqs, index, NULL, status, aug_done);
}

void *__mpiad_aug_testany(int n, MPI_Request *reqs, int *index, int *flag, MPI_Status *status) {
    return aug_any(n, reqs, index, flag, status, aug_done);
}

/* ------------------------------------------------------------------------------------------ */
/* completion: several requests                                                               */

/* MPI_Waitall: a Wait of each request. The augmented call returns an array of their records,
 * whose reverse (`__mpiad_rev_waitall`, also the reverse of Testall, Waitsome and Testsome) is
 * __mpiad_rev_wait of each, last first. */

int __mpiad_fwd_waitall(int n, MPI_Request *reqs, MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    int rc = MPI_Waitall(n, reqs, st);
    for (int i = 0; i < n; i++) {
        if (h[i] != MPI_REQUEST_NULL) fwd_complete(req_take(REQ_FWD, h[i]), &st[i]);
        if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
    }
    free(h);
    free(st);
    return rc;
}

/* MPI_Waitall, then `done` for each request; returns an array: [n, rec0, rec1, ...]
 * (the gradient's, and forward mode's over it: second_order.c) */
static void *aug_waitall_with(int n, MPI_Request *reqs, MPI_Status *statuses, aug_done_fn done) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Waitall(n, reqs, st);
    void **recs = malloc(sizeof(void *) * (n + 1));
    recs[0] = (void *)(intptr_t)n;
    for (int i = 0; i < n; i++) {
        if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
        recs[i + 1] = done(h[i], &st[i]);
    }
    free(h); free(st);
    return recs;
}

void *__mpiad_aug_waitall(int n, MPI_Request *reqs, MPI_Status *statuses) {
    return aug_waitall_with(n, reqs, statuses, aug_done);
}

void __mpiad_rev_waitall(void *recs) {
    void **v = recs;
    if (!v) return;
    int n = (int)(intptr_t)v[0];
    for (int i = n - 1; i >= 0; i--) __mpiad_rev_wait(v[i + 1]);
    free(v);
}

/* MPI_Testall: a Waitall when it completes them all; its reverse is __mpiad_rev_waitall. */

int __mpiad_fwd_testall(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    int rc = MPI_Testall(n, reqs, flag, st);
    if (*flag)
        for (int i = 0; i < n; i++) {
            if (h[i] != MPI_REQUEST_NULL) fwd_complete(req_take(REQ_FWD, h[i]), &st[i]);
            if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
        }
    free(h);
    free(st);
    return rc;
}

/* MPI_Testall, then `done` for each request if all completed: [n, rec0, ...], or NULL */
static void *aug_testall_with(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses,
                              aug_done_fn done) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Testall(n, reqs, flag, st);
    void **recs = NULL;
    if (*flag) {
        recs = malloc(sizeof(void *) * (n + 1));
        recs[0] = (void *)(intptr_t)n;
        for (int i = 0; i < n; i++) {
            if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
            recs[i + 1] = done(h[i], &st[i]);
        }
    }
    free(h); free(st);
    return recs;
}

void *__mpiad_aug_testall(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses) {
    return aug_testall_with(n, reqs, flag, statuses, aug_done);
}

/* MPI_Waitsome / MPI_Testsome: a Wait of each request MPI completed; their reverse is
 * __mpiad_rev_waitall. */

/* Waitsome (test = 0) and Testsome (test = 1): each completed index completes its record */
static int fwd_some(int test, int n, MPI_Request *reqs, int *outcount, int *indices,
                    MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    int rc = test ? MPI_Testsome(n, reqs, outcount, indices, st)
                  : MPI_Waitsome(n, reqs, outcount, indices, st);
    if (*outcount != MPI_UNDEFINED)
        for (int k = 0; k < *outcount; k++) {
            int i = indices[k];
            if (h[i] != MPI_REQUEST_NULL) fwd_complete(req_take(REQ_FWD, h[i]), &st[k]);
            if (statuses != MPI_STATUSES_IGNORE) statuses[k] = st[k];
        }
    free(h);
    free(st);
    return rc;
}

int __mpiad_fwd_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                         MPI_Status *statuses) {
    return fwd_some(0, n, reqs, outcount, indices, statuses);
}

int __mpiad_fwd_testsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                         MPI_Status *statuses) {
    return fwd_some(1, n, reqs, outcount, indices, statuses);
}

/* Waitsome / Testsome, then `done` for each request completed: an array [outcount, rec0, ...]
 * in completion order (NULL when none) */
static void *aug_some(int test, int n, MPI_Request *reqs, int *outcount, int *indices,
                      MPI_Status *statuses, aug_done_fn done) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    if (test) MPI_Testsome(n, reqs, outcount, indices, st);
    else MPI_Waitsome(n, reqs, outcount, indices, st);
    void **recs = NULL;
    if (*outcount != MPI_UNDEFINED && *outcount > 0) {
        recs = malloc(sizeof(void *) * (*outcount + 1));
        recs[0] = (void *)(intptr_t)*outcount;
        for (int k = 0; k < *outcount; k++) {
            if (statuses != MPI_STATUSES_IGNORE) statuses[k] = st[k];
            recs[k + 1] = done(h[indices[k]], &st[k]);
        }
    }
    free(h);
    free(st);
    return recs;
}

void *__mpiad_aug_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                           MPI_Status *statuses) {
    return aug_some(0, n, reqs, outcount, indices, statuses, aug_done);
}

void *__mpiad_aug_testsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                           MPI_Status *statuses) {
    return aug_some(1, n, reqs, outcount, indices, statuses, aug_done);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Request_get_status                                                                     */

/* A request's status without completing it. No derivative of its own (reverse mode runs the
 * primal and has nothing to undo); in forward mode a fused receive reports the primal's count. */
int __mpiad_fwd_request_get_status(MPI_Request req, int *flag, MPI_Status *status) {
    MPI_Status st;
    int rc = MPI_Request_get_status(req, flag, &st);
    if (*flag && req != MPI_REQUEST_NULL) {
        mpiad_req *r = req_take(REQ_FWD, req);
        if (r) {
            /* the data may be read once the operation is complete: unpack it now (again, the
             * same bytes, when the request is waited on) */
            if (r->kind == MPIAD_ICOLL) icoll_fwd_complete(r, 1);
            else if (r->kind == MPIAD_RMA) { rma_fwd_complete(r); r = NULL; }
            else if (r->kind == MPIAD_PRECV) pers_fwd_finish(r, &st);
            else if (r->fused && r->kind == MPIAD_IRECV)
                freceived(r->ek, r->buf, r->dbufs, r->W, r->dt, r->tmp, &st, NULL);
            if (r) req_put(REQ_FWD, req, r);  /* (an RMA one's shadows are complete: none) */
        }
    }
    if (*flag && status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}
