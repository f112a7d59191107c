/* Nonblocking collectives that move data: Ibcast, Igather(v), Iallgather(v), Iscatter(v),
 * Ialltoall(v), and the blocking v-variants (Gatherv, Allgatherv, Scatterv, Alltoallv), each a
 * plan (icollectives.c) run by icoll_sweeps.c. Derived datatypes go first to dcollectives.c. */

/* ------------------------------------------------------------------------------------------ */
/* entry points: forward (`W` lanes, req NULL: the blocking call) and augmented (one shadow);    */
/* the reverse of all is __mpiad_rev_icoll. Data that carries no derivative runs the primal.    */

/* MPI_Ibcast: y = x(root); adjoint: Reduce (MPI_SUM) to the root */
int __mpiad_fwd_ibcast(void *buf, void **dbufs, int W, int count, MPI_Datatype dt, int root,
                       MPI_Comm comm, MPI_Request *req) {
    int rc;
    if (dfwd_ibcast(&rc, buf, dbufs, W, count, dt, root, comm, req)) return rc;
    if (!elem_kind(dt)) { check_active("MPI_Ibcast", dt, dbufs); return MPI_Ibcast(buf, count, dt, root, comm, req); }
    plan p;
    plan_bcast(&p, count, dt, root, comm);
    return icoll_fwd(&p, elem_kind(dt), MPI_SUM, buf, dbufs, buf, dbufs, W, req);
}

void *__mpiad_aug_ibcast(void *buf, void *dbuf, int count, MPI_Datatype dt, int root,
                         MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ibcast(&rec, buf, dbuf, count, dt, root, comm, req)) return rec;
    if (!elem_kind(dt)) {
        rev_check("MPI_Ibcast", dt, dbuf);
        MPI_Ibcast(buf, count, dt, root, comm, req);
        return NULL;
    }
    plan p;
    plan_bcast(&p, count, dt, root, comm);
    return icoll_aug(&p, elem_kind(dt), MPI_SUM, buf, dbuf, buf, dbuf, req);
}

/* Gather(v) / Allgather(v), blocking (v only) or not: rank b's x is block b of y; adjoint:
 * Scatter(v) / Reduce_scatter of the blocks' adjoint. rcounts NULL: every block rcount. */
static int gather_primal(const void *sbuf, int scount, MPI_Datatype sdt, void *rbuf,
                         const int *rcounts, const int *displs, int rcount, MPI_Datatype rdt,
                         int root, MPI_Comm comm, MPI_Request *req, int all, int v) {
    if (v && all)
        return req ? MPI_Iallgatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, comm, req)
                   : MPI_Allgatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, comm);
    if (v)
        return req ? MPI_Igatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, root, comm, req)
                   : MPI_Gatherv(sbuf, scount, sdt, rbuf, rcounts, displs, rdt, root, comm);
    return all ? MPI_Iallgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req)
               : MPI_Igather(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, req);
}

static const char *gather_name(int v, int all, int blocking) {
    static const char *names[2][2][2] = {
        {{"MPI_Igather", "MPI_Gather"}, {"MPI_Iallgather", "MPI_Allgather"}},
        {{"MPI_Igatherv", "MPI_Gatherv"}, {"MPI_Iallgatherv", "MPI_Allgatherv"}}};
    return names[v != 0][all != 0][blocking != 0];
}

/* kind: 1 for Allgather(v), + 2 for a v-variant (its counts may be NULL where MPI ignores them,
 * so the call is named by its rule, not by them) */
