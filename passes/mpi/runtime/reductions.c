/* Reductions: the op registry, Allreduce and Reduce (fused or not) and their reverse.
 * Uses common.h and fusion.c. */

/* ------------------------------------------------------------------------------------------ */
/* op registry                                                                                */

typedef struct { MPI_Op op; int like; } op_reg;
static op_reg *op_regs;
static int n_op_regs;

/* Register a user-defined op as behaving like a predefined one for derivatives (1 sum, 2 prod,
 * 3 min, 4 max). Called from C as mpiad_register_op_derivative(op, 1), or from Python through
 * mpiad.register_op_derivative. */
void mpiad_register_op_derivative(MPI_Op op, int like) {
    for (int i = 0; i < n_op_regs; i++)  /* a freed op's handle made again: the latest wins */
        if (op_regs[i].op == op) { op_regs[i].like = like; return; }
    op_regs = realloc(op_regs, sizeof(op_reg) * (n_op_regs + 1));
    op_regs[n_op_regs].op = op;
    op_regs[n_op_regs].like = like;
    n_op_regs++;
}

static int op_kind(MPI_Op op) {
    if (op == MPI_SUM) return OP_SUM;
    if (op == MPI_PROD) return OP_PROD;
    if (op == MPI_MIN) return OP_MIN;
    if (op == MPI_MAX) return OP_MAX;
    for (int i = 0; i < n_op_regs; i++)
        if (op_regs[i].op == op) return op_regs[i].like;
    return 0;
}

static int checked_op(const char *call, MPI_Op op) {
    int k = op_kind(op);
    if (!k)
        __mpiad_fail(call, "the reduction op has no derivative (a user-defined op from "
                     "MPI_Op_create, or an op other than MPI_SUM/PROD/MIN/MAX); register one with "
                     "mpiad_register_op_derivative(op, like) in C or mpiad.register_op_derivative "
                     "in Python", (long long)op);
    return k;
}

/* ------------------------------------------------------------------------------------------ */
/* derivative factors                                                                         */

/* exclusive products: ex[i] = prod_{r != me} x_r[i], from all ranks' x (no division: zeros ok) */
static void *exclusive_products(int ek, const void *x, int count, MPI_Datatype dt, MPI_Comm comm) {
    int size, me;
    MPI_Comm_size(comm, &size);
    MPI_Comm_rank(comm, &me);
    size_t es = elem_size(ek);
    char *all = malloc((size_t)count * size * es + 1);
    MPI_Allgather(x, count, dt, all, count, dt, comm);
    void *ex = malloc((size_t)count * es + 1);
    for (long i = 0; i < count; i++) {
        double p = 1.0;
        for (int r = 0; r < size; r++)
            if (r != me) p *= get(ek, all + (size_t)r * count * es, i);
        put(ek, ex, i, p);
    }
    free(all);
    return ex;
}

/* winner[i] = 1 where this rank holds the min/max of element i (lowest rank wins ties) */
static char *winners(int ek, const void *x, int count, int kind, MPI_Comm comm) {
    int me;
    MPI_Comm_rank(comm, &me);
    char *w = malloc((size_t)count + 1);
    if (ek == 1) {
        struct { double v; int r; } *in = malloc(sizeof *in * (count + 1)), *out = malloc(sizeof *out * (count + 1));
        for (int i = 0; i < count; i++) { in[i].v = ((const double *)x)[i]; in[i].r = me; }
        MPI_Allreduce(in, out, count, MPI_DOUBLE_INT, kind == OP_MIN ? MPI_MINLOC : MPI_MAXLOC, comm);
        for (int i = 0; i < count; i++) w[i] = out[i].r == me;
        free(in); free(out);
    } else {
        struct { float v; int r; } *in = malloc(sizeof *in * (count + 1)), *out = malloc(sizeof *out * (count + 1));
        for (int i = 0; i < count; i++) { in[i].v = ((const float *)x)[i]; in[i].r = me; }
        MPI_Allreduce(in, out, count, MPI_FLOAT_INT, kind == OP_MIN ? MPI_MINLOC : MPI_MAXLOC, comm);
        for (int i = 0; i < count; i++) w[i] = out[i].r == me;
        free(in); free(out);
    }
    return w;
}

/* d y[i] / d x_q[i] for y = op over ranks 0..n-1 of x_r, where x_r[i] = get(ek, base, r * stride
 * + i): SUM 1, PROD the product of the other ranks' x, MIN / MAX 1 for the lowest rank that holds
 * the result and 0 for the others (what exclusive_products / winners compute collectively) */
