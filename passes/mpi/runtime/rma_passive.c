/* Passive-target one-sided communication: MPI_Win_lock / MPI_Win_unlock, MPI_Win_lock_all /
 * MPI_Win_unlock_all, MPI_Win_flush(_all), MPI_Win_flush_local(_all), MPI_Win_sync; and the barrier that
 * orders their epochs between ranks. Uses rma.c and ordering.c.
 *
 * Forward: the same call on each shadow window, next to the primal's (the zeros put in place of
 * an inactive origin are freed once no lock is held, or at a flush of all targets).
 *
 * Reverse: the lock epochs mirrored on the shadow window. The reverse of MPI_Win_unlock locks the
 * shadow window the same way on the same target (the reverse of MPI_Win_lock unlocks it), so the
 * reverse sweep runs between them the adjoints of what the epoch did. Each call that completes
 * operations (unlock, flush, flush_local, on one target or all) takes them out of the open epoch
 * in the augmented sweep; its reverse replays their adjoints (rma.c's rma_issue: a Put's the
 * target's adjoint fetched and zeroed, an Accumulate(SUM)'s fetched) and flushes them before
 * adding them into the origin buffers' adjoints. There, the reverse of everything this rank did
 * with the results after the completion is done, and the program may not touch an origin buffer
 * before its operation completes locally, so that buffer's adjoint is the one the operation's
 * adjoint adds to. The target's adjoint of what it read after the epoch is complete there too if
 * what ordered that read after the epoch in the primal is mirrored: the program's barrier, whose
 * reverse (__mpiad_rev_barrier) the pass emits in a module that locks windows. A Get is refused
 * (rma.c, __mpiad_aug_get): the target may read the memory meanwhile. */

/* the operations of the open epoch that a call completes, taken out (rank < 0: every target) */
static rma_epoch *rma_take(rma_win *w, int rank) {
    rma_epoch *e = calloc(1, sizeof *e), *c = w->cur;
    int k = 0;
    for (int i = 0; i < c->n; i++) {
        if (rank >= 0 && c->ops[i].trank != rank) { c->ops[k++] = c->ops[i]; continue; }
        if (e->n == e->cap) {
            e->cap = e->cap ? 2 * e->cap : 8;
            e->ops = realloc(e->ops, sizeof(rma_op) * (size_t)e->cap);
        }
        e->ops[e->n++] = c->ops[i];
    }
    c->n = k;
    return e;
}

/* the replayed adjoints of e on the shadow window, flushed (rank < 0: every target) */
static void rma_replay_passive(rma_win *w, rma_epoch *e, int rank) {
    MPI_Win s = w->swin[0];
    void **tmp = calloc((size_t)e->n + 1, sizeof(void *));
    void **zero = calloc((size_t)e->n + 1, sizeof(void *));
    rma_issue(s, e, tmp, zero);
    if (e->n) {
        if (rank < 0) MPI_Win_flush_all(s);
        else MPI_Win_flush(rank, s);
    }
    rma_finish(e, tmp, zero);
}

#define RMA_LOCK 1
#define RMA_UNLOCK 2
#define RMA_LOCK_ALL 3
#define RMA_UNLOCK_ALL 4
#define RMA_FLUSH 5
#define RMA_SYNC 6

/* what the reverse of a passive-target call needs */
typedef struct {
    rma_win *w;
    rma_epoch *e;  /* the operations the call completed (NULL: none) */
    int call, rank, type;
} rma_passive_rec;

static rma_passive_rec *rma_prec(rma_win *w, rma_epoch *e, int call, int rank, int type) {
    rma_passive_rec *r = malloc(sizeof *r);
    *r = (rma_passive_rec){w, e, call, rank, type};
    return r;
}

/* forward: the zeros of inactive origins are origin buffers, freed once all is complete */
static void rma_unlocked(rma_win *w) {
    if (--w->passive <= 0) {
        w->passive = 0;
        rma_free_pending(w);
    }
}

int __mpiad_fwd_win_lock(int type, int rank, int assert_, MPI_Win win) {
    int rc = MPI_Win_lock(type, rank, assert_, win);
    rma_win *w = rma_find("MPI_Win_lock", win);
    for (int k = 0; k < w->W; k++) MPI_Win_lock(type, rank, assert_, w->swin[k]);
    w->passive++;
    return rc;
}

int __mpiad_fwd_win_unlock(int rank, MPI_Win win) {
    int rc = MPI_Win_unlock(rank, win);
    rma_win *w = rma_find("MPI_Win_unlock", win);
    for (int k = 0; k < w->W; k++) MPI_Win_unlock(rank, w->swin[k]);
    rma_unlocked(w);
    return rc;
}

int __mpiad_fwd_win_lock_all(int assert_, MPI_Win win) {
    int rc = MPI_Win_lock_all(assert_, win);
    rma_win *w = rma_find("MPI_Win_lock_all", win);
    for (int k = 0; k < w->W; k++) MPI_Win_lock_all(assert_, w->swin[k]);
    w->passive++;
    return rc;
}

int __mpiad_fwd_win_unlock_all(MPI_Win win) {
    int rc = MPI_Win_unlock_all(win);
    rma_win *w = rma_find("MPI_Win_unlock_all", win);
    for (int k = 0; k < w->W; k++) MPI_Win_unlock_all(w->swin[k]);
    rma_unlocked(w);
    return rc;
}

