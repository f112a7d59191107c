; Tape shape of a row loop whose inner loop needs a cache of its own (issue 39): the CSR mat-vec
; of rev-loop-nested.ll with the matrix values active and val, x and y free to alias (so the
; values read in the inner loop are cached, not reloaded). The row loop is still reversed as one
; counted loop: the forward sweep reserves the rows' records on loop entry, then each row's inner
; loop reserves its cache after them, which may move the tape when it grows; so the records are
; addressed by their offset (__mpiad_tape_at), and the offset travels in the trailer. No block
; ids, per-block records or inner-loop trailers per row. The reverse sweep addresses the records
; from that offset, releases each row's inner cache in that row's reverse iteration (last row
; first) and the records after the last.
; RUN: %mpiad-opt %s --fn spmv_sq --mode reverse --args const,const,const,dup,dup,dup -o - | filecheck %s


define void @spmv_sq(i64 %n, ptr noalias readonly %rowptr, ptr noalias readonly %col, ptr %val, ptr %x, ptr %y) {
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
; CHECK: %rows = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %rows.bytes1)
; CHECK: %tape.start = call ptr @__mpiad_tape_at(ptr %tape.local, i64 0)
; CHECK: %rows.off = sub i64 %rows.addr1, %tape.addr
; CHECK-NEXT: br label %row
; CHECK: row:
; CHECK: %row.row.at = add i64 %rows.off, %row.at
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: inner.cache:
; CHECK: %cache = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %cache.bytes1)
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: inner:
; CHECK: store double %v, ptr %cache.at1
; CHECK-NEXT: store double %xv, ptr %cache.at2
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: inner.done:
; CHECK-NEXT: %trip.bad = icmp ne i64 %inner.iter.next, %trip4
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: latch:
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: %rec.off = add i64 %row.row.at, 0
; CHECK-NEXT: %rec = call ptr @__mpiad_tape_at(ptr %tape.local, i64 %rec.off)
; CHECK-NEXT: store double %acc, ptr %rec, align 1
; CHECK-NOT: __mpiad_tape_reserve
; CHECK: row.rows.done:
; CHECK-NEXT: %trailer = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 20)
; CHECK-NEXT: store i64 %rows.off, ptr %trailer
; CHECK: store i64 %row.oiter.next, ptr %slot
; CHECK-LABEL: define internal void @reverse.spmv_sq
; CHECK: switch i32 %block, label %rev.unreachable [
; CHECK-NEXT: i32 0, label %rev.entry
; CHECK-NEXT: i32 3, label %rev.latch
; CHECK-NEXT: i32 4, label %rev.done
; CHECK-NEXT: ]
; CHECK: rev.latch:
; CHECK-NEXT: %trailer = call ptr @__mpiad_tape_release(ptr %tape.local, i64 16)
; CHECK-NEXT: %rows.off = load i64, ptr %trailer
; CHECK: %count = load i64, ptr %slot
; CHECK-NEXT: %rows.base = call ptr @__mpiad_tape_at(ptr %tape.local, i64 %rows.off)
; CHECK-NOT: __mpiad_
; CHECK: rev.row.iter:
; CHECK-NOT: __mpiad_
; CHECK: %row1 = getelementptr i8, ptr %rows.base, i64 %row.at
; CHECK-NOT: __mpiad_
; CHECK: %acc.rev = load double, ptr %acc.at
; CHECK-NOT: __mpiad_
; the row's inner cache, released in the row's reverse iteration
; CHECK: rev.inner.o:
; CHECK: %cache = call ptr @__mpiad_tape_release(ptr %tape.local, i64 %cache.bytes1)
; CHECK-NOT: __mpiad_
; CHECK: rev.inner.body:
; CHECK-NOT: __mpiad_
; CHECK: %v.rev = load double, ptr %cache.at1
; CHECK-NEXT: %xv.rev = load double, ptr %cache.at2
; CHECK-NOT: __mpiad_
; CHECK: rev.row.next:
; CHECK-NEXT: %first1 = icmp eq i64 %row.oiter, 0
; CHECK-NEXT: br i1 %first1, label %rev.row.rows, label %rev.row.iter
; the records, released after the last row
; CHECK: rev.row.rows:
; CHECK-NEXT: %rows.bytes = mul i64 %count, 8
; CHECK-NEXT: %rows.bytes1 = add i64 %rows.bytes, 16
; CHECK-NEXT: %rows = call ptr @__mpiad_tape_release(ptr %tape.local, i64 %rows.bytes1)
; CHECK-NEXT: br label %rev.dispatch
