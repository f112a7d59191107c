/* mpiad's MPI runtime: the derivative side of every MPI call, linked into generated modules.
 *
 * Why C compiled to IR: each rule needs loops over elements, runtime dispatch on the datatype and
 * the reduction op, temporaries and a request table; writing that once here keeps the rules small
 * and lets LLVM inline and specialise it. tools/gen_mpi_runtime.py compiles this file against the
 * MPI ABI's mpi.h into passes/mpi/runtime_<abi>.ll (committed), which the pass links from.
 *
 * Conventions
 * - Shadows are passed as `void **dbufs` with a width W (vector forward mode): lane k's shadow is
 *   dbufs[k]. dbufs == NULL means "this buffer carries no derivative": zeros are sent in its place
 *   and what arrives for it is discarded, so every rank does the same shadow communication whatever
 *   its local activity (no deadlock from mismatched activity).
 * - Forward mode packs the W lanes into one message, so a message carries all tangents at once;
 *   with message fusion (MPIAD_FUSE, on by default) that message is the primal's own: see
 *   "message fusion" below.
 * - Shadow messages use the primal's communicator and tag, posted right after the primal ones, so
 *   MPI's non-overtaking order matches them; receives from MPI_ANY_SOURCE / MPI_ANY_TAG post their
 *   shadow receive once the primal has completed, with the actual source and tag.
 * - Reverse mode: `aug_*` run the primal and return a record (malloc'd) of what the reverse needs;
 *   `rev_*` consume and free it. Nonblocking requests are found again through a table keyed by the
 *   primal request handle (unique while the request is active, removed when it completes).
 * - Only MPI_DOUBLE and MPI_FLOAT data carry derivatives; any other datatype is inactive. An active
 *   buffer with another datatype, or a reduction op without a derivative, stops the program with a
 *   message naming the call (never a wrong derivative in silence).
 */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MPIAD_ISEND 1
#define MPIAD_IRECV 2

#define OP_SUM 1
#define OP_PROD 2
#define OP_MIN 3
#define OP_MAX 4

/* ------------------------------------------------------------------------------------------ */
/* failure and element kinds                                                                  */

__attribute__((noinline, noreturn)) void __mpiad_fail(const char *call, const char *msg, long long handle) {
    fprintf(stderr, "mpiad: error in %s: %s (handle 0x%llx)\n", call, msg, handle);
    fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, 70);
    abort();
}

/* 1: double, 2: float, 0: carries no derivative */
static int elem_kind(MPI_Datatype dt) {
    if (dt == MPI_DOUBLE) return 1;
    if (dt == MPI_FLOAT) return 2;
    return 0;
}

static size_t elem_size(int kind) { return kind == 2 ? sizeof(float) : sizeof(double); }

static void check_active(const char *call, MPI_Datatype dt, void **dbufs) {
    if (dbufs && elem_kind(dt) == 0)
        __mpiad_fail(call, "an active buffer is described by a datatype other than MPI_DOUBLE or "
                     "MPI_FLOAT; derived or mixed datatypes are not differentiable yet", (long long)dt);
}

static void vzero(int kind, void *p, int n) { if (p) memset(p, 0, (size_t)n * elem_size(kind)); }

/* dst[i] += src[i] */
static void vadd(int kind, void *dst, const void *src, int n) {
    if (!dst) return;
    if (kind == 1) { double *d = dst; const double *s = src; for (int i = 0; i < n; i++) d[i] += s[i]; }
    else { float *d = dst; const float *s = src; for (int i = 0; i < n; i++) d[i] += s[i]; }
}

/* pack W lanes (NULL lanes as zeros) into one buffer of W*n elements */
static void *pack(int kind, void **dbufs, int W, int n) {
    size_t es = elem_size(kind);
    char *p = malloc((size_t)W * n * es + 1);
    for (int k = 0; k < W; k++) {
        if (dbufs && dbufs[k]) memcpy(p + (size_t)k * n * es, dbufs[k], (size_t)n * es);
        else memset(p + (size_t)k * n * es, 0, (size_t)n * es);
    }
    return p;
}

static void unpack(int kind, void **dbufs, int W, int n, const void *packed) {
    size_t es = elem_size(kind);
    if (!dbufs) return;
    for (int k = 0; k < W; k++)
        if (dbufs[k]) memcpy(dbufs[k], (const char *)packed + (size_t)k * n * es, (size_t)n * es);
}

/* ------------------------------------------------------------------------------------------ */
/* request table: primal request handle -> record                                             */

typedef struct {
    int kind;           /* MPIAD_ISEND / MPIAD_IRECV */
    int ek;             /* element kind */
    int count, W;
    MPI_Datatype dt;
    int peer, tag;
    MPI_Comm comm;
    void **dbufs;       /* forward: lanes of the user's shadow buffer (copied) */
    void *tmp;          /* forward: packed message; reverse: adjoint receive buffer */
    MPI_Request sreq;   /* forward: the shadow request; reverse: the adjoint request */
    int deferred;       /* forward irecv from ANY_SOURCE/ANY_TAG: shadow posted at completion */
    int fused;          /* forward, fused: *this* request carries primal and tangents */
    void *buf;          /* forward, fused irecv: the user's primal receive buffer */
    long long inl[];    /* fused: lanes and packed message, allocated with the record */
} mpiad_req;

static long long *tab_keys;
static mpiad_req **tab_vals;
static long tab_cap, tab_used;

static long long req_key(MPI_Request r) { return (long long)r; }

static void tab_put(MPI_Request r, mpiad_req *v);

static void tab_grow(void) {
    long old = tab_cap;
    long long *ok = tab_keys;
    mpiad_req **ov = tab_vals;
    tab_cap = old ? old * 2 : 64;
    tab_keys = calloc((size_t)tab_cap, sizeof *tab_keys);
    tab_vals = calloc((size_t)tab_cap, sizeof *tab_vals);
    tab_used = 0;
    for (long i = 0; i < old; i++)
        if (ov[i]) tab_put((MPI_Request)ok[i], ov[i]);
    free(ok);
    free(ov);
}

static void tab_put(MPI_Request r, mpiad_req *v) {
    if (2 * (tab_used + 1) > tab_cap) tab_grow();
    long long k = req_key(r);
    long i = (long)((unsigned long long)(k * 0x9E3779B97F4A7C15ULL) % (unsigned long long)tab_cap);
    while (tab_vals[i] && tab_keys[i] != k) i = (i + 1) % tab_cap;
    if (!tab_vals[i]) tab_used++;
    tab_keys[i] = k;
    tab_vals[i] = v;
}

static mpiad_req *tab_take(MPI_Request r) {
    if (!tab_cap) return NULL;
    long long k = req_key(r);
    long i = (long)((unsigned long long)(k * 0x9E3779B97F4A7C15ULL) % (unsigned long long)tab_cap);
    while (tab_vals[i]) {
        if (tab_keys[i] == k) {
            mpiad_req *v = tab_vals[i];
            /* delete with backward-shift so probing stays correct */
            tab_vals[i] = NULL;
            tab_used--;
            long j = (i + 1) % tab_cap;
            while (tab_vals[j]) {
                mpiad_req *mv = tab_vals[j];
                long long mk = tab_keys[j];
                tab_vals[j] = NULL;
                tab_used--;
                tab_put((MPI_Request)mk, mv);
                j = (j + 1) % tab_cap;
            }
            return v;
        }
        i = (i + 1) % tab_cap;
    }
    return NULL;
}

