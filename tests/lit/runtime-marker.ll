; mpiad-opt's output is mpiad-opt input: a module differentiated again (another --fn, then an
; Enzyme call added to it) links. The runtime functions carry "mpiad"="runtime"; a later run
; recognises them (the tape helpers are alwaysinline, but they are no sign of a debug build and
; are not simplified away), defines each once and leaves no declaration of one behind.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const -o %t1.ll
; RUN: filecheck --check-prefix=ONE --input-file %t1.ll %s
; RUN: %mpiad-opt %t1.ll --fn g --mode reverse --args dup,const -v -o %t2.ll 2> %t2.err
; RUN: filecheck --check-prefix=TWO --input-file %t2.ll %s
; RUN: filecheck --check-prefix=TWO-V --input-file %t2.err %s
; RUN: cat %t2.ll %S/Inputs/enzyme-fwddiff-f.ll > %t3.in.ll
; RUN: %mpiad-opt %t3.in.ll -o %t3.ll
; RUN: filecheck --check-prefix=THREE --input-file %t3.ll %s

; ONE: define internal ptr @__mpiad_tape_reserve(ptr %t, i64 %n) "mpiad"="runtime" alwaysinline {
; ONE: define void @diffe_f(

; TWO-V: not simplified: the functions to differentiate look optimised
; TWO-V: --fn g: reverse mode, made @diffe_g

; TWO-NOT: declare {{.*}}@__mpiad
; TWO-COUNT-1: define internal ptr @__mpiad_tape_reserve(ptr %t, i64 %n) #[[RT:[0-9]+]] {
; TWO-NOT: declare {{.*}}@__mpiad
; TWO-NOT: define internal ptr @__mpiad_tape_reserve(
; TWO: define void @diffe_f(
; TWO: attributes #[[RT]] = { alwaysinline "mpiad"="runtime" }
; TWO-NOT: declare {{.*}}@__mpiad
; TWO: define void @diffe_g(
; TWO-NOT: declare {{.*}}@__mpiad

; THREE-NOT: declare {{.*}}@__mpiad
; THREE-NOT: __enzyme_fwddiff
; THREE-COUNT-1: define internal ptr @__mpiad_tape_reserve(
; THREE-NOT: declare {{.*}}@__mpiad
; THREE: define double @df_dir(ptr %x, ptr %v, i32 %n) {
; THREE-NEXT: entry:
; THREE-NEXT: call double @fwddiffe_f(ptr %x, ptr %v, i32 %n)
; THREE-NOT: declare {{.*}}@__mpiad
; THREE-NOT: __enzyme_fwddiff

define double @f(ptr %x, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  %v3 = fmul double %v2, %v
  %s.next = fadd double %s, %v3
  store double %v2, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %more = icmp ult i64 %i.next, %n64
  br i1 %more, label %loop, label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %r
}

define double @g(ptr %x, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  %s.next = fadd double %s, %v2
  store double %v2, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %more = icmp ult i64 %i.next, %n64
  br i1 %more, label %loop, label %exit
exit:
  %r = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %r
}
