/* Prefix reductions (Scan, Exscan) and the local one (Reduce_local), with MPI_SUM / PROD / MIN /
 * MAX (a registered user-defined op like one of them). Uses common.h, ordering.c, fusion.c and
 * reductions.c. */

/* ------------------------------------------------------------------------------------------ */
/* MPI_Scan / MPI_Exscan                                                                      */

/* y_r = op over ranks q <= r (Exscan: q < r; rank 0's y is not defined and not written) of x_q.
 * Tangent: dy_r = sum_q f_rq dx_q with f = d y_r / d x_q (red_factor over ranks 0..r): fused,
 * the primal's own scan of [x | lanes] (MPI_SUM) or of (value, lanes) tuples (PROD / MIN / MAX:
 * ops applied in rank order, so the lowest rank wins ties); unfused, every rank's [x | lanes]
 * gathered. Augmented: every rank's x (PROD / MIN / MAX). Adjoint: every rank's dy gathered;
 * dx_q += sum_{r: q in r's range} f_rq dy_r, and dy is zeroed. */

static int scan_call(int ex, const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                     MPI_Comm comm) {
    return ex ? MPI_Exscan(sbuf, rbuf, count, dt, op, comm)
              : MPI_Scan(sbuf, rbuf, count, dt, op, comm);
}

int __mpiad_fwd_scan(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                     int count, MPI_Datatype dt, MPI_Op op, MPI_Comm comm, int ex) {
    if (lay_derived(dt) || pair_kind(dt))  /* as Iscan completed at once (dcollectives.c) */
        return __mpiad_fwd_iscan(sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, ex, comm, NULL);
    const char *call = ex ? "MPI_Exscan" : "MPI_Scan";
    int in_place = sbuf == MPI_IN_PLACE, ek = elem_kind(dt);
    const void *x = in_place ? rbuf : sbuf;
    void **dx = in_place ? drbufs : dsbufs;
    if (!ek) { check_active(call, dt, dx); return scan_call(ex, sbuf, rbuf, count, dt, op, comm); }
    int kind = checked_op(call, op), me, size, m = W + 1, rc;
    MPI_Comm_rank(comm, &me);
    MPI_Comm_size(comm, &size);
    int gets = !(ex && me == 0);
    size_t es = elem_size(ek), bytes = (size_t)count * m * es + 1;
    char *in = malloc(bytes), *out = malloc(bytes);
    if (fused() && predefined_op(op)) {
        if (kind == OP_SUM) {
            fpack(ek, in, x, dx, W, count);
            rc = scan_call(ex, in, out, count * m, dt, MPI_SUM, comm);
            if (gets) funpack(ek, rbuf, drbufs, W, count, out);
        } else {
            tup_pack(ek, in, x, dx, W, count);
            int tmp;
            MPI_Datatype t = tup_type(ek, W, &tmp);
            rc = scan_call(ex, in, out, count, t, tup_op(ek, kind), comm);
            if (tmp) MPI_Type_free(&t);
            if (gets) tup_unpack(ek, out, rbuf, drbufs, W, count);
        }
        free(in); free(out);
        return rc;
    }
    fpack(ek, in, x, dx, W, count);
    rc = scan_call(ex, sbuf, rbuf, count, dt, op, comm);
    char *all = malloc(bytes * size);
    MPI_Allgather(in, count * m, dt, all, count * m, dt, comm);
    int last = ex ? me - 1 : me;   /* the ranks in y's range */
    long stride = (long)count * m;
    for (int k = 0; gets && drbufs && k < W; k++) {
        if (!drbufs[k]) continue;
        for (long i = 0; i < count; i++) {
            double t = 0.0;
            for (int q = 0; q <= last; q++)
                t += red_factor(ek, kind, all, stride, last + 1, i, q)
                     * get(ek, all, q * stride + (long)(k + 1) * count + i);
            put(ek, drbufs[k], i, t);
        }
    }
    free(in); free(out); free(all);
    return rc;
}

typedef struct {
    int ex, ek, kind, count, in_place, me, size;
    MPI_Datatype dt;
    MPI_Comm comm;
    void *xall;     /* PROD / MIN / MAX: every rank's x */
} mpiad_scan;

void *__mpiad_aug_scan(const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                       MPI_Comm comm, int ex) {
    if (lay_derived(dt) || pair_kind(dt))  /* its record: kind MPIAD_ICOLL */
        return __mpiad_aug_iscan(sbuf, NULL, rbuf, NULL, count, dt, op, ex, comm, NULL);
    mpiad_scan *r = calloc(1, sizeof *r);
    r->ex = ex; r->ek = elem_kind(dt); r->count = count; r->dt = dt; r->comm = comm;
    r->in_place = sbuf == MPI_IN_PLACE;
    MPI_Comm_rank(comm, &r->me);
    MPI_Comm_size(comm, &r->size);
    coll_seq++;
    if (r->ek) {
        r->kind = checked_op(ex ? "MPI_Exscan" : "MPI_Scan", op);
        if (r->kind != OP_SUM) {
            size_t es = elem_size(r->ek);
            r->xall = malloc((size_t)count * r->size * es + 1);
            MPI_Allgather(r->in_place ? rbuf : sbuf, count, dt, r->xall, count, dt, comm);
        }
    }
    scan_call(ex, sbuf, rbuf, count, dt, op, comm);
    return r;
}

