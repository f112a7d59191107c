/* MPI_Accumulate, MPI_Get_accumulate and MPI_Fetch_and_op with MPI_MIN / MPI_MAX between
 * fences: the derivative of a selection. Uses rma.c.
 *
 * y = max(y, x) element-wise at the target, from any number of origins in one epoch, in an order
 * MPI does not tell: the element's final value is its pre-epoch value or one origin's x, and its
 * derivative is that winner's. Each MIN/MAX Accumulate of floating-point data runs as
 * MPI_Get_accumulate with the same op (the same update of the target, atomic per element), which
 * fetches r, the value the op met. At the fence that closes the epoch, once MPI has completed
 * every operation, the runtime reads each target element's final value yf (an extra epoch of
 * MPI_Get on the primal window, between two more fences, before any rank's program can touch
 * window memory again). The op won element i if it changed it (x > r for MAX, x < r for MIN) and
 * x == yf: of several origins with the same winning x, only the first in MPI's order changed the
 * element (the later ones met x already): exactly one winner per changed element, whatever the
 * concurrency. Ties: a value equal to the one an op meets does not win (the target's value, or the
 * earlier origin's, keeps the derivative): a valid choice of subgradient; finite-difference tests
 * avoid ties. An element no op won keeps its pre-epoch value and derivative.
 *
 * Forward: after the extra epoch, each origin puts its tangent's won elements into the target's
 * shadow windows (MPI_Put with an indexed target datatype, in one more shadow epoch).
 * Reverse: the op is recorded in the closing epoch with its won elements; the replay (rma.c's
 * rma_issue) fetches and zeroes the target's adjoint of the won elements, added into the origin's.
 *
 * A fetching op (Get_accumulate, Fetch_and_op): its result r is the value the op met; its
 * derivative is the target's value's at the epoch's start, y0, if r == y0 (no op of the epoch
 * changed the element before it; ties: y0 keeps it). The fences of a module with a fetching
 * MIN / MAX copy the window's memory at each epoch's start, which an auxiliary window exposes;
 * the extra epoch gets y0 beside yf, and an r != y0 (another origin's value: whose derivative
 * the origin cannot tell) stops the program, naming the call. Forward: r's tangent is got from
 * the target's shadow at the element (untouched since the epoch's start) before the winners'
 * puts. Reverse: after the replay's fetch-and-zero, one more epoch adds r's adjoint into the
 * target's adjoint of the element (__mpiad_rev_win_fence_sel).
 *
 * The fences of a module that may select (the rule decides it from the module, so every rank
 * does the same) are __mpiad_*_win_fence_sel. MIN / MAX is refused at run time in a
 * post-start-complete-wait or passive-target epoch (the final value would have to be read while
 * other origins may still change it), and on MPI_Raccumulate / MPI_Rget_accumulate at compile
 * time (passive target only). */

/* a MIN/MAX Accumulate of the open epoch */
typedef struct rma_sel {
    int ek, count, max, trank, tcount, W;
    MPI_Datatype odt, tdt;
    MPI_Aint tdisp;
    void *x, *r, *yf;  /* the origin's values, those the op met, the final ones */
    void **dx;         /* forward: copies of the origin's W tangent lanes (NULL: zeros) */
    void *adx;         /* reverse: the origin's adjoint (NULL: none) */
    int *idx, nwon;    /* the elements it won */
    void *ur;          /* a fetching op's result buffer (NULL: MPI_Accumulate) */
    void **dr;         /* forward: its tangent lanes (NULL: none) */
    void *adr;         /* reverse: its adjoint (NULL: none) */
    void *y0;          /* a fetching op: the target's values at the epoch's start */
    struct rma_sel *next;
} rma_sel;

static void *rma_copy(const void *p, size_t n) {
    void *c = malloc(n + 1);
    if (p) memcpy(c, p, n);
    else memset(c, 0, n);
    return c;
}

static int rma_sel_begin(rma_win *w, int ek, int max, int fwd, const void *x, void **dx,
                         void *adx, void *ur, void **dr, void *adr, int ocount,
                         MPI_Datatype odt, int trank, MPI_Aint tdisp, int tcount,
                         MPI_Datatype tdt, MPI_Win win);

/* the op, run (the target updated as MPI_Accumulate would) and recorded; fwd: forward mode (dx:
 * the origin's tangent lanes), else reverse (adx: its adjoint) */
static int rma_sel_start(rma_win *w, int ek, int max, int fwd, const void *x, void **dx, void *adx,
                         int ocount, MPI_Datatype odt, int trank, MPI_Aint tdisp, int tcount,
                         MPI_Datatype tdt, MPI_Win win) {
    if (w->access || w->passive)
        __mpiad_fail("MPI_Accumulate", "MPI_MIN / MPI_MAX accumulation is differentiated between "
                     "fences only (in a post-start-complete-wait or passive-target epoch the "
                     "final value, which says which origin won, is not known to the origins); "
                     "synchronise with MPI_Win_fence, or use MPI_SUM or MPI_REPLACE",
                     (long long)(intptr_t)win);
    return rma_sel_begin(w, ek, max, fwd, x, dx, adx, NULL, NULL, NULL, ocount, odt, trank, tdisp,
                         tcount, tdt, win);
}

