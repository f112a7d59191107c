; Passive-target one-sided communication (MPICH ABI): each rank puts an argument into rank 0's
; window inside MPI_Win_lock(EXCLUSIVE) / MPI_Win_unlock, a barrier orders that epoch before
; rank 0 reads its window memory. Forward mode: lock, unlock and the Put go through the runtime,
; which repeats them on the shadow windows; the barrier stays as it is. Reverse mode: the
; augmented sweep records the lock and the unlock (the unlock takes the epoch's operations) and
; counts the barrier as a collective; the reverse sweep holds the barrier at its mirrored point
; (__mpiad_rev_barrier, between the reverse of the load and the unlock's replay) and mirrors the
; lock epoch on the shadow window (__mpiad_rev_win_passive, at the unlock and at the lock); the
; load of window memory after the barrier is taped, never reloaded (remote writes land there).
; A function whose barriers no reverse needs (a module that locks no window) keeps them out of
; its reverse: tests/lit/mpi-blocking-collectives.ll. Refused in reverse mode: a module that
; may order passive-target epochs by a message (tests/lit/mpi-rma-passive-flag.ll).
; RUN: %mpiad-opt %s --fn lockput --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn lockput --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: %mpiad-opt %s --fn lockput --mode forward --width 2 --args dup,const -o - | filecheck --check-prefix=VEC %s

declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_lock(i32, i32, i32, i32)
declare i32 @MPI_Win_unlock(i32, i32)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)

define double @lockput(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock(i32 234, i32 0, i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_unlock(i32 0, i32 %h)
  call i32 @MPI_Barrier(i32 %comm)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_lockput(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_win_lock(i32 234, i32 0, i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_put(ptr %x, ptr %{{.+}}, i32 1,
; FWD: call i32 @__mpiad_fwd_win_unlock(i32 0, i32 %h)
; FWD: call i32 @MPI_Barrier(i32 %comm)
; FWD-NOT: __mpiad_rev_barrier

; VEC-LABEL: define {{.*}}@fwddiffe2_lockput(
; VEC: call i32 @__mpiad_fwd_put(ptr %x, ptr %{{.+}}, i32 2,

; REV-LABEL: define internal double @augmented.lockput.dc(
; REV: %[[LOCK:win.rec[0-9]*]] = call ptr @__mpiad_aug_win_lock(i32 234, i32 0, i32 0, i32 %h)
; REV: call void @__mpiad_aug_put(
; REV: %[[UNLOCK:win.rec[0-9]*]] = call ptr @__mpiad_aug_win_unlock(i32 0, i32 %h)
; REV: call i32 @MPI_Barrier(i32 %comm)
; REV-NEXT: call void @__mpiad_aug_coll()
; REV-LABEL: define internal void @reverse.lockput.dc(
; REV: call void @__mpiad_rev_barrier(i32 %comm)
; REV-NEXT: call void @__mpiad_rev_win_passive(ptr %[[UNLOCK]].rev)
; REV-NEXT: call void @__mpiad_rev_win_passive(ptr %[[LOCK]].rev)
; REV-NEXT: call void @__mpiad_rev_win_create(
