; Tape shape of a loop of several blocks around short inner loops (issue 25): a CSR mat-vec's
; row loop (an empty-row branch, a one-block inner loop of 0 to a few iterations, a latch) is
; reversed as one counted loop. The forward sweep reserves one record per row on loop entry and
; pushes one trailer on exit (count and the latch's block id); inside the loop it pushes no
; block ids, no per-block records and no inner-loop trailers, only stores into the row's record
; (here only the row's sum). The reverse sweep pops nothing per row: it recomputes from the
; row pointers (read-only, reloaded) which blocks ran, where the inner loop started and how
; many times it ran, and the row index from the iteration number.
; RUN: %mpiad-opt %s --fn spmv_sq --mode reverse --args const,const,const,const,dup,dup -o - | filecheck %s

define void @spmv_sq(i64 %n, ptr noalias readonly %rowptr, ptr noalias readonly %col, ptr noalias readonly %val, ptr noalias readonly %x, ptr noalias %y) {
entry:
  %pos = icmp sgt i64 %n, 0
  br i1 %pos, label %row, label %done
row:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %pb = getelementptr inbounds i64, ptr %rowptr, i64 %i
  %b = load i64, ptr %pb, align 8
  %pe = getelementptr inbounds i64, ptr %rowptr, i64 %i.next
  %e = load i64, ptr %pe, align 8
  %nonempty = icmp slt i64 %b, %e
  br i1 %nonempty, label %inner, label %latch
inner:
  %k = phi i64 [ %b, %row ], [ %k.next, %inner ]
  %s = phi double [ 0.0, %row ], [ %s.next, %inner ]
  %pv = getelementptr inbounds double, ptr %val, i64 %k
  %v = load double, ptr %pv, align 8
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc, align 8
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px, align 8
  %s.next = call double @llvm.fmuladd.f64(double %v, double %xv, double %s)
  %k.next = add nsw i64 %k, 1
  %more = icmp slt i64 %k.next, %e
  br i1 %more, label %inner, label %latch
latch:
  %acc = phi double [ 0.0, %row ], [ %s.next, %inner ]
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %sq = fmul double %acc, %acc
  store double %sq, ptr %py, align 8
  %last = icmp eq i64 %i.next, %n
  br i1 %last, label %done, label %row
done:
  ret void
}

declare double @llvm.fmuladd.f64(double, double, double)

; CHECK-LABEL: define internal void @augmented.spmv_sq
; CHECK: row.rows:
; CHECK: %rows.bytes = mul i64 %trip5, 8
; CHECK: call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %rows.bytes1)
; CHECK: br label %row
; CHECK: row:
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: inner.done:
; CHECK-NEXT: %trip.bad = icmp ne i64 %inner.iter.next, %trip4
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: latch:
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: store double %acc, ptr %acc.at, align 1
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: row.rows.done:
; CHECK-NEXT: %trailer = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 12)
; CHECK-NEXT: store i64 %row.oiter.next, ptr %trailer
; CHECK-LABEL: define internal void @reverse.spmv_sq
; the blocks of the row loop are not dispatched to, the latch's id leads to the loop's reverse
; CHECK: switch i32 %block, label %rev.unreachable [
; CHECK-NEXT: i32 0, label %rev.entry
; CHECK-NEXT: i32 3, label %rev.latch
; CHECK-NEXT: i32 4, label %rev.done
; CHECK-NEXT: ]
; CHECK: rev.latch:
; CHECK-NEXT: %trailer = call ptr @__mpiad_tape_release(ptr %tape.local, i64 8)
; CHECK-NEXT: %count = load i64, ptr %trailer
; CHECK: call ptr @__mpiad_tape_release(ptr %tape.local, i64 %rows.bytes1)
; nothing popped per row: the row index from the iteration, the rest from the row's record
; CHECK: rev.row.iter:
; CHECK-NOT: __mpiad_
; CHECK: %b.re = load i64, ptr %pb.re
; CHECK-NOT: __mpiad_
; CHECK: %acc.rev = load double, ptr %acc.at
; CHECK-NOT: __mpiad_
; CHECK: rev.inner.o:
; CHECK-NOT: .at
; CHECK: %trip4 = add i64 %trip3, 1
; CHECK-NOT: .at
; CHECK: rev.inner.body:
; CHECK-NEXT: %inner.left = phi i64 [ %trip4, %rev.inner.o ], [ %inner.iter, %rev.inner.body ]
; CHECK-NOT: __mpiad_
; CHECK: rev.row.next:
; CHECK-NEXT: %first1 = icmp eq i64 %row.oiter, 0
; CHECK-NEXT: br i1 %first1, label %rev.dispatch, label %rev.row.iter
