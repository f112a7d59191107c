; A vector constant whose unused lanes are poison, as clang -O2 leaves them (LULESH's
; IntegrateStressForElems: `fmul <8 x double> %v, <poison, ..., 0.25, 0.25>`, only the last
; lanes read by a shuffle). The partial in those lanes is 0 in both modes: the reverse sweep's
; `dy * poison` would be poison (NaN at run time) even where dy is 0, and adding the product's
; adjoint back into %x carries it into the live lanes of the gradient.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup -o - | filecheck --check-prefix=FWD %s

define double @f(ptr %p) {
entry:
  %x = load <4 x double>, ptr %p, align 8
  %y = fmul <4 x double> %x, <double poison, double 2.500000e-01, double poison, double 3.000000e+00>
  %both = shufflevector <4 x double> %x, <4 x double> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %s = call double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> %both)
  ret double %s
}

declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)

; the primal keeps its constant; the partial has zeros where it had poison
; CHECK-LABEL: define internal double @augmented.f.d(
; CHECK: %y = fmul <4 x double> %x, <double poison, double 2.500000e-01, double poison, double 3.000000e+00>
; CHECK-LABEL: define internal void @reverse.f.d(
; CHECK-NOT: <double poison
; CHECK: fmul <4 x double> <double 0x0000000000000000, double 2.500000e-01, double 0x0000000000000000, double 3.000000e+00>, %{{.+}}
; CHECK-NOT: <double poison
; CHECK: ret void

; FWD-LABEL: define double @fwddiffe_f(
; FWD: %y = fmul <4 x double> %x, <double poison, double 2.500000e-01, double poison, double 3.000000e+00>
; FWD-NEXT: fmul <4 x double> <double 0x0000000000000000, double 2.500000e-01, double 0x0000000000000000, double 3.000000e+00>, %{{.+}}
