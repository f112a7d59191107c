/* One-sided communication: Win_create, Win_allocate, Win_free, Win_fence, Win_post / start /
 * complete / wait, Put, Get, Accumulate (MPI_SUM, MPI_REPLACE). Uses common.h, layouts.c and
 * ordering.c.
 *
 * Every window made in differentiated code has a record, found by its primal handle while the
 * window lives. Forward mode gives it W shadow windows, lane k's over lane k of the window
 * memory's shadow (memory the runtime allocates, zeroed, where the window memory has none), and
 * repeats each operation on them with the origin buffer's lanes; each fence fences them too.
 * Reverse mode gives it one shadow window over the window memory's adjoint. The augmented sweep
 * records each epoch's operations (an epoch: from one fence to the next); the reverse of the fence
 * that closed an epoch replays the epoch's adjoints between two fences on the shadow window:
 *   Put x -> y        the target's adjoint of y fetched and zeroed at once (MPI_Get_accumulate
 *                     with MPI_REPLACE of zeros), added into the adjoint of x after the fence;
 *   Accumulate(REPLACE) the same;
 *   Accumulate(SUM)   the target's adjoint of y fetched (MPI_Get), added into the adjoint of x;
 *   Get y <- x        the adjoint of y accumulated (MPI_SUM) into the target's adjoint of x, then
 *                     zeroed.
 * Within an epoch these commute (MPI forbids the conflicting accesses that would not), and the
 * reverse sweep reaches that fence before any adjoint of the code the epoch ran, once every
 * adjoint of what the epoch's results fed is known: replaying there is exact.
 *
 * Derived datatypes (layouts.c: of MPI_DOUBLE or MPI_FLOAT only) on either side of MPI_Put,
 * MPI_Get and MPI_Accumulate: the shadow memory has the primal's layout, so forward mode runs
 * the shadow operations with the program's own datatypes. Reverse mode records the origin side
 * as its packed base elements (their byte offsets in the origin's adjoint kept) and the target's
 * datatype as a duplicate: the replay fetches (or accumulates) the target's adjoint through the
 * target datatype into (from) a packed temporary, scattered into (gathered from) the origin's
 * adjoint through the offsets. */

#define RMA_PUT 1
#define RMA_GET 2
#define RMA_ACC_SUM 3
#define RMA_GACC_SUM 4      /* Get_accumulate / Fetch_and_op (rma_fetch.c) */
#define RMA_GACC_REPLACE 5
#define RMA_GACC_NOOP 6
#define RMA_ACC_SEL 7       /* Accumulate(MIN / MAX): rma_select.c */

/* an operation of an epoch, as its adjoint needs it (reverse mode) */
typedef struct {
    int kind, ek;
    void *dx;  /* the origin buffer's adjoint (NULL: none) */
    void *dr;  /* Get_accumulate's result buffer's adjoint (NULL: none) */
    int ocount, trank, tcount;
    MPI_Datatype odt, tdt;
    MPI_Aint tdisp;
    void *req;  /* a request-based operation's record (rma_requests.c; NULL: none) */
    long *ooff; /* a derived origin datatype: the byte offsets in dx of the ocount base elements
                 * odt (then MPI_DOUBLE / MPI_FLOAT) packs (NULL: dx is contiguous) */
    int tdup;   /* tdt is a duplicate of the program's derived target datatype, freed with o */
    long *roff; /* Get_accumulate's derived result datatype: the byte offsets in dr of its
                 * ocount base elements (NULL: dr is contiguous) */
} rma_op;

typedef struct rma_epoch {
    rma_op *ops;
    int n, cap;
    struct rma_epoch *prev;  /* the epoch closed before it */
} rma_epoch;

typedef struct rma_win {
    MPI_Win win;      /* the primal window while it lives */
    int live, W;      /* W: forward, the lanes; reverse, 1 */
    int access;       /* augmented: inside MPI_Win_start ... MPI_Win_complete */
    int passive;      /* locks held (MPI_Win_lock_all: one), rma_passive.c */
    int *lock_type;   /* reverse: the lock type held on each target rank (NULL: none yet) */
    MPI_Group post_group, start_group;  /* augmented: the last MPI_Win_post's, Win_start's */
    MPI_Win *swin;    /* the shadow windows */
    void **scratch;   /* shadow memory the runtime allocated, per lane (NULL: the pass's) */
    void **pending;   /* forward: zeros put in place of an inactive origin, freed at the fence */
    int npending, cappending;
    rma_epoch *cur;   /* reverse: the epoch being recorded */
    rma_epoch *done;  /* reverse: the closed epochs, newest first */
    struct rma_sel *sel;  /* the open epoch's MIN / MAX Accumulates (rma_select.c) */
    void *base, *snap;    /* the window's memory; rma_select.c: a copy of it at the epoch's start */
    MPI_Aint size;
    int disp;
    MPI_Win aux;          /* rma_select.c: a window over snap (MPI_WIN_NULL: none) */
    MPI_Comm auxcomm;     /* its communicator, freed after it (MPICH may give a window made on
                           * a communicator freed at once the id of a later one's: their
                           * operations then reach each other's memory) */
    int dynamic, self;    /* rma_dynamic.c: MPI_Win_create_dynamic's; this rank in it */
    MPI_Win tab;          /* rma_dynamic.c: the table of attached regions */
    MPI_Aint *tabmem;
    void **dscratch;      /* rma_dynamic.c: shadow memory of regions without one */
    int exposed;          /* inside MPI_Win_post ... MPI_Win_wait (rma_select.c) */
    struct rma_sel *dsel; /* rma_select.c: an access epoch's MIN / MAX ops, resolved at the
                           * rank's MPI_Win_wait */
    MPI_Group dgroup;     /* that access epoch's group (MPI_GROUP_NULL: none kept) */
    void *snap0;          /* rma_select.c: the window's memory at MPI_Win_post */
    struct rma_sel *rpend; /* reverse, fetching MIN / MAX: the results' adjoints of an access
                            * epoch, added at the rank's reverse of MPI_Win_post */
    MPI_Group rgroup;     /* that access epoch's group (MPI_GROUP_NULL: none waits) */
    MPI_Group rpost;      /* the exposure's (reverse of MPI_Win_wait; MPI_GROUP_NULL: none) */
    struct rma_win *next;
} rma_win;

