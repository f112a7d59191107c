/* Message fusion (forward mode). Uses common.h and requests.c (the fused Isend / Irecv records).
 *
 * MPIAD_FUSE=1 (the default): a forward-mode message carries the primal and its W tangent lanes
 * at once, laid out [primal | lane 0 | ... | lane W-1] (each `count` elements), so a message costs
 * one latency, as in the primal: the fused Isend / Irecv *is* the user's request (the runtime
 * unpacks a receive when the request completes), Send / Recv / Sendrecv / Sendrecv_replace make
 * one call, and a received message's length tells how many elements came (n (1+W)). Statuses the
 * user sees are corrected to the primal's element count. Allreduce / Reduce / Bcast: MPI_SUM and
 * Bcast on the concatenated buffer; Gather / Allgather / Scatter / Alltoall / Reduce_scatter_block
 * (SUM): each rank's block travels as [primal | lanes] of that block; MPI_PROD / MIN / MAX on
 * (value, W tangents) tuples with a user-defined op (non-commutative for MIN / MAX, so the lowest
 * rank wins ties as in the unfused rule; reductions.c). MPIAD_FUSE=0: the primal message, then the
 * tangents in a second one. Read once, at the first forward call; every rank must agree (mpiexec
 * passes the environment on).
 */
static int fuse_flag = -1;

static int fused(void) {
    if (fuse_flag < 0) {
        const char *s = getenv("MPIAD_FUSE");
        fuse_flag = !(s && s[0] == '0');
    }
    return fuse_flag;
}

/* Unfused, a sender's tangent message follows its primal one on the same tag, and a wildcard
 * receive posted before the tangent's receive could take it in place of the next primal message
 * (a wrong pairing or a hang): nonblocking wildcard receives need fused messages. */
static void unfused_wildcard(const char *call) {
    __mpiad_fail(call, "a nonblocking receive from MPI_ANY_SOURCE or MPI_ANY_TAG is differentiated "
                 "in forward mode only with fused messages (MPIAD_FUSE=1, the default); with "
                 "MPIAD_FUSE=0 its tangent could pair with another sender's message", 0);
}

/* 1 when the runtime fuses (tests and benchmarks ask) */
int __mpiad_fusion(void) { return fused(); }

/* ------------------------------------------------------------------------------------------ */
/* packing and statuses                                                                       */

/* [buf | lane 0 | ... | lane W-1], NULL lanes as zeros, into p */
static void fpack(int kind, void *p, const void *buf, void **dbufs, int W, int n) {
    bpack(kind, 1, p, buf, dbufs, W, n, 0);
}

/* the inverse: n elements of each arrived (the sender's count) */
static void funpack(int kind, void *buf, void **dbufs, int W, int n, const void *p) {
    bunpack(kind, 1, p, buf, dbufs, W, n, 0);
}

/* elements per lane in a fused message that arrived with status st (the primal's count) */
static int fcount(MPI_Status *st, MPI_Datatype dt, int W) {
    int c = 0;
    MPI_Get_count(st, dt, &c);
    if (c == MPI_UNDEFINED || c < 0) c = 0;
    /* a sender with another width (or not differentiating) sent a length that is not 1+W
     * blocks: stop rather than unpack its primal as tangents */
    if (c % (W + 1))
        __mpiad_fail("a fused receive", "the message's length is not a multiple of 1 + the "
                     "width: the sending rank differentiates with another --width / number of "
                     "tangents, or not in forward mode; every rank must differentiate alike",
                     (long long)c);
    return c / (W + 1);
}

/* the status the primal would have given */
static void fstatus(MPI_Status *st, MPI_Datatype dt, int n) {
    if (st->MPI_SOURCE != MPI_PROC_NULL) MPI_Status_set_elements(st, dt, n);
}

/* a fused message p arrived with status *st: unpack it, give the user the primal's status */
static void freceived(int ek, void *buf, void **dbufs, int W, MPI_Datatype dt, const void *p,
                      MPI_Status *st, MPI_Status *status) {
    if (st->MPI_SOURCE != MPI_PROC_NULL) {
        int n = fcount(st, dt, W);
        funpack(ek, buf, dbufs, W, n, p);
        fstatus(st, dt, n);
    }
    if (status && status != MPI_STATUS_IGNORE) *status = *st;
}

/* ------------------------------------------------------------------------------------------ */
/* point to point                                                                             */

