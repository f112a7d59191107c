/* Second order (second_order.c) of the calls that complete through requests: the nonblocking
 * collectives and v-collectives, scans, persistent point to point and collectives, and the
 * completion calls beyond Wait and Waitall. Uses second_order.c and everything before it. */

/* ------------------------------------------------------------------------------------------ */
/* Nonblocking collectives and v-collectives (icollectives.c's plans)                          */

/* The augmented helper records the collective (and, for MIN / MAX, starts the gather of the
 * inputs that fixes the winners) with the tangent lanes of its adjoint buffers and without
 * starting the primal (so2_icoll_W, icoll_aug); the forward helper then starts the primal with
 * its tangent, under the request that both records are filed by. The reverse helpers (rev_wait,
 * rev_waitall, rev_icoll) are called unchanged: the transposed collective runs once for the
 * adjoint and once for each lane (icoll_initiate, __mpiad_rev_icoll), its coefficients (1, or the
 * MIN / MAX winner flags) fixed. Data without derivatives (aug returns no record) ran the primal
 * in the augmented helper: the forward one is then skipped. PROD's coefficients vary: its record
 * also gathers every rank's [x | tangent lanes] and keeps the coefficients' tangents (tfactor). */
static void so2_icoll_begin(int W, void **tds, void **tdr, void **dx) {
    so2_icoll_W = W;
    so2_icoll_dx = dx;
    so2_icoll_tds = tds;
    so2_icoll_tdr = tdr;
    so2_icoll_used = 0;
}

/* whether the forward helper runs: the augmented one made a record (and no primal) */
static int so2_icoll_end(void *rec, const char *call) {
    int used = so2_icoll_used;
    so2_icoll_W = 0;
    so2_icoll_used = 0;
    if (rec && !used) so2_fail(call, "a derived datatype", 0);
    return rec != NULL;
}

static void so2_icoll_put(void *rec, MPI_Request *req) {
    if (rec && req) req_put(REQ_REV, *req, rec);
}

void *__mpiad_fwdaug_iallreduce(const void *sbuf, void **sl, void *dsbuf, void **tds, void *rbuf,
                                void **rl, void *drbuf, void **tdr, int count, MPI_Datatype dt,
                                MPI_Op op, int root, MPI_Comm comm, MPI_Request *req, int W) {
    so2_icoll_begin(W, tds, tdr, sbuf == MPI_IN_PLACE ? rl : sl);
    void *rec = __mpiad_aug_iallreduce(sbuf, dsbuf, rbuf, drbuf, count, dt, op, root, comm, req);
    if (so2_icoll_end(rec, red_name(root, req)))
        __mpiad_fwd_iallreduce(sbuf, sl, rbuf, rl, W, count, dt, op, root, comm, req);
    so2_icoll_put(rec, req);
    return rec;
}

void *__mpiad_fwdaug_ireduce_scatter(const void *sbuf, void **sl, void *dsbuf, void **tds,
                                     void *rbuf, void **rl, void *drbuf, void **tdr,
                                     const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                     MPI_Comm comm, MPI_Request *req, int W) {
    so2_icoll_begin(W, tds, tdr, NULL);
    void *rec = __mpiad_aug_ireduce_scatter(sbuf, dsbuf, rbuf, drbuf, rcounts, rcount, dt, op,
                                            comm, req);
    if (so2_icoll_end(rec, "MPI_Reduce_scatter"))
        __mpiad_fwd_ireduce_scatter(sbuf, sl, rbuf, rl, rcounts, rcount, dt, op, comm, req, W);
    so2_icoll_put(rec, req);
    return rec;
}

void *__mpiad_fwdaug_ibcast(void *buf, void **bl, void *dbuf, void **tdb, int count,
                            MPI_Datatype dt, int root, MPI_Comm comm, MPI_Request *req, int W) {
    so2_icoll_begin(W, tdb, tdb, NULL);
    void *rec = __mpiad_aug_ibcast(buf, dbuf, count, dt, root, comm, req);
    if (so2_icoll_end(rec, "MPI_Ibcast"))
        __mpiad_fwd_ibcast(buf, bl, W, count, dt, root, comm, req);
    so2_icoll_put(rec, req);
    return rec;
}

