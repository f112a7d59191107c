; The floating-point vector reductions (passes/rules/reductions.py), in the forms -O2 and
; clang's builtins give: an ordered llvm.vector.reduce.fadd (no reassoc: its start value
; carries a derivative too), fmul (exclusive products as partials), fmaximum (the derivative
; goes to the first lane equal to the result). fadd is linear: the tangent is the same
; reduction of the tangents; the adjoint goes to the start value and, splat, to every lane.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,out -o - | filecheck --check-prefix=REV %s

declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare double @llvm.vector.reduce.fmaximum.v2f64(<2 x double>)
declare float @llvm.vector.reduce.fminimum.v2f32(<2 x float>)

define double @f(ptr %x, double %s) {
entry:
  %v = load <4 x double>, ptr %x, align 8
  %r = call double @llvm.vector.reduce.fadd.v4f64(double %s, <4 x double> %v)
  %w = load <2 x double>, ptr %x, align 8
  %p = call double @llvm.vector.reduce.fmul.v2f64(double %r, <2 x double> %w)
  %m = call double @llvm.vector.reduce.fmaximum.v2f64(<2 x double> %w)
  %q = fmul double %p, %m
  ret double %q
}

; FWD-LABEL: define double @fwddiffe_f(ptr %x, ptr %x.d, double %s, double %s.d)
; FWD: %[[DV:.+]] = load <4 x double>, ptr %x.d
; FWD: %r = call double @llvm.vector.reduce.fadd.v4f64(double %s, <4 x double> %v)
; FWD-NEXT: call double @llvm.vector.reduce.fadd.v4f64(double %s.d, <4 x double> %[[DV]])
; FWD: %m = call double @llvm.vector.reduce.fmaximum.v2f64(<2 x double> %w)
; FWD: %[[C0:.+]] = fcmp oeq double %{{.+}}, %m
; FWD: select i1 %{{.+}}, double 0x3FF0000000000000, double 0x0000000000000000

; REV-LABEL: define internal { double } @reverse.f.da(
; REV: %m.rev = load double
; REV: fcmp oeq double %{{.+}}, %m.rev
; REV: %[[SA:.+]] = load double, ptr %s.adj
; REV-NEXT: %[[SA1:.+]] = fadd double %[[SA]], %[[DS:.+]]
; REV-NEXT: %[[SP:.+]] = insertelement <4 x double> poison, double %[[DS]], i32 0
; REV-NEXT: %[[SPLAT:.+]] = shufflevector <4 x double> %[[SP]], <4 x double> poison, <4 x i32> zeroinitializer
; REV-NEXT: %[[OLD:.+]] = load <4 x double>, ptr %x.d
; REV-NEXT: %[[NEW:.+]] = fadd <4 x double> %[[OLD]], %[[SPLAT]]
; REV-NEXT: store <4 x double> %[[NEW]], ptr %x.d
; REV-NEXT: store double %[[SA1]], ptr %s.adj
