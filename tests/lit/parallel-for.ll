; Numba's parallel launcher: numba_parallel_for(@body, args, dims, steps, data, ndim, count,
; threads) runs a prange loop's gufunc on the threading layer. Forward mode launches the body's
; tangent through the same launcher, behind a trampoline that moves the shadow argument array as
; the launcher moved the primal one. Reverse mode launches the body's augmented function, one
; tape per schedule entry, and later its reverse function on those tapes; a shadow element read
; by several iterations receives its adjoint by an atomic add (the stencil's u[i-1], u[i+1]).
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64)
declare void @__enzyme_fwddiff(ptr, ...)
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

define void @stencil(ptr %u, ptr %v, ptr %sched, i64 %nsched) {
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

define void @tangent(ptr %u, ptr %du, ptr %v, ptr %dv, ptr %sched, i64 %n) {
entry:
  call void (ptr, ...) @__enzyme_fwddiff(ptr @stencil, ptr @enzyme_dup, ptr %u, ptr %du, ptr @enzyme_dup, ptr %v, ptr %dv, ptr @enzyme_const, ptr %sched, i64 %n)
  ret void
}

define void @gradient(ptr %u, ptr %du, ptr %v, ptr %dv, ptr %sched, i64 %n) {
entry:
  call void (ptr, ...) @__enzyme_autodiff(ptr @stencil, ptr @enzyme_dup, ptr %u, ptr %du, ptr @enzyme_dup, ptr %v, ptr %dv, ptr @enzyme_const, ptr %sched, i64 %n)
  ret void
}

; forward: the tangent body is launched through a trampoline, with a pack {args, data, dargs}
; CHECK-LABEL: define {{.*}}@fwddiffe_stencil(
; CHECK: call void @numba_parallel_for(ptr @fwddiffe.body.dccc.launch, ptr %args, ptr %dims, ptr %steps, ptr %pfor.pack
; CHECK-LABEL: define internal void @fwddiffe.body.dccc(ptr %args, ptr %args.d, ptr %dims, ptr %steps, ptr %data)
; CHECK-LABEL: define internal void @fwddiffe.body.dccc.launch(ptr %args, ptr %dims, ptr %steps, ptr %pack)
; CHECK: call void @fwddiffe.body.dccc(ptr %args, ptr %dlocal, ptr %dims, ptr %steps, ptr %data)

; reverse: the forward sweep launches the augmented body (one tape per schedule entry), the
; reverse sweep the reverse body on the copies kept on the heap
; CHECK-LABEL: define internal {{.*}}@augmented.stencil.
; CHECK: %pfor.keep = call ptr @calloc(
; CHECK: call void @numba_parallel_for(ptr @augmented.body.dccc.launch,
; CHECK-LABEL: define internal {{.*}}@reverse.stencil.
; CHECK: call void @numba_parallel_for(ptr @reverse.body.dccc.launch, ptr %pfor.args, ptr %pfor.dims, ptr %pfor.steps, ptr %pfor.pack
; CHECK: call void @free(ptr %pfor.keep
; the body's adjoints of u[i-1] and u[i+1]: atomic adds; v[i]'s is read and reset plainly (an
; element only its own iteration stores; a reduction's row, indexed by get_thread_id(), would be
; read and reset by atomicrmw xchg)
; CHECK-LABEL: define internal void @reverse.body.dccc(
; CHECK-NOT: atomicrmw xchg ptr %
; CHECK: atomicrmw fadd ptr
; CHECK-NOT: atomicrmw xchg ptr %
; CHECK: atomicrmw fadd ptr
; CHECK-NOT: atomicrmw xchg ptr %
; CHECK-LABEL: define internal void @augmented.body.dccc.launch(
; CHECK: call void @augmented.body.dccc(ptr %tape
; CHECK-LABEL: define internal void @reverse.body.dccc.launch(
; CHECK: call void @reverse.body.dccc(ptr %tape
; CHECK-NEXT: call void @__mpiad_tape_free(ptr %tape)
