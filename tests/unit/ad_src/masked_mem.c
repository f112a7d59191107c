/* ad-cpus: x86_64_v3 x86_64_v4 */
/* ad-expect-O2v3: llvm.masked.store */
/* ad-expect-O2v4: llvm.masked.gather */
/* ad-expect-O2v4: llvm.masked.scatter */
/* Indexed and conditional loops that clang -O2 vectorises, for an AVX2 host (x86-64-v3) into
   llvm.masked.load/store and for an AVX-512 host (x86-64-v4) also into llvm.masked.gather and
   llvm.masked.scatter. IDX repeats indices: two lanes of one gather read the same f element,
   two lanes of one scatter write the same x element (the later one wins). */

static const int IDX[40] = {3, 1, 3, 0, 7, 2, 2, 5, 6, 4, 1, 1, 0, 7, 5, 3, 2, 6, 6, 4,
                            0, 5, 3, 3, 7, 1, 4, 4, 2, 0, 6, 5, 1, 7, 7, 3, 4, 2, 0, 6};

void gather_sq(double *restrict y, const double *restrict f, int n) {
    for (int i = 0; i < n; i++)
        y[i] = 3.0 * f[IDX[i]] * f[IDX[i]];
}

void scatter_sq(double *restrict x, const double *restrict v, int n) {
    for (int i = 0; i < n; i++)
        x[IDX[i]] = v[i] * v[i];
}

/* The shape of issue 34's reproducer: a gather, then a scatter of zeros. */
void symm_step(double *restrict xdd, const double *restrict f, int n, int nsymm) {
    for (int i = 0; i < n; i++)
        xdd[i] = 3.0 * f[IDX[39 - i]];
    for (int i = 0; i < nsymm; i++)
        xdd[IDX[i]] = 0.0;
}

void cond_store(double *restrict y, const double *restrict x, const double *restrict c, int n) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0.0)
            y[i] = x[i] * x[i];
}

void cond_load(double *restrict y, const double *restrict x, const double *restrict c, int n) {
    for (int i = 0; i < n; i++)
        y[i] = c[i] > 0.0 ? x[i] * y[i] : y[i];
}

void cond_gather(double *restrict y, const double *restrict f, const double *restrict c, int n) {
    for (int i = 0; i < n; i++)
        if (c[i] > 0.0)
            y[i] += f[IDX[i]] * f[IDX[i]];
}
