/* MPI_Accumulate, MPI_Get_accumulate and MPI_Fetch_and_op with MPI_MIN / MPI_MAX between fences
 * and in post-start-complete-wait epochs: the derivative of a selection. Uses rma.c, layouts.c
 * and rma_dynamic.c.
 *
 * y = max(y, x) element-wise at the target, from any number of origins in one epoch, in an order
 * MPI does not tell: the element's final value is its pre-epoch value or one origin's x, and its
 * derivative is that winner's. Each MIN/MAX Accumulate of floating-point data runs as
 * MPI_Get_accumulate with the same op (the same update of the target, atomic per element), which
 * fetches r, the value the op met. Once MPI has completed every operation of the epoch (the fence
 * that closes it; in post-start-complete-wait, the target's MPI_Win_wait), the runtime reads each
 * target element's final value yf (an extra epoch of MPI_Get on the primal window, before any
 * rank's program can touch window memory again). The op won element i if it changed it (x > r
 * for MAX, x < r for MIN) and x == yf: of several origins with the same winning x, only the first
 * in MPI's order changed the element (the later ones met x already): exactly one winner per
 * changed element, whatever the concurrency. This needs every update of the element in the epoch
 * to be a MIN / MAX of the same op, as MPI's default (info accumulate_ops = same_op_no_op) has
 * it: an op that changed an element whose final value is below (MAX; above, MIN) its own stops
 * the program. Ties: a value equal to the one an op meets does not win (the target's value, or
 * the earlier origin's, keeps the derivative): a valid choice of subgradient. An element no op won
 * keeps its pre-epoch value and derivative.
 *
 * Derived datatypes (layouts.c: of MPI_DOUBLE or MPI_FLOAT) on the origin, result and target
 * sides: the op is kept as its n base elements in MPI's type-map order, the origin's (result's)
 * byte offsets in its buffer, the target's from the target displacement; the extra epochs, the
 * tangents' puts and the adjoints' replay address the target's elements by an hindexed type of
 * those offsets. On a dynamic window the shadow displacement is translated on every lane
 * (rma_dynamic.c's rma_td: every element of the target datatype in one attached region).
 *
 * Forward: after the extra epoch, each origin puts its tangent's won elements into the target's
 * shadow windows (one more shadow epoch).
 * Reverse: the op is recorded in the closing epoch with its won elements; the replay (rma.c's
 * rma_issue) fetches and zeroes the target's adjoint of the won elements, added into the origin's.
 *
 * A fetching op (Get_accumulate, Fetch_and_op): its result r is the value the op met; its
 * derivative is the target's value's at the epoch's start, y0, if r == y0 (no op of the epoch
 * changed the element before it; ties: y0 keeps it). Fences: the fences of a module with a
 * fetching MIN / MAX copy the window's memory at each epoch's start, which an auxiliary window
 * exposes. Post-start-complete-wait: MPI_Win_post copies it, and a second extra epoch exposes it
 * in the window itself (the target puts the copy in place for that epoch, the final values back
 * after it). An r != y0 (another origin's value: whose derivative the origin cannot tell) stops
 * the program, naming the call. Not on a dynamic window (no one memory to copy). Forward: r's
 * tangent is got from the target's shadow at the element (untouched since the epoch's start)
 * before the winners' puts. Reverse: after the replay's fetch-and-zero, one more epoch adds r's
 * adjoint into the target's adjoint of the element (__mpiad_rev_win_fence_sel; in
 * post-start-complete-wait the reverse of MPI_Win_complete, or, where the access epoch lay in the
 * rank's own exposure epoch, the rank's reverse of MPI_Win_post, which opens that epoch's
 * exposure: rma.c). The origin's adjoint is complete at the replay either way.
 *
 * Post-start-complete-wait: MPI_Win_wait completes the target's epoch, MPI_Win_complete the
 * origin's; the extra epochs run on the same groups (the origin's MPI_Win_start group, the
 * target's MPI_Win_post group: MPI matches them). An origin resolves its ops at its
 * MPI_Win_complete, after the targets' MPI_Win_wait exposed the final values; a rank whose
 * exposure epoch is open at its MPI_Win_complete (post, start ... complete, wait) resolves them at
 * its MPI_Win_wait (as origin and target at once: done at complete, each waiting for the other's
 * wait would deadlock). So in a module with MIN / MAX, a rank's MPI_Win_complete outside its
 * exposure epochs waits for its targets' MPI_Win_wait.
 *
 * The fences and post / complete / wait of a module that may select (the rule decides it from the
 * module, so every rank does the same) are the runtime's _sel entries. MIN / MAX is refused at
 * run time in a passive-target epoch (no synchronisation there says when the element's value is
 * final: another origin's op may land after any the origin can see), and on MPI_Raccumulate /
 * MPI_Rget_accumulate (passive target only). */

