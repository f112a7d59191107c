; A row reached through a pointer loaded from memory (a sparse matrix's per-row pointer arrays)
; is read again in the reverse sweep instead of taped, and checked at run time, when asked for
; (passes/checked_reload.py): nothing proves it unwritten here, since @f also writes through
; another pointer loaded from %m (%buf, as HPCCG's halo exchange fills its send_buffer). The
; forward sweep adds mix(address, bits) of each %row and %a it loads to @mpiad.reload.f, the
; reverse sweep subtracts the same for each one it loads again, and the exported gradient stops
; the program unless the sum is back to zero. Without MPIAD_CHECKED_RELOAD=1 (the default) both
; are taped (TAPED).
; RUN: env MPIAD_CHECKED_RELOAD=1 %mpiad-opt %s --fn f --mode reverse --args dup,dup,dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,dup,dup,const -o - | filecheck --check-prefix=TAPED %s
; CHECK-LABEL: define internal void @augmented.f.dddc(
; CHECK-NEXT: entry:
; CHECK: %ck.acc = alloca i64, align 8
; CHECK-NEXT: store i64 0, ptr %ck.acc, align 8
; CHECK: {{^}}loop:
; CHECK: %row = load ptr, ptr %rp, align 8
; CHECK-NEXT: %[[RB:.*]] = ptrtoint ptr %row to i64
; CHECK-NEXT: %[[RA:.*]] = ptrtoint ptr %rp to i64
; CHECK: store i64 %{{.*}}, ptr %ck.acc, align 8
; CHECK: %a = load double, ptr %row, align 8
; CHECK-NEXT: %[[AB:.*]] = bitcast double %a to i64
; CHECK-NEXT: %[[AA:.*]] = ptrtoint ptr %row to i64
; CHECK-NEXT: %[[M:.*]] = mul i64 %[[AA]], -7046029254386353131
; CHECK-NEXT: %{{.*}} = add i64 %[[M]], %[[AB]]
; CHECK: %[[S:.*]] = load i64, ptr %ck.acc, align 8
; CHECK-NEXT: %[[S1:.*]] = add i64 %[[S]], %{{.*}}
; CHECK-NEXT: store i64 %[[S1]], ptr %ck.acc, align 8
; CHECK-NOT: store double %a,
; CHECK-NOT: store ptr %row,
; CHECK: {{^}}exit:
; CHECK: %[[L:.*]] = load i64, ptr %ck.acc, align 8
; CHECK-NEXT: %[[T:.*]] = load i64, ptr @mpiad.reload.f, align 8
; CHECK-NEXT: %[[T1:.*]] = add i64 %[[T]], %[[L]]
; CHECK-NEXT: store i64 %[[T1]], ptr @mpiad.reload.f, align 8
; CHECK: ret void
; CHECK-LABEL: define internal void @reverse.f.dddc(
; CHECK: {{^}}rev.loop.body:
; CHECK: %row.re = load ptr, ptr %rp.re, align 8
; CHECK: sub i64 %{{.*}}, %{{.*}}
; CHECK: %a.re = load double, ptr %row.re, align 8
; CHECK-NEXT: %[[RAB:.*]] = bitcast double %a.re to i64
; CHECK-NEXT: %[[RAA:.*]] = ptrtoint ptr %row.re to i64
; CHECK: %[[RS:.*]] = load i64, ptr %ck.acc, align 8
; CHECK-NEXT: %[[RS1:.*]] = sub i64 %[[RS]], %{{.*}}
; CHECK-NEXT: store i64 %[[RS1]], ptr %ck.acc, align 8
; CHECK: fmul double %a.re,
; CHECK: {{^}}rev.final:
; CHECK: add i64 %{{.*}}, %{{.*}}
; CHECK-NEXT: store i64 %{{.*}}, ptr @mpiad.reload.f, align 8
; CHECK: ret void
; CHECK: @mpiad.reload.f = internal global i64 0, align 8
; CHECK: @mpiad.ck = private unnamed_addr constant {{.*}} c"mpiad: error in the gradient of f: memory that its reverse sweep reads again
; CHECK-LABEL: define void @diffe_f(
; CHECK: call void @reverse.f.dddc(
; CHECK-NEXT: %reload.sum = load i64, ptr @mpiad.reload.f, align 8
; CHECK-NEXT: store i64 0, ptr @mpiad.reload.f, align 8
; CHECK-NEXT: %reload.bad = icmp ne i64 %reload.sum, 0
; CHECK-NEXT: br i1 %reload.bad, label %reload.stop, label %reload.ok
; CHECK: {{^}}reload.stop:
; CHECK-NEXT: call i64 @write(i32 2, ptr @mpiad.ck,
; CHECK-NEXT: call void @exit(i32 1)
; CHECK-NEXT: unreachable
; CHECK: {{^}}reload.ok:
; CHECK-NEXT: call void @__mpiad_tape_free(
; TAPED-NOT: @mpiad.reload
; TAPED-LABEL: define internal void @augmented.f.dddc(
; TAPED: store double %a,
; TAPED-LABEL: define internal void @reverse.f.dddc(
; TAPED-NOT: %a.re =
; TAPED: fmul double %a.rev,
; TAPED-NOT: @mpiad.reload

define void @f(ptr %m, ptr %x, ptr %y, i64 %n) {
entry:
  %rows = load ptr, ptr %m, align 8
  %bufp = getelementptr inbounds i8, ptr %m, i64 8
  %buf = load ptr, ptr %bufp, align 8
  %x0 = load double, ptr %x, align 8
  store double %x0, ptr %buf, align 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %rp = getelementptr inbounds ptr, ptr %rows, i64 %i
  %row = load ptr, ptr %rp, align 8
  %a = load double, ptr %row, align 8
  %xp = getelementptr inbounds double, ptr %x, i64 %i
  %xv = load double, ptr %xp, align 8
  %p = fmul double %a, %xv
  %yp = getelementptr inbounds double, ptr %y, i64 %i
  store double %p, ptr %yp, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
