; Inactive code produces no tangent instructions: integer loop control, comparisons, and
; floating-point values that do not depend on the active argument.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const,const -o - | filecheck %s

define double @f(double %x, double %c, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ %x, %entry ], [ %acc.next, %loop ]
  %k = phi double [ %c, %entry ], [ %k.next, %loop ]
  %k.next = fmul double %k, %c
  %acc.next = fmul double %acc, %x
  %i.next = add nsw i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = fadd double %acc.next, %k.next
  ret double %r
}

; CHECK-LABEL: define double @fwddiffe_f(double %x, double %x.d, double %c, i32 %n)
; CHECK: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: %acc = phi double
; CHECK-NEXT: %[[DACC:.+]] = phi double [ %x.d, %entry ]
; CHECK-NEXT: %k = phi double
; CHECK-NEXT: %k.next = fmul double %k, %c
; CHECK-NEXT: %acc.next = fmul double %acc, %x
; CHECK-NEXT: fmul double %x, %[[DACC]]
; CHECK-NEXT: fmul double %acc, %x.d
; CHECK-NEXT: %[[DNEXT:.+]] = fadd double
; CHECK-NEXT: %i.next = add nsw i32 %i, 1
; CHECK-NEXT: %done = icmp sge i32 %i.next, %n
; CHECK-NEXT: br i1 %done
; CHECK: %r = fadd double %acc.next, %k.next
; CHECK-NEXT: ret double %[[DNEXT]]
