; Forward mode through memory: shadow allocas (zero-initialised), shadow loads/stores, GEPs on the
; shadow pointer, memcpy of the shadow, and a constant store zeroing the shadow.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,dup,const -o - | filecheck %s

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @f(ptr %x, ptr %y, i64 %n) {
entry:
  %tmp = alloca [4 x double], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %tmp, ptr %x, i64 32, i1 false)
  %p = getelementptr inbounds double, ptr %tmp, i64 %n
  %v = load double, ptr %p, align 8
  %s = fmul double %v, %v
  store double %s, ptr %y, align 8
  %q = getelementptr inbounds double, ptr %y, i64 1
  store double 0.0, ptr %q, align 8
  ret void
}

; CHECK-LABEL: define void @fwddiffe_f(ptr %x, ptr %x.d, ptr %y, ptr %y.d, i64 %n)
; CHECK: %tmp = alloca [4 x double], align 8
; CHECK-NEXT: %[[ST:tmp.shadow]] = alloca [4 x double], align 8
; CHECK-NEXT: store [4 x double] zeroinitializer, ptr %[[ST]], align 8
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %tmp, ptr %x, i64 32, i1 false)
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[ST]], ptr %x.d, i64 32, i1 false)
; CHECK: %[[DP:.+]] = getelementptr inbounds double, ptr %[[ST]], i64 %n
; CHECK: %[[DV:.+]] = load double, ptr %[[DP]], align 8
; CHECK: store double %s, ptr %y, align 8
; CHECK-NEXT: store double %{{.+}}, ptr %y.d, align 8
; CHECK: %[[DQ:.+]] = getelementptr inbounds double, ptr %y.d, i64 1
; CHECK: store double 0.000000e+00, ptr %q, align 8
; CHECK-NEXT: store double 0x0000000000000000, ptr %[[DQ]], align 8
