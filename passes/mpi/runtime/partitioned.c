/* MPI-4's partitioned communication: Psend_init, Precv_init, Pready, Pready_range, Pready_list,
 * Parrived; started by Start / Startall, completed by any completion call, freed by
 * Request_free (persistent.c, nonblocking.c). Uses persistent.c and what it uses.
 *
 * A partitioned request is a persistent one whose buffer is handed to MPI partition by partition
 * (Pready) and may be read partition by partition at the receiver (Parrived).
 * - forward: W more partitioned requests, one per lane, on the lanes of the user's buffer (or,
 *   where the buffer carries no derivative, on zeros / a scratch buffer), with the primal's
 *   partitions, count and datatype: they match in the order they are initialised, as MPI matches
 *   partitioned requests, and MPI lays each lane's partitions out as the primal's whatever the
 *   two sides' partitionings (which MPI lets differ), derived datatypes included. Pready readies a
 *   partition of every lane before the primal's; Parrived says a partition arrived once it has
 *   arrived on every lane too (the sender readied them first, so this wait ends); the completion
 *   completes the lanes' requests.
 * - reverse: a start's adjoint goes back as one message, that of a persistent send / receive of
 *   partitions * count elements (persistent.c's record), but where the reverse sweep needs it:
 *   the program writes a send partition between the Start and its Pready, so the adjoint of the
 *   whole send buffer is added at the reverse of the start's last Pready (the first the reverse
 *   sweep meets), not of the Start; it reads a received partition from the first MPI_Parrived
 *   that says it arrived, so a receive's adjoint is sent at the reverse of the start's first
 *   such Parrived (reads of partitions that had not arrived then are erroneous), not of the
 *   completion. Its reverse's waits come after its sends, as with Isend / Irecv. */

/* forward: the set-up beside mpiad_preq (its `part` field) */
typedef struct mpiad_ppart {
    int parts, W;
    MPI_Request *lreq;  /* the lanes' partitioned requests */
    void *scratch;      /* the lanes' buffer where the user's carries no derivative */
} mpiad_ppart;

/* bytes spanned by n elements of dt from the buffer's start (the datatype's bounds >= 0) */
static size_t part_span(const char *call, long long n, MPI_Datatype dt) {
    MPI_Aint lb, ext, tlb, text;
    MPI_Type_get_extent(dt, &lb, &ext);
    MPI_Type_get_true_extent(dt, &tlb, &text);
    if (tlb < 0 || lb < 0)
        __mpiad_fail(call, "a datatype with a negative lower bound on partitioned communication "
                     "is not differentiable here", (long long)dt);
    return n ? (size_t)((n - 1) * ext + tlb + text) : 1;
}

/* the element kind dt's data carries (a derived datatype: its base's), 0 when none */
static int part_kind(MPI_Datatype dt) {
    int ek = elem_kind(dt);
    layout L;
    if (!ek && layout_of(dt, 1, &L)) {
        ek = L.ek;
        free(L.off);
    }
    return ek;
}

static int part_count(const char *call, MPI_Count count) {
    if (count < 0 || count > INT_MAX)
        __mpiad_fail(call, "a partition's count beyond 2^31-1 elements is not differentiable "
                     "here", (long long)count);
    return (int)count;
}

