/* One-sided fetching operations: MPI_Get_accumulate and MPI_Fetch_and_op with MPI_SUM,
 * MPI_REPLACE or MPI_NO_OP (MPI_MIN / MPI_MAX between fences and in post-start-complete-wait
 * epochs: rma_select.c); MPI_Compare_and_swap
 * on integer data (no derivative). Uses rma.c and layouts.c.
 *
 * r = y; y = op(y, x): the result r gets the target's old y (a Get's derivative), y becomes
 * y + x (SUM), x (REPLACE) or stays (NO_OP): an Accumulate's. Forward: the same call on each
 * shadow window, with the lanes of x and r (zeros in place of an inactive x, scratch for an
 * inactive r). Reverse (replayed where the epoch's operations are: rma.c's rma_issue): SUM and
 * REPLACE fetch the target's adjoint of y (added into x's) while adding r's adjoint to it (SUM)
 * or putting r's in its place (REPLACE), in one MPI_Get_accumulate; NO_OP accumulates r's
 * adjoint into y's; r's adjoint is zeroed. The origin and result must have the same count and
 * type signature (MPI_NO_OP's origin aside). NO_OP only reads the target: like a Get it is
 * refused in reverse mode in post-start-complete-wait and passive-target epochs (the target may
 * read y meanwhile). Derived datatypes (contiguous, vector, indexed, ... of MPI_DOUBLE or
 * MPI_FLOAT: layouts.c) on any side of MPI_Get_accumulate with SUM, REPLACE, NO_OP, as on a
 * Put's (rma.c): forward with the program's datatypes, reverse with packed base elements. */

/* the kind of a fetching op: 1 SUM, 2 REPLACE, 3 NO_OP; anything else on floating point stops */
static int rma_fetch_kind(const char *call, int ek, MPI_Op op) {
    if (op == MPI_SUM) return 1;
    if (op == MPI_REPLACE) return 2;
    if (op == MPI_NO_OP) return 3;
    if (ek)
        __mpiad_fail(call, "only MPI_SUM, MPI_REPLACE and MPI_NO_OP are differentiated in "
                     "one-sided fetching operations (MIN, MAX and PROD would need the values the "
                     "target held)", (long long)(intptr_t)op);
    return 0;
}

static int rma_fetch_check(const char *call, int fk, int ocount, MPI_Datatype odt, int rcount,
                           MPI_Datatype rdt, MPI_Datatype tdt) {
    int ek = rma_kind(call, rdt, tdt);
    if (ek && fk != 3 && (ocount != rcount || elem_kind(odt) != ek))
        __mpiad_fail(call, "the origin and result buffers differ in count or datatype; mpiad "
                     "differentiates fetching operations whose origin and result match",
                     (long long)ocount);
    return ek;
}

/* The sides of a Get_accumulate whose datatypes may be derived (layouts.c: of one floating base
 * type, as rma.c's Put takes): the base kind (0: no derivative), *fk the op's kind, *n the base
 * elements of the result and the target (and of the origin, NO_OP's aside), which must agree. */
static int rma_fetch_sides(const char *call, rma_win *w, MPI_Op op, int ocount, MPI_Datatype odt,
                           int rcount, MPI_Datatype rdt, int tcount, MPI_Datatype tdt, int *fk,
                           long *n) {
    int sel = op == MPI_MIN || op == MPI_MAX;  /* rma_select.c: the origin's checked as SUM's */
    if (lay_named(odt) && lay_named(rdt) && lay_named(tdt)) {
        *fk = sel ? 1 : rma_fetch_kind(call, elem_kind(rdt), op);
        *n = rcount;
        return rma_fetch_check(call, *fk, ocount, odt, rcount, rdt, tdt);
    }
    long tn, on = 0;
    int ek = rma_side(call, rcount, rdt, n), tk = rma_side(call, tcount, tdt, &tn);
    *fk = sel ? 1 : rma_fetch_kind(call, ek, op);
    int ok = *fk == 3 ? ek : rma_side(call, ocount, odt, &on);
    if (ek != tk || ok != ek)
        __mpiad_fail(call, "the origin, result and target datatypes differ in their base type; "
                     "mpiad differentiates fetching operations on MPI_DOUBLE or MPI_FLOAT (or "
                     "derived datatypes of one of them) on every side", (long long)(intptr_t)rdt);
    if (ek && (tn != *n || (*fk != 3 && on != *n)))
        __mpiad_fail(call, "the origin, result and target type signatures differ (another number "
                     "of elements on each side): MPI requires them to match",
                     (long long)(intptr_t)rdt);
    return ek;
}

