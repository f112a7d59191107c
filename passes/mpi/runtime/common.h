/* What every part of the runtime uses: MPI and libc, failure, element kinds and the loops over
 * shadow buffers (zero, add, pack W lanes into one message and back). See mpiad_runtime.c for the
 * conventions (shadow lanes, NULL = no derivative, aug / rev records). */
#include <limits.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* kinds of nonblocking request records (the first field of every record) */
#define MPIAD_ISEND 1
#define MPIAD_IRECV 2
#define MPIAD_PSEND 3   /* a started persistent send (forward mode; persistent.c) */
#define MPIAD_PRECV 4   /* a started persistent receive */
#define MPIAD_ICOLL 5   /* a nonblocking collective (icollectives.c) */
#define MPIAD_PCOLL 6   /* the set-up of a persistent collective (pcollectives.c) */
#define MPIAD_RMA 7     /* a request-based one-sided operation (rma_requests.c) */

/* reduction ops, as a derivative sees them (a registered user op behaves like one of these) */
#define OP_SUM 1
#define OP_PROD 2
#define OP_MIN 3
#define OP_MAX 4

/* ------------------------------------------------------------------------------------------ */
/* failure and element kinds                                                                  */

/* Where the user's program makes the MPI call whose derivative code runs now ("kernel.c:42"), or
 * NULL: the pass stores it before the code of each MPI call that has a debug location and clears
 * it after (passes/call_sites.py), so that a failure names the call's line, as the pass's own
 * refusals do. Public (not renamed when linked): the generated code stores into it. */
const char *__mpiad_site = 0;

/* `handle` is the MPI handle the message is about (a datatype, an op, a request), or 0 where there
 * is none: a message then ends without a meaningless "(handle 0x0)". A number that is not a
 * handle (a tag, a size in bytes) belongs in the message's words, not here. */
__attribute__((noinline, noreturn)) void __mpiad_fail(const char *call, const char *msg, long long handle) {
    char what[40] = "";
    if (handle) snprintf(what, sizeof what, " (handle 0x%llx)", handle);
    if (__mpiad_site)
        fprintf(stderr, "mpiad: error in %s at %s: %s%s\n", call, __mpiad_site, msg, what);
    else
        fprintf(stderr, "mpiad: error in %s: %s%s\n", call, msg, what);
    fflush(stderr);
    /* The launcher forwards each rank's stderr asynchronously and tears every rank down at the
     * first abort: aborting at once lost this message (and the other ranks' copies) about one
     * time in three under MPICH's hydra. A moment's pause lets it reach the user. */
    struct timespec pause = {0, 300 * 1000 * 1000};
    nanosleep(&pause, NULL);
    MPI_Abort(MPI_COMM_WORLD, 70);
    abort();
}

/* The elements a receive of up to `count` elements of the basic type `dt` got: its message may be
 * shorter than the buffer. The tangents of the shorter message are that many elements a lane,
 * and its adjoint goes back that long (the buffer's tail was not written). */
static int got_count(const MPI_Status *st, MPI_Datatype dt, int count) {
    int n;
    if (st->MPI_SOURCE == MPI_PROC_NULL) return count;
    if (MPI_Get_count(st, dt, &n) != MPI_SUCCESS || n == MPI_UNDEFINED || n < 0 || n > count)
        return count;
    return n;
}

/* 1: double, 2: float, 0: carries no derivative. Fortran's reals are C's (REAL*8 a double,
 * REAL*4 a float, as the lowering of Fortran's binding assumes: passes/mpi/rules/fortran.py);
 * they reach the runtime in the datatype arrays of Fortran's w-calls (MPI_Alltoallw's), passed
 * as they are. */
static int elem_kind(MPI_Datatype dt) {
    if (dt == MPI_DOUBLE || dt == MPI_DOUBLE_PRECISION || dt == MPI_REAL8) return 1;
    if (dt == MPI_FLOAT || dt == MPI_REAL || dt == MPI_REAL4) return 2;
    return 0;
}

static size_t elem_size(int kind) { return kind == 2 ? sizeof(float) : sizeof(double); }

/* a struct of several kinds: why it has no derivative on this call (layouts.c) */
static const char *lay_refusal(MPI_Datatype dt);

static void check_active(const char *call, MPI_Datatype dt, void **dbufs) {
    if (!dbufs || elem_kind(dt) != 0) return;
    const char *why = lay_refusal(dt);
    __mpiad_fail(call, why ? why : "an active buffer is described by a datatype other than "
                 "MPI_DOUBLE or MPI_FLOAT (or a derived one of them); this datatype is not "
                 "differentiable here", (long long)dt);
}

