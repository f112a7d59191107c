; MPI_Accumulate with MPI_MAX in a post-start-complete-wait epoch (MPICH ABI): the derivative
; goes to the winner, found at the MPI_Win_complete / MPI_Win_wait pair. In a module that may
; accumulate with MIN / MAX, MPI_Win_post, MPI_Win_complete and MPI_Win_wait are the runtime's
; selecting entries (their last argument 1: no fetching MIN / MAX in the module; 2 would keep the
; window's memory at the post for fetched values), MPI_Win_start is as elsewhere; the reverse of
; each takes what it needs from its record. A derived target datatype (an MPI_Type_vector handle
; the program made) goes to the runtime as it is.
; RUN: %mpiad-opt %s --fn accmax --mode forward --args dup,const,const,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn accmax --mode reverse --args dup,const,const,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_post(i32, i32, i32)
declare i32 @MPI_Win_start(i32, i32, i32)
declare i32 @MPI_Win_complete(i32)
declare i32 @MPI_Win_wait(i32)
declare i32 @MPI_Accumulate(ptr, i32, i32, i32, i64, i32, i32, i32, i32)

define double @accmax(ptr %x, i32 %comm, i32 %group, i32 %vec) {
entry:
  %w = alloca [4 x double]
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 32, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_post(i32 %group, i32 0, i32 %h)
  call i32 @MPI_Win_start(i32 %group, i32 0, i32 %h)
  call i32 @MPI_Accumulate(ptr %x, i32 2, i32 1275070475, i32 0, i64 0, i32 1, i32 %vec, i32 1476395009, i32 %h)
  call i32 @MPI_Win_complete(i32 %h)
  call i32 @MPI_Win_wait(i32 %h)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_accmax(ptr %x, ptr %x.d, i32 %comm, i32 %group, i32 %vec)
; FWD: call i32 @__mpiad_fwd_win_post_sel(i32 %group, i32 0, i32 %h, i32 1)
; FWD: call i32 @__mpiad_fwd_win_start(i32 %group, i32 0, i32 %h)
; FWD: call i32 @__mpiad_fwd_accumulate(ptr %x, ptr %{{.+}}, i32 1, i32 2, i32 1275070475, i32 0, i64 0, i32 1, i32 %vec, i32 1476395009, i32 %h)
; FWD: call i32 @__mpiad_fwd_win_complete_sel(i32 %h, i32 1)
; FWD: call i32 @__mpiad_fwd_win_wait_sel(i32 %h, i32 1)

; REV-LABEL: define internal double @augmented.accmax.dccc(
; REV: call ptr @__mpiad_aug_win_post_sel(i32 %group, i32 0, i32 %h, i32 1)
; REV: call ptr @__mpiad_aug_win_start(i32 %group, i32 0, i32 %h)
; REV: call void @__mpiad_aug_accumulate(ptr %x, ptr %x.d,
; REV: call ptr @__mpiad_aug_win_complete_sel(i32 %h, i32 1)
; REV: call ptr @__mpiad_aug_win_wait_sel(i32 %h, i32 1)
; REV-LABEL: define internal void @reverse.accmax.dccc(
; REV: call void @__mpiad_rev_win_wait(ptr
; REV: call void @__mpiad_rev_win_complete(ptr
; REV: call void @__mpiad_rev_win_start(ptr
; REV: call void @__mpiad_rev_win_post(ptr
