; Reverse mode of the masked memory intrinsics (llvm.masked.load/store/gather/scatter,
; expandload/compressstore). Contiguous forms touch distinct addresses: a load's adjoint is one
; read-add-write of the shadow under the mask, a store's is one read of the shadow into the
; value's adjoint and one write of zeros; expandload/compressstore swap roles the same way. A
; gather or a scatter may name one address in several lanes, so they go lane by lane (the mask
; and'ed with one lane): a gather's lanes each add into their element (two lanes reading one
; element both count); a scatter's lanes run from the highest down, each reading then zeroing
; its element (LLVM's scatter keeps the highest lane's value: that lane takes the adjoint, the
; earlier lanes writing the same element find zero). The passthru gets the masked-off lanes'
; adjoint; the loaded vectors that later partials read are taped.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn h --mode reverse --args dup,dup,const -o - | filecheck --check-prefix=EXP %s

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
  %s = fmul <4 x double> %a, %g
  call void @llvm.masked.store.v4f64.p0(<4 x double> %s, ptr align 8 %y, <4 x i1> %m)
  %out = getelementptr double, ptr %y, <4 x i64> <i64 2, i64 2, i64 0, i64 1>
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %g, <4 x ptr> align 8 %out, <4 x i1> %m)
  ret void
}

define void @h(ptr %x, ptr %y, <4 x i1> %m) {
entry:
  %e = call <4 x double> @llvm.masked.expandload.v4f64(ptr %x, <4 x i1> %m, <4 x double> zeroinitializer)
  %q = fmul <4 x double> %e, %e
  call void @llvm.masked.compressstore.v4f64(<4 x double> %q, ptr %y, <4 x i1> %m)
  ret void
}

; CHECK-LABEL: define internal void @reverse.f.ddc(
; CHECK: %a.rev = load <4 x double>, ptr %rec
; CHECK: %g.rev = load <4 x double>, ptr %slot
; CHECK: %[[OUT:.+]] = getelementptr double, ptr %y.d, <4 x i64> <i64 2, i64 2, i64 0, i64 1>
; CHECK-NEXT: %[[L3:.+]] = and <4 x i1> %m, <i1 false, i1 false, i1 false, i1 true>
; CHECK-NEXT: %[[S3:.+]] = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %[[OUT]], <4 x i1> %[[L3]], <4 x double> splat (double 0x0000000000000000))
; CHECK-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> splat (double 0x0000000000000000), <4 x ptr> align 8 %[[OUT]], <4 x i1> %[[L3]])
; CHECK-NEXT: and <4 x i1> %m, <i1 false, i1 false, i1 true, i1 false>
; CHECK: and <4 x i1> %m, <i1 false, i1 true, i1 false, i1 false>
; CHECK: %[[L0:.+]] = and <4 x i1> %m, <i1 true, i1 false, i1 false, i1 false>
; CHECK: %[[DG1:.+]] = fadd <4 x double>
; CHECK-NEXT: %[[DS:.+]] = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %y.d, <4 x i1> %m, <4 x double> splat (double 0x0000000000000000))
; CHECK-NEXT: call void @llvm.masked.store.v4f64.p0(<4 x double> splat (double 0x0000000000000000), ptr align 8 %y.d, <4 x i1> %m)
; CHECK-NEXT: %[[DA:.+]] = fmul <4 x double> %g.rev, %[[DS]]
; CHECK-NEXT: %[[DG2:.+]] = fmul <4 x double> %a.rev, %[[DS]]
; CHECK-NEXT: %[[DG:.+]] = fadd <4 x double> %[[DG1]], %[[DG2]]
; CHECK-NEXT: %[[PTRS:.+]] = getelementptr double, ptr %x.d, <4 x i64> <i64 3, i64 1, i64 3, i64 0>
; CHECK-NEXT: %[[G0:.+]] = and <4 x i1> %m, <i1 true, i1 false, i1 false, i1 false>
; CHECK-NEXT: %[[OLD:.+]] = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> align 8 %[[PTRS]], <4 x i1> %[[G0]], <4 x double> splat (double 0x0000000000000000))
; CHECK-NEXT: %[[NEW:.+]] = fadd <4 x double> %[[OLD]], %[[DG]]
; CHECK-NEXT: call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %[[NEW]], <4 x ptr> align 8 %[[PTRS]], <4 x i1> %[[G0]])
; CHECK-NEXT: and <4 x i1> %m, <i1 false, i1 true, i1 false, i1 false>
; CHECK: and <4 x i1> %m, <i1 false, i1 false, i1 true, i1 false>
; CHECK: and <4 x i1> %m, <i1 false, i1 false, i1 false, i1 true>
; CHECK: %[[PT:.+]] = select <4 x i1> %m, <4 x double> splat (double 0x0000000000000000), <4 x double> %[[DA]]
; CHECK-NEXT: %[[OLDX:.+]] = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %x.d, <4 x i1> %m, <4 x double> splat (double 0x0000000000000000))
; CHECK-NEXT: %[[NEWX:.+]] = fadd <4 x double> %[[OLDX]], %[[DA]]
; CHECK-NEXT: call void @llvm.masked.store.v4f64.p0(<4 x double> %[[NEWX]], ptr align 8 %x.d, <4 x i1> %m)
; CHECK-NEXT: %[[DPASS:.+]] = load <4 x double>, ptr %y.d
; CHECK-NEXT: %[[SUM:.+]] = fadd <4 x double> %[[DPASS]], %[[PT]]
; CHECK-NEXT: store <4 x double> %[[SUM]], ptr %y.d

; EXP-LABEL: define internal void @reverse.h.ddc(
; EXP: %e.rev = load <4 x double>, ptr %rec
; EXP-NEXT: %[[DQ:.+]] = call <4 x double> @llvm.masked.expandload.v4f64(ptr %y.d, <4 x i1> %m, <4 x double> splat (double 0x0000000000000000))
; EXP-NEXT: call void @llvm.masked.compressstore.v4f64(<4 x double> splat (double 0x0000000000000000), ptr %y.d, <4 x i1> %m)
; EXP: %[[DE:.+]] = fadd <4 x double>
; EXP-NEXT: %[[OLD:.+]] = call <4 x double> @llvm.masked.expandload.v4f64(ptr %x.d, <4 x i1> %m, <4 x double> splat (double 0x0000000000000000))
; EXP-NEXT: %[[NEW:.+]] = fadd <4 x double> %[[OLD]], %[[DE]]
; EXP-NEXT: call void @llvm.masked.compressstore.v4f64(<4 x double> %[[NEW]], ptr %x.d, <4 x i1> %m)
