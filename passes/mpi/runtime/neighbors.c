/* Neighbourhood collectives: MPI_Neighbor_allgather and MPI_Neighbor_alltoall; below, their
 * v-variants and nonblocking forms (on icollectives.c's plans). Uses common.h, fusion.c (bpack /
 * bunpack), ordering.c, icollectives.c and icoll_sweeps.c.
 *
 * Tangent (any topology): each block travels as [primal | W lanes] in the one primal call, as a
 * fused message does. Adjoint (Cartesian topologies): on a Cartesian communicator, what a rank
 * sends in neighbour slot s arrives in slot s^1 of that neighbour (its -1 and +1 neighbours
 * along each dimension swap), so the transposed exchange is a Neighbor_alltoall of the receive
 * adjoints on the same communicator: block j of drbuf goes back to neighbour j and is added into
 * the send block (Neighbor_alltoall) or into the one send buffer (Neighbor_allgather). Receive
 * blocks from MPI_PROC_NULL are left alone by MPI, and so are their tangents and adjoints. On a
 * graph topology (MPI_Dist_graph_create(_adjacent), MPI_Graph_create) the transposed exchange
 * runs on the reversed graph (nb_reversed), made from MPI_Dist_graph_neighbors when the reverse
 * sweep needs it and freed after. */

/* the neighbour ranks of comm (in the order of MPI's neighbourhood collectives): sources into
 * src[0..*nin), *nout destinations */
static int *nb_sources(const char *call, MPI_Comm comm, int *nin, int *nout) {
    int topo;
    MPI_Topo_test(comm, &topo);
    if (topo == MPI_CART) {
        int nd;
        MPI_Cartdim_get(comm, &nd);
        int *src = malloc(sizeof(int) * (2 * nd + 1));
        for (int d = 0; d < nd; d++) {
            int lo, hi;
            MPI_Cart_shift(comm, d, 1, &lo, &hi);
            src[2 * d] = lo;
            src[2 * d + 1] = hi;
        }
        *nin = *nout = 2 * nd;
        return src;
    }
    if (topo == MPI_DIST_GRAPH) {
        int w;
        MPI_Dist_graph_neighbors_count(comm, nin, nout, &w);
        int *src = malloc(sizeof(int) * (*nin + 1));
        int *dst = malloc(sizeof(int) * (*nout + 1));
        MPI_Dist_graph_neighbors(comm, *nin, src, MPI_UNWEIGHTED, *nout, dst, MPI_UNWEIGHTED);
        free(dst);
        return src;
    }
    if (topo == MPI_GRAPH) {
        int me;
        MPI_Comm_rank(comm, &me);
        MPI_Graph_neighbors_count(comm, me, nin);
        *nout = *nin;
        int *src = malloc(sizeof(int) * (*nin + 1));
        MPI_Graph_neighbors(comm, me, *nin, src);
        return src;
    }
    __mpiad_fail(call, "the communicator has no topology", 0);
}

/* The communicator of the transposed exchange on a graph topology: the reversed graph, where
 * this rank's sources become its destinations and its destinations its sources, each in MPI's
 * order, so the adjoint of receive block j goes back to source j and the adjoint of send block k
 * arrives from destination k (several edges between two ranks pair in order, as the primal's
 * do). MPI_COMM_NULL on a Cartesian topology (sources = destinations: comm itself serves).
 * Collective on comm: called where every rank reverses the call in one order. */
