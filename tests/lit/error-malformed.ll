; Malformed IR: exit 1, one 'error:' line with file, line and column, no traceback, no output file.
; RUN: rm -f %t.out
; RUN: not %mpiad-opt %S/Inputs/malformed.ll -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: not ls %t.out
; CHECK-NOT: Traceback
; CHECK: {{^}}error: {{.*}}malformed.ll:4:3: expected ','{{.*}}
; CHECK-NOT: {{.}}
