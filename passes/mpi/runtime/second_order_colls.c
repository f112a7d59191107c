/* Second order (second_order.c) of the blocking collectives whose reverse helpers move blocks:
 * Gather, Allgather, Scatter, Alltoall, Reduce_scatter_block (their forward sweep runs the primal
 * call, whose forward rule gives its tangent; the reverse helpers are fixed linear maps of the
 * adjoint buffers, so the same maps move [adjoint | tangent lanes]). Derived datatypes run on
 * contiguous copies (so2_side). Uses second_order.c and everything before it. */

/* ------------------------------------------------------------------------------------------ */
/* Gather / Allgather / Scatter (the augmented sweep runs the primal call, whose forward rule   */
/* gives its tangent; the reverse helpers are fixed linear maps of the adjoint buffers)         */

/* nb blocks of n elements, block b of the message [d_b | td[0]_b | ... | td[W-1]_b]
 * (lanes_at, collectives.c: a block's lanes) */
static void *lbpack(int ek, const void *d, void **td, int W, int n, int nb) {
    size_t len = (size_t)n * elem_size(ek), m = (size_t)W + 1;
    char *p = calloc(1, len * m * nb + 1);
    for (int b = 0; b < nb; b++) {
        if (d) memcpy(p + len * m * b, (const char *)d + len * b, len);
        for (int k = 0; k < W; k++)
            if (td && td[k]) memcpy(p + len * (m * b + k + 1), (const char *)td[k] + len * b, len);
    }
    return p;
}

/* the reverse of lbpack, added: d_b and each lane's block b += their parts of p's block b */
static void lbadd(int ek, void *d, void **td, int W, const void *p, int n, int nb) {
    size_t len = (size_t)n * elem_size(ek), m = (size_t)W + 1;
    for (int b = 0; b < nb; b++) {
        void **tb = lanes_at(td, W, len * b);
        lvadd(ek, d ? (char *)d + len * b : NULL, tb, W, (const char *)p + len * m * b, n);
        free(tb);
    }
}

/* __mpiad_rev_gather with lanes: the holders' [drbuf | lanes] blocks go back to their senders
 * (Scatter; Allgather: Reduce_scatter_block of the sums), added into [dsbuf | lanes] */