/* how many requests are still in the table (tests use it to check nothing leaks) */
long __mpiad_pending_requests(void) { return tab_used; }

/* ------------------------------------------------------------------------------------------ */
/* message fusion (forward mode)                                                              */
/*
 * MPIAD_FUSE=1 (the default): a forward-mode message carries the primal and its W tangent lanes
 * at once, laid out [primal | lane 0 | ... | lane W-1] (each `count` elements), so a message costs
 * one latency, as in the primal: the fused Isend / Irecv *is* the user's request (the runtime
 * unpacks a receive when the request completes), Send / Recv / Sendrecv / Sendrecv_replace make
 * one call, and a received message's length tells how many elements came (n (1+W)). Statuses the
 * user sees are corrected to the primal's element count. Allreduce / Reduce / Bcast: MPI_SUM and
 * Bcast on the concatenated buffer; Gather / Allgather / Scatter / Alltoall / Reduce_scatter_block
 * (SUM): each rank's block travels as [primal | lanes] of that block; MPI_PROD / MIN / MAX on (value, W tangents) tuples with a
 * user-defined op (non-commutative for MIN / MAX, so the lowest rank wins ties as in the unfused
 * rule). MPIAD_FUSE=0: the primal message, then the tangents in a second one. Read once, at the
 * first forward call; every rank must agree (mpiexec passes the environment on).
 */
static int fuse_flag = -1;

static int fused(void) {
    if (fuse_flag < 0) {
        const char *s = getenv("MPIAD_FUSE");
        fuse_flag = !(s && s[0] == '0');
    }
    return fuse_flag;
}

/* 1 when the runtime fuses (tests and benchmarks ask) */
int __mpiad_fusion(void) { return fused(); }

/* [buf | lane 0 | ... | lane W-1], NULL lanes as zeros, into p */
static void fpack(int kind, void *p, const void *buf, void **dbufs, int W, int n) {
    size_t es = elem_size(kind), len = (size_t)n * es;
    memcpy(p, buf, len);
    for (int k = 0; k < W; k++) {
        char *dst = (char *)p + (size_t)(k + 1) * len;
        if (dbufs && dbufs[k]) memcpy(dst, dbufs[k], len);
        else memset(dst, 0, len);
    }
}

/* the inverse: n elements of each arrived (the sender's count) */
static void funpack(int kind, void *buf, void **dbufs, int W, int n, const void *p) {
    size_t es = elem_size(kind), len = (size_t)n * es;
    if (buf) memcpy(buf, p, len);
    if (!dbufs) return;
    for (int k = 0; k < W; k++)
        if (dbufs[k]) memcpy(dbufs[k], (const char *)p + (size_t)(k + 1) * len, len);
}

/* elements per lane in a fused message that arrived with status st (the primal's count) */
static int fcount(MPI_Status *st, MPI_Datatype dt, int W) {
    int c = 0;
    MPI_Get_count(st, dt, &c);
    if (c == MPI_UNDEFINED || c < 0) c = 0;
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
    tab_put(*req, r);
    return rc;
}

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
    tab_put(*req, r);
    return rc;
}

/* a fused request completed with status st (corrected for the user) */
static void fused_complete(mpiad_req *r, MPI_Status *st) {
    if (r->kind == MPIAD_IRECV) freceived(r->ek, r->buf, r->dbufs, r->W, r->dt, r->tmp, st, NULL);
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
/* forward mode: point to point                                                              */

int __mpiad_fwd_isend(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                      int tag, MPI_Comm comm, MPI_Request *req) {
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_isend(buf, dbufs, W, count, dt, dest, tag, comm, req, ek);
    int rc = MPI_Isend(buf, count, dt, dest, tag, comm, req);
    check_active("MPI_Isend", dt, dbufs);
    if (!ek || rc != MPI_SUCCESS) return rc;
    mpiad_req *r = calloc(1, sizeof *r);
    r->kind = MPIAD_ISEND; r->ek = ek; r->count = count; r->W = W; r->dt = dt;
    r->tmp = pack(ek, dbufs, W, count);
    MPI_Isend(r->tmp, count * W, dt, dest, tag, comm, &r->sreq);
    tab_put(*req, r);
    return rc;
}

int __mpiad_fwd_irecv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src, int tag,
                      MPI_Comm comm, MPI_Request *req) {
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_irecv(buf, dbufs, W, count, dt, src, tag, comm, req, ek);
    int rc = MPI_Irecv(buf, count, dt, src, tag, comm, req);
    check_active("MPI_Irecv", dt, dbufs);
    if (!ek || rc != MPI_SUCCESS) return rc;
    mpiad_req *r = calloc(1, sizeof *r);
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = count; r->W = W; r->dt = dt; r->comm = comm;
    r->tmp = malloc((size_t)count * W * elem_size(ek) + 1);
    if (dbufs) { r->dbufs = malloc(sizeof(void *) * W); memcpy(r->dbufs, dbufs, sizeof(void *) * W); }
    if (src == MPI_ANY_SOURCE || tag == MPI_ANY_TAG) r->deferred = 1;
    else MPI_Irecv(r->tmp, count * W, dt, src, tag, comm, &r->sreq);
    tab_put(*req, r);
    return rc;
}

static void fwd_complete(mpiad_req *r, MPI_Status *st) {
    if (!r) return;
    if (r->fused) { fused_complete(r, st); return; }
    if (r->deferred)
        MPI_Recv(r->tmp, r->count * r->W, r->dt, st->MPI_SOURCE, st->MPI_TAG, r->comm,
                 MPI_STATUS_IGNORE);
    else
        MPI_Wait(&r->sreq, MPI_STATUS_IGNORE);
    if (r->kind == MPIAD_IRECV && st->MPI_SOURCE != MPI_PROC_NULL)
        unpack(r->ek, r->dbufs, r->W, r->count, r->tmp);
    free(r->tmp);
    free(r->dbufs);
    free(r);
}

