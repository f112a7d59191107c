; A while loop marked from inside (@mpiad_checkpoint_loop, what mpiad.checkpointed_while emits)
; whose test is at the top of the body, not at its end (tests/unit/test_checkpoint_ll.py; a copy
; in tests/lit/rev-checkpoint-loop-marker.ll): the last step runs only up to the test. A loop
; before it (the shape of a condition's first test peeled out) is not the one marked.
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
