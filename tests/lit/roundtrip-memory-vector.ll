; Memory, GEP, vectors, aggregates and switch round-trip, with their flags and alignment.
; With nothing to differentiate the module is LLVM's printing; with a derivative added, the
; whole module is printed by mpiad's IR model: both keep it.
; RUN: %mpiad-opt %s -o - | filecheck %s
; RUN: %mpiad-opt %s --fn v --mode forward --args dup,const,const -o - | filecheck %s

%struct.P = type { double, i32 }

@g = global [4 x double] [double 1.0, double 2.0, double 3.0, double 4.0], align 16
; CHECK: @g = global [4 x double] [double 1.000000e+00, double 2.000000e+00

; CHECK-LABEL: define <4 x double> @v(ptr %p, i64 %i, i32 %sel)
define <4 x double> @v(ptr %p, i64 %i, i32 %sel) {
; CHECK: %q = getelementptr inbounds nuw double, ptr %p, i64 %i
  %q = getelementptr inbounds nuw double, ptr %p, i64 %i
; CHECK-NEXT: %w = load <4 x double>, ptr %q, align 8
  %w = load <4 x double>, ptr %q, align 8
; CHECK-NEXT: %e = extractelement <4 x double> %w, i64 2
  %e = extractelement <4 x double> %w, i64 2
; CHECK-NEXT: %ins = insertelement <4 x double> poison, double %e, i64 0
  %ins = insertelement <4 x double> poison, double %e, i64 0
; CHECK-NEXT: %sp = shufflevector <4 x double> %ins, <4 x double> poison, <4 x i32> zeroinitializer
  %sp = shufflevector <4 x double> %ins, <4 x double> poison, <4 x i32> zeroinitializer
; CHECK-NEXT: %agg = insertvalue %struct.P undef, double %e, 0
  %agg = insertvalue %struct.P undef, double %e, 0
; CHECK-NEXT: %x = extractvalue %struct.P %agg, 0
  %x = extractvalue %struct.P %agg, 0
  %slot = alloca %struct.P, align 8
  store double %x, ptr %slot, align 8
; CHECK: switch i32 %sel, label %out [
; CHECK-NEXT: i32 1, label %one
; CHECK-NEXT: i32 7, label %out
  switch i32 %sel, label %out [
    i32 1, label %one
    i32 7, label %out
  ]
one:
  %m = fmul <4 x double> %sp, %w
  ret <4 x double> %m
out:
  ret <4 x double> %sp
}
