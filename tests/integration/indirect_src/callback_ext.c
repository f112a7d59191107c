/* The other translation unit of callback.c: compiled natively, never seen by mpiad. */
typedef double (*scalar_fn)(double);
double ext_scale(double t) { return 3.0 * t; }
static double hidden(double t) { return t + 1.0; }
scalar_fn ext_callback(void) { return hidden; }
