/* Derived datatypes on point-to-point calls (issue 17 part 6). Uses common.h.
 *
 * A derived datatype built from MPI_DOUBLE only (or MPI_FLOAT only) by Type_contiguous,
 * Type_vector, Type_create_hvector, Type_indexed, Type_create_hindexed(_block),
 * Type_create_indexed_block, Type_create_subarray, Type_create_resized, Type_dup or
 * Type_create_struct lays its elements out in the user's buffer; its derivative uses the same
 * layout on the shadow buffer (a strided halo column differentiates like a contiguous one). The
 * runtime flattens the type into the byte offsets of its elements (its type map) and gathers the
 * primal and the shadows into contiguous base elements, which travel as the calls on plain
 * MPI_DOUBLE / MPI_FLOAT do; receives scatter them back into the layout. Any other datatype
 * carries no derivative (an active buffer with one stops the program, naming the call). */

/* offsets (bytes) of the base elements of one element of dt; NULL when dt is not built from one
 * base kind; *n their number, *kind the kind (1 double, 2 float) */
static long *flatten(MPI_Datatype dt, int *n, int *kind);

/* Mixed datatypes (issue 37): a struct of doubles and integers (`struct { double a[4]; int k;
 * double b; }`). With lay_mixed_ok set, flatten skips the members of an integer or character
 * kind (they carry no derivative), counting them in lay_mixed_seen, and keeps the offsets of the
 * floating elements only. Such a layout cannot carry the primal (its integers would be lost): the
 * primal travels with the user's own datatype, the derivative lanes as gathered base elements in
 * a second message (the unfused shape). lay_two_kinds notes a struct of doubles and floats. */
static int lay_mixed_ok, lay_mixed_seen, lay_two_kinds;

/* the named datatypes a struct may mix with its floating members: integers, characters, bytes */
static int lay_plain(MPI_Datatype dt) {
    const MPI_Datatype plain[] = {
        MPI_INT, MPI_UNSIGNED, MPI_LONG, MPI_UNSIGNED_LONG, MPI_LONG_LONG, MPI_LONG_LONG_INT,
        MPI_UNSIGNED_LONG_LONG, MPI_SHORT, MPI_UNSIGNED_SHORT, MPI_CHAR, MPI_SIGNED_CHAR,
        MPI_UNSIGNED_CHAR, MPI_BYTE, MPI_WCHAR, MPI_C_BOOL, MPI_INT8_T, MPI_INT16_T, MPI_INT32_T,
        MPI_INT64_T, MPI_UINT8_T, MPI_UINT16_T, MPI_UINT32_T, MPI_UINT64_T, MPI_AINT,
        MPI_OFFSET, MPI_COUNT, MPI_INTEGER, MPI_LOGICAL, MPI_CHARACTER};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        if (dt == plain[i]) return 1;
    return 0;
}

static void lay_append(long **v, int *n, int *cap, long x) {
    if (*n == *cap) { *cap = *cap ? 2 * *cap : 16; *v = realloc(*v, sizeof(long) * *cap); }
    (*v)[(*n)++] = x;
}

static MPI_Aint lay_extent(MPI_Datatype dt) {
    MPI_Aint lb, ext;
    MPI_Type_get_extent(dt, &lb, &ext);
    return ext;
}

/* blocks of `len` elements of old at the byte displacements d[0..nb) */
static long *lay_blocks(MPI_Datatype old, int nb, const MPI_Aint *d, const int *len, int *n,
                        int *kind) {
    int m, k;
    long *o = flatten(old, &m, &k);
    if (!o) return NULL;
    MPI_Aint ext = lay_extent(old);
    long *v = NULL;
    int cap = 0;
    *n = 0;
    for (int b = 0; b < nb; b++)
        for (int j = 0; j < len[b]; j++)
            for (int e = 0; e < m; e++) lay_append(&v, n, &cap, (long)(d[b] + j * ext) + o[e]);
    free(o);
    *kind = k;
    if (!v) v = malloc(sizeof(long));
    return v;
}

