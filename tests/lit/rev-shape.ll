; Reverse mode of a loop of more than one block (one-block loops: rev-loop-*.ll): the augmented
; forward sweep pushes what the reverse needs and the id of each block it ran; the reverse sweep
; pops a block id, dispatches to that block's reverse, pops its values and runs the adjoints in
; reverse order; loads accumulate into the shadow, stores read and zero it; the tape is freed at
; the end. (A loop like this one, whose trip count is known on entry, is reversed as a whole by
; default: rev-loop-nested.ll; MPIAD_NESTED=0 shows the block-by-block reversal that loops of any
; other shape get.)
; RUN: env MPIAD_NESTED=0 %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=TAPE %s

define double @f(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %latch ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %s = call double @llvm.sin.f64(double %v)
  %sq = fmul double %s, %v
  store double %sq, ptr %p, align 8
  %acc.next = fadd double %acc, %sq
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret double %acc.next
}

declare double @llvm.sin.f64(double)

; CHECK-LABEL: define internal double @augmented.f.dc(ptr %tape, ptr %x, ptr %x.d, i64 %n)
; CHECK: %[[R0:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 4)
; CHECK-NEXT: store i32 0, ptr %[[R0]], align 1
; CHECK: loop:
; CHECK: %[[DP:.+]] = getelementptr inbounds double, ptr %x.d, i64 %i
; CHECK: %v = load double, ptr %p, align 8
; CHECK: store double %sq, ptr %p, align 8
; Pure integer and pointer arithmetic is recomputed in the reverse sweep: the loop counter is
; recorded, the shadow pointer %[[DP]] is not. One record per block execution, one bounds check.
; CHECK: %[[R:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 28)
; CHECK-NEXT: store i64 %i, ptr %[[R]], align 1
; CHECK-NEXT: %[[S1:.+]] = getelementptr inbounds i8, ptr %[[R]], i64 8
; CHECK-NEXT: store double %s, ptr %[[S1]], align 1
; CHECK-NEXT: %[[S2:.+]] = getelementptr inbounds i8, ptr %[[R]], i64 16
; CHECK-NEXT: store double %v, ptr %[[S2]], align 1
; CHECK-NEXT: %[[S3:.+]] = getelementptr inbounds i8, ptr %[[R]], i64 24
; CHECK-NEXT: store i32 1, ptr %[[S3]], align 1
; CHECK-NEXT: br label %latch
; CHECK: latch:
; CHECK: %[[R2:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 4)
; CHECK-NEXT: store i32 2, ptr %[[R2]], align 1
; CHECK-NEXT: br i1 %c, label %loop, label %exit

; CHECK-LABEL: define internal void @reverse.f.dc(ptr %tape, ptr %x, ptr %x.d, i64 %n, double %dret)
; Adjoint slots start at -0.0, so LLVM folds the first accumulation (-0.0 + x = x, exactly).
; CHECK: %acc.next.adj = alloca double
; CHECK-NEXT: store double 0x8000000000000000, ptr %acc.next.adj
; CHECK: rev.dispatch:
; CHECK-NEXT: %block = call i32 @__mpiad_pop_i32(ptr %tape.local)
; CHECK-NEXT: switch i32 %block, label %rev.unreachable [
; CHECK: rev.loop:
; CHECK-NEXT: %[[RR:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 24)
; CHECK-NEXT: %[[I:.+]] = load i64, ptr %[[RR]], align 1
; CHECK: load double, ptr %{{.+}}, align 1
; CHECK: %[[V:.+]] = load double, ptr %{{.+}}, align 1
; CHECK: %[[SH:.+]] = getelementptr inbounds double, ptr %x.d, i64 %[[I]]
; The store's adjoint reads the shadow and zeroes it...
; CHECK: load double, ptr %[[SH]], align 8
; CHECK: store double 0x0000000000000000, ptr %[[SH]], align 8
; ...the sin's adjoint uses the recorded %v...
; CHECK: call double @llvm.cos.f64(double %[[V]])
; ...and the load's adjoint accumulates into the shadow.
; CHECK: %[[OLD:.+]] = load double, ptr %[[SH]], align 8
; CHECK-NEXT: %[[NEW:.+]] = fadd double %[[OLD]],
; CHECK-NEXT: store double %[[NEW]], ptr %[[SH]], align 8
; CHECK: %pred = call i32 @__mpiad_peek_i32(ptr %tape.local)
; CHECK: br label %rev.dispatch
; CHECK-LABEL: define void @diffe_f(ptr %x, ptr %x.d, i64 %n, double %dret)
; CHECK: %tape = alloca { ptr, i64, i64 }, align 8
; CHECK: call void @__mpiad_tape_free(ptr %tape)
; The first growth of a call's tape takes the buffer the previous call released (when it is big
; enough), and the release parks the buffer in that one-buffer slot instead of freeing it.
; TAPE-LABEL: define internal { ptr, i64 } @__mpiad_tape_grow_fields(
; TAPE: %sp = atomicrmw xchg ptr @__mpiad_tape_spare{{ ?}}, ptr null acquire
; TAPE: call ptr @realloc(ptr %base,
; TAPE-LABEL: define internal void @__mpiad_tape_free(ptr %t)
; TAPE: %keep = call i1 @__mpiad_tape_keep()
; TAPE: atomicrmw xchg ptr @__mpiad_tape_spare{{ ?}}, ptr %data acq_rel
; TAPE: call void @free(ptr %old)
