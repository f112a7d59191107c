/* MPI_Accumulate with MPI_MIN / MPI_MAX between fences: the derivative of a selection. Uses
 * rma.c.
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
 * The fences of a module that may do a MIN/MAX Accumulate (the rule decides it from the module,
 * so every rank does the same) are __mpiad_*_win_fence_sel. MIN/MAX is refused at run time in a
 * post-start-complete-wait or passive-target epoch (the final value would have to be read while
 * other origins may still change it), and on the fetching calls and MPI_Raccumulate at compile
 * time (their result's derivative would be that of whichever op came before, which the origin
 * cannot tell). */

/* a MIN/MAX Accumulate of the open epoch */
typedef struct rma_sel {
    int ek, count, max, trank, tcount, W;
    MPI_Datatype odt, tdt;
    MPI_Aint tdisp;
    void *x, *r, *yf;  /* the origin's values, those the op met, the final ones */
    void **dx;         /* forward: copies of the origin's W tangent lanes (NULL: zeros) */
    void *adx;         /* reverse: the origin's adjoint (NULL: none) */
    int *idx, nwon;    /* the elements it won */
    struct rma_sel *next;
} rma_sel;

static void *rma_copy(const void *p, size_t n) {
    void *c = malloc(n + 1);
    if (p) memcpy(c, p, n);
    else memset(c, 0, n);
    return c;
}

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
    size_t n = (size_t)ocount * elem_size(ek);
    rma_sel *s = calloc(1, sizeof *s);
    *s = (rma_sel){ek, ocount, max, trank, tcount, w->W, odt, tdt, tdisp, rma_copy(x, n),
                   calloc(n + 1, 1), calloc(n + 1, 1), NULL, adx, NULL, 0, NULL};
    int rc = MPI_Get_accumulate(x, ocount, odt, s->r, ocount, odt, trank, tdisp, tcount, tdt,
                                max ? MPI_MAX : MPI_MIN, win);
    if (trank == MPI_PROC_NULL) { free(s->x); free(s->r); free(s->yf); free(s); return rc; }
    if (fwd) {
        s->dx = calloc((size_t)w->W + 1, sizeof(void *));
        for (int k = 0; k < w->W && dx; k++) s->dx[k] = rma_copy(dx[k], n);
    }
    s->next = w->sel;
    w->sel = s;
    return rc;
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
static void rma_sel_resolve(rma_win *w, MPI_Win win, int assert_) {
    int nosucceed = assert_ & MPI_MODE_NOSUCCEED;
    if (nosucceed) MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    for (rma_sel *s = w->sel; s; s = s->next)
        MPI_Get(s->yf, s->count, s->odt, s->trank, s->tdisp, s->tcount, s->tdt, win);
    MPI_Win_fence(nosucceed ? MPI_MODE_NOSUCCEED : 0, win);
    for (rma_sel *s = w->sel; s; s = s->next) {
        s->idx = calloc((size_t)s->count + 1, sizeof(int));
        for (int i = 0; i < s->count; i++)
            if (rma_sel_won(s, i)) s->idx[s->nwon++] = i;
    }
}

static void rma_sel_free(rma_sel *s) {
    if (s->dx) for (int k = 0; k < s->W; k++) free(s->dx[k]);
    free(s->dx); free(s->x); free(s->r); free(s->yf); free(s->idx); free(s);
}

/* forward: the winners' tangents put into the targets' shadow windows, in one more epoch */
static void rma_sel_fwd(rma_win *w, int assert_) {
    int nosucceed = assert_ & MPI_MODE_NOSUCCEED;
    for (int k = 0; k < w->W; k++) {
        MPI_Win s = w->swin[k];
        if (nosucceed) MPI_Win_fence(MPI_MODE_NOPRECEDE, s);
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
    rma_sel_free(s);
}

/* the fences of a module with MIN/MAX accumulation */
int __mpiad_fwd_win_fence_sel(int assert_, MPI_Win win) {
    int rc = MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    for (int k = 0; k < w->W; k++) MPI_Win_fence(assert_, w->swin[k]);
    rma_sel_resolve(w, win, assert_);
    rma_sel_fwd(w, assert_);
    rma_free_pending(w);
    return rc;
}

void *__mpiad_aug_win_fence_sel(int assert_, MPI_Win win) {
    MPI_Win_fence(assert_, win);
    rma_win *w = rma_find("MPI_Win_fence", win);
    rma_sel_resolve(w, win, assert_);
    rma_sel_aug(w);
    rma_close(w);
    coll_seq++;
    return w;
}