/* is dt a named (predefined) datatype? (the _c query: it answers for every constructor) */
static int lay_named(MPI_Datatype dt) {
    int cb;
#if MPI_VERSION >= 4
    MPI_Count a, b, c, d;
    MPI_Type_get_envelope_c(dt, &a, &b, &c, &d, &cb);
#else
    int a, b, c;
    MPI_Type_get_envelope(dt, &a, &b, &c, &cb);
#endif
    return cb == MPI_COMBINER_NAMED;
}

/* The envelope and contents of dt in MPI-3's form (I: integers, A: addresses, T: datatypes;
 * malloc'ed), whichever constructor made it. A type made by an MPI-4 large-count constructor
 * (MPI_Type_vector_c ...: what mpi4py calls where MPI has them) keeps its counts as MPI_Count,
 * which MPI_Type_get_envelope cannot report: they are read with the _c queries and put back
 * where the MPI-3 constructor keeps them. 0 when dt is named or cannot be read. */
static int lay_contents(MPI_Datatype dt, int *comb, int *ni, int *na, int *nd, int **I,
                        MPI_Aint **A, MPI_Datatype **T) {
#if MPI_VERSION >= 4
    MPI_Count ci, ca, cc, cd;
    if (MPI_Type_get_envelope_c(dt, &ci, &ca, &cc, &cd, comb) != MPI_SUCCESS) return 0;
    if (*comb == MPI_COMBINER_NAMED) return 0;
    int *i0 = malloc(sizeof(int) * (ci + 1));
    MPI_Aint *a0 = malloc(sizeof(MPI_Aint) * (ca + 1));
    MPI_Count *c0 = malloc(sizeof(MPI_Count) * (cc + 1));
    *T = malloc(sizeof(MPI_Datatype) * (cd + 1));
    MPI_Type_get_contents_c(dt, ci, ca, cc, cd, i0, a0, c0, *T);
    *nd = (int)cd;
    if (cc == 0) {  /* an MPI-3 constructor: the arrays are MPI-3's already */
        *ni = (int)ci; *na = (int)ca; *I = i0; *A = a0;
        free(c0);
        return 1;
    }
    /* the large counts: the MPI-3 integers, but for the byte displacements (h-variants, struct,
     * resized: MPI-3's addresses) and, for subarray, its two int arguments around them */
    long n = (long)cc, k = (long)c0[0], nint = n, first_addr = n;
    switch (*comb) {
    case MPI_COMBINER_HVECTOR: nint = 2; first_addr = 2; break;
    case MPI_COMBINER_HINDEXED: case MPI_COMBINER_STRUCT: nint = 1 + k; first_addr = 1 + k; break;
    case MPI_COMBINER_HINDEXED_BLOCK: nint = 2; first_addr = 2; break;
    case MPI_COMBINER_RESIZED: nint = 0; first_addr = 0; break;
    default: break;
    }
    int sub = *comb == MPI_COMBINER_SUBARRAY;
    *I = malloc(sizeof(int) * (nint + 3));
    *A = malloc(sizeof(MPI_Aint) * (n - first_addr + 1));
    int m = 0;
    if (sub) (*I)[m++] = i0[0];  /* ndims, then sizes, subsizes, starts, then the order */
    for (long j = 0; j < nint; j++) (*I)[m++] = (int)c0[j];
    if (sub) (*I)[m++] = i0[1];
    for (long j = first_addr; j < n; j++) (*A)[j - first_addr] = (MPI_Aint)c0[j];
    *ni = m; *na = (int)(n - first_addr);
    free(i0); free(a0); free(c0);
    return 1;
#else
    MPI_Type_get_envelope(dt, ni, na, nd, comb);
    if (*comb == MPI_COMBINER_NAMED) return 0;
    *I = malloc(sizeof(int) * (*ni + 1));
    *A = malloc(sizeof(MPI_Aint) * (*na + 1));
    *T = malloc(sizeof(MPI_Datatype) * (*nd + 1));
    MPI_Type_get_contents(dt, *ni, *na, *nd, *I, *A, *T);
    return 1;
#endif
}

