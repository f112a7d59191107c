/* Persistent requests: Send_init (Ssend_init, Rsend_init, Bsend_init), Recv_init, Start,
 * Startall; and Request_free (of any request); partitioned requests start, complete and are
 * freed here too (partitioned.c). Uses common.h, requests.c, fusion.c and nonblocking.c.
 * Persistent collectives keep their set-up in the same tables (pcollectives.c, which Start,
 * Startall and Request_free hand it to).
 *
 * A persistent request keeps its handle across Start / completion cycles, so its set-up is kept
 * in the request table under the handle (REQ_PFWD / REQ_PREV) from *_init to Request_free; each
 * Start is a new communication: forward mode puts the set-up itself in the table of active
 * requests (REQ_FWD) until the completion call finishes it, reverse mode a fresh `mpiad_rreq`
 * (REQ_REV) exactly like an Isend / Irecv, so that every completion call and its reverse
 * (nonblocking.c) serve both, and the reverse sweep undoes the starts of a time loop one by one,
 * last first. */

/* forward mode: the set-up of a persistent request */
typedef struct {
    int kind;           /* MPIAD_PSEND / MPIAD_PRECV */
    int ek, count, W;
    int fz;             /* fused: *this* request carries [buf | lanes]; else a second one, sreq */
    int active, done;   /* started and not completed; its data unpacked */
    MPI_Datatype dt;
    MPI_Comm comm;
    void *buf;          /* the user's buffer */
    void **dbufs;       /* its lanes (copied) */
    void *tmp;          /* the message: [buf | lanes] (fused) or the lanes */
    MPI_Request sreq;   /* unfused: the lanes' persistent request */
    layout *lay;        /* a derived datatype: its elements' layout (count, dt: its base) */
    struct mpiad_ppart *part;  /* a partitioned request (partitioned.c): its lanes' requests */
} mpiad_preq;

/* partitioned.c: Start, completion and Request_free of a partitioned request */
static void part_start(mpiad_preq *r);
static void part_finish(mpiad_preq *r);
static void part_free(mpiad_preq *r);

/* reverse mode: the set-up of a persistent request, copied into a record at each start */
typedef struct {
    int kind;           /* MPIAD_ISEND / MPIAD_IRECV */
    int ek, count, active;
    MPI_Datatype dt;
    int peer, tag;
    MPI_Comm comm;
    void *dbuf;
    layout *lay;        /* a derived datatype: its layout on dbuf (count, dt: its base) */
    int W2;             /* second order (second_order.c): the tangent lanes of dbuf, which */
    void **tdbufs;      /* each start's record carries */
} mpiad_prrec;

/* second order: the start's primal is the forward helper's (second_order.c) */
static int so2_no_start;

/* send modes of *_init, as the rules pass them */
#define MODE_SEND 0
#define MODE_SSEND 1
#define MODE_RSEND 2
#define MODE_BSEND 3

static const char *init_name(int mode) {
    return mode == MODE_SSEND ? "MPI_Ssend_init" : mode == MODE_RSEND ? "MPI_Rsend_init"
         : mode == MODE_BSEND ? "MPI_Bsend_init" : "MPI_Send_init";
}