/* a MIN/MAX op of the open epoch, as its n base elements */
typedef struct rma_sel {
    const char *call;   /* the program's call */
    int ek, count, max, trank, W;
    MPI_Datatype base;  /* MPI_DOUBLE or MPI_FLOAT */
    MPI_Aint tdisp;     /* the primal's target displacement */
    MPI_Aint *std;      /* the shadow windows' (lane k; a dynamic window's, translated) */
    MPI_Aint *toff;     /* the elements' byte offsets at the target from tdisp */
    long *ooff, *roff;  /* their byte offsets in the origin (result) buffer */
    void *x, *r, *yf, *y0;  /* packed: the origin's values, those the op met, the final ones, the
                             * target's at the epoch's start (fetching) */
    void *scr;          /* n elements of scratch */
    void **dx;          /* forward: packed copies of the origin's W tangent lanes (zeros: none) */
    void *adx;          /* reverse: the origin's adjoint (NULL: none) */
    int *idx, nwon;     /* the elements it won */
    void *ur;           /* a fetching op's result buffer (NULL: MPI_Accumulate) */
    void **dr;          /* forward: its tangent lanes (NULL: none) */
    void *adr;          /* reverse: its adjoint (NULL: none) */
    int keep;           /* reverse: its result's adjoint, packed in scr, still to be added */
    struct rma_sel *next, *rnext;
} rma_sel;

static void *rma_copy(const void *p, size_t n) {
    void *c = malloc(n + 1);
    if (p) memcpy(c, p, n);
    else memset(c, 0, n);
    return c;
}

/* the byte offsets of the n base elements of count dt (derived: layouts.c; else contiguous) */
static long *rma_sel_offsets(int ek, int count, MPI_Datatype dt, long n) {
    long *o = malloc(sizeof(long) * ((size_t)n + 1));
    layout L;
    if (layout_of(dt, count, &L)) {
        for (long j = 0; j < n; j++) o[j] = j < L.n ? L.off[j] : 0;
        free(L.off);
        return o;
    }
    for (long j = 0; j < n; j++) o[j] = j * (long)elem_size(ek);
    return o;
}

static void *rma_sel_gather(int ek, const void *buf, const long *off, int n) {
    if (!buf) return calloc((size_t)n + 1, elem_size(ek));
    return rma_pack_at(ek, buf, off, n);
}

/* the target type of elements idx[0..m) (idx NULL: all n) */
static MPI_Datatype rma_sel_type(const rma_sel *s, const int *idx, int m) {
    MPI_Aint *d = malloc(sizeof(MPI_Aint) * ((size_t)m + 1));
    for (int j = 0; j < m; j++) d[j] = s->toff[idx ? idx[j] : j];
    MPI_Datatype t;
    MPI_Type_create_hindexed_block(m, 1, d, s->base, &t);
    MPI_Type_commit(&t);
    free(d);
    return t;
}

/* n elements of the target from its window win (displacement disp) into buf */
static void rma_sel_read(const rma_sel *s, void *buf, MPI_Aint disp, MPI_Win win) {
    MPI_Datatype t = rma_sel_type(s, NULL, s->count);
    MPI_Get(buf, s->count, s->base, s->trank, disp, 1, t, win);
    MPI_Type_free(&t);
}

