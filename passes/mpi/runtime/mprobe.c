/* Probes and matched receives: Probe, Iprobe, Mprobe, Improbe, Mrecv, Imrecv. Uses common.h,
 * requests.c, layouts.c, channels.c, ordering.c, fusion.c and nonblocking.c.
 *
 * Forward mode needs unfused messages (MPIAD_FUSE=0). Fused, a message of MPI_DOUBLE / MPI_FLOAT
 * data is [primal | W tangent lanes], so the status of a probe counts (1+W) times the elements
 * sent (MPI_Get_count on it sizes a buffer (1+W) times too long: a wrong primal), and a probe
 * cannot correct it: it does not know the message's datatype, and messages of other data are not
 * fused. So every probe refuses fused forward mode, naming itself and MPIAD_FUSE=0. Unfused, a
 * sender's tangent message follows its primal one on the same communicator and tag, and is
 * received right after it (blocking) or by a receive posted right after it (nonblocking): MPI's
 * non-overtaking order makes a probe see primal messages only, with the primal's status.
 *
 * A matched probe (Mprobe / Improbe) takes the primal message out of matching but not the
 * tangent message behind it, which the matched receive (Mrecv / Imrecv) receives from the
 * message's source and tag on the communicator the probe recorded (the receive does not name
 * it): until then that tangent is the next message of its source and tag, so a second probe
 * that matches that source and tag first stops, naming the calls (a receive of that source and
 * tag in between is not seen here: see the README's MPI section).
 *
 * Reverse mode: the forward sweep's probes and receives are the primal's; a matched message's
 * record (mprobe_msg) keeps its communicator, source and tag. The adjoint goes back to the
 * source in the reverse of the *matching* order (the probes'), whatever order the messages were
 * received in: the reverse of Mrecv takes the adjoint of the buffer (and zeroes it), the reverse
 * of the Mprobe / Improbe sends it. An Imrecv's record is an Irecv's (nonblocking.c), numbered
 * in its channel by its probe (channels.c), completed and reversed as an Irecv's. */

typedef struct mprobe_msg {
    MPI_Message h;         /* the primal message handle, while the message is not received */
    MPI_Comm comm;
    int peer, tag;         /* the matched message's source and tag */
    long long bytes;       /* its length */
    long ino;              /* reverse: its place in matching order (channels.c) */
    int fwd;               /* a forward-mode record (its tangents are still to come) */
    int received;          /* reverse: 0 not yet, 1 by Mrecv (adj holds the adjoint), 2 Imrecv */
    int ek, n;             /* Mrecv: element kind and count received */
    MPI_Datatype dt;
    void *adj;             /* Mrecv: the adjoint of the received elements */
    struct mprobe_msg *next;
} mprobe_msg;

static mprobe_msg *msg_pending;   /* matched, not received yet */

static void msg_fused(const char *call) {
    __mpiad_fail(call, "forward mode with fused messages (MPIAD_FUSE=1, the default) sends a "
                 "message of MPI_DOUBLE / MPI_FLOAT data with its tangents, so a probe's status "
                 "would count 1 + the number of tangents times the elements sent, and a probe "
                 "cannot tell a fused message from another (it does not know the datatype): "
                 "differentiate code that probes in forward mode with MPIAD_FUSE=0 (on every "
                 "rank), or probe outside the differentiated code", 0);
}

/* a forward probe matched (comm, st): an unreceived matched message of that source and tag has
 * its tangent message next, which this probe may have seen in place of the primal */
static void msg_check(const char *call, MPI_Comm comm, MPI_Status *st) {
    for (mprobe_msg *m = msg_pending; m; m = m->next)
        if (m->fwd && m->comm == comm && m->peer == st->MPI_SOURCE && m->tag == st->MPI_TAG)
            __mpiad_fail(call, "it matched a message from the source and tag of a message an "
                         "earlier MPI_Mprobe / MPI_Improbe matched and that is not received yet; "
                         "in forward mode that message's tangents follow it, and this probe "
                         "could see them in place of the next message: receive each matched "
                         "message (MPI_Mrecv / MPI_Imrecv) before probing again for its source "
                         "and tag", 0);
}

/* a matched probe returned message h with status st: its record, listed until its receive */
static mprobe_msg *msg_matched(MPI_Message h, MPI_Comm comm, MPI_Status *st, int fwd) {
    if (h == MPI_MESSAGE_NO_PROC || h == MPI_MESSAGE_NULL) return NULL;
    mprobe_msg *m = calloc(1, sizeof *m);
    int b = 0;
    MPI_Get_count(st, MPI_BYTE, &b);
    m->h = h; m->comm = comm; m->peer = st->MPI_SOURCE; m->tag = st->MPI_TAG; m->bytes = b;
    m->fwd = fwd;
    if (!fwd) m->ino = ++p2p_ino;
    m->next = msg_pending;
    msg_pending = m;
    return m;
}

