; Derived datatypes in one-sided calls (MPICH ABI): a column of a 4x2 row-major block made by
; MPI_Type_vector goes by MPI_Put into a neighbour's window (the vector on both sides) and comes
; back by MPI_Get against a contiguous origin. The pass hands the program's datatype handles to
; the runtime unchanged, beside the origin's shadow: the runtime runs the shadow operations with
; them in forward mode (the shadow memory has the primal's layout), and in reverse mode records
; the origin side as its packed elements and the target datatype as a duplicate
; (passes/mpi/runtime/rma.c). The datatype calls themselves carry no derivative.
; RUN: %mpiad-opt %s --fn col --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn col --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_fence(i32, i32)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Put(ptr, i32, i32, i32, i64, i32, i32, i32)
declare i32 @MPI_Get(ptr, i32, i32, i32, i64, i32, i32, i32)
declare i32 @MPI_Type_vector(i32, i32, i32, i32, ptr)
declare i32 @MPI_Type_commit(ptr)
declare i32 @MPI_Type_free(ptr)

define double @col(ptr %x, i32 %comm) {
entry:
  %w = alloca [8 x double]
  %g = alloca [4 x double]
  %win = alloca i32
  %dt = alloca i32
  call void @llvm.memset.p0.i64(ptr %w, i8 0, i64 64, i1 false)
  call i32 @MPI_Type_vector(i32 4, i32 1, i32 2, i32 1275070475, ptr %dt)
  call i32 @MPI_Type_commit(ptr %dt)
  %col = load i32, ptr %dt
  call i32 @MPI_Win_create(ptr %w, i64 64, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Put(ptr %x, i32 1, i32 %col, i32 0, i64 1, i32 1, i32 %col, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  call i32 @MPI_Get(ptr %g, i32 4, i32 1275070475, i32 0, i64 1, i32 1, i32 %col, i32 %h)
  call i32 @MPI_Win_fence(i32 0, i32 %h)
  %p = getelementptr double, ptr %g, i64 3
  %v = load double, ptr %p
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  call i32 @MPI_Type_free(ptr %dt)
  ret double %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; FWD-LABEL: define double @fwddiffe_col(ptr %x, ptr %x.d, i32 %comm)
; FWD: call i32 @MPI_Type_vector(i32 4, i32 1, i32 2, i32 1275070475, ptr %dt)
; FWD: call i32 @__mpiad_fwd_put(ptr %x, ptr %{{.+}}, i32 1, i32 1, i32 %col, i32 0, i64 1, i32 1, i32 %col, i32 %h)
; FWD: call i32 @__mpiad_fwd_get(ptr %g, ptr %{{.+}}, i32 1, i32 4, i32 1275070475, i32 0, i64 1, i32 1, i32 %col, i32 %h)
; FWD: call i32 @MPI_Type_free(ptr %dt)

; REV-LABEL: define internal double @augmented.col.dc(
; REV: call void @__mpiad_aug_put(ptr %x, ptr %x.d, i32 1, i32 %col, i32 0, i64 1, i32 1, i32 %col, i32 %h)
; REV: call void @__mpiad_aug_get(ptr %g, ptr %{{.+}}, i32 4, i32 1275070475, i32 0, i64 1, i32 1, i32 %col, i32 %h)
; REV-LABEL: define internal void @reverse.col.dc(
; REV-NOT: @__mpiad_{{.*}}put
; REV-NOT: @__mpiad_{{.*}}get
; REV: call void @__mpiad_rev_win_fence(
