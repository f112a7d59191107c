// The Rust twin of chain.c (without MPI): built by rustc at opt-level 0 and 3 and differentiated
// several times over by test_cli_chaining.py. A library crate without std, as a kernel linked
// into a C program is; the debug build keeps its core:: helpers (ranges, slices, iterators).
#![no_std]

extern "C" {
    static enzyme_dup: i32;
    static enzyme_const: i32;
    fn __enzyme_autodiff(f: extern "C" fn(*const f64, i32) -> f64, ...);
}

fn sq(v: f64) -> f64 {
    v * v
}

#[no_mangle]
pub extern "C" fn f(x: *const f64, n: i32) -> f64 {
    let mut s = 0.0;
    for i in 0..n as usize {
        let v = unsafe { *x.add(i) };
        s += v * v * v;
    }
    s
}

#[no_mangle]
pub extern "C" fn g(x: *const f64, n: i32) -> f64 {
    let mut s = 0.0;
    for i in 0..n as usize {
        s += sq(unsafe { *x.add(i) });
    }
    s
}

#[no_mangle]
pub extern "C" fn h(x: *const f64, n: i32) -> f64 {
    let xs = unsafe { core::slice::from_raw_parts(x, n as usize) };
    xs.iter().map(|&v| sq(sq(v))).sum()
}

#[no_mangle]
pub extern "C" fn grad_h(x: *const f64, dx: *mut f64, n: i32) {
    unsafe { __enzyme_autodiff(h, enzyme_dup, x, dx, enzyme_const, n) }
}
