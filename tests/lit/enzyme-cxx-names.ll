; Enzyme matches its entry points by substring: C++ callers without extern "C" arrive mangled
; (template instances, the variadic _Z17__enzyme_autodiffPvz), Fortran's as square__enzyme_autodiff_.
; Each is replaced by a call to the derivative and its declaration dropped; a function of the
; user's own whose name contains the substring is left alone.
; RUN: %mpiad-opt %s -o - | filecheck %s

@enzyme_dup = external global i32
@enzyme_const = external global i32

declare void @_Z17__enzyme_autodiffIvJPviPdS1_iiEET_DpT0_(ptr, i32, ptr, ptr, i32, i32)
declare double @_Z16__enzyme_fwddiffIdJPviPdS1_iiEET_DpT0_(ptr, i32, ptr, ptr, i32, i32)
declare double @_Z17__enzyme_autodiffPvz(ptr, ...)
declare void @square__enzyme_autodiff_(ptr, ptr, ptr)

define double @_Z5sumsqPdi(ptr %x, i32 %n) {
entry:
  %a = load double, ptr %x
  %m = fmul double %a, %a
  %c = sitofp i32 %n to double
  %r = fmul double %m, %c
  ret double %r
}

define double @square_(ptr %x) {
entry:
  %a = load double, ptr %x
  %r = fmul double %a, %a
  ret double %r
}

; not an entry point: defined here
define double @my__enzyme_autodiff_helper(double %x) {
entry:
  ret double %x
}

define double @driver(ptr %x, ptr %dx) {
entry:
  %d = load i32, ptr @enzyme_dup
  %k = load i32, ptr @enzyme_const
  call void @_Z17__enzyme_autodiffIvJPviPdS1_iiEET_DpT0_(ptr @_Z5sumsqPdi, i32 %d, ptr %x, ptr %dx, i32 %k, i32 3)
  %t = call double @_Z16__enzyme_fwddiffIdJPviPdS1_iiEET_DpT0_(ptr @_Z5sumsqPdi, i32 %d, ptr %x, ptr %dx, i32 %k, i32 3)
  %g = call double (ptr, ...) @_Z17__enzyme_autodiffPvz(ptr @_Z5sumsqPdi, ptr %x, ptr %dx, i32 3)
  call void @square__enzyme_autodiff_(ptr @square_, ptr %x, ptr %dx)
  %h = call double @my__enzyme_autodiff_helper(double %t)
  %s = fadd double %h, %g
  ret double %s
}

; CHECK-NOT: declare {{.*}}__enzyme_
; CHECK-LABEL: define double @driver(ptr %x, ptr %dx)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @diffe__Z5sumsqPdi(ptr %x, ptr %dx, i32 3, double 0x3FF0000000000000)
; CHECK-NEXT: %t = call double @fwddiffe__Z5sumsqPdi(ptr %x, ptr %dx, i32 3)
; CHECK-NEXT: call void @diffe__Z5sumsqPdi{{.*}}(ptr %x, ptr %dx, i32 3, double 0x3FF0000000000000)
; CHECK-NEXT: call void @diffe_square_(ptr %x, ptr %dx, double 0x3FF0000000000000)
; CHECK-NEXT: %h = call double @my__enzyme_autodiff_helper(double %t)
; the gradient returns nothing: the double the call was declared to return reads as 0
; CHECK-NEXT: %s = fadd double %h, 0x0000000000000000
; CHECK-NEXT: ret double %s
