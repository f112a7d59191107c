/* Dynamic windows: MPI_Win_create_dynamic, MPI_Win_attach, MPI_Win_detach. Uses rma.c.
 *
 * A dynamic window's target displacements are absolute addresses on the target (MPI_Get_address
 * there, sent to the origins by the program). Its shadow windows are dynamic too, each region's
 * shadow attached beside it (forward: one a lane; memory the runtime allocates, zeroed, where the
 * region has no shadow); the shadow operation on the target's address y must go to the target's
 * shadow of y. So each rank keeps a table of its attached regions, (base, size, shadow base of
 * each lane), in an auxiliary window (MPI_Aint entries, RMA_DYN_CAP regions at most); an origin
 * translates a target address by reading the target's table (MPI_Win_lock(SHARED) / MPI_Get /
 * unlock on that window, which any epoch of the primal window allows) before each shadow
 * operation, or, in reverse mode, before recording it (the replay uses the recorded address). A
 * rank updates its own table under an exclusive lock on itself. An address outside every region
 * attached on the target stops the program, naming the call.
 *
 * Reverse mode: the augmented detach detaches the primal region only; the shadow region stays
 * attached (the replays of the epochs before the detach target it) until the reverse of the
 * attach. MIN / MAX accumulation on a dynamic window (rma_select.c) reads the final values at the
 * primal addresses and puts (or replays) the winners' derivatives at the translated ones; a
 * fetching MIN / MAX there is refused (the value at the epoch's start is kept for a window over
 * one memory only). */

#define RMA_DYN_CAP 16

static int rma_dyn_stride(const rma_win *w) { return 2 + w->W; }

/* the dynamic window's record: its shadow windows dynamic, its table window beside them */
static rma_win *rma_new_dynamic(MPI_Win win, int W, MPI_Info info, MPI_Comm comm) {
    rma_win *w = calloc(1, sizeof *w);
    w->win = win;
    w->live = 1;
    w->W = W;
    w->dynamic = 1;
    w->swin = calloc((size_t)W, sizeof(MPI_Win));
    w->scratch = calloc((size_t)W, sizeof(void *));
    for (int k = 0; k < W; k++) MPI_Win_create_dynamic(info, comm, &w->swin[k]);
    size_t n = (size_t)RMA_DYN_CAP * (size_t)rma_dyn_stride(w);
    w->tabmem = calloc(n + 1, sizeof(MPI_Aint));
    w->dscratch = calloc((size_t)RMA_DYN_CAP * (size_t)W + 1, sizeof(void *));
    MPI_Win_create(w->tabmem, (MPI_Aint)(n * sizeof(MPI_Aint)), sizeof(MPI_Aint), MPI_INFO_NULL,
                   comm, &w->tab);
    MPI_Comm_rank(comm, &w->self);
    w->cur = calloc(1, sizeof(rma_epoch));
    w->aux = MPI_WIN_NULL;
    w->post_group = w->start_group = MPI_GROUP_NULL;
    w->next = rma_wins;
    rma_wins = w;
    return w;
}

int __mpiad_fwd_win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win, int W) {
    int rc = MPI_Win_create_dynamic(info, comm, win);
    rma_new_dynamic(*win, W, info, comm);
    return rc;
}

void *__mpiad_aug_win_create_dynamic(MPI_Info info, MPI_Comm comm, MPI_Win *win) {
    MPI_Win_create_dynamic(info, comm, win);
    coll_seq++;
    return rma_new_dynamic(*win, 1, info, comm);
}

/* the slot of region base in this rank's table (-1: none) */
static int rma_dyn_slot(rma_win *w, const void *base) {
    int st = rma_dyn_stride(w);
    for (int i = 0; i < RMA_DYN_CAP; i++)
        if (w->tabmem[i * st + 1] && w->tabmem[i * st] == (MPI_Aint)(intptr_t)base) return i;
    return -1;
}

/* a region attached: the primal, its shadow on each lane (dbases[k], or zeroed scratch) */
static void rma_dyn_attach(rma_win *w, void *base, void **dbases, MPI_Aint size) {
    int st = rma_dyn_stride(w);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, w->self, 0, w->tab);
    int slot = -1;
    for (int i = 0; i < RMA_DYN_CAP && slot < 0; i++)
        if (!w->tabmem[i * st + 1]) slot = i;
    if (slot < 0)
        __mpiad_fail("MPI_Win_attach", "more regions attached to one dynamic window than mpiad "
                     "keeps (16)", (long long)(intptr_t)w->win);
    w->tabmem[slot * st] = (MPI_Aint)(intptr_t)base;
    w->tabmem[slot * st + 1] = size > 0 ? size : 1;
    for (int k = 0; k < w->W; k++) {
        void *d = dbases ? dbases[k] : NULL;
        if (!d) d = w->dscratch[slot * w->W + k] = calloc((size_t)(size > 0 ? size : 1), 1);
        MPI_Win_attach(w->swin[k], d, size);
        w->tabmem[slot * st + 2 + k] = (MPI_Aint)(intptr_t)d;
    }
    MPI_Win_unlock(w->self, w->tab);
}

