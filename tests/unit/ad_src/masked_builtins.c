/* ad-cpus: x86_64_v4 */
/* ad-expect-O0: llvm.masked.expandload */
/* ad-expect-O2: llvm.masked.compressstore */
/* ad-expect-O2v4: llvm.masked.gather */
/* ad-expect-O2: llvm.vector.reduce.fmaximum */
/* Every llvm.masked.* intrinsic, from clang's generic vector builtins (on any target: LLVM
   lowers them to AVX-512 instructions or to scalar code): passthru operands that carry
   derivatives, masks from the data, a gather reading one element in two lanes and a scatter
   writing one element from two lanes. */

typedef double v4d __attribute__((ext_vector_type(4)));
typedef _Bool v4b __attribute__((ext_vector_type(4)));
typedef long v4l __attribute__((ext_vector_type(4)));
/* for plain vector loads of double arrays (8-byte aligned, as any double *) */
typedef double v4du __attribute__((ext_vector_type(4), aligned(8)));

/* y[4k..4k+3] from the x elements where c > 0 (expanded), squared and compressed back. */
void expand_compress(double *restrict y, const double *restrict x, const double *restrict c,
                     double p, int n) {
    for (int i = 0; i + 4 <= n; i += 4) {
        v4b m = __builtin_convertvector(*(const v4du *)(c + i) > 0, v4b);
        v4d v = __builtin_masked_expand_load(m, x + i, (v4d)p);
        __builtin_masked_compress_store(m, v * v * p, y + i);
    }
}

void masked_lanes(double *restrict y, const double *restrict x, const double *restrict c,
                  int n) {
    const v4l idx = {2, 0, 2, 3};
    for (int i = 0; i + 4 <= n; i += 4) {
        v4b m = __builtin_convertvector(*(const v4du *)(c + i) > 0, v4b);
        v4d pass = *(const v4du *)(x + i) * 0.5;
        v4d w = __builtin_masked_load(m, x + i, pass);
        v4d g = __builtin_masked_gather(m, idx, x + i, w);
        __builtin_masked_store(m, w * g, y + i);
        __builtin_masked_scatter(m, idx, g * g + w, y + i);
    }
}

/* llvm.vector.reduce.fmaximum/fminimum (the NaN-propagating extrema, which loop vectorisers
   do not emit for C's fmax) and llvm.vector.reduce.fmax, from clang's builtins. */
double reduce_extrema(const double *x, int n) {
    double s = 0;
    for (int i = 0; i + 4 <= n; i += 4) {
        v4du v = *(const v4du *)(x + i);
        s += __builtin_reduce_maximum(v) * __builtin_reduce_minimum(v) + __builtin_reduce_max(v * v);
    }
    return s;
}