int __mpiad_fwd_wait(MPI_Request *req, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    int rc = MPI_Wait(req, &st);
    if (h != MPI_REQUEST_NULL) fwd_complete(tab_take(h), &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

int __mpiad_fwd_waitall(int n, MPI_Request *reqs, MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    int rc = MPI_Waitall(n, reqs, st);
    for (int i = 0; i < n; i++) {
        if (h[i] != MPI_REQUEST_NULL) fwd_complete(tab_take(h[i]), &st[i]);
        if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
    }
    free(h);
    free(st);
    return rc;
}

int __mpiad_fwd_test(MPI_Request *req, int *flag, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    int rc = MPI_Test(req, flag, &st);
    if (*flag && h != MPI_REQUEST_NULL) fwd_complete(tab_take(h), &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

int __mpiad_fwd_send(const void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int dest,
                     int tag, MPI_Comm comm, int sync) {
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

int __mpiad_fwd_recv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int src, int tag,
                     MPI_Comm comm, MPI_Status *status) {
    int ek = elem_kind(dt);
    if (ek && fused()) return fused_recv(buf, dbufs, W, count, dt, src, tag, comm, status, ek);
    MPI_Status st;
    int rc = MPI_Recv(buf, count, dt, src, tag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    check_active("MPI_Recv", dt, dbufs);
    if (!ek) return rc;
    void *p = malloc((size_t)count * W * elem_size(ek) + 1);
    MPI_Recv(p, count * W, dt, st.MPI_SOURCE, st.MPI_TAG, comm, MPI_STATUS_IGNORE);
    if (st.MPI_SOURCE != MPI_PROC_NULL) unpack(ek, dbufs, W, count, p);
    free(p);
    return rc;
}

int __mpiad_fwd_sendrecv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, int dest,
                         int stag, void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt,
                         int src, int rtag, MPI_Comm comm, MPI_Status *status, int W) {
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
    void *rp = rk ? malloc((size_t)rcount * W * elem_size(rk) + 1) : NULL;
    MPI_Sendrecv(sk ? sp : sbuf, sk ? scount * W : 0, sdt, sk ? dest : MPI_PROC_NULL, stag,
                 rk ? rp : rbuf, rk ? rcount * W : 0, rdt,
                 rk ? (src == MPI_ANY_SOURCE ? st.MPI_SOURCE : src) : MPI_PROC_NULL,
                 rtag == MPI_ANY_TAG ? st.MPI_TAG : rtag, comm, MPI_STATUS_IGNORE);
    if (rk && st.MPI_SOURCE != MPI_PROC_NULL) unpack(rk, drbufs, W, rcount, rp);
    free(sp);
    free(rp);
    return rc;
}

int __mpiad_fwd_sendrecv_replace(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                                 int dest, int stag, int src, int rtag, MPI_Comm comm,
                                 MPI_Status *status) {
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

int __mpiad_fwd_testall(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    int rc = MPI_Testall(n, reqs, flag, st);
    if (*flag)
        for (int i = 0; i < n; i++) {
            if (h[i] != MPI_REQUEST_NULL) fwd_complete(tab_take(h[i]), &st[i]);
            if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
        }
    free(h);
    free(st);
    return rc;
}

/* Completion in any order: the request that MPI says completed is paired with its record by its
 * primal handle, saved before the call (MPI sets completed non-persistent requests to NULL). */
int __mpiad_fwd_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *status) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    int rc = MPI_Waitany(n, reqs, index, &st);
    if (*index != MPI_UNDEFINED && h[*index] != MPI_REQUEST_NULL)
        fwd_complete(tab_take(h[*index]), &st);
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
        fwd_complete(tab_take(h[*index]), &st);
    if (*flag && status != MPI_STATUS_IGNORE) *status = st;
    free(h);
    return rc;
}

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
            if (h[i] != MPI_REQUEST_NULL) fwd_complete(tab_take(h[i]), &st[k]);
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

/* A request's status without completing it: a fused receive reports the primal's count. */
int __mpiad_fwd_request_get_status(MPI_Request req, int *flag, MPI_Status *status) {
    MPI_Status st;
    int rc = MPI_Request_get_status(req, flag, &st);
    if (*flag && req != MPI_REQUEST_NULL) {
        mpiad_req *r = tab_take(req);
        if (r) {
            /* the data may be read once the operation is complete: unpack it now (again, the
             * same bytes, when the request is waited on) */
            if (r->fused && r->kind == MPIAD_IRECV)
                freceived(r->ek, r->buf, r->dbufs, r->W, r->dt, r->tmp, &st, NULL);
            tab_put(req, r);
        }
    }
    if (*flag && status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* reductions                                                                                 */

static int op_kind(MPI_Op op);

typedef struct { MPI_Op op; int like; } op_reg;
static op_reg *op_regs;
static int n_op_regs;

/* Register a user-defined op as behaving like a predefined one for derivatives (1 sum, 2 prod,
 * 3 min, 4 max). Called from C as mpiad_register_op_derivative(op, 1), or from Python through
 * mpiad.register_op_derivative. */
void mpiad_register_op_derivative(MPI_Op op, int like) {
    op_regs = realloc(op_regs, sizeof(op_reg) * (n_op_regs + 1));
    op_regs[n_op_regs].op = op;
    op_regs[n_op_regs].like = like;
    n_op_regs++;
}

static int op_kind(MPI_Op op) {
    if (op == MPI_SUM) return OP_SUM;
    if (op == MPI_PROD) return OP_PROD;
    if (op == MPI_MIN) return OP_MIN;
    if (op == MPI_MAX) return OP_MAX;
    for (int i = 0; i < n_op_regs; i++)
        if (op_regs[i].op == op) return op_regs[i].like;
    return 0;
}

static int checked_op(const char *call, MPI_Op op) {
    int k = op_kind(op);
    if (!k)
        __mpiad_fail(call, "the reduction op has no derivative (a user-defined op from "
                     "MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with "
                     "mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative "
                     "in Python", (long long)op);
    return k;
}

static double get(int ek, const void *p, long i) {
    return ek == 1 ? ((const double *)p)[i] : ((const float *)p)[i];
}

static void put(int ek, void *p, long i, double v) {
    if (ek == 1) ((double *)p)[i] = v; else ((float *)p)[i] = (float)v;
}

/* exclusive products: ex[i] = prod_{r != me} x_r[i], from all ranks' x (no division: zeros ok) */
static void *exclusive_products(int ek, const void *x, int count, MPI_Datatype dt, MPI_Comm comm) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    char *all = malloc((size_t)count * size * es + 1);
    MPI_Allgather(x, count, dt, all, count, dt, comm);
    void *ex = malloc((size_t)count * es + 1);
    for (long i = 0; i < count; i++) {
        double p = 1.0;
        for (int r = 0; r < size; r++)
            if (r != me) p *= get(ek, all + (size_t)r * count * es, i);
        put(ek, ex, i, p);
    }
    free(all);
    return ex;
}

/* winner[i] = 1 where this rank holds the min/max of element i (lowest rank wins ties) */
static char *winners(int ek, const void *x, int count, int kind, MPI_Comm comm) {
    int me;
    MPI_Comm_rank(comm, &me);
    char *w = malloc((size_t)count + 1);
    if (ek == 1) {
        struct { double v; int r; } *in = malloc(sizeof *in * (count + 1)), *out = malloc(sizeof *out * (count + 1));
        for (int i = 0; i < count; i++) { in[i].v = ((const double *)x)[i]; in[i].r = me; }
        MPI_Allreduce(in, out, count, MPI_DOUBLE_INT, kind == OP_MIN ? MPI_MINLOC : MPI_MAXLOC, comm);
        for (int i = 0; i < count; i++) w[i] = out[i].r == me;
        free(in); free(out);
    } else {
        struct { float v; int r; } *in = malloc(sizeof *in * (count + 1)), *out = malloc(sizeof *out * (count + 1));
        for (int i = 0; i < count; i++) { in[i].v = ((const float *)x)[i]; in[i].r = me; }
        MPI_Allreduce(in, out, count, MPI_FLOAT_INT, kind == OP_MIN ? MPI_MINLOC : MPI_MAXLOC, comm);
        for (int i = 0; i < count; i++) w[i] = out[i].r == me;
        free(in); free(out);
    }
    return w;
}

/* Fused reductions (see "message fusion" above). PROD / MIN / MAX reduce (value, W tangents)
 * tuples, an MPI_Type_contiguous of W+1 elements, with these ops; `in` holds lower ranks than
 * `io` (MPI applies a non-commutative op in rank order), so MIN / MAX keep `in` on ties. */
#define TUP_OPS(T, SUF)                                                                            \
    static void tup_prod_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                   \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m) {                                           \
            T av = a[0], bv = b[0];                                                                \
            for (int k = 1; k < m; k++) b[k] = av * b[k] + bv * a[k];                              \
            b[0] = av * bv;                                                                        \
        }                                                                                          \
    }                                                                                              \
    static void tup_min_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                    \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m)                                             \
            if (!(b[0] < a[0])) memcpy(b, a, sizeof(T) * (size_t)m);                               \
    }                                                                                              \
    static void tup_max_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                    \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m)                                             \
            if (!(b[0] > a[0])) memcpy(b, a, sizeof(T) * (size_t)m);                               \
    }
