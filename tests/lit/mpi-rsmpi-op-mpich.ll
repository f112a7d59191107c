; The rsmpi shape (seed rust-mpi-allreduce-op): the op is loaded from a global in the caller and
; reaches MPI_Allreduce through a function argument. Enzyme stops with "unhandled op"; mpiad passes
; the handle to its runtime, which dispatches on it at run time (MPICH ABI: integer handles).
; RUN: %mpiad-opt %s --fn main_like --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn main_like --mode reverse --args out,const -o - | filecheck --check-prefix=REV %s

@RSMPI_SUM = external global i32
@RSMPI_DOUBLE = external global i32

declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)

define double @test_mpi_call(double %x, i32 %op, i32 %comm) {
entry:
  %in = alloca double
  %out = alloca double
  %sq = fmul double %x, %x
  store double %sq, ptr %in
  %dt = load i32, ptr @RSMPI_DOUBLE
  call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, i32 %dt, i32 %op, i32 %comm)
  %r = load double, ptr %out
  ret double %r
}

define double @main_like(double %x, i32 %comm) {
entry:
  %op = load i32, ptr @RSMPI_SUM
  %r = call double @test_mpi_call(double %x, i32 %op, i32 %comm)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_main_like(double %x, double %x.d, i32 %comm)
; FWD: %op = load i32, ptr @RSMPI_SUM
; FWD: call { double, double } @fwddiffe.test_mpi_call.dcc(double %x, double %x.d, i32 %op, i32 %comm)
; FWD-LABEL: define internal { double, double } @fwddiffe.test_mpi_call.dcc(double %x, double %x.d, i32 %op, i32 %comm)
; FWD: call i32 @__mpiad_fwd_allreduce(ptr %in, ptr %{{dbufs[0-9]*}}, ptr %out, ptr %{{dbufs[0-9]*}}, i32 1, i32 1, i32 %dt, i32 %op, i32 %comm)
; The runtime compares the handle with the predefined ops (MPI_MAX .. MPI_PROD = 1476395009 ..
; 1476395012: one range check after -O2), then with the registered ones, and stops with a message
; for an unknown one.
; FWD-LABEL: define internal fastcc i32 @__mpiad.rt.fwd_reduce(
; FWD: add i32 %{{[0-9]+}}, -1476395009
; FWD: icmp ult i32 %{{[0-9]+}}, 4
; FWD: call void @__mpiad_fail(

; REV-LABEL: define internal double @augmented.test_mpi_call.acc(ptr %tape, double %x, i32 %op, i32 %comm)
; REV: call ptr @__mpiad_aug_allreduce(ptr %in, ptr %out, i32 1, i32 %dt, i32 %op, i32 %comm)
; REV-LABEL: define internal { double } @reverse.test_mpi_call.acc(
; REV: call void @__mpiad_rev_reduce(ptr %{{.+}}, ptr %{{.+}}, ptr %{{.+}})
