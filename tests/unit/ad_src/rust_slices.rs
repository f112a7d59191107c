//! Rust kernels as a user writes them first: slices from raw parts, Range and zip iterators,
//! bounds-checked indexing, `core::` float helpers, a tuple-returning helper, a stack array.
//! tools/gen_ad_kernels.py builds rust_slices_O0.ll (rustc opt-level 0, what `cargo build`
//! gives) and rust_slices_O3.ll (opt-level 3, `cargo build --release`).
#![crate_type = "lib"]

use std::slice;

/// The example: `ys[i] = a * xs[i] + ys[i]; s += ys[i].exp()`.
#[no_mangle]
pub extern "C" fn saxpy_sum(a: f64, x: *const f64, y: *mut f64, n: usize) -> f64 {
    let xs = unsafe { slice::from_raw_parts(x, n) };
    let ys = unsafe { slice::from_raw_parts_mut(y, n) };
    let mut s = 0.0;
    for i in 0..n {
        ys[i] = a * xs[i] + ys[i];
        s += ys[i].exp();
    }
    s
}

/// Iterator adaptors: zip, map, sum.
#[no_mangle]
pub extern "C" fn dot_zip(a: *const f64, b: *const f64, n: usize) -> f64 {
    let a = unsafe { slice::from_raw_parts(a, n) };
    let b = unsafe { slice::from_raw_parts(b, n) };
    a.iter().zip(b).map(|(x, y)| x * y.sin()).sum()
}

/// Neighbour indexing whose bounds checks the optimiser cannot remove.
#[no_mangle]
pub extern "C" fn stencil(u: *const f64, out: *mut f64, n: usize) {
    let u = unsafe { slice::from_raw_parts(u, n) };
    let out = unsafe { slice::from_raw_parts_mut(out, n) };
    for i in 1..n - 1 {
        out[i] = u[i - 1] - 2.0 * u[i] + u[i + 1].powi(3);
    }
}

/// `windows` iterator and a tuple-returning core helper (`sin_cos`).
#[no_mangle]
pub extern "C" fn path_energy(x: *const f64, n: usize, t: f64) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    let (s, c) = t.sin_cos();
    let e: f64 = x.windows(2).map(|w| (w[1] - w[0]).powi(2)).sum();
    e * s + c * x.iter().map(|v| v.tanh()).sum::<f64>()
}

#[inline(never)]
fn scaled_norm(v: &[f64], k: f64) -> f64 {
    v.iter().map(|a| (k * a) * (k * a)).sum::<f64>().sqrt()
}

/// A stack array temporary (n <= 16), `enumerate`, and a non-inlined helper taking a slice.
#[no_mangle]
pub extern "C" fn smooth_norm(x: *const f64, n: usize, k: f64) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    let mut tmp = [0.0f64; 16];
    for (i, t) in tmp[..n].iter_mut().enumerate() {
        let left = if i > 0 { x[i - 1] } else { x[i] };
        *t = 0.5 * (left + x[i]);
    }
    scaled_norm(&tmp[..n], k)
}
