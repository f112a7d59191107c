; A user-defined reduction op (MPI_Op_create) without a registered derivative is refused with one
; clear line naming the function, the call and what to do. Registering it (a call to
; mpiad_register_op_derivative in the module) lets it through to the runtime.
; RUN: not %mpiad-opt %s --fn with_user_op --mode forward --args dup,const 2> %t.err
; RUN: filecheck --input-file %t.err %s
; RUN: %mpiad-opt %s --fn registered --mode forward --args dup,const -o - | filecheck --check-prefix=REG %s

declare i32 @MPI_Op_create(ptr, i32, ptr)
declare i32 @MPI_Allreduce(ptr, ptr, i32, i32, i32, i32)
declare void @mpiad_register_op_derivative(i32, i32)
declare void @my_sum(ptr, ptr, ptr, ptr)

define double @with_user_op(double %x, i32 %comm) {
entry:
  %op.p = alloca i32
  %in = alloca double
  %out = alloca double
  call i32 @MPI_Op_create(ptr @my_sum, i32 1, ptr %op.p)
  %op = load i32, ptr %op.p
  store double %x, ptr %in
  call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, i32 1275070475, i32 %op, i32 %comm)
  %r = load double, ptr %out
  ret double %r
}

define double @registered(double %x, i32 %comm) {
entry:
  %op.p = alloca i32
  %in = alloca double
  %out = alloca double
  call i32 @MPI_Op_create(ptr @my_sum, i32 1, ptr %op.p)
  %op = load i32, ptr %op.p
  call void @mpiad_register_op_derivative(i32 %op, i32 1)
  store double %x, ptr %in
  call i32 @MPI_Allreduce(ptr %in, ptr %out, i32 1, i32 1275070475, i32 %op, i32 %comm)
  %r = load double, ptr %out
  ret double %r
}

; CHECK-NOT: Traceback
; CHECK: {{^}}error: in @with_user_op: MPI_Allreduce uses a user-defined reduction op created by MPI_Op_create (`{{.*}}call i32 @MPI_Op_create(ptr @my_sum, i32 1, ptr %op.p)` at line {{[0-9]+}}) that has no registered derivative; call mpiad_register_op_derivative(op, like) after MPI_Op_create (like: 1 sum, 2 prod, 3 min, 4 max), or mpiad.register_op_derivative from Python{{$}}
; CHECK-NOT: {{.}}

; REG-LABEL: define double @fwddiffe_registered(double %x, double %x.d, i32 %comm)
; REG: call void @mpiad_register_op_derivative(i32 %op, i32 1)
; REG: call i32 @__mpiad_fwd_allreduce(