void __mpiad_fwdrev_gather(const void *sbuf, void *dsbuf, void **tdsbufs, int scount,
                           MPI_Datatype sdt, void *drbuf, void **tdrbufs, int rcount,
                           MPI_Datatype rdt, int root, MPI_Comm comm, int all, int W) {
    const char *call = all ? "MPI_Allgather" : "MPI_Gather";
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int in_place = sbuf == MPI_IN_PLACE, holds = all || me == root;
    if (in_place) {  /* the ignored count and datatype are never read */
        if (!all && me != root) in_place_root_only(call, "send");
        dsbuf = NULL;
        tdsbufs = NULL;
        scount = rcount;
        sdt = rdt;
    }
    so2_side S, R;
    memset(&S, 0, sizeof S);
    int sl = !in_place && so2_open_coll(&S, call, sdt, scount, dsbuf, tdsbufs, W, 1, 1);
    int rl = so2_open_coll(&R, call, rdt, rcount * size, drbuf, tdrbufs, W, 0, holds);
    if (sl || rl) {  /* derived: on contiguous copies (so2_side) */
        __mpiad_fwdrev_gather(sbuf, sl ? S.b : dsbuf, sl ? S.t : tdsbufs, sl ? S.L.n : scount,
                              sl ? S.L.base : sdt, R.b, R.t, rl ? R.L.n / size : rcount,
                              rl ? R.L.base : rdt, root, comm, all, W);
        so2_close(&S, 1);
        so2_close(&R, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        rev_check(call, sdt, dsbuf);
        if (holds) rev_check(call, rdt, drbuf);
        return;
    }
    size_t es = elem_size(ek);
    int m = W + 1;
    void *in = holds ? lbpack(ek, drbuf, tdrbufs, W, rcount, size) : NULL;
    void *tmp = malloc((size_t)scount * m * es + 1);
    if (all) MPI_Reduce_scatter_block(in, tmp, rcount * m, rdt, MPI_SUM, comm);
    else MPI_Scatter(in, rcount * m, rdt, tmp, scount * m, sdt, root, comm);
    if (holds) lvzero(ek, drbuf, tdrbufs, W, rcount * size);
    void **tl = NULL;
    if (in_place && drbuf) {  /* x's adjoint is this rank's block of drbuf, zeroed just above */
        size_t off = (size_t)me * rcount * es;
        dsbuf = (char *)drbuf + off;
        tdsbufs = tl = lanes_at(tdrbufs, W, off);
    }
    lvadd(ek, dsbuf, tdsbufs, W, tmp, scount);
    free(tl); free(in); free(tmp);
}

/* __mpiad_rev_scatter with lanes: each rank's [drbuf | lanes] is gathered to the root and added
 * block by block into [dsbuf | lanes] there */
void __mpiad_fwdrev_scatter(void *dsbuf, void **tdsbufs, int scount, MPI_Datatype sdt,
                            const void *rbuf, void *drbuf, void **tdrbufs, int rcount,
                            MPI_Datatype rdt, int root, MPI_Comm comm, int W) {
    int me, size;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int in_place = scatter_rev_in_place(rbuf, &drbuf, &rcount, &rdt, scount, sdt, me, root);
    if (in_place) tdrbufs = NULL;
    so2_side S, R;
    memset(&R, 0, sizeof R);
    /* (in place, y's adjoint in the root's block of zeros is zeroed and added back: the
     * user's block keeps its own) */
    int sl = so2_open_coll(&S, "MPI_Scatter", sdt, scount * size, dsbuf, tdsbufs, W, 1,
                           me == root);
    int rl = !in_place && so2_open_coll(&R, "MPI_Scatter", rdt, rcount, drbuf, tdrbufs, W, 0, 1);
    if (sl || rl) {  /* derived: on contiguous copies (so2_side) */
        __mpiad_fwdrev_scatter(S.b, S.t, sl ? S.L.n / size : scount, sl ? S.L.base : sdt, rbuf,
                               rl ? R.b : drbuf, rl ? R.t : tdrbufs, rl ? R.L.n : rcount,
                               rl ? R.L.base : rdt, root, comm, W);
        so2_close(&S, 1);
        so2_close(&R, 1);
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
    int m = W + 1;
    void **tl = NULL;
    if (in_place && dsbuf) {  /* y's adjoint is the root's own block of dsbuf (it comes back) */
        size_t off = (size_t)me * scount * es;
        drbuf = (char *)dsbuf + off;
        tdrbufs = tl = lanes_at(tdsbufs, W, off);
    }
    void *in = lpack(ek, drbuf, tdrbufs, W, rcount);
    void *got = me == root ? malloc((size_t)scount * m * size * es + 1) : NULL;
    MPI_Gather(in, rcount * m, rdt, got, scount * m, sdt, root, comm);
    lvzero(ek, drbuf, tdrbufs, W, rcount);
    if (me == root) lbadd(ek, dsbuf, tdsbufs, W, got, scount, size);
    free(tl); free(in); free(got);
}

/* ------------------------------------------------------------------------------------------ */
/* Alltoall / Reduce_scatter_block (the augmented sweep runs the primal call, whose forward rule */
/* gives its tangent; the reverse helpers are fixed linear maps of the adjoint buffers)         */

/* __mpiad_rev_alltoall with lanes: block b of [drbuf | lanes] goes back to rank b, the blocks
 * received are added into [dsbuf | lanes] (in place: into [drbuf | lanes], zeroed first) */
void __mpiad_fwdrev_alltoall(const void *sbuf, void *dsbuf, void **tdsbufs, int scount,
                             MPI_Datatype sdt, void *drbuf, void **tdrbufs, int rcount,
                             MPI_Datatype rdt, MPI_Comm comm, int W) {
    int size;
    MPI_Comm_size(comm, &size);
    int in_place = sbuf == MPI_IN_PLACE;
    if (in_place) {  /* the ignored count and datatype are never read */
        dsbuf = NULL;
        tdsbufs = NULL;
        scount = rcount;
        sdt = rdt;
    }
    so2_side S, R;
    memset(&S, 0, sizeof S);
    int sl = !in_place && so2_open_coll(&S, "MPI_Alltoall", sdt, scount * size, dsbuf, tdsbufs,
                                        W, 1, 1);
    int rl = so2_open_coll(&R, "MPI_Alltoall", rdt, rcount * size, drbuf, tdrbufs, W, 0, 1);
    if (sl || rl) {  /* derived: on contiguous copies (so2_side) */
        __mpiad_fwdrev_alltoall(sbuf, sl ? S.b : dsbuf, sl ? S.t : tdsbufs,
                                sl ? S.L.n / size : scount, sl ? S.L.base : sdt, R.b, R.t,
                                rl ? R.L.n / size : rcount, rl ? R.L.base : rdt, comm, W);
        so2_close(&S, 1);
        so2_close(&R, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        rev_check("MPI_Alltoall", sdt, dsbuf);
        rev_check("MPI_Alltoall", rdt, drbuf);
        return;
    }
    int m = W + 1;
    void *in = lbpack(ek, drbuf, tdrbufs, W, rcount, size);
    void *tmp = malloc((size_t)scount * m * size * elem_size(ek) + 1);
    MPI_Alltoall(in, rcount * m, rdt, tmp, scount * m, sdt, comm);
    lvzero(ek, drbuf, tdrbufs, W, rcount * size);
    if (in_place) lbadd(ek, drbuf, tdrbufs, W, tmp, scount, size);
    else lbadd(ek, dsbuf, tdsbufs, W, tmp, scount, size);
    free(in); free(tmp);
}

/* __mpiad_rev_reduce_scatter_block with lanes (MPI_SUM): every rank's [drbuf | lanes] is
 * allgathered and added block by block into [dsbuf | lanes] (in place: [drbuf | lanes], whose
 * first rcount elements are zeroed first) */
void __mpiad_fwdrev_reduce_scatter_block(const void *sbuf, void *dsbuf, void **tdsbufs,
                                         void *drbuf, void **tdrbufs, int rcount,
                                         MPI_Datatype dt, MPI_Op op, MPI_Comm comm, int W) {
    const char *call = "MPI_Reduce_scatter_block";
    int size;
    MPI_Comm_size(comm, &size);
    int in_place = sbuf == MPI_IN_PLACE;
    if (in_place) {
        dsbuf = NULL;
        tdsbufs = NULL;
    }
    so2_plain(call, dt, rcount * size);
    coll_rev_begin();
    int ek = elem_kind(dt);
    if (!ek) {
        rev_check(call, dt, dsbuf);
        rev_check(call, dt, drbuf);
        return;
    }
    if (checked_op(call, op) != OP_SUM)
        __mpiad_fail(call, "only MPI_SUM is differentiable here", (long long)op);
    int m = W + 1;
    void *in = lpack(ek, drbuf, tdrbufs, W, rcount);
    void *tmp = malloc((size_t)rcount * m * size * elem_size(ek) + 1);
    MPI_Allgather(in, rcount * m, dt, tmp, rcount * m, dt, comm);
    lvzero(ek, drbuf, tdrbufs, W, rcount);
    if (in_place) lbadd(ek, drbuf, tdrbufs, W, tmp, rcount, size);
    else lbadd(ek, dsbuf, tdsbufs, W, tmp, rcount, size);
    free(in); free(tmp);
}