TUP_OPS(double, d)
TUP_OPS(float, f)

static MPI_Op tup_ops[2][5];
static int tup_ops_made[2][5];

static MPI_Op tup_op(int ek, int kind) {
    if (!tup_ops_made[ek - 1][kind]) {
        MPI_User_function *fn =
            ek == 1 ? (kind == OP_PROD ? tup_prod_d : kind == OP_MIN ? tup_min_d : tup_max_d)
                    : (kind == OP_PROD ? tup_prod_f : kind == OP_MIN ? tup_min_f : tup_max_f);
        MPI_Op_create(fn, kind == OP_PROD, &tup_ops[ek - 1][kind]);
        tup_ops_made[ek - 1][kind] = 1;
    }
    return tup_ops[ek - 1][kind];
}

#define TUP_CACHE 16
static struct { int ek, W; MPI_Datatype t; } tup_types[TUP_CACHE];
static int n_tup_types;

/* the tuple type; *tmp set when it was not cached (the caller frees it) */
static MPI_Datatype tup_type(int ek, int W, int *tmp) {
    for (int i = 0; i < n_tup_types; i++)
        if (tup_types[i].ek == ek && tup_types[i].W == W) { *tmp = 0; return tup_types[i].t; }
    MPI_Datatype t;
    MPI_Type_contiguous(W + 1, ek == 1 ? MPI_DOUBLE : MPI_FLOAT, &t);
    MPI_Type_commit(&t);
    *tmp = n_tup_types == TUP_CACHE;
    if (!*tmp) { tup_types[n_tup_types].ek = ek; tup_types[n_tup_types].W = W;
                 tup_types[n_tup_types++].t = t; }
    return t;
}

static int predefined_op(MPI_Op op) {
    return op == MPI_SUM || op == MPI_PROD || op == MPI_MIN || op == MPI_MAX;
}

static int fused_reduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                        int count, MPI_Datatype dt, int kind, MPI_Op op, int root, MPI_Comm comm,
                        int ek) {
    int me;
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    const void *x = in_place ? rbuf : sbuf;
    void **dx = in_place ? drbufs : dsbufs;
    int m = W + 1, gets = root < 0 || me == root;
    size_t es = elem_size(ek), bytes = (size_t)count * m * es;
    double stack[2 * FUSE_STACK / sizeof(double)];
    char *in, *out, *heap = NULL;
    if (bytes <= FUSE_STACK) { in = (char *)stack; out = in + FUSE_STACK; }
    else { heap = malloc(2 * bytes + 16); in = heap; out = heap + ((bytes + 15) & ~(size_t)15); }
    int rc;
    if (kind == OP_SUM) {
        fpack(ek, in, x, dx, W, count);
        rc = root < 0 ? MPI_Allreduce(in, out, count * m, dt, MPI_SUM, comm)
                      : MPI_Reduce(in, out, count * m, dt, MPI_SUM, root, comm);
        if (gets) funpack(ek, rbuf, drbufs, W, count, out);
    } else {
        for (long i = 0; i < count; i++) {
            put(ek, in, i * m, get(ek, x, i));
            for (int k = 0; k < W; k++)
                put(ek, in, i * m + 1 + k, dx && dx[k] ? get(ek, dx[k], i) : 0.0);
        }
        int tmp;
        MPI_Datatype t = tup_type(ek, W, &tmp);
        MPI_Op uop = tup_op(ek, kind);
        rc = root < 0 ? MPI_Allreduce(in, out, count, t, uop, comm)
                      : MPI_Reduce(in, out, count, t, uop, root, comm);
        if (tmp) MPI_Type_free(&t);
        if (gets) {
            if (ek == 1) {
                const double *o = (const double *)out;
                double *y = rbuf;
                for (long i = 0; i < count; i++) y[i] = o[i * m];
            } else {
                const float *o = (const float *)out;
                float *y = rbuf;
                for (long i = 0; i < count; i++) y[i] = o[i * m];
            }
            if (drbufs)
                for (int k = 0; k < W; k++)
                    if (drbufs[k])
                        for (long i = 0; i < count; i++) put(ek, drbufs[k], i, get(ek, out, i * m + 1 + k));
        }
    }
    (void)op;
    free(heap);
    return rc;
}

/* Forward Allreduce / Reduce (root < 0: allreduce). */
static int fwd_reduce(const char *call, const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                      int W, int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm) {
    int ek = elem_kind(dt);
    int me;
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    int kind = ek ? checked_op(call, op) : 0;
    if (ek && predefined_op(op) && fused())
        return fused_reduce(sbuf, dsbufs, rbuf, drbufs, W, count, dt, kind, op, root, comm, ek);
    size_t es = elem_size(ek);
    /* inputs before the primal overwrites them (in place) */
    void *x = NULL;
    if (ek && kind != OP_SUM) {
        x = malloc((size_t)count * es + 1);
        memcpy(x, in_place ? rbuf : sbuf, (size_t)count * es);
    }
    int rc = root < 0 ? MPI_Allreduce(sbuf, rbuf, count, dt, op, comm)
                      : MPI_Reduce(sbuf, rbuf, count, dt, op, root, comm);
    check_active(call, dt, in_place ? drbufs : dsbufs);
    if (!ek) return rc;
    void *dx = pack(ek, in_place ? drbufs : dsbufs, W, count);
    void *t = malloc((size_t)count * W * es + 1);
    if (kind == OP_PROD) {
        void *ex = exclusive_products(ek, x, count, dt, comm);
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                put(ek, t, k * (long)count + i, get(ek, dx, k * (long)count + i) * get(ek, ex, i));
        free(ex);
    } else if (kind == OP_MIN || kind == OP_MAX) {
        char *w = winners(ek, x, count, kind, comm);
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                put(ek, t, k * (long)count + i, w[i] ? get(ek, dx, k * (long)count + i) : 0.0);
        free(w);
    } else {
        memcpy(t, dx, (size_t)count * W * es);
    }
    void *y = malloc((size_t)count * W * es + 1);
    if (root < 0) MPI_Allreduce(t, y, count * W, dt, MPI_SUM, comm);
    else MPI_Reduce(t, y, count * W, dt, MPI_SUM, root, comm);
    if (root < 0 || me == root) unpack(ek, drbufs, W, count, y);
    free(x); free(dx); free(t); free(y);
    return rc;
}

