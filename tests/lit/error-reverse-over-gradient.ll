; A call of mpiad's gradient tape met in reverse mode (reverse over reverse, or a user's function
; of that name): one 'error:' line that says what to do, not an internal error (found by fuzzing).
; RUN: not %mpiad-opt %S/Inputs/tape-call-reverse.ll --fn f --mode reverse --args out,const -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; CHECK-NOT: internal error
; CHECK: {{^}}error: in @f: __mpiad_tape_free is mpiad's tape of a generated gradient: reverse mode over a gradient is not supported; differentiate the gradient in forward mode{{.*}}
; CHECK-NOT: {{.}}
