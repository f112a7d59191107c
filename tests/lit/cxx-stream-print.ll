; C++ printing an active value inside differentiated code (HPCCG prints its residual with
; `std::cout << normr` in the CG loop): std::ostream::operator<<(double), as libc++ and
; libstdc++ mangle it, only formats the value: the call stays in both sweeps and no derivative
; flows through it (an external function that receives active data is otherwise refused).
; RUN: %mpiad-opt %s --fn libcxx --mode forward --args dup -o - | filecheck --check-prefix=FWD %s
; RUN: %mpiad-opt %s --fn libstdcxx --mode reverse --args dup -o - | filecheck --check-prefix=REV %s

@cout = external global i8

declare ptr @_ZNSt3__113basic_ostreamIcNS_11char_traitsIcEEElsEd(ptr, double)
declare ptr @_ZNSolsEd(ptr, double)

define double @libcxx(ptr %x) {
entry:
  %v = load double, ptr %x
  %s = call ptr @_ZNSt3__113basic_ostreamIcNS_11char_traitsIcEEElsEd(ptr @cout, double %v)
  %r = fmul double %v, %v
  ret double %r
}

define double @libstdcxx(ptr %x) {
entry:
  %v = load double, ptr %x
  %s = call ptr @_ZNSolsEd(ptr @cout, double %v)
  %r = fmul double %v, %v
  ret double %r
}

; FWD-LABEL: define double @fwddiffe_libcxx(
; FWD: call ptr @_ZNSt3__113basic_ostreamIcNS_11char_traitsIcEEElsEd(ptr @cout, double %v)
; FWD: fmul double
; REV-LABEL: define internal double @augmented.libstdcxx.d(
; REV: call ptr @_ZNSolsEd(ptr @cout, double %v)
; REV-LABEL: define internal void @reverse.libstdcxx.d(
; REV-NOT: @_ZNSolsEd
; REV: fmul double
; REV: ret void
