; Request-based one-sided communication (MPICH ABI): each rank puts an argument into rank 0's
; window with MPI_Rput inside MPI_Win_lock_all / unlock_all, completes the request with MPI_Wait
; before the unlock, a barrier orders the epoch before rank 0 reads its window memory. Forward
; mode: the Rput and its Wait go through the runtime (the shadow Rputs' requests complete with
; the primal one). Reverse mode: the augmented Rput returns the request's record (kept for the
; Rput's reverse), the augmented Wait the record it completed; the reverse sweep replays the
; operation's adjoint at the Wait's reverse (__mpiad_rev_wait), inside the lock epoch that the
; unlock's reverse mirrors, and frees the record at the Rput's reverse.
; RUN: %mpiad-opt %s --fn rput --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn rput --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn rput --mode forward --width 2 --args dup,const -o - | filecheck --check-prefix=VEC %s

declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_lock_all(i32, i32)
declare i32 @MPI_Win_unlock_all(i32)
declare i32 @MPI_Rput(ptr, i32, i32, i32, i64, i32, i32, i32, ptr)
declare i32 @MPI_Wait(ptr, ptr)

define double @rput(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  %req = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock_all(i32 0, i32 %h)
  call i32 @MPI_Rput(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h, ptr %req)
  call i32 @MPI_Wait(ptr %req, ptr inttoptr (i64 1 to ptr))
  call i32 @MPI_Win_unlock_all(i32 %h)
  call i32 @MPI_Barrier(i32 %comm)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_rput(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_win_lock_all(i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_rput(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h, ptr %req)
; FWD: call i32 @__mpiad_fwd_wait(ptr %req,
; FWD: call i32 @__mpiad_fwd_win_unlock_all(i32 %h)

; VEC-LABEL: define {{.*}}@fwddiffe2_rput(
; VEC: call i32 @__mpiad_fwd_rput(ptr %x, ptr %{{.+}}, i32 2,

; REV-LABEL: define internal double @augmented.rput.dc(
; REV: %[[RPUT:rma.req[0-9]*]] = call ptr @__mpiad_aug_rput(ptr %x, ptr %x.d,
; REV: %[[WAIT:wait.rec[0-9]*]] = call ptr @__mpiad_aug_wait(ptr %req,
; REV: call ptr @__mpiad_aug_win_unlock_all(i32 %h)
; REV-LABEL: define internal void @reverse.rput.dc(
; REV: call void @__mpiad_rev_win_passive(
; REV-NEXT: call void @__mpiad_rev_wait(ptr %[[WAIT]].rev)
; REV-NEXT: call void @__mpiad_rev_rma_request(ptr %[[RPUT]].rev)
; REV-NEXT: call void @__mpiad_rev_win_passive(
