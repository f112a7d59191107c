; Found by test_random_programs (program 900 after LLVM -O2: a switch whose two cases branch to the
; same block, so the phi lists %entry twice). f(x, n) = 3 x for n = 4 or 6, 0 otherwise.
; mpiad-opt switch_dup_phi.ll --fn f --mode reverse --args out,const -o out.ll
; diffe_f(1.0, 4, 1.0) must be 3.0; it returns 6.0 (the phi's adjoint is added once per entry).
define double @f(double %x, i32 %n) {
entry:
  switch i32 %n, label %other [ i32 4, label %join
                                i32 6, label %join ]
other:
  br label %join
join:
  %m = phi double [ %x, %entry ], [ %x, %entry ], [ 0.0, %other ]
  %r = fmul double %m, 3.0
  ret double %r
}
