; An MPI function with no rule: refused when it receives active data, left alone otherwise.
; RUN: not %mpiad-opt %s --fn active --mode forward --args dup,const 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: not %mpiad-opt %s --fn active --mode reverse --args out,const 2> %t.rev
; RUN: filecheck --input-file %t.rev %s
; RUN: %mpiad-opt %s --fn inactive --mode forward --args dup,const -o - | filecheck --check-prefix=OK %s

declare i32 @MPI_Pack(ptr, i32, i32, ptr, i32, ptr, i32)

define double @active(double %x, i32 %comm) {
entry:
  %in = alloca double
  %out = alloca double
  %pos = alloca i32
  store double %x, ptr %in
  store i32 0, ptr %pos
  call i32 @MPI_Pack(ptr %in, i32 1, i32 1275070475, ptr %out, i32 8, ptr %pos, i32 %comm)
  %r = load double, ptr %out
  ret double %r
}

define double @inactive(double %x, i32 %comm) {
entry:
  %in = alloca i32
  %out = alloca i32
  %pos = alloca i32
  store i32 3, ptr %in
  store i32 0, ptr %pos
  call i32 @MPI_Pack(ptr %in, i32 1, i32 1275069445, ptr %out, i32 4, ptr %pos, i32 %comm)
  %k = load i32, ptr %out
  %kf = sitofp i32 %k to double
  %r = fmul double %x, %kf
  ret double %r
}

; CHECK-NOT: Traceback
; CHECK: {{^}}error: in @active: MPI_Pack is an MPI call that mpiad cannot differentiate yet, and it receives active data (`{{.*}}call i32 @MPI_Pack(ptr %in, i32 1, i32 1275070475, ptr %out, i32 8, ptr %pos, i32 %comm)` at line {{[0-9]+}}); the MPI calls mpiad differentiates are listed in docs/MPI.md. A call on constant (inactive) buffers is fine{{.*}}
; CHECK-NOT: link its IR

; OK-LABEL: define double @fwddiffe_inactive(double %x, double %x.d, i32 %comm)
; OK: call i32 @MPI_Pack(ptr %in, i32 1, i32 1275069445, ptr %out, i32 4, ptr %pos, i32 %comm)
; OK: fmul double %kf, %x.d
