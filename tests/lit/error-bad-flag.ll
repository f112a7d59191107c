; An unknown flag is an error like any other: exit 1, one line (argparse would exit 2).
; RUN: not %mpiad-opt --no-such-flag %s 2> %t.err
; RUN: filecheck --input-file %t.err %s
; CHECK-NOT: Traceback
; CHECK: {{^}}error: unrecognized arguments: --no-such-flag{{.*}}
; CHECK-NOT: {{.}}