/* the record of message h, out of the list (NULL: MPI_MESSAGE_NO_PROC, or matched elsewhere) */
static mprobe_msg *msg_take(MPI_Message h) {
    for (mprobe_msg **p = &msg_pending; *p; p = &(*p)->next)
        if ((*p)->h == h) {
            mprobe_msg *m = *p;
            *p = m->next;
            m->next = NULL;
            return m;
        }
    return NULL;
}

/* a receive of message h into data of kind ek whose record m is missing or does not fit */
static void msg_receivable(const char *call, MPI_Message h, mprobe_msg *m, MPI_Datatype dt,
                           int count) {
    layout L;
    if (layout_of(dt, count, &L)) {
        free(L.off);
        __mpiad_fail(call, "a matched receive of a derived datatype is not differentiated; "
                     "receive MPI_DOUBLE / MPI_FLOAT elements and copy them into place", (long long)dt);
    }
    if (!m && elem_kind(dt) && h != MPI_MESSAGE_NO_PROC)
        __mpiad_fail(call, "the message was matched outside the differentiated code (or by a "
                     "probe without a rule); its derivative needs the MPI_Mprobe / MPI_Improbe "
                     "that matched it in the differentiated code too", 0);
}

/* elements of kind ek in matched message m */
static int msg_count(const char *call, mprobe_msg *m, int ek) {
    long long es = (long long)elem_size(ek);
    if (m->bytes % es)
        __mpiad_fail(call, "the matched message's length is not a whole number of elements of "
                     "the receive's datatype", m->bytes);
    return (int)(m->bytes / es);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Probe / MPI_Iprobe                                                                     */

/* No derivative. Forward: the primal probe, once fusion is ruled out (above). The forward sweep
 * of reverse mode runs the primal probe as is. */

int __mpiad_fwd_probe(int source, int tag, MPI_Comm comm, MPI_Status *status) {
    if (fused()) msg_fused("MPI_Probe");
    MPI_Status st;
    int rc = MPI_Probe(source, tag, comm, &st);
    if (rc == MPI_SUCCESS) msg_check("MPI_Probe", comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

int __mpiad_fwd_iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status) {
    if (fused()) msg_fused("MPI_Iprobe");
    MPI_Status st;
    int rc = MPI_Iprobe(source, tag, comm, flag, &st);
    if (rc == MPI_SUCCESS && *flag) msg_check("MPI_Iprobe", comm, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Mprobe / MPI_Improbe                                                                   */

/* No derivative of their own: they record the matched message (communicator, source, tag,
 * length) for its receive. Reverse (`__mpiad_rev_mprobe`): the adjoint of a message received by
 * Mrecv goes back to its source here, in the reverse of the matching order. */

int __mpiad_fwd_mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message,
                       MPI_Status *status) {
    if (fused()) msg_fused("MPI_Mprobe");
    MPI_Status st;
    int rc = MPI_Mprobe(source, tag, comm, message, &st);
    if (rc == MPI_SUCCESS) {
        msg_check("MPI_Mprobe", comm, &st);
        msg_matched(*message, comm, &st, 1);
    }
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

int __mpiad_fwd_improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message,
                        MPI_Status *status) {
    if (fused()) msg_fused("MPI_Improbe");
    MPI_Status st;
    int rc = MPI_Improbe(source, tag, comm, flag, message, &st);
    if (rc == MPI_SUCCESS && *flag) {
        msg_check("MPI_Improbe", comm, &st);
        msg_matched(*message, comm, &st, 1);
    }
    if (status != MPI_STATUS_IGNORE) *status = st;
    return rc;
}

void *__mpiad_aug_mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message,
                         MPI_Status *status) {
    MPI_Status st;
    MPI_Mprobe(source, tag, comm, message, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return msg_matched(*message, comm, &st, 0);
}

void *__mpiad_aug_improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message,
                          MPI_Status *status) {
    MPI_Status st;
    MPI_Improbe(source, tag, comm, flag, message, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    return *flag ? msg_matched(*message, comm, &st, 0) : NULL;
}

void __mpiad_rev_mprobe(void *rec) {
    mprobe_msg *m = rec;
    if (!m) return;
    if (!m->received)
        __mpiad_fail("MPI_Mprobe", "a matched message was never received (MPI_Mrecv / MPI_Imrecv) "
                     "before the end of the differentiated function", 0);
    if (m->received == 1 && m->ek) {
        coll_flush();
        MPI_Send(m->adj, m->n, m->dt, m->peer, adj_tag("MPI_Mrecv", m->tag), m->comm);
    }
    free(m->adj);
    free(m);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Mrecv                                                                                  */

/* buf = the matched message. Tangent: the lanes' message that follows it from its source and
 * tag (n W elements for the n received). Augmented: records the elements received. Adjoint
 * (`__mpiad_rev_mrecv`): the adjoint of those elements is kept for the probe's reverse, which
 * sends it to the source; dbuf's elements are zeroed (the receive overwrote them). */

int __mpiad_fwd_mrecv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                      MPI_Message *message, MPI_Status *status) {
    if (fused()) msg_fused("MPI_Mrecv");
    MPI_Message h = *message;
    mprobe_msg *m = msg_take(h);
    msg_receivable("MPI_Mrecv", h, m, dt, count);
    MPI_Status st;
    int rc = MPI_Mrecv(buf, count, dt, message, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    check_active("MPI_Mrecv", dt, dbufs);
    int ek = elem_kind(dt);
    if (ek && m && st.MPI_SOURCE != MPI_PROC_NULL) {
        int n = msg_count("MPI_Mrecv", m, ek), got = 0;
        void *p = malloc((size_t)n * W * elem_size(ek) + 1);
        MPI_Status ts;
        MPI_Recv(p, n * W, dt, m->peer, m->tag, m->comm, &ts);
        MPI_Get_count(&ts, dt, &got);
        if (got != n * W)
            __mpiad_fail("MPI_Mrecv", "the message after the matched one from its source and tag "
                         "is not its tangents (another receive took them, or the sender does not "
                         "differentiate alike)", (long long)got);
        unpack(ek, dbufs, W, n, p);
        free(p);
    }
    free(m);
    return rc;
}

void *__mpiad_aug_mrecv(void *buf, int count, MPI_Datatype dt, MPI_Message *message,
                        MPI_Status *status) {
    MPI_Message h = *message;
    mprobe_msg *m = msg_take(h);
    msg_receivable("MPI_Mrecv", h, m, dt, count);
    MPI_Status st;
    MPI_Mrecv(buf, count, dt, message, &st);
    if (status != MPI_STATUS_IGNORE) *status = st;
    if (!m) return NULL;
    m->received = 1;
    m->ek = elem_kind(dt);
    m->dt = dt;
    if (m->ek) m->n = msg_count("MPI_Mrecv", m, m->ek);
    return m;
}

void __mpiad_rev_mrecv(void *rec, void *dbuf, MPI_Datatype dt) {
    mprobe_msg *m = rec;
    rev_check("MPI_Mrecv", dt, dbuf);
    if (!m || !m->ek) return;
    size_t bytes = (size_t)m->n * elem_size(m->ek);
    m->adj = calloc(1, bytes + 1);
    if (dbuf) memcpy(m->adj, dbuf, bytes);
    vzero(m->ek, dbuf, m->n);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Imrecv                                                                                 */

/* An Irecv of the matched message: forward, the lanes' receive is posted right after it from the
 * message's source and tag, with an Irecv's record (completed by Wait, Test, ...: nonblocking.c);
 * augmented, an Irecv's reverse record numbered by the probe. Its reverse is __mpiad_rev_irecv. */

int __mpiad_fwd_imrecv(void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                       MPI_Message *message, MPI_Request *req) {
    if (fused()) msg_fused("MPI_Imrecv");
    MPI_Message h = *message;
    mprobe_msg *m = msg_take(h);
    msg_receivable("MPI_Imrecv", h, m, dt, count);
    int rc = MPI_Imrecv(buf, count, dt, message, req);
    check_active("MPI_Imrecv", dt, dbufs);
    int ek = elem_kind(dt);
    if (ek && m && rc == MPI_SUCCESS) {
        mpiad_req *r = calloc(1, sizeof *r);
        r->kind = MPIAD_IRECV; r->ek = ek; r->W = W; r->dt = dt; r->comm = m->comm;
        r->count = msg_count("MPI_Imrecv", m, ek);
        r->tmp = malloc((size_t)r->count * W * elem_size(ek) + 1);
        if (dbufs) { r->dbufs = malloc(sizeof(void *) * W); memcpy(r->dbufs, dbufs, sizeof(void *) * W); }
        MPI_Irecv(r->tmp, r->count * W, dt, m->peer, m->tag, m->comm, &r->sreq);
        req_put(REQ_FWD, *req, r);
    }
    free(m);
    return rc;
}

void *__mpiad_aug_imrecv(void *buf, void *dbuf, int count, MPI_Datatype dt, MPI_Message *message,
                         MPI_Request *req) {
    MPI_Message h = *message;
    mprobe_msg *m = msg_take(h);
    msg_receivable("MPI_Imrecv", h, m, dt, count);
    MPI_Imrecv(buf, count, dt, message, req);
    if (dbuf) check_active("MPI_Imrecv", dt, &dbuf);
    if (!m) return NULL;
    m->received = 2;   /* the probe's reverse has nothing to send: the Irecv record does */
    int ek = elem_kind(dt);
    if (!ek) return NULL;
    mpiad_rreq *r = calloc(1, sizeof *r);
    r->kind = MPIAD_IRECV; r->ek = ek; r->count = msg_count("MPI_Imrecv", m, ek); r->dt = dt;
    r->peer = m->peer; r->tag = m->tag; r->comm = m->comm; r->dbuf = dbuf;
    r->ino = m->ino;   /* matched when probed: its place in its channel */
    req_put(REQ_REV, *req, r);
    return r;
}
