; Scalar arithmetic, casts, comparisons, select, phi and branches survive a round trip.
; With nothing to differentiate the module is LLVM's printing; with a derivative added, the
; whole module is printed by mpiad's IR model: both keep it.
; RUN: %mpiad-opt %s -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck %s

; CHECK-LABEL: define double @f(double %x, i32 %n)
define double @f(double %x, i32 %n) {
entry:
; CHECK: %a = fadd fast double %x, 1.000000e+00
  %a = fadd fast double %x, 1.0
; CHECK-NEXT: %b = fmul nnan double %a, %x
  %b = fmul nnan double %a, %x
; CHECK-NEXT: %c = fneg double %b
  %c = fneg double %b
; CHECK-NEXT: %i = sitofp i32 %n to double
  %i = sitofp i32 %n to double
; CHECK-NEXT: %k = add nuw nsw i32 %n, 1
  %k = add nuw nsw i32 %n, 1
; CHECK-NEXT: %cmp = fcmp olt double %c, %i
  %cmp = fcmp olt double %c, %i
; CHECK-NEXT: %s = select i1 %cmp, double %c, double %i
  %s = select i1 %cmp, double %c, double %i
; CHECK-NEXT: br i1 %cmp, label %then, label %done
  br i1 %cmp, label %then, label %done
then:
  %t = call double @llvm.sqrt.f64(double %s)
  br label %done
done:
; CHECK: %r = phi double [ %t, %then ], [ %s, %entry ]
  %r = phi double [ %t, %then ], [ %s, %entry ]
  ret double %r
}

declare double @llvm.sqrt.f64(double)
