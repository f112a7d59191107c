/* The w-variants: MPI_Alltoallw, MPI_Ialltoallw, MPI_Neighbor_alltoallw, MPI_Ineighbor_alltoallw
 * (issue 37). Uses layouts.c, dcollectives.c's sides, icoll_moves.c's Ialltoallv and
 * neighbors.c's Ineighbor_alltoallv.
 *
 * Each block has its own count, datatype and byte displacement. Every block is flattened into
 * its base elements (layouts.c) at its displacement, so each side becomes one layout of packed
 * base elements with per-block counts and packed displacements; the call then runs as the
 * alltoallv (neighbour alltoallv) on those copies with MPI_DOUBLE / MPI_FLOAT, whose plan does
 * the rest: the fused forward messages, the received copies scattered back into the user's
 * layout at completion, the transposed exchange in the reverse sweep through the same layouts.
 * This needs the blocks of a call to be of one floating kind (basic or derived); a call whose
 * blocks carry no derivative at all runs as it is; a mixture (doubles to one peer, ints to
 * another; doubles and floats; a struct mixing doubles and ints) stops, naming the call. */

/* the one floating kind of the blocks of nb (counts, types) (those of count 0 aside), *kk the
 * kind so far (0: none yet; -1: blocks without a derivative seen) */
static void w_kinds(const char *call, int nb, const int *counts, const MPI_Datatype *types,
                    int *kk) {
    for (int b = 0; b < nb; b++) {
        if (counts[b] <= 0) continue;
        int k = elem_kind(types[b]);
        if (!k) {
            int m;
            long *o = flatten(types[b], &m, &k);
            if (!o) {
                const char *why = lay_refusal(types[b]);
                if (why) __mpiad_fail(call, why, (long long)types[b]);
                k = -1;
            }
            free(o);
        }
        if (*kk && *kk != k)
            __mpiad_fail(call, *kk == -1 || k == -1
                         ? "its blocks mix datatypes that carry a derivative (MPI_DOUBLE / "
                           "MPI_FLOAT or derived ones of them) with ones that do not: every "
                           "block of a differentiated w-call must be of one floating kind"
                         : "its blocks mix MPI_DOUBLE and MPI_FLOAT data (two floating kinds): "
                           "every block of a differentiated w-call must be of one kind", 0);
        *kk = k;
    }
}

/* one side: nb blocks of counts[b] elements of types[b] at byte displacements displs[b] (int:
 * Alltoallw's; MPI_Aint: the neighbour form's, aint set), as contiguous base elements of kind
 * ek; x then describes the copies (its counts and displacements in base elements, malloc'ed) */
static void w_side(dside *x, const void *buf, void **lanes, int W, int nb, const int *counts,
                   const void *displs, int aint, const MPI_Datatype *types, int ek) {
    memset(x, 0, sizeof *x);
    layout L;
    L.ek = ek; L.base = ek == 1 ? MPI_DOUBLE : MPI_FLOAT; L.n = 0; L.mixed = 0;
    int cap = 0;
    L.off = NULL;
    x->c = malloc(sizeof(int) * (nb + 1));
    x->d = malloc(sizeof(int) * (nb + 1));
    for (int b = 0; b < nb; b++) {
        x->c[b] = 0;
        x->d[b] = L.n;
        if (counts[b] <= 0) continue;
        int m, k;
        long *o = flatten(types[b], &m, &k);
        MPI_Aint ext = lay_extent(types[b]);
        long db = aint ? (long)((const MPI_Aint *)displs)[b] : (long)((const int *)displs)[b];
        for (int j = 0; j < counts[b]; j++)
            for (int e = 0; e < m; e++) lay_append(&L.off, &L.n, &cap, db + (long)(j * ext) + o[e]);
        x->c[b] = counts[b] * m;
        free(o);
    }
    if (!L.off) L.off = malloc(sizeof(long));
    x->on = 1;
    x->dt = L.base;
    side_open(&x->s, 1, &L, buf, lanes, W, 1);
}

