/* A struct holding a pointer to the data (struct { long n; double *data; } passed by pointer). */
#include <math.h>

struct vec {
    long n;
    double *data;
};

double vec_logsumexp(const struct vec *v) {
    double m = v->data[0];
    for (long i = 1; i < v->n; i++)
        m = fmax(m, v->data[i]);
    double s = 0.0;
    for (long i = 0; i < v->n; i++)
        s += exp(v->data[i] - m);
    return m + log(s);
}

void vec_normalize(struct vec *v) {
    double s = 0.0;
    for (long i = 0; i < v->n; i++)
        s += v->data[i] * v->data[i];
    double r = 1.0 / sqrt(s);
    for (long i = 0; i < v->n; i++)
        v->data[i] *= r;
}
