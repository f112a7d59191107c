/* Where reverse mode's adjoint point-to-point messages travel, so that no primal receive takes
 * one. Uses common.h.
 *
 * The reverse sweep of one rank can start while a neighbour is still in its forward sweep: from
 * 3 ranks, rank C may send rank B the adjoint of B's message while B's primal receive from
 * MPI_ANY_SOURCE, waiting for rank A, is still pending. On the primal's communicator and tag that
 * receive would take the adjoint (a wrong value, then a hang). So adjoint messages (second-order
 * ones included) use the upper half of the tag space, tag | H with H = the largest power of two
 * with 2H - 1 <= MPI_TAG_UB (2^28 under MPICH, at least 2^14 by the standard), on the primal's
 * communicator: a receive of a given tag never matches them. A derivative-carrying message whose
 * own tag is H or more stops, named. Why not a duplicated communicator: MPI_Comm_dup is
 * collective, and a communicator met only in point-to-point calls (MPI_COMM_WORLD handed to a
 * ring) gives no point where every rank of it is known to call the runtime together.
 *
 * A receive with MPI_ANY_TAG matches every tag. From a given source it still gets its own
 * message: that source sent it before it started its reverse sweep, and MPI keeps one sender's
 * messages in order. From MPI_ANY_SOURCE, the augmented blocking receives (MPI_Recv,
 * MPI_Sendrecv) probe instead (MPI_Mprobe) and set aside, still unreceived, every adjoint
 * message they meet; the reverse sweep's receives take those first (adj_irecv). Nonblocking,
 * persistent and partitioned receives, probes and MPI_Sendrecv_replace with both wildcards
 * cannot probe before they match: one that took an adjoint message stops at its completion,
 * naming it (adj_not_taken), before the primal goes on with that value (README). */

/* H, read once from MPI_COMM_WORLD's MPI_TAG_UB */
static int adj_half(void) {
    static int h;
    if (!h) {
        int *ub = NULL, flag = 0;
        MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &flag);
        long u = flag && ub ? *ub : 32767;
        h = 1;
        while (4L * h - 1 <= u) h *= 2;
    }
    return h;
}

/* the tag of the adjoint of a message of tag `tag` (MPI_ANY_TAG, from MPI_PROC_NULL: 0) */
static int adj_tag(const char *call, int tag) {
    int h = adj_half();
    if (tag < 0) tag = 0;
    if (tag >= h) {
        char msg[256];
        snprintf(msg, sizeof msg, "tag %d is at or above %d: reverse mode reserves the upper half "
                 "of the tag space (up to MPI_TAG_UB) for adjoint messages; use tags below %d",
                 tag, h, h);
        __mpiad_fail(call, msg, 0);
    }
    return tag | h;
}

/* augmented: a nonblocking or persistent receive posted with both wildcards completed with
 * status st. Had it taken an adjoint message (a neighbour's reverse sweep already running), the
 * primal would go on with the adjoint's value: stop, naming the receive and what to do */
static void adj_not_taken(const char *call, const MPI_Status *st) {
    if (st->MPI_SOURCE == MPI_PROC_NULL || st->MPI_TAG < adj_half()) return;
    char msg[400];
    snprintf(msg, sizeof msg, "this receive from MPI_ANY_SOURCE with MPI_ANY_TAG took rank %d's "
             "reverse-mode adjoint message (tag %d): at 3 or more ranks a rank's reverse sweep "
             "may start while this rank still waits in its forward sweep, and a nonblocking "
             "receive cannot set such messages aside; give the receive a tag (or a source), or "
             "use a blocking MPI_Recv, which can", st->MPI_SOURCE, st->MPI_TAG);
    __mpiad_fail(call, msg, 0);
}

/* adjoint messages an augmented wildcard receive matched and set aside (FIFO) */
typedef struct { MPI_Comm comm; int peer, tag; MPI_Message msg; } adj_kept;
static adj_kept *kept;
static int n_kept, cap_kept;

/* a receive of the reverse sweep (adjoint tag atag): the earliest message set aside for it, or
 * a new receive */
static int adj_irecv(void *buf, int n, MPI_Datatype dt, int peer, int atag, MPI_Comm comm,
                     MPI_Request *req) {
    for (int i = 0; i < n_kept && peer != MPI_PROC_NULL; i++) {
        adj_kept *k = &kept[i];
        if (k->comm != comm || k->peer != peer || k->tag != atag) continue;
        MPI_Message m = k->msg;
        memmove(k, k + 1, sizeof *k * (size_t)(n_kept - i - 1));
        n_kept--;
        return MPI_Imrecv(buf, n, dt, &m, req);
    }
    return MPI_Irecv(buf, n, dt, peer, atag, comm, req);
}

static void adj_recv(void *buf, int n, MPI_Datatype dt, int peer, int atag, MPI_Comm comm) {
    MPI_Request q;
    adj_irecv(buf, n, dt, peer, atag, comm, &q);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
}

/* MPI_Sendrecv of the reverse sweep: the receive through adj_irecv */
static void adj_sendrecv(const void *sb, int sn, MPI_Datatype sdt, int dest, int stag, void *rb,
                         int rn, MPI_Datatype rdt, int src, int rtag, MPI_Comm comm) {
    MPI_Request q[2];
    adj_irecv(rb, rn, rdt, src, rtag, comm, &q[0]);
    MPI_Isend(sb, sn, sdt, dest, stag, comm, &q[1]);
    MPI_Waitall(2, q, MPI_STATUSES_IGNORE);
}

/* augmented: the primal's blocking receive; from MPI_ANY_SOURCE with MPI_ANY_TAG it matches by
 * probing, and sets aside the adjoint messages it meets */
static int aug_wild_recv(void *buf, int count, MPI_Datatype dt, int src, int tag, MPI_Comm comm,
                         MPI_Status *st) {
    if (src != MPI_ANY_SOURCE || tag != MPI_ANY_TAG)
        return MPI_Recv(buf, count, dt, src, tag, comm, st);
    int h = adj_half();
    for (;;) {
        MPI_Message m;
        int rc = MPI_Mprobe(src, tag, comm, &m, st);
        if (rc != MPI_SUCCESS) return rc;
        if (st->MPI_TAG < h) return MPI_Mrecv(buf, count, dt, &m, st);
        if (n_kept == cap_kept) {
            cap_kept = cap_kept ? 2 * cap_kept : 8;
            kept = realloc(kept, sizeof *kept * (size_t)cap_kept);
        }
        kept[n_kept++] = (adj_kept){comm, st->MPI_SOURCE, st->MPI_TAG, m};
    }
}

/* augmented MPI_Sendrecv: its receive as aug_wild_recv, under both wildcards */
static int aug_wild_sendrecv(const void *sbuf, int scount, MPI_Datatype sdt, int dest, int stag,
                             void *rbuf, int rcount, MPI_Datatype rdt, int src, int rtag,
                             MPI_Comm comm, MPI_Status *st) {
    if (src != MPI_ANY_SOURCE || rtag != MPI_ANY_TAG)
        return MPI_Sendrecv(sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, st);
    MPI_Request q;
    MPI_Isend(sbuf, scount, sdt, dest, stag, comm, &q);
    int rc = aug_wild_recv(rbuf, rcount, rdt, src, rtag, comm, st);
    MPI_Wait(&q, MPI_STATUS_IGNORE);
    return rc;
}
