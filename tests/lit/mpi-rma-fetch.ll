; One-sided fetching operations (MPICH ABI): MPI_Get_accumulate with MPI_SUM of an argument into
; rank 0's window, fetching the old value into a local. Forward mode: the runtime gets the
; origin's and the result's shadows (it repeats the call on the shadow windows). Reverse mode: the
; augmented sweep records it with both adjoints (its adjoint is replayed with the epoch's, at the
; reverse of the fence), the reverse of the call itself does nothing. Refused: MPI_PROD, naming
; the call (MIN and MAX between fences: tests/lit/mpi-rma-minmax.ll).
; RUN: %mpiad-opt %s --fn gacc --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn gacc --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: not %mpiad-opt %s --fn gmax --mode forward --args dup,const 2> %t.max
; RUN: filecheck --check-prefix=MAX --input-file %t.max %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_fence(i32, i32)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Get_accumulate(ptr, i32, i32, ptr, i32, i32, i32, i64, i32, i32, i32, i32)

define double @gacc(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %r = alloca double
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Get_accumulate(ptr %x, i32 1, i32 1275070475, ptr %r, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395011, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %r
  %u = load double, ptr %w
  %p = fmul double %v, %u
  call i32 @MPI_Win_free(ptr %win)
  ret double %p
}

; FWD-LABEL: define double @fwddiffe_gacc(
; FWD: call i32 @__mpiad_fwd_get_accumulate(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, ptr %r, ptr %{{.+}}, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395011, i32 %h)

; REV-LABEL: define internal double @augmented.gacc.dc(
; REV: call void @__mpiad_aug_get_accumulate(ptr %x, ptr %x.d, i32 1, i32 1275070475, ptr %r, ptr %{{.+}}, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395011, i32 %h)
; REV-LABEL: define internal void @reverse.gacc.dc(
; REV-NOT: Get_accumulate
; REV: call void @__mpiad_rev_win_fence(

define double @gmax(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %r = alloca double
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Get_accumulate(ptr %x, i32 1, i32 1275070475, ptr %r, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395012, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %r
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; MAX: error: in @gmax: MPI_Get_accumulate with MPI_PROD ({{.*}}): mpiad differentiates MPI_Get_accumulate with MPI_SUM, MPI_REPLACE, MPI_NO_OP, MPI_MIN, MPI_MAX only
