; A module compiled against two MPIs' mpi.h (MPICH's int handles in one function, Open MPI's
; ompi_* globals in another) is refused with one line naming both signs, even with --mpi-abi:
; no family fits it, and guessing would pass handles of the wrong kind.
; RUN: not %mpiad-opt %s --fn f --mode forward --args dup 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: not %mpiad-opt %s --fn f --mode forward --args dup --mpi-abi mpich 2> %t.err2
; RUN: filecheck --input-file %t.err2 %s
; CHECK-NOT: Traceback
; CHECK: {{^}}error: the module mixes MPI ABI families: @ompi_mpi_comm_world (Open MPI), but @MPI_Comm_rank's parameter 1 is an i32 handle (MPICH's ABI); compile all of it against one MPI's mpi.h
; CHECK-NOT: {{.}}

@ompi_mpi_comm_world = external global [0 x i8]

declare i32 @MPI_Comm_rank(i32, ptr)
declare i32 @MPI_Barrier(ptr)

define double @f(double %x) {
entry:
  %rank = alloca i32
  call i32 @MPI_Comm_rank(i32 1140850688, ptr %rank)
  call i32 @MPI_Barrier(ptr @ompi_mpi_comm_world)
  %y = fmul double %x, %x
  ret double %y
}
