; The rsmpi shape with Open MPI's ABI: handles are pointers to globals (ompi_mpi_op_sum, ...), the
; op is loaded from RSMPI_SUM in the caller and passed down. The module's ABI is detected from its
; ompi_* references, and the Open MPI build of the runtime is linked (it compares op pointers).
; RUN: %mpiad-opt %s --fn main_like --mode forward --args dup -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn main_like --mode reverse --args out -o - | filecheck --check-prefix=REV %s

@RSMPI_SUM = external global ptr
@ompi_mpi_double = external global [0 x i8]
@ompi_mpi_comm_world = external global [0 x i8]

declare i32 @MPI_Allreduce(ptr, ptr, i32, ptr, ptr, ptr)

define double @test_mpi_call(double %x, ptr %op) {
entry:
  %in = alloca double
  %out = alloca double
  %sq = fmul double %x, %x
  store double %sq, ptr %in
  call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, ptr @ompi_mpi_double, ptr %op, ptr @ompi_mpi_comm_world)
  %r = load double, ptr %out
  ret double %r
}

define double @main_like(double %x) {
entry:
  %op = load ptr, ptr @RSMPI_SUM
  %r = call double @test_mpi_call(double %x, ptr %op)
  ret double %r
}

; FWD-LABEL: define internal { double, double } @fwddiffe.test_mpi_call.dc(double %x, double %x.d, ptr %op)
; FWD: call i32 @__mpiad_fwd_allreduce(ptr %in, ptr %{{dbufs[0-9]*}}, ptr %out, ptr %{{dbufs[0-9]*}}, i32 1, i32 1, ptr @ompi_mpi_double, ptr %op, ptr @ompi_mpi_comm_world)
; FWD: @ompi_mpi_op_sum
; FWD: call void @__mpiad_fail(

; REV: call ptr @__mpiad_aug_allreduce(ptr %in, ptr %out, i32 1, ptr @ompi_mpi_double, ptr %op, ptr @ompi_mpi_comm_world)
; REV: call void @__mpiad_rev_reduce(