int __mpiad_fwd_allreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                          int count, MPI_Datatype dt, MPI_Op op, MPI_Comm comm) {
    return fwd_reduce("MPI_Allreduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, -1, comm);
}

int __mpiad_fwd_reduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                       int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm) {
    return fwd_reduce("MPI_Reduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm);
}

/* ------------------------------------------------------------------------------------------ */
/* forward mode: other collectives (all linear)                                               */

int __mpiad_fwd_bcast(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int root,
                      MPI_Comm comm) {
    int ek = elem_kind(dt);
    if (ek && fused()) {
        int me;
        MPI_Comm_rank(comm, &me);
        size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
        double stack[FUSE_STACK / sizeof(double)];
        void *p = bytes <= FUSE_STACK ? (void *)stack : malloc(bytes);
        if (me == root) fpack(ek, p, buf, dbufs, W, count);
        int rc = MPI_Bcast(p, count * (W + 1), dt, root, comm);
        if (me != root) funpack(ek, buf, dbufs, W, count, p);
        if (p != stack) free(p);
        return rc;
    }
    int rc = MPI_Bcast(buf, count, dt, root, comm);
    check_active("MPI_Bcast", dt, dbufs);
    if (!ek) return rc;
    void *p = pack(ek, dbufs, W, count);
    MPI_Bcast(p, count * W, dt, root, comm);
    unpack(ek, dbufs, W, count, p);
    free(p);
    return rc;
}

/* Gather-like collectives with lanes: lane k of every rank's block travels in one call by
 * sending W*count elements laid out lane-major, then reordering. */
static void *lanes_to_blocks(int ek, void *packed, int W, int n, int nblocks) {
    /* packed: W lanes of (nblocks*n) -> blocks of (W*n): block b holds lanes 0..W-1 of chunk b */
    size_t es = elem_size(ek);
    char *out = malloc((size_t)W * n * nblocks * es + 1);
    for (int b = 0; b < nblocks; b++)
        for (int k = 0; k < W; k++)
            memcpy(out + ((size_t)b * W + k) * n * es,
                   (char *)packed + ((size_t)k * nblocks + b) * n * es, (size_t)n * es);
    return out;
}

static void *blocks_to_lanes(int ek, void *blocks, int W, int n, int nblocks) {
    size_t es = elem_size(ek);
    char *out = malloc((size_t)W * n * nblocks * es + 1);
    for (int b = 0; b < nblocks; b++)
        for (int k = 0; k < W; k++)
            memcpy(out + ((size_t)k * nblocks + b) * n * es,
                   (char *)blocks + ((size_t)b * W + k) * n * es, (size_t)n * es);
    return out;
}

/* fused gather-like collectives: each rank's block b travels as [primal | lane 0 | ... ] of it */
static void fpack_at(int kind, void *p, const void *buf, void **dbufs, int W, int n, long off) {
    size_t es = elem_size(kind);
    void *lanes[W > 0 ? W : 1];
    for (int k = 0; k < W; k++)
        lanes[k] = dbufs && dbufs[k] ? (char *)dbufs[k] + (size_t)off * es : NULL;
    fpack(kind, p, (const char *)buf + (size_t)off * es, lanes, W, n);
}

static void funpack_at(int kind, void *buf, void **dbufs, int W, int n, long off, const void *p) {
    size_t es = elem_size(kind);
    void *lanes[W > 0 ? W : 1];
    for (int k = 0; k < W; k++)
        lanes[k] = dbufs && dbufs[k] ? (char *)dbufs[k] + (size_t)off * es : NULL;
    funpack(kind, buf ? (char *)buf + (size_t)off * es : NULL, lanes, W, n, p);
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

int __mpiad_fwd_gather(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                       void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                       int W, int all) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    if (!in_place && elem_kind(sdt) && fused())
        return fused_gather(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, root, comm, W, all,
                            elem_kind(sdt));
    int rc = all ? MPI_Allgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm)
                 : MPI_Gather(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm);
    int ek = elem_kind(rdt);
    if (!ek) return rc;
    if (in_place) __mpiad_fail(all ? "MPI_Allgather" : "MPI_Gather", "MPI_IN_PLACE is not supported "
                               "for derivatives of gathers yet", 0);
    check_active(all ? "MPI_Allgather" : "MPI_Gather", sdt, dsbufs);
    void *sp = pack(ek, dsbufs, W, scount);
    size_t es = elem_size(ek);
    void *rp = malloc((size_t)rcount * W * size * es + 1);
    if (all) MPI_Allgather(sp, scount * W, sdt, rp, rcount * W, rdt, comm);
    else MPI_Gather(sp, scount * W, sdt, rp, rcount * W, rdt, root, comm);
    if (all || me == root) {
        void *l = blocks_to_lanes(ek, rp, W, rcount, size);
        unpack(ek, drbufs, W, rcount * size, l);
        free(l);
    }
    free(sp); free(rp);
    return rc;
}

int __mpiad_fwd_scatter(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                        void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, int W) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    if (rbuf != MPI_IN_PLACE && elem_kind(rdt) && fused())
        return fused_scatter(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, root, comm, W,
                             elem_kind(rdt));
    int rc = MPI_Scatter(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm);
    int ek = elem_kind(rdt);
    if (!ek) return rc;
    check_active("MPI_Scatter", rdt, drbufs);
    void *blocks = NULL;
    if (me == root) {
        void *sp = pack(ek, dsbufs, W, scount * size);
        blocks = lanes_to_blocks(ek, sp, W, scount, size);
        free(sp);
    }
    void *rp = malloc((size_t)rcount * W * elem_size(ek) + 1);
    MPI_Scatter(blocks, scount * W, sdt, rp, rcount * W, rdt, root, comm);
    unpack(ek, drbufs, W, rcount, rp);
    free(blocks); free(rp);
    return rc;
}

int __mpiad_fwd_alltoall(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                         void **drbufs, int rcount, MPI_Datatype rdt, MPI_Comm comm, int W) {
    int size;
    MPI_Comm_size(comm, &size);
    if (sbuf != MPI_IN_PLACE && elem_kind(sdt) && fused())
        return fused_alltoall(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, comm, W,
                              elem_kind(sdt));
    int rc = MPI_Alltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm);
    int ek = elem_kind(rdt);
    if (!ek) return rc;
    check_active("MPI_Alltoall", sdt, dsbufs);
    void *sp = pack(ek, dsbufs, W, scount * size);
    void *sb = lanes_to_blocks(ek, sp, W, scount, size);
    void *rb = malloc((size_t)rcount * W * size * elem_size(ek) + 1);
    MPI_Alltoall(sb, scount * W, sdt, rb, rcount * W, rdt, comm);
    void *l = blocks_to_lanes(ek, rb, W, rcount, size);
    unpack(ek, drbufs, W, rcount * size, l);
    free(sp); free(sb); free(rb); free(l);
    return rc;
}

