/* Nonblocking reductions: Ireduce_scatter(_block) (and the blocking Reduce_scatter), Iallreduce,
 * Ireduce, Iscan, Iexscan, each a plan (icollectives.c) run by icoll_sweeps.c. Derived datatypes
 * go first to dcollectives.c. */

/* Reduce_scatter(_block), MPI_SUM: rank r's y is the sum over ranks of their block r; adjoint:
 * Allgather(v) of dy. rcounts NULL: every block rcount. */
static int rs_primal(const void *sbuf, void *rbuf, const int *rcounts, int rcount,
                     MPI_Datatype dt, MPI_Op op, MPI_Comm comm, MPI_Request *req) {
    if (rcounts)
        return req ? MPI_Ireduce_scatter(sbuf, rbuf, rcounts, dt, op, comm, req)
                   : MPI_Reduce_scatter(sbuf, rbuf, rcounts, dt, op, comm);
    return req ? MPI_Ireduce_scatter_block(sbuf, rbuf, rcount, dt, op, comm, req)
               : MPI_Reduce_scatter_block(sbuf, rbuf, rcount, dt, op, comm);
}

static const char *rs_name(int v, int blocking) {
    return v ? (blocking ? "MPI_Reduce_scatter" : "MPI_Ireduce_scatter")
             : (blocking ? "MPI_Reduce_scatter_block" : "MPI_Ireduce_scatter_block");
}

int __mpiad_fwd_ireduce_scatter(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                                const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                MPI_Comm comm, MPI_Request *req, int W) {
    int drc;
    if (dfwd_ireduce_scatter(&drc, sbuf, dsbufs, rbuf, drbufs, rcounts, rcount, dt, op, comm, req,
                             W))
        return drc;
    plan p;
    plan_rs(&p, rs_name(rcounts != NULL, req == NULL), sbuf, rcounts, rcount, dt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_fwd(&p, ek, op, sbuf, dsbufs, rbuf, drbufs, W, req);
    check_active(p.name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);

    plan_free(&p);
    return rs_primal(sbuf, rbuf, rcounts, rcount, dt, op, comm, req);
}

void *__mpiad_aug_ireduce_scatter(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf,
                                  const int *rcounts, int rcount, MPI_Datatype dt, MPI_Op op,
                                  MPI_Comm comm, MPI_Request *req) {
    void *rec;
    if (daug_ireduce_scatter(&rec, sbuf, dsbuf, rbuf, drbuf, rcounts, rcount, dt, op, comm, req))
        return rec;
    plan p;
    plan_rs(&p, rs_name(rcounts != NULL, req == NULL), sbuf, rcounts, rcount, dt, comm);
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    if (ek) return icoll_aug(&p, ek, op, sbuf, dsbuf, rbuf, drbuf, req);
    icoll_rev_check(&p, sbuf == MPI_IN_PLACE ? NULL : dsbuf, drbuf);
    plan_free(&p);
    rs_primal(sbuf, rbuf, rcounts, rcount, dt, op, comm, req);
    return NULL;
}

/* the reduction's name (req NULL: the blocking call, for derived datatypes) */
static const char *red_name(int root, MPI_Request *req) {
    return root < 0 ? (req ? "MPI_Iallreduce" : "MPI_Allreduce")
                    : (req ? "MPI_Ireduce" : "MPI_Reduce");
}

/* Iallreduce (root < 0) / Ireduce: the derivatives of Allreduce / Reduce (reductions.c), with
 * MPI_IN_PLACE and MINLOC / MAXLOC pairs (the plan's pk: icoll_sweeps.c's RM_LOC) */
int __mpiad_fwd_iallreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                           int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                           MPI_Request *req) {
    const char *name = red_name(root, req);
    int drc;
    if (dfwd_iallreduce(&drc, name, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm, req))
        return drc;
    if (!elem_kind(dt) && !pair_kind(dt)) {
        check_active(name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
        return root < 0 ? MPI_Iallreduce(sbuf, rbuf, count, dt, op, comm, req)
                        : MPI_Ireduce(sbuf, rbuf, count, dt, op, root, comm, req);
    }
    plan p;
    plan_red(&p, name, count, dt, root, comm);
    return icoll_fwd(&p, coll_kind(&p, sbuf, rbuf, 1), op, sbuf, dsbufs, rbuf, drbufs, W, req);
}

void *__mpiad_aug_iallreduce(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                             MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                             MPI_Request *req) {
    const char *name = red_name(root, req);
    void *rec;
    if (daug_iallreduce(&rec, name, sbuf, dsbuf, rbuf, drbuf, count, dt, op, root, comm, req))
        return rec;
    if (!elem_kind(dt) && !pair_kind(dt)) {
        rev_check(name, dt, sbuf == MPI_IN_PLACE ? drbuf : dsbuf);
        rev_check(name, dt, drbuf);
        if (root < 0) MPI_Iallreduce(sbuf, rbuf, count, dt, op, comm, req);
        else MPI_Ireduce(sbuf, rbuf, count, dt, op, root, comm, req);
        return NULL;
    }
    plan p;
    plan_red(&p, name, count, dt, root, comm);
    return icoll_aug(&p, coll_kind(&p, sbuf, rbuf, 1), op, sbuf, dsbuf, rbuf, drbuf, req);
}

/* Iscan / Iexscan (ex 1): the derivatives of Scan / Exscan (scans.c), with MPI_IN_PLACE; MINLOC /
 * MAXLOC pairs (and the blocking Scan / Exscan's, run here completed at once): the winner among
 * the ranks each result reduces */
int __mpiad_fwd_iscan(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                      int count, MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm,
                      MPI_Request *req) {
    const char *name = ex ? (req ? "MPI_Iexscan" : "MPI_Exscan") : (req ? "MPI_Iscan" : "MPI_Scan");
    int drc;
    if (dfwd_iscan(&drc, name, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, ex, comm, req))
        return drc;
    if (!elem_kind(dt) && !pair_kind(dt)) {
        check_active(name, dt, sbuf == MPI_IN_PLACE ? drbufs : dsbufs);
        return ex ? MPI_Iexscan(sbuf, rbuf, count, dt, op, comm, req)
                  : MPI_Iscan(sbuf, rbuf, count, dt, op, comm, req);
    }
    plan p;
    plan_scan(&p, name, count, dt, ex, comm);
    return icoll_fwd(&p, coll_kind(&p, sbuf, rbuf, 1), op, sbuf, dsbufs, rbuf, drbufs, W, req);
}

void *__mpiad_aug_iscan(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                        MPI_Datatype dt, MPI_Op op, int ex, MPI_Comm comm, MPI_Request *req) {
    const char *name = ex ? (req ? "MPI_Iexscan" : "MPI_Exscan") : (req ? "MPI_Iscan" : "MPI_Scan");
    void *rec;
    if (daug_iscan(&rec, name, sbuf, dsbuf, rbuf, drbuf, count, dt, op, ex, comm, req)) return rec;
    if (!elem_kind(dt) && !pair_kind(dt)) {
        rev_check(name, dt, sbuf == MPI_IN_PLACE ? drbuf : dsbuf);
        rev_check(name, dt, drbuf);
        if (ex) MPI_Iexscan(sbuf, rbuf, count, dt, op, comm, req);
        else MPI_Iscan(sbuf, rbuf, count, dt, op, comm, req);
        return NULL;
    }
    plan p;
    plan_scan(&p, name, count, dt, ex, comm);
    return icoll_aug(&p, coll_kind(&p, sbuf, rbuf, 1), op, sbuf, dsbuf, rbuf, drbuf, req);
}