int __mpiad_fwd_igatherv(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt,
                         void *rbuf, void **drbufs, const int *rcounts, const int *displs,
                         int rcount, MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req,
                         int W, int kind) {
    int drc, all = kind & 1, v = kind >> 1;
    if (dfwd_igatherv(&drc, sbuf, dsbufs, scount, sdt, rbuf, drbufs, rcounts, displs, rcount, rdt,
                      root, comm, req, W, kind))
        return drc;
    plan p;
    plan_gather(&p, gather_name(v, all, req == NULL), all, sbuf, scount, sdt, rcounts, displs,
                rcount, rdt, root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.sdt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
    plan_free(&p);
    return gather_primal(sbuf, scount, sdt, rbuf, rcounts, displs, rcount, rdt, root, comm, req, all,
                         v);
}

void *__mpiad_aug_igatherv(const void *sbuf, void *dsbuf, int scount, MPI_Datatype sdt,
                           void *rbuf, void *drbuf, const int *rcounts, const int *displs,
                           int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                           MPI_Request *req, int kind) {
    void *rec;
    int all = kind & 1, v = kind >> 1;
    if (daug_igatherv(&rec, sbuf, dsbuf, scount, sdt, rbuf, drbuf, rcounts, displs, rcount, rdt,
                      root, comm, req, kind))
        return rec;
    plan p;
    plan_gather(&p, gather_name(v, all, req == NULL), all, sbuf, scount, sdt, rcounts, displs,
                rcount, rdt, root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    gather_primal(sbuf, scount, sdt, rbuf, rcounts, displs, rcount, rdt, root, comm, req, all, v);
    return NULL;
}

/* Scatter(v): block b of the root's x is rank b's y; adjoint: Gather(v). scounts NULL: every
 * block scount. */
static int scatter_primal(const void *sbuf, const int *scounts, const int *displs, int scount,
                          MPI_Datatype sdt, void *rbuf, int rcount, MPI_Datatype rdt, int root,
                          MPI_Comm comm, MPI_Request *req, int v) {
    if (v)
        return req ? MPI_Iscatterv(sbuf, scounts, displs, sdt, rbuf, rcount, rdt, root, comm, req)
                   : MPI_Scatterv(sbuf, scounts, displs, sdt, rbuf, rcount, rdt, root, comm);
    return MPI_Iscatter(sbuf, scount, sdt, rbuf, rcount, rdt, root, comm, req);
}

static const char *scatter_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Scatterv" : "MPI_Iscatterv") : "MPI_Iscatter";
}

/* v: 1 for Scatterv / Iscatterv (scounts may be NULL off the root) */
int __mpiad_fwd_iscatterv(const void *sbuf, void **dsbufs, const int *scounts, const int *displs,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs, int rcount,
                          MPI_Datatype rdt, int root, MPI_Comm comm, MPI_Request *req, int W,
                          int v) {
    int drc;
    if (dfwd_iscatterv(&drc, sbuf, dsbufs, scounts, displs, scount, sdt, rbuf, drbufs, rcount,
                       rdt, root, comm, req, W, v))
        return drc;
    plan p;
    plan_scatter(&p, scatter_name(v, req == NULL), scounts, displs, scount, sdt, rbuf, rcount, rdt,
                 root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.rdt, rbuf == MPI_IN_PLACE ? dsbufs : drbufs);
    plan_free(&p);
    return scatter_primal(sbuf, scounts, displs, scount, sdt, rbuf, rcount, rdt, root, comm, req,
                          v);
}

void *__mpiad_aug_iscatterv(const void *sbuf, void *dsbuf, const int *scounts,
                            const int *displs, int scount, MPI_Datatype sdt, void *rbuf,
                            void *drbuf, int rcount, MPI_Datatype rdt, int root, MPI_Comm comm,
                            MPI_Request *req, int v) {
    void *rec;
    if (daug_iscatterv(&rec, sbuf, dsbuf, scounts, displs, scount, sdt, rbuf, drbuf, rcount, rdt,
                       root, comm, req, v))
        return rec;
    plan p;
    plan_scatter(&p, scatter_name(v, req == NULL), scounts, displs, scount, sdt, rbuf, rcount, rdt,
                 root, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, dsbuf, rbuf == MPI_IN_PLACE ? NULL : drbuf);
    plan_free(&p);
    scatter_primal(sbuf, scounts, displs, scount, sdt, rbuf, rcount, rdt, root, comm, req, v);
    return NULL;
}


/* Alltoall(v): block r of rank b's x is block b of rank r's y; adjoint: the same exchange
 * transposed. scounts / rcounts NULL: every block scount / rcount. The receive counts name
 * the v-variant: MPI reads them on every rank, the send counts not beside MPI_IN_PLACE. */
static int alltoall_primal(const void *sbuf, const int *scounts, const int *sdispls, int scount,
                           MPI_Datatype sdt, void *rbuf, const int *rcounts, const int *rdispls,
                           int rcount, MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req) {
    if (rcounts)
        return req ? MPI_Ialltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt, comm, req)
                   : MPI_Alltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls, rdt, comm);
    return MPI_Ialltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req);
}

static const char *alltoall_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Alltoallv" : "MPI_Ialltoallv") : "MPI_Ialltoall";
}

int __mpiad_fwd_ialltoallv(const void *sbuf, void **dsbufs, const int *scounts,
                           const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                           void **drbufs, const int *rcounts, const int *rdispls, int rcount,
                           MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int W) {
    int drc;
    if (dfwd_ialltoallv(&drc, sbuf, dsbufs, scounts, sdispls, scount, sdt, rbuf, drbufs, rcounts,
                        rdispls, rcount, rdt, comm, req, W))
        return drc;
    plan p;
    plan_alltoall(&p, alltoall_name(rcounts != NULL, req == NULL), sbuf, scounts, sdispls, scount,
                  sdt, rcounts, rdispls, rcount, rdt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, p.sdt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
    plan_free(&p);
    return alltoall_primal(sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount,
                           rdt, comm, req);
}

void *__mpiad_aug_ialltoallv(const void *sbuf, void *dsbuf, const int *scounts,
                             const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                             void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                             MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ialltoallv(&rec, sbuf, dsbuf, scounts, sdispls, scount, sdt, rbuf, drbuf, rcounts,
                        rdispls, rcount, rdt, comm, req))
        return rec;
    plan p;
    plan_alltoall(&p, alltoall_name(rcounts != NULL, req == NULL), sbuf, scounts, sdispls, scount,
                  sdt, rcounts, rdispls, rcount, rdt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    alltoall_primal(sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount, rdt, comm,
                    req);
    return NULL;
}

