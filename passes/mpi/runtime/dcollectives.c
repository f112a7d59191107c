/* Derived datatypes on the collectives that run on icollectives.c's plans: the nonblocking
 * collectives, the v-variants, the reductions (Allreduce, Reduce, Scan, Exscan, Reduce_scatter
 * and their nonblocking forms) and the neighbourhood collectives. Uses common.h and layouts.c;
 * included before icollectives.c, whose entry points (icoll_moves.c, icoll_reductions.c) call
 * these first.
 *
 * Why copies: every rule there (fused messages, tuple reductions, the transposed adjoint on
 * packed blocks) is written for contiguous MPI_DOUBLE / MPI_FLOAT blocks. A derived datatype
 * built from one of them (layouts.c) only places its elements, so each side whose datatype is
 * derived is gathered into contiguous base elements (its blocks' counts and displacements
 * rescaled), the call runs on the copies with the base datatype (one fused message a primal
 * message, as before), and the plan carries the layouts (lay_io): the received copies go back
 * into the user's layout when the call completes, and the reverse sweep reads the receive
 * side's adjoint and adds into the send side's through the same layouts. A reduction applies
 * its op element by element, so a derived datatype of doubles reduces like its elements do.
 * Each handler returns 1 when it ran the call (*rc / *rec its result), 0 when no side is
 * derived. */

int __mpiad_fwd_ibcast(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int root,
                       MPI_Comm comm, MPI_Request *req);
void *__mpiad_aug_ibcast(void *buf, void *dbuf, int count, MPI_Datatype dt, int root,
                         MPI_Comm comm, MPI_Request *req);
int __mpiad_fwd_igatherv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                         void *rbuf, void **drbufs, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int W, int kind);
void *__mpiad_aug_igatherv(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                           void *rbuf, void *drbuf, const int *rcounts, const int *displs,
                           int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                           MPI_Request *req, int kind);
int __mpiad_fwd_iscatterv(const void *sbuf, void **dsbufs, const int *scounts, const int *displs,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs, int rcount,
                          MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req, int W,
                          int v);
void *__mpiad_aug_iscatterv(const void *sbuf, void *dsbuf, const int *scounts,
                            const int *displs, int scount, MPI_Datatype sdt, void *rbuf,
                            void *drbuf, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                            MPI_Request *req, int v);
int __mpiad_fwd_ialltoallv(const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W);
void *__mpiad_aug_ialltoallv(const void *sbuf, void *dsbuf, const int *scounts,
                             const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                             void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                             MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req);
int __mpiad_fwd_ireduce_scatter(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                MPI_Comm comm, MPI_Request *req, int W);
void *__mpiad_aug_ireduce_scatter(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf,
                                  const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                  MPI_Comm comm, MPI_Request *req);
int __mpiad_fwd_iallreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                           int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                           MPI_Request *req);
void *__mpiad_aug_iallreduce(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                             MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                             MPI_Request *req);
int __mpiad_fwd_iscan(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                      int count, MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm,
                      MPI_Request *req);
void *__mpiad_aug_iscan(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                        MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm, MPI_Request *req);
int __mpiad_fwd_ineighbor(const void *sbuf, void **dsbufs, const int *scounts, const int *sdispls,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs,
                          const int *rcounts, const int *rdispls, int rcount, MPI_Datatype rdt,
                          MPI_Comm comm, MPI_Request *req, int W, int all);
void *__mpiad_aug_ineighbor(const void *sbuf, void *dsbuf, const int *scounts,
                            const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                            void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                            MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int all);
static int *nb_sources(const char *call, MPI_Comm comm, int *nin, int *nout);

static int d_rank(MPI_Comm comm) { int r; MPI_Comm_rank(comm, &r); return r; }
static int d_size(MPI_Comm comm) { int s; MPI_Comm_size(comm, &s); return s; }

/* the two sides opened (S NULL: Bcast's one buffer); 1 when one is derived, the io then handed
 * to the next plan */
static int d_open(dside *S, dside *R, int one) {
    if (!(S && S->on) && !R->on) return 0;
    lay_io_hand(S, R, one);
    return 1;
}

