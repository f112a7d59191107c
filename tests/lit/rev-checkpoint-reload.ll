; A checkpointed step's reverse runs right after its own forward sweep, so a value it loaded from
; memory that nothing writes later in the step is still there: it is loaded again, not taped
; (passes/late_loads.py). Here %un is read in the second loop after the first wrote it and
; nothing writes it after: %x is reloaded. %u is read in the first loop and written in the
; second: %v stays on the tape. Only pointers known apart allow it (here `noalias`; Numba
; arrays checked disjoint at the call): with plain pointers %u and %un may be one array, and the
; second loop's stores could change what %x read, so %x is taped (TAPED).
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,const,const,const -o - | filecheck %s
; RUN: sed 's/ptr noalias/ptr/g' %s | %mpiad-opt - --fn f --mode reverse --args dup,dup,const,const,const -o - | filecheck --check-prefix=TAPED %s
; The step tells LLVM so too (passes/reverse/checkpoint_scopes.py): its accesses through %u and
; %un carry a scope each and the other's as noalias (the shadows of .ll input are not known
; apart, so the reverse tags only what it reads of the arrays).
; CHECK-LABEL: define internal void @f.ck.body(
; CHECK: %v = load double, ptr %pu, align 8, !alias.scope ![[U:[0-9]+]], !noalias ![[NOTU:[0-9]+]]
; CHECK: store double %w, ptr %pn, align 8, !alias.scope ![[UN:[0-9]+]], !noalias ![[NOTUN:[0-9]+]]
; CHECK: %x = load double, ptr %qn, align 8, !alias.scope ![[UN]], !noalias ![[NOTUN]]
; CHECK: store double %y, ptr %qu, align 8, !alias.scope ![[U]], !noalias ![[NOTU]]
; CHECK-DAG: ![[U]] = !{![[SU:[0-9]+]]}
; CHECK-DAG: ![[NOTU]] = !{![[SUN:[0-9]+]]}
; CHECK-DAG: ![[UN]] = !{![[SUN]]}
; CHECK-DAG: ![[NOTUN]] = !{![[SU]]}
; CHECK-DAG: ![[SU]] = distinct !{![[SU]], ![[DOM:[0-9]+]]}
; CHECK-DAG: ![[SUN]] = distinct !{![[SUN]], ![[DOM]]}
; CHECK-LABEL: define internal void @augmented.f.ck.body.cd(
; CHECK: {{^}}one.cache:
; CHECK: %cache = call ptr @__mpiad_tape_reserve(
; CHECK: {{^}}one:
; CHECK: store double %v, ptr %cache.at
; CHECK: {{^}}two:
; CHECK-NOT: store double %x
; CHECK: {{^}}latch:
; CHECK-LABEL: define internal void @reverse.f.ck.body.cd(
; CHECK: rev.one.body:
; CHECK: %v.rev = load double, ptr %cache.at
; CHECK: rev.two.body:
; CHECK: %qn.re = getelementptr inbounds double, ptr %un.rev, i64 %k.iv
; CHECK-NEXT: %x.re = load double, ptr %qn.re
; CHECK: fmul double %x.re,
; TAPED-NOT: !alias.scope
; TAPED-LABEL: define internal void @augmented.f.ck.body.cd(
; TAPED: {{^}}two:
; TAPED: store double %x, ptr %cache.at
; TAPED-LABEL: define internal void @reverse.f.ck.body.cd(
; TAPED: rev.two.body:
; TAPED: %x.rev = load double, ptr %cache.at
; TAPED-NOT: %x.re =
; TAPED: fmul double %x.rev,
; TAPED-NOT: !alias.scope
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)

define void @f(ptr noalias %u, ptr noalias %un, i64 %n, i64 %steps, i64 %snaps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  call void @mpiad_checkpoint_state(ptr %un, i64 %bytes)
  call void @mpiad_checkpoint(i64 %snaps)
  br label %step
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  br label %one
one:
  %i = phi i64 [ 0, %step ], [ %i.next, %one ]
  %pu = getelementptr inbounds double, ptr %u, i64 %i
  %v = load double, ptr %pu, align 8
  %w = fmul double %v, %v
  %pn = getelementptr inbounds double, ptr %un, i64 %i
  store double %w, ptr %pn, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %one, label %mid
mid:
  br label %two
two:
  %k = phi i64 [ 0, %mid ], [ %k.next, %two ]
  %qn = getelementptr inbounds double, ptr %un, i64 %k
  %x = load double, ptr %qn, align 8
  %y = fmul double %x, %x
  %qu = getelementptr inbounds double, ptr %u, i64 %k
  store double %y, ptr %qu, align 8
  %k.next = add nuw nsw i64 %k, 1
  %c2 = icmp slt i64 %k.next, %n
  br i1 %c2, label %two, label %latch
latch:
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp slt i64 %t.next, %steps
  br i1 %more, label %step, label %after
after:
  ret void
}
