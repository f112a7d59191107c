; Reverse mode of a one-block loop whose trip count is computable on loop entry: the forward sweep
; computes the trip count in a new loop-entry block and reserves one array per cached value
; (16-byte aligned, written with non-temporal stores)
; (here only %v: %h = v/2 and %w = 1-v are recomputed from it, the addresses from the iteration
; number) from the tape, stores each iteration's value at its index, and on exit pushes one
; trailer (the count, the block id) and checks the count against the trip count. The reverse
; sweep pops the trailer, releases the arrays and runs a counted loop backwards over them,
; reconstructing the induction variable %i from the iteration number; no block ids per iteration.
; The whole tape is freed by diffe_f.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck %s

define void @f(ptr %x, i64 %n) {
entry:
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %h = fmul double %v, 5.000000e-01
  %w = fsub double 1.000000e+00, %v
  %y = fmul double %h, %w
  store double %y, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define internal void @augmented.f.dc(ptr %tape, ptr %x, ptr %x.d, i64 %n)
; CHECK: br i1 %e, label %[[PRE:loop.cache]], label %exit
; CHECK: [[PRE]]:
; CHECK-NEXT: %[[TRIP:.+]] = sub i64 %n, 0
; CHECK-NEXT: %[[BYTES:.+]] = mul i64 %[[TRIP]], 8
; CHECK-NEXT: %[[PADDED:.+]] = add i64 %[[BYTES]], 32
; CHECK-NEXT: %[[REGION:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 %[[PADDED]])
; The array starts on 16 bytes (the same offset in the reverse: malloc'd storage is 16-aligned).
; CHECK-NEXT: %[[ADDR:.+]] = ptrtoint ptr %[[REGION]] to i64
; CHECK-NEXT: %[[NEG:.+]] = sub i64 0, %[[ADDR]]
; CHECK-NEXT: %[[PAD:.+]] = and i64 %[[NEG]], 15
; CHECK-NEXT: %[[CACHE:.+]] = getelementptr i8, ptr %[[REGION]], i64 %[[PAD]]
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: %[[IT:.+]] = phi i64 [ 0, %[[PRE]] ], [ %[[NEXT:.+]], %loop ]
; CHECK-NEXT: %i = phi i64 [ 0, %[[PRE]] ], [ %i.next, %loop ]
; CHECK-NOT: call ptr @__mpiad_tape_reserve
; CHECK: %[[AT:.+]] = mul i64 %[[IT]], 8
; CHECK-NEXT: %[[AT1:.+]] = getelementptr i8, ptr %[[CACHE]], i64 %[[AT]]
; Plain stores (streaming ones slowed short loops down and bought nothing on the stencils), in
; the tape's scope (passes/reverse/taped_scopes.py).
; CHECK-NEXT: store double %v, ptr %[[AT1]], align 8, !alias.scope !{{[0-9]+}}, !noalias !{{[0-9]+}}{{$}}
; CHECK-NEXT: %[[NEXT]] = add i64 %[[IT]], 1
; CHECK-NEXT: br i1 %c, label %[[DONE:loop.done]], label %loop
; CHECK: [[DONE]]:
; CHECK-NEXT: %[[TR:.+]] = call ptr @__mpiad_tape_reserve(ptr %tape.local, i64 12)
; CHECK-NEXT: store i64 %[[NEXT]], ptr %[[TR]], align 1
; CHECK-NEXT: %[[S:.+]] = getelementptr i8, ptr %[[TR]], i64 8
; CHECK-NEXT: store i32 1, ptr %[[S]], align 1
; CHECK-NEXT: %[[BAD:.+]] = icmp ne i64 %[[NEXT]], %[[TRIP]]
; CHECK-NEXT: br i1 %[[BAD]], label %[[TRAP:.+]], label %exit
; CHECK: [[TRAP]]:
; CHECK-NEXT: call void @llvm.trap()
; CHECK-NEXT: unreachable

; CHECK-LABEL: define internal void @reverse.f.dc(ptr %tape, ptr %x, ptr %x.d, i64 %n)
; CHECK: i32 1, label %rev.loop
; CHECK: rev.loop:
; CHECK-NEXT: %[[RT:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 8)
; CHECK-NEXT: %[[COUNT:.+]] = load i64, ptr %[[RT]], align 1
; CHECK-NEXT: %[[RB:.+]] = mul i64 %[[COUNT]], 8
; CHECK-NEXT: %[[RB1:.+]] = add i64 %[[RB]], 32
; CHECK-NEXT: %[[RR:.+]] = call ptr @__mpiad_tape_release(ptr %tape.local, i64 %[[RB1]])
; CHECK-NEXT: %[[RADDR:.+]] = ptrtoint ptr %[[RR]] to i64
; CHECK-NEXT: %[[RNEG:.+]] = sub i64 0, %[[RADDR]]
; CHECK-NEXT: %[[RPAD:.+]] = and i64 %[[RNEG]], 15
; CHECK-NEXT: %[[RC:.+]] = getelementptr i8, ptr %[[RR]], i64 %[[RPAD]]
; CHECK-NEXT: br label %[[BODY:rev.loop.body]]
; CHECK: [[BODY]]:
; CHECK-NEXT: %[[LEFT:.+]] = phi i64 [ %[[COUNT]], %rev.loop ], [ %[[J:.+]], %[[BODY]] ]
; CHECK-NEXT: %[[J]] = add i64 %[[LEFT]], -1
; CHECK-NEXT: %[[JA:.+]] = mul i64 %[[J]], 8
; CHECK-NEXT: %[[JP:.+]] = getelementptr i8, ptr %[[RC]], i64 %[[JA]]
; CHECK-NEXT: %[[V:.+]] = load double, ptr %[[JP]], align 8
; CHECK-NEXT: %[[I:.+]] = add i64 0, %[[J]]
; CHECK-NEXT: %[[SH:.+]] = getelementptr inbounds double, ptr %x.d, i64 %[[I]]
; CHECK-NOT: call ptr @__mpiad_tape_release
; CHECK-NOT: @__mpiad_pop_i32
; CHECK: fmul double %[[V]], 5.000000e-01
; CHECK: fsub double 1.000000e+00, %[[V]]
; CHECK: store double %{{.+}}, ptr %[[SH]], align 8
; CHECK-NEXT: %[[FIRST:.+]] = icmp eq i64 %[[J]], 0
; CHECK-NEXT: br i1 %[[FIRST]], label %rev.dispatch, label %[[BODY]]
; CHECK-NOT: !nontemporal

; CHECK-LABEL: define void @diffe_f(ptr %x, ptr %x.d, i64 %n)
; CHECK: call void @__mpiad_tape_free(ptr %tape)
