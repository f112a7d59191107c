; The function to differentiate, however it reaches __enzyme_*: through casts, a local variable
; stored once (clang/zig -O0, an always_inline helper that took the function), a constant
; global, a function that returns it, or a select/phi between functions (each is differentiated
; and the derivative is picked the same way, at the same place).
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@fptr = private constant ptr @f

declare double @__enzyme_fwddiff(ptr, ...)
declare void @__enzyme_autodiff(ptr, ...)

define double @f(ptr %x) {
entry:
  %a = load double, ptr %x
  %r = fmul double %a, %a
  ret double %r
}

define double @g(ptr %x) {
entry:
  %a = load double, ptr %x
  %r = fmul double %a, 3.0
  ret double %r
}

define ptr @get_f() {
entry:
  ret ptr @f
}

define double @casts(ptr %x, ptr %dx) {
entry:
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr inttoptr (i64 ptrtoint (ptr @f to i64) to ptr), ptr %x, ptr %dx)
  ret double %t
}
; CHECK-LABEL: define double @casts(
; CHECK: %t = call double @fwddiffe_f(ptr %x, ptr %dx)

define double @stored_once(ptr %x, ptr %dx) {
entry:
  %f.addr.i = alloca ptr, align 8
  store ptr @f, ptr %f.addr.i, align 8
  %0 = load ptr, ptr %f.addr.i, align 8
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr %0, ptr %x, ptr %dx)
  ret double %t
}
; CHECK-LABEL: define double @stored_once(
; CHECK: %t = call double @fwddiffe_f(ptr %x, ptr %dx)

define double @constant_global(ptr %x, ptr %dx) {
entry:
  %p = load ptr, ptr @fptr
  %q = call ptr @get_f()
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr %p, ptr %x, ptr %dx)
  %u = call double (ptr, ...) @__enzyme_fwddiff(ptr %q, ptr %x, ptr %dx)
  %s = fadd double %t, %u
  ret double %s
}
; CHECK-LABEL: define double @constant_global(
; CHECK: %t = call double @fwddiffe_f(ptr %x, ptr %dx)
; CHECK: %u = call double @fwddiffe_f(ptr %x, ptr %dx)

define double @selected(ptr %x, ptr %dx, i32 %rank) {
entry:
  %odd = icmp eq i32 %rank, 1
  %fn = select i1 %odd, ptr @f, ptr @g
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr %fn, ptr %x, ptr %dx)
  call void (ptr, ...) @__enzyme_autodiff(ptr %fn, ptr %x, ptr %dx)
  ret double %t
}
; CHECK-LABEL: define double @selected(
; CHECK: %fn = select i1 %odd, ptr @f, ptr @g
; CHECK-NEXT: %dfn{{[0-9]*}} = select i1 %odd, ptr @diffe_f, ptr @diffe_g
; CHECK-NEXT: %dfn{{[0-9]*}} = select i1 %odd, ptr @fwddiffe_f, ptr @fwddiffe_g
; CHECK-NEXT: %t = call double %dfn{{[0-9]*}}(ptr %x, ptr %dx)
; CHECK-NEXT: call void %dfn{{[0-9]*}}(ptr %x, ptr %dx, double 0x3FF0000000000000)

; clang -O0's `fp = c ? f : g`: a phi, kept in a local variable
define double @phi_in_variable(ptr %x, ptr %dx, i1 %c) {
entry:
  %fp = alloca ptr, align 8
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %sel = phi ptr [ @f, %a ], [ @g, %b ]
  store ptr %sel, ptr %fp, align 8
  %l = load ptr, ptr %fp, align 8
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr %l, ptr %x, ptr %dx)
  ret double %t
}
; CHECK-LABEL: define double @phi_in_variable(
; CHECK: join:
; CHECK-NEXT: %sel = phi ptr [ @f, %a ], [ @g, %b ]
; CHECK-NEXT: %dfn = phi ptr [ @fwddiffe_f, %a ], [ @fwddiffe_g, %b ]
; CHECK: %t = call double %dfn(ptr %x, ptr %dx)