static long *flatten(MPI_Datatype dt, int *n, int *kind) {
    int ek = elem_kind(dt);
    if (ek) { long *v = malloc(sizeof(long)); v[0] = 0; *n = 1; *kind = ek; return v; }
    if (lay_mixed_ok && lay_plain(dt)) {  /* no floating element; noted */
        lay_mixed_seen = 1;
        *n = 0; *kind = 0;
        return malloc(sizeof(long));
    }
    int ni, na, nd, comb;
    int *I;
    MPI_Aint *A;
    MPI_Datatype *T;
    if (!lay_contents(dt, &comb, &ni, &na, &nd, &I, &A, &T)) return NULL;
    long *v = NULL;
    MPI_Aint *d = NULL;
    int *len = NULL, cnt = ni ? I[0] : 0;
    MPI_Aint e0 = nd ? lay_extent(T[0]) : 0;
    switch (comb) {
    case MPI_COMBINER_DUP:
    case MPI_COMBINER_RESIZED: {  /* the extent changes the stride between elements only */
        v = flatten(T[0], n, kind);
        break;
    }
    case MPI_COMBINER_CONTIGUOUS:
    case MPI_COMBINER_VECTOR:
    case MPI_COMBINER_HVECTOR: {
        int bl = comb == MPI_COMBINER_CONTIGUOUS ? cnt : I[1];
        int nbk = comb == MPI_COMBINER_CONTIGUOUS ? 1 : cnt;
        d = malloc(sizeof(MPI_Aint) * (nbk + 1)); len = malloc(sizeof(int) * (nbk + 1));
        for (int b = 0; b < nbk; b++) {
            d[b] = comb == MPI_COMBINER_VECTOR ? b * (MPI_Aint)I[2] * e0
                 : comb == MPI_COMBINER_HVECTOR ? b * A[0] : 0;
            len[b] = bl;
        }
        v = lay_blocks(T[0], nbk, d, len, n, kind);
        break;
    }
    case MPI_COMBINER_INDEXED:
    case MPI_COMBINER_HINDEXED:
    case MPI_COMBINER_INDEXED_BLOCK:
    case MPI_COMBINER_HINDEXED_BLOCK: {
        d = malloc(sizeof(MPI_Aint) * (cnt + 1)); len = malloc(sizeof(int) * (cnt + 1));
        for (int b = 0; b < cnt; b++) {
            switch (comb) {
            case MPI_COMBINER_INDEXED: len[b] = I[1 + b]; d[b] = I[1 + cnt + b] * e0; break;
            case MPI_COMBINER_HINDEXED: len[b] = I[1 + b]; d[b] = A[b]; break;
            case MPI_COMBINER_INDEXED_BLOCK: len[b] = I[1]; d[b] = I[2 + b] * e0; break;
            default: len[b] = I[1]; d[b] = A[b]; break;
            }
        }
        v = lay_blocks(T[0], cnt, d, len, n, kind);
        break;
    }
    case MPI_COMBINER_STRUCT: {  /* one base kind in every member (or none: mixed) */
        int cap = 0, k0 = 0, bad = 0;
        *n = 0;
        for (int b = 0; b < cnt && !bad; b++) {
            int m, k;
            MPI_Aint db = A[b];
            long *o = lay_blocks(T[b], 1, &db, &I[1 + b], &m, &k);
            if (!o || (k && k0 && k != k0)) {
                if (o) lay_two_kinds = 1;
                free(o); bad = 1; break;
            }
            if (k) k0 = k;
            for (int e = 0; e < m; e++) lay_append(&v, n, &cap, o[e]);
            free(o);
        }
        *kind = k0;
        /* no floating member at all: a layout only where mixed members are taken (empty) */
        if (bad || (cnt && !k0 && !lay_mixed_ok)) { free(v); v = NULL; }
        else if (!v) v = malloc(sizeof(long));
        break;
    }
    case MPI_COMBINER_SUBARRAY: {
        int nd_ = I[0], *sz = &I[1], *sub = &I[1 + nd_], *st = &I[1 + 2 * nd_];
        int order = I[1 + 3 * nd_];
        int m, k;
        long *o = flatten(T[0], &m, &k);
        if (!o) break;
        long total = 1;
        for (int a = 0; a < nd_; a++) total *= sub[a];
        int cap = 0;
        *n = 0;
        int *idx = calloc((size_t)nd_ + 1, sizeof(int));
        for (long t = 0; t < total; t++) {
            /* the linear index in the full array, fastest dimension last (C) or first (Fortran) */
            long lin = 0;
            for (int a = 0; a < nd_; a++) {
                int ax = order == MPI_ORDER_C ? a : nd_ - 1 - a;
                lin = lin * sz[ax] + st[ax] + idx[ax];
            }
            for (int e = 0; e < m; e++) lay_append(&v, n, &cap, (long)(lin * e0) + o[e]);
            for (int a = nd_ - 1; a >= 0; a--) {  /* next index, the fastest dimension first */
                int ax = order == MPI_ORDER_C ? a : nd_ - 1 - a;
                if (++idx[ax] < sub[ax]) break;
                idx[ax] = 0;
            }
        }
        free(idx); free(o);
        *kind = k;
        if (!v) v = malloc(sizeof(long));
        break;
    }
    default:
        break;
    }
    for (int t = 0; t < nd; t++) {
        if (!lay_named(T[t])) MPI_Type_free(&T[t]);
    }
    free(I); free(A); free(T); free(d); free(len);
    return v;
}