/* Reverse mode: a shadow (dbuf non-NULL: the buffer carries a derivative) of data described by a
 * datatype without one stops, naming the call, as check_active does in forward mode (never a
 * derivative dropped in silence). */
static void rev_check(const char *call, MPI_Datatype dt, void *dbuf) {
    if (dbuf && elem_kind(dt) == 0) check_active(call, dt, &dbuf);
}

/* the op's kind (OP_*) or a stop naming the call when it has no derivative (reductions.c) */
static int checked_op(const char *call, MPI_Op op);

/* ------------------------------------------------------------------------------------------ */
/* element loops                                                                              */

static void vzero(int kind, void *p, int n) { if (p) memset(p, 0, (size_t)n * elem_size(kind)); }

/* dst[i] += src[i] */
static void vadd(int kind, void *dst, const void *src, int n) {
    if (!dst) return;
    if (kind == 1) { double *d = dst; const double *s = src; for (int i = 0; i < n; i++) d[i] += s[i]; }
    else { float *d = dst; const float *s = src; for (int i = 0; i < n; i++) d[i] += s[i]; }
}

/* One block of a message: n elements at element offset `off` of buf and of each lane, laid out
 * [buf | lane 0 | ... | lane W-1] when `fz` (fused with the primal), [lane 0 | ...] otherwise;
 * NULL lanes travel as zeros. */
static void bpack(int kind, int fz, void *p, const void *buf, void **dbufs, int W, int n, long off) {
    size_t es = elem_size(kind), len = (size_t)n * es, o = (size_t)off * es;
    char *q = p;
    if (fz) { memcpy(q, (const char *)buf + o, len); q += len; }
    for (int k = 0; k < W; k++, q += len) {
        if (dbufs && dbufs[k]) memcpy(q, (char *)dbufs[k] + o, len);
        else memset(q, 0, len);
    }
}

/* the inverse (NULL buf or lanes: dropped) */
static void bunpack(int kind, int fz, const void *p, void *buf, void **dbufs, int W, int n, long off) {
    size_t es = elem_size(kind), len = (size_t)n * es, o = (size_t)off * es;
    const char *q = p;
    if (fz) { if (buf) memcpy((char *)buf + o, q, len); q += len; }
    if (!dbufs) return;
    for (int k = 0; k < W; k++, q += len)
        if (dbufs[k]) memcpy((char *)dbufs[k] + o, q, len);
}

/* pack W lanes (NULL lanes as zeros) into one buffer of W*n elements */
static void *pack(int kind, void **dbufs, int W, int n) {
    char *p = malloc((size_t)W * n * elem_size(kind) + 1);
    bpack(kind, 0, p, NULL, dbufs, W, n, 0);
    return p;
}

static void unpack(int kind, void **dbufs, int W, int n, const void *packed) {
    bunpack(kind, 0, packed, NULL, dbufs, W, n, 0);
}

/* Second order (second_order.c): an adjoint buffer d and the W tangent lanes td[k] of it travel
 * as one message [d | td[0] | ... ] of W+1 blocks of n elements (NULL buffers: zeros). */
static void *lpack(int kind, const void *d, void **td, int W, int n) {
    size_t len = (size_t)n * elem_size(kind);
    char *p = calloc(1, len * (W + 1) + 1);
    if (d) memcpy(p, d, len);
    for (int k = 0; k < W; k++)
        if (td && td[k]) memcpy(p + len * (k + 1), td[k], len);
    return p;
}

/* d += block 0, td[k] += block k+1 */
static void lvadd(int kind, void *d, void **td, int W, const void *p, int n) {
    size_t len = (size_t)n * elem_size(kind);
    vadd(kind, d, p, n);
    for (int k = 0; k < W; k++)
        if (td && td[k]) vadd(kind, td[k], (const char *)p + len * (k + 1), n);
}

/* d and its lanes = 0 */
static void lvzero(int kind, void *d, void **td, int W, int n) {
    vzero(kind, d, n);
    for (int k = 0; k < W; k++)
        if (td) vzero(kind, td[k], n);
}

/* element i of a double (ek 1) or float (ek 2) array, as a double */
static double get(int ek, const void *p, long i) {
    return ek == 1 ? ((const double *)p)[i] : ((const float *)p)[i];
}

static void put(int ek, void *p, long i, double v) {
    if (ek == 1) ((double *)p)[i] = v; else ((float *)p)[i] = (float)v;
}
