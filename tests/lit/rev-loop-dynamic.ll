; Reverse mode of a one-block loop with a data-dependent exit (the trip count is known only when
; the loop ends): each iteration reserves one record for its cached values (here %y, the previous
; iterate, whose square the adjoint needs); the trailer pushed on exit carries the count. The
; reverse sweep is still a counted loop, releasing one record per iteration, without block ids.
; RUN: %mpiad-opt %s --fn f --mode reverse --args out -o - | filecheck %s

define double @f(double %c) {
entry:
  br label %loop
loop:
  %y = phi double [ 5.000000e-01, %entry ], [ %y.next, %loop ]
  %sq = fmul double %y, %y
  %h = fmul double %sq, 5.000000e-01
  %y.next = fadd double %h, %c
  %big = fcmp olt double %y.next, 1.000000e+02
  br i1 %big, label %loop, label %exit
exit:
  ret double %y.next
}

; CHECK-LABEL: define internal double @augmented.f.a(ptr %tape, double %c)
; CHECK: br label %[[PRE:loop.cache]]
; CHECK: [[PRE]]:
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: %[[IT:.+]] = phi i64 [ 0, %[[PRE]] ], [ %[[NEXT:.+]], %loop ]
; CHECK: %[[R:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 8)
; CHECK-NEXT: store double %y, ptr %[[R]], align 1
; CHECK-NEXT: %[[NEXT]] = add i64 %[[IT]], 1
; CHECK-NEXT: br i1 %big, label %loop, label %[[DONE:loop.done]]
; CHECK: [[DONE]]:
; CHECK-NEXT: %[[TR:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 12)
; CHECK-NEXT: store i64 %[[NEXT]], ptr %[[TR]], align 1
; CHECK: br label %exit
; CHECK: exit:
; CHECK-NEXT: %{{.+}} = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 4)

; CHECK-LABEL: define internal { double } @reverse.f.a(ptr %tape, double %c, double %dret)
; CHECK: rev.loop:
; CHECK-NEXT: %[[RT:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 8)
; CHECK-NEXT: %[[COUNT:.+]] = load i64, ptr %[[RT]], align 1
; CHECK-NEXT: br label %[[BODY:rev.loop.body]]
; CHECK: [[BODY]]:
; CHECK-NEXT: %[[LEFT:.+]] = phi i64 [ %[[COUNT]], %rev.loop ], [ %[[J:.+]], %[[BODY]] ]
; CHECK-NEXT: %[[J]] = add i64 %[[LEFT]], -1
; CHECK-NEXT: %[[RR:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 8)
; CHECK-NEXT: %[[Y:.+]] = load double, ptr %[[RR]], align 1
; The phi's adjoint goes to the previous iteration's %y.next, or to the constant on the first.
; CHECK: %[[LATER:.+]] = icmp ne i64 %[[J]], 0
; CHECK: select i1 %[[LATER]], double %{{.+}}, double 0x0000000000000000
; CHECK: %[[FIRST:.+]] = icmp eq i64 %[[J]], 0
; CHECK-NEXT: br i1 %[[FIRST]], label %rev.dispatch, label %[[BODY]]

; CHECK-LABEL: define double @diffe_f(double %c, double %dret)
; CHECK: call void @__mpiad_tape_free(ptr %tape)