static double red_factor(int ek, int kind, const void *base, long stride, int n, long i, int q) {
    if (kind == OP_SUM) return 1.0;
    if (kind == OP_PROD) {
        double p = 1.0;
        for (int r = 0; r < n; r++)
            if (r != q) p *= get(ek, base, r * stride + i);
        return p;
    }
    int w = 0;
    double best = get(ek, base, i);
    for (int r = 1; r < n; r++) {
        double v = get(ek, base, r * stride + i);
        if (kind == OP_MIN ? v < best : v > best) { best = v; w = r; }
    }
    return w == q ? 1.0 : 0.0;
}

/* (value, W tangents) tuples: element i of x and of each lane of dx (NULL: zeros) into
 * t[i (W+1) ...], and back */
static void tup_pack(int ek, void *t, const void *x, void **dx, int W, int count) {
    int m = W + 1;
    for (long i = 0; i < count; i++) {
        put(ek, t, i * m, get(ek, x, i));
        for (int k = 0; k < W; k++)
            put(ek, t, i * m + 1 + k, dx && dx[k] ? get(ek, dx[k], i) : 0.0);
    }
}

static void tup_unpack(int ek, const void *t, void *y, void **dy, int W, int count) {
    int m = W + 1;
    for (long i = 0; i < count; i++) {
        if (y) put(ek, y, i, get(ek, t, i * m));
        if (dy)
            for (int k = 0; k < W; k++)
                if (dy[k]) put(ek, dy[k], i, get(ek, t, i * m + 1 + k));
    }
}

/* ------------------------------------------------------------------------------------------ */
/* fused reductions                                                                           */

/* Fused reductions (see fusion.c). SUM reduces the concatenated [x | lanes] buffer; PROD / MIN /
 * MAX reduce (value, W tangents) tuples, an MPI_Type_contiguous of W+1 elements, with these ops;
 * `in` holds lower ranks than `io` (MPI applies a non-commutative op in rank order), so MIN / MAX
 * keep `in` on ties. */
#define TUP_OPS(T, SUF)                                                                            \
    static void tup_prod_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                   \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m) {                                           \
            T av = a[0], bv = b[0];                                                                \
            for (int k = 1; k < m; k++) b[k] = av * b[k] + bv * a[k];                              \
            b[0] = av * bv;                                                                        \
        }                                                                                          \
    }                                                                                              \
    static void tup_min_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                    \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m)                                             \
            if (!(b[0] < a[0])) memcpy(b, a, sizeof(T) * (size_t)m);                               \
    }                                                                                              \
    static void tup_max_##SUF(void *in, void *io, int *len, MPI_Datatype *dt) {                    \
        int sz; MPI_Type_size(*dt, &sz);                                                           \
        int m = sz / (int)sizeof(T);                                                               \
        T *a = in, *b = io;                                                                        \
        for (int i = 0; i < *len; i++, a += m, b += m)                                             \
            if (!(b[0] > a[0])) memcpy(b, a, sizeof(T) * (size_t)m);                               \
    }
TUP_OPS(double, d)
TUP_OPS(float, f)

static MPI_Op tup_ops[2][5];
static int tup_ops_made[2][5];

static MPI_Op tup_op(int ek, int kind) {
    if (!tup_ops_made[ek - 1][kind]) {
        MPI_User_function *fn =
            ek == 1 ? (kind == OP_PROD ? tup_prod_d : kind == OP_MIN ? tup_min_d : tup_max_d)
                    : (kind == OP_PROD ? tup_prod_f : kind == OP_MIN ? tup_min_f : tup_max_f);
        MPI_Op_create(fn, kind == OP_PROD, &tup_ops[ek - 1][kind]);
        tup_ops_made[ek - 1][kind] = 1;
    }
    return tup_ops[ek - 1][kind];
}

#define TUP_CACHE 16
static struct { int ek, W; MPI_Datatype t; } tup_types[TUP_CACHE];
static int n_tup_types;