static rma_win *rma_wins;

/* MIN / MAX accumulation (rma_select.c) */
static int rma_sel_begin(rma_win *w, const char *call, int ek, int max, int fwd, const void *x,
                         void **dx, void *adx, int ocount, MPI_Datatype odt, void *ur, void **dr,
                         void *adr, int rcount, MPI_Datatype rdt, int trank, MPI_Aint tdisp,
                         int tcount, MPI_Datatype tdt, long n, MPI_Win win);
static void rma_sel_issue(MPI_Win sw, rma_op *o, void **tmp, void **zero);
static void rma_sel_finish(rma_op *o, void *tmp);
static struct rma_sel *rma_sel_take_results(rma_epoch *e);
static void rma_sel_give_results(MPI_Win sw, struct rma_sel *list);
static void rma_sel_free_results(struct rma_sel *list);
/* dynamic windows (rma_dynamic.c): the target's shadow address of tdisp on lane k */
static MPI_Aint rma_td(rma_win *w, const char *call, int trank, MPI_Aint tdisp, int tcount,
                       MPI_Datatype tdt, int k);

static rma_win *rma_find(const char *call, MPI_Win win) {
    for (rma_win *w = rma_wins; w; w = w->next)
        if (w->live && w->win == win) return w;
    __mpiad_fail(call, "the window was not made by MPI_Win_create in differentiated code (mpiad "
                 "differentiates one-sided calls on windows it made the shadows of)",
                 (long long)(intptr_t)win);
}

static rma_win *rma_new(MPI_Win win, int W, void *base, void **dbases, MPI_Aint size, int disp,
                        MPI_Info info, MPI_Comm comm) {
    rma_win *w = calloc(1, sizeof *w);
    w->win = win;
    w->live = 1;
    w->W = W;
    w->swin = calloc((size_t)W, sizeof(MPI_Win));
    w->scratch = calloc((size_t)W, sizeof(void *));
    for (int k = 0; k < W; k++) {
        void *d = dbases ? dbases[k] : NULL;
        if (!d && size > 0 && base) d = w->scratch[k] = calloc((size_t)size, 1);
        MPI_Win_create(d, size, disp, info, comm, &w->swin[k]);
    }
    w->cur = calloc(1, sizeof(rma_epoch));
    w->base = base;
    w->size = size;
    w->disp = disp;
    w->aux = MPI_WIN_NULL;
    w->auxcomm = MPI_COMM_NULL;
    w->post_group = w->start_group = w->dgroup = w->rgroup = w->rpost = MPI_GROUP_NULL;
    w->next = rma_wins;
    rma_wins = w;
    return w;
}

static void rma_unlink(rma_win *w) {
    for (rma_win **p = &rma_wins; *p; p = &(*p)->next)
        if (*p == w) { *p = w->next; break; }
    w->live = 0;
}

static void rma_release(rma_win *w) {
    for (int k = 0; k < w->W; k++) {
        MPI_Win_free(&w->swin[k]);
        free(w->scratch[k]);
    }
    for (int i = 0; i < w->npending; i++) free(w->pending[i]);
    if (w->aux != MPI_WIN_NULL) MPI_Win_free(&w->aux);
    if (w->auxcomm != MPI_COMM_NULL) MPI_Comm_free(&w->auxcomm);
    free(w->snap);
    free(w->snap0);
    if (w->dgroup != MPI_GROUP_NULL) MPI_Group_free(&w->dgroup);
    if (w->rgroup != MPI_GROUP_NULL) MPI_Group_free(&w->rgroup);
    if (w->rpost != MPI_GROUP_NULL) MPI_Group_free(&w->rpost);
    if (w->dynamic) {
        MPI_Win_free(&w->tab);
        for (int i = 0; i < 16 * w->W; i++) free(w->dscratch[i]);
        free(w->dscratch); free(w->tabmem);
    }
    free(w->pending); free(w->swin); free(w->scratch); free(w->lock_type);
    while (w->done) { rma_epoch *e = w->done; w->done = e->prev; free(e->ops); free(e); }
    if (w->post_group != MPI_GROUP_NULL) MPI_Group_free(&w->post_group);
    if (w->start_group != MPI_GROUP_NULL) MPI_Group_free(&w->start_group);
    if (w->cur) { free(w->cur->ops); free(w->cur); }
    free(w);
}

/* the element kind of a one-sided transfer (0: no derivative) in the calls that take predefined
 * datatypes only (fetching, request-based, MIN / MAX): derived datatypes, and origin and target
 * types of different kinds, stop naming the call */
static int rma_kind(const char *call, MPI_Datatype odt, MPI_Datatype tdt) {
    if (!lay_named(odt) || !lay_named(tdt))
        __mpiad_fail(call, "a derived datatype in this one-sided call is not differentiated yet "
                     "(MPI_Put, MPI_Get, MPI_Accumulate with MPI_SUM / MPI_REPLACE and "
                     "MPI_Get_accumulate with MPI_SUM / MPI_REPLACE / MPI_NO_OP take them): use "
                     "MPI_DOUBLE or MPI_FLOAT",
                     (long long)(intptr_t)(lay_named(odt) ? tdt : odt));
    int ek = elem_kind(odt), tk = elem_kind(tdt);
    if (ek != tk)
        __mpiad_fail(call, "the origin and target datatypes differ; mpiad differentiates "
                     "one-sided transfers of MPI_DOUBLE or MPI_FLOAT to the same type",
                     (long long)(intptr_t)tdt);
    return ek;
}

