; Passive-target one-sided communication in a module that also receives a message (MPICH ABI):
; the message may order the lock epochs between ranks (a flag), an order without a derivative
; that reverse mode does not mirror (it mirrors MPI_Barrier), so reverse mode refuses it, naming
; the call; forward mode differentiates it (the shadow operations follow the primal's order).
; RUN: not %mpiad-opt %s --fn flag --mode reverse --args dup,const 2> %t.flag
; RUN: filecheck --check-prefix=FLAG --input-file %t.flag %s
; RUN: %mpiad-opt %s --fn flag --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_lock(i32, i32, i32, i32)
declare i32 @MPI_Win_unlock(i32, i32)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)
declare i32 @MPI_Recv(ptr, i32, i32, i32, i32, i32, ptr)

define double @flag(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  %f = alloca i32
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock(i32 234, i32 0, i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_unlock(i32 0, i32 %h)
  call i32 @MPI_Recv(ptr %f, i32 1, i32 1275069445, i32 0, i32 0, i32 %comm, ptr inttoptr (i64 1 to ptr))
  %v = load double, ptr %w
  call i32 @MPI_Win_free(ptr %win)
  ret double %v
}

; FWD-LABEL: define double @fwddiffe_flag(
; FWD: call i32 @__mpiad_fwd_win_lock(
; FWD: call i32 @MPI_Recv(

; FLAG: error: in @flag: MPI_Win_lock ({{.*}}) in a module that calls MPI_Recv: reverse mode mirrors the order MPI_Barrier puts on passive-target epochs, not that of a message (a flag message carries no derivative); order the epochs with MPI_Barrier, or use MPI_Win_fence