int __mpiad_fwd_reduce_scatter_block(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                     int rcount, MPI_Datatype dt, MPI_Op op, MPI_Comm comm, int W) {
    int size;
    MPI_Comm_size(comm, &size);
    if (sbuf != MPI_IN_PLACE && elem_kind(dt) && op == MPI_SUM && fused())
        return fused_reduce_scatter_block(sbuf, dsbufs, rbuf, drbufs, rcount, dt, comm, W,
                                          elem_kind(dt));
    int rc = MPI_Reduce_scatter_block(sbuf, rbuf, rcount, dt, op, comm);
    int ek = elem_kind(dt);
    if (!ek) return rc;
    if (checked_op("MPI_Reduce_scatter_block", op) != OP_SUM)
        __mpiad_fail("MPI_Reduce_scatter_block", "only MPI_SUM is differentiable here", (long long)op);
    check_active("MPI_Reduce_scatter_block", dt, dsbufs);
    void *sp = pack(ek, dsbufs, W, rcount * size);
    void *sb = lanes_to_blocks(ek, sp, W, rcount, size);
    void *rp = malloc((size_t)rcount * W * elem_size(ek) + 1);
    MPI_Reduce_scatter_block(sb, rp, rcount * W, dt, MPI_SUM, comm);
    unpack(ek, drbufs, W, rcount, rp);
    free(sp); free(sb); free(rp);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* reverse mode: nonblocking point to point                                                   */

typedef struct {
    int kind, ek, count;
    MPI_Datatype dt;
    int peer, tag;
    MPI_Comm comm;
    void *dbuf;        /* shadow of the user's buffer (may be NULL: inactive) */
    void *tmp;
    MPI_Request areq;  /* the adjoint communication */
    int waited;
} mpiad_rreq;

static long long *rtab_keys;
static mpiad_rreq **rtab_vals;
static long rtab_n, rtab_cap;

static void rtab_put(MPI_Request r, mpiad_rreq *v) {
    for (long i = 0; i < rtab_n; i++)
        if (!rtab_vals[i]) { rtab_keys[i] = req_key(r); rtab_vals[i] = v; return; }
    if (rtab_n == rtab_cap) {
        rtab_cap = rtab_cap ? rtab_cap * 2 : 32;
        rtab_keys = realloc(rtab_keys, sizeof *rtab_keys * rtab_cap);
        rtab_vals = realloc(rtab_vals, sizeof *rtab_vals * rtab_cap);
    }
    rtab_keys[rtab_n] = req_key(r);
    rtab_vals[rtab_n++] = v;
}

static mpiad_rreq *rtab_take(MPI_Request r) {
    long long k = req_key(r);
    for (long i = rtab_n - 1; i >= 0; i--)
        if (rtab_vals[i] && rtab_keys[i] == k) {
            mpiad_rreq *v = rtab_vals[i];
            rtab_vals[i] = NULL;
            while (rtab_n > 0 && !rtab_vals[rtab_n - 1]) rtab_n--;
            return v;
        }
    return NULL;
}

long __mpiad_pending_reverse_requests(void) {
    long c = 0;
    for (long i = 0; i < rtab_n; i++) c += rtab_vals[i] != NULL;
    return c;
}

void *__mpiad_aug_isend(const void *buf, void *dbuf, int count, MPI_Datatype dt, int dest, int tag,
                        MPI_Comm comm, MPI_Request *req) {
    MPI_Isend(buf, count, dt, dest, tag, comm, req);
    int ek = elem_kind(dt);
    if (!ek) { if (dbuf) check_active("MPI_Isend", dt, &dbuf); return NULL; }
    mpiad_rreq *r = calloc(1, sizeof *r);
    r->kind = MPIAD_ISEND; r->ek = ek; r->count = count; r->dt = dt; r->peer = dest; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    rtab_put(*req, r);
    return r;
}

void *__mpiad_aug_irecv(void *buf, void *dbuf, int count, MPI_Datatype dt, int src, int tag,
                        MPI_Comm comm, MPI_Request *req) {
    MPI_Irecv(buf, count, dt, src, tag, comm, req);
    int ek = elem_kind(dt);
    if (!ek) { if (dbuf) check_active("MPI_Irecv", dt, &dbuf); return NULL; }
    mpiad_rreq *r = calloc(1, sizeof *r);
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = count; r->dt = dt; r->peer = src; r->tag = tag;
    r->comm = comm; r->dbuf = dbuf;
    rtab_put(*req, r);
    return r;
}

static void aug_complete(mpiad_rreq *r, MPI_Status *st) {
    if (!r) return;
    if (r->kind == MPIAD_IRECV) { r->peer = st->MPI_SOURCE; r->tag = st->MPI_TAG; }
    r->waited = 1;
}

void *__mpiad_aug_wait(MPI_Request *req, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    MPI_Wait(req, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    if (h == MPI_REQUEST_NULL) return NULL;
    mpiad_rreq *r = rtab_take(h);
    aug_complete(r, &st);
    return r;
}

/* returns an array: [n, rec0, rec1, ...] */
void *__mpiad_aug_waitall(int n, MPI_Request *reqs, MPI_Status *statuses) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    MPI_Status *st = malloc(sizeof(MPI_Status) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Waitall(n, reqs, st);
    void **recs = malloc(sizeof(void *) * (n + 1));
    recs[0] = (void *)(intptr_t)n;
    for (int i = 0; i < n; i++) {
        if (statuses != MPI_STATUSES_IGNORE) statuses[i] = st[i];
        mpiad_rreq *r = h[i] != MPI_REQUEST_NULL ? rtab_take(h[i]) : NULL;
        aug_complete(r, &st[i]);
        recs[i + 1] = r;
    }
    free(h); free(st);
    return recs;
}

void *__mpiad_aug_test(MPI_Request *req, int *flag, MPI_Status *status) {
    MPI_Request h = *req;
    MPI_Status st;
    MPI_Test(req, flag, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    if (!*flag || h == MPI_REQUEST_NULL) return NULL;
    mpiad_rreq *r = rtab_take(h);
    aug_complete(r, &st);
    return r;
}

void *__mpiad_aug_testall(int n, MPI_Request *reqs, int *flag, MPI_Status *statuses) {
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
            mpiad_rreq *r = h[i] != MPI_REQUEST_NULL ? rtab_take(h[i]) : NULL;
            aug_complete(r, &st[i]);
            recs[i + 1] = r;
        }
    }
    free(h); free(st);
    return recs;
}

/* Completion in any order (reverse mode): the record of the request MPI completed, found by its
 * primal handle saved before the call, as for MPI_Wait. */
void *__mpiad_aug_waitany(int n, MPI_Request *reqs, int *index, MPI_Status *status) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    MPI_Waitany(n, reqs, index, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_rreq *r = NULL;
    if (*index != MPI_UNDEFINED && h[*index] != MPI_REQUEST_NULL) {
        r = rtab_take(h[*index]);
        aug_complete(r, &st);
    }
    free(h);
    return r;
}

void *__mpiad_aug_testany(int n, MPI_Request *reqs, int *index, int *flag, MPI_Status *status) {
    MPI_Request *h = malloc(sizeof(MPI_Request) * (n + 1));
    memcpy(h, reqs, sizeof(MPI_Request) * n);
    MPI_Status st;
    MPI_Testany(n, reqs, index, flag, &st);
    if (*flag && status != MPI_STATUS_IGNORE) *status = st;
    mpiad_rreq *r = NULL;
    if (*flag && *index != MPI_UNDEFINED && h[*index] != MPI_REQUEST_NULL) {
        r = rtab_take(h[*index]);
        aug_complete(r, &st);
    }
    free(h);
    return r;
}

/* Waitsome / Testsome: an array [outcount, rec0, ...] in completion order (NULL when none) */
static void *aug_some(int test, int n, MPI_Request *reqs, int *outcount, int *indices,
                      MPI_Status *statuses) {
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
            int i = indices[k];
            if (statuses != MPI_STATUSES_IGNORE) statuses[k] = st[k];
            mpiad_rreq *r = h[i] != MPI_REQUEST_NULL ? rtab_take(h[i]) : NULL;
            aug_complete(r, &st[k]);
            recs[k + 1] = r;
        }
    }
    free(h);
    free(st);
    return recs;
}

