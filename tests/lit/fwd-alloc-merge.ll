; A pointer merge (phi, select) with a shadow has one on every path (issue 34): clang -O2 copies
; a temporary's malloc into the branch where it is never written, and the two meet before free.
; Both allocations get a zeroed shadow, the shadows meet in the same phi, and free releases the
; merged shadow beside the primal. A select of a written and an unwritten allocation likewise;
; new[]'s shadow comes from new[] (zeroed) and goes to delete[], in both modes.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn g --mode forward --args dup,dup,const -o - | filecheck %s --check-prefix=SEL
; RUN: %mpiad-opt %s --fn g --mode reverse --args dup,dup,const -o - | filecheck %s --check-prefix=REV

declare ptr @malloc(i64)
declare ptr @_Znam(i64)
declare void @free(ptr)
declare void @_ZdaPv(ptr)

define void @f(ptr %x, i1 %c) {
entry:
  br i1 %c, label %write, label %skip

write:
  %a = call ptr @malloc(i64 8)
  %v = load double, ptr %x
  %h = fmul double %v, 5.000000e-01
  store double %h, ptr %a
  %r = load double, ptr %a
  %s = fmul double %r, %r
  store double %s, ptr %x
  br label %done

skip:
  %b = call ptr @malloc(i64 8)
  br label %done

done:
  %p = phi ptr [ %a, %write ], [ %b, %skip ]
  call void @free(ptr %p)
  ret void
}

; CHECK-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, i1 %c)
; CHECK: %a = call ptr @malloc(i64 8)
; CHECK-NEXT: %[[DA:.+]] = call ptr @calloc(i64 8, i64 1)
; CHECK: %b = call ptr @malloc(i64 8)
; CHECK-NEXT: %[[DB:.+]] = call ptr @calloc(i64 8, i64 1)
; CHECK: %p = phi ptr [ %a, %write ], [ %b, %skip ]
; CHECK-NEXT: %[[DP:.+]] = phi ptr [ %[[DA]], %write ], [ %[[DB]], %skip ]
; CHECK: call void @free(ptr %p)
; CHECK-NEXT: call void @free(ptr %[[DP]])

define double @g(ptr %x, ptr %y, i1 %c) {
entry:
  %a = call ptr @malloc(i64 8)
  %b = call ptr @_Znam(i64 8)
  %v = load double, ptr %x
  %sq = fmul double %v, %v
  store double %sq, ptr %a
  store double 2.000000e+00, ptr %b
  %p = select i1 %c, ptr %a, ptr %b
  %r = load double, ptr %p
  store double %r, ptr %y
  call void @free(ptr %a)
  call void @_ZdaPv(ptr %b)
  ret double %r
}

; SEL-LABEL: define {{.*}} @fwddiffe_g(ptr %x, ptr %x.d, ptr %y, ptr %y.d, i1 %c)
; SEL: %a = call ptr @malloc(i64 8)
; SEL-NEXT: %[[DA:.+]] = call ptr @calloc(i64 8, i64 1)
; SEL: %b = call ptr @_Znam(i64 8)
; SEL-NEXT: %[[DB:.+]] = call ptr @_Znam(i64 8)
; SEL-NEXT: call void @llvm.memset.p0.i64(ptr %[[DB]], i8 0, i64 8, i1 false)
; SEL: %p = select i1 %c, ptr %a, ptr %b
; SEL-NEXT: %[[DP:.+]] = select i1 %c, ptr %[[DA]], ptr %[[DB]]
; SEL: load double, ptr %[[DP]]
; SEL: call void @free(ptr %a)
; SEL-NEXT: call void @free(ptr %[[DA]])
; SEL: call void @_ZdaPv(ptr %b)
; SEL-NEXT: call void @_ZdaPv(ptr %[[DB]])

; REV-LABEL: define internal double @augmented.g.ddc(
; REV: %b = call ptr @_Znam(i64 8)
; REV-NEXT: %[[RB:.+]] = call ptr @_Znam(i64 8)
; REV-NEXT: call void @llvm.memset.p0.i64(ptr %[[RB]], i8 0, i64 8, i1 false)
; REV-LABEL: define internal void @reverse.g.ddc(
; REV: select i1 %c, ptr %a.shadow.rev, ptr %b.shadow.rev
; REV: call void @_ZdaPv(ptr %b.shadow.rev)
; REV-NEXT: call void @free(ptr %a.shadow.rev)
