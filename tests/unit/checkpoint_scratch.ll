; A two-array time step marked for checkpointed reverse mode (tests/unit/test_checkpoint_trim.py):
; each step writes all of the scratch array %w from %u (w[i] = u[i]^2 + u[i]), then %u from %w
; (u[i] = sin(w[i]) + w[i+1 mod n] / 4, then w[i] halved), so what %w holds when a step starts never matters and the
; snapshots leave it out. The test's variants make %w state again: a step that reads w[0] first,
; a step that fills %w on the first step only (a branch on the step counter) or only when
; u[0] > 0 (a branch on the data).
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define double @g(ptr %u, ptr %w, i64 %n, i64 %steps, i64 %snaps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  call void @mpiad_checkpoint_state(ptr %w, i64 %bytes)
  call void @mpiad_checkpoint(i64 %snaps)
  %go = icmp sgt i64 %steps, 0
  br i1 %go, label %step, label %after
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  br label %fill
fill:
  %i = phi i64 [ 0, %step ], [ %i.next, %fill ]
  %p = getelementptr inbounds double, ptr %u, i64 %i
  %v = load double, ptr %p, align 8
  %sq = fmul double %v, %v
  %x = fadd double %sq, %v
  %q = getelementptr inbounds double, ptr %w, i64 %i
  store double %x, ptr %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %fill, label %use.pre
use.pre:
  br label %use
use:
  %k = phi i64 [ 0, %use.pre ], [ %k.next, %use ]
  %a = getelementptr inbounds double, ptr %w, i64 %k
  %wk = load double, ptr %a, align 8
  %k.next = add nuw nsw i64 %k, 1
  %wrap = icmp slt i64 %k.next, %n
  %j = select i1 %wrap, i64 %k.next, i64 0
  %b = getelementptr inbounds double, ptr %w, i64 %j
  %wj = load double, ptr %b, align 8
  %s = call double @llvm.sin.f64(double %wk)
  %h = fmul double %wj, 2.500000e-01
  %y = fadd double %s, %h
  %o = getelementptr inbounds double, ptr %u, i64 %k
  store double %y, ptr %o, align 8
  %half = fmul double %wk, 5.000000e-01
  store double %half, ptr %a, align 8
  br i1 %wrap, label %use, label %latch
latch:
  %last = getelementptr inbounds double, ptr %u, i64 1
  %l = load double, ptr %last, align 8
  %sq1 = fmul double %l, %l
  %acc.next = fadd double %acc, %sq1
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp slt i64 %t.next, %steps
  br i1 %more, label %step, label %after
after:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  ret double %r
}