/* the op, run (the target updated as MPI_Accumulate would, fetching into ur, or into a buffer of
 * its own) and recorded in the window's open selections; fwd: forward mode (dx: the origin's
 * tangent lanes, dr: the result's), else reverse (adx, adr: their adjoints); n: the base elements
 * of each side */
static int rma_sel_begin(rma_win *w, const char *call, int ek, int max, int fwd, const void *x,
                         void **dx, void *adx, int ocount, MPI_Datatype odt, void *ur, void **dr,
                         void *adr, int rcount, MPI_Datatype rdt, int trank, MPI_Aint tdisp,
                         int tcount, MPI_Datatype tdt, long n, MPI_Win win) {
    if (w->passive)
        __mpiad_fail(call, "MPI_MIN / MPI_MAX in a passive-target epoch (MPI_Win_lock, "
                     "MPI_Win_lock_all) is not differentiated: no synchronisation there tells an "
                     "origin when the element's value is final (another origin's op may land "
                     "after any it can see), and that final value says which origin won; "
                     "synchronise with MPI_Win_fence or post-start-complete-wait, or use MPI_SUM "
                     "or MPI_REPLACE", (long long)(intptr_t)win);
    if (w->dynamic && ur)
        __mpiad_fail(call, "a fetching MPI_MIN / MPI_MAX on a dynamic window "
                     "(MPI_Win_create_dynamic) is not differentiated (the fetched value's "
                     "derivative is the target's at the epoch's start, kept for a window over one "
                     "memory); use MPI_Accumulate there, or MPI_Win_create",
                     (long long)(intptr_t)win);
    MPI_Datatype base = ek == 2 ? MPI_FLOAT : MPI_DOUBLE;
    size_t nb = (size_t)n * elem_size(ek);
    rma_sel *s = calloc(1, sizeof *s);
    s->call = call;
    s->ek = ek;
    s->count = (int)n;
    s->max = max;
    s->trank = trank;
    s->W = w->W;
    s->base = base;
    s->tdisp = tdisp;
    s->r = calloc(nb + 1, 1);
    int rc = MPI_Get_accumulate(x, ocount, odt, ur ? ur : s->r, ur ? rcount : (int)n,
                                ur ? rdt : base, trank, tdisp, tcount, tdt,
                                max ? MPI_MAX : MPI_MIN, win);
    if (trank == MPI_PROC_NULL || n == 0) {
        free(s->r);
        free(s);
        return rc;
    }
    s->ooff = rma_sel_offsets(ek, ocount, odt, n);
    s->roff = ur ? rma_sel_offsets(ek, rcount, rdt, n) : NULL;
    /* the target's offsets: those of tcount tdt, as the target reads them */
    s->toff = malloc(sizeof(MPI_Aint) * ((size_t)n + 1));
    long *to = rma_sel_offsets(ek, tcount, tdt, n);
    for (long j = 0; j < n; j++) s->toff[j] = (MPI_Aint)to[j];
    free(to);
    s->x = rma_sel_gather(ek, x, s->ooff, (int)n);
    s->yf = calloc(nb + 1, 1);
    s->y0 = calloc(nb + 1, 1);
    s->scr = calloc(nb + 1, 1);
    int lanes = fwd ? w->W : 1;
    s->std = calloc((size_t)lanes + 1, sizeof(MPI_Aint));
    for (int k = 0; k < lanes; k++) s->std[k] = rma_td(w, call, trank, tdisp, tcount, tdt, k);
    s->ur = ur;
    s->adx = adx;
    s->adr = adr;
    if (fwd && ur) {
        s->dr = calloc((size_t)w->W + 1, sizeof(void *));
        for (int k = 0; k < w->W && dr; k++) s->dr[k] = dr[k];
    }
    if (fwd) {
        s->dx = calloc((size_t)w->W + 1, sizeof(void *));
        for (int k = 0; k < w->W; k++)
            s->dx[k] = rma_sel_gather(ek, dx ? dx[k] : NULL, s->ooff, (int)n);
    }
    s->next = w->sel;
    w->sel = s;
    return rc;
}

