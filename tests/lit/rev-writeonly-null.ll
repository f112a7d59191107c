; A constant pointer argument the callee only writes and never captures (Numba's exception
; record slot %exc, a dead alloca once the forward sweep returns) is never needed by the
; callee's reverse sweep: the caller passes null instead of taping the slot's address (forward
; mode over the gradient would otherwise have to give the slot a tangent).
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup -o - | filecheck %s

define double @g(ptr noundef nonnull writeonly captures(none) dereferenceable(8) %exc, ptr %x) noinline {
  %v = load double, ptr %x, align 8
  %bad = fcmp olt double %v, 0.0
  br i1 %bad, label %raise, label %ok
raise:
  store ptr null, ptr %exc, align 8
  ret double 0.0
ok:
  %w = fmul double %v, %v
  ret double %w
}

define double @f(ptr %x) {
  %slot = alloca ptr, align 8
  %r = call double @g(ptr %slot, ptr %x)
  ret double %r
}

; CHECK-LABEL: define internal double @augmented.f.d(
; CHECK-NOT: store ptr %slot, ptr
; CHECK-LABEL: define internal void @reverse.f.d(
; CHECK: call void @reverse.g.cd{{[.a-z0-9]*}}(ptr %{{.+}}, ptr null, ptr %x, ptr %x.d, double
; its parameter keeps no attribute that null would break (nonnull, dereferenceable, noundef)
; CHECK: define internal void @reverse.g.cd{{[.a-z0-9]*}}(ptr %tape, ptr writeonly %exc,