/* one side of MPI_Put / MPI_Get / MPI_Accumulate: the base kind of count elements of dt (0: no
 * floating element, no derivative), *n their base elements. A derived datatype of one floating
 * kind (layouts.c's flatten: contiguous, vector, indexed, subarray, struct, resized ...) counts;
 * one of integers only carries no derivative; any other stops, naming the call. */
static int rma_side(const char *call, int count, MPI_Datatype dt, long *n) {
    int ek = elem_kind(dt);
    *n = ek ? count : 0;
    if (ek || lay_named(dt)) return ek;
    int m = 0, k = 0;
    lay_mixed_ok = 1;
    lay_mixed_seen = lay_two_kinds = 0;
    long *o = flatten(dt, &m, &k);
    lay_mixed_ok = 0;
    int mixed = lay_mixed_seen;
    free(o);
    if (o && !k) return 0;  /* integer members only */
    if (o && !mixed) { *n = (long)count * m; return k; }
    const char *why = lay_refusal(dt);
    __mpiad_fail(call, why ? why : "this derived datatype's layout is not read by mpiad (one of "
                 "MPI_DOUBLE or MPI_FLOAT built by contiguous, vector, hvector, indexed, "
                 "hindexed, indexed_block, subarray, struct, resized or dup is)",
                 (long long)(intptr_t)dt);
}

/* the element kind of MPI_Put / MPI_Get / MPI_Accumulate (0: no derivative), predefined or
 * derived datatypes on either side; *n the base elements moved. The two sides' type signatures
 * must match (MPI requires it): element counts or kinds that differ stop, naming the call (a
 * derived target type on a dynamic window: rma_dynamic.c's rma_td checks that its elements lie in
 * one attached region). */
static int rma_kinds(const char *call, rma_win *w, int ocount, MPI_Datatype odt, int tcount,
                     MPI_Datatype tdt, long *n) {
    long tn;
    int ek = rma_side(call, ocount, odt, n), tk = rma_side(call, tcount, tdt, &tn);
    if (ek != tk)
        __mpiad_fail(call, "the origin and target datatypes differ; mpiad differentiates "
                     "one-sided transfers of MPI_DOUBLE or MPI_FLOAT (or derived datatypes of "
                     "one of them) to the same type", (long long)(intptr_t)tdt);
    if (ek && *n != tn)
        __mpiad_fail(call, "the origin and target type signatures differ (another number of "
                     "elements on each side): MPI requires them to match",
                     (long long)(intptr_t)tdt);
    return ek;
}

/* the datatype a packed buffer of a side's base elements travels as */
static MPI_Datatype rma_base(int ek, MPI_Datatype dt) {
    if (lay_named(dt)) return dt;
    return ek == 2 ? MPI_FLOAT : MPI_DOUBLE;
}

/* MPI_SUM -> 1, MPI_REPLACE -> 2; anything else on floating-point data stops (MPI_MIN and
 * MPI_MAX of MPI_Accumulate go to rma_select.c before this) */
static int rma_op_kind(int ek, MPI_Op op) {
    if (op == MPI_SUM) return 1;
    if (op == MPI_REPLACE) return 2;
    if (ek)
        __mpiad_fail("MPI_Accumulate", "only MPI_SUM and MPI_REPLACE are differentiated in "
                     "one-sided accumulation here (MPI_MIN and MPI_MAX in MPI_Accumulate between "
                     "fences and in post-start-complete-wait epochs; PROD would need the values "
                     "the target held)",
                     (long long)(intptr_t)op);
    return 0;
}

static void *rma_zeros(rma_win *w, int ek, int n) {
    void *z = calloc((size_t)n + 1, elem_size(ek));
    if (w->npending == w->cappending) {
        w->cappending = w->cappending ? 2 * w->cappending : 8;
        w->pending = realloc(w->pending, sizeof(void *) * (size_t)w->cappending);
    }
    w->pending[w->npending++] = z;
    return z;
}