/* the tuple type; *tmp set when it was not cached (the caller frees it) */
static MPI_Datatype tup_type(int ek, int W, int *tmp) {
    for (int i = 0; i < n_tup_types; i++)
        if (tup_types[i].ek == ek && tup_types[i].W == W) { *tmp = 0; return tup_types[i].t; }
    MPI_Datatype t;
    MPI_Type_contiguous(W + 1, ek == 1 ? MPI_DOUBLE : MPI_FLOAT, &t);
    MPI_Type_commit(&t);
    *tmp = n_tup_types == TUP_CACHE;
    if (!*tmp) { tup_types[n_tup_types].ek = ek; tup_types[n_tup_types].W = W;
                 tup_types[n_tup_types++].t = t; }
    return t;
}

static int predefined_op(MPI_Op op) {
    return op == MPI_SUM || op == MPI_PROD || op == MPI_MIN || op == MPI_MAX;
}

static int fused_reduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                        int count, MPI_Datatype dt, int kind, MPI_Op op, int root, MPI_Comm comm,
                        int ek) {
    int me;
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    const void *x = in_place ? rbuf : sbuf;
    void **dx = in_place ? drbufs : dsbufs;
    int m = W + 1, gets = root < 0 || me == root;
    size_t es = elem_size(ek), bytes = (size_t)count * m * es;
    double stack[2 * FUSE_STACK / sizeof(double)];
    char *in, *out, *heap = NULL;
    if (bytes <= FUSE_STACK) { in = (char *)stack; out = in + FUSE_STACK; }
    else { heap = malloc(2 * bytes + 16); in = heap; out = heap + ((bytes + 15) & ~(size_t)15); }
    int rc;
    if (kind == OP_SUM) {
        fpack(ek, in, x, dx, W, count);
        rc = root < 0 ? MPI_Allreduce(in, out, count * m, dt, MPI_SUM, comm)
                      : MPI_Reduce(in, out, count * m, dt, MPI_SUM, root, comm);
        if (gets) funpack(ek, rbuf, drbufs, W, count, out);
    } else {
        tup_pack(ek, in, x, dx, W, count);
        int tmp;
        MPI_Datatype t = tup_type(ek, W, &tmp);
        MPI_Op uop = tup_op(ek, kind);
        rc = root < 0 ? MPI_Allreduce(in, out, count, t, uop, comm)
                      : MPI_Reduce(in, out, count, t, uop, root, comm);
        if (tmp) MPI_Type_free(&t);
        if (gets) tup_unpack(ek, out, rbuf, drbufs, W, count);
    }
    (void)op;
    free(heap);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_MINLOC / MPI_MAXLOC on (value, location) pairs                                         */

/* MPI_DOUBLE_INT (1: a double and an int) and MPI_2DOUBLE_PRECISION (2: two doubles), 16 bytes
 * an element, and MPI_FLOAT_INT (3: a float and an int, 8 bytes); a shadow pair holds the value's
 * derivative first, in the value's type (the location has none). The runtime's own buffers (the
 * tuples, the captured adjoints) hold the values as doubles: a float widens exactly, and MINLOC /
 * MAXLOC compare the widened values as MPI compares the floats. */
static int pair_kind(MPI_Datatype dt) {
    if (dt == MPI_DOUBLE_INT) return 1;
    if (dt == MPI_2DOUBLE_PRECISION) return 2;
    if (dt == MPI_FLOAT_INT) return 3;
    return 0;
}

static size_t pair_bytes(int pk) { return pk == 3 ? 8 : 16; }

/* element i's value, and its location (after a float's 4 bytes or a double's 8) */
static char *pair_at(int pk, const void *p, long i) { return (char *)p + pair_bytes(pk) * i; }
static char *pair_loc_at(int pk, const void *p, long i) {
    return pair_at(pk, p, i) + (pk == 3 ? 4 : 8);
}

static double pair_val(int pk, const void *p, long i) {
    const char *e = pair_at(pk, p, i);
    return pk == 3 ? (double)*(const float *)e : *(const double *)e;
}

static void pair_vput(int pk, void *p, long i, double v) {
    char *e = pair_at(pk, p, i);
    if (pk == 3) *(float *)e = (float)v;
    else *(double *)e = v;
}

static void pair_vadd(int pk, void *p, long i, double v) {
    pair_vput(pk, p, i, pair_val(pk, p, i) + v);
}

static double pair_loc(int pk, const void *p, long i) {
    const char *e = pair_loc_at(pk, p, i);
    return pk == 2 ? *(const double *)e : (double)*(const int *)e;
}

static void pair_set(int pk, void *p, long i, double v, double loc) {
    char *e = pair_loc_at(pk, p, i);
    pair_vput(pk, p, i, v);
    if (pk == 2) *(double *)e = loc;
    else *(int *)e = (int)loc;
}

/* a shadow pair receives the value's derivative (and a zero location: it has none) */
static void pair_dset(int pk, void *p, long i, double dv) {
    pair_vput(pk, p, i, dv);
    if (pk == 2) *(double *)pair_loc_at(pk, p, i) = 0.0;
}

/* (value, location, W tangents) tuples reduced with MINLOC / MAXLOC's rule: the smaller (larger)
 * value wins, the smaller location among equal values, and on a full tie `in` (lower ranks), as
 * MPI defines; its tangents come with it */
static void tup_minloc(void *in, void *io, int *len, MPI_Datatype *dt) {
    int sz; MPI_Type_size(*dt, &sz);
    int m = sz / (int)sizeof(double);
    double *a = in, *b = io;
    for (int i = 0; i < *len; i++, a += m, b += m)
        if (!(b[0] < a[0] || (b[0] == a[0] && b[1] < a[1]))) memcpy(b, a, sizeof(double) * (size_t)m);
}

static void tup_maxloc(void *in, void *io, int *len, MPI_Datatype *dt) {
    int sz; MPI_Type_size(*dt, &sz);
    int m = sz / (int)sizeof(double);
    double *a = in, *b = io;
    for (int i = 0; i < *len; i++, a += m, b += m)
        if (!(b[0] > a[0] || (b[0] == a[0] && b[1] < a[1]))) memcpy(b, a, sizeof(double) * (size_t)m);
}

static MPI_Op loc_ops[2];

/* 1 MINLOC, 2 MAXLOC, or a stop naming the call */
static int loc_kind(const char *call, MPI_Op op) {
    if (op == MPI_MINLOC) return 1;
    if (op == MPI_MAXLOC) return 2;
    __mpiad_fail(call, "MPI_DOUBLE_INT / MPI_FLOAT_INT / MPI_2DOUBLE_PRECISION data is "
                 "differentiable with MPI_MINLOC and MPI_MAXLOC only", (long long)op);
}

static MPI_Op loc_op(int lk) {
    if (!loc_ops[lk - 1]) MPI_Op_create(lk == 1 ? tup_minloc : tup_maxloc, 0, &loc_ops[lk - 1]);
    return loc_ops[lk - 1];
}

/* (value, location, W tangents) tuples of the pairs x with lanes dx (NULL: zeros) into in */
static void loc_pack(int pk, double *in, const void *x, void **dx, int W, int count) {
    int m = W + 2;
    for (long i = 0; i < count; i++) {
        in[i * m] = pair_val(pk, x, i);
        in[i * m + 1] = pair_loc(pk, x, i);
        for (int k = 0; k < W; k++) in[i * m + 2 + k] = dx && dx[k] ? pair_val(pk, dx[k], i) : 0.0;
    }
}

/* the tuples of x with lanes dx (W of them), reduced over comm (root < 0: on every rank) */
static int reduce_loc_tuples(int pk, int lk, const void *x, void **dx, int W, int count,
                             double *out, int root, MPI_Comm comm) {
    double *in = malloc(sizeof(double) * ((size_t)count * (W + 2) + 1));
    loc_pack(pk, in, x, dx, W, count);
    int tmp;
    MPI_Datatype t = tup_type(1, W + 1, &tmp);
    int rc = root < 0 ? MPI_Allreduce(in, out, count, t, loc_op(lk), comm)
                      : MPI_Reduce(in, out, count, t, loc_op(lk), root, comm);
    if (tmp) MPI_Type_free(&t);
    free(in);
    return rc;
}

/* y = the winning (value, location) pair. Tangent: the winner's dx travels with it in the
 * tuples, as the primal (fused) or after it. Augmented: who wins each element (tuples carrying
 * the rank). Adjoint: the winner's dx gets the sum of dy.value over the ranks holding y. */
static int fwd_reduce_loc(const char *call, const void *sbuf, void **dsbufs, void *rbuf,
                          void **drbufs, int W, int count, MPI_Datatype dt, MPI_Op op, int root,
                          MPI_Comm comm, int pk) {
    int lk = loc_kind(call, op), me, m = W + 2;
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE, gets = root < 0 || me == root;
    double *out = malloc(sizeof(double) * ((size_t)count * m + 1));
    int fz = fused(), rc = MPI_SUCCESS;
    void *x = (void *)(in_place ? rbuf : sbuf);
    void *xc = NULL;
    size_t pb = (size_t)count * pair_bytes(pk);
    if (!fz && in_place) { xc = malloc(pb + 1); memcpy(xc, x, pb); x = xc; }
    if (!fz) rc = root < 0 ? MPI_Allreduce(sbuf, rbuf, count, dt, op, comm)
                           : MPI_Reduce(sbuf, rbuf, count, dt, op, root, comm);
    int rc2 = reduce_loc_tuples(pk, lk, x, in_place ? drbufs : dsbufs, W, count, out, root, comm);
    if (fz) rc = rc2;
    if (gets)
        for (long i = 0; i < count; i++) {
            if (fz) pair_set(pk, rbuf, i, out[i * m], out[i * m + 1]);
            for (int k = 0; drbufs && k < W; k++)
                if (drbufs[k]) pair_dset(pk, drbufs[k], i, out[i * m + 2 + k]);
        }
    free(out); free(xc);
    return rc;
}

/* the rank among 0..n-1 whose pair element i wins, from every rank's (value, location) pairs as
 * doubles (xall: count pairs a rank): MINLOC's (lk 1) or MAXLOC's rule, the smaller location
 * among equal values, the lowest rank on a full tie (as loc_winners) */
static int loc_winner(const double *xall, int count, int n, long i, int lk) {
    int w = 0;
    double bv = xall[2 * i], bl = xall[2 * i + 1];
    for (int q = 1; q < n; q++) {
        double v = xall[2 * ((long)q * count + i)], l = xall[2 * ((long)q * count + i) + 1];
        if ((lk == 1 ? v < bv : v > bv) || (v == bv && l < bl)) { w = q; bv = v; bl = l; }
    }
    return w;
}

/* winner[i] = 1 where this rank's pair is the one the reduction picks */
static char *loc_winners(int pk, int lk, const void *x, int count, MPI_Comm comm) {
    int me;
    MPI_Comm_rank(comm, &me);
    double rank = me;
    void *lanes[1] = {NULL};
    /* a shadow-shaped array holding the rank as every element's "tangent" */
    char *rk = malloc((size_t)count * pair_bytes(pk) + 1);
    for (long i = 0; i < count; i++) pair_vput(pk, rk, i, rank);
    lanes[0] = rk;
    double *out = malloc(sizeof(double) * ((size_t)count * 3 + 1));
    reduce_loc_tuples(pk, lk, x, lanes, 1, count, out, -1, comm);
    char *w = malloc((size_t)count + 1);
    for (long i = 0; i < count; i++) w[i] = out[i * 3 + 2] == rank;
    free(rk); free(out);
    return w;
}

/* ------------------------------------------------------------------------------------------ */
/* MPI_Allreduce / MPI_Reduce                                                                 */

/* y = op over the ranks of x (on every rank, or on the root). Tangent: dy = sum over ranks r of
 * f_r dx_r with f_r = 1 (SUM), the product of the other ranks' x (PROD), or 1 for the rank whose
 * x wins and 0 for the others (MIN / MAX; the lowest rank wins ties). Augmented: records the
 * factors f. Adjoint (`__mpiad_rev_reduce`, for both): g = the sum of dy over the ranks that hold
 * y; dx += f g on every rank, and dy is zeroed. */

/* Forward Allreduce / Reduce (root < 0: allreduce). */
static int fwd_reduce(const char *call, const void *sbuf, void **dsbufs, void *rbuf, void **drbufs,
                      int W, int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm) {
    int pk = pair_kind(dt);
    if (pk) return fwd_reduce_loc(call, sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm, pk);
    int ek = elem_kind(dt);
    int me;
    MPI_Comm_rank(comm, &me);
    int in_place = sbuf == MPI_IN_PLACE;
    int kind = ek ? checked_op(call, op) : 0;
    if (ek && predefined_op(op) && fused())
        return fused_reduce(sbuf, dsbufs, rbuf, drbufs, W, count, dt, kind, op, root, comm, ek);
    size_t es = elem_size(ek);
    /* inputs before the primal overwrites them (in place) */
    void *x = NULL;
    if (ek && kind != OP_SUM) {
        x = malloc((size_t)count * es + 1);
        memcpy(x, in_place ? rbuf : sbuf, (size_t)count * es);
    }
    int rc = root < 0 ? MPI_Allreduce(sbuf, rbuf, count, dt, op, comm)
                      : MPI_Reduce(sbuf, rbuf, count, dt, op, root, comm);
    check_active(call, dt, in_place ? drbufs : dsbufs);
    if (!ek) return rc;
    void *dx = pack(ek, in_place ? drbufs : dsbufs, W, count);
    void *t = malloc((size_t)count * W * es + 1);
    if (kind == OP_PROD) {
        void *ex = exclusive_products(ek, x, count, dt, comm);
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                put(ek, t, k * (long)count + i, get(ek, dx, k * (long)count + i) * get(ek, ex, i));
        free(ex);
    } else if (kind == OP_MIN || kind == OP_MAX) {
        char *w = winners(ek, x, count, kind, comm);
        for (int k = 0; k < W; k++)
            for (long i = 0; i < count; i++)
                put(ek, t, k * (long)count + i, w[i] ? get(ek, dx, k * (long)count + i) : 0.0);
        free(w);
    } else {
        memcpy(t, dx, (size_t)count * W * es);
    }
    void *y = malloc((size_t)count * W * es + 1);
    if (root < 0) MPI_Allreduce(t, y, count * W, dt, MPI_SUM, comm);
    else MPI_Reduce(t, y, count * W, dt, MPI_SUM, root, comm);
    if (root < 0 || me == root) unpack(ek, drbufs, W, count, y);
    free(x); free(dx); free(t); free(y);
    return rc;
}

/* reverse-mode record of Allreduce / Reduce */
typedef struct {
    int kind, ek, count, root, in_place;
    int pk;         /* (value, location) pairs (MINLOC / MAXLOC) */
    MPI_Datatype dt;
    MPI_Comm comm;
    void *factor;   /* PROD: exclusive products; MIN/MAX/MINLOC/MAXLOC: winner flags (char) */
    void *tfactor;  /* second order, PROD: the W tangent lanes of factor (second_order.c) */
} mpiad_red;

/* adjoint of MINLOC / MAXLOC: g = the sum of dy.value over the ranks holding y; the winner's
 * dx.value += g */
static void rev_reduce_loc(mpiad_red *r, void *dsbuf, void *drbuf) {
    int me, n = r->count, holds;
    MPI_Comm_rank(r->comm, &me);
    holds = r->root < 0 || me == r->root;
    double *dv = calloc((size_t)n + 1, sizeof(double)), *g = malloc(sizeof(double) * (n + 1));
    for (long i = 0; holds && drbuf && i < n; i++) {
        dv[i] = pair_val(r->pk, drbuf, i);
        pair_dset(r->pk, drbuf, i, 0.0);
    }
    if (r->root < 0) MPI_Allreduce(dv, g, n, MPI_DOUBLE, MPI_SUM, r->comm);
    else { memcpy(g, dv, sizeof(double) * n); MPI_Bcast(g, n, MPI_DOUBLE, r->root, r->comm); }
    void *dx = r->in_place ? drbuf : dsbuf;
    for (long i = 0; dx && i < n; i++)
        if (((char *)r->factor)[i]) pair_vadd(r->pk, dx, i, g[i]);
    free(dv); free(g); free(r->factor); free(r);
}

static void *aug_reduce(const char *call, const void *sbuf, void *rbuf, int count, MPI_Datatype dt,
                        MPI_Op op, int root, MPI_Comm comm) {
    int ek = elem_kind(dt), pk = pair_kind(dt);
    int in_place = sbuf == MPI_IN_PLACE;
    int kind = ek ? checked_op(call, op) : 0;
    coll_seq++;
    mpiad_red *r = calloc(1, sizeof *r);
    r->kind = kind; r->ek = ek; r->count = count; r->root = root; r->dt = dt; r->comm = comm;
    r->in_place = in_place; r->pk = pk;
    if (pk) r->factor = loc_winners(pk, loc_kind(call, op), in_place ? rbuf : sbuf, count, comm);
    if (ek && kind != OP_SUM) {
        size_t es = elem_size(ek);
        void *x = malloc((size_t)count * es + 1);
        memcpy(x, in_place ? rbuf : sbuf, (size_t)count * es);
        r->factor = kind == OP_PROD ? exclusive_products(ek, x, count, dt, comm)
                                    : (void *)winners(ek, x, count, kind, comm);
        free(x);
    }
    if (root < 0) MPI_Allreduce(sbuf, rbuf, count, dt, op, comm);
    else MPI_Reduce(sbuf, rbuf, count, dt, op, root, comm);
    return r;
}

/* A derived datatype runs as the nonblocking form completed at once (dcollectives.c); its
 * record (kind MPIAD_ICOLL, never an OP_* kind) goes to that reverse. */
int __mpiad_fwd_iallreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                           int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                           MPI_Request *req);
void *__mpiad_aug_iallreduce(const void *sbuf, void *dsbuf, void *rbuf, void *drbuf, int count,
                             MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm,
                             MPI_Request *req);
