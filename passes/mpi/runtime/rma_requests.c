/* Request-based one-sided operations: MPI_Rput, MPI_Rget, MPI_Raccumulate (MPI_SUM,
 * MPI_REPLACE), MPI_Rget_accumulate (MPI_SUM, MPI_REPLACE, MPI_NO_OP), derived datatypes on every
 * side as their blocking forms take them. Uses rma.c, rma_passive.c and rma_fetch.c; their requests complete through every completion call of nonblocking.c
 * (records of kind MPIAD_RMA in the request table of requests.c).
 *
 * MPI allows them in passive-target epochs only (MPI_Win_lock / lock_all); elsewhere they stop,
 * naming the call. Their request completes locally: an Rput's or Raccumulate's origin buffer may
 * be reused, an Rget's or Rget_accumulate's result read, after MPI_Wait (or Test, Waitall, ...),
 * before any flush or unlock.
 *
 * Forward: the operation on each shadow window (lane k's with the origin's and result's lane k),
 * each under a shadow request of its own, kept in the primal request's record and completed with
 * it, so a result's tangent is there when its value is.
 *
 * Reverse: the operation is recorded in the window's open epoch as its blocking form is (rma.c;
 * its adjoint is the same). What differs is where that adjoint must run: at the reverse of the
 * first call that completes it in the primal, which is the later in the reverse sweep. If the
 * request completes first (MPI_Wait before the flush or unlock), the program may reuse the origin
 * buffer or read the result between the two: the adjoint must add into the origin buffer's
 * adjoint before the reverse of that reuse, and needs the result's adjoint once the reverse of
 * that read is done. So the augmented completion takes the operation out of the open epoch and
 * keeps it in the request's record; the reverse of the completion replays its adjoint there (rma_
 * passive.c's rma_replay_passive, flushed on the target), inside the mirrored lock epoch that the
 * reverse of the later unlock opened. If a flush or unlock completes it first, it replays there as
 * a blocking operation's, and the reverse of the request's completion has nothing to do.
 *
 * An Rget (and an Rget_accumulate with MPI_NO_OP) of active data is refused in reverse mode, as a
 * Get in a passive-target epoch is (rma.c: the target may read the memory meanwhile, and the
 * adjoint of that read would race with the Get's). MPI_Request_free of such a request is refused
 * (persistent.c): complete it. */

/* forward-mode record: the shadow requests, completed with the primal one */
typedef struct {
    int kind;  /* MPIAD_RMA */
    int W;
    MPI_Request sreq[];
} rma_freq;

/* reverse-mode record */
typedef struct {
    int kind;        /* MPIAD_RMA */
    int waited;      /* the augmented sweep completed the request */
    rma_win *w;
    rma_epoch *e;    /* the operation, taken out of its epoch by the request's completion (NULL:
                      * none, or a flush / unlock completed it first) */
    int trank;
    const char *call;
} rma_rreq;

static void rma_needs_passive(const char *call, rma_win *w) {
    if (!w->passive)
        __mpiad_fail(call, "request-based one-sided operations are allowed only in a "
                     "passive-target epoch (MPI_Win_lock, MPI_Win_lock_all)", 0);
}

/* forward: a record with W shadow requests, their slots for the caller to fill */
static rma_freq *rma_freq_new(int W) {
    rma_freq *r = calloc(1, sizeof *r + sizeof(MPI_Request) * (size_t)(W + 1));
    r->kind = MPIAD_RMA;
    r->W = W;
    return r;
}

/* forward: keep the record under the primal request (a null request: completed at once) */
static void rma_freq_keep(rma_freq *r, MPI_Request req) {
    if (req != MPI_REQUEST_NULL) { req_put(REQ_FWD, req, r); return; }
    MPI_Waitall(r->W, r->sreq, MPI_STATUSES_IGNORE);
    free(r);
}

/* completion calls (nonblocking.c): the shadow requests completed with the primal one */
static void rma_fwd_complete(void *rec) {
    rma_freq *r = rec;
    MPI_Waitall(r->W, r->sreq, MPI_STATUSES_IGNORE);
    free(r);
}