static MPI_Comm nb_reversed(MPI_Comm comm) {
    int topo, nin, nout, w;
    MPI_Topo_test(comm, &topo);
    if (topo != MPI_DIST_GRAPH && topo != MPI_GRAPH) return MPI_COMM_NULL;
    int *src, *dst;
    if (topo == MPI_DIST_GRAPH) {
        MPI_Dist_graph_neighbors_count(comm, &nin, &nout, &w);
        src = malloc(sizeof(int) * (nin + 1));
        dst = malloc(sizeof(int) * (nout + 1));
        MPI_Dist_graph_neighbors(comm, nin, src, MPI_UNWEIGHTED, nout, dst, MPI_UNWEIGHTED);
    } else {
        int me;
        MPI_Comm_rank(comm, &me);
        MPI_Graph_neighbors_count(comm, me, &nin);
        nout = nin;
        src = malloc(sizeof(int) * (nin + 1));
        MPI_Graph_neighbors(comm, me, nin, src);
        dst = malloc(sizeof(int) * (nin + 1));
        memcpy(dst, src, sizeof(int) * (nin + 1));
    }
    MPI_Comm rc;
    MPI_Dist_graph_create_adjacent(comm, nout, dst, MPI_UNWEIGHTED, nin, src, MPI_UNWEIGHTED,
                                   MPI_INFO_NULL, 0, &rc);
    free(src); free(dst);
    return rc;
}

/* all: Neighbor_allgather (one send block for every neighbour); else Neighbor_alltoall */
int __mpiad_fwd_neighbor(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                         void **drbufs, int rcount, MPI_Datatype rdt, MPI_Comm comm, int W, int all) {
    const char *call = all ? "MPI_Neighbor_allgather" : "MPI_Neighbor_alltoall";
    if (lay_derived(sdt) || lay_derived(rdt))  /* on copies (dcollectives.c) */
        return __mpiad_fwd_ineighbor(sbuf, dsbufs, NULL, NULL, scount, sdt, rbuf, drbufs, NULL,
                                     NULL, rcount, rdt, comm, NULL, W, all);
    int ek = elem_kind(rdt);
    if (!ek) {
        check_active(call, sdt, dsbufs);
        check_active(call, rdt, drbufs);
        return all ? MPI_Neighbor_allgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm)
                   : MPI_Neighbor_alltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm);
    }
    check_active(call, sdt, dsbufs);
    int nin, nout;
    int *src = nb_sources(call, comm, &nin, &nout);
    size_t es = elem_size(ek);
    int sblocks = all ? 1 : nout;
    char *sp = malloc((size_t)sblocks * scount * (W + 1) * es + 1);
    for (int j = 0; j < sblocks; j++)
        bpack(ek, 1, sp + (size_t)j * scount * (W + 1) * es, sbuf, dsbufs, W, scount,
              (long)j * scount);
    char *rp = malloc((size_t)nin * rcount * (W + 1) * es + 1);
    int rc = all ? MPI_Neighbor_allgather(sp, scount * (W + 1), sdt, rp, rcount * (W + 1), rdt, comm)
                 : MPI_Neighbor_alltoall(sp, scount * (W + 1), sdt, rp, rcount * (W + 1), rdt, comm);
    for (int j = 0; j < nin; j++)
        if (src[j] != MPI_PROC_NULL)
            bunpack(ek, 1, rp + (size_t)j * rcount * (W + 1) * es, rbuf, drbufs, W, rcount,
                    (long)j * rcount);
    free(sp); free(rp); free(src);
    return rc;
}