static void rma_free_pending(rma_win *w) {
    for (int i = 0; i < w->npending; i++) free(w->pending[i]);
    w->npending = 0;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Win_create / MPI_Win_free                                                              */

/* The window, and beside it its shadow windows (collective on comm, as the primal). Reverse:
 * the shadow window lives until the reverse of the creation, which frees it. */

int __mpiad_fwd_win_create(void *base, void **dbases, int W, MPI_Aint size, int disp,
                           MPI_Info info, MPI_Comm comm, MPI_Win *win) {
    int rc = MPI_Win_create(base, size, disp, info, comm, win);
    rma_new(*win, W, base, dbases, size, disp, info, comm);
    return rc;
}

void *__mpiad_aug_win_create(void *base, void *dbase, MPI_Aint size, int disp, MPI_Info info,
                             MPI_Comm comm, MPI_Win *win) {
    MPI_Win_create(base, size, disp, info, comm, win);
    coll_seq++;
    return rma_new(*win, 1, base, dbase ? &dbase : NULL, size, disp, info, comm);
}

/* MPI_Win_allocate: MPI's memory for the primal; the runtime's, zeroed, for each shadow window,
 * its address written through the shadow of baseptr (lane k's through dbaseptrs[k]), so the
 * program's pointer loaded from baseptr finds it as its shadow. Freed with the shadow window. */

static rma_win *rma_allocated(MPI_Win win, int W, void *base, void **dslots, MPI_Aint size,
                              int disp, MPI_Info info, MPI_Comm comm) {
    void **d = calloc((size_t)W, sizeof(void *));
    for (int k = 0; k < W; k++) {
        d[k] = calloc((size_t)(size > 0 ? size : 1), 1);
        if (dslots && dslots[k]) *(void **)dslots[k] = d[k];
    }
    rma_win *w = rma_new(win, W, base, d, size, disp, info, comm);
    for (int k = 0; k < W; k++) w->scratch[k] = d[k];
    free(d);
    return w;
}

int __mpiad_fwd_win_allocate(MPI_Aint size, int disp, MPI_Info info, MPI_Comm comm,
                             void *baseptr, void **dbaseptrs, int W, MPI_Win *win) {
    int rc = MPI_Win_allocate(size, disp, info, comm, baseptr, win);
    rma_allocated(*win, W, *(void **)baseptr, dbaseptrs, size, disp, info, comm);
    return rc;
}

void *__mpiad_aug_win_allocate(MPI_Aint size, int disp, MPI_Info info, MPI_Comm comm,
                               void *baseptr, void *dbaseptr, MPI_Win *win) {
    MPI_Win_allocate(size, disp, info, comm, baseptr, win);
    coll_seq++;
    return rma_allocated(*win, 1, *(void **)baseptr, dbaseptr ? &dbaseptr : NULL, size, disp,
                         info, comm);
}

void __mpiad_rev_win_create(void *rec) {
    coll_rev_begin();
    rma_release(rec);
}

int __mpiad_fwd_win_free(MPI_Win *win) {
    rma_win *w = rma_find("MPI_Win_free", *win);
    rma_unlink(w);
    rma_release(w);
    return MPI_Win_free(win);
}

void *__mpiad_aug_win_free(MPI_Win *win) {
    rma_win *w = rma_find("MPI_Win_free", *win);
    if (w->cur->n)
        __mpiad_fail("MPI_Win_free", "one-sided operations on the window were not completed by "
                     "an MPI_Win_fence before it was freed", (long long)(intptr_t)*win);
    rma_unlink(w);
    MPI_Win_free(win);
    coll_seq++;
    return w;
}

void __mpiad_rev_win_free(void *rec) {
    (void)rec;
    coll_rev_begin();
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Win_fence                                                                              */

/* Forward: the shadow windows' epochs close with the primal's. Augmented: the open epoch's
 * records are kept, a new epoch opens. Reverse: the closed epoch's adjoints, replayed. */

/* a MIN / MAX Accumulate met by a fence that does not resolve it (another module's) */
static void rma_no_sel(rma_win *w) {
    if (w->sel)
        __mpiad_fail("MPI_Win_fence", "an MPI_Accumulate with MPI_MIN / MPI_MAX in an epoch "
                     "that a fence of another module closes: keep the fences of such an epoch "
                     "in the module of the Accumulate", (long long)(intptr_t)w->win);
}

int __mpiad_fwd_win_fence(int assert_, MPI_Win win) {
    int rc = MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    rma_no_sel(w);
    for (int k = 0; k < w->W; k++) MPI_Win_fence(assert_, w->swin[k]);
    rma_free_pending(w);
    return rc;
}

/* the augmented sweep closes the open epoch at every call that ends one (fence, start,
 * complete); the reverse of that call takes it back */
static void rma_close(rma_win *w) {
    w->cur->prev = w->done;
    w->done = w->cur;
    w->cur = calloc(1, sizeof(rma_epoch));
}

static rma_epoch *rma_pop(rma_win *w, const char *call) {
    rma_epoch *e = w->done;
    if (!e) __mpiad_fail(call, "internal: no epoch to reverse", 0);
    w->done = e->prev;
    return e;
}

/* derived datatypes: the replay runs on the origin's adjoint as packed base elements, gathered
 * through the origin datatype's offsets (a Get's, accumulated into the target) or scattered
 * back through them (a Put's or an Accumulate's fetched adjoint added; in NULL: a Get's origin
 * adjoint zeroed); a contiguous origin takes the elements in place */
/* the n base elements at byte offsets off of buf, packed */
static void *rma_pack_at(int ek, const void *buf, const long *off, int n) {
    size_t es = elem_size(ek);
    char *p = malloc((size_t)n * es + 1);
    for (int j = 0; j < n; j++) memcpy(p + j * es, (const char *)buf + off[j], es);
    return p;
}

static void *rma_pack(const rma_op *o) { return rma_pack_at(o->ek, o->dx, o->ooff, o->ocount); }

/* a Get_accumulate's result adjoint zeroed (its base elements only, when derived) */
static void rma_zero_result(const rma_op *o) {
    if (!o->dr) return;
    if (!o->roff) { vzero(o->ek, o->dr, o->ocount); return; }
    for (int j = 0; j < o->ocount; j++) put(o->ek, (char *)o->dr + o->roff[j], 0, 0.0);
}

static void rma_unpack(const rma_op *o, const void *in) {
    if (!o->dx) return;
    if (!o->ooff) {
        if (in) vadd(o->ek, o->dx, in, o->ocount);
        else vzero(o->ek, o->dx, o->ocount);
        return;
    }
    for (int j = 0; j < o->ocount; j++) {
        void *p = (char *)o->dx + o->ooff[j];
        put(o->ek, p, 0, in ? get(o->ek, p, 0) + get(o->ek, in, j) : 0.0);
    }
}

static void rma_op_free(rma_op *o) {
    free(o->ooff);
    free(o->roff);
    o->ooff = o->roff = NULL;
    if (o->tdup) MPI_Type_free(&o->tdt);
    o->tdup = 0;
}

/* the adjoints of epoch e's operations started on the shadow window s (tmp, zero: one slot an
 * operation), and, once they are complete, added into the origin buffers' adjoints */
static void rma_issue(MPI_Win s, rma_epoch *e, void **tmp, void **zero) {
    for (int i = 0; i < e->n; i++) {
        rma_op *o = &e->ops[i];
        size_t es = elem_size(o->ek);
        if (o->kind == RMA_PUT) {
            tmp[i] = calloc((size_t)o->ocount + 1, es);
            zero[i] = calloc((size_t)o->ocount + 1, es);
            MPI_Get_accumulate(zero[i], o->ocount, o->odt, tmp[i], o->ocount, o->odt, o->trank,
                               o->tdisp, o->tcount, o->tdt, MPI_REPLACE, s);
        } else if (o->kind == RMA_ACC_SUM && o->dx) {
            tmp[i] = calloc((size_t)o->ocount + 1, es);
            MPI_Get(tmp[i], o->ocount, o->odt, o->trank, o->tdisp, o->tcount, o->tdt, s);
        } else if (o->kind == RMA_GET && o->dx) {
            const void *src = o->dx;
            if (o->ooff) src = tmp[i] = rma_pack(o);  /* the origin's adjoint, packed */
            MPI_Accumulate(src, o->ocount, o->odt, o->trank, o->tdisp, o->tcount, o->tdt,
                           MPI_SUM, s);
        } else if (o->kind == RMA_GACC_NOOP && o->dr) {
            const void *src = o->dr;
            if (o->roff) src = zero[i] = rma_pack_at(o->ek, o->dr, o->roff, o->ocount);
            MPI_Accumulate(src, o->ocount, o->odt, o->trank, o->tdisp, o->tcount, o->tdt,
                           MPI_SUM, s);
        } else if (o->kind == RMA_ACC_SEL) {
            rma_sel_issue(s, o, &tmp[i], &zero[i]);
        } else if (o->kind == RMA_GACC_SUM || o->kind == RMA_GACC_REPLACE) {
            /* the target's adjoint of y fetched (for x's) and, at once, that of the result
             * added to it (SUM: y's old value lives on in y) or put in its place (REPLACE) */
            tmp[i] = calloc((size_t)o->ocount + 1, es);
            const void *src = o->dr;
            if (!o->dr) src = zero[i] = calloc((size_t)o->ocount + 1, es);
            else if (o->roff) src = zero[i] = rma_pack_at(o->ek, o->dr, o->roff, o->ocount);
            MPI_Get_accumulate(src, o->ocount, o->odt, tmp[i], o->ocount,
                               o->odt, o->trank, o->tdisp, o->tcount, o->tdt,
                               o->kind == RMA_GACC_SUM ? MPI_SUM : MPI_REPLACE, s);
        }
    }
}

static void rma_finish(rma_epoch *e, void **tmp, void **zero) {
    for (int i = 0; i < e->n; i++) {
        rma_op *o = &e->ops[i];
        if (o->kind == RMA_GET) rma_unpack(o, NULL);
        else if (o->kind == RMA_ACC_SEL) rma_sel_finish(o, tmp[i]);
        else if (tmp[i] && o->dx) rma_unpack(o, tmp[i]);
        if (o->kind >= RMA_GACC_SUM && o->kind <= RMA_GACC_NOOP) rma_zero_result(o);
        free(tmp[i]); free(zero[i]);
        rma_op_free(o);
    }
    free(tmp); free(zero); free(e->ops); free(e);
}

/* the adjoints of epoch e's operations on the shadow window, completed: between two fences
 * (collective, as the primal's) or between MPI_Win_start and MPI_Win_complete on the group the
 * primal's access epoch had */
static void rma_replay(rma_win *w, rma_epoch *e, MPI_Group group) {
    MPI_Win s = w->swin[0];
    void **tmp = calloc((size_t)e->n + 1, sizeof(void *));
    void **zero = calloc((size_t)e->n + 1, sizeof(void *));
    if (group != MPI_GROUP_NULL) MPI_Win_start(group, 0, s);
    else MPI_Win_fence(0, s);
    rma_issue(s, e, tmp, zero);
    if (group != MPI_GROUP_NULL) MPI_Win_complete(s);
    else MPI_Win_fence(0, s);
    rma_finish(e, tmp, zero);
}

void *__mpiad_aug_win_fence(int assert_, MPI_Win win) {
    MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    rma_no_sel(w);
    rma_close(w);
    coll_seq++;
    return w;
}

void __mpiad_rev_win_fence(void *rec) {
    coll_rev_begin();
    rma_win *w = rec;
    rma_replay(w, rma_pop(w, "MPI_Win_fence"), MPI_GROUP_NULL);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Win_post / MPI_Win_start / MPI_Win_complete / MPI_Win_wait                             */

/* General active target. Forward: the same call on each shadow window. Reverse, on the shadow
 * window, the synchronisation mirrored: the reverse of the target's MPI_Win_wait posts (on the
 * group its MPI_Win_post named), the reverse of the origin's MPI_Win_complete starts (on its
 * MPI_Win_start's group), replays the access epoch's adjoints and completes, the reverse of
 * MPI_Win_post waits. So the target's adjoints of what read the epoch's results are done before
 * the replay reads them, and the replay is done before the target's adjoints of what came before
 * its exposure. A Get in such an epoch is refused in reverse mode: the target may read its x
 * while origins get it (MPI allows it), and the adjoint of that read, an update of the adjoint
 * of x, would race with the replay's accumulation into it. */

/* a copy of the group that lives as long as the record (the program may free its own) */
static MPI_Group rma_group(MPI_Group g) {
    MPI_Group c;
    MPI_Group_union(g, MPI_GROUP_EMPTY, &c);
    return c;
}

/* fetch: a module with fetching MIN / MAX (rma_select.c), whose replay takes one more epoch;
 * deferred: MPI_Win_complete inside the rank's exposure epoch */
typedef struct { rma_win *w; MPI_Group group; int fetch, deferred; } rma_sync_rec;

static rma_sync_rec *rma_sync_rec_new(rma_win *w, MPI_Group g) {
    rma_sync_rec *r = malloc(sizeof *r);
    r->w = w;
    r->group = g;
    r->fetch = r->deferred = 0;
    return r;
}

/* the groups of the last post and start kept (rma_select.c's extra epochs run on them) */
static void rma_keep_group(MPI_Group *slot, MPI_Group g) {
    if (*slot != MPI_GROUP_NULL) MPI_Group_free(slot);
    *slot = rma_group(g);
}

/* MIN / MAX ops met by a synchronisation that does not resolve them (another module's) */
static void rma_no_sel_at(rma_win *w, const char *call) {
    if (w->sel)
        __mpiad_fail(call, "an MPI_Accumulate with MPI_MIN / MPI_MAX in an epoch that a "
                     "synchronisation call of another module closes: keep the calls that close "
                     "such an epoch in the module of the Accumulate", (long long)(intptr_t)w->win);
}

int __mpiad_fwd_win_post(MPI_Group group, int assert_, MPI_Win win) {
    int rc = MPI_Win_post(group, assert_, win);
    rma_win *w = rma_find("MPI_Win_post", win);
    for (int k = 0; k < w->W; k++) MPI_Win_post(group, assert_, w->swin[k]);
    rma_keep_group(&w->post_group, group);
    w->exposed = 1;
    return rc;
}

int __mpiad_fwd_win_start(MPI_Group group, int assert_, MPI_Win win) {
    int rc = MPI_Win_start(group, assert_, win);
    rma_win *w = rma_find("MPI_Win_start", win);
    for (int k = 0; k < w->W; k++) MPI_Win_start(group, assert_, w->swin[k]);
    rma_keep_group(&w->start_group, group);
    return rc;
}

int __mpiad_fwd_win_complete(MPI_Win win) {
    int rc = MPI_Win_complete(win);
    rma_win *w = rma_find("MPI_Win_complete", win);
    rma_no_sel_at(w, "MPI_Win_complete");
    for (int k = 0; k < w->W; k++) MPI_Win_complete(w->swin[k]);
    rma_free_pending(w);
    return rc;
}

/* what follows the end of an exposure epoch on the primal window, by MPI_Win_wait or by an
 * MPI_Win_test that found it over: the shadow windows' epochs end too */
static void rma_fwd_waited(const char *call, MPI_Win win) {
    rma_win *w = rma_find(call, win);
    for (int k = 0; k < w->W; k++) MPI_Win_wait(w->swin[k]);
    w->exposed = 0;
}

int __mpiad_fwd_win_wait(MPI_Win win) {
    int rc = MPI_Win_wait(win);
    rma_fwd_waited("MPI_Win_wait", win);
    return rc;
}

void *__mpiad_aug_win_post(MPI_Group group, int assert_, MPI_Win win) {
    MPI_Win_post(group, assert_, win);
    rma_win *w = rma_find("MPI_Win_post", win);
    rma_keep_group(&w->post_group, group);
    w->exposed = 1;
    return w;
}

/* the reverse of MPI_Win_post; with fetching MIN / MAX (rma_select.c) the replay's exposure
 * closed, and one more opened for the results' adjoints, where this rank adds those of its own
 * access epoch inside the exposure too (waiting at its reverse of MPI_Win_complete for the
 * targets' reverse of MPI_Win_post would deadlock: each target waits for its own origins) */
void __mpiad_rev_win_post(void *rec) {
    rma_win *w = rec;
    MPI_Win s = w->swin[0];
    MPI_Win_wait(s);
    if (w->rpost == MPI_GROUP_NULL) return;
    MPI_Win_post(w->rpost, 0, s);
    if (w->rgroup != MPI_GROUP_NULL) {
        MPI_Win_start(w->rgroup, 0, s);
        rma_sel_give_results(s, w->rpend);
        MPI_Win_complete(s);
    }
    MPI_Win_wait(s);
    if (w->rgroup != MPI_GROUP_NULL) {
        rma_sel_free_results(w->rpend);
        MPI_Group_free(&w->rgroup);
        w->rpend = NULL;
    }
    MPI_Group_free(&w->rpost);
}

void *__mpiad_aug_win_start(MPI_Group group, int assert_, MPI_Win win) {
    MPI_Win_start(group, assert_, win);
    rma_win *w = rma_find("MPI_Win_start", win);
    rma_close(w);
    rma_keep_group(&w->start_group, group);
    w->access++;
    return w;
}

void __mpiad_rev_win_start(void *rec) {
    rma_win *w = rec;
    rma_epoch *e = rma_pop(w, "MPI_Win_start");
    if (e->n)
        __mpiad_fail("MPI_Win_start", "one-sided operations before it were not completed by an "
                     "MPI_Win_fence or MPI_Win_complete", 0);
    free(e->ops); free(e);
}

void *__mpiad_aug_win_complete(MPI_Win win) {
    MPI_Win_complete(win);
    rma_win *w = rma_find("MPI_Win_complete", win);
    rma_no_sel_at(w, "MPI_Win_complete");
    rma_close(w);
    w->access--;
    return rma_sync_rec_new(w, rma_group(w->start_group));
}

void __mpiad_rev_win_complete(void *rec) {
    rma_sync_rec *r = rec;
    rma_epoch *e = rma_pop(r->w, "MPI_Win_complete");
    if (r->fetch) {  /* rma_select.c: the fetched results' adjoints in one more epoch */
        MPI_Win s = r->w->swin[0];
        void **tmp = calloc((size_t)e->n + 1, sizeof(void *));
        void **zero = calloc((size_t)e->n + 1, sizeof(void *));
        MPI_Win_start(r->group, 0, s);
        rma_issue(s, e, tmp, zero);
        MPI_Win_complete(s);
        struct rma_sel *results = rma_sel_take_results(e);
        rma_finish(e, tmp, zero);  /* the origins' adjoints now: the sweep goes on to them */
        if (r->deferred) {  /* the results' at this rank's reverse of MPI_Win_post */
            r->w->rpend = results;
            r->w->rgroup = r->group;
            free(r);
            return;
        }
        MPI_Win_start(r->group, 0, s);
        rma_sel_give_results(s, results);
        MPI_Win_complete(s);
        rma_sel_free_results(results);
    } else {
        rma_replay(r->w, e, r->group);
    }
    MPI_Group_free(&r->group);
    free(r);
}

/* the augmented twin of rma_fwd_waited: the record the reverse of the epoch's end reads */
static void *rma_aug_waited(const char *call, MPI_Win win) {
    rma_win *w = rma_find(call, win);
    w->exposed = 0;
    return rma_sync_rec_new(w, rma_group(w->post_group));
}

void *__mpiad_aug_win_wait(MPI_Win win) {
    MPI_Win_wait(win);
    return rma_aug_waited("MPI_Win_wait", win);
}

void __mpiad_rev_win_wait(void *rec) {
    rma_sync_rec *r = rec;
    MPI_Win_post(r->group, 0, r->w->swin[0]);
    if (r->fetch) {  /* rma_select.c's one more epoch: its exposure at the reverse of the post */
        r->w->rpost = r->group;
        free(r);
        return;
    }
    MPI_Group_free(&r->group);
    free(r);
}

/* MPI_Win_test: MPI_Win_wait where it says the exposure epoch is over (flag set), nothing where it
 * is not. Once the primal epoch is over every origin has called MPI_Win_complete on the primal
 * window, and each completes its shadow windows right after without waiting for this rank, so
 * waiting on them here blocks only briefly. In modules that select MIN / MAX winners the `_sel`
 * entries (rma_select.c) also run the wait's extra epochs there. */
int __mpiad_fwd_win_test(MPI_Win win, int *flag) {
    int rc = MPI_Win_test(win, flag);
    if (*flag) rma_fwd_waited("MPI_Win_test", win);
    return rc;
}

/* the record of MPI_Win_wait's where the epoch ended, NULL where the test failed (its reverse:
 * nothing) */
void *__mpiad_aug_win_test(MPI_Win win, int *flag) {
    MPI_Win_test(win, flag);
    return *flag ? rma_aug_waited("MPI_Win_test", win) : NULL;
}

void __mpiad_rev_win_test(void *rec) {
    if (rec) __mpiad_rev_win_wait(rec);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Put, MPI_Get, MPI_Accumulate                                                           */

static void rma_record(rma_win *w, int kind, int ek, void *dx, int ocount, MPI_Datatype odt,
                       int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt) {
    if (!ek || trank == MPI_PROC_NULL) return;
    rma_epoch *e = w->cur;
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 8;
        e->ops = realloc(e->ops, sizeof(rma_op) * (size_t)e->cap);
    }
    if (kind != RMA_ACC_SEL)  /* the replay's, on the shadow (rma_select.c keeps its own) */
        tdisp = rma_td(w, "a one-sided call", trank, tdisp, tcount, tdt, 0);
    e->ops[e->n++] = (rma_op){kind, ek, dx, NULL, ocount, trank, tcount, odt, tdt, tdisp};
}

/* reverse: a Put / Get / Accumulate whose datatypes may be derived. A derived origin side is
 * recorded as its packed base elements (their offsets in the origin's adjoint kept: the replay
 * gathers or scatter-adds through them), a derived target datatype as a duplicate (the program
 * may free its own before the replay; MPI takes derived target types of one basic type in
 * Get_accumulate and Accumulate as in Get) */
static void rma_record_dt(rma_win *w, int kind, int ek, void *dx, int ocount, MPI_Datatype odt,
                          int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt) {
    if (!ek || trank == MPI_PROC_NULL) return;
    rma_record(w, kind, ek, dx, ocount, odt, trank, tdisp, tcount, tdt);
    rma_op *o = &w->cur->ops[w->cur->n - 1];
    layout L;
    if (layout_of(odt, ocount, &L)) {
        o->ooff = L.off;
        o->ocount = L.n;
        o->odt = L.base;
    }
    if (!lay_named(tdt)) {
        MPI_Type_dup(tdt, &o->tdt);
        o->tdup = 1;
    }
}

/* Put: the target's y becomes the origin's x; its tangent dy becomes dx (zeros where x carries
 * none: n packed base elements, whatever the origin's datatype). With derived datatypes the
 * shadow transfers use the program's own: the shadow memory has the primal's layout. */
int __mpiad_fwd_put(const void *x, void **dx, int W, int ocount, MPI_Datatype odt, int trank,
                    MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win) {
    rma_win *w = rma_find("MPI_Put", win);
    long n;
    int ek = rma_kinds("MPI_Put", w, ocount, odt, tcount, tdt, &n);
    int rc = MPI_Put(x, ocount, odt, trank, tdisp, tcount, tdt, win);
    if (!ek) return rc;
    void *z = dx ? NULL : rma_zeros(w, ek, (int)n);
    for (int k = 0; k < w->W; k++)
        MPI_Put(dx ? dx[k] : z, dx ? ocount : (int)n, dx ? odt : rma_base(ek, odt), trank,
                rma_td(w, "MPI_Put", trank, tdisp, tcount, tdt, k), tcount, tdt, w->swin[k]);
    return rc;
}

void __mpiad_aug_put(const void *x, void *dx, int ocount, MPI_Datatype odt, int trank,
                     MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win) {
    rma_win *w = rma_find("MPI_Put", win);
    long n;
    int ek = rma_kinds("MPI_Put", w, ocount, odt, tcount, tdt, &n);
    MPI_Put(x, ocount, odt, trank, tdisp, tcount, tdt, win);
    rma_record_dt(w, RMA_PUT, ek, dx, ocount, odt, trank, tdisp, tcount, tdt);
}

/* Get: the origin's y becomes the target's x; dy becomes dx. */
int __mpiad_fwd_get(void *y, void **dy, int W, int ocount, MPI_Datatype odt, int trank,
                    MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Win win) {
    rma_win *w = rma_find("MPI_Get", win);
    long n;
    int ek = rma_kinds("MPI_Get", w, ocount, odt, tcount, tdt, &n);
    int rc = MPI_Get(y, ocount, odt, trank, tdisp, tcount, tdt, win);
    if (!ek || !dy) return rc;
    for (int k = 0; k < w->W; k++)
        MPI_Get(dy[k], ocount, odt, trank, rma_td(w, "MPI_Get", trank, tdisp, tcount, tdt, k), tcount, tdt,
                w->swin[k]);
    return rc;
}

void __mpiad_aug_get(void *y, void *dy, int ocount, MPI_Datatype odt, int trank, MPI_Aint tdisp,
                     int tcount, MPI_Datatype tdt, MPI_Win win) {
    rma_win *w = rma_find("MPI_Get", win);
    long n;
    int ek = rma_kinds("MPI_Get", w, ocount, odt, tcount, tdt, &n);
    MPI_Get(y, ocount, odt, trank, tdisp, tcount, tdt, win);
    if (ek && dy && w->passive && trank != MPI_PROC_NULL)
        __mpiad_fail("MPI_Get", "a Get in a passive-target epoch (MPI_Win_lock, "
                     "MPI_Win_lock_all) is not differentiated in reverse mode: the target may "
                     "read what it gets meanwhile, and the adjoint of that read would race with "
                     "the Get's adjoint in the target's memory; MPI_Put from the target, or "
                     "synchronise with MPI_Win_fence", (long long)(intptr_t)win);
    if (ek && dy && w->access && trank != MPI_PROC_NULL)
        __mpiad_fail("MPI_Get", "a Get in an access epoch of MPI_Win_start is not "
                     "differentiated in reverse mode: the target may read what it gets while it "
                     "is exposed, and the adjoint of that read would race with the Get's adjoint "
                     "in the target's memory; synchronise it with MPI_Win_fence, or MPI_Put from "
                     "the target", (long long)(intptr_t)win);
    rma_record_dt(w, RMA_GET, ek, dy, ocount, odt, trank, tdisp, tcount, tdt);
}

/* MPI_MIN / MPI_MAX on floating-point data (rma_select.c) */
static int rma_is_sel(int ek, MPI_Op op) { return ek && (op == MPI_MIN || op == MPI_MAX); }

/* Accumulate: SUM, y += x, so dy += dx; REPLACE, y = x, as Put. */
int __mpiad_fwd_accumulate(const void *x, void **dx, int W, int ocount, MPI_Datatype odt,
                           int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                           MPI_Win win) {
    rma_win *w = rma_find("MPI_Accumulate", win);
    long n;
    int ek = rma_kinds("MPI_Accumulate", w, ocount, odt, tcount, tdt, &n);
    if (rma_is_sel(ek, op))
        return rma_sel_begin(w, "MPI_Accumulate", ek, op == MPI_MAX, 1, x, dx, NULL, ocount, odt,
                             NULL, NULL, NULL, 0, odt, trank, tdisp, tcount, tdt, n, win);
    int rc = MPI_Accumulate(x, ocount, odt, trank, tdisp, tcount, tdt, op, win);
    if (!ek) return rc;
    int ok = rma_op_kind(ek, op);
    if (ok == 1 && !dx) return rc;
    void *z = dx ? NULL : rma_zeros(w, ek, (int)n);
    for (int k = 0; k < w->W; k++)
        MPI_Accumulate(dx ? dx[k] : z, dx ? ocount : (int)n, dx ? odt : rma_base(ek, odt), trank,
                       rma_td(w, "MPI_Accumulate", trank, tdisp, tcount, tdt, k), tcount, tdt, op, w->swin[k]);
    return rc;
}

void __mpiad_aug_accumulate(const void *x, void *dx, int ocount, MPI_Datatype odt, int trank,
                            MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                            MPI_Win win) {
    rma_win *w = rma_find("MPI_Accumulate", win);
    long n;
    int ek = rma_kinds("MPI_Accumulate", w, ocount, odt, tcount, tdt, &n);
    if (rma_is_sel(ek, op)) {
        rma_sel_begin(w, "MPI_Accumulate", ek, op == MPI_MAX, 0, x, NULL, dx, ocount, odt, NULL,
                      NULL, NULL, 0, odt, trank, tdisp, tcount, tdt, n, win);
        return;
    }
    MPI_Accumulate(x, ocount, odt, trank, tdisp, tcount, tdt, op, win);
    if (!ek) return;
    int kind = rma_op_kind(ek, op) == 1 ? RMA_ACC_SUM : RMA_PUT;
    rma_record_dt(w, kind, ek, dx, ocount, odt, trank, tdisp, tcount, tdt);
}
