/* Neighbourhood collectives: MPI_Neighbor_allgather and MPI_Neighbor_alltoall. Uses common.h,
 * fusion.c (bpack / bunpack) and ordering.c.
 *
 * Tangent (any topology): each block travels as [primal | W lanes] in the one primal call, as a
 * fused message does. Adjoint (Cartesian topologies): on a Cartesian communicator, what a rank
 * sends in neighbour slot s arrives in slot s^1 of that neighbour (its -1 and +1 neighbours
 * along each dimension swap), so the transposed exchange is a Neighbor_alltoall of the receive
 * adjoints on the same communicator: block j of drbuf goes back to neighbour j and is added into
 * the send block (Neighbor_alltoall) or into the one send buffer (Neighbor_allgather). Receive
 * blocks from MPI_PROC_NULL are left alone by MPI, and so are their tangents and adjoints. On a
 * graph topology the transposed exchange needs the reversed graph: reverse mode stops there with
 * a message. */

/* the neighbour ranks of comm (in the order of MPI's neighbourhood collectives): sources into
 * src[0..*nin), *nout destinations; NULL when the topology is not Cartesian and cart_only */
static int *nb_sources(const char *call, MPI_Comm comm, int *nin, int *nout, int cart_only) {
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
    if (cart_only)
        __mpiad_fail(call, "reverse mode differentiates neighbourhood collectives on Cartesian "
                     "communicators only (the adjoint of a graph's exchange needs the reversed "
                     "graph); use MPI_Cart_create, or point to point calls", (long long)topo);
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
    __mpiad_fail(call, "the communicator has no topology", (long long)topo);
}

/* all: Neighbor_allgather (one send block for every neighbour); else Neighbor_alltoall */
int __mpiad_fwd_neighbor(const void *sbuf, void **dsbufs, int scount, MPI_Datatype sdt, void *rbuf,
                         void **drbufs, int rcount, MPI_Datatype rdt, MPI_Comm comm, int W, int all) {
    const char *call = all ? "MPI_Neighbor_allgather" : "MPI_Neighbor_alltoall";
    int ek = elem_kind(rdt);
    if (!ek) {
        check_active(call, sdt, dsbufs);
        return all ? MPI_Neighbor_allgather(sbuf, scount, sdt, rbuf, rcount, rdt, comm)
                   : MPI_Neighbor_alltoall(sbuf, scount, sdt, rbuf, rcount, rdt, comm);
    }
    check_active(call, sdt, dsbufs);
    int nin, nout;
    int *src = nb_sources(call, comm, &nin, &nout, 0);
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
    coll_rev_begin();
    const char *call = all ? "MPI_Neighbor_allgather" : "MPI_Neighbor_alltoall";
    int ek = elem_kind(rdt);
    if (!ek) return;
    int nin, nout;
    int *src = nb_sources(call, comm, &nin, &nout, 1);
    size_t es = elem_size(ek);
    char *d = calloc((size_t)nin * rcount + 1, es);
    if (drbuf) memcpy(d, drbuf, (size_t)nin * rcount * es);
    char *g = calloc((size_t)nout * scount + 1, es);
    MPI_Neighbor_alltoall(d, rcount, rdt, g, scount, sdt, comm);
    for (int j = 0; dsbuf && j < nout; j++) {
        if (src[j] == MPI_PROC_NULL) continue;  /* in a Cartesian topology, sources = destinations */
        vadd(ek, (char *)dsbuf + (all ? 0 : (size_t)j * scount * es), g + (size_t)j * scount * es,
             scount);
    }
    for (int j = 0; j < nin; j++)
        if (src[j] != MPI_PROC_NULL && drbuf) vzero(ek, (char *)drbuf + (size_t)j * rcount * es, rcount);
    free(d); free(g); free(src);
}