void __mpiad_rev_scan(void *rec, void *dsbuf, void *drbuf) {
    if (*(int *)rec == MPIAD_ICOLL) { rev_icoll_shadows(rec, dsbuf, drbuf); return; }
    coll_rev_begin();
    mpiad_scan *r = rec;
    int ek = r->ek, n = r->count;
    if (!ek) {
        const char *call = r->ex ? "MPI_Exscan" : "MPI_Scan";
        rev_check(call, r->dt, r->in_place ? drbuf : dsbuf);
        rev_check(call, r->dt, drbuf);
        free(r);
        return;
    }
    size_t es = elem_size(ek);
    int gets = !(r->ex && r->me == 0);
    void *dy = calloc((size_t)n + 1, es);
    if (gets && drbuf) memcpy(dy, drbuf, (size_t)n * es);
    if (gets) vzero(ek, drbuf, n);
    char *dall = malloc((size_t)n * r->size * es + 1);
    MPI_Allgather(dy, n, r->dt, dall, n, r->dt, r->comm);
    void *dx = r->in_place ? drbuf : dsbuf;
    for (long i = 0; dx && i < n; i++) {
        double acc = 0.0;
        for (int q = 0; q < r->size; q++) {
            int last = r->ex ? q - 1 : q;
            if (r->me <= last)
                acc += red_factor(ek, r->kind, r->xall, n, last + 1, i, r->me) * get(ek, dall, (long)q * n + i);
        }
        put(ek, dx, i, get(ek, dx, i) + acc);
    }
    free(dy); free(dall); free(r->xall); free(r);
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Reduce_local                                                                           */

/* io = in op io, element by element, no communication ("in" is the first operand: it wins ties
 * of MIN / MAX, as a lower rank does). Tangent: d io = fa d in + fb d io; augmented: the factors
 * fa, fb; adjoint: d in += fa g, d io = fb g with g the adjoint of the result. */

static void local_factors(int kind, double a, double b, double *fa, double *fb) {
    switch (kind) {
    case OP_SUM: *fa = 1.0; *fb = 1.0; break;
    case OP_PROD: *fa = b; *fb = a; break;
    case OP_MIN: *fa = b < a ? 0.0 : 1.0; *fb = 1.0 - *fa; break;
    default: *fa = b > a ? 0.0 : 1.0; *fb = 1.0 - *fa; break;
    }
}

int __mpiad_fwd_reduce_local(const void *in, void **dins, void *io, void **dios, int W,
                             int count, MPI_Datatype dt, MPI_Op op) {
    int ek = elem_kind(dt);
    if (!ek) { check_active("MPI_Reduce_local", dt, dios); return MPI_Reduce_local(in, io, count, dt, op); }
    int kind = checked_op("MPI_Reduce_local", op);
    double *t = malloc(sizeof(double) * ((size_t)count * W + 1));
    for (long i = 0; i < count; i++) {
        double fa, fb;
        local_factors(kind, get(ek, in, i), get(ek, io, i), &fa, &fb);
        for (int k = 0; k < W; k++) {
            double da = dins && dins[k] ? get(ek, dins[k], i) : 0.0;
            double db = dios && dios[k] ? get(ek, dios[k], i) : 0.0;
            t[k * (long)count + i] = fa * da + fb * db;
        }
    }
    int rc = MPI_Reduce_local(in, io, count, dt, op);
    for (int k = 0; dios && k < W; k++)
        if (dios[k])
            for (long i = 0; i < count; i++) put(ek, dios[k], i, t[k * (long)count + i]);
    free(t);
    return rc;
}

typedef struct { int ek, count; MPI_Datatype dt; double *f; } mpiad_rlocal;  /* f: fa, fb */

void *__mpiad_aug_reduce_local(const void *in, void *io, int count, MPI_Datatype dt, MPI_Op op) {
    int ek = elem_kind(dt);
    mpiad_rlocal *r = calloc(1, sizeof *r);
    r->ek = ek; r->count = count; r->dt = dt;
    if (ek) {
        int kind = checked_op("MPI_Reduce_local", op);
        r->f = malloc(sizeof(double) * (2 * (size_t)count + 1));
        for (long i = 0; i < count; i++)
            local_factors(kind, get(ek, in, i), get(ek, io, i), &r->f[2 * i], &r->f[2 * i + 1]);
    }
    MPI_Reduce_local(in, io, count, dt, op);
    return r;
}

void __mpiad_rev_reduce_local(void *rec, void *din, void *dio) {
    mpiad_rlocal *r = rec;
    if (!r->ek) {
        rev_check("MPI_Reduce_local", r->dt, din);
        rev_check("MPI_Reduce_local", r->dt, dio);
    }
    for (long i = 0; r->ek && dio && i < r->count; i++) {
        double g = get(r->ek, dio, i);
        if (din) put(r->ek, din, i, get(r->ek, din, i) + r->f[2 * i] * g);
        put(r->ek, dio, i, r->f[2 * i + 1] * g);
    }
    free(r->f);
    free(r);
}
