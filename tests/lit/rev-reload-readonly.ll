; Reverse mode repeats loads of memory that nothing writes during the call instead of taping
; them (passes/readonly.py): the forward sweep of @dot reserves no cache array and the reverse
; loop loads x[i] and y[i] again at the iteration's address. @sq writes through %y while reading
; %x: with %x noalias the write cannot reach x, so x[i] is loaded again; @sq_alias is the same
; code without noalias (the caller may pass y == x, the in-place update), so x[i] is taped.
; RUN: %mpiad-opt %s --fn dot --mode reverse --args dup,dup,const -o - | filecheck %s --check-prefix=DOT
; RUN: %mpiad-opt %s --fn sq --mode reverse --args dup,dup,const -o - | filecheck %s --check-prefix=SQ
; RUN: %mpiad-opt %s --fn sq_alias --mode reverse --args dup,dup,const -o - | filecheck %s --check-prefix=AL

define double @dot(ptr %x, ptr %y, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %a = load double, ptr %px, align 8
  %b = load double, ptr %py, align 8
  %ab = fmul double %a, %b
  %s.next = fadd double %s, %ab
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %r = fmul double %s.next, %s.next
  ret double %r
}

define void @sq(ptr noalias %x, ptr %y, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %a = load double, ptr %px, align 8
  %aa = fmul double %a, %a
  store double %aa, ptr %py, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @sq_alias(ptr %x, ptr %y, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %a = load double, ptr %px, align 8
  %aa = fmul double %a, %a
  store double %aa, ptr %py, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

; DOT-LABEL: define internal double @augmented.dot.ddc(
; DOT-NOT: nontemporal
; DOT: loop.done:
; DOT-LABEL: define internal void @reverse.dot.ddc(
; DOT: rev.loop.body:
; DOT: %[[IV:.+]] = add i64 0, %loop.iter
; DOT-NEXT: %[[PX:.+]] = getelementptr inbounds double, ptr %x, i64 %[[IV]]
; DOT-NEXT: %[[A:.+]] = load double, ptr %[[PX]], align 8
; DOT-NEXT: %[[PY:.+]] = getelementptr inbounds double, ptr %y, i64 %[[IV]]
; DOT-NEXT: %[[B:.+]] = load double, ptr %[[PY]], align 8
; DOT-NEXT: fmul double %[[B]], %
; DOT: fmul double %[[A]], %
; DOT-LABEL: define void @diffe_dot(

; SQ-LABEL: define internal void @augmented.sq.ddc(
; SQ-NOT: nontemporal
; SQ-LABEL: define internal void @reverse.sq.ddc(
; SQ: rev.loop.body:
; SQ: %[[PX:.+]] = getelementptr inbounds double, ptr %x, i64 %
; SQ-NEXT: %[[A:.+]] = load double, ptr %[[PX]], align 8
; SQ: fmul double %[[A]], %
; SQ-LABEL: define void @diffe_sq(

; AL-LABEL: define internal void @augmented.sq_alias.ddc(
; AL: store double %a, ptr %{{.+}}, align 8
; AL-LABEL: define internal void @reverse.sq_alias.ddc(
; AL: rev.loop.body:
; AL-NOT: getelementptr inbounds double, ptr %x, i64
; AL: fmul double %a.rev