void *__mpiad_fwdaug_igatherv(const void *sbuf, void **sl, void *dsbuf, void **tds, int scount,
                              MPI_Datatype sdt, void *rbuf, void **rl, void *drbuf, void **tdr,
                              const int *rcounts, const int *displs, int rcount, MPI_Datatype rdt,
                              int root, MPI_Comm comm, MPI_Request *req, int kind, int W) {
    so2_icoll_begin(W, tds, tdr, NULL);
    void *rec = __mpiad_aug_igatherv(sbuf, dsbuf, scount, sdt, rbuf, drbuf, rcounts, displs,
                                     rcount, rdt, root, comm, req, kind);
    if (so2_icoll_end(rec, gather_name(kind >> 1, kind & 1, req == NULL)))
        __mpiad_fwd_igatherv(sbuf, sl, scount, sdt, rbuf, rl, rcounts, displs, rcount, rdt, root,
                             comm, req, W, kind);
    so2_icoll_put(rec, req);
    return rec;
}

void *__mpiad_fwdaug_iscatterv(const void *sbuf, void **sl, void *dsbuf, void **tds,
                               const int *scounts, const int *displs, int scount,
                               MPI_Datatype sdt, void *rbuf, void **rl, void *drbuf, void **tdr,
                               int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                               MPI_Request *req, int v, int W) {
    so2_icoll_begin(W, tds, tdr, NULL);
    void *rec = __mpiad_aug_iscatterv(sbuf, dsbuf, scounts, displs, scount, sdt, rbuf, drbuf,
                                      rcount, rdt, root, comm, req, v);
    if (so2_icoll_end(rec, scatter_name(v, req == NULL)))
        __mpiad_fwd_iscatterv(sbuf, sl, scounts, displs, scount, sdt, rbuf, rl, rcount, rdt, root,
                              comm, req, W, v);
    so2_icoll_put(rec, req);
    return rec;
}

void *__mpiad_fwdaug_ialltoallv(const void *sbuf, void **sl, void *dsbuf, void **tds,
                                const int *scounts, const int *sdispls, int scount,
                                MPI_Datatype sdt, void *rbuf, void **rl, void *drbuf, void **tdr,
                                const int *rcounts, const int *rdispls, int rcount,
                                MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W) {
    so2_icoll_begin(W, tds, tdr, NULL);
    void *rec = __mpiad_aug_ialltoallv(sbuf, dsbuf, scounts, sdispls, scount, sdt, rbuf, drbuf,
                                       rcounts, rdispls, rcount, rdt, comm, req);
    if (so2_icoll_end(rec, alltoall_name(rcounts != NULL, req == NULL)))
        __mpiad_fwd_ialltoallv(sbuf, sl, scounts, sdispls, scount, sdt, rbuf, rl, rcounts,
                               rdispls, rcount, rdt, comm, req, W);
    so2_icoll_put(rec, req);
    return rec;
}

/* Iscan / Iexscan (ex 1) and the blocking Scan / Exscan, which run as the nonblocking form
 * completed at once (req NULL): its record is an icoll one, which __mpiad_rev_scan hands to
 * __mpiad_rev_icoll. The prefix sums' coefficients f (1, MIN / MAX winners, PROD's products over
 * each range but this rank) differ by receiving rank: the reverse gathers every rank's adjoint
 * lanes and, for PROD, keeps every rank's [x | lanes] for the coefficients' tangents. */
void *__mpiad_fwdaug_iscan(const void *sbuf, void **sl, void *dsbuf, void **tds, void *rbuf,
                           void **rl, void *drbuf, void **tdr, int count, MPI_Datatype dt,
                           MPI_Op op, int ex, MPI_Comm comm, MPI_Request *req, int W) {
    so2_icoll_begin(W, tds, tdr, sbuf == MPI_IN_PLACE ? rl : sl);
    void *rec = __mpiad_aug_iscan(sbuf, dsbuf, rbuf, drbuf, count, dt, op, ex, comm, req);
    const char *name = ex ? (req ? "MPI_Iexscan" : "MPI_Exscan") : (req ? "MPI_Iscan" : "MPI_Scan");
    if (so2_icoll_end(rec, name))
        __mpiad_fwd_iscan(sbuf, sl, rbuf, rl, W, count, dt, op, ex, comm, req);
    so2_icoll_put(rec, req);
    return rec;
}

