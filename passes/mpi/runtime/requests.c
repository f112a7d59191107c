/* Nonblocking request records and the one table that finds them again by primal request handle.
 *
 * Forward mode keeps an `mpiad_req` per Isend / Irecv until the request completes (the shadow
 * request, or the fused message to unpack); reverse mode an `mpiad_rreq` from the augmented
 * Isend / Irecv until the augmented completion call hands it to the tape. Both live in the same
 * table, as `void *` records tagged with their mode. */

/* forward-mode record */
typedef struct {
    int kind;           /* MPIAD_ISEND / MPIAD_IRECV */
    int ek;             /* element kind */
    int count, W;
    MPI_Datatype dt;
    int peer, tag;
    MPI_Comm comm;
    void **dbufs;       /* lanes of the user's shadow buffer (copied) */
    void *tmp;          /* packed message */
    MPI_Request sreq;   /* the shadow request */
    int fused;          /* *this* request carries primal and tangents */
    void *buf;          /* fused irecv: the user's primal receive buffer */
    void *lay;          /* fused irecv of a derived datatype: its lay_recv (layouts.c) */
    MPI_Request xreq;   /* an Isendrecv's send, completed with the user's request (its receive) */
    int xsend;
    void *mix;          /* an unfused irecv of a mixed datatype: its layout (layouts.c) */
    long long inl[];    /* fused: lanes and packed message, allocated with the record */
} mpiad_req;

/* reverse-mode record */
typedef struct {
    int kind, ek, count;
    MPI_Datatype dt;
    int peer, tag;
    MPI_Comm comm;
    void *dbuf;        /* shadow of the user's buffer (may be NULL: inactive) */
    void *tmp;         /* adjoint receive buffer */
    MPI_Request areq;  /* the adjoint communication */
    int waited;
    int *pactive;      /* a start of a persistent request: its "active" flag, cleared at completion */
    long ino;          /* initiation number (channels.c) */
    void *lay;         /* a derived datatype's layout on dbuf (layouts.c; count, dt: its base) */
    int chan, ready, posted;   /* in its channel; completion reversed; adjoint started */
    int W2;            /* second order (second_order.c): tangent lanes of dbuf the adjoint */
    void **tdbufs;     /* messages carry beside it, [dbuf | lane 0 | ...] (NULL lanes: zeros) */
    void *pair;        /* an Isendrecv's receive: the record of its send, completed with it */
    int xsend;         /* its areq is the Isendrecv's send until the completion (tmp: its copy) */
    int early;         /* a partitioned request's adjoint moves at a readiness call's reverse
                        * (partitioned.c): a receive's is sent there (1), a send's added there
                        * (1: due, 2: done), not at the completion's / the Start's reverse */
} mpiad_rreq;

/* ------------------------------------------------------------------------------------------ */
/* request table: (mode, primal request handle) -> record                                     */
/*
 * Open addressing with linear probing, at most half full; deleting shifts the rest of the probe
 * cluster back, so lookups never need tombstones. A handle may be in the table more than once:
 * MPICH gives every request that is complete when it is returned (a send to MPI_PROC_NULL, a
 * small eager send) one shared handle, so each record is an entry of its own, and the records of
 * one handle are taken in the order they were put (both the shift and the rehash keep that
 * order). The mode keeps forward and reverse records apart and counted separately.
 */
#define REQ_FWD 0
#define REQ_REV 1
#define REQ_PFWD 2  /* persistent requests (persistent.c): the set-up each MPI_Start uses */
#define REQ_PREV 3
#define REQ_MODES 4

typedef struct {
    long long key;
    int mode;
    void *rec;          /* NULL: empty slot */
} req_slot;

static req_slot *req_slots;
static long req_cap, req_used;
static long req_count[REQ_MODES];   /* entries per mode */

static long long req_key(MPI_Request r) { return (long long)r; }

static long req_home(long long k) {
    return (long)((unsigned long long)(k * 0x9E3779B97F4A7C15ULL) % (unsigned long long)req_cap);
}

static void req_insert(long long k, int mode, void *rec);

static void req_grow(void) {
    long old = req_cap;
    req_slot *os = req_slots;
    req_cap = old ? old * 2 : 64;
    req_slots = calloc((size_t)req_cap, sizeof *req_slots);
    req_used = 0;
    memset(req_count, 0, sizeof req_count);
    /* re-insert cluster by cluster, starting after an empty slot, so equal keys keep their order */
    long start = 0;
    while (start < old && os[start].rec) start++;
    for (long n = 1; n <= old; n++) {
        req_slot *s = &os[(start + n) % old];
        if (s->rec) req_insert(s->key, s->mode, s->rec);
    }
    free(os);
}

/* a new entry behind any others of its key */
static void req_insert(long long k, int mode, void *rec) {
    if (2 * (req_used + 1) > req_cap) req_grow();
    long i = req_home(k);
    while (req_slots[i].rec) i = (i + 1) % req_cap;
    req_slots[i].key = k;
    req_slots[i].mode = mode;
    req_slots[i].rec = rec;
    req_used++;
    req_count[mode]++;
}

static void req_clear(long i) {
    req_count[req_slots[i].mode]--;
    req_used--;
    req_slots[i].rec = NULL;
}

/* remember record `rec` (not NULL) of the request with primal handle r */
static void req_put(int mode, MPI_Request r, void *rec) { req_insert(req_key(r), mode, rec); }

/* the slot of the oldest record of handle r in this mode (-1: none) */
static long req_slot_of(int mode, MPI_Request r) {
    if (!req_cap) return -1;
    long long k = req_key(r);
    long i = req_home(k);
    while (req_slots[i].rec) {
        if (req_slots[i].key == k && req_slots[i].mode == mode) return i;
        i = (i + 1) % req_cap;
    }
    return -1;
}

/* the oldest record of handle r in this mode, left in the table (NULL: none) */
static void *req_find(int mode, MPI_Request r) {
    long i = req_slot_of(mode, r);
    return i < 0 ? NULL : req_slots[i].rec;
}

/* the oldest record of handle r in this mode, removed from the table (NULL: none) */
static void *req_take(int mode, MPI_Request r) {
    long i = req_slot_of(mode, r);
    if (i < 0) return NULL;
    void *v = req_slots[i].rec;
    req_clear(i);
    /* backward shift: re-insert the rest of the cluster so probing stays correct */
    long j = (i + 1) % req_cap;
    while (req_slots[j].rec) {
        req_slot s = req_slots[j];
        req_clear(j);
        req_insert(s.key, s.mode, s.rec);
        j = (j + 1) % req_cap;
    }
    return v;
}

/* Records of the other kinds (persistent requests, nonblocking collectives) live with their calls;
 * the completion calls of nonblocking.c hand them on to these. */
static int kind_of(const void *rec) { return *(const int *)rec; }
static void pers_fwd_finish(void *rec, MPI_Status *st);     /* persistent.c */
static void pers_fwd_complete(void *rec, MPI_Status *st);
static void icoll_fwd_complete(void *rec, int keep);        /* icoll_sweeps.c */
static void icoll_aug_complete(void *rec);
static void icoll_rev_ready(void *rec);
static void rma_fwd_complete(void *rec);                    /* rma_requests.c */
static void rma_aug_complete(void *rec);
static void rma_rev_complete(void *rec);

/* how many forward / reverse records are still in the table (tests use them to check nothing
 * leaks) */
long __mpiad_pending_requests(void) { return req_count[REQ_FWD]; }

long __mpiad_pending_reverse_requests(void) { return req_count[REQ_REV]; }
