; Unsupported input gets one clear error line naming function, instruction and what to do.
; RUN: not %mpiad-opt %s --fn f --mode forward --args dup -o %t.out 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: not %mpiad-opt %s --fn nosuch --mode forward --args dup 2> %t.err2
; RUN: filecheck --check-prefix=NOFN --input-file %t.err2 %s
; RUN: not %mpiad-opt %s --fn f --mode forward --args dup,dup 2> %t.err3
; RUN: filecheck --check-prefix=ARITY --input-file %t.err3 %s
; RUN: not %mpiad-opt %s --fn f --mode forward --args out 2> %t.err4
; RUN: filecheck --check-prefix=OUT --input-file %t.err4 %s

declare double @mystery(double)

define double @f(double %x) {
entry:
  %y = call double @mystery(double %x)
  ret double %y
}

; CHECK-NOT: Traceback
; CHECK: {{^}}error: in @f: external function @mystery has no derivative rule but receives active data (`%y = call double @mystery(double %x)` at line {{[0-9]+}}); give mpiad its body{{.*}}
; CHECK-NOT: {{.}}
; NOFN: {{^}}error: --fn nosuch: no such function defined in the module (defined: f){{.*}}
; ARITY: {{^}}error: @f has 1 parameters but 2 activities were given{{.*}}
; OUT: {{^}}error: activity 'out' (Active) is for reverse mode{{.*}}
