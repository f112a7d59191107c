; Communicators in reverse mode (MPICH ABI): Comm_split runs as is in both sweeps and records the
; handle it made; the augmented Comm_free only forgets the communicator, whose adjoint Allreduce
; the reverse sweep still runs on it; the communicator is freed at the reverse of Comm_split
; (__mpiad_rev_comm_made), after everything the reverse sweep does on it. Forward mode leaves
; both calls as they are. Topology queries stay as they are.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s

declare i32 @MPI_Comm_split(i32, i32, i32, ptr)
declare i32 @MPI_Comm_free(ptr)
declare i32 @MPI_Cart_shift(i32, i32, i32, ptr, ptr)
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)

define void @f(ptr %x, i32 %comm) {
entry:
  %sub = alloca i32
  %lo = alloca i32
  %hi = alloca i32
  %y = alloca double
  call i32 @MPI_Comm_split(i32 %comm, i32 0, i32 0, ptr %sub)
  %c = load i32, ptr %sub
  call i32 @MPI_Cart_shift(i32 %c, i32 0, i32 1, ptr %lo, ptr %hi)
  call i32 @MPI_Allreduce(ptr %x, ptr %y, i32 1, i32 1275070475, i32 1476395011, i32 %c)
  call i32 @MPI_Comm_free(ptr %sub)
  %v = load double, ptr %y
  %w = fmul double %v, %v
  store double %w, ptr %x
  ret void
}

; REV-LABEL: define internal void @augmented.f.dc(
; REV: call i32 @MPI_Comm_split(i32 %comm, i32 0, i32 0, ptr %sub)
; REV-NEXT: %[[MADE:.+]] = load i32, ptr %sub
; REV: call i32 @MPI_Cart_shift(
; REV: call i32 @__mpiad_aug_comm_free(ptr %sub)
; REV-LABEL: define internal void @reverse.f.dc(
; REV: call void @__mpiad_rev_comm_free(
; REV: call void @__mpiad_rev_reduce(
; REV: call void @__mpiad_rev_comm_made(

; FWD-LABEL: define void @fwddiffe_f(
; FWD: call i32 @MPI_Comm_split(i32 %comm, i32 0, i32 0, ptr %sub)
; FWD: call i32 @MPI_Cart_shift(
; FWD: call i32 @MPI_Comm_free(ptr %sub)