static int rma_sel_won(const rma_sel *s, int i) {
    double x = get(s->ek, s->x, i), r = get(s->ek, s->r, i), y = get(s->ek, s->yf, i);
    return (s->max ? x > r : x < r) && x == y;
}

/* once the extra epochs are complete: each op's result packed, its winners found */
static void rma_sel_judge(rma_sel *list, MPI_Win win) {
    for (rma_sel *s = list; s; s = s->next) {
        if (s->ur) {
            void *p = rma_pack_at(s->ek, s->ur, s->roff, s->count);
            memcpy(s->r, p, (size_t)s->count * elem_size(s->ek));
            free(p);
        }
        s->idx = calloc((size_t)s->count + 1, sizeof(int));
        for (int i = 0; i < s->count; i++) {
            double x = get(s->ek, s->x, i), r = get(s->ek, s->r, i), y = get(s->ek, s->yf, i);
            if (s->ur && r != get(s->ek, s->y0, i))
                __mpiad_fail(s->call, "a fetching MPI_MIN / MPI_MAX met a value "
                             "another operation of the epoch had put there (several MIN / MAX "
                             "operations on one target element in one epoch, one of them "
                             "fetching): the fetched value's derivative would be that "
                             "operation's origin's, which mpiad cannot tell; fetch in an epoch "
                             "of its own", (long long)(intptr_t)win);
            if ((s->max ? x > r : x < r) && (s->max ? y < x : y > x))
                __mpiad_fail(s->call, "an element this MPI_MIN / MPI_MAX changed ended "
                             "the epoch below (MAX; above, MIN) the value it put there: another "
                             "kind of operation updated it in the same epoch, so which value won "
                             "is not known; keep one op per element and epoch (MPI's default "
                             "accumulate_ops, same_op_no_op, asks it too)",
                             (long long)(intptr_t)win);
            if (rma_sel_won(s, i)) s->idx[s->nwon++] = i;
        }
    }
}

/* forward, lane k, a fetching op: r's tangent, the target's shadow at the epoch's start, got
 * (rma_sel_fetched scatters it once complete) */
static void rma_sel_fwd_fetch(rma_sel *list, int k, MPI_Win sw) {
    for (rma_sel *o = list; o; o = o->next)
        if (o->ur && o->dr && o->dr[k]) rma_sel_read(o, o->scr, o->std[k], sw);
}

static void rma_sel_fetched(rma_sel *list, int k) {
    size_t es;
    for (rma_sel *o = list; o; o = o->next) {
        if (!o->ur || !o->dr || !o->dr[k]) continue;
        es = elem_size(o->ek);
        for (int j = 0; j < o->count; j++)
            memcpy((char *)o->dr[k] + o->roff[j], (char *)o->scr + (size_t)j * es, es);
    }
}

/* forward, lane k: each op's tangent of the won elements put into the target's shadow */
static void rma_sel_fwd_put(rma_sel *list, int k, MPI_Win sw) {
    size_t es;
    for (rma_sel *o = list; o; o = o->next) {
        if (!o->nwon) continue;
        es = elem_size(o->ek);
        for (int j = 0; j < o->nwon; j++)
            memcpy((char *)o->scr + (size_t)j * es, (char *)o->dx[k] + (size_t)o->idx[j] * es,
                   es);
        MPI_Datatype t = rma_sel_type(o, o->idx, o->nwon);
        MPI_Put(o->scr, o->nwon, o->base, o->trank, o->std[k], 1, t, sw);
        MPI_Type_free(&t);
    }
}

static void rma_sel_free(rma_sel *s) {
    if (s->dx) for (int k = 0; k < s->W; k++) free(s->dx[k]);
    free(s->dx); free(s->dr); free(s->x); free(s->r); free(s->yf); free(s->y0); free(s->idx);
    free(s->scr); free(s->std); free(s->toff); free(s->ooff); free(s->roff);
    free(s);
}

static void rma_sel_free_list(rma_sel *list) {
    while (list) { rma_sel *s = list; list = s->next; rma_sel_free(s); }
}

/* reverse: each op recorded in the epoch being closed (kind RMA_ACC_SEL, the record owns it; the
 * list stays linked until the winners are found) */
