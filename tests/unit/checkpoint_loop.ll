; A time loop marked for checkpointed reverse mode in plain LLVM IR (tests/unit/test_checkpoint_ll.py):
; the state is the array %u (declared with @mpiad_checkpoint_state) and the loop-carried sum %acc;
; each step maps u[i] -> sin(u[i]) + 0.5 u[i] u[0] in place (a one-block inner loop).
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