static int send_init(int mode, const void *buf, int count, MPI_Datatype dt, int dest, int tag,
                     MPI_Comm comm, MPI_Request *req) {
    switch (mode) {
    case MODE_SSEND: return MPI_Ssend_init(buf, count, dt, dest, tag, comm, req);
    case MODE_RSEND: return MPI_Rsend_init(buf, count, dt, dest, tag, comm, req);
    case MODE_BSEND: return MPI_Bsend_init(buf, count, dt, dest, tag, comm, req);
    default: return MPI_Send_init(buf, count, dt, dest, tag, comm, req);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Send_init / Ssend_init / Rsend_init / Bsend_init, MPI_Recv_init                         */

/* No communication of their own. Tangent: fused, the persistent request is made on a message
 * buffer of W+1 blocks (standard or synchronous mode: a fused message does not fit the user's
 * attached buffer, and a ready-mode receive is posted like any other), which each Start fills from
 * buf and its lanes; unfused, a second persistent request carries the lanes. Augmented: the set-up
 * is kept for the starts; nothing to undo. */

static mpiad_preq *preq_new(int kind, void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                            MPI_Comm comm, int ek) {
    mpiad_preq *r = calloc(1, sizeof *r);
    r->kind = kind; r->ek = ek; r->count = count; r->W = W; r->dt = dt; r->comm = comm;
    r->buf = buf; r->fz = fused();
    if (dbufs) { r->dbufs = malloc(sizeof(void *) * W); memcpy(r->dbufs, dbufs, sizeof(void *) * W); }
    r->tmp = malloc((size_t)count * (W + r->fz) * elem_size(ek) + 1);
    return r;
}

/* a derived datatype: the fused persistent message carries its elements, contiguous; NULL when
 * dt is not one (*ek, *count, *dt then describe the message's base elements) */
static layout *preq_layout(const char *call, int *ek, int *count, MPI_Datatype *dt) {
    layout L;
    if (*ek || !layout_any(*dt, *count, &L)) return NULL;
    if (!fused() && !L.mixed) lay_need_fused(call);
    layout *p = malloc(sizeof *p);
    *p = L;
    *ek = L.ek; *count = L.n; *dt = L.base;
    return p;
}

static void layout_free(layout *L) {
    if (L) free(L->off);
    free(L);
}

int __mpiad_fwd_send_init(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                          int dest, int tag, MPI_Comm comm, MPI_Request *req, int mode) {
    int ek = elem_kind(dt), ucount = count;
    MPI_Datatype udt = dt;
    layout *lay = preq_layout(init_name(mode), &ek, &count, &dt);
    if (!ek) {
        check_active(init_name(mode), dt, dbufs);
        return send_init(mode, buf, count, dt, dest, tag, comm, req);
    }
    mpiad_preq *r = preq_new(MPIAD_PSEND, (void *)buf, dbufs, W, count, dt, comm, ek);
    r->lay = lay;
    if (lay && lay->mixed) r->fz = 0;  /* the primal with the user's datatype, then the lanes */
    int rc;
    if (r->fz) {
        rc = send_init(mode == MODE_SSEND ? MODE_SSEND : MODE_SEND, r->tmp, count * (W + 1), dt,
                       dest, tag, comm, req);
    } else {
        rc = send_init(mode, buf, ucount, udt, dest, tag, comm, req);
        MPI_Send_init(r->tmp, count * W, dt, dest, tag, comm, &r->sreq);
    }
    req_put(REQ_PFWD, *req, r);
    return rc;
}

int __mpiad_fwd_recv_init(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src,
                          int tag, MPI_Comm comm, MPI_Request *req) {
    int ek = elem_kind(dt), ucount = count;
    MPI_Datatype udt = dt;
    layout *lay = preq_layout("MPI_Recv_init", &ek, &count, &dt);
    if (!ek) {
        check_active("MPI_Recv_init", dt, dbufs);
        return MPI_Recv_init(buf, count, dt, src, tag, comm, req);
    }
    int mixed = lay && lay->mixed;
    if (mixed && (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG)) mix_wildcard("MPI_Recv_init");
    mpiad_preq *r = preq_new(MPIAD_PRECV, buf, dbufs, W, count, dt, comm, ek);
    r->lay = lay;
    if (mixed) r->fz = 0;  /* the primal with the user's datatype, then the lanes */
    int rc;
    if (r->fz) {
        rc = MPI_Recv_init(r->tmp, count * (W + 1), dt, src, tag, comm, req);
    } else {
        rc = MPI_Recv_init(buf, ucount, udt, src, tag, comm, req);
        if (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG) unfused_wildcard("MPI_Recv_init");
        else MPI_Recv_init(r->tmp, count * W, dt, src, tag, comm, &r->sreq);
    }
    req_put(REQ_PFWD, *req, r);
    return rc;
}

/* 1 when dt carries a derivative (a base datatype or a derived one of one base kind); a record of
 * the set-up then goes in the table under req */
static int prrec_new(int kind, void *dbuf, int count, MPI_Datatype dt, int peer, int tag,
                     MPI_Comm comm, MPI_Request req) {
    int ek = elem_kind(dt);
    layout L, *lay = NULL;
    if (!ek && layout_any(dt, count, &L)) {  /* only shadows travel: mixed ones too */
        lay = malloc(sizeof *lay);
        *lay = L;
        ek = L.ek; count = L.n; dt = L.base;
    }
    if (!ek) return 0;
    mpiad_prrec *p = calloc(1, sizeof *p);
    p->kind = kind; p->ek = ek; p->count = count; p->dt = dt; p->peer = peer;
    p->tag = tag; p->comm = comm; p->dbuf = dbuf; p->lay = lay;
    req_put(REQ_PREV, req, p);
    return 1;
}

int __mpiad_aug_send_init(const void *buf, void *dbuf, int count, MPI_Datatype dt, int dest,
                          int tag, MPI_Comm comm, MPI_Request *req, int mode) {
    int rc = send_init(mode, buf, count, dt, dest, tag, comm, req);
    if (!prrec_new(MPIAD_ISEND, dbuf, count, dt, dest, tag, comm, *req) && dbuf)
        check_active(init_name(mode), dt, &dbuf);
    return rc;
}

int __mpiad_aug_recv_init(void *buf, void *dbuf, int count, MPI_Datatype dt, int src, int tag,
                          MPI_Comm comm, MPI_Request *req) {
    int rc = MPI_Recv_init(buf, count, dt, src, tag, comm, req);
    if (!prrec_new(MPIAD_IRECV, dbuf, count, dt, src, tag, comm, *req) && dbuf)
        check_active("MPI_Recv_init", dt, &dbuf);
    return rc;
}

/* persistent collectives (pcollectives.c): their set-up is in the same tables, kind
 * MPIAD_PCOLL; a start gives a nonblocking collective's record, which every completion call and
 * its reverse know */
static int pcoll_fwd_start(void *set, MPI_Request *req);
static void *pcoll_aug_start(void *set, MPI_Request *req);
static int pcoll_free(void *set, MPI_Request *req);
void __mpiad_rev_icoll(void *rec);

/* ------------------------------------------------------------------------------------------ */
/* MPI_Start / MPI_Startall                                                                   */

/* A new communication each time. Tangent: a send packs buf and its lanes into the message (fused)
 * or the lanes into the second request, and both start; the completion call unpacks a receive.
 * Augmented: a record like an Isend's / Irecv's, in the table under the handle until the
 * completion call takes it. Adjoint (`__mpiad_rev_start`): the reverse of that Isend / Irecv:
 * waits for the adjoint communication the completion's reverse started. */

static int fwd_start(MPI_Request *req) {
    MPI_Request h = *req;
    mpiad_preq *r = h == MPI_REQUEST_NULL ? NULL : req_find(REQ_PFWD, h);
    if (!r) return MPI_Start(req);
    if (r->kind == MPIAD_PCOLL) return pcoll_fwd_start(r, req);
    if (r->active)
        __mpiad_fail("MPI_Start", "the persistent request is already active (started and not "
                     "completed)", (long long)h);
    if (r->part) {  /* partitioned: the lanes are sent as they are readied */
        int rc = MPI_Start(req);
        part_start(r);
        r->active = 1;
        r->done = 0;
        req_put(REQ_FWD, h, r);
        return rc;
    }
    if (r->kind == MPIAD_PSEND && r->lay && !r->fz) {  /* mixed: the lanes' elements */
        void *p = mix_pack(r->lay, r->dbufs, r->W);
        memcpy(r->tmp, p, (size_t)r->count * r->W * elem_size(r->ek));
        free(p);
    } else if (r->kind == MPIAD_PSEND && r->lay) {  /* the layout's elements, gathered */
        void *b = lay_gather(r->lay, r->buf);
        void **d = lay_gather_lanes(r->lay, r->dbufs, r->W);
        bpack(r->ek, r->fz, r->tmp, b, d, r->W, r->count, 0);
        free(b); lay_free_lanes(d, r->W);
    } else if (r->kind == MPIAD_PSEND) {
        bpack(r->ek, r->fz, r->tmp, r->buf, r->dbufs, r->W, r->count, 0);
    }
    int rc = MPI_Start(req);
    if (!r->fz) MPI_Start(&r->sreq);
    r->active = 1;
    r->done = 0;
    req_put(REQ_FWD, h, r);
    return rc;
}

/* a started persistent request completed with status st: its data (once) */
static void pers_fwd_finish(void *rec, MPI_Status *st) {
    mpiad_preq *r = rec;
    if (r->done) return;
    r->done = 1;
    if (r->part) {
        part_finish(r);
        return;
    }
    if (r->fz && r->lay) {  /* scattered into the layout (fused: the only way with one) */
        if (r->kind == MPIAD_PRECV && st->MPI_SOURCE != MPI_PROC_NULL) {
            int n = fcount(st, r->dt, r->W);
            size_t blk = (size_t)n * elem_size(r->ek);
            lay_scatter(r->lay, r->tmp, r->buf, 0, n);
            for (int k = 0; r->dbufs && k < r->W; k++)
                lay_scatter(r->lay, (char *)r->tmp + (k + 1) * blk, r->dbufs[k], 0, n);
            fstatus(st, r->dt, n);
        }
        return;
    }
    if (r->fz) {
        if (r->kind == MPIAD_PRECV)
            freceived(r->ek, r->buf, r->dbufs, r->W, r->dt, r->tmp, st, NULL);
        return;
    }
    MPI_Wait(&r->sreq, MPI_STATUS_IGNORE);
    if (r->kind == MPIAD_PRECV && st->MPI_SOURCE != MPI_PROC_NULL) {
        if (r->lay) mix_unpack(r->lay, r->dbufs, r->W, r->tmp, r->count);  /* mixed */
        else unpack(r->ek, r->dbufs, r->W, r->count, r->tmp);
    }
}

static void pers_fwd_complete(void *rec, MPI_Status *st) {
    pers_fwd_finish(rec, st);
    ((mpiad_preq *)rec)->active = 0;
}

int __mpiad_fwd_start(MPI_Request *req) { return fwd_start(req); }

int __mpiad_fwd_startall(int n, MPI_Request *reqs) {
    int rc = MPI_SUCCESS;
    for (int i = 0; i < n; i++) {
        int e = fwd_start(&reqs[i]);
        if (e != MPI_SUCCESS) rc = e;
    }
    return rc;
}

static void *aug_start(MPI_Request *req) {
    MPI_Request h = *req;
    mpiad_prrec *p = h == MPI_REQUEST_NULL ? NULL : req_find(REQ_PREV, h);
    if (p && p->kind == MPIAD_PCOLL) return pcoll_aug_start(p, req);
    if (!so2_no_start) MPI_Start(req);
    if (!p) return NULL;
    if (p->active)
        __mpiad_fail("MPI_Start", "the persistent request is already active (started and not "
                     "completed)", (long long)h);
    mpiad_rreq *r = calloc(1, sizeof *r);
    r->kind = p->kind; r->ek = p->ek; r->count = p->count; r->dt = p->dt; r->peer = p->peer;
    r->tag = p->tag; r->comm = p->comm; r->dbuf = p->dbuf; r->pactive = &p->active;
    if (p->W2) {  /* the record frees its copy of the lanes (rreq_free) */
        r->W2 = p->W2;
        r->tdbufs = calloc((size_t)p->W2 + 1, sizeof(void *));
        memcpy(r->tdbufs, p->tdbufs, sizeof(void *) * p->W2);
    }
    if (p->lay) {  /* the record owns a copy (rreq_free frees it) */
        layout *L = malloc(sizeof *L);
        *L = *p->lay;
        L->off = malloc(sizeof(long) * ((size_t)L->n + 1));
        memcpy(L->off, p->lay->off, sizeof(long) * (size_t)L->n);
        r->lay = L;
    }
    chan_number(r);
    p->active = 1;
    req_put(REQ_REV, h, r);
    return r;
}

void *__mpiad_aug_start(MPI_Request *req) { return aug_start(req); }

/* returns an array: [n, rec0, rec1, ...] */
void *__mpiad_aug_startall(int n, MPI_Request *reqs) {
    void **recs = malloc(sizeof(void *) * (n + 1));
    recs[0] = (void *)(intptr_t)n;
    for (int i = 0; i < n; i++) recs[i + 1] = aug_start(&reqs[i]);
    return recs;
}

void __mpiad_rev_start(void *rec) {
    mpiad_rreq *r = rec;
    if (!r) return;
    if (r->kind == MPIAD_ICOLL) { __mpiad_rev_icoll(r); return; }
    if (r->kind == MPIAD_ISEND) __mpiad_rev_isend(r);
    else __mpiad_rev_irecv(r);
}

void __mpiad_rev_startall(void *recs) {
    void **v = recs;
    int n = (int)(intptr_t)v[0];
    for (int i = n - 1; i >= 0; i--) __mpiad_rev_start(v[i + 1]);
    free(v);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Request_free                                                                           */

/* Of an inactive persistent request: its set-up is dropped with it. Of an active send (an
 * Isend whose completion nobody waits for): the message still goes out. Forward mode keeps the
 * request (and the packed message) to itself and completes it later, as MPI would; reverse mode
 * treats the free as the send's completion (its reverse posts the receive of the adjoint, which
 * the reverse of the Isend waits for). Of an active receive, persistent request or nonblocking
 * collective: refused (the received data, and so its derivative, is only defined once the request
 * is completed; MPI forbids freeing a collective's request). */

/* forward: requests the user freed while active, with the buffers they still read */
static MPI_Request *det_reqs;
static void **det_bufs;
static int n_det, cap_det;

/* complete what has completed of them */
static void det_reap(void) {
    int j = 0;
    for (int i = 0; i < n_det; i++) {
        int flag = 0;
        MPI_Test(&det_reqs[i], &flag, MPI_STATUS_IGNORE);
        if (flag) { free(det_bufs[i]); continue; }
        det_reqs[j] = det_reqs[i];
        det_bufs[j++] = det_bufs[i];
    }
    n_det = j;
}

static void det_add(MPI_Request r, void *buf) {
    if (n_det == cap_det) {
        cap_det = cap_det ? 2 * cap_det : 16;
        det_reqs = realloc(det_reqs, sizeof(MPI_Request) * cap_det);
        det_bufs = realloc(det_bufs, sizeof(void *) * cap_det);
    }
    det_reqs[n_det] = r;
    det_bufs[n_det++] = buf;
}

static void refuse_free(const char *what, MPI_Request h) {
    __mpiad_fail("MPI_Request_free", what, (long long)h);
}

#define FREE_ACTIVE_RECV "the request is an active receive; its data (and derivative) is defined " \
    "only once the request is completed: complete it (MPI_Wait/MPI_Test) instead of freeing it"
#define FREE_ACTIVE_PERSISTENT "the persistent request is active (started and not completed): " \
    "complete it before freeing it"
#define FREE_RMA "the request is a request-based one-sided operation's (MPI_Rput, MPI_Rget, " \
    "...), whose derivative is moved where the request completes: complete it (MPI_Wait/MPI_Test) " \
    "instead of freeing it"
#define FREE_COLLECTIVE "the request is a nonblocking collective's, which MPI does not allow to free"

int __mpiad_fwd_request_free(MPI_Request *req) {
    MPI_Request h = *req;
    det_reap();
    if (h == MPI_REQUEST_NULL) return MPI_Request_free(req);
    mpiad_preq *p = req_find(REQ_PFWD, h);
    if (p && p->kind == MPIAD_PCOLL) return pcoll_free(p, req);
    if (p) {
        if (p->active) refuse_free(FREE_ACTIVE_PERSISTENT, h);
        req_take(REQ_PFWD, h);
        if (p->part) part_free(p);
        else if (!p->fz) MPI_Request_free(&p->sreq);
        layout_free(p->lay);
        free(p->tmp); free(p->dbufs); free(p);
        return MPI_Request_free(req);
    }
    mpiad_req *r = req_find(REQ_FWD, h);
    if (!r) return MPI_Request_free(req);
    if (r->kind == MPIAD_ICOLL) refuse_free(FREE_COLLECTIVE, h);
    if (r->kind == MPIAD_RMA) refuse_free(FREE_RMA, h);
    if (r->kind != MPIAD_ISEND) refuse_free(FREE_ACTIVE_RECV, h);
    req_take(REQ_FWD, h);
    if (r->fused) {
        det_add(h, r);          /* the message lives in the record */
    } else {
        det_add(h, NULL);
        det_add(r->sreq, r->tmp);
        free(r->dbufs);
        free(r);
    }
    *req = MPI_REQUEST_NULL;
    return MPI_SUCCESS;
}

void *__mpiad_aug_request_free(MPI_Request *req) {
    MPI_Request h = *req;
    if (h != MPI_REQUEST_NULL) {
        mpiad_prrec *p = req_find(REQ_PREV, h);
        if (p && p->kind == MPIAD_PCOLL) {
            pcoll_free(p, req);
            return NULL;
        }
        if (p) {
            if (p->active) refuse_free(FREE_ACTIVE_PERSISTENT, h);
            req_take(REQ_PREV, h);
            layout_free(p->lay);
            free(p);
        } else {
            mpiad_rreq *r = req_find(REQ_REV, h);
            if (r) {
                if (r->kind == MPIAD_ICOLL) refuse_free(FREE_COLLECTIVE, h);
                if (r->kind == MPIAD_RMA) refuse_free(FREE_RMA, h);
                if (r->kind != MPIAD_ISEND) refuse_free(FREE_ACTIVE_RECV, h);
                req_take(REQ_REV, h);
                r->waited = 1;
                chan_add(r);
                MPI_Request_free(req);
                return r;
            }
        }
    }
    MPI_Request_free(req);
    return NULL;
}

/* its reverse is __mpiad_rev_wait */