/* the layout of count elements of a derived datatype: n base elements at byte offsets off;
 * mixed: the datatype has integer members too (the layout holds its floating elements only) */
typedef struct { int ek, n; long *off; MPI_Datatype base; int mixed; } layout;

/* flatten, the integer members of a struct skipped (*mixed: some were); NULL when dt has no
 * floating element or two floating kinds */
static long *flatten_any(MPI_Datatype dt, int *n, int *kind, int *mixed) {
    lay_mixed_ok = 1;
    lay_mixed_seen = 0;
    long *o = flatten(dt, n, kind);
    lay_mixed_ok = 0;
    *mixed = lay_mixed_seen;
    if (o && !*kind) { free(o); o = NULL; }
    return o;
}

/* dt is derived and flattens to one base kind */
static int lay_derived(MPI_Datatype dt) {
    if (elem_kind(dt)) return 0;
    int m, k;
    long *o = flatten(dt, &m, &k);
    int ok = o != NULL;
    free(o);
    return ok;
}

/* 1 and *L filled when dt is derived and flattens to one base kind (any: its integer members
 * skipped, L->mixed set when there were some); 0 otherwise */
static int layout_build(MPI_Datatype dt, int count, layout *L, int any) {
    if (elem_kind(dt)) return 0;
    int m, k, mixed = 0;
    long *o = any ? flatten_any(dt, &m, &k, &mixed) : flatten(dt, &m, &k);
    if (!o) return 0;
    MPI_Aint ext = lay_extent(dt);
    L->ek = k;
    L->n = m * count;
    L->mixed = mixed;
    L->base = k == 1 ? MPI_DOUBLE : MPI_FLOAT;
    L->off = malloc(sizeof(long) * ((size_t)L->n + 1));
    for (int c = 0; c < count; c++)
        for (int e = 0; e < m; e++) L->off[(size_t)c * m + e] = (long)(c * ext) + o[e];
    free(o);
    return 1;
}

/* the calls that differentiate derived datatypes of one base kind only */
static int layout_of(MPI_Datatype dt, int count, layout *L) { return layout_build(dt, count, L, 0); }

