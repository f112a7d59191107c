/* Checkpointed loops whose step writes through a pointer that a helper, not inlined, returns
 * (test_checkpoint_returned.py, through ckpt_ll_check.py; one case per build, -DCASE_...): the
 * pointer is the loop's state itself (SAME), a view of it (VIEW), the state loaded from a
 * struct the caller passes (STRUCT) or from a global (GLOBAL), or memory the helper makes
 * (FRESH). The region finder follows the helper's return to tell state from scratch. */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>
void mpiad_checkpoint(long snapshots);
void mpiad_checkpoint_state(void *p, long bytes);

/* one step of the update, in place (not inlined: the caller sees only the call) */
__attribute__((noinline)) void update(double *w, long n) {
    double first = w[0];
    for (long i = 0; i < n - 1; i++) w[i] = w[i] - 0.1 * w[i] * w[i] + 0.05 * sin(w[i + 1]);
    w[n - 1] = w[n - 1] - 0.1 * w[n - 1] * w[n - 1] + 0.05 * sin(first);
}

#if defined(CASE_STRUCT) || defined(CASE_HEAP_STRUCT)
struct field {
    double *u;
    long calls;
};
/* (counting its calls: the optimiser cannot hoist it out of the loop) */
__attribute__((noinline)) double *cur(struct field *f) {
    f->calls++;
    return f->u;
}
#elif defined(CASE_SAME)
__attribute__((noinline)) double *same(double *u, long n) {
    update(u, n);
    return u;
}
#elif defined(CASE_VIEW)
__attribute__((noinline)) double *inner(double *u, long k) { return k > 0 ? u + k : u; }
#elif defined(CASE_FRESH)
__attribute__((noinline)) double *fresh(const double *u, long n) {
    double *w = malloc(n * sizeof(double));
    for (long i = 0; i < n; i++) w[i] = u[i];
    return w;
}
#elif defined(CASE_GLOBAL)
static double *state;
__attribute__((noinline)) double *get_state(void) { return state; }
#endif

double energy(double *x, int n) {
    double *u = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) u[i] = x[i];
#if defined(CASE_STRUCT)
    struct field f = {u, 0};
#elif defined(CASE_HEAP_STRUCT)
    struct field *fp = malloc(sizeof *fp);
    fp->u = u;
    fp->calls = 0;
    mpiad_checkpoint_state(fp, sizeof *fp);
#elif defined(CASE_GLOBAL)
    state = u;
#endif
    mpiad_checkpoint_state(u, n * 8);
    mpiad_checkpoint(2);
    for (long t = 0; t < n + 3; t++) {
#if defined(CASE_STRUCT)
        double *w = cur(&f);
        update(w, n);
#elif defined(CASE_HEAP_STRUCT)
        double *w = cur(fp);
        update(w, n);
#elif defined(CASE_SAME)
        double *w = same(u, n);
        w[0] = w[0] + 0.05 * w[0] * w[1];
#elif defined(CASE_VIEW)
        double *w = inner(u, 1);
        update(w, n - 1);
#elif defined(CASE_FRESH)
        double *w = fresh(u, n);
        update(w, n);
        u[0] = u[0] + 0.5 * w[1] * w[0];
        free(w);
#elif defined(CASE_GLOBAL)
        double *w = get_state();
        update(w, n);
#endif
    }
    double e = 0.0, tot;
    for (int i = 0; i < n; i++) e += u[i] * u[i] * u[i];
    MPI_Allreduce(&e, &tot, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return tot + 0.1 * tot * tot;
}
