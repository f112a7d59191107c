; Vector forward mode through __enzyme_fwddiff (enzyme_width W) of a function returning a float:
; as in Enzyme, the call returns the W tangents in what it is declared to return: a struct or an
; array of W values (read from the derivative's tangent buffer), or the caller's memory when the
; struct is returned through sret (the derivative writes there directly).
; RUN: %mpiad-opt %s -o - | filecheck %s

%struct.T3 = type { [3 x double] }

@enzyme_width = external global i32
@enzyme_dup = external global i32

declare { double, double } @__enzyme_fwddiff_pair(ptr, ...)
declare [3 x double] @__enzyme_fwddiff_array(ptr, ...)
declare void @__enzyme_fwddiff_sret(ptr, ptr, ...)
declare void @__enzyme_fwddiff(ptr, ...)

define double @f(double %x, double %y) {
entry:
  %m = fmul double %x, %y
  ret double %m
}

define { double, double } @pair(double %x, double %y) {
entry:
  %w = load i32, ptr @enzyme_width
  %t = call { double, double } (ptr, ...) @__enzyme_fwddiff_pair(ptr @f, i32 %w, i32 2, double %x, double 1.0, double 0.0, double %y, double 0.0, double 1.0)
  ret { double, double } %t
}
; CHECK-LABEL: define { double, double } @pair(
; CHECK-NEXT: entry:
; CHECK-NEXT: %tangents = alloca [2 x double], align 8
; CHECK-NEXT: call void @fwddiffe2_f(double %x, double 1.000000e+00, double 0.000000e+00, double %y, double 0.000000e+00, double 1.000000e+00, ptr %tangents)
; CHECK-NEXT: %tangent.p = getelementptr double, ptr %tangents, i64 0
; CHECK-NEXT: %tangent = load double, ptr %tangent.p, align 8
; CHECK-NEXT: %tangent.p1 = getelementptr double, ptr %tangents, i64 1
; CHECK-NEXT: %tangent1 = load double, ptr %tangent.p1, align 8
; CHECK-NEXT: %agg = insertvalue { double, double } poison, double %tangent, 0
; CHECK-NEXT: %t = insertvalue { double, double } %agg, double %tangent1, 1
; CHECK-NEXT: ret { double, double } %t

define [3 x double] @array(double %x, double %y) {
entry:
  %w = load i32, ptr @enzyme_width
  %t = call [3 x double] (ptr, ...) @__enzyme_fwddiff_array(ptr @f, i32 %w, i32 3, double %x, double 1.0, double 0.0, double 2.0, double %y, double 0.0, double 1.0, double 2.0)
  ret [3 x double] %t
}
; CHECK-LABEL: define [3 x double] @array(
; CHECK: call void @fwddiffe3_f(
; CHECK: %t = insertvalue [3 x double] %{{.*}}, double %tangent2, 2
; CHECK-NEXT: ret [3 x double] %t

define void @through_sret(ptr %res, double %x, double %y) {
entry:
  %w = load i32, ptr @enzyme_width
  call void (ptr, ptr, ...) @__enzyme_fwddiff_sret(ptr sret(%struct.T3) align 8 %res, ptr @f, i32 %w, i32 3, double %x, double 1.0, double 0.0, double 2.0, double %y, double 0.0, double 1.0, double 2.0)
  ret void
}
; CHECK-LABEL: define void @through_sret(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @fwddiffe3_f(double %x, double 1.000000e+00, double 0.000000e+00, double 2.000000e+00, double %y, double 0.000000e+00, double 1.000000e+00, double 2.000000e+00, ptr %res)
; CHECK-NEXT: ret void

; a void call: the tangents of the result go to a scratch buffer, the shadows still work
define void @pointers(ptr %x, ptr %dx0, ptr %dx1) {
entry:
  %w = load i32, ptr @enzyme_width
  %d = load i32, ptr @enzyme_dup
  call void (ptr, ...) @__enzyme_fwddiff(ptr @g, i32 %w, i32 2, i32 %d, ptr %x, ptr %dx0, ptr %dx1)
  ret void
}
; CHECK-LABEL: define void @pointers(
; CHECK-NEXT: entry:
; CHECK-NEXT: %tangents = alloca [2 x double], align 8
; CHECK-NEXT: call void @fwddiffe2_g(ptr %x, ptr %dx0, ptr %dx1, ptr %tangents)
; CHECK-NEXT: ret void

define double @g(ptr %x) {
entry:
  %a = load double, ptr %x
  %r = fmul double %a, %a
  store double %r, ptr %x
  ret double %r
}