/* the op, fetching into ur (NULL: into a buffer of its own), run and recorded */
static int rma_sel_begin(rma_win *w, int ek, int max, int fwd, const void *x, void **dx,
                         void *adx, void *ur, void **dr, void *adr, int ocount,
                         MPI_Datatype odt, int trank, MPI_Aint tdisp, int tcount,
                         MPI_Datatype tdt, MPI_Win win) {
    if (w->dynamic)
        __mpiad_fail("MPI_Accumulate", "MPI_MIN / MPI_MAX on a dynamic window "
                     "(MPI_Win_create_dynamic) is not differentiated; use MPI_Win_create",
                     (long long)(intptr_t)win);
    size_t n = (size_t)ocount * elem_size(ek);
    rma_sel *s = calloc(1, sizeof *s);
    *s = (rma_sel){ek, ocount, max, trank, tcount, w->W, odt, tdt, tdisp, rma_copy(x, n),
                   calloc(n + 1, 1), calloc(n + 1, 1), NULL, adx, NULL, 0, ur, NULL, adr,
                   calloc(n + 1, 1), NULL};
    int rc = MPI_Get_accumulate(x, ocount, odt, ur ? ur : s->r, ocount, odt, trank, tdisp,
                                tcount, tdt, max ? MPI_MAX : MPI_MIN, win);
    if (trank == MPI_PROC_NULL) {
        free(s->x); free(s->r); free(s->yf); free(s->y0); free(s);
        return rc;
    }
    if (fwd && ur) {
        s->dr = calloc((size_t)w->W + 1, sizeof(void *));
        for (int k = 0; k < w->W && dr; k++) s->dr[k] = dr[k];
    }
    if (fwd) {
        s->dx = calloc((size_t)w->W + 1, sizeof(void *));
        for (int k = 0; k < w->W && dx; k++) s->dx[k] = rma_copy(dx[k], n);
    }
    s->next = w->sel;
    w->sel = s;
    return rc;
}

/* MPI_Get_accumulate / MPI_Fetch_and_op with MIN / MAX (rma_fetch.c): the same, fetching into
 * the program's result buffer r (forward: dr its tangent lanes; reverse: adr its adjoint) */
static int rma_sel_fetch_start(rma_win *w, int ek, int max, int fwd, const void *x, void **dx,
                               void *adx, void *r, void **dr, void *adr, int count,
                               MPI_Datatype dt, int trank, MPI_Aint tdisp, MPI_Win win) {
    if (w->access || w->passive)
        __mpiad_fail("MPI_Get_accumulate", "MPI_MIN / MPI_MAX in a fetching operation is "
                     "differentiated between fences only; synchronise with MPI_Win_fence",
                     (long long)(intptr_t)win);
    return rma_sel_begin(w, ek, max, fwd, x, dx, adx, r, dr, adr, count, dt, trank, tdisp, count,
                         dt, win);
}

static double rma_at(int ek, const void *p, int i) {
    return ek == 2 ? ((const float *)p)[i] : ((const double *)p)[i];
}

static int rma_sel_won(const rma_sel *s, int i) {
    double x, r, y;
    if (s->ek == 2) {
        x = ((float *)s->x)[i]; r = ((float *)s->r)[i]; y = ((float *)s->yf)[i];
    } else {
        x = ((double *)s->x)[i]; r = ((double *)s->r)[i]; y = ((double *)s->yf)[i];
    }
    return (s->max ? x > r : x < r) && x == y;
}

/* the target datatype of the won elements (of tdt, a basic type) */
static MPI_Datatype rma_sel_type(const rma_sel *s) {
    MPI_Datatype t;
    MPI_Type_create_indexed_block(s->nwon, 1, s->idx, s->tdt, &t);
    MPI_Type_commit(&t);
    return t;
}

/* the pack of buffer p's won elements */
static void *rma_sel_pack(const rma_sel *s, const void *p) {
    size_t es = elem_size(s->ek);
    char *c = calloc((size_t)s->nwon + 1, es);
    for (int j = 0; j < s->nwon && p; j++)
        memcpy(c + j * es, (const char *)p + (size_t)s->idx[j] * es, es);
    return c;
}

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
        MPI_Get(s->yf, s->count, s->odt, s->trank, s->tdisp, s->tcount, s->tdt, win);
        if (s->ur) MPI_Get(s->y0, s->count, s->odt, s->trank, s->tdisp, s->tcount, s->tdt, w->aux);
    }
    MPI_Win_fence(nosucceed ? MPI_MODE_NOSUCCEED : 0, win);
    if (fetch) MPI_Win_fence(0, w->aux);
    for (rma_sel *s = w->sel; s; s = s->next) {
        size_t n = (size_t)s->count * elem_size(s->ek);
        if (s->ur) memcpy(s->r, s->ur, n);  /* the result, complete at the fence */
        s->idx = calloc((size_t)s->count + 1, sizeof(int));
        for (int i = 0; i < s->count; i++) {
            if (s->ur && rma_at(s->ek, s->r, i) != rma_at(s->ek, s->y0, i))
                __mpiad_fail("MPI_Get_accumulate", "a fetching MPI_MIN / MPI_MAX met a value "
                             "another operation of the epoch had put there (several MIN / MAX "
                             "operations on one target element in one epoch, one of them "
                             "fetching): the fetched value's derivative would be that "
                             "operation's origin's, which mpiad cannot tell; fetch in an epoch "
                             "of its own", (long long)(intptr_t)win);
            if (rma_sel_won(s, i)) s->idx[s->nwon++] = i;
        }
    }
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

