; Tape shape of reverse loops (issue 25): a one-block loop that caches nine values or more per
; iteration keeps them in one array of records (one base pointer, largest fields first, one
; stream in both sweeps) instead of one array per value (a base pointer each: they spilled);
; fewer values keep one array per value. And the reverse of a loop computes what does not change
; from one iteration to the next once, before the loop: here the start of a CSR-like row,
; reloaded from read-only row pointers, no longer on every iteration.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,dup,dup,dup,dup,const -o - | filecheck %s --check-prefix=REC
; RUN: %mpiad-opt %s --fn few --mode reverse --args dup,dup,dup,const -o - | filecheck %s --check-prefix=FEW
; RUN: %mpiad-opt %s --fn g --mode reverse --args const,dup,const -o - | filecheck %s --check-prefix=HOIST

define void @f(ptr %x0, ptr %x1, ptr %x2, ptr %x3, ptr %x4, ptr %x5, i64 %n) {
entry:
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = getelementptr inbounds double, ptr %x0, i64 %i
  %p1 = getelementptr inbounds double, ptr %x1, i64 %i
  %p2 = getelementptr inbounds double, ptr %x2, i64 %i
  %p3 = getelementptr inbounds double, ptr %x3, i64 %i
  %p4 = getelementptr inbounds double, ptr %x4, i64 %i
  %p5 = getelementptr inbounds double, ptr %x5, i64 %i
  %a = load double, ptr %p0, align 8
  %b = load double, ptr %p1, align 8
  %c = load double, ptr %p2, align 8
  %d = load double, ptr %p3, align 8
  %g = load double, ptr %p4, align 8
  %h = load double, ptr %p5, align 8
  %ab = fmul double %a, %b
  %cd = fmul double %c, %d
  %abcd = fmul double %ab, %cd
  %r = fmul double %abcd, %g
  %s = fmul double %r, %h
  store double %s, ptr %p0, align 8
  store double %s, ptr %p1, align 8
  store double %s, ptr %p2, align 8
  store double %s, ptr %p3, align 8
  store double %s, ptr %p4, align 8
  store double %s, ptr %p5, align 8
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %n
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

; Three values per iteration: still one array per value (a reverse loop that LLVM vectorises
; across iterations loads each with unit stride).
define void @few(ptr %x, ptr %y, ptr %z, i64 %n) {
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

; Ten values per iteration (the six loads, a*b, c*d, their product and that times g): records of
; 80 bytes plus 16 bytes of alignment.
; REC-LABEL: define internal void @augmented.f.ddddddc(
; REC: loop.cache:
; REC-NEXT: %[[TRIP:.+]] = sub i64 %n, 0
; REC-NEXT: %[[BYTES:.+]] = mul i64 %[[TRIP]], 80
; REC-NEXT: %[[PADDED:.+]] = add i64 %[[BYTES]], 16
; REC-NEXT: %[[REGION:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %[[PADDED]])
; REC: %[[BASE:.+]] = getelementptr i8, ptr %[[REGION]], i64 %{{.+}}
; REC-NEXT: br label %loop
; REC: loop:
; REC-NEXT: %[[IT:.+]] = phi i64 [ 0, %loop.cache ]
; REC-NOT: call ptr @__mpiad_tape_reserve
; REC: %[[AT:.+]] = mul i64 %[[IT]], 80
; REC-NEXT: %[[REC:.+]] = getelementptr i8, ptr %[[BASE]], i64 %[[AT]]
; REC-NEXT: %[[S8:.+]] = getelementptr i8, ptr %[[REC]], i64 8
; REC: %[[S72:.+]] = getelementptr i8, ptr %[[REC]], i64 72
; REC-NEXT: store double %r, ptr %[[REC]], align 16
; REC-NEXT: store double %h, ptr %[[S8]], align 8
; REC: store double %b, ptr %[[S72]], align 8
; REC-NEXT: add i64 %[[IT]], 1
; The reverse releases the same region and reads each iteration's record back.
; REC-LABEL: define internal void @reverse.f.ddddddc(
; REC: rev.loop:
; REC: %[[RB:.+]] = mul i64 %[[COUNT:.+]], 80
; REC-NEXT: %[[RB1:.+]] = add i64 %[[RB]], 16
; REC-NEXT: call ptr @__mpiad_tape_release(ptr %tape.local, i64 %[[RB1]])
; REC: rev.loop.body:
; REC-NEXT: %[[LEFT:.+]] = phi i64 [ %[[COUNT]], %rev.loop ]
; REC-NEXT: %[[J:.+]] = add i64 %[[LEFT]], -1
; REC-NEXT: %[[RAT:.+]] = mul i64 %[[J]], 80
; REC-NEXT: %[[RREC:.+]] = getelementptr i8, ptr %{{.+}}, i64 %[[RAT]]
; REC: %r.rev = load double, ptr %[[RREC]], align 16
; REC-NEXT: %h.rev = load double, ptr %{{.+}}, align 8

; Three values: three arrays of 8 bytes per iteration (32 bytes of alignment each, plus 16).
; FEW-LABEL: define internal void @augmented.few.dddc(
; FEW: loop.cache:
; FEW-NEXT: %[[TRIP:.+]] = sub i64 %n, 0
; FEW-NEXT: %[[BYTES:.+]] = mul i64 %[[TRIP]], 32
; FEW-NEXT: %[[PADDED:.+]] = add i64 %[[BYTES]], 80
; FEW: %[[NEXT:.+]] = getelementptr i8, ptr %{{.+}}, i64 %{{.+}}
; FEW: loop:
; FEW: mul i64 %{{.+}}, 8
; FEW-NOT: mul i64 %{{.+}}, 24

; The row's start %s is reloaded (rp is read-only) in the reverse loop's head, and the loop body
; uses it without loading it again. (The row loop is reversed as a whole, nested.py: the row
; number comes from the iteration, the inner loop's cache is released in the row's iteration.)
; HOIST-LABEL: define internal void @reverse.g.cdc(
; HOIST: rev.inner.o:
; HOIST: %trip = sub i64
; HOIST: %[[S:.+]] = load i64, ptr %p0.re
; HOIST: call ptr @__mpiad_tape_release(ptr %tape.local, i64 %cache.bytes1)
; HOIST: br label %rev.inner.body
; HOIST: rev.inner.body:
; HOIST-NOT: load i64
; HOIST: %{{.+}} = add i64 %[[S]], %inner.iter
; HOIST-NOT: load i64
; HOIST: br i1 %first, label %rev.row.o, label %rev.inner.body
