; What __enzyme_autodiff is declared to return need not be what the gradient returns, as in
; Enzyme: declared double where the gradient returns nothing reads as 0; the adjoints of two
; Active arguments fill a struct of the same layout (named or literal), or the caller's memory
; when that struct is returned through sret.
; RUN: %mpiad-opt %s -o - | filecheck %s

%struct.G2 = type { double, double }
%struct.G3 = type { double, double, double }

declare double @__enzyme_autodiff(ptr, ...)
declare %struct.G2 @__enzyme_autodiff_g2(ptr, ...)
declare void @__enzyme_autodiff_g3(ptr, ptr, ...)

define void @scale(ptr %x) {
entry:
  %a = load double, ptr %x
  %m = fmul double %a, %a
  store double %m, ptr %x
  ret void
}

define double @f2(double %x, double %y) {
entry:
  %m = fmul double %x, %y
  ret double %m
}

define double @f3(double %x, double %y, double %z) {
entry:
  %m = fmul double %x, %y
  %r = fmul double %m, %z
  ret double %r
}

define double @nothing(ptr %x, ptr %dx) {
entry:
  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @scale, ptr %x, ptr %dx)
  %s = fadd double %r, 1.0
  ret double %s
}
; CHECK-LABEL: define double @nothing(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @diffe_scale(ptr %x, ptr %dx)
; CHECK-NEXT: %s = fadd double 0x0000000000000000, 1.000000e+00

define %struct.G2 @named_struct(double %x, double %y) {
entry:
  %g = call %struct.G2 (ptr, ...) @__enzyme_autodiff_g2(ptr @f2, double %x, double %y)
  ret %struct.G2 %g
}
; CHECK-LABEL: define %struct.G2 @named_struct(
; CHECK-NEXT: entry:
; CHECK-NEXT: %dg = call { double, double } @diffe_f2(double %x, double %y, double 0x3FF0000000000000)
; CHECK-NEXT: %e = extractvalue { double, double } %dg, 0
; CHECK-NEXT: %e1 = extractvalue { double, double } %dg, 1
; CHECK-NEXT: %agg = insertvalue %struct.G2 poison, double %e, 0
; CHECK-NEXT: %g = insertvalue %struct.G2 %agg, double %e1, 1
; CHECK-NEXT: ret %struct.G2 %g

define void @through_sret(ptr %res, double %x, double %y, double %z) {
entry:
  call void (ptr, ptr, ...) @__enzyme_autodiff_g3(ptr sret(%struct.G3) align 8 %res, ptr @f3, double %x, double %y, double %z)
  ret void
}
; CHECK-LABEL: define void @through_sret(
; CHECK-NEXT: entry:
; CHECK-NEXT: %dret = call { double, double, double } @diffe_f3(double %x, double %y, double %z, double 0x3FF0000000000000)
; CHECK-NEXT: %e = extractvalue { double, double, double } %dret, 0
; CHECK-NEXT: %grad.p = getelementptr %struct.G3, ptr %res, i32 0, i32 0
; CHECK-NEXT: store double %e, ptr %grad.p, align 8
; CHECK: %grad.p2 = getelementptr %struct.G3, ptr %res, i32 0, i32 2
; CHECK-NEXT: store double %e2, ptr %grad.p2, align 8
; CHECK-NEXT: ret void
