; Found by test_random_programs --slow (SPMD program 264 after LLVM -O2: one single-block loop
; exits straight into another). Both are reversed as counted loops; splicing the second one's
; entry block must follow the first one's exit block, or the module does not verify ("PHINode
; should have one entry for each predecessor", "Instruction does not dominate all uses").
; f(x, n, m) = x^(n+m) for n, m >= 1; g(x, k) = x^4 for k = 1 or 2 (a switch reaching the loop
; by two cases: its phis list %entry twice), 0 otherwise.
; mpiad-opt adjacent_self_loops.ll --fn f --mode reverse --args out,const,const -o out.ll
define double @f(double %x, i32 %n, i32 %m) {
entry:
  br label %a
a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %s = phi double [ 1.0, %entry ], [ %s1, %a ]
  %s1 = fmul double %s, %x
  %i1 = add i32 %i, 1
  %ca = icmp slt i32 %i1, %n
  br i1 %ca, label %a, label %b
b:
  %j = phi i32 [ 0, %a ], [ %j1, %b ]
  %t = phi double [ %s1, %a ], [ %t1, %b ]
  %t1 = fmul double %t, %x
  %j1 = add i32 %j, 1
  %cb = icmp slt i32 %j1, %m
  br i1 %cb, label %b, label %exit
exit:
  ret double %t1
}

define double @g(double %x, i32 %k) {
entry:
  switch i32 %k, label %out [ i32 1, label %loop
                              i32 2, label %loop ]
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %entry ], [ %i1, %loop ]
  %c = phi double [ %x, %entry ], [ %x, %entry ], [ %c1, %loop ]
  %c1 = fmul double %c, %x
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 3
  br i1 %more, label %loop, label %out
out:
  %r = phi double [ 0.0, %entry ], [ %c1, %loop ]
  ret double %r
}
