; A gather and a scatter whose addresses come from a splat of a pointer argument (insertelement
; + shufflevector, then a GEP over the vector of pointers): the shadows follow the same steps, so
; the pointer's memory gets its shadow like a scalar GEP's.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,const -o - | filecheck %s

declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, <4 x i1>)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, <4 x i1>, <4 x double>)

define void @f(ptr %x, ptr %y, <4 x i64> %idx) {
entry:
  %b = insertelement <4 x ptr> poison, ptr %x, i64 0
  %s = shufflevector <4 x ptr> %b, <4 x ptr> poison, <4 x i32> zeroinitializer
  %p = getelementptr double, <4 x ptr> %s, <4 x i64> %idx
  %v = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %p, <4 x i1> splat (i1 true), <4 x double> poison)
  %w = fmul <4 x double> %v, %v
  %by = insertelement <4 x ptr> poison, ptr %y, i64 0
  %sy = shufflevector <4 x ptr> %by, <4 x ptr> poison, <4 x i32> zeroinitializer
  %q = getelementptr double, <4 x ptr> %sy, <4 x i64> %idx
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %w, <4 x ptr> align 8 %q, <4 x i1> splat (i1 true))
  ret void
}

; CHECK-LABEL: define internal void @augmented.f.ddc(
; CHECK: %[[B:.+]] = insertelement <4 x ptr> poison, ptr %x.d, i64 0
; CHECK: %[[S:.+]] = shufflevector <4 x ptr> %[[B]], <4 x ptr> poison, <4 x i32> zeroinitializer
; CHECK: getelementptr double, <4 x ptr> %[[S]], <4 x i64> %idx
; CHECK: store <4 x double> %v, ptr %rec
; CHECK-LABEL: define internal void @reverse.f.ddc(
; CHECK: %v.rev = load <4 x double>
; CHECK: %[[DY:.+]] = getelementptr double, <4 x ptr> %{{.+}}, <4 x i64> %idx
; CHECK-NEXT: %[[L:.+]] = and <4 x i1> splat (i1 true), <i1 false, i1 false, i1 false, i1 true>
; CHECK-NEXT: call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %[[DY]], <4 x i1> %[[L]],
; CHECK: %[[DX:.+]] = getelementptr double, <4 x ptr> %{{.+}}, <4 x i64> %idx
; CHECK-NEXT: %[[L0:.+]] = and <4 x i1> splat (i1 true), <i1 true, i1 false, i1 false, i1 false>
; CHECK-NEXT: %[[OLD:.+]] = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %[[DX]], <4 x i1> %[[L0]],
; CHECK-NEXT: %[[NEW:.+]] = fadd <4 x double> %[[OLD]],
; CHECK-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %[[NEW]], <4 x ptr> align 8 %[[DX]], <4 x i1> %[[L0]])