/* the blocking call: the adjoint buffers' lanes come at the reverse (__mpiad_fwdrev_scan) */
void *__mpiad_fwdaug_scan(const void *sbuf, void **sl, void *rbuf, void **rl, int count,
                          MPI_Datatype dt, MPI_Op op, MPI_Comm comm, int ex, int W) {
    if (!elem_kind(dt) && !lay_derived(dt))  /* no derivative: scans.c's record */
        return __mpiad_aug_scan(sbuf, rbuf, count, dt, op, comm, ex);
    return __mpiad_fwdaug_iscan(sbuf, sl, NULL, NULL, rbuf, rl, NULL, NULL, count, dt, op, ex,
                                comm, NULL, W);
}

void __mpiad_fwdrev_scan(void *rec, void *dsbuf, void **tds, void *drbuf, void **tdr, int W) {
    if (*(int *)rec != MPIAD_ICOLL) { __mpiad_rev_scan(rec, dsbuf, drbuf); return; }
    mpiad_ricoll *r = rec;
    free(r->tds);
    free(r->tdr);
    r->tds = so2_lanes_copy(r->in_place ? tdr : tds, W);
    r->tdr = so2_lanes_copy(tdr, W);
    rev_icoll_shadows(r, dsbuf, drbuf);
}

/* ------------------------------------------------------------------------------------------ */
/* Persistent point to point (Send_init / Recv_init, Start / Startall, Request_free)            */

/* The forward helper makes the request (its set-up carries the tangent); the reverse set-up
 * under the same handle keeps the lanes of the adjoint buffer, which each start's record (like an
 * Isend's / Irecv's) carries to the unchanged reverse helpers (rev_start, rev_wait, ...). */
static void so2_prrec_lanes(MPI_Request h, void **tdbufs, int W) {
    mpiad_prrec *p = req_find(REQ_PREV, h);
    if (!p) return;
    p->W2 = W;
    p->tdbufs = calloc((size_t)W + 1, sizeof(void *));
    if (tdbufs) memcpy(p->tdbufs, tdbufs, sizeof(void *) * W);
}

int __mpiad_fwdaug_send_init(const void *buf, void **bl, void *dbuf, void **tdbufs, int count,
                             MPI_Datatype dt, int dest, int tag, MPI_Comm comm, MPI_Request *req,
                             int mode, int W) {
    int rc = __mpiad_fwd_send_init(buf, bl, W, count, dt, dest, tag, comm, req, mode);
    if (prrec_new(MPIAD_ISEND, dbuf, count, dt, dest, tag, comm, *req))
        so2_prrec_lanes(*req, tdbufs, W);
    else if (dbuf) check_active(init_name(mode), dt, &dbuf);
    return rc;
}

int __mpiad_fwdaug_recv_init(void *buf, void **bl, void *dbuf, void **tdbufs, int count,
                             MPI_Datatype dt, int src, int tag, MPI_Comm comm, MPI_Request *req,
                             int W) {
    int rc = __mpiad_fwd_recv_init(buf, bl, W, count, dt, src, tag, comm, req);
    if (prrec_new(MPIAD_IRECV, dbuf, count, dt, src, tag, comm, *req))
        so2_prrec_lanes(*req, tdbufs, W);
    else if (dbuf) check_active("MPI_Recv_init", dt, &dbuf);
    return rc;
}

/* a start of a persistent collective: its record (icoll_aug's, with the lanes of the reverse
 * set-up and, for PROD, of x from the forward one) is made first, before the primal may change
 * an in-place buffer; then the primal starts with its tangent (pcoll_fwd_start) */
static void *so2_pcoll_start(mpiad_pcoll *c, MPI_Request *req) {
    MPI_Request h = *req;
    mpiad_pcoll *f = req_find(REQ_PFWD, h);
    if (c->tio)
        so2_fail(c->p.name, "second derivatives of a persistent collective on derived datatypes "
                 "(or a w-variant's)", 0);
    void **dx = f ? (c->sbuf == MPI_IN_PLACE ? f->dr : f->ds) : NULL;
    so2_icoll_begin(c->W2, c->tds, c->tdr, dx);
    void *rec = aug_start(req);
    so2_icoll_end(rec, c->p.name);
    fwd_start(req);
    so2_icoll_put(rec, req);
    return rec;
}

