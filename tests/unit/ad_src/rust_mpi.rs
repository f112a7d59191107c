//! A Rust crate calling MPI as rsmpi does (the seed rust-mpi-allreduce-op): handles are extern
//! statics (`RSMPI_SUM`, `RSMPI_DOUBLE`, `RSMPI_COMM_WORLD`, defined by rsmpi's C shim), loaded
//! and passed through function calls down to `MPI_Allreduce`. MPICH ABI: handles are `c_int`.
//! tools/gen_ad_kernels.py builds rust_mpi_O0.ll and rust_mpi_O3.ll; the integration test
//! (tests/integration/test_rust_mpi.py) defines the statics when it links the JIT module.
#![crate_type = "lib"]

use std::os::raw::{c_int, c_void};
use std::slice;

#[allow(non_camel_case_types)]
type MPI_Op = c_int;
#[allow(non_camel_case_types)]
type MPI_Datatype = c_int;
#[allow(non_camel_case_types)]
type MPI_Comm = c_int;

extern "C" {
    static RSMPI_SUM: MPI_Op;
    static RSMPI_MAX: MPI_Op;
    static RSMPI_DOUBLE: MPI_Datatype;
    static RSMPI_COMM_WORLD: MPI_Comm;
    fn MPI_Allreduce(
        sendbuf: *const c_void,
        recvbuf: *mut c_void,
        count: c_int,
        datatype: MPI_Datatype,
        op: MPI_Op,
        comm: MPI_Comm,
    ) -> c_int;
}

/// rsmpi's `all_reduce_into(&local, &mut global, op)`, reduced to its FFI call.
#[inline(never)]
fn all_reduce_into(local: &[f64], global: &mut [f64], op: MPI_Op) {
    unsafe {
        MPI_Allreduce(
            local.as_ptr() as *const c_void,
            global.as_mut_ptr() as *mut c_void,
            local.len() as c_int,
            RSMPI_DOUBLE,
            op,
            RSMPI_COMM_WORLD,
        );
    }
}

/// sqrt(sum over ranks of sum_i x_i^2) + max over ranks of x_0 * s
#[no_mangle]
pub extern "C" fn norm_allreduce(x: *const f64, n: usize, s: f64) -> f64 {
    let x = unsafe { slice::from_raw_parts(x, n) };
    let local = [x.iter().map(|v| v * v).sum::<f64>(), x[0] * s];
    let mut sum = [0.0; 1];
    let mut max = [0.0; 1];
    all_reduce_into(&local[..1], &mut sum, unsafe { RSMPI_SUM });
    all_reduce_into(&local[1..], &mut max, unsafe { RSMPI_MAX });
    sum[0].sqrt() + max[0]
}

/// In place: y_i <- y_i * (sum over ranks of y . y), via a helper that builds the slices.
#[no_mangle]
pub extern "C" fn scale_by_global_dot(y: *mut f64, n: usize) {
    let y = unsafe { slice::from_raw_parts_mut(y, n) };
    let local = [y.iter().zip(y.iter()).map(|(a, b)| a * b).sum::<f64>()];
    let mut dot = [0.0];
    all_reduce_into(&local, &mut dot, unsafe { RSMPI_SUM });
    for v in y.iter_mut() {
        *v *= dot[0];
    }
}