/* user counts (NULL: every block `count`) and displacements (NULL: packed) of nb blocks, in one
 * array (the displacements from nb + 1 on); sig 0: zeros (MPI ignores them on this rank) */
static int *d_user_blocks(int nb, const int *c, const int *d, int count, int sig) {
    int *a = calloc(2 * (size_t)nb + 2, sizeof(int));
    for (int b = 0, off = 0; sig && b < nb; b++) {
        a[b] = c ? c[b] : count;
        a[nb + 1 + b] = d ? d[b] : off;
        off += a[b];
    }
    return a;
}

/* The sides were opened with d_mixed_ok (1: they were handed, d_open); when one is mixed, the
 * io handed says how the primal runs on the user's own buffers and datatypes: ns / nr blocks
 * of counts sc / rc at sd / rd (NULL as the call gives them; sig: MPI reads them on this rank),
 * Bcast's `count` elements of rdt in rbuf (MPI_IN_PLACE: refused when the plan starts,
 * icoll_mixed_check). Returns `opened`. */
static int d_mixed(int opened, const dside *S, const dside *R, const void *sbuf,
                   int ns, const int *sc, const int *sd, int scount, MPI_Datatype sdt, int ssig,
                   void *rbuf, int nr, const int *rc, const int *rd, int rcount, MPI_Datatype rdt,
                   int rsig) {
    d_mixed_ok = 0;
    if (!opened || !((S && S->mixed) || R->mixed)) return opened;
    lay_io *io = lay_io_next;
    io->mixed = 1;
    io->usb = sbuf; io->urb = rbuf; io->usdt = sdt; io->urdt = rdt; io->ucount = rcount;
    io->usc = d_user_blocks(ns, sc, sd, scount, ssig);
    io->usd = io->usc + ns + 1;
    io->urc = d_user_blocks(nr, rc, rd, rcount, rsig);
    io->urd = io->urc + nr + 1;
    return 1;
}

/* reductions: MPI defines the predefined ops on predefined datatypes only (MPICH refuses them
 * on derived ones), so a derived datatype comes with a user-defined op, registered as behaving
 * like one of them (its primal then runs as given, the derivative on the copies) */
static void d_op(const char *call, MPI_Op op) {
    if (op == MPI_SUM || op == MPI_PROD || op == MPI_MIN || op == MPI_MAX)
        __mpiad_fail(call, "a predefined reduction op on a derived datatype is erroneous in MPI; "
                     "use a user-defined op (MPI_Op_create) registered with "
                     "mpiad_register_op_derivative", (long long)op);
    checked_op(call, op);
}

/* rcounts (NULL: NULL) scaled to base elements (m a datatype element) */
static int *d_scaled(const int *c, int n, int m) {
    if (!c) return NULL;
    int *s = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i < n; i++) s[i] = c[i] * m;
    return s;
}

/* base elements in an element of dt (1 unless dt is derived) */
static int d_per(MPI_Datatype dt) {
    if (elem_kind(dt)) return 1;
    int m, k;
    long *o = flatten(dt, &m, &k);
    int ok = o != NULL;
    free(o);
    return ok ? m : 1;
}

/* ------------------------------------------------------------------------------------------ */

static int dfwd_ibcast(int *rc, void *buf, void **dbufs, int W, int count, MPI_Datatype dt,
                       int root, MPI_Comm comm, MPI_Request *req) {
    dside R;
    d_mixed_ok = 1;
    dside_open(&R, buf, dbufs, W, 1, NULL, NULL, count, dt, 1);
    if (!d_mixed(d_open(NULL, &R, 1), NULL, &R, buf, 0, NULL, NULL, 0, dt, 0, buf,
                 1, NULL, NULL, count, dt, 1))
        return 0;
    *rc = __mpiad_fwd_ibcast(R.s.b, R.s.d, W, R.count, R.dt, root, comm, req);
    return 1;
}

