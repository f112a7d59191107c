; A missing input file: exit 1 and one 'error:' line.
; RUN: not %mpiad-opt %t.does-not-exist.ll -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; CHECK-NOT: Traceback
; CHECK: {{^}}error: {{.*}}does-not-exist.ll: no such file{{.*}}
; CHECK-NOT: {{.}}