void __mpiad_rev_neighbor(void *dsbuf, int scount, MPI_Datatype sdt, void *drbuf, int rcount,
                          MPI_Datatype rdt, MPI_Comm comm, int all) {
    const char *call = all ? "MPI_Neighbor_allgather" : "MPI_Neighbor_alltoall";
    layout SL, RL;
    int nin0, nout0;
    if (lay_derived(sdt) || lay_derived(rdt)) {  /* on contiguous copies of the shadows */
        free(nb_sources(call, comm, &nin0, &nout0));
        int sl = layout_of(sdt, scount * (all ? 1 : nout0), &SL);
        int rl = layout_of(rdt, rcount * nin0, &RL);
        lay_side S, Rv;
        side_open(&S, sl, &SL, dsbuf, NULL, 0, 1);
        side_open(&Rv, rl, &RL, drbuf, NULL, 0, 1);
        __mpiad_rev_neighbor(S.b, sl ? scount * lay_per(sdt, SL.ek) : scount, sl ? SL.base : sdt,
                             Rv.b, rl ? rcount * lay_per(rdt, RL.ek) : rcount,
                             rl ? RL.base : rdt, comm, all);
        side_close(&S, 1);
        side_close(&Rv, 1);
        return;
    }
    coll_rev_begin();
    int ek = elem_kind(rdt);
    if (!ek) {
        rev_check(call, sdt, dsbuf);
        rev_check(call, rdt, drbuf);
        return;
    }
    int nin, nout, topo;
    int *src = nb_sources(call, comm, &nin, &nout);
    MPI_Topo_test(comm, &topo);
    int cart = topo == MPI_CART;  /* sources = destinations; MPI_PROC_NULL blocks untouched */
    MPI_Comm rc = nb_reversed(comm);
    size_t es = elem_size(ek);
    char *d = calloc((size_t)nin * rcount + 1, es);
    if (drbuf) memcpy(d, drbuf, (size_t)nin * rcount * es);
    char *g = calloc((size_t)nout * scount + 1, es);
    MPI_Neighbor_alltoall(d, rcount, rdt, g, scount, sdt, rc == MPI_COMM_NULL ? comm : rc);
    if (rc != MPI_COMM_NULL) MPI_Comm_free(&rc);
    for (int j = 0; dsbuf && j < nout; j++) {
        if (cart && src[j] == MPI_PROC_NULL) continue;
        vadd(ek, (char *)dsbuf + (all ? 0 : (size_t)j * scount * es), g + (size_t)j * scount * es,
             scount);
    }
    for (int j = 0; j < nin; j++)
        if (!(cart && src[j] == MPI_PROC_NULL) && drbuf)
            vzero(ek, (char *)drbuf + (size_t)j * rcount * es, rcount);
    free(d); free(g); free(src);
}

/* ------------------------------------------------------------------------------------------ */
/* neighbourhood collectives: Neighbor_allgatherv, Neighbor_alltoallv and the nonblocking      */
/* Ineighbor_allgather(v), Ineighbor_alltoall(v) (the blocking Neighbor_allgather / alltoall:  */
/* neighbors.c)                                                                                */

/* Send block j goes to neighbour j, receive block j comes from neighbour j (neighbors.c's
 * nb_sources gives their ranks); every derivative message is a Neighbor_alltoallv of the packed
 * blocks. Blocks of MPI_PROC_NULL neighbours count 0 (MPI leaves their receive blocks as they
 * were, and so their tangents and adjoints). The adjoint is the transposed exchange (on a graph
 * topology, on the reversed graph: nb_reversed): block j of the receive adjoint goes back to
 * neighbour j and is added into the send block it came from (allgather: the one send buffer).
 * scounts / rcounts NULL: every block scount / rcount; sdispls NULL: packed (all: 0). */

static const char *nb_name(int all, int v, int blocking) {
    static const char *names[2][2][2] = {
        {{"MPI_Ineighbor_alltoall", "MPI_Neighbor_alltoall"},
         {"MPI_Ineighbor_alltoallv", "MPI_Neighbor_alltoallv"}},
        {{"MPI_Ineighbor_allgather", "MPI_Neighbor_allgather"},
         {"MPI_Ineighbor_allgatherv", "MPI_Neighbor_allgatherv"}}};
    return names[all != 0][v != 0][blocking != 0];
}

static void plan_neighbor(plan *p, const char *name, int all, const int *scounts,
                          const int *sdispls, int scount, MPI_Datatype sdt, const int *rcounts,
                          const int *rdispls, int rcount, MPI_Datatype rdt, MPI_Comm comm,
                          int reverse) {
    int nin, nout;
    int *src = nb_sources(name, comm, &nin, &nout);
    int topo;
    MPI_Topo_test(comm, &topo);
    plan_init_n(p, (nin > nout ? nin : nout) + 1, name, C_NEIGHBOR, 0, sdt, rdt, comm);
    if (reverse) p->rcomm = nb_reversed(comm);  /* freed by __mpiad_rev_icoll */
    p->ns = nout;
    p->nr = nin;
    plan_side(nout, p->sc, p->sd, scounts, sdispls, scount);
    plan_side(nin, p->rc, p->rd, rcounts, rdispls, rcount);
    for (int j = 0; j < nout; j++) {
        if (all) p->sd[j] = 0;
        if (topo == MPI_CART && src[j] == MPI_PROC_NULL) p->sc[j] = 0;  /* dst = src */
    }
    for (int j = 0; j < nin; j++)
        if (src[j] == MPI_PROC_NULL) p->rc[j] = 0;
    free(src);
    plan_done(p);
}

