; Vector forward mode: with --width 4 every active argument carries 4 shadows and every rule works
; on all 4 lanes; the result tangents are written through a trailing pointer.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const --width 4 -o - | filecheck %s

define double @f(double %x, double %c) {
entry:
  %y = fmul double %x, %c
  ret double %y
}

; CHECK-LABEL: define void @fwddiffe4_f(double %x, double %x.d0, double %x.d1, double %x.d2, double %x.d3, double %c, ptr %dret)
; CHECK: fmul double %c, %x.d0
; CHECK: fmul double %c, %x.d1
; CHECK: fmul double %c, %x.d2
; CHECK: fmul double %c, %x.d3
; CHECK: getelementptr double, ptr %dret, i64 3
; CHECK: ret void
