; `@mpiad_checkpoint(i64 0)` asks for the default number of snapshots, which
; `mpiad-opt --checkpoint-snapshots K` sets: the forward sweep gets K. Without the flag such a
; marker is an error that names the flag (exit 1, one line); a flag below 1 is refused too.
; RUN: %mpiad-opt %s --fn f --mode reverse --args dup,const,const --checkpoint-snapshots 5 -o - | filecheck %s
; RUN: not %mpiad-opt %s --fn f --mode reverse --args dup,const,const 2> %t.err
; RUN: filecheck --check-prefix=NODEFAULT --input-file %t.err %s
; RUN: not %mpiad-opt %s --fn f --mode reverse --args dup,const,const --checkpoint-snapshots 0 2> %t.err0
; RUN: filecheck --check-prefix=BAD --input-file %t.err0 %s
; CHECK-NOT: call void @mpiad_checkpoint
; CHECK-LABEL: define internal {{.*}}@augmented.f.dcc(
; CHECK: call ptr @__mpiad_ckpt_forward(ptr @f.ck.step, ptr %ck.ctx{{[0-9]*}}, i64 {{[0-9]+}}, i64 %trip{{[0-9]*}}, i64 5,
; NODEFAULT-NOT: Traceback
; NODEFAULT: {{^}}error: {{.*}}checkpointed loop: its marker asks for the default number of snapshots (0) and none was given: pass --checkpoint-snapshots K to mpiad-opt{{.*}}
; NODEFAULT-NOT: {{.}}
; BAD: {{^}}error: --checkpoint-snapshots must be at least 1, got 0
declare void @mpiad_checkpoint(i64)
declare void @mpiad_checkpoint_state(ptr, i64)
declare double @llvm.sin.f64(double)

define double @f(ptr %u, i64 %n, i64 %steps) {
entry:
  %bytes = shl i64 %n, 3
  call void @mpiad_checkpoint_state(ptr %u, i64 %bytes)
  call void @mpiad_checkpoint(i64 0)
  %go = icmp sgt i64 %steps, 0
  br i1 %go, label %step, label %after
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %step ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %step ]
  %v = load double, ptr %u, align 8
  %s = call double @llvm.sin.f64(double %v)
  store double %s, ptr %u, align 8
  %acc.next = fadd double %acc, %s
  %t.next = add nuw nsw i64 %t, 1
  %more = icmp slt i64 %t.next, %steps
  br i1 %more, label %step, label %after
after:
  %r = phi double [ 0.0, %entry ], [ %acc.next, %step ]
  ret double %r
}