static int part_fwd_init(int send, void *buf, void **dbufs, int W, int parts, MPI_Count count,
                         MPI_Datatype dt, int peer, int tag, MPI_Comm comm, MPI_Info info,
                         MPI_Request *req) {
    const char *call = send ? "MPI_Psend_init" : "MPI_Precv_init";
    int rc = send ? MPI_Psend_init(buf, parts, count, dt, peer, tag, comm, info, req)
                  : MPI_Precv_init(buf, parts, count, dt, peer, tag, comm, info, req);
    int ek = part_kind(dt);
    if (!ek) {
        check_active(call, dt, dbufs);
        return rc;
    }
    int n = part_count(call, count);
    mpiad_ppart *q = calloc(1, sizeof *q);
    q->parts = parts; q->W = W;
    q->lreq = malloc(sizeof(MPI_Request) * (W + 1));
    if (!dbufs) q->scratch = calloc(1, part_span(call, (long long)parts * n, dt));
    for (int k = 0; k < W; k++) {
        void *b = dbufs ? dbufs[k] : q->scratch;
        if (send) MPI_Psend_init(b, parts, count, dt, peer, tag, comm, info, &q->lreq[k]);
        else MPI_Precv_init(b, parts, count, dt, peer, tag, comm, info, &q->lreq[k]);
    }
    mpiad_preq *r = calloc(1, sizeof *r);
    r->kind = send ? MPIAD_PSEND : MPIAD_PRECV;
    r->ek = ek; r->count = n * parts; r->W = W; r->dt = dt; r->comm = comm; r->buf = buf;
    r->part = q;
    req_put(REQ_PFWD, *req, r);
    return rc;
}

/* MPI_Psend_init / MPI_Precv_init. No communication of their own; tangent: the lanes' requests
 * (above); augmented: persistent.c's record of a send / receive of the whole buffer. */

int __mpiad_fwd_psend_init(const void *buf, void **dbufs, int W, int parts, MPI_Count count,
                           MPI_Datatype dt, int dest, int tag, MPI_Comm comm, MPI_Info info,
                           MPI_Request *req) {
    return part_fwd_init(1, (void *)buf, dbufs, W, parts, count, dt, dest, tag, comm, info, req);
}

int __mpiad_fwd_precv_init(void *buf, void **dbufs, int W, int parts, MPI_Count count,
                           MPI_Datatype dt, int src, int tag, MPI_Comm comm, MPI_Info info,
                           MPI_Request *req) {
    return part_fwd_init(0, buf, dbufs, W, parts, count, dt, src, tag, comm, info, req);
}

int __mpiad_aug_psend_init(const void *buf, void *dbuf, int parts, MPI_Count count,
                           MPI_Datatype dt, int dest, int tag, MPI_Comm comm, MPI_Info info,
                           MPI_Request *req) {
    int rc = MPI_Psend_init(buf, parts, count, dt, dest, tag, comm, info, req);
    int n = part_count("MPI_Psend_init", count);
    if (!prrec_new(MPIAD_ISEND, dbuf, n * parts, dt, dest, tag, comm, *req) && dbuf)
        check_active("MPI_Psend_init", dt, &dbuf);
    return rc;
}

int __mpiad_aug_precv_init(void *buf, void *dbuf, int parts, MPI_Count count, MPI_Datatype dt,
                           int src, int tag, MPI_Comm comm, MPI_Info info, MPI_Request *req) {
    int rc = MPI_Precv_init(buf, parts, count, dt, src, tag, comm, info, req);
    int n = part_count("MPI_Precv_init", count);
    if (!prrec_new(MPIAD_IRECV, dbuf, n * parts, dt, src, tag, comm, *req) && dbuf)
        check_active("MPI_Precv_init", dt, &dbuf);
    return rc;
}

/* persistent.c's Start, completion and Request_free of a partitioned request (forward mode) */
static void part_start(mpiad_preq *r) {
    mpiad_ppart *q = r->part;
    for (int k = 0; k < q->W; k++) MPI_Start(&q->lreq[k]);
}

static void part_finish(mpiad_preq *r) {
    mpiad_ppart *q = r->part;
    MPI_Waitall(q->W, q->lreq, MPI_STATUSES_IGNORE);
}

static void part_free(mpiad_preq *r) {
    mpiad_ppart *q = r->part;
    for (int k = 0; k < q->W; k++) MPI_Request_free(&q->lreq[k]);
    free(q->lreq); free(q->scratch); free(q);
}

