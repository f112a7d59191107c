/* Checkpointed reverse mode of a marked time loop (passes/reverse/checkpoint.py): the forward
 * sweep runs the loop's steps and keeps snapshots of the loop's state; the reverse sweep follows
 * Griewank's binomial ("revolve") schedule: restore a snapshot, recompute forward to the step
 * being reversed, run that one step taped and its adjoint.
 *
 * Why the schedule is computed here, at run time, and not by a Python library: the trip count
 * and the snapshot count are run-time values of compiled code that C, Rust and `mpiad-opt` users
 * run without Python. The recursion below places snapshots as revolve does (ckpt_split); tests
 * compare its recomputation count with the `checkpoint_schedules` package's Revolve schedule.
 * One difference is inherent: that schedule tapes the last step during the forward sweep, but
 * here the code after the loop runs between the sweeps, so the last steps are recomputed from
 * the last snapshot of the forward sweep (n - 1 - its position more recomputed steps).
 *
 * The state of one step is the loop's context block (loop-carried values and the values the body
 * reads from outside) plus the memory regions the body writes (addresses and sizes in bytes,
 * computed by the pass on loop entry). A snapshot is a copy of all of it.
 *
 * A loop whose trip count is not known on entry (a while loop) follows an online schedule:
 * checkpoint_online.c, included below, which reuses the snapshots and the binomial recursion.
 *
 * MPIAD_CHECKPOINT_REPORT (set in the environment) prints, per reversed loop, the schedule's
 * counts and the thread CPU time of each phase (forward sweep, recomputation, step adjoints,
 * snapshot copies): what the reverse/primal ratio is made of. Its clock reads cost about a
 * microsecond each, which shows only for states of a few hundred bytes. */

#include <time.h>

typedef void (*mpiad_step_fn)(void *ctx);
typedef void (*mpiad_adj_fn)(void *ctx, void *dctx, void *tape);

typedef struct {
    mpiad_step_fn step;
    char *ctx;
    int64_t ctxbytes, n, s, nreg, statebytes;
    int64_t *regs; /* nreg pairs (address, bytes) */
    /* regions that receive requests of nonblocking calls (their size has bit 62 set in the
     * table the pass makes): all must be MPI_REQUEST_NULL at the end of each step */
    int64_t nreq, *reqs;
    char *snaps;   /* s snapshots of statebytes each (a loop of known trip count) */
    int64_t *pos;  /* the step each snapshot holds (-1: none), by depth */
    /* a loop of unknown trip count (checkpoint_online.c): its snapshots by depth, each its own
     * buffer allocated on first use (NULL: not yet), so the memory is what the schedule used */
    char **snapp;
    int64_t online, buffers;
    int64_t nckpt; /* the states the forward sweep of such a loop left stored */
    int64_t live;  /* the step the live state is at (-1: unknown) */
    mpiad_adj_fn adj;
    char *dctx;
    /* the step adjoint's tape ({data, used bytes, capacity}, passes/tape.py): one buffer for
     * every step, each step's adjoint leaves it empty */
    struct { void *data; int64_t used, cap; } tape;
    /* pointers carried from step to step (arrays swapped every step): their context offsets
     * (live-outs as ~offset) and, per phi slot, the pointer and its shadow on loop entry */
    const int64_t *pslots;
    int64_t npslots;
    void **entry_ptrs; /* npslots pairs (primal, shadow); live-out slots' pairs unused */
    /* regions left out of the snapshots (checkpoint_trim.c): trim[k] is set when the first
     * step wrote every byte of region k it read before reading it; snapbytes is the size of
     * one snapshot without them (statebytes, the whole state, sets the snapshot count) */
    char *trim;
    int64_t snapbytes;
    int64_t recomputed, adjoints, copies; /* what MPIAD_CHECKPOINT_REPORT prints */
    int report;                   /* MPIAD_CHECKPOINT_REPORT is set: time the phases too */
    double t_forward, t_recompute, t_adjoint, t_copy; /* thread CPU seconds */
} mpiad_ckpt;

/* thread CPU time (seconds): the phases' times of MPIAD_CHECKPOINT_REPORT, which must not count
 * what other processes on a loaded machine take */
