; Forward mode of vector code as -O2 vectorisers emit it: vector arithmetic and intrinsics,
; extractelement/insertelement/shufflevector, vector.reduce.fadd, memset of active memory.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup -o - | filecheck %s

declare <2 x double> @llvm.sin.v2f64(<2 x double>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define double @f(ptr %x) {
entry:
  %v = load <2 x double>, ptr %x, align 8
  %s = call <2 x double> @llvm.sin.v2f64(<2 x double> %v)
  %m = fmul <2 x double> %s, %v
  %e = extractelement <2 x double> %m, i64 1
  %i = insertelement <2 x double> %m, double %e, i64 0
  %sh = shufflevector <2 x double> %i, <2 x double> %m, <2 x i32> <i32 1, i32 2>
  %r = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 0.0, <2 x double> %sh)
  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 16, i1 false)
  ret double %r
}

; CHECK-LABEL: define double @fwddiffe_f(ptr %x, ptr %x.d)
; CHECK: %[[DV:.+]] = load <2 x double>, ptr %x.d, align 8
; CHECK: %[[C:.+]] = call <2 x double> @llvm.cos.v2f64(<2 x double> %v)
; CHECK-NEXT: fmul <2 x double> %[[C]], %[[DV]]
; CHECK: %e = extractelement <2 x double> %m, i64 1
; CHECK-NEXT: extractelement <2 x double> %{{.+}}, i64 1
; CHECK: %i = insertelement <2 x double> %m, double %e, i64 0
; CHECK-NEXT: insertelement <2 x double> %{{.+}}, double %{{.+}}, i64 0
; CHECK: %sh = shufflevector <2 x double> %i, <2 x double> %m, <2 x i32> <i32 1, i32 2>
; CHECK-NEXT: shufflevector <2 x double> %{{.+}}, <2 x double> %{{.+}}, <2 x i32> <i32 1, i32 2>
; CHECK: %r = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 0.000000e+00, <2 x double> %sh)
; CHECK-NEXT: %[[DR:.+]] = call reassoc double @llvm.vector.reduce.fadd.v2f64(double 0x0000000000000000, <2 x double> %{{.+}})
; CHECK: call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 16, i1 false)
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %x.d, i8 0, i64 16, i1 false)
; CHECK: ret double %[[DR]]