/* reverse: the record of an operation whose last recorded op (if the epoch grew from n0) it is */
static void *rma_rreq_new(const char *call, rma_win *w, int n0, int trank, MPI_Request req) {
    rma_rreq *r = calloc(1, sizeof *r);
    r->kind = MPIAD_RMA;
    r->w = w;
    r->trank = trank;
    r->call = call;
    if (w->cur->n > n0) w->cur->ops[w->cur->n - 1].req = r;
    if (req != MPI_REQUEST_NULL) req_put(REQ_REV, req, r);
    else r->waited = 1;
    return r;
}

/* augmented completion: the operation, if no flush or unlock completed it yet, taken out of the
 * open epoch to be replayed at the completion's reverse */
static void rma_aug_complete(void *rec) {
    rma_rreq *r = rec;
    r->waited = 1;
    rma_epoch *c = r->w->cur;
    for (int i = 0; i < c->n; i++) {
        if (c->ops[i].req != r) continue;
        rma_epoch *e = calloc(1, sizeof *e);
        e->ops = malloc(sizeof(rma_op));
        e->ops[0] = c->ops[i];
        e->n = e->cap = 1;
        for (int j = i + 1; j < c->n; j++) c->ops[j - 1] = c->ops[j];
        c->n--;
        r->e = e;
        return;
    }
}

/* reverse of the completion: the operation's adjoint, in the mirrored lock epoch */
static void rma_rev_complete(void *rec) {
    rma_rreq *r = rec;
    if (!r->e) return;
    rma_replay_passive(r->w, r->e, r->trank);
    r->e = NULL;
}