static void *so2_start(MPI_Request *req) {
    MPI_Request h = *req;
    mpiad_prrec *p = h == MPI_REQUEST_NULL ? NULL : req_find(REQ_PREV, h);
    if (p && p->kind == MPIAD_PCOLL) return so2_pcoll_start((mpiad_pcoll *)p, req);
    fwd_start(req);
    so2_no_start = 1;
    void *r = aug_start(req);
    so2_no_start = 0;
    return r;
}

void *__mpiad_fwdaug_start(MPI_Request *req) { return so2_start(req); }

void *__mpiad_fwdaug_startall(int n, MPI_Request *reqs) {
    void **recs = malloc(sizeof(void *) * (n + 1));
    recs[0] = (void *)(intptr_t)n;
    for (int i = 0; i < n; i++) recs[i + 1] = so2_start(&reqs[i]);
    return recs;
}

/* of an inactive persistent request: both set-ups go; of an active one, refused */
void *__mpiad_fwdaug_request_free(MPI_Request *req) {
    MPI_Request h = *req;
    mpiad_prrec *p = h == MPI_REQUEST_NULL ? NULL : req_find(REQ_PREV, h);
    if (!p && h != MPI_REQUEST_NULL && req_find(REQ_REV, h))
        so2_fail("MPI_Request_free", "freeing an active request (complete it instead)", 0);
    if (p && p->kind == MPIAD_PCOLL) {  /* the reverse set-up here, the forward one there */
        mpiad_pcoll *c = (mpiad_pcoll *)p;
        pcoll_check_idle(c, "MPI_Request_free", h);
        req_take(REQ_PREV, h);
        free(c->tds); free(c->tdr);
        plan_free(&c->p);
        lay_io_free(c->tio);
        free(c);
        p = NULL;
    }
    if (p) {
        if (p->active) refuse_free(FREE_ACTIVE_PERSISTENT, h);
        req_take(REQ_PREV, h);
        layout_free(p->lay);
        free(p->tdbufs);
        free(p);
    }
    __mpiad_fwd_request_free(req);
    return NULL;
}

/* ------------------------------------------------------------------------------------------ */
/* Persistent collectives (pcollectives.c): the forward set-up is made by MPI's MPI_X_init on the */
/* user's handle with the lanes of the buffers; the reverse one (the shadows, and their lanes) */
/* is made on a scratch request, moved under the user's handle, the scratch request freed.      */
/* Each start (so2_pcoll_start) is then a nonblocking collective's second order.              */

static int so2_pcoll_move(int rc, MPI_Request *tmp, MPI_Request *req, void **tds, void **tdr,
                          int W) {
    mpiad_pcoll *c = *tmp == MPI_REQUEST_NULL ? NULL : req_take(REQ_PREV, *tmp);
    if (c) {
        c->W2 = W;
        c->tds = so2_lanes_copy(tds, W);
        c->tdr = so2_lanes_copy(tdr, W);
        req_put(REQ_PREV, *req, c);
    }
    if (*tmp != MPI_REQUEST_NULL) MPI_Request_free(tmp);
    return rc;
}

int __mpiad_so2pinit_bcast(void *buf, void **bl, void *d, void **td, int W, int count,
                           MPI_Datatype dt, int root, MPI_Comm comm, MPI_Info info,
                           MPI_Request *req) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_bcast(buf, bl, W, count, dt, root, comm, info, req);
    __mpiad_pinit_bcast(buf, d, -1, count, dt, root, comm, info, &tmp);
    return so2_pcoll_move(rc, &tmp, req, td, td, W);
}

int __mpiad_so2pinit_gatherv(const void *sbuf, void **sl, void *ds, void **tds, int scount,
                             MPI_Datatype sdt, void *rbuf, void **rl, void *dr, void **tdr,
                             const int *rcounts, const int *displs, int rcount, MPI_Datatype rdt,
                             int root, MPI_Comm comm, MPI_Info info, MPI_Request *req, int W,
                             int kind) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_gatherv(sbuf, sl, scount, sdt, rbuf, rl, rcounts, displs, rcount, rdt,
                                   root, comm, info, req, W, kind);
    __mpiad_pinit_gatherv(sbuf, ds, scount, sdt, rbuf, dr, rcounts, displs, rcount, rdt, root,
                          comm, info, &tmp, -1, kind);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