/* the calls that also differentiate mixed ones (Send, Recv, Sendrecv, Isend, Irecv, Send_init,
 * Recv_init, Bcast; reverse mode, where only the shadows travel, takes them as any layout; the
 * other collectives that move data: dcollectives.c's d_mixed) */
static int layout_any(MPI_Datatype dt, int count, layout *L) { return layout_build(dt, count, L, 1); }

/* 1 and *L filled when dt is a mixed datatype (forward mode's two-message path) */
static int layout_mixed(MPI_Datatype dt, int count, layout *L) {
    if (!layout_any(dt, count, L)) return 0;
    if (L->mixed) return 1;
    free(L->off);
    return 0;
}

/* why an active buffer of dt has no derivative, when dt is a struct of several kinds (NULL:
 * the general message) */
static const char *lay_refusal(MPI_Datatype dt) {
    int m, k, mixed;
    lay_two_kinds = 0;
    long *o = flatten_any(dt, &m, &k, &mixed);
    int ok = o != NULL;
    free(o);
    if (lay_two_kinds)
        return "the datatype mixes MPI_DOUBLE and MPI_FLOAT members (two floating kinds): "
               "not differentiable; use one floating kind";
    if (ok && mixed)
        return "a datatype mixing floating and integer members (a struct) is differentiated by "
               "MPI_Send / Recv / Sendrecv / Isend / Irecv / Send_init / Recv_init and the "
               "collectives that move data (Bcast, Gather, Scatter, Allgather, Alltoall, their "
               "nonblocking forms and v-variants) only (reductions and this call: not yet)";
    return NULL;
}

static void lay_scatter(const layout *L, const void *in, void *buf, int add, int lim);

/* forward, mixed: the W lanes' floating elements, gathered lane after lane (NULL: zeros) */
static void *mix_pack(const layout *L, void **lanes, int W) {
    size_t es = elem_size(L->ek), blk = (size_t)L->n * es;
    char *p = calloc(1, blk * W + 1);
    for (int k = 0; lanes && k < W; k++)
        if (lanes[k])
            for (int i = 0; i < L->n; i++) memcpy(p + k * blk + i * es, (char *)lanes[k] + L->off[i], es);
    return p;
}

/* the first n floating elements of each lane (n a lane in p) scattered into the lanes */
static void mix_unpack(const layout *L, void **lanes, int W, const void *p, int n) {
    size_t blk = (size_t)n * elem_size(L->ek);
    for (int k = 0; lanes && k < W; k++)
        if (lanes[k]) lay_scatter(L, (const char *)p + k * blk, lanes[k], 0, n);
}

/* the floating elements a receive of up to count elements of the mixed dt got */
static int mix_got(const layout *L, const MPI_Status *st, MPI_Datatype dt, int count) {
    return count > 0 ? got_count(st, dt, count) * (L->n / count) : 0;
}

/* a nonblocking or persistent receive of a mixed datatype names its source and tag */
static void mix_wildcard(const char *call) {
    __mpiad_fail(call, "a datatype mixing floating and integer members travels as two messages "
                 "(the primal, then its derivative): a nonblocking receive of one from "
                 "MPI_ANY_SOURCE or MPI_ANY_TAG could pair them wrongly; name the source and tag",
                 0);
}

/* contiguous copy of the elements of buf in the layout (NULL buf: NULL) */
static void *lay_gather(const layout *L, const void *buf) {
    if (!buf) return NULL;
    size_t es = elem_size(L->ek);
    char *out = malloc((size_t)L->n * es + 1);
    for (int i = 0; i < L->n; i++) memcpy(out + i * es, (const char *)buf + L->off[i], es);
    return out;
}

/* the first lim elements of buf in the layout = in (add: +=; in NULL: zeros) */
static void lay_scatter(const layout *L, const void *in, void *buf, int add, int lim) {
    if (!buf) return;
    for (int i = 0; i < L->n && i < lim; i++) {
        double x = in ? get(L->ek, in, i) : 0.0;
        void *p = (char *)buf + L->off[i];
        double y = add ? get(L->ek, p, 0) + x : x;
        put(L->ek, p, 0, y);
    }
}

