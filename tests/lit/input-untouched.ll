; The input is never modified, and writing over an existing output replaces it whole.
; RUN: cp %S/Inputs/good.ll %t.in.ll
; RUN: echo "stale" > %t.out
; RUN: %mpiad-opt %t.in.ll -o %t.out
; RUN: diff %S/Inputs/good.ll %t.in.ll
; RUN: filecheck --input-file %t.out %s
; CHECK-NOT: stale
; CHECK: define double @sq(double %x)
; RUN: cp %S/Inputs/malformed.ll %t.bad.ll
; RUN: not %mpiad-opt %t.bad.ll -o %t.out
; RUN: diff %S/Inputs/malformed.ll %t.bad.ll
; RUN: filecheck --input-file %t.out %s
