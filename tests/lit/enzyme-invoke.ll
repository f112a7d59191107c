; C++ with exceptions calls __enzyme_* through invoke: the derivative is invoked with the same
; unwind destination; when the result needs unpacking (vector mode's tangents), that happens in a
; new block between the invoke and its normal destination, whose phis follow the new edge.
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@enzyme_width = external global i32

declare { double, double } @_Z16__enzyme_fwddiffI2T2JPviiPdS2_S2_EET_DpT0_(ptr, i32, i32, ptr, ptr, ptr)
declare void @_Z17__enzyme_autodiffIvJPvPdS1_EET_DpT0_(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)

define double @f(ptr %x) {
entry:
  %a = load double, ptr %x
  %r = fmul double %a, %a
  ret double %r
}

define double @driver(ptr %x, ptr %dx0, ptr %dx1, i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  %w = load i32, ptr @enzyme_width
  br i1 %c, label %call, label %join

call:
  %t = invoke { double, double } @_Z16__enzyme_fwddiffI2T2JPviiPdS2_S2_EET_DpT0_(ptr @f, i32 %w, i32 2, ptr %x, ptr %dx0, ptr %dx1)
          to label %join unwind label %lpad

join:
  %p = phi { double, double } [ %t, %call ], [ zeroinitializer, %entry ]
  invoke void @_Z17__enzyme_autodiffIvJPvPdS1_EET_DpT0_(ptr @f, ptr %x, ptr %dx0)
          to label %done unwind label %lpad

done:
  %t1 = extractvalue { double, double } %p, 1
  ret double %t1

lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; CHECK-LABEL: define double @driver(
; CHECK-NEXT: entry:
; CHECK-NEXT: %tangents = alloca [2 x double], align 8
; CHECK-NEXT: br i1 %c, label %call, label %join
; CHECK: call:
; CHECK-NEXT: invoke void @fwddiffe2_f(ptr %x, ptr %dx0, ptr %dx1, ptr %tangents)
; CHECK-NEXT: to label %enzyme.cont unwind label %lpad
; CHECK-NEXT: enzyme.cont:
; CHECK-NEXT: %tangent.p = getelementptr double, ptr %tangents, i64 0
; CHECK-NEXT: %tangent = load double, ptr %tangent.p, align 8
; CHECK-NEXT: %tangent.p1 = getelementptr double, ptr %tangents, i64 1
; CHECK-NEXT: %tangent1 = load double, ptr %tangent.p1, align 8
; CHECK-NEXT: %agg = insertvalue { double, double } poison, double %tangent, 0
; CHECK-NEXT: %t = insertvalue { double, double } %agg, double %tangent1, 1
; CHECK-NEXT: br label %join
; CHECK-NEXT: join:
; CHECK-NEXT: %p = phi { double, double } [ %t, %enzyme.cont ], [ zeroinitializer, %entry ]
; CHECK-NEXT: invoke void @diffe_f(ptr %x, ptr %dx0, double 0x3FF0000000000000)
; CHECK-NEXT: to label %done unwind label %lpad
; CHECK: lpad:
; CHECK-NEXT: landingpad
