/* The order of the adjoint collectives (reverse mode). Uses common.h.
 *
 * MPI matches the collectives on a communicator by the order in which each rank initiates them,
 * so the reverse sweep must initiate the adjoint collectives in one order on every rank: the
 * reverse of the order in which the augmented sweep initiated their primals. A blocking
 * collective is reversed at its mirrored point, which keeps that order by itself. A nonblocking
 * collective's adjoint can start once its completion has been reversed (the adjoint of its result
 * is then known), but that point is not in the same order on every rank where completion orders
 * differ (Waitany, one rank waiting before another collective and another after it). So every
 * collective the augmented sweep runs takes a number (coll_seq counts them, on all
 * communicators), and the adjoint of a nonblocking one, once ready, waits until every collective
 * initiated after it has been reversed: at the latest until the reverse of its own start, where
 * the reverse sweep must wait for it anyway. */

/* collectives initiated by the augmented sweep and not yet reversed; in the reverse sweep, the
 * number of the next one to reverse */
static long coll_seq;

/* nonblocking adjoints ready to start, waiting for their turn (icoll_sweeps.c) */
static void **coll_pending;
static int n_pending, cap_pending;

static long icoll_seq(void *rec);
static void icoll_initiate(void *rec);

/* augmented: a blocking collective that its reverse mirrors (the rules call it after the
 * primal; the Allreduce / Reduce runtime counts its own) */
void __mpiad_aug_coll(void) { coll_seq++; }

/* start the nonblocking adjoints whose turn it is */
static void coll_flush(void) {
    for (int i = 0; i < n_pending;) {
        if (icoll_seq(coll_pending[i]) != coll_seq) { i++; continue; }
        void *r = coll_pending[i];
        coll_pending[i] = coll_pending[--n_pending];
        icoll_initiate(r);
        coll_seq--;
        i = 0;
    }
}

/* a nonblocking collective's adjoint is ready: it starts in its turn */
static void coll_ready(void *rec) {
    if (n_pending == cap_pending) {
        cap_pending = cap_pending ? 2 * cap_pending : 8;
        coll_pending = realloc(coll_pending, sizeof(void *) * cap_pending);
    }
    coll_pending[n_pending++] = rec;
    coll_flush();
}

/* the reverse of a blocking collective begins: the adjoints of the collectives initiated after
 * it start first */
static void coll_rev_begin(void) {
    coll_flush();
    coll_seq--;
}
