; Enzyme's interface: __enzyme_fwddiff(ptr @f, enzyme_dup, x, dx, enzyme_const, c) becomes a call
; to the tangent function; the marker loads and globals disappear.
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare double @__enzyme_fwddiff(ptr, ...)

define double @square_plus(double %x, double %c) {
entry:
  %m = fmul double %x, %x
  %r = fadd double %m, %c
  ret double %r
}

define double @driver(double %x, double %c) {
entry:
  %d = load i32, ptr @enzyme_dup, align 4
  %k = load i32, ptr @enzyme_const, align 4
  %t = call double (ptr, ...) @__enzyme_fwddiff(ptr @square_plus, i32 %d, double %x, double 1.0, i32 %k, double %c)
  ret double %t
}

; CHECK-NOT: @enzyme_dup
; CHECK-LABEL: define double @driver(double %x, double %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t = call double @fwddiffe_square_plus(double %x, double 1.000000e+00, double %c)
; CHECK-NOT: __enzyme_fwddiff