/* Forward: the shadow memory has the primal's layout, so the shadow operations take the
 * program's datatypes; an inactive origin (result) is n packed zeros (scratch) of the base type */
static int rma_fwd_fetch(const char *call, const void *x, void **dx, int W, int ocount,
                         MPI_Datatype odt, void *r, void **dr, int rcount, MPI_Datatype rdt,
                         int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                         MPI_Win win) {
    if (op == MPI_MIN || op == MPI_MAX) {  /* rma_select.c */
        rma_win *w = rma_find(call, win);
        int fk;
        long n;
        int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
        if (ek)
            return rma_sel_begin(w, call, ek, op == MPI_MAX, 1, x, dx, NULL, ocount, odt, r, dr,
                                 NULL, rcount, rdt, trank, tdisp, tcount, tdt, n, win);
    }
    int rc = MPI_Get_accumulate(x, ocount, odt, r, rcount, rdt, trank, tdisp, tcount, tdt, op,
                                win);
    rma_win *w = rma_find(call, win);
    int fk;
    long n;
    int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
    if (!ek) return rc;
    void *z = dx ? NULL : rma_zeros(w, ek, (int)n);
    for (int k = 0; k < w->W; k++)
        MPI_Get_accumulate(dx ? dx[k] : z, dx ? ocount : (int)n, dx ? odt : rma_base(ek, odt),
                           dr ? dr[k] : rma_zeros(w, ek, (int)n), dr ? rcount : (int)n,
                           dr ? rdt : rma_base(ek, rdt), trank,
                           rma_td(w, call, trank, tdisp, tcount, tdt, k), tcount, tdt, op, w->swin[k]);
    return rc;
}

int __mpiad_fwd_get_accumulate(const void *x, void **dx, int W, int ocount, MPI_Datatype odt,
                               void *r, void **dr, int rcount, MPI_Datatype rdt, int trank,
                               MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                               MPI_Win win) {
    return rma_fwd_fetch("MPI_Get_accumulate", x, dx, W, ocount, odt, r, dr, rcount, rdt, trank,
                         tdisp, tcount, tdt, op, win);
}

int __mpiad_fwd_fetch_and_op(const void *x, void **dx, int W, void *r, void **dr,
                             MPI_Datatype dt, int trank, MPI_Aint tdisp, MPI_Op op,
                             MPI_Win win) {
    return rma_fwd_fetch("MPI_Fetch_and_op", x, dx, W, 1, dt, r, dr, 1, dt, trank, tdisp, 1, dt,
                         op, win);
}

/* reverse: a fetching operation in the open epoch, as n base elements: a derived origin's
 * (result's) adjoint through the byte offsets of its elements, a derived target datatype as a
 * duplicate (rma.c's Put). fk: rma_fetch_kind's */