/* W lanes gathered into contiguous arrays (the array itself NULL when lanes is) */
static void **lay_gather_lanes(const layout *L, void **lanes, int W) {
    if (!lanes) return NULL;
    void **out = malloc(sizeof(void *) * (W + 1));
    for (int k = 0; k < W; k++) out[k] = lay_gather(L, lanes[k]);
    return out;
}

static void lay_free_lanes(void **lanes, int W) {
    if (!lanes) return;
    for (int k = 0; k < W; k++) free(lanes[k]);
    free(lanes);
}

/* a fused receive into contiguous temporaries, scattered into the user's layout at completion */
typedef struct {
    layout L;
    void *ubuf, **udbufs;   /* the user's buffer and shadow lanes (copied) */
    void *b, **d;           /* the contiguous temporaries */
    int W;
} lay_recv;

static lay_recv *lay_recv_new(const layout *L, void *buf, void **dbufs, int W) {
    lay_recv *q = calloc(1, sizeof *q);
    q->L = *L; q->ubuf = buf; q->W = W;
    size_t bytes = (size_t)L->n * elem_size(L->ek) + 1;
    q->b = malloc(bytes);
    if (dbufs) {
        q->udbufs = malloc(sizeof(void *) * (W + 1));
        memcpy(q->udbufs, dbufs, sizeof(void *) * W);
        q->d = malloc(sizeof(void *) * (W + 1));
        for (int k = 0; k < W; k++) q->d[k] = malloc(bytes);
    }
    return q;
}

/* c elements arrived (MPI_PROC_NULL: 0): scatter them, free q */
static void lay_recv_done(lay_recv *q, int c) {
    lay_scatter(&q->L, q->b, q->ubuf, 0, c);
    if (q->d)
        for (int k = 0; k < q->W; k++) lay_scatter(&q->L, q->d[k], q->udbufs[k], 0, c);
    lay_free_lanes(q->d, q->W);
    free(q->udbufs); free(q->b); free(q->L.off); free(q);
}

static int lay_received(MPI_Status *st, MPI_Datatype base) {
    if (st->MPI_SOURCE == MPI_PROC_NULL) return 0;
    int c = 0;
    MPI_Get_count(st, base, &c);
    return c == MPI_UNDEFINED || c < 0 ? 0 : c;
}

/* derived datatypes travel as contiguous fused messages */
static void lay_need_fused(const char *call) {
    __mpiad_fail(call, "a derived datatype is differentiated only with fused messages "
                 "(MPIAD_FUSE=1, the default)", 0);
}

/* ------------------------------------------------------------------------------------------ */
/* collectives (collectives.c): one side of the call, its buffer and lanes as contiguous copies */

/* on: the side's datatype is derived (L: the layout of all its elements in the buffer, taken);
 * sig: MPI reads or writes the buffer on this rank. Off, b / d are the user's pointers. */
typedef struct { int on, sig, W; layout L; void *ubuf, **ud, *b, **d; } lay_side;

static void side_open(lay_side *s, int on, const layout *L, const void *buf, void **dbufs, int W,
                      int sig) {
    memset(s, 0, sizeof *s);
    s->on = on; s->sig = sig; s->W = W;
    if (!on) { s->b = (void *)buf; s->d = dbufs; return; }
    s->L = *L; s->ubuf = (void *)buf;
    if (!sig) return;  /* the user's buffer is not read: NULL stands for it */
    s->b = lay_gather(L, buf);
    if (dbufs) {
        s->ud = malloc(sizeof(void *) * (W + 1));
        memcpy(s->ud, dbufs, sizeof(void *) * W);
        s->d = lay_gather_lanes(L, dbufs, W);
    }
}

