/* Collectives other than reductions: Bcast, Gather / Allgather, Scatter, Alltoall,
 * Reduce_scatter_block; and Comm_free. On a derived datatype (layouts.c), Bcast, Gather,
 * Allgather, Scatter and Alltoall run on contiguous copies of each side's elements (block b of
 * the buffer: elements b count .. (b+1) count - 1 of the datatype, consecutive at its extent). All are linear in the data, so a tangent travels like the
 * primal and an adjoint travels the transposed way. Their augmented sweep runs the primal call as
 * is (no record), except for Comm_free. Uses common.h and fusion.c; Reduce_scatter_block's op
 * check is in reductions.c. */

/* ------------------------------------------------------------------------------------------ */
/* MPI_Bcast                                                                                  */

/* y = x(root) on every rank. Tangent: dx(root) broadcast with the primal (fused) or after it.
 * Adjoint: the root's dbuf becomes the sum of every rank's dbuf (Reduce, MPI_SUM); the others'
 * are zeroed. */

int __mpiad_fwd_bcast(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int root,
                      MPI_Comm comm) {
    layout L;
    if (layout_mixed(dt, count, &L)) {  /* the primal as is, then the root's lanes */
        int rc = MPI_Bcast(buf, count, dt, root, comm);
        void *p = mix_pack(&L, dbufs, W);
        MPI_Bcast(p, L.n * W, L.base, root, comm);
        mix_unpack(&L, dbufs, W, p, L.n);
        free(p); free(L.off);
        return rc;
    }
    if (layout_of(dt, count, &L)) {  /* derived: its elements, contiguous, then back */
        if (!fused()) lay_need_fused("MPI_Bcast");
        lay_side S;
        side_open(&S, 1, &L, buf, dbufs, W, 1);
        int rc = __mpiad_fwd_bcast(S.b, S.d, W, L.n, L.base, root, comm);
        side_close(&S, 1);
        return rc;
    }
    int ek = elem_kind(dt);
    if (ek && fused()) {
        int me;
        MPI_Comm_rank(comm, &me);
        size_t bytes = (size_t)count * (W + 1) * elem_size(ek);
        double stack[FUSE_STACK / sizeof(double)];
        void *p = bytes <= FUSE_STACK ? (void *)stack : malloc(bytes);
        if (me == root) fpack(ek, p, buf, dbufs, W, count);
        int rc = MPI_Bcast(p, count * (W + 1), dt, root, comm);
        if (me != root) funpack(ek, buf, dbufs, W, count, p);
        if (p != stack) free(p);
        return rc;
    }
    int rc = MPI_Bcast(buf, count, dt, root, comm);
    check_active("MPI_Bcast", dt, dbufs);
    if (!ek) return rc;
    void *p = pack(ek, dbufs, W, count);
    MPI_Bcast(p, count * W, dt, root, comm);
    unpack(ek, dbufs, W, count, p);
    free(p);
    return rc;
}