static int daug_ibcast(void **rec, void *buf, void *dbuf, int count, MPI_Datatype dt, int root,
                       MPI_Comm comm, MPI_Request *req) {
    dside R;
    d_mixed_ok = 1;
    dside_open(&R, buf, NULL, 0, 1, NULL, NULL, count, dt, 1);
    if (!d_mixed(d_open(NULL, &R, 1), NULL, &R, buf, 0, NULL, NULL, 0, dt, 0, buf,
                 1, NULL, NULL, count, dt, 1))
        return 0;
    *rec = __mpiad_aug_ibcast(R.s.b, dbuf, R.count, R.dt, root, comm, req);
    return 1;
}

/* Gather(v) / Allgather(v): the receive side is significant on the root (every rank: all) */
static int d_gather_sides(dside *S, dside *R, const void *sbuf, void **dsbufs, int scount,
                          MPI_Datatype sdt, void *rbuf, void **drbufs, const int *rcounts,
                          const int *displs, int rcount, MPI_Datatype rdt, int root,
                          MPI_Comm comm, int W, int all) {
    int rsig = all || d_rank(comm) == root, n = d_size(comm);
    d_mixed_ok = 1;
    dside_open(S, sbuf, dsbufs, W, 1, NULL, NULL, scount, sdt, 1);
    dside_open(R, rbuf, drbufs, W, n, rcounts, displs, rcount, rdt, rsig);
    return d_mixed(d_open(S, R, sbuf == MPI_IN_PLACE), S, R, sbuf, 1, NULL, NULL, scount, sdt, 1,
                   rbuf, n, rcounts, displs, rcount, rdt, rsig);
}

static int dfwd_igatherv(int *rc, const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                         void *rbuf, void **drbufs, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int W, int kind) {
    dside S, R;
    if (!d_gather_sides(&S, &R, sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcounts, displs, rcount,
                        rdt, root, comm, W, kind & 1))
        return 0;
    *rc = __mpiad_fwd_igatherv(S.s.b, S.s.d, S.count, S.dt, R.s.b, R.s.d, R.c, R.d, R.count, R.dt,
                               root, comm, req, W, kind);
    dside_free_counts(&R, rcounts);
    return 1;
}

static int daug_igatherv(void **rec, const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                         void *rbuf, void *drbuf, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int kind) {
    dside S, R;
    if (!d_gather_sides(&S, &R, sbuf, NULL, scount, sdt, rbuf, NULL, rcounts, displs, rcount, rdt,
                        root, comm, 0, kind & 1))
        return 0;
    *rec = __mpiad_aug_igatherv(S.s.b, dsbuf, S.count, S.dt, R.s.b, drbuf, R.c, R.d, R.count,
                                R.dt, root, comm, req, kind);
    dside_free_counts(&R, rcounts);
    return 1;
}

/* Scatter(v): the send side is significant on the root */
static int d_scatter_sides(dside *S, dside *R, const void *sbuf, void **dsbufs,
                           const int *scounts, const int *displs, int scount, MPI_Datatype sdt,
                           void *rbuf, void **drbufs, int rcount, MPI_Datatype rdt, int root,
                           MPI_Comm comm, int W) {
    int ssig = d_rank(comm) == root, n = d_size(comm);
    d_mixed_ok = 1;
    dside_open(S, sbuf, dsbufs, W, n, scounts, displs, scount, sdt, ssig);
    dside_open(R, rbuf, drbufs, W, 1, NULL, NULL, rcount, rdt, 1);
    return d_mixed(d_open(S, R, 0), S, R, sbuf, n, scounts, displs, scount, sdt,
                   ssig, rbuf, 1, NULL, NULL, rcount, rdt, 1);
}

static int dfwd_iscatterv(int *rc, const void *sbuf, void **dsbufs, const int *scounts,
                          const int *displs, int scount, MPI_Datatype sdt, void *rbuf,
                          void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                          MPI_Request *req, int W, int v) {
    dside S, R;
    if (!d_scatter_sides(&S, &R, sbuf, dsbufs, scounts, displs, scount, sdt, rbuf, drbufs,
                         rcount, rdt, root, comm, W))
        return 0;
    *rc = __mpiad_fwd_iscatterv(S.s.b, S.s.d, S.c, S.d, S.count, S.dt, R.s.b, R.s.d, R.count,
                                R.dt, root, comm, req, W, v);
    dside_free_counts(&S, scounts);
    return 1;
}

