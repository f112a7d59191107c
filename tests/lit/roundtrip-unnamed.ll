; Unnamed values keep LLVM's numbering, and the implicit entry block gets its number.
; (mpiad's IR model prints the whole module when a derivative is added; with nothing to
; differentiate the output is LLVM's own printing, which leaves the entry label out.)
; RUN: %mpiad-opt %s --fn h --mode forward --args dup,dup -o - | filecheck %s

; CHECK-LABEL: define double @h(double %0, ptr %1)
define double @h(double %0, ptr %1) {
; CHECK: 2:
; CHECK-NEXT: %3 = load double, ptr %1, align 8
  %3 = load double, ptr %1, align 8
; CHECK-NEXT: %4 = fmul double %0, %3
  %4 = fmul double %0, %3
  br label %5
; CHECK: 5:
5:
; CHECK-NEXT: %6 = phi double [ %4, %2 ]
  %6 = phi double [ %4, %2 ]
  ret double %6
}
