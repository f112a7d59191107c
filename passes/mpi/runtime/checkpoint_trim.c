/* Snapshots without the memory every step overwrites before reading it (included by
 * checkpoint.c; the pass's side is passes/reverse/checkpoint_trim.py).
 *
 * A two-array step (un = f(u); u = g(un)) writes all of `un` before it reads any of it: what
 * `un` holds when a step starts never matters, so a snapshot need not keep it, nor a restore
 * bring it back (half the copies of the heat step's state). Whether a region is such scratch
 * is decided here, at run time, from the loop's first step: the pass makes a twin of the step
 * that reports each load and store (and each pointer it hands to a call) to
 * __mpiad_ckpt_note, and the forward sweep runs it as the first step. A region is left out
 * when every byte the step read from it had been written by the step before: no byte of it is
 * read before the step writes it. The pass emits the twin only when the step's memory accesses
 * are the same in every step (its branches and addresses do not depend on the loop's data, the
 * step counter or memory the loop writes), so what the first step did, every step does. A
 * region handed to a call (an MPI buffer) or that holds requests is always kept.
 *
 * The snapshot count does not depend on the trimming (a memory budget counts whole states), so
 * every rank follows the same schedule whatever its own regions turned out to be. */

/* the loop whose first step runs checked, and for each of its regions a byte per byte: written
 * so far in that step (NULL: not a candidate) */
static mpiad_ckpt *ckpt_checking;
static unsigned char **ckpt_written;

/* What the checked step does: kind 0 reads `bytes` bytes at p, 1 writes them, 2 hands p to a
 * call (the region it points into is kept). */
void __mpiad_ckpt_note(void *p, int64_t bytes, int32_t kind) {
    mpiad_ckpt *h = ckpt_checking;
    if (!h) return;
    uintptr_t a = (uintptr_t)p;
    for (int64_t k = 0; k < h->nreg; k++) {
        if (!h->trim[k]) continue;
        int64_t b;
        uintptr_t r = (uintptr_t)ckpt_region(h, k, &b);
        if (kind == 2) {
            if (a >= r && a <= r + (uintptr_t)b) h->trim[k] = 0;
            continue;
        }
        uintptr_t lo = a > r ? a : r, hi = a + (uintptr_t)bytes;
        if (hi > r + (uintptr_t)b) hi = r + (uintptr_t)b;
        if (lo >= hi) continue;
        unsigned char *w = ckpt_written[k] + (lo - r);
        if (kind == 1) {
            memset(w, 1, hi - lo);
            continue;
        }
        for (uintptr_t i = 0; i < hi - lo; i++)
            if (!w[i]) {
                h->trim[k] = 0; /* read before the step wrote it: state */
                break;
            }
    }
}

/* Run the loop's first step by its checking twin `checked`, decide which regions the snapshots
 * leave out (h->trim, h->snapbytes) and return a copy of the whole state from before that step
 * (the forward sweep's first snapshot is taken from it). */
static char *ckpt_trim_first(mpiad_ckpt *h, void *checked) {
    char *before = (char *)malloc((size_t)h->statebytes);
    h->trim = (char *)calloc((size_t)h->nreg, 1);
    ckpt_written = (unsigned char **)calloc((size_t)h->nreg, sizeof(unsigned char *));
    if (!before || !h->trim || !ckpt_written)
        ckpt_fail_n("out of memory (%lld bytes)", h->statebytes);
    char *p = before;
    memcpy(p, h->ctx, (size_t)h->ctxbytes);
    p += h->ctxbytes;
    for (int64_t k = 0; k < h->nreg; k++) {
        int64_t b;
        void *r = ckpt_region(h, k, &b);
        memcpy(p, r, (size_t)b);
        p += b;
        int requests = 0;
        for (int64_t j = 0; j < h->nreq; j++) requests |= h->reqs[j] == k;
        if (b > 0 && !requests) ckpt_written[k] = (unsigned char *)calloc((size_t)b, 1);
        h->trim[k] = ckpt_written[k] != NULL; /* (no memory for the map: kept) */
    }
    ckpt_checking = h;
    ((mpiad_step_fn)checked)(h->ctx);
    ckpt_checking = NULL;
    if (h->nreq) ckpt_check_requests(h);
    for (int64_t k = 0; k < h->nreg; k++) {
        int64_t b;
        ckpt_region(h, k, &b);
        if (h->trim[k]) h->snapbytes -= b;
        free(ckpt_written[k]);
    }
    free(ckpt_written);
    ckpt_written = NULL;
    return before;
}
