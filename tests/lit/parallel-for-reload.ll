; A parallel loop body reads its arrays through the launcher's argument array: the stencil's
; u (noalias, and nothing in the launched body or the rest of the call writes it) is read again
; in the reverse body instead of taped. The body's reverse pair is made for "entry 8 of argument
; 0 is read-only" (.ros0_8); its augmented body stores no u value on the tape, its reverse body
; reloads u[i-1] and u[i+1] through the pointer loaded from the argument array.
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64)
declare void @__enzyme_autodiff(ptr, ...)

; args = {schedule, u, v}: each schedule entry is [first, last] of its iterations
define void @body(ptr %args, ptr %dims, ptr %steps, ptr %data) {
entry:
  %n = load i64, ptr %dims, align 8
  %sched = load ptr, ptr %args, align 8
  %pu = getelementptr i8, ptr %args, i64 8
  %u = load ptr, ptr %pu, align 8
  %pv = getelementptr i8, ptr %args, i64 16
  %v = load ptr, ptr %pv, align 8
  %s0 = load i64, ptr %steps, align 8
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %outer, label %done

outer:
  %e = phi i64 [ 0, %entry ], [ %e1, %next ]
  %off = mul i64 %e, %s0
  %row = getelementptr i8, ptr %sched, i64 %off
  %lo = load i64, ptr %row, align 8
  %phi.p = getelementptr i8, ptr %row, i64 8
  %hi = load i64, ptr %phi.p, align 8
  br label %inner

inner:
  %i = phi i64 [ %lo, %outer ], [ %i1, %inner ]
  %im = add i64 %i, -1
  %ip = add i64 %i, 1
  %pa = getelementptr double, ptr %u, i64 %im
  %a = load double, ptr %pa, align 8
  %pb = getelementptr double, ptr %u, i64 %ip
  %b = load double, ptr %pb, align 8
  %y = fmul double %a, %b
  %pc = getelementptr double, ptr %v, i64 %i
  store double %y, ptr %pc, align 8
  %i1 = add i64 %i, 1
  %c = icmp sle i64 %i1, %hi
  br i1 %c, label %inner, label %next

next:
  %e1 = add i64 %e, 1
  %more = icmp slt i64 %e1, %n
  br i1 %more, label %outer, label %done

done:
  ret void
}

define void @stencil(ptr noalias %u, ptr noalias %v, ptr %sched, i64 %nsched) {
entry:
  %args = alloca [3 x ptr], align 8
  %dims = alloca [2 x i64], align 8
  %steps = alloca [3 x i64], align 8
  store ptr %sched, ptr %args, align 8
  %a1 = getelementptr i8, ptr %args, i64 8
  store ptr %u, ptr %a1, align 8
  %a2 = getelementptr i8, ptr %args, i64 16
  store ptr %v, ptr %a2, align 8
  store i64 %nsched, ptr %dims, align 8
  %d1 = getelementptr i8, ptr %dims, i64 8
  store i64 1, ptr %d1, align 8
  store i64 16, ptr %steps, align 8
  %s1 = getelementptr i8, ptr %steps, i64 8
  store i64 0, ptr %s1, align 8
  %s2 = getelementptr i8, ptr %steps, i64 16
  store i64 0, ptr %s2, align 8
  call void @numba_parallel_for(ptr @body, ptr %args, ptr %dims, ptr %steps, ptr null, i64 1, i64 3, i64 2)
  ret void
}

define void @gradient(ptr %u, ptr %du, ptr %v, ptr %dv, ptr %sched, i64 %n) {
entry:
  call void (ptr, ...) @__enzyme_autodiff(ptr @stencil, ptr @enzyme_dup, ptr %u, ptr %du, ptr @enzyme_dup, ptr %v, ptr %dv, ptr @enzyme_const, ptr %sched, i64 %n)
  ret void
}

; the forward sweep launches the body's augmented function made for a read-only entry 8 (u)
; CHECK-LABEL: define internal {{.*}}@augmented.stencil.
; CHECK: call void @numba_parallel_for(ptr @augmented.body.dccc.ros0_8.launch,
; CHECK-LABEL: define internal {{.*}}@reverse.stencil.
; CHECK: call void @numba_parallel_for(ptr @reverse.body.dccc.ros0_8.launch,
; the augmented body keeps only the pointers and the trip count, no loaded value of u
; CHECK-LABEL: define internal void @augmented.body.dccc.ros0_8(
; CHECK: %u = load ptr, ptr %pu
; CHECK-NOT: %cache = call ptr @__mpiad_tape_reserve
; CHECK-NOT: store double %a, ptr %cache
; CHECK: store ptr %u, ptr %slot
; CHECK-LABEL: define internal void @reverse.body.dccc.ros0_8(
; CHECK: %u.rev = load ptr, ptr %slot
; CHECK-NOT: %cache = call ptr @__mpiad_tape_release
; CHECK: %pa.re = getelementptr double, ptr %u.rev, i64 %im.re
; CHECK-NEXT: %a.re = load double, ptr %pa.re, align 8
; CHECK: %pb.re = getelementptr double, ptr %u.rev, i64 %ip.re
; CHECK-NEXT: %b.re = load double, ptr %pb.re, align 8
; CHECK: atomicrmw fadd ptr
; CHECK-LABEL: define internal void @augmented.body.dccc.ros0_8.launch(