static int daug_iscatterv(void **rec, const void *sbuf, void *dsbuf, const int *scounts,
                          const int *displs, int scount, MPI_Datatype sdt, void *rbuf,
                          void *drbuf, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                          MPI_Request *req, int v) {
    dside S, R;
    if (!d_scatter_sides(&S, &R, sbuf, NULL, scounts, displs, scount, sdt, rbuf, NULL, rcount,
                         rdt, root, comm, 0))
        return 0;
    *rec = __mpiad_aug_iscatterv(S.s.b, dsbuf, S.c, S.d, S.count, S.dt, R.s.b, drbuf, R.count,
                                 R.dt, root, comm, req, v);
    dside_free_counts(&S, scounts);
    return 1;
}

static int dfwd_ialltoallv(int *rc, const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W) {
    dside S, R;
    int n = d_size(comm);
    d_mixed_ok = 1;
    dside_open(&S, sbuf, dsbufs, W, n, scounts, sdispls, scount, sdt, 1);
    dside_open(&R, rbuf, drbufs, W, n, rcounts, rdispls, rcount, rdt, 1);
    if (!d_mixed(d_open(&S, &R, sbuf == MPI_IN_PLACE), &S, &R, sbuf, n, scounts,
                 sdispls, scount, sdt, 1, rbuf, n, rcounts, rdispls, rcount, rdt, 1))
        return 0;
    *rc = __mpiad_fwd_ialltoallv(S.s.b, S.s.d, S.c, S.d, S.count, S.dt, R.s.b, R.s.d, R.c, R.d,
                                 R.count, R.dt, comm, req, W);
    dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return 1;
}