static int fused_isend(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                       int tag, MPI_Comm comm, MPI_Request *req, int ek) {
    size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
    mpiad_req *r = malloc(sizeof *r + bytes + 1);
    memset(r, 0, sizeof *r);
    r->kind = MPIAD_ISEND; r->ek = ek; r->count = count; r->W = W; r->dt = dt; r->fused = 1;
    r->tmp = (char *)r->inl;
    fpack(ek, r->tmp, buf, dbufs, W, count);
    int rc = MPI_Isend(r->tmp, count * (W + 1), dt, dest, tag, comm, req);
    if (rc != MPI_SUCCESS || *req == MPI_REQUEST_NULL) { free(r); return rc; }
    req_put(REQ_FWD, *req, r);
    return rc;
}

/* the derived layout of the next fused_irecv (layouts.c; set by __mpiad_fwd_irecv) */
static lay_recv *lay_pending;

static int fused_irecv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src,
                       int tag, MPI_Comm comm, MPI_Request *req, int ek) {
    size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
    size_t lanes = dbufs ? sizeof(void *) * (size_t)W : 0;
    mpiad_req *r = malloc(sizeof *r + lanes + bytes + 8);
    memset(r, 0, sizeof *r);
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = count; r->W = W; r->dt = dt; r->fused = 1;
    r->buf = buf;
    if (dbufs) { r->dbufs = (void **)r->inl; memcpy(r->dbufs, dbufs, lanes); }
    r->tmp = (char *)r->inl + ((lanes + 7) & ~(size_t)7);
    int rc = MPI_Irecv(r->tmp, count * (W + 1), dt, src, tag, comm, req);
    if (rc != MPI_SUCCESS || *req == MPI_REQUEST_NULL) { free(r); return rc; }
    r->lay = lay_pending;
    lay_pending = NULL;
    req_put(REQ_FWD, *req, r);
    return rc;
}

/* a fused request completed with status st (corrected for the user) */
static void fused_complete(mpiad_req *r, MPI_Status *st) {
    if (r->kind == MPIAD_IRECV) freceived(r->ek, r->buf, r->dbufs, r->W, r->dt, r->tmp, st, NULL);
    if (r->lay) lay_recv_done(r->lay, lay_received(st, r->dt));
    free(r);
}

/* blocking calls: small messages are packed on the stack */
#define FUSE_STACK 512

static int fused_send(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                      int tag, MPI_Comm comm, int sync, int ek) {
    size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
    double stack[FUSE_STACK / sizeof(double)];
    void *p = bytes <= FUSE_STACK ? (void *)stack : malloc(bytes);
    fpack(ek, p, buf, dbufs, W, count);
    int rc = sync ? MPI_Ssend(p, count * (W + 1), dt, dest, tag, comm)
                  : MPI_Send(p, count * (W + 1), dt, dest, tag, comm);
    if (p != stack) free(p);
    return rc;
}

static int fused_recv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src, int tag,
                      MPI_Comm comm, MPI_Status *status, int ek) {
    size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
    double stack[FUSE_STACK / sizeof(double)];
    void *p = bytes <= FUSE_STACK ? (void *)stack : malloc(bytes);
    MPI_Status st;
    int rc = MPI_Recv(p, count * (W + 1), dt, src, tag, comm, &st);
    freceived(ek, buf, dbufs, W, dt, p, &st, status);
    if (p != stack) free(p);
    return rc;
}

static int fused_sendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, int dest,
                          int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt,
                          int src, int rtag, MPI_Comm comm, MPI_Status *status, int W, int sk,
                          int rk) {
    size_t sbytes = sk ? (size_t)scount * (W + 1) * elem_size(sk) : 0;
    size_t rbytes = rk ? (size_t)rcount * (W + 1) * elem_size(rk) : 0;
    double stack[2 * FUSE_STACK / sizeof(double)];
    char *sp = NULL, *rp = NULL, *heap = NULL;
    if (sbytes <= FUSE_STACK && rbytes <= FUSE_STACK) { sp = (char *)stack; rp = sp + FUSE_STACK; }
    else { heap = malloc(sbytes + rbytes + 16); sp = heap; rp = heap + ((sbytes + 15) & ~(size_t)15); }
    if (sk) fpack(sk, sp, sbuf, dsbufs, W, scount);
    MPI_Status st;
    int rc = MPI_Sendrecv(sk ? sp : sbuf, sk ? scount * (W + 1) : scount, sdt, dest, stag,
                          rk ? rp : rbuf, rk ? rcount * (W + 1) : rcount, rdt, src, rtag, comm, &st);
    if (rk) freceived(rk, rbuf, drbufs, W, rdt, rp, &st, status);
    else if (status != MPI_STATUS_IGNORE) *status = st;
    free(heap);
    return rc;
}

