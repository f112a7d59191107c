; Forward mode: tangents of fadd/fsub/fmul/fdiv/fneg, interleaved with the primal.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup -o - | filecheck %s

define double @f(double %x, double %y) {
entry:
  %a = fadd double %x, %y
  %b = fsub double %a, %y
  %c = fmul double %b, %x
  %d = fdiv double %c, %y
  %e = fneg double %d
  ret double %e
}

; CHECK-LABEL: define double @fwddiffe_f(double %x, double %x.d, double %y, double %y.d)
; CHECK: %a = fadd double %x, %y
; CHECK-NEXT: %[[DA:.+]] = fadd double %x.d, %y.d
; CHECK: %b = fsub double %a, %y
; CHECK-NEXT: %[[DB:.+]] = fsub double %[[DA]], %y.d
; CHECK: %c = fmul double %b, %x
; CHECK-NEXT: fmul double %x, %[[DB]]
; CHECK-NEXT: fmul double %b, %x.d
; CHECK-NEXT: %[[DC:.+]] = fadd double
; CHECK: %d = fdiv double %c, %y
; CHECK-NEXT: %[[INV:.+]] = fdiv double 0x3FF0000000000000, %y
; CHECK: %e = fneg double %d
; CHECK-NEXT: %[[DE:.+]] = fneg double
; CHECK-NEXT: ret double %[[DE]]
