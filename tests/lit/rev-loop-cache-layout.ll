; Tape shape of reverse loops (issue 25): a one-block loop that caches three values or more
; per iteration keeps them in one array of records (one base pointer, largest fields first,
; one stream in both sweeps) instead of one array per value; and the reverse of a loop computes
; what does not change from one iteration to the next once, before the loop: here the start of
; a CSR-like row, reloaded from read-only row pointers, no longer on every iteration.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,dup,const -o - | filecheck %s --check-prefix=REC
; RUN: %mpiad-opt %s --fn g --mode reverse --args const,dup,const -o - | filecheck %s --check-prefix=HOIST

define void @f(ptr %x, ptr %y, ptr %z, i64 %n) {
entry:
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %pz = getelementptr inbounds double, ptr %z, i64 %i
  %a = load double, ptr %px, align 8
  %b = load double, ptr %py, align 8
  %c = load double, ptr %pz, align 8
  %ab = fmul double %a, %b
  %abc = fmul double %ab, %c
  store double %abc, ptr %px, align 8
  store double %ab, ptr %py, align 8
  store double %abc, ptr %pz, align 8
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %n
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @g(ptr noalias readonly %rp, ptr %x, i64 %rows) {
entry:
  br label %row
row:
  %r = phi i64 [ 0, %entry ], [ %r.next, %latch ]
  %p0 = getelementptr inbounds i64, ptr %rp, i64 %r
  %s = load i64, ptr %p0, align 8
  %r.next = add nuw nsw i64 %r, 1
  %p1 = getelementptr inbounds i64, ptr %rp, i64 %r.next
  %e = load i64, ptr %p1, align 8
  %ne = icmp slt i64 %s, %e
  br i1 %ne, label %inner, label %latch
inner:
  %k = phi i64 [ %s, %row ], [ %k.next, %inner ]
  %px = getelementptr inbounds double, ptr %x, i64 %k
  %v = load double, ptr %px, align 8
  %v2 = fmul double %v, %v
  store double %v2, ptr %px, align 8
  %k.next = add nsw i64 %k, 1
  %c = icmp eq i64 %k.next, %e
  br i1 %c, label %latch, label %inner
latch:
  %done = icmp eq i64 %r.next, %rows
  br i1 %done, label %exit, label %row
exit:
  ret void
}

; Four values per iteration (a, b, c and a*b): records of 32 bytes plus 16 bytes of alignment.
; REC-LABEL: define internal void @augmented.f.dddc(
; REC: loop.cache:
; REC-NEXT: %[[TRIP:.+]] = sub i64 %n, 0
; REC-NEXT: %[[BYTES:.+]] = mul i64 %[[TRIP]], 32
; REC-NEXT: %[[PADDED:.+]] = add i64 %[[BYTES]], 16
; REC-NEXT: %[[REGION:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %[[PADDED]])
; REC: %[[BASE:.+]] = getelementptr i8, ptr %[[REGION]], i64 %{{.+}}
; REC-NEXT: br label %loop
; REC: loop:
; REC-NEXT: %[[IT:.+]] = phi i64 [ 0, %loop.cache ]
; REC-NOT: call ptr @__mpiad_tape_reserve
; REC: %[[AT:.+]] = mul i64 %[[IT]], 32
; REC-NEXT: %[[REC:.+]] = getelementptr i8, ptr %[[BASE]], i64 %[[AT]]
; REC-NEXT: %[[S8:.+]] = getelementptr i8, ptr %[[REC]], i64 8
; REC-NEXT: %[[S16:.+]] = getelementptr i8, ptr %[[REC]], i64 16
; REC-NEXT: %[[S24:.+]] = getelementptr i8, ptr %[[REC]], i64 24
; REC-NEXT: store double %ab, ptr %[[REC]], align 16
; REC-NEXT: store double %c, ptr %[[S8]], align 8
; REC-NEXT: store double %a, ptr %[[S16]], align 16
; REC-NEXT: store double %b, ptr %[[S24]], align 8
; REC-NEXT: add i64 %[[IT]], 1
; The reverse releases the same region and reads each iteration's record back.
; REC-LABEL: define internal void @reverse.f.dddc(
; REC: rev.loop:
; REC: %[[RB:.+]] = mul i64 %[[COUNT:.+]], 32
; REC-NEXT: %[[RB1:.+]] = add i64 %[[RB]], 16
; REC-NEXT: call ptr @__mpiad_tape_release(ptr %tape.local, i64 %[[RB1]])
; REC: rev.loop.body:
; REC-NEXT: %[[LEFT:.+]] = phi i64 [ %[[COUNT]], %rev.loop ]
; REC-NEXT: %[[J:.+]] = add i64 %[[LEFT]], -1
; REC-NEXT: %[[RAT:.+]] = mul i64 %[[J]], 32
; REC-NEXT: %[[RREC:.+]] = getelementptr i8, ptr %{{.+}}, i64 %[[RAT]]
; REC: %ab.rev = load double, ptr %[[RREC]], align 16
; REC-NEXT: %c.rev = load double, ptr %{{.+}}, align 8
; REC-NEXT: %a.rev = load double, ptr %{{.+}}, align 16
; REC-NEXT: %b.rev = load double, ptr %{{.+}}, align 8

; The row's start %s is reloaded (rp is read-only) in the reverse loop's head, after the
; trailer that holds the row number, and the loop body uses it without loading it again.
; HOIST-LABEL: define internal void @reverse.g.cdc(
; HOIST: rev.inner:
; HOIST-NEXT: %[[TR:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 16)
; HOIST-NEXT: %r.rev = load i64, ptr %[[TR]], align 1
; HOIST: %count = load i64
; HOIST-NEXT: %[[P0:.+]] = getelementptr inbounds i64, ptr %rp, i64 %r.rev
; HOIST-NEXT: %[[S:.+]] = load i64, ptr %[[P0]], align 8
; HOIST: br label %rev.inner.body
; HOIST: rev.inner.body:
; HOIST-NOT: load i64
; HOIST: %{{.+}} = add i64 %[[S]], %inner.iter
; HOIST-NOT: load i64
; HOIST: br i1 %first, label %rev.dispatch, label %rev.inner.body
