; Dynamic windows (MPICH ABI): a stack array attached to MPI_Win_create_dynamic's window, its
; address from MPI_Get_address, an MPI_Put of an argument to rank 0 at that address between
; fences, the region detached. Forward mode: creation, attach and detach go through the runtime
; with the region's shadow (its shadow windows are dynamic, the shadow attached beside it, the
; shadow Put's address translated through the target's table of regions); MPI_Get_address stays
; as it is. Reverse mode: the attach is recorded and its reverse detaches the shadow region (the
; augmented detach detaches the primal only), after the fences' replays.
; RUN: %mpiad-opt %s --fn dyn --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn dyn --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Win_create_dynamic(i32, i32, ptr)
declare i32 @MPI_Win_attach(i32, ptr, i64)
declare i32 @MPI_Win_detach(i32, ptr)
declare i32 @MPI_Get_address(ptr, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_fence(i32, i32)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)

define double @dyn(ptr %x, i32 %comm) {
entry:
  %w = alloca double
  %win = alloca i32
  %addr = alloca i64
  store double 0.0, ptr %w
  call i32 @MPI_Win_create_dynamic(i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_attach(i32 %h, ptr %w, i64 8)
  call i32 @MPI_Get_address(ptr %w, ptr %addr)
  %a = load i64, ptr %addr
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 1275070475, i32 0, i64 %a, i32 1, i32 1275070475, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_detach(i32 %h, ptr %w)
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_dyn(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @__mpiad_fwd_win_create_dynamic(i32 469762048, i32 %comm, ptr %win, i32 1)
; FWD: call i32 @__mpiad_fwd_win_attach(i32 %h, ptr %w, ptr %{{.+}}, i32 1, i64 8)
; FWD: call i32 @MPI_Get_address(ptr %w, ptr %addr)
; FWD: call i32 @__mpiad_fwd_put(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 1275070475, i32 0, i64 %a,
; FWD: call i32 @__mpiad_fwd_win_detach(i32 %h, ptr %w)

; REV-LABEL: define internal double @augmented.dyn.dc(
; REV: call ptr @__mpiad_aug_win_create_dynamic(i32 469762048, i32 %comm, ptr %win)
; REV: %[[ATT:win.rec[0-9]*]] = call ptr @__mpiad_aug_win_attach(i32 %h, ptr %w, ptr
; REV: call i32 @__mpiad_aug_win_detach(i32 %h, ptr %w)
; REV-LABEL: define internal void @reverse.dyn.dc(
; REV: call void @__mpiad_rev_win_fence(
; REV: call void @__mpiad_rev_win_attach(ptr %[[ATT]].rev)
; REV: call void @__mpiad_rev_win_create(