void __mpiad_rev_bcast(void *dbuf, int count, MPI_Datatype dt, int root, MPI_Comm comm) {
    layout L;
    if (layout_any(dt, count, &L)) {  /* mixed ones too: only the shadows travel */  /* on a contiguous copy of dbuf's elements */
        lay_side S;
        side_open(&S, 1, &L, dbuf, NULL, 0, 1);
        __mpiad_rev_bcast(S.b, L.n, L.base, root, comm);
        side_close(&S, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(dt);
    if (!ek) { rev_check("MPI_Bcast", dt, dbuf); return; }
    int me;
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    void *z = dbuf ? NULL : calloc((size_t)count + 1, es);
    void *tot = malloc((size_t)count * es + 1);
    MPI_Reduce(dbuf ? dbuf : z, tot, count, dt, MPI_SUM, root, comm);
    if (me == root) { if (dbuf) memcpy(dbuf, tot, (size_t)count * es); }
    else vzero(ek, dbuf, count);
    free(z); free(tot);
}

/* ------------------------------------------------------------------------------------------ */
/* lanes and blocks (unfused gather-like collectives)                                         */

/* Gather-like collectives with lanes: lane k of every rank's block travels in one call by
 * sending W*count elements laid out lane-major, then reordering. */
static void *lanes_to_blocks(int ek, void *packed, int W, int n, int nblocks) {
    /* packed: W lanes of (nblocks*n) -> blocks of (W*n): block b holds lanes 0..W-1 of chunk b */
    size_t es = elem_size(ek);
    char *out = malloc((size_t)W * n * nblocks * es + 1);
    for (int b = 0; b < nblocks; b++)
        for (int k = 0; k < W; k++)
            memcpy(out + ((size_t)b * W + k) * n * es,
                   (char *)packed + ((size_t)k * nblocks + b) * n * es, (size_t)n * es);
    return out;
}

static void *blocks_to_lanes(int ek, void *blocks, int W, int n, int nblocks) {
    size_t es = elem_size(ek);
    char *out = malloc((size_t)W * n * nblocks * es + 1);
    for (int b = 0; b < nblocks; b++)
        for (int k = 0; k < W; k++)
            memcpy(out + ((size_t)k * nblocks + b) * n * es,
                   (char *)blocks + ((size_t)b * W + k) * n * es, (size_t)n * es);
    return out;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_IN_PLACE                                                                               */

/* MPI_IN_PLACE: the count and datatype beside it are ignored (a program may pass -1 and any
 * handle there), so the derivative never reads them: it takes this rank's block of the other
 * buffer, with the other side's count and datatype, as MPI's standard defines for each call.
 * The primal call still gets the program's own arguments. These give that block's lanes. */
static void **lanes_at(void **lanes, int W, size_t off) {
    if (!lanes) return NULL;
    void **out = malloc(sizeof(void *) * (W + 1));
    for (int k = 0; k < W; k++) out[k] = lanes[k] ? (char *)lanes[k] + off : NULL;
    return out;
}

/* MPI_IN_PLACE on a rooted call's non-root rank: erroneous in MPI; stop, naming the call */
static void in_place_root_only(const char *call, const char *side) {
    char msg[200];
    snprintf(msg, sizeof msg, "MPI_IN_PLACE as the %s buffer is valid at the root only (the MPI "
             "standard); a rank other than the root passed it", side);
    __mpiad_fail(call, msg, 0);
}

/* ------------------------------------------------------------------------------------------ */
/* mixed datatypes (a struct of floating and integer members) on Gather, Allgather, Scatter and */
/* Alltoall: their forward runs as the v-variants' plans do (dcollectives.c: the primal on the  */
/* user's buffers, the lanes on copies of the floating elements beside it); their reverse, where */
/* only the shadows travel, on copies of the floating elements as for any derived datatype.     */

int __mpiad_fwd_igatherv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                         void *rbuf, void **drbufs, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int W, int kind);
int __mpiad_fwd_iscatterv(const void *sbuf, void **dsbufs, const int *scounts, const int *displs,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs, int rcount,
                          MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req, int W,
                          int v);
int __mpiad_fwd_ialltoallv(const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W);

/* dt mixes floating and integer members */
static int coll_mixed(MPI_Datatype dt) {
    layout L;
    return layout_mixed(dt, 1, &L) ? (free(L.off), 1) : 0;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Gather / MPI_Allgather                                                                 */

/* Block b of the result is rank b's sbuf. Tangent: the dsbuf blocks are gathered the same way.
 * Adjoint: block b of drbuf goes back to rank b, added into its dsbuf (Scatter from the root;
 * for Allgather, Reduce_scatter_block sums the blocks of all ranks); drbuf is zeroed.
 * MPI_IN_PLACE (Gather: at the root; Allgather: every rank): this rank's block of rbuf is its x,
 * rcount elements of rdt. */

int __mpiad_fwd_gather(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                       void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                       int W, int all) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    if ((!in_place && coll_mixed(sdt)) || ((all || me == root) && coll_mixed(rdt))) {
        lay_io_name = all ? "MPI_Allgather" : "MPI_Gather";
        return __mpiad_fwd_igatherv(sbuf, dsbufs, scount, sdt, rbuf, drbufs, NULL, NULL, rcount,
                                    rdt, root, comm, NULL, W, all);
    }
    layout SL, RL;
    int sl = !in_place && layout_of(sdt, scount, &SL);
    int rl = layout_of(rdt, rcount * size, &RL);  /* every block, consecutive elements */
    if (sl || rl) {  /* derived: contiguous copies of both sides */
        const char *call = all ? "MPI_Allgather" : "MPI_Gather";
        if (!fused()) lay_need_fused(call);
        lay_side S, Rv;
        side_open(&S, sl, &SL, sbuf, dsbufs, W, 1);
        side_open(&Rv, rl, &RL, rbuf, drbufs, W, all || me == root);
        int rc = __mpiad_fwd_gather(S.b, S.d, sl ? SL.n : scount, sl ? SL.base : sdt, Rv.b, Rv.d,
                                    rl ? RL.n / size : rcount, rl ? RL.base : rdt, root, comm, W,
                                    all);
        side_close(&S, 0);
        side_close(&Rv, 1);
        return rc;
    }
    const void *psbuf = sbuf;  /* the primal's own send arguments */
    int pscount = scount;
    MPI_Datatype psdt = sdt;
    void **lanes = NULL;
    if (in_place) {
        if (!all && me != root) in_place_root_only("MPI_Gather", "send");
        size_t off = (size_t)me * rcount * elem_size(elem_kind(rdt));
        sbuf = (char *)rbuf + off;
        dsbufs = lanes = lanes_at(drbufs, W, off);
        scount = rcount;
        sdt = rdt;
    }
    if (elem_kind(sdt) && fused()) {
        int rc = fused_gather(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, root, comm, W,
                              all, elem_kind(sdt));
        free(lanes);
        return rc;
    }
    int rc = all ? MPI_Allgather(psbuf, pscount, psdt, rbuf, rcount, rdt, comm)
                 : MPI_Gather(psbuf, pscount, psdt, rbuf, rcount, rdt, root, comm);
    int ek = elem_kind(rdt);
    if (!ek) {  /* no derivative: an active buffer stops, named (never dropped in silence) */
        check_active(all ? "MPI_Allgather" : "MPI_Gather", psdt, in_place ? NULL : dsbufs);
        if (all || me == root) check_active(all ? "MPI_Allgather" : "MPI_Gather", rdt, drbufs);
        free(lanes);
        return rc;
    }
    check_active(all ? "MPI_Allgather" : "MPI_Gather", sdt, dsbufs);
    void *sp = pack(ek, dsbufs, W, scount);
    size_t es = elem_size(ek);
    void *rp = malloc((size_t)rcount * W * size * es + 1);
    if (all) MPI_Allgather(sp, scount * W, sdt, rp, rcount * W, rdt, comm);
    else MPI_Gather(sp, scount * W, sdt, rp, rcount * W, rdt, root, comm);
    if (all || me == root) {
        void *l = blocks_to_lanes(ek, rp, W, rcount, size);
        unpack(ek, drbufs, W, rcount * size, l);
        free(l);
    }
    free(sp); free(rp); free(lanes);
    return rc;
}

/* sbuf: the primal's (MPI_IN_PLACE or not) */
void __mpiad_rev_gather(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt, void *drbuf,
                        int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, int all) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int in_place = sbuf == MPI_IN_PLACE;
    if (in_place) {  /* the ignored count and datatype are never read */
        if (!all && me != root) in_place_root_only("MPI_Gather", "send");
        dsbuf = NULL;
        scount = rcount;
        sdt = rdt;
    }
    layout SL, RL;  /* mixed datatypes too: only the shadows travel */
    int sl = !in_place && layout_any(sdt, scount, &SL), rl = layout_any(rdt, rcount * size, &RL);
    if (sl || rl) {  /* on contiguous copies of the shadows' elements */
        lay_side S, Rv;
        side_open(&S, sl, &SL, dsbuf, NULL, 0, 1);
        side_open(&Rv, rl, &RL, drbuf, NULL, 0, all || me == root);
        __mpiad_rev_gather(sbuf, S.b, sl ? SL.n : scount, sl ? SL.base : sdt, Rv.b,
                           rl ? RL.n / size : rcount, rl ? RL.base : rdt, root, comm, all);
        side_close(&S, 1);
        side_close(&Rv, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        const char *call = all ? "MPI_Allgather" : "MPI_Gather";
        rev_check(call, sdt, dsbuf);
        if (all || me == root) rev_check(call, rdt, drbuf);
        return;
    }
    size_t es = elem_size(ek);
    void *tmp = malloc((size_t)scount * es + 1);
    if (all) {
        void *z = drbuf ? NULL : calloc((size_t)rcount * size + 1, es);
        MPI_Reduce_scatter_block(drbuf ? drbuf : z, tmp, rcount, rdt, MPI_SUM, comm);
        free(z);
    } else {
        MPI_Scatter(drbuf, rcount, rdt, tmp, scount, sdt, root, comm);
    }
    if (all || me == root) vzero(ek, drbuf, rcount * size);
    /* in place: x's adjoint is this rank's block of drbuf, zeroed just above */
    if (in_place && drbuf) dsbuf = (char *)drbuf + (size_t)me * rcount * es;
    vadd(ek, dsbuf, tmp, scount);
    free(tmp);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Scatter                                                                                */

/* Rank b's rbuf is block b of the root's sbuf. Tangent: dsbuf's blocks are scattered the same
 * way. Adjoint: each rank's drbuf is gathered to the root and added into dsbuf there; drbuf is
 * zeroed. MPI_IN_PLACE as rbuf (at the root): the root's y is its own block of sbuf, scount
 * elements of sdt. */

int __mpiad_fwd_scatter(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                        void **drbufs, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, int W) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    if ((me == root && coll_mixed(sdt)) || (rbuf != MPI_IN_PLACE && coll_mixed(rdt))) {
        lay_io_name = "MPI_Scatter";
        return __mpiad_fwd_iscatterv(sbuf, dsbufs, NULL, NULL, scount, sdt, rbuf, drbufs, rcount,
                                     rdt, root, comm, NULL, W, 0);
    }
    layout SL, RL;
    int sl = layout_of(sdt, scount * size, &SL);
    int rl = rbuf != MPI_IN_PLACE && layout_of(rdt, rcount, &RL);
    if (sl || rl) {  /* derived: contiguous copies of both sides */
        if (!fused()) lay_need_fused("MPI_Scatter");
        lay_side S, Rv;
        side_open(&S, sl, &SL, sbuf, dsbufs, W, me == root);
        side_open(&Rv, rl, &RL, rbuf, drbufs, W, 1);
        int rc = __mpiad_fwd_scatter(S.b, S.d, sl ? SL.n / size : scount, sl ? SL.base : sdt,
                                     Rv.b, Rv.d, rl ? RL.n : rcount, rl ? RL.base : rdt, root,
                                     comm, W);
        side_close(&S, 0);
        side_close(&Rv, 1);
        return rc;
    }
    void *prbuf = rbuf;  /* the primal's own receive arguments */
    int prcount = rcount;
    MPI_Datatype prdt = rdt;
    void **lanes = NULL;
    if (rbuf == MPI_IN_PLACE) {
        if (me != root) in_place_root_only("MPI_Scatter", "receive");
        size_t off = (size_t)me * scount * elem_size(elem_kind(sdt));
        rbuf = (char *)sbuf + off;
        drbufs = lanes = lanes_at(dsbufs, W, off);
        rcount = scount;
        rdt = sdt;
    }
    if (elem_kind(rdt) && fused()) {
        int rc = fused_scatter(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, root, comm, W,
                               elem_kind(rdt));
        free(lanes);
        return rc;
    }
    int rc = MPI_Scatter(sbuf, scount, sdt, prbuf, prcount, prdt, root, comm);
    int ek = elem_kind(rdt);
    if (!ek) {  /* no derivative: an active buffer stops, named */
        if (me == root) check_active("MPI_Scatter", sdt, dsbufs);
        check_active("MPI_Scatter", prdt, prbuf == MPI_IN_PLACE ? NULL : drbufs);
        free(lanes);
        return rc;
    }
    check_active("MPI_Scatter", rdt, drbufs);
    void *blocks = NULL;
    if (me == root) {
        void *sp = pack(ek, dsbufs, W, scount * size);
        blocks = lanes_to_blocks(ek, sp, W, scount, size);
        free(sp);
    }
    void *rp = malloc((size_t)rcount * W * elem_size(ek) + 1);
    MPI_Scatter(blocks, scount * W, sdt, rp, rcount * W, rdt, root, comm);
    unpack(ek, drbufs, W, rcount, rp);
    free(blocks); free(rp); free(lanes);
    return rc;
}

/* The reverse of a Scatter whose rbuf is MPI_IN_PLACE (valid at the root only): y is the root's
 * own block of sbuf, so the receive side's count and datatype are the send side's (the ignored
 * ones are never read) and y's adjoint is no buffer of its own (*drbuf NULL; the caller takes the
 * root's block of dsbuf). Shared by __mpiad_rev_scatter and second_order.c's
 * __mpiad_fwdrev_scatter. Returns whether rbuf is in place. */
static int scatter_rev_in_place(const void *rbuf, void **drbuf, int *rcount, MPI_Datatype *rdt,
                                int scount, MPI_Datatype sdt, int me, int root) {
    if (rbuf != MPI_IN_PLACE) return 0;
    if (me != root) in_place_root_only("MPI_Scatter", "receive");
    *drbuf = NULL;
    *rcount = scount;
    *rdt = sdt;
    return 1;
}

/* rbuf: the primal's (MPI_IN_PLACE or not) */
void __mpiad_rev_scatter(void *dsbuf, int scount, MPI_Datatype sdt, const void *rbuf,
                         void *drbuf, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int in_place = scatter_rev_in_place(rbuf, &drbuf, &rcount, &rdt, scount, sdt, me, root);
    layout SL, RL;
    /* mixed datatypes too: only the shadows travel */
    int sl = layout_any(sdt, scount * size, &SL), rl = !in_place && layout_any(rdt, rcount, &RL);
    if (sl || rl) {  /* on contiguous copies of the shadows' elements */
        lay_side S, Rv;
        side_open(&S, sl, &SL, dsbuf, NULL, 0, me == root);
        side_open(&Rv, rl, &RL, drbuf, NULL, 0, 1);
        __mpiad_rev_scatter(S.b, sl ? SL.n / size : scount, sl ? SL.base : sdt, rbuf, Rv.b,
                            rl ? RL.n : rcount, rl ? RL.base : rdt, root, comm);
        side_close(&S, 1);
        side_close(&Rv, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        if (me == root) rev_check("MPI_Scatter", sdt, dsbuf);
        rev_check("MPI_Scatter", rdt, drbuf);
        return;
    }
    size_t es = elem_size(ek);
    /* in place: y's adjoint is the root's own block of dsbuf (it comes back below) */
    if (in_place && dsbuf) drbuf = (char *)dsbuf + (size_t)me * scount * es;
    void *z = drbuf ? NULL : calloc((size_t)rcount + 1, es);
    void *all = me == root ? malloc((size_t)scount * size * es + 1) : NULL;
    MPI_Gather(drbuf ? drbuf : z, rcount, rdt, all, scount, sdt, root, comm);
    vzero(ek, drbuf, rcount);
    if (me == root) vadd(ek, dsbuf, all, scount * size);
    free(z); free(all);

}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Alltoall                                                                               */

/* Block b of rank r's rbuf is block r of rank b's sbuf. Tangent: the same exchange of dsbuf.
 * Adjoint: the transposed exchange (Alltoall again) of drbuf, added into dsbuf; drbuf is
 * zeroed. MPI_IN_PLACE (every rank): x is rbuf itself, rcount elements of rdt a block. */

int __mpiad_fwd_alltoall(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                         void **drbufs, int rcount, MPI_Datatype rdt, MPI_Comm comm, int W) {
    int size;
    MPI_Comm_size(comm, &size);
    if ((sbuf != MPI_IN_PLACE && coll_mixed(sdt)) || coll_mixed(rdt)) {
        lay_io_name = "MPI_Alltoall";
        return __mpiad_fwd_ialltoallv(sbuf, dsbufs, NULL, NULL, scount, sdt, rbuf, drbufs, NULL,
                                      NULL, rcount, rdt, comm, NULL, W);
    }
    layout SL, RL;
    int sl = sbuf != MPI_IN_PLACE && layout_of(sdt, scount * size, &SL);
    int rl = layout_of(rdt, rcount * size, &RL);
    if (sl || rl) {  /* derived: contiguous copies of both sides */
        if (!fused()) lay_need_fused("MPI_Alltoall");
        lay_side S, Rv;
        side_open(&S, sl, &SL, sbuf, dsbufs, W, 1);
        side_open(&Rv, rl, &RL, rbuf, drbufs, W, 1);
        int rc = __mpiad_fwd_alltoall(S.b, S.d, sl ? SL.n / size : scount, sl ? SL.base : sdt,
                                      Rv.b, Rv.d, rl ? RL.n / size : rcount,
                                      rl ? RL.base : rdt, comm, W);
        side_close(&S, 0);
        side_close(&Rv, 1);
        return rc;
    }
    const void *psbuf = sbuf;  /* the primal's own send arguments */
    int pscount = scount;
    MPI_Datatype psdt = sdt;
    if (sbuf == MPI_IN_PLACE) {  /* packed below before anything arrives */
        sbuf = rbuf;
        dsbufs = drbufs;
        scount = rcount;
        sdt = rdt;
    }
    if (elem_kind(sdt) && fused())
        return fused_alltoall(sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcount, rdt, comm, W,
                              elem_kind(sdt));
    int rc = MPI_Alltoall(psbuf, pscount, psdt, rbuf, rcount, rdt, comm);
    int ek = elem_kind(rdt);
    if (!ek) {  /* no derivative: an active buffer stops, named */
        check_active("MPI_Alltoall", psdt, psbuf == MPI_IN_PLACE ? NULL : dsbufs);
        check_active("MPI_Alltoall", rdt, drbufs);
        return rc;
    }
    check_active("MPI_Alltoall", sdt, dsbufs);
    void *sp = pack(ek, dsbufs, W, scount * size);
    void *sb = lanes_to_blocks(ek, sp, W, scount, size);
    void *rb = malloc((size_t)rcount * W * size * elem_size(ek) + 1);
    MPI_Alltoall(sb, scount * W, sdt, rb, rcount * W, rdt, comm);
    void *l = blocks_to_lanes(ek, rb, W, rcount, size);
    unpack(ek, drbufs, W, rcount * size, l);
    free(sp); free(sb); free(rb); free(l);
    return rc;
}

/* sbuf: the primal's (MPI_IN_PLACE or not) */
void __mpiad_rev_alltoall(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                          void *drbuf, int rcount, MPI_Datatype rdt, MPI_Comm comm) {
    int size0;
    MPI_Comm_size(comm, &size0);
    int in_place = sbuf == MPI_IN_PLACE;
    if (in_place) {  /* the ignored count and datatype are never read */
        dsbuf = NULL;
        scount = rcount;
        sdt = rdt;
    }
    layout SL, RL;  /* mixed datatypes too: only the shadows travel */
    int sl = !in_place && layout_any(sdt, scount * size0, &SL);
    int rl = layout_any(rdt, rcount * size0, &RL);
    if (sl || rl) {  /* on contiguous copies of the shadows' elements */
        lay_side S, Rv;
        side_open(&S, sl, &SL, dsbuf, NULL, 0, 1);
        side_open(&Rv, rl, &RL, drbuf, NULL, 0, 1);
        __mpiad_rev_alltoall(sbuf, S.b, sl ? SL.n / size0 : scount, sl ? SL.base : sdt, Rv.b,
                             rl ? RL.n / size0 : rcount, rl ? RL.base : rdt, comm);
        side_close(&S, 1);
        side_close(&Rv, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        rev_check("MPI_Alltoall", sdt, dsbuf);
        rev_check("MPI_Alltoall", rdt, drbuf);
        return;
    }
    int size;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *z = drbuf ? NULL : calloc((size_t)rcount * size + 1, es);
    void *tmp = malloc((size_t)scount * size * es + 1);
    MPI_Alltoall(drbuf ? drbuf : z, rcount, rdt, tmp, scount, sdt, comm);
    vzero(ek, drbuf, rcount * size);
    vadd(ek, in_place ? drbuf : dsbuf, tmp, scount * size);  /* in place: x's adjoint is drbuf */
    free(z); free(tmp);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Reduce_scatter_block                                                                   */

int __mpiad_fwd_ireduce_scatter(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                MPI_Comm comm, MPI_Request *req, int W);

/* MPI_SUM only: rank r's rbuf is the sum over ranks of their block r. Tangent: the same
 * reduction of dsbuf. Adjoint: every rank's drbuf is allgathered and added into dsbuf (block r
 * from rank r); drbuf is zeroed. MPI_IN_PLACE (every rank): x is rbuf's rcount * size elements,
 * of which the first rcount receive y (the rest keep their value, and their adjoint). */

int __mpiad_fwd_reduce_scatter_block(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                     int rcount, MPI_Datatype dt, MPI_Op op, MPI_Comm comm, int W) {
    int size;
    MPI_Comm_size(comm, &size);
    if (lay_derived(dt))  /* as its nonblocking form completed at once (dcollectives.c) */
        return __mpiad_fwd_ireduce_scatter(sbuf, dsbufs, rbuf, drbufs, NULL, rcount, dt, op, comm,
                                           NULL, W);
    const void *psbuf = sbuf;  /* the primal's own send buffer */
    if (sbuf == MPI_IN_PLACE) {  /* packed below before anything arrives */
        sbuf = rbuf;
        dsbufs = drbufs;
    }
    if (elem_kind(dt) && op == MPI_SUM && fused())
        return fused_reduce_scatter_block(sbuf, dsbufs, rbuf, drbufs, rcount, dt, comm, W,
                                          elem_kind(dt));
    int ek = elem_kind(dt);
    if (ek && checked_op("MPI_Reduce_scatter_block", op) != OP_SUM)
        __mpiad_fail("MPI_Reduce_scatter_block", "only MPI_SUM is differentiable here", (long long)op);
    void *sp = ek ? pack(ek, dsbufs, W, rcount * size) : NULL;  /* before rbuf changes */
    int rc = MPI_Reduce_scatter_block(psbuf, rbuf, rcount, dt, op, comm);
    if (!ek) {
        check_active("MPI_Reduce_scatter_block", dt, psbuf == MPI_IN_PLACE ? NULL : dsbufs);
        check_active("MPI_Reduce_scatter_block", dt, drbufs);
        return rc;
    }
    check_active("MPI_Reduce_scatter_block", dt, dsbufs);
    void *sb = lanes_to_blocks(ek, sp, W, rcount, size);
    void *rp = malloc((size_t)rcount * W * elem_size(ek) + 1);
    MPI_Reduce_scatter_block(sb, rp, rcount * W, dt, MPI_SUM, comm);
    unpack(ek, drbufs, W, rcount, rp);
    free(sp); free(sb); free(rp);
    return rc;
}

/* sbuf: the primal's (MPI_IN_PLACE or not) */
void __mpiad_rev_reduce_scatter_block(const void *sbuf, void *dsbuf, void *drbuf, int rcount,
                                      MPI_Datatype dt, MPI_Op op, MPI_Comm comm) {
    int size0;
    MPI_Comm_size(comm, &size0);
    int in_place = sbuf == MPI_IN_PLACE;
    if (in_place) dsbuf = NULL;
    layout SL, RL;
    if (layout_of(dt, rcount * size0, &SL)) {  /* on contiguous copies of the shadows' elements */
        if (op == MPI_SUM || op == MPI_PROD || op == MPI_MIN || op == MPI_MAX)
            __mpiad_fail("MPI_Reduce_scatter_block", "a predefined reduction op on a derived "
                         "datatype is erroneous in MPI; use a user-defined op (MPI_Op_create) "
                         "registered with mpiad_register_op_derivative", (long long)op);
        layout_of(dt, rcount, &RL);
        lay_side S, Rv;
        if (in_place)  /* one buffer: a copy of its every block, the first receiving y */
            __mpiad_fail("MPI_Reduce_scatter_block", "MPI_IN_PLACE with a derived datatype is not "
                         "differentiated yet; pass a separate send buffer", (long long)dt);
        side_open(&S, 1, &SL, dsbuf, NULL, 0, 1);
        side_open(&Rv, 1, &RL, drbuf, NULL, 0, 1);
        __mpiad_rev_reduce_scatter_block(sbuf, S.b, Rv.b, RL.n, RL.base, op, comm);
        side_close(&S, 1);
        side_close(&Rv, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(dt);
    if (!ek) {
        rev_check("MPI_Reduce_scatter_block", dt, dsbuf);
        rev_check("MPI_Reduce_scatter_block", dt, drbuf);
        return;
    }
    if (checked_op("MPI_Reduce_scatter_block", op) != OP_SUM)
        __mpiad_fail("MPI_Reduce_scatter_block", "only MPI_SUM is differentiable here", (long long)op);
    int size;
    MPI_Comm_size(comm, &size);
    size_t es = elem_size(ek);
    void *z = drbuf ? NULL : calloc((size_t)rcount + 1, es);
    void *tmp = malloc((size_t)rcount * size * es + 1);
    MPI_Allgather(drbuf ? drbuf : z, rcount, dt, tmp, rcount, dt, comm);
    vzero(ek, drbuf, rcount);
    vadd(ek, in_place ? drbuf : dsbuf, tmp, rcount * size);  /* in place: x's adjoint is drbuf */
    free(z); free(tmp);

}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Comm_free                                                                              */

/* No derivative; a communicator freed in the primal is still needed by the reverse sweep, so the
 * augmented call only forgets it and its reverse frees it. */

int __mpiad_aug_comm_free(MPI_Comm *comm) {
    *comm = MPI_COMM_NULL;
    return MPI_SUCCESS;
}

/* communicators the primal freed, until the reverse of the call that made them */
static MPI_Comm *freed_comms;
static int n_freed, cap_freed;

void __mpiad_rev_comm_free(MPI_Comm comm) {
    if (comm == MPI_COMM_NULL) return;
    if (n_freed == cap_freed) {
        cap_freed = cap_freed ? 2 * cap_freed : 8;
        freed_comms = realloc(freed_comms, sizeof(MPI_Comm) * cap_freed);
    }
    freed_comms[n_freed++] = comm;
}

/* reverse of Comm_split, Comm_dup, Cart_create, ... (rules/communicators.py): the reverse sweep
 * is done with the communicator; free it if the primal did */
void __mpiad_rev_comm_made(MPI_Comm comm) {
    for (int i = n_freed - 1; i >= 0; i--)
        if (freed_comms[i] == comm) {
            freed_comms[i] = freed_comms[--n_freed];
            MPI_Comm_free(&comm);
            return;
        }
}

/* Derived datatypes likewise: the reverse of a blocking send or receive reads the layout. */
static MPI_Datatype *freed_types;
static int n_tfreed, cap_tfreed;

int __mpiad_aug_type_free(MPI_Datatype *dt) {
    *dt = MPI_DATATYPE_NULL;
    return MPI_SUCCESS;
}

void __mpiad_rev_type_free(MPI_Datatype dt) {
    if (dt == MPI_DATATYPE_NULL) return;
    if (n_tfreed == cap_tfreed) {
        cap_tfreed = cap_tfreed ? 2 * cap_tfreed : 8;
        freed_types = realloc(freed_types, sizeof(MPI_Datatype) * cap_tfreed);
    }
    freed_types[n_tfreed++] = dt;
}

void __mpiad_rev_type_made(MPI_Datatype dt) {
    for (int i = n_tfreed - 1; i >= 0; i--)
        if (freed_types[i] == dt) {
            freed_types[i] = freed_types[--n_tfreed];
            MPI_Type_free(&dt);
            return;
        }
}
