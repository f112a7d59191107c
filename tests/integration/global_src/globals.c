/* Active memory reached through a global (tests/integration/test_global_pointers.py).
 *
 * One case per -D flag. GETTER stores the pointer to a malloc'd active array into a global and
 * a helper reads it back; FIELD keeps it in a field of a global struct, ARRAY in a global array
 * of pointers; PUT has a callee store active data into a global array its caller reads. All four
 * were silently wrong (each function's activity only knew the globals it writes itself) and are
 * refused now. DIRECT stores and reads the global in the same function: differentiated. */
#include <math.h>
#include <stdlib.h>

#if defined(GETTER) || defined(DIRECT)
static double *state;
#define SLOT state
#elif defined(FIELD)
struct holder { int k; double *p; };
static struct holder st;
#define SLOT st.p
#elif defined(ARRAY)
static double *slots[4];
#define SLOT slots[2]
#endif

#ifdef PUT
static double g[8];
__attribute__((noinline)) void put(double *x, int n) {
    for (int i = 0; i < n; i++) g[i] = sin(x[i]);
}
double energy(double *x, int n) {
    put(x, n);
    double e = 0.0;
    for (int i = 0; i < n; i++) e += g[i] * g[i];
    return e;
}
#else
__attribute__((noinline)) double *get_state(void) { return SLOT; }
__attribute__((noinline)) void update(double *w, long n) {
    double first = w[0];
    for (long i = 0; i < n - 1; i++) w[i] = w[i] - 0.1 * w[i] * w[i] + 0.05 * sin(w[i + 1]);
    w[n - 1] = w[n - 1] - 0.1 * w[n - 1] * w[n - 1] + 0.05 * sin(first);
}
double energy(double *x, int n) {
    double *u = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) u[i] = x[i];
    SLOT = u;
    for (long t = 0; t < n + 3; t++) {
#ifdef DIRECT
        double *w = SLOT;
#else
        double *w = get_state();
#endif
        update(w, n);
    }
    double e = 0.0;
    for (int i = 0; i < n; i++) e += u[i] * u[i] * u[i];
    free(u);
    return e;
}
#endif
