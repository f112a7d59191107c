; MPI_Win_sync in a passive-target epoch (MPICH ABI): forward mode syncs the shadow windows beside
; the primal (__mpiad_fwd_win_sync); reverse mode refuses a module that locks a window and calls
; MPI_Win_sync, naming the lock: a program may order its epochs by a flag in window memory read
; after MPI_Win_sync, an order reverse mode does not mirror (it mirrors MPI_Barrier). Between
; fences MPI_Win_sync is differentiated in reverse mode too (tests/lit/mpi-rma.ll).
; RUN: %mpiad-opt %s --fn locksync --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: not %mpiad-opt %s --fn locksync --mode reverse --args dup,const 2> %t.rev
; RUN: filecheck --check-prefix=REV --input-file %t.rev %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_lock_all(i32, i32)
declare i32 @MPI_Win_unlock_all(i32)
declare i32 @MPI_Win_sync(i32)
declare i32 @MPI_Barrier(i32)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)

define double @locksync(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock_all(i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_unlock_all(i32 %h)
  call i32 @MPI_Barrier(i32 %comm)
  call i32 @MPI_Win_sync(i32 %h)
  %v = load double, ptr %w
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; FWD-LABEL: define double @fwddiffe_locksync(
; FWD: call i32 @__mpiad_fwd_win_lock_all(i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_win_sync(i32 %h)

; REV: error: in @locksync: MPI_Win_lock_all ({{.*}}) in a module that calls MPI_Win_sync: reverse mode mirrors the order MPI_Barrier puts on passive-target epochs, not that of MPI_Win_sync
