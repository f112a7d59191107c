//! Slice kernels with iterators and plain index loops (corpus for tools/gen_corpus.py).
#![crate_type = "lib"]

use std::slice;

#[no_mangle]
pub extern "C" fn dot(a: *const f64, b: *const f64, n: usize) -> f64 {
    let a = unsafe { slice::from_raw_parts(a, n) };
    let b = unsafe { slice::from_raw_parts(b, n) };
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[no_mangle]
pub extern "C" fn sum_sin_x(x: *const f64, n: usize) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    let mut s = 0.0;
    for &v in x {
        s += v.sin() * v;
    }
    s
}

#[no_mangle]
pub extern "C" fn saxpy(a: f64, x: *const f64, y: *mut f64, n: usize) {
    let x = unsafe { slice::from_raw_parts(x, n) };
    let y = unsafe { slice::from_raw_parts_mut(y, n) };
    for i in 0..n {
        y[i] = a * x[i] + y[i];
    }
}

#[no_mangle]
pub extern "C" fn norm2(x: *const f64, n: usize) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    x.iter().map(|v| v * v).sum::<f64>().sqrt()
}

#[no_mangle]
pub extern "C" fn max_abs(x: *const f64, n: usize) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    x.iter().fold(0.0_f64, |m, v| m.max(v.abs()))
}
