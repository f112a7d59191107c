; A while loop marked from inside its body with @mpiad_checkpoint_loop (what the Numba front end's
; mpiad.checkpointed_while emits in the loop's condition): the marked loop is the innermost loop
; holding the marker, not the first loop after the function's entry (%pre, the shape of a
; condition's first test peeled out in front of the loop). Its test is at the top of the body,
; so it leaves from the header: the step goes to ck.exit from there (the last step stops at the
; test) and to ck.next from the end of the body; the loop runs online.
; RUN: %mpiad-opt %s --fn g --mode reverse --args dup,const,const,const -o - | filecheck %s
; CHECK-NOT: call void @mpiad_checkpoint
; CHECK-LABEL: define internal void @g.ck.body(ptr %ck.ctx, ptr %ck.actx)
; CHECK-NOT: %k.next
; CHECK: head:
; CHECK: %go = fcmp ogt double %u0, %tol
; CHECK-NEXT: br i1 %go, label %body, label %ck.exit
; CHECK: %acc.next = fadd double %acc, %w
; CHECK-NEXT: br label %ck.next
; CHECK: ck.next:
; CHECK: store i32 1, ptr
; CHECK: ck.exit:
; CHECK-DAG: store double %acc, ptr
; CHECK-DAG: store double %u0, ptr
; CHECK: store i32 0, ptr
; CHECK-LABEL: define internal i32 @g.ck.step(ptr %ctx)
; CHECK-LABEL: define internal {{.*}}@augmented.g.dccc(
; CHECK: %k.next = add nuw nsw i64 %k, 1
; CHECK: %ckpt = call ptr @__mpiad_ckpt_forward_online(ptr @g.ck.step,
declare void @mpiad_checkpoint_loop(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define double @g(ptr %u, i64 %n, double %tol, i64 %snaps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  br label %pre
pre:
  %k = phi i64 [ 0, %entry ], [ %k.next, %pre ]
  %q = getelementptr inbounds double, ptr %u, i64 %k
  %x = load double, ptr %q, align 8
  %y = fmul double %x, 1.000000e+00
  store double %y, ptr %q, align 8
  %k.next = add nuw nsw i64 %k, 1
  %kc = icmp slt i64 %k.next, %n
  br i1 %kc, label %pre, label %head
head:
  %acc = phi double [ 0.0, %pre ], [ %acc.next, %body ]
  %u0 = load double, ptr %u, align 8
  %go = fcmp ogt double %u0, %tol
  call void @mpiad_checkpoint_loop(i64 %snaps)
  br i1 %go, label %body, label %done
body:
  %p1 = getelementptr inbounds double, ptr %u, i64 1
  %u1 = load double, ptr %p1, align 8
  %s = call double @llvm.sin.f64(double %u0)
  %m = fmul double %u1, 1.000000e-01
  %v = fsub double %s, %m
  store double %v, ptr %u, align 8
  %w = fmul double %u1, %v
  store double %w, ptr %p1, align 8
  %acc.next = fadd double %acc, %w
  br label %head
done:
  %r = fadd double %acc, %u0
  ret double %r
}
