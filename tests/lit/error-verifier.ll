; A module that parses but fails LLVM's verifier: exit 1 and one 'error:' line naming the problem.
; RUN: not %mpiad-opt %S/Inputs/not-verifying.ll -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; CHECK-NOT: Traceback
; CHECK: {{^}}error: {{.*}}not-verifying.ll: the module does not pass LLVM's verifier: Instruction does not dominate all uses!{{.*}}
; CHECK-NOT: {{.}}
