; Forward mode of the masked memory intrinsics that -O2 vectorisers emit for AVX2 and AVX-512
; hosts (llvm.masked.load/store/gather/scatter) and that AVX-512 code uses for expand/compress:
; the tangent is the same intrinsic on the shadows, under the primal's mask, with the passthru's
; tangent in the masked-off lanes; a write of inactive data writes zeros into the shadow. With
; --width 2 each shadow gets its own call.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup,const --width 2 -o - | filecheck --check-prefix=W2 %s

declare <4 x double> @llvm.masked.load.v4f64.p0(ptr, <4 x i1>, <4 x double>)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr, <4 x i1>)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, <4 x i1>, <4 x double>)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, <4 x i1>)
declare <4 x double> @llvm.masked.expandload.v4f64(ptr, <4 x i1>, <4 x double>)
declare void @llvm.masked.compressstore.v4f64(<4 x double>, ptr, <4 x i1>)

define void @f(ptr %x, ptr %y, <4 x i1> %m) {
entry:
  %pass = load <4 x double>, ptr %y, align 8
  %a = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %x, <4 x i1> %m, <4 x double> %pass)
  %ptrs = getelementptr double, ptr %x, <4 x i64> <i64 3, i64 1, i64 3, i64 0>
  %g = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %ptrs, <4 x i1> %m, <4 x double> poison)
  %e = call <4 x double> @llvm.masked.expandload.v4f64(ptr %x, <4 x i1> %m, <4 x double> %a)
  %s = fmul <4 x double> %a, %g
  call void @llvm.masked.store.v4f64.p0(<4 x double> %s, ptr align 8 %y, <4 x i1> %m)
  %out = getelementptr double, ptr %y, <4 x i64> <i64 2, i64 2, i64 0, i64 1>
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %e, <4 x ptr> align 8 %out, <4 x i1> %m)
  call void @llvm.masked.compressstore.v4f64(<4 x double> zeroinitializer, ptr %y, <4 x i1> %m)
  ret void
}

; CHECK-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, ptr %y, ptr %y.d, <4 x i1> %m)
; CHECK: %[[DPASS:.+]] = load <4 x double>, ptr %y.d, align 8
; CHECK: %a = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %x, <4 x i1> %m, <4 x double> %pass)
; CHECK-NEXT: %[[DA:.+]] = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %x.d, <4 x i1> %m, <4 x double> %[[DPASS]])
; CHECK: %[[DPTRS:.+]] = getelementptr double, ptr %x.d, <4 x i64> <i64 3, i64 1, i64 3, i64 0>
; CHECK: %g = call <4 x double> @llvm.masked.gather.v4f64.v4p0(
; CHECK-NEXT: %[[DG:.+]] = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %[[DPTRS]], <4 x i1> %m, <4 x double> splat (double 0x0000000000000000))
; CHECK: %e = call <4 x double> @llvm.masked.expandload.v4f64(ptr %x, <4 x i1> %m, <4 x double> %a)
; CHECK-NEXT: %[[DE:.+]] = call <4 x double> @llvm.masked.expandload.v4f64(ptr %x.d, <4 x i1> %m, <4 x double> %[[DA]])
; CHECK: call void @llvm.masked.store.v4f64.p0(<4 x double> %s, ptr align 8 %y, <4 x i1> %m)
; CHECK-NEXT: call void @llvm.masked.store.v4f64.p0(<4 x double> %{{.+}}, ptr align 8 %y.d, <4 x i1> %m)
; CHECK: %[[DOUT:.+]] = getelementptr double, ptr %y.d, <4 x i64> <i64 2, i64 2, i64 0, i64 1>
; CHECK: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %e, <4 x ptr> align 8 %out, <4 x i1> %m)
; CHECK-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %[[DE]], <4 x ptr> align 8 %[[DOUT]], <4 x i1> %m)
; CHECK: call void @llvm.masked.compressstore.v4f64(<4 x double> zeroinitializer, ptr %y, <4 x i1> %m)
; CHECK-NEXT: call void @llvm.masked.compressstore.v4f64(<4 x double> splat (double 0x0000000000000000), ptr %y.d, <4 x i1> %m)
; CHECK-NEXT: ret void

; W2-LABEL: define void @fwddiffe2_f(
; W2: %a = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %x, <4 x i1> %m, <4 x double> %pass)
; W2-NEXT: call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %{{.+}}, <4 x i1> %m, <4 x double> %{{.+}})
; W2-NEXT: call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %{{.+}}, <4 x i1> %m, <4 x double> %{{.+}})
; W2: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %e, <4 x ptr> align 8 %out, <4 x i1> %m)
; W2-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(
; W2-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(
