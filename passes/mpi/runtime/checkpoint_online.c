/* Checkpointed loops whose trip count is not known on entry (a `while` loop with a convergence
 * test): an online schedule. Included by checkpoint.c, whose handle, snapshots and binomial
 * reversal it uses.
 *
 * Forward sweep: the step returns whether the loop goes on, so the runtime does not know n until
 * the loop exits; it decides step by step which states to keep, never more than s, with the
 * dynamic checkpointing algorithm of Wang, Moin and Iaccarino ("Minimal repetition dynamic
 * checkpointing algorithm for unsteady adjoint calculation", SIAM J. Sci. Comput. 31(4), 2009):
 * every stored state has a level (the initial state: infinite). Before step i, while fewer than s
 * are stored, state i is stored at level 0; otherwise, if a stored state is "dispensable" (a
 * later one has a higher level), the latest such is dropped and state i stored at level 0; if
 * none is, the last one (level l) is dropped and state i stored at level l + 1. The levels make
 * the stored states thin out the way the offline binomial schedule spaces them, whatever n turns
 * out to be. Memory: one buffer per stored state, allocated when first needed.
 *
 * Reverse sweep: once n is known, the stored states p_0 = 0 < p_1 < ... < p_k cut the steps
 * into segments; the last segment is reversed first, each by the binomial (revolve) recursion
 * of checkpoint.c from its first state with the slots the segments before it do not hold
 * (segment j: s - j snapshots counting p_j's). Why not the Python schedule libraries: the trip
 * count is a run-time value of compiled code that C, Rust and `mpiad-opt` users run without
 * Python; checkpoint_schedules' online option (TwoLevel) stores a state every `period` steps, so
 * its memory grows with n.
 *
 * Recomputed steps against the offline binomial schedule of a loop of known trip count (this
 * runtime's): n = 100, s = 4: 315 vs 279; n = 1000, s = 16: 2550 vs 1864; n = 10000, s = 64:
 * 19391 vs 17793 (tests/unit/test_checkpoint_online.py runs both against a model of the
 * algorithm). Under MPI the ranks
 * check once, at loop exit, that they ran the same number of steps. */

/* Room for k + 1 entries of the depth-indexed arrays (pos, snapp), grown by doubling: a memory
 * budget over a small state can allow millions of snapshots that a short loop never uses. */
static void ckpt_online_room(mpiad_ckpt *h, int64_t **lvl, int64_t *cap, int64_t k) {
    if (k < *cap) return;
    int64_t c = *cap * 2 > k + 1 ? *cap * 2 : k + 1;
    h->pos = (int64_t *)realloc(h->pos, sizeof(int64_t) * (size_t)c);
    h->snapp = (char **)realloc(h->snapp, sizeof(char *) * (size_t)c);
    *lvl = (int64_t *)realloc(*lvl, sizeof(int64_t) * (size_t)c);
    if (!h->pos || !h->snapp || !*lvl) __mpiad_fail("a checkpointed loop", "out of memory", 0);
    for (int64_t j = *cap; j < c; j++) {
        h->pos[j] = -1;
        h->snapp[j] = NULL;
    }
    *cap = c;
}

/* Drop the stored state at index k (in step order), keeping its buffer for the one that is
 * stored next at the end; returns that end's index. */
static int64_t ckpt_online_drop(mpiad_ckpt *h, int64_t *lvl, int64_t k, int64_t nck) {
    char *buf = h->snapp[k];
    for (int64_t j = k; j + 1 < nck; j++) {
        h->pos[j] = h->pos[j + 1];
        h->snapp[j] = h->snapp[j + 1];
        lvl[j] = lvl[j + 1];
    }
    h->snapp[nck - 1] = buf;
    return nck - 1;
}

/* The forward sweep of a loop of unknown trip count: run the steps until one says the loop is
 * done, storing states along the dynamic schedule; then check that the ranks agree on the trip
 * count (one collective, only when the loop communicates on `comm`). Returns the handle. */
void *__mpiad_ckpt_forward_online(void *step, void *ctx, int64_t ctxbytes, int64_t s,
                                  int64_t *regs, int64_t nreg, int64_t check, MPI_Comm comm,
                                  void *dctx, const int64_t *pslots, int64_t npslots) {
    mpiad_ckpt *h = ckpt_open(step, ctx, ctxbytes, regs, nreg, dctx, pslots, npslots);
    h->online = 1;
    s = ckpt_count(h, s);
    int64_t *lvl = NULL, cap = 0, nck = 1, n = 0;
    ckpt_online_room(h, &lvl, &cap, 1);
    double t0 = h->report ? ckpt_cpu() : 0;
    ckpt_save(h, 0, 0);
    lvl[0] = INT64_MAX;
    while (ckpt_step(h)) {
        int64_t i = ++n, at, level = 0;
        if (nck < s) {
            ckpt_online_room(h, &lvl, &cap, nck);
            at = nck++;
        } else {
            int64_t k = -1, later = lvl[nck - 1];
            for (int64_t j = nck - 2; j >= 1 && k < 0; j--) {
                if (lvl[j] < later) k = j; /* the latest dispensable state */
                if (lvl[j] > later) later = lvl[j];
            }
            if (k < 0 && nck == 1) continue; /* s == 1: only the initial state */
            if (k < 0) {
                k = nck - 1;
                level = lvl[k] + 1;
            }
            at = ckpt_online_drop(h, lvl, k, nck);
        }
        lvl[at] = level;
        ckpt_save(h, at, i);
    }
    n++;
    if (h->report) h->t_forward = ckpt_cpu() - t0 - h->t_copy;
    free(lvl);
    if (check) ckpt_check_trip(n, comm);
    h->n = n;
    h->s = s < n ? s : n;
    h->nckpt = nck;
    lvl = NULL;
    ckpt_online_room(h, &lvl, &cap, h->s); /* the reverse recursion's depths, up to s */
    free(lvl);
    h->live = n;
    ckpt_sync_shadows(h); /* the code after the loop reads its live-out shadows */
    return h;
}

/* The reverse sweep of a loop of unknown trip count: the segments between the stored states,
 * last first, each by the binomial recursion with the snapshot slots the earlier ones leave. */
static void ckpt_online_reverse(mpiad_ckpt *h) {
    int64_t hi = h->n;
    for (int64_t j = h->nckpt - 1; j >= 0; j--) {
        int64_t lo = h->pos[j];
        ckpt_reverse_range(h, lo, hi, h->s - 1 - j, j);
        hi = lo;
    }
}
