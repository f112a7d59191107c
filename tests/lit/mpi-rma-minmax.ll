; MPI_Accumulate with MPI_MAX between fences (MPICH ABI): the derivative goes to the winner,
; found at the fence that closes the epoch. In a module that may accumulate with MIN / MAX every
; fence is the runtime's selecting fence (__mpiad_fwd_win_fence_sel, __mpiad_aug_win_fence_sel:
; the final values read in an extra epoch; its last argument 0: no fetching MIN / MAX in the
; module), the same on every rank; the Accumulate goes through
; the runtime as with MPI_SUM. Refused at compile time: MPI_Raccumulate with MPI_MAX (it runs in
; passive-target epochs only, where the origins cannot know the final value).
; RUN: %mpiad-opt %s --fn accmax --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn accmax --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: not %mpiad-opt %s --fn raccmax --mode forward --args dup,const 2> %t.r
; RUN: filecheck --check-prefix=RACC --input-file %t.r %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_fence(i32, i32)
declare i32 @MPI_Win_lock_all(i32, i32)
declare i32 @MPI_Win_unlock_all(i32)
declare i32 @MPI_Accumulate(ptr, i32, i32, i32, i64, i32, i32, i32, i32)
declare i32 @MPI_Raccumulate(ptr, i32, i32, i32, i64, i32, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define double @accmax(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Accumulate(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395009, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_accmax(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_win_fence_sel(i32 0, i32 %h, i32 0)
; FWD: call i32 @__mpiad_fwd_accumulate(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395009, i32 %h)
; FWD: call i32 @__mpiad_fwd_win_fence_sel(i32 0, i32 %h, i32 0)

; REV-LABEL: define internal double @augmented.accmax.dc(
; REV: call ptr @__mpiad_aug_win_fence_sel(i32 0, i32 %h, i32 0)
; REV: call void @__mpiad_aug_accumulate(ptr %x, ptr %x.d,
; REV: call ptr @__mpiad_aug_win_fence_sel(i32 0, i32 %h, i32 0)
; REV-LABEL: define internal void @reverse.accmax.dc(
; REV: call void @__mpiad_rev_win_fence(ptr

define double @raccmax(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  %req = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock_all(i32 0, i32 %h)
  call i32 @MPI_Raccumulate(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395009, i32 %h, ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Win_unlock_all(i32 %h)
  %v = load double, ptr %w
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; RACC: error: in @raccmax: MPI_Raccumulate with MPI_MAX ({{.*}}): mpiad differentiates MPI_Raccumulate with MPI_SUM and MPI_REPLACE only