static void rma_sel_free(rma_sel *s) {
    if (s->dx) for (int k = 0; k < s->W; k++) free(s->dx[k]);
    free(s->dx); free(s->dr); free(s->x); free(s->r); free(s->yf); free(s->y0); free(s->idx);
    free(s);
}

/* forward: the winners' tangents put into the targets' shadow windows, in one more epoch */
static void rma_sel_fwd(rma_win *w, int assert_, int fetch) {
    int nosucceed = assert_ & MPI_MODE_NOSUCCEED;
    for (int k = 0; k < w->W; k++) {
        MPI_Win s = w->swin[k];
        if (nosucceed) MPI_Win_fence(MPI_MODE_NOPRECEDE, s);
        if (fetch) {  /* a result's tangent: the target's at the epoch's start, still there */
            for (rma_sel *o = w->sel; o; o = o->next)
                if (o->ur && o->dr && o->dr[k])
                    MPI_Get(o->dr[k], o->count, o->odt, o->trank, o->tdisp, o->tcount, o->tdt,
                            s);
            MPI_Win_fence(0, s);
        }
        void **packs = calloc(1, sizeof(void *));
        int np = 0;
        for (rma_sel *o = w->sel; o; o = o->next) {
            if (!o->nwon) continue;
            packs = realloc(packs, sizeof(void *) * (size_t)(np + 1));
            packs[np] = rma_sel_pack(o, o->dx[k]);
            MPI_Datatype t = rma_sel_type(o);
            MPI_Put(packs[np++], o->nwon, o->odt, o->trank, o->tdisp, 1, t, s);
            MPI_Type_free(&t);
        }
        MPI_Win_fence(nosucceed ? MPI_MODE_NOSUCCEED : 0, s);
        for (int i = 0; i < np; i++) free(packs[i]);
        free(packs);
    }
    while (w->sel) { rma_sel *s = w->sel; w->sel = s->next; rma_sel_free(s); }
}

/* reverse: each op recorded in the closing epoch (kind RMA_ACC_SEL, its rma_sel kept) */
static void rma_sel_aug(rma_win *w) {
    for (rma_sel *s = w->sel; s; s = s->next) {
        rma_record(w, RMA_ACC_SEL, s->ek, s->adx, s->count, s->odt, s->trank, s->tdisp,
                   s->tcount, s->tdt);
        w->cur->ops[w->cur->n - 1].req = s;
    }
    w->sel = NULL;  /* the records own them now */
}

/* the replay (rma_issue): the target's adjoint of the won elements fetched and zeroed */
static void rma_sel_issue(MPI_Win sw, rma_op *o, void **tmp, void **zero) {
    rma_sel *s = o->req;
    if (!s->nwon) return;
    tmp[0] = calloc((size_t)s->nwon + 1, elem_size(s->ek));
    zero[0] = calloc((size_t)s->nwon + 1, elem_size(s->ek));
    MPI_Datatype t = rma_sel_type(s);
    MPI_Get_accumulate(zero[0], s->nwon, s->odt, tmp[0], s->nwon, s->odt, s->trank, s->tdisp, 1,
                       t, MPI_REPLACE, sw);
    MPI_Type_free(&t);
}

/* once complete: added into the origin's adjoint of the won elements */
static void rma_sel_finish(rma_op *o, void *tmp) {
    rma_sel *s = o->req;
    size_t es = elem_size(s->ek);
    for (int j = 0; j < s->nwon && s->adx && tmp; j++)
        vadd(s->ek, (char *)s->adx + (size_t)s->idx[j] * es, (char *)tmp + j * es, 1);
    vzero(s->ek, s->adr, s->count);  /* a result's adjoint: passed on (rma_sel_rev_fetch) */
    rma_sel_free(s);
}

/* the fences of a module with MIN/MAX accumulation */
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
    rma_sel_aug(w);
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
    for (int i = 0; i < e->n; i++) {
        rma_op *o = &e->ops[i];
        rma_sel *q = o->kind == RMA_ACC_SEL ? o->req : NULL;
        if (q && q->adr)
            MPI_Accumulate(q->adr, q->count, q->odt, q->trank, q->tdisp, q->tcount, q->tdt,
                           MPI_SUM, s);
    }
    MPI_Win_fence(0, s);
    rma_finish(e, tmp, zero);
}
