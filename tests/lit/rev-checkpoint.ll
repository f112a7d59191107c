; Reverse mode of a time loop marked with the documented @mpiad_checkpoint marker: the loop is
; outlined into @f.ck.step (one step, reading and writing its state through a context block),
; the forward sweep runs it through the runtime's __mpiad_ckpt_forward (snapshots of the context
; and of the memory the body writes, %u here, sized by @mpiad_checkpoint_state) and records the
; handle; the reverse sweep hands it to __mpiad_ckpt_reverse with the step's own gradient
; function (its tape is the runtime's, one buffer for all the steps), which follows the binomial
; schedule. No marker call is left.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const,const -o - | filecheck %s
; Second derivatives (--mode hvp): forward mode over the gradient calls the same runtime on the
; state extended by its tangents: the context block [ctx | ctx'] on the heap (its size in a
; 16-byte header), the shadow context [dctx | dctx'], the region list with %u's tangent after
; %u; the step, its checking twin and the step adjoint become wrappers of their tangents (the
; adjoint's reads the block size from the header); the twin's tangent notes each access to %u
; and to its tangent, so the tangent regions are trimmed as the primal ones.
; RUN: %mpiad-opt %s --fn f --mode hvp --args dup,const,const,const -o - \
; RUN:   | filecheck --check-prefix=HVP %s
; HVP: %ck2.block = call ptr @malloc(i64 144)
; HVP-NEXT: store i64 64, ptr %ck2.block
; HVP: %ck2.addr = ptrtoint ptr %u.d1 to i64
; HVP: %ckpt = call ptr @__mpiad_ckpt_forward(ptr @f.ck.step.tangent, ptr %ck2.ctx, i64 128, i64 %trip{{[0-9]*}}, i64 %snaps, ptr %ck2.regions, i64 2, {{.*}}, ptr %ck2.dctx, ptr null, i64 0, ptr @f.ck.step.check.tangent)
; HVP: call void @__mpiad_ckpt_reverse(ptr %ckpt.rev, ptr @f.ck.step.adjoint.tangent, ptr %ck2.dctx)
; HVP-LABEL: define internal void @f.ck.step.adjoint.tangent(ptr %ctx, ptr %dctx, ptr %tape)
; HVP: %n = load i64, ptr %hdr
; HVP: call void @fwddiffe.f.ck.step.adjoint.ddc(ptr %ctx, ptr %c.lane, ptr %dctx, ptr %d.lane, ptr %tape)
; HVP-LABEL: define internal void @f.ck.step.tangent(ptr %ctx)
; HVP: call void @fwddiffe.f.ck.step.d(ptr %ctx, ptr %t.lane)
; HVP-LABEL: define internal void @f.ck.step.check.tangent(ptr %ctx)
; HVP: define internal void @fwddiffe.f.ck.body.check.dd(
; HVP: call void @__mpiad_ckpt_note(ptr %u, i64 8, i32 0)
; HVP-NEXT: call void @__mpiad_ckpt_note(ptr %d{{[0-9]*}}, i64 8, i32 0)
; The context has two parts: values that carry no derivative (the integers here) from its start,
; those that may (the array %u, the carried sum %acc) from an offset; the body takes them as two
; pointers and only the second gets a shadow in the step's gradient (one shadowed block would
; make every float the step reads from it active: a constant coefficient would get an adjoint).
; CHECK-NOT: call void @mpiad_checkpoint
; CHECK-LABEL: define internal void @f.ck.body(ptr %ck.ctx, ptr %ck.actx)
; CHECK-DAG: %u = load ptr, ptr %ck.actx
; CHECK-DAG: %n = load i64, ptr %ck.ctx
; CHECK-DAG: %acc = load double, ptr %ck.slot{{[0-9]*}}
; CHECK: call double @llvm.sin.f64
; CHECK-LABEL: define internal void @f.ck.step(ptr %ctx)
; CHECK-NEXT: entry:
; CHECK-NEXT: %actx = getelementptr i8, ptr %ctx, i64 [[OFF:[0-9]+]]
; CHECK-NEXT: call void @f.ck.body(ptr %ctx, ptr %actx)
; CHECK-LABEL: define internal void @f.ck.loop(
; CHECK: call void @f.ck.step(ptr %ctx)
; CHECK-LABEL: define internal {{.*}}@augmented.f.dccc(
; CHECK: %ckpt = call ptr @__mpiad_ckpt_forward(ptr @f.ck.step, ptr %ck.ctx{{[0-9]*}}, i64 {{[0-9]+}}, i64 %trip{{[0-9]*}}, i64 %snaps, ptr %ck.regions, i64 1, i64 0,
; CHECK-LABEL: define internal {{.*}}@reverse.f.dccc(
; CHECK: call void @__mpiad_ckpt_reverse(ptr %ckpt{{.*}}, ptr @f.ck.step.adjoint, ptr
; CHECK-LABEL: define internal void @augmented.f.ck.body.cd(ptr %tape, ptr %ck.ctx, ptr %ck.actx, ptr %ck.actx.d)
; CHECK-LABEL: define internal void @f.ck.body.grad(ptr %ck.ctx, ptr %ck.actx, ptr %ck.actx.d, ptr %tape)
; CHECK: call void @augmented.f.ck.body.cd(
; CHECK: call void @reverse.f.ck.body.cd(
; CHECK-LABEL: define internal void @f.ck.step.adjoint(ptr %ctx, ptr %dctx, ptr %tape)
; CHECK-NEXT: entry:
; CHECK-NEXT: %actx = getelementptr i8, ptr %ctx, i64 [[OFF]]
; CHECK-NEXT: %dactx = getelementptr i8, ptr %dctx, i64 [[OFF]]
; CHECK-NEXT: call void @f.ck.body.grad(ptr %ctx, ptr %actx, ptr %dactx, ptr %tape)
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define double @f(ptr %u, i64 %n, i64 %steps, i64 %snaps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  call void @mpiad_checkpoint(i64 %snaps)
  %go = icmp sgt i64 %steps, 0
  br i1 %go, label %step, label %after
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  %u0 = load double, ptr %u, align 8
  br label %inner
inner:
  %i = phi i64 [ 0, %step ], [ %i.next, %inner ]
  %p = getelementptr inbounds double, ptr %u, i64 %i
  %v = load double, ptr %p, align 8
  %s = call double @llvm.sin.f64(double %v)
  %vu = fmul double %v, %u0
  %h = fmul double %vu, 5.000000e-01
  %w = fadd double %s, %h
  store double %w, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %inner, label %latch
latch:
  %last = getelementptr inbounds double, ptr %u, i64 1
  %l = load double, ptr %last, align 8
  %sq = fmul double %l, %l
  %acc.next = fadd double %acc, %sq
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp slt i64 %t.next, %steps
  br i1 %more, label %step, label %after
after:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  ret double %r
}
