; A merge whose result has a shadow needs one for every pointer it takes (DESIGN principle 8):
; a stack slot merged with an active argument in a loop's phi gets a zeroed shadow alloca; a
; callee that merges its parameter with an active pointer gets the caller's shadow of it, and a
; null argument is its own (null) shadow. A constant argument merged so is still refused.
; RUN: %mpiad-opt %s --fn f --mode forward --args dup,const -o - | filecheck %s
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o - | filecheck --check-prefix=REV %s
; RUN: not %mpiad-opt %s --fn g --mode forward --args dup,const,const -o %t.out 2> %t.err
; RUN: filecheck --check-prefix=ERR --input-file %t.err %s

define internal double @pick(ptr %p, ptr %q, i1 %c) {
entry:
  %s = select i1 %c, ptr %q, ptr %p
  %v = load double, ptr %s, align 8
  ret double %v
}

define double @f(ptr %x, i64 %n) {
entry:
  %tmp = alloca double, align 8
  store double 2.0, ptr %tmp, align 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %p = phi ptr [ %tmp, %entry ], [ %x, %loop ]
  %v = load double, ptr %p, align 8
  %w = call double @pick(ptr %x, ptr null, i1 false)
  %m = fmul double %v, %w
  %acc1 = fadd double %acc, %m
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %acc1
}

define double @g(ptr %x, ptr %y, i1 %c) {
entry:
  %s = select i1 %c, ptr %y, ptr %x
  %v = load double, ptr %s, align 8
  ret double %v
}

; CHECK-LABEL: define double @fwddiffe_f(ptr %x, ptr %x.d, i64 %n)
; CHECK: %[[ST:tmp.shadow]] = alloca double, align 8
; CHECK: %p = phi ptr [ %tmp, %entry ], [ %x, %loop ]
; CHECK-NEXT: %{{.+}} = phi ptr [ %[[ST]], %entry ], [ %x.d, %loop ]
; CHECK: call { double, double } @[[PICK:.+]](ptr %x, ptr %x.d, ptr null, ptr null, i1 false)
; CHECK: define internal { double, double } @[[PICK]](ptr %p, ptr %p.d, ptr %q, ptr %q.d, i1 %c)
; CHECK: %{{.+}} = select i1 %c, ptr %q.d, ptr %p.d

; REV-LABEL: define internal double @augmented.f.dc(
; REV: %[[ST:tmp.shadow]] = call ptr @calloc(
; REV: phi ptr [ %[[ST]], %entry ], [ %x.d, %loop ]
; REV: call double @augmented.pick.{{.+}}(ptr %tape, ptr %x, ptr %x.d, ptr null, ptr null, i1 false)

; ERR: error: in @g: argument %y is marked constant but is merged with a pointer that has a shadow (`%s = select i1 %c, ptr %y, ptr %x` at line {{[0-9]+}}); mark %y Duplicated