/* write: copy the contiguous elements back into the user's layout (a receiving side) */
static void side_close(lay_side *s, int write) {
    if (!s->on) return;
    if (write && s->sig) {
        lay_scatter(&s->L, s->b, s->ubuf, 0, s->L.n);
        for (int k = 0; s->d && k < s->W; k++) lay_scatter(&s->L, s->d[k], s->ud[k], 0, s->L.n);
    }
    free(s->b); lay_free_lanes(s->d, s->W); free(s->ud); free(s->L.off);
}

/* ------------------------------------------------------------------------------------------ */
/* the other collectives (icollectives.c, neighbors.c, reductions.c, scans.c): one side of a    */
/* v-collective (blocks of counts at displacements, in elements of its datatype) as contiguous  */
/* base elements; the call then runs on the copies with MPI_DOUBLE / MPI_FLOAT                 */

/* a side: `on` when its datatype is derived; then s holds the copies, c / d the base-element
 * counts and packed displacements of its blocks (NULL where the call gave none), count and dt
 * the scalar count and the base datatype; off, the call's own arguments */
typedef struct {
    int on;
    int mixed;       /* its datatype mixes floating and integer members (d_mixed_ok) */
    lay_side s;
    int *c, *d, count;
    MPI_Datatype dt;
} dside;

/* set by the collectives that move data (dcollectives.c): a side may be mixed, its copies then
 * holding its floating elements only (the primal runs on the user's buffers: lay_io.mixed) */
static int d_mixed_ok;

/* base elements an element of dt holds (dt flattens to one kind ek) */
static int lay_per(MPI_Datatype dt, int ek) {
    int sz;
    MPI_Type_size(dt, &sz);
    return sz / (int)elem_size(ek);
}

/* nb blocks of counts c (NULL: all `count`) at element displacements d (NULL: packed) of dt;
 * sig: MPI reads or writes buf on this rank. 1 when dt is derived (x then describes the copies). */
static int dside_open(dside *x, const void *buf, void **lanes, int W, int nb, const int *c,
                      const int *d, int count, MPI_Datatype dt, int sig) {
    memset(x, 0, sizeof *x);
    x->c = (int *)c; x->d = (int *)d; x->count = count; x->dt = dt;
    x->s.b = (void *)buf; x->s.d = lanes; x->s.W = W;
    if (buf == MPI_IN_PLACE || !sig || elem_kind(dt)) return 0;  /* as the call gave it */
    int m, ek, mixed = 0;
    long *o = d_mixed_ok ? flatten_any(dt, &m, &ek, &mixed) : flatten(dt, &m, &ek);
    if (!o) return 0;
    MPI_Aint ext = lay_extent(dt);
    layout L;
    L.ek = ek; L.base = ek == 1 ? MPI_DOUBLE : MPI_FLOAT; L.n = 0;
    long tot = 0;
    for (int b = 0; b < nb; b++) tot += c ? c[b] : count;
    L.off = malloc(sizeof(long) * ((size_t)tot * m + 1));
    if (c) { x->c = malloc(sizeof(int) * (nb + 1)); x->d = malloc(sizeof(int) * (nb + 1)); }
    long pos = 0;
    for (int b = 0; b < nb; b++) {
        int cb = c ? c[b] : count;
        long db = d ? d[b] : pos;
        if (c) { x->c[b] = cb * m; x->d[b] = L.n; }
        for (int j = 0; j < cb; j++)
            for (int e = 0; e < m; e++) L.off[L.n++] = (long)((db + j) * ext) + o[e];
        pos += cb;
    }
    free(o);
    x->on = 1;
    x->mixed = mixed;
    x->count = count * (mixed ? m : lay_per(dt, ek));
    x->dt = L.base;
    side_open(&x->s, 1, &L, buf, lanes, W, sig);
    return 1;
}

/* the arguments the call gets for this side */
static void *dside_buf(const dside *x) { return x->s.b; }

static void dside_free_counts(dside *x, const int *c) {
    if (x->on && c) { free(x->c); free(x->d); }
}