/* the forward set-up of a partitioned request, or NULL (not one, or no derivative) */
static mpiad_preq *part_find(MPI_Request h) {
    mpiad_preq *r = h == MPI_REQUEST_NULL ? NULL : req_find(REQ_PFWD, h);
    return r && r->part ? r : NULL;
}

/* MPI_Pready / Pready_range / Pready_list. Tangent: the lanes' partitions first, then the
 * primal's. Augmented: the primal (no record; no adjoint). */

int __mpiad_fwd_pready(int partition, MPI_Request req) {
    mpiad_preq *r = part_find(req);
    if (r)
        for (int k = 0; k < r->part->W; k++) MPI_Pready(partition, r->part->lreq[k]);
    return MPI_Pready(partition, req);
}

int __mpiad_fwd_pready_range(int lo, int hi, MPI_Request req) {
    mpiad_preq *r = part_find(req);
    if (r)
        for (int k = 0; k < r->part->W; k++) MPI_Pready_range(lo, hi, r->part->lreq[k]);
    return MPI_Pready_range(lo, hi, req);
}

/* (not const: Open MPI 5's header declares the list int *) */
int __mpiad_fwd_pready_list(int n, int *parts, MPI_Request req) {
    mpiad_preq *r = part_find(req);
    if (r)
        for (int k = 0; k < r->part->W; k++) MPI_Pready_list(n, parts, r->part->lreq[k]);
    return MPI_Pready_list(n, parts, req);
}

/* augmented: the record of the start in progress, on the first readiness call of a send (every
 * one: the reverse sweep meets the last first) or the first Parrived that found a partition of
 * a receive; else NULL */
static void *part_aug_ready(MPI_Request req) {
    mpiad_rreq *r = req == MPI_REQUEST_NULL ? NULL : req_find(REQ_REV, req);
    if (!r || r->kind != MPIAD_ISEND) return NULL;
    if (!r->early) r->early = 1;
    return r;
}

void *__mpiad_aug_pready(int partition, MPI_Request req) {
    MPI_Pready(partition, req);
    return part_aug_ready(req);
}

void *__mpiad_aug_pready_range(int lo, int hi, MPI_Request req) {
    MPI_Pready_range(lo, hi, req);
    return part_aug_ready(req);
}

void *__mpiad_aug_pready_list(int n, int *parts, MPI_Request req) {
    MPI_Pready_list(n, parts, req);
    return part_aug_ready(req);
}

/* reverse of a send's readiness call: the first met adds the adjoint of the whole buffer */
void __mpiad_rev_pready(void *rec) {
    mpiad_rreq *r = rec;
    if (!r || r->early == 2) return;
    coll_flush();
    isend_add_adjoint(r);
}

void *__mpiad_aug_parrived(MPI_Request req, int partition, int *flag) {
    MPI_Parrived(req, partition, flag);
    mpiad_rreq *r = !*flag || req == MPI_REQUEST_NULL ? NULL : req_find(REQ_REV, req);
    if (!r || r->kind != MPIAD_IRECV || r->early) return NULL;
    r->early = 1;
    return r;
}

/* reverse of the first Parrived that found a partition: the adjoint of the received buffer
 * starts back (the reverse of the Start finishes it and zeroes the buffer's) */
void __mpiad_rev_parrived(void *rec) {
    if (rec) chan_ready(rec);
}

/* MPI_Parrived. Tangent: a partition has arrived when it has on every lane too (polled: the
 * sender readied the lanes' partition before the primal's). */
int __mpiad_fwd_parrived(MPI_Request req, int partition, int *flag) {
    int rc = MPI_Parrived(req, partition, flag);
    mpiad_preq *r = part_find(req);
    if (!*flag || !r) return rc;
    for (int k = 0; k < r->part->W; k++) {
        int f = 0;
        while (!f) MPI_Parrived(r->part->lreq[k], partition, &f);
    }
    return rc;
}
