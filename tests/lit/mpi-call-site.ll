; An MPI call with a debug location (issue 37): its derivative code stores "file:line" into the
; runtime's @__mpiad_site before the rule's code and null after, so that a refusal at run time
; (here MPI_MAX in a passive-target epoch, which rma_select.c refuses when it runs) names the
; user's line; a call without one (MPI_Win_lock_all here) stores nothing. The global comes with
; the runtime, and __mpiad_fail prints it.
; RUN: %mpiad-opt %s --fn lockmax --mode forward --args dup,const -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn lockmax --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s

declare i32 @MPI_Win_create(ptr, i64, i32, i32, i32, ptr)
declare i32 @MPI_Win_free(ptr)
declare i32 @MPI_Win_lock_all(i32, i32)
declare i32 @MPI_Win_unlock_all(i32)
declare i32 @MPI_Accumulate(ptr, i32, i32, i32, i64, i32, i32, i32, i32)

define double @lockmax(ptr %x, i32 %comm) !dbg !4 {
entry:
  %w = alloca double
  %win = alloca i32
  store double 0.0, ptr %w
  call i32 @MPI_Win_create(ptr %w, i64 8, i32 8, i32 469762048, i32 %comm, ptr %win)
  %h = load i32, ptr %win
  call i32 @MPI_Win_lock_all(i32 0, i32 %h)
  call i32 @MPI_Accumulate(ptr %x, i32 1, i32 1275070475, i32 0, i64 0, i32 1, i32 1275070475, i32 1476395009, i32 %h), !dbg !8
  call i32 @MPI_Win_unlock_all(i32 %h)
  %v = load double, ptr %w
  %r = fmul double %v, %v
  call i32 @MPI_Win_free(ptr %win)
  ret double %r
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lockmax.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "lockmax", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = distinct !DILexicalBlock(scope: !4, file: !1, line: 5, column: 3)
!8 = !DILocation(line: 42, column: 5, scope: !7)

; FWD-LABEL: define double @fwddiffe_lockmax(
; FWD: call i32 @__mpiad_fwd_win_lock_all(
; FWD-NEXT: = add i32 0, 0
; FWD-NEXT: store ptr @[[SITE:mpiad.callsite[.0-9]*]], ptr @__mpiad_site
; FWD-NEXT: store ptr %x.d,
; FWD-NEXT: call i32 @__mpiad_fwd_accumulate(
; FWD-NEXT: = add i32 0, 0
; FWD-NEXT: store ptr null, ptr @__mpiad_site
; FWD-NEXT: call i32 @__mpiad_fwd_win_unlock_all(
; FWD: @[[SITE]] = private unnamed_addr constant [13 x i8] c"lockmax.c:42\00"
; FWD-DAG: @__mpiad_site = {{.*}}global ptr null
; FWD-DAG: define void @__mpiad_fail(

; the reverse sweep: an Accumulate's adjoint is done when its epoch closes, so nothing to mark
; REV-LABEL: define internal double @augmented.lockmax.dc(
; REV: store ptr @[[SITE:mpiad.callsite[.0-9]*]], ptr @__mpiad_site
; REV-NEXT: call void @__mpiad_aug_accumulate(
; REV: store ptr null, ptr @__mpiad_site
; REV-NEXT: call ptr @__mpiad_aug_win_unlock_all(
; REV-LABEL: define internal void @reverse.lockmax.dc(
; REV-NOT: @__mpiad_site
; REV: ret void
; REV: @[[SITE]] = private unnamed_addr constant [13 x i8] c"lockmax.c:42\00"