/* A collective run on the copies of derived sides (icollectives.c): forward, the received
 * copies go back into the user's layout when it completes; reverse, the primal's likewise, and
 * the shadows are gathered (receive side, then zeroed back) and added into (send side) through
 * the same layouts when the reverse sweep reaches them. */
typedef struct {
    lay_side s, r;
    int one;         /* one buffer for both sides (Bcast, MPI_IN_PLACE): r's layout */
    /* direct: a reduction, whose primal runs on the user's buffers and datatype (its op is
     * user-defined: MPI defines the predefined ops on predefined datatypes only) */
    int direct, ucount;
    const void *usb;
    void *urb;
    MPI_Datatype udt;
    int *ucounts;    /* Reduce_scatter(_block): every rank's count (user elements) */
    /* mixed: a side's datatype mixes floating and integer members, whose integers cannot travel
     * as floating copies: the primal runs on the user's buffers (usb, urb) and datatypes with
     * the blocks' counts and displacements in user elements (usc / usd, urc / urd; Bcast:
     * ucount), the derivative lanes on the copies beside it (never fused) */
    int mixed;
    int *usc, *usd, *urc, *urd;
    MPI_Datatype usdt, urdt;
} lay_io;

static lay_io *lay_io_next;  /* handed to the plan the call's own rule makes next */
static const char *lay_io_name;  /* and the call's name, when the plan's differs (w-variants) */

/* s NULL: one buffer (r) */
static void lay_io_hand(dside *s, dside *r, int one) {
    lay_io *io = calloc(1, sizeof *io);
    if (s) io->s = s->s;
    io->r = r->s; io->one = one;
    if (!s || !s->on) io->s.on = 0;
    if (!r->on) io->r.on = 0;
    lay_io_next = io;
}

/* the io just handed: a reduction run directly (counts: Reduce_scatter's, n of them, else NULL;
 * NULL with n > 0: n times count) */
static void lay_io_direct(const void *sbuf, void *rbuf, int count, MPI_Datatype dt,
                          const int *counts, int n) {
    lay_io *io = lay_io_next;
    io->direct = 1; io->usb = sbuf; io->urb = rbuf; io->ucount = count; io->udt = dt;
    if (n) {
        io->ucounts = malloc(sizeof(int) * (n + 1));
        for (int i = 0; i < n; i++) io->ucounts[i] = counts ? counts[i] : count;
    }
}

/* the primal (and forward lanes) completed: copies back into the user's receive layout (once:
 * the copies are freed unless keep) */
static void lay_io_done(lay_io *io, int keep) {
    if (!io) return;
    if (io->r.on && io->r.sig && io->r.b) {
        if (!io->direct && !io->mixed) lay_scatter(&io->r.L, io->r.b, io->r.ubuf, 0, io->r.L.n);
        for (int k = 0; io->r.d && k < io->r.W; k++)
            lay_scatter(&io->r.L, io->r.d[k], io->r.ud[k], 0, io->r.L.n);
    }
    if (keep) return;
    lay_side *sd[2] = {&io->s, &io->r};
    for (int i = 0; i < 2; i++) {
        if (!sd[i]->on) continue;
        free(sd[i]->b); lay_free_lanes(sd[i]->d, sd[i]->W); free(sd[i]->ud);
        sd[i]->b = NULL; sd[i]->d = NULL; sd[i]->ud = NULL;
    }
}

static void lay_io_free(lay_io *io) {
    if (!io) return;
    lay_io_done(io, 0);
    if (io->s.on) free(io->s.L.off);
    if (io->r.on) free(io->r.L.off);
    free(io->ucounts); free(io->usc); free(io->urc);
    free(io);
}

/* reverse: the layout of the send side's shadow (NULL: contiguous) and of the receive side's */
static layout *lay_io_sl(lay_io *io) {
    if (!io) return NULL;
    lay_side *x = io->one ? &io->r : &io->s;
    return x->on ? &x->L : NULL;
}

static layout *lay_io_rl(lay_io *io) { return io && io->r.on ? &io->r.L : NULL; }