/* reverse of the operation's call: its record, freed (the completion's reverse came before) */
void __mpiad_rev_rma_request(void *rec) {
    rma_rreq *r = rec;
    if (!r->waited)
        __mpiad_fail(r->call, "the request was never completed (MPI_Wait/Waitall/Test) before "
                     "the end of the differentiated function", 0);
    free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Rput, MPI_Raccumulate                                                                  */

/* Rput: as Put (rma.c), under a request; Raccumulate: as Accumulate. op: MPI_OP_NULL for Rput */
static int rma_fwd_rwrite(const char *call, const void *x, void **dx, int W, int ocount,
                          MPI_Datatype odt, int trank, MPI_Aint tdisp, int tcount,
                          MPI_Datatype tdt, MPI_Op op, MPI_Win win, MPI_Request *req) {
    int put = op == MPI_OP_NULL;
    int rc = put ? MPI_Rput(x, ocount, odt, trank, tdisp, tcount, tdt, win, req)
                 : MPI_Raccumulate(x, ocount, odt, trank, tdisp, tcount, tdt, op, win, req);
    rma_win *w = rma_find(call, win);
    rma_needs_passive(call, w);
    long n;
    int ek = rma_kinds(call, w, ocount, odt, tcount, tdt, &n);
    if (!ek) return rc;
    if (!put && rma_op_kind(ek, op) == 1 && !dx) return rc;
    /* an inactive origin: n packed zeros of the base type (derived datatypes: rma.c's Put) */
    void *z = dx ? NULL : rma_zeros(w, ek, (int)n);
    int c = dx ? ocount : (int)n;
    MPI_Datatype cdt = dx ? odt : rma_base(ek, odt);
    rma_freq *r = rma_freq_new(w->W);
    for (int k = 0; k < w->W; k++) {
        const void *d = dx ? dx[k] : z;
        MPI_Aint sd = rma_td(w, call, trank, tdisp, tcount, tdt, k);
        if (put) MPI_Rput(d, c, cdt, trank, sd, tcount, tdt, w->swin[k], &r->sreq[k]);
        else MPI_Raccumulate(d, c, cdt, trank, sd, tcount, tdt, op, w->swin[k], &r->sreq[k]);
    }
    rma_freq_keep(r, *req);
    return rc;
}

int __mpiad_fwd_rput(const void *x, void **dx, int W, int ocount, MPI_Datatype odt, int trank,
                     MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win,
                     MPI_Request *req) {
    return rma_fwd_rwrite("MPI_Rput", x, dx, W, ocount, odt, trank, tdisp, tcount, tdt,
                          MPI_OP_NULL, win, req);
}

int __mpiad_fwd_raccumulate(const void *x, void **dx, int W, int ocount, MPI_Datatype odt,
                            int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                            MPI_Win win, MPI_Request *req) {
    return rma_fwd_rwrite("MPI_Raccumulate", x, dx, W, ocount, odt, trank, tdisp, tcount, tdt,
                          op, win, req);
}

void *__mpiad_aug_rput(const void *x, void *dx, int ocount, MPI_Datatype odt, int trank,
                       MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win,
                       MPI_Request *req) {
    MPI_Rput(x, ocount, odt, trank, tdisp, tcount, tdt, win, req);
    rma_win *w = rma_find("MPI_Rput", win);
    rma_needs_passive("MPI_Rput", w);
    int n0 = w->cur->n;
    long n;
    int ek = rma_kinds("MPI_Rput", w, ocount, odt, tcount, tdt, &n);
    rma_record_dt(w, RMA_PUT, ek, dx, ocount, odt, trank, tdisp, tcount, tdt);
    return rma_rreq_new("MPI_Rput", w, n0, trank, *req);
}

void *__mpiad_aug_raccumulate(const void *x, void *dx, int ocount, MPI_Datatype odt, int trank,
                              MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                              MPI_Win win, MPI_Request *req) {
    MPI_Raccumulate(x, ocount, odt, trank, tdisp, tcount, tdt, op, win, req);
    rma_win *w = rma_find("MPI_Raccumulate", win);
    rma_needs_passive("MPI_Raccumulate", w);
    int n0 = w->cur->n;
    long n;
    int ek = rma_kinds("MPI_Raccumulate", w, ocount, odt, tcount, tdt, &n);
    if (ek) {
        int kind = rma_op_kind(ek, op) == 1 ? RMA_ACC_SUM : RMA_PUT;
        rma_record_dt(w, kind, ek, dx, ocount, odt, trank, tdisp, tcount, tdt);
    }
    return rma_rreq_new("MPI_Raccumulate", w, n0, trank, *req);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Rget, MPI_Rget_accumulate                                                              */

/* Rget: as Get, under a request. Its tangent arrives with the shadow requests. */
int __mpiad_fwd_rget(void *y, void **dy, int W, int ocount, MPI_Datatype odt, int trank,
                     MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win,
                     MPI_Request *req) {
    int rc = MPI_Rget(y, ocount, odt, trank, tdisp, tcount, tdt, win, req);
    rma_win *w = rma_find("MPI_Rget", win);
    rma_needs_passive("MPI_Rget", w);
    long n;
    int ek = rma_kinds("MPI_Rget", w, ocount, odt, tcount, tdt, &n);
    if (!ek || !dy) return rc;
    rma_freq *r = rma_freq_new(w->W);
    for (int k = 0; k < w->W; k++)
        MPI_Rget(dy[k], ocount, odt, trank, rma_td(w, "MPI_Rget", trank, tdisp, tcount, tdt, k), tcount, tdt,
                 w->swin[k], &r->sreq[k]);
    rma_freq_keep(r, *req);
    return rc;
}

/* reverse mode: refused where it would carry a derivative, as a Get in a lock epoch (rma.c) */
void *__mpiad_aug_rget(void *y, void *dy, int ocount, MPI_Datatype odt, int trank,
                       MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win,
                       MPI_Request *req) {
    rma_win *w = rma_find("MPI_Rget", win);
    rma_needs_passive("MPI_Rget", w);
    long n;
    if (rma_kinds("MPI_Rget", w, ocount, odt, tcount, tdt, &n) && dy && trank != MPI_PROC_NULL)
        __mpiad_fail("MPI_Rget", "an Rget of active data is not differentiated in reverse mode "
                     "(it runs in a passive-target epoch, where the target may read what it "
                     "gets meanwhile, and the adjoint of that read would race with the Rget's "
                     "adjoint in the target's memory); MPI_Rput from the target, or synchronise "
                     "with MPI_Win_fence and MPI_Get", (long long)(intptr_t)win);
    MPI_Rget(y, ocount, odt, trank, tdisp, tcount, tdt, win, req);
    return rma_rreq_new("MPI_Rget", w, w->cur->n, trank, *req);
}

/* Rget_accumulate: as Get_accumulate (rma_fetch.c), under a request */
/* MPI_MIN / MPI_MAX (an op known at run time only: the rule refuses a known one) */
static void rma_no_sel_request(const char *call, int ek, MPI_Op op) {
    if (ek && (op == MPI_MIN || op == MPI_MAX))
        __mpiad_fail(call, "MPI_MIN / MPI_MAX in a request-based operation is not "
                     "differentiated: it runs in a passive-target epoch, where no "
                     "synchronisation tells when the element's value is final; use "
                     "MPI_Get_accumulate between fences or in post-start-complete-wait",
                     (long long)(intptr_t)op);
}

int __mpiad_fwd_rget_accumulate(const void *x, void **dx, int W, int ocount, MPI_Datatype odt,
                                void *r, void **dr, int rcount, MPI_Datatype rdt, int trank,
                                MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                                MPI_Win win, MPI_Request *req) {
    const char *call = "MPI_Rget_accumulate";
    int rc = MPI_Rget_accumulate(x, ocount, odt, r, rcount, rdt, trank, tdisp, tcount, tdt, op,
                                 win, req);
    rma_win *w = rma_find(call, win);
    rma_needs_passive(call, w);
    int fk;
    long n;
    int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
    rma_no_sel_request(call, ek, op);
    if (!ek) return rc;
    void *z = dx ? NULL : rma_zeros(w, ek, (int)n);
    rma_freq *f = rma_freq_new(w->W);
    for (int k = 0; k < w->W; k++)
        MPI_Rget_accumulate(dx ? dx[k] : z, dx ? ocount : (int)n, dx ? odt : rma_base(ek, odt),
                            dr ? dr[k] : rma_zeros(w, ek, (int)n), dr ? rcount : (int)n,
                            dr ? rdt : rma_base(ek, rdt), trank,
                            rma_td(w, call, trank, tdisp, tcount, tdt, k), tcount, tdt, op, w->swin[k],
                            &f->sreq[k]);
    rma_freq_keep(f, *req);
    return rc;
}

void *__mpiad_aug_rget_accumulate(const void *x, void *dx, int ocount, MPI_Datatype odt,
                                  void *r, void *dr, int rcount, MPI_Datatype rdt, int trank,
                                  MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                                  MPI_Win win, MPI_Request *req) {
    const char *call = "MPI_Rget_accumulate";
    rma_win *w = rma_find(call, win);
    rma_needs_passive(call, w);
    int n0 = w->cur->n;
    /* the primal as a request-based call, recorded as rma_fetch.c records a Get_accumulate */
    MPI_Rget_accumulate(x, ocount, odt, r, rcount, rdt, trank, tdisp, tcount, tdt, op, win, req);
    int fk;
    long n;
    int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
    rma_no_sel_request(call, ek, op);
    if (ek && trank != MPI_PROC_NULL) {
        if (fk == 3 && dr)
            __mpiad_fail(call, "MPI_NO_OP (a fetch) in a passive-target epoch is not "
                         "differentiated in reverse mode: the target may read what is fetched "
                         "meanwhile, and the adjoint of that read would race with the fetch's; "
                         "synchronise with MPI_Win_fence", (long long)(intptr_t)win);
        rma_record_fetch(w, fk, ek, n, dx, ocount, odt, dr, rcount, rdt, trank, tdisp, tcount,
                         tdt);
    }
    return rma_rreq_new(call, w, n0, trank, *req);
}