static void rev_icoll_shadows(void *rec, void *dsbuf, void *drbuf);

/* MPI_Allreduce (root < 0 in the helpers); its reverse is __mpiad_rev_reduce */

int __mpiad_fwd_allreduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                          int count, MPI_Datatype dt, MPI_Op op, MPI_Comm comm) {
    if (lay_derived(dt))
        return __mpiad_fwd_iallreduce(sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, -1, comm, NULL);
    return fwd_reduce("MPI_Allreduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, -1, comm);
}

void *__mpiad_aug_allreduce(const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                            MPI_Comm comm) {
    if (lay_derived(dt))
        return __mpiad_aug_iallreduce(sbuf, NULL, rbuf, NULL, count, dt, op, -1, comm, NULL);
    return aug_reduce("MPI_Allreduce", sbuf, rbuf, count, dt, op, -1, comm);
}

/* MPI_Reduce, and the reverse of both */

int __mpiad_fwd_reduce(const void *sbuf, void **dsbufs, void *rbuf, void **drbufs, int W,
                       int count, MPI_Datatype dt, MPI_Op op, int root, MPI_Comm comm) {
    if (lay_derived(dt))
        return __mpiad_fwd_iallreduce(sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm,
                                      NULL);
    return fwd_reduce("MPI_Reduce", sbuf, dsbufs, rbuf, drbufs, W, count, dt, op, root, comm);
}

void *__mpiad_aug_reduce(const void *sbuf, void *rbuf, int count, MPI_Datatype dt, MPI_Op op,
                         int root, MPI_Comm comm) {
    if (lay_derived(dt))
        return __mpiad_aug_iallreduce(sbuf, NULL, rbuf, NULL, count, dt, op, root, comm, NULL);
    return aug_reduce("MPI_Reduce", sbuf, rbuf, count, dt, op, root, comm);
}

void __mpiad_rev_reduce(void *rec, void *dsbuf, void *drbuf) {
    if (*(int *)rec == MPIAD_ICOLL) { rev_icoll_shadows(rec, dsbuf, drbuf); return; }
    coll_rev_begin();
    mpiad_red *r = rec;
    if (r->pk) { rev_reduce_loc(r, dsbuf, drbuf); return; }
    int ek = r->ek;
    if (!ek) {
        const char *call = r->root < 0 ? "MPI_Allreduce" : "MPI_Reduce";
        rev_check(call, r->dt, r->in_place ? drbuf : dsbuf);
        rev_check(call, r->dt, drbuf);
        free(r);
        return;
    }
    int me;
    MPI_Comm_rank(r->comm, &me);
    size_t es = elem_size(ek);
    int n = r->count;
    /* total adjoint of the result: sum over the ranks that hold it */
    void *g = malloc((size_t)n * es + 1);
    if (r->root < 0) {
        void *z = drbuf ? NULL : calloc((size_t)n + 1, es);
        MPI_Allreduce(drbuf ? drbuf : z, g, n, r->dt, MPI_SUM, r->comm);
        free(z);
    } else {
        if (me == r->root) { if (drbuf) memcpy(g, drbuf, (size_t)n * es); else memset(g, 0, (size_t)n * es); }
        MPI_Bcast(g, n, r->dt, r->root, r->comm);
    }
    if (r->root < 0 || me == r->root) vzero(ek, drbuf, n);
    void *dx = r->in_place ? drbuf : dsbuf;
    if (dx) {
        for (long i = 0; i < n; i++) {
            double f = 1.0;
            if (r->kind == OP_PROD) f = get(ek, r->factor, i);
            else if (r->kind == OP_MIN || r->kind == OP_MAX) f = ((char *)r->factor)[i] ? 1.0 : 0.0;
            put(ek, dx, i, get(ek, dx, i) + f * get(ek, g, i));
        }
    }
    free(g); free(r->factor); free(r);
}