void *__mpiad_aug_waitsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                           MPI_Status *statuses) {
    return aug_some(0, n, reqs, outcount, indices, statuses);
}

void *__mpiad_aug_testsome(int n, MPI_Request *reqs, int *outcount, int *indices,
                           MPI_Status *statuses) {
    return aug_some(1, n, reqs, outcount, indices, statuses);
}

/* reverse of a completion: start the adjoint communication */
void __mpiad_rev_wait(void *rec) {
    mpiad_rreq *r = rec;
    if (!r) return;
    size_t bytes = (size_t)r->count * elem_size(r->ek);
    if (r->kind == MPIAD_ISEND) {
        r->tmp = calloc(1, bytes + 1);
        MPI_Irecv(r->tmp, r->count, r->dt, r->peer, r->tag, r->comm, &r->areq);
    } else {
        if (!r->dbuf) { r->tmp = calloc(1, bytes + 1); }
        MPI_Isend(r->dbuf ? r->dbuf : r->tmp, r->count, r->dt, r->peer, r->tag < 0 ? 0 : r->tag, r->comm,
                  &r->areq);
    }
}

void __mpiad_rev_waitall(void *recs) {
    void **v = recs;
    if (!v) return;
    int n = (int)(intptr_t)v[0];
    for (int i = n - 1; i >= 0; i--) __mpiad_rev_wait(v[i + 1]);
    free(v);
}

/* reverse of the Isend / Irecv itself: finish the adjoint communication */
void __mpiad_rev_isend(void *rec) {
    mpiad_rreq *r = rec;
    if (!r) return;
    if (!r->waited)
        __mpiad_fail("MPI_Isend", "the request was never completed (MPI_Wait/Waitall/Test) before "
                     "the end of the differentiated function", 0);
    MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
    vadd(r->ek, r->dbuf, r->tmp, r->count);
    free(r->tmp);
    free(r);
}