static int nb_primal(int all, const void *sbuf, const int *scounts, const int *sdispls,
                     int scount, MPI_Datatype sdt, void *rbuf, const int *rcounts,
                     const int *rdispls, int rcount, MPI_Datatype rdt, MPI_Comm comm,
                     MPI_Request *req) {
    if (all && rcounts)
        return req ? MPI_Ineighbor_allgatherv(sbuf, scount, sdt, rbuf, rcounts, rdispls, rdt, comm, req)
                   : MPI_Neighbor_allgatherv(sbuf, scount, sdt, rbuf, rcounts, rdispls, rdt, comm);
    if (all) return MPI_Ineighbor_allgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req);
    if (scounts)
        return req ? MPI_Ineighbor_alltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls,
                                             rdt, comm, req)
                   : MPI_Neighbor_alltoallv(sbuf, scounts, sdispls, sdt, rbuf, rcounts, rdispls,
                                            rdt, comm);
    return MPI_Ineighbor_alltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm, req);
}

int __mpiad_fwd_ineighbor(const void *sbuf, void **dsbufs, const int *scounts, const int *sdispls,
                          int scount, MPI_Datatype sdt, void *rbuf, void **drbufs,
                          const int *rcounts, const int *rdispls, int rcount, MPI_Datatype rdt,
                          MPI_Comm comm, MPI_Request *req, int W, int all) {
    const char *name = nb_name(all, rcounts != NULL, req == NULL);
    int drc;
    if (dfwd_ineighbor(&drc, name, sbuf, dsbufs, scounts, sdispls, scount, sdt, rbuf, drbufs,
                       rcounts, rdispls, rcount, rdt, comm, req, W, all))
        return drc;
    if (!elem_kind(rdt)) {
        check_active(name, sdt, dsbufs);
        return nb_primal(all, sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount,
                         rdt, comm, req);
    }
    plan p;
    plan_neighbor(&p, name, all, scounts, sdispls, scount, sdt, rcounts, rdispls, rcount, rdt,
                  comm, 0);
    p.blocking = req == NULL;
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    return icoll_fwd(&p, ek, MPI_SUM, sbuf, dsbufs, rbuf, drbufs, W, req);
}

void *__mpiad_aug_ineighbor(const void *sbuf, void *dsbuf, const int *scounts,
                            const int *sdispls, int scount, MPI_Datatype sdt, void *rbuf,
                            void *drbuf, const int *rcounts, const int *rdispls, int rcount,
                            MPI_Datatype rdt, MPI_Comm comm, MPI_Request *req, int all) {
    const char *name = nb_name(all, rcounts != NULL, req == NULL);
    void *rec;
    if (daug_ineighbor(&rec, name, sbuf, dsbuf, scounts, sdispls, scount, sdt, rbuf, drbuf,
                       rcounts, rdispls, rcount, rdt, comm, req, all))
        return rec;
    if (!elem_kind(rdt)) {
        rev_check(name, sdt, dsbuf);
        rev_check(name, rdt, drbuf);
        nb_primal(all, sbuf, scounts, sdispls, scount, sdt, rbuf, rcounts, rdispls, rcount, rdt,
                  comm, req);
        return NULL;
    }
    plan p;
    plan_neighbor(&p, name, all, scounts, sdispls, scount, sdt, rcounts, rdispls, rcount, rdt,
                  comm, 1);
    p.blocking = req == NULL;
    int ek = coll_kind(&p, sbuf, rbuf, 0);
    return icoll_aug(&p, ek, MPI_SUM, sbuf, dsbuf, rbuf, drbuf, req);
}
