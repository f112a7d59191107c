; An indirect call that receives active data dispatches on the primal function pointer: its
; candidates are the functions whose address the module takes (here a table of callbacks and a
; store) with the call's type; each gets its derivative, and a generated dispatcher compares the
; pointer with each one and calls that one's derivative. An external candidate (@ext), and any
; pointer the module does not know, stops the program with a message naming the call site and
; the function. @other has another type and is no candidate; @unused's address is never taken.
; RUN: %mpiad-opt %s -o %t.ll
; RUN: filecheck --check-prefix=CALL %s < %t.ll
; RUN: filecheck --check-prefix=DISP %s < %t.ll
; RUN: filecheck --check-prefix=FAIL %s < %t.ll

@enzyme_dup = external global i32
@enzyme_const = external global i32
@table = internal constant [2 x ptr] [ptr @sq, ptr @twice]
@slot = internal global ptr null

declare void @__enzyme_fwddiff(ptr, ...)
declare void @__enzyme_autodiff(ptr, ...)
declare double @ext(double)

define internal double @sq(double %t) {
  %r = fmul double %t, %t
  ret double %r
}

define internal double @twice(double %t) {
  %r = fmul double %t, 2.0
  ret double %r
}

define internal double @unused(double %t) {
  ret double %t
}

define internal float @other(float %t) {
  ret float %t
}

define void @model(ptr %x, ptr %y, i64 %k) {
  store ptr @ext, ptr @slot
  store ptr @other, ptr @slot
  %at = getelementptr inbounds ptr, ptr @table, i64 %k
  %f = load ptr, ptr %at
  %a = load double, ptr %x
  %r = call double %f(double %a)
  store double %r, ptr %y
  ret void
}

define void @main_fwd(ptr %x, ptr %dx, ptr %y, ptr %dy) {
  %m1 = load i32, ptr @enzyme_dup
  call void (ptr, ...) @__enzyme_fwddiff(ptr @model, i32 %m1, ptr %x, ptr %dx, i32 %m1, ptr %y, ptr %dy, i64 1)
  ret void
}

define void @main_rev(ptr %x, ptr %dx, ptr %y, ptr %dy) {
  %m1 = load i32, ptr @enzyme_dup
  call void (ptr, ...) @__enzyme_autodiff(ptr @model, i32 %m1, ptr %x, ptr %dx, i32 %m1, ptr %y, ptr %dy, i64 1)
  ret void
}

; forward: the call site passes the pointer and the site's text, then the argument and its tangent
; CALL-LABEL: define void @fwddiffe_model
; CALL: %[[F:[^ ]+]] = load ptr, ptr %at
; CALL: call { double, double } @fwddiffe.indirect(ptr %[[F]], ptr @mpiad.site, double %a, double

; reverse: the augmented dispatcher on the shared tape, the reverse one with the adjoint of the result
; CALL-LABEL: define internal void @augmented.model.ddc
; CALL: call double @augmented.indirect(ptr %f, ptr @mpiad.site, ptr %tape, double %a)
; CALL-LABEL: define internal void @reverse.model.ddc
; CALL: %f.re = load ptr, ptr %at.re
; CALL: call { double } @reverse.indirect(ptr %f.re, ptr @mpiad.site, ptr %tape, double %{{[^ ,]+}}, double %{{[^ )]+}})

; the dispatchers: one compare per candidate, in module order; the external one named; the rest
; DISP-LABEL: define internal { double, double } @fwddiffe.indirect(ptr %fn, ptr %where, double %a0, double %a0.d0)
; DISP-NEXT: entry:
; DISP-NEXT: %is0 = icmp eq ptr %fn, @sq
; DISP-NEXT: br i1 %is0, label %cand0, label %next0
; DISP: tail call { double, double } @fwddiffe.sq.d(double %a0, double %a0.d0)
; DISP: %is1 = icmp eq ptr %fn, @twice
; DISP: tail call { double, double } @fwddiffe.twice.d(double %a0, double %a0.d0)
; DISP-NOT: @unused
; DISP-NOT: @other
; DISP: %ext0 = icmp eq ptr %fn, @ext
; DISP: call void @__mpiad_indirect_fail(ptr %where, ptr %fn, ptr @mpiad.fname, ptr @mpiad.why)
; DISP-NEXT: unreachable
; DISP: call void @__mpiad_indirect_fail(ptr %where, ptr %fn, ptr null, ptr @mpiad.why.1)
; DISP-NEXT: unreachable

; DISP-LABEL: define internal double @augmented.indirect(ptr %fn, ptr %where, ptr %tape, double %a0)
; DISP: tail call double @augmented.sq.a(ptr %tape, double %a0)
; DISP-LABEL: define internal { double } @reverse.indirect(ptr %fn, ptr %where, ptr %tape, double %a0, double %dret)
; DISP: tail call { double } @reverse.sq.a(ptr %tape, double %a0, double %dret)
; DISP: tail call { double } @reverse.twice.a(ptr %tape, double %a0, double %dret)

; the failure helper: one line on stderr, as the MPI runtime's __mpiad_fail, then abort; the
; strings that name the function and the call site
; FAIL-LABEL: define internal void @__mpiad_indirect_fail(ptr %where, ptr %fn, ptr %name, ptr %why)
; FAIL: call i32 @dladdr(ptr %fn
; FAIL: call i32 (i32, ptr, ...) @dprintf(i32 2,
; FAIL: call void @abort()
; FAIL: declare extern_weak i32 @dladdr(ptr, ptr)
; FAIL: @mpiad.fname = private unnamed_addr constant [4 x i8] c"ext\00"
; FAIL: @mpiad.site = private unnamed_addr constant [9 x i8] c"in model\00"