static void rma_sel_aug(rma_win *w, rma_sel *list) {
    for (rma_sel *s = list; s; s = s->next) {
        rma_record(w, RMA_ACC_SEL, s->ek, s->adx, s->count, s->base, s->trank, s->tdisp,
                   s->count, s->base);
        w->cur->ops[w->cur->n - 1].req = s;
    }
}

/* the replay (rma_issue): the target's adjoint of the won elements fetched and zeroed */
static void rma_sel_issue(MPI_Win sw, rma_op *o, void **tmp, void **zero) {
    rma_sel *s = o->req;
    if (!s->nwon) return;
    tmp[0] = calloc((size_t)s->nwon + 1, elem_size(s->ek));
    zero[0] = calloc((size_t)s->nwon + 1, elem_size(s->ek));
    MPI_Datatype t = rma_sel_type(s, s->idx, s->nwon);
    MPI_Get_accumulate(zero[0], s->nwon, s->base, tmp[0], s->nwon, s->base, s->trank, s->std[0],
                       1, t, MPI_REPLACE, sw);
    MPI_Type_free(&t);
}

/* reverse, the fetching ops of epoch e: their results' adjoints packed (once the reverse sweep
 * has them all: at the replay), each op kept until rma_sel_give_results has added them into the
 * target's adjoint of the elements they met (in one more epoch, after the replay's) */
static rma_sel *rma_sel_take_results(rma_epoch *e) {
    rma_sel *list = NULL;
    for (int i = 0; i < e->n; i++) {
        rma_op *o = &e->ops[i];
        rma_sel *q = o->kind == RMA_ACC_SEL ? o->req : NULL;
        if (!q || !q->adr) continue;
        void *p = rma_pack_at(q->ek, q->adr, q->roff, q->count);
        memcpy(q->scr, p, (size_t)q->count * elem_size(q->ek));
        free(p);
        q->keep = 1;
        q->rnext = list;
        list = q;
    }
    return list;
}

static void rma_sel_give_results(MPI_Win sw, rma_sel *list) {
    for (rma_sel *q = list; q; q = q->rnext) {
        MPI_Datatype t = rma_sel_type(q, NULL, q->count);
        MPI_Accumulate(q->scr, q->count, q->base, q->trank, q->std[0], 1, t, MPI_SUM, sw);
        MPI_Type_free(&t);
    }
}

/* once those epochs are complete */
static void rma_sel_free_results(rma_sel *list) {
    while (list) { rma_sel *q = list; list = q->rnext; rma_sel_free(q); }
}