int __mpiad_so2pinit_scatterv(const void *sbuf, void **sl, void *ds, void **tds,
                              const int *scounts, const int *displs, int scount,
                              MPI_Datatype sdt, void *rbuf, void **rl, void *dr, void **tdr,
                              int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                              MPI_Info info, MPI_Request *req, int W, int v) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_scatterv(sbuf, sl, scounts, displs, scount, sdt, rbuf, rl, rcount, rdt,
                                    root, comm, info, req, W, v);
    __mpiad_pinit_scatterv(sbuf, ds, scounts, displs, scount, sdt, rbuf, dr, rcount, rdt, root,
                           comm, info, &tmp, -1, v);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

int __mpiad_so2pinit_alltoallv(const void *sbuf, void **sl, void *ds, void **tds,
                               const int *scounts, const int *sdispls, int scount,
                               MPI_Datatype sdt, void *rbuf, void **rl, void *dr, void **tdr,
                               const int *rcounts, const int *rdispls, int rcount,
                               MPI_Datatype rdt, MPI_Comm comm, MPI_Info info, MPI_Request *req,
                               int W) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_alltoallv(sbuf, sl, scounts, sdispls, scount, sdt, rbuf, rl, rcounts,
                                     rdispls, rcount, rdt, comm, info, req, W);
    __mpiad_pinit_alltoallv(sbuf, ds, scounts, sdispls, scount, sdt, rbuf, dr, rcounts, rdispls,
                            rcount, rdt, comm, info, &tmp, -1);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

int __mpiad_so2pinit_reduce_scatter(const void *sbuf, void **sl, void *ds, void **tds,
                                    void *rbuf, void **rl, void *dr, void **tdr,
                                    const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                    MPI_Comm comm, MPI_Info info, MPI_Request *req, int W) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_reduce_scatter(sbuf, sl, rbuf, rl, rcounts, rcount, dt, op, comm, info,
                                          req, W);
    __mpiad_pinit_reduce_scatter(sbuf, ds, rbuf, dr, rcounts, rcount, dt, op, comm, info, &tmp,
                                 -1);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

int __mpiad_so2pinit_allreduce(const void *sbuf, void **sl, void *ds, void **tds, void *rbuf,
                               void **rl, void *dr, void **tdr, int W, int count,
                               MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                               MPI_Info info, MPI_Request *req) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_allreduce(sbuf, sl, rbuf, rl, W, count, dt, op, root, comm, info, req);
    __mpiad_pinit_allreduce(sbuf, ds, rbuf, dr, -1, count, dt, op, root, comm, info, &tmp);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

int __mpiad_so2pinit_scan(const void *sbuf, void **sl, void *ds, void **tds, void *rbuf,
                          void **rl, void *dr, void **tdr, int W, int count, MPI_Datatype dt,
                          MPI_Op op, int ex, MPI_Comm comm, MPI_Info info, MPI_Request *req) {
    MPI_Request tmp = MPI_REQUEST_NULL;
    int rc = __mpiad_pinit_scan(sbuf, sl, rbuf, rl, W, count, dt, op, ex, comm, info, req);
    __mpiad_pinit_scan(sbuf, ds, rbuf, dr, -1, count, dt, op, ex, comm, info, &tmp);
    return so2_pcoll_move(rc, &tmp, req, tds, tdr, W);
}

/* ------------------------------------------------------------------------------------------ */
/* Test, Testall, Testany, Waitany, Waitsome, Testsome: each request completed completes its     */
/* tangent and notes its reverse record (so2_complete), as Wait / Waitall do                   */

void *__mpiad_fwdaug_test(MPI_Request *req, int *flag, MPI_Status *status) {
    return aug_test_with(req, flag, status, so2_complete);
}

void *__mpiad_fwdaug_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *status) {
    return aug_any(n, reqs, index, NULL, status, so2_complete);
}

void *__mpiad_fwdaug_testany(int n, MPI_Request *reqs, int *index, int *flag,
                             MPI_Status *status) {
    return aug_any(n, reqs, index, flag, status, so2_complete);
}

void *__mpiad_fwdaug_testall(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses) {
    return aug_testall_with(n, reqs, flag, statuses, so2_complete);
}

void *__mpiad_fwdaug_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                              MPI_Status *statuses) {
    return aug_some(0, n, reqs, outcount, indices, statuses, so2_complete);
}

void *__mpiad_fwdaug_testsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                              MPI_Status *statuses) {
    return aug_some(1, n, reqs, outcount, indices, statuses, so2_complete);
}