/* the region at base detached from the shadow windows, out of the table */
static void rma_dyn_detach(rma_win *w, const void *base, const char *call) {
    int st = rma_dyn_stride(w);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, w->self, 0, w->tab);
    int slot = rma_dyn_slot(w, base);
    if (slot < 0)
        __mpiad_fail(call, "the region was not attached to the window in differentiated code",
                     (long long)(intptr_t)base);
    for (int k = 0; k < w->W; k++) {
        MPI_Win_detach(w->swin[k], (void *)(intptr_t)w->tabmem[slot * st + 2 + k]);
        free(w->dscratch[slot * w->W + k]);
        w->dscratch[slot * w->W + k] = NULL;
    }
    for (int j = 0; j < st; j++) w->tabmem[slot * st + j] = 0;
    MPI_Win_unlock(w->self, w->tab);
}

int __mpiad_fwd_win_attach(MPI_Win win, void *base, void **dbases, int W, MPI_Aint size) {
    (void)W;
    int rc = MPI_Win_attach(win, base, size);
    rma_dyn_attach(rma_find("MPI_Win_attach", win), base, dbases, size);
    return rc;
}

typedef struct { rma_win *w; void *base; } rma_dyn_rec;

void *__mpiad_aug_win_attach(MPI_Win win, void *base, void *dbase, MPI_Aint size) {
    MPI_Win_attach(win, base, size);
    rma_win *w = rma_find("MPI_Win_attach", win);
    rma_dyn_attach(w, base, dbase ? &dbase : NULL, size);
    rma_dyn_rec *r = malloc(sizeof *r);
    *r = (rma_dyn_rec){w, base};
    return r;
}

/* reverse of the attach: the shadow region detached (every replay that targets it is done) */
void __mpiad_rev_win_attach(void *rec) {
    rma_dyn_rec *r = rec;
    rma_dyn_detach(r->w, r->base, "MPI_Win_attach");
    free(r);
}

int __mpiad_fwd_win_detach(MPI_Win win, const void *base) {
    int rc = MPI_Win_detach(win, base);
    rma_dyn_detach(rma_find("MPI_Win_detach", win), base, "MPI_Win_detach");
    return rc;
}

/* augmented: the primal region only (its shadow stays until the reverse of the attach) */
int __mpiad_aug_win_detach(MPI_Win win, const void *base) {
    rma_find("MPI_Win_detach", win);
    return MPI_Win_detach(win, base);
}

/* the byte span [*lo, *hi) that tcount elements of tdt cover from their displacement */
static void rma_span(int tcount, MPI_Datatype tdt, MPI_Aint *lo, MPI_Aint *hi) {
    MPI_Aint tlb, text, lb, ext;
    *lo = 0;
    *hi = 1;
    if (tcount <= 0) return;
    MPI_Type_get_true_extent(tdt, &tlb, &text);
    MPI_Type_get_extent(tdt, &lb, &ext);
    MPI_Aint rest = (MPI_Aint)(tcount - 1) * ext;
    *lo = tlb + (rest < 0 ? rest : 0);
    *hi = tlb + text + (rest > 0 ? rest : 0);
    if (*hi <= *lo) *hi = *lo + 1;
}

/* the target's shadow address of its address tdisp on lane k (a dynamic window), else tdisp:
 * the region that holds every byte tcount elements of tdt touch from tdisp (a derived target
 * datatype's elements must lie in one attached region: the shadow region mirrors it) */
static MPI_Aint rma_td(rma_win *w, const char *call, int trank, MPI_Aint tdisp, int tcount,
                       MPI_Datatype tdt, int k) {
    if (!w->dynamic || trank == MPI_PROC_NULL) return tdisp;
    MPI_Aint lo, hi;
    rma_span(tcount, tdt, &lo, &hi);
    int st = rma_dyn_stride(w);
    size_t n = (size_t)RMA_DYN_CAP * (size_t)st;
    MPI_Aint *t = calloc(n + 1, sizeof(MPI_Aint));
    MPI_Win_lock(MPI_LOCK_SHARED, trank, 0, w->tab);
    MPI_Get(t, (int)n, MPI_AINT, trank, 0, (int)n, MPI_AINT, w->tab);
    MPI_Win_unlock(trank, w->tab);
    for (int i = 0; i < RMA_DYN_CAP; i++) {
        MPI_Aint b = t[i * st], sz = t[i * st + 1];
        if (sz && tdisp + lo >= b && tdisp + hi <= b + sz) {
            MPI_Aint s = t[i * st + 2 + k] + (tdisp - b);
            free(t);
            return s;
        }
    }
    free(t);
    __mpiad_fail(call, "the target address (with every element of the target datatype from it) "
                 "is in no one region attached to the dynamic window on the target "
                 "(MPI_Win_attach) in differentiated code", (long long)tdisp);
}