/* once complete: added into the origin's adjoint of the won elements */
static void rma_sel_finish(rma_op *o, void *tmp) {
    rma_sel *s = o->req;
    size_t es = elem_size(s->ek);
    for (int j = 0; j < s->nwon && s->adx && tmp; j++)
        vadd(s->ek, (char *)s->adx + s->ooff[s->idx[j]], (char *)tmp + j * es, 1);
    for (int j = 0; j < s->count && s->adr; j++)  /* passed on (rma_sel_take_results) */
        put(s->ek, (char *)s->adr + s->roff[j], 0, 0.0);
    if (!s->keep) rma_sel_free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* fences                                                                                     */

/* at the fence that closed the epoch (every rank, the same fences): the final values read, the
 * winners found. assert_: the program's fence's */
static void rma_sel_resolve(rma_win *w, MPI_Win win, int assert_, int fetch) {
    int nosucceed = assert_ & MPI_MODE_NOSUCCEED;
    if (nosucceed) MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    if (fetch) MPI_Win_fence(0, w->aux);
    for (rma_sel *s = w->sel; s; s = s->next) {
        if (s->ur && !fetch)
            __mpiad_fail("MPI_Win_fence", "a fetching MPI_MIN / MPI_MAX in an epoch that a "
                         "fence of another module closes: keep the fences of such an epoch in "
                         "the module of the fetching call", (long long)(intptr_t)win);
        rma_sel_read(s, s->yf, s->tdisp, win);
        if (s->ur) rma_sel_read(s, s->y0, s->tdisp, w->aux);
    }
    MPI_Win_fence(nosucceed ? MPI_MODE_NOSUCCEED : 0, win);
    if (fetch) MPI_Win_fence(0, w->aux);
    rma_sel_judge(w->sel, win);
}

/* A fetching op needs the window's memory at its epoch's start: kept in snap, which an
 * auxiliary window exposes (made at the first fence that needs it, on the window's group). The
 * copy is taken right after the program's fence, before the fence that lets the next epoch's
 * operations in, and put in place once the origins have read the last epoch's (double
 * buffered). Returns the fresh copy (NULL: fetch is 0). */
static void *rma_sel_snapshot(rma_win *w, int fetch) {
    if (!fetch) return NULL;
    if (w->aux == MPI_WIN_NULL) {
        MPI_Group g;
        MPI_Win_get_group(w->win, &g);
        MPI_Comm_create_group(MPI_COMM_WORLD, g, 0x6d70, &w->auxcomm);
        w->snap = calloc((size_t)w->size + 1, 1);
        MPI_Win_create(w->snap, w->size, w->disp, MPI_INFO_NULL, w->auxcomm, &w->aux);
        MPI_Group_free(&g);
    }
    return rma_copy(w->size > 0 ? w->base : NULL, (size_t)(w->size > 0 ? w->size : 0));
}

static void rma_sel_snapshot_keep(rma_win *w, void *fresh) {
    if (!fresh) return;
    if (w->size > 0) memcpy(w->snap, fresh, (size_t)w->size);
    free(fresh);
}

/* forward: the winners' tangents put into the targets' shadow windows, in one more epoch */
static void rma_sel_fwd(rma_win *w, int assert_, int fetch) {
    int nosucceed = assert_ & MPI_MODE_NOSUCCEED;
    for (int k = 0; k < w->W; k++) {
        MPI_Win s = w->swin[k];
        if (nosucceed) MPI_Win_fence(MPI_MODE_NOPRECEDE, s);
        if (fetch) {  /* a result's tangent: the target's at the epoch's start, still there */
            rma_sel_fwd_fetch(w->sel, k, s);
            MPI_Win_fence(0, s);
            rma_sel_fetched(w->sel, k);
        }
        rma_sel_fwd_put(w->sel, k, s);
        MPI_Win_fence(nosucceed ? MPI_MODE_NOSUCCEED : 0, s);
    }
    rma_sel_free_list(w->sel);
    w->sel = NULL;
}

/* the fences of a module with MIN / MAX accumulation (fetch: with fetching MIN / MAX) */
int __mpiad_fwd_win_fence_sel(int assert_, MPI_Win win, int fetch) {
    int rc = MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    for (int k = 0; k < w->W; k++) MPI_Win_fence(assert_, w->swin[k]);
    void *fresh = rma_sel_snapshot(w, fetch);
    rma_sel_resolve(w, win, assert_, fetch);
    rma_sel_snapshot_keep(w, fresh);
    rma_sel_fwd(w, assert_, fetch);
    rma_free_pending(w);
    return rc;
}

void *__mpiad_aug_win_fence_sel(int assert_, MPI_Win win, int fetch) {
    MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    void *fresh = rma_sel_snapshot(w, fetch);
    rma_sel_resolve(w, win, assert_, fetch);
    rma_sel_snapshot_keep(w, fresh);
    rma_sel_aug(w, w->sel);
    w->sel = NULL;  /* the records own them now */
    rma_close(w);
    coll_seq++;
    return w;
}

/* reverse of such a fence in a module with fetching MIN / MAX: the epoch replayed (the winners'
 * target adjoints fetched and zeroed), then, in one more epoch, each fetched result's adjoint
 * added into the target's adjoint of the value it met (the epoch's start's: checked) */
void __mpiad_rev_win_fence_sel(void *rec) {
    coll_rev_begin();
    rma_win *w = rec;
    rma_epoch *e = rma_pop(w, "MPI_Win_fence");
    MPI_Win s = w->swin[0];
    void **tmp = calloc((size_t)e->n + 1, sizeof(void *));
    void **zero = calloc((size_t)e->n + 1, sizeof(void *));
    MPI_Win_fence(0, s);
    rma_issue(s, e, tmp, zero);
    MPI_Win_fence(0, s);
    rma_sel *results = rma_sel_take_results(e);
    rma_finish(e, tmp, zero);
    rma_sel_give_results(s, results);
    MPI_Win_fence(0, s);
    rma_sel_free_results(results);
}

/* ------------------------------------------------------------------------------------------ */
/* post-start-complete-wait                                                                   */

static void rma_pscw_open(MPI_Group pg, MPI_Group sg, MPI_Win win) {
    if (pg != MPI_GROUP_NULL) MPI_Win_post(pg, 0, win);
    if (sg != MPI_GROUP_NULL) MPI_Win_start(sg, 0, win);
}

static void rma_pscw_close(MPI_Group pg, MPI_Group sg, MPI_Win win) {
    if (sg != MPI_GROUP_NULL) MPI_Win_complete(win);
    if (pg != MPI_GROUP_NULL) MPI_Win_wait(win);
}

/* the extra epochs of a closed post-start-complete-wait epoch: this rank exposes its window to pg
 * (MPI_GROUP_NULL: not a target here) and reads, as origin of list's ops, through sg
 * (MPI_GROUP_NULL: not an origin here); the winners found; fwd: the winners' tangents put */
static void rma_sel_pscw(rma_win *w, MPI_Group pg, MPI_Group sg, rma_sel *list, int fetch,
                         int fwd) {
    MPI_Win win = w->win;
    rma_pscw_open(pg, sg, win);
    for (rma_sel *s = list; s; s = s->next) rma_sel_read(s, s->yf, s->tdisp, win);
    rma_pscw_close(pg, sg, win);
    if (fetch) {  /* the window's memory at the exposure epoch's start, in place for one epoch */
        void *keep = NULL;
        if (pg != MPI_GROUP_NULL && w->snap0 && w->size > 0) {
            keep = rma_copy(w->base, (size_t)w->size);
            memcpy(w->base, w->snap0, (size_t)w->size);
        }
        rma_pscw_open(pg, sg, win);
        for (rma_sel *s = list; s; s = s->next)
            if (s->ur) rma_sel_read(s, s->y0, s->tdisp, win);
        rma_pscw_close(pg, sg, win);
        if (keep) memcpy(w->base, keep, (size_t)w->size);
        free(keep);
    }
    rma_sel_judge(list, win);
    for (int k = 0; fwd && k < w->W; k++) {
        MPI_Win sw = w->swin[k];
        if (fetch) {
            rma_pscw_open(pg, sg, sw);
            rma_sel_fwd_fetch(list, k, sw);
            rma_pscw_close(pg, sg, sw);
            rma_sel_fetched(list, k);
        }
        rma_pscw_open(pg, sg, sw);
        rma_sel_fwd_put(list, k, sw);
        rma_pscw_close(pg, sg, sw);
    }
}

/* MPI_Win_post of a module with fetching MIN / MAX: the window's memory copied first */
static void rma_sel_posted(rma_win *w, int sel) {
    if (sel != 2 || w->size <= 0 || !w->base) return;
    if (!w->snap0) w->snap0 = malloc((size_t)w->size + 1);
    memcpy(w->snap0, w->base, (size_t)w->size);
}

int __mpiad_fwd_win_post_sel(MPI_Group group, int assert_, MPI_Win win, int sel) {
    rma_sel_posted(rma_find("MPI_Win_post", win), sel);
    return __mpiad_fwd_win_post(group, assert_, win);
}

void *__mpiad_aug_win_post_sel(MPI_Group group, int assert_, MPI_Win win, int sel) {
    rma_sel_posted(rma_find("MPI_Win_post", win), sel);
    return __mpiad_aug_win_post(group, assert_, win);
}

/* the origin's side of the extra epochs at its MPI_Win_complete, or, inside its own exposure
 * epoch, kept for its MPI_Win_wait */
static void rma_sel_completed(rma_win *w, rma_sel *list, int fetch, int fwd) {
    if (w->exposed) {
        if (w->dgroup != MPI_GROUP_NULL)
            __mpiad_fail("MPI_Win_complete", "two access epochs of MPI_MIN / MPI_MAX "
                         "accumulation in one exposure epoch of the same rank: close the "
                         "exposure epoch (MPI_Win_wait) between them", (long long)(intptr_t)w->win);
        w->dsel = list;
        w->dgroup = rma_group(w->start_group);
        return;
    }
    rma_sel_pscw(w, MPI_GROUP_NULL, w->start_group, list, fetch, fwd);
    if (fwd) rma_sel_free_list(list);
}

/* the target's side at its MPI_Win_wait (with the origin's kept at its complete) */
static void rma_sel_waited(rma_win *w, int fetch, int fwd) {
    w->exposed = 0;
    rma_sel_pscw(w, w->post_group, w->dgroup, w->dsel, fetch, fwd);
    if (fwd) rma_sel_free_list(w->dsel);
    w->dsel = NULL;
    if (w->dgroup != MPI_GROUP_NULL) MPI_Group_free(&w->dgroup);
}

int __mpiad_fwd_win_complete_sel(MPI_Win win, int sel) {
    int rc = MPI_Win_complete(win);
    rma_win *w = rma_find("MPI_Win_complete", win);
    for (int k = 0; k < w->W; k++) MPI_Win_complete(w->swin[k]);
    rma_sel *list = w->sel;
    w->sel = NULL;
    rma_sel_completed(w, list, sel == 2, 1);
    rma_free_pending(w);
    return rc;
}

/* what follows the end of an exposure epoch, by MPI_Win_wait or by an MPI_Win_test that found it
 * over: the shadow windows' epochs end, and the winners' extra epochs run */
static void rma_fwd_waited_sel(const char *call, MPI_Win win, int sel) {
    rma_win *w = rma_find(call, win);
    for (int k = 0; k < w->W; k++) MPI_Win_wait(w->swin[k]);
    rma_sel_waited(w, sel == 2, 1);
}

int __mpiad_fwd_win_wait_sel(MPI_Win win, int sel) {
    int rc = MPI_Win_wait(win);
    rma_fwd_waited_sel("MPI_Win_wait", win, sel);
    return rc;
}

int __mpiad_fwd_win_test_sel(MPI_Win win, int *flag, int sel) {
    int rc = MPI_Win_test(win, flag);
    if (*flag) rma_fwd_waited_sel("MPI_Win_test", win, sel);
    return rc;
}

/* augmented: the ops recorded in the access epoch MPI_Win_complete closes (their winners found
 * there or at the rank's MPI_Win_wait, before the reverse sweep reads them) */
void *__mpiad_aug_win_complete_sel(MPI_Win win, int sel) {
    MPI_Win_complete(win);
    rma_win *w = rma_find("MPI_Win_complete", win);
    rma_sel *list = w->sel;
    w->sel = NULL;
    rma_sel_aug(w, list);
    rma_sync_rec *r = rma_sync_rec_new(w, rma_group(w->start_group));
    r->fetch = sel == 2;
    r->deferred = w->exposed;
    rma_sel_completed(w, list, sel == 2, 0);
    rma_close(w);
    w->access--;
    return r;
}

/* the augmented twin of rma_fwd_waited_sel: the record its reverse reads */
static void *rma_aug_waited_sel(const char *call, MPI_Win win, int sel) {
    rma_win *w = rma_find(call, win);
    rma_sel_waited(w, sel == 2, 0);
    rma_sync_rec *r = rma_sync_rec_new(w, rma_group(w->post_group));
    r->fetch = sel == 2;
    return r;
}

void *__mpiad_aug_win_wait_sel(MPI_Win win, int sel) {
    MPI_Win_wait(win);
    return rma_aug_waited_sel("MPI_Win_wait", win, sel);
}

void *__mpiad_aug_win_test_sel(MPI_Win win, int *flag, int sel) {
    MPI_Win_test(win, flag);
    return *flag ? rma_aug_waited_sel("MPI_Win_test", win, sel) : NULL;
}