static int daug_ialltoallv(void **rec, const void *sbuf, void *dsbuf, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req) {
    dside S, R;
    int n = d_size(comm);
    d_mixed_ok = 1;
    dside_open(&S, sbuf, NULL, 0, n, scounts, sdispls, scount, sdt, 1);
    dside_open(&R, rbuf, NULL, 0, n, rcounts, rdispls, rcount, rdt, 1);
    if (!d_mixed(d_open(&S, &R, sbuf == MPI_IN_PLACE), &S, &R, sbuf, n, scounts,
                 sdispls, scount, sdt, 1, rbuf, n, rcounts, rdispls, rcount, rdt, 1))
        return 0;
    *rec = __mpiad_aug_ialltoallv(S.s.b, dsbuf, S.c, S.d, S.count, S.dt, R.s.b, drbuf, R.c, R.d,
                                  R.count, R.dt, comm, req);
    dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* reductions: one datatype for both sides                                                    */

/* Reduce_scatter(_block): the send side holds every rank's block, the receive side this rank's */
static int d_rs_sides(dside *S, dside *R, const void *sbuf, void **dsbufs, void *rbuf,
                      void **drbufs, const int *rcounts, int rcount, MPI_Datatype dt,
                      MPI_Comm comm, int W) {
    int n = d_size(comm), me = d_rank(comm);
    dside_open(S, sbuf, dsbufs, W, n, rcounts, NULL, rcount, dt, 1);
    dside_open(R, rbuf, drbufs, W, 1, NULL, NULL, rcounts ? rcounts[me] : rcount, dt, 1);
    return d_open(S, R, sbuf == MPI_IN_PLACE);
}

/* the op's check, and MPI_IN_PLACE's: its one buffer holds every rank's block, of which this
 * rank's receives the result; its copies are not laid out for that yet */
static void d_rs_op(const void *sbuf, const int *rcounts, MPI_Request *req, MPI_Op op) {
    const char *call = rcounts ? (req ? "MPI_Ireduce_scatter" : "MPI_Reduce_scatter")
                               : (req ? "MPI_Ireduce_scatter_block" : "MPI_Reduce_scatter_block");
    if (sbuf == MPI_IN_PLACE)
        __mpiad_fail(call, "MPI_IN_PLACE with a derived datatype is not differentiated yet; pass "
                     "a separate send buffer", 0);
    d_op(call, op);
}

static int dfwd_ireduce_scatter(int *rc, const void *sbuf, void **dsbufs, void *rbuf,

                                void **drbufs, const int *rcounts, int rcount, MPI_Datatype dt,
                                MPI_Op op, MPI_Comm comm, MPI_Request *req, int W) {
    dside S, R;
    if (!d_rs_sides(&S, &R, sbuf, dsbufs, rbuf, drbufs, rcounts, rcount, dt, comm, W)) return 0;
    d_rs_op(sbuf, rcounts, req, op);
    lay_io_direct(sbuf, rbuf, rcount, dt, rcounts, d_size(comm));
    int m = d_per(dt);
    int *c = d_scaled(rcounts, d_size(comm), m);
    *rc = __mpiad_fwd_ireduce_scatter(S.s.b, S.s.d, R.s.b, R.s.d, c, rcount * m, R.dt, op, comm,
                                      req, W);
    free(c);
    dside_free_counts(&S, rcounts);
    return 1;
}

static int daug_ireduce_scatter(void **rec, const void *sbuf, void *dsbuf, void *rbuf,
                                void *drbuf, const int *rcounts, int rcount, MPI_Datatype dt,
                                MPI_Op op, MPI_Comm comm, MPI_Request *req) {
    dside S, R;
    if (!d_rs_sides(&S, &R, sbuf, NULL, rbuf, NULL, rcounts, rcount, dt, comm, 0)) return 0;
    d_rs_op(sbuf, rcounts, req, op);
    lay_io_direct(sbuf, rbuf, rcount, dt, rcounts, d_size(comm));
    int m = d_per(dt);
    int *c = d_scaled(rcounts, d_size(comm), m);
    *rec = __mpiad_aug_ireduce_scatter(S.s.b, dsbuf, R.s.b, drbuf, c, rcount * m, R.dt, op, comm,
                                       req);
    free(c);
    dside_free_counts(&S, rcounts);
    return 1;
}

/* Allreduce / Reduce (root < 0: all) and Scan / Exscan (root -1): count elements a side */
static int d_red_sides(dside *S, dside *R, const char *call, const void *sbuf, void **dsbufs,
                       void *rbuf, void **drbufs, int count, MPI_Datatype dt, MPI_Op op,
                       int root, MPI_Comm comm, int W) {
    dside_open(S, sbuf, dsbufs, W, 1, NULL, NULL, count, dt, 1);
    dside_open(R, rbuf, drbufs, W, 1, NULL, NULL, count, dt, root < 0 || d_rank(comm) == root);
    if (!(S->on || R->on)) return 0;
    d_op(call, op);
    d_open(S, R, sbuf == MPI_IN_PLACE);
    lay_io_direct(sbuf, rbuf, count, dt, NULL, 0);
    return 1;
}

static int dfwd_iallreduce(int *rc, const char *call, const void *sbuf, void **dsbufs, void *rbuf,
                           void **drbufs, int W, int count, MPI_Datatype dt, MPI_Op op, int root,
                           MPI_Comm comm, MPI_Request *req) {
    dside S, R;
    if (!d_red_sides(&S, &R, call, sbuf, dsbufs, rbuf, drbufs, count, dt, op, root, comm, W))
        return 0;
    *rc = __mpiad_fwd_iallreduce(S.s.b, S.s.d, R.s.b, R.s.d, W, count * d_per(dt),
                                 S.on ? S.dt : R.dt, op, root, comm, req);
    return 1;
}

static int daug_iallreduce(void **rec, const char *call, const void *sbuf, void *dsbuf,
                           void *rbuf, void *drbuf, int count, MPI_Datatype dt, MPI_Op op,
                           int root, MPI_Comm comm, MPI_Request *req) {
    dside S, R;
    if (!d_red_sides(&S, &R, call, sbuf, NULL, rbuf, NULL, count, dt, op, root, comm, 0))
        return 0;
    *rec = __mpiad_aug_iallreduce(S.s.b, dsbuf, R.s.b, drbuf, count * d_per(dt),
                                  S.on ? S.dt : R.dt, op, root, comm, req);
    return 1;
}

static int dfwd_iscan(int *rc, const char *call, const void *sbuf, void **dsbufs, void *rbuf,
                      void **drbufs, int W, int count, MPI_Datatype dt, MPI_Op op, int ex,
                      MPI_Comm comm, MPI_Request *req) {
    dside S, R;
    if (!d_red_sides(&S, &R, call, sbuf, dsbufs, rbuf, drbufs, count, dt, op, -1, comm, W))
        return 0;
    *rc = __mpiad_fwd_iscan(S.s.b, S.s.d, R.s.b, R.s.d, W, count * d_per(dt), S.on ? S.dt : R.dt,
                            op, ex, comm, req);
    return 1;
}

static int daug_iscan(void **rec, const char *call, const void *sbuf, void *dsbuf, void *rbuf,
                      void *drbuf, int count, MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm,
                      MPI_Request *req) {
    dside S, R;
    if (!d_red_sides(&S, &R, call, sbuf, NULL, rbuf, NULL, count, dt, op, -1, comm, 0)) return 0;
    *rec = __mpiad_aug_iscan(S.s.b, dsbuf, R.s.b, drbuf, count * d_per(dt), S.on ? S.dt : R.dt,
                             op, ex, comm, req);
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* neighbourhood collectives: a send block a destination (all: one), a receive block a source */

static int d_nb_sides(dside *S, dside *R, const char *call, const void *sbuf, void **dsbufs,
                      const int *scounts, const int *sdispls, int scount, MPI_Datatype sdt,
                      void *rbuf, void **drbufs, const int *rcounts, const int *rdispls,
                      int rcount, MPI_Datatype rdt, MPI_Comm comm, int W, int all) {
    if (elem_kind(sdt) && elem_kind(rdt)) return 0;
    int nin, nout;
    free(nb_sources(call, comm, &nin, &nout));
    dside_open(S, sbuf, dsbufs, W, all ? 1 : nout, all ? NULL : scounts, all ? NULL : sdispls,
               scount, sdt, 1);
    dside_open(R, rbuf, drbufs, W, nin, rcounts, rdispls, rcount, rdt, 1);
    return d_open(S, R, 0);
}

static int dfwd_ineighbor(int *rc, const char *call, const void *sbuf, void **dsbufs,
                          const int *scounts, const int *sdispls, int scount, MPI_Datatype sdt,
                          void *rbuf, void **drbufs, const int *rcounts, const int *rdispls,
                          int rcount, MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W,
                          int all) {
    dside S, R;
    if (!d_nb_sides(&S, &R, call, sbuf, dsbufs, scounts, sdispls, scount, sdt, rbuf, drbufs,
                    rcounts, rdispls, rcount, rdt, comm, W, all))
        return 0;
    *rc = __mpiad_fwd_ineighbor(S.s.b, S.s.d, all ? NULL : S.c, all ? NULL : S.d, S.count, S.dt,
                                R.s.b, R.s.d, R.c, R.d, R.count, R.dt, comm, req, W, all);
    if (!all) dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return 1;
}

static int daug_ineighbor(void **rec, const char *call, const void *sbuf, void *dsbuf,
                          const int *scounts, const int *sdispls, int scount, MPI_Datatype sdt,
                          void *rbuf, void *drbuf, const int *rcounts, const int *rdispls,
                          int rcount, MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req,
                          int all) {
    dside S, R;
    if (!d_nb_sides(&S, &R, call, sbuf, NULL, scounts, sdispls, scount, sdt, rbuf, NULL, rcounts,
                    rdispls, rcount, rdt, comm, 0, all))
        return 0;
    *rec = __mpiad_aug_ineighbor(S.s.b, dsbuf, all ? NULL : S.c, all ? NULL : S.d, S.count, S.dt,
                                 R.s.b, drbuf, R.c, R.d, R.count, R.dt, comm, req, all);
    if (!all) dside_free_counts(&S, scounts);
    dside_free_counts(&R, rcounts);
    return 1;
}