static void rma_record_fetch(rma_win *w, int fk, int ek, long n, void *dx, int ocount,
                             MPI_Datatype odt, void *dr, int rcount, MPI_Datatype rdt, int trank,
                             MPI_Aint tdisp, int tcount, MPI_Datatype tdt) {
    int kind = fk == 1 ? RMA_GACC_SUM : fk == 2 ? RMA_GACC_REPLACE : RMA_GACC_NOOP;
    rma_record(w, kind, ek, dx, (int)n, rma_base(ek, rdt), trank, tdisp, tcount, tdt);
    rma_op *o = &w->cur->ops[w->cur->n - 1];
    o->dr = dr;
    layout L;
    if (dx && fk != 3 && !lay_named(odt) && layout_of(odt, ocount, &L)) o->ooff = L.off;
    if (dr && !lay_named(rdt) && layout_of(rdt, rcount, &L)) o->roff = L.off;
    if (!lay_named(tdt)) {
        MPI_Type_dup(tdt, &o->tdt);
        o->tdup = 1;
    }
}

static void rma_aug_fetch(const char *call, const void *x, void *dx, int ocount,
                          MPI_Datatype odt, void *r, void *dr, int rcount, MPI_Datatype rdt,
                          int trank, MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                          MPI_Win win) {
    if (op == MPI_MIN || op == MPI_MAX) {  /* rma_select.c */
        rma_win *w = rma_find(call, win);
        int fk;
        long n;
        int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
        if (ek) {
            rma_sel_begin(w, call, ek, op == MPI_MAX, 0, x, NULL, dx, ocount, odt, r, NULL, dr,
                          rcount, rdt, trank, tdisp, tcount, tdt, n, win);
            return;
        }
    }
    MPI_Get_accumulate(x, ocount, odt, r, rcount, rdt, trank, tdisp, tcount, tdt, op, win);
    rma_win *w = rma_find(call, win);
    int fk;
    long n;
    int ek = rma_fetch_sides(call, w, op, ocount, odt, rcount, rdt, tcount, tdt, &fk, &n);
    if (!ek || trank == MPI_PROC_NULL) return;
    if (fk == 3 && dr && (w->access || w->passive))
        __mpiad_fail(call, "MPI_NO_OP (a fetch) in a post-start-complete-wait or passive-target "
                     "epoch is not differentiated in reverse mode: the target may read what is "
                     "fetched meanwhile, and the adjoint of that read would race with the "
                     "fetch's; synchronise with MPI_Win_fence", (long long)(intptr_t)win);
    rma_record_fetch(w, fk, ek, n, dx, ocount, odt, dr, rcount, rdt, trank, tdisp, tcount, tdt);
}

void __mpiad_aug_get_accumulate(const void *x, void *dx, int ocount, MPI_Datatype odt, void *r,
                                void *dr, int rcount, MPI_Datatype rdt, int trank,
                                MPI_Aint tdisp, int tcount, MPI_Datatype tdt, MPI_Op op,
                                MPI_Win win) {
    rma_aug_fetch("MPI_Get_accumulate", x, dx, ocount, odt, r, dr, rcount, rdt, trank, tdisp,
                  tcount, tdt, op, win);
}

void __mpiad_aug_fetch_and_op(const void *x, void *dx, void *r, void *dr, MPI_Datatype dt,
                              int trank, MPI_Aint tdisp, MPI_Op op, MPI_Win win) {
    rma_aug_fetch("MPI_Fetch_and_op", x, dx, 1, dt, r, dr, 1, dt, trank, tdisp, 1, dt, op, win);
}

/* MPI_Compare_and_swap: MPI takes integer, logical and byte datatypes only, whose data carries no
 * derivative; the primal call alone. A floating datatype (an MPI that accepts one) would swap
 * values by a comparison whose derivative mpiad does not carry: it stops, naming the call (the
 * pass refuses a constant floating datatype at compile time). */
int __mpiad_compare_and_swap(const void *x, const void *c, void *r, MPI_Datatype dt, int trank,
                             MPI_Aint tdisp, MPI_Win win) {
    if (!lay_plain(dt))
        __mpiad_fail("MPI_Compare_and_swap", "its datatype is not an integer, logical or byte "
                     "one; mpiad differentiates compare-and-swap on such data only (no "
                     "derivative)", (long long)(intptr_t)dt);
    return MPI_Compare_and_swap(x, c, r, dt, trank, tdisp, win);
}
