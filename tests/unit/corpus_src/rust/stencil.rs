//! Stencils, math functions, branches and a struct (corpus for tools/gen_corpus.py).
#![crate_type = "lib"]

use std::slice;

#[repr(C)]
pub struct Particle {
    pub x: f64,
    pub v: f64,
    pub m: f64,
}

#[inline(never)]
fn smooth(x: f64) -> f64 {
    0.5 * (1.0 + x.tanh())
}

#[no_mangle]
pub extern "C" fn heat_step(u: *mut f64, tmp: *mut f64, n: usize, alpha: f64) {
    let u = unsafe { slice::from_raw_parts_mut(u, n) };
    let tmp = unsafe { slice::from_raw_parts_mut(tmp, n) };
    for (i, w) in u.windows(3).enumerate() {
        tmp[i + 1] = w[1] + alpha * (w[0] - 2.0 * w[1] + w[2]);
    }
    u[1..n - 1].copy_from_slice(&tmp[1..n - 1]);
}

#[no_mangle]
pub extern "C" fn mixed_math(x: f64, y: f64) -> f64 {
    let r = x.hypot(y);
    r.powf(1.5) * x.cos() + (1.0 + y.abs()).ln() * y.atan2(x) + (-x * x).exp() + smooth(y)
}

#[no_mangle]
pub extern "C" fn piecewise(x: f64) -> f64 {
    if x < -1.0 {
        -1.0
    } else if x < 1.0 {
        x * x * x
    } else {
        x.sqrt()
    }
}

#[no_mangle]
pub extern "C" fn kinetic_energy(p: *const Particle, n: usize) -> f64 {
    let p = unsafe { slice::from_raw_parts(p, n) };
    p.iter().map(|q| 0.5 * q.m * q.v * q.v).sum()
}

#[no_mangle]
pub extern "C" fn activate(kind: u32, x: f64) -> f64 {
    match kind {
        0 => x,
        1 => x.max(0.0),
        2 => x.tanh(),
        3 => 1.0 / (1.0 + (-x).exp()),
        _ => f64::NAN,
    }
}