static void w_free(dside *x) {
    if (x->on) { free(x->c); free(x->d); }
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Alltoallw / MPI_Ialltoallw (req NULL: the blocking call)                                */

static int w_alltoall_primal(const void *sbuf, const int *scounts, const int *sdispls,
                             const MPI_Datatype *stypes, void *rbuf, const int *rcounts,
                             const int *rdispls, const MPI_Datatype *rtypes, MPI_Comm comm,
                             MPI_Request *req) {
    return req ? MPI_Ialltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes,
                                comm, req)
               : MPI_Alltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes,
                               comm);
}

/* the kind of the call's blocks (0: none carries a derivative) */
static int w_alltoall_kind(const char *call, const void *sbuf, const int *scounts,
                           const MPI_Datatype *stypes, const int *rcounts,
                           const MPI_Datatype *rtypes, MPI_Comm comm) {
    int n = d_size(comm), kk = 0;
    if (sbuf != MPI_IN_PLACE) w_kinds(call, n, scounts, stypes, &kk);
    w_kinds(call, n, rcounts, rtypes, &kk);
    return kk < 0 ? 0 : kk;
}

static void w_inactive(const char *call, const void *dsbuf, const void *drbuf) {
    if (dsbuf || drbuf)
        __mpiad_fail(call, "an active buffer is described by datatypes other than MPI_DOUBLE or "
                     "MPI_FLOAT (or derived ones of them): not differentiable", 0);
}

int __mpiad_fwd_ialltoallw(const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, const MPI_Datatype *stypes, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls,
                           const MPI_Datatype *rtypes, MPI_Comm comm, MPI_Request *req, int W) {
    const char *call = req ? "MPI_Ialltoallw" : "MPI_Alltoallw";
    int ip = sbuf == MPI_IN_PLACE, n = d_size(comm);
    int ek = w_alltoall_kind(call, sbuf, scounts, stypes, rcounts, rtypes, comm);
    if (!ek) {
        w_inactive(call, ip ? NULL : dsbufs, drbufs);
        return w_alltoall_primal(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes,
                                 comm, req);
    }
    dside S, R;
    memset(&S, 0, sizeof S);
    S.s.b = (void *)sbuf;
    if (!ip) w_side(&S, sbuf, dsbufs, W, n, scounts, sdispls, 0, stypes, ek);
    w_side(&R, rbuf, drbufs, W, n, rcounts, rdispls, 0, rtypes, ek);
    lay_io_hand(&S, &R, ip);
    lay_io_name = call;  /* the plan's messages name the w-call */
    int rc = __mpiad_fwd_ialltoallv(S.s.b, S.s.d, S.c, S.d, 0, R.dt, R.s.b, R.s.d, R.c, R.d, 0,
                                    R.dt, comm, req, W);
    lay_io_name = NULL;
    w_free(&S);
    w_free(&R);
    return rc;
}

void *__mpiad_aug_ialltoallw(const void *sbuf, void *dsbuf, const int *scounts,
                             const int *sdispls, const MPI_Datatype *stypes, void *rbuf,
                             void *drbuf, const int *rcounts, const int *rdispls,
                             const MPI_Datatype *rtypes, MPI_Comm comm, MPI_Request *req) {
    const char *call = req ? "MPI_Ialltoallw" : "MPI_Alltoallw";
    int ip = sbuf == MPI_IN_PLACE, n = d_size(comm);
    int ek = w_alltoall_kind(call, sbuf, scounts, stypes, rcounts, rtypes, comm);
    if (!ek) {
        w_inactive(call, ip ? NULL : dsbuf, drbuf);
        w_alltoall_primal(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm,
                          req);
        return NULL;
    }
    dside S, R;
    memset(&S, 0, sizeof S);
    S.s.b = (void *)sbuf;
    if (!ip) w_side(&S, sbuf, NULL, 0, n, scounts, sdispls, 0, stypes, ek);
    w_side(&R, rbuf, NULL, 0, n, rcounts, rdispls, 0, rtypes, ek);
    lay_io_hand(&S, &R, ip);
    lay_io_name = call;  /* the plan's messages name the w-call */
    void *rec = __mpiad_aug_ialltoallv(S.s.b, dsbuf, S.c, S.d, 0, R.dt, R.s.b, drbuf, R.c, R.d,
                                       0, R.dt, comm, req);
    lay_io_name = NULL;
    w_free(&S);
    w_free(&R);
    return rec;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Neighbor_alltoallw / MPI_Ineighbor_alltoallw (req NULL: the blocking call)              */

static int w_nb_primal(const void *sbuf, const int *scounts, const MPI_Aint *sdispls,
                       const MPI_Datatype *stypes, void *rbuf, const int *rcounts,
                       const MPI_Aint *rdispls, const MPI_Datatype *rtypes, MPI_Comm comm,
                       MPI_Request *req) {
    return req ? MPI_Ineighbor_alltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls,
                                         rtypes, comm, req)
               : MPI_Neighbor_alltoallw(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls,
                                        rtypes, comm);
}

