; Reverse mode of a while loop marked with @mpiad_checkpoint: its exit test (acc < 10, a float
; test) is not a count known on entry, so the loop gets the online schedule. The outlined body
; stores the test's outcome in a slot of the context's first part (1: go on, with the next step's
; loop-carried values; 0: done, with the live-outs), the step returns it (i32), the primal loop
; runs the step until it says done, and the forward sweep calls __mpiad_ckpt_forward_online (no
; trip count: the runtime counts the steps and decides which states to keep as it goes).
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const,const -o - | filecheck %s
; CHECK-NOT: call void @mpiad_checkpoint
; CHECK-LABEL: define internal void @f.ck.body(ptr %ck.ctx, ptr %ck.actx)
; CHECK: %more = fcmp olt double %acc.next, 1.000000e+01
; CHECK-NEXT: br i1 %more, label %ck.next, label %ck.exit
; CHECK: ck.next:
; CHECK: store double %acc.next, ptr %ck.slot{{[0-9]+}}
; CHECK: [[GO:%ck.slot[0-9]+]] = getelementptr i8, ptr %ck.ctx, i64 [[FLAG:[0-9]+]]
; CHECK-NEXT: store i32 1, ptr [[GO]], align 4
; CHECK-NEXT: ret void
; CHECK: ck.exit:
; CHECK: [[DONE:%ck.slot[0-9]+]] = getelementptr i8, ptr %ck.ctx, i64 [[FLAG]]
; CHECK-NEXT: store i32 0, ptr [[DONE]], align 4
; CHECK-NEXT: ret void
; CHECK-LABEL: define internal i32 @f.ck.step(ptr %ctx)
; CHECK: call void @f.ck.body(ptr %ctx, ptr %actx)
; CHECK-NEXT: %ck.slot = getelementptr i8, ptr %ctx, i64 [[FLAG]]
; CHECK-NEXT: %more = load i32, ptr %ck.slot, align 4
; CHECK-NEXT: ret i32 %more
; CHECK-LABEL: define internal void @f.ck.loop(
; CHECK: %go = call i32 @f.ck.step(ptr %ctx)
; CHECK-NEXT: %more = icmp ne i32 %go, 0
; CHECK-NEXT: br i1 %more, label %body, label %done
; CHECK-LABEL: define internal {{.*}}@augmented.f.dccc(
; CHECK: %ckpt = call ptr @__mpiad_ckpt_forward_online(ptr @f.ck.step, ptr %ck.ctx{{[0-9]*}}, i64 {{[0-9]+}}, i64 %snaps, ptr %ck.regions, i64 1, i64 0,
; CHECK-LABEL: define internal {{.*}}@reverse.f.dccc(
; CHECK: call void @__mpiad_ckpt_reverse(ptr %ckpt{{.*}}, ptr @f.ck.step.adjoint, ptr
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
  %more = fcmp olt double %acc.next, 1.000000e+01
  br i1 %more, label %step, label %after
after:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  ret double %r
}