static int fused_sendrecv_replace(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                                  int dest, int stag, int src, int rtag, MPI_Comm comm,
                                  MPI_Status *status, int ek) {
    size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
    double stack[FUSE_STACK / sizeof(double)];
    void *p = bytes <= FUSE_STACK ? (void *)stack : malloc(bytes);
    fpack(ek, p, buf, dbufs, W, count);
    MPI_Status st;
    int rc = MPI_Sendrecv_replace(p, count * (W + 1), dt, dest, stag, src, rtag, comm, &st);
    freceived(ek, buf, dbufs, W, dt, p, &st, status);
    if (p != stack) free(p);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* collectives (fused reductions are in reductions.c)                                         */

/* fused gather-like collectives: each rank's block b travels as [primal | lane 0 | ... ] of it */
static void fpack_at(int kind, void *p, const void *buf, void **dbufs, int W, int n, long off) {
    bpack(kind, 1, p, buf, dbufs, W, n, off);
}

static void funpack_at(int kind, void *buf, void **dbufs, int W, int n, long off, const void *p) {
    bunpack(kind, 1, p, buf, dbufs, W, n, off);
}

static int fused_gather(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                        void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                        int W, int all, int ek) {
    int size, me, m = W + 1;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    int gets = all || me == root;
    char *sp = malloc((size_t)scount * m * es + 1);
    char *rp = gets ? malloc((size_t)rcount * m * size * es + 1) : NULL;
    fpack(ek, sp, sbuf, dsbufs, W, scount);
    int rc = all ? MPI_Allgather(sp, scount * m, sdt, rp, rcount * m, rdt, comm)
                 : MPI_Gather(sp, scount * m, sdt, rp, rcount * m, rdt, root, comm);
    if (gets)
        for (int b = 0; b < size; b++)
            funpack_at(ek, rbuf, drbufs, W, rcount, (long)b * rcount, rp + (size_t)b * rcount * m * es);
    free(sp); free(rp);
    return rc;
}

static int fused_scatter(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                         void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                         int W, int ek) {
    int size, me, m = W + 1;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    char *sp = NULL;
    if (me == root) {
        sp = malloc((size_t)scount * m * size * es + 1);
        for (int b = 0; b < size; b++)
            fpack_at(ek, sp + (size_t)b * scount * m * es, sbuf, dsbufs, W, scount, (long)b * scount);
    }
    char *rp = malloc((size_t)rcount * m * es + 1);
    int rc = MPI_Scatter(sp, scount * m, sdt, rp, rcount * m, rdt, root, comm);
    funpack(ek, rbuf, drbufs, W, rcount, rp);
    free(sp); free(rp);
    return rc;
}

static int fused_alltoall(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                          void **drbufs, int rcount, MPI_Datatype rdt, MPI_Comm comm, int W, int ek) {
    int size, m = W + 1;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    char *sp = malloc((size_t)scount * m * size * es + 1);
    char *rp = malloc((size_t)rcount * m * size * es + 1);
    for (int b = 0; b < size; b++)
        fpack_at(ek, sp + (size_t)b * scount * m * es, sbuf, dsbufs, W, scount, (long)b * scount);
    int rc = MPI_Alltoall(sp, scount * m, sdt, rp, rcount * m, rdt, comm);
    for (int b = 0; b < size; b++)
        funpack_at(ek, rbuf, drbufs, W, rcount, (long)b * rcount, rp + (size_t)b * rcount * m * es);
    free(sp); free(rp);
    return rc;
}

static int fused_reduce_scatter_block(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                      int rcount, MPI_Datatype dt, MPI_Comm comm, int W, int ek) {
    int size, m = W + 1;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    char *sp = malloc((size_t)rcount * m * size * es + 1);
    char *rp = malloc((size_t)rcount * m * es + 1);
    for (int b = 0; b < size; b++)
        fpack_at(ek, sp + (size_t)b * rcount * m * es, sbuf, dsbufs, W, rcount, (long)b * rcount);
    int rc = MPI_Reduce_scatter_block(sp, rp, rcount * m, dt, MPI_SUM, comm);
    funpack(ek, rbuf, drbufs, W, rcount, rp);
    free(sp); free(rp);
    return rc;
}