void __mpiad_rev_irecv(void *rec) {
    mpiad_rreq *r = rec;
    if (!r) return;
    if (!r->waited)
        __mpiad_fail("MPI_Irecv", "the request was never completed (MPI_Wait/Waitall/Test) before "
                     "the end of the differentiated function", 0);
    MPI_Wait(&r->areq, MPI_STATUS_IGNORE);
    if (r->peer != MPI_PROC_NULL) vzero(r->ek, r->dbuf, r->count);
    free(r->tmp);
    free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* reverse mode: blocking point to point                                                      */

typedef struct { int peer, tag; } mpiad_src;

void *__mpiad_aug_recv(void *buf, int count, MPI_Datatype dt, int src, int tag, MPI_Comm comm,
                       MPI_Status *status) {
    MPI_Status st;
    MPI_Recv(buf, count, dt, src, tag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    return s;
}

void __mpiad_rev_send(void *dbuf, int count, MPI_Datatype dt, int dest, int tag, MPI_Comm comm) {
    int ek = elem_kind(dt);
    if (!ek) return;
    void *tmp = calloc((size_t)count + 1, elem_size(ek));
    MPI_Recv(tmp, count, dt, dest, tag, comm, MPI_STATUS_IGNORE);
    vadd(ek, dbuf, tmp, count);
    free(tmp);
}

void __mpiad_rev_recv(void *rec, void *dbuf, int count, MPI_Datatype dt, MPI_Comm comm) {
    mpiad_src *s = rec;
    int ek = elem_kind(dt);
    if (ek) {
        void *z = dbuf ? NULL : calloc((size_t)count + 1, elem_size(ek));
        MPI_Send(dbuf ? dbuf : z, count, dt, s->peer, s->tag < 0 ? 0 : s->tag, comm);
        if (s->peer != MPI_PROC_NULL) vzero(ek, dbuf, count);
        free(z);
    }
    free(s);
}

void *__mpiad_aug_sendrecv(const void *sbuf, int scount, MPI_Datatype sdt, int dest, int stag,
                           void *rbuf, int rcount, MPI_Datatype rdt, int src, int rtag,
                           MPI_Comm comm, MPI_Status *status) {
    MPI_Status st;
    MPI_Sendrecv(sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    return s;
}

/* y(rbuf) came from src, x(sbuf) went to dest: send dy back to src, receive dx's adjoint from dest */
void __mpiad_rev_sendrecv(void *rec, void *dsbuf, int scount, MPI_Datatype sdt, int dest, int stag,
                          void *drbuf, int rcount, MPI_Datatype rdt, MPI_Comm comm) {
    mpiad_src *s = rec;
    int sk = elem_kind(sdt), rk = elem_kind(rdt);
    void *tmp = sk ? calloc((size_t)scount + 1, elem_size(sk)) : NULL;
    void *z = (rk && !drbuf) ? calloc((size_t)rcount + 1, elem_size(rk)) : NULL;
    MPI_Sendrecv(rk ? (drbuf ? drbuf : z) : NULL, rk ? rcount : 0, rdt,
                 rk ? s->peer : MPI_PROC_NULL, s->tag < 0 ? 0 : s->tag,
                 tmp, sk ? scount : 0, sdt, sk ? dest : MPI_PROC_NULL, stag, comm,
                 MPI_STATUS_IGNORE);
    if (rk && s->peer != MPI_PROC_NULL) vzero(rk, drbuf, rcount);
    if (sk) vadd(sk, dsbuf, tmp, scount);
    free(tmp); free(z); free(s);
}

void *__mpiad_aug_sendrecv_replace(void *buf, int count, MPI_Datatype dt, int dest, int stag,
                                   int src, int rtag, MPI_Comm comm, MPI_Status *status) {
    MPI_Status st;
    MPI_Sendrecv_replace(buf, count, dt, dest, stag, src, rtag, comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    mpiad_src *s = malloc(sizeof *s);
    s->peer = st.MPI_SOURCE;
    s->tag = st.MPI_TAG;
    return s;
}

/* buf's old value x went to dest, its new value y came from src (or stayed, for MPI_PROC_NULL) */
void __mpiad_rev_sendrecv_replace(void *rec, void *dbuf, int count, MPI_Datatype dt, int dest,
                                  int stag, MPI_Comm comm) {
    mpiad_src *s = rec;
    int ek = elem_kind(dt);
    if (ek) {
        size_t es = elem_size(ek);
        void *tmp = calloc((size_t)count + 1, es);
        void *z = dbuf ? NULL : calloc((size_t)count + 1, es);
        MPI_Sendrecv(dbuf ? dbuf : z, count, dt, s->peer, s->tag < 0 ? 0 : s->tag, tmp, count, dt,
                     dest, stag, comm, MPI_STATUS_IGNORE);
        if (dbuf) {
            if (s->peer != MPI_PROC_NULL) memcpy(dbuf, tmp, (size_t)count * es);
            else vadd(ek, dbuf, tmp, count);
        }
        free(tmp); free(z);
    }
    free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* reverse mode: collectives                                                                  */

typedef struct {
    int kind, ek, count, root, in_place;
    MPI_Datatype dt;
    MPI_Comm comm;
    void *factor;   /* PROD: exclusive products; MIN/MAX: winner flags (char) */
} mpiad_red;

static void *aug_reduce(const char *call, const void *sbuf, void *rbuf, int count, MPI_Datatype dt,
                        MPI_Op op, int root, MPI_Comm comm) {
    int ek = elem_kind(dt);
    int in_place = sbuf == MPI_IN_PLACE;
    int kind = ek ? checked_op(call, op) : 0;
    mpiad_red *r = calloc(1, sizeof *r);
    r->kind = kind; r->ek = ek; r->count = count; r->root = root; r->dt = dt; r->comm = comm;
    r->in_place = in_place;
    if (ek && kind != OP_SUM) {
        size_t es = elem_size(ek);
        void *x = malloc((size_t)count * es + 1);
        memcpy(x, in_place ? rbuf : sbuf, (size_t)count * es);
        r->factor = kind == OP_PROD ? exclusive_products(ek, x, count, dt, comm)
                                    : (void *)winners(ek, x, count, kind, comm);
        free(x);
    }
    if (root < 0) MPI_Allreduce(sbuf, rbuf, count, dt, op, comm);
    else MPI_Reduce(sbuf, rbuf, count, dt, op, root, comm);
    return r;
}

void *__mpiad_aug_allreduce(const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                            MPI_Comm comm) {
    return aug_reduce("MPI_Allreduce", sbuf, rbuf, count, dt, op, -1, comm);
}

void *__mpiad_aug_reduce(const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                         int root, MPI_Comm comm) {
    return aug_reduce("MPI_Reduce", sbuf, rbuf, count, dt, op, root, comm);
}

void __mpiad_rev_reduce(void *rec, void *dsbuf, void *drbuf) {
    mpiad_red *r = rec;
    int ek = r->ek;
    if (!ek) { free(r); return; }
    int me;
    MPI_Comm_rank(r->comm, &me);
    size_t es = elem_size(ek);
    int n = r->count;
    /* total adjoint of the result: sum over the ranks that hold it */
    void *g = malloc((size_t)n * es + 1);
    if (r->root < 0) {
        void *z = drbuf ? NULL : calloc((size_t)n + 1, es);
        MPI_Allreduce(drbuf ? drbuf : z, g, n, r->dt, MPI_SUM, r->comm);
        free(z);
    } else {
        if (me == r->root) { if (drbuf) memcpy(g, drbuf, (size_t)n * es); else memset(g, 0, (size_t)n * es); }
        MPI_Bcast(g, n, r->dt, r->root, r->comm);
    }
    if (r->root < 0 || me == r->root) vzero(ek, drbuf, n);
    void *dx = r->in_place ? drbuf : dsbuf;
    if (dx) {
        for (long i = 0; i < n; i++) {
            double f = 1.0;
            if (r->kind == OP_PROD) f = get(ek, r->factor, i);
            else if (r->kind == OP_MIN || r->kind == OP_MAX) f = ((char *)r->factor)[i] ? 1.0 : 0.0;
            put(ek, dx, i, get(ek, dx, i) + f * get(ek, g, i));
        }
    }
    free(g); free(r->factor); free(r);
}

void __mpiad_rev_bcast(void *dbuf, int count, MPI_Datatype dt, int root, MPI_Comm comm) {
    int ek = elem_kind(dt);
    if (!ek) return;
    int me;
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    void *z = dbuf ? NULL : calloc((size_t)count + 1, es);
    void *tot = malloc((size_t)count * es + 1);
    MPI_Reduce(dbuf ? dbuf : z, tot, count, dt, MPI_SUM, root, comm);
    if (me == root) { if (dbuf) memcpy(dbuf, tot, (size_t)count * es); }
    else vzero(ek, dbuf, count);
    free(z); free(tot);
}

void __mpiad_rev_gather(void *dsbuf, int scount, MPI_Datatype sdt, void *drbuf, int rcount,
                        MPI_Datatype rdt, int root, MPI_Comm comm, int all) {
    int ek = elem_kind(rdt);
    if (!ek) return;
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *tmp = malloc((size_t)scount * es + 1);
    if (all) {
        void *z = drbuf ? NULL : calloc((size_t)rcount * size + 1, es);
        MPI_Reduce_scatter_block(drbuf ? drbuf : z, tmp, rcount, rdt, MPI_SUM, comm);
        free(z);
    } else {
        MPI_Scatter(drbuf, rcount, rdt, tmp, scount, sdt, root, comm);
    }
    vadd(ek, dsbuf, tmp, scount);
    if (all || me == root) vzero(ek, drbuf, rcount * size);
    free(tmp);
}

void __mpiad_rev_scatter(void *dsbuf, int scount, MPI_Datatype sdt, void *drbuf, int rcount,
                         MPI_Datatype rdt, int root, MPI_Comm comm) {
    int ek = elem_kind(rdt);
    if (!ek) return;
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *z = drbuf ? NULL : calloc((size_t)rcount + 1, es);
    void *all = me == root ? malloc((size_t)scount * size * es + 1) : NULL;
    MPI_Gather(drbuf ? drbuf : z, rcount, rdt, all, scount, sdt, root, comm);
    if (me == root) vadd(ek, dsbuf, all, scount * size);
    vzero(ek, drbuf, rcount);
    free(z); free(all);
}

void __mpiad_rev_alltoall(void *dsbuf, int scount, MPI_Datatype sdt, void *drbuf, int rcount,
                          MPI_Datatype rdt, MPI_Comm comm) {
    int ek = elem_kind(rdt);
    if (!ek) return;
    int size;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *z = drbuf ? NULL : calloc((size_t)rcount * size + 1, es);
    void *tmp = malloc((size_t)scount * size * es + 1);
    MPI_Alltoall(drbuf ? drbuf : z, rcount, rdt, tmp, scount, sdt, comm);
    vadd(ek, dsbuf, tmp, scount * size);
    vzero(ek, drbuf, rcount * size);
    free(z); free(tmp);
}

void __mpiad_rev_reduce_scatter_block(void *dsbuf, void *drbuf, int rcount, MPI_Datatype dt,
                                      MPI_Op op, MPI_Comm comm) {
    int ek = elem_kind(dt);
    if (!ek) return;
    if (checked_op("MPI_Reduce_scatter_block", op) != OP_SUM)
        __mpiad_fail("MPI_Reduce_scatter_block", "only MPI_SUM is differentiable here", (long long)op);
    int size;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *z = drbuf ? NULL : calloc((size_t)rcount + 1, es);
    void *tmp = malloc((size_t)rcount * size * es + 1);
    MPI_Allgather(drbuf ? drbuf : z, rcount, dt, tmp, rcount, dt, comm);
    vadd(ek, dsbuf, tmp, rcount * size);
    vzero(ek, drbuf, rcount);
    free(z); free(tmp);
}

/* communicators freed in the primal stay alive until the reverse sweep is done */
int __mpiad_aug_comm_free(MPI_Comm *comm) {
    *comm = MPI_COMM_NULL;
    return MPI_SUCCESS;
}

void __mpiad_rev_comm_free(MPI_Comm comm) {
    MPI_Comm c = comm;
    if (c != MPI_COMM_NULL) MPI_Comm_free(&c);
}
