/* The order of the adjoint point-to-point messages (reverse mode). Uses common.h, requests.c.
 *
 * MPI pairs the messages of one channel (communicator, peer, tag) in the order each side posts
 * them. In the primal, a sender's messages on a channel are matched in the order it initiated
 * them, and a receiver's receives in the order it posted them (a wildcard receive included, once
 * its status names the channel). The reverse sweep starts an adjoint message once the completion
 * that ended its primal has been reversed, but completion orders are the program's (Waitany,
 * Waitall over a permuted array, several senders to MPI_ANY_SOURCE): started in that order, the
 * adjoint of one message would pair with the adjoint of another. So each nonblocking record takes
 * a number when it is initiated (p2p_ino), joins its channel when it completes (the status gives a
 * receive's source and tag), and its adjoint starts only when every record of its channel
 * initiated after it has started: both sides then post a channel's adjoints in the reverse of
 * the primal's matching order. That never waits longer than the reverse of the record's own
 * initiation, where the adjoint must have started anyway (every later record of the channel has
 * been reversed by then). Blocking sends and receives on a channel that also carries
 * nonblocking ones are not in this order (their adjoints are posted at their mirrored points). */

typedef struct {
    MPI_Comm comm;
    int peer, tag, dir;   /* dir: MPIAD_ISEND / MPIAD_IRECV */
    mpiad_rreq **recs;    /* the records; recs[head..n) are not started yet */
    int n, cap, head, sorted;
} p2p_chan;

static p2p_chan *chans;
static int n_chans, cap_chans;
static long p2p_ino;   /* records initiated by the augmented sweep */

static void p2p_post(mpiad_rreq *r);   /* nonblocking.c: start r's adjoint communication */

static p2p_chan *chan_of(mpiad_rreq *r) {
    for (int i = 0; i < n_chans; i++) {
        p2p_chan *c = &chans[i];
        if (c->comm == r->comm && c->peer == r->peer && c->tag == r->tag && c->dir == r->kind)
            return c;
    }
    if (n_chans == cap_chans) {
        cap_chans = cap_chans ? 2 * cap_chans : 8;
        chans = realloc(chans, sizeof *chans * cap_chans);
    }
    p2p_chan *c = &chans[n_chans++];
    memset(c, 0, sizeof *c);
    c->comm = r->comm; c->peer = r->peer; c->tag = r->tag; c->dir = r->kind;
    return c;
}

/* augmented: a record is initiated */
static void chan_number(mpiad_rreq *r) { r->ino = ++p2p_ino; }

/* augmented: a record completed (its peer and tag are final): it joins its channel */
static void chan_add(mpiad_rreq *r) {
    if (r->peer == MPI_PROC_NULL || r->chan) return;
    p2p_chan *c = chan_of(r);
    if (c->head == c->n) c->n = c->head = 0;   /* the last sweep's records are all started */
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 8;
        c->recs = realloc(c->recs, sizeof(void *) * c->cap);
    }
    c->recs[c->n++] = r;
    c->sorted = 0;
    r->chan = 1;
}

static int by_ino_desc(const void *a, const void *b) {
    long x = (*(mpiad_rreq *const *)a)->ino, y = (*(mpiad_rreq *const *)b)->ino;
    return (x < y) - (x > y);
}

/* start the adjoints of the channel whose turn it is */
static void chan_flush(p2p_chan *c) {
    if (!c->sorted) {
        qsort(c->recs + c->head, (size_t)(c->n - c->head), sizeof(void *), by_ino_desc);
        c->sorted = 1;
    }
    while (c->head < c->n && c->recs[c->head]->ready) p2p_post(c->recs[c->head++]);
}

/* reverse of a completion: r's adjoint is ready; it starts in its turn */
static void chan_ready(mpiad_rreq *r) {
    r->ready = 1;
    if (!r->chan) { p2p_post(r); return; }
    chan_flush(chan_of(r));
}

/* reverse of r's initiation: its adjoint must have started. It has, unless a record of the
 * channel initiated later was never completed (that reports its own error); start it then. */
static void chan_due(mpiad_rreq *r) {
    if (r->posted) return;
    if (r->chan) {
        p2p_chan *c = chan_of(r);
        chan_flush(c);
        if (r->posted) return;
        for (int i = c->head; i < c->n; i++)
            if (c->recs[i] == r) { memmove(c->recs + i, c->recs + i + 1, sizeof(void *) * (c->n - i - 1)); c->n--; break; }
    }
    p2p_post(r);
}