static int w_nb_kind(const char *call, const int *scounts, const MPI_Datatype *stypes,
                     const int *rcounts, const MPI_Datatype *rtypes, MPI_Comm comm, int *nin,
                     int *nout) {
    free(nb_sources(call, comm, nin, nout));
    int kk = 0;
    w_kinds(call, *nout, scounts, stypes, &kk);
    w_kinds(call, *nin, rcounts, rtypes, &kk);
    return kk < 0 ? 0 : kk;
}

int __mpiad_fwd_ineighbor_w(const void *sbuf, void **dsbufs, const int *scounts,
                            const MPI_Aint *sdispls, const MPI_Datatype *stypes, void *rbuf,
                            void **drbufs, const int *rcounts, const MPI_Aint *rdispls,
                            const MPI_Datatype *rtypes, MPI_Comm comm, MPI_Request *req, int W) {
    const char *call = req ? "MPI_Ineighbor_alltoallw" : "MPI_Neighbor_alltoallw";
    int nin, nout;
    int ek = w_nb_kind(call, scounts, stypes, rcounts, rtypes, comm, &nin, &nout);
    if (!ek) {
        w_inactive(call, dsbufs, drbufs);
        return w_nb_primal(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm,
                           req);
    }
    dside S, R;
    w_side(&S, sbuf, dsbufs, W, nout, scounts, sdispls, 1, stypes, ek);
    w_side(&R, rbuf, drbufs, W, nin, rcounts, rdispls, 1, rtypes, ek);
    lay_io_hand(&S, &R, 0);
    lay_io_name = call;  /* the plan's messages name the w-call */
    int rc = __mpiad_fwd_ineighbor(S.s.b, S.s.d, S.c, S.d, 0, S.dt, R.s.b, R.s.d, R.c, R.d, 0,
                                   R.dt, comm, req, W, 0);
    lay_io_name = NULL;
    w_free(&S);
    w_free(&R);
    return rc;
}

void *__mpiad_aug_ineighbor_w(const void *sbuf, void *dsbuf, const int *scounts,
                              const MPI_Aint *sdispls, const MPI_Datatype *stypes, void *rbuf,
                              void *drbuf, const int *rcounts, const MPI_Aint *rdispls,
                              const MPI_Datatype *rtypes, MPI_Comm comm, MPI_Request *req) {
    const char *call = req ? "MPI_Ineighbor_alltoallw" : "MPI_Neighbor_alltoallw";
    int nin, nout;
    int ek = w_nb_kind(call, scounts, stypes, rcounts, rtypes, comm, &nin, &nout);
    if (!ek) {
        w_inactive(call, dsbuf, drbuf);
        w_nb_primal(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes, comm, req);
        return NULL;
    }
    dside S, R;
    w_side(&S, sbuf, NULL, 0, nout, scounts, sdispls, 1, stypes, ek);
    w_side(&R, rbuf, NULL, 0, nin, rcounts, rdispls, 1, rtypes, ek);
    lay_io_hand(&S, &R, 0);
    lay_io_name = call;  /* the plan's messages name the w-call */
    void *rec = __mpiad_aug_ineighbor(S.s.b, dsbuf, S.c, S.d, 0, S.dt, R.s.b, drbuf, R.c, R.d, 0,
                                      R.dt, comm, req, 0);
    lay_io_name = NULL;
    w_free(&S);
    w_free(&R);
    return rec;
}