/* flush (local: 1) on one target (rank >= 0) or all */
static int rma_fwd_flush(const char *call, int local, int rank, MPI_Win win) {
    int rc = rank < 0 ? (local ? MPI_Win_flush_local_all(win) : MPI_Win_flush_all(win))
                      : (local ? MPI_Win_flush_local(rank, win) : MPI_Win_flush(rank, win));
    rma_win *w = rma_find(call, win);
    for (int k = 0; k < w->W; k++) {
        MPI_Win s = w->swin[k];
        if (rank < 0) local ? MPI_Win_flush_local_all(s) : MPI_Win_flush_all(s);
        else local ? MPI_Win_flush_local(rank, s) : MPI_Win_flush(rank, s);
    }
    if (rank < 0) rma_free_pending(w);
    return rc;
}

int __mpiad_fwd_win_flush(int rank, MPI_Win win) {
    return rma_fwd_flush("MPI_Win_flush", 0, rank, win);
}

int __mpiad_fwd_win_flush_local(int rank, MPI_Win win) {
    return rma_fwd_flush("MPI_Win_flush_local", 1, rank, win);
}

int __mpiad_fwd_win_flush_all(MPI_Win win) {
    return rma_fwd_flush("MPI_Win_flush_all", 0, -1, win);
}

int __mpiad_fwd_win_flush_local_all(MPI_Win win) {
    return rma_fwd_flush("MPI_Win_flush_local_all", 1, -1, win);
}

/* MPI_Win_sync: the private and public copies of each shadow window synchronised beside the
 * primal's (no operation completes: nothing to replay) */
int __mpiad_fwd_win_sync(MPI_Win win) {
    int rc = MPI_Win_sync(win);
    rma_win *w = rma_find("MPI_Win_sync", win);
    for (int k = 0; k < w->W; k++) MPI_Win_sync(w->swin[k]);
    return rc;
}

/* reverse mode */

void *__mpiad_aug_win_lock(int type, int rank, int assert_, MPI_Win win) {
    MPI_Win_lock(type, rank, assert_, win);
    rma_win *w = rma_find("MPI_Win_lock", win);
    if (!w->lock_type) {
        MPI_Group g;
        int n;
        MPI_Win_get_group(win, &g);
        MPI_Group_size(g, &n);
        MPI_Group_free(&g);
        w->lock_type = calloc((size_t)n + 1, sizeof(int));
    }
    w->lock_type[rank] = type;
    w->passive++;
    return rma_prec(w, NULL, RMA_LOCK, rank, type);
}

void *__mpiad_aug_win_unlock(int rank, MPI_Win win) {
    MPI_Win_unlock(rank, win);
    rma_win *w = rma_find("MPI_Win_unlock", win);
    w->passive--;
    return rma_prec(w, rma_take(w, rank), RMA_UNLOCK, rank, w->lock_type[rank]);
}

void *__mpiad_aug_win_lock_all(int assert_, MPI_Win win) {
    MPI_Win_lock_all(assert_, win);
    rma_win *w = rma_find("MPI_Win_lock_all", win);
    w->passive++;
    return rma_prec(w, NULL, RMA_LOCK_ALL, -1, 0);
}

void *__mpiad_aug_win_unlock_all(MPI_Win win) {
    MPI_Win_unlock_all(win);
    rma_win *w = rma_find("MPI_Win_unlock_all", win);
    w->passive--;
    return rma_prec(w, rma_take(w, -1), RMA_UNLOCK_ALL, -1, 0);
}

static void *rma_aug_flush(const char *call, int local, int rank, MPI_Win win) {
    if (rank < 0) local ? MPI_Win_flush_local_all(win) : MPI_Win_flush_all(win);
    else local ? MPI_Win_flush_local(rank, win) : MPI_Win_flush(rank, win);
    rma_win *w = rma_find(call, win);
    return rma_prec(w, rma_take(w, rank), RMA_FLUSH, rank, 0);
}

void *__mpiad_aug_win_flush(int rank, MPI_Win win) {
    return rma_aug_flush("MPI_Win_flush", 0, rank, win);
}

void *__mpiad_aug_win_flush_local(int rank, MPI_Win win) {
    return rma_aug_flush("MPI_Win_flush_local", 1, rank, win);
}

void *__mpiad_aug_win_flush_all(MPI_Win win) {
    return rma_aug_flush("MPI_Win_flush_all", 0, -1, win);
}

void *__mpiad_aug_win_flush_local_all(MPI_Win win) {
    return rma_aug_flush("MPI_Win_flush_local_all", 1, -1, win);
}

/* MPI_Win_sync: its reverse syncs the shadow window at the mirrored place (the pass refuses it in
 * reverse mode in a module that locks a window: the order it may put on epochs through a flag in
 * window memory is not mirrored, rules/rma_passive.py) */
void *__mpiad_aug_win_sync(MPI_Win win) {
    MPI_Win_sync(win);
    return rma_prec(rma_find("MPI_Win_sync", win), NULL, RMA_SYNC, -1, 0);
}

/* the reverse of every passive-target call: the lock epoch mirrored on the shadow window */
void __mpiad_rev_win_passive(void *rec) {
    rma_passive_rec *r = rec;
    MPI_Win s = r->w->swin[0];
    switch (r->call) {
    case RMA_LOCK: MPI_Win_unlock(r->rank, s); break;
    case RMA_LOCK_ALL: MPI_Win_unlock_all(s); break;
    case RMA_UNLOCK: MPI_Win_lock(r->type, r->rank, 0, s); break;
    case RMA_UNLOCK_ALL: MPI_Win_lock_all(0, s); break;
    case RMA_SYNC: MPI_Win_sync(s); break;
    default: break;
    }
    if (r->e) rma_replay_passive(r->w, r->e, r->rank);
    free(r);
}

/* MPI_Barrier's reverse where the pass mirrors it (rules/collectives.py): a blocking collective,
 * reversed in the order ordering.c keeps */
void __mpiad_rev_barrier(MPI_Comm comm) {
    coll_rev_begin();
    MPI_Barrier(comm);
}