static double ckpt_cpu(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* How many steps to advance before storing the next snapshot, when reversing n > 1 steps from a
 * snapshot with c >= 1 more free snapshots (S = c + 1 counting the one held): the "maximum"
 * trajectory of Griewank and Walther, "Algorithm 799: revolve", ACM TOMS 26(1), 2000
 * (Proposition 1, Fig. 4), with beta(S, t) = C(S + t, S) the steps that S snapshots reverse with
 * t recomputations; the same choice as checkpoint_schedules' Revolve (checked by the tests). */
static int64_t ckpt_split(int64_t n, int64_t c) {
    int64_t s = c + 1;
    if (s > n - 1) s = n - 1;
    if (s <= 1) return n - 1;
    if (s == n - 1) return 1;
    int64_t t = 2, b_tm2 = 1, b_tm1 = s + 1, b_t = (s + 1) * (s + 2) / 2;
    while (b_tm1 >= n || n > b_t) {
        t++;
        b_tm2 = b_tm1;
        b_tm1 = b_t;
        b_t = b_t * (s + t) / t;
    }
    int64_t b_sm1_tm2 = b_tm2 * s / (s + t - 2);
    if (n <= b_tm1 + b_sm1_tm2) return n - b_tm1 + b_tm2;
    int64_t b_sm1_tm1 = b_tm1 * s / (s + t - 1);
    int64_t b_sm2_tm1 = b_sm1_tm1 * (s - 1) / (s + t - 2);
    if (n <= b_tm1 + b_sm2_tm1 + b_sm1_tm2) return b_tm2 + b_sm1_tm2;
    if (n <= b_tm1 + b_sm1_tm1 + b_sm2_tm1) return n - b_sm1_tm1 - b_sm2_tm1;
    return b_tm1;
}

static void *ckpt_region(mpiad_ckpt *h, int64_t k, int64_t *bytes) {
    *bytes = h->regs[2 * k + 1];
    return (void *)(intptr_t)h->regs[2 * k];
}

/* A checkpointed loop's failure that states a number (a size, a count, an offset): the number goes
 * in the words (`fmt` holds one %lld), not in the "(handle ...)" that MPI handles get. */
__attribute__((noreturn)) static void ckpt_fail_n(const char *fmt, long long n) {
    char text[320];
    snprintf(text, sizeof text, fmt, n);
    __mpiad_fail("a checkpointed loop", text, 0);
}

/* The snapshot at depth d (allocated here on first use in a loop of unknown trip count). */
static char *ckpt_snap(mpiad_ckpt *h, int64_t d) {
    if (!h->snapp) return h->snaps + d * h->snapbytes;
    if (!h->snapp[d]) {
        h->snapp[d] = (char *)malloc((size_t)h->snapbytes);
        if (!h->snapp[d])
            ckpt_fail_n("out of memory for its snapshots (%lld bytes)", h->snapbytes);
        h->buffers++;
    }
    return h->snapp[d];
}

/* Store the state in the snapshot at depth d: from the live state, or (from != NULL) from a
 * copy of the whole state, every region included (checkpoint_trim.c's copy before the checked
 * first step). Regions left out (h->trim) are not stored. */
static void ckpt_save_from(mpiad_ckpt *h, int64_t d, int64_t at, const char *from) {
    double t0 = h->report ? ckpt_cpu() : 0;
    char *p = ckpt_snap(h, d);
    memcpy(p, from ? from : h->ctx, (size_t)h->ctxbytes);
    p += h->ctxbytes;
    if (from) from += h->ctxbytes;
    for (int64_t k = 0; k < h->nreg; k++) {
        int64_t b;
        void *r = ckpt_region(h, k, &b);
        if (from) {
            r = (void *)from;
            from += b;
        }
        if (h->trim && h->trim[k]) continue;
        memcpy(p, r, (size_t)b);
        p += b;
    }
    h->pos[d] = at;
    h->copies++;
    if (h->report) h->t_copy += ckpt_cpu() - t0;
}

static void ckpt_save(mpiad_ckpt *h, int64_t d, int64_t at) { ckpt_save_from(h, d, at, NULL); }

static void ckpt_restore(mpiad_ckpt *h, int64_t d) {
    if (h->live == h->pos[d]) return;
    double t0 = h->report ? ckpt_cpu() : 0;
    char *p = ckpt_snap(h, d);
    memcpy(h->ctx, p, (size_t)h->ctxbytes);
    p += h->ctxbytes;
    for (int64_t k = 0; k < h->nreg; k++) {
        int64_t b;
        void *r = ckpt_region(h, k, &b);
        if (h->trim && h->trim[k]) continue;
        memcpy(r, p, (size_t)b);
        p += b;
    }
    h->live = h->pos[d];
    h->copies++;
    if (h->report) h->t_copy += ckpt_cpu() - t0;
}

#define CKPT_HOLDS_REQUESTS ((int64_t)1 << 62)

/* A request kept in the loop's state must be complete when a step ends: a snapshot would keep
 * the handle of a pending request, and a recomputed step would wait for one of another step. */
static void ckpt_check_requests(mpiad_ckpt *h) {
    for (int64_t j = 0; j < h->nreq; j++) {
        int64_t b;
        MPI_Request *r = (MPI_Request *)ckpt_region(h, h->reqs[j], &b);
        for (int64_t q = 0; q < b / (int64_t)sizeof(MPI_Request); q++)
            if (r[q] != MPI_REQUEST_NULL)
                ckpt_fail_n("a request posted in a step is still pending when the step ends "
                            "(request %lld of its array); requests must complete within a step "
                            "(wait for them in the same step), or remove the marker",
                            (long long)q);
    }
}

/* Run one step; returns whether the loop goes on (always 1 for a loop of known trip count,
 * whose step returns nothing; a loop of unknown trip count's step returns its exit test). */
static int ckpt_step(mpiad_ckpt *h) {
    int more = 1;
    if (h->online)
        more = ((int (*)(void *))h->step)(h->ctx);
    else
        h->step(h->ctx);
    if (h->nreq) ckpt_check_requests(h);
    return more;
}

static void ckpt_advance(mpiad_ckpt *h, int64_t k) {
    double t0 = h->report ? ckpt_cpu() : 0;
    for (int64_t i = 0; i < k; i++) ckpt_step(h);
    h->recomputed += k;
    h->live += k;
    if (h->report) h->t_recompute += ckpt_cpu() - t0;
}

/* Put in each shadow pointer slot the shadow of the pointer now in the primal slot: the one that
 * went with it on loop entry. The recomputed (primal) steps exchange the pointers in the context
 * but not in its shadow; the step's adjoint reads both. */
static void ckpt_sync_shadows(mpiad_ckpt *h) {
    for (int64_t j = 0; j < h->npslots; j++) {
        int64_t off = h->pslots[j] >= 0 ? h->pslots[j] : ~h->pslots[j];
        void *v = *(void **)(h->ctx + off), *d = NULL;
        int found = 0;
        for (int64_t k = 0; k < h->npslots; k++) {
            if (h->pslots[k] < 0 || h->entry_ptrs[2 * k] != v) continue;
            if (found && h->entry_ptrs[2 * k + 1] != d)
                __mpiad_fail("a checkpointed loop",
                             "two of the arrays it exchanges from step to step are the same "
                             "array with different shadows: pass distinct arrays",
                             0);
            d = h->entry_ptrs[2 * k + 1];
            found = 1;
        }
        if (found)
            *(void **)(h->dctx + off) = d;
        else if (h->pslots[j] >= 0)
            ckpt_fail_n("a pointer it carries from step to step is not one it started with "
                        "(at offset %lld of the step's context)",
                        (long long)off);
    }
}

static void ckpt_adjoint(mpiad_ckpt *h, int64_t i) {
    (void)i;
    double t0 = h->report ? ckpt_cpu() : 0;
    ckpt_sync_shadows(h);
    h->adj(h->ctx, h->dctx, &h->tape);
    h->tape.used = 0;
    if (h->report) h->t_adjoint += ckpt_cpu() - t0;
    h->adjoints += 1;
    h->live = -1; /* the taped step advanced the state; its reverse may touch it */
}

/* Reverse steps [lo, hi): the snapshot at depth d holds step lo, c more snapshots are free. */
static void ckpt_reverse_range(mpiad_ckpt *h, int64_t lo, int64_t hi, int64_t c, int64_t d) {
    while (hi > lo) {
        if (hi - lo == 1 || c == 0) {
            ckpt_restore(h, d);
            ckpt_advance(h, hi - 1 - lo);
            ckpt_adjoint(h, hi - 1);
            hi--;
            continue;
        }
        int64_t m = ckpt_split(hi - lo, c);
        if (h->pos[d + 1] != lo + m) { /* the forward sweep may have stored it already */
            ckpt_restore(h, d);
            ckpt_advance(h, m);
            ckpt_save(h, d + 1, lo + m);
        }
        ckpt_reverse_range(h, lo + m, hi, c - 1, d + 1);
        hi = lo + m;
    }
}

/* Stop the job unless every rank ran (or is about to run) n steps of the loop: one collective
 * on `comm`, only when the loop communicates on it. */
static void ckpt_check_trip(int64_t n, MPI_Comm comm) {
    int64_t mine[2] = {n, -n}, all[2];
    MPI_Allreduce(mine, all, 2, MPI_INT64_T, MPI_MAX, comm);
    if (all[0] != n || -all[1] != n)
        ckpt_fail_n("the ranks disagree on its trip count (this rank's is %lld): every rank "
                    "must run the same number of steps of a loop marked for checkpointing",
                    (long long)n);
}

/* The handle of a loop's two sweeps: the step, its context and the memory regions of its state
 * (their sizes added up in statebytes); snapshots are not allocated yet. */
static mpiad_ckpt *ckpt_open(void *step, void *ctx, int64_t ctxbytes, int64_t *regs,
                             int64_t nreg, void *dctx, const int64_t *pslots, int64_t npslots) {
    mpiad_ckpt *h = (mpiad_ckpt *)calloc(1, sizeof(mpiad_ckpt));
    if (!h) __mpiad_fail("a checkpointed loop", "out of memory", 0);
    h->step = (mpiad_step_fn)step;
    h->ctx = (char *)ctx;
    h->report = getenv("MPIAD_CHECKPOINT_REPORT") != NULL;
    h->dctx = (char *)dctx;
    h->pslots = pslots;
    h->npslots = dctx ? npslots : 0;
    if (h->npslots > 0) {
        h->entry_ptrs = (void **)malloc(sizeof(void *) * 2 * (size_t)h->npslots);
        if (!h->entry_ptrs) __mpiad_fail("a checkpointed loop", "out of memory", 0);
        for (int64_t k = 0; k < h->npslots; k++) {
            if (pslots[k] < 0) continue;
            h->entry_ptrs[2 * k] = *(void **)(h->ctx + pslots[k]);
            h->entry_ptrs[2 * k + 1] = *(void **)(h->dctx + pslots[k]);
        }
    }
    h->ctxbytes = ctxbytes;
    h->nreg = nreg;
    h->regs = (int64_t *)malloc(sizeof(int64_t) * 2 * (size_t)(nreg > 0 ? nreg : 1));
    h->reqs = (int64_t *)malloc(sizeof(int64_t) * (size_t)(nreg > 0 ? nreg : 1));
    if (!h->regs || !h->reqs) __mpiad_fail("a checkpointed loop", "out of memory", 0);
    h->statebytes = ctxbytes;
    for (int64_t k = 0; k < nreg; k++) {
        int64_t b = regs[2 * k + 1];
        if (b & CKPT_HOLDS_REQUESTS) {
            b &= ~CKPT_HOLDS_REQUESTS;
            h->reqs[h->nreq++] = k;
        }
        h->regs[2 * k] = regs[2 * k];
        h->regs[2 * k + 1] = b;
        h->statebytes += b;
    }
    h->snapbytes = h->statebytes;
    return h;
}

/* The number of snapshots the marker asks for: s, or as many as fit in a budget of -s bytes. */
static int64_t ckpt_count(mpiad_ckpt *h, int64_t s) {
    if (s < 0) { /* a memory budget of -s bytes: as many snapshots as fit */
        int64_t fit = h->statebytes > 0 ? (-s) / h->statebytes : -s;
        if (fit < 1)
            ckpt_fail_n("its memory budget is smaller than one snapshot of the loop's "
                            "state (%lld bytes): give a larger memory=",
                            h->statebytes);
        s = fit;
    }
    return s < 1 ? 1 : s;
}

/* The forward sweep: check that the ranks agree on the trip count (one collective, only when
 * the loop communicates on `comm`), run the n steps and keep the snapshots the reverse sweep's
 * first descent needs. Returns the handle the reverse sweep takes. */
#include "checkpoint_trim.c"

void *__mpiad_ckpt_forward(void *step, void *ctx, int64_t ctxbytes, int64_t n, int64_t s,
                           int64_t *regs, int64_t nreg, int64_t check, MPI_Comm comm, void *dctx,
                           const int64_t *pslots, int64_t npslots, void *checked) {
    if (check) ckpt_check_trip(n, comm);
    if (n < 1) n = 0;
    mpiad_ckpt *h = ckpt_open(step, ctx, ctxbytes, regs, nreg, dctx, pslots, npslots);
    h->n = n;
    s = ckpt_count(h, s); /* of whole states: the schedule does not depend on the trimming */
    h->s = s < n ? s : (n > 0 ? n : 1);
    double t0 = h->report ? ckpt_cpu() : 0;
    /* the first step, run by its checking twin (checkpoint_trim.c): the state before it;
     * MPIAD_CHECKPOINT_TRIM=0 keeps every region (to compare) */
    const char *trim = getenv("MPIAD_CHECKPOINT_TRIM");
    if (trim && trim[0] == '0') checked = NULL;
    char *before = (checked && n > 0 && nreg > 0) ? ckpt_trim_first(h, checked) : NULL;
    h->snaps = (char *)malloc((size_t)(h->snapbytes * h->s));
    h->pos = (int64_t *)malloc(sizeof(int64_t) * (size_t)(h->s + 1));
    if (!h->snaps || !h->pos)
        ckpt_fail_n("out of memory for its snapshots (%lld bytes)", h->snapbytes * h->s);
    for (int64_t k = 0; k <= h->s; k++) h->pos[k] = -1;
    /* the first descent of the reverse recursion: where its snapshots go */
    int64_t lo = 0, c = h->s - 1, d = 0, next = n > 0 ? 0 : -1;
    for (int64_t i = 0; i < n; i++) {
        if (i == next) {
            ckpt_save_from(h, d, i, i == 0 ? before : NULL);
            if (c > 0 && n - lo > 1) {
                next = lo + ckpt_split(n - lo, c);
                lo = next;
                c--;
                d++;
            } else {
                next = -1;
            }
        }
        if (i > 0 || !before) ckpt_step(h); /* (the checked step was the first) */
    }
    free(before);
    if (h->report) h->t_forward = ckpt_cpu() - t0 - h->t_copy;
    h->live = n;
    if (n > 0) ckpt_sync_shadows(h); /* the code after the loop reads its live-out shadows */
    return h;
}

#include "checkpoint_online.c"

/* The reverse sweep: the adjoints of all n steps, last first, then release the snapshots. */
void __mpiad_ckpt_reverse(void *handle, void *adj, void *dctx) {
    mpiad_ckpt *h = (mpiad_ckpt *)handle;
    h->adj = (mpiad_adj_fn)adj;
    h->dctx = (char *)dctx;
    if (h->online)
        ckpt_online_reverse(h);
    else if (h->n > 0)
        ckpt_reverse_range(h, 0, h->n, h->s - 1, 0);
    if (h->report) {
        char online[64] = "";
        if (h->online) /* how many snapshot buffers the schedule used (never more than s) */
            snprintf(online, sizeof online, "; online, snapshot buffers %lld",
                     (long long)h->buffers);
        fprintf(stderr,
                "mpiad checkpoint: steps %lld snapshots %lld state %lld bytes recomputed %lld "
                "adjoint %lld copies %lld; cpu s: forward %.6f recompute %.6f adjoint %.6f "
                "copy %.6f; snapshot %lld bytes%s\n",
                (long long)h->n, (long long)h->s, (long long)h->statebytes,
                (long long)h->recomputed, (long long)h->adjoints, (long long)h->copies,
                h->t_forward, h->t_recompute, h->t_adjoint, h->t_copy, (long long)h->snapbytes,
                online);
    }
    if (h->snapp)
        for (int64_t k = 0; k < h->s; k++) free(h->snapp[k]);
    free(h->snapp);
    free(h->tape.data);
    free(h->entry_ptrs);
    free(h->snaps);
    free(h->pos);
    free(h->regs);
    free(h->reqs);
    free(h->trim);
    free(h);
}

/* A step of a checkpointed loop raised an exception (a Numba kernel's raise paths: a failed
 * allocation, the user's raise): the step cannot hand it to the code after the loop, whose
 * sweeps the runtime runs, so the outlined step calls this instead of leaving the loop. */
void __mpiad_ckpt_raised(void) {
    __mpiad_fail("a checkpointed loop",
                 "an exception was raised inside one of its steps; mpiad cannot return it from "
                 "a checkpointed step and stops the job: run the kernel without "
                 "mpiad.checkpointed to see the exception",
                 0);
}
