/* The persistent w-variants (MPI-4): MPI_Alltoallw_init and MPI_Neighbor_alltoallw_init. Uses
 * wcollectives.c's flattening of the blocks and pcollectives.c's set-up over copies.
 *
 * The `_init` makes the user's request with MPI's own call on the user's buffers and datatypes.
 * When the blocks carry a derivative, the sides are flattened (as the blocking and nonblocking
 * w-calls': one floating kind, every block in base elements at its displacement) and the set-up
 * is the alltoallv (neighbour alltoallv) plan over contiguous copies with those layouts kept
 * (pcoll_keep's tio): each MPI_Start gathers fresh copies and runs the derivative beside the
 * user's started request, the completion and the reverse sweep go back through the layouts. */

int __mpiad_pinit_alltoallw(const void *sbuf, void *ds, const int *scounts, const int *sdispls,
                            const MPI_Datatype *stypes, void *rbuf, void *dr, const int *rcounts,
                            const int *rdispls, const MPI_Datatype *rtypes, MPI_Comm comm,
                            MPI_Info info, MPI_Request *req, int W) {
    const char *call = "MPI_Alltoallw_init";
    int rc = MPI_Alltoallw_init(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls, rtypes,
                                comm, info, req);
    int ip = sbuf == MPI_IN_PLACE, n = d_size(comm);
    int ek = w_alltoall_kind(call, sbuf, scounts, stypes, rcounts, rtypes, comm);
    if (!ek) {
        w_inactive(call, ip ? NULL : ds, dr);
        return rc;
    }
    dside S, R;
    memset(&S, 0, sizeof S);
    S.s.b = (void *)sbuf;
    if (!ip) w_side(&S, sbuf, NULL, 0, n, scounts, sdispls, 0, stypes, ek);
    w_side(&R, rbuf, NULL, 0, n, rcounts, rdispls, 0, rtypes, ek);
    lay_io_hand(&S, &R, ip);
    plan p;
    plan_alltoall(&p, call, S.s.b, S.c, S.d, 0, R.dt, R.c, R.d, 0, R.dt, comm);
    w_free(&S);
    w_free(&R);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}

int __mpiad_pinit_neighbor_w(const void *sbuf, void *ds, const int *scounts,
                             const MPI_Aint *sdispls, const MPI_Datatype *stypes, void *rbuf,
                             void *dr, const int *rcounts, const MPI_Aint *rdispls,
                             const MPI_Datatype *rtypes, MPI_Comm comm, MPI_Info info,
                             MPI_Request *req, int W) {
    const char *call = "MPI_Neighbor_alltoallw_init";
    int rc = MPI_Neighbor_alltoallw_init(sbuf, scounts, sdispls, stypes, rbuf, rcounts, rdispls,
                                         rtypes, comm, info, req);
    int nin, nout;
    int ek = w_nb_kind(call, scounts, stypes, rcounts, rtypes, comm, &nin, &nout);
    if (!ek) {
        w_inactive(call, ds, dr);
        return rc;
    }
    dside S, R;
    w_side(&S, sbuf, NULL, 0, nout, scounts, sdispls, 1, stypes, ek);
    w_side(&R, rbuf, NULL, 0, nin, rcounts, rdispls, 1, rtypes, ek);
    lay_io_hand(&S, &R, 0);
    plan p;
    plan_neighbor(&p, call, 0, S.c, S.d, 0, S.dt, R.c, R.d, 0, R.dt, comm, 0);
    w_free(&S);
    w_free(&R);
    return pcoll_keep(&p, MPI_SUM, sbuf, ds, rbuf, dr, W, req, rc);
}
