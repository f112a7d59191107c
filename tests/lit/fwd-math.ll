; Forward mode of intrinsics and libm calls: each tangent uses the function's derivative.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup -o - | filecheck %s

declare double @llvm.sin.f64(double)
declare double @llvm.exp.f64(double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.pow.f64(double, double)
declare double @tanh(double)
declare double @atan2(double, double)

define double @f(double %x) {
entry:
  %s = call double @llvm.sin.f64(double %x)
  %e = call double @llvm.exp.f64(double %s)
  %q = call double @llvm.sqrt.f64(double %e)
  %p = call double @llvm.pow.f64(double %q, double 3.0)
  %t = call double @tanh(double %p)
  %a = call double @atan2(double %t, double 2.0)
  ret double %a
}

; CHECK-LABEL: define double @fwddiffe_f(double %x, double %x.d)
; CHECK: %s = call double @llvm.sin.f64(double %x)
; CHECK-NEXT: %[[C:.+]] = call double @llvm.cos.f64(double %x)
; CHECK-NEXT: fmul double %[[C]], %x.d
; CHECK: %e = call double @llvm.exp.f64(double %s)
; CHECK-NEXT: fmul double %e,
; CHECK: %q = call double @llvm.sqrt.f64(double %e)
; CHECK-NEXT: fdiv double 0x3FE0000000000000, %q
; CHECK: %p = call double @llvm.pow.f64(double %q, double 3.000000e+00)
; CHECK: call double @llvm.pow.f64(double %q,
; CHECK: %t = call double @tanh(double %p)
; CHECK-NEXT: fmul double %t, %t
; CHECK: %a = call double @atan2(double %t, double 2.000000e+00)
; CHECK: declare double @llvm.cos.f64(double)
